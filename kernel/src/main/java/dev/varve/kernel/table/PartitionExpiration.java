package dev.varve.kernel.table;

import dev.varve.kernel.VarveException;
import dev.varve.kernel.options.CoreOptions;
import dev.varve.row.DataType;
import dev.varve.row.TypeRoot;

import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.time.format.SignStyle;
import java.time.temporal.ChronoField;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Partition expiration ({@code partition.expiration-time}, SEMANTICS §8): finds the partitions whose
 * time is older than now minus the expiration time and drops them as {@code OVERWRITE} snapshots, as
 * Apache Paimon 1.4.2 does after a commit and in {@code CALL sys.expire_partitions}.
 *
 * <ul>
 * <li>{@code values-time}: the time string is the first partition value, or
 *     {@code partition.timestamp-pattern} with each {@code $col} replaced by that column's value; it
 *     is parsed with {@code partition.timestamp-formatter} (a date-only pattern means midnight) or, unset,
 *     as {@code y-M-d} with an optional {@code H:m:s[.fraction]} (lenient: month 13 rolls over). A
 *     value that does not parse, and a null value, never expire. The value a column stands for is
 *     what Paimon's partition row holds: a DATE partition is its epoch-day number (which no
 *     formatter parses as a date), other types their printed value.</li>
 * <li>{@code update-time}: a partition expires when its newest data file was created before now
 *     minus the expiration time.</li>
 * </ul>
 * The expired partitions are ordered by their values joined with {@code ','} (null as
 * {@code partition.default-name}), at most {@code partition.expiration-max-num} of them are
 * dropped, in one snapshot or in snapshots of {@code partition.expiration-batch-size}.
 * Stateless apart from its inputs; the caller decides when to run it.
 */
final class PartitionExpiration {
    /** {@code y-M-d[ H:m:s[.fraction]]}, lenient, as partition values usually print dates and times. */
    private static final DateTimeFormatter DEFAULT_TIMESTAMP = new DateTimeFormatterBuilder()
            .appendValue(ChronoField.YEAR, 1, 10, SignStyle.NORMAL).appendLiteral('-')
            .appendValue(ChronoField.MONTH_OF_YEAR, 1, 2, SignStyle.NORMAL).appendLiteral('-')
            .appendValue(ChronoField.DAY_OF_MONTH, 1, 2, SignStyle.NORMAL)
            .optionalStart().appendLiteral(' ')
            .appendValue(ChronoField.HOUR_OF_DAY, 1, 2, SignStyle.NORMAL).appendLiteral(':')
            .appendValue(ChronoField.MINUTE_OF_HOUR, 1, 2, SignStyle.NORMAL).appendLiteral(':')
            .appendValue(ChronoField.SECOND_OF_MINUTE, 1, 2, SignStyle.NORMAL)
            .optionalStart().appendFraction(ChronoField.NANO_OF_SECOND, 1, 9, true).optionalEnd()
            .optionalEnd()
            .toFormatter().withResolverStyle(ResolverStyle.LENIENT);
    private static final DateTimeFormatter DEFAULT_DATE = new DateTimeFormatterBuilder()
            .appendValue(ChronoField.YEAR, 1, 10, SignStyle.NORMAL).appendLiteral('-')
            .appendValue(ChronoField.MONTH_OF_YEAR, 1, 2, SignStyle.NORMAL).appendLiteral('-')
            .appendValue(ChronoField.DAY_OF_MONTH, 1, 2, SignStyle.NORMAL)
            .toFormatter().withResolverStyle(ResolverStyle.LENIENT);

    private final TableContext ctx;
    private final Duration expirationTime;

    /**
     * @throws VarveException if the table is not partitioned or {@code partition.expiration-time} is unset
     */
    PartitionExpiration(TableContext ctx) {
        this.ctx = ctx;
        if (ctx.schema.partitionKeys().isEmpty()) {
            throw new VarveException("Can not set 'partition.expiration-time' for non-partitioned table.");
        }
        this.expirationTime = ctx.options.partitionExpirationTime();
        if (expirationTime == null) {
            throw new VarveException("Both the partition expiration time and partition field can not be null."
                    + " (set 'partition.expiration-time', or give expiration_time)");
        }
    }

    /** Whether partition expiration is configured for a table (partitioned, with an expiration time). */
    static boolean configured(TableContext ctx) {
        return !ctx.schema.partitionKeys().isEmpty() && ctx.options.partitionExpirationTime() != null;
    }

