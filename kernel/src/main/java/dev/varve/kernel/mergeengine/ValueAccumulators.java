package dev.varve.kernel.mergeengine;

import dev.varve.row.BinaryRow;
import dev.varve.row.BytesView;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.TypeRoot;
import org.agrona.ExpandableArrayBuffer;

/**
 * The value-picking functions first_value, first_non_null_value, last_value and
 * last_non_null_value, plus the two column roles that are not aggregated: a sequence field (keeps
 * the value of the last version in sequence order, whatever its kind) and a primary-key column.
 */
final class ValueAccumulators {
    private ValueAccumulators() {
    }

    /** The first input's value, null included; an older input replaces it. */
    static final class FirstValue extends FieldAccumulator {
        private Object value;
        private boolean initialized;

        FirstValue(int pos) {
            super(pos);
        }

        /**
         * Seeded by a removing -D before any add reached the column ({@link #seed}): Paimon's function has not started,
         * so the next newer input replaces the value and the next older one keeps it.
         */
        private boolean seededFresh;

        @Override void reset() {
            value = null;
            initialized = false;
            seededFresh = false;
        }

        @Override void seed(InternalRow in, boolean touched) {
            value = Values.copy(in.getField(pos));
            initialized = true;
            seededFresh = !touched;
        }

        @Override void add(InternalRow in) {
            if (seededFresh) {
                seededFresh = false;
                value = Values.copy(in.getField(pos));
            } else if (!initialized) {
                value = Values.copy(in.getField(pos));
                initialized = true;
            }
        }

        @Override void addOlder(InternalRow in) {
            if (seededFresh) {
                seededFresh = false;
                return;
            }
            value = Values.copy(in.getField(pos));
            initialized = true;
        }

        @Override Object result() {
            return value;
        }
    }

    /**
     * The first non-null value. An older input (partial-update sequence groups) replaces it, null included, once the
     * function started: Paimon 1.4.2's {@code FieldFirstNonNullValueAgg} keeps an {@code initialized} flag (set by the
     * first non-null value it takes) and its {@code aggReversed(acc, in)} is {@code agg(in, acc)}, which returns the
     * older input unless the function is unstarted and holds a value (fzpu_1107).
     */
    static final class FirstNonNullValue extends FieldAccumulator {
        private Object value;
        /** As {@link FirstValue#seededFresh}: the next non-null newer input replaces the value, an older one keeps it. */
        private boolean seededFresh;
        /** Paimon's {@code initialized}: a newer non-null input is taken only before it. */
        private boolean initialized;

        FirstNonNullValue(int pos) {
            super(pos);
        }

        @Override void reset() {
            value = null;
            seededFresh = false;
            initialized = false;
        }

        @Override void seed(InternalRow in, boolean touched) {
            value = in.isNullAt(pos) ? null : Values.copy(in.getField(pos));
            seededFresh = !touched;
            initialized = value != null; // a touched seed: a null value is still replaced by the next non-null input
        }

        @Override void add(InternalRow in) {
            if (seededFresh) {
                if (!in.isNullAt(pos)) {
                    seededFresh = false;
                    initialized = true;
                    value = Values.copy(in.getField(pos));
                }
            } else if (!initialized && !in.isNullAt(pos)) {
                initialized = true;
                value = Values.copy(in.getField(pos));
            }
        }

        @Override void addOlder(InternalRow in) {
            if ((seededFresh || !initialized) && value != null) {
                seededFresh = false;
                initialized = true;
                return;
            }
            value = in.isNullAt(pos) ? null : Values.copy(in.getField(pos));
        }

        @Override Object result() {
            return value;
        }
    }

    /** The last input's value, null included; a retraction sets null. */
    static final class LastValue extends FieldAccumulator {
        private Object value;
        private boolean initialized;

        LastValue(int pos) {
            super(pos);
        }

        @Override void reset() {
            value = null;
            initialized = false;
        }

        @Override void add(InternalRow in) {
            value = Values.copy(in.getField(pos));
            initialized = true;
        }

        @Override void addOlder(InternalRow in) {
            if (!initialized) {
                add(in);
            }
        }

        @Override void retract(InternalRow in) {
            value = null;
            initialized = true;
        }

        @Override Object result() {
            return value;
        }
    }

    /**
     * The last non-null value; an older input fills it only while it is null; retracting a
     * non-null value sets null (Apache Paimon's behaviour).
     */
    static final class LastNonNullValue extends FieldAccumulator {
        private Object value;
        /**
         * A string or bytes value of a {@link BinaryRow} input is kept as a raw copy of that row
         * and decoded only when the result is asked for: of a key's many versions, only the last
         * non-null one is ever decoded.
         */
        private final ExpandableArrayBuffer rawBytes = new ExpandableArrayBuffer(128);
        private BinaryRow raw;
        private boolean rawPending;

