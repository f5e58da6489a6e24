package dev.varve.format.run;

import dev.varve.format.BloomFilter;
import dev.varve.format.FileIO;
import dev.varve.format.PositionOutput;
import dev.varve.row.BinaryRow;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import dev.varve.row.TypeRoot;
import java.io.IOException;
import java.util.Arrays;
import java.util.Objects;
import java.util.zip.CRC32C;
import org.agrona.DirectBuffer;

/**
 * Writes one run file in the Varve run format (FORMAT.md): records of (key, sequence, kind,
 * value row) in ascending unsigned key order, equal keys in non-decreasing sequence order.
 *
 * <p>Records are buffered column-wise for the current page (no allocation per record once the
 * buffers have grown, except where a value's type needs it: DECIMAL unscaled values and nested
 * types); a page is encoded, compressed, checksummed and written when its uncompressed estimate
 * reaches {@link RunWriterOptions#targetPageBytes()}. String and bytes columns of a value that
 * is a {@link dev.varve.row.BinaryRow} or a {@link RunCursor}'s row are copied as raw bytes
 * (no String decode/encode) whenever that gives the same file bytes (well-formed UTF-8);
 * otherwise the value goes through {@code getString}. The fields of a {@link RunCursor}'s row
 * whose decoded column has the writer's column type (all but DECIMAL and nested types) are
 * appended straight from the decoded column (a compaction's pass-through versions), with the
 * same file bytes. The value row and key passed to
 * {@code add} are not kept: the caller may reuse them as soon as {@code add} returns.
 *
 * <p>Errors: a record out of order, or after {@link #finish()}/{@link #abort()}, throws
 * IllegalStateException; a value that does not fit the value type throws
 * IllegalArgumentException and the record is not added (the writer stays usable). An IOException
 * leaves the file unusable: call {@link #abort()} (a failure to hand a full page over has aborted the
 * writer already; the call is then a no-op).
 *
 * <p>With {@link RunWriterOptions#backgroundCompression()} (the default) a worker thread encodes,
 * compresses, checksums and writes pages while the caller buffers the records of the next one (in
 * another of the flusher's page buffers, {@link PageColumns}); a failure there surfaces as
 * an IOException from a later {@code add} or from {@code finish}. Always end a writer with
 * {@link #finish()} or {@link #abort()} (a writer dropped without either leaves its file behind;
 * its worker is stopped only when the writer is garbage-collected).
 *
 * <p>Not thread-safe: one caller thread per writer.
 */
public final class RunWriter {
    private final FileIO io;
    private final String path;
    private final RowType valueType;
    private final RunWriterOptions opts;
    private final int codec;
    private final PositionOutput out;
    /** Where {@link #finish} hands the output to be synced later ({@link #deferSyncTo}), or null: synced at finish. */
    private SyncDeferral deferral;
    /** The value columns of the page being buffered ({@link #page}'s). */
    private ColumnBuffer[] columns;
    /**
     * Per column, the type object of the decoded column vector last seen by the columnar fast
     * path ({@link #appendColumnar}), or null; {@link #fits}: whether that type fits it.
     */
    private final DataType[] checkedTypes;
    private final boolean[] fits;
    private final PageFlusher flusher;
    /** Stops the flusher (worker thread, native compression contexts) if the writer is dropped unfinished. */
    private final java.lang.ref.Cleaner.Cleanable cleanable;
    private static final java.lang.ref.Cleaner CLEANER = java.lang.ref.Cleaner.create();

    /** The buffers taken over from the caller's scratch (handed back at finish/abort), or null. */
    private final RunWriterScratch reused;
    /** {@link #reused}, or this writer's own buffers when it was given no scratch. */
    private final RunWriterScratch buffers;
    private boolean handedBack;

    // current page: the flusher's page buffer whose records this writer fills, and its buffers
    // (the arrays are handed back to the page when it is submitted; they may have grown)
    private PageFlusher.EncodedPage page;
    private ByteSink keys;
    private int[] keyEnds;
    private long[] seqs;
    private byte[] kinds;
    private int rows;
    /** Page size estimate: fixed bytes per row, plus the bytes buffered by variable-length columns. */
    private final int fixedBytesPerRow;
    private ColumnBuffer[] variableColumns;
    private final CRC32C crc;

    // previous record (for the order check across pages)
    private byte[] lastKey;
    private int lastKeyLen = -1;
    private long lastSeq;

    // file statistics
    private long rowCount;
    private long retractCount;
    private long minSeq = Long.MAX_VALUE;
    private long maxSeq = Long.MIN_VALUE;
    private byte[] minKey;
    private long rawBytesWritten;

    // page index
    private int pageCount;
    private int[] pageRows;
    private final ByteSink firstKeys;
    private int[] firstKeyEnds;

    // bloom filter: hashes of distinct keys in fixed-size chunks (never copied), built at finish
    static final int HASH_CHUNK = 1 << 14;
    private long[][] keyHashes;
    private int keyHashCount;

    /** The cleaning action: must not reference the writer. */
    private static final class Reaper implements Runnable {
        private final PageFlusher flusher;

        Reaper(PageFlusher flusher) {
            this.flusher = flusher;
        }

        @Override
        public void run() {
            flusher.abort();
        }
    }

    /** The file header (never modified). */
    private static final byte[] HEADER = new byte[RunFormat.HEADER_SIZE];

    static {
        System.arraycopy(RunFormat.HEADER_MAGIC, 0, HEADER, 0, 4);
        HEADER[4] = (byte) RunFormat.VERSION_CURRENT;
        HEADER[5] = (byte) (RunFormat.VERSION_CURRENT >>> 8);
    }

    /**
     * With sync on finish, the flusher starts the file's write-back every this many bytes
     * ({@link PageFlusher}), so the fsync at finish waits for about this much at most.
     */
    private static final long SYNC_EVERY_BYTES = 1L << 20;

    private enum State { OPEN, FINISHED, ABORTED }
    private State state = State.OPEN;

    public RunWriter(FileIO io, String path, RowType valueType, RunWriterOptions opts) throws IOException {
        this(io, path, valueType, opts, null);
    }

