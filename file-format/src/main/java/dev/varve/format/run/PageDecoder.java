package dev.varve.format.run;

import dev.varve.format.CorruptFileException;
import dev.varve.format.PositionInput;
import java.io.EOFException;
import java.io.IOException;
import java.util.zip.CRC32C;

/**
 * Reads, verifies and decodes one page at a time. Buffers and column vectors are reused from page
 * to page, and, for a decoder owned by a {@link RunReadScratch}, from file to file ({@link #bind}).
 * Decoding of each chunk is on demand, so a lookup decodes only keys until it has found
 * its row, and a projected cursor skips unprojected columns. Not thread-safe.
 */
final class PageDecoder implements AutoCloseable {
    private RunReader reader;
    /** Non-null: the scratch owning this decoder; {@link #close} hands it back instead of closing. */
    RunReadScratch scratch;
    private final PageCompression compression = new PageCompression(1);
    /** A source over the chunk being decoded (one chunk at a time). */
    private final ByteSource chunkSource = new ByteSource(null, -1, -1, -1, new byte[0], 0, 0);
    /** The loaded page's stored and decompressed bytes and chunk table. */
    private PageBuffer cur = new PageBuffer();
    /**
     * With {@link #prefetchPages}: the next page read and decompressed on a background thread while
     * this one is decoded ({@link PagePrefetch}); null until the first prefetch.
     */
    private PagePrefetch prefetch;
    /** Whether a cursor on this decoder has the next page read ahead ({@link #prefetch}). */
    boolean prefetchPages;
    /**
     * With {@link #prefetchPages}: whether the read ahead also decodes the chunks its cursor decodes at
     * a load ({@link Ahead}), so the reading thread takes the page decoded.
     */
    boolean decodeAhead;
    /** Pages loaded, and of them loaded from a read ahead (for tests and figures). */
    long pagesLoaded;
    long pagesReadAhead;
    /** Chunks taken decoded from a read ahead (for tests and figures). */
    long chunksDecodedAhead;
    int page = -1;
    int rows;
    /** Chunks of a page of the bound reader's files: keys, sequences, kinds, then one per value column. */
    private int chunks;
    private boolean[] decoded = new boolean[0];

    final KeyChunk.Decoded keys = new KeyChunk.Decoded();
    long[] seqs = new long[0];
    byte[] kinds = new byte[0];
    /** The value columns of the bound reader's type (created on first use). */
    ColumnVector[] columns;
    /** Vectors kept across {@link #bind} by column position (re-typed when the physical kind matches). */
    private ColumnVector[] vectorPool = new ColumnVector[0];

    PageDecoder(RunReader reader) {
        this.reader = reader;
        int cols = reader.valueType().size();
        this.columns = new ColumnVector[cols];
        sizeChunkArrays(cols + 3);
    }

    private void sizeChunkArrays(int n) {
        chunks = n;
        if (decoded.length < n) {
            decoded = new boolean[n];
        }
    }

    /**
     * Re-targets this decoder at another reader's file, keeping its buffers, and column vectors
     * whose physical kind matches the new type at their position. No page is loaded afterwards.
     */
    void bind(RunReader r) {
        cancelPrefetch();
        this.reader = r;
        this.page = -1;
        this.rows = 0;
        int cols = r.valueType().size();
        sizeChunkArrays(cols + 3);
        for (int c = 0; c < columns.length; c++) {
            if (columns[c] != null) {
                keep(c, columns[c]);
            }
        }
        if (columns.length != cols) {
            columns = new ColumnVector[cols];
        }
        for (int c = 0; c < cols; c++) {
            ColumnVector v = c < vectorPool.length ? vectorPool[c] : null;
            columns[c] = v == null ? null : v.retype(r.valueType().type(c));
        }
    }

    private void keep(int c, ColumnVector v) {
        if (vectorPool.length <= c) {
            vectorPool = java.util.Arrays.copyOf(vectorPool, Math.max(c + 1, vectorPool.length * 2));
        }
        vectorPool[c] = v;
    }

