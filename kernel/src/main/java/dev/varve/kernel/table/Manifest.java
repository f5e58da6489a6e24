package dev.varve.kernel.table;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A manifest file ({@code manifest/manifest-<uuid>}): a list of file ADD/DELETE entries. */
public final class Manifest {
    @JsonProperty public final int version;
    @JsonProperty public final List<ManifestEntry> entries;
    /** The file's size in bytes, known once written or read (not part of the file); -1 when not known. */
    @JsonIgnore private volatile long fileSize = -1;

    @JsonCreator
    public Manifest(@JsonProperty("version") int version, @JsonProperty("entries") List<ManifestEntry> entries) {
        this.version = version;
        this.entries = immutableCopy(entries);
    }

    /** The file's size in bytes ({@link SnapshotStore} sets it when it writes or reads the file); -1: not known. */
    public long fileSize() {
        return fileSize;
    }

    Manifest withFileSize(long size) {
        this.fileSize = size;
        return this;
    }

    /**
     * The schema id {@code $manifests} shows, as Paimon 1.4.2's manifest writer records it: the largest schema id
     * among its files (0 for none).
     */
    public long schemaId() {
        long max = 0;
        for (int i = 0; i < entries.size(); i++) {
            if (entries.get(i).file().kind() == DataFileMeta.Kind.INDEX) {
                continue; // Paimon keeps index files in its index manifest
            }
            max = Math.max(max, entries.get(i).file().schemaId());
        }
        return max;
    }

    /**
     * An unmodifiable copy of {@code l} (null: empty): {@link List#copyOf} (one object, and none for a list it made
     * itself or {@link List#of}'s) unless an element is null (a hand-edited file), which it would refuse.
     */
    static <T> List<T> immutableCopy(List<T> l) {
        if (l == null) {
            return Collections.emptyList();
        }
        if (!(l instanceof java.util.RandomAccess)) {
            return Collections.unmodifiableList(new ArrayList<>(l));
        }
        for (int i = 0; i < l.size(); i++) {
            if (l.get(i) == null) {
                return Collections.unmodifiableList(new ArrayList<>(l));
            }
        }
        return List.copyOf(l);
    }
}
