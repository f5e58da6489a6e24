package dev.varve.format.run;

import dev.varve.format.BloomFilter;
import dev.varve.format.CorruptFileException;
import dev.varve.format.FileIO;
import dev.varve.format.PositionInput;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.io.EOFException;
import java.io.IOException;
import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.zip.CRC32C;

/**
 * Opens a run file (FORMAT.md): checks header and trailer, verifies and parses the footer, and
 * serves cursors and point lookups.
 *
 * <p>Thread-safety: a reader may be shared; {@link #lookup}, {@link #lookupValue} and
 * {@link #mightContain} are safe for concurrent use, and each {@link #cursor} is for one thread. Close the reader after its
 * cursors.
 *
 * <p>Corruption anywhere (bad magic, unknown version, checksum mismatch, truncation, inconsistent
 * structure) surfaces as {@link CorruptFileException} naming the file and offset, at open time for
 * the header, trailer and footer, and when a page is first read for pages.
 */
public final class RunReader implements AutoCloseable {
    private final String path;
    private final RowType valueType;
    private final PositionInput input;
    private final Footer footer;
    /** Built on the first {@link #meta()} (readers opened for their rows never ask). */
    private volatile RunFileMeta meta;
    private final long size;
    private final int version;
    /**
     * Decoders of {@link #lookup}s and scans of keys, pooled for the next one: made when the first one is released
     * (readers of compactions and merged scans decode through their cursors' scratches and never pool one, so they
     * do not pay for a queue: two objects per opened input).
     */
    private volatile ConcurrentLinkedQueue<PageDecoder> decoders;
    private volatile boolean closed;
    /** The scratch whose footer arrays this reader holds until {@link #close()}, or null. */
    private RunReadScratch lender;

    private RunReader(String path, RowType valueType, PositionInput input, Footer footer, long size, int version,
                      FooterArrays lent) {
        this.path = path;
        this.valueType = valueType;
        this.input = input;
        this.footer = footer;
        this.version = version;
        this.size = size;
        int len = footer.pageCount == 0 ? 0 : footer.firstKeyLength(0);
        for (int p = 0; p < footer.pageCount && len > 0; p++) {
            if (footer.firstKeyLength(p) != len) {
                len = 0;
            }
        }
        this.firstKeyLen = len <= 8 ? len : 0;
        if (firstKeyLen == 0) {
            this.firstKeyNum = null;
        } else if (lent != null) {
            this.firstKeyNum = lent.firstKeyNum = FooterArrays.longs(lent.firstKeyNum, footer.pageCount);
        } else {
            this.firstKeyNum = new long[footer.pageCount];
        }
        for (int p = 0; firstKeyNum != null && p < footer.pageCount; p++) {
            firstKeyNum[p] = asNumber(footer.firstKeyBytes, footer.firstKeyStart(p), firstKeyLen);
        }
    }

    /**
     * Opens a run file written with {@code valueType} as its value type.
     *
     * @throws CorruptFileException if the file is damaged or of an unknown version
     * @throws IllegalArgumentException if the file was written with another value type
     */
    public static RunReader open(FileIO io, String path, RowType valueType) throws IOException {
        return open(io, path, valueType, null);
    }

