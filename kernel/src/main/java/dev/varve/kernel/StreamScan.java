package dev.varve.kernel;

import dev.varve.row.InternalRow;

import java.util.List;

/**
 * A streaming read of a table's changes from a start position ({@code scan.mode},
 * {@code scan.snapshot-id}, {@code scan.timestamp-millis}, or a consumer's progress when
 * {@code consumer-id} is set and has progress). Each {@link #poll()} returns the changes of the
 * next snapshot (or the initial full snapshot as {@code +I} rows), row kinds set, per key in
 * change order.
 */
public interface StreamScan extends AutoCloseable {
    /** The next batch of changes, or null when caught up with the latest snapshot. */
    List<InternalRow> poll();

    /** The snapshot id the next poll will read (the scan's checkpointable state). */
    long nextSnapshotId();

    /** Restores a position taken from {@link #nextSnapshotId()}. */
    void restore(long nextSnapshotId);

    /** Records progress for {@code consumer-id} (if set): the next snapshot this consumer needs. */
    void notifyCheckpointComplete();

    @Override
    void close();
}
