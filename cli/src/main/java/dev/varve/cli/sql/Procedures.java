package dev.varve.cli.sql;

import dev.varve.kernel.Table;
import dev.varve.kernel.VarveException;
import dev.varve.kernel.options.CoreOptions;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import org.apache.calcite.sql.SqlBasicCall;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code CALL sys.compact('db.t' [, 'k=v,k2=v2;...'])}, {@code CALL sys.expire_snapshots('db.t' [, retain_max])},
 * {@code sys.remove_orphan_files}, {@code sys.rollback_to}, {@code sys.rollback_to_timestamp},
 * {@code sys.reset_consumer}, {@code sys.clear_consumers}, {@code sys.alter_column_default_value}, {@code sys.purge_files},
 * {@code sys.compact_manifest}
 * and the tag procedures ({@link TagProcedures}),
 * positional or named ({@code table => 'db.t'}) arguments as Paimon's procedures take them. Not thread-safe.
 */
final class Procedures {
    private final Session session;

    private final QueryRunner queries;

    Procedures(Session session, QueryRunner queries) {
        this.queries = queries;
        this.session = session;
    }

    void call(SqlBasicCall procedureCall) {
        SqlCall call = (SqlCall) procedureCall.operand(0);
        String name = Session.procedureName(call).toLowerCase(Locale.ROOT);
        String simple = name.startsWith("sys.") ? name.substring(4) : name;
        Map<String, Object> args = new LinkedHashMap<>();
        List<String> positional;
        switch (simple) {
            case "compact":
                positional = List.of("table", "partitions", "order_strategy", "order_by", "options", "where",
                        "partition_idle_time", "compact_strategy");
                break;
            case "rescale":
                positional = List.of("table", "bucket_num", "partition");
                break;
            case "merge_into":
                positional = MergeInto.ARGUMENTS;
                break;
            case "compact_database":
                positional = List.of("including_databases", "mode", "including_tables", "excluding_tables",
                        "table_options", "partition_idle_time", "compact_strategy");
                break;
            case "expire_snapshots":
                positional = List.of("table", "retain_max", "retain_min", "older_than", "max_deletes", "options");
                break;
            case "expire_changelogs":
                positional = List.of("table", "retain_max", "retain_min", "older_than", "max_deletes", "delete_all");
                break;
            case "remove_orphan_files":
                positional = List.of("table", "older_than", "dry_run");
                break;
            case "rollback_to":
                positional = List.of("table", "tag", "snapshot_id");
                break;
            case "rollback_to_timestamp":
                positional = List.of("table", "timestamp");
                break;
            case "reset_consumer":
                positional = List.of("table", "consumer_id", "next_snapshot_id");
                break;
            case "clear_consumers":
                positional = List.of("table", "including_consumers", "excluding_consumers");
                break;
            case "alter_column_default_value":
                positional = List.of("table", "column", "default_value");
                break;
            case "purge_files":
                positional = List.of("table");
                break;
            case "compact_manifest":
                positional = List.of("table", "options");
                break;
            case "expire_partitions":
                positional = List.of("table", "expiration_time", "timestamp_formatter", "timestamp_pattern",
                        "expire_strategy", "max_expires", "options");
                break;
            default:
                positional = TagProcedures.positional(simple);
                if (positional == null) {
                    positional = BranchProcedures.positional(simple);
                }
                if (positional == null) {
                    throw new SqlError("procedure '" + name + "' is not supported (sys.compact, sys.compact_database, sys.merge_into, sys.rescale, sys.expire_snapshots, sys.expire_changelogs, "
                            + "sys.remove_orphan_files, sys.rollback_to, sys.rollback_to_timestamp, sys.reset_consumer, "
                            + "sys.clear_consumers, sys.expire_partitions, sys.alter_column_default_value, sys.purge_files, sys.compact_manifest, " + TagProcedures.NAMES + ", "
                            + BranchProcedures.NAMES + " are)");
                }
        }
        List<SqlNode> ops = call.getOperandList();
        for (int i = 0; i < ops.size(); i++) {
            SqlNode op = ops.get(i);
            if (op.getKind() == SqlKind.ARGUMENT_ASSIGNMENT) {
                if (simple.equals("create_branch")) {
                    // Paimon 1.4.2's create_branch is overloaded (with and without a tag): Flink refuses named arguments
                    throw new SqlError("sys.create_branch: Unsupported function signature. Function must not be overloaded or"
                            + " use varargs (Paimon's create_branch takes its arguments by position only:"
                            + " CALL sys.create_branch('db.t', 'branch' [, 'tag']))");
                }
                SqlCall a = (SqlCall) op;
                args.put(a.operand(1).toString().replace("`", "").toLowerCase(Locale.ROOT), ExprCompiler.constant(a.operand(0)));
            } else {
                if (i >= positional.size()) {
                    throw new SqlError("procedure '" + name + "' takes at most " + positional.size() + " arguments");
                }
                args.put(positional.get(i), ExprCompiler.constant(op));
            }
        }
        for (String k : args.keySet()) {
            if (!positional.contains(k)) {
                throw new SqlError("procedure '" + name + "' has no argument '" + k + "' (arguments: " + String.join(", ", positional) + ")");
            }
        }
        if (simple.equals("compact_database")) {
            compactDatabase(args);
            return;
        }
        if (simple.equals("merge_into")) {
            new MergeInto(session, queries).call(args);
            return;
        }
        Object tableArg = args.get("table");
        if (tableArg == null) {
            throw new SqlError("procedure '" + name + "' needs the table, e.g. CALL " + name + "('db.t')");
        }
        String[] parts = tableArg.toString().split("\\.");
        Session.TableName tn = session.tableName(List.of(parts));
        Table table = session.table(tn);
        RowType rt = new RowType(List.of(new DataField(0, "result", DataType.string())));
        if (simple.equals("expire_changelogs")) {
            expireChangelogs(table, args, rt);
            return;
        }
        if (simple.equals("remove_orphan_files")) {
            removeOrphanFiles(table, args, rt);
            return;
        }
        if (simple.equals("rollback_to")) {
            rollbackTo(table, args, rt);
            return;
        }
        if (simple.equals("rollback_to_timestamp")) {
            rollbackToTimestamp(table, args);
            return;
        }
        if (simple.equals("expire_partitions")) {
            expirePartitions(table, args);
            return;
        }
        if (simple.equals("rescale")) {
            rescale(table, args, rt);
            return;
        }
        if (simple.equals("purge_files")) {
            purgeFiles(table, rt);
            return;
        }
        if (simple.equals("compact_manifest")) {
            Map<String, String> dynamic = keyValues(args.get("options"), "sys.compact_manifest: options");
            long id = (dynamic.isEmpty() ? table : table.copy(dynamic)).compactManifests();
            if (id > 0) {
                session.info("Manifests compacted as snapshot " + id + ".");
            }
            session.printRow(RowKind.INSERT, new Object[]{"success"}, rt); // Paimon 1.4.2 answers in lower case here
            return;
        }
        if (simple.equals("alter_column_default_value")) {
            alterColumnDefaultValue(tn, args, rt);
            return;
        }
        if (BranchProcedures.positional(simple) != null) {
            new BranchProcedures(session).call(simple, table, args, rt);
            return;
        }
        if (TagProcedures.positional(simple) != null) {
            new TagProcedures(session).call(simple, table, args, rt);
            return;
        }
        if (simple.equals("reset_consumer") || simple.equals("clear_consumers")) {
            consumers(simple, table, args, rt);
            return;
        }
        if (simple.equals("compact")) {
            if (crossPartitionUpsert(table)) {
                // Paimon 1.4.2's compact procedure: "Unsupported bucket mode: KEY_DYNAMIC"
                throw new SqlError("sys.compact: table " + table.identifier() + " is a cross-partition upsert table"
                        + " (bucket = -1 and a primary key without every partition column), which the compact"
                        + " procedure does not support (as in Paimon); its writers compact it as they write");
            }
            for (String k : List.of("order_strategy", "order_by", "partition_idle_time")) {
                if (args.get(k) != null && !args.get(k).toString().isEmpty()) {
                    throw new SqlError("sys.compact: argument '" + k + "' is not supported");
                }
            }
            boolean full = fullStrategy(args.get("compact_strategy"), "sys.compact");
            Map<String, String> dynamic = keyValues(args.get("options"), "sys.compact: options");
            if (!dynamic.isEmpty()) {
                table = table.copy(dynamic);
            }
            Object parts2 = args.get("partitions");
            Object where = args.get("where");
            boolean hasWhere = where != null && !where.toString().isBlank();
            if (hasWhere && parts2 != null && !parts2.toString().isBlank()) {
                throw new SqlError("sys.compact: give either partitions or where, not both");
            }
            long snapshot;
            boolean several = false;
            if (hasWhere) {
                // as Paimon's compact procedure: the selected partitions are one job, one commit
                snapshot = table.compact(partitionsWhere(table, where.toString()), full);
                several = true; // "in the given partitions", also when none matched
            } else if (parts2 == null || parts2.toString().isBlank()) {
                snapshot = table.compact(Map.of(), full);
            } else {
                List<Map<String, String>> filters = new java.util.ArrayList<>();
                for (String spec : parts2.toString().split(";")) {
                    if (spec.isBlank()) {
                        continue;
                    }
                    Map<String, String> filter = new LinkedHashMap<>();
                    for (String kv : spec.split(",")) {
                        int eq = kv.indexOf('=');
                        if (eq <= 0) {
                            throw new SqlError("sys.compact: bad partition '" + kv + "' (expected k=v,k2=v2;...)");
                        }
                        filter.put(kv.substring(0, eq).strip(), kv.substring(eq + 1).strip());
                    }
                    filters.add(filter);
                }
                several = filters.size() > 1;
                snapshot = filters.isEmpty() ? table.compact(Map.of(), full) : table.compact(filters, full);
            }
            session.info(snapshot >= 0 ? "Compaction committed as snapshot " + snapshot + "."
                    : "Nothing to compact" + (several ? " in the given partitions." : "."));
            session.printRow(RowKind.INSERT, new Object[]{"Success"}, rt);
        } else {
            Integer retainMax = positiveInt(args.get("retain_max"), "retain_max");
            Integer retainMin = positiveInt(args.get("retain_min"), "retain_min");
            Integer maxDeletes = positiveInt(args.get("max_deletes"), "max_deletes");
            Object olderThanArg = args.get("older_than");
            Long olderThan = olderThanArg == null || olderThanArg.toString().isBlank() ? null
                    : timestampMillis(olderThanArg, "sys.expire_snapshots: older_than");
            Map<String, String> dynamic = keyValues(args.get("options"), "sys.expire_snapshots: options");
            if (!dynamic.isEmpty()) {
                table = table.copy(dynamic); // as Paimon: the table's options overridden for this call
            }
            int expired = table.expireSnapshots(retainMax, retainMin, olderThan, maxDeletes);
            session.info(expired + " snapshots expired.");
            session.printRow(RowKind.INSERT, new Object[]{String.valueOf(expired)}, rt);
        }
    }

