package dev.varve.kernel.table;

import dev.varve.kernel.CommitMessage;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What one bucket writer produced in one checkpoint. {@code newFiles} are level-0 (or append)
 * files of new data; {@code compactBefore} / {@code compactAfter} a compaction's inputs and
 * outputs (published only if every input is still live); {@code changelogFiles} the commit's
 * changelog; {@code indexBefore} / {@code indexAfter} replaced dynamic-bucket index files.
 */
public final class CommitMessageImpl implements CommitMessage {
    private static final long serialVersionUID = 1L;

    final Partition partition;
    final String partitionPath;
    final int bucket;
    final int totalBuckets;
    final List<DataFileMeta> newFiles;
    final List<DataFileMeta> compactBefore;
    final List<DataFileMeta> compactAfter;
    final List<DataFileMeta> changelogFiles;
    final List<DataFileMeta> indexBefore;
    final List<DataFileMeta> indexAfter;
    /**
     * The commit's own compaction ({@link BucketWriter#commitCompaction}: the end of input's, the lookup layout's at
     * every commit, with its changelog): published by the same commit call as a second, {@code COMPACT} snapshot
     * after the data's, with the same identifier.
     */
    boolean commitCompaction;
    /**
     * The deletion-vector marks each compaction of {@code compactAfter} counted as it wrote (in memory only: a
     * message read back from bytes has none, and the committer reads the outputs instead); empty: none counted.
     */
    transient List<DeletionVectorIndex.Marks> dvMarks = Collections.emptyList();

    public CommitMessageImpl(Partition partition, String partitionPath, int bucket, int totalBuckets,
                             List<DataFileMeta> newFiles, List<DataFileMeta> compactBefore,
                             List<DataFileMeta> compactAfter, List<DataFileMeta> changelogFiles,
                             List<DataFileMeta> indexBefore, List<DataFileMeta> indexAfter) {
        this.partition = partition;
        this.partitionPath = partitionPath;
        this.bucket = bucket;
        this.totalBuckets = totalBuckets;
        this.newFiles = copy(newFiles);
        this.compactBefore = copy(compactBefore);
        this.compactAfter = copy(compactAfter);
        this.changelogFiles = copy(changelogFiles);
        this.indexBefore = copy(indexBefore);
        this.indexAfter = copy(indexAfter);
    }

    CommitMessageImpl asCommitCompaction() {
        this.commitCompaction = true;
        return this;
    }

    CommitMessageImpl withDeletionVectorMarks(List<DeletionVectorIndex.Marks> marks) {
        this.dvMarks = marks.isEmpty() ? Collections.emptyList() : List.copyOf(marks);
        return this;
    }

    /** The counted marks ({@link #dvMarks}), none after a round trip through bytes. */
    List<DeletionVectorIndex.Marks> deletionVectorMarks() {
        return dvMarks == null ? Collections.emptyList() : dvMarks;
    }

    private static List<DataFileMeta> copy(List<DataFileMeta> l) {
        if (l == null || l.isEmpty()) {
            return Collections.emptyList();
        }
        // one object for the common single file (a flush's file per bucket and checkpoint)
        return l.size() == 1 ? Collections.singletonList(l.get(0)) : Collections.unmodifiableList(new ArrayList<>(l));
    }

    @Override
    public String partitionPath() {
        return partitionPath;
    }

    @Override
    public int bucket() {
        return bucket;
    }

    public Partition partition() {
        return partition;
    }

    @Override
    public boolean isEmpty() {
        return newFiles.isEmpty() && compactBefore.isEmpty() && compactAfter.isEmpty() && changelogFiles.isEmpty()
                && indexBefore.isEmpty() && indexAfter.isEmpty();
    }

    boolean hasCompaction() {
        return !compactBefore.isEmpty() || !compactAfter.isEmpty();
    }

    @Override
    public String toString() {
        return "CommitMessage{" + partitionPath + "/bucket-" + bucket + ", new=" + newFiles + ", before=" + compactBefore
                + ", after=" + compactAfter + ", changelog=" + changelogFiles + "}";
    }
}
