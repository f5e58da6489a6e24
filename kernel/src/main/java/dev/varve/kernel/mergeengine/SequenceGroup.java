package dev.varve.kernel.mergeengine;

/**
 * A partial-update sequence group ({@code 'fields.<g1>[,<g2>...].sequence-group' = '<columns>'}):
 * its sequence fields, the columns they guard, and whether a -D whose group sequence is at least
 * the stored one removes the whole row ({@code partial-update.remove-record-on-sequence-group}).
 * Immutable.
 */
final class SequenceGroup {
    final String optionKey;
    final SequenceOrder order;
    /** Guarded columns without an aggregate function: overwritten, nulls included. */
    final int[] plainColumns;
    /** Guarded columns with an aggregate function. */
    final ColumnSpec[] aggColumns;
    final boolean removesRowOnDelete;

    SequenceGroup(String optionKey, SequenceOrder order, int[] plainColumns, ColumnSpec[] aggColumns,
                  boolean removesRowOnDelete) {
        this.optionKey = optionKey;
        this.order = order;
        this.plainColumns = plainColumns;
        this.aggColumns = aggColumns;
        this.removesRowOnDelete = removesRowOnDelete;
    }

    int[] sequenceFields() {
        return order.fields();
    }
}
