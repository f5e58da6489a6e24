package dev.varve.kernel.options;

import dev.varve.kernel.VarveException;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;

/**
 * One table option: key, value type, default, description, alias keys, a range/value check and
 * whether Varve implements it. Immutable and thread-safe; the constants live in {@link CoreOptions}.
 *
 * <p>Build one with {@code ConfigOption.key("bucket").intType().defaultValue(-1).check(...)
 * .implemented("description")}.
 *
 * @param <T> the parsed value type: Boolean, Integer, Long, Double, String, an enum implementing
 *            {@link DescribedValue}, {@link Duration}, Long (bytes, for MEMORY_SIZE) or List&lt;String&gt;
 */
public final class ConfigOption<T> {

    /** The value types options can have. */
    public enum Type { BOOLEAN, INT, LONG, DOUBLE, STRING, ENUM, DURATION, MEMORY_SIZE, LIST }

    /** What Varve does with an option. */
    public enum Support {
        /** Varve honours it. */
        IMPLEMENTED,
        /** Accepted with a warning: ignoring it cannot change any result (file formats, parallelism...). */
        IGNORED_WITH_WARNING,
        /** Rejected ("not supported by Varve") unless set to its default value. */
        UNSUPPORTED
    }

    /**
     * Checks a parsed value; returns {@code null} if it is fine, else a phrase like
     * {@code "must be greater than 0"} (the message becomes {@code 'key' must be greater than 0, got 0}).
     * A phrase starting with {@code "= "} is a complete statement about the value
     * ({@code 'bucket' = '-2' (postpone bucket mode) is not supported by Varve}).
     */
    @FunctionalInterface
    public interface Validator<T> {
        String check(T value);
    }

    private final String key;
    private final Type type;
    private final T defaultValue;
    private final String defaultText;
    private final String description;
    private final List<String> fallbackKeys;
    private final Support support;
    private final String supportNote;
    private final List<String> enumValues;
    private final Function<String, T> parser;
    private final Validator<T> validator;
    private final Function<T, String> valueWarning;
    private final boolean immutable;

    private ConfigOption(TypedBuilder<T> b, Support support, String description, String supportNote) {
        this.key = b.key;
        this.type = b.type;
        this.defaultValue = b.defaultValue;
        this.defaultText = b.defaultText;
        this.description = Objects.requireNonNull(description, "description");
        this.fallbackKeys = Collections.unmodifiableList(new ArrayList<>(b.fallbackKeys));
        this.support = support;
        this.supportNote = supportNote;
        this.enumValues = b.enumValues;
        this.parser = b.parser;
        this.validator = b.validator;
        this.valueWarning = b.valueWarning;
        this.immutable = b.immutable;
    }

    /** Starts building an option with this key. */
    public static Builder key(String key) {
        return new Builder(key);
    }

    public String key() { return key; }
    public Type type() { return type; }
    /** The default value, or {@code null} if the option has none. */
    public T defaultValue() { return defaultValue; }
    public boolean hasDefaultValue() { return defaultValue != null; }
    public String description() { return description; }
    /** Older or alternative keys read when {@link #key()} is absent, in order of preference. */
    public List<String> fallbackKeys() { return fallbackKeys; }
    public Support support() { return support; }
    /** Why the option is ignored or unsupported (null for implemented ones). */
    public String supportNote() { return supportNote; }
    /** For ENUM options, the accepted values as spelled in DDL; else empty. */
    public List<String> enumValues() { return enumValues; }
    /** Whether the option may not change after the table is created (ALTER rejects a new value). */
    public boolean isImmutable() { return immutable; }

    /** All keys this option answers to: the key, then the fallback keys. */
    public List<String> allKeys() {
        List<String> all = new ArrayList<>(fallbackKeys.size() + 1);
        all.add(key);
        all.addAll(fallbackKeys);
        return all;
    }

