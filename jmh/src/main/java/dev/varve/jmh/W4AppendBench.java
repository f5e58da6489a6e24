package dev.varve.jmh;

import java.util.List;
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
 * W4 append (BENCHMARKS.md §3): no primary key, {@code bucket=-1}. One {@code SingleShotTime} op
 * writes rows 0 .. n-1 of a fresh table with a checkpoint every 100 000 rows: write rows/s =
 * n / score. The tear-down takes the list of the files Varve left in the table directory at the end
 * of the timed write, reads the table (all n rows, sum(v1) checked), records files after compaction
 * is idle and then, for the Varve engines, measures the physical floor: the listed files' bytes
 * written sequentially as files of the same sizes, fsynced per file when Varve fsyncs
 * ({@link SequentialFloor}). Until round 44 the floor was written right after the timed write, while
 * Varve's end-of-run append compaction (W4's 50th checkpoint is its last: a 155 MB rewrite with
 * fsyncs) still ran beside it, which slowed the floor and flattered "W4 ÷ floor".
 *
 * <p>The fork touches its heap as it commits it ({@code -XX:+AlwaysPreTouch}): Varve's append path
 * allocates ~0 B per row, so only the harness's row building (boxes and a {@code String}, ~146 B
 * per row) fills the young generation, which then rarely collects and keeps growing into heap pages
 * touched for the first time; on a VM those page faults cost ~10 µs per 4 KiB page and made ~75 % of
 * Varve's writer-thread CPU in the measured iterations (jmh/PEERS.md "Append write path
 * (w4perf30)"). Paimon's fork paid them in its first measured iteration. A long-running writer
 * reuses touched memory. {@code -Xms} stays unset: a 4 GiB initial heap changes G1's young sizing,
 * which cost Paimon's fork CPU per row in that session.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(value = 1, jvmArgsAppend = {
        "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED", "-XX:ThreadPriorityPolicy=1", "-XX:JavaPriority1_To_OSPriority=19",
        "--add-opens=java.base/java.nio=ALL-UNNAMED",
        "-Xmx4g", "-XX:+AlwaysPreTouch", "-XX:MaxDirectMemorySize=4g"})
public class W4AppendBench extends ThroughputBench {
    @Param({"varve", "varve-nofsync", "paimon"})
    public String engine;

    @Param({"5000000"})
    public int n;

    @Param({"300000"})
    public int warmupRows;

    @Override protected String engine() { return engine; }
    @Override protected int n() { return n; }
    @Override protected int warmupRows() { return warmupRows; }
    @Override protected Workload workload() { return Workload.W4; }

    /** The files at the end of the timed write (Varve engines), written as the floor once compaction is idle. */
    private List<long[]> floorFiles;

    @Override
    protected void beforeRead(Figures f) {
        floorFiles = engine.startsWith("varve") ? SequentialFloor.list(run.engine.tableDir()) : null;
    }

    @Override
    protected void afterFinish(Figures f) {
        if (floorFiles != null) {
            SequentialFloor floor = SequentialFloor.write(floorFiles, engine.equals("varve"));
            floorFiles = null;
            f.put("floor.files", floor.files);
            f.put("floor.bytes", floor.bytes);
            f.put("floor.ms", floor.nanos / 1e6);
        }
    }
}
