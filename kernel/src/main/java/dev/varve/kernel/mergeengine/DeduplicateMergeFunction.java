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
 * {@link #add}.
 *
 * <p>With {@link #marksUpTo} (a deletion-vector table with {@code sequence.field}, COMPACTION.md "Deletion vectors"
 * version 5) a retraction of system sequence at most that bound is a kept retraction above level 0, which stands for
 * Paimon's deletion-vector mark: it is positional. When it wins against the versions before it (by
 * {@code sequence.field}, as Paimon's lookup rewrite merged it onto the looked-up row), it hides them; it loses to no
 * later version, whatever their sequence field (Paimon's `-D` is gone after that rewrite). When it loses, it is
 * ignored (Paimon stored the looked-up row's merge again).
 *
 * <p>With {@link #supersedesUpTo} (a table that needs lookups whose runs above level 0 were written under another merge
 * of the key's versions, COMPACTION.md "A merge changed after the data") a version of system sequence at most that
 * bound is a stored row above level 0, which Paimon 1.4.2's lookup compaction made the key's merged row when it wrote it
 * and marked (or, without deletion vectors, reads past) the older ones: it takes the lead from every earlier version,
 * whatever its {@code sequence.field}, and the input filters ({@code ignore-delete}) do not drop it. Not thread-safe.
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
    /** Retractions of system sequence up to this are positional marks; {@code Long.MIN_VALUE}: none. */
    private long marksUpTo = Long.MIN_VALUE;
    /** Versions of system sequence up to this are stored rows that supersede the earlier ones; MIN_VALUE: none. */
    private long supersedesUpTo = Long.MIN_VALUE;
    /** Whether the current winner is a mark (any later version takes the lead from it). */
    private boolean winnerIsMark;
    /** The last mark that led and was then overtaken by a later version ({@link #overtakenMark}). */
    private boolean overtaken;
    private final GenericRow markRow;
    private final KeyValue mark = new KeyValue();
    private long markSequence;
    private RowKind markKind;

    DeduplicateMergeFunction(EngineConfig cfg) {
        this.cfg = cfg;
        this.order = cfg.sequenceOrder;
        this.winner = new GenericRow(cfg.arity());
        this.markRow = new GenericRow(cfg.arity());
    }

    /** See the class comment; {@code Long.MIN_VALUE} turns marks off. Holds until changed. */
    void marksUpTo(long sequence) {
        this.marksUpTo = sequence;
    }

    /** See the class comment; {@code Long.MIN_VALUE} turns it off. Holds until changed. */
    void supersedesUpTo(long sequence) {
        this.supersedesUpTo = sequence;
    }

    /**
     * After {@link #getResult}: the mark that hid the key's earlier versions and was then overtaken by a later
     * version (the result), or null. Valid until the next {@link #reset()}.
     */
    KeyValue overtakenMark() {
        return overtaken ? mark.replace(key.get(), markSequence, markKind, markRow) : null;
    }

    @Override
    public void reset() {
        any = false;
        winnerIsMark = false;
        overtaken = false;
    }

    @Override
    public void add(KeyValue kv) {
        RowKind kind = kv.kind();
        boolean stored = kv.sequence() <= supersedesUpTo;
        if (!stored && kind.isRetract() && (cfg.ignoreDelete || (kind == RowKind.UPDATE_BEFORE && cfg.ignoreUpdateBefore))) {
            return;
        }
        InternalRow value = kv.value();
        boolean isMark = kind.isRetract() && kv.sequence() <= marksUpTo;
        if (any && order != null && !winnerIsMark && !stored
                && order.compare(value, kv.sequence(), winner, winnerSequence) < 0) {
            return;
        }
        if (winnerIsMark) {
            // a later version takes the lead from a mark, whatever its sequence field: keep the mark for the caller
            Object[] w = winner.values();
            Object[] m = markRow.values();
            System.arraycopy(w, 0, m, 0, w.length);
            markRow.setRowKind(winnerKind);
            markSequence = winnerSequence;
            markKind = winnerKind;
            overtaken = true;
        }
        winnerIsMark = isMark;
        if (isMark) {
            overtaken = false; // it hides every earlier version, an earlier mark too
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
