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
 * started on another thread every that many bytes; the writer's fsync may overlap it, its close
 * never does ({@code awaitWriteBack}, and {@code abort} waits itself); a failing write-back fails
 * the file at finish ({@code checkWriteBack}: the final fsync may not see the error again).
 */
class PageFlusherWriteBackTest {
    private static final int PAGE_BYTES = 4096;

    @Test
    void writeBackRunsOnAnotherThreadAndIsOverBeforeClose() throws Exception {
        for (boolean background : new boolean[] {false, true}) {
            SlowOutput out = new SlowOutput(false);
            PageFlusher f = new PageFlusher(out, RunFormat.CODEC_NONE, 3, 1, 3 * PAGE_BYTES, background);
            writePages(f, 40);
            f.finish();
            out.sync();
            f.awaitWriteBack();
            assertFalse(out.inWriteBack.get() > 0, "a write-back still runs, background=" + background);
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

    /**
     * A failed fdatasync may be reported to that call only (Linux marks the pages clean), so the
     * final fsync cannot be trusted to report it: the file fails at finish.
     */
    @Test
    void aFailingWriteBackFailsTheFile() throws Exception {
        SlowOutput out = new SlowOutput(true);
        PageFlusher f = new PageFlusher(out, RunFormat.CODEC_NONE, 3, 1, PAGE_BYTES, true);
        writePages(f, 10);
        f.finish();
        out.sync();
        IOException e = org.junit.jupiter.api.Assertions.assertThrows(IOException.class, f::checkWriteBack);
        assertTrue(e.getMessage().contains("may not be durable"), e.getMessage());
        assertTrue(out.writeBacks.get() >= 1);
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

    /** A real file of several MiB, written back early while written, synced and read back whole. */
    @Test
    void aLocalFileWrittenBackEarlyReadsBackWhole(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws IOException {
        dev.varve.row.RowType type = dev.varve.row.RowType.of(dev.varve.row.DataType.bigint(), dev.varve.row.DataType.string());
        dev.varve.format.LocalFileIO io = new dev.varve.format.LocalFileIO();
        String path = dir.resolve("big.vrf").toString();
        RunWriter w = new RunWriter(io, path, type, RunWriterOptions.defaults().withCompression("none"));
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(3);
        int n = 100_000;
        byte[] key = new byte[0];
        for (int i = 0; i < n; i++) {
            w.add(key, i, dev.varve.row.RowKind.INSERT, dev.varve.row.GenericRow.of((long) i, Long.toHexString(rnd.nextLong())
                    + Long.toHexString(rnd.nextLong()) + Long.toHexString(rnd.nextLong())));
        }
        long size = w.finish().getFileSize();
        assertTrue(size > 3L << 20, "the file is several MiB: " + size);
        try (RunReader r = RunReader.open(io, path, type); RunCursor c = r.cursor(null, null, null)) {
            for (int i = 0; i < n; i++) {
                assertTrue(c.next());
                assertEquals(i, c.value().getLong(0));
            }
            assertFalse(c.next());
        }
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

    /** An output whose write-back takes a while; records a close that overlaps one. */
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
            // may overlap a write-back
        }

        @Override
        public void close() {
            if (inWriteBack.get() > 0) {
                overlap.set("close during a write-back");
            }
        }
    }
}
