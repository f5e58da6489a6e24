package dev.varve.kernel;

/** A tag as {@code t$tags} shows it (Paimon's column names): a named snapshot kept past its expiration. */
public final class TagInfo {
    public final String tagName;
    public final long snapshotId;
    public final long schemaId;
    /** Commit time of the tagged snapshot (epoch ms). */
    public final long commitTimeMillis;
    /** Rows in the tagged snapshot's live data files. */
    public final long recordCount;
    /** When the tag was created or last replaced (epoch ms); null without a time retained (as Paimon shows it). */
    public final Long createTimeMillis;
    /** How long the tag is retained after its creation ({@code sys.expire_tags}), or null: for ever. */
    public final java.time.Duration timeRetained;

    public TagInfo(String tagName, long snapshotId, long schemaId, long commitTimeMillis, long recordCount,
                   Long createTimeMillis, java.time.Duration timeRetained) {
        this.tagName = tagName;
        this.snapshotId = snapshotId;
        this.schemaId = schemaId;
        this.commitTimeMillis = commitTimeMillis;
        this.recordCount = recordCount;
        this.createTimeMillis = createTimeMillis;
        this.timeRetained = timeRetained;
    }
}