    /** Reads and verifies page p (checksum, chunk table); decompresses and decodes nothing yet. */
    void load(int p) throws IOException {
        PagePrefetch f = prefetch;
        PageBuffer fetched = null;
        if (f != null) {
            // the page read ahead (rethrowing what its read threw), or null: none, another page, or not started
            fetched = f.take(p);
        }
        if (fetched != null) {
            f.giveBack(cur);
            cur = fetched;
            pagesReadAhead++;
        } else {
            cur.read(reader, p, chunks);
        }
        this.page = p;
        this.rows = cur.rows;
        pagesLoaded++;
        java.util.Arrays.fill(decoded, 0, chunks, false);
        if (fetched != null) {
            takeDecoded(f.ahead, p);
        }
    }

    /**
     * Takes the chunks of page p that its read ahead decoded ({@link Ahead}): each one's decoded
     * state is exchanged with this decoder's (the key object's and the column vectors' contents, so
     * views holding those objects read page p; the sequence and kind arrays), and the chunk is
     * marked decoded. What was decoded for this decoder's previous page is the read ahead's to
     * decode the next page into; that page is no longer readable here (as after any load).
     */
    private void takeDecoded(Ahead a, int p) {
        if (a.page != p || a.reader != reader) {
            return;
        }
        int n = Math.min(chunks, a.done.length);
        for (int c = 0; c < n; c++) {
            if (!a.done[c]) {
                continue;
            }
            if (c == 0) {
                keys.swapWith(a.keys);
            } else if (c == 1) {
                long[] s = seqs;
                seqs = a.seqs;
                a.seqs = s;
            } else if (c == 2) {
                byte[] k = kinds;
                kinds = a.kinds;
                a.kinds = k;
            } else {
                ColumnVector mine = columns[c - 3];
                if (mine == null) {
                    mine = columns[c - 3] = ColumnVector.create(reader.valueType().type(c - 3));
                }
                ColumnVector theirs = a.columns[c - 3];
                if (theirs.getClass() != mine.getClass()) {
                    continue; // not expected (both are made for the reader's type): decoded here instead
                }
                mine.swapWith(theirs);
            }
            decoded[c] = true;
            chunksDecodedAhead++;
        }
        a.page = -1;
    }

    /**
     * Starts reading page {@code p} ahead on a background thread ({@link #prefetchPages} only): its
     * stored bytes are read and verified and the chunks {@code wanted} marks (index as in the chunk
     * table) decompressed into a second buffer, which {@link #load load(p)} then takes over. The
     * page loaded now stays as it is; any other page read ahead before is dropped.
     */
    void prefetch(int p, boolean[] wanted) {
        prefetch(p, wanted, null);
    }

    /**
     * As {@link #prefetch(int, boolean[])}; with {@link #decodeAhead}, the chunks {@code decode}
     * marks (a subset of {@code wanted}: what the cursor decodes at each load) are decoded too, into
     * the read ahead's own keys, arrays and vectors, which {@link #load load(p)} takes over.
     */
    void prefetch(int p, boolean[] wanted, boolean[] decode) {
        if (!prefetchPages) {
            return;
        }
        if (prefetch == null) {
            prefetch = new PagePrefetch();
            prefetch.testLate = testLate;
        }
        prefetch.start(reader, p, chunks, wanted, decodeAhead ? decode : null);
    }

    /** Tests: which pages' read aheads are forced late, the others early ({@link PagePrefetch#testLate}); null otherwise. */
    java.util.function.IntPredicate testLate;

    /** Pages whose read ahead still ran when they were loaded (read here instead of waiting). */
    long readAheadsTooLate() {
        return prefetch == null ? 0 : prefetch.notTaken;
    }

    /** Waits for a page read ahead (if one is being read) and drops it. */
    private void cancelPrefetch() {
        if (prefetch != null) {
            prefetch.cancel();
        }
    }

