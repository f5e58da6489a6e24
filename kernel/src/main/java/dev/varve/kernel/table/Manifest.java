package dev.varve.kernel.table;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A manifest file ({@code manifest/manifest-<uuid>}): a list of file ADD/DELETE entries. */
public final class Manifest {
    @JsonProperty public final int version;
    @JsonProperty public final List<ManifestEntry> entries;

    @JsonCreator
    public Manifest(@JsonProperty("version") int version, @JsonProperty("entries") List<ManifestEntry> entries) {
        this.version = version;
        this.entries = immutableCopy(entries);
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
