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
        this.entries = entries == null ? Collections.emptyList() : Collections.unmodifiableList(new ArrayList<>(entries));
    }
}
