package dev.varve.row;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** A heap row of canonical values (see {@link InternalRow}). Mutable; not thread-safe. */
public final class GenericRow implements InternalRow {
    private final Object[] fields;
    private RowKind kind;

    public GenericRow(int arity) {
        this(RowKind.INSERT, new Object[arity]);
    }

    public GenericRow(RowKind kind, Object[] fields) {
        this.kind = kind;
        this.fields = fields;
    }

    public static GenericRow of(Object... values) {
        return new GenericRow(RowKind.INSERT, values);
    }

    public static GenericRow ofKind(RowKind kind, Object... values) {
        return new GenericRow(kind, values);
    }

    /** A deep-enough copy: new field array; byte[] values are cloned; nested rows copied. */
    public static GenericRow copyOf(InternalRow row) {
        Object[] v = new Object[row.getArity()];
        for (int i = 0; i < v.length; i++) {
            v[i] = copyValue(row.getField(i));
        }
        return new GenericRow(row.getRowKind(), v);
    }

    private static Object copyValue(Object o) {
        if (o instanceof byte[]) {
            return ((byte[]) o).clone();
        }
        if (o instanceof InternalRow && !(o instanceof GenericRow)) {
            return copyOf((InternalRow) o);
        }
        return o;
    }

    @Override public int getArity() { return fields.length; }
    @Override public RowKind getRowKind() { return kind; }
    @Override public void setRowKind(RowKind kind) { this.kind = kind; }
    @Override public boolean isNullAt(int pos) { return fields[pos] == null; }
    @Override public Object getField(int pos) { return fields[pos]; }

    public void setField(int pos, Object value) {
        fields[pos] = value;
    }

    /** The backing array (no copy). */
    public Object[] values() {
        return fields;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof GenericRow)) {
            return false;
        }
        GenericRow r = (GenericRow) o;
        return kind == r.kind && Arrays.deepEquals(normalize(fields), normalize(r.fields));
    }

    private static Object[] normalize(Object[] values) {
        Object[] out = new Object[values.length];
        for (int i = 0; i < values.length; i++) {
            Object v = values[i];
            if (v instanceof InternalRow && !(v instanceof GenericRow)) {
                v = copyOf((InternalRow) v);
            } else if (v instanceof List || v instanceof Map) {
                v = v.toString();
            }
            out[i] = v;
        }
        return out;
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(normalize(fields)) * 31 + kind.hashCode();
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(kind.shortString()).append('[');
        for (int i = 0; i < fields.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            Object v = fields[i];
            sb.append(v instanceof byte[] ? Arrays.toString((byte[]) v) : String.valueOf(v));
        }
        return sb.append(']').toString();
    }
}