    /**
     * As {@link #open(FileIO, String, RowType)}, for scans: the footer is read into the scratch's
     * footer buffer (the scratch may be in use by a cursor of another file meanwhile), and the
     * bloom filter is not read (the footer checksum still covers it); {@link #mightContain} and
     * the lookups read it from the file when first needed. The page index goes into the scratch's
     * footer arrays when no other open reader holds them (they are this reader's until
     * {@link #close()}; another reader opened on the scratch meanwhile gets arrays of its own), so
     * {@link #meta()} of a reader closed before it was first called fails. {@code scratch} null is
     * the plain open.
     */
    public static RunReader open(FileIO io, String path, RowType valueType, RunReadScratch scratch) throws IOException {
        Objects.requireNonNull(valueType, "valueType");
        // with a scratch: one reader going through the file (compaction, scans), opened as such
        PositionInput in = scratch == null ? io.open(path) : io.openSequential(path);
        FooterArrays lent = null;
        try {
            long size = in.length();
            int min = RunFormat.HEADER_SIZE + RunFormat.TRAILER_SIZE;
            if (size < min) {
                throw new CorruptFileException(path, size, "file of " + size + " bytes is shorter than the "
                        + min + " bytes of header and trailer (truncated?)");
            }
            // with a scratch: its header, trailer and footer buffers, read through their views, and its CRC
            byte[] header = scratch == null ? new byte[RunFormat.HEADER_SIZE] : scratch.header;
            read(in, scratch, 0, header, header.length);
            if (!Arrays.equals(header, 0, 4, RunFormat.HEADER_MAGIC, 0, 4)) {
                throw new CorruptFileException(path, 0, "not a Varve run file (wrong header magic)");
            }
            int version = (header[4] & 0xFF) | (header[5] & 0xFF) << 8;
            if (version < RunFormat.VERSION_MIN_SUPPORTED || version > RunFormat.VERSION_CURRENT) {
                throw new CorruptFileException(path, 4, "unsupported format version " + version + " (this reader reads "
                        + RunFormat.VERSION_MIN_SUPPORTED + ".." + RunFormat.VERSION_CURRENT + ")");
            }
            if (header[6] != 0 || header[7] != 0) {
                throw new CorruptFileException(path, 6, "unknown header flags");
            }
            byte[] trailer = scratch == null ? new byte[RunFormat.TRAILER_SIZE] : scratch.trailer;
            long trailerAt = size - RunFormat.TRAILER_SIZE;
            read(in, scratch, trailerAt, trailer, trailer.length);
            if (!Arrays.equals(trailer, 20, 24, RunFormat.TRAILER_MAGIC, 0, 4)) {
                throw new CorruptFileException(path, trailerAt + 20, "wrong trailer magic (truncated or not finished?)");
            }
            CRC32C crc = scratch == null ? new CRC32C() : scratch.crc;
            crc.reset();
            crc.update(trailer, 0, 16);
            if ((int) crc.getValue() != (int) ByteSink.INT_LE.get(trailer, 16)) {
                throw new CorruptFileException(path, trailerAt, "trailer checksum mismatch");
            }
            long footerOffset = (long) ByteSink.LONG_LE.get(trailer, 0);
            int footerLen = (int) ByteSink.INT_LE.get(trailer, 8);
            if (footerOffset < RunFormat.HEADER_SIZE || footerLen < 0 || footerOffset + footerLen != trailerAt) {
                throw new CorruptFileException(path, trailerAt, "footer at " + footerOffset + " of " + footerLen
                        + " bytes does not end where the trailer starts (" + trailerAt + ")");
            }
            // with a scratch (the bloom filter is not loaded): the footer's head, up to the buffer's size (at least
            // RunReadScratch.FOOTER_HEAD), is read into it and the rest (the bloom filter's bits) only checksummed
            // through a fixed chunk, so that the buffer does not grow with the files' bloom filters
            int head = scratch == null ? footerLen : scratch.footerHead(footerLen);
            byte[] fb = scratch == null ? new byte[footerLen] : scratch.footerBuffer(head);
            read(in, scratch, footerOffset, fb, head);
            crc.reset();
            crc.update(fb, 0, head);
            if (head < footerLen) {
                scratch.checksumRest(in, footerOffset + head, footerLen - head);
            }
            if ((int) crc.getValue() != (int) ByteSink.INT_LE.get(trailer, 12)) {
                throw new CorruptFileException(path, footerOffset, "footer checksum mismatch");
            }
            lent = scratch == null ? null : scratch.lendFooterArrays();
            Footer footer;
            try {
                footer = Footer.parse(new ByteSource(path, footerOffset, "footer", fb, 0, head), valueType, footerOffset,
                        scratch == null, lent, footerLen - head);
            } catch (CorruptFileException partial) {
                if (head == footerLen) {
                    throw partial;
                }
                // the sections before the bloom filter reach past the head: the whole footer, as without a head
                fb = scratch.footerBuffer(footerLen);
                read(in, scratch, footerOffset, fb, footerLen);
                crc.reset();
                crc.update(fb, 0, footerLen);
                if ((int) crc.getValue() != (int) ByteSink.INT_LE.get(trailer, 12)) {
                    throw new CorruptFileException(path, footerOffset, "footer checksum mismatch");
                }
                footer = Footer.parse(new ByteSource(path, footerOffset, "footer", fb, 0, footerLen), valueType,
                        footerOffset, false, lent);
            }
            if (!footer.typeMatches) {
                throw new IllegalArgumentException("run file " + path + " was written with value type "
                        + footer.valueTypeString + ", not " + valueType);
            }
            RunReader r = new RunReader(path, valueType, in, footer, size, version, lent);
            if (lent != null) {
                r.lender = scratch;
            }
            return r;
        } catch (EOFException e) {
            closeQuietly(in);
            giveBack(scratch, lent);
            throw new CorruptFileException(path, -1, "unexpected end of file (truncated?)", e);
        } catch (IOException | RuntimeException e) {
            closeQuietly(in);
            giveBack(scratch, lent);
            throw e;
        }
    }

    /** Reads {@code len} bytes at {@code position} into the start of {@code b}: through the scratch's view of it, if any. */
    private static void read(PositionInput in, RunReadScratch scratch, long position, byte[] b, int len) throws IOException {
        if (scratch == null) {
            in.readFully(position, b, 0, len);
        } else {
            scratch.readInto(in, position, b, len);
        }
    }

