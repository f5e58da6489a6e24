package dev.varve.kernel.mergeengine;

import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.TypeRoot;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Helpers over canonical values (see {@link InternalRow}): copies, hash keys, typed reads. */
final class Values {
    private Values() {
    }

    /**
     * A copy that stays valid when the source row is reused: byte arrays are cloned, rows, lists and
     * maps are copied recursively; immutable values (numbers, strings, java.time) are shared.
     */
    @SuppressWarnings("unchecked")
    static Object copy(Object v) {
        if (v == null || v instanceof String || v instanceof Number || v instanceof Boolean) {
            return v;
        }
        if (v instanceof byte[]) {
            return ((byte[]) v).clone();
        }
        if (v instanceof InternalRow) {
            return copyRow((InternalRow) v);
        }
        if (v instanceof List) {
            List<Object> src = (List<Object>) v;
            List<Object> out = new ArrayList<>(src.size());
            for (Object o : src) {
                out.add(copy(o));
            }
            return out;
        }
        if (v instanceof Map) {
            Map<Object, Object> src = (Map<Object, Object>) v;
            Map<Object, Object> out = new LinkedHashMap<>(src.size() * 2);
            for (Map.Entry<Object, Object> e : src.entrySet()) {
                out.put(copy(e.getKey()), copy(e.getValue()));
            }
            return out;
        }
        return v;
    }

    /** A heap copy of a row (its kind included), nested values copied as by {@link #copy}. */
    static GenericRow copyRow(InternalRow row) {
        Object[] f = new Object[row.getArity()];
        for (int i = 0; i < f.length; i++) {
            f[i] = copy(row.getField(i));
        }
        return new GenericRow(row.getRowKind(), f);
    }

    /**
     * A key for hash maps and sets that is equal for values that are SQL-equal (as
     * {@link dev.varve.row.ValueComparator#sqlEquals}): {@code -0.0} and {@code 0.0} coincide, NaN
     * equals NaN, decimals ignore trailing zeros, byte arrays and rows compare by content.
     */
    @SuppressWarnings("unchecked")
    static Object key(Object v) {
        if (v == null || v instanceof String) {
            return v;
        }
        if (v instanceof Double) {
            double d = (Double) v;
            return d == 0.0 ? (Object) 0.0d : v;
        }
        if (v instanceof Float) {
            float f = (Float) v;
            return f == 0.0f ? (Object) 0.0f : v;
        }
        if (v instanceof BigDecimal) {
            BigDecimal d = (BigDecimal) v;
            return d.signum() == 0 ? BigDecimal.ZERO : d.stripTrailingZeros();
        }
        if (v instanceof byte[]) {
            return ByteBuffer.wrap((byte[]) v);
        }
        if (v instanceof InternalRow) {
            InternalRow r = (InternalRow) v;
            List<Object> out = new ArrayList<>(r.getArity() + 1);
            out.add(RowMarker.ROW);
            for (int i = 0; i < r.getArity(); i++) {
                out.add(key(r.getField(i)));
            }
            return out;
        }
        if (v instanceof List) {
            List<Object> src = (List<Object>) v;
            List<Object> out = new ArrayList<>(src.size());
            for (Object o : src) {
                out.add(key(o));
            }
            return out;
        }
        if (v instanceof Map) {
            Map<Object, Object> src = (Map<Object, Object>) v;
            Map<Object, Object> out = new LinkedHashMap<>();
            for (Map.Entry<Object, Object> e : src.entrySet()) {
                out.put(key(e.getKey()), key(e.getValue()));
            }
            return out;
        }
        return v;
    }

    /** Distinguishes a row's key from a list's key with the same elements. */
    private enum RowMarker { ROW }

    /** The key of the given fields of a row (for nested keys). */
    static Object key(InternalRow row, int[] fields) {
        if (fields.length == 1) {
            return key(row.getField(fields[0]));
        }
        Object[] k = new Object[fields.length];
        for (int i = 0; i < fields.length; i++) {
            k[i] = key(row.getField(fields[i]));
        }
        return Arrays.asList(k);
    }

    /** Reads a TINYINT/SMALLINT/INT/BIGINT field (non-null) as a long, without boxing. */
    static long readIntegral(InternalRow row, int pos, TypeRoot root) {
        switch (root) {
            case TINYINT: return row.getByte(pos);
            case SMALLINT: return row.getShort(pos);
            case INT: return row.getInt(pos);
            case BIGINT: return row.getLong(pos);
            default: throw new IllegalStateException("not an integral type: " + root);
        }
    }

    /** Reads a FLOAT/DOUBLE field (non-null) as a double, without boxing. */
    static double readFloating(InternalRow row, int pos, TypeRoot root) {
        return root == TypeRoot.FLOAT ? row.getFloat(pos) : row.getDouble(pos);
    }

    /** Boxes an integral accumulator into the column's canonical class (wrapping like Java casts). */
    static Object boxIntegral(long v, TypeRoot root) {
        switch (root) {
            case TINYINT: return (byte) v;
            case SMALLINT: return (short) v;
            case INT: return (int) v;
            case BIGINT: return v;
            default: throw new IllegalStateException("not an integral type: " + root);
        }
    }

    /** Boxes a floating accumulator into the column's canonical class. */
    static Object boxFloating(double v, TypeRoot root) {
        return root == TypeRoot.FLOAT ? (Object) (float) v : (Object) v;
    }

    /**
     * Whether a column of this type is kept as <em>numeric bits</em> where a merge keeps values
     * unboxed: TINYINT … BIGINT as the {@code long} value, FLOAT and DOUBLE as the raw bits of the
     * {@code double} value.
     */
    static boolean hasNumericBits(TypeRoot root) {
        return root.isIntegral() || root == TypeRoot.FLOAT || root == TypeRoot.DOUBLE;
    }

    /** The numeric bits of a (non-null) field of such a type, without boxing. */
    static long readNumericBits(InternalRow row, int pos, TypeRoot root) {
        return root.isIntegral() ? readIntegral(row, pos, root) : Double.doubleToRawLongBits(readFloating(row, pos, root));
    }

    /** Numeric bits boxed in the column's canonical class. */
    static Object boxNumericBits(long bits, TypeRoot root) {
        return root.isIntegral() ? boxIntegral(bits, root) : boxFloating(Double.longBitsToDouble(bits), root);
    }

    static String kindName(RowKind kind) {
        return kind.shortString() + " (" + kind.name() + ")";
    }
}
