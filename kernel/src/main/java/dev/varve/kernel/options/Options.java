package dev.varve.kernel.options;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * An immutable typed view of an option map ({@code key -> raw string value}). {@link #get} reads an
 * option's key, then its fallback keys in order, then its default. Immutable and thread-safe;
 * {@link #with} and {@link #without} return new instances.
 */
public final class Options {
    public static final Options EMPTY = new Options(Collections.emptyMap());

    private final Map<String, String> map;

    private Options(Map<String, String> map) {
        this.map = map;
    }

    /** A view of a copy of {@code map} (iteration order kept). Null keys or values are rejected. */
    public static Options of(Map<String, String> map) {
        Map<String, String> copy = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : map.entrySet()) {
            copy.put(Objects.requireNonNull(e.getKey(), "option key"),
                    Objects.requireNonNull(e.getValue(), () -> "value of option '" + e.getKey() + "'"));
        }
        return new Options(Collections.unmodifiableMap(copy));
    }

    /** The option's value: from its key, else a fallback key, else its default (which may be null). */
    public <T> T get(ConfigOption<T> option) {
        String used = keyUsed(option);
        return used == null ? option.defaultValue() : option.parse(used, map.get(used));
    }

    /** The option's value if set under its key or a fallback key. */
    public <T> Optional<T> getOptional(ConfigOption<T> option) {
        String used = keyUsed(option);
        return used == null ? Optional.empty() : Optional.of(option.parse(used, map.get(used)));
    }

    /** Whether the option is set under its key or one of its fallback keys. */
    public boolean contains(ConfigOption<?> option) {
        return keyUsed(option) != null;
    }

    /** The key under which the option is set (its own key preferred), or null. */
    public String keyUsed(ConfigOption<?> option) {
        if (map.containsKey(option.key())) {
            return option.key();
        }
        java.util.List<String> fallbacks = option.fallbackKeys();
        for (int i = 0; i < fallbacks.size(); i++) { // indexed: options are read on cold paths, whose iterators allocate
            String k = fallbacks.get(i);
            if (map.containsKey(k)) {
                return k;
            }
        }
        return null;
    }

    /** The raw value stored under exactly this key, or null. */
    public String getRaw(String key) {
        return map.get(key);
    }

    public boolean containsKey(String key) {
        return map.containsKey(key);
    }

    /** The options as stored (unmodifiable). */
    public Map<String, String> toMap() {
        return map;
    }

    public boolean isEmpty() {
        return map.isEmpty();
    }

    /** These options with {@code overrides} applied on top (e.g. dynamic options). */
    public Options with(Map<String, String> overrides) {
        if (overrides.isEmpty()) {
            return this;
        }
        Map<String, String> m = new LinkedHashMap<>(map);
        m.putAll(overrides);
        return of(m);
    }

    /** These options with one key set. */
    public Options with(String key, String value) {
        return with(Collections.singletonMap(key, value));
    }

    /** These options without {@code key}. */
    public Options without(String key) {
        if (!map.containsKey(key)) {
            return this;
        }
        Map<String, String> m = new LinkedHashMap<>(map);
        m.remove(key);
        return of(m);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Options && ((Options) o).map.equals(map);
    }

    @Override
    public int hashCode() {
        return map.hashCode();
    }

    @Override
    public String toString() {
        return map.toString();
    }
}