    /** Hands lent footer arrays back to their scratch (a failed open; nothing refers to them). */
    private static void giveBack(RunReadScratch scratch, FooterArrays lent) {
        if (lent != null) {
            scratch.returnFooterArrays(lent);
        }
    }

    private static void closeQuietly(PositionInput in) {
        try {
            in.close();
        } catch (IOException ignored) {
            // reporting the open failure matters more
        }
    }

    String path() { return path; }
    RowType valueType() { return valueType; }
    PositionInput input() { return input; }
    Footer footer() { return footer; }

    public RunFileMeta meta() {
        RunFileMeta m = meta;
        if (m == null) {
            m = new RunFileMeta(RunWriter.fileName(path), size, footer.rowCount, footer.retractCount,
                    footer.minKey, footer.maxKey, footer.minSequence, footer.maxSequence, footer.columnStats(),
                    footer.creationTimeMillis, version, footer.pageCount, RunFormat.codecName(footer.codec));
            meta = m;
        }
        return m;
    }

    public int formatVersion() {
        return version;
    }

    /**
     * A cursor over the records with fromKeyInclusive ≤ key < toKeyExclusive (null = unbounded),
     * in file order, with the value row projected to the given value columns (null = all).
     */
    public RunCursor cursor(int[] projection, byte[] fromKeyInclusive, byte[] toKeyExclusive) {
        checkOpen();
        int[] proj = projection;
        if (proj == null) {
            proj = new int[valueType.size()];
            for (int i = 0; i < proj.length; i++) {
                proj[i] = i;
            }
        } else {
            for (int p : proj) {
                if (p < 0 || p >= valueType.size()) {
                    throw new IllegalArgumentException("projection index " + p + " out of range 0.." + (valueType.size() - 1));
                }
            }
            proj = proj.clone();
        }
        return new RunCursor(this, new PageDecoder(this), proj, fromKeyInclusive, toKeyExclusive);
    }

    /**
     * As {@link #cursor(int[], byte[], byte[])}, decoding into {@code scratch}'s buffers (see its
     * reuse contract): the cursor claims the scratch and hands it back when closed.
     *
     * @throws IllegalStateException if another cursor holds the scratch
     */
    public RunCursor cursor(int[] projection, byte[] fromKeyInclusive, byte[] toKeyExclusive, RunReadScratch scratch) {
        checkOpen();
        Objects.requireNonNull(scratch, "scratch");
        int[] proj = projection;
        if (proj == null) {
            proj = identity(valueType.size());
        } else {
            for (int p : proj) {
                if (p < 0 || p >= valueType.size()) {
                    throw new IllegalArgumentException("projection index " + p + " out of range 0.." + (valueType.size() - 1));
                }
            }
            proj = proj.clone();
        }
        return new RunCursor(this, scratch.claim(this), proj, fromKeyInclusive, toKeyExclusive);
    }

    /** The identity projections by length, shared by every reader's scratch cursors (never modified). */
    private static volatile int[][] identities = new int[0][];

    /** The identity projection of {@code n} columns: {@code 0, 1, .., n - 1}, one array per length for all readers. */
    static int[] identity(int n) {
        int[][] ids = identities;
        if (n < ids.length && ids[n] != null) {
            return ids[n];
        }
        synchronized (RunReader.class) {
            ids = identities;
            if (n >= ids.length) {
                ids = java.util.Arrays.copyOf(ids, n + 1);
            } else if (ids[n] != null) {
                return ids[n];
            } else {
                ids = ids.clone();
            }
            int[] id = new int[n];
            for (int i = 0; i < n; i++) {
                id[i] = i;
            }
            ids[n] = id;
            identities = ids;
            return id;
        }
    }

    /** The bloom filter, read from the file on first use when the open skipped it; null if none. */
    private BloomFilter bloom() {
        BloomFilter b = footer.bloom;
        if (b != null || footer.bloomLen == 0) {
            return b;
        }
        b = lazyBloom;
        if (b == null) {
            synchronized (this) {
                b = lazyBloom;
                if (b == null) {
                    byte[] bytes = new byte[footer.bloomLen];
                    try {
                        input.readFully(footer.bloomOffset, bytes, 0, bytes.length);
                    } catch (IOException e) {
                        throw new java.io.UncheckedIOException("reading the bloom filter of " + path, e);
                    }
                    try {
                        b = BloomFilter.deserialize(bytes, 0, bytes.length);
                    } catch (IllegalArgumentException e) {
                        throw new java.io.UncheckedIOException(new CorruptFileException(path, footer.bloomOffset,
                                "bloom filter changed after open: " + e.getMessage()));
                    }
                    lazyBloom = b;
                }
            }
        }
        return b;
    }

    private volatile BloomFilter lazyBloom;

