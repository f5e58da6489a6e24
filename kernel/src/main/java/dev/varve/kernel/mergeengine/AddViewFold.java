package dev.varve.kernel.mergeengine;

import dev.varve.format.run.ComposedRow;
import dev.varve.row.InternalRow;
import dev.varve.row.TypeRoot;

/**
 * The aggregation engine's merge of a key's versions that are all adds, folded straight from the versions' rows into a
 * {@link ComposedRow}: numbers are read through the rows' primitive getters and summed unboxed, and a column whose
 * result is one version's value (the key columns, {@code max}/{@code min} of a number, the first/last (non-null)
 * value functions) picks that version's field instead of copying it. A compaction folds a key's versions that are
 * views of its input pages this way ({@code CompactionMerge}), and the run writer copies picked fields from the pages'
 * decoded columns: no {@link FoldedRow}, no boxing, no copy of a kept string.
 *
 * <p>Same result as {@link AggregateMergeFunction} over the same adds (the mechanics differ, not the rules: each
 * column's fold below is its accumulator's {@code add}), and the same file bytes once written. Made only for tables
 * whose every value column has such a function ({@link #of}); anything else (retractions, a sequence field, other
 * functions) is the merge function's.
 *
 * <p>Lifecycle per key: {@link #reset}, {@link #add} for each add in arrival order (its row must stay on its record
 * until the result is written), {@link #result}. Not thread-safe.
 */
public final class AddViewFold {
    private static final byte PICK_FIRST = 0;
    private static final byte PICK_FIRST_NON_NULL = 1;
    private static final byte PICK_LAST = 2;
    private static final byte PICK_LAST_NON_NULL = 3;
    private static final byte SUM_INTEGRAL = 4;
    private static final byte SUM_FLOAT = 5;
    private static final byte SUM_DOUBLE = 6;
    private static final byte MAX_INTEGRAL = 7;
    private static final byte MIN_INTEGRAL = 8;
    private static final byte MAX_FLOATING = 9;
    private static final byte MIN_FLOATING = 10;

    private final byte[] op;
    private final TypeRoot[] roots;
    private final ComposedRow out;
    /** Per column: the picked row (picking ops and max/min), or null. */
    private final InternalRow[] picked;
    /** Per column: the running sum (integral), or max/min so far (integral: the value, floating: its double). */
    private final long[] acc;
    private final double[] dacc;
    private final float[] facc;
    private final boolean[] any;
    private boolean first;

    private AddViewFold(EngineConfig cfg, byte[] op) {
        this.op = op;
        this.roots = cfg.roots;
        this.out = new ComposedRow(cfg.rowType);
        int n = op.length;
        this.picked = new InternalRow[n];
        this.acc = new long[n];
        this.dacc = new double[n];
        this.facc = new float[n];
        this.any = new boolean[n];
    }

    /**
     * The fold for an aggregation table without {@code sequence.field} whose value columns all use {@code sum}
     * (TINYINT … BIGINT, FLOAT, DOUBLE), {@code max} / {@code min} (the same types), {@code first_value},
     * {@code first_non_null_value}, {@code last_value} or {@code last_non_null_value}; else null.
     */
    static AddViewFold of(EngineConfig cfg) {
        if (cfg.kind != MergeEngineKind.AGGREGATION || cfg.hasSequenceField()) {
            return null;
        }
        int n = cfg.arity();
        byte[] op = new byte[n];
        for (int i = 0; i < n; i++) {
            if (cfg.isPrimaryKey[i]) {
                op[i] = PICK_FIRST; // the key columns of the first version folded, as FoldingMergeFunction copies them
                continue;
            }
            ColumnSpec c = cfg.columns[i];
            if (c == null) {
                return null;
            }
            TypeRoot r = cfg.roots[i];
            boolean integral = r.isIntegral();
            boolean floating = r == TypeRoot.FLOAT || r == TypeRoot.DOUBLE;
            switch (c.function) {
                case FIRST_VALUE: op[i] = PICK_FIRST; break;
                case FIRST_NON_NULL_VALUE: op[i] = PICK_FIRST_NON_NULL; break;
                case LAST_VALUE: op[i] = PICK_LAST; break;
                case LAST_NON_NULL_VALUE: op[i] = PICK_LAST_NON_NULL; break;
                case SUM:
                    if (integral) {
                        op[i] = SUM_INTEGRAL;
                    } else if (r == TypeRoot.FLOAT) {
                        op[i] = SUM_FLOAT;
                    } else if (r == TypeRoot.DOUBLE) {
                        op[i] = SUM_DOUBLE;
                    } else {
                        return null; // DECIMAL
                    }
                    break;
                case MAX: case MIN:
                    if (!integral && !floating) {
                        return null;
                    }
                    boolean max = c.function == AggFunction.MAX;
                    op[i] = integral ? (max ? MAX_INTEGRAL : MIN_INTEGRAL) : (max ? MAX_FLOATING : MIN_FLOATING);
                    break;
                default:
                    return null;
            }
        }
        return new AddViewFold(cfg, op);
    }