    /**
     * As {@link #RunWriter(FileIO, String, RowType, RunWriterOptions)}, with the buffers of
     * {@code scratch} (null: new ones), which this writer holds until {@link #finish()} or
     * {@link #abort()} returns or this constructor throws; see {@link RunWriterScratch}. The file
     * bytes do not depend on whether or which scratch is used.
     *
     * @throws IllegalArgumentException if the scratch is for another value type
     * @throws IllegalStateException if another writer holds the scratch
     */
    public RunWriter(FileIO io, String path, RowType valueType, RunWriterOptions opts, RunWriterScratch scratch)
            throws IOException {
        this.io = Objects.requireNonNull(io, "io");
        this.path = Objects.requireNonNull(path, "path");
        this.valueType = Objects.requireNonNull(valueType, "valueType");
        this.opts = Objects.requireNonNull(opts, "opts");
        this.codec = RunFormat.codecId(opts.compression());
        if (scratch != null) {
            scratch.claim(valueType);
        }
        this.reused = scratch;
        RunWriterScratch s = scratch != null ? scratch : new RunWriterScratch(valueType);
        this.buffers = s;
        this.checkedTypes = s.checkedTypes; // the cache is about the scratch's column buffers: valid across files
        this.fits = s.fits;
        this.crc = s.crc;
        this.lastKey = s.lastKey;
        this.pageRows = s.pageRows;
        this.firstKeys = s.firstKeys;
        this.firstKeyEnds = s.firstKeyEnds;
        this.fixedBytesPerRow = s.fixedBytesPerRow;

        if (opts.bloomBitsPerKey() > 0) {
            if (s.keyHashes == null) {
                s.keyHashes = new long[16][];
            }
            this.keyHashes = s.keyHashes;
        } else {
            this.keyHashes = null;
        }
        try {
            this.out = io.create(path);
        } catch (IOException | RuntimeException e) {
            if (scratch != null) {
                scratch.release();
            }
            throw e;
        }
        long syncEvery = opts.syncOnFinish() ? SYNC_EVERY_BYTES : 0;
        int chunks = valueType.size() + 3;
        PageFlusher f = s.flusher;
        if (f != null && f.reusableFor(s, opts.zstdLevel(), chunks, opts.backgroundCompression())) {
            f.restart(out, codec, syncEvery, s); // the last writer on this scratch has finished: its flusher is idle
        } else {
            f = new PageFlusher(out, codec, opts.zstdLevel(), chunks, syncEvery, opts.backgroundCompression(), s);
            if (scratch != null) {
                s.flusher = f;
                s.reaper = new Reaper(f);
            }
        }
        this.flusher = f;
        this.cleanable = CLEANER.register(this, scratch != null ? s.reaper : new Reaper(f));
        try {
            out.write(HEADER, 0, HEADER.length);
            nextPage();
        } catch (IOException e) {
            abortQuietly();
            throw e;
        }
    }

    /** Takes the flusher's next free page buffer (waits for one) and buffers the next records in its set. */
    private void nextPage() throws IOException {
        PageFlusher.EncodedPage p = flusher.acquire();
        PageColumns set = p.raw;
        if (set.rows != 0 || set.keys.pos != 0) {
            set.dropPage(); // handed back unencoded by a failing worker: this file fails at the next check
        }
        page = p;
        columns = set.columns;
        variableColumns = set.variableColumns;
        keys = set.keys;
        keyEnds = set.keyEnds;
        seqs = set.seqs;
        kinds = set.kinds;
        rows = 0;
    }

    public String path() {
        return path;
    }

    /** Adds a record; see the class comment for the order and error contract. */
    public void add(byte[] key, long sequence, RowKind kind, InternalRow value) throws IOException {
        Objects.requireNonNull(key, "key");
        int at = beginRecord(key.length);
        System.arraycopy(key, 0, keys.buf, at, key.length);
        endRecord(at, key.length, sequence, kind, value);
    }

    /** As {@link #add(byte[], long, RowKind, InternalRow)} with the key {@code keyLen} bytes of {@code keyBytes} at {@code keyOff}. */
    public void add(byte[] keyBytes, int keyOff, int keyLen, long sequence, RowKind kind, InternalRow value)
            throws IOException {
        Objects.checkFromIndexSize(keyOff, keyLen, keyBytes.length);
        int at = beginRecord(keyLen);
        System.arraycopy(keyBytes, keyOff, keys.buf, at, keyLen);
        endRecord(at, keyLen, sequence, kind, value);
    }

    /** Adds a record whose key is {@code keyLen} bytes of {@code keyBuf} at {@code keyOff}; no allocation. */
    public void add(DirectBuffer keyBuf, int keyOff, int keyLen, long sequence, RowKind kind, InternalRow value)
            throws IOException {
        Objects.requireNonNull(keyBuf, "keyBuf");
        int at = beginRecord(keyLen);
        keyBuf.getBytes(keyOff, keys.buf, at, keyLen);
        endRecord(at, keyLen, sequence, kind, value);
    }

    /**
     * As {@link #add(DirectBuffer, int, int, long, RowKind, InternalRow)} for a caller that writes
     * records it has itself put in order (a sorted memtable walk): the key order against the
     * previous record is not compared again. {@code newKey}: whether the key differs from the
     * previous record's (false: the same key, whose sequence order is still checked). A wrong
     * {@code newKey} makes a wrong file (the bloom filter hashes new keys only); with assertions
     * enabled the order is checked as by {@code add}.
     */
    public void addInOrder(DirectBuffer keyBuf, int keyOff, int keyLen, long sequence, RowKind kind, InternalRow value,
                           boolean newKey) throws IOException {
        Objects.requireNonNull(keyBuf, "keyBuf");
        int at = beginRecord(keyLen);
        if (keyBuf.byteArray() == null) {
            keys.copyOffHeap(keyBuf, keyOff, keyLen, at); // a memtable's key: short, a word at a time
        } else {
            keyBuf.getBytes(keyOff, keys.buf, at, keyLen);
        }
        endInOrder(at, keyLen, sequence, kind, value, newKey);
    }

