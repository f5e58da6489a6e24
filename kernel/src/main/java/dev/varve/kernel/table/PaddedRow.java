package dev.varve.kernel.table;

import dev.varve.row.BytesView;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;

import java.nio.charset.StandardCharsets;
import java.util.function.UnaryOperator;

/**
 * A view of a row written under an older schema, read through a newer one by field id
 * ({@link TableContext#fieldMap}): columns added since read as null, columns dropped since are
 * skipped (schema evolution, SEMANTICS §2 / issue 4), and a column whose type changed since is read through its cast
 * (the only place a value is converted, boxed, per read). Reused per source.
 */
final class PaddedRow implements InternalRow {
    private final int arity;
    private InternalRow inner;
    private int[] map;
    private UnaryOperator<Object>[] casts;

    PaddedRow(int arity) {
        this.arity = arity;
    }

    /** {@code row} seen through {@code fields}. */
    PaddedRow replace(InternalRow row, FieldMap fields) {
        this.inner = row;
        this.map = fields.index;
        this.casts = fields.casts;
        return this;
    }

    private boolean cast(int pos) {
        return casts != null && casts[pos] != null;
    }

    /** The cast value of column {@code pos} (whose type changed). */
    private Object castValue(int pos) {
        int at = map[pos];
        return at < 0 || inner.isNullAt(at) ? null : casts[pos].apply(inner.getField(at));
    }

    @Override public int getArity() { return arity; }
    @Override public RowKind getRowKind() { return inner.getRowKind(); }
    @Override public void setRowKind(RowKind kind) { inner.setRowKind(kind); }

    @Override
    public boolean isNullAt(int pos) {
        if (cast(pos)) {
            return castValue(pos) == null;
        }
        return map[pos] < 0 || inner.isNullAt(map[pos]);
    }

    @Override
    public Object getField(int pos) {
        if (cast(pos)) {
            return castValue(pos);
        }
        return map[pos] < 0 ? null : inner.getField(map[pos]);
    }

    @Override public boolean getBoolean(int pos) { return cast(pos) ? (Boolean) castValue(pos) : inner.getBoolean(map[pos]); }
    @Override public byte getByte(int pos) { return cast(pos) ? (Byte) castValue(pos) : inner.getByte(map[pos]); }
    @Override public short getShort(int pos) { return cast(pos) ? (Short) castValue(pos) : inner.getShort(map[pos]); }
    @Override public int getInt(int pos) { return cast(pos) ? (Integer) castValue(pos) : inner.getInt(map[pos]); }
    @Override public long getLong(int pos) { return cast(pos) ? (Long) castValue(pos) : inner.getLong(map[pos]); }
    @Override public float getFloat(int pos) { return cast(pos) ? (Float) castValue(pos) : inner.getFloat(map[pos]); }
    @Override public double getDouble(int pos) { return cast(pos) ? (Double) castValue(pos) : inner.getDouble(map[pos]); }
    @Override public String getString(int pos) { return cast(pos) ? (String) castValue(pos) : inner.getString(map[pos]); }
    @Override public byte[] getBinary(int pos) { return cast(pos) ? (byte[]) castValue(pos) : inner.getBinary(map[pos]); }

    @Override
    public BytesView getBytesView(int pos, BytesView reuse) {
        if (map[pos] < 0) {
            throw new IllegalArgumentException("field " + pos + " is null (added after the row was written): it has no bytes");
        }
        if (cast(pos)) {
            Object v = castValue(pos);
            if (v == null) {
                throw new IllegalArgumentException("field " + pos + " is null: it has no bytes");
            }
            return reuse.set(v instanceof byte[] ? (byte[]) v : ((String) v).getBytes(StandardCharsets.UTF_8));
        }
        return inner.getBytesView(map[pos], reuse);
    }
}
