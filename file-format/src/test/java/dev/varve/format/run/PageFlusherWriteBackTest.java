package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.PositionOutput;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The early write-back of a run file's pages ({@link PageFlusher} with {@code syncEveryBytes > 0}):
 * started on another thread every that many bytes, never running when {@code finish} or
 * {@code abort} has returned (the writer then syncs and closes the output), and a failing
 * write-back does not fail the file (the sync at finish is what reports the disk).
 */
class PageFlusherWriteBackTest {
    private static final int PAGE_BYTES = 4096;

    @Test
    void writeBackRunsOnAnotherThreadAndIsOverWhenFinishReturns() throws Exception {
        for (boolean background : new boolean[] {false, true}) {
            SlowOutput out = new SlowOutput(false);
            PageFlusher f = new PageFlusher(out, RunFormat.CODEC_NONE, 3, 1, 3 * PAGE_BYTES, background);
            writePages(f, 40);
            f.finish();
            assertFalse(out.inWriteBack.get() > 0, "a write-back still runs after finish, background=" + background);
            out.sync();
            out.close();
            assertTrue(out.writeBacks.get() >= 1, "no early write-back, background=" + background);
            assertNotSame(Thread.currentThread(), out.writeBackThread.get());
            assertNull(out.overlap.get(), "background=" + background);
        }
    }

    @Test
    void abortWaitsForTheWriteBackToo() throws Exception {
        SlowOutput out = new SlowOutput(false);
        PageFlusher f = new PageFlusher(out, RunFormat.CODEC_NONE, 3, 1, PAGE_BYTES, true);
        writePages(f, 10);
        f.abort();
        assertEquals(0, out.inWriteBack.get());
        out.close();
        assertNull(out.overlap.get());
    }

    @Test
    void aFailingWriteBackDoesNotFailTheFile() throws Exception {
        SlowOutput out = new SlowOutput(true);
        PageFlusher f = new PageFlusher(out, RunFormat.CODEC_NONE, 3, 1, PAGE_BYTES, true);
        writePages(f, 10);
        f.finish(); // no exception
        assertTrue(out.writeBacks.get() >= 1);
        out.sync();
        out.close();
        assertNull(out.overlap.get());
    }

    /** Without {@code syncEveryBytes} nothing is written back early. */
    @Test
    void noWriteBackWithoutSyncEveryBytes() throws Exception {
        SlowOutput out = new SlowOutput(false);
        PageFlusher f = new PageFlusher(out, RunFormat.CODEC_NONE, 3, 1, 0, true);
        writePages(f, 10);
        f.finish();
        assertEquals(0, out.writeBacks.get());
    }

    private static void writePages(PageFlusher f, int pages) throws IOException {
        for (int i = 0; i < pages; i++) {
            PageFlusher.EncodedPage p = f.acquire();
            p.body.reset();
            for (int j = 0; j < PAGE_BYTES; j++) {
                p.body.u8(i + j);
            }
            p.chunkEnds[0] = p.body.pos;
            p.rows = 1;
            f.submit(p);
        }
    }

    /** An output whose write-back takes a while; records a sync or close that overlaps one. */
    private static final class SlowOutput implements PositionOutput {
        final AtomicInteger inWriteBack = new AtomicInteger();
        final AtomicInteger writeBacks = new AtomicInteger();
        final AtomicReference<Thread> writeBackThread = new AtomicReference<>();
        final AtomicReference<String> overlap = new AtomicReference<>();
        private final boolean fail;
        private long position;

        SlowOutput(boolean fail) {
            this.fail = fail;
        }

        @Override
        public void write(byte[] b, int off, int len) {
            position += len;
        }

        @Override
        public void write(ByteBuffer buffer) {
            position += buffer.remaining();
            buffer.position(buffer.limit());
        }

        @Override
        public long position() {
            return position;
        }

        @Override
        public void writeBackEarly() throws IOException {
            inWriteBack.incrementAndGet();
            writeBacks.incrementAndGet();
            writeBackThread.set(Thread.currentThread());
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                inWriteBack.decrementAndGet();
            }
            if (fail) {
                throw new IOException("injected write-back failure");
            }
        }

        @Override
        public void sync() {
            if (inWriteBack.get() > 0) {
                overlap.set("sync during a write-back");
            }
        }

        @Override
        public void close() {
            if (inWriteBack.get() > 0) {
                overlap.set("close during a write-back");
            }
        }
    }
}
