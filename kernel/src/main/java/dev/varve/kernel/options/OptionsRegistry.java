package dev.varve.kernel.options;

import dev.varve.kernel.util.Suggest;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The set of known option keys: every {@link CoreOptions} constant (with its fallback keys), the
 * templated {@code fields.<col>.<suffix>} keys and a few key prefixes passed through to file
 * formats or plug-ins. Resolves a key as written to what it is, and suggests the closest known key
 * for a typo. Built once; immutable and thread-safe.
 */
public final class OptionsRegistry {

    /** A family of keys recognised by prefix (e.g. {@code parquet.*}). */
    public static final class PrefixPattern {
        private final String prefix;
        private final ConfigOption.Support support;
        private final String description;
        private final String note;

        PrefixPattern(String prefix, ConfigOption.Support support, String description, String note) {
            this.prefix = prefix;
            this.support = support;
            this.description = description;
            this.note = note;
        }

        public String prefix() { return prefix; }
        public ConfigOption.Support support() { return support; }
        public String description() { return description; }
        public String note() { return note; }
    }

    /** What a key as written resolves to. */
    public static final class Resolved {
        /** The kinds of key. */
        public enum Kind { OPTION, FIELD_TEMPLATE, PREFIX, UNKNOWN }

        private final Kind kind;
        private final String key;
        private final ConfigOption<?> option;
        private final String columnPart;
        private final PrefixPattern prefix;

        private Resolved(Kind kind, String key, ConfigOption<?> option, String columnPart, PrefixPattern prefix) {
            this.kind = kind;
            this.key = key;
            this.option = option;
            this.columnPart = columnPart;
            this.prefix = prefix;
        }

        public Kind kind() { return kind; }
        /** The key as written. */
        public String key() { return key; }
        /** The option (OPTION) or the template (FIELD_TEMPLATE). */
        public ConfigOption<?> option() { return option; }
        /** For FIELD_TEMPLATE: the text between {@code fields.} and the suffix (one column, or several comma-separated). */
        public String columnPart() { return columnPart; }
        public PrefixPattern prefix() { return prefix; }
    }

    private static final OptionsRegistry INSTANCE = new OptionsRegistry();

    private final List<ConfigOption<?>> options;
    private final Map<String, ConfigOption<?>> byKey;
    private final Map<String, ConfigOption<?>> templatesBySuffix;
    private final List<PrefixPattern> prefixes;

