package dev.varve.jmh;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.HdrHistogram.Histogram;

/**
 * One write rep of a table workload (BENCHMARKS.md §2) on a fresh table: rows 0 .. rows-1 in
 * order, one checkpoint (prepareCommit + commit) per {@value Dataset#COMMIT_ROWS} rows and one
 * for the rest. Every checkpoint is timed (prepare, commit, their sum); with
 * {@code timeEachWrite} every {@code write} call is timed too (W5), the row object being built
 * outside that timer. After the write the bench decides what else to measure; {@link #finish}
 * records the files, waits for compaction to be idle, closes the writer and deletes the table.
 *
 * <p>Not thread-safe: one run per benchmark thread.
 */
final class WriteRun {
    /** Waiting for compaction to become idle stops after this long. */
    static final long IDLE_TIMEOUT_MS = 120_000;

    final String engineName;
    final Workload workload;
    final Dataset data;
    final int rows;
    final Path dir;
    final TableEngine engine;
    final Histogram perWrite;
    final Histogram prepare = Figures.newHistogram();
    final Histogram commit = Figures.newHistogram();
    final Histogram checkpoint = Figures.newHistogram();
    long nextCheckpoint;
    long writeNanos;
    private CpuMeter writeCpu;
    private ThreadCpu writeThreads;
    /** Sum over the checkpoints of their wall time and of the writer thread's CPU time in them. */
    private long checkpointNanos;
    private long checkpointCpuNanos;
    /** The writing thread's context switches over {@link #writeAll} (W5 only; -1 where /proc is absent). */
    private long voluntarySwitches = -1;
    private long involuntarySwitches = -1;

    WriteRun(String engineName, Workload workload, Dataset data, int rows, boolean timeEachWrite) {
        this.engineName = engineName;
        this.workload = workload;
        this.data = data;
        this.rows = rows;
        this.dir = freshDir(workload.table + "-" + engineName);
        this.engine = TableEngine.create(engineName, dir, workload, data);
        this.perWrite = timeEachWrite ? Figures.newHistogram() : null;
    }

    /** A new empty directory under {@code $PEERS_TMP} (default: java.io.tmpdir/varve-peers). */
    static Path freshDir(String name) {
        String base = System.getenv("PEERS_TMP");
        Path root = Paths.get(base == null || base.isEmpty()
                ? Paths.get(System.getProperty("java.io.tmpdir"), "varve-peers").toString() : base);
        try {
            Files.createDirectories(root);
            return Files.createTempDirectory(root, name + "-");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a benchmark directory under " + root + ": " + e, e);
        }
    }

    /** Writes all rows with the checkpoint cadence; returns the rows written. */
    long writeAll() {
        writeCpu = CpuMeter.start();
        writeThreads = ThreadCpu.start();
        Histogram h = perWrite;
        long[] switches0 = h == null ? null : contextSwitches();
        long start = System.nanoTime();
        TableEngine e = engine;
        for (int i = 0; i < rows; i++) {
            e.setRow(i);
            if (h == null) {
                e.write();
            } else {
                long t0 = System.nanoTime();
                e.write();
                long took = System.nanoTime() - t0;
                h.recordValue(took);
                if (took > slowestNanos[SLOWEST - 1]) {
                    noteSlow(i, t0, took);
                }
            }
            if ((i + 1) % Dataset.COMMIT_ROWS == 0 || i == rows - 1) {
                checkpoint();
            }
        }
        writeNanos = System.nanoTime() - start;
        writeCpu.stop();
        if (switches0 != null) {
            long[] switches1 = contextSwitches();
            if (switches0[0] >= 0 && switches1[0] >= 0) {
                voluntarySwitches = switches1[0] - switches0[0];
                involuntarySwitches = switches1[1] - switches0[1];
            }
        }
        return rows;
    }

    /** How many of the slowest write calls W5 reports (row in its checkpoint, JVM uptime, time). */
    static final int SLOWEST = 4;
    /** The slowest calls so far, slowest first: their times, rows and start ({@code System.nanoTime}). */
    private final long[] slowestNanos = new long[SLOWEST];
    private final int[] slowestRow = new int[SLOWEST];
    private final long[] slowestStart = new long[SLOWEST];

    /** Inserts one of the slowest calls (rare: outside the timed call, only when it beats the 4th slowest). */
    private void noteSlow(int row, long start, long took) {
        int at = SLOWEST - 1;
        while (at > 0 && took > slowestNanos[at - 1]) {
            slowestNanos[at] = slowestNanos[at - 1];
            slowestRow[at] = slowestRow[at - 1];
            slowestStart[at] = slowestStart[at - 1];
            at--;
        }
        slowestNanos[at] = took;
        slowestRow[at] = row;
        slowestStart[at] = start;
    }

    /**
     * This thread's voluntary (it blocked: a wait for memory, a lock, I/O) and involuntary (the
     * scheduler preempted it) context switches so far, from {@code /proc/thread-self/status};
     * {-1, -1} where that file does not exist. W5 reports both over the writes: every switch is a
     * candidate for a slow write.
     */
    static long[] contextSwitches() {
        long[] out = {-1, -1};
        try {
            for (String line : Files.readAllLines(Paths.get("/proc/thread-self/status"))) {
                if (line.startsWith("voluntary_ctxt_switches:")) {
                    out[0] = Long.parseLong(line.substring(line.indexOf(':') + 1).trim());
                } else if (line.startsWith("nonvoluntary_ctxt_switches:")) {
                    out[1] = Long.parseLong(line.substring(line.indexOf(':') + 1).trim());
                }
            }
        } catch (IOException | RuntimeException e) {
            return new long[]{-1, -1};
        }
        return out;
    }

