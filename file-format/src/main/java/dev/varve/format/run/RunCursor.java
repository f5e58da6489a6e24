package dev.varve.format.run;

import dev.varve.format.CorruptFileException;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import java.io.IOException;
import java.util.Arrays;

/**
 * Iterates records of a run file in key order. Call {@link #next()} before each record.
 *
 * <p>Reuse contract: {@link #value()} returns the same row object for every record, and the key
 * views ({@link #keyArray()}, {@link #keyOffset()}, {@link #keyLength()}) point into a buffer
 * that the next call to {@code next()} overwrites; copy what you keep ({@link #key()} copies).
 * A cursor allocates nothing per record except when canonical objects are asked for through
 * {@code getField} / {@code getString}.
 *
 * <p>Previous-record views: the cursor alternates between two value rows, so the row that
 * {@link #value()} returned for a record stays readable after the following {@code next()} as
 * long as that call did not load a new page — that is, when {@link #lastInPage()} was false
 * before it. A reader that hands out the previous record (a merge reader that must look at the
 * next version before it knows a key's group is complete) copies it only when
 * {@code lastInPage()} is true, once per page instead of once per record. The zero-copy byte
 * accessors take such a view ({@link #bytesOffset(InternalRow, int)}).
 *
 * <p>A cursor made on a {@link RunReadScratch} decodes into the scratch's buffers: what it returned
 * is valid only until the next cursor on that scratch reads a page.
 *
 * <p>Not thread-safe. Close it to release its decompression context (or its scratch).
 */
public final class RunCursor implements AutoCloseable {
    private final RunReader reader;
    private final PageDecoder decoder;
    private final int[] projection;
    private final byte[] to;
    /** The chunks this cursor decodes (keys, sequences, kinds, projected columns), for a page read ahead. */
    private final boolean[] wantedChunks;
    /** The chunks this cursor decodes at each load (a decoding read ahead decodes them: {@link PageDecoder#decodeAhead}). */
    private final boolean[] decodedChunks;
    /** The two alternating value views; {@code row} is the current one. */
    private final ColumnarRow[] views = new ColumnarRow[2];
    private ColumnarRow row;
    /** {@link #peek}'s view, made on first use. */
    private ColumnarRow peekView;
    /**
     * {@link #rowAt}'s two alternating views, made on first use; {@code atFlip} says which one the last
     * call set (an int, not a reference to the view: no write barrier per row).
     */
    private ColumnarRow atView0;
    private ColumnarRow atView1;
    private int atFlip;
    private int page;
    private int endPage;
    private int r;
    private int endRow;
    private final byte[] from;
    private boolean done;
    private boolean closed;
    /** {@link #lazySequences()}: a page's sequences are decoded when first asked for, not when it is loaded. */
    private boolean lazySequences;

    RunCursor(RunReader reader, PageDecoder decoder, int[] projection, byte[] from, byte[] to) {
        this.reader = reader;
        this.decoder = decoder;
        this.projection = projection;
        this.from = from == null ? null : from.clone();
        this.to = to == null ? null : to.clone();
        ColumnVector[] cols = new ColumnVector[projection.length];
        for (int i = 0; i < projection.length; i++) {
            int c = projection[i];
            if (decoder.columns[c] == null) {
                decoder.columns[c] = ColumnVector.create(reader.valueType().type(c));
            }
            cols[i] = decoder.columns[c];
        }
        this.wantedChunks = new boolean[reader.valueType().size() + 3];
        wantedChunks[0] = true;
        wantedChunks[1] = true;
        wantedChunks[2] = true;
        for (int c : projection) {
            wantedChunks[c + 3] = true;
        }
        this.decodedChunks = wantedChunks.clone();
        this.views[0] = new ColumnarRow(cols);
        this.views[1] = new ColumnarRow(cols);
        this.row = views[0];
        Footer f = reader.footer();
        int startPage = 0;
        if (from != null) {
            // equal keys may straddle pages: start at the last page that begins before `from`
            startPage = Math.max(0, reader.pagesStartingBefore(from) - 1);
        }
        this.endPage = to == null ? f.pageCount : reader.pagesStartingBefore(to);
        if (from != null && to != null && Arrays.compareUnsigned(from, to) >= 0) {
            endPage = 0;
        }
        this.page = startPage - 1;
        this.r = 0;
        this.endRow = 0;
    }

    /**
     * Decodes each page's sequences only when they are first asked for ({@link #sequence()},
     * {@link #pageSequences()}), not when the page is loaded: a reader that wants a key's latest
     * value and takes the merge order from elsewhere decodes none. A page whose sequence chunk is
     * malformed (with a valid checksum) then fails on that first call, with the
     * {@link CorruptFileException} in an {@link java.io.UncheckedIOException}, instead of at its load.
     *
     * @return this cursor
     */
    public RunCursor lazySequences() {
        this.lazySequences = true;
        decodedChunks[1] = false; // decompressed ahead, decoded when asked for
        return this;
    }

