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

    /** Adds a directory whose entries must be durable (the caller adds each directory once). */
    public void addDirectory(String dir) {
        if (dirCount == dirs.length) {
            dirs = java.util.Arrays.copyOf(dirs, dirCount * 2);
        }
        dirs[dirCount++] = dir;
    }

    /** Whether nothing was added since the last run. */
    public boolean isEmpty() {
        return outputCount + dirCount == 0;
    }

    /**
     * Syncs (and closes) every added output and syncs every added directory, concurrently, and returns
     * when all are done; the batch is empty again. Throws the first failure (the others are suppressed
     * into it) after every item ended.
     */
    public void run() throws IOException {
        int n = outputCount + dirCount;
        if (n == 0) {
            return;
        }
        Round round = new Round(this, n);
        try {
            int helpers = Math.min(n - 1, MAX_HELPERS);
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
            clear();
        }
        round.throwFailure();
    }

    /** Closes every added output without syncing it and forgets the directories (the publish is abandoned). */
    public void abort() {
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
                        if (failure == null) {
                            failure = failed;
                        } else if (failure != failed) {
                            failure.addSuppressed(failed);
                        }
                    }
                    if (++done == n) {
                        notifyAll();
                    }
                }
            }
        }

        private static void syncAndClose(PositionOutput out) throws IOException {
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
            Throwable t = failure;
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
