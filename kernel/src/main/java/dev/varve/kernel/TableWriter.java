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
     * {@link #lookup} for callers that read the row and drop it: the same result, as a read-only view the writer
     * reuses. <b>Reuse contract</b>: the returned row stays valid until the next call of any method of this writer
     * (the next {@code lookupView} or {@code lookup}, a {@code write}, {@code prepareCommit}, {@code commit},
     * {@code abort} or {@code close}); after that it may show another key's row or fail. A caller that keeps the
     * row, or hands it to another thread, copies it first ({@code GenericRow.copyOf}). The view must not be
     * modified (its row kind included). null if absent.
     *
     * <p>A get of a table whose newest version decides (the {@code deduplicate} merge engine without
     * {@code sequence.field}, {@code ignore-delete} or {@code ignore-update-before}), with fixed or dynamic buckets or
     * cross-partition (the key → partition index), unpartitioned or partitioned by columns of any type, allocates
     * nothing when it finds the key in the write buffer or in a page the lookup cache holds (after that page's first
     * get) (the key is encoded into a buffer the writer reuses, the key row is read through its primitive getters,
     * the partition is found by its columns' encoding among those gets asked for before, and a dynamic-bucket or
     * cross-partition key's bucket through the off-heap key index): a caller whose key row does not box (not a
     * {@code GenericRow} of boxed values; a key column of DECIMAL with more than 18 digits is read as a
     * {@code BigDecimal}) gets a point lookup without garbage (a FLOAT or DOUBLE partition value {@code -0.0} too:
     * it has its own cached partition, apart from {@code 0.0}). A get of a {@code first-row} table whose pages the
     * lookup cache holds allocates nothing either, however many versions of the key its files hold, and so does such
     * a get of a {@code deduplicate} table with {@code sequence.field}, {@code ignore-delete} or
     * {@code ignore-update-before} (the winning version handed out as it is, without a deletion-vector mark to weigh)
     * and of a {@code partial-update} or {@code aggregation} table, with {@code sequence.field}, {@code ignore-delete}
     * or {@code ignore-update-before} too (the versions are views of the cached pages in holders the writer reuses; a
     * key's lone add is handed out as it is where the engine passes lone versions through, i.e. without the
     * {@code lookup} changelog producer; several versions are merged by the writer's one merge function, which keeps
     * them as they are, without a copy, until this get's result is done with). A page read from disk (or one the
     * lookup cache does not keep) and files of an older schema allocate as {@link #lookup} does.
     */
    default InternalRow lookupView(InternalRow keyRow) {
        return lookup(keyRow);
    }

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