        /** A string or bytes value of any other input: a copy of its bytes alone (null: not such a field). */
        private final KeptBytesRow kept;
        private final BytesView view = new BytesView();
        /** Which of {@link #raw} and {@link #kept} holds the pending value. */
        private boolean keptPending;
        /** A numeric column's type (its values are kept unboxed in {@link #prim}), else null. */
        private final TypeRoot numeric;
        /** The pending numeric value as {@link Values#readNumericBits numeric bits}. */
        private long prim;
        private boolean primPending;

        /** @param type the column's type: string and bytes values are kept as bytes until asked for */
        LastNonNullValue(int pos, DataType type) {
            super(pos);
            this.kept = KeptBytesRow.isStringOrBinary(type) ? new KeptBytesRow(pos, type) : null;
            TypeRoot r = type.root();
            this.numeric = Values.hasNumericBits(r) ? r : null;
        }

        @Override void reset() {
            value = null;
            rawPending = false;
            primPending = false;
        }

        @Override void add(InternalRow in) {
            if (in.isNullAt(pos)) {
                return;
            }
            if (numeric != null) {
                prim = Values.readNumericBits(in, pos, numeric);
                primPending = true;
                rawPending = false;
                value = null;
            } else if (in instanceof BinaryRow && ((BinaryRow) in).isStringOrBinary(pos)) {
                BinaryRow b = (BinaryRow) in;
                rawBytes.putBytes(0, b.buffer(), b.offset(), b.length());
                if (raw == null || (raw.type() != b.type() && !raw.type().equals(b.type()))) {
                    raw = new BinaryRow(b.type());
                }
                raw.pointTo(rawBytes, 0, b.length());
                rawPending = true;
                keptPending = false;
                value = null;
            } else if (kept != null && !(in instanceof GenericRow)) {
                // e.g. a run file's columnar view: only this field's bytes are copied (a generic
                // row's String is kept as is below: it is immutable and encoded only if asked)
                kept.set(in.getBytesView(pos, view), in.getArity());
                rawPending = true;
                keptPending = true;
                value = null;
            } else {
                value = Values.copy(in.getField(pos));
                rawPending = false;
            }
        }

        /** Takes {@code in}'s value, null included (a partial-update sequence group's column). */
        void replace(InternalRow in) {
            if (in.isNullAt(pos)) {
                reset();
            } else {
                add(in);
            }
        }

        @Override void addOlder(InternalRow in) {
            if (value == null && !rawPending && !primPending) {
                add(in);
            }
        }

        @Override void retract(InternalRow in) {
            if (!in.isNullAt(pos)) {
                value = null;
                rawPending = false;
                primPending = false;
            }
        }

        @Override InternalRow undecodedResult() {
            return rawPending ? (keptPending ? kept : raw) : null;
        }

        @Override void writeTo(FoldedRow out) {
            if (primPending) {
                out.setNumericBits(pos, prim, numeric);
            } else {
                super.writeTo(out);
            }
        }

        @Override Object result() {
            if (primPending) {
                return Values.boxNumericBits(prim, numeric);
            }
            if (rawPending) {
                value = Values.copy((keptPending ? kept : raw).getField(pos));
                rawPending = false;
            }
            return value;
        }
    }

    /**
     * A user sequence field in an aggregation table, folded as Paimon 1.4.2 folds it ({@code last_value}): the value
     * of the last add in sequence order, null after a retraction that comes later (so a merged row whose newest input
     * is a retraction stores a null sequence and sorts first in later merges). With {@code fields.<c>.ignore-retract}
     * retractions are not applied to it ({@code AggregateMergeFunction}).
     */
    static final class SequenceValue extends FieldAccumulator {
        private Object value;
        /** A numeric column's type (its values are kept unboxed in {@link #prim}: no allocation per merge), else null. */
        private final TypeRoot numeric;
        /** The value as {@link Values#readNumericBits numeric bits} when {@link #primSet}. */
        private long prim;
        private boolean primSet;

        SequenceValue(int pos, TypeRoot root) {
            super(pos);
            this.numeric = Values.hasNumericBits(root) ? root : null;
        }

        @Override void reset() {
            value = null;
            primSet = false;
        }

        @Override void add(InternalRow in) {
            if (numeric != null && !in.isNullAt(pos)) {
                prim = Values.readNumericBits(in, pos, numeric);
                primSet = true;
                value = null;
            } else {
                value = Values.copy(in.getField(pos));
                primSet = false;
            }
        }

        /** As Paimon 1.4.2's {@code last_value} retraction: the column becomes null (not the retraction's value). */
        @Override void retract(InternalRow in) {
            value = null;
            primSet = false;
        }

        @Override void writeTo(FoldedRow out) {
            if (primSet) {
                out.setNumericBits(pos, prim, numeric);
            } else {
                super.writeTo(out);
            }
        }

        @Override Object result() {
            return primSet ? Values.boxNumericBits(prim, numeric) : value;
        }
    }
}
