package dev.varve.kernel.table;

import dev.varve.kernel.mergeengine.AddViewFold;
import dev.varve.kernel.mergeengine.MergeEngine;
import dev.varve.merge.MergeFunction;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;

import java.io.IOException;
import java.util.List;

/**
 * The one rule for merging a key's versions before they are written (flush and compaction), so
 * that results never depend on when flushes and compactions ran (SEMANTICS §3, ARCHITECTURE
 * "beyond Paimon"):
 * <ul>
 * <li>When no older version of the key can exist below ({@code bottom}: the merge holds the key's first version),
 *     everything is merged, for an associative engine and for one whose merged row of a key's whole history
 *     continues as its versions would ({@link MergeEngine#mergesWholeHistory()}: partial-update sequence groups with
 *     order-sensitive functions), and a retraction result is dropped (except where the engine keeps lone retractions,
 *     {@link MergeEngine#keepsLoneRetractions()}: there a key whose versions are all retractions is kept
 *     as written, unless they leave nothing a later version could meet, {@link MergeEngine#dropsSpentRetractions()}).</li>
 * <li>Otherwise a group is merged only if merging part of a key's history and later merging the
 *     result with the rest is equivalent to one merge: always for add-only groups of an associative
 *     engine, and for groups with retractions only when the engine says pre-merging them is safe
 *     (deduplicate, first-row). Else the versions are written unmerged and meet the older ones later.</li>
 * <li>Except an aggregation group whose newest version retracts the sequence field
 *     ({@link MergeEngine#endsWithSequenceRetraction}): merged wherever Paimon 1.4.2 merges it (every flush and
 *     compaction), its row storing a null sequence that sorts before later versions, as Paimon's does.</li>
 * <li>Except, above the bottom, a group holding a barrier of an aggregation table's sequence order
 *     ({@link MergeEngine#holdsSequenceBarrier}, {@link #marksUpTo}): kept as written, so the barrier still applies to
 *     the key's versions in the runs below (COMPACTION.md "A lone retraction of the sequence field under the lookup
 *     compaction").</li>
 * <li>And a partial-update group (no sequence groups) starting with a {@code -U} before its adds, or whose last
 *     {@code -D} is followed by {@code -U}s only ({@link MergeEngine#mergedAsPaimon}): merged wherever Paimon 1.4.2
 *     merges it, its row starting from the {@code -U}'s values, or removing the row, as Paimon's does.</li>
 * <li>A merger made {@link #collapsing} (the scheduled full compaction of the {@code full-compaction}
 *     changelog producer) merges every group at the bottom, also of a non-associative engine, as
 *     Apache Paimon 1.4.2's compaction does: the stored row then re-enters later merges at the
 *     position of its newest version (see {@code COMPACTION.md}).</li>
 * </ul>
 */
final class GroupMerger {
    /** Whether a run outside a compaction holds a key (asked in ascending key order). */
    interface OlderRuns {
        boolean hold(byte[] key) throws IOException;

        /**
         * Instead of {@link #hold} for a key (never both for one key): appends the key's versions in these runs to
         * {@code out}, oldest first, when every one of the runs is older than the compaction's inputs (they are the
         * key's history before them); else appends nothing and returns false. The versions stay valid until the next
         * key is asked.
         */
        default boolean versions(byte[] key, List<KeyValue> out) throws IOException {
            return false;
        }
    }

    /** Receives merged or pass-through versions, in key then sequence order. */
    interface Sink {
        void accept(KeyValue kv, boolean firstOfKey) throws IOException;

        /**
         * Called with a group of several versions that is about to be written unmerged (each then
         * goes to {@link #accept}); the versions are valid during the call only.
         */
        default void unmerged(List<KeyValue> group) throws IOException {
        }
    }

    private final MergeFunction mf;
    private final boolean associative;
    /** {@link MergeEngine#mergesWholeHistory()}: a {@code bottom} merge merges every group, as for associative engines. */
    private final boolean mergesWholeHistory;
    private final boolean preMergeSafe;
    /**
     * With {@code sequence.field} a retraction must outlive compaction even at the bottom level: a
     * later-arriving record with a lower sequence value must still lose to it (SEMANTICS §4).
     * Not for a {@link #collapsing} merger: Paimon 1.4.2's scheduled full compaction stores only
     * added rows, so there a retraction result is dropped at the bottom as without a sequence field.
     */
    private final boolean keepTombstones;
    /** See {@link MergeEngine#keepsLoneRetractions()}. */
    private final boolean keepLoneRetractions;
    /**
     * With {@link #keepLoneRetractions}: a bottom merge still drops a key's retractions that leave nothing
     * ({@link MergeEngine#dropsSpentRetractions()}, checked with {@link #spentCheck}).
     */
    private final boolean dropSpentRetractions;
    /** The engine's merge function without the lone pass-through, for {@link MergeEngine#leavesNothing}; made when first needed. */
    private MergeFunction spentCheck;
    /**
     * {@link MergeEngine#latestVersionWins()}: the merged result of a group is its last version
     * itself, so it is passed through as it is (no merge function, no decoding of the value row).
     */
    private final boolean latestVersionWins;
    /** Whether a bottom merge merges every group (see {@link #collapsing}). */
    private final boolean collapseAtBottom;
    /** See {@link #mergesAddViews()}. */
    private final boolean foldsAddsAsTheyCome;
    /** {@link MergeEngine#retractionsCanFail()}: an unmerged group holding a retraction is still merged to check it. */
    private final boolean checkRetractions;

