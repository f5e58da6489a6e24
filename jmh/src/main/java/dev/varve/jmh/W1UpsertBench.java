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
 * W1 upsert-dedupe (BENCHMARKS.md §3) and R1's puts. One {@code SingleShotTime} op writes rows
 * 0 .. n-1 into a fresh table with a checkpoint every 100 000 rows: write rows/s = n / score.
 * The iteration tear-down then does the merged batch read right after the last commit (rows/s;
 * the count must equal the distinct keys and every row must carry its key's last values), records
 * the checkpoint latencies (flush + commit of 100 000 rows), waits until compaction is idle and
 * records sorted runs, files and bytes. {@code rocksdb} / {@code rocksdb-wal} are R1 (WAL off /
 * on): puts, then flush, full scan and {@code compactRange}. {@code varve-nofsync} is Varve with
 * {@code commit.fsync=false}, like for like with Paimon, which never fsyncs.
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
public class W1UpsertBench extends ThroughputBench {
    @Param({"varve", "varve-nofsync", "paimon", "rocksdb", "rocksdb-wal"})
    public String engine;

    @Param({"5000000"})
    public int n;

    @Param({"300000"})
    public int warmupRows;

    @Override protected String engine() { return engine; }
    @Override protected int n() { return n; }
    @Override protected int warmupRows() { return warmupRows; }
    @Override protected Workload workload() { return Workload.W1; }

}
