package dev.varve.kernel.mergeengine;

import dev.varve.kernel.VarveException;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;

import java.util.ArrayList;
import java.util.List;

/**
 * The {@link WriteCheck} of one table: a decision per retraction kind computed once from the
 * configuration (accept, drop, or reject with a prepared message), plus a check that values of
 * rbm32/rbm64/hll_sketch/theta_sketch columns deserialize. Immutable and thread-safe.
 */
final class EngineWriteCheck implements WriteCheck {
    private final String updateBeforeRejection; // null: not rejected
    private final boolean dropUpdateBefore;
    private final String deleteRejection;
    private final boolean dropDelete;
    private final ColumnSpec[] binaryChecks;
    /**
     * Partial-update with sequence groups: the groups holding a function that cannot retract; a -U is refused only
     * when its sequence in one of them is not all null (else Paimon 1.4.2's merge skips the group and the -U never
     * reaches the function: fzat_1486). Null: {@link #updateBeforeRejection} applies to every -U.
     */
    private final SequenceGroup[] refusingGroups;

    private EngineWriteCheck(String updateBeforeRejection, boolean dropUpdateBefore, String deleteRejection,
                             boolean dropDelete, ColumnSpec[] binaryChecks, SequenceGroup[] refusingGroups) {
        this.refusingGroups = refusingGroups;
        this.updateBeforeRejection = updateBeforeRejection;
        this.dropUpdateBefore = dropUpdateBefore;
        this.deleteRejection = deleteRejection;
        this.dropDelete = dropDelete;
        this.binaryChecks = binaryChecks;
    }

    @Override
    public boolean accept(InternalRow row) {
        RowKind kind = row.getRowKind();
        if (kind == null) {
            throw new VarveException.InvalidRecord("record has no row kind (expected +I, -U, +U or -D)");
        }
        switch (kind) {
            case UPDATE_BEFORE:
                if (dropUpdateBefore) {
                    return false;
                }
                if (updateBeforeRejection != null && reachesRefusingGroup(row)) {
                    throw new VarveException.InvalidRecord(updateBeforeRejection);
                }
                return true;
            case DELETE:
                if (dropDelete) {
                    return false;
                }
                if (deleteRejection != null) {
                    throw new VarveException.InvalidRecord(deleteRejection);
                }
                return true;
            default:
                for (ColumnSpec c : binaryChecks) {
                    byte[] v = row.getBinary(c.pos);
                    if (v != null) {
                        try {
                            SketchAccumulators.validate(c.function, v);
                        } catch (IllegalArgumentException e) {
                            throw new VarveException.InvalidRecord("column '" + c.name + "' uses '" + c.function
                                    + "' but its value is not a serialized " + describe(c.function) + ": "
                                    + e.getMessage());
                        }
                    }
                }
                return true;
        }
    }

    private boolean reachesRefusingGroup(InternalRow row) {
        if (refusingGroups == null) {
            return true;
        }
        for (SequenceGroup g : refusingGroups) {
            if (!g.order.allNull(row)) {
                return true;
            }
        }
        return false;
    }

    private static String describe(AggFunction f) {
        switch (f) {
            case RBM32: return "32-bit RoaringBitmap";
            case RBM64: return "64-bit Roaring64Bitmap";
            case HLL_SKETCH: return "DataSketches HLL sketch";
            default: return "DataSketches Theta sketch";
        }
    }