    /**
     * A page decoded on a read-ahead thread ({@link PagePrefetch}, with {@link #decodeAhead}): the
     * chunks its cursor decodes at a load (keys, sequences unless the cursor reads them lazily,
     * kinds, the projected value columns), decoded by the same code as on the decoder's thread into
     * keys, arrays and vectors of its own, which {@link #load} exchanges with the decoder's. A chunk
     * whose decode fails (a corrupt page, with a valid checksum) is left undecoded, as are those
     * after it: the decoder decodes it itself when the cursor asks, and fails there with the same
     * error at the same point of the scan as without the read ahead. Written by the read-ahead
     * thread while its job runs, read by the decoder after {@link PagePrefetch#take} (the job's
     * state hands it over, as it does the page buffer).
     */
    static final class Ahead {
        final KeyChunk.Decoded keys = new KeyChunk.Decoded();
        long[] seqs = new long[0];
        byte[] kinds = new byte[0];
        ColumnVector[] columns = new ColumnVector[0];
        /** Whether chunk c of {@link #page} is decoded here. */
        boolean[] done = new boolean[0];
        /** The page decoded (-1: none, or taken) and its reader. */
        int page = -1;
        RunReader reader;
        private final ByteSource chunkSource = new ByteSource(null, -1, -1, -1, new byte[0], 0, 0);

        /** Decodes the chunks {@code which} marks of the page read into {@code b} (stops at the first that fails). */
        void decode(RunReader reader, PageBuffer b, PageCompression compression, boolean[] which, int chunks) {
            page = -1;
            this.reader = reader;
            if (done.length < chunks) {
                done = new boolean[chunks];
            }
            java.util.Arrays.fill(done, 0, chunks, false);
            int rows = b.rows;
            int n = Math.min(chunks, which.length);
            try {
                for (int c = 0; c < n; c++) {
                    if (!which[c]) {
                        continue;
                    }
                    ByteSource in;
                    if (c == 0) {
                        decodeKeys(keys, chunk(b, 0, compression, chunkSource), rows, reader, b.page);
                    } else if (c == 1) {
                        if (seqs.length < rows) {
                            seqs = new long[Math.max(rows, seqs.length * 2)];
                        }
                        in = chunk(b, 1, compression, chunkSource);
                        IntBlock.decode(in, rows, seqs);
                        finishChunk(in);
                    } else if (c == 2) {
                        if (kinds.length < rows) {
                            kinds = new byte[Math.max(rows, kinds.length * 2)];
                        }
                        in = chunk(b, 2, compression, chunkSource);
                        KindChunk.decode(in, rows, kinds);
                        finishChunk(in);
                    } else {
                        ColumnVector v = vector(reader, c - 3);
                        if (v instanceof ColumnVector.LongVector && keyDerived(b, c, compression, chunkSource, reader)) {
                            if (!done[0]) {
                                break; // its keys are not decoded here: the decoder decodes both
                            }
                            in = chunk(b, c, compression, chunkSource);
                            ((ColumnVector.LongVector) v).decodeFromKeys(in, rows, keys.fixed, keys.fixedLen);
                        } else {
                            in = chunk(b, c, compression, chunkSource);
                            v.decode(in, rows);
                        }
                        finishChunk(in);
                    }
                    done[c] = true;
                }
            } catch (Throwable t) {
                // left to the decoder: it decodes this chunk itself when asked and reports what is wrong
            }
            page = b.page;
        }

        /** This read ahead's vector for value column c of the reader's type (made, or re-typed, as the decoder's is). */
        private ColumnVector vector(RunReader reader, int c) {
            if (columns.length <= c) {
                columns = java.util.Arrays.copyOf(columns, Math.max(c + 1, reader.valueType().size()));
            }
            dev.varve.row.DataType t = reader.valueType().type(c);
            ColumnVector v = columns[c];
            v = v == null ? ColumnVector.create(t) : v.retype(t);
            columns[c] = v;
            return v;
        }

