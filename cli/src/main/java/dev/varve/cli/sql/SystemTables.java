package dev.varve.cli.sql;

import dev.varve.kernel.util.Suggest;
import dev.varve.kernel.BatchScan;
import dev.varve.kernel.ConsumerInfo;
import dev.varve.kernel.DataFileInfo;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.SchemaInfo;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.TagInfo;
import dev.varve.kernel.Table;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.InternalRow;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The system tables {@code t$snapshots}, {@code t$schemas}, {@code t$options}, {@code t$files},
 * {@code t$partitions}, {@code t$buckets}, {@code t$consumers}, {@code t$audit_log} (batch), with Apache Paimon's column
 * names where the concept exists in Varve. Times are local date-times in the JVM's zone, as Paimon
 * shows them. Stateless.
 *
 * <p>{@code t$snapshots}, {@code t$files} and {@code t$partitions} have exactly Apache Paimon 1.4.2's
 * columns (names, order, types, nullability; property-tests
 * TableOpsDifferentialTest#systemTableColumnsAgreeWithPaimon).
 * Columns whose concept Varve lacks: {@code $snapshots.watermark} {@link #NO_WATERMARK},
 * {@code $snapshots.next_row_id} 0 and {@code $files.first_row_id} null (no row tracking; Paimon's
 * values without it), {@code $files.write_cols} null (no data evolution). {@code $files.min_key} /
 * {@code max_key}, {@code null_value_counts}, {@code min_value_stats} / {@code max_value_stats} come from
 * the file's footer ({@link FileStatsFormat}). {@code $files.deleteRowCount} is the file's count of -U/-D rows, {@code file_source}
 * APPEND (a writer's file, also after an upgrade to another level) or COMPACT (a compaction's output).
 */
final class SystemTables {
    static final List<String> NAMES = List.of("snapshots", "schemas", "options", "files", "partitions", "buckets",
            "consumers", "audit_log", "tags");

    /**
     * {@code $snapshots.next_row_id}: Paimon 1.4.2 starts it at 0 and advances it only for tables with
     * row tracking, which Varve does not have, so it stays 0.
     */
    static final Long NEXT_ROW_ID = 0L;
    /**
     * {@code $snapshots.watermark}: Varve has no watermarks. Paimon's Flink committer records Flink's
     * "no watermark yet", {@code Long.MIN_VALUE}, for every batch and streaming commit without event-time
     * watermarks and for {@code sys.compact}'s (checked on Flink 2.0 + Paimon 1.4.2, flink-oracle), so
     * {@code varve sql}, a Flink SQL dialect, prints that (Paimon's Java API leaves it null).
     */
    static final Long NO_WATERMARK = Long.MIN_VALUE;
    /**
     * {@code $schemas.comment} of a table created without COMMENT: Flink's catalog hands Paimon the
     * empty string (Flink's default table comment), which Paimon stores and prints.
     */
    static final String NO_COMMENT = "";

    private SystemTables() {
    }

    static Relation read(Session session, Session.TableName name, Map<String, String> hints) {
        Table table = session.table(name);
        if (!hints.isEmpty()) {
            table = table.copy(hints);
        }
        List<String> names = new ArrayList<>();
        List<DataType> types = new ArrayList<>();
        List<Object[]> rows = new ArrayList<>();
        switch (name.system) {
            case "snapshots":
                col(names, types, "snapshot_id", DataType.bigint().notNull());
                col(names, types, "schema_id", DataType.bigint().notNull());
                col(names, types, "commit_user", DataType.string().notNull());
                col(names, types, "commit_identifier", DataType.bigint().notNull());
                col(names, types, "commit_kind", DataType.string().notNull());
                col(names, types, "commit_time", DataType.timestamp(3).notNull());
                col(names, types, "base_manifest_list", DataType.string().notNull());
                col(names, types, "delta_manifest_list", DataType.string().notNull());
                col(names, types, "changelog_manifest_list", DataType.string());
                col(names, types, "total_record_count", DataType.bigint());
                col(names, types, "delta_record_count", DataType.bigint());
                col(names, types, "changelog_record_count", DataType.bigint());
                col(names, types, "watermark", DataType.bigint());
                col(names, types, "next_row_id", DataType.bigint());
                for (SnapshotInfo s : table.snapshots()) {
                    // watermark: see NO_WATERMARK; next_row_id: no row tracking (see NEXT_ROW_ID)
                    rows.add(new Object[]{s.snapshotId, s.schemaId, s.commitUser, s.commitIdentifier, s.commitKind,
                            time(s.commitTimeMillis), s.baseManifestList, s.deltaManifestList, s.changelogManifestList,
                            s.totalRecordCount, s.deltaRecordCount, changelogRecordCount(s), NO_WATERMARK, NEXT_ROW_ID});
                }
                break;
            case "schemas":
                col(names, types, "schema_id", DataType.bigint().notNull());
                col(names, types, "fields", DataType.string().notNull());
                col(names, types, "partition_keys", DataType.string().notNull());
                col(names, types, "primary_keys", DataType.string().notNull());
                col(names, types, "options", DataType.string().notNull());
                col(names, types, "comment", DataType.string());
                col(names, types, "update_time", DataType.timestamp(3).notNull());
                for (SchemaInfo s : table.schemas()) {
                    rows.add(new Object[]{s.schemaId, fieldsJson(s.rowType.fields()), stringsJson(s.partitionKeys),
                            stringsJson(s.primaryKeys), optionsJson(s.options), s.comment == null ? NO_COMMENT : s.comment,
                            time(s.updateTimeMillis)});
                }
                break;
            case "options":
                col(names, types, "key", DataType.string().notNull());
                col(names, types, "value", DataType.string().notNull());
                for (Map.Entry<String, String> e : new TreeMap<>(session.table(name).options()).entrySet()) {
                    rows.add(new Object[]{e.getKey(), e.getValue()});
                }
                break;
            case "files":
                col(names, types, "partition", DataType.string());
                col(names, types, "bucket", DataType.intType().notNull());
                col(names, types, "file_path", DataType.string().notNull());
                col(names, types, "file_format", DataType.string().notNull());
                col(names, types, "schema_id", DataType.bigint().notNull());
                col(names, types, "level", DataType.intType().notNull());
                col(names, types, "record_count", DataType.bigint().notNull());
                col(names, types, "file_size_in_bytes", DataType.bigint().notNull());
                col(names, types, "min_key", DataType.string());
                col(names, types, "max_key", DataType.string());
                col(names, types, "null_value_counts", DataType.string().notNull());
                col(names, types, "min_value_stats", DataType.string().notNull());
                col(names, types, "max_value_stats", DataType.string().notNull());
                col(names, types, "min_sequence_number", DataType.bigint());
                col(names, types, "max_sequence_number", DataType.bigint());
                col(names, types, "creation_time", DataType.timestamp(3));
                col(names, types, "deleteRowCount", DataType.bigint());
                col(names, types, "file_source", DataType.string());
                col(names, types, "first_row_id", DataType.bigint());
                col(names, types, "write_cols", DataType.array(DataType.string()));
                String sid = hints.get("scan.snapshot-id");
                FileStatsFormat stats = new FileStatsFormat(table.options());
                for (DataFileInfo f : table.files(sid == null ? null : Long.parseLong(sid.strip()), true)) {
                    // null: first_row_id and write_cols (no row tracking, no data evolution)
                    rows.add(new Object[]{paimonPartition(f.partition, table.partitionKeys()), f.bucket,
                            f.filePath, f.fileFormat, f.schemaId, f.level, f.recordCount, f.fileSizeInBytes,
                            FileStatsFormat.key(f.minKey), FileStatsFormat.key(f.maxKey), stats.nullCounts(f),
                            stats.bounds(f.minValues, false), stats.bounds(f.maxValues, true),
                            f.minSequenceNumber, f.maxSequenceNumber, time(f.creationTimeMillis),
                            f.deleteRowCount, f.fileSource, null, null});
                }
                break;
            case "partitions": {
                // Paimon's $partitions honours time travel ('scan.snapshot-id'); its $buckets does not
                String at = hints.get("scan.snapshot-id");
                partitions(table, at == null ? null : Long.parseLong(at.strip()), names, types, rows);
                break;
            }
            case "buckets":
                buckets(table, names, types, rows);
                break;
            case "consumers":
                col(names, types, "consumer_id", DataType.string().notNull());
                col(names, types, "next_snapshot_id", DataType.bigint().notNull());
                for (ConsumerInfo c : table.consumers()) {
                    rows.add(new Object[]{c.consumerId, c.nextSnapshotId});
                }
                break;
            case "audit_log": {
                col(names, types, "rowkind", DataType.string()); // nullable, as DESCRIBE t$audit_log shows on Flink
                for (DataField f : table.rowType().fields()) {
                    col(names, types, f.name(), f.type());
                }
                BatchScan scan = table.newBatchScan();
                try (RecordReader r = scan.readWithRowKinds()) {
                    while (r.hasNext()) {
                        InternalRow row = r.next();
                        Object[] v = new Object[row.getArity() + 1];
                        v[0] = row.getRowKind().shortString();
                        for (int i = 0; i < row.getArity(); i++) {
                            v[i + 1] = copy(row.getField(i));
                        }
                        rows.add(v);
                    }
                }
                break;
            }
            case "tags":
                // Paimon 1.4.2's columns; create_time is recorded only for a tag with a time retained
                col(names, types, "tag_name", DataType.string().notNull());
                col(names, types, "snapshot_id", DataType.bigint().notNull());
                col(names, types, "schema_id", DataType.bigint().notNull());
                col(names, types, "commit_time", DataType.timestamp(3).notNull());
                col(names, types, "record_count", DataType.bigint());
                col(names, types, "create_time", DataType.timestamp(3));
                col(names, types, "time_retained", DataType.string());
                for (TagInfo t : table.tags()) {
                    rows.add(new Object[]{t.tagName, t.snapshotId, t.schemaId, time(t.commitTimeMillis), t.recordCount,
                            t.createTimeMillis == null ? null : time(t.createTimeMillis),
                            t.timeRetained == null ? null : t.timeRetained.toString()});
                }
                break;
            default: {
                String hint = Suggest.closest(name.system, NAMES);
                throw new SqlError("unknown system table '" + name + "'"
                        + (hint != null ? " (did you mean '$" + hint + "'?)" : " (system tables: $" + String.join(", $", NAMES) + ")"));
            }
        }
        return new Relation(names, types, rows, null, List.of(name.id.table() + "$" + name.system), "system table " + name);
    }

    /**
     * {@code t$partitions} with Apache Paimon 1.4.2's columns: per partition of the latest (or the given) snapshot's
     * data files (Paimon's partition path form, empty for an unpartitioned table), their row count
     * (rows stored, not merged), bytes, count, and the newest file's creation time. created_at,
     * created_by, updated_by and options are partition metadata that only Paimon's REST catalog keeps:
     * null, as Paimon's filesystem catalog shows them.
     */
    private static void partitions(Table table, Long snapshotId, List<String> names, List<DataType> types,
                                   List<Object[]> rows) {
        col(names, types, "partition", DataType.string());
        col(names, types, "record_count", DataType.bigint().notNull());
        col(names, types, "file_size_in_bytes", DataType.bigint().notNull());
        col(names, types, "file_count", DataType.bigint().notNull());
        col(names, types, "last_update_time", DataType.timestamp(3));
        col(names, types, "created_at", DataType.timestamp(3));
        col(names, types, "created_by", DataType.string());
        col(names, types, "updated_by", DataType.string());
        col(names, types, "options", DataType.string());
        String defaultName = table.options().getOrDefault("partition.default-name", "__DEFAULT_PARTITION__");
        Map<String, long[]> byPartition = new TreeMap<>();
        for (DataFileInfo f : table.files(snapshotId)) {
            long[] a = byPartition.computeIfAbsent(paimonPartitionPath(f.partition, table.partitionKeys(), defaultName),
                    k -> new long[]{0, 0, 0, Long.MIN_VALUE});
            a[0] += f.recordCount;
            a[1] += f.fileSizeInBytes;
            a[2]++;
            a[3] = Math.max(a[3], f.creationTimeMillis);
        }
        for (Map.Entry<String, long[]> e : byPartition.entrySet()) {
            long[] a = e.getValue();
            rows.add(new Object[]{e.getKey(), a[0], a[1], a[2], time(a[3]), null, null, null, null});
        }
    }

    /**
     * {@code t$buckets} with Apache Paimon 1.4.2's columns: per partition (in {@code $files}' brace
     * form) and bucket of the latest snapshot's data files, their row count (rows stored, not merged),
     * bytes, count, and the newest file's creation time; in partition then bucket order.
     */
    private static void buckets(Table table, List<String> names, List<DataType> types, List<Object[]> rows) {
        col(names, types, "partition", DataType.string().notNull());
        col(names, types, "bucket", DataType.intType().notNull());
        col(names, types, "record_count", DataType.bigint().notNull());
        col(names, types, "file_size_in_bytes", DataType.bigint().notNull());
        col(names, types, "file_count", DataType.bigint().notNull());
        col(names, types, "last_update_time", DataType.timestamp(3));
        Map<String, Map<Integer, long[]>> byPartition = new TreeMap<>();
        for (DataFileInfo f : table.files(null)) {
            long[] a = byPartition.computeIfAbsent(paimonPartition(f.partition, table.partitionKeys()), k -> new TreeMap<>())
                    .computeIfAbsent(f.bucket, k -> new long[]{0, 0, 0, Long.MIN_VALUE});
            a[0] += f.recordCount;
            a[1] += f.fileSizeInBytes;
            a[2]++;
            a[3] = Math.max(a[3], f.creationTimeMillis);
        }
        for (Map.Entry<String, Map<Integer, long[]>> p : byPartition.entrySet()) {
            for (Map.Entry<Integer, long[]> b : p.getValue().entrySet()) {
                long[] a = b.getValue();
                rows.add(new Object[]{p.getKey(), b.getKey(), a[0], a[1], a[2], time(a[3])});
            }
        }
    }

    /**
     * Paimon records a snapshot's changelog_record_count only when the commit wrote changelog files
     * and leaves it null otherwise (no changelog producer, or nothing changed); changelog files are
     * never empty, so Varve's count 0 is Paimon's null.
     */
    static Long changelogRecordCount(SnapshotInfo s) {
        return s.changelogRecordCount == 0 ? null : s.changelogRecordCount;
    }

    /**
     * Paimon prints a file's partition as its values in braces ({@code {20240108, 08}}; {@code {}} when
     * unpartitioned); the kernel describes it as {@code dt=20240108, hh=08}.
     */
    static String paimonPartition(String described, List<String> keys) {
        if (described == null || described.isEmpty() || keys.isEmpty()) {
            return "{}";
        }
        List<String> values = partitionValues(described, keys);
        return values == null ? "{" + described + "}" : "{" + String.join(", ", values) + "}";
    }

    /**
     * Paimon's {@code $partitions} form of a partition: its path {@code dt=20240108/hh=08} (empty when
     * unpartitioned), NULL as the table's {@code partition.default-name}. Values are not escaped.
     */
    static String paimonPartitionPath(String described, List<String> keys, String defaultName) {
        if (described == null || described.isEmpty() || keys.isEmpty()) {
            return "";
        }
        List<String> values = partitionValues(described, keys);
        if (values == null) {
            return described;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < keys.size(); i++) {
            String v = values.get(i);
            sb.append(i == 0 ? "" : "/").append(keys.get(i)).append('=').append(v.equals("null") ? defaultName : v);
        }
        return sb.toString();
    }

    /** The values of a partition the kernel describes as {@code dt=20240108, hh=08}; null if it does not parse. */
    private static List<String> partitionValues(String described, List<String> keys) {
        List<String> values = new ArrayList<>();
        int pos = 0;
        for (int i = 0; i < keys.size(); i++) {
            String prefix = keys.get(i) + "=";
            if (!described.startsWith(prefix, pos)) {
                return null;
            }
            int start = pos + prefix.length();
            int end = described.length();
            if (i + 1 < keys.size()) {
                end = described.indexOf(", " + keys.get(i + 1) + "=", start);
                if (end < 0) {
                    return null;
                }
            }
            values.add(described.substring(start, end));
            pos = end + 2;
        }
        return values;
    }

    static Object copy(Object v) {
        if (v instanceof byte[]) {
            return ((byte[]) v).clone();
        }
        if (v instanceof InternalRow && !(v instanceof dev.varve.row.GenericRow)) {
            return dev.varve.row.GenericRow.copyOf((InternalRow) v);
        }
        return v;
    }

    private static void col(List<String> names, List<DataType> types, String n, DataType t) {
        names.add(n);
        types.add(t);
    }

    static LocalDateTime time(long millis) {
        return LocalDateTime.ofInstant(Instant.ofEpochMilli(millis), ZoneId.systemDefault());
    }

    static String json(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': sb.append("\\\""); break;
                case '\\': sb.append("\\\\"); break;
                case '\n': sb.append("\\n"); break;
                case '\r': sb.append("\\r"); break;
                case '\t': sb.append("\\t"); break;
                default:
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
            }
        }
        return sb.append('"').toString();
    }

    private static String stringsJson(Collection<String> values) {
        List<String> parts = new ArrayList<>();
        for (String v : values) {
            parts.add(json(v));
        }
        return "[" + String.join(",", parts) + "]";
    }

    /**
     * The options as Paimon's {@code t$schemas} prints them: its schema reader puts the stored options
     * one by one into a default {@link java.util.HashMap}, so they come out in that map's iteration
     * order (not in the order they were set).
     */
    static String optionsJson(Map<String, String> options) {
        Map<String, String> paimonOrder = new java.util.HashMap<>();
        for (Map.Entry<String, String> e : options.entrySet()) {
            paimonOrder.put(e.getKey(), e.getValue());
        }
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, String> e : paimonOrder.entrySet()) {
            parts.add(json(e.getKey()) + ":" + json(e.getValue()));
        }
        return "{" + String.join(",", parts) + "}";
    }

    private static String fieldsJson(List<DataField> fields) {
        List<String> parts = new ArrayList<>();
        for (DataField f : fields) {
            String p = "{\"id\":" + f.id() + ",\"name\":" + json(f.name()) + ",\"type\":" + json(f.type().toString());
            if (f.description() != null) {
                p += ",\"description\":" + json(f.description());
            }
            parts.add(p + "}");
        }
        return "[" + String.join(",", parts) + "]";
    }
}
