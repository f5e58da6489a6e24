package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.kernel.Catalog;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bucket's flushes reuse one {@link RollingRunWriter} ({@link RollingRunWriter#reuse}): a reused writer writes the
 * same files (bytes and metadata) as a new one, rolling at the same keys; it refuses to be reused with a file open;
 * and a run written through it allocates less than through a new writer (the writer and its list of files, ~180
 * bytes per flush of a bucket), counted with the thread's allocation counter.
 */
class RollingRunWriterReuseTest {
    @TempDir
    Path dir;

    @Test
    void aReusedWriterWritesWhatANewOneWrites() throws IOException {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            FileStoreTable table = (FileStoreTable) TableTestSupport.create(c, "t",
                    TableTestSupport.schema("k INT", "v BIGINT", "s STRING").primaryKey("k").option("bucket", "1").build());
            TableContext ctx = table.context();
            RollingRunWriter reused = writer(ctx, 8 * 1024);
            for (int run = 0; run < 6; run++) {
                long seed = 7_000 + run;
                if (run > 0) {
                    reused.reuse();
                }
                List<DataFileMeta> viaReused = new ArrayList<>(write(reused, seed));
                List<DataFileMeta> viaNew = write(writer(ctx, 8 * 1024), seed);
                assertEquals(viaNew.size(), viaReused.size(), "run " + run);
                assertTrue(viaNew.size() > 1, "the run rolls over several files: " + viaNew.size());
                for (int i = 0; i < viaNew.size(); i++) {
                    DataFileMeta a = viaNew.get(i);
                    DataFileMeta b = viaReused.get(i);
                    assertEquals(a.rowCount(), b.rowCount());
                    assertEquals(a.minSequence(), b.minSequence());
                    assertEquals(a.maxSequence(), b.maxSequence());
                    assertArrayEquals(a.minKey(), b.minKey());
                    assertArrayEquals(a.maxKey(), b.maxKey());
                    assertArrayEquals(ctx.io.readFully(ctx.paths.filePath(Partition.EMPTY, 0, a)),
                            ctx.io.readFully(ctx.paths.filePath(Partition.EMPTY, 0, b)), "run " + run + " file " + i);
                }
            }
            RollingRunWriter open = writer(ctx, Long.MAX_VALUE);
            open.add(CompactionMergeTest.key(1), 1, RowKind.INSERT, GenericRow.of(1, 1L, "x"), true);
            assertThrows(IllegalStateException.class, open::reuse);
            open.abort();
        }
    }

    @Test
    void aRunThroughAReusedWriterAllocatesLessThanThroughANewOne() throws IOException {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            FileStoreTable table = (FileStoreTable) TableTestSupport.create(c, "a",
                    TableTestSupport.schema("k INT", "v BIGINT", "s STRING").primaryKey("k").option("bucket", "1").build());
            TableContext ctx = table.context();
            com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
            long me = Thread.currentThread().getId();
            RollingRunWriter reused = writer(ctx, Long.MAX_VALUE);
            write(reused, 1);
            GenericRow row = GenericRow.of(1, 1L, "x");
            byte[][] keys = new byte[10][];
            for (int i = 0; i < keys.length; i++) {
                keys[i] = CompactionMergeTest.key(i);
            }
            long fresh = 0;
            long again = 0;
            int runs = 300;
            for (int round = 0; round < 3; round++) { // rounds 0 and 1 warm the code; round 2 is counted
                fresh = 0;
                again = 0;
                for (int r = 0; r < runs; r++) {
                    long before = mx.getThreadAllocatedBytes(me);
                    RollingRunWriter w = writer(ctx, Long.MAX_VALUE);
                    small(w, keys, row);
                    fresh += mx.getThreadAllocatedBytes(me) - before;
                    before = mx.getThreadAllocatedBytes(me);
                    small(reused.reuse(), keys, row);
                    again += mx.getThreadAllocatedBytes(me) - before;
                }
            }
            assertTrue(again + 100L * runs <= fresh, "bytes per run: new writer " + (double) fresh / runs
                    + ", reused " + (double) again / runs);
        }
    }

    private static RollingRunWriter writer(TableContext ctx, long targetSize) {
        return new RollingRunWriter(ctx, Partition.EMPTY, 0, 0, DataFileMeta.Kind.DATA, targetSize).inOrder()
                .deterministic(1_000L);
    }

    private static void small(RollingRunWriter w, byte[][] keys, GenericRow row) throws IOException {
        for (int i = 0; i < keys.length; i++) {
            w.add(keys[i], i + 1, RowKind.INSERT, row, true);
        }
        w.finish();
    }

    /** Ascending keys with a few versions each, seeded; returns the files. */
    private static List<DataFileMeta> write(RollingRunWriter w, long seed) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        long seq = 0;
        int k = 0;
        for (int i = 0; i < 3_000; i++) {
            k += 1 + rnd.nextInt(5);
            int versions = rnd.nextInt(6) == 0 ? 2 : 1;
            for (int v = 0; v < versions; v++) {
                w.add(CompactionMergeTest.key(k), ++seq, RowKind.INSERT,
                        GenericRow.of(k, (long) rnd.nextInt(1_000), "s" + rnd.nextInt(10_000)), v == 0);
            }
        }
        return w.finish();
    }
}