    /** False means the key is certainly not in the file (key range, then bloom filter). */
    public boolean mightContain(byte[] key) {
        if (footer.rowCount == 0 || Arrays.compareUnsigned(key, footer.minKey) < 0
                || Arrays.compareUnsigned(key, footer.maxKey) > 0) {
            return false;
        }
        BloomFilter b = bloom();
        return b == null || b.mightContainHash(BloomFilter.hash(key, 0, key.length));
    }

    /**
     * As {@link #mightContain(byte[])} with the key's bloom hash ({@link BloomFilter#hash}) given,
     * so a caller probing several files hashes the key once.
     */
    public boolean mightContain(byte[] key, long keyHash) {
        if (footer.rowCount == 0 || Arrays.compareUnsigned(key, footer.minKey) < 0
                || Arrays.compareUnsigned(key, footer.maxKey) > 0) {
            return false;
        }
        BloomFilter b = bloom();
        return b == null || b.mightContainHash(keyHash);
    }

    /**
     * The version of {@code key} with the highest sequence (the last one in the file), with a
     * fresh full value row; null if the file has none. Decodes at most one page.
     */
    public KeyValue lookup(byte[] key) throws IOException {
        checkOpen();
        if (!mightContain(key)) {
            return null;
        }
        int p = lastPageStartingAtOrBefore(key);
        if (p < 0) {
            return null;
        }
        PageDecoder cached = cachedPage(p);
        if (cached != null) {
            return keyValueOf(cached, cached.findLast(key), key);
        }
        PageDecoder d = decodePage(p);
        boolean keep = cachePage(p, d);
        try {
            return keyValueOf(d, d.findLast(key), key);
        } finally {
            if (!keep) {
                release(d);
            }
        }
    }

    /**
     * The value row of the version of {@code key} with the highest sequence in the file, or null;
     * its {@link InternalRow#getRowKind() row kind} is the version's kind (a retraction is
     * returned, not skipped). {@code keyHash} is {@code BloomFilter.hash(key, 0, key.length)}.
     *
     * <p>A warm lookup (page in the lookup cache) binary-searches the decoded keys in place and
     * returns a read-only view of the cached row: it allocates the view only. The row stays valid
     * after the page leaves the cache (evicted pages are dropped, never reused). A cold lookup
     * decodes the page once and caches it if the cache budget allows; otherwise it returns a copy.
     */
    public InternalRow lookupValue(byte[] key, long keyHash) throws IOException {
        return lookupValue(key, keyHash, null);
    }

    /**
     * As {@link #lookupValue(byte[], long)}, but a warm lookup points {@code reuse} (a row of
     * {@link #newRowView}) at the cached row and returns it instead of allocating a view: the
     * caller's reuse contract decides how long it stays valid (until its next lookup through the
     * same {@code reuse}). A cold lookup returns a new view or copy as the two-argument call does.
     * A null {@code reuse} is the two-argument call (a new view).
     *
     * @throws ClassCastException if {@code reuse} is not a row of {@link #newRowView}
     */
    public InternalRow lookupValue(byte[] key, long keyHash, InternalRow reuse) throws IOException {
        checkOpen();
        if (!mightContain(key, keyHash)) {
            return null;
        }
        int p = lastPageStartingAtOrBefore(key);
        if (p < 0) {
            return null;
        }
        PageDecoder cached = cachedPage(p);
        if (cached != null) {
            return viewOf(cached, cached.findLast(key), (ColumnarRow) reuse);
        }
        return rowOfDecodedPage(p, key, -1);
    }

    /**
     * Reused holders of the versions {@link #lookupVersions} hands out: a {@link KeyValue} per version whose value is a
     * row view of a cached page (each holder its own view). Calls append; {@link #clear} starts over. Grows to the most
     * versions one get held and then allocates nothing. Not thread-safe.
     */
    public static final class Versions {
        private KeyValue[] holders = new KeyValue[8];
        private ColumnarRow[] views = new ColumnarRow[8];
        private int size;

        /** Drops every version held (the holders stay for reuse). */
        public void clear() {
            size = 0;
        }

        /** The versions held. */
        public int size() {
            return size;
        }

        /** Version {@code i} (0 ≤ i < {@link #size}); valid until the holder is reused (after {@link #clear}). */
        public KeyValue get(int i) {
            if (i < 0 || i >= size) {
                throw new IndexOutOfBoundsException(i + " of " + size);
            }
            return holders[i];
        }

        private void add(byte[] key, PageDecoder d, int r) {
            if (size == holders.length) {
                holders = Arrays.copyOf(holders, size * 2);
                views = Arrays.copyOf(views, size * 2);
            }
            KeyValue h = holders[size];
            if (h == null) {
                h = new KeyValue();
                holders[size] = h;
                views[size] = new ColumnarRow(d.columns);
            }
            ColumnarRow v = views[size];
            v.pointTo(d.columns, r, RowKind.fromByteValue(d.kinds[r]));
            h.replace(key, d.seqs[r], v.getRowKind(), v);
            size++;
        }

