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
                    @JsonProperty("changelogRecordCount") long changelogRecordCount) {
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
    }

    public SnapshotInfo toInfo() {
        return new SnapshotInfo(id, schemaId, commitUser, commitIdentifier, commitKind.name(), timeMillis,
                totalRecordCount, deltaRecordCount, changelogRecordCount);
    }
}
