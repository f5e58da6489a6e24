package dev.varve.kernel.mergeengine;

import dev.varve.merge.MergeFunction;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;

/**
 * The first-row engine (SEMANTICS §3): keeps the first add of the key (the one with the lowest
 * system sequence), itself, with its own kind and sequence; later versions are dropped without
 * being copied. Retractions never reach a merge through the write check; any that does (written
 * before the options changed) is ignored. The result stays valid until the next
 * {@link #reset()}. Not thread-safe.
 */
final class FirstRowMergeFunction implements MergeFunction {
    private final KeyCopy key = new KeyCopy();
    private final GenericRow first;
    private final KeyValue result = new KeyValue();
    private RowKind firstKind;
    private long firstSequence;
    private boolean any;

    FirstRowMergeFunction(EngineConfig cfg) {
        this.first = new GenericRow(cfg.arity());
    }

    @Override
    public void reset() {
        any = false;
    }

    @Override
    public void add(KeyValue kv) {
        if (any || kv.kind().isRetract()) {
            return;
        }
        key.set(kv.key());
        InternalRow value = kv.value();
        Object[] f = first.values();
        for (int i = 0; i < f.length; i++) {
            f[i] = Values.copy(value.getField(i));
        }
        firstKind = kv.kind();
        firstSequence = kv.sequence();
        first.setRowKind(firstKind);
        any = true;
    }

    @Override
    public KeyValue getResult() {
        return any ? result.replace(key.get(), firstSequence, firstKind, first) : null;
    }
}