        /** Heap bytes of its decoded arrays. */
        long retainedBytes() {
            long b = keys.lookupRetainedBytes() + 9L * seqs.length;
            for (ColumnVector c : columns) {
                if (c != null) {
                    b += c.retainedBytes();
                }
            }
            return b;
        }
    }

    /**
     * One page's bytes: as stored in the file (checksum verified) and decompressed chunk by chunk
     * into {@link #raw}, with the page's chunk table. A decoder reads pages into its current buffer,
     * or takes over the buffer a {@link PagePrefetch} read the page into on another thread.
     * Not thread-safe: one thread at a time (the hand-over between threads is {@link PagePrefetch}'s).
     */
    static final class PageBuffer {
        byte[] stored = new byte[1024];
        /** A buffer view of {@link #stored} for the page reads (re-made when {@code stored} is replaced). */
        private java.nio.ByteBuffer storedView = java.nio.ByteBuffer.wrap(stored);
        byte[] raw = new byte[1024];
        private final CRC32C crc = new CRC32C();
        private final ByteSource pageSource = new ByteSource(null, -1, -1, -1, new byte[0], 0, 0);
        int page = -1;
        int rows;
        long pageOffset;
        String path;
        int[] chunkStart = new int[0];
        int[] chunkLength = new int[0];
        int[] chunkCodec = new int[0];
        int[] storedStart = new int[0];
        int[] storedLength = new int[0];
        /** Whether chunk c is decompressed into {@link #raw} already. */
        boolean[] inflated = new boolean[0];

        private void size(int n) {
            if (chunkStart.length >= n) {
                return;
            }
            chunkStart = new int[n];
            chunkLength = new int[n];
            chunkCodec = new int[n];
            storedStart = new int[n];
            storedLength = new int[n];
            inflated = new boolean[n];
        }

        /** Reads and verifies page p of {@code reader}'s file (checksum, chunk table); decompresses nothing. */
        void read(RunReader reader, int p, int chunks) throws IOException {
            size(chunks);
            Footer f = reader.footer();
            long offset = f.pageOffset[p];
            int len = f.pageLength[p];
            if (stored.length < len) {
                stored = new byte[Math.max(len, stored.length * 2)];
            }
            path = reader.path();
            pageOffset = offset;
            page = -1;
            PositionInput in = reader.input();
            try {
                if (storedView.array() != stored) {
                    storedView = java.nio.ByteBuffer.wrap(stored);
                }
                storedView.clear().limit(len);
                in.readFully(offset, storedView);
            } catch (EOFException e) {
                throw new CorruptFileException(reader.path(), offset, "page " + p + " is truncated", e);
            }
            crc.reset();
            crc.update(stored, 4, len - 4);
            int expect = (int) ByteSink.INT_LE.get(stored, 0);
            if ((int) crc.getValue() != expect) {
                throw new CorruptFileException(reader.path(), offset, "page " + p + " checksum mismatch");
            }
            ByteSource src = pageSource.reset(reader.path(), offset, p, -1, stored, 4, len - 4);
            int rowCount = src.i32();
            if (rowCount != f.pageRows[p]) {
                throw src.corrupt("page header says " + rowCount + " rows, the page index " + f.pageRows[p]);
            }
            long rawTotal = 0;
            for (int c = 0; c < chunks; c++) {
                int codec = src.u8();
                int rawLen = src.count("chunk raw length", Integer.MAX_VALUE - 64);
                int storedLen = src.count("chunk stored length", src.remaining() - 4L);
                int base = codec & ~RunFormat.CODEC_RAW_PREFIX;
                if (base > RunFormat.CODEC_ZSTD || (codec == RunFormat.CODEC_NONE && rawLen != storedLen)
                        || (codec != base && (base == RunFormat.CODEC_NONE || storedLen < 4
                        || Integer.toUnsignedLong((int) ByteSink.INT_LE.get(src.buf, src.pos)) > Math.min(rawLen, storedLen - 4L)))) {
                    throw src.corrupt("chunk " + c + " has codec " + codec + ", raw " + rawLen + ", stored " + storedLen);
                }
                chunkCodec[c] = codec;
                storedStart[c] = src.pos;
                storedLength[c] = storedLen;
                chunkStart[c] = (int) rawTotal;
                chunkLength[c] = rawLen;
                rawTotal += rawLen;
                src.skip(storedLen);
                inflated[c] = false;
            }
            if (src.remaining() != 0) {
                throw src.corrupt(src.remaining() + " bytes after the last column chunk");
            }
            if (rawTotal > Integer.MAX_VALUE - 64) {
                throw src.corrupt("page of " + rawTotal + " bytes");
            }
            if (raw.length < rawTotal + RunFormat.SLACK) {
                raw = new byte[(int) Math.max(rawTotal + RunFormat.SLACK, Math.min(Integer.MAX_VALUE - 64, raw.length * 2L))];
            }
            this.rows = rowCount;
            this.page = p;
        }

