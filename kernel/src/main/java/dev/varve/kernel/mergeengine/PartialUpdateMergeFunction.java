package dev.varve.kernel.mergeengine;

import dev.varve.kernel.VarveException;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;

import java.util.List;

/**
 * The partial-update engine (SEMANTICS §3, §11).
 * <ul>
 *   <li>Without sequence groups an add overwrites each column with its non-null values.</li>
 *   <li>With {@code partial-update.remove-record-on-delete} a -D empties the row (key kept) and a
 *       later add starts from that empty row: old values never come back. -U is ignored (SEMANTICS §3), also
 *       first in a merge or after a -D, where Paimon 1.4.2 takes its or the -D's values (SEMANTICS §11).</li>
 *   <li>With sequence groups, an add whose group sequence is at least the stored one overwrites
 *       the group's columns (nulls included) and its sequence fields; a group whose sequence
 *       fields are all null in the record is skipped. A retraction with such a sequence sets the
 *       group's plain columns to null and moves the group's sequence to the retraction's value;
 *       with {@code partial-update.remove-record-on-sequence-group}, a -D of that group removes
 *       the whole row instead, and the state starts again from the -D's values (as Paimon's row
 *       becomes the -D's; any later record, a retraction too, revives it); a function that cannot retract fails the merge when the retraction
 *       reaches it first ({@link #retractGroups}). Columns outside every group take non-null values of adds and are
 *       left alone by retractions. A merge whose first record is a retraction starts from that record's values
 *       (every column, as Paimon's {@code initRow}) before applying it: columns it leaves alone keep them.</li>
 *   <li>A grouped column with an aggregate function folds every record whose group sequence is
 *       not all null: adds at or above the stored sequence with {@link FieldAccumulator#add},
 *       older ones with {@link FieldAccumulator#addOlder}; retractions of any sequence are
 *       retracted (unless ignore-retract). The stored group sequence only moves forward.</li>
 * </ul>
 * The result is +I, or -D when the row was removed (carrying the removing -D's values, as in Paimon)
 * or when no add was seen (only retractions).
 */
final class PartialUpdateMergeFunction extends FoldingMergeFunction {
    /** The groups' sequence fields (numerics unboxed); other columns unused. */
    private final FoldedRow row;
    private final boolean[] plainUngrouped;
    /**
     * Per column without an aggregate function outside the key and the groups' sequence fields
     * (null elsewhere): its value, kept unboxed or as bytes until the result is read, so a merge
     * allocates nothing per record for these columns. Outside every group it is the last non-null
     * value; inside a group, the value of the group's newest record (nulls included).
     */
    private final ValueAccumulators.LastNonNullValue[] plain;
    private final List<SequenceGroup> groups;
    private final FieldAccumulator[][] groupAccs;
    private boolean sawAdd;
    private boolean removed;
    /** Whether a record of the current key was applied (Paimon's {@code notNullColumnFilled}). */
    private boolean started;
    /** Per group: whether an add of the current key reached the group's functions (see {@link FieldAccumulator#seed}). */
    private final boolean[] groupTouched;

    PartialUpdateMergeFunction(EngineConfig cfg) {
        super(cfg);
        int n = cfg.arity();
        this.row = new FoldedRow(n);
        this.groups = cfg.groups;
        this.plainUngrouped = new boolean[n];
        this.plain = new ValueAccumulators.LastNonNullValue[n];
        for (int i = 0; i < n; i++) {
            plainUngrouped[i] = !cfg.isPrimaryKey[i] && cfg.groupOf[i] < 0;
        }
        for (SequenceGroup group : groups) {
            for (int pos : group.plainColumns) {
                plain[pos] = new ValueAccumulators.LastNonNullValue(pos, cfg.rowType.fields().get(pos).type());
            }
        }
        for (int i = 0; i < n; i++) {
            if (plainUngrouped[i]) {
                plain[i] = new ValueAccumulators.LastNonNullValue(i, cfg.rowType.fields().get(i).type());
            }
        }
        this.groupAccs = new FieldAccumulator[groups.size()][];
        this.groupTouched = new boolean[groups.size()];
        for (int g = 0; g < groups.size(); g++) {
            ColumnSpec[] specs = groups.get(g).aggColumns;
            groupAccs[g] = new FieldAccumulator[specs.length];
            for (int i = 0; i < specs.length; i++) {
                groupAccs[g][i] = specs[i].newAccumulator();
            }
        }
    }

