package dev.varve.format.run;

/**
 * The decode buffers of a {@link RunCursor} (stored and decompressed page bytes, decoded keys,
 * sequences, kinds and value columns, the decompression context) and the footer buffer of
 * {@link RunReader#open(dev.varve.format.FileIO, String, dev.varve.row.RowType, RunReadScratch)},
 * handed from one file to the next, so that reading many files (compaction) does not allocate and
 * regrow them for every file. The page buffers grow to the largest page seen and never shrink; the
 * footer buffer to the largest footer head ({@link #footerHead}: the sections before the bloom filter,
 * at least {@link #FOOTER_HEAD} bytes), not with the files' bloom filters.
 *
 * <p>Reuse contract: a cursor made with {@link RunReader#cursor(int[], byte[], byte[], RunReadScratch)}
 * takes the scratch over and hands it back when it is closed; everything it returned (value row,
 * key arrays, byte views) is valid only until the next cursor on the same scratch reads a page.
 * Files of any value type may share one scratch (column vectors are re-typed or replaced as
 * needed). A scratch whose cursor was dropped without {@link RunCursor#close()} stays claimed:
 * make a new one. The page index of a reader opened on the scratch lives in the scratch's footer
 * arrays while that reader is open ({@link FooterArrays}: one reader holds them at a time).
 *
 * <p>Not thread-safe: one cursor at a time (a second cursor on a claimed scratch is an
 * IllegalStateException); a pool handing scratches to threads must synchronize its hand-over.
 * {@link #close()} releases the native decompression context (the scratch stays usable).
 */
public final class RunReadScratch implements AutoCloseable {
    PageDecoder decoder;
    /** Footer bytes of the last open (grown to the largest footer). */
    byte[] footer = new byte[0];
    /** A buffer view of {@link #footer} (re-made when it grows): reads into it wrap nothing per call. */
    private java.nio.ByteBuffer footerView = java.nio.ByteBuffer.wrap(footer);
    /** Header and trailer bytes of the last open, with a view, and the CRC that checks them and the footer. */
    final byte[] header = new byte[RunFormat.HEADER_SIZE];
    final byte[] trailer = new byte[RunFormat.TRAILER_SIZE];
    private final java.nio.ByteBuffer headerView = java.nio.ByteBuffer.wrap(header);
    private final java.nio.ByteBuffer trailerView = java.nio.ByteBuffer.wrap(trailer);
    final java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
    /** The footer arrays to lend to the next reader opened on this scratch; null while lent. */
    private FooterArrays footerArrays = new FooterArrays();
    private boolean inUse;
    /** Whether cursors on this scratch read each next page ahead on a background thread. */
    private boolean prefetchPages;
    /** Whether those read aheads decode the page too ({@link #decodeAhead}). */
    private boolean decodeAhead;

    public RunReadScratch() {
    }

    /**
     * Whether cursors made on this scratch from now on read the page after the one they load on a
     * background thread (stored bytes read and checked, chunks decompressed: {@link PagePrefetch}),
     * so a reading thread decodes while the next page is fetched. For scans of many pages on a
     * machine with more than one processor; off by default. The file's input must allow concurrent
     * positional reads ({@link dev.varve.format.PositionInput} does), and what a cursor returned stays
     * valid as without it (until the next page is loaded).
     */
    public synchronized void prefetchPages(boolean on) {
        prefetchPages = on;
    }

    /**
     * With {@link #prefetchPages}: whether the read ahead also decodes the page (the keys, kinds,
     * sequences unless read lazily, and the projected value columns: what its cursor decodes at a
     * load), into buffers of its own that the cursor takes over when it loads the page
     * ({@link PageDecoder.Ahead}), so the reading thread neither decompresses nor decodes the pages
     * read ahead in time. What a cursor returned stays valid exactly as without it: until the next
     * page is loaded. A chunk that fails to decode there is decoded (and fails) on the reading
     * thread. Off by default; for cursors made from now on.
     */
    public synchronized void decodeAhead(boolean on) {
        decodeAhead = on;
    }

    /** Chunks (keys, sequences, kinds, value columns) its cursors took decoded from a read ahead so far. */
    public synchronized long chunksDecodedAhead() {
        return decoder == null ? 0 : decoder.chunksDecodedAhead;
    }

    /** Pages its cursors loaded so far (read ahead or not). */
    public synchronized long pagesLoaded() {
        return decoder == null ? 0 : decoder.pagesLoaded;
    }

    /** Pages its cursors loaded from a read ahead so far (not counting pages they read themselves). */
    public synchronized long pagesReadAhead() {
        return decoder == null ? 0 : decoder.pagesReadAhead;
    }

    /**
     * Pages whose read ahead was still running when its cursor needed them, so the cursor read them
     * itself instead of waiting (so far).
     */
    public synchronized long pagesReadAheadTooLate() {
        return decoder == null ? 0 : decoder.readAheadsTooLate();
    }

