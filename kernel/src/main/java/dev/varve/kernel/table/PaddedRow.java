package dev.varve.kernel.table;

import dev.varve.row.BytesView;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;

/**
 * A view of a row written under an older schema, read through a newer one by field id
 * ({@link TableContext#fieldMap}): columns added since read as null, columns dropped since are
 * skipped (schema evolution, SEMANTICS §2 / issue 4). Reused per source.
 */
final class PaddedRow implements InternalRow {
    private final int arity;
    private InternalRow inner;
    private int[] map;

    PaddedRow(int arity) {
        this.arity = arity;
    }

    /** {@code row} seen through {@code map} (per column of this view, the row's column; -1: null). */
    PaddedRow replace(InternalRow row, int[] map) {
        this.inner = row;
        this.map = map;
        return this;
    }

    @Override public int getArity() { return arity; }
    @Override public RowKind getRowKind() { return inner.getRowKind(); }
    @Override public void setRowKind(RowKind kind) { inner.setRowKind(kind); }
    @Override public boolean isNullAt(int pos) { return map[pos] < 0 || inner.isNullAt(map[pos]); }
    @Override public Object getField(int pos) { return map[pos] < 0 ? null : inner.getField(map[pos]); }
    @Override public boolean getBoolean(int pos) { return inner.getBoolean(map[pos]); }
    @Override public byte getByte(int pos) { return inner.getByte(map[pos]); }
    @Override public short getShort(int pos) { return inner.getShort(map[pos]); }
    @Override public int getInt(int pos) { return inner.getInt(map[pos]); }
    @Override public long getLong(int pos) { return inner.getLong(map[pos]); }
    @Override public float getFloat(int pos) { return inner.getFloat(map[pos]); }
    @Override public double getDouble(int pos) { return inner.getDouble(map[pos]); }
    @Override public String getString(int pos) { return inner.getString(map[pos]); }
    @Override public byte[] getBinary(int pos) { return inner.getBinary(map[pos]); }

    @Override
    public BytesView getBytesView(int pos, BytesView reuse) {
        if (map[pos] < 0) {
            throw new IllegalArgumentException("field " + pos + " is null (added after the row was written): it has no bytes");
        }
        return inner.getBytesView(map[pos], reuse);
    }
}
