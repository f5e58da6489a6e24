package dev.varve.memtable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.varve.memtable.TestRecords.Version;
import dev.varve.row.RowKind;
import dev.varve.row.memory.PagePool;

class WriteBufferTest {
    /** Two 28-byte records fit a 64-byte page. */
    private static final int PAGE = 64;

    @TempDir
    Path dir;

    private final List<ExecutorService> executors = new ArrayList<>();

    @AfterEach
    void shutDown() throws InterruptedException {
        for (ExecutorService e : executors) {
            e.shutdownNow();
            assertTrue(e.awaitTermination(1, TimeUnit.MINUTES));
        }
    }

    private ExecutorService flushThread() {
        ExecutorService e = Executors.newSingleThreadExecutor();
        executors.add(e);
        return e;
    }

    private static byte[] key(int i) {
        return new byte[] {(byte) (i >>> 8), (byte) i};
    }

    private static void put(WriteBuffer buffer, int i) throws IOException {
        buffer.put(key(i), i, RowKind.INSERT, new byte[9]);
    }

    /** A sink whose every flush fails with an IOException of {@code message}. */
    private static CollectingSink failingSink(String message) {
        return new CollectingSink() {
            @Override
            void beforeAccept(List<Version> run) throws IOException {
                throw new IOException(message);
            }
        };
    }

    /** Runs queued tasks only when told to. */
    private static final class ManualExecutor implements java.util.concurrent.Executor {
        final List<Runnable> queued = new ArrayList<>();

        @Override
        public void execute(Runnable task) {
            queued.add(task);
        }

        void runAll() {
            while (!queued.isEmpty()) {
                queued.remove(0).run();
            }
        }
    }

    @Test
    void sealsAndFlushesWhenThePoolIsFullAndKeepsWriting() throws IOException {
        try (PagePool pool = new PagePool(4 * PAGE, PAGE)) {
            CollectingSink sink = new CollectingSink();
            WriteBuffer buffer = new WriteBuffer(pool, Runnable::run, sink);
            for (int i = 0; i < 20; i++) {
                put(buffer, i);
            }
            assertTrue(sink.runs.size() >= 2, "full memtables were flushed while writing");
            buffer.flushAll();
            assertEquals(20, sink.all().size());
            assertEquals(sink.runs.size(), buffer.flushCount());
            assertTrue(buffer.isEmpty());
            buffer.flushAll();
            assertEquals(buffer.flushCount(), sink.runs.size(), "flushing nothing calls no sink");
            buffer.close();
            assertEquals(0, pool.outstandingBytes());
            assertThrows(IllegalStateException.class, () -> put(buffer, 99));
        }
    }

    @Test
    void theWriterBlocksOnlyWhileItsMemoryIsInFlightAndTheStallIsCounted() throws Exception {
        try (PagePool pool = new PagePool(2 * PAGE, PAGE)) {
            CountDownLatch sinkEntered = new CountDownLatch(1);
            CountDownLatch releaseSink = new CountDownLatch(1);
            CollectingSink sink = new CollectingSink() {
                @Override
                void beforeAccept(List<Version> run) throws IOException {
                    sinkEntered.countDown();
                    try {
                        releaseSink.await();
                    } catch (InterruptedException e) {
                        throw new IOException(e);
                    }
                }
            };
            WriteBuffer buffer = new WriteBuffer(pool, flushThread(), sink);
            AtomicReference<Throwable> error = new AtomicReference<>();
            Thread writer = new Thread(() -> {
                try {
                    for (int i = 0; i < 12; i++) { // 4 fill the pool, the rest must wait for the flush
                        put(buffer, i);
                    }
                    buffer.flushAll();
                } catch (Throwable t) {
                    error.set(t);
                }
            });
            writer.start();
            sinkEntered.await();
            while (pool.waitNanos() == 0 && writer.isAlive()) {
                Thread.sleep(1);
            }
            assertTrue(writer.isAlive(), "the writer is blocked while its only sealed memtable is being flushed");
            releaseSink.countDown();
            writer.join();
            assertNull(error.get());
            assertTrue(buffer.stallNanos() > 0);
            assertEquals(12, sink.all().size());
            buffer.close();
        }
    }

