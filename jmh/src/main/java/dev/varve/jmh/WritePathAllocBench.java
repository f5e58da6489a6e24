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
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;

/**
 * Write-path allocation (BENCHMARKS.md goals: 0 B/op as {@code gc.alloc.rate.norm} under
 * {@code -prof gc}): one op is one {@code write(row)} of a row object built before the trial
 * (the first n rows of the data set, cycled), on the W1 table; every 100 000th op also does the
 * checkpoint, so commit allocation is included, amortized. Row building is outside the op, unlike
 * in W1, where it is part of the write time. {@code -prof gc} counts every thread of the JVM
 * (flush and compaction threads too); the iteration tear-down also records the benchmark thread's
 * own allocation per call ({@code writer_thread.bytes_per_write}, from
 * {@code com.sun.management.ThreadMXBean}), which is the write path proper, and its CPU per call
 * ({@code writer_thread.cpu_ns_per_write}: the writer thread's own CPU over pre-built rows, with the flush and
 * compaction threads running as in W1; it includes the flush work the writer takes on at a checkpoint).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 1, time = 10)
@Measurement(iterations = 2, time = 10)
@Fork(value = 1, jvmArgsAppend = {
        "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED", "-XX:ThreadPriorityPolicy=1", "-XX:JavaPriority1_To_OSPriority=19",
        "--add-opens=java.base/java.nio=ALL-UNNAMED",
        "-Xmx4g", "-XX:MaxDirectMemorySize=4g"})
public class WritePathAllocBench {
    @Param({"varve", "paimon"})
    public String engine;

    @Param({"1000000"})
    public int n;

    private WriteRun run;
    private Object[] rows;
    private int next;
    private int sinceCheckpoint;
    private long writes;
    private long allocatedAtStart;
    private long cpuAtStart;
    private int iteration;

    @Setup(Level.Trial)
    public void open() {
        Dataset data = Dataset.of(n);
        run = new WriteRun(engine, Workload.W1, data, n, false);
        rows = new Object[n];
        for (int i = 0; i < n; i++) {
            rows[i] = run.engine.newRow(i);
        }
    }

    @Setup(Level.Iteration)
    public void startCounting() {
        writes = 0;
        allocatedAtStart = threadAllocatedBytes();
        cpuAtStart = threadCpuNanos();
    }

    @Benchmark
    public void write() {
        writes++;
        run.engine.writeRow(rows[next]);
        if (++next == rows.length) {
            next = 0;
        }
        if (++sinceCheckpoint == Dataset.COMMIT_ROWS) {
            sinceCheckpoint = 0;
            run.checkpoint();
        }
    }

    @TearDown(Level.Iteration)
    public void record(IterationParams params) {
        long bytes = threadAllocatedBytes() - allocatedAtStart;
        long cpu = threadCpuNanos() - cpuAtStart;
        if (params.getType() != IterationType.MEASUREMENT) {
            return;
        }
        Figures f = new Figures("WritePathAllocBench", engine, n, ++iteration);
        f.put("writes", writes);
        f.put("writer_thread.bytes_per_write", writes == 0 ? 0.0 : (double) bytes / writes);
        f.put("writer_thread.cpu_ns_per_write", writes == 0 ? 0.0 : (double) cpu / writes);
        f.emit();
    }

    private static long threadAllocatedBytes() {
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        if (mx instanceof com.sun.management.ThreadMXBean) {
            return ((com.sun.management.ThreadMXBean) mx).getThreadAllocatedBytes(Thread.currentThread().getId());
        }
        return 0;
    }

    private static long threadCpuNanos() {
        return java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    @TearDown(Level.Trial)
    public void close() {
        run.close();
    }
}
