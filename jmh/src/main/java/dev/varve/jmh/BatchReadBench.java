package dev.varve.jmh;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The batch read of W1..W4 alone, for profiling and A/B: the trial set-up writes the workload's
 * {@code n} rows with the checkpoint cadence of the write benchmarks (as the engine left them
 * right after the last commit, compaction results not committed), then every op reads the table
 * with the same checking consumer as the run of record ({@code readAndCheck}) and returns the row
 * count (ops/s × rows = rows/s). Reading repeatedly keeps the same files: compaction results are
 * only committed by a checkpoint, and none follows. Each iteration prints the reading thread's CPU
 * and heap allocation per row ({@code -prof gc} counts every thread's, the engine's background
 * compaction of the last checkpoints included).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5)
@Measurement(iterations = 10)
@Fork(value = 1, jvmArgsAppend = {
        "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED",
        "--add-opens=java.base/java.nio=ALL-UNNAMED",
        "-Xmx4g", "-XX:MaxDirectMemorySize=4g"})
public class BatchReadBench {
    @Param({"varve", "paimon"})
    public String engine;

    @Param({"W1", "W4"})
    public String workload;

    @Param({"1000000"})
    public int n;

    private WriteRun run;
    private Expected expected;
    private long rowsRead;
    private long threadCpu0;
    private long processCpu0;
    private long wall0;
    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();

    @Setup(Level.Trial)
    public void setUp() {
        Workload w = Workload.valueOf(workload);
        Dataset data = Dataset.of(n);
        run = new WriteRun(engine, w, data, n, false);
        run.writeAll();
        expected = new Expected(w, data, n);
        // the files read depend on how far background compaction got during the writes (timing):
        // an A/B compares CPU per row of reads of the same shape
        System.out.printf("%n[read-lsm] %s %s files per level: %s%n", engine, workload, run.engine.state().levels());
    }

    @Setup(Level.Iteration)
    public void startIteration() {
        rowsRead = 0;
        wall0 = System.nanoTime();
        processCpu0 = processCpuNanos();
        threadCpu0 = -1;
    }

    @Benchmark
    public long read() {
        if (threadCpu0 < 0) {
            threadCpu0 = THREADS.getCurrentThreadCpuTime(); // the benchmark thread's, set on its first op
            threadAlloc0 = allocatedBytes();
        }
        long n = run.engine.readAndCheck(expected);
        rowsRead += n;
        if (rowsRead > 0) {
            lastThreadCpu = THREADS.getCurrentThreadCpuTime();
            lastThreadAlloc = allocatedBytes();
        }
        return n;
    }

    private volatile long lastThreadCpu;
    private long threadAlloc0;
    private volatile long lastThreadAlloc;

    /** Heap bytes the benchmark thread allocated so far (-1 if the JVM cannot tell). */
    private static long allocatedBytes() {
        return THREADS instanceof com.sun.management.ThreadMXBean
                ? ((com.sun.management.ThreadMXBean) THREADS).getThreadAllocatedBytes(Thread.currentThread().getId()) : -1;
    }

    /** Prints the iteration's CPU per row read: the reading thread's and the whole process's (all threads). */
    @TearDown(Level.Iteration)
    public void endIteration() {
        long process = processCpuNanos() - processCpu0;
        long wall = System.nanoTime() - wall0;
        if (rowsRead > 0) {
            System.out.printf("%n[read-cpu] %s %s rows=%d caller_us_per_row=%.4f process_us_per_row=%.4f wall_us_per_row=%.4f"
                    + " caller_bytes_per_row=%.3f%n",
                    engine, workload, rowsRead, (lastThreadCpu - threadCpu0) / 1e3 / rowsRead, process / 1e3 / rowsRead,
                    wall / 1e3 / rowsRead, (double) (lastThreadAlloc - threadAlloc0) / rowsRead);
        }
    }

    private static long processCpuNanos() {
        java.lang.management.OperatingSystemMXBean os = java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        return os instanceof com.sun.management.OperatingSystemMXBean
                ? ((com.sun.management.OperatingSystemMXBean) os).getProcessCpuTime() : 0;
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        run.close();
    }
}