    @Test
    void aFlushFailureSurfacesOnTheNextPutAndFlushAll() throws IOException {
        try (PagePool pool = new PagePool(2 * PAGE, PAGE)) {
            CollectingSink sink = failingSink("disk full");
            WriteBuffer buffer = new WriteBuffer(pool, Runnable::run, sink);
            IOException failure = assertThrows(IOException.class, () -> {
                for (int i = 0; i < 100; i++) {
                    put(buffer, i);
                }
            });
            assertEquals("disk full", failure.getCause().getMessage());
            IOException again = assertThrows(IOException.class, () -> put(buffer, 1));
            assertTrue(again.getMessage().contains("failed earlier: disk full"), again.getMessage());
            assertThrows(IOException.class, buffer::flushAll);
            assertFalse(buffer.isEmpty(), "unflushed data stays until close");
            buffer.close();
            assertEquals(0, pool.outstandingBytes());
        }
    }

    @Test
    void aFlushFailureOnTheFlushThreadSurfacesInFlushAll() throws Exception {
        try (PagePool pool = new PagePool(1 << 16, 1024)) {
            CollectingSink sink = new CollectingSink() {
                @Override
                void beforeAccept(List<Version> run) throws IOException {
                    throw new IOException("bucket gone");
                }
            };
            WriteBuffer buffer = new WriteBuffer(pool, flushThread(), sink);
            put(buffer, 1);
            IOException e = assertThrows(IOException.class, buffer::flushAll);
            assertEquals("bucket gone", e.getCause().getMessage());
            buffer.close();
        }
    }

    @Test
    void aRejectedFlushTaskFailsTheBuffer() throws IOException {
        try (PagePool pool = new PagePool(2 * PAGE, PAGE)) {
            WriteBuffer buffer = new WriteBuffer(pool, task -> {
                throw new RejectedExecutionException("shut down");
            }, new CollectingSink());
            IOException e = assertThrows(IOException.class, () -> {
                for (int i = 0; i < 100; i++) {
                    put(buffer, i);
                }
            });
            assertTrue(e.getMessage().contains("rejected"), e.getMessage());
            buffer.close();
            assertEquals(0, pool.outstandingBytes());
        }
    }

    @Test
    void lookupsSearchActiveThenSealedNewestFirst() throws IOException {
        try (PagePool pool = new PagePool(1 << 16, 1024)) {
            ManualExecutor executor = new ManualExecutor();
            CollectingSink sink = new CollectingSink();
            WriteBuffer buffer = new WriteBuffer(pool, executor, sink);
            LookupResult out = new LookupResult();
            buffer.put(new byte[] {1}, 1, RowKind.INSERT, new byte[] {10});
            buffer.put(new byte[] {2}, 2, RowKind.INSERT, new byte[] {20});
            assertTrue(buffer.sealActive());
            buffer.put(new byte[] {1}, 3, RowKind.DELETE, new byte[] {11});
            assertTrue(buffer.sealActive());
            assertFalse(buffer.sealActive(), "nothing to seal");
            buffer.put(new byte[] {2}, 4, RowKind.UPDATE_AFTER, new byte[] {21});
            assertEquals(2, buffer.pendingCount());

            assertTrue(buffer.get(new byte[] {1}, out));
            assertEquals(3, out.sequence());
            assertEquals(RowKind.DELETE, out.kind());
            assertTrue(buffer.get(new byte[] {2}, out));
            assertEquals(4, out.sequence());
            assertFalse(buffer.get(new byte[] {3}, out));

            executor.runAll();
            assertEquals(2, sink.runs.size());
            assertEquals(0, buffer.pendingCount());
            assertFalse(buffer.get(new byte[] {1}, out), "flushed versions are the sink's now");
            assertTrue(buffer.get(new byte[] {2}, out));
            buffer.close();
        }
    }

