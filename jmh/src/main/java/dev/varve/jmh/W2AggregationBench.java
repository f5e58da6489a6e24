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
 * W2 aggregation (BENCHMARKS.md §3): as W1 with {@code merge-engine=aggregation}, v1 sum, v2 max,
 * v3 last_non_null_value. One {@code SingleShotTime} op writes rows 0 .. n-1 of a fresh table with
 * a checkpoint every 100 000 rows (write rows/s = n / score); the tear-down reads the merged table
 * (every key once; v1 = sum, v2 = max, v3 = last v3 of the key, recomputed from the generated rows,
 * which covers the single-key check of key 637706), then records files after compaction is idle.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(value = 1, jvmArgsAppend = {
        "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED",
        "--add-opens=java.base/java.nio=ALL-UNNAMED",
        "-Xmx4g", "-XX:MaxDirectMemorySize=4g"})
public class W2AggregationBench extends TableWriteBench {
    @Param({"varve", "paimon"})
    public String engine;

    @Param({"5000000"})
    public int n;

    @Param({"300000"})
    public int warmupRows;

    @Override protected String engine() { return engine; }
    @Override protected int n() { return n; }
    @Override protected int warmupRows() { return warmupRows; }
    @Override protected Workload workload() { return Workload.W2; }

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
    public void readAndRecord() {
        try {
            Figures f = writeFigures();
            Expected expected = new Expected(Workload.W2, data, rows);
            run.recordRead(f, expected);
            run.finish(f);
            emit(f);
        } finally {
            release();
        }
    }
}