    /**
     * Whether every key's lone version goes through the merge function ({@link #mergingLoneVersions}), never
     * passed through as written.
     */
    private final boolean mergeLone;
    /**
     * With {@link #mergeLone}: the runs below a compaction that does not reach the bottom, or null (nothing older).
     * A lone version of a key one of them holds is not the key's only one: it stays as written, to be merged with the
     * older ones (Paimon merges it onto the record its lookup finds there; Varve keeps versions, COMPACTION.md).
     */
    private final OlderRuns older;
    /**
     * {@link MergeEngine#absorbsOlderHistory()}: with {@link #older}'s versions a group above the bottom may be stored as
     * the merge of the key's whole history ({@link #mergedOntoOlder}). Also, for a merger whose schedule the commits
     * fix ({@link #endOfInput}), {@link MergeEngine#cumulativeRowLeadsLateRecords()}.
     */
    private final boolean absorbsOlderHistory;
    /**
     * {@link MergeEngine#rowShowsFoldState()}: with {@link #older}'s versions a group above the bottom may be stored as
     * its own merge where that continues as the raw versions ({@link #mergedAboveOlder}).
     */
    private final boolean mergesAboveOlder;
    /**
     * {@link MergeEngine#storesOlderWinnerAbove()} in a compaction whose schedule the commits fix, with {@link #older}'s
     * versions: a group of adds above the bottom that loses to an older version of its key is stored as a copy of that
     * winner ({@link #olderWinner}), as Paimon's lookup rewrite stores the looked-up row again. Lone versions are then
     * not passed through unasked ({@link #passesLone}).
     */
    private final boolean olderWinnerAbove;
    /** With {@link #mergesAboveOlder}: {@link MergeEngine#accumulatingColumns()}. */
    private final boolean[] accumulating;
    /**
     * An aggregation engine merging whole histories without being associative (a DECIMAL {@code product} with a scale):
     * a key whose versions are all retractions is not merged at the bottom (its merged row would be an add), it goes on
     * to the rules for such keys (kept as written, or dropped when spent), as before.
     */
    private final boolean retractionsOnlyStayRaw;
    /** For {@link #mergedOntoOlder}: the older runs' versions of a key, the versions merged, the check's function. */
    private List<KeyValue> olderVersions;
    private MergeFunction absorbCheck;
    /** What {@link #mergingLoneVersions} needs to make the same merger again. */
    private final MergeEngine engine;
    private final boolean collapse;
    private final boolean dropTombstones;
    /** See {@link #marksUpTo}. */
    private long marksUpTo = Long.MIN_VALUE;
    /**
     * A {@link #mergingLoneVersions} merger with {@link #older} runs, made {@link #endOfInput} (merging every group at
     * the bottom), of an engine that does not already merge whole histories: a group whose key no older run holds is
     * the key's whole history and is merged above the bottom too ({@link #merge}).
     */
    private final boolean mergesHistoryInCompaction;
    /** {@link #addViewFold}'s fold, made when first asked (null: the engine has none). */
    private AddViewFold addFold;
    private boolean addFoldAsked;
    /** {@link #lookedUpBelow}'s key (the group's, by identity; reset for each group) and answer. */
    private byte[] heldKey;
    private boolean held;

    GroupMerger(MergeEngine engine) {
        this(engine, false, false, false, null);
    }

