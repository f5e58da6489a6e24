package dev.varve.kernel;

import java.util.Map;

/** A batch read of one snapshot: every key once, merged by the table's merge engine. */
public interface BatchScan {
    /** Reads only these columns (positions in the table's row type), in this order. */
    BatchScan withProjection(int[] columns);

    /** Reads only partitions whose values (as printed) equal these. */
    BatchScan withPartitionFilter(Map<String, String> partition);

    /** Reads snapshot {@code id} instead of the latest. */
    BatchScan withSnapshot(long id);

    /** Rows as {@code +I} (Flink's batch semantics). */
    RecordReader read();

    /** Rows with the row kind their merged record carries ({@code $audit_log}). */
    RecordReader readWithRowKinds();

    /** The snapshot this scan reads, or null for an empty table. */
    SnapshotInfo snapshot();
}
