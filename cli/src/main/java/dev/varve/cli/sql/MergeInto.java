package dev.varve.cli.sql;

import dev.varve.kernel.RecordReader;
import dev.varve.kernel.Table;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlSelect;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code CALL sys.merge_into(...)}: Paimon's merge-into action on a primary-key target table, as one commit. The
 * target ({@code target_alias}, default its table name) is matched with {@code source_table} (a table or a view
 * the {@code source_sqls} may create first, ';'-separated) by {@code merge_condition}:
 * <ul>
 *   <li>a matched pair: {@code +U} of the target row with {@code matched_upsert_setting} applied ('col=expr,...',
 *       or '*': the source row's values) where {@code matched_upsert_condition} holds (or always), and {@code -D}
 *       of the target row where {@code matched_delete_condition} holds;</li>
 *   <li>a target row no source row matches: {@code +U} with {@code not_matched_by_source_upsert_setting}
 *       where {@code not_matched_by_source_upsert_condition} holds, {@code -D} where
 *       {@code not_matched_by_source_delete_condition} holds (over target columns only);</li>
 *   <li>a source row no target row matches: {@code +I} of {@code not_matched_insert_values} ('*' or
 *       'expr, ...' over the source columns) where {@code not_matched_insert_condition} holds (or always).</li>
 * </ul>
 * Values are cast to the target's column types as an INSERT casts them. Conditions and expressions are Flink SQL
 * over the columns of the target (qualified by its alias) and the source (qualified by its table name) where both are
 * in reach, as in Paimon 1.4.2's queries: the merge condition and the matched actions' conditions and settings see
 * both, the not-matched-by-source ones the target only, the insert's values and condition the source only. An upsert
 * setting is read as Paimon reads it (split at ',' and '=', its names quoted by {@link #quoteName}: REPORT sweep 39
 * pm39).
 */
final class MergeInto {
    static final List<String> ARGUMENTS = List.of("target_table", "target_alias", "source_sqls", "source_table",
            "merge_condition", "matched_upsert_condition", "matched_upsert_setting", "not_matched_insert_condition",
            "not_matched_insert_values", "matched_delete_condition", "not_matched_by_source_upsert_condition",
            "not_matched_by_source_upsert_setting", "not_matched_by_source_delete_condition");

    private final Session session;
    private final QueryRunner queries;

    MergeInto(Session session, QueryRunner queries) {
        this.session = session;
        this.queries = queries;
    }

    private static String arg(Map<String, Object> args, String name) {
        Object v = args.get(name);
        return v == null || v.toString().isBlank() ? null : v.toString().strip();
    }

    private static String required(Map<String, Object> args, String name) {
        String v = arg(args, name);
        if (v == null) {
            throw new SqlError("sys.merge_into: argument '" + name + "' is required");
        }
        return v;
    }

    void call(Map<String, Object> args) {
        session.batchOnly("CALL sys.merge_into");
        String targetName = required(args, "target_table");
        Session.TableName tn = session.tableName(List.of(targetName.split("\\.")));
        if (tn.system != null) {
            throw new SqlError("sys.merge_into: cannot modify system table " + tn);
        }
        Table target = session.table(tn);
        if (target.primaryKeys().isEmpty()) {
            // Paimon 1.4.2's words
            throw new SqlError("sys.merge_into: merge-into action doesn't support table with no primary keys defined.");
        }
        String alias = arg(args, "target_alias");
        if (alias == null) {
            alias = tn.id.table();
        }
        String sourceSqls = arg(args, "source_sqls");
        if (sourceSqls != null) {
            for (String stmt : sourceSqls.split(";")) {
                if (!stmt.isBlank()) {
                    session.execute(stmt.strip());
                }
            }
        }
        String sourceName = required(args, "source_table");
        String mergeCondition = arg(args, "merge_condition");
        if (mergeCondition == null) {
            throw new SqlError("sys.merge_into: Must specify merge condition.");
        }
        String upsertSetting = arg(args, "matched_upsert_setting");
        String insertValues = arg(args, "not_matched_insert_values");
        String deleteCondition = arg(args, "matched_delete_condition");
        String bySourceSetting = arg(args, "not_matched_by_source_upsert_setting");
        String bySourceDelete = arg(args, "not_matched_by_source_delete_condition");
        // Paimon 1.4.2's procedure: an action's condition without the action's setting / values is refused
        // (probes flink-oracle/probes/ag40 ag40_mi_05, ag40_mi_06)
        if (arg(args, "matched_upsert_condition") != null && upsertSetting == null) {
            throw new SqlError("sys.merge_into: matched-upsert must set the 'matchedUpsertSetting' argument");
        }
        if (arg(args, "not_matched_insert_condition") != null && insertValues == null) {
            throw new SqlError("sys.merge_into: not-matched-insert must set the 'notMatchedInsertValues' argument");
        }
        // Paimon 1.4.2's checks, in its order and words
        if (upsertSetting == null && insertValues == null && deleteCondition == null && bySourceSetting == null
                && bySourceDelete == null) {
            throw new SqlError("sys.merge_into: Must specify at least one merge action. Run 'merge_into --help' for help.");
        }
        String engine = target.options().getOrDefault("merge-engine", "deduplicate").strip().toLowerCase(java.util.Locale.ROOT);
        if (!engine.equals("deduplicate") && !engine.equals("partial-update")) {
            throw new SqlError("sys.merge_into: Merge engine " + engine + " can not support merge-into.");
        }
        if (upsertSetting != null && deleteCondition != null && arg(args, "matched_upsert_condition") == null) {
            throw new SqlError("sys.merge_into: If both matched-upsert and matched-delete actions are present, their"
                    + " conditions must both be present too.");
        }
        if (bySourceSetting != null && bySourceDelete != null && arg(args, "not_matched_by_source_upsert_condition") == null) {
            throw new SqlError("sys.merge_into: If both not-matched-by-source-upsert and not-matched-by--source-delete"
                    + " actions are present, their conditions must both be present too.");
        }
        if ("*".equals(bySourceSetting)) {
            throw new SqlError("sys.merge_into: The '*' cannot be used in not_matched_by_source_upsert_set");
        }
        String[] sourceParts = sourceName.replace("`", "").split("\\.");
        StringBuilder quoted = new StringBuilder();
        for (String part : sourceParts) {
            quoted.append(quoted.length() == 0 ? "" : ".").append('`').append(part.strip()).append('`');
        }
        Relation source = queries.query(FlinkParser.parse("SELECT * FROM " + quoted));
        String sourceQualifier = sourceParts[sourceParts.length - 1].strip();

        RowType rt = target.rowType();
        int nt = rt.size();
        int ns = source.names.size();
        List<String> names = new ArrayList<>(rt.names());
        names.addAll(source.names);
        List<DataType> types = new ArrayList<>();
        for (int i = 0; i < nt; i++) {
            types.add(rt.type(i));
        }
        types.addAll(source.types);
        List<List<String>> quals = new ArrayList<>();
        for (int i = 0; i < nt; i++) {
            quals.add(List.of(alias.toLowerCase(java.util.Locale.ROOT)));
        }
        for (int i = 0; i < ns; i++) {
            quals.add(List.of(sourceQualifier.toLowerCase(java.util.Locale.ROOT)));
        }
        Scope both = new Scope(names, types, List.of(), "the merge of " + tn.id.fullName() + " and " + sourceName,
                quals, java.util.Set.of());
        // Paimon 1.4.2 finds the rows of each action with a query of its own: matched rows with 'SELECT .. FROM target
        // INNER JOIN source ON merge_condition WHERE ..' (both sides), the target rows no source row matches with
        // 'SELECT .. FROM target WHERE NOT EXISTS (..) AND (..)' (the target's columns only), the rows to insert with
        // 'SELECT values FROM source WHERE NOT EXISTS (..) AND (..)' (the source's columns only)
        Scope targetOnly = new Scope(rt.names(), types.subList(0, nt), List.of(alias), "table " + tn.id.fullName());
        Scope sourceOnly = new Scope(source.names, source.types, List.of(sourceQualifier), "table " + sourceName);
        // the names as Flink resolves them in Paimon's queries: case-sensitively (probe ag40_mi_12)
        Map<String, List<String>> bothTables = new java.util.LinkedHashMap<>();
        bothTables.put(alias, rt.names());
        bothTables.putIfAbsent(sourceQualifier, source.names);
        Map<String, List<String>> targetTable = Map.of(alias, rt.names());
        Map<String, List<String>> sourceTable = Map.of(sourceQualifier, source.names);
        Expr on = condition(both, bothTables, mergeCondition, "ON clause");
        Expr upsertIf = condition(both, bothTables, arg(args, "matched_upsert_condition"), "WHERE clause");
        Expr deleteIf = condition(both, bothTables, deleteCondition, "WHERE clause");
        Expr insertIf = condition(sourceOnly, sourceTable, arg(args, "not_matched_insert_condition"), "AND");
        Expr bySourceUpsertIf = condition(targetOnly, targetTable, arg(args, "not_matched_by_source_upsert_condition"), "AND");
        Expr bySourceDeleteIf = condition(targetOnly, targetTable, bySourceDelete, "AND");
        Setting upsert = upsertSetting == null ? null
                : setting(both, bothTables, rt, target, alias, upsertSetting, ns, true);
        Setting bySource = bySourceSetting == null ? null
                : setting(targetOnly, targetTable, rt, target, alias, bySourceSetting, ns, false);
        List<Expr> inserts = insertValues == null ? null : insertValues(sourceOnly, sourceTable, insertValues, nt, ns);
        String what = "table " + tn.id.fullName();

        List<Object[]> targetRows = new ArrayList<>();
        try (RecordReader r = target.newBatchScan().read()) {
            while (r.hasNext()) {
                targetRows.add(QueryRunner.copyValues(r.next()));
            }
        }
        // Paimon's action unions its streams in this order; within the one commit a later record of a key wins
        List<GenericRow> upserts = new ArrayList<>();
        List<GenericRow> bySourceUpserts = new ArrayList<>();
        List<GenericRow> deletes = new ArrayList<>();
        List<GenericRow> bySourceDeletes = new ArrayList<>();
        List<GenericRow> out = new ArrayList<>();
        boolean[] sourceMatched = new boolean[source.rows.size()];
        Object[] buf = new Object[nt + ns];
        for (Object[] t : targetRows) {
            System.arraycopy(t, 0, buf, 0, nt);
            boolean matched = false;
            for (int j = 0; j < source.rows.size(); j++) {
                System.arraycopy(source.rows.get(j), 0, buf, nt, ns);
                if (!Boolean.TRUE.equals(on.eval(buf))) {
                    continue;
                }
                matched = true;
                sourceMatched[j] = true;
                if (upsert != null && holds(upsertIf, buf)) {
                    upserts.add(GenericRow.ofKind(RowKind.UPDATE_AFTER, upsert.apply(buf, t, rt, what)));
                }
                if (deleteIf != null && holds(deleteIf, buf)) {
                    deletes.add(GenericRow.ofKind(RowKind.DELETE, t.clone()));
                }
            }
            if (!matched) {
                java.util.Arrays.fill(buf, nt, nt + ns, null);
                if (bySource != null && holds(bySourceUpsertIf, buf)) {
                    bySourceUpserts.add(GenericRow.ofKind(RowKind.UPDATE_AFTER, bySource.apply(buf, t, rt, what)));
                }
                if (bySourceDeleteIf != null && holds(bySourceDeleteIf, buf)) {
                    bySourceDeletes.add(GenericRow.ofKind(RowKind.DELETE, t.clone()));
                }
            }
        }
        out.addAll(upserts);
        out.addAll(bySourceUpserts);
        out.addAll(deletes);
        out.addAll(bySourceDeletes);
        if (inserts != null) {
            for (int j = 0; j < source.rows.size(); j++) {
                if (sourceMatched[j]) {
                    continue;
                }
                Object[] src = source.rows.get(j);
                if (!holds(insertIf, src)) {
                    continue;
                }
                Object[] row = new Object[nt];
                for (int i = 0; i < nt; i++) {
                    row[i] = fit(inserts.get(i).eval(src), rt.field(i), what);
                }
                out.add(GenericRow.ofKind(RowKind.INSERT, row));
            }
        }
        queries.commitRows(target, out, what);
        session.printRow(RowKind.INSERT, new Object[]{"Success"},
                new RowType(List.of(new DataField(0, "result", DataType.string()))));
    }

    private static boolean holds(Expr condition, Object[] row) {
        return condition == null || Boolean.TRUE.equals(condition.eval(row));
    }

    /**
     * A condition over {@code scope}, or null for none. Paimon 1.4.2 puts it in a query as the join's {@code ON}
     * (the merge condition), as the {@code WHERE} (the matched actions' conditions) or as {@code .. AND (cond)} (the
     * not-matched ones), so one that is not BOOLEAN is refused as Flink refuses it there (probes ag40_mi_02, 03, 11,
     * 18); a NULL literal runs (it holds for no row).
     */
    private static Expr condition(Scope scope, Map<String, List<String>> tables, String text, String clause) {
        if (text == null) {
            return null;
        }
        SqlNode node = expression(text);
        // (Flink's positions are in the action's whole query; the message names the condition instead)
        checkNames(node, scope, tables, text);
        Expr e = new ExprCompiler(scope).compileFilter(node);
        if (e.type != null && e.type.root() != dev.varve.row.TypeRoot.BOOLEAN) {
            throw new SqlError("sys.merge_into: SQL validation failed. In '" + text + "': " + (clause.equals("AND")
                    ? "Cannot apply 'AND' to arguments of type '<BOOLEAN> AND <" + e.type.asSqlStringNoNull() + ">'. Supported form(s): '<BOOLEAN> AND <BOOLEAN>'"
                    : clause + " must be a condition"));
        }
        return e;
    }

    /** A Flink SQL expression as a node (parsed as the one item of a SELECT list). */
    private static SqlNode expression(String text) {
        SqlNode n = FlinkParser.parse("SELECT " + text);
        SqlNodeList items = ((SqlSelect) n).getSelectList();
        if (items.size() != 1) {
            throw new SqlError("sys.merge_into: '" + text + "' is not one expression");
        }
        return items.get(0);
    }

    private static Object fit(Object v, DataField f, String what) {
        Object c = QueryRunner.castColumn(v, f, what);
        if (c == null && !f.type().isNullable()) {
            throw new SqlError("column '" + f.name() + "' of " + what + " is NOT NULL but got null");
        }
        return c;
    }

    /** An upsert setting: the target row with some columns replaced ('*': every column from the source row). */
    private static final class Setting {
        final int[] columns;
        final Expr[] values;

        Setting(int[] columns, Expr[] values) {
            this.columns = columns;
            this.values = values;
        }

        Object[] apply(Object[] both, Object[] targetRow, RowType rt, String what) {
            Object[] row = targetRow.clone();
            for (int i = 0; i < columns.length; i++) {
                row[columns[i]] = fit(values[i].eval(both), rt.field(columns[i]), what);
            }
            return row;
        }
    }

    /**
     * An upsert setting as Paimon 1.4.2's merge-into action reads it: the text is split at every ',' and each piece at
     * its first '=' into a target column (it must be one of the target's column names as written) and an expression
     * (both trimmed; a later piece for the same column wins), so an expression cannot hold a ',' (a function of two
     * arguments) and a piece without '=' is refused. The action then selects, per target column in order, its
     * expression or else the column itself ({@code alias.col} in a matched upsert, {@code col} in a not-matched-by-source
     * one), each rewritten by {@link #quoteName}, as the select list of one query over {@code scope}.
     */
    private static Setting setting(Scope scope, Map<String, List<String>> tables, RowType rt, Table target,
                                   String alias, String text, int ns, boolean matched) {
        int nt = rt.size();
        if (text.equals("*")) {
            if (!matched) {
                throw new SqlError("sys.merge_into: not_matched_by_source_upsert_setting cannot be '*' (there is no source row)");
            }
            if (ns != nt) {
                throw new SqlError("sys.merge_into: matched_upsert_setting '*' needs a source with the target's " + nt
                        + " columns, but the source has " + ns);
            }
            int[] cols = new int[nt];
            Expr[] values = new Expr[nt];
            for (int i = 0; i < nt; i++) {
                final int at = nt + i;
                cols[i] = i;
                values[i] = new Expr(null, "source column " + i, row -> row[at]);
            }
            return new Setting(cols, values);
        }
        Map<String, String> changes = keyValues(text);
        for (String c : changes.keySet()) {
            if (!rt.names().contains(c)) {
                throw new SqlError("sys.merge_into: Invalid column reference '" + c + "' of table '" + target.identifier()
                        + "' at " + (matched ? "matched-upsert" : "not-matched-by-source-upsert") + " action.");
            }
            if (!matched && target.primaryKeys().contains(c)) {
                throw new SqlError("sys.merge_into: Not allowed to change primary key in not-matched-by-source-upsert-set.");
            }
        }
        List<String> project = new ArrayList<>();
        for (String name : rt.names()) {
            String item = changes.getOrDefault(name, matched ? alias + "." + name : name);
            project.add(quoteName(item, rt.names()));
        }
        String query = "SELECT " + String.join(",", project);
        SqlNodeList items = ((SqlSelect) FlinkParser.parse(query)).getSelectList();
        if (items.size() != nt) {
            throw new SqlError("sys.merge_into: the " + (matched ? "matched-upsert" : "not-matched-by-source-upsert")
                    + " action selects " + items.size() + " columns but the target has " + nt + ": " + query);
        }
        ExprCompiler ec = new ExprCompiler(scope);
        int[] idx = new int[nt];
        Expr[] values = new Expr[nt];
        for (int i = 0; i < nt; i++) {
            checkNames(items.get(i), scope, tables, null);
            idx[i] = i;
            values[i] = ec.compile(items.get(i));
        }
        return new Setting(idx, values);
    }

    /** Paimon's {@code ParameterUtils.parseCommaSeparatedKeyValues}: 'k=v,k=v' split at ',' and then the first '='. */
    static Map<String, String> keyValues(String text) {
        Map<String, String> kv = new java.util.LinkedHashMap<>();
        for (String piece : text.split(",")) {
            String[] p = piece.split("=", 2);
            if (p.length != 2) {
                throw new SqlError("sys.merge_into: Invalid key-value string '" + piece + "'. Please use format 'key=value'");
            }
            kv.put(p[0].trim(), p[1].trim());
        }
        return kv;
    }

    /**
     * How Paimon 1.4.2's merge-into action quotes an item of its select list before Flink parses it: an item that is
     * blank or ends with a backquote stays; otherwise it is split at every '.', and if the last piece is a target
     * column name (as written) every piece that does not end with a backquote is backquoted and the pieces are joined
     * with '.' again. So {@code t.n} becomes {@code `t`.`n`}, {@code s.n + 1} stays, and {@code s.n + t.n} becomes
     * the one identifier {@code `s`.`n + t`.`n`} (which names no column: Paimon refuses it).
     */
    static String quoteName(String item, List<String> targetNames) {
        if (item.isBlank() || item.endsWith("`")) {
            return item;
        }
        String[] parts = item.split("\\.");
        if (parts.length == 0 || !targetNames.contains(parts[parts.length - 1])) {
            return item;
        }
        StringBuilder b = new StringBuilder();
        for (String part : parts) {
            b.append(b.length() == 0 ? "" : ".").append(part.endsWith("`") ? part : "`" + part + "`");
        }
        return b.toString();
    }

    /**
     * Flink's validation of a name in one of the action's queries, with its words: names are case-sensitive; a
     * qualified name's first piece must be a table of the query ({@code tables}: as written, with its columns) and its
     * second one of that table's columns; an unqualified name must be a column of one of them.
     */
    private static void checkNames(SqlNode node, Scope scope, Map<String, List<String>> tables, String condition) {
        if (node instanceof SqlIdentifier) {
            SqlIdentifier id = (SqlIdentifier) node;
            if (id.isStar()) {
                return;
            }
            String first = id.names.get(0);
            boolean column = tables.values().stream().anyMatch(cols -> cols.contains(first));
            if (id.names.size() == 1 || column) {
                // (a name no column has at all is left to the compiler's message)
                if (!column && scope.indexOf(first) >= 0) {
                    throw validation(id.getComponentParserPosition(0), condition,
                            "Column '" + first + "' not found in any table");
                }
                return;
            }
            List<String> columns = tables.get(first);
            if (columns == null) {
                String near = tables.keySet().stream().filter(t -> t.equalsIgnoreCase(first)).findFirst().orElse(null);
                throw validation(id.getComponentParserPosition(0), condition,
                        "Table '" + first + "' not found" + (near == null ? "" : "; did you mean '" + near + "'?"));
            }
            if (!columns.contains(id.names.get(1))) {
                throw validation(id.getComponentParserPosition(1), condition,
                        "Column '" + id.names.get(1) + "' not found in table '" + first + "'");
            }
        } else if (node instanceof SqlNodeList) {
            for (SqlNode n : (SqlNodeList) node) {
                checkNames(n, scope, tables, condition);
            }
        } else if (node instanceof org.apache.calcite.sql.SqlCall && !(node instanceof SqlSelect)) {
            for (SqlNode n : ((org.apache.calcite.sql.SqlCall) node).getOperandList()) {
                if (n != null) {
                    checkNames(n, scope, tables, condition);
                }
            }
        }
    }

    /** Flink's words; the position in the select list as Paimon's query has it, or the condition's text. */
    private static SqlError validation(org.apache.calcite.sql.parser.SqlParserPos pos, String condition, String message) {
        String where = condition != null ? "In '" + condition + "'"
                : "From line " + pos.getLineNum() + ", column " + pos.getColumnNum() + " to line " + pos.getEndLineNum()
                + ", column " + pos.getEndColumnNum();
        return new SqlError("sys.merge_into: SQL validation failed. " + where + ": " + message);
    }

    private static List<Expr> insertValues(Scope scope, Map<String, List<String>> tables, String text, int nt, int ns) {
        ExprCompiler ec = new ExprCompiler(scope);
        List<Expr> out = new ArrayList<>();
        if (text.equals("*")) {
            if (ns != nt) {
                throw new SqlError("sys.merge_into: not_matched_insert_values '*' needs a source with the target's " + nt
                        + " columns, but the source has " + ns);
            }
            for (int i = 0; i < nt; i++) {
                final int at = i;
                out.add(new Expr(null, "source column " + i, row -> row[at]));
            }
            return out;
        }
        // Paimon 1.4.2 selects the values as written ('SELECT values FROM source WHERE NOT EXISTS ..'): not quoted
        SqlSelect sel = (SqlSelect) FlinkParser.parse("SELECT " + text);
        for (SqlNode item : sel.getSelectList()) {
            checkNames(item, scope, tables, null);
            out.add(ec.compile(item));
        }
        if (out.size() != nt) {
            throw new SqlError("sys.merge_into: not_matched_insert_values gives " + out.size() + " values but the target has "
                    + nt + " columns");
        }
        return out;
    }
}