        /** Reverses the holders (with their views) from {@code from} to the end. */
        private void reverseFrom(int from) {
            for (int i = from, j = size - 1; i < j; i++, j--) {
                KeyValue h = holders[i];
                holders[i] = holders[j];
                holders[j] = h;
                ColumnarRow v = views[i];
                views[i] = views[j];
                views[j] = v;
            }
        }
    }

    /**
     * Point lookup of every version of {@code key} in the file, for callers that merge a key's versions (merge engines
     * other than deduplicate) whatever their number: appends them to {@code out} in file order (oldest first, ascending
     * sequence), each a holder whose key is the array given, with the version's sequence and kind and a view of its
     * cached row (as {@link #lookupValue(byte[], long, InternalRow)} hands out; the view stays valid after the page
     * leaves the cache), and returns how many; -1 when the cache did not keep a page the versions lie on (nothing
     * appended then: read them with a {@link #cursor}). A key's versions lie next to each other and may continue from
     * earlier pages: those are read (and cached) too. A warm call allocates nothing once {@code out} has grown; a cold
     * one decodes the pages and offers them to the cache. {@code keyHash} is {@code BloomFilter.hash(key, 0, key.length)}.
     */
    public int lookupVersions(byte[] key, long keyHash, Versions out) throws IOException {
        checkOpen();
        if (!mightContain(key, keyHash)) {
            return 0;
        }
        int p = lastPageStartingAtOrBefore(key);
        if (p < 0) {
            return 0;
        }
        PageDecoder d = lookupPage(p);
        if (d == null) {
            return -1;
        }
        int hi = d.findLast(key);
        if (hi < 0) {
            return 0;
        }
        return versionsEndingAt(d, p, hi, key, out);
    }

    /**
     * {@link #lookupVersions} for a caller that knows where the key's last version in the file is (page {@code page},
     * row {@code row}: positions as {@link #scanFixedKeys} reports them, e.g. from a key index): the versions ending
     * there, oldest first, appended to {@code out}; their count, or -1 when the cache did not keep a page they lie on
     * (nothing appended). No key range, bloom filter or page search. {@code key} must be that row's key (not checked).
     *
     * @throws IllegalArgumentException if the page or row does not exist in this file
     */
    public int lookupVersionsAt(int page, int row, byte[] key, Versions out) throws IOException {
        checkOpen();
        if (page < 0 || page >= footer.pageCount || row < 0 || row >= footer.pageRows[page]) {
            throw new IllegalArgumentException("no record at page " + page + " row " + row + " in " + path
                    + " (" + footer.pageCount + " pages)");
        }
        PageDecoder d = lookupPage(page);
        if (d == null) {
            return -1;
        }
        return versionsEndingAt(d, page, row, key, out);
    }

    /** Appends the versions of {@code key} ending at row hi of page p (decoded as d), oldest first; see {@link #lookupVersions}. */
    private int versionsEndingAt(PageDecoder d, int p, int hi, byte[] key, Versions out) throws IOException {
        int start = out.size;
        while (true) {
            int lo = hi;
            while (lo > 0 && d.sameKeyAsPrevious(lo)) {
                lo--;
            }
            for (int r = hi; r >= lo; r--) {
                out.add(key, d, r); // newest first, reversed below
            }
            if (lo > 0 || p == 0) {
                break;
            }
            // row 0 may continue the page before (which then ends with the key)
            PageDecoder before = lookupPage(p - 1);
            if (before == null) {
                out.size = start;
                return -1;
            }
            hi = before.findLast(key);
            if (hi < 0) {
                break;
            }
            p--;
            d = before;
        }
        out.reverseFrom(start);
        return out.size - start;
    }

    /** Page {@code p} from the lookup cache, decoded and cached first if it is not there; null if the cache does not keep it. */
    private PageDecoder lookupPage(int p) throws IOException {
        PageDecoder d = cachedPage(p);
        if (d != null) {
            return d;
        }
        d = decodePage(p);
        if (cachePage(p, d)) {
            return d;
        }
        release(d);
        return cachedPage(p); // another lookup may have cached it meanwhile
    }

    /**
     * A row to reuse as the view of {@link #rowAt(Object, int, RowKind, InternalRow)} and
     * {@link #lookupValue(byte[], long, InternalRow)}: read-only, not thread-safe, valid only
     * once one of them pointed it at a row.
     */
    public static InternalRow newRowView() {
        return new ColumnarRow(new ColumnVector[0]);
    }

