package dev.varve.format.run;

import dev.varve.format.BackgroundThreads;
import dev.varve.format.PositionOutput;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.Arrays;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.locks.LockSupport;
import java.util.zip.CRC32C;

/**
 * The back half of {@link RunWriter}: encodes a page's buffered records into chunks
 * ({@link PageColumns#encode}), compresses the chunks, checksums them, writes them and records
 * where each page landed. In background mode a worker thread does this while the writer buffers
 * the records of the next page; pages travel through a pool of {@link #POOL} buffers
 * (so a slow disk or compressor holds the writer back instead of buffering without bound). With
 * {@code syncEveryBytes > 0}, every time that many bytes have been written the file's write-back
 * is started on a {@link #WRITE_BACK} thread ({@link PositionOutput#writeBackEarly}, at most one
 * at a time per file), so the fsync at finish has little left to flush while neither the writer
 * nor the worker waits for the disk meanwhile. A write-back may still run when {@link #finish}
 * returns: the writer's own fsync may overlap it, and the writer waits for it
 * ({@link #awaitWriteBack}) before it closes the output; {@link #abort} waits for it itself.
 *
 * <p>The hand-over between writer and worker ({@link PageRing}, the stop signal) allocates
 * nothing when a thread waits, unlike a {@code BlockingQueue} or a latch, which allocate a node
 * for every wait (once per page when the worker is the slower side).
 *
 * <p>Threading: {@link #acquire}, {@link #submit}, {@link #finish} and {@link #abort} are called by
 * the writer's thread only; the output is used by the worker until {@code finish}/{@code abort}
 * return, then by the writer again. A failure in the worker is rethrown to the writer on its next
 * call.
 */
final class PageFlusher implements Runnable {
    static final int POOL = 3;

    /**
     * The workers; each runs at the priority of the writer that started it (a flush's, a
     * compaction's): {@link #run} goes through {@link BackgroundThreads#runFor} with the
     * {@link #submitter} recorded by {@link #restart} (no wrapper objects per file).
     */
    private static final Executor WORKERS = Executors.newCachedThreadPool(BackgroundThreads.factory("varve-run-writer"));

    /** The threads that start files' early write-back (they wait in the kernel, using little CPU). */
    private static final Executor WRITE_BACK = Executors.newCachedThreadPool(BackgroundThreads.factory("varve-run-sync"));

    /**
     * One page: the uncompressed chunks laid end to end, or, for a page with {@link #raw} records
     * (a run writer's), those records, which the flusher encodes into the chunks first.
     */
    static final class EncodedPage {
        final ByteSink body = new ByteSink(64 * 1024);
        final int[] chunkEnds;
        /** Per chunk: how many leading bytes to store raw before the compressed rest (0: compress it whole). */
        final int[] rawPrefix;
        int rows;
        /** The records to encode before the page is written ({@link PageColumns#encode}), or null: encoded already. */
        final PageColumns raw;

        EncodedPage(int chunks) {
            this(chunks, null);
        }

        EncodedPage(int chunks, PageColumns raw) {
            this.chunkEnds = new int[chunks];
            this.rawPrefix = new int[chunks];
            this.raw = raw;
        }
    }

    private static final EncodedPage END = new EncodedPage(0);
    /** Pages to wait before trying again to compress a chunk that did not shrink by 1/8. */
    private static final int COMPRESSION_RETRY_PAGES = 32;

    private PositionOutput out;
    private int codec;
    private final PageCompression compression;
    private final int zstdLevel;
    private final int chunks;
    private long syncEveryBytes;
    private final boolean background;
    private final ByteSink stored;
    private final CRC32C crc = new CRC32C();
    private final int[] retryCompressionAt;
    private final PageRing free;
    private final PageRing work;
    /** Set by the worker when it has stopped; {@link #stopWaiter} is the writer waiting for it. */
    private volatile boolean done;
    /** The writer thread that last started the worker (written before it is submitted, read by it). */
    private Thread submitter;
    /** {@link #drain} as the task of {@link BackgroundThreads#runFor}, made once. */
    private final Runnable drain = this::drain;
    private volatile Thread stopWaiter;
    private final EncodedPage single;
    private volatile Throwable failure;
    private boolean stopped;

