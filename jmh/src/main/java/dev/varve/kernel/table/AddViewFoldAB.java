package dev.varve.kernel.table;

import static dev.varve.kernel.table.CompactionABData.THREADS;
import static dev.varve.kernel.table.CompactionABData.createTable;
import static dev.varve.kernel.table.CompactionABData.deleteTree;
import static dev.varve.kernel.table.CompactionABData.key;
import static dev.varve.kernel.table.CompactionABData.median;
import static dev.varve.kernel.table.CompactionABData.upserts;

import dev.varve.kernel.Catalog;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * In-process A/B of the compaction's fold of add views (w241, round 41; jmh/PEERS.md "W2 compaction CPU"): one JVM
 * compacts the same sorted runs of W2's table (k BIGINT key, v1 BIGINT sum, v2 DOUBLE max, v3 STRING
 * last_non_null_value of 5..32 letters, as W2's data set; random upserts, each key at most once per run and repeating
 * across runs), alternating the two arms, and reports the compacting thread's CPU and heap allocation per input row of
 * each: {@code fold}, a key's adds folded straight from the pages into a composed row
 * ({@link GroupMerger#addViewFold}), and {@code mf}, the merge function's path as before ({@link
 * CompactionMerge#foldingViews} off: the {@code FoldedRow} written through the row path). Real output files (a
 * {@link RollingRunWriter} behind {@link KeyValueBucketWriter.CompactionSink}, pages compressed on a helper thread,
 * not counted), deleted after each compaction. Same JVM, same data, same JIT state for both arms.
 *
 * <pre>java -cp benchmarks.jar dev.varve.kernel.table.AddViewFoldAB [runs 5] [rowsPerRun 200000] [rounds 9] [keyShare 50]</pre>
 */
public final class AddViewFoldAB {
    private AddViewFoldAB() {
    }

    public static void main(String[] args) throws Exception {
        CompactionABData.Args a = new CompactionABData.Args(args);
        int runs = a.runs;
        int rowsPerRun = a.rowsPerRun;
        int rounds = a.rounds;
        int keyShare = a.keyShare;
        Path dir = Files.createTempDirectory("varve-addfold-ab");
        try (Catalog catalog = Catalog.open(dir.toString())) {
            TableContext ctx = createTable(catalog, "w2", Map.of("bucket", "1", "commit.fsync", "false", "merge-engine", "aggregation",
                    "fields.v1.aggregate-function", "sum", "fields.v2.aggregate-function", "max",
                    "fields.v3.aggregate-function", "last_non_null_value"));
            List<Levels.SortedRun> newestFirst = new ArrayList<>();
            long keys = Math.max(1, (long) runs * rowsPerRun * keyShare / 100);
            long inputRows = 0;
            long seq = 0;
            for (int r = 0; r < runs; r++) {
                TreeMap<Long, Object[]> versions = upserts(r, rowsPerRun, keys, 1_000_000, 5, 28, true);
                inputRows += versions.size();
                RollingRunWriter out = new RollingRunWriter(ctx, Partition.EMPTY, 0, 0, DataFileMeta.Kind.DATA, Long.MAX_VALUE);
                for (Map.Entry<Long, Object[]> e : versions.entrySet()) {
                    out.add(key(e.getKey()), ++seq, RowKind.INSERT, GenericRow.of(e.getValue()), true);
                }
                newestFirst.add(0, new Levels.SortedRun(0, out.finish()));
            }
            System.out.println("runs " + runs + " x " + rowsPerRun + " upserts, " + inputRows + " input rows per compaction");
            double[][] ns = new double[2][rounds];
            double[][] bytes = new double[2][rounds];
            long[] folded = new long[2];
            for (int round = -2; round < rounds; round++) { // two warm-up rounds
                for (int k = 0; k < 2; k++) {
                    int arm = (Math.max(round, 0) + k) % 2; // alternate which arm goes first
                    long[] m = compact(ctx, newestFirst, arm == 0);
                    folded[arm] = m[2];
                    if (round >= 0) {
                        ns[arm][round] = m[0] / (double) inputRows;
                        bytes[arm][round] = m[1] / (double) inputRows;
                    }
                }
                if (round >= 0) {
                    System.out.printf("round %d: fold %.1f ns/row, mf %.1f ns/row, mf / fold %.3f; alloc fold %.2f, mf %.2f B/row%n",
                            round + 1, ns[0][round], ns[1][round], ns[1][round] / ns[0][round], bytes[0][round], bytes[1][round]);
                }
            }
            double[] ratio = new double[rounds];
            for (int i = 0; i < rounds; i++) {
                ratio[i] = ns[1][i] / ns[0][i];
            }
            System.out.printf("versions folded per compaction: fold %d, mf %d%n", folded[0], folded[1]);
            System.out.printf("median: fold %.1f ns/row, mf %.1f ns/row; mf / fold per round: median %.3f (min %.3f, max %.3f);"
                    + " alloc fold %.2f, mf %.2f B/row%n", median(ns[0]), median(ns[1]), median(ratio),
                    Arrays.stream(ratio).min().orElse(0), Arrays.stream(ratio).max().orElse(0), median(bytes[0]), median(bytes[1]));
        } finally {
            deleteTree(dir);
        }
    }

    /** One bottom compaction of {@code runs} to level 5: the compacting thread's CPU ns, allocated bytes, versions folded. */
    private static long[] compact(TableContext ctx, List<Levels.SortedRun> runs, boolean fold) throws Exception {
        long t0 = THREADS.getCurrentThreadCpuTime();
        long a0 = THREADS.getCurrentThreadAllocatedBytes();
        RollingRunWriter out = new RollingRunWriter(ctx, Partition.EMPTY, 0, 5, DataFileMeta.Kind.DATA,
                ctx.options.targetFileSize(true)).inOrder();
        long folded;
        try (CompactionMerge merge = new CompactionMerge(RunSources.blocksForCompaction(ctx, Partition.EMPTY, 0, runs),
                new GroupMerger(ctx.mergeEngine)).foldingViews(fold)) {
            merge.mergeAll(true, new KeyValueBucketWriter.CompactionSink(out, null, ctx.mergeEngine, null));
            folded = merge.viewsFolded();
        }
        List<DataFileMeta> written = out.finish();
        long t = THREADS.getCurrentThreadCpuTime() - t0;
        long a = THREADS.getCurrentThreadAllocatedBytes() - a0;
        for (DataFileMeta f : written) {
            ctx.io.delete(ctx.paths.filePath(Partition.EMPTY, 0, f));
        }
        return new long[] {t, a, folded};
    }
}
