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
    }
}
