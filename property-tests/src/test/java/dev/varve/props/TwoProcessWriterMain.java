package dev.varve.props;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.kernel.VarveException;
import dev.varve.row.GenericRow;

/**
 * A child JVM of {@link TwoProcessCommitTest}: one writer committing many small batches to a
 * shared table. Arguments: {@code warehouse table writerId commits mode}, mode {@code pk} (rows
 * {@code (k, "w<id>c<commit>")}: own keys {@code id*1000 + j}, plus overlapping keys
 * {@code 5000 + j} both writers write) or {@code append} (rows {@code (writer, commit, i)}).
 * Waits for the file {@code warehouse/go} so both children start committing together. A commit
 * that fails with a conflict is retried with a fresh writer and the same identifier (its batch is
 * deterministic); prints {@code COMMITTED <commit> <snapshot>} per commit and {@code RETRIES n}.
 */
public final class TwoProcessWriterMain {
    private TwoProcessWriterMain() {
    }

    /** Keys writer {@code w} writes in commit {@code c} (pk mode): 10 own keys and 3 shared keys. */
    static int[] pkKeys(int w, int c) {
        int[] keys = new int[13];
        for (int j = 0; j < 10; j++) {
            keys[j] = w * 1000 + (c * 7 + j * 13) % 200;
        }
        for (int j = 0; j < 3; j++) {
            keys[10 + j] = 5000 + (c + j * 5) % 20;
        }
        return keys;
    }

    static String pkValue(int w, int c) {
        return "w" + w + "c" + c;
    }

    static final int APPEND_ROWS = 15;

    public static void main(String[] args) throws Exception {
        String warehouse = args[0];
        Identifier id = Identifier.of("default", args[1]);
        int writerId = Integer.parseInt(args[2]);
        int commits = Integer.parseInt(args[3]);
        boolean pk = args[4].equals("pk");
        java.nio.file.Path go = java.nio.file.Path.of(warehouse, "go");
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (!java.nio.file.Files.exists(go)) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("no go signal at " + go);
            }
            Thread.sleep(5);
        }
        int retries = 0;
        try (Catalog catalog = Catalog.open(warehouse)) {
            Table table = catalog.getTable(id);
            String user = "writer-" + writerId;
            TableWriter writer = table.newWriter(user);
            for (int c = 1; c <= commits; c++) {
                while (true) {
                    try {
                        write(writer, writerId, c, pk);
                        long snapshot = writer.commit(c);
                        System.out.println("COMMITTED " + c + " " + snapshot);
                        break;
                    } catch (VarveException.CommitConflict conflict) {
                        retries++;
                        System.out.println("CONFLICT " + c + " " + conflict.getMessage());
                        writer.close();
                        writer = catalog.getTable(id).newWriter(user);
                    }
                }
            }
            writer.close();
        }
        System.out.println("RETRIES " + retries);
        System.out.flush();
    }

    private static void write(TableWriter writer, int w, int c, boolean pk) {
        if (pk) {
            for (int k : pkKeys(w, c)) {
                writer.write(GenericRow.of(k, pkValue(w, c)));
            }
        } else {
            for (int i = 0; i < APPEND_ROWS; i++) {
                writer.write(GenericRow.of(w, c, i));
            }
        }
    }
}
