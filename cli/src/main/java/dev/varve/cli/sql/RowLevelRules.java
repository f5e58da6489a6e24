package dev.varve.cli.sql;

import dev.varve.kernel.options.CoreOptions;

import java.util.Map;

/**
 * Which primary-key tables take {@code DELETE} and {@code UPDATE} statements: the rules of Apache Paimon
 * 1.4.2's Flink sink (its batch-delete validation of the merge engine, its row-level update check). Input
 * filters such as {@code ignore-delete} play no part: they act on the records written, not on whether the
 * statement runs. Stateless.
 */
final class RowLevelRules {
    private RowLevelRules() {
    }

    /**
     * Why a table with these options refuses {@code DELETE}, or null if it takes it: deduplicate always;
     * partial-update with {@code partial-update.remove-record-on-delete} or
     * {@code partial-update.remove-record-on-sequence-group}; aggregation with
     * {@code aggregation.remove-record-on-delete}; first-row never.
     */
    static String deleteRefusal(Map<String, String> tableOptions) {
        CoreOptions options = CoreOptions.fromMap(tableOptions);
        switch (options.mergeEngine()) {
            case DEDUPLICATE:
                return null;
            case PARTIAL_UPDATE:
                if (options.partialUpdateRemoveRecordOnDelete()
                        || tableOptions.get(CoreOptions.PARTIAL_UPDATE_REMOVE_RECORD_ON_SEQUENCE_GROUP.key()) != null) {
                    return null;
                }
                return "merge-engine 'partial-update' does not support DELETE unless 'partial-update.remove-record-on-delete'"
                        + " = 'true' (without sequence groups) or 'partial-update.remove-record-on-sequence-group' is set"
                        + " (as in Paimon)";
            case AGGREGATE:
                return options.aggregationRemoveRecordOnDelete() ? null
                        : "merge-engine 'aggregation' does not support DELETE unless 'aggregation.remove-record-on-delete'"
                        + " = 'true' (as in Paimon)";
            default:
                return "merge-engine '" + options.mergeEngine().value() + "' does not support DELETE (as in Paimon, whatever"
                        + " 'ignore-delete' says)";
        }
    }

    /** Why a table with these options refuses {@code UPDATE}, or null: only deduplicate and partial-update take it. */
    static String updateRefusal(Map<String, String> tableOptions) {
        CoreOptions.MergeEngine engine = CoreOptions.fromMap(tableOptions).mergeEngine();
        if (engine == CoreOptions.MergeEngine.DEDUPLICATE || engine == CoreOptions.MergeEngine.PARTIAL_UPDATE) {
            return null;
        }
        return "merge-engine '" + engine.value() + "' does not support UPDATE"
                + " (as in Paimon, UPDATE runs on deduplicate and partial-update tables only)";
    }
}