    private GroupMerger(MergeEngine engine, boolean collapse, boolean dropTombstones, boolean mergeLone,
                        OlderRuns older) {
        this.engine = engine;
        this.collapse = collapse;
        this.dropTombstones = dropTombstones;
        this.mergeLone = mergeLone;
        this.older = older;
        // merging a lone version: the engine's merge function must not hand it back as written
        this.mf = engine.withLonePassThrough(!mergeLone && engine.passesLoneVersionThrough())
                .mergeFunctionFactory().create();
        this.collapseAtBottom = collapse && engine.collapsesAtFullCompaction();
        this.associative = engine.associative();
        this.mergesWholeHistory = engine.mergesWholeHistory();
        this.preMergeSafe = engine.preMergeSafe();
        this.keepTombstones = engine.hasSequenceField() && !collapseAtBottom && !dropTombstones;
        // the scheduled full compaction stores added rows only, a lone retraction too is dropped there
        // (as Paimon's: a later version of the key then starts afresh, a sum does not subtract it)
        this.keepLoneRetractions = engine.keepsLoneRetractions() && !collapseAtBottom;
        this.dropSpentRetractions = keepLoneRetractions && engine.dropsSpentRetractions();
        this.latestVersionWins = engine.latestVersionWins();
        this.foldsAddsAsTheyCome = engine.foldsAddsAsTheyCome();
        this.checkRetractions = engine.retractionsCanFail();
        // a compaction whose schedule the commits fix also stores the cumulative row of a partial-update table under
        // sequence.field, whose later records then read as Paimon's (MergeEngine#cumulativeRowLeadsLateRecords)
        this.absorbsOlderHistory = mergeLone && older != null
                && (engine.absorbsOlderHistory() || collapse && engine.cumulativeRowLeadsLateRecords());
        this.mergesAboveOlder = mergeLone && older != null && engine.rowShowsFoldState();
        this.olderWinnerAbove = !mergeLone && older != null && collapse && dropTombstones
                && engine.storesOlderWinnerAbove();
        this.accumulating = mergesAboveOlder ? engine.accumulatingColumns() : null;
        this.mergesHistoryInCompaction = mergeLone && older != null && collapseAtBottom && !mergesWholeHistory
                && !associative;
        this.retractionsOnlyStayRaw = !associative
                && engine.kind() == dev.varve.kernel.mergeengine.MergeEngineKind.AGGREGATION;
    }

    /**
     * A merger for a full compaction whose schedule is part of the table's definition (the
     * {@code full-compaction} changelog producer's compaction every
     * {@code full-compaction.delta-commits} commits): with {@code bottom}, every group is merged
     * into one row, as Apache Paimon 1.4.2 stores it, when the engine allows
     * ({@link MergeEngine#collapsesAtFullCompaction()}). Results then still depend only on the
     * commits, not on when background compactions ran.
     */
    static GroupMerger collapsing(MergeEngine engine) {
        return new GroupMerger(engine, true, false, false, null);
    }

    /**
     * A merger for a compaction whose schedule the commits fix as Paimon 1.4.2's does (COMPACTION.md "A compaction
     * whose schedule the commits fix"): the end of input's (a batch statement's, "The commit's own compaction") and the
     * lookup layout's commit compaction ("The lookup layout") and the explicit one reaching the bottom ({@code
     * FullCompaction}: "The explicit compaction stores Paimon's merged rows", sweep 44). A
     * retraction result reaching the highest level is dropped there also with {@code sequence.field}, as Paimon drops it (a
     * later, lower-sequence record then brings the key back, as in Paimon); at the bottom every group is merged into
     * one row, associative or not, as Paimon stores it (and as {@link #collapsing} does, a lone retraction is dropped
     * there too), when the engine allows ({@link MergeEngine#collapsesAtFullCompaction()}): a later record with a
     * lower sequence then sorts before that row, as in Paimon. Made {@link #mergingLoneVersions} with the runs
     * outside a compaction that does not reach the bottom, it also merges a group whose key none of them holds
     * (the key's whole history: Paimon's lookup finds nothing below and stores the group's merged row).
     */
    static GroupMerger endOfInput(MergeEngine engine) {
        return new GroupMerger(engine, true, true, false, null);
    }

    /**
     * This merger, but storing every key's lone version as the merge function gives it (never as written), as Apache
     * Paimon 1.4.2's lookup rewrite does (COMPACTION.md "A key's lone version"; {@link LoneVersions#mergedBy}).
     * Where merging a lone version cannot change it ({@link MergeEngine#mergingLoneVersionChangesIt()}), this merger.
     *
     * @param older the runs outside the compaction when it does not reach the bottom (a lone version of a key they
     *     hold stays as written), or null
     */
    GroupMerger mergingLoneVersions(OlderRuns older) {
        if (mergeLone) {
            return this;
        }
        if (!engine.mergingLoneVersionChangesIt()) {
            // deduplicate under sequence.field in a commit compaction: lone versions stay as they are, but a group that
            // loses to an older version of its key is stored as that winner (#olderWinnerAbove)
            return older != null && this.older == null && collapse && dropTombstones && engine.storesOlderWinnerAbove()
                    ? new GroupMerger(engine, collapse, dropTombstones, false, older) : this;
        }
        return new GroupMerger(engine, collapse, dropTombstones, true, older);
    }