    /**
     * {@code CALL sys.expire_changelogs(table [, retain_max [, retain_min [, older_than [, max_deletes
     * [, delete_all]]]]])}: as Paimon 1.4.2's Flink procedure, the arguments left out take the procedure's own
     * defaults, not the table's {@code changelog.*} options (Table#expireChangelogs); answers the length of the
     * expired range, or with {@code delete_all} Paimon's sentence.
     */
    private void expireChangelogs(Table table, Map<String, Object> args, RowType rt) {
        Integer retainMax = intArg(args.get("retain_max"), "sys.expire_changelogs: retain_max");
        Integer retainMin = intArg(args.get("retain_min"), "sys.expire_changelogs: retain_min");
        Integer maxDeletes = intArg(args.get("max_deletes"), "sys.expire_changelogs: max_deletes");
        Object olderThanArg = args.get("older_than");
        Long olderThan = olderThanArg == null ? null : timestampMillis(olderThanArg, "sys.expire_changelogs: older_than");
        Object deleteAll = args.get("delete_all");
        if (deleteAll != null && !(deleteAll instanceof Boolean)) {
            throw new SqlError("sys.expire_changelogs: delete_all must be TRUE or FALSE, got '" + deleteAll + "'");
        }
        if (Boolean.TRUE.equals(deleteAll)) {
            int n = table.expireAllChangelogs();
            session.info(n + " changelogs expired.");
            session.printRow(RowKind.INSERT, new Object[]{"Delete all separated changelogs success."}, rt);
            return;
        }
        int expired;
        try {
            expired = table.expireChangelogs(retainMax, retainMin, olderThan, maxDeletes);
        } catch (VarveException e) {
            throw new SqlError("sys.expire_changelogs: " + e.getMessage());
        }
        session.info(expired + " changelogs expired.");
        session.printRow(RowKind.INSERT, new Object[]{String.valueOf(expired)}, rt);
    }

