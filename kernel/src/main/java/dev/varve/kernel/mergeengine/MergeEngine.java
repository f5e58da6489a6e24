package dev.varve.kernel.mergeengine;

import dev.varve.kernel.VarveException;
import dev.varve.merge.MergeFunction;
import dev.varve.merge.MergeFunctionFactory;
import dev.varve.row.KeyValue;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;

import java.util.List;
import java.util.Map;

/**
 * A primary-key table's merge engine (SEMANTICS §3, §4, §11), built from the table's row type,
 * primary key and effective options (keys as in Apache Paimon: {@code merge-engine},
 * {@code sequence.field}, {@code fields.<col>.aggregate-function}, ...).
 *
 * <p>It gives the kernel:
 * <ul>
 *   <li>{@link #mergeFunctionFactory()}: merge functions that take every version of one key in
 *       arrival order (ascending system sequence) and apply {@code sequence.field} ordering
 *       themselves;</li>
 *   <li>{@link #writeCheck()}: the write-time filter that drops or rejects retractions, so that
 *       an accepted table can never become unreadable;</li>
 *   <li>{@link #associative()} and {@link #preMergeSafe()}: whether the kernel may merge a subset
 *       of consecutive versions (write buffer, partial compaction) and later re-merge the result
 *       with the rest.</li>
 * </ul>
 *
 * <p>Immutable and thread-safe; the merge functions it creates are not (one per merging thread).
 */
public final class MergeEngine {
    private final EngineConfig cfg;
    private final EngineWriteCheck writeCheck;
    private final boolean associative;
    private final boolean preMergeSafe;
    /** See {@link #mergesWholeHistory()}. */
    private final boolean mergesWholeHistory;
    /** See {@link #absorbsOlderHistory()}. */
    private final boolean absorbsOlderHistory;
    /** See {@link #rowShowsFoldState()}. */
    private final boolean rowShowsFoldState;
    /** See {@link #cumulativeRowLeadsLateRecords()}. */
    private final boolean cumulativeRowLeadsLateRecords;
    /**
     * {@link #preMergesRetractions}: the columns ({@code last_non_null_value} applying retractions) whose value the
     * group's last retraction must be followed by, or null when no group holding a retraction is pre-merged.
     */
    private final int[] lastNonNullRetracting;
    /** {@link #preMergesRetractions} of a partial-update table, or null. */
    private final PartialUpdatePreMerge partialPreMerge;
    /** {@link #mergedAsPaimon}'s rule of a partial-update table, or null. */
    private final PartialUpdatePreMerge partialAsPaimon;
    /** {@link #withLonePassThrough} variants, made when first asked (immutable: a racy publication is safe). */
    private MergeEngine lonePassing;
    private MergeEngine loneMerging;

    private MergeEngine(EngineConfig cfg) {
        this.cfg = cfg;
        this.writeCheck = EngineWriteCheck.of(cfg);
        this.associative = computeAssociative(cfg);
        this.preMergeSafe = associative && computeRetractionSafe(cfg);
        this.mergesWholeHistory = associative || computeWholeHistoryMergeable(cfg);
        this.absorbsOlderHistory = computeAbsorbsOlderHistory(cfg, associative, mergesWholeHistory);
        this.rowShowsFoldState = computeRowShowsFoldState(cfg, associative, mergesWholeHistory);
        this.cumulativeRowLeadsLateRecords = cfg.kind == MergeEngineKind.PARTIAL_UPDATE && cfg.hasSequenceField()
                && cfg.groups.isEmpty() && !cfg.partialRemoveOnDelete && noFunctions(cfg);
        this.lastNonNullRetracting = preMergeSafe ? null : retractionsCarriedPerGroup(cfg, associative);
        this.partialPreMerge = PartialUpdatePreMerge.of(cfg, associative, preMergeSafe);
        this.partialAsPaimon = PartialUpdatePreMerge.asPaimon(cfg);
    }

    /**
     * Builds the engine of a primary-key table.
     *
     * @throws VarveException.InvalidSchema naming the option and the cause when the options are
     *     invalid for this schema (unknown engine or function, a function that does not support its
     *     column's type, first-row with {@code sequence.field}, contradictory options, unknown
     *     columns, ...)
     */
    public static MergeEngine create(RowType rowType, List<String> primaryKeys, Map<String, String> options) {
        return new MergeEngine(EngineConfig.parse(rowType, primaryKeys, options));
    }

    /**
     * Validates the merge-engine options of a table definition, for CREATE / ALTER TABLE.
     *
     * @return warnings about options that are accepted but have no effect (empty if none)
     * @throws VarveException.InvalidSchema as {@link #create}
     */
    public static List<String> validate(RowType rowType, List<String> primaryKeys, Map<String, String> options) {
        return create(rowType, primaryKeys, options).warnings();
    }

    /**
     * This engine with a key's lone version passed through as written ({@code true}: how Apache Paimon 1.4.2 reads and
     * flushes, and how its compactions store it except the lookup rewrite) or run through the merge function
     * ({@code false}: Paimon's lookup rewrite, {@code LookupChangelogMergeFunctionWrapper}, which merges every key of a
     * rewrite that takes a level-0 file, lone ones too). The table's own engine passes lone versions through unless the
     * {@code lookup} changelog producer is set; nothing else differs between the two.
     */
    public MergeEngine withLonePassThrough(boolean on) {
        if (on == cfg.passThroughSingle) {
            return this;
        }
        MergeEngine other = on ? lonePassing : loneMerging;
        if (other == null) {
            other = new MergeEngine(cfg.withPassThroughSingle(on));
            if (on) {
                lonePassing = other;
            } else {
                loneMerging = other;
            }
        }
        return other;
    }

