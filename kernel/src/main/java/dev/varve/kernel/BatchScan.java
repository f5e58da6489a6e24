package dev.varve.kernel;

import java.util.Map;

/**
 * A batch read of one snapshot: every key once, merged by the table's merge engine. A scan is
 * configured, then read; it is not thread-safe, and each {@link #read()} plans anew.
 */
public interface BatchScan {
    /** How {@link #withFilter} compares a column's value with the given value. */
    enum Comparison {
        EQUAL("="), LESS_THAN("<"), LESS_OR_EQUAL("<="), GREATER_THAN(">"), GREATER_OR_EQUAL(">=");

        private final String symbol;

        Comparison(String symbol) {
            this.symbol = symbol;
        }

        /** The SQL operator, e.g. {@code <=}. */
        public String symbol() {
            return symbol;
        }
    }

    /** Reads only these columns (positions in the table's row type), in this order. */
    BatchScan withProjection(int[] columns);

    /** Reads only partitions whose values (as printed) equal these. */
    BatchScan withPartitionFilter(Map<String, String> partition);

    /**
     * Keeps only rows whose column {@code column} compares to {@code value} as {@code op}, in SQL
     * order ({@link dev.varve.row.ValueComparator}); a NULL column value never matches. Calls
     * combine with AND. {@code value} must be a non-null value of the column's type in the value
     * model (e.g. a Long for BIGINT). Rows are filtered after the merge, so the result always
     * equals the unfiltered scan filtered in memory; the filter also prunes the plan: partitions
     * whose values fail it, for fixed-bucket tables the buckets an equality on every bucket-key
     * column excludes, and, for primary-key tables, files whose key range misses the key range
     * the primary-key comparisons allow (read files seek to that range).
     *
     * <p>The default implementation, for scans that cannot filter, throws
     * UnsupportedOperationException (callers that only want pruning may then filter themselves).
     *
     * @throws VarveException if the column does not exist, is not atomic, or the value is null or
     *         not a value of the column's type
     */
    default BatchScan withFilter(String column, Comparison op, Object value) {
        throw new UnsupportedOperationException(getClass().getName() + " does not support scan filters");
    }

    /**
     * Reads only what full compaction produced, as Apache Paimon's read-optimized system table
     * {@code t$ro}: for a primary-key table the data files on the bottom level ({@code num-levels} - 1),
     * so rows written since the last full compaction of their bucket are not seen (cheap: those
     * files hold each key once, no merge with newer levels); for an append table every file.
     * Incremental reads ({@code incremental-between...}) are refused when read.
     */
    default BatchScan withReadOptimized() {
        throw new UnsupportedOperationException(getClass().getName() + " does not support read-optimized scans");
    }

    /**
     * The partitions holding data files in the snapshot this scan reads (its partition filter and
     * scan filter not applied), each as partition column → value as partition paths print it (null
     * for SQL NULL), in partition order; empty for an unpartitioned or empty table. A caller may
     * then read one partition at a time ({@link #withPartitionFilter} with such a map), e.g. to know
     * the partition a row was read from. The default implementation, for scans that cannot list
     * their partitions (incremental and fallback-branch reads), throws UnsupportedOperationException.
     */
    default java.util.List<Map<String, String>> partitions() {
        throw new UnsupportedOperationException(getClass().getName() + " does not list its partitions");
    }

    /** Reads snapshot {@code id} instead of the latest. */
    BatchScan withSnapshot(long id);

    /**
     * Rows as {@code +I} (Flink's batch semantics). The plan (snapshot, files) is fixed here. With
     * {@code scan.read-ahead}, a scan whose files total at least {@code file-reader-async-threshold}
     * reads ahead on background threads (same rows, same order); closing the reader stops them.
     */
    RecordReader read();

    /** Rows with the row kind their merged record carries ({@code $audit_log}). */
    RecordReader readWithRowKinds();

    /**
     * Rows as Apache Paimon 1.4.2's batch split read hands them to a Flink job (a streaming read's
     * initial full snapshot, {@code scan.bounded}): per bucket, a raw-convertible one (one file
     * without retractions, or files all above level 0 without retractions on one level, or any
     * levels with deletion vectors or the first-row engine) as {@code +I} rows, any other with its
     * merged record's kind ({@code +I} or {@code +U}); retractions left out. Incremental reads
     * ({@code incremental-between...}) as {@link #read()}. The default implementation, for scans
     * without merge levels, is {@link #read()}.
     */
    default RecordReader readWithSplitKinds() {
        return read();
    }

    /** The snapshot this scan reads, or null for an empty table. */
    SnapshotInfo snapshot();
}
