package dev.varve.kernel.mergeengine;

import dev.varve.merge.MergeFunction;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;

/**
 * The deduplicate engine (SEMANTICS §3, §4): the winning version is the last one in sequence
 * order (by {@code sequence.field} if set, ties and otherwise by arrival); the result is that
 * version itself, with its own kind and system sequence, so a -U/-D winner means the key has no
 * row. Only the current winner is copied (into a reused row), so a group costs one row copy per
 * version that takes the lead. The result stays valid until the next {@link #reset()} or
 * {@link #add}. Not thread-safe.
 */
final class DeduplicateMergeFunction implements MergeFunction {
    private final EngineConfig cfg;
    private final SequenceOrder order;
    private final KeyCopy key = new KeyCopy();
    private final GenericRow winner;
    private final KeyValue result = new KeyValue();
    private RowKind winnerKind;
    private long winnerSequence;
    private boolean any;

    DeduplicateMergeFunction(EngineConfig cfg) {
        this.cfg = cfg;
        this.order = cfg.sequenceOrder;
        this.winner = new GenericRow(cfg.arity());
    }

    @Override
    public void reset() {
        any = false;
    }

    @Override
    public void add(KeyValue kv) {
        RowKind kind = kv.kind();
        if (kind.isRetract() && (cfg.ignoreDelete || (kind == RowKind.UPDATE_BEFORE && cfg.ignoreUpdateBefore))) {
            return;
        }
        InternalRow value = kv.value();
        if (any && order != null
                && order.compare(value, kv.sequence(), winner, winnerSequence) < 0) {
            return;
        }
        if (!any) {
            key.set(kv.key());
            any = true;
        }
        Object[] w = winner.values();
        for (int i = 0; i < w.length; i++) {
            w[i] = Values.copy(value.getField(i));
        }
        winnerKind = kind;
        winnerSequence = kv.sequence();
        winner.setRowKind(kind);
    }

    @Override
    public KeyValue getResult() {
        return any ? result.replace(key.get(), winnerSequence, winnerKind, winner) : null;
    }
}
