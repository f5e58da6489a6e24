package dev.varve.kernel.table;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

import java.io.Serializable;
import java.util.Arrays;
import java.util.Base64;

/**
 * Metadata of one immutable file of a bucket, as recorded in manifests (see METADATA_FORMAT.md).
 * Keys are normalized key bytes (base64 in JSON). Immutable.
 */
public final class DataFileMeta implements Serializable {
    private static final long serialVersionUID = 1L;

    /** A data file holds table rows of one LSM level; a changelog file holds a commit's changes. */
    public enum Kind {
        /** Rows of one LSM level (or of an append table). */
        DATA,
        /** A commit's changes, for streaming readers. */
        CHANGELOG,
        /** A dynamic-bucket key-hash index of one bucket (rowCount = number of key hashes). */
        INDEX
    }

    private final String fileName;
    private final Kind kind;
    private final long fileSize;
    private final long rowCount;
    private final long retractCount;
    private final byte[] minKey;
    private final byte[] maxKey;
    private final long minSequence;
    private final long maxSequence;
    private final long schemaId;
    private final int level;
    private final long creationTimeMillis;
    /**
     * Non-zero on a level-0 file of the lookup changelog producer with {@code lookup-wait = false}
     * whose changelog is not produced yet: the id of the checkpoint batch it belongs to (files of
     * one batch share it; batches are produced in increasing id order). Zero otherwise.
     */
    private final long changelogPendingBatch;
    /**
     * The path this process wrote the file at and its bucket directory, kept so that opening,
     * probing, evicting and deleting the file do not build the string again (a compaction input
     * asked twice or more). Not part of the metadata (neither JSON nor Java serialization); set
     * once by the writer before the metadata is shared (the holder's fields are final).
     */
    private transient volatile Located located;

    /** A file path and the directory it is in. */
    private static final class Located {
        final String dir;
        final String path;

        Located(String dir, String path) {
            this.dir = dir;
            this.path = path;
        }
    }

    @JsonCreator
    public DataFileMeta(@JsonProperty("fileName") String fileName,
                        @JsonProperty("kind") Kind kind,
                        @JsonProperty("fileSize") long fileSize,
                        @JsonProperty("rowCount") long rowCount,
                        @JsonProperty("retractCount") long retractCount,
                        @JsonProperty("minKey") String minKey,
                        @JsonProperty("maxKey") String maxKey,
                        @JsonProperty("minSequence") long minSequence,
                        @JsonProperty("maxSequence") long maxSequence,
                        @JsonProperty("schemaId") long schemaId,
                        @JsonProperty("level") int level,
                        @JsonProperty("creationTimeMillis") long creationTimeMillis,
                        @JsonProperty("changelogPendingBatch") Long changelogPendingBatch) {
        this(fileName, kind, fileSize, rowCount, retractCount, decode(minKey), decode(maxKey), minSequence, maxSequence,
                schemaId, level, creationTimeMillis, changelogPendingBatch == null ? 0 : changelogPendingBatch);
    }

    public DataFileMeta(String fileName, Kind kind, long fileSize, long rowCount, long retractCount, byte[] minKey,
                        byte[] maxKey, long minSequence, long maxSequence, long schemaId, int level,
                        long creationTimeMillis) {
        this(fileName, kind, fileSize, rowCount, retractCount, minKey, maxKey, minSequence, maxSequence, schemaId, level,
                creationTimeMillis, 0L);
    }

    private DataFileMeta(String fileName, Kind kind, long fileSize, long rowCount, long retractCount, byte[] minKey,
                         byte[] maxKey, long minSequence, long maxSequence, long schemaId, int level,
                         long creationTimeMillis, long changelogPendingBatch) {
        this.changelogPendingBatch = changelogPendingBatch;
        this.fileName = fileName;
        this.kind = kind;
        this.fileSize = fileSize;
        this.rowCount = rowCount;
        this.retractCount = retractCount;
        this.minKey = minKey;
        this.maxKey = maxKey;
        this.minSequence = minSequence;
        this.maxSequence = maxSequence;
        this.schemaId = schemaId;
        this.level = level;
        this.creationTimeMillis = creationTimeMillis;
    }

    private static byte[] decode(String s) {
        return s == null ? new byte[0] : Base64.getDecoder().decode(s);
    }

