package dev.varve.kernel;

import java.util.List;

/**
 * A data or changelog manifest of a snapshot as {@code t$manifests} shows it (Apache Paimon 1.4.2's columns): the
 * manifest file, its file entries and the range of their partitions.
 */
public final class ManifestInfo {
    public final String fileName;
    /** The manifest file's size in bytes (Varve's JSON manifest, not Paimon's Avro one). */
    public final long fileSize;
    /** ADD entries of data (or changelog) files. */
    public final long numAddedFiles;
    /** DELETE entries of data files. */
    public final long numDeletedFiles;
    /** The schema the committer that wrote the manifest wrote with. */
    public final long schemaId;
    /**
     * Per partition column, the smallest value among the manifest's files (as printed, null when every one is
     * NULL); empty for an unpartitioned table.
     */
    public final List<String> minPartitionValues;
    /** As {@link #minPartitionValues}, the largest. */
    public final List<String> maxPartitionValues;

    public ManifestInfo(String fileName, long fileSize, long numAddedFiles, long numDeletedFiles, long schemaId,
                        List<String> minPartitionValues, List<String> maxPartitionValues) {
        this.fileName = fileName;
        this.fileSize = fileSize;
        this.numAddedFiles = numAddedFiles;
        this.numDeletedFiles = numDeletedFiles;
        this.schemaId = schemaId;
        this.minPartitionValues = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(minPartitionValues));
        this.maxPartitionValues = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(maxPartitionValues));
    }
}