    // written by the worker, read by the writer after finish (or racily for estimates)
    private int pageCount;
    private long[] offsets;
    private int[] lengths;
    private volatile long storedBytes;
    private long sinceSync;
    /** An early write-back of {@link #out} is running (set by the thread that writes pages, cleared by the write-back). */
    private volatile boolean writingBack;
    /** The thread waiting in {@link #awaitWriteBack}, if any. */
    private volatile Thread writeBackWaiter;
    /** {@link #writeBack} as a task, made once. */
    private final Runnable writeBackTask = this::writeBack;
    /**
     * The first failure of an early write-back. It must fail the file: after a failed fdatasync
     * Linux may mark the pages clean and report the error to that call only (errseq per open file),
     * so the fsync at finish can succeed although the data never reached the disk.
     */
    private volatile Throwable writeBackFailure;

    PageFlusher(PositionOutput out, int codec, int zstdLevel, int chunks, long syncEveryBytes, boolean background) {
        this(out, codec, zstdLevel, chunks, syncEveryBytes, background, null);
    }

    /** With the page buffers of {@code scratch} (null: new ones); give them back with {@link #handBack}. */
    PageFlusher(PositionOutput out, int codec, int zstdLevel, int chunks, long syncEveryBytes, boolean background,
                RunWriterScratch scratch) {
        this.out = out;
        if (scratch != null) {
            if (scratch.pages[0].chunkEnds.length != chunks) {
                throw new IllegalArgumentException("the scratch's pages have " + scratch.pages[0].chunkEnds.length
                        + " chunks, not " + chunks);
            }
            this.stored = scratch.stored;
            this.offsets = scratch.pageOffsets;
            this.lengths = scratch.pageLengths;
        } else {
            this.stored = new ByteSink(64 * 1024);
            this.offsets = new long[64];
            this.lengths = new int[64];
        }
        this.codec = codec;
        this.zstdLevel = zstdLevel;
        this.compression = new PageCompression(zstdLevel);
        this.chunks = chunks;
        this.syncEveryBytes = syncEveryBytes;
        this.background = background;
        this.retryCompressionAt = new int[chunks];
        if (background) {
            free = new PageRing(POOL);
            work = new PageRing(POOL + 1);
            for (int i = 0; i < POOL; i++) {
                free.put(scratch != null ? scratch.pages[i] : new EncodedPage(chunks));
            }
            single = null;
            start();
        } else {
            free = null;
            work = null;
            single = scratch != null ? scratch.pages[0] : new EncodedPage(chunks);
        }
    }

    /**
     * Whether {@link #restart} can make this flusher serve a writer on {@code scratch} with these
     * settings: it is stopped ({@link #finish} or {@link #abort} returned, the worker is gone) and
     * works on the scratch's page buffers.
     */
    boolean reusableFor(RunWriterScratch scratch, int zstdLevel, int chunks, boolean background) {
        return stopped && (done || !this.background) && this.zstdLevel == zstdLevel && this.chunks == chunks
                && this.background == background && stored == scratch.stored
                && (background || single == scratch.pages[0]);
    }

    /**
     * Makes this stopped flusher ({@link #reusableFor}) a fresh one for another file of the writer
     * that now holds {@code scratch}: as the constructor with the scratch, without new objects.
     */
    PageFlusher restart(PositionOutput out, int codec, long syncEveryBytes, RunWriterScratch scratch) {
        this.out = out;
        this.codec = codec;
        this.syncEveryBytes = syncEveryBytes;
        this.offsets = scratch.pageOffsets;
        this.lengths = scratch.pageLengths;
        this.pageCount = 0;
        this.storedBytes = 0;
        this.sinceSync = 0;
        this.failure = null;
        this.stopWaiter = null;
        this.stopped = false;
        Arrays.fill(retryCompressionAt, 0);
        if (background) {
            done = false;
            free.clear();
            work.clear();
            for (int i = 0; i < POOL; i++) {
                free.put(scratch.pages[i]);
            }
            start();
        }
        return this;
    }

    /**
     * A page buffer to encode into, or whose {@link EncodedPage#raw raw} records to fill (waits for
     * one in background mode).
     */
    EncodedPage acquire() throws IOException {
        checkFailure();
        if (!background) {
            return single;
        }
        try {
            return free.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting for a page buffer");
        }
    }

    /** Encodes (if it has raw records), compresses and writes the page (now, or in the background). */
    void submit(EncodedPage page) throws IOException {
        if (!background) {
            process(page);
            return;
        }
        work.put(page);
        checkFailure();
    }

    /** Starts the worker, at the calling writer's priority. */
    private void start() {
        submitter = Thread.currentThread();
        WORKERS.execute(this);
    }

    @Override
    public void run() {
        BackgroundThreads.runFor(submitter, drain);
    }

