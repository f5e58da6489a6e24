package dev.varve.kernel.mergeengine;

import dev.varve.row.InternalRow;

/**
 * The write-time filter of a primary-key table's merge engine (SEMANTICS §2, §3 input filters):
 * called for every record before it is buffered, with the record's row kind in
 * {@link InternalRow#getRowKind()}.
 *
 * <p>Implementations are immutable and thread-safe; they keep no reference to the row.
 */
@FunctionalInterface
public interface WriteCheck {
    /**
     * Whether to keep the record.
     *
     * @return {@code false} to drop it silently (an input filter such as {@code ignore-delete})
     * @throws dev.varve.kernel.VarveException.InvalidRecord when the table cannot take it (a
     *     retraction the engine or a column's aggregate function cannot handle, or a value an
     *     aggregate function could never read); the message names the cause and the options that
     *     would allow it
     */
    boolean accept(InternalRow row);
}
