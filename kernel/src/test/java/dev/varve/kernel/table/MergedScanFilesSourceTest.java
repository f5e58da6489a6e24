package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.kernel.Catalog;
import dev.varve.row.GenericRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import dev.varve.row.ValueFormatter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The merged read of a table whose merge engine is not latest-version-wins (aggregation):
 * {@link MergedBucketReader} over run sources that decode a run's files one after the other into one
 * scratch of the scan ({@link RunSources#forScan}, {@link ScanBuffers}, reading pages ahead) returns
 * exactly what it returns over sources decoding every file into buffers of its own: same keys,
 * sequences, kinds and values, over the whole key range and parts of it, the scan's buffers handed
 * from reader to reader (as from bucket to bucket). Random runs of several multi-page files (lone
 * versions handed out in place across page and file boundaries), keys repeated within and across
 * runs, nulls. Seeded: -Dseed=N.
 */
class MergedScanFilesSourceTest {
    private static final long SEED = Long.getLong("seed", 20261202L);

    @TempDir
    Path dir;

    @Test
    void sameRowsAsFilesWithBuffersOfTheirOwn() throws IOException {
        SplittableRandom rnd = new SplittableRandom(SEED);
        try (Catalog c = TableTestSupport.catalog(dir)) {
            FileStoreTable table = (FileStoreTable) TableTestSupport.create(c, "t_agg",
                    TableTestSupport.schema("k INT", "q BIGINT", "v BIGINT", "s STRING").primaryKey("k").option("bucket", "1")
                            .option("page-size", "2 kb")
                            .option("merge-engine", "aggregation")
                            .option("fields.q.aggregate-function", "max")
                            .option("fields.v.aggregate-function", "sum")
                            .option("fields.s.aggregate-function", "last_non_null_value").build());
            TableContext ctx = table.context();
            assertFalse(ctx.mergeEngine.latestVersionWins());
            List<Levels.SortedRun> newestFirst = new ArrayList<>();
            long seq = 0;
            int runs = 3 + rnd.nextInt(4);
            for (int run = 0; run < runs; run++) {
                int n = run == 0 ? 20_000 : 200 + rnd.nextInt(6000);
                TreeMap<Integer, Integer> versions = new TreeMap<>();
                for (int i = 0; i < n; i++) {
                    versions.merge(rnd.nextInt(30_000), rnd.nextInt(50) == 0 ? 1 + rnd.nextInt(8) : 1, Integer::sum);
                }
                // 2 KiB pages; the oldest run in files of ~16 KiB (several files of several pages), the others in one file each
                RollingRunWriter out = new RollingRunWriter(ctx, Partition.EMPTY, 0, run == 0 ? 5 : 0,
                        DataFileMeta.Kind.DATA, run == 0 ? 16 * 1024 : Long.MAX_VALUE);
                for (Map.Entry<Integer, Integer> e : versions.entrySet()) {
                    byte[] key = CompactionMergeTest.key(e.getKey());
                    for (int v = 0; v < e.getValue(); v++) {
                        RowKind kind = RowKind.INSERT; // max and last_non_null_value take no retractions
                        GenericRow row = GenericRow.ofKind(kind, e.getKey(), rnd.nextInt(5) == 0 ? null : (long) rnd.nextInt(1000),
                                (long) rnd.nextInt(100), rnd.nextInt(6) == 0 ? null : CompactionMergeTest.string(rnd));
                        out.add(key, ++seq, kind, row, v == 0);
                    }
                }
                newestFirst.add(0, new Levels.SortedRun(run == 0 ? 5 : 0, out.finish()));
            }
            assertTrue(newestFirst.get(newestFirst.size() - 1).files.size() > 2, "the oldest run has several files");
            byte[][][] ranges = {{null, null}, {CompactionMergeTest.key(7_000), CompactionMergeTest.key(21_000)},
                {CompactionMergeTest.key(29_990), null}, {null, CompactionMergeTest.key(5)}};
            try (ScanBuffers shared = new ScanBuffers()) {
                for (byte[][] range : ranges) {
                    for (boolean keep : new boolean[] {false, true}) {
                        List<String> expected = read(ctx, newestFirst, range, keep, null);
                        List<String> actual = read(ctx, newestFirst, range, keep, shared);
                        String what = "keep=" + keep + " range " + (range[0] != null) + "/" + (range[1] != null) + " seed " + SEED;
                        if (range[0] == null && range[1] == null) {
                            assertTrue(expected.size() > 10_000, "enough rows: " + expected.size());
                        }
                        assertEquals(expected.size(), actual.size(), what);
                        for (int i = 0; i < expected.size(); i++) {
                            assertEquals(expected.get(i), actual.get(i), what + " row " + i);
                        }
                    }
                }
                if (ScanBuffers.PREFETCH_PAGES) {
                    assertTrue(shared.pagesReadAhead() > 0, "the scan's cursors read pages ahead");
                }
            }
        }
    }

    private static List<String> read(TableContext ctx, List<Levels.SortedRun> runs, byte[][] range, boolean keep,
                                     ScanBuffers buffers) {
        List<String> out = new ArrayList<>();
        try (MergedBucketReader r = new MergedBucketReader(ctx,
                RunSources.forScan(ctx, Partition.EMPTY, 0, runs, range[0], range[1], buffers), true, keep)) {
            for (KeyValue kv = r.next(); kv != null; kv = r.next()) {
                out.add(java.util.Arrays.toString(kv.key()) + " " + kv.sequence() + " " + kv.kind() + " "
                        + ValueFormatter.formatRow(kv.value(), ctx.rowType));
            }
        }
        return out;
    }
}
