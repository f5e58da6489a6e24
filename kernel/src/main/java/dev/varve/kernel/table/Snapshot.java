package dev.varve.kernel.table;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.varve.kernel.SnapshotInfo;

/**
 * A published snapshot (JSON file {@code snapshot/snapshot-<id>}, see METADATA_FORMAT.md). The
 * live files are the base manifest list's entries plus the delta's; the changelog manifest list
 * holds this commit's changelog files only. Immutable.
 */
public final class Snapshot {
    public static final int FORMAT_VERSION = 1;
    /**
     * The METADATA_FORMAT.md revision this build writes, recorded in every snapshot (revision 5 on);
     * a snapshot without it reads as 0 (written before revision 5). Revisions 6 and 7 still recorded 5.
     */
    public static final int REVISION = 8;
    /** The first revision snapshots record (a snapshot below it cannot tell revision 3's bucket hash from 4's). */
    public static final int FIRST_RECORDED_REVISION = 5;
    /**
     * The first revision whose changelog files carry the level of the writer that produced them (METADATA_FORMAT.md
     * revision 8): 0 for the input producer's, the compaction's output level for the others'.
     */
    public static final int CHANGELOG_LEVEL_REVISION = 8;
    /** The first revision whose fixed-bucket tables use Paimon's bucket hash ({@link PaimonBucketHash}). */
    public static final int PAIMON_BUCKET_HASH_REVISION = 4;

    public enum CommitKind { APPEND, COMPACT, OVERWRITE }

    @JsonProperty public final int version;
    @JsonProperty public final long id;
    @JsonProperty public final long schemaId;
    @JsonProperty public final String baseManifestList;
    @JsonProperty public final String deltaManifestList;
    @JsonProperty public final String changelogManifestList;
    @JsonProperty public final String commitUser;
    @JsonProperty public final long commitIdentifier;
    @JsonProperty public final CommitKind commitKind;
    @JsonProperty public final long timeMillis;
    @JsonProperty public final long totalRecordCount;
    @JsonProperty public final long deltaRecordCount;
    @JsonProperty public final long changelogRecordCount;
    /** Revision of the build that wrote this snapshot; 0 when not recorded (before revision 5). */
    @JsonProperty public final int revision;
    /**
     * Whether live data files may have been bucketed by revision 3's hash (fixed-bucket tables):
     * carried forward until an overwrite replaces every data file that was live before it.
     */
    @JsonProperty public final boolean legacyBucketHash;

    @JsonCreator
    public Snapshot(@JsonProperty("version") int version, @JsonProperty("id") long id,
                    @JsonProperty("schemaId") long schemaId,
                    @JsonProperty("baseManifestList") String baseManifestList,
                    @JsonProperty("deltaManifestList") String deltaManifestList,
                    @JsonProperty("changelogManifestList") String changelogManifestList,
                    @JsonProperty("commitUser") String commitUser,
                    @JsonProperty("commitIdentifier") long commitIdentifier,
                    @JsonProperty("commitKind") CommitKind commitKind, @JsonProperty("timeMillis") long timeMillis,
                    @JsonProperty("totalRecordCount") long totalRecordCount,
                    @JsonProperty("deltaRecordCount") long deltaRecordCount,
                    @JsonProperty("changelogRecordCount") long changelogRecordCount,
                    @JsonProperty("revision") int revision,
                    @JsonProperty("legacyBucketHash") boolean legacyBucketHash) {
        this.version = version;
        this.id = id;
        this.schemaId = schemaId;
        this.baseManifestList = baseManifestList;
        this.deltaManifestList = deltaManifestList;
        this.changelogManifestList = changelogManifestList;
        this.commitUser = commitUser;
        this.commitIdentifier = commitIdentifier;
        this.commitKind = commitKind;
        this.timeMillis = timeMillis;
        this.totalRecordCount = totalRecordCount;
        this.deltaRecordCount = deltaRecordCount;
        this.changelogRecordCount = changelogRecordCount;
        this.revision = revision;
        this.legacyBucketHash = legacyBucketHash;
    }

    /**
     * Whether this snapshot's fixed-bucket data may hold rows bucketed by the hash of revision 3 or
     * earlier: recorded from revision 5 on; a snapshot written before it cannot tell revision 3 from 4
     * and counts as legacy (METADATA_FORMAT.md, revision 5).
     */
    public boolean mayHoldLegacyBucketHash() {
        return revision < FIRST_RECORDED_REVISION || legacyBucketHash;
    }

    public SnapshotInfo toInfo() {
        return new SnapshotInfo(id, schemaId, commitUser, commitIdentifier, commitKind.name(), timeMillis,
                totalRecordCount, deltaRecordCount, changelogRecordCount, baseManifestList, deltaManifestList,
                changelogManifestList);
    }
}