    /** As {@link #addInOrder(DirectBuffer, int, int, long, RowKind, InternalRow, boolean)} with a key array. */
    public void addInOrder(byte[] key, long sequence, RowKind kind, InternalRow value, boolean newKey)
            throws IOException {
        Objects.requireNonNull(key, "key");
        int at = beginRecord(key.length);
        System.arraycopy(key, 0, keys.buf, at, key.length);
        endInOrder(at, key.length, sequence, kind, value, newKey);
    }

    /**
     * As {@link #addInOrder(byte[], long, RowKind, InternalRow, boolean)} with the key
     * {@code keyLen} bytes of {@code keyBytes} at {@code keyOff} (a compaction's decoded page).
     */
    public void addInOrder(byte[] keyBytes, int keyOff, int keyLen, long sequence, RowKind kind, InternalRow value,
                           boolean newKey) throws IOException {
        Objects.checkFromIndexSize(keyOff, keyLen, keyBytes.length);
        int at = beginRecord(keyLen);
        System.arraycopy(keyBytes, keyOff, keys.buf, at, keyLen);
        endInOrder(at, keyLen, sequence, kind, value, newKey);
    }

    /** The rest of an {@code addInOrder} once the key is buffered at {@code at}. */
    private void endInOrder(int at, int keyLen, long sequence, RowKind kind, InternalRow value, boolean newKey)
            throws IOException {
        if (rows == 0 && rowCount == 0) {
            newKey = true; // a file's first key is new whatever the caller's previous record was
        }
        assert orderCheck(at, keyLen, sequence) == newKey : "caller's key order is wrong in " + path;
        if (!newKey) {
            checkSequence(sequence);
        }
        appendValue(at, keyLen, sequence, kind, value, newKey);
    }

    /**
     * Adds picks {@code from .. to - 1} of {@code picked} as records, each a new key in ascending order after the
     * previous record (a compaction's versions passed through unchanged: {@link PickedRows}); the same file bytes as
     * {@link #addInOrder(byte[], int, int, long, RowKind, InternalRow, boolean) addInOrder(..., true)} of each pick's
     * key, sequence, kind and value row in turn. The values are appended column by column, in stretches that end
     * where the record-at-a-time path checks its page ({@code rows} a multiple of 16), so pages are cut at the same
     * records. A source whose columns do not all fit the columnar copy ({@link ColumnBuffer#canAppendFrom}) has its
     * picks added record by record. With assertions enabled the key order is checked as by {@code add}.
     */
    public void addPicked(PickedRows picked, int from, int to) throws IOException {
        Objects.checkFromToIndex(from, to, picked.count);
        if (state != State.OPEN) {
            beginRecord(0); // throws
        }
        int[] src = picked.source;
        int[] row = picked.row;
        for (int i = from; i < to; i++) {
            if (!allFit(picked, src[i])) {
                addPickedRecordwise(picked, from, to);
                return;
            }
        }
        int i = from;
        while (i < to) {
            int end = Math.min(to, i + 16 - (rows & 15));
            int k = end - i;
            if (rows + k > keyEnds.length) {
                int n = Math.max(keyEnds.length * 2, rows + k);
                keyEnds = Arrays.copyOf(keyEnds, n);
                seqs = Arrays.copyOf(seqs, n);
                kinds = Arrays.copyOf(kinds, n);
            }
            appendPickedValues(picked, i, end);
            byte[][] keyData = picked.keyData;
            int[][] keyOffsets = picked.keyOffsets;
            long[][] seqData = picked.seqs;
            byte[][] kindData = picked.kinds;
            // finishRecord's work for each record, its page check once at the stretch's end
            ByteSink ks = keys;
            int[] ends = keyEnds;
            long[] sq = seqs;
            byte[] kd = kinds;
            long lo = minSeq;
            long hi = maxSeq;
            for (int j = i; j < end; j++) {
                int s = src[j];
                int r = row[j];
                int[] ko = keyOffsets[s];
                int off = ko[r];
                int len = ko[r + 1] - off;
                if (ks.pos + len > ks.buf.length) {
                    ks.ensure(len);
                }
                int at = ks.pos;
                System.arraycopy(keyData[s], off, ks.buf, at, len);
                long seq = seqData[s][r];
                byte kind = kindData[s][r];
                assert rows == 0 && rowCount == 0 || orderCheck(at, len, seq) : "caller's key order is wrong in " + path;
                ks.pos = at + len;
                ends[rows] = ks.pos;
                sq[rows] = seq;
                kd[rows] = kind;
                rows++;
                if (rowCount == 0) {
                    minKey = Arrays.copyOfRange(ks.buf, at, at + len);
                }
                rowCount++;
                if (RowKind.fromValidByte(kind).isRetract()) {
                    retractCount++;
                }
                lo = Math.min(lo, seq);
                hi = Math.max(hi, seq);
                if (keyHashes != null) {
                    addKeyHash(at, len);
                }
            }
            minSeq = lo;
            maxSeq = hi;
            i = end;
            if ((rows & 15) == 0) {
                checkPage();
            }
        }
    }

    /** Whether bound source {@code s}'s value columns all fit this writer's columnar copy (cached per value type). */
    private boolean allFit(PickedRows picked, int s) {
        if (picked.fitsType[s] == valueType) {
            return true;
        }
        ColumnVector[] cols = picked.columns[s];
        if (cols.length != columns.length) {
            return false;
        }
        for (int c = 0; c < cols.length; c++) {
            if (!columns[c].canAppendFrom(cols[c].type)) {
                return false;
            }
        }
        picked.fitsType[s] = valueType;
        return true;
    }

    /** {@link #addPicked} record by record, through each pick's value row. */
    private void addPickedRecordwise(PickedRows picked, int from, int to) throws IOException {
        for (int i = from; i < to; i++) {
            int s = picked.source[i];
            int r = picked.row[i];
            int[] ko = picked.keyOffsets[s];
            ColumnarRow v = picked.view(i);
            addInOrder(picked.keyData[s], ko[r], ko[r + 1] - ko[r], picked.seqs[s][r], v.getRowKind(), v, true);
        }
    }

