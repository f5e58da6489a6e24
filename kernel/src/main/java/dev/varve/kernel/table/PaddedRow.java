package dev.varve.kernel.table;

import dev.varve.row.BytesView;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;

/**
 * A view of a row written under an older schema, read through a newer one: columns added since
 * read as null (schema evolution, SEMANTICS §2 / issue 4). Reused per source.
 */
final class PaddedRow implements InternalRow {
    private final int arity;
    private InternalRow inner;

    PaddedRow(int arity) {
        this.arity = arity;
    }

    PaddedRow replace(InternalRow row) {
        this.inner = row;
        return this;
    }

    @Override public int getArity() { return arity; }
    @Override public RowKind getRowKind() { return inner.getRowKind(); }
    @Override public void setRowKind(RowKind kind) { inner.setRowKind(kind); }
    @Override public boolean isNullAt(int pos) { return pos >= inner.getArity() || inner.isNullAt(pos); }
    @Override public Object getField(int pos) { return pos >= inner.getArity() ? null : inner.getField(pos); }
    @Override public boolean getBoolean(int pos) { return inner.getBoolean(pos); }
    @Override public byte getByte(int pos) { return inner.getByte(pos); }
    @Override public short getShort(int pos) { return inner.getShort(pos); }
    @Override public int getInt(int pos) { return inner.getInt(pos); }
    @Override public long getLong(int pos) { return inner.getLong(pos); }
    @Override public float getFloat(int pos) { return inner.getFloat(pos); }
    @Override public double getDouble(int pos) { return inner.getDouble(pos); }
    @Override public String getString(int pos) { return inner.getString(pos); }
    @Override public byte[] getBinary(int pos) { return inner.getBinary(pos); }

    @Override
    public BytesView getBytesView(int pos, BytesView reuse) {
        if (pos >= inner.getArity() && pos < arity) {
            throw new IllegalArgumentException("field " + pos + " is null (added after the row was written): it has no bytes");
        }
        return inner.getBytesView(pos, reuse);
    }
}
