package dev.varve.jmh;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

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
        "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED", "-XX:ThreadPriorityPolicy=1", "-XX:JavaPriority1_To_OSPriority=19",
        "--add-opens=java.base/java.nio=ALL-UNNAMED",
        "-Xmx4g", "-XX:MaxDirectMemorySize=4g"})
public class W2AggregationBench extends ThroughputBench {
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

}