    /**
     * A key's lone record as written (Paimon 1.4.2 merges only when two records meet): with sequence groups it keeps
     * even the columns of a group whose sequence is null; a lone add keeps its kind ({@code +U} stays {@code +U} in
     * {@code $audit_log}).
     */
    @Override
    boolean passesThroughAlone(RowKind kind) {
        return !groups.isEmpty() || kind.isAdd();
    }

    @Override
    void resetState() {
        clearRow();
        sawAdd = false;
        removed = false;
        started = false;
        java.util.Arrays.fill(groupTouched, false);
    }

    private void clearRow() {
        row.clear();
        for (ValueAccumulators.LastNonNullValue a : plain) {
            if (a != null) {
                a.reset();
            }
        }
        for (FieldAccumulator[] accs : groupAccs) {
            for (FieldAccumulator a : accs) {
                a.reset();
            }
        }
    }

    @Override
    void apply(InternalRow value, RowKind kind) {
        boolean first = !started;
        started = true;
        if (kind.isRetract()) {
            if (!groups.isEmpty()) {
                if (first) {
                    // Paimon 1.4.2's add fills its row from a first record that is a retraction (initRow) and then
                    // retracts: a group whose sequence the record leaves null, the columns outside every group and
                    // the retracted functions' accumulators keep the retraction's values (fzpu_1346, probes
                    // flink-oracle/probes/fuzz28 q07, q08)
                    startFrom(value);
                }
                retractGroups(value, kind);
            } else if (cfg.partialRemoveOnDelete && kind == RowKind.DELETE) {
                clearRow();
                removed = true;
                rememberRemoval(value);
            }
            // any other retraction is a -U of remove-record-on-delete, which SEMANTICS §3 skips (Paimon's merge
            // starting from a first -U's values, or reviving a removed row with the -D's values, brings old values
            // back: the Paimon bug of SEMANTICS §11, KnownPaimonDifferencesTest); without it none passes the write
            // check
            return;
        }
        removed = false;
        sawAdd = true;
        for (int i = 0; i < plainUngrouped.length; i++) {
            if (plainUngrouped[i]) {
                plain[i].add(value); // non-null values only
            }
        }
        for (int g = 0; g < groups.size(); g++) {
            SequenceGroup group = groups.get(g);
            if (group.order.allNull(value)) {
                continue;
            }
            FieldAccumulator[] accs = groupAccs[g];
            groupTouched[g] = true;
            if (group.order.compareFields(value, row) >= 0) {
                for (int pos : group.sequenceFields()) {
                    row.copyFrom(value, pos, cfg.roots[pos]);
                }
                for (int pos : group.plainColumns) {
                    plain[pos].replace(value);
                }
                for (FieldAccumulator a : accs) {
                    a.add(value);
                }
            } else {
                for (FieldAccumulator a : accs) {
                    a.addOlder(value);
                }
            }
        }
    }