    /** Whether a cursor holds this scratch now. */
    public synchronized boolean inUse() {
        return inUse;
    }

    /** The scratch's decoder bound to {@code reader}, claimed for one cursor. */
    synchronized PageDecoder claim(RunReader reader) {
        if (inUse) {
            throw new IllegalStateException("run read scratch is in use by another cursor");
        }
        inUse = true;
        if (decoder == null) {
            decoder = new PageDecoder(reader);
            decoder.testLate = testLate;
        } else {
            decoder.bind(reader);
        }
        decoder.scratch = this;
        decoder.prefetchPages = prefetchPages;
        decoder.decodeAhead = decodeAhead;
        return decoder;
    }

    /**
     * Tests: the read aheads of this scratch's cursors are forced late for the pages {@code late}
     * accepts, early for the others, whatever the scheduling ({@link PagePrefetch#testLate}).
     */
    synchronized void forceReadAheads(java.util.function.IntPredicate late) {
        if (decoder != null) {
            throw new IllegalStateException("set before the first cursor");
        }
        testLate = late;
    }

    private java.util.function.IntPredicate testLate;

    synchronized void release() {
        inUse = false;
    }

    /** The least footer head {@link #footerHead} reads into the footer buffer (the rest is checksummed only). */
    static final int FOOTER_HEAD = 64 * 1024;
    /** The chunk the rest of a footer past its head is read into for its checksum (made on first use). */
    private byte[] chunk;
    private java.nio.ByteBuffer chunkView;

    /**
     * How many of a footer's {@code footerLen} bytes to read into the footer buffer: all of them when they fit
     * it, else as many as it holds, at least {@link #FOOTER_HEAD}. Footers are mostly their bloom filter (~1.25
     * bytes per key): the buffer then stops growing with the files, the sections before the filter fit.
     */
    int footerHead(int footerLen) {
        return Math.min(footerLen, Math.max(footer.length, FOOTER_HEAD));
    }

    /**
     * Adds {@code len} bytes of {@code in} at {@code position} to {@link #crc}, read through a fixed chunk
     * ({@link #FOOTER_HEAD} bytes, made once).
     */
    void checksumRest(dev.varve.format.PositionInput in, long position, int len) throws java.io.IOException {
        if (chunk == null) {
            chunk = new byte[FOOTER_HEAD];
            chunkView = java.nio.ByteBuffer.wrap(chunk);
        }
        int done = 0;
        while (done < len) {
            int n = Math.min(chunk.length, len - done);
            chunkView.clear().limit(n);
            in.readFully(position + done, chunkView);
            crc.update(chunk, 0, n);
            done += n;
        }
    }

    byte[] footerBuffer(int len) {
        if (footer.length < len) {
            // doubling, except that a head (at most FOOTER_HEAD) grows the buffer to FOOTER_HEAD at most
            int grown = len <= FOOTER_HEAD ? Math.min(footer.length * 2, FOOTER_HEAD) : footer.length * 2;
            footer = new byte[Math.max(len, grown)];
            footerView = java.nio.ByteBuffer.wrap(footer);
        }
        return footer;
    }

    /**
     * Reads {@code len} bytes at {@code position} of {@code in} into the start of {@link #header},
     * {@link #trailer} or {@link #footer} ({@code into}) through its view, without a wrapper per read.
     */
    void readInto(dev.varve.format.PositionInput in, long position, byte[] into, int len) throws java.io.IOException {
        java.nio.ByteBuffer view = into == header ? headerView : into == trailer ? trailerView
                : into == footer ? footerView : null;
        if (view == null) {
            throw new IllegalArgumentException("not a buffer of this scratch");
        }
        view.clear().limit(len);
        in.readFully(position, view);
    }

    /**
     * The footer arrays for a reader being opened, which holds them until it is closed
     * ({@link #returnFooterArrays}); null while another reader holds them (the caller then makes
     * its own). See {@link FooterArrays} for the ownership rule.
     */
    synchronized FooterArrays lendFooterArrays() {
        FooterArrays a = footerArrays;
        footerArrays = null;
        return a;
    }

    /** Takes back the footer arrays a reader held (it dropped every reference to them). */
    synchronized void returnFooterArrays(FooterArrays a) {
        footerArrays = a;
    }

    /** Bytes of the footer buffer (the largest footer read so far), so a pool can hand out the best fit. */
    public synchronized int footerCapacity() {
        return footer.length;
    }

    /** Heap bytes of the buffers (for pools that bound what they keep). */
    public synchronized long retainedBytes() {
        return footer.length + (chunk == null ? 0 : chunk.length) + (footerArrays == null ? 0 : footerArrays.retainedBytes())
                + (decoder == null ? 0 : decoder.scanRetainedBytes());
    }

    @Override
    public synchronized void close() {
        if (decoder != null) {
            decoder.releaseNative();
        }
    }
}