        /** Decompresses chunk c into its place in {@link #raw} (once per page). */
        void inflate(int c, PageCompression compression) throws CorruptFileException {
            if (inflated[c]) {
                return;
            }
            try {
                int codec = chunkCodec[c];
                if ((codec & RunFormat.CODEC_RAW_PREFIX) != 0) {
                    // checked at read: 0 <= p <= min(raw length, stored length - 4)
                    int p = (int) ByteSink.INT_LE.get(stored, storedStart[c]);
                    System.arraycopy(stored, storedStart[c] + 4, raw, chunkStart[c], p);
                    compression.decompress(codec & ~RunFormat.CODEC_RAW_PREFIX, stored, storedStart[c] + 4 + p,
                            storedLength[c] - 4 - p, raw, chunkStart[c] + p, chunkLength[c] - p);
                } else {
                    compression.decompress(codec, stored, storedStart[c], storedLength[c], raw, chunkStart[c], chunkLength[c]);
                }
            } catch (IllegalArgumentException e) {
                throw new CorruptFileException(path, pageOffset, "page " + page + " chunk " + c + ": " + e.getMessage(), e);
            }
            inflated[c] = true;
        }

        /** Heap bytes of the buffers. */
        long retainedBytes() {
            return stored.length + raw.length + 24L * chunkStart.length;
        }
    }

    /**
     * The bytes of the page last {@link #load loaded}, exactly as stored in the file (checksum
     * verified), from index 0; its length is the page index entry's. Valid until the next load.
     */
    byte[] storedPage() {
        return cur.stored;
    }

    private ByteSource chunk(int c) throws CorruptFileException {
        return chunk(cur, c, compression, chunkSource);
    }

    /** A source over chunk c of the page in {@code b} (decompressed first if it is not yet). */
    private static ByteSource chunk(PageBuffer b, int c, PageCompression compression, ByteSource src)
            throws CorruptFileException {
        b.inflate(c, compression);
        return src.reset(b.path, b.pageOffset, b.page, c, b.raw, b.chunkStart[c], b.chunkLength[c]);
    }

    private static void finishChunk(ByteSource in) throws CorruptFileException {
        if (in.remaining() != 0) {
            throw in.corrupt(in.remaining() + " unexpected bytes at the end of the chunk");
        }
    }

    void decodeKeys() throws CorruptFileException {
        if (decoded[0]) {
            return;
        }
        decodeKeys(keys, chunk(0), rows, reader, page);
        decoded[0] = true;
    }

    /** Decodes a page's key chunk into {@code keys} and checks it (the end of the chunk, the page index's first key). */
    private static void decodeKeys(KeyChunk.Decoded keys, ByteSource in, int rows, RunReader reader, int page)
            throws CorruptFileException {
        keys.decode(in, rows);
        finishChunk(in);
        // keys must start with the index's first key (their order is checked while decoding)
        Footer f = reader.footer();
        if (!keys.firstKeyEquals(f.firstKeyBytes, f.firstKeyStart(page), f.firstKeyEnd[page])) {
            throw in.corrupt("first key differs from the page index");
        }
    }