    /** Starts a key. */
    public void reset() {
        first = true;
        java.util.Arrays.fill(picked, null);
        java.util.Arrays.fill(any, false);
        java.util.Arrays.fill(acc, 0L);
    }

    /** Folds the next add of the key (in arrival order); {@code row} must stay on its record until the result is written. */
    public void add(InternalRow row) {
        boolean isFirst = first;
        first = false;
        byte[] op = this.op;
        for (int i = 0; i < op.length; i++) {
            switch (op[i]) {
                case PICK_FIRST:
                    if (isFirst) {
                        picked[i] = row;
                    }
                    break;
                case PICK_FIRST_NON_NULL:
                    if (picked[i] == null && !row.isNullAt(i)) {
                        picked[i] = row;
                    }
                    break;
                case PICK_LAST:
                    picked[i] = row;
                    break;
                case PICK_LAST_NON_NULL:
                    if (!row.isNullAt(i)) {
                        picked[i] = row;
                    }
                    break;
                case SUM_INTEGRAL:
                    if (!row.isNullAt(i)) {
                        acc[i] += readIntegral(row, i, roots[i]); // wrapped to the column's type when written
                        any[i] = true;
                    }
                    break;
                case SUM_FLOAT:
                    if (!row.isNullAt(i)) {
                        float v = row.getFloat(i);
                        facc[i] = any[i] ? facc[i] + v : v;
                        any[i] = true;
                    }
                    break;
                case SUM_DOUBLE:
                    if (!row.isNullAt(i)) {
                        double v = row.getDouble(i);
                        dacc[i] = any[i] ? dacc[i] + v : v;
                        any[i] = true;
                    }
                    break;
                case MAX_INTEGRAL: case MIN_INTEGRAL:
                    if (!row.isNullAt(i)) {
                        long v = readIntegral(row, i, roots[i]);
                        if (picked[i] == null || (op[i] == MAX_INTEGRAL ? v > acc[i] : v < acc[i])) {
                            acc[i] = v;
                            picked[i] = row; // a tie keeps the earlier value
                        }
                    }
                    break;
                default: // MAX_FLOATING, MIN_FLOATING: Double.compare's order (NaN above all, -0.0 below 0.0)
                    if (!row.isNullAt(i)) {
                        double v = roots[i] == TypeRoot.FLOAT ? row.getFloat(i) : row.getDouble(i);
                        int c = picked[i] == null ? 0 : Double.compare(v, dacc[i]);
                        if (picked[i] == null || (op[i] == MAX_FLOATING ? c > 0 : c < 0)) {
                            dacc[i] = v;
                            picked[i] = row;
                        }
                    }
                    break;
            }
        }
    }

    /** The merged row of the adds folded since {@link #reset} (at least one); valid until the next reset. */
    public ComposedRow result() {
        ComposedRow r = out;
        byte[] op = this.op;
        for (int i = 0; i < op.length; i++) {
            switch (op[i]) {
                case SUM_INTEGRAL:
                    if (any[i]) {
                        r.setIntegral(i, acc[i]);
                    } else {
                        r.setNull(i);
                    }
                    break;
                case SUM_FLOAT:
                    if (any[i]) {
                        float f = (float) (double) facc[i]; // as FoldedRow holds a FLOAT: in a double
                        r.setFloat(i, Float.isNaN(f) ? Float.NaN : f); // the canonical NaN, as FloatSum writes it
                    } else {
                        r.setNull(i);
                    }
                    break;
                case SUM_DOUBLE:
                    if (any[i]) {
                        r.setDouble(i, Double.isNaN(dacc[i]) ? Double.NaN : dacc[i]); // the canonical NaN, as DoubleSum
                    } else {
                        r.setNull(i);
                    }
                    break;
                default:
                    if (picked[i] != null) {
                        r.pick(i, picked[i]);
                    } else {
                        r.setNull(i);
                    }
                    break;
            }
        }
        return r;
    }

    private static long readIntegral(InternalRow row, int pos, TypeRoot root) {
        switch (root) {
            case TINYINT: return row.getByte(pos);
            case SMALLINT: return row.getShort(pos);
            case INT: return row.getInt(pos);
            default: return row.getLong(pos);
        }
    }
}