    @Test
    void closeDiscardsPendingDataAndALateTaskDoesNothing() throws IOException {
        try (PagePool pool = new PagePool(1 << 16, 1024)) {
            ManualExecutor executor = new ManualExecutor();
            CollectingSink sink = new CollectingSink();
            WriteBuffer buffer = new WriteBuffer(pool, executor, sink);
            put(buffer, 1);
            buffer.sealActive();
            put(buffer, 2);
            assertTrue(pool.outstandingBytes() > 0);
            buffer.close();
            assertEquals(0, pool.outstandingBytes());
            executor.runAll();
            assertEquals(0, sink.runs.size());
            buffer.close();
            assertThrows(IllegalStateException.class, () -> buffer.get(key(1), new LookupResult()));
        }
    }

    @Test
    void spillingMergesSpilledMemTablesIntoOneFlush() throws IOException {
        LocalTestFileIO io = new LocalTestFileIO();
        Path spillDir = dir.resolve("spill");
        try (PagePool pool = new PagePool(4 * PAGE, PAGE)) {
            CollectingSink sink = new CollectingSink();
            WriteBuffer buffer = new WriteBuffer(pool, Runnable::run, sink,
                    WriteBufferOptions.defaults().withSpill(io, spillDir.toString()).withSpillBlockSize(64));
            for (int i = 0; i < 40; i++) {
                buffer.put(key(i % 13), i, RowKind.INSERT, new byte[] {(byte) i});
            }
            assertTrue(buffer.spillCount() >= 3, "memtables went to spill files");
            assertEquals(0, buffer.flushCount(), "nothing flushed before commit");
            assertEquals(0, buffer.sealedMemoryBytes(), "spilled memtables hold no memory");
            LookupResult out = new LookupResult();
            for (int k = 0; k < 13; k++) {
                assertTrue(buffer.get(key(k), out), "lookup of key " + k);
                assertEquals(39 - (39 - k) % 13, out.sequence(), "latest version of key " + k);
            }
            try (Stream<Path> files = Files.list(spillDir)) {
                assertEquals(buffer.spillCount(), files.count());
            }
            buffer.flushAll();
            assertEquals(1, sink.runs.size(), "one merged level-0 run");
            assertEquals(40, sink.runs.get(0).size());
            try (Stream<Path> files = Files.list(spillDir)) {
                assertEquals(0, files.count(), "spill files deleted after the flush");
            }
            buffer.close();
            assertEquals(0, io.openHandles.get());
        }
    }

    @Test
    void sealingForACommitFlushesWithoutSpilling() throws IOException {
        LocalTestFileIO io = new LocalTestFileIO();
        try (PagePool pool = new PagePool(8 * PAGE, PAGE)) {
            ManualExecutor executor = new ManualExecutor();
            CollectingSink sink = new CollectingSink();
            WriteBuffer buffer = new WriteBuffer(pool, executor, sink,
                    WriteBufferOptions.defaults().withSpill(io, dir.resolve("s").toString()));
            put(buffer, 1);
            put(buffer, 2);
            buffer.sealForFlush();
            executor.runAll();
            assertEquals(0, buffer.spillCount(), "a memtable sealed for a commit is flushed, not spilled first");
            assertEquals(1, sink.runs.size());
            buffer.flushAll();
            // a plain seal (memory pressure) with spilling on goes to a spill file instead
            put(buffer, 3);
            buffer.sealActive();
            executor.runAll();
            assertEquals(1, buffer.spillCount());
            assertEquals(1, sink.runs.size());
            buffer.sealForFlush();
            executor.runAll();
            assertEquals(2, sink.runs.size(), "the spilled memtable is flushed at the commit");
            assertEquals(1, buffer.spillCount());
            buffer.flushAll();
            buffer.close();
        }
    }

