package dev.varve.kernel.mergeengine;

import dev.varve.merge.MergeFunction;
import dev.varve.row.BinaryRow;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import org.agrona.ExpandableArrayBuffer;

/**
 * Base of the engines that fold every version of a key into one row (partial-update,
 * aggregation). Versions arrive in arrival order; without {@code sequence.field} they are folded
 * as they come (nothing is buffered), with it they are copied and folded in sequence order when
 * the result is asked for.
 *
 * <p>Input filters are applied here too (a retraction written before {@code ignore-delete} was set
 * is skipped), so a table never becomes unreadable. The result has the highest system sequence of
 * the group; {@link #getResult()} returns null when every version was skipped. The result row is
 * reused: it stays valid until the next {@link #reset()} or {@link #add}. Not thread-safe.
 *
 * <p>A key's only version passes through unmerged where an engine asks for it
 * ({@link #passesThroughAlone}): Apache Paimon 1.4.2 runs the merge function only when two or more
 * versions of a key meet, so a lone retraction reads as no row and a lone partial-update record
 * keeps the columns of a group whose sequence is null. Merging the passed-through version later
 * with newer ones gives what merging all of them at once gives, so results still do not depend on
 * when compaction ran. Off with the lookup changelog producer (its compaction merges every
 * level-0 version, in Paimon too).
 */
abstract class FoldingMergeFunction implements MergeFunction {
    protected final EngineConfig cfg;
    private final VersionBuffer buffer;
    private final KeyCopy key = new KeyCopy();
    private final KeyValue result = new KeyValue();
    /** The result row; key columns are taken from the first version folded. */
    protected final FoldedRow out;
    /**
     * The -D that removed the row ({@link #rememberRemoval}), whose values a removed result carries,
     * as in Paimon (visible in {@code $audit_log}); allocated on the first removal.
     */
    private FoldedRow removal;
    private boolean any;
    private boolean keyColumnsSet;
    private long maxSequence;
    private boolean folded;
    private int versions;
    /** Told by {@link #reset(int)}: at least two versions come, none filtered out, so none stays alone. */
    private boolean severalComing;
    private RowKind aloneKind;
    private boolean aloneKept;
    private final Object[] alone;
    private final GenericRow aloneRow;
    /** The first version's serialized bytes when it came as a {@link BinaryRow} (see {@link #add}). */
    private final ExpandableArrayBuffer aloneBytes = new ExpandableArrayBuffer(256);
    private BinaryRow aloneBinary;
    /** Whether {@link #alone} holds the first version's values (else they are still in {@link #aloneBinary}). */
    private boolean aloneDecoded;
    /** Whether the first version, a retraction kept in {@link #alone}, is not folded yet (see {@link #add}). */
    private boolean retractionDeferred;
    /** Retractions of system sequence up to this are positional marks ({@link #marksUpTo}); MIN_VALUE: none. */
    private long marksUpTo = Long.MIN_VALUE;

    FoldingMergeFunction(EngineConfig cfg) {
        this.cfg = cfg;
        this.buffer = cfg.hasSequenceField() ? new VersionBuffer(cfg.arity(), cfg.sequenceOrder) : null;
        this.out = new FoldedRow(cfg.arity());
        this.alone = new Object[cfg.arity()];
        this.aloneRow = new GenericRow(RowKind.INSERT, alone);
    }

    @Override
    public final void reset() {
        reset(0);
    }

    /**
     * {@inheritDoc} With two or more versions coming and no input filter that could leave only one
     * of them, the first version is not copied for a lone pass-through ({@link #passesThroughAlone}):
     * a columnar first version would otherwise be copied field by field, boxed.
     */
    @Override
    public final void reset(int coming) {
        reset(coming > 1 && !cfg.ignoreDelete && !cfg.ignoreUpdateBefore, false);
    }

    /**
     * {@inheritDoc} The versions' values are kept as they are when {@code sequence.field} has them buffered (no copy),
     * and with two or more coming the first is not copied for a lone pass-through, whatever the input filters.
     */
    @Override
    public final void resetStable(int coming) {
        reset(coming > 1, true);
    }

    private void reset(boolean several, boolean stable) {
        severalComing = several;
        any = false;
        keyColumnsSet = false;
        folded = false;
        versions = 0;
        aloneKept = false;
        retractionDeferred = false;
        if (buffer != null) {
            buffer.clear();
            buffer.keepAsGiven(stable);
        }
        out.clear();
        resetState();
    }

