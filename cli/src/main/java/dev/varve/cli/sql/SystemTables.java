package dev.varve.cli.sql;

import dev.varve.kernel.util.Suggest;
import dev.varve.kernel.BatchScan;
import dev.varve.kernel.BranchInfo;
import dev.varve.kernel.ConsumerInfo;
import dev.varve.kernel.DataFileInfo;
import dev.varve.kernel.ManifestInfo;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.SchemaInfo;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.TagInfo;
import dev.varve.kernel.Table;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.InternalRow;
import dev.varve.row.TypeRoot;

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
 *
 * <p>Also (sweep 16, each checked on Flink 2.0 + Paimon 1.4.2 by a {@code sweep16_sys_*} golden): {@code t$ro}
 * (read by {@link QueryRunner} as a data table with {@code BatchScan#withReadOptimized}), {@code t$binlog},
 * {@code t$aggregation_fields}, {@code t$branches} and {@code t$statistics} (empty), and the catalog-wide
 * {@code sys.all_table_options}, {@code sys.catalog_options}, {@code sys.tables}, {@code sys.partitions}
 * ({@link #readGlobal}). {@link #NOT_SUPPORTED} lists Paimon's tables refused by name.
 */
final class SystemTables {
    static final List<String> NAMES = List.of("snapshots", "schemas", "options", "files", "partitions", "buckets",
            "consumers", "audit_log", "tags", "ro", "binlog", "aggregation_fields", "branches", "statistics",
            "table_indexes", "manifests");

    /**
     * Apache Paimon 1.4.2's system tables Varve does not serve, each with why (refused by name rather
     * than as unknown).
     */
    static final Map<String, String> NOT_SUPPORTED = Map.of(
            "row_tracking", "it needs row tracking ('row-tracking.enabled'), which Varve does not support");

    /** The catalog-wide system database ({@code sys.all_table_options}, {@code sys.catalog_options}). */
    static final String SYSTEM_DATABASE = "sys";
    /** {@link Session.TableName#system} of a table in {@link #SYSTEM_DATABASE}. */
    static final String GLOBAL = "sys";
    static final List<String> GLOBAL_NAMES = List.of("all_table_options", "catalog_options", "partitions", "tables");

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
        if (GLOBAL.equals(name.system)) {
            return readGlobal(session, name, hints);
        }
        String refused = NOT_SUPPORTED.get(name.system);
        if (refused != null) {
            throw new SqlError("system table '" + name + "' is not supported: " + refused);
        }
        Table table = session.table(name);
        if (!hints.isEmpty()) {
            table = table.copy(hints);
        }
        List<String> names = new ArrayList<>();
        List<DataType> types = new ArrayList<>();
        List<Object[]> rows = new ArrayList<>();
        switch (name.system) {
            case "ro":
            case "binlog":
            case "aggregation_fields":
            case "branches":
            case "statistics":
                readMore(table, name.system, names, types, rows);
                break;
            case "table_indexes":
                tableIndexes(table, travelledSnapshot(table, hints), names, types, rows);
                break;
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
                FileStatsFormat stats = new FileStatsFormat(table.options());
                List<DataType> partitionTypes = partitionTypes(table);
                for (DataFileInfo f : table.files(travelledSnapshot(table, hints), true)) {
                    // null: first_row_id and write_cols (no row tracking, no data evolution)
                    rows.add(new Object[]{paimonPartition(f.partition, table.partitionKeys(), partitionTypes), f.bucket,
                            f.filePath, f.fileFormat, f.schemaId, f.level, f.recordCount, f.fileSizeInBytes,
                            FileStatsFormat.key(f.minKey), FileStatsFormat.key(f.maxKey), stats.nullCounts(f),
                            stats.bounds(f.minValues, false), stats.bounds(f.maxValues, true),
                            f.minSequenceNumber, f.maxSequenceNumber, time(f.creationTimeMillis),
                            f.deleteRowCount, f.fileSource, null, null});
                }
                break;
            case "manifests":
                manifests(table, travelledSnapshot(table, hints), names, types, rows);
                break;
            case "partitions": {
                // Paimon's $partitions honours time travel ('scan.snapshot-id', 'scan.tag-name'); its $buckets does not
                partitions(table, travelledSnapshot(table, hints), names, types, rows);
                break;
            }
            case "buckets": // Paimon's $buckets shows the latest snapshot whatever the hints (also 'scan.tag-name')
                buckets(session.table(name), names, types, rows);
                break;
            case "consumers":
                col(names, types, "consumer_id", DataType.string().notNull());
                col(names, types, "next_snapshot_id", DataType.bigint().notNull());
                for (ConsumerInfo c : table.consumers()) {
                    rows.add(new Object[]{c.consumerId, c.nextSnapshotId});
                }
                break;
            case "audit_log": {
                col(names, types, "rowkind", DataType.string()); // nullable, as Paimon 1.4.2 declares it
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
     * The snapshot a system table that honours time travel reads: {@code scan.snapshot-id} as given (also one
     * that expired, for the error), else the one {@code scan.timestamp[-millis]} selects ({@code table} carries
     * the hints), else null: the latest, or {@code scan.tag-name}'s, which {@link Table#files} reads from the
     * tag itself (its snapshot may have expired).
     */
    private static Long travelledSnapshot(Table table, Map<String, String> hints) {
        String sid = hints.get("scan.snapshot-id");
        if (sid != null) {
            return Long.parseLong(sid.strip());
        }
        if (!hints.containsKey("scan.tag-name")
                && (hints.containsKey("scan.timestamp-millis") || hints.containsKey("scan.timestamp"))) {
            SnapshotInfo s = table.newBatchScan().snapshot();
            if (s == null && table.latestSnapshot() != null) {
                // a time before the earliest snapshot: Paimon fails the read
                throw new SqlError("there is no snapshot earlier than or equal to the time of 'scan.timestamp"
                        + (hints.containsKey("scan.timestamp-millis") ? "-millis' (" + hints.get("scan.timestamp-millis")
                        : "' (" + hints.get("scan.timestamp")) + ") in table " + table.identifier().fullName());
            }
            return s == null ? null : s.snapshotId;
        }
        return null;
    }

    /**
     * Paimon 1.4.2's {@code $manifests} (its columns; checked on Flink, {@code sweep37_mf_*} goldens): the data
     * manifests (base then delta) and the changelog manifests of the snapshot time travel selects (the latest by
     * default; none for a table without snapshot), from Varve's own manifests, which are merged by Paimon's rule
     * (kernel {@code ManifestMerge}). {@code file_name} and {@code file_size} are Varve's (JSON manifests, not
     * Paimon's Avro ones); the partition statistics are each partition column's minimum and maximum over the
     * manifest's files in Paimon's row form ({@code {2024-01-01, 3}}, {@code {}} when unpartitioned); no row
     * tracking, so {@code min_row_id} and {@code max_row_id} are null.
     */
    private static void manifests(Table table, Long snapshotId, List<String> names, List<DataType> types, List<Object[]> rows) {
        col(names, types, "file_name", DataType.string().notNull());
        col(names, types, "file_size", DataType.bigint().notNull());
        col(names, types, "num_added_files", DataType.bigint().notNull());
        col(names, types, "num_deleted_files", DataType.bigint().notNull());
        col(names, types, "schema_id", DataType.bigint().notNull());
        col(names, types, "min_partition_stats", DataType.string());
        col(names, types, "max_partition_stats", DataType.string());
        col(names, types, "min_row_id", DataType.bigint());
        col(names, types, "max_row_id", DataType.bigint());
        List<DataType> partitionTypes = partitionTypes(table);
        for (ManifestInfo m : table.manifests(snapshotId)) {
            rows.add(new Object[]{m.fileName, m.fileSize, m.numAddedFiles, m.numDeletedFiles, m.schemaId,
                    partitionStats(m.minPartitionValues, partitionTypes), partitionStats(m.maxPartitionValues, partitionTypes),
                    null, null});
        }
    }

    /**
     * Paimon's string cast of a partition statistics row: {@code {v1, v2}}, {@code null} for a column without
     * non-NULL value, a TIMESTAMP with its precision's fraction digits ({@code 2024-01-01 09:00:00.000}).
     */
    static String partitionStats(List<String> values, List<DataType> types) {
        StringBuilder sb = new StringBuilder("{");
        for (int i = 0; i < values.size(); i++) {
            String v = values.get(i);
            sb.append(i == 0 ? "" : ", ").append(v == null ? "null" : i < types.size() ? paimonString(v, types.get(i)) : v);
        }
        return sb.append('}').toString();
    }

    /**
     * A partition value as printed by Varve, in Paimon's cast to string where they differ: a TIMESTAMP with its
     * precision's fraction digits and a space ({@code 2024-01-01 09:00:00.000}), a TIMESTAMP_LTZ so in the JVM's
     * time zone (Paimon formats it in {@code TimeZone.getDefault()}), a TIME as {@code HH:mm:ss} without fraction
     * ({@code 00:00:00}, where Varve prints {@code 00:00}), BYTES / VARBINARY as their
     * bytes decoded as UTF-8 (where Varve prints {@code x'..'}).
     */
    static String paimonString(String v, DataType type) {
        if (v.equals("null")) {
            return v; // a NULL value as the kernel describes it
        }
        switch (type.root()) {
            case TIMESTAMP:
                return paimonTimestamp(v, type.precision());
            case TIMESTAMP_LTZ:
                try {
                    return paimonTimestamp(LocalDateTime.ofInstant(Instant.parse(v), ZoneId.systemDefault()).toString(),
                            type.precision());
                } catch (java.time.format.DateTimeParseException e) {
                    return paimonTimestamp(v, type.precision());
                }
            case TIME:
                return paimonTime(v);
            case BINARY:
            case VARBINARY:
                return paimonBytes(v);
            default:
                return v;
        }
    }

    /** Paimon's cast of a TIME to a string: {@code HH:mm:ss}, no fraction whatever the precision (TIME(3) 10:00:00.5 is 10:00:00). */
    private static String paimonTime(String v) {
        try {
            return java.time.LocalTime.parse(v).format(java.time.format.DateTimeFormatter.ofPattern("HH:mm:ss"));
        } catch (java.time.format.DateTimeParseException e) {
            return v;
        }
    }

    private static String paimonBytes(String v) {
        if (!(v.startsWith("x'") || v.startsWith("X'")) || !v.endsWith("'") || v.length() % 2 != 1) {
            return v;
        }
        String hex = v.substring(2, v.length() - 1);
        byte[] b = new byte[hex.length() / 2];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) Integer.parseInt(hex.substring(2 * i, 2 * i + 2), 16);
        }
        return new String(b, java.nio.charset.StandardCharsets.UTF_8);
    }

    private static String paimonTimestamp(String v, int p) {
        String s = v.replace('T', ' ');
        int dot = s.indexOf('.');
        String base = dot < 0 ? s : s.substring(0, dot);
        if (base.length() == 16) { // yyyy-MM-dd HH:mm
            base = base + ":00";
        }
        String fraction = dot < 0 ? "" : s.substring(dot + 1);
        if (p == 0) {
            return base;
        }
        StringBuilder f = new StringBuilder(fraction.length() > p ? fraction.substring(0, p) : fraction);
        while (f.length() < p) {
            f.append('0');
        }
        return base + "." + f;
    }

    /** The system tables added in sweep 16 ({@code $ro}, {@code $binlog}, {@code $aggregation_fields}, {@code $branches}). */
    private static void readMore(Table table, String system, List<String> names, List<DataType> types, List<Object[]> rows) {
        switch (system) {
            case "ro": // Paimon's read-optimized table: the table's columns, what full compaction produced
                for (DataField f : table.rowType().fields()) {
                    col(names, types, f.name(), f.type());
                }
                try (RecordReader r = table.newBatchScan().withReadOptimized().read()) {
                    while (r.hasNext()) {
                        rows.add(QueryRunner.copyValues(r.next()));
                    }
                }
                break;
            case "binlog":
                binlog(table, names, types, rows);
                break;
            case "aggregation_fields":
                aggregationFields(table, names, types, rows);
                break;
            case "branches": // Paimon's columns: the table's branches (main not listed), by creation time
                col(names, types, "branch_name", DataType.string().notNull());
                col(names, types, "create_time", DataType.timestamp(3).notNull());
                for (dev.varve.kernel.BranchInfo b : table.branches()) {
                    rows.add(new Object[]{b.branchName, time(b.createTimeMillis)});
                }
                break;
            case "statistics": // statistics come from ANALYZE TABLE, which Varve does not support: Paimon's columns, no rows
                col(names, types, "snapshot_id", DataType.bigint().notNull());
                col(names, types, "schema_id", DataType.bigint().notNull());
                col(names, types, "mergedRecordCount", DataType.bigint());
                col(names, types, "mergedRecordSize", DataType.bigint());
                col(names, types, "colstat", DataType.string());
                break;
            default:
                throw new IllegalArgumentException(system);
        }
    }

    /**
     * {@code t$binlog} as Paimon 1.4.2 reads it in batch: per row of {@code $audit_log} (its stored kind,
     * retractions kept) the kind, then each column as a one-element array (Paimon's streaming read packs
     * an update's -U and +U into two-element arrays; Varve reads {@code $binlog} in batch only). The
     * columns are nullable arrays of the column's type made nullable, {@code rowkind} a nullable STRING.
     */
    private static void binlog(Table table, List<String> names, List<DataType> types, List<Object[]> rows) {
        col(names, types, "rowkind", DataType.string());
        for (DataField f : table.rowType().fields()) {
            col(names, types, f.name(), DataType.array(f.type().nullable(true)));
        }
        try (RecordReader r = table.newBatchScan().readWithRowKinds()) {
            while (r.hasNext()) {
                InternalRow row = r.next();
                Object[] v = new Object[row.getArity() + 1];
                v[0] = row.getRowKind().shortString();
                for (int i = 0; i < row.getArity(); i++) {
                    v[i + 1] = java.util.Collections.singletonList(copy(row.getField(i)));
                }
                rows.add(v);
            }
        }
    }

    /**
     * {@code t$aggregation_fields} as Paimon 1.4.2 prints it: per column its name, type, and the values and
     * keys of the table's options {@code fields.<column>.<anything>} (in the order Paimon's schema reader
     * holds the options, see {@link #optionsJson}) as lists, and its comment. Paimon takes the column from
     * the key's text between the first and second dot, so a {@code fields.default-aggregate-function}
     * (no second dot) belongs to no column.
     */
    private static void aggregationFields(Table table, List<String> names, List<DataType> types, List<Object[]> rows) {
        col(names, types, "field_name", DataType.string().notNull());
        col(names, types, "field_type", DataType.string().notNull());
        col(names, types, "function", DataType.string());
        col(names, types, "function_options", DataType.string());
        col(names, types, "comment", DataType.string());
        Map<String, List<String>> values = new java.util.HashMap<>();
        Map<String, List<String>> keys = new java.util.HashMap<>();
        for (Map.Entry<String, String> e : new java.util.HashMap<>(table.options()).entrySet()) {
            String[] parts = e.getKey().split("\\.");
            if (parts.length > 2 && parts[0].equals("fields")) {
                values.computeIfAbsent(parts[1], k -> new ArrayList<>()).add(e.getValue());
                keys.computeIfAbsent(parts[1], k -> new ArrayList<>()).add(e.getKey());
            }
        }
        for (DataField f : table.rowType().fields()) {
            rows.add(new Object[]{f.name(), f.type().toString(), values.getOrDefault(f.name(), List.of()).toString(),
                    keys.getOrDefault(f.name(), List.of()).toString(), f.description()});
        }
    }

    /**
     * {@code t$table_indexes} with Apache Paimon 1.4.2's columns: the HASH index file of each partition and
     * bucket of a dynamic-bucket table (its key count as row_count, dv_ranges null), and the DELETION_VECTORS index
     * file of each bucket of a primary-key table with {@code deletion-vectors.enabled} that ever had a vector
     * (row_count: data files with a vector; dv_ranges one {@code (file name, offset, length, marked rows)} per such
     * file, offset and length within Varve's own index file, kernel INDEX_FORMAT.md §3).
     */
    private static void tableIndexes(Table table, Long snapshotId, List<String> names, List<DataType> types,
                                     List<Object[]> rows) {
        col(names, types, "partition", DataType.string());
        col(names, types, "bucket", DataType.intType().notNull());
        col(names, types, "index_type", DataType.string().notNull());
        col(names, types, "file_name", DataType.string().notNull());
        col(names, types, "file_size", DataType.bigint().notNull());
        col(names, types, "row_count", DataType.bigint().notNull());
        col(names, types, "dv_ranges", DataType.array(DataType.row(List.of(
                new DataField(0, "f0", DataType.string().notNull()), new DataField(1, "f1", DataType.intType().notNull()),
                new DataField(2, "f2", DataType.intType().notNull()), new DataField(3, "_CARDINALITY", DataType.bigint())))));
        for (DataFileInfo f : table.indexFiles(snapshotId)) {
            String fileName = f.filePath.substring(f.filePath.lastIndexOf('/') + 1);
            rows.add(new Object[]{paimonPartition(f.partition, table.partitionKeys(), partitionTypes(table)), f.bucket, "HASH", fileName,
                    f.fileSizeInBytes, f.recordCount, null});
        }
        for (dev.varve.kernel.DeletionVectorIndexInfo f : table.deletionVectorIndexFiles(snapshotId)) {
            List<Object> ranges = new ArrayList<>();
            for (dev.varve.kernel.DeletionVectorIndexInfo.Range r : f.ranges) {
                ranges.add(dev.varve.row.GenericRow.of(r.dataFile, r.offset, r.length, r.cardinality));
            }
            rows.add(new Object[]{paimonPartition(f.partition, table.partitionKeys(), partitionTypes(table)), f.bucket, "DELETION_VECTORS",
                    f.fileName, f.fileSizeInBytes, (long) f.ranges.size(), ranges});
        }
    }

    /**
     * The catalog-wide system tables of database {@code sys}, as Paimon 1.4.2's filesystem catalog shows
     * them: {@code sys.all_table_options} (every table's stored options and its {@code path}) and
     * {@code sys.catalog_options} (the catalog's options: its warehouse).
     */
    private static Relation readGlobal(Session session, Session.TableName name, Map<String, String> hints) {
        List<String> names = new ArrayList<>();
        List<DataType> types = new ArrayList<>();
        List<Object[]> rows = new ArrayList<>();
        switch (name.id.table()) {
            case "all_table_options": {
                col(names, types, "database_name", DataType.string());
                col(names, types, "table_name", DataType.string());
                col(names, types, "key", DataType.string());
                col(names, types, "value", DataType.string());
                dev.varve.kernel.Catalog catalog = name.catalog.catalog();
                for (String db : catalog.listDatabases()) {
                    for (String t : catalog.listTables(db)) {
                        Map<String, String> options = new TreeMap<>(catalog.getTable(dev.varve.kernel.Identifier.of(db, t)).options());
                        options.put("path", Session.tablePath(name.catalog, db, t));
                        for (Map.Entry<String, String> e : options.entrySet()) {
                            rows.add(new Object[]{db, t, e.getKey(), e.getValue()});
                        }
                    }
                }
                break;
            }
            case "tables":
                allTables(name.catalog.catalog(), names, types, rows);
                break;
            case "partitions":
                allPartitions(name.catalog.catalog(), names, types, rows);
                break;
            case "catalog_options":
                col(names, types, "key", DataType.string().notNull());
                col(names, types, "value", DataType.string().notNull());
                rows.add(new Object[]{"warehouse", name.catalog.warehouse});
                break;
            default: {
                String hint = Suggest.closest(name.id.table(), GLOBAL_NAMES);
                throw new SqlError("unknown system table '" + name + "'"
                        + (hint != null ? " (did you mean 'sys." + hint + "'?)" : " (system tables: sys." + String.join(", sys.", GLOBAL_NAMES) + ")"));
            }
        }
        // OPTIONS hints are accepted and have no effect, as in Paimon
        return new Relation(names, types, rows, null, List.of(name.id.table(), name.id.fullName()), "system table " + name);
    }

    /**
     * {@code sys.tables} as Paimon 1.4.2's filesystem catalog fills it: per table its database, name, type
     * {@code table}, whether partitioned and has a primary key; owner, times and the size columns are
     * what only a REST catalog records: null.
     */
    private static void allTables(dev.varve.kernel.Catalog catalog, List<String> names, List<DataType> types,
                                  List<Object[]> rows) {
        for (String n : List.of("database_name", "table_name", "table_type")) {
            col(names, types, n, DataType.string());
        }
        col(names, types, "partitioned", DataType.booleanType());
        col(names, types, "primary_key", DataType.booleanType());
        col(names, types, "owner", DataType.string());
        col(names, types, "created_at", DataType.bigint());
        col(names, types, "created_by", DataType.string());
        col(names, types, "updated_at", DataType.bigint());
        col(names, types, "updated_by", DataType.string());
        for (String n : List.of("record_count", "file_size_in_bytes", "file_count", "last_file_creation_time")) {
            col(names, types, n, DataType.bigint());
        }
        for (String db : catalog.listDatabases()) {
            for (String t : catalog.listTables(db)) {
                Table table = catalog.getTable(dev.varve.kernel.Identifier.of(db, t));
                rows.add(new Object[]{db, t, "table", !table.partitionKeys().isEmpty(), !table.primaryKeys().isEmpty(),
                        null, null, null, null, null, null, null, null, null});
            }
        }
    }

    /**
     * {@code sys.partitions} as Paimon 1.4.2's filesystem catalog fills it: per partition of every partitioned
     * table's latest snapshot its path ({@code dt=x}), rows stored, bytes, file count, the newest file's
     * creation time (epoch milliseconds) and {@code done} false (Varve has no partition mark-done).
     */
    private static void allPartitions(dev.varve.kernel.Catalog catalog, List<String> names, List<DataType> types,
                                      List<Object[]> rows) {
        for (String n : List.of("database_name", "table_name", "partition_name")) {
            col(names, types, n, DataType.string());
        }
        for (String n : List.of("record_count", "file_size_in_bytes", "file_count", "last_file_creation_time")) {
            col(names, types, n, DataType.bigint());
        }
        col(names, types, "done", DataType.booleanType());
        for (String db : catalog.listDatabases()) {
            for (String t : catalog.listTables(db)) {
                Table table = catalog.getTable(dev.varve.kernel.Identifier.of(db, t));
                if (table.partitionKeys().isEmpty()) {
                    continue;
                }
                for (Map.Entry<String, long[]> e : partitionTotals(table, null).entrySet()) {
                    long[] a = e.getValue();
                    rows.add(new Object[]{db, t, e.getKey(), a[0], a[1], a[2], a[3], false});
                }
            }
        }
    }

    /** Sums {@code files} per partition into {@code byPartition}, leaving out the partitions in {@code skip}. */
    private static void addPartitionFiles(List<DataFileInfo> files, Map<String, long[]> byPartition,
                                          java.util.Set<String> skip) {
        for (DataFileInfo f : files) {
            if (skip != null && skip.contains(f.partition)) {
                continue;
            }
            long[] a = byPartition.computeIfAbsent(f.partition, k -> new long[]{0, 0, 0, Long.MIN_VALUE});
            a[0] += f.recordCount;
            a[1] += f.fileSizeInBytes;
            a[2]++;
            a[3] = Math.max(a[3], f.creationTimeMillis);
        }
    }

    /**
     * The branch {@code scan.fallback-branch} names, as Paimon 1.4.2 builds a table with it: from the stored option
     * (a dynamic one neither sets nor changes it), none when blank or the table's own branch; null if none.
     */
    static Table fallbackBranchTable(Table table) {
        String name = table.options().get("scan.fallback-branch");
        if (name == null || name.isBlank()) {
            return null;
        }
        String own = table.branch() == null ? BranchInfo.MAIN : table.branch();
        return name.equals(own) ? null : table.onBranch(name);
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
        // per partition as stored (an empty, a blank and a NULL value are three partitions with one printed name)
        String defaultName = table.options().getOrDefault("partition.default-name", "__DEFAULT_PARTITION__");
        boolean legacyName = !"false".equalsIgnoreCase(table.options().getOrDefault("partition.legacy-name", "true"));
        List<DataType> partitionTypes = partitionTypes(table);
        Map<String, long[]> byPartition = new TreeMap<>();
        addPartitionFiles(table.files(snapshotId), byPartition, null);
        Table fallback = snapshotId == null ? fallbackBranchTable(table) : null;
        if (fallback != null) {
            // as Paimon 1.4.2's fallback read lists its partition entries: the fallback branch's partitions the
            // table's own branch has no data file in (golden sweep45_op45_fallback_partitions)
            addPartitionFiles(fallback.files(null), byPartition, new java.util.HashSet<>(byPartition.keySet()));
        }
        for (Map.Entry<String, long[]> e : byPartition.entrySet()) {
            long[] a = e.getValue();
            String path = partitionsTablePath(e.getKey(), table.partitionKeys(), partitionTypes, defaultName, legacyName);
            rows.add(new Object[]{path, a[0], a[1], a[2], time(a[3]), null, null, null, null});
        }
    }

    /**
     * A partition as Paimon 1.4.2's {@code $partitions} prints it: it names the partition by each value's
     * {@code toString} (with {@code partition.legacy-name}, the default), a NULL, empty or blank one as
     * {@code partition.default-name}, parses that name back to the column's type and casts it to a string
     * ({@link #paimonString}): a TIME as {@code HH:mm:ss}, an empty or blank STRING / CHAR as the default name. A
     * TIMESTAMP / TIMESTAMP_LTZ value's name ({@code 2024-01-01T10:00}) does not parse back, and Paimon's read
     * fails (fzky_1606, 1617): so does this one.
     */
    static String partitionsTablePath(String described, List<String> keys, List<DataType> types, String defaultName,
                                      boolean legacyName) {
        return partitionPath(described, keys, (i, v) -> {
            if (v.equals("null")) {
                return defaultName;
            }
            DataType type = i < types.size() ? types.get(i) : null;
            if (legacyName && type != null
                    && (type.root() == TypeRoot.TIMESTAMP || type.root() == TypeRoot.TIMESTAMP_LTZ)) {
                throw new SqlError("cannot read $partitions: partition column '" + keys.get(i) + "' is a "
                        + type.asSqlStringNoNull() + " and Paimon 1.4.2 names its partitions by the value's toString ('"
                        + v.replace("Z", "") + "'), which it cannot parse back (Paimon's read fails the same way);"
                        + " 'partition.legacy-name' = 'false' at CREATE TABLE names them by a cast to string");
            }
            String printed = type == null ? v : paimonString(v, type);
            return printed.isBlank() ? defaultName : printed;
        });
    }

    /**
     * A partition the kernel describes as {@code dt=20240108, hh=08} as a path {@code dt=<printed>/hh=<printed>}, each
     * value printed by {@code printed} (its index, its described value); empty when unpartitioned, the description
     * itself when it does not parse.
     */
    private static String partitionPath(String described, List<String> keys,
                                        java.util.function.BiFunction<Integer, String, String> printed) {
        if (described == null || described.isEmpty() || keys.isEmpty()) {
            return "";
        }
        List<String> values = partitionValues(described, keys);
        if (values == null) {
            return described;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < keys.size(); i++) {
            sb.append(i == 0 ? "" : "/").append(keys.get(i)).append('=').append(printed.apply(i, values.get(i)));
        }
        return sb.toString();
    }

    /**
     * Per partition path (Paimon's form, see {@link #paimonPartitionPath}) of the snapshot's data files:
     * rows stored, bytes, file count, the newest file's creation time; in path order.
     */
    private static Map<String, long[]> partitionTotals(Table table, Long snapshotId) {
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
        return byPartition;
    }

    /**
     * {@code t$buckets} with Apache Paimon 1.4.2's columns: per partition (in {@code $files}' brace
     * form) and bucket of the latest snapshot's data files, their row count (rows stored, not merged),
     * bytes, count, and the newest file's creation time; in partition then bucket order.
     */
    private static void buckets(Table table, List<String> names, List<DataType> types, List<Object[]> rows) {
        col(names, types, "partition", DataType.string()); // nullable, as Paimon 1.4.2 declares it
        col(names, types, "bucket", DataType.intType().notNull());
        col(names, types, "record_count", DataType.bigint().notNull());
        col(names, types, "file_size_in_bytes", DataType.bigint().notNull());
        col(names, types, "file_count", DataType.bigint().notNull());
        col(names, types, "last_update_time", DataType.timestamp(3));
        Map<String, Map<Integer, long[]>> byPartition = new TreeMap<>();
        List<DataType> partitionTypes = partitionTypes(table);
        for (DataFileInfo f : table.files(null)) {
            long[] a = byPartition.computeIfAbsent(paimonPartition(f.partition, table.partitionKeys(), partitionTypes), k -> new TreeMap<>())
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
        return paimonPartition(described, keys, List.of());
    }

    /**
     * As {@link #paimonPartition(String, List)}, each value in Paimon's cast to string of its column's type
     * ({@link #paimonString}: Paimon's {@code $files} and {@code $buckets} cast the partition row to a string).
     */
    static String paimonPartition(String described, List<String> keys, List<DataType> types) {
        if (described == null || described.isEmpty() || keys.isEmpty()) {
            return "{}";
        }
        List<String> values = partitionValues(described, keys);
        return values == null ? "{" + described + "}" : partitionStats(values, types);
    }

    /** The types of {@code table}'s partition columns, in partition-key order. */
    static List<DataType> partitionTypes(Table table) {
        List<DataType> out = new ArrayList<>();
        for (String k : table.partitionKeys()) {
            for (DataField f : table.rowType().fields()) {
                if (f.name().equals(k)) {
                    out.add(f.type());
                }
            }
        }
        return out;
    }

    /**
     * Paimon's {@code $partitions} form of a partition: its path {@code dt=20240108/hh=08} (empty when
     * unpartitioned), NULL as the table's {@code partition.default-name}. Values are not escaped.
     */
    static String paimonPartitionPath(String described, List<String> keys, String defaultName) {
        return partitionPath(described, keys, (i, v) -> v.equals("null") ? defaultName : v);
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

    /**
     * A type as Paimon 1.4.2's schema JSON spells it: a string for an atomic type (its SQL spelling), an object for an
     * ARRAY ({@code {"type":"ARRAY","element":...}}) or a MAP ({@code {"type":"MAP","key":...,"value":...}}), with
     * {@code NOT NULL} inside the {@code type} string (fzmx_1005), or a ROW ({@code {"type":"ROW","fields":[...]}},
     * its fields with their nested field ids, as the columns).
     */
    static String typeJson(DataType t) {
        String notNull = t.isNullable() ? "" : " NOT NULL";
        switch (t.root()) {
            case ARRAY:
                return "{\"type\":\"ARRAY" + notNull + "\",\"element\":" + typeJson(t.elementType()) + "}";
            case MAP:
                return "{\"type\":\"MAP" + notNull + "\",\"key\":" + typeJson(t.keyType()) + ",\"value\":"
                        + typeJson(t.valueType()) + "}";
            case ROW:
                return "{\"type\":\"ROW" + notNull + "\",\"fields\":" + fieldsJson(t.fields()) + "}";
            default:
                return json(t.toString());
        }
    }

    private static String fieldsJson(List<DataField> fields) {
        List<String> parts = new ArrayList<>();
        for (DataField f : fields) {
            String p = "{\"id\":" + f.id() + ",\"name\":" + json(f.name()) + ",\"type\":" + typeJson(f.type());
            if (f.description() != null) {
                p += ",\"description\":" + json(f.description());
            }
            if (f.defaultValue() != null) {
                p += ",\"defaultValue\":" + json(f.defaultValue());
            }
            parts.add(p + "}");
        }
        return "[" + String.join(",", parts) + "]";
    }
}
