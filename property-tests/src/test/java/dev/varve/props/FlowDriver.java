package dev.varve.props;

import dev.varve.row.GenericRow;

import java.util.List;
import java.util.Map;

/**
 * Executes {@link FlowCase} steps against one implementation (Varve or Apache Paimon 1.4.2). The
 * table is created by the constructor of an implementation. Data commits are numbered from 1 in
 * script order; snapshot ids are the implementation's own (Paimon may publish a COMPACT snapshot
 * after an APPEND one, SEMANTICS §7), so scripts name snapshots by commit number. Not thread-safe.
 */
interface FlowDriver extends AutoCloseable {

    /** Writes the rows (row kinds kept) and commits them as the next data commit. */
    void commit(List<GenericRow> rows);

    /** Fully compacts every partition and bucket written so far and commits the result. */
    void compact();

    /** The first snapshot id published by data commit {@code commitNo}. */
    long firstSnapshotOf(int commitNo);

    /** The last snapshot id published by data commit {@code commitNo} (its own compaction included). */
    long lastSnapshotOf(int commitNo);

    /** The rows of snapshot {@code snapshotId} (latest if null), every row as {@code +I}, unordered. */
    List<GenericRow> batchRead(Long snapshotId);

    /** Opens streaming read {@code name} with dynamic options (snapshot ids already resolved). */
    void openStream(String name, Map<String, String> options);

    /** Polls stream {@code name} until it has caught up with the latest snapshot; one list per non-empty poll. */
    List<List<GenericRow>> readStream(String name);

    /** Completes a checkpoint of stream {@code name}: its consumer (if any) records its progress. */
    void checkpointStream(String name);

    /** Expires snapshots as the expire_snapshots procedure does, with {@code retainMax} (null: the table's). */
    void expire(Integer retainMax);

    /** The retained snapshot ids, oldest first. */
    List<Long> snapshotIds();

    /** Per partition (printed), the number of distinct buckets holding data files in the latest snapshot. */
    Map<String, Integer> bucketCounts();

    @Override
    void close();
}
