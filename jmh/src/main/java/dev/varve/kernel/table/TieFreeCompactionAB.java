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
 * In-process A/B of the compaction merge's tie-free loop (cw40, round 40; jmh/PEERS.md "W1 compaction CPU"): one JVM
 * compacts two sets of the same sorted runs of W1's columns (k BIGINT key, v1 BIGINT, v2 DOUBLE, v3 STRING of 16..32
 * letters; random upserts, keys repeating within and across runs), alternating, and reports the compacting thread's
 * CPU per input row of each. The sets differ in one sequence only: in {@code follow} the runs' sequence ranges follow
 * their age (as Varve writes an LSM: {@link CompactionMerge} gives the tree its promise and merges tie-free); in
 * {@code ties} the oldest run's last version has the largest sequence, so its range overlaps every newer run's and the
 * merge takes the tree's tie path as before this change. The merge writes real output files (a {@link RollingRunWriter}
 * behind {@link KeyValueBucketWriter.CompactionSink}, pages compressed on a helper thread, not counted), deleted after
 * each compaction. Same JVM, same data, same JIT state for both arms: no fork-to-fork variance.
 *
 * <pre>java -cp benchmarks.jar dev.varve.kernel.table.TieFreeCompactionAB [runs 5] [rowsPerRun 200000] [rounds 9] [keyShare 50]</pre>
 */
public final class TieFreeCompactionAB {
    private TieFreeCompactionAB() {
    }

    public static void main(String[] args) throws Exception {
        CompactionABData.Args a = new CompactionABData.Args(args);
        int runs = a.runs;
        int rowsPerRun = a.rowsPerRun;
        int rounds = a.rounds;
        int keyShare = a.keyShare;
        Path dir = Files.createTempDirectory("varve-tiefree-ab");
        try (Catalog catalog = Catalog.open(dir.toString())) {
            TableContext ctx = createTable(catalog, "w1", Map.of("bucket", "1", "commit.fsync", "false"));
            List<Levels.SortedRun> follow = new ArrayList<>();
            List<Levels.SortedRun> ties = new ArrayList<>();
            long keys = Math.max(1, (long) runs * rowsPerRun * keyShare / 100);
            long inputRows = 0;
            for (int r = 0; r < runs; r++) {
                TreeMap<Long, Object[]> versions = upserts(r, rowsPerRun, keys, 1_000_000, 16, 17, false);
                inputRows += 2L * versions.size();
                for (boolean overlap : new boolean[] {false, true}) {
                    RollingRunWriter out = new RollingRunWriter(ctx, Partition.EMPTY, 0, 0, DataFileMeta.Kind.DATA, Long.MAX_VALUE);
                    long seq = (long) r * rowsPerRun;
                    int n = 0;
                    for (Map.Entry<Long, Object[]> e : versions.entrySet()) {
                        n++;
                        long q = ++seq;
                        if (overlap && r == 0 && n == versions.size()) {
                            q = Long.MAX_VALUE / 2; // the oldest run's last version: its range now spans every newer run's
                        }
                        out.add(key(e.getKey()), q, RowKind.INSERT, GenericRow.of(e.getValue()), true);
                    }
                    (overlap ? ties : follow).add(0, new Levels.SortedRun(0, out.finish()));
                }
            }
            inputRows /= 2;
            System.out.println("runs " + runs + " x " + rowsPerRun + " upserts, " + inputRows + " input rows per compaction; promise: follow "
                    + BlockMergedReader.sequencesFollowRuns(RunSources.blocksForCompaction(ctx, Partition.EMPTY, 0, follow))
                    + ", ties " + BlockMergedReader.sequencesFollowRuns(RunSources.blocksForCompaction(ctx, Partition.EMPTY, 0, ties)));
            double[][] ns = new double[2][rounds];
            for (int round = -2; round < rounds; round++) { // two warm-up rounds
                for (int k = 0; k < 2; k++) {
                    int arm = (Math.max(round, 0) + k) % 2; // alternate which arm goes first
                    double v = compact(ctx, arm == 0 ? follow : ties) / (double) inputRows;
                    if (round >= 0) {
                        ns[arm][round] = v;
                    }
                }
                if (round >= 0) {
                    System.out.printf("round %d: follow %.1f ns/row, ties %.1f ns/row, ties / follow %.3f%n",
                            round + 1, ns[0][round], ns[1][round], ns[1][round] / ns[0][round]);
                }
            }
            double[] ratio = new double[rounds];
            for (int i = 0; i < rounds; i++) {
                ratio[i] = ns[1][i] / ns[0][i];
            }
            System.out.printf("median: follow %.1f ns/row, ties %.1f ns/row; ties / follow per round: median %.3f (min %.3f, max %.3f)%n",
                    median(ns[0]), median(ns[1]), median(ratio), Arrays.stream(ratio).min().orElse(0), Arrays.stream(ratio).max().orElse(0));
        } finally {
            deleteTree(dir);
        }
    }

    /** One compaction of {@code runs} to level 5 as a bottom compaction; the compacting thread's CPU nanoseconds. */
    private static long compact(TableContext ctx, List<Levels.SortedRun> runs) throws Exception {
        long t0 = THREADS.getCurrentThreadCpuTime();
        RollingRunWriter out = new RollingRunWriter(ctx, Partition.EMPTY, 0, 5, DataFileMeta.Kind.DATA,
                ctx.options.targetFileSize(true)).inOrder();
        try (CompactionMerge merge = new CompactionMerge(RunSources.blocksForCompaction(ctx, Partition.EMPTY, 0, runs),
                new GroupMerger(ctx.mergeEngine))) {
            merge.mergeAll(true, new KeyValueBucketWriter.CompactionSink(out, null, ctx.mergeEngine, null));
        }
        List<DataFileMeta> written = out.finish();
        long t = THREADS.getCurrentThreadCpuTime() - t0;
        for (DataFileMeta f : written) {
            ctx.io.delete(ctx.paths.filePath(Partition.EMPTY, 0, f));
        }
        return t;
    }
}
