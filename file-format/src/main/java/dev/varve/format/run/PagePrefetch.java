package dev.varve.format.run;

import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * One page of a {@link PageDecoder}'s file read ahead on a background thread: the page's stored
 * bytes read and checked ({@link PageDecoder.PageBuffer#read}, the same code as a load on the
 * decoder's own thread) and the chunks its cursor decodes decompressed, into a buffer of its own
 * that the decoder takes over when it loads that page ({@link #take}), handing its previous buffer
 * back ({@link #giveBack}). So a scan's reading thread decodes and merges while the next page's
 * read and decompression (most of a merged read's time in native zstd and {@code pread}) run on
 * another core.
 *
 * <p>States: idle, queued (submitted, not started), running, done. {@link #take} of the page
 * queued but not started yet cancels it (the decoder then reads the page itself: no waiting
 * behind other scans' pages), of a running one leaves it running and lets the decoder read the
 * page itself (no waiting for a thread that may be off its core; {@link #start} starts nothing
 * until that read is done, and drops it then), and of a done one takes its buffer, or rethrows
 * what its read threw (the same exception a load on the decoder's thread throws).
 * {@link #cancel} (the decoder re-bound, closed or released) waits until nothing runs. A job
 * never touches the decoder's current buffer.
 *
 * <p>Decode ahead ({@link PageDecoder#decodeAhead}): the job also decodes the chunks its cursor
 * decodes at a load into {@link #ahead}'s keys, arrays and vectors, which the decoder exchanges
 * with its own when it takes the page ({@link PageDecoder#load}); a chunk whose decode fails is
 * left to the decoder (same error, same point of the scan). A job never touches the decoder's
 * current decoded page either: the arrays it decodes into are the ones the decoder let go at the
 * load before (the page before the current one, no longer readable under the reuse contracts).
 *
 * <p>Threads: one shared pool of daemon threads ({@code varve-page-prefetch-N}), as many as the
 * processors less one, at most 4; a job runs at the priority its submitter has when the job
 * starts (a compaction's read ahead at the compaction thread's {@code MIN_PRIORITY}, raised with it
 * while a writer waits for it). Allocation: none per page (the pool's queue is linked through the
 * jobs). Used by one decoder thread at a time (plus the pool thread running its job).
 */
final class PagePrefetch implements Runnable {
    private static final int IDLE = 0;
    private static final int QUEUED = 1;
    private static final int RUNNING = 2;
    private static final int DONE = 3;

    /**
     * The pool, started on first use: daemon threads taking jobs from one first-in first-out queue
     * linked through the jobs themselves ({@link #next}), so a submission allocates nothing (an
     * executor's queue allocates a node per page). A job is in the queue at most once
     * ({@link #inQueue}): a job cancelled while queued and started again before a thread took it
     * stays where it is and runs its new page. Guarded by {@code QUEUE}'s monitor.
     */
    private static final class Pool {
        static final Object QUEUE = new Object();
        static PagePrefetch head;
        static PagePrefetch tail;

        static {
            int n = Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors() - 1));
            for (int i = 1; i <= n; i++) {
                Thread t = new Thread(Pool::work, "varve-page-prefetch-" + i);
                t.setDaemon(true);
                t.start();
            }
        }

        static void submit(PagePrefetch job) {
            synchronized (QUEUE) {
                if (job.inQueue) {
                    return; // queued before and not taken yet: it runs the job as started now
                }
                job.inQueue = true;
                job.next = null;
                if (tail == null) {
                    head = job;
                } else {
                    tail.next = job;
                }
                tail = job;
                QUEUE.notify();
            }
        }

        private static void work() {
            while (true) {
                PagePrefetch job;
                synchronized (QUEUE) {
                    while (head == null) {
                        try {
                            QUEUE.wait();
                        } catch (InterruptedException e) {
                            // a daemon of this class: nobody interrupts it on purpose; keep serving
                        }
                    }
                    job = head;
                    head = job.next;
                    if (head == null) {
                        tail = null;
                    }
                    job.next = null;
                    job.inQueue = false;
                }
                job.run();
            }
        }
    }

    private final AtomicInteger state = new AtomicInteger(IDLE);
    /** The buffer the job reads into (null while the decoder holds it: between a take and a give back). */
    private PageDecoder.PageBuffer buffer = new PageDecoder.PageBuffer();
    /** The job's own decompression context (the decoder's is not thread-safe). */
    private final PageCompression compression = new PageCompression(1);
    /** The job: written before the state goes to queued, read by the thread that moves it to running. */
    private RunReader reader;
    private int page = -1;
    private int chunks;
    private boolean[] wanted;
    /** The chunks to decode as well (into {@link #ahead}), or null: read and decompress only. */
    private boolean[] decode;
    /**
     * The page decoded ahead (with a {@link #decode} mask): the job's to write while it runs, the
     * decoder's to take from after a {@link #take} that returned the page's buffer, until the next
     * {@link #start}.
     */
    final PageDecoder.Ahead ahead = new PageDecoder.Ahead();
    /**
     * Tests (null otherwise): forces each page's read ahead early or late, whatever the scheduling.
     * A page it says is not late is read (and decoded) on the calling thread within {@link #start},
     * so it is done when its page is needed; a late page's job runs on the pool and, its page read
     * and decompressed, waits before decoding until the decoder has asked for the page
     * ({@link #take}: it finds the job still running, or not started, and reads the page itself).
     * {@link #start} first waits for a job still running (released by then).
     */
    java.util.function.IntPredicate testLate;
    /** Tests: the page the decoder last asked for ({@link #testLate}; MAX_VALUE: another page, or cancelled). */
    private volatile int testAsked = -1;
    /** Tests: whether the job started is a late one ({@link #testLate}). */
    private boolean testLateJob;
    private Throwable failure;
    private volatile Thread waiter;
    /**
     * The thread that started the job: the job runs at its priority (a compaction's read ahead at
     * the compaction's, a scan's at the scan's), read when the job starts.
     */
    private Thread submitter;
    /** The queue's link and whether the job is in it ({@link Pool}; guarded by its monitor). */
    private PagePrefetch next;
    private boolean inQueue;
    /** Pages whose read ahead was still running when they were needed (read by the decoder itself; figures, tests). */
    long notTaken;

    /**
     * Starts reading page {@code p} of {@code reader}'s file (of {@code chunks} chunks), decompressing
     * the chunks {@code wanted} marks; a page read ahead before and not taken is dropped first. While
     * the read of an earlier page still runs (its page was needed before it was done, and read by the
     * decoder itself) nothing is started: no wait on a thread that may be off its core.
     */
    void start(RunReader reader, int p, int chunks, boolean[] wanted, boolean[] decode) {
        java.util.function.IntPredicate late = testLate;
        if (late != null) {
            awaitDone();
        }
        if (!dropUnlessRunning()) {
            return;
        }
        if (buffer == null) {
            return; // the decoder has not given its buffer back (not expected)
        }
        this.reader = reader;
        this.page = p;
        this.chunks = chunks;
        this.wanted = wanted;
        this.decode = decode;
        this.ahead.page = -1;
        this.failure = null;
        this.submitter = Thread.currentThread();
        testAsked = -1;
        testLateJob = late != null && late.test(p);
        state.set(QUEUED);
        if (late != null && !testLateJob) {
            run();
            return;
        }
        Pool.submit(this);
    }

    @Override
    public void run() {
        if (!state.compareAndSet(QUEUED, RUNNING)) {
            return; // cancelled, or run by an earlier submission already
        }
        try {
            // the submitter's priority (a compaction's read ahead must not outrank the writer the compaction runs
            // behind); set only when it differs from the last job's, not restored: the pool runs nothing else
            Thread self = Thread.currentThread();
            int priority = submitter.getPriority();
            ThreadGroup group = self.getThreadGroup();
            if (group != null) {
                priority = Math.min(priority, group.getMaxPriority());
            }
            if (self.getPriority() != priority) {
                self.setPriority(priority);
            }
            PageDecoder.PageBuffer b = buffer;
            b.read(reader, page, chunks);
            boolean[] w = wanted;
            for (int c = 0; c < chunks; c++) {
                if (c < w.length && w[c]) {
                    b.inflate(c, compression);
                }
            }
            boolean[] d = decode;
            if (testLateJob) {
                while (testAsked < page) {
                    LockSupport.parkNanos(100_000L); // tests: a late page, decoded once the decoder asked for it
                }
            }
            if (d != null) {
                ahead.decode(reader, b, compression, d, chunks); // a chunk that fails is left to the decoder
            }
        } catch (Throwable t) {
            failure = t;
        }
        state.set(DONE);
        Thread w = waiter;
        if (w != null) {
            LockSupport.unpark(w);
        }
    }

    /**
     * The buffer holding page {@code p} read ahead (the caller owns it until {@link #giveBack}), or
     * null — read the page yourself — when no read of page p was started, it had not started yet (it
     * is cancelled), or it is still running: the caller does not wait for it (on a machine with more
     * runnable threads than cores the reading thread may be off its core for a scheduler period; the
     * read is left to finish and dropped later). A read ahead of another page is dropped unless it
     * runs. Rethrows the failure of the read.
     */
    PageDecoder.PageBuffer take(int p) throws IOException {
        if (testLate != null) {
            testAsked = page == p ? p : Integer.MAX_VALUE;
        }
        if (page != p) {
            dropUnlessRunning();
            return null;
        }
        if (state.compareAndSet(QUEUED, IDLE)) {
            page = -1;
            return null;
        }
        if (state.get() != DONE) {
            notTaken++;
            return null; // running
        }
        page = -1;
        state.set(IDLE);
        Throwable t = failure;
        failure = null;
        if (t != null) {
            if (t instanceof IOException) {
                throw (IOException) t;
            }
            if (t instanceof RuntimeException) {
                throw (RuntimeException) t;
            }
            if (t instanceof Error) {
                throw (Error) t;
            }
            throw new IllegalStateException(t);
        }
        PageDecoder.PageBuffer b = buffer;
        buffer = null;
        return b;
    }

    /** Hands back a buffer for the next read ahead (the decoder's previous page, no longer read). */
    void giveBack(PageDecoder.PageBuffer b) {
        buffer = b;
    }

    /**
     * Drops a page queued (not started: it is cancelled) or read ahead and not taken; false, dropping
     * nothing, while a read runs.
     */
    private boolean dropUnlessRunning() {
        while (true) {
            int s = state.get();
            if (s == RUNNING) {
                return false;
            }
            if (s == IDLE || state.compareAndSet(s, IDLE)) {
                break;
            }
        }
        page = -1;
        failure = null;
        return true;
    }

    /** Drops a page read ahead: cancels it if it has not started, else waits until it is done. */
    void cancel() {
        testAsked = Integer.MAX_VALUE;
        if (!state.compareAndSet(QUEUED, IDLE)) {
            awaitDone();
            state.compareAndSet(DONE, IDLE);
        }
        page = -1;
        failure = null;
    }

    private void awaitDone() {
        if (state.get() != RUNNING) {
            return;
        }
        waiter = Thread.currentThread();
        try {
            while (state.get() == RUNNING) {
                LockSupport.park(this);
            }
        } finally {
            waiter = null;
        }
    }

    /** Heap bytes of the buffer it reads into. */
    long retainedBytes() {
        PageDecoder.PageBuffer b = buffer;
        return b == null ? 0 : b.retainedBytes();
    }

    /** Releases the decompression context (after {@link #cancel}; usable again afterwards). */
    void releaseNative() {
        cancel();
        compression.close();
    }
}
