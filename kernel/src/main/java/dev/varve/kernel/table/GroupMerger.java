package dev.varve.kernel.table;

import dev.varve.kernel.mergeengine.MergeEngine;
import dev.varve.merge.MergeFunction;
import dev.varve.row.KeyValue;

import java.io.IOException;
import java.util.List;

/**
 * The one rule for merging a key's versions before they are written (flush and compaction), so
 * that results never depend on when flushes and compactions ran (SEMANTICS §3, ARCHITECTURE
 * "beyond Paimon"):
 * <ul>
 * <li>When no older version of the key can exist below ({@code bottom}), everything is merged and
 *     a retraction result is dropped.</li>
 * <li>Otherwise a group is merged only if merging part of a key's history and later merging the
 *     result with the rest is equivalent to one merge: always for add-only groups of an associative
 *     engine, and for groups with retractions only when the engine says pre-merging them is safe
 *     (deduplicate, first-row). Else the versions are written unmerged and meet the older ones later.</li>
 * </ul>
 */
final class GroupMerger {
    /** Receives merged or pass-through versions, in key then sequence order. */
    interface Sink {
        void accept(KeyValue kv, boolean firstOfKey) throws IOException;
    }

    private final MergeFunction mf;
    private final boolean associative;
    private final boolean preMergeSafe;
    /**
     * With {@code sequence.field} a retraction must outlive compaction even at the bottom level: a
     * later-arriving record with a lower sequence value must still lose to it (SEMANTICS §4).
     */
    private final boolean keepTombstones;
    /** See {@link MergeEngine#keepsLoneRetractions()}. */
    private final boolean keepLoneRetractions;

    GroupMerger(MergeEngine engine) {
        this.mf = engine.mergeFunctionFactory().create();
        this.associative = engine.associative();
        this.preMergeSafe = engine.preMergeSafe();
        this.keepTombstones = engine.hasSequenceField();
        this.keepLoneRetractions = engine.keepsLoneRetractions();
    }

    void merge(List<KeyValue> group, boolean bottom, Sink out) throws IOException {
        if (group.size() == 1) {
            KeyValue kv = group.get(0);
            if (bottom && kv.kind().isRetract() && !keepTombstones && !keepLoneRetractions) {
                emitMerged(group, true, out);
            } else {
                out.accept(kv, true);
            }
            return;
        }
        boolean hasRetract = false;
        for (KeyValue kv : group) {
            if (kv.kind().isRetract()) {
                hasRetract = true;
                break;
            }
        }
        boolean canMerge = associative && (bottom || !hasRetract || preMergeSafe);
        if (!canMerge) {
            boolean first = true;
            for (KeyValue kv : group) {
                out.accept(kv, first);
                first = false;
            }
            return;
        }
        emitMerged(group, bottom, out);
    }

    private void emitMerged(List<KeyValue> group, boolean bottom, Sink out) throws IOException {
        mf.reset();
        for (KeyValue kv : group) {
            mf.add(kv);
        }
        KeyValue r = mf.getResult();
        if (r == null || (bottom && r.kind().isRetract() && !keepTombstones)) {
            return;
        }
        out.accept(r, true);
    }
}