    /** An optional INTEGER argument (null when absent). */
    private static Integer intArg(Object v, String what) {
        if (v == null) {
            return null;
        }
        try {
            return Integer.parseInt(v.toString().strip());
        } catch (NumberFormatException e) {
            throw new SqlError(what + " '" + v + "' is not an integer");
        }
    }

    /** A dynamic-bucket primary-key table whose key lacks a partition column (TableSchema#crossPartitionUpdate). */
    /**
     * {@code CALL sys.compact_database([including_databases [, mode [, including_tables [, excluding_tables
     * [, table_options [, partition_idle_time [, compact_strategy]]]]]]])}: the compaction of every table of the
     * current catalog whose database matches {@code including_databases} (a regular expression, default all) and
     * whose {@code db.table} name matches {@code including_tables} and not {@code excluding_tables}, as Paimon's
     * database compaction job in batch mode: each table as {@code sys.compact} with {@code table_options} as its
     * dynamic options; {@code mode} ('divided', 'combined') changes nothing here. Cross-partition upsert tables,
     * which the compaction does not support, are left out.
     */
    private void compactDatabase(Map<String, Object> args) {
        java.util.regex.Pattern databases = pattern(args.get("including_databases"), ".*", "including_databases");
        java.util.regex.Pattern including = pattern(args.get("including_tables"), ".*", "including_tables");
        java.util.regex.Pattern excluding = pattern(args.get("excluding_tables"), null, "excluding_tables");
        Object modeArg = args.get("mode");
        String mode = modeArg == null || modeArg.toString().isBlank() ? "divided" : modeArg.toString().strip();
        if (!mode.equalsIgnoreCase("divided") && !mode.equalsIgnoreCase("combined")) {
            throw new SqlError("sys.compact_database: mode '" + mode + "' is not supported ('divided' or 'combined')");
        }
        Object idle = args.get("partition_idle_time");
        if (idle != null && !idle.toString().isBlank()) {
            throw new SqlError("sys.compact_database: argument 'partition_idle_time' is not supported");
        }
        boolean full = fullStrategy(args.get("compact_strategy"), "sys.compact_database");
        Map<String, String> dynamic = keyValues(args.get("table_options"), "sys.compact_database: table_options");
        dev.varve.kernel.Catalog catalog = session.currentCatalog().catalog();
        List<String> dbs = new java.util.ArrayList<>(catalog.listDatabases());
        java.util.Collections.sort(dbs);
        int compacted = 0;
        for (String db : dbs) {
            if (!databases.matcher(db).matches()) {
                continue;
            }
            List<String> tables = new java.util.ArrayList<>(catalog.listTables(db));
            java.util.Collections.sort(tables);
            for (String t : tables) {
                String fullName = db + "." + t;
                if (!including.matcher(fullName).matches() || (excluding != null && excluding.matcher(fullName).matches())) {
                    continue;
                }
                Table table = catalog.getTable(dev.varve.kernel.Identifier.of(db, t));
                if (crossPartitionUpsert(table)) {
                    continue;
                }
                if (!dynamic.isEmpty()) {
                    table = table.copy(dynamic);
                }
                if (table.compact(Map.of(), full) >= 0) {
                    compacted++;
                }
            }
        }
        session.info(compacted == 0 ? "Nothing to compact." : "Compacted " + compacted + (compacted == 1 ? " table." : " tables."));
        session.printRow(RowKind.INSERT, new Object[]{"Success"}, new RowType(List.of(new DataField(0, "result", DataType.string()))));
    }

