package dev.varve.kernel.table;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.io.Serializable;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The values of a row's partition columns, each as printed by the CLI's value format (null for
 * SQL NULL). Unpartitioned tables have the empty partition. Immutable.
 */
public final class Partition implements Serializable, Comparable<Partition> {
    private static final long serialVersionUID = 1L;
    public static final Partition EMPTY = new Partition(Collections.emptyList());

    private final List<String> values;

    @JsonCreator
    public Partition(List<String> values) {
        this.values = Collections.unmodifiableList(new ArrayList<>(values));
    }

    @JsonValue
    public List<String> values() {
        return values;
    }

    public boolean isEmpty() {
        return values.isEmpty();
    }

    /** {@code dt=20240108/hr=10}; null values as {@code defaultName}; names and values URL-escaped. */
    public String path(List<String> names, String defaultName) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                sb.append('/');
            }
            String v = values.get(i);
            sb.append(escape(names.get(i))).append('=').append(v == null ? defaultName : escape(v));
        }
        return sb.toString();
    }

    /** {@code dt=20240108, hr=10} for messages and system tables. */
    public String describe(List<String> names) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(names.get(i)).append('=').append(values.get(i));
        }
        return sb.toString();
    }

    /** Whether every entry of {@code filter} (column → printed value) matches this partition. */
    public boolean matches(List<String> names, Map<String, String> filter) {
        for (Map.Entry<String, String> e : filter.entrySet()) {
            int i = indexOfIgnoreCase(names, e.getKey());
            if (i < 0 || !Objects.equals(values.get(i), e.getValue())) {
                return false;
            }
        }
        return true;
    }

    static int indexOfIgnoreCase(List<String> names, String name) {
        for (int i = 0; i < names.size(); i++) {
            if (names.get(i).equalsIgnoreCase(name)) {
                return i;
            }
        }
        return -1;
    }

    private static String escape(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20");
    }

    static String unescape(String s) {
        return URLDecoder.decode(s, StandardCharsets.UTF_8);
    }

    @Override
    public int compareTo(Partition o) {
        int n = Math.min(values.size(), o.values.size());
        for (int i = 0; i < n; i++) {
            String a = values.get(i);
            String b = o.values.get(i);
            if (!Objects.equals(a, b)) {
                if (a == null) {
                    return -1;
                }
                if (b == null) {
                    return 1;
                }
                return a.compareTo(b);
            }
        }
        return Integer.compare(values.size(), o.values.size());
    }

    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof Partition)) {
            return false;
        }
        // List#equals's answer without its iterators (an unmodifiable list's equals compares through them): file
        // identities of manifest entries compare partitions on every match of a commit's look-ups
        List<String> a = values;
        List<String> b = ((Partition) o).values;
        int n = a.size();
        if (n != b.size()) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (!Objects.equals(a.get(i), b.get(i))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    @Override
    public String toString() {
        return values.toString();
    }
}
