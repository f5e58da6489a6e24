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
 *   <li>without sequence groups ({@code partial-update.remove-record-on-delete}; a {@code -U} is ignored): a group
 *       without {@code -D} that holds an add (the merged row is the adds' non-null values); a group whose adds after
 *       its last {@code -D} set every value column non-null (the merged row replaces whatever came before, as the
 *       {@code -D} does), or that holds no add after it (the merged row is that {@code -D}, removing the row).
 *       Kept apart: a group of {@code -U} only (merged it would read as a {@code -D}), and adds after the last
 *       {@code -D} leaving a column null (merged, the older value would show through: the Paimon bug of SEMANTICS
 *       §11);</li>
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
     * The rule's {@link #mergedAsPaimon} part for a table, or null where it merges nothing (not partial-update, no
     * sequence groups, {@code sequence.field}, retractions dropped); {@link #merges} of the result is not used.
     */
    static PartialUpdatePreMerge asPaimon(EngineConfig cfg) {
        if (cfg.kind != MergeEngineKind.PARTIAL_UPDATE || cfg.hasSequenceField() || cfg.ignoreDelete
                || cfg.groups.isEmpty()) {
            return null;
        }
        boolean removing = false;
        for (SequenceGroup g : cfg.groups) {
            removing |= g.removesRowOnDelete;
        }
        return new PartialUpdatePreMerge(true, removing, null);
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
            return add; // -U are ignored: the merged row is the adds' (a group of -U only would merge into a -D)
        }
        boolean addAfter = false;
        for (int i = lastDelete + 1; i < n && !addAfter; i++) {
            addAfter = group.get(i).kind().isAdd();
        }
        if (!addAfter) {
            return true; // the merged row is the last -D, which removes the row as it does in place
        }
        for (int c : valueColumns) {
            boolean set = false;
            for (int i = lastDelete + 1; i < n && !set; i++) {
                KeyValue v = group.get(i);
                set = v.kind().isAdd() && !v.value().isNullAt(c);
            }
            if (!set) {
                return false;
            }
        }
        return true;
    }

    /**
     * With sequence groups: whether {@code group} (two or more versions, one a retraction) that does not split freely
     * is merged wherever Apache Paimon 1.4.2 merges a key's versions (every flush and compaction), so that its write
     * buffer's row is Varve's too: a group whose first version is a retraction and that holds an add, without a
     * {@code -D} when {@code partial-update.remove-record-on-sequence-group} is set (the merge starts from the
     * retraction's values: a grouped {@code listagg} keeps the {@code -U}'s token, a {@code sum} retracts from the
     * {@code -U}'s value: probes pu34 t5 key 2, pu35 pu35_group_null_seq key 1). Without groups nothing: a {@code -U}
     * is skipped there (SEMANTICS §3), so the free split ({@link #merges}) is the whole rule.
     */
    boolean mergedAsPaimon(List<KeyValue> group) {
        if (!groups || !group.get(0).kind().isRetract()) {
            return false;
        }
        boolean add = false;
        for (int i = 0, n = group.size(); i < n; i++) {
            RowKind kind = group.get(i).kind();
            add |= kind.isAdd();
            if (removingGroup && kind == RowKind.DELETE) {
                return false;
            }
        }
        return add;
    }
}
