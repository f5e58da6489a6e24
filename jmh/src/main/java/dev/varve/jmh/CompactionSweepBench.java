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
 * Compaction-trigger sweep (issue 9 item 4): W1-style upserts (BENCHMARKS.md §1 data set, W1's
 * table: PK k, 4 buckets, deduplicate) into Varve for every {@code num-sorted-run.compaction-trigger}
 * × {@code compaction.size-ratio}, the stop trigger left at its default (trigger + 3). One
 * {@code SingleShotTime} op writes rows 0 .. n-1 into a fresh table with a checkpoint
 * (prepareCommit + commit, no compaction wait but the stop trigger's back-pressure, as W1) every
 * {@code commitRows} rows: write rows/s = n / score.
 *
 * <p>The iteration tear-down records what {@link SweepRep#measure} says into the figures
 * side-car (warm-up iterations as iteration 0, for their checks only). Each setting runs in its own fork, so each warms its JIT
 * alone and runs at another time of a shared machine: {@code run-sweep.sh} uses the interleaved
 * {@link CompactionSweep} instead, and this class is for a closer look at a few settings.
 *
 * <p>Not thread-safe: JMH runs one benchmark thread per fork.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 3)
@Fork(value = 1, jvmArgsAppend = {
        "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED", "-XX:ThreadPriorityPolicy=1", "-XX:JavaPriority1_To_OSPriority=19",
        "--add-opens=java.base/java.nio=ALL-UNNAMED",
        "-Xmx4g", "-XX:MaxDirectMemorySize=4g"})
public class CompactionSweepBench {
    @Param({"2", "3", "5", "8", "12"})
    public int trigger;

    /** {@code compaction.size-ratio}: percent flexibility when comparing run sizes. */
    @Param({"1", "5", "10"})
    public int sizeRatio;

    @Param({"300000"})
    public int n;

    @Param({"10000"})
    public int commitRows;

    /** Rows of a warm-up iteration (the JIT needs whole loads to settle; 3 full ones by default). */
    @Param({"300000"})
    public int warmupRows;

    @Param({"100000"})
    public int lookups;

    /** {@code commit.fsync}; off by default so the disk's noise does not drown compaction's cost. */
    @Param({"false"})
    public boolean fsync;

    private Dataset data;
    private Expected expected;
    private long[] keys;
    private int measured;
    private boolean warmup;
    private SweepRep rep;

    @Setup(Level.Trial)
    public void generate() {
        data = Dataset.of(n);
        expected = new Expected(Workload.W1, data, n);
        keys = Dataset.lookupKeys(lookups);
    }

    @Setup(Level.Iteration)
    public void freshTable(IterationParams iteration) {
        warmup = iteration.getType() == IterationType.WARMUP;
        int rows = warmup ? Math.min(warmupRows, n) : n;
        Expected exp = rows == n ? expected : new Expected(Workload.W1, data, rows);
        rep = new SweepRep(data, exp, keys, trigger, sizeRatio, rows, commitRows, fsync);
    }

    @Benchmark
    public long write() {
        return rep.write();
    }

    @TearDown(Level.Iteration)
    public void measureAndRecord() {
        try {
            // warm-ups are emitted as iteration 0: the summary uses them only for their failed checks
            rep.measure("CompactionSweepBench", warmup ? 0 : ++measured).emit();
        } finally {
            rep.close();
            rep = null;
        }
    }
}
