package dev.varve.kernel;

import dev.varve.row.InternalRow;

import java.util.List;
import java.util.Map;

/**
 * Writes rows of all partitions and buckets of one table under one memory budget. Not
 * thread-safe: one writer per thread. Nothing written is visible to readers until committed;
 * the writer itself reads its own writes through {@link #lookup}.
 *
 * <p>A write that fails validation throws {@link VarveException.InvalidRecord} and leaves the
 * writer usable; a caller wanting statement atomicity (the CLI) discards the writer with
 * {@link #abort()} so nothing of the statement becomes visible.
 */
public interface TableWriter extends AutoCloseable {

    /**
     * Writes one record; its row kind is {@code row.getRowKind()}, or with {@code rowkind.field} the value of that
     * column, which this call then sets as the row's kind. The row may be reused after return.
     */
    void write(InternalRow row);

    /**
     * Makes this writer an overwrite: its commit replaces the whole table ({@code staticPartition}
     * empty and dynamic partition overwrite off), the given static partition, or (with
     * {@code dynamic-partition-overwrite}, the default) only the partitions it writes.
     */
    TableWriter withOverwrite(Map<String, String> staticPartition);

    /** Point lookup by primary key (key columns in the full row's positions), seeing own writes; null if absent. */
    InternalRow lookup(InternalRow keyRow);

    /**
     * Flushes what is buffered and returns what must be published for checkpoint {@code identifier}
     * (data files, changelog files, index changes) without publishing anything.
     */
    List<CommitMessage> prepareCommit(long identifier);

    /** prepareCommit + commit with this writer's user. Returns the new snapshot id, or -1 if nothing changed. */
    long commit(long identifier);

    /** Drops everything not committed, deletes files written for it, closes. */
    void abort();

    @Override
    void close();
}