    private static java.util.regex.Pattern pattern(Object v, String dflt, String name) {
        String p = v == null || v.toString().isBlank() ? dflt : v.toString().strip();
        if (p == null) {
            return null;
        }
        try {
            return java.util.regex.Pattern.compile(p);
        } catch (java.util.regex.PatternSyntaxException e) {
            throw new SqlError("sys.compact_database: " + name + " '" + p + "' is not a regular expression: "
                    + e.getDescription());
        }
    }

    /** {@code compact_strategy}: 'full' (default) or 'minor', as Paimon 1.4.2 checks it. */
    private static boolean fullStrategy(Object arg, String procedure) {
        String strategy = arg == null || arg.toString().isBlank() ? "full" : arg.toString().strip();
        if (!strategy.equals("full") && !strategy.equals("minor")) {
            // Paimon 1.4.2's words
            throw new SqlError(procedure + ": The compact strategy only supports 'full' or 'minor', but '" + strategy
                    + "' is configured.");
        }
        return strategy.equals("full");
    }

    private static boolean crossPartitionUpsert(Table table) {
        String bucket = table.options().getOrDefault(CoreOptions.BUCKET.key(), "-1").strip();
        if (table.primaryKeys().isEmpty() || !bucket.equals("-1")) {
            return false;
        }
        for (String p : table.partitionKeys()) {
            if (table.primaryKeys().stream().noneMatch(p::equalsIgnoreCase)) {
                return true;
            }
        }
        return false;
    }