    @Test
    void reachingMaxSpillFilesFlushesEverythingAtOnce() throws IOException {
        LocalTestFileIO io = new LocalTestFileIO();
        try (PagePool pool = new PagePool(2 * PAGE, PAGE)) {
            CollectingSink sink = new CollectingSink();
            WriteBuffer buffer = new WriteBuffer(pool, Runnable::run, sink, WriteBufferOptions.defaults()
                    .withSpill(io, dir.resolve("s").toString()).withMaxSpillFiles(3));
            for (int i = 0; i < 30; i++) {
                put(buffer, i);
            }
            assertTrue(sink.runs.size() >= 2, "flushed " + sink.runs.size() + " times");
            for (List<Version> run : sink.runs) {
                assertTrue(run.size() > 4, "each flush merged several memtables");
            }
            buffer.flushAll();
            assertEquals(30, sink.all().size());
            buffer.close();
        }
    }

    @Test
    void aSpillFailureFailsTheBuffer() throws IOException {
        LocalTestFileIO io = new LocalTestFileIO();
        io.failCreate = true;
        try (PagePool pool = new PagePool(2 * PAGE, PAGE)) {
            WriteBuffer buffer = new WriteBuffer(pool, Runnable::run, new CollectingSink(),
                    WriteBufferOptions.defaults().withSpill(io, dir.toString()));
            IOException e = assertThrows(IOException.class, () -> {
                for (int i = 0; i < 100; i++) {
                    put(buffer, i);
                }
            });
            assertTrue(e.getMessage().contains("injected create failure"), e.getMessage());
            buffer.close();
            assertEquals(0, pool.outstandingBytes());
        }
    }

    @Test
    void aReclaimerFreesMemoryOfAnotherBucketSharingThePool() throws IOException {
        try (PagePool pool = new PagePool(4 * PAGE, PAGE)) {
            CollectingSink sinkA = new CollectingSink();
            CollectingSink sinkB = new CollectingSink();
            WriteBuffer[] buffers = new WriteBuffer[2];
            MemoryReclaimer sealOthers = (requester, bytes) -> {
                boolean any = false;
                for (WriteBuffer other : buffers) {
                    if (other != requester) {
                        any |= other.sealActive();
                    }
                }
                return any;
            };
            WriteBufferOptions options = WriteBufferOptions.defaults().withReclaimer(sealOthers);
            buffers[0] = new WriteBuffer(pool, Runnable::run, sinkA, options);
            buffers[1] = new WriteBuffer(pool, Runnable::run, sinkB, options);
            for (int i = 0; i < 8; i++) {
                put(buffers[0], i); // fills the whole pool
            }
            assertEquals(0, sinkA.runs.size());
            put(buffers[1], 100);
            assertEquals(1, sinkA.runs.size(), "bucket A was sealed and flushed to make room for B");
            assertEquals(1, buffers[1].activeRecordCount());
            buffers[0].close();
            buffers[1].close();
        }
    }

    @Test
    void withoutAReclaimerAWriterThatCanFreeNothingFailsAfterMaxStall() throws IOException {
        try (PagePool pool = new PagePool(2 * PAGE, PAGE)) {
            WriteBufferOptions options = WriteBufferOptions.defaults().withMaxStall(20, TimeUnit.MILLISECONDS);
            WriteBuffer a = new WriteBuffer(pool, Runnable::run, new CollectingSink(), options);
            WriteBuffer b = new WriteBuffer(pool, Runnable::run, new CollectingSink(), options);
            for (int i = 0; i < 4; i++) {
                put(a, i);
            }
            IOException e = assertThrows(IOException.class, () -> put(b, 1));
            assertTrue(e.getMessage().contains("stalled") && e.getMessage().contains("nothing of this writer can be freed"),
                    e.getMessage());
            assertTrue(b.stallNanos() > 0);
            a.close();
            b.close();
        }
    }

    @Test
    void aRecordThatCanNeverFitIsRejected() throws IOException {
        try (PagePool pool = new PagePool(2 * PAGE, PAGE)) {
            WriteBuffer buffer = new WriteBuffer(pool, Runnable::run, new CollectingSink());
            assertThrows(IllegalArgumentException.class, () -> buffer.put(key(1), 1, RowKind.INSERT, new byte[200]));
            assertThrows(IllegalArgumentException.class, () -> buffer.put(null, 1, RowKind.INSERT, new byte[1]));
            assertThrows(IllegalArgumentException.class, () -> new WriteBuffer(pool, null, new CollectingSink()));
            buffer.close();
        }
    }

