package dev.varve.jmh;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A benchmark whose every invocation handles a fixed number of records and which prints, once per
 * iteration, the benchmark thread's CPU time per record over its invocations
 * ({@code [<bench>] thread_cpu_ns_per_<unit>=...}): the figure to compare on a shared machine,
 * where wall time is not. The run settings (average time in ns per op, 3 + 5 iterations of 2 s, one
 * fork with 2 GB of heap) and the hooks are inherited by each concrete subclass.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {
        "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED", "--add-opens=java.base/java.nio=ALL-UNNAMED",
        "-Xmx2g", "-XX:MaxDirectMemorySize=2g"})
public abstract class InvocationCpuBench {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private long cpuStart;
    private long cpuNanos;
    private long records;

    /** The bench's name in the printed line. */
    protected abstract String benchName();

    /** What a record is called in the printed line ({@code record}, {@code row}). */
    protected abstract String recordName();

    /** Records handled by one invocation. */
    protected abstract long recordsPerInvocation();

    @Setup(Level.Invocation)
    public void startCpu() {
        cpuStart = THREADS.getCurrentThreadCpuTime();
    }

    @TearDown(Level.Invocation)
    public void stopCpu() {
        cpuNanos += THREADS.getCurrentThreadCpuTime() - cpuStart;
        records += recordsPerInvocation();
    }

    /** Prints the iteration's CPU time of the benchmark thread per record. */
    @TearDown(Level.Iteration)
    public void report() {
        System.out.printf("[%s] thread_cpu_ns_per_%s=%.1f%n", benchName(), recordName(), cpuNanos / (double) records);
        cpuNanos = 0;
        records = 0;
    }
}
