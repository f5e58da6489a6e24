package dev.varve.props;

import org.junit.jupiter.api.Assumptions;

/**
 * Varve deviations from SEMANTICS.md / the FileIO contract that these tests found and that are still
 * open. By default the generators leave out the inputs that hit them and the tests pinning them are
 * skipped (reported as skipped, with the reason), so everything else keeps guarding the build;
 * {@code -Dknown.varve.bugs=include} generates and runs them all. Remove an entry once fixed.
 */
final class KnownVarveBugs {
    /** SEMANTICS §3/§4: merge results must not depend on compaction; a late record loses. */
    static final String DEDUPLICATE_SEQUENCE_TOMBSTONE =
            "deduplicate + sequence.field: a compaction into the last level drops a delete, so a later record "
                    + "with a lower sequence.field value brings the key back (result depends on compaction)";

    /** FileIO contract: a created file's name is durable only after syncDirectory of its parent. */
    static final String NO_DIRECTORY_SYNC =
            "commits never call FileIO.syncDirectory: after a power loss the latest snapshot can reference "
                    + "manifest/data files whose directory entries were never made durable";

    /** SEMANTICS §5: full-compaction changelog every 'full-compaction.delta-commits' = N commits. */
    static final String FULL_COMPACTION_DELTA_PER_BUCKET_WRITER =
            "full-compaction.delta-commits > 1 is counted per bucket writer in memory: a bucket first written later "
                    + "is compacted (and its changelog produced) later than Paimon's every-N-checkpoints, and a new "
                    + "writer starts counting from 0, so with a writer per commit no changelog is ever produced";

    private KnownVarveBugs() {
    }

    static boolean included() {
        return "include".equals(System.getProperty("known.varve.bugs"));
    }

    /** Skips the calling test unless known bugs are included. */
    static void assumeIncluded(String bug) {
        Assumptions.assumeTrue(included(),
                () -> "known Varve bug, skipped (run with -Dknown.varve.bugs=include): " + bug);
    }
}