    /** Whether a key's lone version passes through unmerged (see {@link #withLonePassThrough}). */
    public boolean passesLoneVersionThrough() {
        return cfg.passThroughSingle;
    }

    /**
     * Whether running a key's lone version through the merge function can change it: aggregation and partial-update
     * (a function's own rule, {@code collect} distinct, a sequence group whose sequence is null, a lone retraction);
     * deduplicate and first-row give a lone version back as it is.
     */
    public boolean mergingLoneVersionChangesIt() {
        return cfg.kind == MergeEngineKind.AGGREGATION || cfg.kind == MergeEngineKind.PARTIAL_UPDATE;
    }

    /** Warnings found while reading the options (options without effect); never null. */
    public List<String> warnings() {
        return cfg.warnings;
    }

    public MergeEngineKind kind() {
        return cfg.kind;
    }

    /** Whether this is the first-row engine (its changelog is inserts only). */
    public boolean isFirstRow() {
        return cfg.kind == MergeEngineKind.FIRST_ROW;
    }

    /**
     * Whether a key's last version in arrival order is its merged value, so readers may skip the
     * merge function: deduplicate without {@code sequence.field} and without input filters (which
     * also apply inside merges).
     */
    public boolean latestVersionWins() {
        return cfg.kind == MergeEngineKind.DEDUPLICATE && !cfg.hasSequenceField()
                && !cfg.ignoreDelete && !cfg.ignoreUpdateBefore;
    }

    /**
     * Whether a key whose only version is an add (+I/+U) reads as that version's values, so a reader may hand the
     * version out without running the merge function, with the kind {@link #loneAddKeepsKind()} says: aggregation
     * whose lone versions pass through unmerged (as Paimon 1.4.2 runs the functions only when two versions meet;
     * off with the lookup producer), or else every column's function gives a lone input unchanged
     * ({@link ColumnSpec#singleAddIsIdentity()}; key and sequence-field columns keep their value).
     */
    public boolean loneAddReadsAsIs() {
        if (cfg.kind != MergeEngineKind.AGGREGATION) {
            return false;
        }
        if (cfg.passThroughSingle) {
            return true;
        }
        for (ColumnSpec c : cfg.columns) {
            if (c != null && !c.singleAddIsIdentity()) {
                return false;
            }
        }
        return true;
    }
    /**
     * Whether a key whose only version is an add (+I/+U) merges to that version as it is, values and kind: the engines
     * whose functions pass a lone version through unmerged ({@link #passesLoneVersionThrough()}: aggregation and
     * partial-update, whose lone adds always pass through), so a reader may hand it out without running the function.
     */
    public boolean loneAddPassesThrough() {
        return cfg.passThroughSingle
                && (cfg.kind == MergeEngineKind.AGGREGATION || cfg.kind == MergeEngineKind.PARTIAL_UPDATE);
    }

    /**
     * Where {@link #loneAddReadsAsIs()} holds: whether the lone version keeps its kind (+U stays +U, as its
     * unmerged pass-through gives) rather than reading as +I (what merging it gives with the lookup producer).
     */
    public boolean loneAddKeepsKind() {
        return cfg.kind == MergeEngineKind.AGGREGATION && cfg.passThroughSingle;
    }


    /**
     * Whether a key's lone retraction must be kept as written even where nothing older can be
     * below it: the engines that pass a lone version through unmerged (aggregation, partial-update
     * with sequence groups; not under the lookup changelog producer) read it as no row, yet a later version of the
     * key must still meet it (a sum still subtracts it, a group sequence still holds), whether or not a compaction
     * ran in between.
     */
    public boolean keepsLoneRetractions() {
        return cfg.passThroughSingle && (cfg.kind == MergeEngineKind.AGGREGATION
                || (cfg.kind == MergeEngineKind.PARTIAL_UPDATE && !cfg.groups.isEmpty()));
    }

    /**
     * Where {@link #keepsLoneRetractions()} holds: whether a bottom merge may still drop a key whose versions are all
     * retractions when they leave nothing a later version could meet ({@link #leavesNothing}): aggregation without
     * {@code sequence.field} (versions fold in arrival order, each function from its null start) and without
     * {@code aggregation.remove-record-on-delete} (whose removing {@code -D} can seed the functions). Apache Paimon
     * 1.4.2 drops every retraction reaching the maximum level (COMPACTION.md "Spent retractions at the bottom").
     */
    public boolean dropsSpentRetractions() {
        return cfg.kind == MergeEngineKind.AGGREGATION && cfg.passThroughSingle && !cfg.hasSequenceField()
                && !cfg.aggRemoveOnDelete;
    }