    /** Advances to the next record; false at the end. */
    public boolean next() throws IOException {
        if (done) {
            return false;
        }
        r++;
        while (r >= endRow) {
            if (!loadNextPage()) {
                done = true;
                return false;
            }
        }
        ColumnarRow v = row == views[0] ? views[1] : views[0];
        v.row = r;
        v.kind = decoder.kinds[r]; // checked 0..3 when the page was decoded
        row = v;
        return true;
    }

    /**
     * Whether the current record is the last of its page (or there is none yet): the next call to
     * {@link #next()} loads a page, or ends, and the views of the current record die with it.
     */
    public boolean lastInPage() {
        return r + 1 >= endRow;
    }

    /**
     * Page-level access for block consumers (a batch merge reads a page's key and sequence vectors
     * ahead of the cursor, then steps the cursor row by row for the values): the current record's
     * row index within its page. The rows this cursor returns from the page are
     * {@code pageRow() .. pageEnd() - 1} from here on. Valid after a {@link #next()} that returned true.
     */
    public int pageRow() {
        return r;
    }

    /** The end (exclusive) of the rows this cursor returns from its current page (see {@link #pageRow()}). */
    public int pageEnd() {
        return endRow;
    }

    /**
     * Moves to row {@code pageRow} of the current page ({@link #pageRow()} ≤ pageRow &lt;
     * {@link #pageEnd()}), as {@code pageRow - pageRow()} calls of {@link #next()} would, without
     * visiting the rows between (the page's columns are decoded already): a block consumer reads
     * the rows it needs, out of many, in ascending order. The record it left behind keeps its
     * views as after a {@code next()} within the page.
     *
     * @throws IllegalArgumentException if the row is behind the cursor or past the page's end
     */
    public void skipTo(int pageRow) {
        if (pageRow == r) {
            return;
        }
        if (pageRow < r || pageRow >= endRow || done) {
            throw new IllegalArgumentException("page row " + pageRow + " is not between the cursor's row " + r
                    + " and its page's end " + endRow);
        }
        r = pageRow;
        ColumnarRow v = row == views[0] ? views[1] : views[0];
        v.row = pageRow;
        v.kind = decoder.kinds[pageRow];
        row = v;
    }

    /**
     * The current page's sequence numbers by page row (the array may be longer than the page); not
     * to be modified, valid until the next page is loaded.
     */
    public long[] pageSequences() {
        if (lazySequences) {
            decodeSequences();
        }
        return decoder.seqs;
    }

