package dev.varve.row;

import java.util.Arrays;
import java.util.Iterator;
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

    /**
     * Deep value equality: same row kind and, field by field, equal values in the Java sense
     * ({@code byte[]} by content, lists element-wise, maps entry-wise whatever their iteration
     * order, nested rows of any {@link InternalRow} class by kind and fields). Unlike SQL
     * equality ({@link ValueComparator#sqlEquals}), {@code -0.0} differs from {@code 0.0} and
     * {@code 1.0} from {@code 1.00}.
     */
    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof GenericRow)) {
            return false;
        }
        return rowsEqual(this, (GenericRow) o);
    }

    private static boolean rowsEqual(InternalRow a, InternalRow b) {
        if (a.getRowKind() != b.getRowKind() || a.getArity() != b.getArity()) {
            return false;
        }
        for (int i = 0; i < a.getArity(); i++) {
            if (!deepEquals(a.getField(i), b.getField(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean deepEquals(Object a, Object b) {
        if (a == b) {
            return true;
        }
        if (a == null || b == null) {
            return false;
        }
        if (a instanceof byte[]) {
            return b instanceof byte[] && Arrays.equals((byte[]) a, (byte[]) b);
        }
        if (a instanceof InternalRow) {
            return b instanceof InternalRow && rowsEqual((InternalRow) a, (InternalRow) b);
        }
        if (a instanceof List) {
            if (!(b instanceof List) || ((List<?>) a).size() != ((List<?>) b).size()) {
                return false;
            }
            Iterator<?> ib = ((List<?>) b).iterator();
            for (Object x : (List<?>) a) {
                if (!deepEquals(x, ib.next())) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof Map) {
            return b instanceof Map && mapsEqual((Map<?, ?>) a, (Map<?, ?>) b);
        }
        return a.equals(b);
    }

    private static boolean mapsEqual(Map<?, ?> a, Map<?, ?> b) {
        if (a.size() != b.size()) {
            return false;
        }
        outer:
        for (Map.Entry<?, ?> e : a.entrySet()) {
            if (b.containsKey(e.getKey()) && deepEquals(e.getValue(), b.get(e.getKey()))) {
                continue;
            }
            for (Map.Entry<?, ?> f : b.entrySet()) { // keys without value equality (byte[], rows)
                if (deepEquals(e.getKey(), f.getKey()) && deepEquals(e.getValue(), f.getValue())) {
                    continue outer;
                }
            }
            return false;
        }
        return true;
    }

    private static int deepHash(Object v) {
        if (v == null) {
            return 0;
        }
        if (v instanceof byte[]) {
            return Arrays.hashCode((byte[]) v);
        }
        if (v instanceof InternalRow) {
            InternalRow r = (InternalRow) v;
            int h = r.getRowKind() == null ? 0 : r.getRowKind().ordinal();
            for (int i = 0; i < r.getArity(); i++) {
                h = 31 * h + deepHash(r.getField(i));
            }
            return h;
        }
        if (v instanceof List) {
            int h = 1;
            for (Object x : (List<?>) v) {
                h = 31 * h + deepHash(x);
            }
            return h;
        }
        if (v instanceof Map) {
            int h = 0;
            for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
                h += deepHash(e.getKey()) ^ deepHash(e.getValue());
            }
            return h;
        }
        return v.hashCode();
    }

    @Override
    public int hashCode() {
        return deepHash(this);
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
