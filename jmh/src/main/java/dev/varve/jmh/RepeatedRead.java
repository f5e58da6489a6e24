package dev.varve.jmh;

import java.util.Arrays;

/**
 * The full read of a table after its write, done {@link #reads()} times in a row on the same
 * table (nothing is committed between them), each read checked. Read 1 is the first read of that
 * table in the iteration, as the peers suite measured until round 42: right after the write, with
 * the read path's code still being compiled (a W1 read of Varve is ~0.2 s, about as long as the JIT
 * spends on it) — its figures are recorded as {@code read.first.*}. Reads 2..k are the same read
 * again, with the code compiled and the files in the page cache (as they are for read 1 too: they
 * were just written); the medians over them are the {@code read.*} figures the summary compares
 * (rows/s, process CPU per row, ...), the same method for Varve, Paimon and RocksDB. Each read's
 * rows/s and CPU per row are recorded too ({@code read.<i>.rows_per_s}, {@code read.<i>.cpu_us_per_row}).
 * With {@code -Dpeers.reads=1} the {@code read.*} figures are read 1's (the method before round 42).
 *
 * <p>Not thread-safe; one per read phase.
 */
final class RepeatedRead {
    /** Reads per iteration when {@code peers.reads} is not set. */
    static final int DEFAULT_READS = 5;

    /** One full read with its checks; returns the rows read (a failed check throws IllegalStateException). */
    interface Read {
        long run();
    }

    private RepeatedRead() {
    }

    /** The reads per iteration: {@code -Dpeers.reads} (at least 1), default {@value #DEFAULT_READS}. */
    static int reads() {
        return Math.max(1, Integer.getInteger("peers.reads", DEFAULT_READS));
    }

    /**
     * Runs {@code read} {@code k} times and records the figures (see the class comment); a failed
     * check stops the reads and is recorded as {@code check.error} ({@code what} names the read).
     */
    static void record(Figures f, String what, int k, Read read) {
        long[] rows = new long[k];
        long[] nanos = new long[k];
        CpuMeter[] cpu = new CpuMeter[k];
        int done = 0;
        try {
            for (int i = 0; i < k; i++) {
                cpu[i] = CpuMeter.start();
                long t0 = System.nanoTime();
                rows[i] = read.run();
                nanos[i] = System.nanoTime() - t0;
                cpu[i].stop();
                done++;
            }
        } catch (IllegalStateException e) {
            WriteRun.checkFailed(f, what + " (read " + (done + 1) + " of " + k + ")", e);
        }
        if (done == 0) {
            return;
        }
        f.put("read.reads", done);
        f.put("read.rows", rows[0]);
        for (int i = 0; i < done; i++) {
            f.rate("read." + (i + 1) + ".rows_per_s", rows[i], nanos[i]);
            f.put("read." + (i + 1) + ".cpu_us_per_row", perRow(cpu[i].processNanos(), rows[i]));
        }
        cpu[0].record(f, "read.first", rows[0]);
        f.rate("read.first.rows_per_s", rows[0], nanos[0]);
        int from = done > 1 ? 1 : 0; // the warm reads, or read 1 alone
        int m = done - from;
        double[] rate = new double[m];
        double[] process = new double[m];
        double[] exJit = new double[m];
        double[] exCompiler = new double[m];
        double[] thread = new double[m];
        double[] wall = new double[m];
        double[] foreign = new double[m];
        double[] jit = new double[m];
        boolean compiler = true;
        for (int j = 0; j < m; j++) {
            int i = from + j;
            CpuMeter c = cpu[i];
            rate[j] = nanos[i] <= 0 ? 0 : rows[i] * 1e9 / nanos[i];
            process[j] = perRow(c.processNanos(), rows[i]);
            exJit[j] = perRow(Math.max(0, c.processNanos() - c.jitNanosInPhase()), rows[i]);
            compiler &= c.compilerNanosInPhase() >= 0;
            exCompiler[j] = perRow(Math.max(0, c.processNanos() - c.compilerNanosInPhase()), rows[i]);
            thread[j] = perRow(c.threadNanos(), rows[i]);
            wall[j] = c.wallNanos() / 1e9;
            foreign[j] = c.foreignNanos() / 1e9;
            jit[j] = c.jitNanosInPhase() / 1e9;
        }
        f.put("read.rows_per_s", median(rate));
        f.put("read.cpu_us_per_row", median(process));
        f.put("read.cpu_ex_jit_us_per_row", median(exJit));
        if (compiler) {
            f.put("read.cpu_ex_compiler_us_per_row", median(exCompiler));
        }
        f.put("read.calling_thread_cpu_us_per_row", median(thread));
        f.put("read.wall_s", median(wall));
        f.put("read.foreign_cpu_s", median(foreign));
        f.put("read.jit_s", median(jit));
    }

    private static double perRow(long nanos, long rows) {
        return rows <= 0 ? 0.0 : nanos / 1e3 / rows;
    }

    /** The median (the mean of the middle two for an even count). */
    static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }
}