    /**
     * Drops the partitions expired at {@code now} (see the class comment); returns them in the order
     * dropped, each as column → value as Paimon names it (empty: nothing expired, nothing committed).
     */
    List<Map<String, String>> expire(LocalDateTime now) {
        Snapshot latest = ctx.store.latest();
        if (latest == null) {
            return List.of();
        }
        List<String> keys = ctx.schema.partitionKeys();
        CoreOptions o = ctx.options;
        String defaultName = o.partitionDefaultName();
        LocalDateTime threshold = now.minus(expirationTime);
        Map<Partition, Long> newestFile = new HashMap<>();
        for (ManifestEntry e : ctx.store.liveEntries(latest)) {
            if (e.file().kind() == DataFileMeta.Kind.DATA) {
                newestFile.merge(e.partition(), e.file().creationTimeMillis(), Math::max);
            }
        }
        List<DataType> types = new ArrayList<>(keys.size());
        for (String k : keys) {
            types.add(ctx.rowType.type(ctx.rowType.indexOf(k)));
        }
        long thresholdMillis = threshold.atZone(ZoneId.systemDefault()).toInstant().toEpochMilli();
        // by joined values (Paimon's order); equal joins keep one partition each
        TreeMap<String, List<Partition>> expired = new TreeMap<>();
        Map<Partition, List<String>> named = new HashMap<>();
        for (Map.Entry<Partition, Long> p : newestFile.entrySet()) {
            List<String> values = paimonValues(p.getKey(), types);
            boolean isExpired = o.partitionExpirationByUpdateTime()
                    ? thresholdMillis > p.getValue()
                    : valuesExpired(keys, values, threshold, o.partitionTimestampPattern(), o.partitionTimestampFormatter());
            if (isExpired) {
                List<String> shown = new ArrayList<>(values.size());
                for (String v : values) {
                    shown.add(v == null ? defaultName : v);
                }
                expired.computeIfAbsent(String.join(",", shown), j -> new ArrayList<>()).add(p.getKey());
                named.put(p.getKey(), shown);
            }
        }
        List<Partition> chosen = new ArrayList<>();
        for (List<Partition> same : expired.values()) {
            same.sort(Comparator.naturalOrder());
            chosen.addAll(same);
        }
        int max = o.partitionExpirationMaxNum();
        if (chosen.size() > max) {
            chosen = new ArrayList<>(chosen.subList(0, max));
        }
        if (chosen.isEmpty()) {
            return List.of();
        }
        int batch = o.partitionExpirationBatchSize();
        if (batch <= 0 || batch >= chosen.size()) {
            batch = chosen.size();
        }
        List<Map<String, String>> out = new ArrayList<>(chosen.size());
        for (int from = 0; from < chosen.size(); from += batch) {
            List<Map<String, String>> specs = new ArrayList<>();
            for (Partition p : chosen.subList(from, Math.min(chosen.size(), from + batch))) {
                Map<String, String> spec = new LinkedHashMap<>();
                Map<String, String> shown = new LinkedHashMap<>();
                for (int i = 0; i < keys.size(); i++) {
                    spec.put(keys.get(i), p.values().get(i));
                    shown.put(keys.get(i), named.get(p).get(i));
                }
                specs.add(spec);
                out.add(shown);
            }
            try (FileStoreCommit commit = new FileStoreCommit(ctx.store, ctx.paths, "expire-partitions-" + java.util.UUID.randomUUID(),
                    ctx.schema::id, o.dynamicPartitionOverwrite(), o.fileSync())
                    .countingDeletionVectorMarks(ctx.deletionVectorMarks()).withManifestMerge(ctx.manifestMerge())) {
                commit.truncate(specs);
            }
        }
        return out;
    }

    /**
     * A partition's values as Paimon's partition row holds them ({@link #expire}): DATE as its epoch
     * day, the others as printed; null stays null.
     */
    private static List<String> paimonValues(Partition p, List<DataType> types) {
        List<String> out = new ArrayList<>(types.size());
        for (int i = 0; i < types.size(); i++) {
            String v = p.values().get(i);
            if (v != null && types.get(i).root() == TypeRoot.DATE) {
                try {
                    v = Long.toString(LocalDate.parse(v).toEpochDay());
                } catch (DateTimeParseException e) {
                    // left as printed
                }
            }
            out.add(v);
        }
        return out;
    }

    /** {@code values-time}: whether the time of these partition values is before {@code threshold}. */
    static boolean valuesExpired(List<String> keys, List<String> values, LocalDateTime threshold, String pattern,
                                 String formatter) {
        LocalDateTime time = partitionTime(keys, values, pattern, formatter);
        return time != null && threshold.isAfter(time);
    }

    /** The time of these partition values, or null when a value is null or the time string does not parse. */
    static LocalDateTime partitionTime(List<String> keys, List<String> values, String pattern, String formatter) {
        String text;
        if (pattern == null) {
            text = values.get(0);
        } else {
            text = pattern;
            for (int i = 0; i < keys.size(); i++) {
                if (values.get(i) == null) {
                    return null; // as Paimon: a null value anywhere in the partition, used or not
                }
                text = text.replace("$" + keys.get(i), values.get(i));
            }
        }
        if (text == null) {
            return null;
        }
        try {
            if (formatter == null) {
                try {
                    return LocalDateTime.parse(text, DEFAULT_TIMESTAMP);
                } catch (DateTimeParseException e) {
                    return LocalDate.parse(text, DEFAULT_DATE).atTime(LocalTime.MIDNIGHT);
                }
            }
            DateTimeFormatter f = DateTimeFormatter.ofPattern(formatter, Locale.ROOT);
            try {
                return LocalDateTime.parse(text, f);
            } catch (DateTimeParseException e) {
                return LocalDate.parse(text, f).atTime(LocalTime.MIDNIGHT);
            }
        } catch (DateTimeParseException | IllegalArgumentException e) {
            return null;
        }
    }
}