    /** The worker: processes submitted pages until the end marker. */
    private void drain() {
        try {
            while (true) {
                EncodedPage p = work.take();
                if (p == END) {
                    break;
                }
                if (failure == null) {
                    try {
                        process(p);
                    } catch (Throwable t) {
                        failure = t;
                    }
                }
                free.put(p);
            }
        } catch (InterruptedException e) {
            failure = new InterruptedIOException("run writer worker interrupted");
        } finally {
            compression.close();
            done = true;
            Thread w = stopWaiter;
            if (w != null) {
                LockSupport.unpark(w);
            }
        }
    }

    private void process(EncodedPage page) throws IOException {
        if (page.raw != null) {
            page.raw.encode(page);
        }
        byte[] body = page.body.buf;
        stored.reset();
        stored.i32(0); // crc, patched below
        stored.i32(page.rows);
        for (int c = 0; c < chunks; c++) {
            int from = c == 0 ? 0 : page.chunkEnds[c - 1];
            int len = page.chunkEnds[c] - from;
            int at = stored.pos;
            stored.ensure(RunFormat.CHUNK_HEADER_SIZE);
            stored.pos += RunFormat.CHUNK_HEADER_SIZE;
            int used = RunFormat.CODEC_NONE;
            int prefix = page.rawPrefix[c];
            if (codec != RunFormat.CODEC_NONE && len >= RunFormat.MIN_COMPRESS_BYTES && pageCount >= retryCompressionAt[c]) {
                if (prefix > 0 && len - prefix >= RunFormat.MIN_COMPRESS_BYTES) {
                    // bit-packed lengths would share the text's entropy tables: keep them out (FORMAT.md "Raw prefix")
                    stored.i32(prefix);
                    stored.bytes(body, from, prefix);
                    used = compression.compress(codec, body, from + prefix, len - prefix, stored);
                    if (used != RunFormat.CODEC_NONE) {
                        used |= RunFormat.CODEC_RAW_PREFIX;
                    } else {
                        stored.pos = at + RunFormat.CHUNK_HEADER_SIZE; // the rest did not shrink: all raw
                        stored.bytes(body, from, len);
                    }
                } else {
                    used = compression.compress(codec, body, from, len, stored);
                }
                int storedLen = stored.pos - at - RunFormat.CHUNK_HEADER_SIZE;
                if (used != RunFormat.CODEC_NONE && storedLen > len - len / 8) {
                    stored.pos = at + RunFormat.CHUNK_HEADER_SIZE; // keep the raw bytes instead
                    stored.bytes(body, from, len);
                    used = RunFormat.CODEC_NONE;
                }
                if (storedLen > len - len / 8) {
                    // this column hardly compresses (bit-packed or random data): a saving under 1/8 is not
                    // worth decompressing on every read, so store it raw for a while
                    retryCompressionAt[c] = pageCount + COMPRESSION_RETRY_PAGES;
                }
            } else {
                stored.bytes(body, from, len);
            }
            stored.buf[at] = (byte) used;
            ByteSink.INT_LE.set(stored.buf, at + 1, len);
            ByteSink.INT_LE.set(stored.buf, at + 5, stored.pos - at - RunFormat.CHUNK_HEADER_SIZE);
        }
        crc.reset();
        crc.update(stored.buf, 4, stored.pos - 4);
        ByteSink.INT_LE.set(stored.buf, 0, (int) crc.getValue());
        if (pageCount == offsets.length) {
            offsets = Arrays.copyOf(offsets, pageCount * 2);
            lengths = Arrays.copyOf(lengths, pageCount * 2);
        }
        offsets[pageCount] = out.position();
        lengths[pageCount] = stored.pos;
        out.write(stored.buf, 0, stored.pos);
        pageCount++;
        storedBytes += stored.pos;
        sinceSync += stored.pos;
        if (syncEveryBytes > 0 && sinceSync >= syncEveryBytes && !writingBack) {
            sinceSync = 0;
            writingBack = true;
            try {
                WRITE_BACK.execute(writeBackTask);
            } catch (RuntimeException e) {
                writingBack = false; // no thread for it: the sync at finish does all the work
            }
        }
    }

    /** The early write-back (on a {@link #WRITE_BACK} thread); a failure is left to the sync at finish to report. */
    private void writeBack() {
        try {
            out.writeBackEarly();
        } catch (IOException | RuntimeException e) {
            if (writeBackFailure == null) {
                writeBackFailure = e; // reported by checkWriteBack: the final fsync may not see it again
            }
        } finally {
            writingBack = false;
            Thread w = writeBackWaiter;
            if (w != null) {
                LockSupport.unpark(w);
            }
        }
    }

