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
 * W3 lookup changelog (BENCHMARKS.md §3): as W1 with {@code changelog-producer=lookup}, so every
 * checkpoint waits for the lookup compaction of its level-0 files ({@code waitCompaction=true},
 * as Flink's sink passes for lookup tables). One {@code SingleShotTime} op writes rows 0 .. n-1
 * (n = 2 500 000 in the standard run) with a checkpoint every 100 000 rows: write rows/s =
 * n / score. The tear-down streams the changelog from snapshot 1 until caught up (rows/s, counts of
 * +I, -U, +U, -D, compared with the model "each commit deduplicated by key; a new key gives +I, an
 * existing key -U and +U"), then does the merged batch read as W1 and records files after
 * compaction is idle.
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
public class W3LookupChangelogBench extends ThroughputBench {
    @Param({"varve", "paimon"})
    public String engine;

    @Param({"2500000"})
    public int n;

    @Param({"300000"})
    public int warmupRows;

    @Override protected String engine() { return engine; }
    @Override protected int n() { return n; }
    @Override protected int warmupRows() { return warmupRows; }
    @Override protected Workload workload() { return Workload.W3; }

    @Override
    protected void beforeRead(Figures f) {
        recordChangelog(f);
    }

    private void recordChangelog(Figures f) {
        CpuMeter cpu = CpuMeter.start();
        long t0 = System.nanoTime();
        long[] kinds = run.engine.readChangelog();
        long t = System.nanoTime() - t0;
        long total = kinds[0] + kinds[1] + kinds[2] + kinds[3];
        cpu.record(f, "changelog", total);
        f.rate("changelog.rows_per_s", total, t);
        f.put("changelog.rows", total);
        f.put("changelog.+I", kinds[0]);
        f.put("changelog.-U", kinds[1]);
        f.put("changelog.+U", kinds[2]);
        f.put("changelog.-D", kinds[3]);
        long[] want = data.expectedLookupChangelog(rows, Dataset.COMMIT_ROWS);
        if (!java.util.Arrays.equals(kinds, want)) {
            WriteRun.checkFailed(f, "changelog", new IllegalStateException("counts {+I, -U, +U, -D} = "
                    + java.util.Arrays.toString(kinds) + ", the model expects " + java.util.Arrays.toString(want)));
        }
    }
}