    static EngineWriteCheck of(EngineConfig cfg) {
        boolean dropUb = cfg.ignoreDelete || cfg.ignoreUpdateBefore;
        boolean dropD = cfg.ignoreDelete;
        String ub = null;
        String d = null;
        SequenceGroup[] refusing = null;
        switch (cfg.kind) {
            case DEDUPLICATE:
                break;
            case FIRST_ROW:
                ub = firstRow(RowKind.UPDATE_BEFORE);
                d = firstRow(RowKind.DELETE);
                break;
            case PARTIAL_UPDATE: {
                // remove-record-on-delete: -U is kept and ignored by the merge (not dropped here), so
                // the key still counts as written in this commit: lookup / full-compaction emit the
                // -U/+U pair of the unchanged row and the input changelog holds the -U, as in Paimon
                if (!cfg.groups.isEmpty()) {
                    // with sequence groups a -D is written, as in Paimon 1.4.2: the merge decides, and fails only
                    // when a -D that reaches a function that cannot retract (first_value, max, ...) meets another
                    // record of its key (a lone one passes through unmerged and reads as no row; with the lookup
                    // producer every record is merged); it may remove the row first
                    // (partial-update.remove-record-on-sequence-group): PartialUpdateMergeFunction#retractGroups.
                    // A -U reaching such a function stays refused here (SEMANTICS: Paimon commits it and a read
                    // that meets it fails; a lone one reads as nothing there, probe fix25/a16); one whose sequence is
                    // null in every group holding such a function skips them, in Paimon's merge too, and is written
                    // (fzat_1486, probe flink-oracle/probes/pu35)
                    String cols = nonRetractable(cfg.columns);
                    if (cols != null) {
                        ub = aggregation(cfg, RowKind.UPDATE_BEFORE, cols);
                        List<SequenceGroup> groups = new ArrayList<>();
                        for (SequenceGroup g : cfg.groups) {
                            for (ColumnSpec c : g.aggColumns) {
                                if (c.rejectsRetraction()) {
                                    groups.add(g);
                                    break;
                                }
                            }
                        }
                        refusing = groups.toArray(new SequenceGroup[0]);
                    }
                } else if (!cfg.partialRemoveOnDelete) {
                    ub = partialUpdate(RowKind.UPDATE_BEFORE);
                    d = partialUpdate(RowKind.DELETE);
                }
                break;
            }
            case AGGREGATION: {
                String cols = nonRetractable(cfg.columns);
                if (cols != null) {
                    ub = aggregation(cfg, RowKind.UPDATE_BEFORE, cols);
                    if (!cfg.aggRemoveOnDelete) {
                        d = aggregation(cfg, RowKind.DELETE, cols);
                    }
                }
                break;
            }
            default:
                throw new IllegalStateException(cfg.kind.name());
        }
        List<ColumnSpec> binary = new ArrayList<>();
        if (cfg.columns != null) {
            for (ColumnSpec c : cfg.columns) {
                if (c != null && (c.function == AggFunction.RBM32 || c.function == AggFunction.RBM64
                        || c.function == AggFunction.HLL_SKETCH || c.function == AggFunction.THETA_SKETCH)) {
                    binary.add(c);
                }
            }
        }
        return new EngineWriteCheck(ub, dropUb, d, dropD, binary.toArray(new ColumnSpec[0]), refusing);
    }

    private static String firstRow(RowKind kind) {
        return "merge-engine 'first-row' cannot accept " + Values.kindName(kind)
                + " records: it keeps the first row written per key; set 'first-row.ignore-delete' = 'true'"
                + " (or 'ignore-delete') to drop retractions"
                + (kind == RowKind.UPDATE_BEFORE ? ", or 'ignore-update-before' = 'true' to drop only -U" : "");
    }

    private static String partialUpdate(RowKind kind) {
        return "merge-engine 'partial-update' cannot accept " + Values.kindName(kind)
                + " records by default; choose one of: 'ignore-delete' = 'true' (alias 'partial-update.ignore-delete')"
                + " to drop retractions, 'partial-update.remove-record-on-delete' = 'true' to make -D remove the"
                + " whole row (-U is then ignored), or sequence groups ('fields.<seq>.sequence-group' = '<columns>') to"
                + " retract the columns of a group"
                + (kind == RowKind.UPDATE_BEFORE ? "; 'ignore-update-before' = 'true' drops only -U" : "");
    }

    private static String aggregation(EngineConfig cfg, RowKind kind, String cols) {
        StringBuilder sb = new StringBuilder("merge-engine '").append(cfg.kind).append("' cannot accept ")
                .append(Values.kindName(kind)).append(" records: ").append(cols)
                .append("; set 'fields.<column>.ignore-retract' = 'true' to ignore retractions for such a column,")
                .append(" or 'ignore-delete' = 'true' to drop all retractions");
        if (kind == RowKind.UPDATE_BEFORE) {
            sb.append(" ('ignore-update-before' = 'true' drops only -U)");
        } else if (cfg.kind == MergeEngineKind.AGGREGATION) {
            sb.append(", or 'aggregation.remove-record-on-delete' = 'true' to make -D remove the row");
        }
        return sb.toString();
    }

    /** "column 'a' uses aggregate function 'max', ..., which cannot retract", or null if none. */
    private static String nonRetractable(ColumnSpec[] columns) {
        List<String> parts = new ArrayList<>();
        if (columns != null) {
            for (ColumnSpec c : columns) {
                if (c != null && c.rejectsRetraction()) {
                    parts.add("column '" + c.name + "' uses aggregate function '" + c.function + "'");
                }
            }
        }
        if (parts.isEmpty()) {
            return null;
        }
        return String.join(", ", parts) + ", which cannot retract";
    }
}