    /**
     * The values of picks {@code from .. to - 1} (whose columns all fit, {@link #allFit}), column by column. A failure
     * leaves none of them appended.
     */
    private void appendPickedValues(PickedRows picked, int from, int to) {
        ColumnVector[][] vs = picked.columns;
        int[] src = picked.source;
        int[] row = picked.row;
        int col = 0;
        try {
            for (; col < columns.length; col++) {
                ColumnBuffer c = columns[col];
                switch (c.physical) {
                    case 0:
                        ((ColumnBuffer.LongBuffer) c).appendPicked(vs, col, src, row, from, to);
                        break;
                    case 3:
                        ((ColumnBuffer.DoubleBuffer) c).appendPicked(vs, col, src, row, from, to);
                        break;
                    case 5: {
                        ColumnBuffer.BytesBuffer b = (ColumnBuffer.BytesBuffer) c;
                        for (int j = from; j < to; j++) {
                            b.appendFrom((ColumnVector.BytesVector) vs[src[j]][col], row[j]);
                        }
                        break;
                    }
                    default:
                        for (int j = from; j < to; j++) {
                            appendFrom(c, vs[src[j]][col], row[j]);
                        }
                        break;
                }
            }
        } catch (RuntimeException e) {
            for (int i = 0; i <= col && i < columns.length; i++) {
                columns[i].truncate(rows);
            }
            throw e;
        }
    }

    private void checkSequence(long sequence) {
        long prevSeq = rows > 0 ? seqs[rows - 1] : lastSeq;
        if (sequence < prevSeq) {
            throw new IllegalStateException("sequence out of order in " + path + ": record " + rowCount
                    + " has sequence " + sequence + " after " + prevSeq + " for the same key");
        }
    }

    private int beginRecord(int keyLen) {
        if (state != State.OPEN) {
            throw new IllegalStateException("run writer for " + path + " is " + state.name().toLowerCase(java.util.Locale.ROOT));
        }
        if (keyLen < 0) {
            throw new IllegalArgumentException("negative key length " + keyLen);
        }
        keys.ensure(keyLen);
        return keys.pos;
    }

    private void endRecord(int at, int keyLen, long sequence, RowKind kind, InternalRow value) throws IOException {
        boolean newKey = orderCheck(at, keyLen, sequence);
        appendValue(at, keyLen, sequence, kind, value, newKey);
    }

    /**
     * Checks the record whose key is buffered at {@code at} against the previous record (key
     * order, then sequence order for an equal key); returns whether its key is a new one.
     */
    private boolean orderCheck(int at, int keyLen, long sequence) {
        boolean newKey = true;
        byte[] prev;
        int prevFrom;
        int prevTo;
        if (rows > 0) {
            prev = keys.buf;
            prevFrom = rows == 1 ? 0 : keyEnds[rows - 2];
            prevTo = keyEnds[rows - 1];
        } else {
            prev = lastKey;
            prevFrom = 0;
            prevTo = lastKeyLen;
        }
        if (prevTo >= 0 && (rows > 0 || rowCount > 0)) {
            int c = compareKeys(keys.buf, at, at + keyLen, prev, prevFrom, prevTo);
            if (c < 0) {
                throw new IllegalStateException("key out of order in " + path + ": record " + rowCount
                        + " has a key smaller than the previous one");
            }
            if (c == 0) {
                newKey = false;
                long prevSeq = rows > 0 ? seqs[rows - 1] : lastSeq;
                if (sequence < prevSeq) {
                    throw new IllegalStateException("sequence out of order in " + path + ": record " + rowCount
                            + " has sequence " + sequence + " after " + prevSeq + " for the same key");
                }
            }
        }
        return newKey;
    }

    private void appendValue(int at, int keyLen, long sequence, RowKind kind, InternalRow value, boolean newKey)
            throws IOException {
        Objects.requireNonNull(kind, "kind");
        // values first, so that a bad value leaves no trace; the arity is asked of the concrete
        // class (the call through InternalRow is megamorphic: flushes, compactions and tests share it)
        if (value instanceof ColumnarRow) {
            ColumnarRow c = (ColumnarRow) value;
            checkArity(c.getArity());
            appendColumnar(c);
            finishRecord(at, keyLen, sequence, kind, newKey);
            return;
        }
        if (value instanceof ComposedRow) {
            ComposedRow c = (ComposedRow) value;
            checkArity(c.getArity());
            appendComposed(c);
            finishRecord(at, keyLen, sequence, kind, newKey);
            return;
        }
        if (value instanceof BinaryRow) {
            BinaryRow b = (BinaryRow) value;
            checkArity(b.getArity());
            appendBinary(b);
            finishRecord(at, keyLen, sequence, kind, newKey);
            return;
        }
        if (value instanceof GenericRow) {
            GenericRow g = (GenericRow) value;
            checkArity(g.getArity());
            appendGeneric(g);
            finishRecord(at, keyLen, sequence, kind, newKey);
            return;
        }
        Objects.requireNonNull(value, "value");
        checkArity(value.getArity());
        int col = 0;
        try {
            for (; col < columns.length; col++) {
                appendRowPath(columns[col], value);
            }
        } catch (RuntimeException e) {
            throw valueFailed(col, e);
        }
        finishRecord(at, keyLen, sequence, kind, newKey);
    }

    private void checkArity(int arity) {
        if (arity != columns.length) {
            throw new IllegalArgumentException("value row has " + arity + " fields, the value type "
                    + valueType + " has " + columns.length);
        }
    }

