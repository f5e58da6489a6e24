package dev.varve.kernel.mergeengine;

import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;

/**
 * The aggregation engine (SEMANTICS §3): every non-key column folds its function over the
 * versions in sequence order; a retraction retracts every column whose function can (columns
 * with {@code ignore-retract} skip it). A sequence field keeps the value of the last version in
 * sequence order. The result is always +I (possibly with all-zero sums), except that with
 * {@code aggregation.remove-record-on-delete} a -D resets every column and, unless a later
 * version arrives, yields -D carrying that -D's values (as Paimon's {@code $audit_log} shows it).
 */
final class AggregateMergeFunction extends FoldingMergeFunction {
    private final FieldAccumulator[] accs;
    private final boolean[] appliesRetraction;
    private boolean removed;

    AggregateMergeFunction(EngineConfig cfg) {
        super(cfg);
        int n = cfg.arity();
        this.accs = new FieldAccumulator[n];
        this.appliesRetraction = new boolean[n];
        for (int i = 0; i < n; i++) {
            if (cfg.isSequenceField[i]) {
                accs[i] = new ValueAccumulators.SequenceValue(i);
                appliesRetraction[i] = true;
            } else if (cfg.columns[i] != null) {
                accs[i] = cfg.columns[i].newAccumulator();
                appliesRetraction[i] = cfg.columns[i].appliesRetraction();
            }
        }
    }

    /**
     * A key's lone version, as written (its values and kind): Paimon 1.4.2 runs the aggregate functions only when
     * two or more versions meet, so a lone {@code collect} distinct array keeps its duplicates and a lone
     * {@code +U} stays {@code +U}; a lone retraction reads as no row and is kept so later versions still meet it.
     */
    @Override
    boolean passesThroughAlone(RowKind kind) {
        return true;
    }

    @Override
    void resetState() {
        for (FieldAccumulator a : accs) {
            if (a != null) {
                a.reset();
            }
        }
        removed = false;
    }

    @Override
    void apply(InternalRow value, RowKind kind) {
        if (kind.isAdd()) {
            removed = false;
            for (FieldAccumulator a : accs) {
                if (a != null) {
                    a.add(value);
                }
            }
            return;
        }
        if (kind == RowKind.DELETE && cfg.aggRemoveOnDelete) {
            resetState();
            removed = true;
            rememberRemoval(value);
            return;
        }
        removed = false;
        for (int i = 0; i < accs.length; i++) {
            if (accs[i] != null && appliesRetraction[i]) {
                accs[i].retract(value);
            }
        }
    }

    @Override
    RowKind writeResult(Object[] out) {
        if (removed) {
            writeRemoval();
            return RowKind.DELETE;
        }
        for (int i = 0; i < accs.length; i++) {
            if (accs[i] != null) {
                accs[i].writeTo(this.out);
            }
        }
        return removed ? RowKind.DELETE : RowKind.INSERT;
    }
}
