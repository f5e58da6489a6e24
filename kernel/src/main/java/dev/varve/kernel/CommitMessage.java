package dev.varve.kernel;

import java.io.Serializable;

/**
 * What one writer produced for one bucket of one partition in one checkpoint: new files, files
 * compacted away, changelog files and index changes. Serializable so a distributed runtime can
 * ship it to the committer. Opaque to callers.
 */
public interface CommitMessage extends Serializable {
    /** The partition values, as printed, e.g. {@code dt=20240108}; empty for unpartitioned tables. */
    String partitionPath();

    int bucket();

    boolean isEmpty();
}