    /**
     * Whether {@link #mergingLoneVersions} with older runs would make a merger that asks them (for {@link
     * #olderWinnerAbove}), for a deduplicate table whose lone versions are otherwise not merged.
     */
    boolean asksOlderWinners() {
        return !mergeLone && older == null && collapse && dropTombstones && engine.storesOlderWinnerAbove();
    }

    /**
     * Positional marks for the next merges (a deletion-vector table with {@code sequence.field}: {@link
     * TableContext#positionalMarks}): a retraction of system sequence at most {@code sequence} (the inputs' files above
     * level 0) is a kept mark ({@link MergeEngine#marksUpTo}). A group whose mark a later version overtook is written
     * as that mark and the result when it does not reach the {@code bottom}, so the mark still hides the older runs'
     * versions there. {@code Long.MIN_VALUE}: none (the default).
     */
    GroupMerger marksUpTo(long sequence) {
        MergeEngine.marksUpTo(mf, sequence);
        this.marksUpTo = sequence;
        return this;
    }

    /**
     * Stored rows that supersede for the next merges (a deduplicate table that needs lookups whose runs above level 0
     * were written under another merge: {@link TableContext#supersedesUpTo}, {@link MergeEngine#supersedesUpTo}).
     * {@code Long.MIN_VALUE}: none (the default).
     */
    GroupMerger supersedesUpTo(long sequence) {
        MergeEngine.supersedesUpTo(mf, sequence);
        return this;
    }

    /** Whether {@link #mergingLoneVersions} made this merger. */
    boolean mergesLoneVersions() {
        return mergeLone;
    }

    /**
     * Whether {@link #merge} of a group of several versions, all adds, reads each version's value only
     * during the call and keeps nothing of it afterwards ({@link MergeEngine#foldsAddsAsTheyCome()}),
     * so the values may be views that stay valid only until the group is written.
     */
    boolean mergesAddViews() {
        return foldsAddsAsTheyCome;
    }

    /**
     * The fold of add views ({@link MergeEngine#addViewFold}) when {@link #merge} of a group of two or more versions,
     * all adds, with nothing older below when {@code bottom}, stores the group's merged row, the fold's result, as the
     * key's one version with the group's highest sequence ({@link #emitMerged}: such a group is merged for an
     * associative engine, and at the bottom for one merging whole histories; an aggregation's merged adds are a
     * {@code +I}, with no mark), and the engine has one; else null. The caller then writes that row itself instead of
     * calling {@link #merge}.
     */
    AddViewFold addViewFold(boolean bottom) {
        if (!foldsAddsAsTheyCome || latestVersionWins || marksUpTo != Long.MIN_VALUE || !mergesAddGroup(bottom)) {
            return null;
        }
        if (!addFoldAsked) {
            addFold = engine.addViewFold();
            addFoldAsked = true;
        }
        return addFold;
    }

    /**
     * Whether {@link #merge} stores a group of two or more versions, all adds, as its merged row: for an associative
     * engine, and at the bottom for a collapsing merger or an engine merging whole histories. The one rule both
     * {@link #merge} and {@link #addViewFold} follow.
     */
    private boolean mergesAddGroup(boolean bottom) {
        return associative || bottom && (collapseAtBottom || mergesWholeHistory);
    }

    /** Whether a merged group is simply its last version ({@link MergeEngine#latestVersionWins()}). */
    boolean latestVersionWins() {
        return latestVersionWins;
    }

    /**
     * Whether the merge result of any group of two or more versions is decided by its last
     * version alone ({@link #mergeLatest}): the engine's result is the last version and it always
     * pre-merges such groups (deduplicate without sequence field or input filters).
     */
    boolean keepsOnlyLatest() {
        return latestVersionWins && associative && preMergeSafe;
    }

    /**
     * As {@link #merge} for a group of two or more versions whose last one is {@code last}, when
     * {@link #keepsOnlyLatest()}: the earlier versions are not needed.
     */
    void mergeLatest(KeyValue last, boolean bottom, Sink out) throws IOException {
        if (!keepsOnlyLatest()) {
            throw new IllegalStateException("the merge engine needs every version of a group");
        }
        if (keepsLatest(last.kind().isRetract(), bottom)) {
            out.accept(last, true);
        }
    }

