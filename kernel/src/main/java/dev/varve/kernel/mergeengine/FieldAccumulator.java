package dev.varve.kernel.mergeengine;

import dev.varve.row.InternalRow;

/**
 * The running state of one column's aggregate function while the versions of one key are merged.
 * Each reads its column ({@link #pos}) from the input row itself, so numeric functions read
 * primitives and keep primitive state (no allocation per record beyond what the value model
 * forces); values that are kept are copied ({@link Values#copy}).
 *
 * <p>Lifecycle per key: {@link #reset()}, then any mix of {@link #add}, {@link #addOlder},
 * {@link #retract}, then {@link #result()} (which may be called more than once). Not thread-safe.
 */
abstract class FieldAccumulator {
    /** The column position in the table's row. */
    protected final int pos;

    FieldAccumulator(int pos) {
        this.pos = pos;
    }

    abstract void reset();

    /** Folds in an input that comes after everything folded so far. */
    abstract void add(InternalRow input);

    /**
     * Folds in an input whose sequence is older than the state's (partial-update sequence groups):
     * as if it had come before what was folded so far. Order-insensitive functions just add.
     */
    void addOlder(InternalRow input) {
        add(input);
    }

    /**
     * Starts again from {@code input}'s value, as Paimon's partial-update row becomes a removing -D's values
     * ({@code partial-update.remove-record-on-sequence-group}); {@code touched}: whether an add of this key reached
     * the column before (Paimon's stateful functions, first_value and first_non_null_value, then count as started).
     */
    void seed(InternalRow input, boolean touched) {
        reset();
        add(input);
    }

    /** Retracts an input; only called for functions that {@link AggFunction#canRetract()}. */
    void retract(InternalRow input) {
        throw new IllegalStateException(getClass().getSimpleName() + " cannot retract");
    }

    /**
     * A row that holds the (non-null) result at {@link #pos}, not yet decoded, valid until the next
     * {@link #reset()} or input; or null when the result is to be taken from {@link #result()}.
     */
    InternalRow undecodedResult() {
        return null;
    }

    /** The folded value in the column's canonical class, or {@code null}. */
    abstract Object result();

    /**
     * Puts the folded value into column {@link #pos} of {@code out}: undecoded when
     * {@link #undecodedResult()} has it, else {@link #result()}; numeric functions override this
     * to store it unboxed (no allocation per merged key).
     */
    void writeTo(FoldedRow out) {
        InternalRow raw = undecodedResult();
        if (raw != null) {
            out.setUndecoded(pos, raw);
        } else {
            out.set(pos, result());
        }
    }
}
