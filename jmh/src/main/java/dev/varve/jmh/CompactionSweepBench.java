package dev.varve.jmh;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
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
 * <p>The iteration tear-down (measured iterations only) then records, into the figures side-car:
 * checkpoint latencies; the time and CPU until compaction is idle (deferred work counts, as in
 * W1); from the retained snapshots ({@link LsmHistory}) the sorted runs per bucket at the end of
 * every write checkpoint (mean, max: read amplification under writes) and every byte flushed and
 * compacted (write amplification); a checked full merged read of the last write checkpoint's
 * snapshot (read amplification under writes, without compaction competing for the CPU) and of the
 * idle table; and {@code lookups} point gets on the idle table from a fresh writer (a cold and a
 * warm pass, each result checked). {@code run-sweep.sh} turns this into ratios against the
 * default setting (trigger 5, size ratio 1).
 *
 * <p>Not thread-safe: JMH runs one benchmark thread per fork.
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
public class CompactionSweepBench {
    /** Waiting for compaction to become idle stops after this long. */
    static final long IDLE_TIMEOUT_MS = 120_000;
    /** At exactly trigger runs, compaction counts as idle after this long without a result. */
    static final long SETTLE_MS = 2_000;

    @Param({"2", "3", "5", "8", "12"})
    public int trigger;

    /** {@code compaction.size-ratio}: percent flexibility when comparing run sizes. */
    @Param({"1", "5", "10"})
    public int sizeRatio;

    @Param({"300000"})
    public int n;

    @Param({"10000"})
    public int commitRows;

    @Param({"100000"})
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
    private int rows;
    private Path dir;
    private SweepTable table;
    private long nextCheckpoint;
    private long writeNanos;
    private long writeCpuNanos;
    private CpuMeter writeCpu;
    private Histogram checkpoints;

    /** The label of one setting in the side-car and the summary. */
    static String label(int trigger, int sizeRatio) {
        return "trigger=" + trigger + ",ratio=" + sizeRatio;
    }

    @Setup(Level.Trial)
    public void generate() {
        if (commitRows < 1) {
            throw new IllegalArgumentException("commitRows must be >= 1, got " + commitRows);
        }
        data = Dataset.of(n);
        expected = new Expected(Workload.W1, data, n);
        keys = Dataset.lookupKeys(lookups);
    }

    @Setup(Level.Iteration)
    public void freshTable(IterationParams iteration) {
        warmup = iteration.getType() == IterationType.WARMUP;
        rows = warmup ? Math.min(warmupRows, n) : n;
        dir = WriteRun.freshDir("sweep-t" + trigger + "-r" + sizeRatio);
        table = new SweepTable(dir, data, trigger, sizeRatio, fsync);
        nextCheckpoint = 0;
        checkpoints = Figures.newHistogram();
    }

    @Benchmark
    public long write() {
        SweepTable t = table;
        Histogram h = checkpoints;
        writeCpu = CpuMeter.start();
        long cpu0 = CpuMeter.processCpuNanos();
        long start = System.nanoTime();
        for (int i = 0; i < rows; i++) {
            t.write(i);
            if ((i + 1) % commitRows == 0 || i == rows - 1) {
                long c0 = System.nanoTime();
                t.checkpoint(nextCheckpoint++);
                h.recordValue(System.nanoTime() - c0);
            }
        }
        writeNanos = System.nanoTime() - start;
        writeCpuNanos = CpuMeter.processCpuNanos() - cpu0;
        writeCpu.stop();
        return rows;
    }

    @TearDown(Level.Iteration)
    public void measureAndRecord() {
        try {
            if (!warmup) {
                record().emit();
            }
        } finally {
            try {
                table.close();
            } finally {
                TableEngine.deleteTree(dir);
                table = null;
            }
        }
    }

    private Figures record() {
        Figures f = new Figures("CompactionSweepBench", label(trigger, sizeRatio), rows, ++measured);
        f.put("trigger", trigger);
        f.put("size_ratio", sizeRatio);
        f.put("stop_trigger", table.stopTrigger());
        f.put("commit_rows", commitRows);
        f.put("fsync", Boolean.toString(fsync));
        f.rate("write.rows_per_s", rows, writeNanos);
        f.put("write.ms", writeNanos / 1e6);
        writeCpu.record(f, "write", rows);
        f.latencyMillis("checkpoint", checkpoints);

        long writeCheckpoints = nextCheckpoint;
        long lastWriteSnapshot = table.latestSnapshotId();
        TableEngine.LsmState atLastCommit = table.state(lastWriteSnapshot);
        f.put("last_commit.max_runs_per_bucket", atLastCommit.maxRunsPerBucket());
        f.put("last_commit.live_bytes", atLastCommit.bytes);

        // deferred work: until compaction is idle, timed and metered like the write
        SweepTable.Idle idleWait = table.waitCompactionIdle(nextCheckpoint, IDLE_TIMEOUT_MS, SETTLE_MS);
        nextCheckpoint = idleWait.nextCheckpoint;
        long idleNanos = idleWait.nanos;
        long idleCpuNanos = idleWait.cpuNanos;
        f.put("compaction_idle.ms", idleNanos / 1e6);
        if (idleWait.timedOut) {
            WriteRun.checkFailed(f, "compaction idle", new IllegalStateException(
                    "compaction still busy after " + IDLE_TIMEOUT_MS + " ms"));
        }
        f.put("idle.cpu_s", idleCpuNanos / 1e9);
        f.rate("write_idle.rows_per_s", rows, writeNanos + idleNanos);
        f.put("write_idle.cpu_us_per_row", (writeCpuNanos + idleCpuNanos) / 1e3 / rows);
        TableEngine.LsmState idle = table.state(null);
        f.put("idle.max_runs_per_bucket", idle.maxRunsPerBucket());
        f.put("idle.live_files", idle.files);
        f.put("idle.live_bytes", idle.bytes);
        f.put("idle.levels", idle.levels());

        try {
            LsmHistory history = LsmHistory.of(table.table, writeCheckpoints);
            history.record(f);
            f.put("written_per_live", idle.bytes == 0 ? 0.0 : (double) history.writtenBytes() / idle.bytes);
        } catch (IllegalStateException e) {
            WriteRun.checkFailed(f, "history", e);
        }

        read(f, "scan.last_commit", lastWriteSnapshot);
        read(f, "scan.idle", table.latestSnapshotId());
        gets(f, "get.cold");
        gets(f, "get.warm");
        return f;
    }

    private void read(Figures f, String prefix, long snapshotId) {
        try {
            long t0 = System.nanoTime();
            long count = table.readAndCheck(snapshotId, expected);
            f.rate(prefix + ".rows_per_s", count, System.nanoTime() - t0);
        } catch (IllegalStateException e) {
            WriteRun.checkFailed(f, prefix, e);
        }
    }

    private void gets(Figures f, String prefix) {
        long errors = 0;
        String first = null;
        long t0 = System.nanoTime();
        for (long k : keys) {
            long v1 = table.lookupV1(k);
            boolean written = expected.v3(k) != null;
            if (written ? v1 != expected.v1(k) : v1 != Long.MIN_VALUE) {
                errors++;
                if (first == null) {
                    first = "key " + k + ": got " + (v1 == Long.MIN_VALUE ? "a miss" : "v1=" + v1) + ", expected "
                            + (written ? "v1=" + expected.v1(k) : "a miss");
                }
            }
        }
        f.rate(prefix + ".per_s", keys.length, System.nanoTime() - t0);
        if (errors > 0) {
            WriteRun.checkFailed(f, prefix, new IllegalStateException(errors + " wrong results, first: " + first));
        }
    }
}
