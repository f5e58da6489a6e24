package dev.varve.props;

import dev.varve.row.GenericRow;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Executes {@link FlowCase} steps against one implementation (Varve or Apache Paimon 1.4.2). The
 * table is created by the constructor of an implementation. Data commits are numbered from 1 in
 * script order; snapshot ids are the implementation's own (Paimon may publish a COMPACT snapshot
 * after an APPEND one, SEMANTICS §7), so scripts name snapshots by commit number. Not thread-safe.
 */
abstract class FlowDriver implements AutoCloseable {
    /** Data commit number → {first, last} snapshot id it published. */
    private final Map<Integer, long[]> commitSnapshots = new HashMap<>();

    /** Records the next data commit: it published the snapshots after {@code latestBefore} up to {@code latestAfter}. */
    protected final void recordCommit(long latestBefore, long latestAfter) {
        commitSnapshots.put(commitSnapshots.size() + 1, new long[] {latestBefore + 1, latestAfter});
    }

    private long[] snapshotsOf(int commitNo) {
        long[] ids = commitSnapshots.get(commitNo);
        if (ids == null) {
            throw new IllegalArgumentException("no data commit " + commitNo + " (commits: " + commitSnapshots.size() + ")");
        }
        return ids;
    }

    /** The first snapshot id published by data commit {@code commitNo}. */
    final long firstSnapshotOf(int commitNo) {
        return snapshotsOf(commitNo)[0];
    }

    /** The last snapshot id published by data commit {@code commitNo} (its own compaction included). */
    final long lastSnapshotOf(int commitNo) {
        return snapshotsOf(commitNo)[1];
    }

    /** Writes the rows (row kinds kept) and commits them as the next data commit. */
    abstract void commit(List<GenericRow> rows);

    /** Fully compacts every partition and bucket written so far and commits the result. */
    abstract void compact();

    /** The rows of snapshot {@code snapshotId} (latest if null), every row as {@code +I}, unordered. */
    abstract List<GenericRow> batchRead(Long snapshotId);

    /** Opens streaming read {@code name} with dynamic options (snapshot ids already resolved). */
    abstract void openStream(String name, Map<String, String> options);

    /** Polls stream {@code name} until it has caught up with the latest snapshot; one list per non-empty poll. */
    abstract List<List<GenericRow>> readStream(String name);

    /** Completes a checkpoint of stream {@code name}: its consumer (if any) records its progress. */
    abstract void checkpointStream(String name);

    /** Expires snapshots as the expire_snapshots procedure does, with {@code retainMax} (null: the table's). */
    abstract void expire(Integer retainMax);

    /** The retained snapshot ids, oldest first. */
    abstract List<Long> snapshotIds();

    /** Per partition (printed), the number of distinct buckets holding data files in the latest snapshot. */
    abstract Map<String, Integer> bucketCounts();

    @Override
    public abstract void close();
}