    /**
     * The value row of record {@code row} of page {@code page} (positions as
     * {@link #scanFixedKeys} reports them), with the same view/copy and caching contract as
     * {@link #lookupValue}: its row kind is the record's kind. A warm call (page cached) allocates
     * the view only.
     *
     * @throws IllegalArgumentException if the page or row does not exist in this file
     */
    public InternalRow valueAt(int page, int row) throws IOException {
        return valueAt(page, row, null);
    }

    /**
     * As {@link #valueAt(int, int)}, with the record's kind given (as {@link #scanFixedKeys}
     * reported it), so a warm call does not read the page's kinds; null reads it from the page.
     */
    public InternalRow valueAt(int page, int row, RowKind kind) throws IOException {
        checkOpen();
        if (page < 0 || page >= footer.pageCount || row < 0 || row >= footer.pageRows[page]) {
            throw new IllegalArgumentException("no record at page " + page + " row " + row + " in " + path
                    + " (" + footer.pageCount + " pages)");
        }
        PageDecoder cached = cachedPage(page);
        if (cached != null) {
            if (kind == null) {
                return viewOf(cached, row);
            }
            ColumnarRow v = new ColumnarRow(cached.columns);
            v.row = row;
            v.kind = kind.toByteValue();
            return v;
        }
        return rowOfDecodedPage(page, null, row);
    }

    /**
     * An opaque handle of page {@code page} while it is in the lookup cache (null if it is not),
     * for callers that keep their own page table for point lookups: {@link #rowAt} of it is
     * {@link #valueAt(int, int, RowKind)} without the reader, its cache or the page's checks (a
     * few dependent memory reads fewer per lookup). The handle stays valid after the page leaves
     * the cache (cached pages are never reused), but then holds heap the cache no longer counts:
     * a caller drops its handles when {@link #lookupEvictions} changed since it took them. Each
     * call makes a new small handle (a copy of the page's table of columns): handles a caller
     * takes one after another lie close together in memory, so a lookup through one seldom misses
     * the CPU caches on it. Safe for concurrent use.
     */
    public Object lookupPageHandle(int page) {
        PageDecoder cached = page >= 0 && page < footer.pageCount ? cachedPage(page) : null;
        return cached == null ? null : cached.columns.clone();
    }

    /**
     * The value row of record {@code row} of the page whose {@link #lookupPageHandle handle} is
     * given, with row kind {@code kind}: a read-only view, as {@link #valueAt(int, int, RowKind)}
     * returns for a cached page. {@code row} must be a record of that page (as
     * {@link #scanFixedKeys} reported it); it is not checked.
     *
     * @throws ClassCastException if {@code handle} is not a page handle
     */
    public static InternalRow rowAt(Object handle, int row, RowKind kind) {
        return rowAt(handle, row, kind, new ColumnarRow((ColumnVector[]) handle));
    }

    /**
     * As {@link #rowAt(Object, int, RowKind)}, pointing {@code reuse} (a row of {@link #newRowView})
     * at the record instead of allocating a view; returns {@code reuse}.
     *
     * @throws ClassCastException if {@code handle} is not a page handle or {@code reuse} not a row view
     */
    public static InternalRow rowAt(Object handle, int row, RowKind kind, InternalRow reuse) {
        return ((ColumnarRow) reuse).pointTo((ColumnVector[]) handle, row, kind);
    }

    /**
     * Pages that left the lookup caches of all readers so far (evicted, or their reader closed):
     * when it changes, page handles taken before may hold pages the cache no longer counts.
     */
    public static long lookupEvictions() {
        return LOOKUP_EVICTIONS.get();
    }

    /**
     * Decodes page {@code page} (not in the lookup cache), offers it to the cache, and returns one
     * of its rows: the last version of {@code key} if a key is given, else row {@code row}. The row
     * is a view when the cache kept the page, otherwise a copy (the decoder goes back to the pool);
     * null when the key is not on the page.
     */
    private InternalRow rowOfDecodedPage(int page, byte[] key, int row) throws IOException {
        PageDecoder d = decodePage(page);
        boolean keep = cachePage(page, d);
        try {
            InternalRow view = viewOf(d, key != null ? d.findLast(key) : row);
            if (view == null || keep) {
                return view;
            }
            GenericRow copy = GenericRow.copyOf(view);
            copy.setRowKind(view.getRowKind());
            return copy;
        } finally {
            if (!keep) {
                release(d);
            }
        }
    }

    /** Receives the keys of a file from {@link #scanFixedKeys}. */
    @FunctionalInterface
    public interface FixedKeySink {
        /**
         * The key of record {@code row} of page {@code page}, as an unsigned big-endian number,
         * and the record's kind ({@link RowKind#toByteValue}).
         */
        void key(long key, int page, int row, byte kind);
    }

