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

/**
 * W5 per-record write latency (BENCHMARKS.md §3), measured on the W1 workload: every
 * {@code write(row)} call is timed with {@code System.nanoTime()} into an HdrHistogram (3
 * significant digits; the row object is built outside the timer), every checkpoint too (prepare,
 * commit, sum). Figures: p50, p99, p99.9, p99.99 and max in µs per call, checkpoint p50/max in ms.
 * The timers cost two {@code nanoTime} calls per row, so W1 (untimed calls) gives the write rate.
 * {@code rocksdb} is R1-nowal's per-put latency (encoding + {@code put}).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(value = 1, jvmArgsAppend = {
        "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED", "-XX:ThreadPriorityPolicy=1", "-XX:JavaPriority1_To_OSPriority=19",
        "--add-opens=java.base/java.nio=ALL-UNNAMED",
        "-Xmx4g", "-XX:MaxDirectMemorySize=4g"})
public class W5WriteLatencyBench extends TableWriteBench {
    @Param({"varve", "paimon", "rocksdb"})
    public String engine;

    @Param({"5000000"})
    public int n;

    @Param({"300000"})
    public int warmupRows;

    @Override protected String engine() { return engine; }
    @Override protected int n() { return n; }
    @Override protected int warmupRows() { return warmupRows; }
    @Override protected Workload workload() { return Workload.W1; }
    @Override protected boolean timeEachWrite() { return true; }

    @Setup(Level.Trial)
    public void setUpTrial() {
        generate();
    }

    @Setup(Level.Iteration)
    public void setUpIteration(IterationParams iteration) {
        freshTable(iteration);
    }

    @Benchmark
    public long write() {
        return writeAll();
    }

    @TearDown(Level.Iteration)
    public void record() {
        try {
            emit(writeFigures());
        } finally {
            release();
        }
    }
}
