package dev.varve.kernel.mergeengine;

import dev.varve.row.InternalRow;
import dev.varve.row.TypeRoot;
import dev.varve.row.ValueComparator;

/**
 * The order of versions of one key by user sequence fields (SEMANTICS §4): the fields compared
 * left to right, a null field sorting first (before every value, in both directions),
 * {@code descending} reversing the order of non-null values; then the system sequence (arrival
 * order: the later write sorts last and wins), whatever the row kinds: Apache Paimon 1.4.2 has no
 * {@code sequence.auto-padding} (its {@code row-kind-flag} put a retraction before an add of the
 * same value in older versions), so a DELETE writing a row's own sequence value deletes it.
 *
 * <p>Also used, always ascending, for the sequence fields of partial-update sequence groups.
 * Immutable and thread-safe.
 */
final class SequenceOrder {
    private final int[] fields;
    private final TypeRoot[] roots;
    private final boolean descending;

    SequenceOrder(int[] fields, TypeRoot[] roots, boolean descending) {
        this.fields = fields.clone();
        this.roots = roots.clone();
        this.descending = descending;
    }

    boolean descending() {
        return descending;
    }

    int[] fields() {
        return fields;
    }

    /**
     * Compares two versions: sequence fields, then arrival ({@code seq}). Row kinds take no part
     * (Paimon 1.4.2 has no {@code sequence.auto-padding}; ties go to arrival order).
     */
    int compare(InternalRow a, long seqA, InternalRow b, long seqB) {
        int c = compareFields(a, b);
        if (c != 0) {
            return c;
        }
        return Long.compare(seqA, seqB);
    }

    /** Compares only the sequence fields (nulls first; direction applied to non-null values). */
    int compareFields(InternalRow a, InternalRow b) {
        for (int i = 0; i < fields.length; i++) {
            int pos = fields[i];
            boolean an = a.isNullAt(pos);
            boolean bn = b.isNullAt(pos);
            if (an || bn) {
                if (an && bn) {
                    continue;
                }
                return an ? -1 : 1;
            }
            int c = compareNonNull(a, b, pos, roots[i]);
            if (c != 0) {
                return descending ? -c : c;
            }
        }
        return 0;
    }

    /** Whether every sequence field of the row is null. */
    boolean allNull(InternalRow row) {
        for (int pos : fields) {
            if (!row.isNullAt(pos)) {
                return false;
            }
        }
        return true;
    }

    static int compareNonNull(InternalRow a, InternalRow b, int pos, TypeRoot root) {
        switch (root) {
            case TINYINT: case SMALLINT: case INT: case BIGINT:
                return Long.compare(Values.readIntegral(a, pos, root), Values.readIntegral(b, pos, root));
            case FLOAT: case DOUBLE:
                return ValueComparator.compareDouble(Values.readFloating(a, pos, root),
                        Values.readFloating(b, pos, root));
            default:
                return ValueComparator.compare(a.getField(pos), b.getField(pos));
        }
    }

    /**
     * The types a sequence field or a sequence-group field may have: every atomic type (numbers,
     * strings in code-point order, BOOLEAN, binary strings in unsigned byte order, date-times), as
     * in Apache Paimon 1.4.2; not ARRAY, MAP or ROW.
     */
    static boolean isComparableSequenceType(TypeRoot root) {
        return root != TypeRoot.ARRAY && root != TypeRoot.MAP && root != TypeRoot.ROW;
    }
}