    private static final java.lang.invoke.VarHandle LONG_BE =
            java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.BIG_ENDIAN);

    /**
     * Unsigned lexicographic comparison of two byte ranges (shorter first on a common prefix), as
     * {@link Arrays#compareUnsigned(byte[], int, int, byte[], int, int)}, eight bytes at a time:
     * cheaper for the short keys of the order check.
     */
    static int compareKeys(byte[] a, int aFrom, int aTo, byte[] b, int bFrom, int bTo) {
        int aLen = aTo - aFrom;
        int bLen = bTo - bFrom;
        int common = Math.min(aLen, bLen);
        int i = 0;
        for (; i + 8 <= common; i += 8) {
            long x = (long) LONG_BE.get(a, aFrom + i);
            long y = (long) LONG_BE.get(b, bFrom + i);
            if (x != y) {
                return Long.compareUnsigned(x, y);
            }
        }
        for (; i < common; i++) {
            int d = (a[aFrom + i] & 0xFF) - (b[bFrom + i] & 0xFF);
            if (d != 0) {
                return d;
            }
        }
        return aLen - bLen;
    }

    /** Undoes the values of columns before {@code col} of the record being added; the error to throw. */
    private IllegalArgumentException valueFailed(int col, RuntimeException e) {
        for (int i = 0; i < col; i++) {
            columns[i].truncate(rows);
        }
        String what = "column " + valueType.field(col).name() + " (" + valueType.type(col) + ")";
        if (e instanceof ClassCastException) {
            return new IllegalArgumentException(what + ": wrong value class: " + e.getMessage(), e);
        }
        return new IllegalArgumentException(what + ": " + e.getMessage(), e);
    }

    /**
     * The columnar fast path, when {@code value} is a run cursor's row: each field whose decoded
     * column has this writer's column type ({@link ColumnBuffer#canAppendFrom}) is appended
     * straight from its column vector (primitives as they are, strings and bytes as byte ranges:
     * no canonical objects, no getter dispatch); other fields (DECIMAL, nested types, a file of
     * other field types) go the row path. The file bytes are those of the row path. Whether a
     * vector fits is remembered per vector type object ({@link #checkedTypes}), so the check is
     * one reference compare per field.
     */
    private void appendColumnar(ColumnarRow value) {
        ColumnVector[] src = value.columns();
        DataType[] checked = checkedTypes;
        for (int c = 0; c < src.length; c++) {
            DataType t = src[c].type;
            if (t != checked[c]) {
                fits[c] = columns[c].canAppendFrom(t);
                checked[c] = t;
            }
        }
        int r = value.row;
        int col = 0;
        try {
            for (; col < columns.length; col++) {
                ColumnBuffer c = columns[col];
                if (!fits[col]) {
                    appendRowPath(c, value);
                    continue;
                }
                appendFrom(c, src[col], r);
            }
        } catch (RuntimeException e) {
            throw valueFailed(col, e);
        }
    }

    /** Appends row {@code r} of {@code v}, a decoded column that fits {@code c} ({@link ColumnBuffer#canAppendFrom}). */
    private static void appendFrom(ColumnBuffer c, ColumnVector v, int r) {
        switch (c.physical) {
            case 0: ((ColumnBuffer.LongBuffer) c).appendFrom((ColumnVector.LongVector) v, r); break;
            case 1: ((ColumnBuffer.BooleanBuffer) c).appendFrom((ColumnVector.BooleanVector) v, r); break;
            case 2: ((ColumnBuffer.FloatBuffer) c).appendFrom((ColumnVector.FloatVector) v, r); break;
            case 3: ((ColumnBuffer.DoubleBuffer) c).appendFrom((ColumnVector.DoubleVector) v, r); break;
            case 4: ((ColumnBuffer.TimestampBuffer) c).appendFrom((ColumnVector.TimestampVector) v, r); break;
            default: ((ColumnBuffer.BytesBuffer) c).appendFrom((ColumnVector.BytesVector) v, r); break;
        }
    }

    /**
     * The composed-row path (a compaction's fold of a key's versions, {@link ComposedRow}): a NULL field is marked, a
     * number set by the row's owner is appended as it is when the column is of its type, and a field picked from a run
     * cursor's row is appended straight from its decoded column when that fits ({@link #appendColumnar}'s check and
     * copy); anything else (a picked field of another row, a column of another type) goes the row path. The file bytes
     * are those of the row path.
     */
    private void appendComposed(ComposedRow value) {
        byte[] how = value.how;
        long[] bits = value.bits;
        TypeRoot[] roots = value.roots;
        DataType[] checked = checkedTypes;
        int col = 0;
        try {
            for (; col < columns.length; col++) {
                ColumnBuffer c = columns[col];
                switch (how[col]) {
                    case ComposedRow.NULL:
                        c.appendNull();
                        continue;
                    case ComposedRow.LONG:
                        if (c.physical == 0 && c.type.root() == roots[col]) {
                            ((ColumnBuffer.LongBuffer) c).appendLong(bits[col]);
                            continue;
                        }
                        break;
                    case ComposedRow.DOUBLE:
                        if (c.physical == 3 && roots[col] == TypeRoot.DOUBLE) {
                            ((ColumnBuffer.DoubleBuffer) c).appendDouble(Double.longBitsToDouble(bits[col]));
                            continue;
                        }
                        break;
                    case ComposedRow.FLOAT:
                        if (c.physical == 2 && roots[col] == TypeRoot.FLOAT) {
                            ((ColumnBuffer.FloatBuffer) c).appendFloat(Float.intBitsToFloat((int) bits[col]));
                            continue;
                        }
                        break;
                    default: {
                        InternalRow source = value.from[col];
                        if (source instanceof ColumnarRow) {
                            ColumnarRow cr = (ColumnarRow) source;
                            ColumnVector v = cr.column(col);
                            DataType t = v.type;
                            if (t != checked[col]) {
                                fits[col] = c.canAppendFrom(t);
                                checked[col] = t;
                            }
                            if (fits[col]) {
                                appendFrom(c, v, cr.row);
                                continue;
                            }
                        }
                        appendRowPath(c, source);
                        continue;
                    }
                }
                appendRowPath(c, value);
            }
        } catch (RuntimeException e) {
            throw valueFailed(col, e);
        }
    }

    /**
     * The binary-row fast path (a memtable's serialized rows on flush): fields whose type the
     * column takes as it is ({@link ColumnBuffer#canAppendBinary}) are read through the binary
     * row's own getters (no interface dispatch per field), and the row's null bitmap is looked at
     * once, so a row without nulls skips every per-field null check; other fields go the row path.
     * The file bytes are those of the row path. The per-column check is redone only when the row
     * type object changes.
     */
    private void appendBinary(BinaryRow value) {
        RunWriterScratch s = buffers;
        RowType t = value.type();
        if (t != s.binaryRowType) {
            for (int c = 0; c < columns.length; c++) {
                s.binaryFits[c] = c < t.size() && columns[c].canAppendBinary(t.type(c));
            }
            s.binaryRowType = t;
        }
        boolean[] direct = buffers.binaryFits;
        boolean mayBeNull = value.hasNullFields();
        int col = 0;
        try {
            for (; col < columns.length; col++) {
                ColumnBuffer c = columns[col];
                if (!direct[col]) {
                    appendRowPath(c, value);
                    continue;
                }
                switch (c.physical) {
                    case 0: ((ColumnBuffer.LongBuffer) c).addBinary(value, mayBeNull); break;
                    case 1: ((ColumnBuffer.BooleanBuffer) c).addBinary(value, mayBeNull); break;
                    case 2: ((ColumnBuffer.FloatBuffer) c).addBinary(value, mayBeNull); break;
                    case 3: ((ColumnBuffer.DoubleBuffer) c).addBinary(value, mayBeNull); break;
                    case 5: ((ColumnBuffer.BytesBuffer) c).addBinary(value, mayBeNull); break;
                    default: appendRowPath(c, value); break;
                }
            }
        } catch (RuntimeException e) {
            throw valueFailed(col, e);
        }
    }

    /**
     * The heap-row path (an append table's written rows): a field whose value is the canonical
     * object of a BIGINT, INT, DOUBLE, CHAR or VARCHAR column is appended straight from the row's
     * value array ({@code addObject}: one class check, no getter dispatch, no separate null check);
     * any other field (a null, another type, a value of the wrong class) goes the row path, which
     * appends or rejects it as before. The file bytes are those of the row path.
     */
    private void appendGeneric(GenericRow value) {
        Object[] values = value.values();
        int col = 0;
        try {
            for (; col < columns.length; col++) {
                ColumnBuffer c = columns[col];
                Object o = values[col];
                boolean done;
                switch (c.physical) {
                    case 0: done = ((ColumnBuffer.LongBuffer) c).addObject(o); break;
                    case 3: done = ((ColumnBuffer.DoubleBuffer) c).addObject(o); break;
                    case 5: done = ((ColumnBuffer.BytesBuffer) c).addObject(o); break;
                    default: done = false; break;
                }
                if (!done) {
                    appendRowPath(c, value);
                }
            }
        } catch (RuntimeException e) {
            throw valueFailed(col, e);
        }
    }

    /** Appends the field of column {@code c} of {@code value} through the row getters. */
    private static void appendRowPath(ColumnBuffer c, InternalRow value) {
        switch (c.physical) {
            case 0: ((ColumnBuffer.LongBuffer) c).addRow(value); break;
            case 1: ((ColumnBuffer.BooleanBuffer) c).addRow(value); break;
            case 2: ((ColumnBuffer.FloatBuffer) c).addRow(value); break;
            case 3: ((ColumnBuffer.DoubleBuffer) c).addRow(value); break;
            case 4: ((ColumnBuffer.TimestampBuffer) c).addRow(value); break;
            default: ((ColumnBuffer.BytesBuffer) c).addRow(value); break;
        }
    }

    /** The record's values are appended: the key, sequence, kind and statistics follow. */
    private void finishRecord(int at, int keyLen, long sequence, RowKind kind, boolean newKey) throws IOException {
        if (rows == keyEnds.length) {
            int n = rows * 2;
            keyEnds = Arrays.copyOf(keyEnds, n);
            seqs = Arrays.copyOf(seqs, n);
            kinds = Arrays.copyOf(kinds, n);
        }
        keys.pos = at + keyLen;
        keyEnds[rows] = keys.pos;
        seqs[rows] = sequence;
        kinds[rows] = kind.toByteValue();
        rows++;
        if (rowCount == 0) {
            minKey = Arrays.copyOfRange(keys.buf, at, at + keyLen);
        }
        rowCount++;
        if (kind.isRetract()) {
            retractCount++;
        }
        minSeq = Math.min(minSeq, sequence);
        maxSeq = Math.max(maxSeq, sequence);
        if (newKey && keyHashes != null) {
            addKeyHash(at, keyLen);
        }
        if ((rows & 15) == 0) {
            checkPage();
        }
    }

    /** The bloom filter's hash of the new key buffered at {@code at}. */
    private void addKeyHash(int at, int keyLen) {
        int chunk = keyHashCount / HASH_CHUNK;
        if (chunk == keyHashes.length) {
            keyHashes = Arrays.copyOf(keyHashes, chunk * 2);
            if (reused != null) {
                reused.keyHashes = keyHashes; // the grown chunk table (and its chunks) serve the next files too
            }
        }
        if (keyHashes[chunk] == null) {
            keyHashes[chunk] = new long[HASH_CHUNK];
        }
        keyHashes[chunk][keyHashCount % HASH_CHUNK] = BloomFilter.hash(keys.buf, at, keyLen);
        keyHashCount++;
    }

    /** Every 16 rows: hands the page over when its estimate reached the target. */
    private void checkPage() throws IOException {
        if (pageEstimate() >= opts.targetPageBytes()) {
            try {
                flushPage(true);
            } catch (IOException | RuntimeException e) {
                // the page set handed over may still be the worker's: no further record may touch it
                abortQuietly();
                throw e;
            }
        }
    }

    private long pageEstimate() {
        long e = keys.pos + (long) fixedBytesPerRow * rows;
        for (ColumnBuffer c : variableColumns) {
            e += c.estimatedBytes();
        }
        return e;
    }

    /**
     * Hands the buffered records to the flusher, which encodes, compresses and writes them (in the
     * background, or now); then, when {@code more}, takes the next page buffer.
     */
    private void flushPage(boolean more) throws IOException {
        if (rows == 0) {
            return;
        }
        long estimate = pageEstimate();

        // index entry (offset and length are recorded by the flusher)
        if (pageCount == pageRows.length) {
            int n = pageCount * 2;
            pageRows = Arrays.copyOf(pageRows, n);
            firstKeyEnds = Arrays.copyOf(firstKeyEnds, n);
        }
        pageRows[pageCount] = rows;
        firstKeys.bytes(keys.buf, 0, keyEnds[0]);
        firstKeyEnds[pageCount] = firstKeys.pos;
        pageCount++;
        rawBytesWritten += estimate;

        // remember the last record for the order check
        int lastFrom = rows == 1 ? 0 : keyEnds[rows - 2];
        lastKeyLen = keyEnds[rows - 1] - lastFrom;
        if (lastKey.length < lastKeyLen) {
            lastKey = new byte[Math.max(lastKeyLen, lastKey.length * 2)];
        }
        System.arraycopy(keys.buf, lastFrom, lastKey, 0, lastKeyLen);
        lastSeq = seqs[rows - 1];

        // the page's set is the encoder's from here on
        PageColumns set = page.raw;
        set.keyEnds = keyEnds;
        set.seqs = seqs;
        set.kinds = kinds;
        set.rows = rows;
        rows = 0;
        PageFlusher.EncodedPage p = page;
        page = null;
        flusher.submit(p);
        if (more) {
            nextPage();
        }
    }

    /** Bytes written so far plus the current page at the compression ratio seen so far. */
    public long estimatedSize() {
        long page = pageEstimate();
        long stored = flusher.storedBytes();
        if (rawBytesWritten > 0 && stored > 0) {
            page = (long) (page * (stored / (double) rawBytesWritten));
        }
        return RunFormat.HEADER_SIZE + stored + page;
    }

    public long rowCount() {
        return rowCount;
    }

    /**
     * Takes over the open output of a finished file whose sync ({@link RunWriterOptions#syncOnFinish})
     * is deferred: it must sync and then close the output before the file is published (e.g. all of a
     * commit's files at once, {@link dev.varve.format.SyncBatch}), or close it unsynced when the file is
     * abandoned. Called on the thread that finishes the file.
     */
    @FunctionalInterface
    public interface SyncDeferral {
        /** Takes {@code out} (written in full, not synced), or returns false: the writer syncs and closes it itself. */
        boolean defer(PositionOutput out);
    }

    /**
     * With {@link RunWriterOptions#syncOnFinish}, {@link #finish} hands the written output to
     * {@code deferral} instead of syncing and closing it (call before finish). Without that option
     * the file is neither synced nor deferred.
     */
    public void deferSyncTo(SyncDeferral deferral) {
        this.deferral = deferral;
    }

    /** Writes the last page, the footer and the trailer, syncs if asked, closes; returns the file's metadata. */
    public RunFileMeta finish() throws IOException {
        java.util.List<ColumnStats> stats = new java.util.ArrayList<>(columns.length);
        FinishedRun f = finish(stats);
        return new RunFileMeta(fileName(path), f.fileSize, f.rowCount, f.retractCount, f.minKey, f.maxKey,
                f.minSequence, f.maxSequence, stats, f.creationTimeMillis, RunFormat.VERSION_CURRENT, f.pageCount,
                opts.compression());
    }

    /**
     * As {@link #finish()}, returning the file's figures without column statistics or a metadata
     * object: in the holder of this writer's scratch (see {@link FinishedRun}; valid until the
     * scratch's next writer finishes), or a new one for a writer without a scratch.
     */
    public FinishedRun finishRun() throws IOException {
        return finish(null);
    }

    /** Finishes the file; adds the column statistics to {@code stats} unless it is null. */
    private FinishedRun finish(java.util.List<ColumnStats> stats) throws IOException {
        if (state != State.OPEN) {
            throw new IllegalStateException("run writer for " + path + " is " + state.name().toLowerCase(java.util.Locale.ROOT));
        }
        try {
            flushPage(false);
            flusher.finish();
            byte[] maxKey = rowCount == 0 ? null : Arrays.copyOf(lastKey, lastKeyLen);
            BloomFilter bloom = null;
            if (keyHashes != null) {
                byte[] bits = null;
                if (reused != null) {
                    int need = BloomFilter.bitBytes(keyHashCount, opts.bloomBitsPerKey());
                    if (reused.bloomBits == null || reused.bloomBits.length < need) {
                        // with headroom: the files a scratch writes grow a little at a time (compaction outputs)
                        int grown = reused.bloomBits == null ? 0 : reused.bloomBits.length + (reused.bloomBits.length >> 1);
                        reused.bloomBits = new byte[Math.max(need, grown)];
                    }
                    bits = reused.bloomBits;
                }
                bloom = BloomFilter.create(keyHashCount, opts.bloomBitsPerKey(), bits);
                for (int i = 0; i < keyHashCount; i++) {
                    bloom.addHash(keyHashes[i / HASH_CHUNK][i % HASH_CHUNK]);
                }
            }
            long created = opts.creationTimeMillis() >= 0 ? opts.creationTimeMillis() : System.currentTimeMillis();
            long footerOffset = out.position();
            ByteSink body;
            if (reused != null) {
                body = reused.footer;
                body.reset();
            } else {
                body = new ByteSink(1024 + firstKeys.pos + 32L * pageCount > Integer.MAX_VALUE / 2
                        ? 1024 : (int) (1024 + firstKeys.pos + 32L * pageCount));
            }
            // the first page set's columns keep the file statistics for every set (PageColumns), final since the
            // flusher stopped. Without a metadata list the buffers write them to the footer themselves (no value
            // objects); with one, the values are built once, for the footer and the metadata (canonical objects)
            RunWriterScratch st = buffers;
            ColumnBuffer[] owners = st.columns;
            if (stats == null) {
                Footer.write(body, valueType, rowCount, retractCount, minSeq, maxSeq, created, codec, opts.zstdLevel(),
                        opts.targetPageBytes(), minKey, maxKey, owners, pageCount, flusher.offsets(), flusher.lengths(),
                        pageRows, firstKeys, firstKeyEnds);
            } else {
                for (int i = 0; i < owners.length; i++) {
                    st.statsNulls[i] = owners[i].fileNullCount;
                    st.statsMins[i] = owners[i].statsMin();
                    st.statsMaxs[i] = owners[i].statsMax();
                }
                Footer.write(body, valueType, rowCount, retractCount, minSeq, maxSeq, created, codec, opts.zstdLevel(),
                        opts.targetPageBytes(), minKey, maxKey, st.statsNulls, st.statsMins, st.statsMaxs, pageCount,
                        flusher.offsets(), flusher.lengths(), pageRows, firstKeys, firstKeyEnds);
            }
            int bloomLen = bloom == null ? 0 : bloom.serializedSize();
            body.i32(bloomLen);
            int footerLen = body.pos + bloomLen;
            out.write(body.buf, 0, body.pos);
            crc.reset();
            crc.update(body.buf, 0, body.pos);
            if (bloom != null) {
                // the header in the trailer's scratch, which writeTrailer fills afterwards
                bloom.writeTo(out, crc, reused != null ? reused.trailer : new byte[RunFormat.TRAILER_SIZE]);
            }
            writeTrailer(out, crc, footerOffset, footerLen,
                    reused != null ? reused.trailer : new byte[RunFormat.TRAILER_SIZE]);
            long size = out.position();
            boolean defer = opts.syncOnFinish() && deferral != null;
            if (opts.syncOnFinish() && !defer) {
                out.sync(); // may overlap the flusher's last early write-back: both wait for the same writes
            }
            flusher.checkWriteBack(); // before the output is closed or handed over; a failed write-back fails the file
            if (defer) {
                out.flush(); // the whole file visible to readers (compaction, lookups) while its sync waits
            }
            if (!defer || !deferral.defer(out)) {
                if (defer) {
                    out.sync(); // the deferral declined it
                }
                out.close();
            }
            state = State.FINISHED;
            cleanable.clean();
            for (int i = 0; stats != null && i < owners.length; i++) {
                stats.add(new ColumnStats(valueType.field(i).name(), st.statsNulls[i], st.statsMins[i], st.statsMaxs[i]));
            }
            java.util.Arrays.fill(st.statsMins, null); // nothing of this file stays reachable from the scratch
            java.util.Arrays.fill(st.statsMaxs, null);
            FinishedRun f = reused != null ? reused.finished : new FinishedRun();
            f.fileSize = size;
            f.rowCount = rowCount;
            f.retractCount = retractCount;
            f.minKey = minKey; // new for this file (first record's copy)
            f.maxKey = maxKey;
            f.minSequence = minSeq;
            f.maxSequence = maxSeq;
            f.creationTimeMillis = created;
            f.pageCount = pageCount;
            handBack();
            return f;
        } catch (IOException | RuntimeException e) {
            abortQuietly();
            throw e;
        }
    }

    /** Gives the (possibly grown) buffers back to the caller's scratch; the flusher is stopped by now. */
    private void handBack() {
        RunWriterScratch s = reused;
        if (s == null || handedBack) {
            return;
        }
        handedBack = true;
        if (page != null) { // the set being filled (a submitted one has its arrays already)
            page.raw.keyEnds = keyEnds;
            page.raw.seqs = seqs;
            page.raw.kinds = kinds;
        }
        s.lastKey = lastKey;
        s.pageRows = pageRows;
        s.firstKeyEnds = firstKeyEnds;
        if (keyHashes != null) {
            s.keyHashes = keyHashes;
        }
        flusher.handBack(s);
        s.release();
    }

    /**
     * Writes the trailer of a run file (FORMAT.md): footer offset, footer length, the footer's CRC32C
     * (taken from {@code crc}, which has covered the footer), the trailer's own CRC32C, the magic.
     * {@code trailer} is a scratch array of {@link RunFormat#TRAILER_SIZE} bytes; {@code crc} is reset.
     */
    static void writeTrailer(PositionOutput out, java.util.zip.Checksum crc, long footerOffset, int footerLen,
                             byte[] trailer) throws IOException {
        int footerCrc = (int) crc.getValue();
        ByteSink.LONG_LE.set(trailer, 0, footerOffset);
        ByteSink.INT_LE.set(trailer, 8, footerLen);
        ByteSink.INT_LE.set(trailer, 12, footerCrc);
        crc.reset();
        crc.update(trailer, 0, 16);
        ByteSink.INT_LE.set(trailer, 16, (int) crc.getValue());
        System.arraycopy(RunFormat.TRAILER_MAGIC, 0, trailer, 20, 4);
        out.write(trailer, 0, trailer.length);
    }

    static String fileName(String path) {
        int i = path.lastIndexOf('/');
        return i < 0 ? path : path.substring(i + 1);
    }

    /** Closes and deletes the file; safe to call in any state, more than once. */
    public void abort() throws IOException {
        if (state == State.ABORTED) {
            return;
        }
        boolean wasFinished = state == State.FINISHED;
        state = State.ABORTED;
        cleanable.clean();
        handBack();
        closeAndDelete(io, out, path, !wasFinished);
    }

    /**
     * Closes {@code out} (when {@code close}) and deletes {@code path}, both attempted; throws the
     * first failure. The abort of a writer that produces a run file ({@link RunWriter}, {@link RunConcat}).
     */
    static void closeAndDelete(FileIO io, PositionOutput out, String path, boolean close) throws IOException {
        IOException first = null;
        if (close) {
            try {
                out.close();
            } catch (IOException e) {
                first = e;
            }
        }
        try {
            io.delete(path);
        } catch (IOException e) {
            if (first == null) {
                first = e;
            }
        }
        if (first != null) {
            throw first;
        }
    }

    private void abortQuietly() {
        try {
            abort();
        } catch (IOException | RuntimeException ignored) {
            // the original failure is what the caller needs to see
        }
    }
}
