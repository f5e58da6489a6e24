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
 * In-process A/B of the compaction sources' page read ahead (w143, round 43; jmh/PEERS.md "W1 write CPU (w143)"): one
 * JVM compacts the same sorted runs of W1's columns (k BIGINT key, v1 BIGINT, v2 DOUBLE, v3 STRING of 16..32 letters;
 * random upserts, keys repeating within and across runs) with {@link RunSources.ScratchPool#prefetchPages} off and
 * on, alternating which goes first, and reports per input row of each: the compaction's wall time, the compacting
 * thread's CPU and the read-ahead threads' ({@code varve-page-prefetch-*}) CPU. The merge writes real output files (a
 * {@link RollingRunWriter} behind {@link KeyValueBucketWriter.CompactionSink}, pages compressed on a helper thread,
 * not counted), deleted after each compaction; the outputs' sizes of both arms are compared (the read ahead must not
 * change a byte of what is written but the footer's creation time). Same JVM, same data, same JIT state for both arms.
 *
 * <pre>java -cp benchmarks.jar dev.varve.kernel.table.CompactionPrefetchAB [runs 5] [rowsPerRun 200000] [rounds 9] [keyShare 50]</pre>
 */
public final class CompactionPrefetchAB {
    private CompactionPrefetchAB() {
    }

    public static void main(String[] args) throws Exception {
        CompactionABData.Args a = new CompactionABData.Args(args);
        int runs = a.runs;
        int rowsPerRun = a.rowsPerRun;
        int rounds = a.rounds;
        int keyShare = a.keyShare;
        Path dir = Files.createTempDirectory("varve-prefetch-ab");
        try (Catalog catalog = Catalog.open(dir.toString())) {
            TableContext ctx = createTable(catalog, "w1", Map.of("bucket", "1", "commit.fsync", "false"));
            List<Levels.SortedRun> sorted = new ArrayList<>();
            long keys = Math.max(1, (long) runs * rowsPerRun * keyShare / 100);
            long inputRows = 0;
            for (int r = 0; r < runs; r++) {
                TreeMap<Long, Object[]> versions = upserts(r, rowsPerRun, keys, 1_000_000_000, 16, 17, false);
                inputRows += versions.size();
                RollingRunWriter out = new RollingRunWriter(ctx, Partition.EMPTY, 0, 0, DataFileMeta.Kind.DATA, Long.MAX_VALUE);
                long seq = (long) r * rowsPerRun;
                for (Map.Entry<Long, Object[]> e : versions.entrySet()) {
                    out.add(key(e.getKey()), ++seq, RowKind.INSERT, GenericRow.of(e.getValue()), true);
                }
                sorted.add(0, new Levels.SortedRun(0, out.finish()));
            }
            System.out.println("runs " + runs + " x " + rowsPerRun + " upserts, " + inputRows + " input rows per compaction, "
                    + Runtime.getRuntime().availableProcessors() + " processors");
            String[] arms = {"off", "on"};
            double[][] wall = new double[2][rounds];
            double[][] thread = new double[2][rounds];
            double[][] ahead = new double[2][rounds];
            long[] bytes = new long[2];
            for (int round = -2; round < rounds; round++) { // two warm-up rounds
                for (int k = 0; k < 2; k++) {
                    int arm = (Math.max(round, 0) + k) % 2; // alternate which arm goes first
                    RunSources.ScratchPool.prefetchPages(arm == 1);
                    long[] m = compact(ctx, sorted);
                    if (bytes[arm] == 0) {
                        bytes[arm] = m[3];
                    } else if (bytes[arm] != m[3]) {
                        throw new IllegalStateException(arms[arm] + ": output bytes " + m[3] + " after " + bytes[arm]);
                    }
                    if (round >= 0) {
                        wall[arm][round] = m[0] / (double) inputRows;
                        thread[arm][round] = m[1] / (double) inputRows;
                        ahead[arm][round] = m[2] / (double) inputRows;
                    }
                }
                if (round >= 0) {
                    System.out.printf("round %d (load %s): off wall %.1f, thread %.1f, read-ahead %.1f | on wall %.1f, thread %.1f, "
                                    + "read-ahead %.1f ns/row | on / off: wall %.3f, thread %.3f, thread + read-ahead %.3f%n",
                            round + 1, load(), wall[0][round], thread[0][round], ahead[0][round], wall[1][round],
                            thread[1][round], ahead[1][round], wall[1][round] / wall[0][round],
                            thread[1][round] / thread[0][round],
                            (thread[1][round] + ahead[1][round]) / (thread[0][round] + ahead[0][round]));
                }
            }
            System.out.println("pages taken from a read ahead: " + RunSources.ScratchPool.pagesReadAheadForTest()
                    + ", read by the compaction because their read ahead still ran: "
                    + RunSources.ScratchPool.pagesReadAheadTooLateForTest() + " (pooled scratches, all rounds)");
            if (bytes[0] != bytes[1]) {
                throw new IllegalStateException("output bytes differ: off " + bytes[0] + ", on " + bytes[1]);
            }
            double[] rw = new double[rounds];
            double[] rt = new double[rounds];
            double[] rs = new double[rounds];
            for (int i = 0; i < rounds; i++) {
                rw[i] = wall[1][i] / wall[0][i];
                rt[i] = thread[1][i] / thread[0][i];
                rs[i] = (thread[1][i] + ahead[1][i]) / (thread[0][i] + ahead[0][i]);
            }
            System.out.printf("medians: off wall %.1f, thread %.1f, read-ahead %.1f | on wall %.1f, thread %.1f, read-ahead %.1f ns/row%n",
                    median(wall[0]), median(thread[0]), median(ahead[0]), median(wall[1]), median(thread[1]), median(ahead[1]));
            System.out.printf("on / off per round, median (min-max): wall %.3f (%.3f-%.3f), compacting thread %.3f (%.3f-%.3f), "
                            + "thread + read-ahead %.3f (%.3f-%.3f); output %d bytes in both arms%n",
                    median(rw), min(rw), max(rw), median(rt), min(rt), max(rt), median(rs), min(rs), max(rs), bytes[0]);
        } finally {
            deleteTree(dir);
        }
    }

    /**
     * One compaction of {@code runs} to level 5 as a bottom compaction: {wall ns, the compacting thread's CPU ns, the
     * read-ahead threads' CPU ns, output bytes}.
     */
    private static long[] compact(TableContext ctx, List<Levels.SortedRun> runs) throws Exception {
        long a0 = readAheadCpu();
        long w0 = System.nanoTime();
        long t0 = THREADS.getCurrentThreadCpuTime();
        RollingRunWriter out = new RollingRunWriter(ctx, Partition.EMPTY, 0, 5, DataFileMeta.Kind.DATA,
                ctx.options.targetFileSize(true)).inOrder();
        try (CompactionMerge merge = new CompactionMerge(RunSources.blocksForCompaction(ctx, Partition.EMPTY, 0, runs),
                new GroupMerger(ctx.mergeEngine))) {
            merge.mergeAll(true, new KeyValueBucketWriter.CompactionSink(out, null, ctx.mergeEngine, null));
        }
        List<DataFileMeta> written = out.finish();
        long t = THREADS.getCurrentThreadCpuTime() - t0;
        long w = System.nanoTime() - w0;
        long a = readAheadCpu() - a0;
        long bytes = 0;
        for (DataFileMeta f : written) {
            bytes += f.fileSize();
            ctx.io.delete(ctx.paths.filePath(Partition.EMPTY, 0, f));
        }
        return new long[] {w, t, a, bytes};
    }

    /** CPU nanoseconds of the page read-ahead threads so far. */
    private static long readAheadCpu() {
        long ns = 0;
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().startsWith("varve-page-prefetch")) {
                long c = THREADS.getThreadCpuTime(t.getId());
                ns += Math.max(0, c);
            }
        }
        return ns;
    }

    private static String load() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (Exception e) {
            return "?";
        }
    }


    private static double min(double[] v) {
        return Arrays.stream(v).min().orElse(0);
    }

    private static double max(double[] v) {
        return Arrays.stream(v).max().orElse(0);
    }
}