    /**
     * Parses and checks a raw value.
     *
     * @param usedKey the key as the user wrote it (the key or one of its fallback keys), named in errors
     * @throws VarveException.InvalidSchema naming the option and the value if it does not parse or is out of range
     */
    public T parse(String usedKey, String raw) {
        if (raw == null) {
            throw new VarveException.InvalidSchema("option '" + usedKey + "' has no value");
        }
        T value;
        try {
            value = parser.apply(raw);
        } catch (IllegalArgumentException e) {
            throw new VarveException.InvalidSchema(
                    "invalid value '" + raw + "' for option '" + usedKey + "': " + e.getMessage());
        }
        if (validator != null) {
            String problem = validator.check(value);
            if (problem != null) {
                throw new VarveException.InvalidSchema(problem.startsWith("= ")
                        ? "'" + usedKey + "' " + problem
                        : "'" + usedKey + "' " + problem + ", got " + raw.trim());
            }
        }
        return value;
    }

    /** Parses a raw value under the option's own key. */
    public T parse(String raw) {
        return parse(key, raw);
    }

    /** A warning about an accepted value (e.g. a compression codec Varve replaces), or null. */
    public String valueWarning(T value) {
        return valueWarning == null ? null : valueWarning.apply(value);
    }

    /** The default as documentation shows it: {@code 256 mb}, {@code 1 h}, {@code (none)}. */
    public String defaultValueText() {
        if (defaultText != null) {
            return defaultText;
        }
        return format(defaultValue);
    }

    /** A value printed in option syntax (as it could be written in DDL). */
    public String format(Object value) {
        if (value == null) {
            return "(none)";
        }
        switch (type) {
            case DURATION:
                return OptionValues.formatDuration((Duration) value);
            case MEMORY_SIZE:
                return OptionValues.formatMemorySize((Long) value);
            case ENUM:
                return value instanceof DescribedValue ? ((DescribedValue) value).value() : value.toString();
            case LIST:
                return String.join(",", castList(value));
            default:
                return String.valueOf(value);
        }
    }

    @SuppressWarnings("unchecked")
    private static List<String> castList(Object value) {
        return (List<String>) value;
    }

    /** The type as documentation shows it, e.g. {@code ENUM (none, input, lookup, full-compaction)}. */
    public String typeText() {
        if (type == Type.ENUM) {
            return "ENUM (" + String.join(", ", enumValues) + ")";
        }
        return type.name();
    }

    @Override
    public String toString() {
        return key;
    }

    // ---- builders -----------------------------------------------------------------------------

    /** First step: choose the value type. */
    public static final class Builder {
        private final String key;

        private Builder(String key) {
            this.key = Objects.requireNonNull(key);
        }

        public TypedBuilder<Boolean> booleanType() {
            return new TypedBuilder<>(key, Type.BOOLEAN, OptionValues::parseBoolean);
        }

        public TypedBuilder<Integer> intType() {
            return new TypedBuilder<>(key, Type.INT, OptionValues::parseInt);
        }

        public TypedBuilder<Long> longType() {
            return new TypedBuilder<>(key, Type.LONG, OptionValues::parseLong);
        }

        public TypedBuilder<Double> doubleType() {
            return new TypedBuilder<>(key, Type.DOUBLE, OptionValues::parseDouble);
        }

        public TypedBuilder<String> stringType() {
            return new TypedBuilder<>(key, Type.STRING, s -> s);
        }

        public TypedBuilder<Duration> durationType() {
            return new TypedBuilder<>(key, Type.DURATION, OptionValues::parseDuration);
        }

        /** A memory size, parsed to a number of bytes. */
        public TypedBuilder<Long> memoryType() {
            return new TypedBuilder<>(key, Type.MEMORY_SIZE, OptionValues::parseMemorySize);
        }

        /** A comma-separated list of names. */
        public TypedBuilder<List<String>> listType() {
            return new TypedBuilder<>(key, Type.LIST, OptionValues::parseList);
        }