    /**
     * Hands every record's key and kind to {@code sink} in file order (ascending key, versions of
     * one key in ascending sequence), the key as the unsigned big-endian number of its bytes, when
     * all keys of the file have one length L of 1..8 bytes; decodes the key, sequence and kind
     * chunks only. Returns L; 0 for a file
     * without records; -1 as soon as a page's keys are not all of one length ≤ 8 or differ in
     * length from an earlier page's (keys handed over until then are not taken back: the caller
     * discards them).
     */
    public int scanFixedKeys(FixedKeySink sink) throws IOException {
        checkOpen();
        Objects.requireNonNull(sink, "sink");
        int len = 0;
        PageDecoder d = pooledDecoder();
        try {
            for (int p = 0; p < footer.pageCount; p++) {
                d.load(p);
                d.decodeKeys();
                int l = d.keys.fixedLen;
                if (l == 0 || (len != 0 && l != len)) {
                    return -1;
                }
                len = l;
                d.decodeSeqsAndKinds();
                long[] keys = d.keys.fixed;
                byte[] kinds = d.kinds;
                for (int r = 0, rows = d.rows; r < rows; r++) {
                    sink.key(keys[r], p, r, kinds[r]);
                }
            }
            return len;
        } finally {
            release(d);
        }
    }

    /** A pooled decoder holding page p with every chunk decoded. */
    private PageDecoder decodePage(int p) throws IOException {
        PageDecoder d = pooledDecoder();
        try {
            d.load(p);
            d.decodeKeys();
            d.decodeSeqsAndKinds();
            for (int c = 0; c < valueType.size(); c++) {
                d.decodeColumn(c);
            }
            return d;
        } catch (IOException | RuntimeException e) {
            release(d);
            throw e;
        }
    }

    /** A pooled decoder, else a new one. */
    private PageDecoder pooledDecoder() {
        ConcurrentLinkedQueue<PageDecoder> q = decoders;
        PageDecoder d = q == null ? null : q.poll();
        return d != null ? d : new PageDecoder(this);
    }

    private void release(PageDecoder d) {
        if (closed) {
            d.close();
        } else {
            ConcurrentLinkedQueue<PageDecoder> q = decoders;
            if (q == null) {
                synchronized (cacheLock) {
                    q = decoders;
                    if (q == null) {
                        decoders = q = new ConcurrentLinkedQueue<>();
                    }
                }
            }
            q.offer(d);
        }
    }

    private static KeyValue keyValueOf(PageDecoder d, int r, byte[] key) {
        if (r < 0) {
            return null;
        }
        Object[] values = new Object[d.columns.length];
        for (int c = 0; c < values.length; c++) {
            values[c] = d.columns[c].get(r);
        }
        RowKind kind = RowKind.fromByteValue(d.kinds[r]);
        return new KeyValue(key.clone(), d.seqs[r], kind, new GenericRow(kind, values));
    }

    private static InternalRow viewOf(PageDecoder d, int r) {
        return viewOf(d, r, null);
    }

    /** Row {@code r} of a decoded page as {@code reuse} pointed at it, or a new view when {@code reuse} is null; null if {@code r < 0}. */
    private static InternalRow viewOf(PageDecoder d, int r, ColumnarRow reuse) {
        if (r < 0) {
            return null;
        }
        return (reuse != null ? reuse : new ColumnarRow(d.columns)).pointTo(d.columns, r, RowKind.fromByteValue(d.kinds[r]));
    }

    // ---- lookup page cache ---------------------------------------------------------------------

    /**
     * Heap bytes all readers together may keep in decoded lookup pages: the system property
     * {@code varve.lookup.cache-bytes}, by default a quarter of the maximum heap, at most 1 GiB.
     */
    static final long DEFAULT_LOOKUP_CACHE_BUDGET = Long.getLong("varve.lookup.cache-bytes",
            Math.min(1L << 30, Runtime.getRuntime().maxMemory() / 4));
    /** The budget in force ({@link #DEFAULT_LOOKUP_CACHE_BUDGET}; tests lower it). */
    static volatile long lookupCacheBudget = DEFAULT_LOOKUP_CACHE_BUDGET;
    private static final AtomicLong LOOKUP_CACHE_BYTES = new AtomicLong();
    /** See {@link #lookupEvictions}. */
    private static final AtomicLong LOOKUP_EVICTIONS = new AtomicLong();

    /**
     * Fully decoded pages kept for point lookups, by page number, read without locks: a warm
     * lookup is a binary search plus a view of one row. Cached decoders are read-only; an evicted
     * one is dropped (never pooled), so views of its rows stay valid. Inserts and evictions hold
     * {@link #cacheLock}: pages leave in the order they came (FIFO) when the shared budget
     * {@link #lookupCacheBudget} is exceeded.
     */
    private volatile LookupCache lookupCache;
    /** Guards inserts into and evictions from {@link #lookupCache} (and its making). */
    private final Object cacheLock = new Object();
    /**
     * The lookup page cache of a reader, made when its first page is cached (readers of scans and
     * compactions never look up, so they never pay for one).
     */
    private static final class LookupCache {
        final AtomicReferenceArray<PageDecoder> pages;
        /** Cached page numbers, oldest first, as a ring, and their bytes; guarded by {@link #cacheLock}. */
        final int[] order;
        final long[] bytes;
        int head;
        int size;

