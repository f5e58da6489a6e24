package dev.varve.kernel.mergeengine;

import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;

import java.util.List;

/**
 * {@link MergeEngine#preMergesRetractions} for the partial-update engine without {@code sequence.field}: which groups
 * of consecutive versions of a key holding a retraction may be merged into one row ahead of the key's other versions
 * (a flush's write buffer, a compaction not reaching the bottom), because the merged row, merged in their place with
 * the older and later versions, gives what one merge of all of them gives (COMPACTION.md "A commit's versions of a
 * partial-update key"). Apache Paimon 1.4.2's write buffer merges every key of a flush with the merge function; Varve
 * merges where nothing is lost:
 * <ul>
 *   <li>without sequence groups ({@code partial-update.remove-record-on-delete}; a {@code -U} after a version is
 *       ignored): a group without {@code -D} whose first version is an add, or whose adds set every value column
 *       non-null (the merged row is the adds' non-null values); a group whose adds after its last {@code -D} set every
 *       value column non-null (the merged row replaces whatever came before, as the {@code -D} does). Not split
 *       freely (a merge starting with a retraction starts from its values, which a merged row would carry into the
 *       older versions; a {@code -U} after a {@code -D} revives the row in place when an add came before), but merged
 *       where Paimon merges them ({@link #mergedAsPaimon}): a group without {@code -D} starting with a {@code -U}
 *       whose adds leave a column null, a group with no add after its last {@code -D}. Kept apart: a group of
 *       {@code -U} only (merged it would read as a {@code -D}), and adds after the last {@code -D} leaving a column
 *       null (merged, the older value would show through: the Paimon bug of SEMANTICS §11);</li>
 *   <li>with sequence groups: a group whose first version is an add (a merge that starts with a retraction starts
 *       from the retraction's values, {@code PartialUpdateMergeFunction#startFrom}, which a merged row would carry
 *       into the older versions), when every grouped function carries a retraction in its value ({@code sum}),
 *       ignores it or refuses it (the merge fails either way), and no {@code -D} meets
 *       {@code partial-update.remove-record-on-sequence-group}. A retraction there moves its group's sequence and
 *       nulls its columns, which the merged add does in its place when its sequence wins.</li>
 * </ul>
 * Immutable; {@link #merges} allocates nothing.
 */
final class PartialUpdatePreMerge {
    private final boolean groups;
    private final boolean removingGroup;
    /** Without sequence groups: the value columns (not in the key) the adds after the last -D must all set. */
    private final int[] valueColumns;

    private PartialUpdatePreMerge(boolean groups, boolean removingGroup, int[] valueColumns) {
        this.groups = groups;
        this.removingGroup = removingGroup;
        this.valueColumns = valueColumns;
    }

    /**
     * The rule of a table, or null where it merges no group holding a retraction beyond what {@code preMergeSafe}
     * already allows (not partial-update, {@code sequence.field}, not associative, or pre-merge safe already).
     */
    static PartialUpdatePreMerge of(EngineConfig cfg, boolean associative, boolean preMergeSafe) {
        if (cfg.kind != MergeEngineKind.PARTIAL_UPDATE || !associative || preMergeSafe || cfg.hasSequenceField()
                || cfg.ignoreDelete) {
            return null;
        }
        if (cfg.groups.isEmpty()) {
            if (!cfg.partialRemoveOnDelete) {
                return null; // retractions are refused at write
            }
            int count = 0;
            for (boolean pk : cfg.isPrimaryKey) {
                count += pk ? 0 : 1;
            }
            int[] cols = new int[count];
            for (int i = 0, k = 0; i < cfg.isPrimaryKey.length; i++) {
                if (!cfg.isPrimaryKey[i]) {
                    cols[k++] = i;
                }
            }
            return new PartialUpdatePreMerge(false, false, cols);
        }
        boolean removing = false;
        for (SequenceGroup g : cfg.groups) {
            removing |= g.removesRowOnDelete;
            for (ColumnSpec c : g.aggColumns) {
                if (c.appliesRetraction() && !c.function.retractionCarriedByValue()) {
                    return null;
                }
            }
        }
        return new PartialUpdatePreMerge(true, removing, null);
    }

    /**
     * The rule's {@link #mergedAsPaimon} part for a table, or null where it merges nothing (not partial-update,
     * {@code sequence.field}, retractions dropped, or rejected at write); {@link #merges} of the result is not used.
     */
    static PartialUpdatePreMerge asPaimon(EngineConfig cfg) {
        if (cfg.kind != MergeEngineKind.PARTIAL_UPDATE || cfg.hasSequenceField() || cfg.ignoreDelete
                || (cfg.groups.isEmpty() && !cfg.partialRemoveOnDelete)) {
            return null;
        }
        boolean removing = false;
        for (SequenceGroup g : cfg.groups) {
            removing |= g.removesRowOnDelete;
        }
        return new PartialUpdatePreMerge(!cfg.groups.isEmpty(), removing, null);
    }

