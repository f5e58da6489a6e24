package dev.varve.kernel.table;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;

import java.io.Serializable;

/** One change to the set of live files: a file ADDed to or DELETEd from a bucket of a partition. */
public final class ManifestEntry implements Serializable {
    private static final long serialVersionUID = 1L;

    public enum Kind { ADD, DELETE }

    /** Why a file was added: new data of a write, or the output of a compaction (not new data). */
    public enum Source { WRITE, COMPACT }

    private final Kind kind;
    private final Partition partition;
    private final int bucket;
    private final int totalBuckets;
    private final DataFileMeta file;
    private final Source source;
    /** Where the file came from when it differs from {@link #source}: a re-added (upgraded) writer's file. */
    private final Source fileSource;

    public ManifestEntry(Kind kind, Partition partition, int bucket, int totalBuckets, DataFileMeta file) {
        this(kind, partition, bucket, totalBuckets, file, Source.WRITE);
    }

    public ManifestEntry(Kind kind, Partition partition, int bucket, int totalBuckets, DataFileMeta file, Source source) {
        this(kind, partition, bucket, totalBuckets, file, source, null);
    }

    @JsonCreator
    public ManifestEntry(@JsonProperty("kind") Kind kind, @JsonProperty("partition") Partition partition,
                         @JsonProperty("bucket") int bucket, @JsonProperty("totalBuckets") int totalBuckets,
                         @JsonProperty("file") DataFileMeta file, @JsonProperty("source") Source source,
                         @JsonProperty("fileSource") Source fileSource) {
        this.kind = kind;
        this.partition = partition == null ? Partition.EMPTY : partition;
        this.bucket = bucket;
        this.totalBuckets = totalBuckets;
        this.file = file;
        this.source = source == null ? Source.WRITE : source;
        this.fileSource = fileSource == this.source ? null : fileSource;
    }

    @JsonProperty("kind") public Kind kind() { return kind; }
    @JsonProperty("partition") public Partition partition() { return partition; }
    @JsonProperty("bucket") public int bucket() { return bucket; }
    @JsonProperty("totalBuckets") public int totalBuckets() { return totalBuckets; }
    @JsonProperty("file") public DataFileMeta file() { return file; }
    @JsonProperty("source") public Source source() { return source; }
    /** The recorded origin when it differs from {@link #source()}, else null (METADATA_FORMAT.md). */
    @JsonProperty("fileSource") public Source fileSourceField() { return fileSource; }

    /**
     * Where the file itself came from (Paimon's file source): WRITE for a writer's file, COMPACT for a
     * compaction's output. Differs from {@link #source()} for a writer's file re-added at another level
     * (an upgrade), whose entry is COMPACT for streaming readers.
     */
    public Source fileSource() {
        return fileSource != null ? fileSource : source;
    }

    /** Identity of the file this entry is about (partition, bucket, file name). */
    public FileKey fileKey() {
        return new FileKey(partition, bucket, file.fileName());
    }

    /** (partition, bucket, file name): what ADD and DELETE entries match on. */
    public static final class FileKey {
        final Partition partition;
        final int bucket;
        final String fileName;

        FileKey(Partition partition, int bucket, String fileName) {
            this.partition = partition;
            this.bucket = bucket;
            this.fileName = fileName;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof FileKey)) {
                return false;
            }
            FileKey k = (FileKey) o;
            return bucket == k.bucket && fileName.equals(k.fileName) && partition.equals(k.partition);
        }

        @Override
        public int hashCode() {
            // Objects.hash(partition, bucket, fileName) without its varargs array
            int h = 31 + partition.hashCode();
            h = 31 * h + bucket;
            return 31 * h + fileName.hashCode();
        }
    }

    @Override
    public String toString() {
        return kind + " " + partition + "/" + bucket + "/" + file;
    }
}