    private OptionsRegistry() {
        List<ConfigOption<?>> all = new ArrayList<>();
        for (Field f : CoreOptions.class.getFields()) {
            if (Modifier.isStatic(f.getModifiers()) && f.getType() == ConfigOption.class) {
                try {
                    ConfigOption<?> o = (ConfigOption<?>) f.get(null);
                    if (!o.key().contains(CoreOptions.COLUMN_PLACEHOLDER)) {
                        all.add(o);
                    }
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
        Map<String, ConfigOption<?>> keys = new LinkedHashMap<>();
        for (ConfigOption<?> o : all) {
            for (String k : o.allKeys()) {
                ConfigOption<?> prev = keys.put(k, o);
                if (prev != null && prev != o) {
                    throw new IllegalStateException("option key '" + k + "' defined twice: " + prev.key() + ", " + o.key());
                }
            }
        }
        Map<String, ConfigOption<?>> templates = new LinkedHashMap<>();
        for (ConfigOption<?> t : CoreOptions.FIELD_TEMPLATES) {
            templates.put(CoreOptions.templateSuffix(t), t);
        }
        List<PrefixPattern> p = new ArrayList<>();
        p.add(new PrefixPattern("parquet.", ConfigOption.Support.IGNORED_WITH_WARNING,
                "Options passed to the Parquet writer.", "Varve writes its own run format (.vrf)"));
        p.add(new PrefixPattern("orc.", ConfigOption.Support.IGNORED_WITH_WARNING,
                "Options passed to the ORC writer.", "Varve writes its own run format (.vrf)"));
        p.add(new PrefixPattern("avro.", ConfigOption.Support.IGNORED_WITH_WARNING,
                "Options passed to the Avro writer.", "Varve writes its own run format (.vrf)"));
        p.add(new PrefixPattern("file-index.", ConfigOption.Support.IGNORED_WITH_WARNING,
                "File index definitions, e.g. file-index.bloom-filter.columns.",
                "Varve run files carry their own key bloom filter and statistics"));
        p.add(new PrefixPattern("commit.callback.", ConfigOption.Support.UNSUPPORTED,
                "Parameters of commit callbacks (commit.callback.<class>.param).", "custom callbacks are not supported"));
        p.add(new PrefixPattern("tag.callback.", ConfigOption.Support.UNSUPPORTED,
                "Parameters of tag callbacks (tag.callback.<class>.param).", "custom callbacks are not supported"));
        p.add(new PrefixPattern("blob-descriptor.", ConfigOption.Support.UNSUPPORTED,
                "Options of BLOB descriptors.", "BLOB columns are not supported"));
        this.options = Collections.unmodifiableList(all);
        this.byKey = Collections.unmodifiableMap(keys);
        this.templatesBySuffix = Collections.unmodifiableMap(templates);
        this.prefixes = Collections.unmodifiableList(p);
    }

    public static OptionsRegistry get() {
        return INSTANCE;
    }

    /** Every non-templated option, in declaration order. */
    public List<ConfigOption<?>> options() { return options; }

    /** The templated {@code fields.<col>.*} options. */
    public List<ConfigOption<?>> fieldTemplates() { return CoreOptions.FIELD_TEMPLATES; }

    public List<PrefixPattern> prefixes() { return prefixes; }

    /** The option with this key or fallback key, or null. */
    public ConfigOption<?> find(String key) {
        return byKey.get(key);
    }

    /** Classifies a key as written. */
    public Resolved resolve(String key) {
        ConfigOption<?> o = byKey.get(key);
        if (o != null) {
            return new Resolved(Resolved.Kind.OPTION, key, o, null, null);
        }
        if (key.startsWith(CoreOptions.FIELDS_PREFIX)) {
            int dot = key.lastIndexOf('.');
            if (dot > CoreOptions.FIELDS_PREFIX.length()) {
                ConfigOption<?> t = templatesBySuffix.get(key.substring(dot + 1));
                if (t != null) {
                    return new Resolved(Resolved.Kind.FIELD_TEMPLATE, key, t,
                            key.substring(CoreOptions.FIELDS_PREFIX.length(), dot), null);
                }
            }
        }
        for (PrefixPattern p : prefixes) {
            if (key.startsWith(p.prefix) && key.length() > p.prefix.length()) {
                return new Resolved(Resolved.Kind.PREFIX, key, null, null, p);
            }
        }
        return new Resolved(Resolved.Kind.UNKNOWN, key, null, null, null);
    }

    /**
     * The known key closest to a mistyped one, or null if none is close: first a key equal after
     * normalizing case and the separators {@code _ . -}, then the nearest by edit distance.
     */
    public String suggest(String key) {
        if (key.startsWith(CoreOptions.FIELDS_PREFIX)) {
            String s = suggestFieldKey(key);
            if (s != null) {
                return s;
            }
        }
        return closest(key, byKey.keySet());
    }

    private String suggestFieldKey(String key) {
        int dot = key.lastIndexOf('.');
        if (dot <= CoreOptions.FIELDS_PREFIX.length()) {
            return null;
        }
        String suffix = closest(key.substring(dot + 1), templatesBySuffix.keySet());
        return suffix == null ? null : key.substring(0, dot + 1) + suffix;
    }

    /** The candidate closest to {@code word} (separators and case normalized), or null if none is close enough. */
    public static String closest(String word, Iterable<String> candidates) {
        String n = normalize(word);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String c : candidates) {
            String cn = normalize(c);
            if (cn.equals(n)) {
                return c;
            }
            int d = Suggest.distance(n, cn);
            if (d < bestDistance) {
                bestDistance = d;
                best = c;
            }
        }
        int allowed = Math.max(1, Math.min(3, n.length() / 4));
        return bestDistance <= allowed ? best : null;
    }

    static String normalize(String s) {
        return s.trim().toLowerCase(Locale.ROOT).replace('_', '-').replace('.', '-').replace(' ', '-');
    }

}