    void decodeSeqsAndKinds() throws CorruptFileException {
        decodeSeqs();
        decodeKinds();
    }

    /** The page's sequences into {@link #seqs} (once per page). */
    void decodeSeqs() throws CorruptFileException {
        if (decoded[1]) {
            return;
        }
        sizeRowArrays();
        ByteSource in = chunk(1);
        IntBlock.decode(in, rows, seqs);
        finishChunk(in);
        decoded[1] = true;
    }

    /** The page's row kinds into {@link #kinds} (once per page). */
    void decodeKinds() throws CorruptFileException {
        if (decoded[2]) {
            return;
        }
        sizeRowArrays();
        ByteSource in = chunk(2);
        KindChunk.decode(in, rows, kinds);
        finishChunk(in);
        decoded[2] = true;
    }

    private void sizeRowArrays() {
        if (seqs.length < rows || kinds.length < rows) {
            int n = Math.max(rows, seqs.length * 2);
            seqs = java.util.Arrays.copyOf(seqs, n); // the other vector may hold this page's rows already
            kinds = java.util.Arrays.copyOf(kinds, n);
        }
    }

    void decodeColumn(int c) throws CorruptFileException {
        if (decoded[c + 3]) {
            return;
        }
        if (columns[c] == null) {
            columns[c] = ColumnVector.create(reader.valueType().type(c));
        }
        ColumnVector v = columns[c];
        if (v instanceof ColumnVector.LongVector && keyDerived(c + 3)) {
            // version 3 KEY: the values are the page's FIXED keys (decoded first: chunk() reuses one source)
            decodeKeys();
            ByteSource in = chunk(c + 3);
            ((ColumnVector.LongVector) v).decodeFromKeys(in, rows, keys.fixed, keys.fixedLen);
            finishChunk(in);
            decoded[c + 3] = true;
            return;
        }
        ByteSource in = chunk(c + 3);
        v.decode(in, rows);
        finishChunk(in);
        decoded[c + 3] = true;
    }

    /**
     * Whether value chunk {@code c} (index in the chunk table) has version 3's KEY value encoding (the
     * high nibble of its first byte, {@link RunFormat#LONG_KEY}); such a chunk in a file of an older
     * version is corrupt.
     */
    private boolean keyDerived(int c) throws CorruptFileException {
        return keyDerived(cur, c, compression, chunkSource, reader);
    }

    private static boolean keyDerived(PageBuffer b, int c, PageCompression compression, ByteSource chunkSource,
                                      RunReader reader) throws CorruptFileException {
        if (b.chunkLength[c] == 0) {
            return false; // the decoder reports the empty chunk
        }
        b.inflate(c, compression);
        if ((b.raw[b.chunkStart[c]] & 0xFF) >>> 4 != RunFormat.LONG_KEY) {
            return false;
        }
        if (reader.formatVersion() < RunFormat.VERSION_3) {
            ByteSource in = chunkSource.reset(b.path, b.pageOffset, b.page, c, b.raw, b.chunkStart[c], b.chunkLength[c]);
            throw in.corrupt("KEY value encoding in a format version " + reader.formatVersion() + " file");
        }
        return true;
    }