    /**
     * Whether a key whose only version is {@code kind}, with nothing older below when
     * {@code bottom}, is written at all (else the merge drops it). Only meaningful when
     * {@link #latestVersionWins()}, where it also decides for the last version of a longer group.
     */
    private boolean keepsLatest(boolean kindIsRetract, boolean bottom) {
        return !(bottom && kindIsRetract && !keepTombstones);
    }

    /**
     * Whether {@link #mergeLatest} of a group whose last version is of {@code kind} hands that
     * version to the sink as it is (else it writes nothing); only when {@link #keepsOnlyLatest()}.
     */
    boolean passesLatest(RowKind kind, boolean bottom) {
        return keepsLatest(kind.isRetract(), bottom);
    }

    /**
     * Whether {@link #merge} of a key with one version, of {@code kind}, hands that version to the
     * sink as it is (else the merge function decides what, if anything, is written).
     */
    boolean passesLone(RowKind kind, boolean bottom) {
        if (olderWinnerAbove && !bottom && kind.isAdd()) {
            return false; // merge() asks the older runs whether an older version wins (#olderWinner)
        }
        return !mergeLone && !(bottom && kind.isRetract() && !keepTombstones
                && (!keepLoneRetractions || dropSpentRetractions));
    }

    void merge(List<KeyValue> group, boolean bottom, Sink out) throws IOException {
        merge(group, bottom, false, out);
    }

    /**
     * As {@link #merge(List, boolean, Sink)}; {@code heldBelow}: the caller found that a run outside this compaction,
     * which does not reach the bottom, holds the group's key (a deletion-vector table's {@code CompactionMerge} asks
     * its runs about keys with retractions). Such a group, or one of a {@link #mergingLoneVersions} merger whose
     * {@code older} runs hold its key, is not merged from its first retraction ({@link MergeEngine#mergedAsPaimon}):
     * Paimon 1.4.2's lookup rewrite merges onto the record its lookup finds below, never from that retraction, and
     * Varve's versions kept above level 0 stand for that merge (COMPACTION.md "A partial-update group starting with a
     * retraction").
     */
    void merge(List<KeyValue> group, boolean bottom, boolean heldBelow, Sink out) throws IOException {
        if (group.size() == 1) {
            KeyValue kv = group.get(0);
            if (olderWinnerAbove && !bottom && kv.kind().isAdd()) {
                if (mergedOntoOlder(group, out) != WRITTEN) {
                    out.accept(kv, true);
                }
                return;
            }
            int onto = !bottom && (absorbsOlderHistory || mergesAboveOlder) && kv.kind().isAdd()
                    ? mergedOntoOlder(group, out) : NOT_ASKED;
            if (onto == WRITTEN) {
                return; // the merge of the key's whole history, as Paimon's lookup rewrite stores it
            }
            if (passesLone(kv.kind(), bottom) || onto == HELD
                    || onto == NOT_ASKED && mergeLone && !bottom && older != null && older.hold(kv.key())) {
                // (not the key's only version: merged later with the older ones, as an ordinary merger keeps it)
                out.accept(kv, true);
            } else if (!collapseAtBottom || mergeLone) {
                emitMerged(group, true, out);
            }
            // else: a collapsing merger drops a lone retraction at the bottom unmerged, as Paimon
            // passes a key's only record through its merge and drops a retraction at the highest level
            return;
        }
        int n = group.size();
        heldKey = null; // lookedUpBelow asks the older runs at most once for this group
        boolean hasRetract = false;
        for (int i = 0; i < n; i++) {
            if (group.get(i).kind().isRetract()) {
                hasRetract = true;
                break;
            }
        }
        // a group whose retractions the merged row carries is merged too, as Paimon's write buffer merges every key
        // (MergeEngine#preMergesRetractions: an aggregation table's -U, +U of one commit is one row); and a group
        // ending with a retraction of the aggregation's sequence field, as every Paimon flush and compaction merges it
        // (its merged row stores a null sequence that sorts first: MergeEngine#endsWithSequenceRetraction)
        // except a group holding a barrier of the aggregation's sequence order (a stored lone retraction Paimon merged
        // onto the looked-up row, MergeEngine#holdsSequenceBarrier) above the runs holding the key's older versions:
        // merged, its row would sort among them again, so it is kept as written
        boolean canMerge = !hasRetract ? mergesAddGroup(bottom)
                : !(!bottom && engine.holdsSequenceBarrier(group, marksUpTo))
                && (bottom && (collapseAtBottom || mergesWholeHistory && !(retractionsOnlyStayRaw && allRetractions(group)))
                || associative && (preMergeSafe || engine.preMergesRetractions(group))
                || engine.endsWithSequenceRetraction(group)
                || engine.mergedAsPaimon(group) && (bottom || !heldBelow && !lookedUpBelow(group)));
        if (!canMerge && !bottom && !hasRetract && (absorbsOlderHistory || mergesAboveOlder)
                && mergedOntoOlder(group, out) == WRITTEN) {
            return;
        }
        if (!canMerge && !bottom && mergesHistoryInCompaction && !heldBelow && !lookedUpBelow(group)) {
            // no run outside this compaction holds the key: the group is its whole history, stored merged as at the
            // bottom, as Paimon 1.4.2's lookup rewrite stores it (its lookup finds nothing below); a retraction result
            // is kept (not the highest level)
            emitMerged(group, false, out);
            return;
        }
        if (!canMerge) {
            if (bottom && dropSpentRetractions && allRetractions(group) && spent(group)) {
                return; // nothing older below, and they leave nothing a later version could meet
            }
            if (hasRetract && checkRetractions) {
                // kept unmerged, but a retraction reaching a function that cannot retract fails the merge here, as
                // Paimon's flush and compactions do (MergeEngine#retractionsCanFail); the result is not used
                mf.reset(n);
                for (int i = 0; i < n; i++) {
                    mf.add(group.get(i));
                }
                mf.getResult();
            }
            out.unmerged(group);
            for (int i = 0; i < n; i++) {
                out.accept(group.get(i), i == 0);
            }
            return;
        }
        if (olderWinnerAbove && !bottom && !hasRetract && mergedOntoOlder(group, out) == WRITTEN) {
            return; // the group's merge, or the older winner it lost to
        }
        emitMerged(group, bottom, out);
    }