    /**
     * Waits until no early write-back of {@link #out} is running (none starts once {@link #finish}
     * returned); the writer calls it after its own fsync at finish (which may overlap the
     * write-back: both wait for the same writes) and before it closes the output.
     */
    void awaitWriteBack() {
        boolean interrupted = false;
        while (writingBack) {
            writeBackWaiter = Thread.currentThread();
            if (!writingBack) {
                break;
            }
            LockSupport.park(this);
            if (Thread.interrupted()) {
                interrupted = true;
            }
        }
        writeBackWaiter = null;
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Waits for a running early write-back ({@link #awaitWriteBack}) and throws if any write-back of
     * this file failed: the file must then not be published, whatever the writer's own fsync said.
     */
    void checkWriteBack() throws IOException {
        awaitWriteBack();
        Throwable t = writeBackFailure;
        if (t != null) {
            throw new IOException("writing the file back to disk failed, its data may not be durable: " + t, t);
        }
    }

    private void checkFailure() throws IOException {
        Throwable t = failure;
        if (t != null) {
            if (t instanceof IOException) {
                throw new IOException("writing a page failed: " + t.getMessage(), t);
            }
            if (t instanceof RuntimeException) {
                throw (RuntimeException) t;
            }
            throw new IOException("writing a page failed", t);
        }
    }

    /** Waits until every submitted page is written; rethrows a failure. The output is the caller's again. */
    void finish() throws IOException {
        stop();
        checkFailure();
    }

    /**
     * Stops the worker, dropping pages not yet written, and waits for an early write-back (the
     * caller closes the output next); never throws.
     */
    void abort() {
        if (!stopped) { // else finished (or aborted) already: the worker is gone, nothing to drop
            if (failure == null) {
                failure = new IOException("aborted");
            }
            try {
                stop();
            } catch (IOException ignored) {
                // aborting: nothing to report
            }
        }
        awaitWriteBack();
    }

    private void stop() throws IOException {
        if (stopped) {
            return;
        }
        stopped = true;
        if (!background) {
            compression.close();
            return;
        }
        boolean interrupted = false;
        work.put(END);
        while (!done) {
            stopWaiter = Thread.currentThread();
            if (done) {
                break;
            }
            LockSupport.park(this);
            if (Thread.interrupted()) {
                interrupted = true;
            }
        }
        stopWaiter = null;
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Gives the (possibly grown) page index arrays back to the scratch the pages came from; only
     * after {@link #finish} or {@link #abort} returned (the worker has stopped).
     */
    void handBack(RunWriterScratch scratch) {
        scratch.pageOffsets = offsets;
        scratch.pageLengths = lengths;
    }

    /**
     * A bounded hand-over of pages from one producer thread to one consumer thread that
     * allocates nothing: the slots are an array indexed by two counters, and a consumer with
     * nothing to take parks after publishing itself as the waiter (the producer unparks it after
     * publishing a page; either sees the other's write, so no wake-up is lost). Never holds more
     * than its capacity (the flusher's page count bounds what is in flight), so a put never waits.
     */
    static final class PageRing {
        private final EncodedPage[] slots;
        /** Pages taken (consumer) and put (producer) so far. */
        private volatile long head;
        private volatile long tail;
        private volatile Thread waiter;

        PageRing(int capacity) {
            this.slots = new EncodedPage[capacity];
        }

        /** Empties the ring; only while neither thread uses it (the flusher is stopped). */
        void clear() {
            Arrays.fill(slots, null);
            head = 0;
            tail = 0;
            waiter = null;
        }

        /** Adds a page (producer thread); the ring never overflows in the flusher's use. */
        void put(EncodedPage page) {
            long t = tail;
            if (t - head >= slots.length) {
                throw new IllegalStateException("page ring of " + slots.length + " is full");
            }
            slots[(int) (t % slots.length)] = page;
            tail = t + 1;
            Thread w = waiter;
            if (w != null) {
                LockSupport.unpark(w);
            }
        }

        /** Removes the oldest page, waiting for one (consumer thread). */
        EncodedPage take() throws InterruptedException {
            while (true) {
                long h = head;
                if (h < tail) {
                    int i = (int) (h % slots.length);
                    EncodedPage p = slots[i];
                    slots[i] = null;
                    head = h + 1;
                    return p;
                }
                waiter = Thread.currentThread();
                if (h < tail) {
                    waiter = null;
                    continue;
                }
                LockSupport.park(this);
                waiter = null;
                if (Thread.interrupted()) {
                    throw new InterruptedException();
                }
            }
        }
    }

    int pageCount() {
        return pageCount;
    }

    long[] offsets() {
        return offsets;
    }

    int[] lengths() {
        return lengths;
    }

    long storedBytes() {
        return storedBytes;
    }
}
