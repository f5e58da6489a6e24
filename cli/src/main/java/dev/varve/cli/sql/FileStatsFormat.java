package dev.varve.cli.sql;

import dev.varve.kernel.DataFileInfo;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;

/**
 * {@code $files}' min_key / max_key, null_value_counts, min_value_stats and max_value_stats as Apache
 * Paimon 1.4.2 prints them: a key as {@code [v1, v2]}, the statistics as {@code {col=value, ...}} in
 * column-name order, each value as Paimon's internal value prints (DATE as days since the epoch, TIME
 * as milliseconds of the day, TIMESTAMP / TIMESTAMP_LTZ as its (UTC) date-time), filtered by the
 * table's stats mode ({@code metadata.stats-mode}, {@code fields.<col>.stats-mode}: {@code none} no
 * statistics, {@code counts} null counts only, {@code truncate(n)} strings cut to n characters, the
 * maximum's last character then incremented, {@code full}). Immutable.
 */
final class FileStatsFormat {
    private static final String MODE = "metadata.stats-mode";
    private final Map<String, String> options;

    FileStatsFormat(Map<String, String> options) {
        this.options = options;
    }

    /** A primary key as Paimon prints a file's min_key / max_key; null when unknown (append tables). */
    static String key(List<Object> key) {
        if (key == null) {
            return null;
        }
        List<String> parts = new ArrayList<>(key.size());
        for (Object v : key) {
            parts.add(value(v));
        }
        return "[" + String.join(", ", parts) + "]";
    }

    String nullCounts(DataFileInfo f) {
        if (f.nullValueCounts == null) {
            return "{}";
        }
        StringBuilder sb = new StringBuilder("{");
        for (Map.Entry<String, Long> e : f.nullValueCounts.entrySet()) {
            Long n = mode(e.getKey()).equals("none") ? null : e.getValue();
            sb.append(sb.length() == 1 ? "" : ", ").append(e.getKey()).append('=').append(n);
        }
        return sb.append('}').toString();
    }

    /** The minimums ({@code max} false) or maximums of a file's columns as Paimon prints them. */
    String bounds(SortedMap<String, Object> values, boolean max) {
        if (values == null) {
            return "{}";
        }
        StringBuilder sb = new StringBuilder("{");
        for (Map.Entry<String, Object> e : values.entrySet()) {
            String mode = mode(e.getKey());
            Object v = e.getValue();
            String printed;
            if (v == null || mode.equals("none") || mode.equals("counts")) {
                printed = "null";
            } else if (v instanceof String && mode.startsWith("truncate(")) {
                printed = truncate((String) v, truncateLength(mode), max);
            } else {
                printed = value(v);
            }
            sb.append(sb.length() == 1 ? "" : ", ").append(e.getKey()).append('=').append(printed);
        }
        return sb.append('}').toString();
    }

    private String mode(String column) {
        String m = options.get("fields." + column + ".stats-mode");
        if (m == null) {
            m = options.getOrDefault(MODE, "truncate(16)");
        }
        return m.strip().toLowerCase(Locale.ROOT);
    }

    private static int truncateLength(String mode) {
        try {
            return Integer.parseInt(mode.substring("truncate(".length(), mode.length() - 1).strip());
        } catch (RuntimeException e) {
            throw new SqlError("bad stats mode '" + mode + "' (none, counts, truncate(n) or full)");
        }
    }

    /**
     * A string statistic cut to {@code n} code points; a cut maximum has its last code point
     * incremented so that it stays an upper bound (null when no such code point exists).
     */
    static String truncate(String s, int n, boolean max) {
        if (s.codePointCount(0, s.length()) <= n) {
            return s;
        }
        String cut = s.substring(0, s.offsetByCodePoints(0, n));
        if (!max) {
            return cut;
        }
        int[] cps = cut.codePoints().toArray();
        for (int i = cps.length - 1; i >= 0; i--) {
            if (cps[i] < Character.MAX_CODE_POINT) {
                cps[i]++;
                return new String(cps, 0, i + 1);
            }
        }
        return "null";
    }

    /** A value as Paimon's internal data structures print it. */
    static String value(Object v) {
        if (v == null) {
            return "null";
        }
        if (v instanceof LocalDate) {
            return String.valueOf(((LocalDate) v).toEpochDay());
        }
        if (v instanceof LocalTime) {
            return String.valueOf(((LocalTime) v).toNanoOfDay() / 1_000_000);
        }
        if (v instanceof LocalDateTime) {
            return v.toString();
        }
        if (v instanceof Instant) {
            return LocalDateTime.ofInstant((Instant) v, ZoneOffset.UTC).toString();
        }
        if (v instanceof BigDecimal) {
            return ((BigDecimal) v).toPlainString();
        }
        return v.toString();
    }
}
