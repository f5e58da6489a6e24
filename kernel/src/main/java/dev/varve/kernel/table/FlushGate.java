package dev.varve.kernel.table;

import java.util.concurrent.locks.LockSupport;

/**
 * Gives a checkpoint's flushes the CPU before compaction, as RocksDB runs flushes in a pool of
 * higher priority than compactions: while a writer's {@code prepareCommit} waits for its buckets'
 * buffers to reach level 0, the compaction thread pauses at its next yield point (every
 * {@link #YIELD_EVERY} output records), so on a machine with few cores the flush threads do not
 * share them with a merge that nobody waits for. The checkpoint's latency is what the caller sees;
 * the compaction loses the same time it would have lost to the flushes anyway.
 *
 * <p>Only the flush stage of a checkpoint closes the gate (never a flush of a full memtable
 * between checkpoints, so a sustained write load cannot starve compaction), and it is open again
 * before anything waits for a compaction. A pause is bounded by {@link #MAX_PAUSE_NANOS} all the
 * same, so no wait between the two can deadlock.
 *
 * <p>Thread-safety: {@link #close()}/{@link #open()} by the writer's thread, {@link #pass()} by
 * the compaction thread; allocation-free.
 */
final class FlushGate {
    /** Output records of a compaction between two looks at the gate. */
    static final int YIELD_EVERY = 1024;
    /** Longest single pause of a compaction, whatever the gate says. */
    static final long MAX_PAUSE_NANOS = 500_000_000L;

    private final long maxPauseNanos;
    private volatile boolean closed;
    private volatile Thread waiter;
    /** Pauses taken and their total time (compaction thread writes, anyone reads). */
    private volatile long pauses;
    private volatile long pausedNanos;

    FlushGate() {
        this(MAX_PAUSE_NANOS);
    }

    FlushGate(long maxPauseNanos) {
        this.maxPauseNanos = maxPauseNanos;
    }

    /** A checkpoint starts flushing: compactions pause at their next yield point. */
    void close() {
        closed = true;
    }

    /** The checkpoint's flushes are done: paused compactions resume. */
    void open() {
        closed = false;
        Thread t = waiter;
        if (t != null) {
            LockSupport.unpark(t);
        }
    }

    /** Called by a compaction between records: returns at once unless a checkpoint is flushing. */
    void pass() {
        if (!closed) {
            return;
        }
        Thread self = Thread.currentThread();
        waiter = self;
        long start = System.nanoTime();
        long waited = 0;
        while (closed && waited < maxPauseNanos) {
            LockSupport.parkNanos(this, maxPauseNanos - waited);
            waited = System.nanoTime() - start;
        }
        waiter = null;
        pauses++;
        pausedNanos += waited;
    }

    long pauses() {
        return pauses;
    }

    long pausedNanos() {
        return pausedNanos;
    }
}
