package dev.varve.kernel;

/** A published snapshot as {@code t$snapshots} shows it (Paimon's column names). */
public final class SnapshotInfo {
    public final long snapshotId;
    public final long schemaId;
    public final String commitUser;
    public final long commitIdentifier;
    /** APPEND, COMPACT, OVERWRITE. */
    public final String commitKind;
    public final long commitTimeMillis;
    public final long totalRecordCount;
    public final long deltaRecordCount;
    public final long changelogRecordCount;
    /** Names of the snapshot's base, delta and changelog manifest lists; null when not known (changelog: none). */
    public final String baseManifestList;
    public final String deltaManifestList;
    public final String changelogManifestList;

    public SnapshotInfo(long snapshotId, long schemaId, String commitUser, long commitIdentifier, String commitKind,
                        long commitTimeMillis, long totalRecordCount, long deltaRecordCount, long changelogRecordCount) {
        this(snapshotId, schemaId, commitUser, commitIdentifier, commitKind, commitTimeMillis, totalRecordCount,
                deltaRecordCount, changelogRecordCount, null, null, null);
    }

    public SnapshotInfo(long snapshotId, long schemaId, String commitUser, long commitIdentifier, String commitKind,
                        long commitTimeMillis, long totalRecordCount, long deltaRecordCount, long changelogRecordCount,
                        String baseManifestList, String deltaManifestList, String changelogManifestList) {
        this.snapshotId = snapshotId;
        this.schemaId = schemaId;
        this.commitUser = commitUser;
        this.commitIdentifier = commitIdentifier;
        this.commitKind = commitKind;
        this.commitTimeMillis = commitTimeMillis;
        this.totalRecordCount = totalRecordCount;
        this.deltaRecordCount = deltaRecordCount;
        this.changelogRecordCount = changelogRecordCount;
        this.baseManifestList = baseManifestList;
        this.deltaManifestList = deltaManifestList;
        this.changelogManifestList = changelogManifestList;
    }
}
