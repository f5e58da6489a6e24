package dev.varve.kernel;

/** One live file of a snapshot, as {@code t$files} and {@code varve inspect} show it. */
public final class DataFileInfo {
    /** Partition as printed, e.g. {@code {20240108}} style values joined: {@code dt=20240108}; empty if none. */
    public final String partition;
    public final int bucket;
    public final String filePath;
    public final String fileFormat;
    public final long schemaId;
    public final int level;
    public final long recordCount;
    public final long fileSizeInBytes;
    public final long minSequenceNumber;
    public final long maxSequenceNumber;
    public final long creationTimeMillis;
    /** Rows of kind -U/-D in the file (Paimon's {@code deleteRowCount}); null when not known. */
    public final Long deleteRowCount;
    /** APPEND (written by a writer) or COMPACT (a compaction's output), Paimon's file source; null when not known. */
    public final String fileSource;
    /**
     * Per column of the table's current schema (by name, in name order), the file's count of SQL
     * NULLs; a column the file's schema lacks (added later) counts every row. Null when statistics were
     * not asked for ({@link Table#files(Long, boolean)}).
     */
    public final java.util.SortedMap<String, Long> nullValueCounts;
    /**
     * Per column of the current schema (by name, in name order), the file's smallest / largest
     * non-null value in its canonical class (see {@code InternalRow}); null when unknown (no non-null
     * value, nested types, values too long, a column the file lacks). Null when statistics were not asked for.
     */
    public final java.util.SortedMap<String, Object> minValues;
    public final java.util.SortedMap<String, Object> maxValues;
    /**
     * The smallest / largest primary key in the file, the values of the primary-key columns other
     * than partition columns, in key order; null for an append table or without statistics.
     */
    public final java.util.List<Object> minKey;
    public final java.util.List<Object> maxKey;

    public DataFileInfo(String partition, int bucket, String filePath, String fileFormat, long schemaId, int level,
                        long recordCount, long fileSizeInBytes, long minSequenceNumber, long maxSequenceNumber,
                        long creationTimeMillis) {
        this(partition, bucket, filePath, fileFormat, schemaId, level, recordCount, fileSizeInBytes, minSequenceNumber,
                maxSequenceNumber, creationTimeMillis, null, null);
    }

    public DataFileInfo(String partition, int bucket, String filePath, String fileFormat, long schemaId, int level,
                        long recordCount, long fileSizeInBytes, long minSequenceNumber, long maxSequenceNumber,
                        long creationTimeMillis, Long deleteRowCount, String fileSource) {
        this.partition = partition;
        this.bucket = bucket;
        this.filePath = filePath;
        this.fileFormat = fileFormat;
        this.schemaId = schemaId;
        this.level = level;
        this.recordCount = recordCount;
        this.fileSizeInBytes = fileSizeInBytes;
        this.minSequenceNumber = minSequenceNumber;
        this.maxSequenceNumber = maxSequenceNumber;
        this.creationTimeMillis = creationTimeMillis;
        this.deleteRowCount = deleteRowCount;
        this.fileSource = fileSource;
        this.nullValueCounts = null;
        this.minValues = null;
        this.maxValues = null;
        this.minKey = null;
        this.maxKey = null;
    }

    /** {@code base} with the file's column statistics and key range. */
    public DataFileInfo(DataFileInfo base, java.util.SortedMap<String, Long> nullValueCounts,
                        java.util.SortedMap<String, Object> minValues, java.util.SortedMap<String, Object> maxValues,
                        java.util.List<Object> minKey, java.util.List<Object> maxKey) {
        this.partition = base.partition;
        this.bucket = base.bucket;
        this.filePath = base.filePath;
        this.fileFormat = base.fileFormat;
        this.schemaId = base.schemaId;
        this.level = base.level;
        this.recordCount = base.recordCount;
        this.fileSizeInBytes = base.fileSizeInBytes;
        this.minSequenceNumber = base.minSequenceNumber;
        this.maxSequenceNumber = base.maxSequenceNumber;
        this.creationTimeMillis = base.creationTimeMillis;
        this.deleteRowCount = base.deleteRowCount;
        this.fileSource = base.fileSource;
        this.nullValueCounts = nullValueCounts;
        this.minValues = minValues;
        this.maxValues = maxValues;
        this.minKey = minKey;
        this.maxKey = maxKey;
    }
}