    private void emitMerged(List<KeyValue> group, boolean bottom, Sink out) throws IOException {
        if (latestVersionWins) {
            KeyValue last = group.get(group.size() - 1);
            if (keepsLatest(last.kind().isRetract(), bottom)) {
                out.accept(last, true);
            }
            return;
        }
        mf.reset(group.size());
        for (int i = 0, n = group.size(); i < n; i++) {
            mf.add(group.get(i));
        }
        KeyValue r = mf.getResult();
        if (r == null) {
            return;
        }
        if (bottom && r.kind().isRetract() && !keepTombstones) {
            if (keepLoneRetractions && (group.size() > 1 || dropSpentRetractions) && allRetractions(group)
                    && !(dropSpentRetractions && spent(group))) {
                // a key whose versions are all retractions is kept as written, as a lone one is: merged they read as
                // no row, yet a later version must still meet them (partial-update's group sequences they set, the
                // values its merge starts from), as Paimon's merge of every version at once does (property-tests
                // MergeEngineDifferentialTest seed 104372539490627, REPORT sweep 30 fz); a lone one goes on as written,
                // as passesLone would have passed it (here only with dropSpentRetractions, whose check it did not pass)
                if (group.size() > 1) {
                    out.unmerged(group);
                }
                for (int i = 0, n = group.size(); i < n; i++) {
                    out.accept(group.get(i), i == 0);
                }
            }
            return;
        }
        KeyValue mark = bottom ? null : MergeEngine.overtakenMark(mf);
        if (mark != null) {
            out.accept(mark, true);
            out.accept(r, false);
            return;
        }
        out.accept(r, true);
    }

    /** {@link #mergedOntoOlder}: the group was written. */
    private static final int WRITTEN = 0;
    /** {@link #mergedOntoOlder}: nothing written; the older runs hold the key (versions, or a retraction). */
    private static final int HELD = 1;
    /** {@link #mergedOntoOlder}: nothing written, the older runs were not asked (they cannot hand out versions). */
    private static final int NOT_ASKED = 2;

