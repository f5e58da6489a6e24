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

    public DataFileInfo(String partition, int bucket, String filePath, String fileFormat, long schemaId, int level,
                        long recordCount, long fileSizeInBytes, long minSequenceNumber, long maxSequenceNumber,
                        long creationTimeMillis) {
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
    }
}
