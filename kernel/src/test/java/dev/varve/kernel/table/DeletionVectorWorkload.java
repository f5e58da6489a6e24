package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.RowKind;

import java.nio.file.Path;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.kvStringTable;
import static dev.varve.kernel.table.TableTestSupport.row;

/**
 * The seeded random workload of the deletion-vector differentials ({@code DeletionVectorIndexTest},
 * {@code DeletionVectorRetractionTest}): a {@code k INT, v STRING} table with {@code deletion-vectors.enabled} on 1-2
 * buckets, commits of inserts, upserts and retractions ({@code -D}, {@code -U}) of present and absent keys, each commit
 * by a new writer, and the {@link #model} of what a read returns. Each test keeps its own {@link Shape} and seeds:
 * the draws from the seed's {@link Random} are made in the order the tests made them before they shared this.
 */
final class DeletionVectorWorkload implements AutoCloseable {
    /**
     * The sizes of a workload: {@code minCommits} plus up to {@code moreCommits - 1} more commits; the first commit
     * writes 1 to {@code firstRows} records, the others 1 to {@code laterRows}, keys below {@code keys}. A record is
     * a retraction with probability 1 in {@code ops}: with {@code coinRetraction} a {@code -D} or a {@code -U} by a coin,
     * valued {@code d}; else a {@code -D} valued {@code d}, and with probability 1 in {@code ops} a {@code -U} valued
     * {@code u}; else an upsert.
     */
    record Shape(int minCommits, int moreCommits, int firstRows, int laterRows, int keys, int ops,
                 boolean coinRetraction) {
    }

    private final Path dir;
    private final boolean ownsCatalog;
    private final Shape shape;
    private final int seed;
    final String name;
    final Random rnd;
    /** What a read returns: key → value. */
    final TreeMap<Integer, String> model = new TreeMap<>();
    /** The number of commits {@link #commit} is to be called for (1 to commits). */
    final int commits;
    Catalog catalog;
    Table table;

    /**
     * The workload of {@code seed} on a new table {@code name}: in {@code shared} (kept open by the caller) or, when
     * null, in a catalog of {@code dir} of its own, which {@link #reopen} reopens and {@link #close} closes.
     */
    DeletionVectorWorkload(Path dir, Catalog shared, String name, int seed, Shape shape) {
        this.dir = dir;
        this.ownsCatalog = shared == null;
        this.shape = shape;
        this.seed = seed;
        this.name = name;
        this.rnd = new Random(seed);
        this.catalog = shared == null ? TableTestSupport.catalog(dir) : shared;
        try {
            this.table = kvStringTable(catalog, name, "deletion-vectors.enabled", "true",
                    "bucket", String.valueOf(1 + rnd.nextInt(2)));
        } catch (RuntimeException e) {
            close();
            throw e;
        }
        this.commits = shape.minCommits + rnd.nextInt(shape.moreCommits);
    }

    /** Commit {@code i} (from 1): its random records, written by a new writer and committed. */
    void commit(int i) {
        try (TableWriter w = table.newWriter("u" + i)) {
            int n = 1 + rnd.nextInt(i == 1 ? shape.firstRows : shape.laterRows);
            for (int j = 0; j < n; j++) {
                int k = rnd.nextInt(shape.keys);
                int op = rnd.nextInt(shape.ops);
                if (op == 0 && shape.coinRetraction) {
                    w.write(row(rnd.nextBoolean() ? RowKind.DELETE : RowKind.UPDATE_BEFORE, k, "d"));
                    model.remove(k);
                } else if (op == 0) {
                    w.write(row(RowKind.DELETE, k, "d"));
                    model.remove(k);
                } else if (op == 1 && !shape.coinRetraction) {
                    w.write(row(RowKind.UPDATE_BEFORE, k, "u"));
                    model.remove(k);
                } else {
                    String v = "s" + seed + "c" + i + "j" + j;
                    w.write(ins(k, v));
                    model.put(k, v);
                }
            }
            w.commit(i);
        }
    }

    /** One roll in six: a minor or full compaction (by a coin); one in six: the catalog reopened ({@link #reopen}). */
    void compactOrReopen() {
        int roll = rnd.nextInt(6);
        if (roll == 0) {
            table.compact(Map.of(), rnd.nextBoolean());
        } else if (roll == 1) {
            reopen();
        }
    }

    /** The catalog of its own closed and opened again, and the table loaded from it. */
    void reopen() {
        if (!ownsCatalog) {
            throw new IllegalStateException("the catalog is the caller's");
        }
        catalog.close();
        catalog = TableTestSupport.catalog(dir);
        table = catalog.getTable(Identifier.of("default", name));
    }

    @Override
    public void close() {
        if (ownsCatalog) {
            catalog.close();
        }
    }
}