    /**
     * {@code CALL sys.purge_files('db.t')}, as Paimon 1.4.2's {@code FileStoreTable.purgeFiles}: deletes every tag and
     * consumer, truncates the table (one empty {@code OVERWRITE} snapshot), expires every other snapshot and removes
     * the files no snapshot references any more. The table (its schema and options) stays; the next commit takes
     * the id after the truncation's.
     */
    /**
     * {@code CALL sys.rescale(table [, bucket_num [, partition]])}: rewrites one partition ('k=v,...'; of an
     * unpartitioned table, the whole table) into {@code bucket_num} buckets (default: the table's {@code bucket}) as an
     * OVERWRITE commit, as Paimon's rescale action does; the table's own {@code bucket} option is left as it is, so
     * writes to a partition rescaled to another number fail until the option is altered to match.
     */
    private void rescale(Table table, Map<String, Object> args, RowType rt) {
        session.batchOnly("CALL sys.rescale");
        Object bn = args.get("bucket_num");
        int buckets;
        if (bn == null || bn.toString().isBlank()) {
            String current = table.options().getOrDefault(CoreOptions.BUCKET.key(), "-1").strip();
            try {
                buckets = Integer.parseInt(current);
            } catch (NumberFormatException e) {
                buckets = -1;
            }
        } else {
            try {
                buckets = Integer.parseInt(bn.toString().strip());
            } catch (NumberFormatException e) {
                throw new SqlError("sys.rescale: bucket_num '" + bn + "' is not an integer");
            }
        }
        if (buckets <= 0) {
            throw new SqlError("sys.rescale: " + table.identifier() + " needs a fixed bucket number to rescale to"
                    + " (bucket_num > 0, or a table with 'bucket' > 0), got " + buckets);
        }
        Map<String, String> partition = new java.util.LinkedHashMap<>();
        Object p = args.get("partition");
        if (p != null && !p.toString().isBlank()) {
            for (String kv : p.toString().split(",")) {
                int eq = kv.indexOf('=');
                if (eq <= 0) {
                    throw new SqlError("sys.rescale: bad partition '" + kv.strip() + "' (expected k=v,k2=v2)");
                }
                String k = kv.substring(0, eq).strip();
                if (table.partitionKeys().stream().noneMatch(k::equalsIgnoreCase)) {
                    throw new SqlError("sys.rescale: '" + k + "' is not a partition column of " + table.identifier()
                            + " (partition columns: " + table.partitionKeys() + ")");
                }
                partition.put(k, kv.substring(eq + 1).strip());
            }
        }
        if (!partition.isEmpty() && table.partitions().stream().noneMatch(p2 -> holds(p2, partition))) {
            // Paimon 1.4.2's words: its rescale job refuses a partition without data files (fzme_1615)
            throw new SqlError("sys.rescale: The specified partition does not have any data files. No need to rescale.");
        }
        Table target = table.rescaledTo(buckets);
        List<dev.varve.row.GenericRow> rows = new java.util.ArrayList<>();
        dev.varve.kernel.BatchScan scan = table.newBatchScan();
        if (!partition.isEmpty()) {
            scan = scan.withPartitionFilter(partition);
        }
        try (dev.varve.kernel.RecordReader r = scan.read()) {
            while (r.hasNext()) {
                rows.add(dev.varve.row.GenericRow.ofKind(RowKind.INSERT, QueryRunner.copyValues(r.next())));
            }
        }
        long snapshot = QueryRunner.writeAndCommit(target, rows, partition); // an overwrite of the partition (all: {})
        session.info("Rescaled " + (partition.isEmpty() ? "" : "partition " + partition + " of ") + table.identifier()
                + " to " + buckets + " buckets" + (snapshot >= 0 ? " as snapshot " + snapshot + "." : "."));
        session.printRow(RowKind.INSERT, new Object[]{"Success"}, rt);
    }

    /** Whether a partition of the table ({@link Table#partitions()}) has the values {@code spec} names. */
    private static boolean holds(Map<String, String> partition, Map<String, String> spec) {
        for (Map.Entry<String, String> e : spec.entrySet()) {
            String value = null;
            boolean found = false;
            for (Map.Entry<String, String> p : partition.entrySet()) {
                if (p.getKey().equalsIgnoreCase(e.getKey())) {
                    value = p.getValue();
                    found = true;
                }
            }
            if (!found || !java.util.Objects.equals(value, e.getValue())) {
                return false;
            }
        }
        return true;
    }

    private void purgeFiles(Table table, RowType rt) {
        if (!(table instanceof dev.varve.kernel.table.FileStoreTable)) {
            throw new SqlError("sys.purge_files is not available for this table");
        }
        for (dev.varve.kernel.TagInfo tag : table.tags()) {
            table.deleteTag(tag.tagName);
        }
        table.clearConsumers(null, null);
        long truncated = table.truncate();
        int expired = table.expireSnapshots(1, 1, System.currentTimeMillis() + 1, Integer.MAX_VALUE);
        table.expireAllChangelogs(); // the expired snapshots' changelogs went with them; the long-lived ones go too
        ((dev.varve.kernel.table.FileStoreTable) table).cleanOrphanFiles(System.currentTimeMillis());
        session.info("Table purged: " + expired + " snapshots expired, the empty snapshot " + truncated + " kept.");
        session.printRow(RowKind.INSERT, new Object[]{"Success"}, rt);
    }