    /** One checkpoint: prepareCommit then commit, both timed. */
    void checkpoint() {
        long id = nextCheckpoint++;
        long c0 = CpuMeter.threadCpuNanos();
        long t0 = System.nanoTime();
        engine.prepareCommit(id);
        long t1 = System.nanoTime();
        engine.commit(id);
        long t2 = System.nanoTime();
        checkpointCpuNanos += CpuMeter.threadCpuNanos() - c0;
        checkpointNanos += t2 - t0;
        prepare.recordValue(t1 - t0);
        commit.recordValue(t2 - t1);
        checkpoint.recordValue(t2 - t0);
    }

    /** Write rate, checkpoint latencies and (W5) per-write latencies. */
    void recordWrite(Figures f) {
        f.put("rows", rows);
        f.rate("write.rows_per_s", rows, writeNanos);
        f.put("write.ms", writeNanos / 1e6);
        if (writeCpu != null) {
            writeCpu.record(f, "write", rows);
        }
        if (writeThreads != null) {
            writeThreads.record(f, "write", rows);
        }
        // the writer's time at checkpoints: what it spent there and how much of that it waited
        // (for flushes on other threads, compaction back-pressure, fsyncs) rather than ran
        f.put("checkpoint.total_ms", checkpointNanos / 1e6);
        f.put("checkpoint.writer_waiting_ms", Math.max(0, checkpointNanos - checkpointCpuNanos) / 1e6);
        f.latencyMillis("checkpoint", checkpoint);
        f.latencyMillis("checkpoint.prepare", prepare);
        f.latencyMillis("checkpoint.commit", commit);
        engine.recordWaits(f);
        if (perWrite != null) {
            f.latencyMicros("write_call", perWrite);
            f.put("write_call.over_50us", perWrite.getCountBetweenValues(50_001, Math.max(50_001, perWrite.getMaxValue())));
            // the slowest calls: which row of its checkpoint (0 = the first write after one) and when, in JVM
            // uptime ms (to match -Xlog:gc / -Xlog:safepoint lines)
            long uptimeOffsetNanos = java.lang.management.ManagementFactory.getRuntimeMXBean().getUptime() * 1_000_000L
                    - System.nanoTime();
            for (int k = 0; k < SLOWEST && slowestNanos[k] > 0; k++) {
                f.put("write_call.slowest" + k + "_ms", slowestNanos[k] / 1e6);
                f.put("write_call.slowest" + k + ".row_in_checkpoint", slowestRow[k] % Dataset.COMMIT_ROWS);
                f.put("write_call.slowest" + k + ".uptime_ms", (slowestStart[k] + uptimeOffsetNanos) / 1e6);
            }
            if (voluntarySwitches >= 0) {
                f.put("write_thread.voluntary_switches", voluntarySwitches);
                f.put("write_thread.involuntary_switches", involuntarySwitches);
            }
        }
    }

    /**
     * The full batch read with its checks, {@link RepeatedRead#reads()} times on the same table
     * (figures: {@link RepeatedRead}); a failed check is recorded as {@code check.error}.
     */
    void recordRead(Figures f, Expected expected) {
        RepeatedRead.record(f, "batch read", RepeatedRead.reads(), () -> engine.readAndCheck(expected));
    }

    /** Records a failed result check (the figures of the run stay, marked as wrong). */
    static void checkFailed(Figures f, String what, RuntimeException e) {
        String msg = what + ": " + e.getMessage();
        System.err.println("[check failed] " + msg);
        f.put("check.error", msg);
    }

    /**
     * Files at the last commit, then the time until compaction is idle and the files after it, the
     * bytes on disk, and the writer's close time; deletes the table.
     */
    void finish(Figures f) {
        TableEngine.LsmState atLastCommit = engine.state();
        f.put("last_commit.max_runs_per_bucket", atLastCommit.maxRunsPerBucket());
        long t0 = System.nanoTime();
        nextCheckpoint = engine.waitCompactionIdle(nextCheckpoint, IDLE_TIMEOUT_MS);
        f.put("compaction_idle.ms", (System.nanoTime() - t0) / 1e6);
        TableEngine.LsmState idle = engine.state();
        f.put("idle.max_runs_per_bucket", idle.maxRunsPerBucket());
        f.put("idle.live_files", idle.files);
        f.put("idle.live_bytes", idle.bytes);
        f.put("idle.levels", idle.levels());
        f.put("idle.disk_bytes", TableEngine.diskBytes(engine.tableDir()));
        long c0 = System.nanoTime();
        engine.closeWriter();
        f.put("write.close_ms", (System.nanoTime() - c0) / 1e6);
    }

    /** Closes the engine and deletes the warehouse. */
    void close() {
        try {
            engine.close();
        } finally {
            TableEngine.deleteTree(dir);
        }
    }
}
