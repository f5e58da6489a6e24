package dev.varve.jmh;

import java.util.Arrays;

/**
 * W1's checkpoints, one by one: {@code rows} rows of {@link Workload#W1} written with a checkpoint
 * (prepareCommit + commit) every {@value Dataset#COMMIT_ROWS} rows, as {@link W1UpsertBench}
 * does, after one warm-up table of {@code warm} rows; {@code reps} measured tables per engine in
 * this JVM. Prints every measured checkpoint (prepare, commit, the writer thread's CPU in it and in the commit) and
 * a line per table: checkpoint p50 / max, the writer's CPU per checkpoint, the process CPU per row
 * and the CPU other processes took meanwhile (the noise). {@code -Dcheckpoint.rows=N} checkpoints every
 * N rows instead (small checkpoints: their time is mostly the fsyncs, little CPU). Meant for A/B runs in alternating JVMs
 * of two jars (the figures are per checkpoint, not a JMH score):
 *
 * <pre>
 * java --add-exports=java.base/jdk.internal.misc=ALL-UNNAMED --add-opens=java.base/java.nio=ALL-UNNAMED \
 *   -Xmx4g -XX:MaxDirectMemorySize=4g -cp jmh/target/benchmarks.jar dev.varve.jmh.CheckpointRun varve 1000000 2 300000
 * </pre>
 */
public final class CheckpointRun {
    private CheckpointRun() {
    }

    public static void main(String[] args) {
        String[] engines = args[0].split(",");
        int rows = Integer.parseInt(args[1]);
        int reps = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        int warm = args.length > 3 ? Integer.parseInt(args[3]) : 300_000;
        boolean each = Boolean.getBoolean("checkpoint.each");
        Dataset data = Dataset.of(rows);
        for (String engine : engines) {
            table(engine, data, warm, false, false); // JIT warm-up
        }
        for (int r = 0; r < reps; r++) {
            for (String engine : engines) {
                table(engine, data, rows, true, each);
            }
        }
    }

    private static void table(String engine, Dataset data, int rows, boolean print, boolean each) {
        WriteRun run = new WriteRun(engine, Workload.W1, data, rows, false);
        try {
            TableEngine e = run.engine;
            int every = Integer.getInteger("checkpoint.rows", Dataset.COMMIT_ROWS);
            int checkpoints = (rows + every - 1) / every;
            long[] prepare = new long[checkpoints];
            long[] commit = new long[checkpoints];
            long[] cpu = new long[checkpoints];
            long[] commitCpu = new long[checkpoints];
            int k = 0;
            long process0 = CpuMeter.processCpuNanos();
            long machine0 = CpuMeter.machineBusyNanos();
            long wall0 = System.nanoTime();
            for (int i = 0; i < rows; i++) {
                e.setRow(i);
                e.write();
                if ((i + 1) % every == 0 || i == rows - 1) {
                    long c0 = CpuMeter.threadCpuNanos();
                    long t0 = System.nanoTime();
                    e.prepareCommit(k);
                    long c1 = CpuMeter.threadCpuNanos();
                    long t1 = System.nanoTime();
                    e.commit(k);
                    long t2 = System.nanoTime();
                    long c2 = CpuMeter.threadCpuNanos();
                    cpu[k] = c2 - c0;
                    commitCpu[k] = c2 - c1;
                    prepare[k] = t1 - t0;
                    commit[k] = t2 - t1;
                    k++;
                }
            }
            long wall = System.nanoTime() - wall0;
            long process = CpuMeter.processCpuNanos() - process0;
            long machine = CpuMeter.machineBusyNanos() - machine0;
            if (!print) {
                return;
            }
            long[] total = new long[k];
            for (int i = 0; i < k; i++) {
                total[i] = prepare[i] + commit[i];
                if (each) {
                    System.out.printf("  %s checkpoint %d: prepare %.2f ms, commit %.2f ms, writer cpu %.2f ms (commit %.2f)%n",
                            engine, i, prepare[i] / 1e6, commit[i] / 1e6, cpu[i] / 1e6, commitCpu[i] / 1e6);
                }
            }
            System.out.printf("%s rows=%d checkpoints=%d ckpt_p50=%.2f ckpt_max=%.2f prepare_p50=%.2f prepare_max=%.2f"
                            + " commit_p50=%.2f commit_max=%.2f ckpt_cpu_mean=%.2f commit_cpu_mean=%.3f ms write_wall=%.0f ms"
                            + " cpu_per_row=%.3f us foreign_cpu=%.2f s load=%s%n",
                    engine, rows, k, median(total) / 1e6, max(total) / 1e6, median(prepare) / 1e6, max(prepare) / 1e6,
                    median(commit) / 1e6, max(commit) / 1e6, mean(cpu) / 1e6, mean(commitCpu) / 1e6, wall / 1e6,
                    process / 1e3 / rows, Math.max(0, machine - process) / 1e9, loadAverage());
        } finally {
            run.close();
        }
    }

    private static double median(long[] v) {
        long[] s = v.clone();
        Arrays.sort(s);
        int n = s.length;
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2.0;
    }

    private static long max(long[] v) {
        return Arrays.stream(v).max().orElse(0);
    }

    private static double mean(long[] v) {
        return Arrays.stream(v).average().orElse(0);
    }

    private static String loadAverage() {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of("/proc/loadavg")).split(" ")[0];
        } catch (java.io.IOException | RuntimeException e) {
            return "?";
        }
    }
}