    /**
     * {@code CALL sys.alter_column_default_value('db.t', 'column', 'value')}: a new schema version in which the column
     * has this default value (written in place of a null from then on; SCHEMA_FORMAT.md), as Paimon 1.4.2's procedure.
     */
    private void alterColumnDefaultValue(Session.TableName tn, Map<String, Object> args, RowType rt) {
        Object column = args.get("column");
        Object value = args.get("default_value");
        if (column == null || value == null) {
            throw new SqlError("sys.alter_column_default_value needs the table, the column and the default value");
        }
        Kernel.alterTable(tn.catalog.catalog(), tn.id,
                List.of(dev.varve.kernel.SchemaChange.updateColumnDefaultValue(column.toString(), value.toString())), false);
        session.info("Default value of column '" + column + "' of " + tn.id.fullName() + " set.");
        session.printRow(RowKind.INSERT, new Object[]{"Success"}, rt);
    }

    /**
     * {@code CALL sys.rollback_to(`table` => 'db.t', snapshot_id => N)} (or positionally
     * {@code ('db.t', '', N)}, as Paimon's procedure takes table, tag, snapshot_id): prints one row
     * {@code (previous_snapshot_id, current_snapshot_id)}, the latest snapshot before the rollback and
     * the target, as Paimon 1.4.2's Flink procedure does; with a tag, rolls back to the tag ({@link TagProcedures}).
     */
    private void rollbackTo(Table table, Map<String, Object> args, RowType rt) {
        Object tag = args.get("tag");
        if (tag != null && !tag.toString().isBlank()) {
            long previous = latestToRollBack(table, "sys.rollback_to");
            long target = TagProcedures.rollbackToTag(table, tag.toString());
            session.info("Rolled back to tag '" + tag + "' (snapshot " + target + ").");
            printRollback(previous, target);
            return;
        }
        Object id = args.get("snapshot_id");
        if (id == null) {
            throw new SqlError("sys.rollback_to needs snapshot_id, e.g. CALL sys.rollback_to(`table` => 'db.t', snapshot_id => 3)");
        }
        long snapshot = longArg(id, "sys.rollback_to: snapshot_id", "an integer");
        long previous = latestToRollBack(table, "sys.rollback_to");
        int removed = table.rollbackTo(snapshot);
        session.info("Rolled back to snapshot " + snapshot + " (" + removed + " later snapshots removed).");
        printRollback(previous, snapshot);
    }

    /**
     * {@code CALL sys.expire_partitions(`table` => 'db.t', expiration_time => '1 d', timestamp_formatter => ...,
     * timestamp_pattern => ..., expire_strategy => 'values-time' | 'update-time', max_expires => N, options => 'k=v,...')}:
     * the arguments override the table's {@code partition.expiration-*} / {@code partition.timestamp-*} options for
     * this call, as Paimon's procedure does; prints one row per dropped partition ({@code dt=2024-01-01, hr=10}) or
     * {@code No expired partitions.}.
     */
    private void expirePartitions(Table table, Map<String, Object> args) {
        Map<String, String> dynamic = new LinkedHashMap<>(keyValues(args.get("options"), "sys.expire_partitions: options"));
        String[][] names = {
            {"expiration_time", CoreOptions.PARTITION_EXPIRATION_TIME.key()},
            {"timestamp_formatter", CoreOptions.PARTITION_TIMESTAMP_FORMATTER.key()},
            {"timestamp_pattern", CoreOptions.PARTITION_TIMESTAMP_PATTERN.key()},
            {"expire_strategy", CoreOptions.PARTITION_EXPIRATION_STRATEGY.key()},
        };
        for (String[] n : names) {
            Object v = args.get(n[0]);
            if (v != null && !v.toString().isEmpty()) {
                dynamic.put(n[1], v.toString());
            }
        }
        Object maxExpires = args.get("max_expires");
        if (maxExpires != null && !maxExpires.toString().isBlank()) {
            // validated as the option 'partition.expiration-max-num' (an integer of at least 1)
            dynamic.put(CoreOptions.PARTITION_EXPIRATION_MAX_NUM.key(), maxExpires.toString().strip());
        }
        if (table.partitionKeys().isEmpty()) {
            throw new SqlError("sys.expire_partitions: Can not set 'partition.expiration-time' for non-partitioned table "
                    + table.identifier().fullName() + ".");
        }
        if (!dynamic.isEmpty()) {
            try {
                table = table.copy(dynamic);
            } catch (VarveException e) {
                throw new SqlError("sys.expire_partitions: " + e.getMessage());
            }
        }
        List<Map<String, String>> expired;
        try {
            expired = table.expirePartitions();
        } catch (VarveException e) {
            throw new SqlError("sys.expire_partitions: " + e.getMessage());
        }
        RowType rt = new RowType(List.of(new DataField(0, "expired_partitions", DataType.string())));
        if (expired.isEmpty()) {
            session.printRow(RowKind.INSERT, new Object[]{"No expired partitions."}, rt);
            return;
        }
        session.info(expired.size() + " partitions of " + table.identifier().fullName() + " expired.");
        for (Map<String, String> p : expired) {
            StringBuilder sb = new StringBuilder();
            for (Map.Entry<String, String> e : p.entrySet()) {
                sb.append(sb.length() == 0 ? "" : ", ").append(e.getKey()).append('=').append(e.getValue());
            }
            session.printRow(RowKind.INSERT, new Object[]{sb.toString()}, rt);
        }
    }

