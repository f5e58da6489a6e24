package dev.varve.format.run;

import dev.varve.format.BloomFilter;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;

/**
 * A run file's bloom filter filled at {@link RunWriter#finish()} by two threads: the writer's thread
 * adds the hashes of the lower half of the filter's blocks while a run-writer worker (the page
 * worker, idle once the last page is written; at the writer's priority) adds those of the upper half
 * ({@link BloomFilter#addHashes}: disjoint blocks, disjoint bits). Whichever thread comes to the upper
 * half first claims it, so the writer never waits for a worker that has not started: it adds the
 * upper half itself then. The filter's bits are those of adding every hash in turn (a bloom
 * filter's bits do not depend on the order of adds), so the file's bytes do not change. Filling the
 * filter costs one random cache line per key (~8 % of a compaction thread's CPU in W1); with two
 * threads the writer's share of it halves when the other core has time.
 *
 * <p>Only for filters of at least {@link #MIN_KEYS} keys (below, one thread adds them all: the
 * hand-over costs more than it saves), with more than one processor, unless the system property
 * {@code varve.run.parallel-bloom} is false. One object per file.
 */
final class BloomHalves implements Runnable {
    static final int MIN_KEYS = 1 << 15;
    static final boolean ON = Runtime.getRuntime().availableProcessors() > 1
            && Boolean.parseBoolean(System.getProperty("varve.run.parallel-bloom", "true"));

    private final BloomFilter bloom;
    private final long[][] chunks;
    private final int chunkSize;
    private final int count;
    private final long mid;
    private final long blocks;
    private final AtomicBoolean upperClaimed = new AtomicBoolean();
    private volatile boolean upperDone;
    private volatile Throwable failure;
    private final Thread writer;

    private BloomHalves(BloomFilter bloom, long[][] chunks, int chunkSize, int count) {
        this.bloom = bloom;
        this.chunks = chunks;
        this.chunkSize = chunkSize;
        this.count = count;
        this.blocks = bloom.blocks();
        this.mid = blocks / 2;
        this.writer = Thread.currentThread();
    }

    /**
     * Adds the {@code count} hashes of {@code chunks} ({@code chunkSize} to a chunk) to {@code bloom}, in two halves
     * as above when it pays, else on this thread; returns once every hash is in.
     */
    static void fill(BloomFilter bloom, long[][] chunks, int chunkSize, int count) {
        if (!ON || count < MIN_KEYS || bloom.blocks() < 2) {
            bloom.addHashes(chunks, chunkSize, count, 0, Long.MAX_VALUE);
            return;
        }
        BloomHalves h = new BloomHalves(bloom, chunks, chunkSize, count);
        PageFlusher.runBeside(h);
        h.fillLower();
    }

    /** The writer's part: the lower half, then the upper one unless the worker has claimed it, then waits for it. */
    private void fillLower() {
        bloom.addHashes(chunks, chunkSize, count, 0, mid);
        if (upperClaimed.compareAndSet(false, true)) {
            bloom.addHashes(chunks, chunkSize, count, mid, blocks);
            return;
        }
        while (!upperDone) {
            LockSupport.park(this);
        }
        Throwable t = failure;
        if (t instanceof RuntimeException) {
            throw (RuntimeException) t;
        }
        if (t instanceof Error) {
            throw (Error) t;
        }
    }

    /** The worker's part: the upper half, if the writer has not taken it. */
    @Override
    public void run() {
        if (!upperClaimed.compareAndSet(false, true)) {
            return;
        }
        try {
            bloom.addHashes(chunks, chunkSize, count, mid, blocks);
        } catch (Throwable t) {
            failure = t;
        } finally {
            upperDone = true;
            LockSupport.unpark(writer);
        }
    }
}
