package dev.varve.kernel.mergeengine;

import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;

/**
 * The aggregation engine (SEMANTICS §3): every non-key column folds its function over the
 * versions in sequence order; a retraction retracts every column whose function can (columns
 * with {@code ignore-retract} skip it). A sequence field folds as Paimon 1.4.2's {@code last_value}: it takes each
 * add's value, and a retraction nulls it (with {@code fields.<c>.ignore-retract} the retraction keeps it). The result is always +I (possibly with all-zero sums), except that with
 * {@code aggregation.remove-record-on-delete} a -D removes the row: every column starts again from the -D's
 * value (as Paimon's row becomes the -D's: a later {@code sum} adds to it; {@code first_value} keeps it when an add
 * reached the column before in the merge, else a later add replaces it; with the lookup producer from nothing, see
 * {@link EngineConfig#aggRemovalSeeds}) and, unless a later version arrives, the result is -D carrying that -D's
 * values (as Paimon's {@code $audit_log} shows it).
 */
final class AggregateMergeFunction extends FoldingMergeFunction {
    private final FieldAccumulator[] accs;
    private final boolean[] appliesRetraction;
    private boolean removed;
    /** Whether an add of the current key was applied (see {@link FieldAccumulator#seed}). */
    private boolean sawAdd;

    AggregateMergeFunction(EngineConfig cfg) {
        super(cfg);
        int n = cfg.arity();
        this.accs = new FieldAccumulator[n];
        this.appliesRetraction = new boolean[n];
        for (int i = 0; i < n; i++) {
            if (cfg.isSequenceField[i]) {
                // Paimon 1.4.2 folds a sequence field with last_value (its getAggFuncName): a retraction nulls it,
                // unless fields.<c>.ignore-retract keeps the value
                accs[i] = new ValueAccumulators.SequenceValue(i, cfg.roots[i]);
                appliesRetraction[i] = !cfg.sequenceIgnoresRetract[i];
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
    boolean foldsAtSequenceBarriers() {
        return cfg.hasSequenceField() && nullsSequence(RowKind.UPDATE_BEFORE);
    }

    /**
     * A retraction nulls the sequence field ({@code last_value}'s retraction) unless every sequence column ignores
     * retractions, or it is a removing {@code -D} ({@code aggregation.remove-record-on-delete} keeps its values); as
     * {@link MergeEngine#endsWithSequenceRetraction} decides for a group.
     */
    @Override
    boolean nullsSequence(RowKind kind) {
        if (!kind.isRetract() || (kind == RowKind.DELETE && cfg.aggRemoveOnDelete)) {
            return false;
        }
        for (int i = 0; i < accs.length; i++) {
            if (cfg.isSequenceField[i] && appliesRetraction[i]) {
                return true;
            }
        }
        return false;
    }

    @Override
    void resetState() {
        for (FieldAccumulator a : accs) {
            if (a != null) {
                a.reset();
            }
        }
        removed = false;
        sawAdd = false;
    }

    @Override
    void apply(InternalRow value, RowKind kind) {
        if (kind.isAdd()) {
            removed = false;
            sawAdd = true;
            for (FieldAccumulator a : accs) {
                if (a != null) {
                    a.add(value);
                }
            }
            return;
        }
        if (kind == RowKind.DELETE && cfg.aggRemoveOnDelete) {
            // as Paimon 1.4.2's row becomes the removing -D's values: every function starts again from the -D's value
            // (a later sum adds to it), first_value / first_non_null_value restart unstarted only when no add reached
            // them before in this merge (probes fix24 k08, k09); not with the lookup producer (EngineConfig#aggRemovalSeeds)
            if (cfg.aggRemovalSeeds) {
                for (FieldAccumulator a : accs) {
                    if (a != null) {
                        a.seed(value, sawAdd);
                    }
                }
            } else {
                resetState();
            }
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