        /** An enum whose values are matched case-insensitively by {@link DescribedValue#value()}. */
        public <E extends Enum<E> & DescribedValue> TypedBuilder<E> enumType(Class<E> enumClass) {
            E[] constants = enumClass.getEnumConstants();
            List<String> values = new ArrayList<>(constants.length);
            for (E e : constants) {
                values.add(e.value());
            }
            TypedBuilder<E> b = new TypedBuilder<>(key, Type.ENUM, raw -> {
                String s = raw.trim();
                for (E e : constants) {
                    if (e.value().equalsIgnoreCase(s) || e.name().equalsIgnoreCase(s)) {
                        return e;
                    }
                }
                throw new IllegalArgumentException("expected one of " + String.join(", ", values));
            });
            b.enumValues = Collections.unmodifiableList(values);
            return b;
        }

        /** An enum of plain strings, matched case-insensitively; the parsed value is the canonical spelling. */
        public TypedBuilder<String> stringEnum(String... values) {
            List<String> list = Collections.unmodifiableList(Arrays.asList(values.clone()));
            TypedBuilder<String> b = new TypedBuilder<>(key, Type.ENUM, raw -> {
                String s = raw.trim();
                for (String v : list) {
                    if (v.equalsIgnoreCase(s)) {
                        return v;
                    }
                }
                throw new IllegalArgumentException("expected one of " + String.join(", ", list));
            });
            b.enumValues = list;
            return b;
        }
    }

    /** Second step: default, aliases, checks; finish with {@link #implemented}, {@link #ignored} or {@link #unsupported}. */
    public static final class TypedBuilder<T> {
        private final String key;
        private final Type type;
        private final Function<String, T> parser;
        private T defaultValue;
        private String defaultText;
        private final List<String> fallbackKeys = new ArrayList<>();
        private List<String> enumValues = Collections.emptyList();
        private Validator<T> validator;
        private Function<T, String> valueWarning;
        private boolean immutable;

        private TypedBuilder(String key, Type type, Function<String, T> parser) {
            this.key = key;
            this.type = type;
            this.parser = parser;
        }

        public TypedBuilder<T> defaultValue(T value) {
            this.defaultValue = value;
            return this;
        }

        /** How the documentation shows the default when it is computed (e.g. "128 mb (pk) / 256 mb (append)"). */
        public TypedBuilder<T> defaultText(String text) {
            this.defaultText = text;
            return this;
        }

        public TypedBuilder<T> fallbackKeys(String... keys) {
            fallbackKeys.addAll(Arrays.asList(keys));
            return this;
        }

        public TypedBuilder<T> check(Validator<T> v) {
            this.validator = v;
            return this;
        }

        public TypedBuilder<T> valueWarning(Function<T, String> w) {
            this.valueWarning = w;
            return this;
        }

        public TypedBuilder<T> immutable() {
            this.immutable = true;
            return this;
        }

        public ConfigOption<T> implemented(String description) {
            return new ConfigOption<>(this, Support.IMPLEMENTED, description, null);
        }

        public ConfigOption<T> ignored(String description, String note) {
            return new ConfigOption<>(this, Support.IGNORED_WITH_WARNING, description, note);
        }

        public ConfigOption<T> unsupported(String description, String note) {
            return new ConfigOption<>(this, Support.UNSUPPORTED, description, note);
        }
    }

    // ---- common validators ----------------------------------------------------------------------

    public static Validator<Integer> atLeast(int min) {
        return v -> v >= min ? null : "must be at least " + min;
    }

    public static Validator<Integer> inRange(int min, int max) {
        return v -> v >= min && v <= max ? null : "must be between " + min + " and " + max;
    }

    public static Validator<Long> atLeastLong(long min) {
        return v -> v >= min ? null : "must be at least " + min;
    }

    public static Validator<Integer> positive() {
        return v -> v > 0 ? null : "must be greater than 0";
    }

    public static Validator<Long> positiveLong() {
        return v -> v > 0 ? null : "must be greater than 0";
    }

    public static Validator<Double> between(double min, double max) {
        return v -> v >= min && v <= max ? null : "must be between " + min + " and " + max;
    }

    public static Validator<Duration> nonNegativeDuration() {
        return v -> v.isNegative() ? "must not be negative" : null;
    }

    static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }
}
