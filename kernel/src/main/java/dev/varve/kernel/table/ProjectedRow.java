package dev.varve.kernel.table;

import dev.varve.row.BytesView;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;

/** A view of some columns of a row, in a given order; reused per reader. */
final class ProjectedRow implements InternalRow {
    private final int[] columns;
    private InternalRow inner;
    private RowKind kind = RowKind.INSERT;

    ProjectedRow(int[] columns) {
        this.columns = columns;
    }

    ProjectedRow replace(InternalRow row, RowKind k) {
        this.inner = row;
        this.kind = k;
        return this;
    }

    @Override public int getArity() { return columns.length; }
    @Override public RowKind getRowKind() { return kind; }
    @Override public void setRowKind(RowKind k) { this.kind = k; }
    @Override public boolean isNullAt(int pos) { return inner.isNullAt(columns[pos]); }
    @Override public Object getField(int pos) { return inner.getField(columns[pos]); }
    @Override public boolean getBoolean(int pos) { return inner.getBoolean(columns[pos]); }
    @Override public byte getByte(int pos) { return inner.getByte(columns[pos]); }
    @Override public short getShort(int pos) { return inner.getShort(columns[pos]); }
    @Override public int getInt(int pos) { return inner.getInt(columns[pos]); }
    @Override public long getLong(int pos) { return inner.getLong(columns[pos]); }
    @Override public float getFloat(int pos) { return inner.getFloat(columns[pos]); }
    @Override public double getDouble(int pos) { return inner.getDouble(columns[pos]); }
    @Override public String getString(int pos) { return inner.getString(columns[pos]); }
    @Override public byte[] getBinary(int pos) { return inner.getBinary(columns[pos]); }
    @Override public BytesView getBytesView(int pos, BytesView reuse) { return inner.getBytesView(columns[pos], reuse); }
}
