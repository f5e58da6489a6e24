package dev.varve.kernel.table;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.List;

/** A list of manifest file names ({@code manifest/manifest-list-<uuid>}). */
public final class ManifestList {
    @JsonProperty public final int version;
    @JsonProperty public final List<String> manifests;

    @JsonCreator
    public ManifestList(@JsonProperty("version") int version, @JsonProperty("manifests") List<String> manifests) {
        this.version = version;
        this.manifests = Manifest.immutableCopy(manifests);
    }
}