    @JsonProperty("fileName") public String fileName() { return fileName; }
    @JsonProperty("kind") public Kind kind() { return kind; }
    @JsonProperty("fileSize") public long fileSize() { return fileSize; }
    @JsonProperty("rowCount") public long rowCount() { return rowCount; }
    @JsonProperty("retractCount") public long retractCount() { return retractCount; }
    public byte[] minKey() { return minKey; }
    public byte[] maxKey() { return maxKey; }
    @JsonProperty("minKey") public String minKeyBase64() { return Base64.getEncoder().encodeToString(minKey); }
    @JsonProperty("maxKey") public String maxKeyBase64() { return Base64.getEncoder().encodeToString(maxKey); }
    @JsonProperty("minSequence") public long minSequence() { return minSequence; }
    @JsonProperty("maxSequence") public long maxSequence() { return maxSequence; }
    @JsonProperty("schemaId") public long schemaId() { return schemaId; }
    @JsonProperty("level") public int level() { return level; }
    @JsonProperty("creationTimeMillis") public long creationTimeMillis() { return creationTimeMillis; }

    /**
     * The rows Paimon 1.4.2 would store for this file of a table with {@code deletion-vectors.enabled}
     * ({@code deletionVectors}; else {@link #rowCount}): a data file above level 0 without its retractions.
     * Paimon drops every retraction in a compaction above level 0 of such a table and marks the older row of
     * its key in a deletion vector (COMPACTION.md "Deletion vectors", rule 1); Varve keeps the retraction as a
     * stored row in its place, which every read merges like the mark, so {@code $files}, {@code $snapshots}'
     * record counts and {@code $audit_log} leave it out (deletion-vector marks, version 4 of the layout).
     */
    public long paimonRowCount(boolean deletionVectors) {
        return deletionVectors && level > 0 && kind == Kind.DATA ? rowCount - retractCount : rowCount;
    }

    /** Whether this file holds nothing but such kept retractions: Paimon would store no file ({@link #paimonRowCount}). */
    public boolean onlyMarks(boolean deletionVectors) {
        return rowCount > 0 && paimonRowCount(deletionVectors) == 0;
    }

    /** See the field; omitted from JSON when zero. */
    @JsonProperty("changelogPendingBatch")
    @JsonInclude(JsonInclude.Include.NON_DEFAULT)
    public long changelogPendingBatch() { return changelogPendingBatch; }

    public DataFileMeta upgrade(int newLevel) {
        return new DataFileMeta(fileName, kind, fileSize, rowCount, retractCount, minKey, maxKey, minSequence,
                maxSequence, schemaId, newLevel, creationTimeMillis, changelogPendingBatch).sameFile(this);
    }

    /** This file marked as waiting for its lookup changelog in {@code batch} (0 clears the mark). */
    DataFileMeta withChangelogPendingBatch(long batch) {
        return new DataFileMeta(fileName, kind, fileSize, rowCount, retractCount, minKey, maxKey, minSequence,
                maxSequence, schemaId, level, creationTimeMillis, batch).sameFile(this);
    }

    /** A copy of {@code original}'s metadata that names the same file keeps its known path. */
    private DataFileMeta sameFile(DataFileMeta original) {
        located = original.located;
        return this;
    }

    /**
     * The path of this file in bucket directory {@code dir} ({@code dir + "/" + fileName}): the
     * path its writer recorded ({@link #writtenAt}) when that is in {@code dir}, else built (not
     * kept: metadata read from manifests does not grow by a path each). See {@link TablePaths#filePath}.
     */
    String pathIn(String dir) {
        Located l = located;
        if (l != null && (l.dir == dir || l.dir.equals(dir))) {
            return l.path;
        }
        return dir + "/" + fileName;
    }

    /** Records that this file was written at {@code path} in {@code dir} (its writer built the path already). */
    DataFileMeta writtenAt(String dir, String path) {
        int d = dir.length();
        if (path.length() != d + 1 + fileName.length() || !path.startsWith(dir) || path.charAt(d) != '/'
                || !path.endsWith(fileName)) {
            throw new IllegalArgumentException("path " + path + " is not file " + fileName + " in " + dir);
        }
        located = new Located(dir, path);
        return this;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof DataFileMeta)) {
            return false;
        }
        DataFileMeta m = (DataFileMeta) o;
        return fileName.equals(m.fileName) && level == m.level && kind == m.kind && fileSize == m.fileSize
                && rowCount == m.rowCount && Arrays.equals(minKey, m.minKey) && Arrays.equals(maxKey, m.maxKey);
    }

    @Override
    public int hashCode() {
        return fileName.hashCode() * 31 + level;
    }

    @Override
    public String toString() {
        return fileName + "{L" + level + ", rows=" + rowCount + ", seq=" + minSequence + ".." + maxSequence + "}";
    }
}
