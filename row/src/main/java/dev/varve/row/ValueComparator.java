package dev.varve.row;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.Arrays;
import java.util.List;

/**
 * SQL ordering of canonical values (see {@link InternalRow}): nulls first, numbers by value,
 * FLOAT/DOUBLE with {@code -0.0 == 0.0} and NaN equal to itself and greater than every number,
 * strings by code point, bytes unsigned, lists and rows lexicographically.
 */
public final class ValueComparator {
    private ValueComparator() {
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static int compare(Object a, Object b) {
        if (a == b) {
            return 0;
        }
        if (a == null) {
            return -1;
        }
        if (b == null) {
            return 1;
        }
        if (a instanceof Double || a instanceof Float) {
            return compareDouble(((Number) a).doubleValue(), ((Number) b).doubleValue());
        }
        if (a instanceof BigDecimal) {
            return ((BigDecimal) a).compareTo((BigDecimal) b);
        }
        if (a instanceof Number) {
            return Long.compare(((Number) a).longValue(), ((Number) b).longValue());
        }
        if (a instanceof String) {
            return compareStrings((String) a, (String) b);
        }
        if (a instanceof byte[]) {
            return Arrays.compareUnsigned((byte[]) a, (byte[]) b);
        }
        if (a instanceof Boolean) {
            return Boolean.compare((Boolean) a, (Boolean) b);
        }
        if (a instanceof LocalDate || a instanceof LocalTime || a instanceof LocalDateTime || a instanceof Instant) {
            return ((Comparable) a).compareTo(b);
        }
        if (a instanceof List) {
            List<Object> la = (List<Object>) a;
            List<Object> lb = (List<Object>) b;
            int n = Math.min(la.size(), lb.size());
            for (int i = 0; i < n; i++) {
                int c = compare(la.get(i), lb.get(i));
                if (c != 0) {
                    return c;
                }
            }
            return Integer.compare(la.size(), lb.size());
        }
        if (a instanceof InternalRow) {
            InternalRow ra = (InternalRow) a;
            InternalRow rb = (InternalRow) b;
            int n = Math.min(ra.getArity(), rb.getArity());
            for (int i = 0; i < n; i++) {
                int c = compare(ra.getField(i), rb.getField(i));
                if (c != 0) {
                    return c;
                }
            }
            return Integer.compare(ra.getArity(), rb.getArity());
        }
        if (a instanceof Comparable) {
            return ((Comparable) a).compareTo(b);
        }
        return a.toString().compareTo(b.toString());
    }

    /** SQL double order: -0.0 equals 0.0; NaN equals NaN and sorts after +Infinity. */
    public static int compareDouble(double x, double y) {
        if (x == y) {
            return 0; // covers -0.0 == 0.0
        }
        boolean xn = Double.isNaN(x);
        boolean yn = Double.isNaN(y);
        if (xn || yn) {
            return xn && yn ? 0 : (xn ? 1 : -1);
        }
        return x < y ? -1 : 1;
    }

    /** Code-point order (equal to UTF-8 byte order). */
    public static int compareStrings(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int ca = a.codePointAt(i);
            int cb = b.codePointAt(j);
            if (ca != cb) {
                return Integer.compare(ca, cb);
            }
            i += Character.charCount(ca);
            j += Character.charCount(cb);
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }

    /** SQL equality (as {@link #compare} == 0), used for keys and for changelog row-deduplicate. */
    public static boolean sqlEquals(Object a, Object b) {
        if (a == null || b == null) {
            return a == b;
        }
        return compare(a, b) == 0;
    }
}
