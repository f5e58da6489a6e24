package dev.varve.kernel.mergeengine;

import java.util.Locale;

/** The merge engines of SEMANTICS §3, by their {@code 'merge-engine'} option value. Immutable. */
public enum MergeEngineKind {
    DEDUPLICATE("deduplicate"),
    PARTIAL_UPDATE("partial-update"),
    AGGREGATION("aggregation"),
    FIRST_ROW("first-row");

    private final String optionValue;

    MergeEngineKind(String optionValue) {
        this.optionValue = optionValue;
    }

    /** The value of the {@code 'merge-engine'} option that selects this engine. */
    public String optionValue() {
        return optionValue;
    }

    /**
     * Parses an option value (case-insensitive); {@code null} means the default, deduplicate.
     *
     * @throws IllegalArgumentException naming the accepted values
     */
    public static MergeEngineKind fromOptionValue(String value) {
        if (value == null) {
            return DEDUPLICATE;
        }
        String v = value.trim().toLowerCase(Locale.ROOT);
        for (MergeEngineKind k : values()) {
            if (k.optionValue.equals(v)) {
                return k;
            }
        }
        throw new IllegalArgumentException("merge-engine: unknown value '" + value
                + "' (expected deduplicate, partial-update, aggregation or first-row)");
    }

    @Override
    public String toString() {
        return optionValue;
    }
}