    @Test
    void helpFlushRunsAFlushNoFlushThreadStartedOnTheCallerOnceAndInSealOrder() throws IOException {
        try (PagePool pool = new PagePool(64 * PAGE, PAGE)) {
            List<Thread> flushedBy = new ArrayList<>();
            CollectingSink sink = new CollectingSink() {
                @Override
                void beforeAccept(List<Version> run) {
                    flushedBy.add(Thread.currentThread());
                }
            };
            ManualExecutor executor = new ManualExecutor();
            WriteBuffer buffer = new WriteBuffer(pool, executor, sink);
            buffer.helpFlush(); // nothing scheduled: nothing to do
            assertEquals(0, sink.runs.size());
            for (int i = 0; i < 3; i++) {
                put(buffer, i);
            }
            buffer.sealActive(); // first memtable: keys 0..2
            for (int i = 3; i < 5; i++) {
                put(buffer, i);
            }
            buffer.sealForFlush(); // second: keys 3..4
            assertEquals(1, executor.queued.size(), "one drain task for both");
            buffer.helpFlush();
            assertEquals(2, sink.runs.size(), "the helper drained both memtables");
            assertEquals(List.of(Thread.currentThread(), Thread.currentThread()), flushedBy);
            assertEquals(3, sink.runs.get(0).size(), "in seal order");
            assertEquals(2, sink.runs.get(1).size());
            assertEquals(0, buffer.pendingCount());
            executor.runAll(); // the queued task finds nothing left
            assertEquals(2, sink.runs.size());
            buffer.flushAll();
            put(buffer, 5);
            buffer.sealForFlush();
            executor.runAll(); // later seals are scheduled again
            assertEquals(3, sink.runs.size());
            buffer.helpFlush();
            assertEquals(3, sink.runs.size());
            assertEquals(6, sink.all().size());
            buffer.close();
        }
    }

    @Test
    void helpFlushLeavesAFlushAFlushThreadIsRunning() throws Exception {
        try (PagePool pool = new PagePool(64 * PAGE, PAGE)) {
            CountDownLatch flushing = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            List<Thread> flushedBy = java.util.Collections.synchronizedList(new ArrayList<>());
            CollectingSink sink = new CollectingSink() {
                @Override
                void beforeAccept(List<Version> run) throws IOException {
                    flushedBy.add(Thread.currentThread());
                    flushing.countDown();
                    try {
                        release.await();
                    } catch (InterruptedException e) {
                        throw new java.io.InterruptedIOException();
                    }
                }
            };
            WriteBuffer buffer = new WriteBuffer(pool, flushThread(), sink);
            put(buffer, 1);
            buffer.sealActive();
            assertTrue(flushing.await(1, TimeUnit.MINUTES));
            put(buffer, 2);
            buffer.sealForFlush(); // queued behind the running flush, which will take it
            buffer.helpFlush(); // returns at once: the flush thread is draining
            assertFalse(flushedBy.contains(Thread.currentThread()));
            release.countDown();
            buffer.flushAll();
            assertEquals(2, sink.runs.size());
            assertFalse(flushedBy.contains(Thread.currentThread()), "both flushes ran on the flush thread");
            assertEquals(2, sink.all().size());
            buffer.close();
        }
    }

    @Test
    void aFailedFlushOnTheHelperSurfacesLikeAFlushThreadsFailure() throws IOException {
        try (PagePool pool = new PagePool(64 * PAGE, PAGE)) {
            CollectingSink sink = failingSink("disk full");
            ManualExecutor executor = new ManualExecutor();
            WriteBuffer buffer = new WriteBuffer(pool, executor, sink);
            put(buffer, 1);
            buffer.sealForFlush();
            buffer.helpFlush();
            IOException e = assertThrows(IOException.class, buffer::flushAll);
            assertTrue(e.getMessage().contains("disk full"), e.getMessage());
            executor.runAll();
            buffer.helpFlush();
            assertThrows(IOException.class, () -> put(buffer, 2));
            buffer.close();
        }
    }
}