    /** Whether {@code group} (in sequence order, two or more versions) may be merged ahead of the key's others. */
    boolean merges(List<KeyValue> group) {
        return groups ? mergesWithGroups(group) : mergesWithoutGroups(group);
    }

    private boolean mergesWithGroups(List<KeyValue> group) {
        if (!group.get(0).kind().isAdd()) {
            return false;
        }
        if (removingGroup) {
            for (int i = 1, n = group.size(); i < n; i++) {
                if (group.get(i).kind() == RowKind.DELETE) {
                    return false;
                }
            }
        }
        return true;
    }

    private boolean mergesWithoutGroups(List<KeyValue> group) {
        int n = group.size();
        int lastDelete = -1;
        boolean add = false;
        for (int i = 0; i < n; i++) {
            RowKind kind = group.get(i).kind();
            if (kind == RowKind.DELETE) {
                lastDelete = i;
            } else if (kind.isAdd()) {
                add = true;
            }
        }
        if (lastDelete < 0) {
            // -U after an add are ignored: the merged row is the adds' (a group of -U only would merge into a -D); a
            // group starting with a -U starts from its values (PartialUpdateMergeFunction#startFrom), which the
            // merged row would carry onto the older versions, where the -U is not the first record: merged only when
            // its adds set every value column (nothing of the -U is left then)
            return add && (group.get(0).kind().isAdd() || addsSetEveryValueColumn(group, 0));
        }
        boolean addAfter = false;
        for (int i = lastDelete + 1; i < n && !addAfter; i++) {
            addAfter = group.get(i).kind().isAdd();
        }
        if (!addAfter) {
            // the merged row is the last -D, which removes the row as it does in place, but a later -U revives it in
            // place only after an add (PartialUpdateMergeFunction: Paimon clears its delete flag at every record),
            // which the merged -D no longer shows: merged as Paimon merges it (mergedAsPaimon), not split freely
            return false;
        }
        return addsSetEveryValueColumn(group, lastDelete + 1);
    }

    /**
     * Without sequence groups: whether {@code group} (two or more versions, one a retraction) does not split freely,
     * yet is merged wherever Apache Paimon 1.4.2 merges a key's versions (every flush and compaction), so that its
     * write buffer's row is Varve's too: a group without {@code -D} whose first version is a {@code -U} and that holds
     * an add (the merged row starts from the {@code -U}'s values, which reach the older versions: probe
     * flink-oracle/probes/pu35/pu35_first_retraction keys 2, 5), and a group whose last {@code -D} is followed by no
     * add (the merged row is a {@code -D}, removing the row; in place a {@code -U} after it, in the group or later,
     * revives the row when an add came before: Paimon's merged {@code -D} forgets that add). With sequence groups, a
     * group whose first version is a retraction and that holds an add, without a {@code -D} when
     * {@code partial-update.remove-record-on-sequence-group} is set (the merge starts from the retraction's values: a
     * grouped {@code listagg} keeps the {@code -U}'s token, a {@code sum} retracts from the {@code -U}'s value: probes
     * pu34 t5 key 2, pu35 pu35_group_null_seq key 1).
     */
    boolean mergedAsPaimon(List<KeyValue> group) {
        int n = group.size();
        if (groups) {
            if (!group.get(0).kind().isRetract()) {
                return false;
            }
            boolean add = false;
            for (int i = 0; i < n; i++) {
                RowKind kind = group.get(i).kind();
                add |= kind.isAdd();
                if (removingGroup && kind == RowKind.DELETE) {
                    return false;
                }
            }
            return add;
        }
        int lastDelete = -1;
        boolean add = false;
        for (int i = 0; i < n; i++) {
            RowKind kind = group.get(i).kind();
            if (kind == RowKind.DELETE) {
                lastDelete = i;
            } else if (kind.isAdd()) {
                add = true;
            }
        }
        if (lastDelete < 0) {
            return add && group.get(0).kind() == RowKind.UPDATE_BEFORE;
        }
        for (int i = lastDelete + 1; i < n; i++) {
            if (group.get(i).kind().isAdd()) {
                return false;
            }
        }
        return true;
    }

    /** Whether the adds of {@code group} from position {@code from} on set every value column non-null. */
    private boolean addsSetEveryValueColumn(List<KeyValue> group, int from) {
        int n = group.size();
        for (int c : valueColumns) {
            boolean set = false;
            for (int i = from; i < n && !set; i++) {
                KeyValue v = group.get(i);
                set = v.kind().isAdd() && !v.value().isNullAt(c);
            }
            if (!set) {
                return false;
            }
        }
        return true;
    }
}
