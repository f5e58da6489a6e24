package dev.varve.kernel.mergeengine;

import dev.varve.format.run.FieldSourceRow;
import dev.varve.row.BytesView;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;

import java.util.Arrays;

/**
 * The result row of a {@link FoldingMergeFunction}: canonical values in {@link #values()}, except
 * for columns whose accumulator kept its result undecoded in a row of its own
 * ({@link #setUndecoded}: a string or bytes value still in the serialized input it came from).
 * Such a column is decoded on the first {@code getField} / {@code getString} (and then kept), while
 * {@link #getBytesView} reads its bytes in place: a reader that wants bytes (a run writer, a
 * byte-wise consumer) never builds the {@code String}.
 *
 * <p>Reuse contract: the row and the rows it points into belong to the merge function; valid until
 * its next {@code reset()} or {@code add}. Not thread-safe (even reads: decoding caches).
 */
final class FoldedRow implements FieldSourceRow {
    private final Object[] values;
    /** Per column: a row holding the column's value at the same position, not yet decoded; or null. */
    private final InternalRow[] undecoded;
    private boolean anyUndecoded;
    private RowKind kind = RowKind.INSERT;

    FoldedRow(int arity) {
        this.values = new Object[arity];
        this.undecoded = new InternalRow[arity];
    }

    /** The canonical values (an undecoded column reads null here until decoded). */
    Object[] values() {
        return values;
    }

    /** Clears every value and every undecoded column. */
    void clear() {
        Arrays.fill(values, null);
        clearUndecoded();
    }

    void clearUndecoded() {
        if (anyUndecoded) {
            Arrays.fill(undecoded, null);
            anyUndecoded = false;
        }
    }

    /** Column {@code pos} is the non-null value at {@code pos} of {@code source} (not copied). */
    void setUndecoded(int pos, InternalRow source) {
        undecoded[pos] = source;
        values[pos] = null;
        anyUndecoded = true;
    }

    @Override
    public int getArity() {
        return values.length;
    }

    @Override
    public RowKind getRowKind() {
        return kind;
    }

    @Override
    public void setRowKind(RowKind kind) {
        this.kind = kind;
    }

    @Override
    public boolean isNullAt(int pos) {
        return undecoded[pos] == null && values[pos] == null;
    }

    @Override
    public Object getField(int pos) {
        InternalRow u = undecoded[pos];
        if (u != null) {
            values[pos] = Values.copy(u.getField(pos));
            undecoded[pos] = null;
        }
        return values[pos];
    }

    /** The undecoded source of column {@code pos} (a run writer copies its bytes in place), or null. */
    @Override
    public InternalRow fieldSource(int pos) {
        return undecoded[pos];
    }

    @Override
    public BytesView getBytesView(int pos, BytesView reuse) {
        InternalRow u = undecoded[pos];
        return u != null ? u.getBytesView(pos, reuse) : FieldSourceRow.super.getBytesView(pos, reuse);
    }

    @Override
    public String toString() {
        return GenericRow.copyOf(this).toString(); // the same text as a copy's
    }
}
