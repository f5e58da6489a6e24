package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.varve.kernel.BatchScan;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Scans read ahead on background threads ({@code scan.read-ahead}, {@code file-reader-async-threshold
 * = 0 b}) return the rows of the same scan read on the calling thread, in the same order (so per
 * bucket, key order), with the same row kinds: primary-key tables with many buckets and
 * partitions and overlapping runs, append tables, projections, filters, empty tables, early
 * closes. Seeded (-Dseed=N).
 */
class ReadAheadScanTest {
    private static final long SEED = Long.getLong("seed", 20261201L);
    private static final Map<String, String> AHEAD = Map.of("scan.read-ahead", "true", "file-reader-async-threshold", "0 b");
    private static final Map<String, String> INLINE = Map.of("scan.read-ahead", "false");

    @TempDir
    Path dir;

    @Test
    void primaryKeyTableWithManyBucketsAndPartitions() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = TableTestSupport.create(c, "pk", TableTestSupport.schema("p INT", "k BIGINT", "v BIGINT", "s STRING", "d DOUBLE")
                    .primaryKey("p", "k").partitionKeys("p").option("bucket", "7")
                    .option("num-sorted-run.compaction-trigger", "1000").option("num-sorted-run.stop-trigger", "1000").build());
            write(t, 6, 4000, true);
            assertSameScans(t, s -> s);
            assertSameScans(t, s -> s.withProjection(new int[] {3, 1, 1}));
            assertSameScans(t, s -> s.withFilter("k", BatchScan.Comparison.LESS_THAN, 1500L));
            assertSameScans(t, s -> s.withPartitionFilter(Map.of("p", "2")));
            assertSameScans(t, s -> s.withSnapshot(2));
            assertEarlyCloses(t);
        }
    }

    @Test
    void appendTable() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = TableTestSupport.create(c, "ap", TableTestSupport.schema("p INT", "k BIGINT", "v BIGINT", "s STRING", "d DOUBLE")
                    .partitionKeys("p").option("bucket", "-1").build());
            write(t, 4, 3000, false);
            assertSameScans(t, s -> s);
            assertSameScans(t, s -> s.withProjection(new int[] {4}));
            assertEarlyCloses(t);
        }
    }

    @Test
    void emptyTableAndEmptyResult() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = TableTestSupport.create(c, "empty", TableTestSupport.schema("k BIGINT", "v STRING")
                    .primaryKey("k").option("bucket", "3").build());
            assertEquals(List.of(), rows(t.copy(AHEAD), BatchScan::read, s -> s));
            TableTestSupport.commit(t, GenericRow.of(1L, "a"), GenericRow.of(2L, "b"));
            assertEquals(List.of(), rows(t.copy(AHEAD), BatchScan::read, s -> s.withFilter("k", BatchScan.Comparison.GREATER_THAN, 5L)));
            assertEquals(List.of("+I[1, a]", "+I[2, b]"), rows(t.copy(AHEAD), BatchScan::read, s -> s));
        }
    }

    @Test
    void unsupportedTypesReadOnTheCallingThread() {
        assumeTrue(Runtime.getRuntime().availableProcessors() > 1, "read-ahead needs two processors");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = TableTestSupport.create(c, "dec", TableTestSupport.schema("k BIGINT", "v DECIMAL(10, 2)")
                    .primaryKey("k").option("bucket", "1").build());
            TableTestSupport.commit(t, GenericRow.of(1L, new java.math.BigDecimal("1.25")));
            try (RecordReader r = t.copy(AHEAD).newBatchScan().read()) {
                assertFalse(r instanceof ReadAheadReader);
            }
            try (RecordReader r = t.copy(AHEAD).newBatchScan().withProjection(new int[] {0}).read()) {
                assertTrue(r instanceof ReadAheadReader, "a projection without the decimal reads ahead");
            }
            try (RecordReader r = t.copy(INLINE).newBatchScan().withProjection(new int[] {0}).read()) {
                assertFalse(r instanceof ReadAheadReader, "read-ahead off: inline");
            }
            try (RecordReader r = t.copy(Map.of("scan.read-ahead", "true")).newBatchScan().withProjection(new int[] {0}).read()) {
                assertFalse(r instanceof ReadAheadReader, "below the threshold (10 mb): inline");
            }
        }
    }

    /** Several commits of random upserts / deletes (primary key) or appends, {@code partitions} partitions. */
    private static void write(Table t, int partitions, int rowsPerCommit, boolean primaryKey) {
        SplittableRandom r = new SplittableRandom(SEED);
        for (int commit = 1; commit <= 5; commit++) {
            try (TableWriter w = t.newWriter("u")) {
                for (int i = 0; i < rowsPerCommit; i++) {
                    int p = r.nextInt(partitions);
                    long k = r.nextInt(3000);
                    RowKind kind = primaryKey && r.nextInt(10) == 0 ? RowKind.DELETE : RowKind.INSERT;
                    String s = r.nextInt(8) == 0 ? null : "s" + k + "-" + commit + "-" + "\u00fc".repeat(r.nextInt(4));
                    w.write(GenericRow.ofKind(kind, p, k, (long) r.nextInt(), s, r.nextDouble()));
                }
                w.commit(commit);
            }
        }
    }

    private void assertSameScans(Table t, Function<BatchScan, BatchScan> config) {
        for (boolean kinds : new boolean[] {false, true}) {
            Function<BatchScan, RecordReader> read = kinds ? BatchScan::readWithRowKinds : BatchScan::read;
            List<String> inline = rows(t.copy(INLINE), read, config);
            List<String> ahead = rows(t.copy(AHEAD), read, config);
            assertFalse(inline.isEmpty());
            assertEquals(inline, ahead, "seed " + SEED + ": same rows in the same order");
        }
    }

    private static List<String> rows(Table t, Function<BatchScan, RecordReader> read, Function<BatchScan, BatchScan> config) {
        List<String> out = new ArrayList<>();
        try (RecordReader r = read.apply(config.apply(t.newBatchScan()))) {
            while (r.hasNext()) {
                out.add(fmt(r.next()));
            }
        }
        return out;
    }

    /** Kind and values, e.g. {@code +I[1, a]}. */
    private static String fmt(InternalRow x) {
        StringBuilder sb = new StringBuilder(x.getRowKind().shortString()).append('[');
        for (int i = 0; i < x.getArity(); i++) {
            Object v = x.getField(i);
            sb.append(i > 0 ? ", " : "").append(v instanceof byte[] ? java.util.Arrays.toString((byte[]) v) : String.valueOf(v));
        }
        return sb.append(']').toString();
    }

    /** Closed after a few rows (within the first block, at a block boundary, later): the rows so far and the last one after close. */
    private static void assertEarlyCloses(Table t) {
        List<String> all = rows(t.copy(INLINE), BatchScan::read, s -> s);
        for (int stopAt : new int[] {0, 1, ReadAheadReader.BLOCK_ROWS, ReadAheadReader.BLOCK_ROWS + 1, 3 * ReadAheadReader.BLOCK_ROWS + 7}) {
            if (stopAt > all.size()) {
                continue;
            }
            InternalRow last = null;
            String before = null;
            RecordReader r = t.copy(AHEAD).newBatchScan().read();
            try {
                for (int i = 0; i < stopAt; i++) {
                    assertTrue(r.hasNext());
                    last = r.next();
                    assertEquals(all.get(i), fmt(last));
                }
                before = last == null ? null : fmt(last);
            } finally {
                r.close();
            }
            assertFalse(r.hasNext());
            if (last != null) {
                // the row handed out last stays readable after close (as for scans read inline)
                assertEquals(before, fmt(last));
            }
        }
    }
}