    @Override
    public final void add(KeyValue kv) {
        RowKind kind = kv.kind();
        if (kind.isRetract() && (cfg.ignoreDelete || (kind == RowKind.UPDATE_BEFORE && cfg.ignoreUpdateBefore))) {
            return;
        }
        if (++versions == 1 && !severalComing && cfg.passThroughSingle && passesThroughAlone(kind)) {
            InternalRow v = kv.value();
            if (v instanceof BinaryRow && v.getArity() == alone.length) {
                // a raw copy of the serialized row, decoded only if no other version of the key
                // comes (in flushes and compactions, a lone version never reaches the function)
                BinaryRow b = (BinaryRow) v;
                aloneBytes.putBytes(0, b.buffer(), b.offset(), b.length());
                if (aloneBinary == null || (aloneBinary.type() != b.type() && !aloneBinary.type().equals(b.type()))) {
                    aloneBinary = new BinaryRow(b.type());
                }
                aloneBinary.pointTo(aloneBytes, 0, b.length());
                aloneDecoded = false;
            } else {
                copyAlone(v);
                aloneDecoded = true;
            }
            aloneKind = kind;
            aloneKept = true;
        }
        if (!any) {
            key.set(kv.key());
            maxSequence = kv.sequence();
            any = true;
        } else if (kv.sequence() > maxSequence) {
            maxSequence = kv.sequence();
        }
        if (buffer == null) {
            if (versions == 1 && aloneKept && kind.isRetract()) {
                // a retraction kept to pass through alone is folded only when another version of the key comes: a
                // function that cannot retract fails the merge then, as Paimon's, and never for a lone retraction
                retractionDeferred = true;
                return;
            }
            if (retractionDeferred) {
                retractionDeferred = false;
                // the kept copy, still serialized when it came as a BinaryRow (folding reads it without decoding)
                fold(aloneDecoded ? aloneRow : aloneBinary, aloneKind);
            }
            fold(kv.value(), kind);
        } else {
            buffer.add(kv.value(), kind, kv.sequence());
            folded = false;
        }
    }

    @Override
    public final KeyValue getResult() {
        if (!any) {
            return null;
        }
        if (versions == 1 && aloneKept) {
            if (!aloneDecoded) {
                copyAlone(aloneBinary);
                aloneDecoded = true;
            }
            aloneRow.setRowKind(aloneKind);
            return result.replace(key.get(), maxSequence, aloneKind, aloneRow);
        }
        if (buffer != null && !folded && marksUpTo != Long.MIN_VALUE && foldsAtSequenceBarriers()) {
            foldAcrossSequenceBarriers();
            folded = true;
        }
        if (buffer != null && !folded) {
            int start = 0;
            boolean markEnds = false;
            if (marksUpTo != Long.MIN_VALUE) {
                // positional marks: each kept retraction is folded with the versions since the last mark that won, in
                // sequence order, as Paimon's lookup rewrite merged it onto the looked-up row; when the row is removed
                // the mark hides them and later versions start afresh, whatever their sequence field
                for (int m = start; m < buffer.size(); m++) {
                    if (buffer.kind(m).isRetract() && buffer.sequence(m) <= marksUpTo) {
                        foldRange(start, m + 1);
                        if (removedRow()) {
                            start = m + 1;
                            markEnds = start == buffer.size();
                        }
                    }
                }
            }
            if (!markEnds) { // else the last version is a mark whose fold, the last one run, removed the row
                foldRange(start, buffer.size());
            }
            folded = true;
        }
        out.clearUndecoded();
        RowKind kind = writeResult(out.values());
        out.setRowKind(kind);
        return result.replace(key.get(), maxSequence, kind, out);
    }

