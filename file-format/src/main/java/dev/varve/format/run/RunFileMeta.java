package dev.varve.format.run;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * What a run file's footer says about it: size, row counts, key and sequence ranges, per-column
 * statistics. Returned by {@link RunWriter#finish()} and {@link RunReader#meta()}. Immutable and
 * serializable; JavaBean getters and a {@code @ConstructorProperties} constructor, so Jackson
 * reads and writes it without annotations of its own (column statistics hold canonical values as
 * {@code Object}: a JSON round trip keeps their text, not their Java class). Keys are normalized key bytes compared unsigned;
 * minKey/maxKey are null for a file with no rows. Byte arrays are returned as copies.
 */
public final class RunFileMeta implements Serializable {
    private static final long serialVersionUID = 1L;

    private final String fileName;
    private final long fileSize;
    private final long rowCount;
    private final long retractCount;
    private final byte[] minKey;
    private final byte[] maxKey;
    private final long minSequence;
    private final long maxSequence;
    private final List<ColumnStats> columnStats;
    private final long creationTimeMillis;
    private final int formatVersion;
    private final int pageCount;
    private final String compression;

    @java.beans.ConstructorProperties({"fileName", "fileSize", "rowCount", "retractCount", "minKey", "maxKey",
        "minSequence", "maxSequence", "columnStats", "creationTimeMillis", "formatVersion", "pageCount", "compression"})
    public RunFileMeta(String fileName, long fileSize, long rowCount, long retractCount, byte[] minKey, byte[] maxKey,
                       long minSequence, long maxSequence, List<ColumnStats> columnStats, long creationTimeMillis,
                       int formatVersion, int pageCount, String compression) {
        this.fileName = Objects.requireNonNull(fileName, "fileName");
        this.fileSize = fileSize;
        this.rowCount = rowCount;
        this.retractCount = retractCount;
        this.minKey = minKey == null ? null : minKey.clone();
        this.maxKey = maxKey == null ? null : maxKey.clone();
        this.minSequence = minSequence;
        this.maxSequence = maxSequence;
        this.columnStats = Collections.unmodifiableList(new ArrayList<>(columnStats));
        this.creationTimeMillis = creationTimeMillis;
        this.formatVersion = formatVersion;
        this.pageCount = pageCount;
        this.compression = compression;
    }

    /** The file's name (last path element). */
    public String getFileName() { return fileName; }
    public long getFileSize() { return fileSize; }
    public long getRowCount() { return rowCount; }
    /** Rows of kind -U or -D. */
    public long getRetractCount() { return retractCount; }
    public byte[] getMinKey() { return minKey == null ? null : minKey.clone(); }
    public byte[] getMaxKey() { return maxKey == null ? null : maxKey.clone(); }
    /** Smallest sequence number, or Long.MAX_VALUE for an empty file. */
    public long getMinSequence() { return minSequence; }
    /** Largest sequence number, or Long.MIN_VALUE for an empty file. */
    public long getMaxSequence() { return maxSequence; }
    /** One entry per value column, in column order. */
    public List<ColumnStats> getColumnStats() { return columnStats; }
    public long getCreationTimeMillis() { return creationTimeMillis; }
    public int getFormatVersion() { return formatVersion; }
    public int getPageCount() { return pageCount; }
    /** The page codec the writer was asked for (none, lz4, zstd). */
    public String getCompression() { return compression; }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof RunFileMeta)) {
            return false;
        }
        RunFileMeta m = (RunFileMeta) o;
        return fileName.equals(m.fileName) && fileSize == m.fileSize && rowCount == m.rowCount
                && retractCount == m.retractCount && Arrays.equals(minKey, m.minKey) && Arrays.equals(maxKey, m.maxKey)
                && minSequence == m.minSequence && maxSequence == m.maxSequence && columnStats.equals(m.columnStats)
                && creationTimeMillis == m.creationTimeMillis && formatVersion == m.formatVersion
                && pageCount == m.pageCount && Objects.equals(compression, m.compression);
    }

    @Override
    public int hashCode() {
        return Objects.hash(fileName, fileSize, rowCount, minSequence, maxSequence);
    }

    @Override
    public String toString() {
        return "RunFileMeta{" + fileName + ", " + fileSize + " bytes, " + rowCount + " rows (" + retractCount
                + " retract), " + pageCount + " pages, seq " + minSequence + ".." + maxSequence + ", v"
                + formatVersion + ", " + compression + ", " + columnStats + "}";
    }
}
