package dev.varve.format.run;

import dev.varve.row.RowType;
import java.util.Arrays;

/**
 * Records picked, in key order, out of the current pages of several run cursors, to be appended to a
 * {@link RunWriter} together and column by column ({@link RunWriter#addPicked}): a compaction's versions that pass
 * through unchanged (a key's lone version, or the latest of a deduplicated key), each a distinct key, handed over a
 * merge call's worth at a time instead of record by record.
 *
 * <p>Sources are numbered by the caller (0 .. {@code sources - 1}); {@link #bind} points source {@code s} at its
 * cursor's current page (its key, sequence and kind vectors and its decoded value columns), {@link #add} picks one of
 * that page's rows. The picks stay valid while each bound cursor stays on its page: the caller appends them
 * ({@link RunWriter#addPicked}) and {@link #clear()}s them before any bound cursor loads another page.
 *
 * <p>Not thread-safe; reused (no allocation per pick once the arrays have grown).
 */
public final class PickedRows {
    byte[][] keyData;
    int[][] keyOffsets;
    long[][] seqs;
    byte[][] kinds;
    ColumnVector[][] columns;
    /** Per source: the value type its columns were last found to fit in full ({@link RunWriter#addPicked}), or null. */
    RowType[] fitsType;
    /** Per source: a view of its page's rows for the row path (made on first use). */
    ColumnarRow[] views;
    int[] source = new int[256];
    int[] row = new int[256];
    int count;

    public PickedRows(int sources) {
        sized(sources);
    }

    /** Fresh per-source arrays for {@code sources} sources (nothing bound). */
    private void sized(int sources) {
        keyData = new byte[sources][];
        keyOffsets = new int[sources][];
        seqs = new long[sources][];
        kinds = new byte[sources][];
        columns = new ColumnVector[sources][];
        fitsType = new RowType[sources];
        views = new ColumnarRow[sources];
    }

    /**
     * Makes this instance ready for a merge of {@code sources} sources, as a new one would be (nothing picked, nothing
     * bound), keeping the arrays it has grown: a compacting thread reuses one instance across its compactions.
     */
    public void reset(int sources) {
        if (sources > keyData.length) {
            sized(sources);
        } else {
            release();
        }
        count = 0;
    }

    /** Drops every reference to the bound pages (and the picks): nothing of a finished merge stays reachable. */
    public void release() {
        Arrays.fill(keyData, null);
        Arrays.fill(keyOffsets, null);
        Arrays.fill(seqs, null);
        Arrays.fill(kinds, null);
        Arrays.fill(columns, null);
        Arrays.fill(fitsType, null);
        Arrays.fill(views, null);
        count = 0;
    }

    /**
     * Points source {@code s} at {@code cursor}'s current page: its rows may be picked until the cursor loads
     * another page. The cursor must read all value columns in file order (no projection), with sequences decoded.
     */
    public void bind(int s, RunCursor cursor) {
        keyData[s] = cursor.keyArray();
        keyOffsets[s] = cursor.pageKeyOffsets();
        seqs[s] = cursor.pageSequences();
        kinds[s] = cursor.pageKinds();
        ColumnVector[] cols = cursor.valueColumns();
        if (cols != columns[s]) {
            columns[s] = cols;
            fitsType[s] = null;
            views[s] = null;
        }
    }

    /** The kind byte ({@link dev.varve.row.RowKind#toByteValue()}) of page row {@code pageRow} of bound source {@code s}. */
    public byte kind(int s, int pageRow) {
        return kinds[s][pageRow];
    }

    /** Picks page row {@code pageRow} of bound source {@code s}: the next record, a new key after the previous pick's. */
    public void add(int s, int pageRow) {
        int n = count;
        if (n == source.length) {
            source = Arrays.copyOf(source, n * 2);
            row = Arrays.copyOf(row, n * 2);
        }
        source[n] = s;
        row[n] = pageRow;
        count = n + 1;
    }

    /** The records picked since the last {@link #clear()}. */
    public int size() {
        return count;
    }

    public void clear() {
        count = 0;
    }

    /** Pick {@code i}'s value as a row view (the row path of {@link RunWriter#addPicked}). */
    ColumnarRow view(int i) {
        int s = source[i];
        ColumnarRow v = views[s];
        if (v == null) {
            v = views[s] = new ColumnarRow(columns[s]);
        }
        v.row = row[i];
        v.kind = kinds[s][row[i]];
        return v;
    }
}