    /**
     * A group of adds (a lone one too) of a lookup table's compaction above the bottom, stored as one row where that
     * continues as the raw versions (COMPACTION.md "Above the bottom: the merge onto the key's older history"):
     * <ul>
     *   <li>an engine that {@link MergeEngine#absorbsOlderHistory() absorbs} its older history: the merge of the key's
     *   whole history (the {@code older} runs' versions, then the group's), as Apache Paimon 1.4.2's lookup rewrite
     *   stores it. Reads and later merges still fold the older runs' versions first and then this row; the row is
     *   stored only when that fold gives the row back (checked here with the engine's function: {@code older}
     *   versions then the row), so the state after it is the one the raw versions leave (such an engine keeps no
     *   state its row does not show);</li>
     *   <li>else, a group of two or more adds of an engine whose {@link MergeEngine#rowShowsFoldState() row shows its
     *   fold's state} ({@code listagg}, {@code sum}, DECIMAL {@code product}, ...): the group's own merge, stored
     *   only when the fold of the older versions and then that row gives the row the older versions and the group
     *   give (equal rows there are equal states: every later fold continues alike). One row per key, as Paimon's
     *   count; its value is not Paimon's cumulative row, which Varve's reads would count twice
     *   ({@link #mergedAboveOlder}).</li>
     * </ul>
     * Not where a version of the key, older or not, is a retraction (a deletion-vector table's stored retraction
     * also marks). A key no older run holds: the group is its whole history, merged as at the bottom.
     *
     * @return {@link #WRITTEN}, or {@link #HELD} / {@link #NOT_ASKED} when nothing was written (the group goes on as
     *     before: a lone version of a key the older runs hold as written, a larger group raw)
     */
    private int mergedOntoOlder(List<KeyValue> group, Sink out) throws IOException {
        List<KeyValue> olderOnes = olderVersions;
        if (olderOnes == null) {
            olderOnes = olderVersions = new java.util.ArrayList<>();
        }
        olderOnes.clear();
        if (!older.versions(group.get(0).key(), olderOnes)) {
            return NOT_ASKED;
        }
        int m = olderOnes.size();
        for (int i = 0; i < m; i++) {
            if (olderOnes.get(i).kind().isRetract()) {
                olderOnes.clear();
                return HELD;
            }
        }
        int n = group.size();
        if (m == 0) {
            // the group is the key's whole history: merged as at the bottom (a merge starting at the key's first
            // version), a lone version as a key no older run holds
            emitMerged(group, n == 1, out);
            return WRITTEN;
        }
        if (absorbsOlderHistory && absorbed(olderOnes, group, out)
                || olderWinnerAbove && olderWinner(olderOnes, group, out)
                || mergesAboveOlder && mergedAboveOlder(olderOnes, group, out)) {
            olderOnes.clear();
            return WRITTEN;
        }
        olderOnes.clear();
        return HELD;
    }

    /** The first case of {@link #mergedOntoOlder}: the merge of the key's whole history, when the older fold keeps it. */
    private boolean absorbed(List<KeyValue> olderOnes, List<KeyValue> group, Sink out) throws IOException {
        KeyValue merged = fold(mf, olderOnes, group);
        if (merged == null || merged.kind() != RowKind.INSERT) {
            return false;
        }
        dev.varve.row.GenericRow row = dev.varve.row.GenericRow.copyOf(merged.value());
        if (!foldsTo(olderOnes, new KeyValue(merged.key(), merged.sequence(), RowKind.INSERT, row), row)) {
            return false;
        }
        out.accept(merged, true);
        return true;
    }

    /**
     * {@link #olderWinnerAbove}'s case of {@link #mergedOntoOlder}: where the key's whole history (the older versions,
     * then the group) merges to an add of an older version, a copy of that row at the group's newest system sequence,
     * when the older versions then that copy fold to the same row (a tie by the sequence field, the newer copy
     * leading). Paimon 1.4.2's lookup rewrite merges the group onto the row its lookup finds and stores the result,
     * that row again, marking the one below (deletion vectors) or leaving it to be skipped (its reads take the newest
     * positive-level row); Varve's raw version would be lighter or heavier in the run-size picks (fzmx_2842).
     * Where the group wins, false: it is stored as before (its own merge).
     */
    private boolean olderWinner(List<KeyValue> olderOnes, List<KeyValue> group, Sink out) throws IOException {
        KeyValue merged = fold(mf, olderOnes, group);
        if (merged == null || merged.kind() != RowKind.INSERT) {
            return false;
        }
        boolean fromGroup = false;
        long newest = Long.MIN_VALUE;
        for (int i = 0, n = group.size(); i < n; i++) {
            KeyValue kv = group.get(i);
            fromGroup |= kv.sequence() == merged.sequence(); // the merge function's result is a reused holder
            newest = Math.max(newest, kv.sequence());
        }
        if (fromGroup) {
            return false;
        }
        dev.varve.row.GenericRow row = dev.varve.row.GenericRow.copyOf(merged.value());
        KeyValue copy = new KeyValue(group.get(0).key(), newest, RowKind.INSERT, row);
        if (!foldsTo(olderOnes, copy, row)) {
            return false;
        }
        out.accept(copy, true);
        return true;
    }

