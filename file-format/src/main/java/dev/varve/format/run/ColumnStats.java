package dev.varve.format.run;

import dev.varve.row.ValueComparator;
import java.io.Serializable;
import java.util.Arrays;
import java.util.Objects;

/**
 * Statistics of one value column of a run file: the null count and the smallest and largest
 * non-null values in SQL order (canonical classes, see {@link dev.varve.row.InternalRow}), or null
 * when unknown (nested types, values longer than 256 bytes, no non-null value). Immutable.
 */
public final class ColumnStats implements Serializable {
    private static final long serialVersionUID = 1L;

    private final String name;
    private final long nullCount;
    private final Object min;
    private final Object max;

    @java.beans.ConstructorProperties({"name", "nullCount", "min", "max"})
    public ColumnStats(String name, long nullCount, Object min, Object max) {
        this.name = Objects.requireNonNull(name, "name");
        this.nullCount = nullCount;
        this.min = min;
        this.max = max;
    }

    public String getName() { return name; }
    public long getNullCount() { return nullCount; }
    /** The smallest non-null value, or null if unknown. A byte[] is returned as a copy. */
    public Object getMin() { return min instanceof byte[] ? ((byte[]) min).clone() : min; }
    public Object getMax() { return max instanceof byte[] ? ((byte[]) max).clone() : max; }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof ColumnStats)) {
            return false;
        }
        ColumnStats s = (ColumnStats) o;
        return name.equals(s.name) && nullCount == s.nullCount && same(min, s.min) && same(max, s.max);
    }

    private static boolean same(Object a, Object b) {
        if (a instanceof byte[] && b instanceof byte[]) {
            return Arrays.equals((byte[]) a, (byte[]) b);
        }
        if (a == null || b == null) {
            return a == b;
        }
        return a.getClass() == b.getClass() && (a.equals(b) || ValueComparator.compare(a, b) == 0);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, nullCount);
    }

    @Override
    public String toString() {
        return name + "{nulls=" + nullCount + ", min=" + show(min) + ", max=" + show(max) + "}";
    }

    private static String show(Object v) {
        return v instanceof byte[] ? Arrays.toString((byte[]) v) : String.valueOf(v);
    }
}