    /**
     * The last row whose key equals {@code key}, or -1. Keys must be decoded. With fixed-length
     * keys the search runs on the keys as unsigned numbers (no byte comparisons).
     */
    int findLast(byte[] key) {
        int len = keys.fixedLen;
        if (len != 0) {
            if (key.length != len) {
                return -1; // every key of the page has length len
            }
            long k = 0;
            for (int i = 0; i < len; i++) {
                k = (k << 8) | (key[i] & 0xFFL);
            }
            // the last segment whose first key is <= k holds the upper bound of k (or ends right before it)
            long[] seg = keys.segmentFirst;
            int lo = 0;
            int hi = keys.segments;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (Long.compareUnsigned(seg[mid], k) <= 0) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            if (lo == 0) {
                return -1; // k is below the page's first key
            }
            long[] v = keys.fixed;
            lo = (lo - 1) * KeyChunk.Decoded.SEGMENT + 1; // row (lo - 1) * SEGMENT is <= k
            hi = Math.min(rows, lo - 1 + KeyChunk.Decoded.SEGMENT);
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (Long.compareUnsigned(v[mid], k) <= 0) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            return v[lo - 1] == k ? lo - 1 : -1;
        }
        int r = upperBound(key) - 1;
        return r >= 0 && compareKey(r, key) == 0 ? r : -1;
    }

    /**
     * Readies a fully decoded page for the lookup cache: drops the stored (compressed) copy and
     * what {@link #findLast} does not use (the key bytes with fixed-length keys; the first-key check
     * of {@link #decodeKeys} is done). The decoder must not load another page afterwards.
     */
    void trimForLookups() {
        cancelPrefetch();
        prefetch = null;
        cur.stored = new byte[0];
        cur.pageSource.reset(null, -1, -1, -1, cur.stored, 0, 0); // let go of the stored page
        keys.trimForLookups();
    }

    /** Heap bytes a fully decoded page keeps in the lookup cache (after {@link #trimForLookups}). */
    long lookupRetainedBytes() {
        long b = 512L + cur.raw.length + keys.lookupRetainedBytes() + 9L * seqs.length;
        for (ColumnVector c : columns) {
            if (c != null) {
                b += c.retainedBytes();
            }
        }
        return b;
    }

    /** Whether row {@code r} (≥ 1) has the key of row {@code r - 1}. Keys must be decoded (as {@link #findLast} needs). */
    boolean sameKeyAsPrevious(int r) {
        if (keys.fixedLen != 0) {
            return keys.fixed[r] == keys.fixed[r - 1];
        }
        byte[] d = keys.data();
        int[] o = keys.off();
        return java.util.Arrays.equals(d, o[r - 1], o[r], d, o[r], o[r + 1]);
    }

    /** Compares key row r with {@code key} (unsigned). */
    int compareKey(int r, byte[] key) {
        int[] o = keys.off();
        return java.util.Arrays.compareUnsigned(keys.data(), o[r], o[r + 1], key, 0, key.length);
    }

    /** The first row whose key is ≥ key (rows if none). Keys must be decoded. */
    int lowerBound(byte[] key) {
        int lo = 0;
        int hi = rows;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (compareKey(mid, key) < 0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** The first row whose key is > key (rows if none). Keys must be decoded. */
    int upperBound(byte[] key) {
        int lo = 0;
        int hi = rows;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (compareKey(mid, key) <= 0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** Heap bytes of the reusable scan buffers (stored and raw page bytes, keys, sequences, columns). */
    long scanRetainedBytes() {
        long b = 512L + cur.retainedBytes() + (prefetch == null ? 0 : prefetch.retainedBytes() + prefetch.ahead.retainedBytes())
                + keys.lookupRetainedBytes() + 9L * seqs.length;
        for (ColumnVector c : columns) {
            if (c != null) {
                b += c.retainedBytes();
            }
        }
        return b;
    }

    /** Releases the native decompression context (the decoder stays usable). */
    void releaseNative() {
        cancelPrefetch();
        compression.close();
        if (prefetch != null) {
            prefetch.releaseNative();
        }
    }

    /** Hands the decoder back to its scratch, or (without one) releases its decompression context. */
    @Override
    public void close() {
        cancelPrefetch(); // nothing of this decoder is written on another thread once it is handed back
        if (scratch != null) {
            scratch.release();
        } else {
            compression.close();
            if (prefetch != null) {
                prefetch.releaseNative();
            }
        }
    }
}
