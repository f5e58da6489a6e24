package dev.varve.kernel;

import java.util.List;

/**
 * One deletion-vector index file of a snapshot (a bucket of a primary-key table with
 * {@code deletion-vectors.enabled}), as {@code t$table_indexes} lists Apache Paimon's {@code DELETION_VECTORS} index.
 */
public final class DeletionVectorIndexInfo {
    /** Partition as printed (see {@link DataFileInfo#partition}); empty if none. */
    public final String partition;
    public final int bucket;
    public final String fileName;
    public final long fileSizeInBytes;
    /** One entry per data file with a vector, in data file name order. */
    public final List<Range> ranges;

    public DeletionVectorIndexInfo(String partition, int bucket, String fileName, long fileSizeInBytes,
                                   List<Range> ranges) {
        this.partition = partition;
        this.bucket = bucket;
        this.fileName = fileName;
        this.fileSizeInBytes = fileSizeInBytes;
        this.ranges = List.copyOf(ranges);
    }

    /** A data file's vector: its name, the entry's byte offset and length in the index file, its marked rows. */
    public static final class Range {
        public final String dataFile;
        public final int offset;
        public final int length;
        public final long cardinality;

        public Range(String dataFile, int offset, int length, long cardinality) {
            this.dataFile = dataFile;
            this.offset = offset;
            this.length = length;
            this.cardinality = cardinality;
        }
    }
}