    /**
     * A retraction, as Paimon 1.4.2 applies it column by column: a -D at or above the sequence of a group of
     * {@code partial-update.remove-record-on-sequence-group} removes the row when it reaches that group's first
     * sequence field; an aggregate function that cannot retract (without ignore-retract) fails the merge when it is
     * reached first (a column before that field, or any column of a non-empty group when nothing removes the row). The
     * write check lets such retractions through only for -D with a removing group.
     */
    private void retractGroups(InternalRow value, RowKind kind) {
        // Paimon 1.4.2's add clears its delete flag at every record: a retraction after a removal revives the row,
        // which holds the removing -D's values (fzat_1208, probe flink-oracle/probes/fuzz27 q09)
        removed = false;
        int removalAt = Integer.MAX_VALUE;
        if (kind == RowKind.DELETE) {
            for (SequenceGroup group : groups) {
                if (group.removesRowOnDelete && !group.order.allNull(value)
                        && group.order.compareFields(value, row) >= 0) {
                    for (int pos : group.sequenceFields()) {
                        removalAt = Math.min(removalAt, pos);
                    }
                }
            }
        }
        for (SequenceGroup group : groups) {
            if (group.order.allNull(value)) {
                continue;
            }
            for (ColumnSpec spec : group.aggColumns) {
                if (spec.rejectsRetraction() && spec.pos < removalAt) {
                    throw new VarveException("Aggregate function '" + spec.function + "' does not support retraction"
                            + " (column '" + spec.name + "', a " + Values.kindName(kind) + " record of partial-update);"
                            + " If you allow this function to ignore retraction messages, you can configure 'fields."
                            + spec.name + ".ignore-retract'='true'.");
                }
            }
        }
        if (removalAt != Integer.MAX_VALUE) {
            removeWith(value);
            return;
        }
        for (int g = 0; g < groups.size(); g++) {
            SequenceGroup group = groups.get(g);
            if (group.order.allNull(value)) {
                continue;
            }
            boolean current = group.order.compareFields(value, row) >= 0;
            if (current) {
                for (int pos : group.sequenceFields()) {
                    row.copyFrom(value, pos, cfg.roots[pos]);
                }
                for (int pos : group.plainColumns) {
                    plain[pos].reset();
                }
            }
            ColumnSpec[] specs = group.aggColumns;
            FieldAccumulator[] accs = groupAccs[g];
            for (int i = 0; i < specs.length; i++) {
                if (specs[i].appliesRetraction()) {
                    accs[i].retract(value);
                }
            }
        }
    }

    /**
     * The row removed by a -D ({@code partial-update.remove-record-on-sequence-group}): the result is that -D, and the
     * state starts again from its values, as Paimon's row becomes the -D's: a later add merges onto them (an older one
     * leaves a group as the -D set it, {@code sum} adds to the -D's value).
     */
    private void removeWith(InternalRow value) {
        startFrom(value);
        removed = true;
        rememberRemoval(value);
    }

    /**
     * Every column's state set to {@code value}'s, nulls included (Paimon's {@code initRow}); a group's functions are
     * seeded as not started unless an add of the key reached the group.
     */
    private void startFrom(InternalRow value) {
        clearRow();
        for (int i = 0; i < plainUngrouped.length; i++) {
            if (plainUngrouped[i]) {
                plain[i].replace(value);
            }
        }
        for (int g = 0; g < groups.size(); g++) {
            SequenceGroup group = groups.get(g);
            for (int pos : group.sequenceFields()) {
                row.copyFrom(value, pos, cfg.roots[pos]);
            }
            for (int pos : group.plainColumns) {
                plain[pos].replace(value);
            }
            for (FieldAccumulator a : groupAccs[g]) {
                a.seed(value, groupTouched[g]);
            }
        }
    }

    @Override
    boolean removedRow() {
        return removed;
    }

    @Override
    RowKind writeResult(Object[] out) {
        if (removed) {
            writeRemoval();
            return RowKind.DELETE;
        }
        for (int i = 0; i < plain.length; i++) {
            if (plain[i] != null) {
                plain[i].writeTo(this.out);
            } else if (!cfg.isPrimaryKey[i]) {
                this.out.copyColumn(row, i);
            }
        }
        for (int g = 0; g < groups.size(); g++) {
            ColumnSpec[] specs = groups.get(g).aggColumns;
            for (int i = 0; i < specs.length; i++) {
                groupAccs[g][i].writeTo(this.out);
            }
        }
        return removed || !sawAdd ? RowKind.DELETE : RowKind.INSERT;
    }
}
