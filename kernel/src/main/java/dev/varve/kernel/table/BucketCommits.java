package dev.varve.kernel.table;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A checkpoint's per-bucket commit work: for each bucket writer, {@link BucketWriter#prepareCommit} (the end of input's
 * full compaction is not done there but in its own commit) then {@link BucketWriter#commitCompaction}. Where that work is heavy (the lookup changelog and the lookup layout's
 * compaction at every commit, {@link KeyValueBucketWriter#commitWorkIsHeavy}) several buckets run at once: the
 * committing thread and up to {@link #helpers} threads of the flush executor each take the next bucket not yet
 * taken, in bucket order, until none is left. A bucket's two calls always run on one thread, one after the other;
 * buckets share only thread-safe things (the table context's reader cache and writer scratches, the page pool,
 * the compaction and compression executors).
 *
 * <p>The results are read in bucket order whichever thread produced them, so a commit's messages (and the order of
 * its files) are the serial loop's. A failure of one bucket fails the whole checkpoint: buckets not yet taken are
 * skipped, the ones running are awaited (nothing of this checkpoint runs on after it failed), and the first
 * failure in bucket order is thrown with the others suppressed. Nothing was published: the commit comes after.
 *
 * <p>Why a helper on the flush executor cannot wait for a flush queued behind it: the table writer seals every
 * bucket's buffer (queuing its flush) and helps flush before it runs this, and the executor takes tasks first in,
 * first out; so by the time a helper starts, every flush of the checkpoint has started, and a bucket's
 * {@code prepareCommit} only waits for those (its buffer's active memtable is empty: nothing new is queued). A
 * caller that queued flushes after the helpers would have to keep one flush thread free of them.
 */
final class BucketCommits {
    /**
     * Flush threads that help the committing thread with the buckets' commit work: the system property
     * {@code varve.commit.bucket-helpers} (0: one bucket after the other, on the committing thread), by default one
     * fewer than the processors, at most the two flush threads. Tests set it.
     */
    static volatile int helpers = Math.max(0, Integer.getInteger("varve.commit.bucket-helpers",
            Math.min(2, Runtime.getRuntime().availableProcessors() - 1)));

    private BucketWriter[] writers;
    /** The buckets of this run: the first {@code n} of {@link #writers} and of the result arrays. */
    private int n;
    private boolean wait;
    private boolean fullCompaction;
    private boolean endOfInput;
    /** Per bucket: the data message and the commit compaction's (either may be null or empty). */
    CommitMessageImpl[] data;
    CommitMessageImpl[] compaction;
    /** The concurrent run's (null for a serial one). */
    private final Throwable[] failures;
    private final AtomicInteger next;
    private final CountDownLatch finished;
    private volatile boolean failed;

    /** A serial run's results, reusable ({@link #serialFor}). */
    BucketCommits() {
        this.writers = new BucketWriter[0];
        this.data = new CommitMessageImpl[0];
        this.compaction = new CommitMessageImpl[0];
        this.failures = null;
        this.next = null;
        this.finished = null;
    }

    private BucketCommits(List<BucketWriter> writers, boolean wait, boolean fullCompaction, boolean endOfInput) {
        this.writers = writers.toArray(new BucketWriter[0]);
        this.wait = wait;
        this.fullCompaction = fullCompaction;
        this.endOfInput = endOfInput;
        int n = this.writers.length;
        this.n = n;
        this.data = new CommitMessageImpl[n];
        this.compaction = new CommitMessageImpl[n];
        this.failures = new Throwable[n];
        this.next = new AtomicInteger();
        this.finished = new CountDownLatch(n);
    }

    /**
     * Runs the commit work of {@code writers} (in this order) and returns their messages by index: concurrently
     * with up to {@code helpers} tasks on {@code executor} when there are two buckets or more, else on this thread.
     */
    static BucketCommits run(List<BucketWriter> writers, boolean wait, boolean fullCompaction, boolean endOfInput,
                             Executor executor, int helpers) throws IOException {
        return run(writers, wait, fullCompaction, endOfInput, executor, helpers, null);
    }

    /**
     * As {@link #run(List, boolean, boolean, boolean, Executor, int)}; a serial run (one bucket, or no helper) fills
     * {@code serial} when given (its caller's, reused from checkpoint to checkpoint: a serial run involves no other
     * thread, and its results are read before the next run), so a checkpoint of one committing thread allocates no
     * run. A concurrent run is always a new object: a helper task may still be on its way out of
     * {@link #takeBuckets} when the run returns.
     */
    static BucketCommits run(List<BucketWriter> writers, boolean wait, boolean fullCompaction, boolean endOfInput,
                             Executor executor, int helpers, BucketCommits serial) throws IOException {
        int count = writers.size();
        if (serial != null && (count < 2 || helpers <= 0)) {
            serial.serialFor(writers, wait, fullCompaction, endOfInput);
            serial.serial();
            return serial;
        }
        BucketCommits c = new BucketCommits(writers, wait, fullCompaction, endOfInput);
        int n = c.n;
        if (n < 2 || helpers <= 0) {
            c.serial();
            return c;
        }
        for (int i = 0; i < Math.min(helpers, n - 1); i++) {
            try {
                executor.execute(c::takeBuckets);
            } catch (RejectedExecutionException e) {
                break; // the executor is shutting down: this thread takes the buckets
            }
        }
        c.takeBuckets();
        c.awaitAll();
        c.throwFailure();
        return c;
    }

    /** Readies a reusable serial run for {@code list}: its arrays grown if needed, the last run's results dropped. */
    private void serialFor(List<BucketWriter> list, boolean wait, boolean fullCompaction, boolean endOfInput) {
        int count = list.size();
        if (writers.length < count) {
            writers = new BucketWriter[Math.max(count, 2 * writers.length)];
            data = new CommitMessageImpl[writers.length];
            compaction = new CommitMessageImpl[writers.length];
        }
        java.util.Arrays.fill(writers, null);
        java.util.Arrays.fill(data, null);
        java.util.Arrays.fill(compaction, null);
        for (int i = 0; i < count; i++) {
            writers[i] = list.get(i);
        }
        this.n = count;
        this.wait = wait;
        this.fullCompaction = fullCompaction;
        this.endOfInput = endOfInput;
    }

    /** The serial loop: stops at the first failure, the later buckets untouched. */
    private void serial() throws IOException {
        for (int i = 0; i < n; i++) {
            commitBucket(i);
        }
    }

    private void commitBucket(int i) throws IOException {
        BucketWriter w = writers[i];
        data[i] = w.prepareCommit(wait, fullCompaction && !endOfInput, endOfInput);
        compaction[i] = w.commitCompaction(fullCompaction, endOfInput);
    }

    /** Takes buckets not yet taken, in order, until none is left; after a failure only skips them. */
    private void takeBuckets() {
        int i;
        while ((i = next.getAndIncrement()) < n) {
            try {
                if (!failed) {
                    commitBucket(i);
                }
            } catch (Throwable t) {
                failures[i] = t;
                failed = true;
            } finally {
                finished.countDown();
            }
        }
    }

    /** Waits for every bucket (taken ones run to their end even if this thread is interrupted). */
    private void awaitAll() {
        boolean interrupted = false;
        while (true) {
            try {
                finished.await();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Throws the first failure in bucket order (the others suppressed into it), if any. */
    private void throwFailure() throws IOException {
        Throwable first = null;
        for (Throwable t : failures) {
            if (t == null) {
                continue;
            }
            if (first == null) {
                first = t;
            } else if (t != first) {
                first.addSuppressed(t);
            }
        }
        if (first instanceof IOException) {
            throw (IOException) first;
        }
        if (first instanceof RuntimeException) {
            throw (RuntimeException) first;
        }
        if (first instanceof Error) {
            throw (Error) first;
        }
        if (first != null) {
            throw new IllegalStateException(first);
        }
    }
}
