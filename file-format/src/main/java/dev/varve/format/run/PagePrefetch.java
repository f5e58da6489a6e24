package dev.varve.format.run;

import java.io.IOException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
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
 * behind other scans' pages), of a running one waits for it, and of a done one takes its buffer,
 * or rethrows what its read threw (the same exception a load on the decoder's thread throws).
 * {@link #cancel} waits until nothing runs. A job never touches the decoder's current buffer.
 *
 * <p>Threads: one shared pool of daemon threads ({@code varve-page-prefetch-N}), as many as the
 * processors less one, at most 4. Allocation: none per page but the pool queue's node.
 * Used by one decoder thread at a time (plus the pool thread running its job).
 */
final class PagePrefetch implements Runnable {
    private static final int IDLE = 0;
    private static final int QUEUED = 1;
    private static final int RUNNING = 2;
    private static final int DONE = 3;

    /** The pool, started on first use. */
    private static final class Pool {
        static final ExecutorService THREADS;

        static {
            int n = Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors() - 1));
            AtomicInteger count = new AtomicInteger();
            ThreadPoolExecutor pool = new ThreadPoolExecutor(n, n, 60, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
                Thread t = new Thread(r, "varve-page-prefetch-" + count.incrementAndGet());
                t.setDaemon(true);
                return t;
            });
            pool.allowCoreThreadTimeOut(true);
            THREADS = pool;
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
    private Throwable failure;
    private volatile Thread waiter;

    /**
     * Starts reading page {@code p} of {@code reader}'s file (of {@code chunks} chunks), decompressing
     * the chunks {@code wanted} marks; a page read ahead before and not taken is dropped first.
     */
    void start(RunReader reader, int p, int chunks, boolean[] wanted) {
        cancel();
        if (buffer == null) {
            return; // the decoder has not given its buffer back (not expected)
        }
        this.reader = reader;
        this.page = p;
        this.chunks = chunks;
        this.wanted = wanted;
        this.failure = null;
        state.set(QUEUED);
        try {
            Pool.THREADS.execute(this);
        } catch (RuntimeException rejected) {
            state.set(IDLE); // no thread: the decoder reads the page itself
        }
    }

    @Override
    public void run() {
        if (!state.compareAndSet(QUEUED, RUNNING)) {
            return; // cancelled, or run by an earlier submission already
        }
        try {
            PageDecoder.PageBuffer b = buffer;
            b.read(reader, page, chunks);
            boolean[] w = wanted;
            for (int c = 0; c < chunks; c++) {
                if (c < w.length && w[c]) {
                    b.inflate(c, compression);
                }
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
     * null when no read of page p was started or it had not started yet (it is cancelled: read the
     * page yourself). A read ahead of another page is dropped. Rethrows the failure of the read.
     */
    PageDecoder.PageBuffer take(int p) throws IOException {
        if (page != p) {
            cancel();
            return null;
        }
        if (state.compareAndSet(QUEUED, IDLE)) {
            page = -1;
            return null;
        }
        awaitDone();
        page = -1;
        if (state.get() != DONE) {
            return null;
        }
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

    /** Drops a page read ahead: cancels it if it has not started, else waits until it is done. */
    void cancel() {
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
