package dev.varve.kernel.table;

import dev.varve.kernel.BatchScan.Comparison;
import dev.varve.kernel.VarveException;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyEncoder;
import dev.varve.row.RowType;
import dev.varve.row.ValueCasts;
import dev.varve.row.ValueComparator;
import dev.varve.row.ValueFormatter;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A conjunction of column comparisons ({@link dev.varve.kernel.BatchScan#withFilter}) and what it
 * allows of a plan: which partitions may match, for fixed buckets the bucket-key hash an equality
 * on every bucket-key column fixes, and the normalized-key range (KEY_FORMAT.md) the comparisons
 * on leading primary-key columns allow. Every pruning answer is conservative: it may keep data
 * the filter rejects (rows are filtered by {@link #test} anyway), never the reverse. Not
 * thread-safe while terms are added; read-only use afterwards is safe.
 */
final class ScanFilter {
    /** One comparison {@code row[column] op value}. */
    private static final class Term {
        final int column;
        final Comparison op;
        final Object value;

        Term(int column, Comparison op, Object value) {
            this.column = column;
            this.op = op;
            this.value = value;
        }

        boolean holds(Object v) {
            if (v == null) {
                return false;
            }
            int cmp = ValueComparator.compare(v, value);
            switch (op) {
                case EQUAL: return cmp == 0;
                case LESS_THAN: return cmp < 0;
                case LESS_OR_EQUAL: return cmp <= 0;
                case GREATER_THAN: return cmp > 0;
                default: return cmp >= 0;
            }
        }
    }

    /** A normalized-key range {@code from <= key < to}; null bounds are open. */
    static final class KeyRange {
        static final KeyRange ALL = new KeyRange(null, null);

        final byte[] from;
        final byte[] to;

        KeyRange(byte[] from, byte[] to) {
            this.from = from;
            this.to = to;
        }

        boolean isAll() {
            return from == null && to == null;
        }

        /** Whether a file holding keys {@code [min, max]} may hold a key of this range. */
        boolean overlaps(byte[] min, byte[] max) {
            return (from == null || Arrays.compareUnsigned(max, from) >= 0)
                    && (to == null || Arrays.compareUnsigned(min, to) < 0);
        }
    }

    private final TableContext ctx;
    private final List<Term> terms = new ArrayList<>();

    ScanFilter(TableContext ctx) {
        this.ctx = ctx;
    }

    void add(String column, Comparison op, Object value) {
        if (column == null || op == null) {
            throw new VarveException("a scan filter needs a column and a comparison");
        }
        RowType type = ctx.rowType;
        int c = type.indexOf(column);
        if (c < 0) {
            for (int i = 0; i < type.size(); i++) {
                if (type.field(i).name().equalsIgnoreCase(column)) {
                    c = i;
                }
            }
        }
        if (c < 0) {
            throw new VarveException("cannot filter on '" + column + "': not a column of the table (columns: "
                    + type.names() + ")");
        }
        String name = type.field(c).name();
        if (value == null) {
            throw new VarveException("cannot filter on " + name + " " + op.symbol()
                    + " NULL: a comparison with NULL matches no row");
        }
        switch (type.type(c).root()) {
            case ARRAY: case MAP: case ROW:
                throw new VarveException("cannot filter on '" + name + "' of type " + type.type(c)
                        + ": only atomic columns can be compared");
            default:
        }
        try {
            ValueCasts.validate(value, type.type(c).nullable(true), name);
        } catch (IllegalArgumentException e) {
            throw new VarveException("invalid filter value for column '" + name + "': " + e.getMessage());
        }
        terms.add(new Term(c, op, value));
    }

    boolean isEmpty() {
        return terms.isEmpty();
    }

    /** Whether a (full, current-schema) row passes every comparison. */
    boolean test(InternalRow row) {
        for (int i = 0; i < terms.size(); i++) { // indexed: no iterator per row
            Term t = terms.get(i);
            if (!t.holds(row.getField(t.column))) {
                return false;
            }
        }
        return true;
    }

    /** True if no row can pass: an equality value fails another comparison on its column. */
    boolean contradictory() {
        for (Term eq : terms) {
            if (eq.op != Comparison.EQUAL) {
                continue;
            }
            for (Term t : terms) {
                if (t.column == eq.column && !t.holds(eq.value)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * False if no row of the partition can pass. Partition values are printed strings; a value
     * that does not parse back to itself for its column type is treated as "may match".
     */
    boolean mayMatch(Partition p) {
        int[] idx = ctx.partitionIndexes;
        for (Term t : terms) {
            for (int i = 0; i < idx.length; i++) {
                if (idx[i] != t.column) {
                    continue;
                }
                String printed = p.values().get(i);
                if (printed == null) {
                    return false;
                }
                DataType type = ctx.rowType.type(t.column);
                Object v;
                try {
                    v = ValueCasts.cast(printed, type);
                    if (v == null || !printed.equals(ValueFormatter.format(v, type))) {
                        continue;
                    }
                } catch (RuntimeException unparsable) {
                    continue;
                }
                if (!t.holds(v)) {
                    return false;
                }
            }
        }
        return true;
    }

    private Object equalityValue(int column) {
        for (Term t : terms) {
            if (t.column == column && t.op == Comparison.EQUAL) {
                return t.value;
            }
        }
        return null;
    }

    /**
     * The bucket-key hash ({@link PaimonBucketHash}, as the writer computes it) when an equality
     * fixes every bucket-key column; null otherwise.
     */
    Integer bucketKeyHash() {
        int[] bk = ctx.bucketKeyIndexes;
        if (bk.length == 0) {
            return null;
        }
        GenericRow row = new GenericRow(ctx.rowType.size());
        for (int c : bk) {
            Object v = equalityValue(c);
            if (v == null) {
                return null;
            }
            row.setField(c, v);
        }
        if (!PaimonBucketHash.supports(ctx.rowType, bk)) {
            return null; // the writer hashes whole rows then; no pruning
        }
        return new PaimonBucketHash(ctx.rowType, bk).hash(row);
    }

    /**
     * The normalized-key range of the LSM key ({@link TableContext#keyIndexes}): equalities on a
     * leading run of key columns fix a prefix, comparisons on the next key column bound it.
     */
    KeyRange keyRange() {
        int[] key = ctx.keyIndexes;
        GenericRow row = new GenericRow(ctx.rowType.size());
        int k = 0;
        while (k < key.length) {
            Object v = equalityValue(key[k]);
            if (v == null) {
                break;
            }
            row.setField(key[k], v);
            k++;
        }
        byte[] prefix = k == 0 ? null : encode(row, k);
        if (k == key.length) {
            return prefix == null ? KeyRange.ALL : new KeyRange(prefix, successor(prefix));
        }
        Term lower = null;
        Term upper = null;
        for (Term t : terms) {
            if (t.column != key[k]) {
                continue;
            }
            if (t.op == Comparison.GREATER_THAN || t.op == Comparison.GREATER_OR_EQUAL) {
                if (lower == null || ValueComparator.compare(t.value, lower.value) > 0) {
                    lower = t;
                }
            } else if (t.op == Comparison.LESS_THAN || t.op == Comparison.LESS_OR_EQUAL) {
                int cmp = upper == null ? -1 : ValueComparator.compare(t.value, upper.value);
                if (cmp < 0 || (cmp == 0 && t.op == Comparison.LESS_THAN)) {
                    upper = t;
                }
            }
        }
        byte[] from = prefix;
        byte[] to = prefix == null ? null : successor(prefix);
        if (lower != null) {
            // inclusive even for '>': keys equal to the bound are kept and filtered out by test()
            row.setField(key[k], lower.value);
            from = encode(row, k + 1);
        }
        if (upper != null) {
            row.setField(key[k], upper.value);
            byte[] b = encode(row, k + 1);
            to = upper.op == Comparison.LESS_THAN ? b : successor(b);
        }
        return new KeyRange(from, to);
    }

    private byte[] encode(GenericRow row, int keyColumns) {
        return new KeyEncoder(ctx.rowType, Arrays.copyOf(ctx.keyIndexes, keyColumns)).encodeToBytes(row);
    }

    /** The least byte string greater than every string starting with {@code b}; null if none. */
    static byte[] successor(byte[] b) {
        int n = b.length;
        while (n > 0 && b[n - 1] == (byte) 0xFF) {
            n--;
        }
        if (n == 0) {
            return null;
        }
        byte[] r = Arrays.copyOf(b, n);
        r[n - 1]++;
        return r;
    }
}