    /** The id of the table's latest snapshot, which a rollback starts from. */
    private static long latestToRollBack(Table table, String procedure) {
        dev.varve.kernel.SnapshotInfo latest = table.latestSnapshot();
        if (latest == null) {
            throw new SqlError(procedure + ": table " + table.identifier().fullName() + " has no snapshot to roll back");
        }
        return latest.snapshotId;
    }

    /** Paimon 1.4.2's Flink rollback procedures answer ROW<previous_snapshot_id BIGINT, current_snapshot_id BIGINT>. */
    private void printRollback(long previous, long current) {
        session.printRow(RowKind.INSERT, new Object[]{previous, current}, new RowType(List.of(
                new DataField(0, "previous_snapshot_id", DataType.bigint()),
                new DataField(1, "current_snapshot_id", DataType.bigint()))));
    }

    /** An integer argument; {@code what} names it in the error. */
    static long longArg(Object v, String what, String expected) {
        try {
            return Long.parseLong(v.toString().strip());
        } catch (NumberFormatException e) {
            throw new SqlError(what + " '" + v + "' is not " + expected);
        }
    }

    /**
     * {@code CALL sys.rollback_to_timestamp('db.t', millis)}: rolls back to the latest snapshot committed
     * at or before the time and prints {@code (previous_snapshot_id, current_snapshot_id)} as Paimon
     * 1.4.2's Flink procedure does; fails when no snapshot is that old.
     */
    private void rollbackToTimestamp(Table table, Map<String, Object> args) {
        Object ts = args.get("timestamp");
        if (ts == null || ts.toString().isBlank()) {
            throw new SqlError("sys.rollback_to_timestamp needs the timestamp in epoch milliseconds, "
                    + "e.g. CALL sys.rollback_to_timestamp('db.t', 1700000000000)");
        }
        long millis = longArg(ts, "sys.rollback_to_timestamp: timestamp", "epoch milliseconds");
        long previous = latestToRollBack(table, "sys.rollback_to_timestamp");
        long target;
        try {
            target = table.rollbackToTimestamp(millis);
        } catch (VarveException e) {
            throw new SqlError("sys.rollback_to_timestamp: " + e.getMessage());
        }
        session.info("Rolled back to snapshot " + target + ".");
        printRollback(previous, target);
    }

    /**
     * {@code CALL sys.reset_consumer('db.t', 'id' [, next_snapshot_id])} (without the id: the consumer is
     * deleted) and {@code CALL sys.clear_consumers('db.t' [, including_consumers [, excluding_consumers]])}
     * (regular expressions on the whole id; default: all): as Paimon, answer {@code Success}.
     */
    private void consumers(String procedure, Table table, Map<String, Object> args, RowType rt) {
        try {
            if (procedure.equals("reset_consumer")) {
                Object id = args.get("consumer_id");
                if (id == null || id.toString().isBlank()) {
                    throw new SqlError("sys.reset_consumer needs consumer_id, e.g. CALL sys.reset_consumer('db.t', 'c1', 3)");
                }
                Object next = args.get("next_snapshot_id");
                Long nextId = next == null || next.toString().isBlank() ? null
                        : longArg(next, "sys.reset_consumer: next_snapshot_id", "an integer");
                table.resetConsumer(id.toString(), nextId);
                session.info(nextId == null ? "Consumer '" + id + "' deleted." : "Consumer '" + id + "' reset to snapshot " + nextId + ".");
            } else {
                Object in = args.get("including_consumers");
                Object ex = args.get("excluding_consumers");
                int n = table.clearConsumers(in == null || in.toString().isBlank() ? null : in.toString(),
                        ex == null || ex.toString().isBlank() ? null : ex.toString());
                session.info(n + " consumers deleted.");
            }
        } catch (VarveException e) {
            throw new SqlError("sys." + procedure + ": " + e.getMessage());
        }
        session.printRow(RowKind.INSERT, new Object[]{"Success"}, rt);
    }

