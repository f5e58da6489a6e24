package dev.varve.kernel;

import java.util.List;
import java.util.Map;
import java.util.NavigableMap;

/** Publishes commit messages of one commit user as snapshots. */
public interface TableCommit extends AutoCloseable {

    /**
     * Publishes {@code messages} as one snapshot for checkpoint {@code identifier}. If this commit user
     * already published {@code identifier} (a retry after failure), publishes nothing and returns the
     * existing snapshot's id. Returns -1 if there was nothing to publish.
     */
    long commit(long identifier, List<CommitMessage> messages);

    /**
     * Restore after a failure: commits those checkpoints this user has not published yet, in
     * identifier order, each as one snapshot; returns how many were published.
     */
    int filterAndCommit(NavigableMap<Long, List<CommitMessage>> byIdentifier);

    /** Turns the next commit into an overwrite (see {@link TableWriter#withOverwrite}). */
    TableCommit withOverwrite(Map<String, String> staticPartition);

    @Override
    void close();
}
