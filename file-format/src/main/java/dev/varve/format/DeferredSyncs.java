package dev.varve.format;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;

/**
 * Files whose closing fsync is deferred. A writer that has written every byte of a file hands its
 * output over ({@link #add}) and goes on with its next file; the output is synced and closed on a
 * background thread meanwhile. The owner calls {@link #await} before anything names the files (a
 * commit): it returns once every file handed over so far is synced and closed, or throws.
 *
 * <p>Durability is the caller's to keep: a file handed over here is not durable until
 * {@code await} returned without throwing. A failure is sticky: once a sync or close failed, every
 * later {@code await} throws it too, because the files it covers may be referenced by the owner's
 * state (Linux may report a failed write-back to one {@code fsync} only, so syncing again could
 * wrongly succeed); the owner must abandon them (abort the writer).
 *
 * <p>Thread-safe. Allocates one small task per file.
 */
public final class DeferredSyncs {
    /** The threads that wait for the syncs (in the kernel, using little CPU). */
    private static final Executor SYNC = Executors.newCachedThreadPool(
            BackgroundThreads.factory("varve-file-sync", BackgroundThreads.FLUSH_PRIORITY));

    private final Executor executor;
    private int pending;
    private IOException failure;

    public DeferredSyncs() {
        this(SYNC);
    }

    /** With the threads of {@code executor} (tests); a rejected task runs on the caller's thread. */
    public DeferredSyncs(Executor executor) {
        this.executor = executor;
    }

    /**
     * Takes over {@code out}, whose file (at {@code path}, named in errors) has all its bytes
     * written: it is synced, then closed, in the background. The caller must not use {@code out}
     * again. Never throws; a failure is reported by {@link #await}.
     */
    public void add(PositionOutput out, String path) {
        synchronized (this) {
            pending++;
        }
        Task t = new Task(out, path);
        try {
            executor.execute(t);
        } catch (RejectedExecutionException e) {
            t.run();
        }
    }

    /** Files handed over and not yet synced and closed. */
    public synchronized int pending() {
        return pending;
    }

    /**
     * Waits until every file handed over so far is synced and closed; throws if a sync or close of
     * any file this instance was given failed (now or before).
     */
    public void await() throws IOException {
        synchronized (this) {
            boolean interrupted = false;
            try {
                while (pending > 0) {
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        interrupted = true;
                        break;
                    }
                }
            } finally {
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
            if (failure != null) {
                throw new IOException(failure.getMessage(), failure);
            }
            if (interrupted) {
                throw new InterruptedIOException("interrupted while waiting for files to be synced");
            }
        }
    }

    /** Waits until no sync is running (abort, close); never throws. */
    public void awaitQuietly() {
        synchronized (this) {
            boolean interrupted = false;
            while (pending > 0) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private synchronized void done(IOException e) {
        if (e != null && failure == null) {
            failure = e;
        }
        pending--;
        notifyAll();
    }

    /** One file's sync and close. */
    private final class Task implements Runnable {
        private final PositionOutput out;
        private final String path;

        Task(PositionOutput out, String path) {
            this.out = out;
            this.path = path;
        }

        @Override
        public void run() {
            IOException error = null;
            try {
                try {
                    out.sync();
                } catch (IOException | RuntimeException e) {
                    error = new IOException("fsync of " + path + " failed, its data may not be durable: " + e, e);
                }
                try {
                    out.close();
                } catch (IOException | RuntimeException e) {
                    if (error == null) {
                        error = new IOException("closing " + path + " failed after its fsync: " + e, e);
                    } else {
                        error.addSuppressed(e);
                    }
                }
            } catch (Error e) {
                if (error == null) {
                    error = new IOException("syncing " + path + " failed: " + e, e);
                }
                throw e;
            } finally {
                done(error);
            }
        }
    }
}
