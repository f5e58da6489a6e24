package dev.varve.kernel.table;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.varve.kernel.TagInfo;

import java.time.Duration;

/**
 * A tag (JSON file {@code tag/tag-<name>}, see METADATA_FORMAT.md "Tags"): a copy of a snapshot's
 * metadata, without its changelog, that keeps the snapshot's manifests and live files past the
 * snapshot's expiration. Immutable.
 */
final class Tag {
    @JsonProperty final int version;
    @JsonProperty final String name;
    @JsonProperty final Snapshot snapshot;
    @JsonProperty final long createTimeMillis;
    /** Retention after {@link #createTimeMillis} in milliseconds, or null: kept until deleted. */
    @JsonProperty final Long timeRetainedMillis;

    @JsonCreator
    Tag(@JsonProperty("version") int version, @JsonProperty("name") String name,
        @JsonProperty("snapshot") Snapshot snapshot, @JsonProperty("createTimeMillis") long createTimeMillis,
        @JsonProperty("timeRetainedMillis") Long timeRetainedMillis) {
        this.version = version;
        this.name = name;
        this.snapshot = snapshot;
        this.createTimeMillis = createTimeMillis;
        this.timeRetainedMillis = timeRetainedMillis;
    }

    /** A tag of {@code s}: its metadata without the changelog manifest list (a tag keeps no changelog). */
    static Tag of(String name, Snapshot s, long createTimeMillis, Duration timeRetained) {
        Snapshot copy = new Snapshot(s.version, s.id, s.schemaId, s.baseManifestList, s.deltaManifestList, null,
                s.commitUser, s.commitIdentifier, s.commitKind, s.timeMillis, s.totalRecordCount, s.deltaRecordCount,
                s.changelogRecordCount, s.revision, s.legacyBucketHash);
        return new Tag(Snapshot.FORMAT_VERSION, name, copy, createTimeMillis,
                timeRetained == null ? null : timeRetained.toMillis());
    }

    TagInfo toInfo() {
        // as Paimon 1.4.2, which records a tag's create time only with a time retained
        return new TagInfo(name, snapshot.id, snapshot.schemaId, snapshot.timeMillis, snapshot.totalRecordCount,
                timeRetainedMillis == null ? null : createTimeMillis,
                timeRetainedMillis == null ? null : Duration.ofMillis(timeRetainedMillis));
    }
}