    /**
     * Positional marks of an aggregation table's {@code sequence.field} ({@link #foldsAtSequenceBarriers}): a mark (a
     * retraction of system sequence up to {@link #marksUpTo}, stored above level 0 by a lookup compaction) that is the
     * newest in sequence order of the versions since the last such barrier is where Paimon 1.4.2's lookup rewrite merged
     * it onto the looked-up row: that merge nulled the sequence, so its row sorts before every later version. The
     * versions up to the barrier are folded in sequence order, and the later ones are folded on from that state, in
     * sequence order, whatever their sequence field (as onto Paimon's stored row with a null sequence). A mark that is
     * not the newest since the last barrier is an ordinary version (Paimon's row then kept a sequence value).
     */
    private void foldAcrossSequenceBarriers() {
        resetState();
        keyColumnsSet = false;
        int n = buffer.size();
        int start = 0;
        for (int m = 0; m < n; m++) {
            RowKind kind = buffer.kind(m);
            if (kind.isRetract() && buffer.sequence(m) <= marksUpTo && nullsSequence(kind)) {
                int[] order = buffer.sortedOrder(start, m + 1);
                if (order[m - start] == m) {
                    for (int i = 0; i <= m - start; i++) {
                        fold(buffer.row(order[i]), buffer.kind(order[i]));
                    }
                    start = m + 1;
                }
            }
        }
        if (start < n) {
            int[] order = buffer.sortedOrder(start, n);
            for (int i = 0; i < n - start; i++) {
                fold(buffer.row(order[i]), buffer.kind(order[i]));
            }
        }
    }

    /**
     * Whether marks ({@link #marksUpTo}) are barriers of the sequence order ({@link #foldAcrossSequenceBarriers}) rather
     * than removals: the aggregation engine with a {@code sequence.field} a retraction nulls.
     */
    boolean foldsAtSequenceBarriers() {
        return false;
    }

    /** With {@link #foldsAtSequenceBarriers}: whether a retraction of this kind, newest in sequence order, nulls the sequence. */
    boolean nullsSequence(RowKind kind) {
        return false;
    }

    /** Folds the buffer's positions {@code from} to {@code to} (arrival order) in sequence order from a fresh state. */
    private void foldRange(int from, int to) {
        resetState();
        keyColumnsSet = false;
        int[] order = buffer.sortedOrder(from, to);
        for (int i = 0; i < to - from; i++) {
            fold(buffer.row(order[i]), buffer.kind(order[i]));
        }
    }

    /**
     * Positional marks ({@link MergeEngine#marksUpTo}): a retraction of system sequence at most {@code sequence} is a
     * kept retraction above level 0 standing for Paimon's deletion-vector mark. Only engines whose {@link
     * #removedRow} can be true act on it; {@code Long.MIN_VALUE} turns it off.
     */
    final void marksUpTo(long sequence) {
        this.marksUpTo = sequence;
    }

    /** After a fold: whether the folded versions removed the row (a mark that won). */
    boolean removedRow() {
        return false;
    }

    private void copyAlone(InternalRow v) {
        for (int i = 0; i < alone.length; i++) {
            alone[i] = Values.copy(v.getField(i));
        }
    }

    private void fold(InternalRow value, RowKind kind) {
        if (!keyColumnsSet) {
            for (int i = 0; i < cfg.primaryKey.length; i++) {
                out.copyFrom(value, cfg.primaryKey[i], cfg.roots[cfg.primaryKey[i]]); // numeric keys unboxed
            }
            keyColumnsSet = true;
        }
        apply(value, kind);
    }

    /** Records {@code value}, a -D that removes the row, as the values of a removed result. */
    final void rememberRemoval(InternalRow value) {
        if (removal == null) {
            removal = new FoldedRow(cfg.arity());
        }
        for (int i = 0; i < cfg.arity(); i++) {
            removal.copyFrom(value, i, cfg.roots[i]);
        }
    }

    /** The values of the last {@link #rememberRemoval removal}. */
    final InternalRow removal() {
        return removal;
    }

    /** Writes the values of the last {@link #rememberRemoval removal} into the result's non-key columns. */
    final void writeRemoval() {
        for (int i = 0; i < cfg.arity(); i++) {
            if (!cfg.isPrimaryKey[i]) {
                out.copyColumn(removal, i);
            }
        }
    }

    /**
     * Whether a key whose only version (after input filters) is of this kind reads as that version
     * unmerged, when the table's changelog producer allows it (see the class comment).
     */
    abstract boolean passesThroughAlone(RowKind kind);

    /** Clears the per-key state (called before a group and before a re-fold). */
    abstract void resetState();

    /** Folds one version (already filtered) into the state. */
    abstract void apply(InternalRow value, RowKind kind);

    /**
     * Writes the non-key columns of the result into {@code row} (key columns are already set; an
     * engine may instead mark a column undecoded in {@link #out}) and returns the result's kind.
     */
    abstract RowKind writeResult(Object[] row);
}
