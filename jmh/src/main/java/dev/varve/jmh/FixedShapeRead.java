package dev.varve.jmh;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.Table;
import dev.varve.row.BytesView;
import dev.varve.row.InternalRow;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;

/**
 * A/B of W1's merged read over one fixed table (the LSM shape of a write run varies from fork to fork):
 * "write N" writes W1's first N rows as BatchReadBench's set-up does and keeps the warehouse (prints its dir);
 * "read DIR N WARMUP ITERS" reads it with readAndCheck's consumer and prints the reading thread's CPU per row,
 * the process's (all threads: a scan's page read-ahead threads too) and the wall time per row.
 * {@code -Dworkload=W2} writes and reads W2's aggregation table instead (default W1); {@code -Dscan.read-ahead=true}
 * reads with that table option. {@code -Dab=decode-ahead} alternates, iteration by iteration (off, on, on, off, ...),
 * the scans' page decode ahead ({@code varve.scan.decode-ahead}) and prints each arm's medians (an in-process A/B).
 */
public class FixedShapeRead {
    /** CPU time of this JVM, all threads (the reading thread and any reading ahead for it, plus GC and JIT). */
    private static long processCpuNanos() {
        java.lang.management.OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        return os instanceof com.sun.management.OperatingSystemMXBean
                ? ((com.sun.management.OperatingSystemMXBean) os).getProcessCpuTime() : 0;
    }

    /** Bytes the calling thread allocated so far (0 where the JVM does not count them). */
    private static long allocated(java.lang.management.ThreadMXBean threads) {
        return threads instanceof com.sun.management.ThreadMXBean
                ? ((com.sun.management.ThreadMXBean) threads).getCurrentThreadAllocatedBytes() : 0;
    }

    public static void main(String[] a) throws Exception {
        Workload workload = Workload.valueOf(System.getProperty("workload", "W1"));
        if (a[0].equals("write")) {
            int n = Integer.parseInt(a[1]);
            WriteRun run = new WriteRun("varve", workload, Dataset.of(n), n, false);
            run.writeAll();
            System.out.println("levels " + run.engine.state().levels());
            run.engine.closeWriter();
            System.out.println("DIR " + run.dir);
            System.exit(0);
        }
        Path dir = Paths.get(a[1]);
        int n = Integer.parseInt(a[2]);
        int warm = Integer.parseInt(a[3]);
        int iters = Integer.parseInt(a[4]);
        boolean light = a.length > 5 && a[5].equals("light"); // the kernel alone: every column read, nothing checked
        Expected expected = new Expected(workload, Dataset.of(n), n);
        java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        BytesView v3View = new BytesView();
        try (Catalog catalog = Catalog.open(dir.toString())) {
            Table table = catalog.getTable(Identifier.of("bench", workload.table));
            String readAhead = System.getProperty("scan.read-ahead");
            if (readAhead != null) {
                // -Dscan.read-ahead=true: the scan decodes and merges on background threads (the option's A/B)
                table = table.copy(java.util.Map.of("scan.read-ahead", readAhead));
            }
            double[] perRow = new double[iters];
            double[] processPerRow = new double[iters];
            double[] wallPerRow = new double[iters];
            boolean ab = "decode-ahead".equals(System.getProperty("ab"));
            boolean[] arm = new boolean[iters];
            for (int it = -warm; it < iters; it++) {
                if (ab) {
                    // off, on, on, off, off, on, ... (warm-up iterations alternate too)
                    boolean on = ((it + warm) & 1) != (((it + warm) >> 1) & 1);
                    dev.varve.kernel.table.ScanDecodeAhead.set(on);
                    if (it >= 0) {
                        arm[it] = on;
                    }
                }
                long[] f0 = dev.varve.kernel.table.ScanDecodeAhead.figures();
                long c0 = threads.getCurrentThreadCpuTime();
                long a0 = allocated(threads);
                long p0 = processCpuNanos();
                long t0 = System.nanoTime();
                long rows = 0;
                long sink = 0;
                for (int rep = 0; rep < 3 && light; rep++) {
                    try (RecordReader r = table.newBatchScan().read()) {
                        while (r.hasNext()) {
                            InternalRow x = r.next();
                            BytesView v3 = x.getBytesView(3, v3View);
                            sink += x.getLong(0) + x.getLong(1) + (long) x.getDouble(2) + v3.length() + v3.array()[v3.offset()];
                            rows++;
                        }
                    }
                }
                if (light && sink == 42) {
                    System.out.println("!");
                }
                for (int rep = 0; rep < 3 && !light; rep++) {
                    expected.reset();
                    try (RecordReader r = table.newBatchScan().read()) {
                        while (r.hasNext()) {
                            InternalRow x = r.next();
                            long k = x.getLong(0);
                            BytesView v3 = x.isNullAt(3) ? null : x.getBytesView(3, v3View);
                            boolean v3Equal = v3 != null && expected.v3Equals(k, v3.array(), v3.offset(), v3.length());
                            expected.check(k, x.getLong(1), x.getDouble(2), v3Equal);
                        }
                    }
                    rows += expected.finish();
                }
                double cpu = (threads.getCurrentThreadCpuTime() - c0) / 1e3 / rows;
                double bytesPerRow = (double) (allocated(threads) - a0) / rows;
                double process = (processCpuNanos() - p0) / 1e3 / rows;
                double wall = (System.nanoTime() - t0) / 1e3 / rows;
                if (it >= 0) {
                    perRow[it] = cpu;
                    processPerRow[it] = process;
                    wallPerRow[it] = wall;
                }
                System.out.printf((ab ? (arm[Math.max(0, it)] && it >= 0 ? "on  " : it >= 0 ? "off " : "warm ") : "")
                        + "iter %d rows %d cpu_us_per_row %.4f process_cpu_us_per_row %.4f wall_us_per_row %.4f"
                        + " alloc_bytes_per_row %.3f", it, rows, cpu, process, wall, bytesPerRow);
                long[] f1 = dev.varve.kernel.table.ScanDecodeAhead.figures();
                System.out.printf(" pages %d read_ahead %d too_late %d chunks_decoded_ahead %d%n",
                        f1[3] - f0[3], f1[0] - f0[0], f1[1] - f0[1], f1[2] - f0[2]);
            }
            if (ab) {
                for (int on = 0; on < 2; on++) {
                    int k = 0;
                    double[] c = new double[iters];
                    double[] pr = new double[iters];
                    double[] w = new double[iters];
                    for (int i = 0; i < iters; i++) {
                        if (arm[i] == (on == 1)) {
                            c[k] = perRow[i];
                            pr[k] = processPerRow[i];
                            w[k++] = wallPerRow[i];
                        }
                    }
                    Arrays.sort(c, 0, k);
                    Arrays.sort(pr, 0, k);
                    Arrays.sort(w, 0, k);
                    System.out.printf("RESULT decode_ahead %s n %d median_cpu_us_per_row %.4f process_median %.4f wall_median %.4f%n",
                            on == 1 ? "on " : "off", k, c[k / 2], pr[k / 2], w[k / 2]);
                }
            }
            Arrays.sort(perRow);
            Arrays.sort(processPerRow);
            Arrays.sort(wallPerRow);
            System.out.printf("RESULT median_cpu_us_per_row %.4f min %.4f max %.4f process_median %.4f wall_median %.4f%n",
                    perRow[iters / 2], perRow[0], perRow[iters - 1], processPerRow[iters / 2], wallPerRow[iters / 2]);
        }
    }
}