    /** A lazy cursor's sequences of the current page; a malformed chunk as an {@link java.io.UncheckedIOException}. */
    private void decodeSequences() {
        try {
            decoder.decodeSeqs();
        } catch (CorruptFileException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The current page's row kinds ({@link RowKind#toByteValue()}) by page row; valid until the next page is loaded. */
    byte[] pageKinds() {
        return decoder.kinds;
    }

    /** The decoded columns of the projected value row (for {@link PickedRows}; not to be modified). */
    ColumnVector[] valueColumns() {
        return views[0].columns();
    }

    /**
     * The current page's key offsets by page row: row {@code i}'s key is
     * {@code keyArray()[pageKeyOffsets()[i] .. pageKeyOffsets()[i + 1])}; not to be modified, valid
     * until the next page is loaded.
     */
    public int[] pageKeyOffsets() {
        return decoder.keys.off();
    }

    /**
     * The length (1..8) of every key of the current page when the page stores them fixed-width
     * (the key chunk's FIXED encoding), else 0; then {@link #pageFixedKeys()} holds them as numbers.
     * Valid until the next page is loaded.
     */
    public int pageFixedKeyLength() {
        return decoder.keys.fixedLen;
    }

    /**
     * With {@link #pageFixedKeyLength()} L &gt; 0: row {@code i}'s key as an unsigned big-endian
     * number of L bytes, by page row (so {@code key << (64 - 8 * L)} is its zero-padded 8-byte
     * prefix); not to be modified, valid until the next page is loaded. Null otherwise.
     */
    public long[] pageFixedKeys() {
        return decoder.keys.fixed;
    }

    /**
     * A view of row {@code pageRow} of the current page ({@link #pageRow()} ≤ pageRow &lt;
     * {@link #pageEnd()}) without moving the cursor: a block consumer may look at rows ahead (a
     * filter deciding which rows it will read). The same object for every call (it is not one of
     * the two value rows, {@link #ownsView}); valid until the next call or until the next page is loaded.
     */
    public InternalRow peek(int pageRow) {
        if (pageRow < r || pageRow >= endRow || done) {
            throw new IllegalArgumentException("page row " + pageRow + " is not between the cursor's row " + r
                    + " and its page's end " + endRow);
        }
        ColumnarRow v = peekView;
        if (v == null) {
            v = peekView = new ColumnarRow(views[0].columns());
        }
        v.row = pageRow;
        v.kind = decoder.kinds[pageRow];
        return v;
    }

    /**
     * A view of row {@code pageRow} of the current page ({@link #pageRow()} ≤ pageRow &lt;
     * {@link #pageEnd()}) without moving the cursor: a block consumer that reads the rows it picked
     * in place (a merged scan reads each key's latest version, out of several) takes them here
     * instead of stepping the cursor to each ({@link #skipTo}). Two views alternate, so the view the
     * call before returned stays readable; both are valid until the next page is loaded. They are
     * neither the cursor's value rows ({@link #ownsView} is false for them) nor {@link #peek}'s.
     */
    public InternalRow rowAt(int pageRow) {
        if (pageRow < r || pageRow >= endRow || done) {
            throw new IllegalArgumentException("page row " + pageRow + " is not between the cursor's row " + r
                    + " and its page's end " + endRow);
        }
        if (atView0 == null) {
            atView0 = new ColumnarRow(views[0].columns());
            atView1 = new ColumnarRow(views[0].columns());
        }
        int flip = atFlip ^ 1;
        atFlip = flip;
        ColumnarRow v = flip == 0 ? atView0 : atView1;
        v.row = pageRow;
        v.kind = decoder.kinds[pageRow];
        return v;
    }

    /** Whether {@code view} is one of this cursor's value rows (the current or the previous record's). */
    public boolean ownsView(InternalRow view) {
        return view == views[0] || view == views[1];
    }

    private boolean loadNextPage() throws IOException {
        page++;
        if (page >= endPage) {
            return false;
        }
        decoder.load(page);
        if (page + 1 < endPage) {
            // a scan's scratch may read (and decode) the next page meanwhile
            decoder.prefetch(page + 1, wantedChunks, decodedChunks);
        }
        decoder.decodeKeys();
        if (lazySequences) {
            decoder.decodeKinds();
        } else {
            decoder.decodeSeqsAndKinds();
        }
        for (int c : projection) {
            decoder.decodeColumn(c);
        }
        r = from == null ? 0 : decoder.lowerBound(from);
        endRow = to == null ? decoder.rows : decoder.lowerBound(to);
        return true;
    }

    /** A copy of the current key. */
    public byte[] key() {
        int[] o = decoder.keys.off();
        return Arrays.copyOfRange(decoder.keys.data(), o[r], o[r + 1]);
    }

    /** The array holding the current key (valid until the next call to next()). */
    public byte[] keyArray() {
        return decoder.keys.data();
    }

    public int keyOffset() {
        return decoder.keys.off()[r];
    }

    public int keyLength() {
        int[] o = decoder.keys.off();
        return o[r + 1] - o[r];
    }

    public long sequence() {
        if (lazySequences) {
            decodeSequences();
        }
        return decoder.seqs[r];
    }

    public RowKind kind() {
        return row.getRowKind();
    }

    /** The projected value row (reused; its row kind is the record's kind). */
    public InternalRow value() {
        return row;
    }

    /**
     * Zero-copy access to a variable-length field of the projected row (CHAR/VARCHAR as UTF-8,
     * BINARY/VARBINARY as bytes): the array holding it, valid until the next call to next(); use
     * with {@link #bytesOffset} and {@link #bytesLength}. The field must be non-null.
     */
    public byte[] bytesArray(int field) {
        return bytesVector(field).data;
    }

    public int bytesOffset(int field) {
        return bytesVector(field).off[r];
    }

    public int bytesLength(int field) {
        return bytesVector(field).len[r];
    }

    /**
     * As {@link #bytesOffset(int)}, for the record of {@code view}, a value row of this cursor
     * ({@link #ownsView}) that is still valid (see the class comment); its array is
     * {@link #bytesArray(int)}.
     */
    public int bytesOffset(InternalRow view, int field) {
        return bytesVector(field).off[rowOf(view)];
    }

    public int bytesLength(InternalRow view, int field) {
        return bytesVector(field).len[rowOf(view)];
    }

    private int rowOf(InternalRow view) {
        if (!ownsView(view)) {
            throw new IllegalArgumentException("the row is not a value row of this cursor");
        }
        return ((ColumnarRow) view).row;
    }

    private ColumnVector.BytesVector bytesVector(int field) {
        ColumnVector c = decoder.columns[projection[field]];
        if (!(c instanceof ColumnVector.BytesVector)) {
            throw new IllegalArgumentException("field " + field + " of type " + c.type + " is not stored as bytes");
        }
        return (ColumnVector.BytesVector) c;
    }

    /**
     * Ends the cursor: releases its decompression context, or hands its {@link RunReadScratch}
     * back. Closing again does nothing.
     */
    @Override
    public void close() {
        done = true;
        if (!closed) {
            closed = true;
            decoder.close();
        }
    }
}