        LookupCache(int pageCount) {
            this.pages = new AtomicReferenceArray<>(pageCount);
            this.order = new int[Math.max(1, pageCount)];
            this.bytes = new long[order.length];
        }
    }

    private PageDecoder cachedPage(int p) {
        LookupCache c = lookupCache;
        return c == null ? null : c.pages.get(p);
    }

    /** Heap bytes of decoded lookup pages held by all readers (for tests and monitoring). */
    public static long lookupCacheBytes() {
        return LOOKUP_CACHE_BYTES.get();
    }

    private boolean cachePage(int p, PageDecoder d) {
        synchronized (cacheLock) {
            LookupCache c = lookupCache;
            if (closed || (c != null && c.pages.get(p) != null)) {
                return false;
            }
            long bytes = d.lookupRetainedBytes();
            long budget = lookupCacheBudget;
            while (c != null && c.size > 0 && LOOKUP_CACHE_BYTES.get() + bytes > budget) {
                evictOldest();
            }
            if (LOOKUP_CACHE_BYTES.get() + bytes > budget) {
                return false;
            }
            LOOKUP_CACHE_BYTES.addAndGet(bytes);
            if (c == null) {
                c = new LookupCache(footer.pageCount);
                lookupCache = c;
            }
            int slot = (c.head + c.size) % c.order.length;
            c.order[slot] = p;
            c.bytes[slot] = bytes;
            c.size++;
            d.close(); // releases its native decompression context; the decoded columns stay readable
            d.trimForLookups();
            c.pages.set(p, d);
            return true;
        }
    }

    private void evictOldest() {
        LookupCache c = lookupCache;
        int p = c.order[c.head];
        long bytes = c.bytes[c.head];
        c.head = (c.head + 1) % c.order.length;
        c.size--;
        c.pages.set(p, null);
        // after the page went: a caller that read the count before taking a handle sees it change
        LOOKUP_EVICTIONS.incrementAndGet();
        LOOKUP_CACHE_BYTES.addAndGet(-bytes);
    }

    /**
     * With pages whose first keys all have one length L ≤ 8, L and the first keys as unsigned
     * big-endian numbers (same order as the bytes); else 0 and null.
     */
    private final int firstKeyLen;
    /** Null after {@link #close()} when it was a lent array. */
    private long[] firstKeyNum;

    private static long asNumber(byte[] key, int len) {
        return asNumber(key, 0, len);
    }

    private static long asNumber(byte[] key, int off, int len) {
        long v = 0;
        for (int i = 0; i < len; i++) {
            v = (v << 8) | (key[off + i] & 0xFFL);
        }
        return v;
    }

    /** The last page whose first key is ≤ key, or -1. */
    int lastPageStartingAtOrBefore(byte[] key) {
        if (firstKeyNum != null && key.length == firstKeyLen) {
            long k = asNumber(key, firstKeyLen);
            int lo = 0;
            int hi = footer.pageCount;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (Long.compareUnsigned(firstKeyNum[mid], k) <= 0) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            return lo - 1;
        }
        int lo = 0;
        int hi = footer.pageCount;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (footer.compareFirstKey(mid, key) <= 0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo - 1;
    }

    /** The number of pages whose first key is < key. */
    int pagesStartingBefore(byte[] key) {
        int lo = 0;
        int hi = footer.pageCount;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (footer.compareFirstKey(mid, key) < 0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** True once {@link #close} was called (callers holding a reader can tell it was retired). */
    public boolean isClosed() {
        return closed;
    }

    private void checkOpen() {
        if (closed) {
            throw new IllegalStateException("run reader for " + path + " is closed");
        }
    }

    @Override
    public void close() throws IOException {
        closed = true;
        synchronized (cacheLock) {
            while (lookupCache != null && lookupCache.size > 0) {
                evictOldest();
            }
        }
        ConcurrentLinkedQueue<PageDecoder> q = decoders;
        PageDecoder d;
        while (q != null && (d = q.poll()) != null) {
            d.close();
        }
        RunReadScratch l;
        FooterArrays a;
        synchronized (this) {
            l = lender;
            lender = null;
            a = l == null ? null : footer.releaseArrays();
            if (a != null) {
                firstKeyNum = null;
            }
        }
        if (a != null) {
            l.returnFooterArrays(a);
        }
        input.close();
    }
}
