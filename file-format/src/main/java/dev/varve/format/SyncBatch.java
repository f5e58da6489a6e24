package dev.varve.format;

import java.io.IOException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Independent fsyncs that must all be done before something is published, issued concurrently: the
 * outputs of new files (each synced, then closed) and directories whose new entries must be durable.
 * A commit collects the files and directories its snapshot references and {@link #run}s them before it
 * publishes the snapshot. Issued one after the other, every fsync of a new file waits for a journal
 * commit of its own; issued together, the file system and the device group them (on ext4 over virtio on
 * the benchmark VM, eight small fsyncs took about a third of their sequential time).
 *
 * <p>{@link #run} returns only when every item is done (synced or failed); it throws the first failure,
 * and every output is closed either way. An output handed to {@link #add} belongs to the batch: closed by
 * {@link #run} or {@link #abort}. Durability is what the items' own syncs give: nothing is published by
 * the batch itself, so a caller publishes only after {@link #run} returned normally.
 *
 * <p>The items run on the calling thread and on up to {@value #MAX_HELPERS} shared daemon threads
 * ({@code varve-sync-N}, started on demand, ended after {@value #IDLE_SECONDS} s idle), which only wait in
 * {@code fsync(2)}. Thread-safety: one thread fills and runs a batch; batches may run concurrently.
 */
public final class SyncBatch {
    /** Helper threads of all batches; each blocks in the kernel, so more of them than cores is fine. */
    static final int MAX_HELPERS = 7;
    private static final int IDLE_SECONDS = 30;
    private static final AtomicInteger THREADS = new AtomicInteger();
    private static final ThreadPoolExecutor HELPERS;

    static {
        HELPERS = new ThreadPoolExecutor(MAX_HELPERS, MAX_HELPERS, IDLE_SECONDS, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(), r -> {
                    Thread t = new Thread(r, "varve-sync-" + THREADS.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                });
        HELPERS.allowCoreThreadTimeOut(true);
    }

    private final FileIO io;
    /** Syncs already started ({@link #start}) that {@link #run} waits for. */
    private Started[] started = new Started[8];
    private int startedCount;
    private PositionOutput[] outputs = new PositionOutput[8];
    private int outputCount;
    private String[] dirs = new String[8];
    private int dirCount;

    /** A batch whose directories are synced through {@code io}. */
    public SyncBatch(FileIO io) {
        this.io = io;
    }

    /** Adds an output whose written bytes must be durable; the batch syncs and closes it. */
    public void add(PositionOutput out) {
        if (outputCount == outputs.length) {
            outputs = java.util.Arrays.copyOf(outputs, outputCount * 2);
        }
        outputs[outputCount++] = out;
    }

    /**
     * Starts syncing (then closing) {@code out} on a helper thread now, for a caller that goes on with
     * other work and waits for it later ({@link Started#await}, or {@link #add(Started)} to a batch).
     * Thread-safe.
     */
    public static Started start(PositionOutput out) {
        return start(null, out);
    }

    /**
     * As {@link #start(PositionOutput)}, for an output of {@code io}: when {@code io} does not allow
     * {@link FileIO#concurrentSyncs concurrent syncs}, the sync is not handed to a helper thread; the first
     * thread that awaits it runs it.
     */
    public static Started start(FileIO io, PositionOutput out) {
        Started s = new Started(out);
        if (io == null || io.concurrentSyncs()) {
            try {
                HELPERS.execute(s);
            } catch (RejectedExecutionException e) {
                // no helper: whoever awaits it runs it
            }
        }
        return s;
    }

    /** Adds a sync {@link #start}ed earlier: {@link #run} returns only once it is done, and throws its failure. */
    public void add(Started s) {
        if (startedCount == started.length) {
            started = java.util.Arrays.copyOf(started, startedCount * 2);
        }
        started[startedCount++] = s;
    }

    /**
     * A sync of one output started by {@link #start}: it runs on a helper thread, or on the first
     * thread that awaits it before a helper took it. The output is closed when the sync ended.
     */
    public static final class Started implements Runnable {
        private final PositionOutput out;
        private final AtomicInteger state = new AtomicInteger(); // 0 waiting, 1 taken
        private boolean done; // guarded by this
        private Throwable failure; // guarded by this

        Started(PositionOutput out) {
            this.out = out;
        }

        @Override
        public void run() {
            if (!state.compareAndSet(0, 1)) {
                return;
            }
            Throwable failed = null;
            try {
                Round.syncAndClose(out);
            } catch (Throwable t) {
                failed = t;
            }
            synchronized (this) {
                failure = failed;
                done = true;
                notifyAll();
            }
        }

        /** Waits until the output is synced and closed (running the sync here if no helper took it yet). */
        public void await() throws IOException {
            run(); // no-op when a helper has it
            synchronized (this) {
                boolean interrupted = false;
                while (!done) {
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        interrupted = true; // in flight: wait for it anyway
                    }
                }
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
                Round.rethrow(failure);
            }
        }

        /** Whether it is done (synced and closed, or failed). */
        public synchronized boolean isDone() {
            return done;
        }

        /** Waits for the sync without reporting its failure (the caller abandons the file). */
        public void awaitQuietly() {
            try {
                await();
            } catch (IOException | RuntimeException ignored) {
                // abandoned
            }
        }
    }

    /** Adds a directory whose entries must be durable (the caller adds each directory once). */
    public void addDirectory(String dir) {
        if (dirCount == dirs.length) {
            dirs = java.util.Arrays.copyOf(dirs, dirCount * 2);
        }
        dirs[dirCount++] = dir;
    }

    /** Whether nothing was added since the last run. */
    public boolean isEmpty() {
        return outputCount + dirCount + startedCount == 0;
    }

    /**
     * Syncs (and closes) every added output and syncs every added directory, concurrently, and returns
     * when all are done; the batch is empty again. Throws the first failure (the others are suppressed
     * into it) after every item ended.
     */
    public void run() throws IOException {
        int n = outputCount + dirCount;
        if (n == 0) {
            awaitStarted(null);
            return;
        }
        Round round = new Round(this, n);
        try {
            int helpers = io.concurrentSyncs() ? Math.min(n - 1, MAX_HELPERS) : 0;
            for (int i = 0; i < helpers; i++) {
                try {
                    HELPERS.execute(round);
                } catch (RejectedExecutionException e) {
                    break; // this thread does the rest
                }
            }
            round.run();
            round.awaitDone();
        } finally {
            awaitStarted(round);
            clear();
        }
        round.throwFailure();
    }

    /** Waits for every started sync; the first failure goes to {@code round} (or is thrown when it is null). */
    private void awaitStarted(Round round) throws IOException {
        IOException first = null;
        for (int i = 0; i < startedCount; i++) {
            try {
                started[i].await();
            } catch (IOException | RuntimeException e) {
                if (round != null) {
                    round.fail(e);
                } else if (first == null) {
                    first = e instanceof IOException ? (IOException) e : new IOException(e);
                } else {
                    first.addSuppressed(e);
                }
            }
        }
        if (round == null) {
            clear();
            if (first != null) {
                throw first;
            }
        }
    }

    /** Closes every added output without syncing it and forgets the directories (the publish is abandoned). */
    public void abort() {
        for (int i = 0; i < startedCount; i++) {
            started[i].awaitQuietly();
        }
        for (int i = 0; i < outputCount; i++) {
            try {
                outputs[i].close();
            } catch (IOException | RuntimeException ignored) {
                // abandoned: nothing will reference the file
            }
        }
        clear();
    }

    private void clear() {
        java.util.Arrays.fill(started, 0, startedCount, null);
        startedCount = 0;
        java.util.Arrays.fill(outputs, 0, outputCount, null);
        java.util.Arrays.fill(dirs, 0, dirCount, null);
        outputCount = 0;
        dirCount = 0;
    }

    /** One run's items, taken by index by the calling thread and the helpers. */
    private static final class Round implements Runnable {
        private final PositionOutput[] outputs;
        private final String[] dirs;
        private final FileIO io;
        private final int outputCount;
        private final int n;
        private final AtomicInteger next = new AtomicInteger();
        private int done; // guarded by this
        private Throwable failure; // guarded by this

        Round(SyncBatch b, int n) {
            // copies: a helper that starts late must not see the batch's arrays reused by its next round
            this.outputs = java.util.Arrays.copyOf(b.outputs, b.outputCount);
            this.dirs = java.util.Arrays.copyOf(b.dirs, b.dirCount);
            this.io = b.io;
            this.outputCount = b.outputCount;
            this.n = n;
        }

        @Override
        public void run() {
            int i;
            while ((i = next.getAndIncrement()) < n) {
                Throwable failed = null;
                try {
                    if (i < outputCount) {
                        syncAndClose(outputs[i]);
                    } else {
                        io.syncDirectory(dirs[i - outputCount]);
                    }
                } catch (Throwable t) {
                    failed = t;
                }
                synchronized (this) {
                    if (failed != null) {
                        fail(failed);
                    }
                    if (++done == n) {
                        notifyAll();
                    }
                }
            }
        }

        synchronized void fail(Throwable failed) {
            if (failure == null) {
                failure = failed;
            } else if (failure != failed) {
                failure.addSuppressed(failed);
            }
        }

        static void syncAndClose(PositionOutput out) throws IOException {
            try {
                out.sync();
            } catch (IOException | RuntimeException | Error e) {
                try {
                    out.close();
                } catch (IOException | RuntimeException suppressed) {
                    e.addSuppressed(suppressed);
                }
                throw e;
            }
            out.close();
        }

        synchronized void awaitDone() throws IOException {
            boolean interrupted = false;
            while (done < n) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = true; // the items are in flight: wait for them anyway
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }

        synchronized void throwFailure() throws IOException {
            rethrow(failure);
        }

        static void rethrow(Throwable t) throws IOException {
            if (t == null) {
                return;
            }
            if (t instanceof IOException) {
                throw (IOException) t;
            }
            if (t instanceof RuntimeException) {
                throw (RuntimeException) t;
            }
            if (t instanceof Error) {
                throw (Error) t;
            }
            throw new IOException(t);
        }
    }
}
