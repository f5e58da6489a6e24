package dev.varve.props;

import dev.varve.format.FileIO;
import dev.varve.format.FileIO.FileStatus;
import dev.varve.format.MemoryFileIO;
import dev.varve.format.PositionInput;
import dev.varve.format.PositionOutput;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Schema;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.kernel.catalog.FileSystemCatalog;
import dev.varve.kernel.catalog.TableLoaders;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Power loss right after each snapshot became durable (RELIABILITY R3, SEMANTICS §7): everything a
 * published snapshot references (data files of every bucket, manifests, manifest lists, their directory
 * entries) must already be durable when the snapshot file appears, whatever thread synced it and in
 * which order (flushed files and metadata files are synced in concurrent batches before the publish).
 * A multi-bucket table gets several checkpoints with flushes in every bucket and compactions; for every
 * n, the n-th snapshot publish is followed at once by a crash ({@link MemoryFileIO#crash()}, or the torn
 * {@link MemoryFileIO#crashRandomly}); the table reopened from a fresh catalog must have at least that
 * snapshot and read exactly the rows of the checkpoint its latest snapshot names.
 */
class PublishCrashTest {
    private static final Identifier ID = Identifier.of("db", "t");
    private static final int CHECKPOINTS = 6;
    private static final int ROWS_PER_CHECKPOINT = 300;

    /** Thrown by the crashing FileIO once it crashed: the writer stops there. */
    private static final class Crashed extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Crashed() {
            super("simulated power loss");
        }
    }

    /**
     * Delegates to a {@link MemoryFileIO}; after the {@code crashAt}-th successful create of a snapshot
     * file it crashes the store (torn when {@code torn}) and fails every later operation.
     */
    private static final class CrashAfterPublish implements FileIO {
        final MemoryFileIO mem = new MemoryFileIO();
        final int crashAt;
        final boolean torn;
        int published;
        volatile boolean crashed;

        CrashAfterPublish(int crashAt, boolean torn) {
            this.crashAt = crashAt;
            this.torn = torn;
        }

        private void check() throws IOException {
            if (crashed) {
                throw new IOException("the machine crashed");
            }
        }

        @Override
        public boolean tryCreateAtomically(String path, byte[] content) throws IOException {
            return tryCreateAtomically(path, content, 0, content.length);
        }

        @Override
        public boolean tryCreateAtomically(String path, byte[] content, int off, int len) throws IOException {
            check();
            boolean ok = mem.tryCreateAtomically(path, content, off, len);
            if (ok && path.contains("/snapshot/snapshot-")) {
                synchronized (this) {
                    if (++published == crashAt) {
                        crashed = true;
                        if (torn) {
                            mem.crashRandomly(new SplittableRandom(crashAt));
                        } else {
                            mem.crash();
                        }
                        throw new Crashed();
                    }
                }
            }
            return ok;
        }

        @Override
        public PositionOutput create(String path) throws IOException {
            check();
            return mem.create(path);
        }

        @Override
        public PositionInput open(String path) throws IOException {
            check();
            return mem.open(path);
        }

        @Override
        public boolean exists(String path) throws IOException {
            check();
            return mem.exists(path);
        }

        @Override
        public long size(String path) throws IOException {
            check();
            return mem.size(path);
        }

        @Override
        public List<FileStatus> list(String dir) throws IOException {
            check();
            return mem.list(dir);
        }

        @Override
        public boolean delete(String path) throws IOException {
            check();
            return mem.delete(path);
        }

        @Override
        public void deleteRecursively(String dir) throws IOException {
            check();
            mem.deleteRecursively(dir);
        }

        @Override
        public void mkdirs(String dir) throws IOException {
            check();
            mem.mkdirs(dir);
        }

        @Override
        public void overwriteAtomically(String path, byte[] content) throws IOException {
            check();
            mem.overwriteAtomically(path, content);
        }

        @Override
        public void replaceHint(String path, byte[] content, int off, int len) throws IOException {
            check();
            mem.replaceHint(path, content, off, len);
        }

        @Override
        public byte[] readFully(String path) throws IOException {
            check();
            return mem.readFully(path);
        }

        @Override
        public void syncDirectory(String dir) throws IOException {
            check();
            mem.syncDirectory(dir);
        }
    }

    private static Schema schema() {
        return Schema.builder()
                .column("k", DataType.intType().notNull())
                .column("v", DataType.string())
                .primaryKey("k")
                .option("bucket", "4")
                // compactions in most checkpoints: their outputs are published too
                .option("num-sorted-run.compaction-trigger", "2")
                .build();
    }

    /** Checkpoint c's rows: keys overlap earlier checkpoints' so later versions replace earlier ones. */
    private static List<GenericRow> rows(int c) {
        List<GenericRow> out = new ArrayList<>();
        for (int i = 0; i < ROWS_PER_CHECKPOINT; i++) {
            int k = (i * 7 + c * 131) % (ROWS_PER_CHECKPOINT * 2);
            out.add(GenericRow.of(k, "c" + c + "-" + i));
        }
        return out;
    }

    /** The merged rows after checkpoints 1..c (0: none). */
    private static List<String> expected(long c) {
        TreeMap<Integer, String> rows = new TreeMap<>();
        for (int b = 1; b <= c; b++) {
            for (GenericRow r : rows(b)) {
                rows.put((Integer) r.getField(0), "+I[" + r.getField(0) + ", " + r.getField(1) + "]");
            }
        }
        List<String> out = new ArrayList<>(rows.values());
        Collections.sort(out);
        return out;
    }

    /** Writes the checkpoints until the FileIO crashes; returns the snapshots published before the crash. */
    private static int writeUntilCrash(CrashAfterPublish io) {
        try (Catalog c = new FileSystemCatalog(io, "/warehouse", TableLoaders.defaultLoader())) {
            c.createDatabase("db", true);
            c.createTable(ID, schema(), false);
            TableWriter w = c.getTable(ID).newWriter("u");
            try {
                for (int cp = 1; cp <= CHECKPOINTS; cp++) {
                    for (GenericRow r : rows(cp)) {
                        w.write(r);
                    }
                    w.commit(cp);
                }
                w.close();
            } catch (RuntimeException e) {
                if (!io.crashed) {
                    throw e;
                }
                try {
                    w.abort();
                } catch (RuntimeException ignored) {
                    // the store is gone
                }
            }
        } catch (RuntimeException e) {
            if (!io.crashed) {
                throw e;
            }
        }
        return io.published;
    }

    @Test
    void aSnapshotIsNeverVisibleBeforeTheFilesItReferencesAreDurable() {
        int total = writeUntilCrash(new CrashAfterPublish(Integer.MAX_VALUE, false));
        assertTrue(total >= CHECKPOINTS, "expected a snapshot per checkpoint at least, got " + total);
        for (boolean torn : new boolean[] {false, true}) {
            for (int n = 1; n <= total; n++) {
                CrashAfterPublish io = new CrashAfterPublish(n, torn);
                writeUntilCrash(io);
                assertTrue(io.crashed, "crash " + n + " did not happen");
                String where = "power loss " + (torn ? "(torn) " : "") + "right after snapshot publish " + n;
                MemoryFileIO mem = io.mem;
                try (Catalog c = new FileSystemCatalog(mem, "/warehouse", TableLoaders.defaultLoader())) {
                    Table t = c.getTable(ID);
                    SnapshotInfo latest = t.latestSnapshot();
                    assertTrue(latest != null && latest.snapshotId >= n, where + ": the published snapshot was lost");
                    List<String> visible;
                    try {
                        visible = CommitCrashTest.read(t);
                    } catch (RuntimeException e) {
                        throw new AssertionError(where + ": snapshot " + latest.snapshotId + " unreadable: " + e, e);
                    }
                    assertEquals(expected(latest.commitIdentifier), visible, where + ": snapshot " + latest.snapshotId);
                }
            }
        }
    }
}
