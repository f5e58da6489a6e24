package dev.varve.format;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DeferredSyncsTest {

    @Test
    void awaitReturnsOnceEveryFileHandedOverIsSyncedAndClosed() throws Exception {
        MemoryFileIO mem = new MemoryFileIO();
        DeferredSyncs syncs = new DeferredSyncs();
        for (int i = 0; i < 5; i++) {
            PositionOutput out = mem.create("/d/f" + i);
            out.write(new byte[]{1, 2, 3, (byte) i});
            syncs.add(out, "/d/f" + i);
        }
        syncs.await();
        assertEquals(0, syncs.pending());
        mem.syncDirectory("/d");
        mem.crash(); // only synced bytes survive
        for (int i = 0; i < 5; i++) {
            assertEquals(4, mem.readFully("/d/f" + i).length, "file " + i + " was synced before await returned");
        }
    }

    @Test
    void awaitWaitsForARunningSync() throws Exception {
        CountDownLatch entered = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        PositionOutput slow = new Output() {
            @Override
            public void sync() {
                entered.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        };
        DeferredSyncs syncs = new DeferredSyncs();
        syncs.add(slow, "/slow");
        assertTrue(entered.await(10, TimeUnit.SECONDS));
        ExecutorService ex = Executors.newSingleThreadExecutor();
        try {
            Future<?> waiting = ex.submit(() -> {
                syncs.await();
                return null;
            });
            assertThrows(TimeoutException.class, () -> waiting.get(200, TimeUnit.MILLISECONDS));
            assertEquals(1, syncs.pending());
            release.countDown();
            waiting.get(10, TimeUnit.SECONDS);
            assertEquals(0, syncs.pending());
        } finally {
            release.countDown();
            ex.shutdownNow();
        }
    }

    @Test
    void aFailedSyncFailsThisAndEveryLaterAwaitAndStillClosesTheOutput() throws Exception {
        Output bad = new Output() {
            @Override
            public void sync() throws IOException {
                throw new IOException("EIO");
            }
        };
        Output good = new Output();
        DeferredSyncs syncs = new DeferredSyncs(Runnable::run);
        syncs.add(bad, "/t/data-1.vrf");
        syncs.add(good, "/t/data-2.vrf");
        IOException e = assertThrows(IOException.class, syncs::await);
        assertTrue(e.getMessage().contains("/t/data-1.vrf") && e.getMessage().contains("fsync"), e.getMessage());
        assertTrue(bad.closed, "a failed sync still closes the output");
        assertTrue(good.synced && good.closed);
        // sticky: the failed file may be referenced by the owner's state, so no later await succeeds
        Output later = new Output();
        syncs.add(later, "/t/data-3.vrf");
        assertThrows(IOException.class, syncs::await);
        assertTrue(later.closed);
    }

    @Test
    void aFailedCloseAfterTheSyncFailsTheAwait() {
        Output bad = new Output() {
            @Override
            public void close() throws IOException {
                super.close();
                throw new IOException("close failed");
            }
        };
        DeferredSyncs syncs = new DeferredSyncs(Runnable::run);
        syncs.add(bad, "/t/x");
        IOException e = assertThrows(IOException.class, syncs::await);
        assertTrue(e.getMessage().contains("/t/x"), e.getMessage());
        syncs.awaitQuietly(); // never throws
    }

    @Test
    void aRejectedTaskRunsOnTheCallersThread() throws Exception {
        Output o = new Output();
        DeferredSyncs syncs = new DeferredSyncs(r -> {
            throw new java.util.concurrent.RejectedExecutionException("shut down");
        });
        syncs.add(o, "/t/y");
        assertTrue(o.synced && o.closed);
        syncs.await();
    }

    @Test
    void nothingHandedOverAwaitsAtOnce() throws Exception {
        DeferredSyncs syncs = new DeferredSyncs();
        syncs.await();
        syncs.awaitQuietly();
        assertEquals(0, syncs.pending());
        assertFalse(Thread.currentThread().isInterrupted());
    }

    /** An output that records its sync and close. */
    private static class Output implements PositionOutput {
        volatile boolean synced;
        volatile boolean closed;

        @Override
        public void write(byte[] b, int off, int len) {
        }

        @Override
        public void write(java.nio.ByteBuffer buffer) {
            buffer.position(buffer.limit());
        }

        @Override
        public long position() {
            return 0;
        }

        @Override
        public void sync() throws IOException {
            synced = true;
        }

        @Override
        public void close() throws IOException {
            closed = true;
        }
    }
}