    /**
     * With {@link #dropsSpentRetractions()}: whether {@code merged}, the merge from nothing of a key's retractions (by
     * this engine {@link #withLonePassThrough}{@code (false)}), leaves every function where it starts: no row, or a row
     * whose every column outside the primary key is null (a retraction of a null input, of an {@code ignore-retract}
     * column, a {@code last_*} or {@code product} retraction from nothing). A later version of the key then merges as
     * if the retractions were never written, so dropping them changes no result.
     */
    public boolean leavesNothing(KeyValue merged) {
        if (merged == null) {
            return true;
        }
        InternalRow v = merged.value();
        if (v.getArity() != cfg.isPrimaryKey.length) {
            return false;
        }
        for (int i = 0, n = v.getArity(); i < n; i++) {
            if (!cfg.isPrimaryKey[i] && !v.isNullAt(i)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether a key whose only version is a retraction of {@code kind} reads as a row once that version was run
     * through the merge function (a lookup rewrite, {@link #withLonePassThrough}{@code (false)}): aggregation, whose
     * functions retract from nothing and whose result is an insert (Paimon 1.4.2's {@code AggregateMergeFunction}),
     * unless {@code aggregation.remove-record-on-delete} makes a -D remove the row; partial-update's result is a delete
     * when no add was met, deduplicate and first-row give nothing for it.
     */
    public boolean mergedLoneRetractionIsRow(RowKind kind) {
        return cfg.kind == MergeEngineKind.AGGREGATION && !(kind == RowKind.DELETE && cfg.aggRemoveOnDelete);
    }

    /**
     * Whether the merge function reads a version whose kind is an add (+I/+U) only while it is being
     * added, and copies whatever it keeps of it: the aggregation engine without {@code sequence.field}
     * (its functions fold each add as it comes; nothing buffers the row). A compaction may then hand
     * a group of adds to the merge function as views of the input pages, valid until the group is
     * written, instead of copies ({@code CompactionMerge}). A retraction is not covered (the lone
     * pass-through copies it whole).
     */
    public boolean foldsAddsAsTheyCome() {
        return cfg.kind == MergeEngineKind.AGGREGATION && !cfg.hasSequenceField();
    }

    /**
     * A fold of a key's versions that are all adds straight from their rows ({@link AddViewFold}: the same merged row as
     * the merge function's, without a {@code FoldedRow}), new for each caller; null when a column's function is not
     * one it folds, or the engine is not aggregation without {@code sequence.field}.
     */
    public AddViewFold addViewFold() {
        return AddViewFold.of(cfg);
    }

    /**
     * Positional marks (COMPACTION.md "Deletion vectors", version 5): makes a retraction of system sequence at most
     * {@code sequence} that {@code mf} is given a kept retraction above level 0 standing for Paimon's deletion-vector
     * mark, which hides the versions before it that it wins against and loses to no later one. The deduplicate and
     * partial-update (with {@code sequence.field}: its buffered fold) engines' functions take it (others are left as
     * they are); {@code Long.MIN_VALUE} turns it off.
     */
    public static void marksUpTo(MergeFunction mf, long sequence) {
        if (mf instanceof DeduplicateMergeFunction d) {
            d.marksUpTo(sequence);
        } else if (mf instanceof PartialUpdateMergeFunction p) {
            p.marksUpTo(sequence);
        } else if (mf instanceof AggregateMergeFunction a) {
            a.marksUpTo(sequence);
        }
    }

    /**
     * Stored rows that supersede (COMPACTION.md "A merge changed after the data"): makes a version of system sequence
     * at most {@code sequence} that {@code mf} is given a row stored above level 0 that takes the lead from every
     * earlier version, as Paimon 1.4.2's lookup compaction made it the key's merged row under the merge of its time.
     * Only the deduplicate engine's function takes it (others are left as they are); {@code Long.MIN_VALUE} turns it
     * off.
     */
    public static void supersedesUpTo(MergeFunction mf, long sequence) {
        if (mf instanceof DeduplicateMergeFunction d) {
            d.supersedesUpTo(sequence);
        }
    }

    /**
     * Whether this deduplicate engine merges a key's versions as {@code other} does: the same {@code sequence.field}
     * columns (by field id: a renamed column is the same) and sort order, the same input filters ({@code ignore-delete}, {@code ignore-update-before}).
     * True for engines of another kind (not compared).
     */
    public boolean deduplicatesLike(MergeEngine other) {
        if (cfg.kind != MergeEngineKind.DEDUPLICATE || other.cfg.kind != MergeEngineKind.DEDUPLICATE) {
            return true;
        }
        return cfg.ignoreDelete == other.cfg.ignoreDelete && cfg.ignoreUpdateBefore == other.cfg.ignoreUpdateBefore
                && java.util.Objects.equals(sequenceKey(cfg), sequenceKey(other.cfg));
    }

    /** The {@code sequence.field} columns' field ids and the sort order, or null without one. */
    private static List<Object> sequenceKey(EngineConfig c) {
        if (c.sequenceOrder == null) {
            return null;
        }
        List<Object> key = new java.util.ArrayList<>();
        for (int pos : c.sequenceOrder.fields()) {
            key.add(c.rowType.fields().get(pos).id());
        }
        key.add(c.sequenceOrder.descending());
        return key;
    }

    /**
     * Whether {@code group} (a key's versions in arrival order) holds a sequence barrier under {@link #marksUpTo}
     * {@code marksUpTo}: an aggregation table's retraction of system sequence up to it that nulls the sequence field
     * and is the newest in sequence order of the group's versions up to it (COMPACTION.md "A lone retraction of the
     * sequence field under the lookup compaction"). Merged into one row, such a group would lose the barrier for the
     * key's versions in runs below; a compaction that does not reach the bottom keeps it as written.
     */
    public boolean holdsSequenceBarrier(List<KeyValue> group, long marksUpTo) {
        if (marksUpTo == Long.MIN_VALUE || cfg.kind != MergeEngineKind.AGGREGATION || !cfg.hasSequenceField()) {
            return false;
        }
        boolean retractingSequence = false;
        for (int pos : cfg.sequenceOrder.fields()) {
            retractingSequence |= !cfg.sequenceIgnoresRetract[pos];
        }
        if (!retractingSequence) {
            return false;
        }
        // one pass: the newest version so far in sequence order (a later one leads only when it sorts strictly after,
        // as endsWithSequenceRetraction picks it); a barrier is a retraction that leads the versions up to it
        KeyValue newest = null;
        for (int m = 0, n = group.size(); m < n; m++) {
            KeyValue kv = group.get(m);
            if (newest != null
                    && cfg.sequenceOrder.compare(kv.value(), kv.sequence(), newest.value(), newest.sequence()) <= 0) {
                continue;
            }
            newest = kv;
            RowKind kind = kv.kind();
            if (kind.isRetract() && kv.sequence() <= marksUpTo && !(kind == RowKind.DELETE && cfg.aggRemoveOnDelete)) {
                return true;
            }
        }
        return false;
    }

    /**
     * After {@code mf.getResult()} with {@link #marksUpTo}: the mark that hid the key's earlier versions before a later
     * version (the result) took the lead from it, or null; valid until {@code mf}'s next reset. A compaction that does
     * not reach the older runs writes it before the result, so it still hides them there.
     */
    public static KeyValue overtakenMark(MergeFunction mf) {
        return mf instanceof DeduplicateMergeFunction d ? d.overtakenMark() : null;
    }

    /**
     * Whether the deduplicate engine's merge drops a version of this kind as its input filters say
     * ({@code ignore-delete}: every retraction; {@code ignore-update-before}: -U), as its merge function does.
     */
    public boolean deduplicateIgnores(RowKind kind) {
        return kind.isRetract() && (cfg.ignoreDelete || (kind == RowKind.UPDATE_BEFORE && cfg.ignoreUpdateBefore));
    }

    /** Whether {@code sequence.field} orders the versions (otherwise arrival order does). */
    public boolean hasSequenceField() {
        return cfg.hasSequenceField();
    }

    /**
     * Compares two versions of one key in merge order: {@code sequence.field}, then arrival
     * ({@code seq}). Only with {@link #hasSequenceField()}.
     */
    public int compareVersions(InternalRow a, long seqA, InternalRow b, long seqB) {
        return cfg.sequenceOrder.compare(a, seqA, b, seqB);
    }

    /**
     * Creates merge functions. Contract of each {@link dev.varve.merge.MergeFunction}:
     * <ul>
     *   <li>{@code add} receives all versions of one key in ascending system sequence
     *       ({@code KeyValue.sequence()}); the function orders them by {@code sequence.field}
     *       itself. The {@code KeyValue}, its key and value may be reused by the caller after
     *       {@code add} returns (everything kept is copied).</li>
     *   <li>{@code getResult} returns a {@code KeyValue} whose value is a full row (key columns
     *       included) and whose kind is +I/+U when the key has a row after the merge, or -U/-D when
     *       it has none (deduplicate returns the winning record itself, with its own kind and
     *       sequence; first-row the first record; partial-update and aggregation a +I, or -D, with
     *       the group's highest system sequence). It returns {@code null} only when every version
     *       was dropped by an input filter ({@code ignore-delete}, {@code ignore-update-before},
     *       or a retraction that first-row ignores): then the group contributes nothing. The
     *       result stays valid until the next {@code reset()} or {@code add}.</li>
     * </ul>
     */
    public MergeFunctionFactory mergeFunctionFactory() {
        switch (cfg.kind) {
            case DEDUPLICATE: return () -> new DeduplicateMergeFunction(cfg);
            case FIRST_ROW: return () -> new FirstRowMergeFunction(cfg);
            case PARTIAL_UPDATE: return () -> new PartialUpdateMergeFunction(cfg);
            case AGGREGATION: return () -> new AggregateMergeFunction(cfg);
            default: throw new IllegalStateException(cfg.kind.name());
        }
    }

    /** The write-time filter of this table (thread-safe, shareable). */
    public WriteCheck writeCheck() {
        return writeCheck;
    }

    /**
     * Whether, for groups of adds only (+I/+U), merging any run of consecutive versions into one
     * result and later merging that result, in its place, with the other versions equals merging
     * all versions at once.
     * <ul>
     *   <li>deduplicate, first-row: always.</li>
     *   <li>aggregation: unless a column uses {@code count} (a merged row would count as one
     *       contribution, not as its stored count, so re-merging under-counts) or
     *       {@code merge_map_with_keytime}; and, with {@code sequence.field}, only if every column's
     *       function is order-insensitive (sum, product, max, min, bool_*, rbm*, *_sketch), since a
     *       merged row re-enters at the position of its newest input.</li>
     *   <li>partial-update: without {@code sequence.field}, if every aggregate function in a
     *       sequence group is order-insensitive.</li>
     * </ul>
     * A DECIMAL product with a positive scale rounds at every step and is not associative. FLOAT/DOUBLE
     * sum and product are treated as associative: re-grouping may change the last bits of the result,
     * as in any parallel floating-point aggregation; likewise a DECIMAL sum that overflows its
     * precision in one grouping but not in another (the result becomes null, as in Paimon).
     */
    public boolean associative() {
        return associative;
    }

    /**
     * Whether a merge of a key's whole history (its first version included: a compaction reaching the bottom, an
     * explicit full compaction) may store one merged row even when the engine is not {@link #associative()}: feeding
     * that row, as the first version of a later merge, into the merge function gives the state the versions it
     * replaces left, so every later merge (a read, a later compaction) gives the same result as with the raw versions.
     * True when {@link #associative()}, and for partial-update with sequence groups whose functions are order-sensitive
     * ({@code last_non_null_value}, {@code last_value}, {@code first_value}, {@code listagg}, ...): a group folds in
     * arrival order from a null state, and the merged row sets each group's sequence and columns as that fold left
     * them (a group it touched has a non-null sequence, so the merged row touches it again, a {@code first_value}
     * included); and for aggregation whose only columns that are not associative are DECIMAL {@code product}s with a
     * positive scale (each step rounds, the state is the value; not with {@code sequence.field},
     * {@code aggregation.remove-record-on-delete}, {@code count}, {@code merge_map_with_keytime}). Not with
     * {@code sequence.field} (a later record with a lower sequence would sort before the merged row
     * instead of among the versions), {@code partial-update.remove-record-on-delete} or
     * {@code remove-record-on-sequence-group} (a removal's seeds), nor {@code count} / {@code merge_map_with_keytime}
     * (state the value does not carry). Only a merge starting at the key's first version: merged in the middle of a
     * key's history, an older group sequence's value can fill a null the merged row then carries above a newer one
     * ({@code KnownPaimonDifferencesTest#groupLastNonNullValueWithOlderGroupSequencePreMergedInOneCommit};
     * COMPACTION.md "A merge of a key's whole history").
     */
    public boolean mergesWholeHistory() {
        return mergesWholeHistory;
    }

    /**
     * Whether a compaction above the bottom that knows the key's older versions (a lookup table's, whose runs below
     * hold them) may store one row, the merge of the key's whole history, where reads keep folding the older versions
     * first and then that row: partial-update {@link #mergesWholeHistory() merging whole histories}, not
     * {@link #associative()} (those merge anyway), whose grouped functions keep no state their value does not show once
     * no retraction met them: {@code last_value}, {@code last_non_null_value}, {@code first_value} (its start is the
     * group's sequence being set), {@code max}, {@code min}, {@code bool_and}, {@code bool_or}. A row of such an engine,
     * folded after the older versions, continues as the versions it replaces wherever the fold gives the row back
     * ({@code GroupMerger#mergedOntoOlder} checks that per key: an older group version filling a {@code first_value}
     * does not); {@code listagg}, {@code sum}, ... would count the older history twice (COMPACTION.md "Above the
     * bottom: the merge onto the key's older history").
     */
    public boolean absorbsOlderHistory() {
        return absorbsOlderHistory;
    }

    /**
     * Whether a compaction above the bottom that knows the key's older versions (a lookup table's, whose runs below
     * hold them) may store a group of adds as one row, the group's own merge, where the fold of the older versions and
     * then that row gives the same row as the fold of the older versions and then the group ({@code
     * GroupMerger#mergedAboveOlder} checks that per key): the engine {@link #mergesWholeHistory() merges whole
     * histories}, is not {@link #associative()} (those merge anyway), and every function's state, once an add reached
     * it, is its value: {@code sum}, {@code product}, {@code listagg}, {@code max}, {@code min}, {@code bool_and},
     * {@code bool_or}, {@code last_value}, {@code last_non_null_value}, {@code first_value},
     * {@code first_non_null_value} (aggregation columns, or partial-update grouped columns, whose group sequences the
     * row shows). Equal rows after the same older versions are then equal states, so every later fold continues alike
     * (COMPACTION.md "Above the bottom: a group's own merge").
     */
    public boolean rowShowsFoldState() {
        return rowShowsFoldState;
    }

    /**
     * Whether a compaction above the bottom whose schedule the commits fix (a lookup table's commit compaction, {@code
     * GroupMerger#endOfInput} made {@code mergingLoneVersions} with the older runs) may store the key's cumulative row,
     * the merge of its older runs' versions and the group, as Apache Paimon 1.4.2's lookup rewrite stores it, although
     * a record written later with a lower {@code sequence.field} value then reads as in Paimon and not as from the raw
     * versions (COMPACTION.md "Above the bottom: the cumulative row under {@code sequence.field}"): partial-update with
     * {@code sequence.field}, no sequence groups, no {@code partial-update.remove-record-on-delete}, so every column is
     * the last non-null value in sequence order. That row carries the newest sequence of the key's history and, in every
     * column, the value of the newest version holding one (null only where every version is null), so folded among
     * the key's older versions and any later ones it gives what Paimon's merge of the later ones onto that row alone
     * gives: a later version sorting after it wins where it is non-null, one sorting before it fills only the columns
     * every older version left null. Background and explicit compactions keep the raw versions (their timing is not
     * Paimon's), as before.
     */
    public boolean cumulativeRowLeadsLateRecords() {
        return cumulativeRowLeadsLateRecords;
    }

    /**
     * Whether a compaction above the bottom whose schedule the commits fix (a lookup table's commit compaction) may
     * store, for a key its older runs hold, the winner of the key's whole history where the compaction's own versions
     * lose to an older one, as Apache Paimon 1.4.2's lookup rewrite stores it (its merge onto the looked-up row is that
     * row again; COMPACTION.md "Above the bottom: the older winner under {@code sequence.field}", sweep 45 dv):
     * deduplicate with {@code sequence.field}. Folded after the older versions, a copy of their winner at a newer
     * system sequence ties with it by the sequence field and gives the same row, so reads do not change; the copy's
     * size is Paimon's row's, which the run-size picks weigh.
     */
    public boolean storesOlderWinnerAbove() {
        return cfg.kind == MergeEngineKind.DEDUPLICATE && cfg.hasSequenceField();
    }

    private static boolean noFunctions(EngineConfig cfg) {
        if (cfg.columns != null) {
            for (ColumnSpec c : cfg.columns) {
                if (c != null) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean computeRowShowsFoldState(EngineConfig cfg, boolean associative, boolean wholeHistory) {
        if (associative || !wholeHistory) {
            return false;
        }
        if (cfg.kind == MergeEngineKind.AGGREGATION) {
            for (ColumnSpec c : cfg.columns) {
                if (c != null && !valueIsState(c.function)) {
                    return false;
                }
            }
            return true;
        }
        if (cfg.kind != MergeEngineKind.PARTIAL_UPDATE) {
            return false;
        }
        for (SequenceGroup g : cfg.groups) {
            for (ColumnSpec c : g.aggColumns) {
                if (!valueIsState(c.function)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Where {@link #rowShowsFoldState()}: per column, whether its value after a fold still counts every version (a
     * {@code sum}, {@code product} or {@code listagg} column, or any column of a partial-update sequence group holding
     * one), so a row stored above the key's older versions must carry the group's own merge there; the other columns
     * keep what the older versions and the row leave, whatever the row's value was once an add reached them (the key's
     * cumulative value may stand there, as in Paimon 1.4.2's stored row). Null when not {@link #rowShowsFoldState()}.
     */
    public boolean[] accumulatingColumns() {
        if (!rowShowsFoldState) {
            return null;
        }
        boolean[] acc = new boolean[cfg.arity()];
        if (cfg.kind == MergeEngineKind.AGGREGATION) {
            for (ColumnSpec c : cfg.columns) {
                if (c != null && accumulates(c.function)) {
                    acc[c.pos] = true;
                }
            }
            return acc;
        }
        for (SequenceGroup g : cfg.groups) {
            boolean any = false;
            for (ColumnSpec c : g.aggColumns) {
                any |= accumulates(c.function);
            }
            if (any) {
                for (int p : g.sequenceFields()) {
                    acc[p] = true;
                }
                for (int p : g.plainColumns) {
                    acc[p] = true;
                }
                for (ColumnSpec c : g.aggColumns) {
                    acc[c.pos] = true;
                }
            }
        }
        return acc;
    }

    private static boolean accumulates(AggFunction f) {
        return f == AggFunction.SUM || f == AggFunction.PRODUCT || f == AggFunction.LISTAGG;
    }

    private static boolean valueIsState(AggFunction f) {
        switch (f) {
            case SUM: case PRODUCT: case LISTAGG: case MAX: case MIN: case BOOL_AND: case BOOL_OR: case LAST_VALUE:
            case LAST_NON_NULL_VALUE: case FIRST_VALUE: case FIRST_NON_NULL_VALUE:
                return true;
            default:
                return false;
        }
    }

    private static boolean computeAbsorbsOlderHistory(EngineConfig cfg, boolean associative, boolean wholeHistory) {
        if (associative || !wholeHistory || cfg.kind != MergeEngineKind.PARTIAL_UPDATE) {
            return false;
        }
        for (SequenceGroup g : cfg.groups) {
            for (ColumnSpec c : g.aggColumns) {
                switch (c.function) {
                    case LAST_VALUE: case LAST_NON_NULL_VALUE: case FIRST_VALUE: case MAX: case MIN: case BOOL_AND:
                    case BOOL_OR:
                        break;
                    default:
                        return false;
                }
            }
        }
        return true;
    }

    private static boolean computeWholeHistoryMergeable(EngineConfig cfg) {
        if (cfg.kind == MergeEngineKind.AGGREGATION) {
            // a DECIMAL product with a positive scale rounds at each step, so it is not associative, but a fold from
            // the key's first version leaves nothing but its value: the merged row, first in a later fold, continues
            // as the versions (Paimon 1.4.2 stores it at CALL sys.compact: probe pu37_agg_whole_history, L5x2)
            if (cfg.hasSequenceField() || cfg.aggRemoveOnDelete) {
                return false;
            }
            for (ColumnSpec c : cfg.columns) {
                if (c != null && (c.function == AggFunction.COUNT || c.function == AggFunction.MERGE_MAP_WITH_KEYTIME
                        || !c.associative() && !c.roundsEachStep())) {
                    return false;
                }
            }
            return true;
        }
        if (cfg.kind != MergeEngineKind.PARTIAL_UPDATE || cfg.hasSequenceField() || cfg.partialRemoveOnDelete
                || cfg.groups.isEmpty()) {
            return false;
        }
        for (SequenceGroup g : cfg.groups) {
            if (g.removesRowOnDelete) {
                return false;
            }
            for (ColumnSpec c : g.aggColumns) {
                if (c.function == AggFunction.COUNT || c.function == AggFunction.MERGE_MAP_WITH_KEYTIME) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Whether a full compaction scheduled by the table's definition (the {@code full-compaction}
     * changelog producer) may store each key's merged row even when the engine is not
     * {@link #associative()}, as Apache Paimon 1.4.2 does: true unless a column uses {@code count},
     * Varve's own function, whose merged row would re-enter later merges as one contribution.
     */
    public boolean collapsesAtFullCompaction() {
        if (cfg.columns == null) {
            return true;
        }
        for (ColumnSpec c : cfg.columns) {
            if (c != null && c.function == AggFunction.COUNT) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the {@link #associative()} property also holds for groups that contain retractions
     * (-U/-D). When false the kernel must not pre-merge a group containing retractions unless it
     * merges the key's whole history. True for deduplicate and first-row; for aggregation when
     * retractions are only folded by {@code sum} and {@code last_value}, or ignored by columns whose
     * function treats a null input as nothing (not first_value/last_value), or rejected at write,
     * and {@code aggregation.remove-record-on-delete} is off; for partial-update when
     * retractions are dropped or rejected; never with sequence groups (a merge whose first record
     * is a retraction starts from that record's values, as Paimon 1.4.2's does); never with
     * {@code partial-update.remove-record-on-delete} (a merged "delete, then insert" would let the
     * older versions' values show through: the Paimon bug of SEMANTICS §11). Except, with {@code sequence.field},
     * a group whose newest version in sequence order retracts the sequence field
     * ({@link #endsWithSequenceRetraction}): merged, it stores a null sequence that sorts first, as Paimon 1.4.2's
     * merged row does (the kernel merges it where Paimon does, COMPACTION.md).
     */
    public boolean preMergeSafe() {
        return preMergeSafe;
    }

    /**
     * Whether a group of consecutive versions of one key (in sequence order, two or more, one a retraction) that does
     * not split freely is merged wherever Apache Paimon 1.4.2 merges a key's versions (its write buffer, every
     * compaction), so that the stored row is Paimon's: partial-update with sequence groups, a group starting with a
     * retraction before its adds ({@link PartialUpdatePreMerge#mergedAsPaimon}; COMPACTION.md).
     */
    public boolean mergedAsPaimon(List<KeyValue> group) {
        return partialAsPaimon != null && partialAsPaimon.mergedAsPaimon(group);
    }

    /**
     * Whether a group of consecutive versions of one key (in sequence order, of which one or more is a retraction)
     * may be merged into one row ahead of the key's other versions although the engine is not {@link #preMergeSafe()}:
     * merging the group first and then its result, in its place, with the others equals one merge of all of them.
     * Apache Paimon 1.4.2's write buffer merges every key's versions of a flush with the merge function (its level-0
     * file holds one record per key: an aggregation table's {@code -U}, {@code +U} of a key in one commit is one
     * {@code +I}, retracted then added); Varve does so where nothing is lost (COMPACTION.md "A commit's versions of a
     * key in the write buffer"): aggregation without {@code sequence.field} or
     * {@code aggregation.remove-record-on-delete}, every column's retraction ignored, rejected at write, or folded by
     * {@code sum} / {@code last_value} (carried by the merged value), or by {@code last_non_null_value} when an add
     * after the group's last retraction holds a non-null value of that column (the merged value is then the group's
     * own, whatever came before), and the group holds an add. Partial-update without {@code sequence.field}: as
     * {@link PartialUpdatePreMerge} says. Reads each version's values; allocates nothing.
     */
    public boolean preMergesRetractions(List<KeyValue> group) {
        if (partialPreMerge != null) {
            return partialPreMerge.merges(group);
        }
        int[] lnn = lastNonNullRetracting;
        if (lnn == null) {
            return false;
        }
        int n = group.size();
        int lastRetract = -1;
        for (int i = n - 1; i >= 0; i--) {
            if (group.get(i).kind().isRetract()) {
                lastRetract = i;
                break;
            }
        }
        if (lastRetract < 0) {
            return true;
        }
        boolean add = false;
        for (int i = 0; i < n && !add; i++) {
            add = group.get(i).kind().isAdd();
        }
        if (!add) {
            return false;
        }
        for (int c : lnn) {
            boolean set = false;
            for (int i = lastRetract + 1; i < n && !set; i++) {
                set = !group.get(i).value().isNullAt(c);
            }
            if (!set) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code group} (versions of one key in arrival order) is an aggregation table's group whose newest version
     * in {@code sequence.field} order is a retraction the merge applies to the sequence field: merged, the row then
     * stores a null sequence (Paimon 1.4.2 folds the field with {@code last_value}) and sorts before every later
     * version of the key, where the versions kept apart would sort by their own sequences. Apache Paimon 1.4.2's write
     * buffer and compactions merge every key's versions they take, so the kernel's flushes and compactions merge such
     * a group too, associative or not (COMPACTION.md; probes sq34: a commit's {@code +I(sq 5)}, {@code -U(sq 6)},
     * then a later {@code +I(sq 3)} reads {@code sq} 3; fzag_1430 after {@code CALL sys.compact}). False with
     * {@code fields.<sq>.ignore-retract} on every sequence field, for a {@code -D} that
     * {@code aggregation.remove-record-on-delete} makes a removal (the removed row keeps the -D's values), and for every
     * other engine. Reads each version's values; allocates nothing.
     */
    public boolean endsWithSequenceRetraction(List<KeyValue> group) {
        if (cfg.kind != MergeEngineKind.AGGREGATION || !cfg.hasSequenceField() || group.isEmpty()) {
            return false;
        }
        KeyValue newest = group.get(0);
        for (int i = 1, n = group.size(); i < n; i++) {
            KeyValue kv = group.get(i);
            if (cfg.sequenceOrder.compare(kv.value(), kv.sequence(), newest.value(), newest.sequence()) > 0) {
                newest = kv;
            }
        }
        RowKind kind = newest.kind();
        if (!kind.isRetract() || (kind == RowKind.DELETE && cfg.aggRemoveOnDelete)) {
            return false;
        }
        for (int pos : cfg.sequenceOrder.fields()) {
            if (!cfg.sequenceIgnoresRetract[pos]) {
                return true;
            }
        }
        return false;
    }

    private static int[] retractionsCarriedPerGroup(EngineConfig cfg, boolean associative) {
        if (!associative || cfg.kind != MergeEngineKind.AGGREGATION || cfg.aggRemoveOnDelete || cfg.hasSequenceField()) {
            return null;
        }
        int count = 0;
        for (ColumnSpec c : cfg.columns) {
            if (c == null || !c.appliesRetraction() || c.function.retractionCarriedByValue()) {
                continue;
            }
            if (c.function != AggFunction.LAST_NON_NULL_VALUE) {
                return null;
            }
            count++;
        }
        int[] lnn = new int[count];
        int k = 0;
        for (ColumnSpec c : cfg.columns) {
            if (c != null && c.appliesRetraction() && c.function == AggFunction.LAST_NON_NULL_VALUE) {
                lnn[k++] = c.pos;
            }
        }
        return lnn;
    }

    /**
     * Whether merging a group that holds a retraction may fail: partial-update with sequence groups and a grouped
     * function that cannot retract (without ignore-retract), where Paimon 1.4.2 writes every retraction and its merge
     * fails when one reaches such a function and meets another record of its key
     * ({@code PartialUpdateMergeFunction#retractGroups}). A flush or compaction that keeps such a group unmerged
     * still runs the merge on it, so it fails where Paimon's does (its write buffer merges every key of a flush).
     */
    public boolean retractionsCanFail() {
        if (cfg.kind != MergeEngineKind.PARTIAL_UPDATE || cfg.ignoreDelete) {
            return false;
        }
        for (SequenceGroup g : cfg.groups) {
            for (ColumnSpec c : g.aggColumns) {
                if (c.rejectsRetraction()) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean computeAssociative(EngineConfig cfg) {
        switch (cfg.kind) {
            case DEDUPLICATE:
            case FIRST_ROW:
                return true;
            case AGGREGATION:
                for (ColumnSpec c : cfg.columns) {
                    if (c != null && (!c.associative() || (cfg.hasSequenceField() && !c.orderInsensitive()))) {
                        return false;
                    }
                }
                return true;
            case PARTIAL_UPDATE:
                if (cfg.hasSequenceField()) {
                    return false;
                }
                for (SequenceGroup g : cfg.groups) {
                    for (ColumnSpec c : g.aggColumns) {
                        if (!c.orderInsensitive()) {
                            return false;
                        }
                    }
                }
                return true;
            default:
                throw new IllegalStateException(cfg.kind.name());
        }
    }

    private static boolean computeRetractionSafe(EngineConfig cfg) {
        if (cfg.kind == MergeEngineKind.DEDUPLICATE || cfg.kind == MergeEngineKind.FIRST_ROW || cfg.ignoreDelete) {
            return true;
        }
        if (cfg.kind == MergeEngineKind.AGGREGATION) {
            if (cfg.aggRemoveOnDelete) {
                return false;
            }
            boolean carried = true;
            for (ColumnSpec c : cfg.columns) {
                if (c == null) {
                    continue;
                }
                if (c.rejectsRetraction()) {
                    return true; // every retraction is rejected at write: groups never hold one
                }
                if (c.appliesRetraction() ? !c.function.retractionCarriedByValue() : !c.function.nullInputIsNoOp()) {
                    carried = false;
                }
            }
            return carried;
        }
        // partial-update
        if (cfg.groups.isEmpty()) {
            return !cfg.partialRemoveOnDelete; // otherwise retractions are rejected at write
        }
        // with sequence groups a merge whose first record is a retraction starts from that record's values (Paimon
        // 1.4.2's initRow, PartialUpdateMergeFunction#startFrom; fzpu_1346), so a run pre-merged from a retraction
        // differs from the retraction merged after earlier versions: groups holding one are merged only at the bottom
        return false;
    }

    @Override
    public String toString() {
        return "MergeEngine{" + cfg.kind + (cfg.hasSequenceField() ? ", sequence.field" : "")
                + ", associative=" + associative + ", preMergeSafe=" + preMergeSafe + "}";
    }
}
