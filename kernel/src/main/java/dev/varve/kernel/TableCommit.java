package dev.varve.kernel;

import java.util.List;
import java.util.Map;
import java.util.NavigableMap;

/** Publishes commit messages of one commit user as snapshots. */
public interface TableCommit extends AutoCloseable {

    /**
     * Publishes {@code messages} as one snapshot for checkpoint {@code identifier}, and the commit's own
     * compaction among them (the end of input's, the lookup layout's) as a second, COMPACT snapshot with the
     * same identifier. If this commit user already published {@code identifier} (a retry after failure),
     * publishes nothing (only the own compaction, when the data is the user's latest snapshot and the
     * compaction is not published) and returns the existing snapshot's id. Returns -1 if there was nothing
     * to publish.
     */
    long commit(long identifier, List<CommitMessage> messages);

    /**
     * Restore after a failure: commits those checkpoints this user has not published yet, in
     * identifier order (each its data snapshot, then its own compaction's, as {@link #commit}); the
     * last one, if only its data was published (a crash between the two), gets its compaction
     * published. Returns how many checkpoints' data were published.
     */
    int filterAndCommit(NavigableMap<Long, List<CommitMessage>> byIdentifier);

    /** Turns the next commit into an overwrite (see {@link TableWriter#withOverwrite}). */
    TableCommit withOverwrite(Map<String, String> staticPartition);

    @Override
    void close();
}
