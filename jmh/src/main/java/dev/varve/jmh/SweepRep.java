package dev.varve.jmh;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * One rep of the compaction sweep for one setting (trigger, size ratio): a fresh W1 table
 * ({@link SweepTable}), {@link #write} of rows 0 .. rows-1 with a checkpoint every
 * {@code commitRows} rows (no compaction wait but the stop trigger's back-pressure, as W1), then
 * {@link #measure}: checkpoint latencies; the time and CPU until compaction is idle (deferred work
 * counts, as in W1); from the retained snapshots ({@link LsmHistory}) the sorted runs per bucket at
 * the end of every write checkpoint (read amplification under writes) and every byte flushed and
 * compacted (write amplification); a checked full merged read of the last write checkpoint's
 * snapshot (read amplification under writes, without compaction competing for the CPU) and of
 * the idle table, best of {@value #SCAN_PASSES} passes each; and point gets on the idle table from
 * a fresh writer (a cold pass, then the best of {@value #WARM_GET_PASSES} warm passes; every result
 * checked). {@link #close} deletes the table. Used by {@link CompactionSweepBench}
 * (JMH, one fork per setting) and {@link CompactionSweep} (one JVM, settings interleaved).
 *
 * <p>Not thread-safe: one rep at a time per thread.
 */
final class SweepRep implements AutoCloseable {
    /** Waiting for compaction to become idle stops after this long. */
    static final long IDLE_TIMEOUT_MS = 120_000;
    /** At exactly trigger runs, compaction counts as idle after this long without a result. */
    static final long SETTLE_MS = 1_000;
    /** Reads are short and the machine noisy: each scan figure is the best of this many passes. */
    static final int SCAN_PASSES = 2;
    /** The warm gets figure is the best of this many passes (after the cold one). */
    static final int WARM_GET_PASSES = 3;

    final int trigger;
    final int sizeRatio;
    final int rows;
    final int commitRows;
    final boolean fsync;
    private final Expected expected;
    private final long[] keys;
    private final Path dir;
    private final SweepTable table;
    private final Histogram checkpoints = Figures.newHistogram();
    private long nextCheckpoint;
    private long writeNanos;
    private long writeCpuNanos;
    private CpuMeter writeCpu;
    private final List<String> failures = new ArrayList<>();

    /**
     * A fresh table for one rep; {@code expected} must describe rows 0 .. rows-1 of {@code data},
     * {@code keys} are the point-lookup keys.
     */
    SweepRep(Dataset data, Expected expected, long[] keys, int trigger, int sizeRatio, int rows, int commitRows,
             boolean fsync) {
        if (commitRows < 1) {
            throw new IllegalArgumentException("commitRows must be >= 1, got " + commitRows);
        }
        if (rows < 1 || rows > data.n) {
            throw new IllegalArgumentException("rows must be in 1.." + data.n + ", got " + rows);
        }
        this.trigger = trigger;
        this.sizeRatio = sizeRatio;
        this.rows = rows;
        this.commitRows = commitRows;
        this.fsync = fsync;
        this.expected = expected;
        this.keys = keys;
        this.dir = WriteRun.freshDir("sweep-t" + trigger + "-r" + sizeRatio);
        SweepTable t = null;
        try {
            t = new SweepTable(dir, data, trigger, sizeRatio, fsync);
        } finally {
            if (t == null) {
                TableEngine.deleteTree(dir);
            }
        }
        this.table = t;
    }

    /** The label of one setting in the side-car and the summary. */
    static String label(int trigger, int sizeRatio) {
        return "trigger=" + trigger + ",ratio=" + sizeRatio;
    }

    /** Writes rows 0 .. rows-1 with the checkpoint cadence; returns the rows written. */
    long write() {
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

    /** Everything after the write (see the class comment); call once, after {@link #write}. */
    Figures measure(String bench, int iteration) {
        Figures f = new Figures(bench, label(trigger, sizeRatio), rows, iteration);
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
            fail("compaction idle", new IllegalStateException(
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
            fail("history", e);
        }

        read(f, "scan.last_commit", lastWriteSnapshot, SCAN_PASSES);
        read(f, "scan.idle", table.latestSnapshotId(), SCAN_PASSES);
        gets(f, "get.cold", 1);
        gets(f, "get.warm", WARM_GET_PASSES);
        if (!failures.isEmpty()) {
            f.put("check.error", String.join("; ", failures));
        }
        return f;
    }

    /** Records a failed check (printed at once; all of a rep's failures end up in {@code check.error}). */
    private void fail(String what, RuntimeException e) {
        String msg = what + ": " + e.getMessage();
        System.err.println("[check failed] " + label(trigger, sizeRatio) + " " + msg);
        failures.add(msg);
    }

    /** Full merged reads of a snapshot, each checked; records the best of {@code passes}. */
    private void read(Figures f, String prefix, long snapshotId, int passes) {
        try {
            long best = Long.MAX_VALUE;
            long count = 0;
            for (int p = 0; p < passes; p++) {
                long t0 = System.nanoTime();
                count = table.readAndCheck(snapshotId, expected);
                best = Math.min(best, System.nanoTime() - t0);
            }
            f.rate(prefix + ".rows_per_s", count, best);
        } catch (IllegalStateException e) {
            fail(prefix, e);
        }
    }

    /** Passes of point gets over {@code keys}, every result checked; records the best pass. */
    private void gets(Figures f, String prefix, int passes) {
        long best = Long.MAX_VALUE;
        for (int p = 0; p < passes; p++) {
            long t0 = System.nanoTime();
            if (!getPass(prefix)) {
                return;
            }
            best = Math.min(best, System.nanoTime() - t0);
        }
        f.rate(prefix + ".per_s", keys.length, best);
    }

    /** One pass of gets; false (and a recorded check failure) if a result was wrong. */
    private boolean getPass(String prefix) {
        long errors = 0;
        String first = null;
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
        if (errors > 0) {
            fail(prefix, new IllegalStateException(errors + " wrong results, first: " + first));
            return false;
        }
        return true;
    }

    @Override
    public void close() {
        try {
            table.close();
        } finally {
            TableEngine.deleteTree(dir);
        }
    }
}