    /**
     * The partitions of the latest snapshot that {@code sys.compact}'s {@code where} condition (SQL over
     * the partition columns, as Paimon's procedure takes it) selects, each as a partition filter.
     */
    private static List<Map<String, String>> partitionsWhere(Table table, String where) {
        List<String> keys = table.partitionKeys();
        if (keys.isEmpty()) {
            throw new SqlError("sys.compact: where '" + where + "' needs a partitioned table; "
                    + table.identifier().fullName() + " is not partitioned");
        }
        SqlNode node = FlinkParser.parse("SELECT 1 FROM t WHERE " + where);
        if (!(node instanceof org.apache.calcite.sql.SqlSelect) || ((org.apache.calcite.sql.SqlSelect) node).getWhere() == null) {
            throw new SqlError("sys.compact: where '" + where + "' is not a condition");
        }
        List<DataType> types = new java.util.ArrayList<>();
        for (String k : keys) {
            types.add(table.rowType().field(table.rowType().indexOf(k)).type());
        }
        Scope scope = new Scope(keys, types, java.util.Collections.nCopies(keys.size(), "t"),
                "sys.compact's where (partition columns " + String.join(", ", keys) + ")");
        Expr condition = new ExprCompiler(scope).compile(((org.apache.calcite.sql.SqlSelect) node).getWhere());
        List<Map<String, String>> out = new java.util.ArrayList<>();
        for (Map<String, String> partition : table.partitions()) {
            Object[] row = new Object[keys.size()];
            Map<String, String> filter = new LinkedHashMap<>();
            for (int i = 0; i < keys.size(); i++) {
                String v = partition.get(keys.get(i));
                row[i] = v == null ? null : Casts.cast(v, types.get(i));
                filter.put(keys.get(i), v); // null: the NULL partition (Partition.matches)
            }
            if (Boolean.TRUE.equals(condition.eval(row))) {
                out.add(filter);
            }
        }
        return out;
    }

    /** A procedure's {@code options} argument, {@code 'k1=v1,k2=v2'} (empty when absent or blank). */
    private static Map<String, String> keyValues(Object v, String what) {
        Map<String, String> out = new LinkedHashMap<>();
        if (v == null || v.toString().isBlank()) {
            return out;
        }
        for (String kv : v.toString().split(",")) {
            int eq = kv.indexOf('=');
            if (eq <= 0) {
                throw new SqlError(what + ": '" + kv.strip() + "' is not of the form key=value (expected 'k1=v1,k2=v2')");
            }
            out.put(kv.substring(0, eq).strip(), kv.substring(eq + 1).strip());
        }
        return out;
    }

    /** An optional integer argument of at least 1 (null when absent or blank). */
    private static Integer positiveInt(Object v, String name) {
        if (v == null || v.toString().isBlank()) {
            return null;
        }
        int n = intArg(v, "sys.expire_snapshots: " + name);
        if (n < 1) {
            throw new SqlError("sys.expire_snapshots: " + name + " must be at least 1, got " + n);
        }
        return n;
    }

    /** A TIMESTAMP value or a 'yyyy-MM-dd HH:mm:ss' string, in the local time zone, as epoch milliseconds. */
    static long timestampMillis(Object v, String what) {
        if (v instanceof java.time.LocalDateTime) {
            return CoreOptions.localMillis((java.time.LocalDateTime) v);
        }
        try {
            return CoreOptions.localTimestampMillis(v.toString(), what + " '" + v + "'");
        } catch (VarveException e) {
            throw new SqlError(e.getMessage());
        }
    }

    /**
     * {@code CALL sys.remove_orphan_files('db.t' [, 'yyyy-MM-dd HH:mm:ss'])}: default margin one day, as Paimon;
     * answers the number of files deleted and their total bytes, one row each.
     */
    private void removeOrphanFiles(Table table, Map<String, Object> args, RowType rt) {
        if (args.get("dry_run") != null && Boolean.parseBoolean(args.get("dry_run").toString())) {
            throw new SqlError("sys.remove_orphan_files: dry_run is not supported");
        }
        long olderThan = System.currentTimeMillis() - java.util.concurrent.TimeUnit.DAYS.toMillis(1);
        Object o = args.get("older_than");
        if (o != null && !o.toString().isBlank()) {
            olderThan = timestampMillis(o, "sys.remove_orphan_files: older_than");
        }
        if (!(table instanceof dev.varve.kernel.table.FileStoreTable)) {
            throw new SqlError("sys.remove_orphan_files is not available for this table");
        }
        dev.varve.kernel.table.FileStoreTable.OrphanCleanup cleaned =
                ((dev.varve.kernel.table.FileStoreTable) table).cleanOrphanFiles(olderThan);
        session.info(cleaned.deleted().size() + " orphan files (" + cleaned.bytes() + " bytes) deleted.");
        // as Paimon 1.4.2's Flink procedure: two rows, the count of deleted files and their bytes
        session.printRow(RowKind.INSERT, new Object[]{String.valueOf(cleaned.deleted().size())}, rt);
        session.printRow(RowKind.INSERT, new Object[]{String.valueOf(cleaned.bytes())}, rt);
    }
}