    /**
     * The second case of {@link #mergedOntoOlder}: the group's own merge (a {@code +I}), when the older versions then
     * that row fold to the row the older versions then the group fold to.
     */
    private boolean mergedAboveOlder(List<KeyValue> olderOnes, List<KeyValue> group, Sink out) throws IOException {
        int n = group.size();
        KeyValue raw = fold(absorbCheck(), olderOnes, group);
        if (raw == null || raw.kind() != RowKind.INSERT) {
            return false;
        }
        dev.varve.row.GenericRow rawRow = dev.varve.row.GenericRow.copyOf(raw.value());
        mf.reset(n);
        for (int i = 0; i < n; i++) {
            mf.add(group.get(i));
        }
        KeyValue merged = mf.getResult();
        if (merged == null || merged.kind() != RowKind.INSERT) {
            return false;
        }
        // first the row Paimon would store where no column counts every version, the group's own merge where one does
        // (the stored row's size then follows Paimon's, which the run-size picks weigh); then the group's own merge
        dev.varve.row.GenericRow own = dev.varve.row.GenericRow.copyOf(merged.value());
        dev.varve.row.GenericRow hybrid = dev.varve.row.GenericRow.copyOf(own);
        boolean differs = false;
        for (int c = 0; c < accumulating.length; c++) {
            if (!accumulating[c]) {
                Object v = rawRow.getField(c);
                differs |= !java.util.Objects.equals(v, own.getField(c));
                hybrid.setField(c, v);
            }
        }
        if (differs && foldsTo(olderOnes, new KeyValue(merged.key(), merged.sequence(), RowKind.INSERT, hybrid),
                rawRow)) {
            out.accept(new KeyValue(merged.key(), merged.sequence(), RowKind.INSERT, hybrid), true);
            return true;
        }
        if (n == 1 || !foldsTo(olderOnes, new KeyValue(merged.key(), merged.sequence(), RowKind.INSERT, own),
                rawRow)) {
            return false; // a lone version is its own merge: kept as written
        }
        out.accept(new KeyValue(merged.key(), merged.sequence(), RowKind.INSERT, own), true);
        return true;
    }

    /** {@code f}'s result over {@code first} and then {@code then}, in that order. */
    private static KeyValue fold(MergeFunction f, List<KeyValue> first, List<KeyValue> then) {
        f.reset(first.size() + then.size());
        for (int i = 0; i < first.size(); i++) {
            f.add(first.get(i));
        }
        for (int i = 0; i < then.size(); i++) {
            f.add(then.get(i));
        }
        return f.getResult();
    }

    /** Whether the older versions and then {@code row} fold to the add {@code expected}. */
    private boolean foldsTo(List<KeyValue> olderOnes, KeyValue row, dev.varve.row.GenericRow expected) {
        MergeFunction check = absorbCheck();
        int m = olderOnes.size();
        check.reset(m + 1);
        for (int i = 0; i < m; i++) {
            check.add(olderOnes.get(i));
        }
        check.add(row);
        KeyValue again = check.getResult();
        return again != null && again.kind() == RowKind.INSERT
                && expected.equals(dev.varve.row.GenericRow.copyOf(again.value()));
    }

    private MergeFunction absorbCheck() {
        if (absorbCheck == null) {
            absorbCheck = engine.withLonePassThrough(false).mergeFunctionFactory().create();
        }
        return absorbCheck;
    }

    /**
     * Whether a {@link #mergingLoneVersions} merger's {@code older} runs (the runs below a lookup table's compaction
     * that does not reach the bottom) hold the group's key: Paimon's lookup rewrite merges the group onto the record it
     * finds there. Asked at most once per key, in key order, and never for a lone version (asked there instead).
     */
    private boolean lookedUpBelow(List<KeyValue> group) throws IOException {
        if (!(mergeLone && older != null)) {
            return false;
        }
        byte[] key = group.get(0).key();
        if (key != heldKey) {
            heldKey = key;
            held = older.hold(key);
        }
        return held;
    }

    /**
     * Whether a key's versions, all retractions, merged from nothing leave every function where it starts
     * ({@link MergeEngine#leavesNothing}): a later version then merges as if they were never written, and Apache Paimon
     * 1.4.2 drops them at the maximum level (COMPACTION.md "Spent retractions at the bottom").
     */
    private boolean spent(List<KeyValue> group) {
        if (spentCheck == null) {
            spentCheck = engine.withLonePassThrough(false).mergeFunctionFactory().create();
        }
        spentCheck.reset(group.size());
        try {
            for (int i = 0, n = group.size(); i < n; i++) {
                spentCheck.add(group.get(i));
            }
            return engine.leavesNothing(spentCheck.getResult());
        } catch (IllegalStateException e) {
            return false; // a function that cannot retract (written before the write check refused it): kept as before
        }
    }

    private static boolean allRetractions(List<KeyValue> group) {
        for (int i = 0, n = group.size(); i < n; i++) {
            if (group.get(i).kind().isAdd()) {
                return false;
            }
        }
        return true;
    }
}
