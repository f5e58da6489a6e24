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
import org.apache.calcite.sql.SqlUpdate;

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
 * over the columns of the target (qualified by its alias) and the source (qualified by its table name).
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
        ExprCompiler ec = new ExprCompiler(both);
        Expr on = ec.compile(expression(mergeCondition));
        Expr upsertIf = condition(ec, arg(args, "matched_upsert_condition"));
        Expr deleteIf = deleteCondition == null ? null : ec.compile(expression(deleteCondition));
        Expr insertIf = condition(ec, arg(args, "not_matched_insert_condition"));
        Expr bySourceUpsertIf = condition(ec, arg(args, "not_matched_by_source_upsert_condition"));
        Expr bySourceDeleteIf = bySourceDelete == null ? null : ec.compile(expression(bySourceDelete));
        Setting upsert = upsertSetting == null ? null : setting(ec, rt, target, upsertSetting, ns, true);
        Setting bySource = bySourceSetting == null ? null : setting(ec, rt, target, bySourceSetting, ns, false);
        List<Expr> inserts = insertValues == null ? null : insertValues(ec, insertValues, nt, ns);
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
            java.util.Arrays.fill(buf, 0, nt, null);
            for (int j = 0; j < source.rows.size(); j++) {
                if (sourceMatched[j]) {
                    continue;
                }
                System.arraycopy(source.rows.get(j), 0, buf, nt, ns);
                if (!holds(insertIf, buf)) {
                    continue;
                }
                Object[] row = new Object[nt];
                for (int i = 0; i < nt; i++) {
                    row[i] = fit(inserts.get(i).eval(buf), rt.field(i), what);
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

    private static Expr condition(ExprCompiler ec, String text) {
        return text == null ? null : ec.compile(expression(text));
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

    private static Setting setting(ExprCompiler ec, RowType rt, Table target, String text, int ns, boolean matched) {
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
        SqlUpdate upd = (SqlUpdate) FlinkParser.parse("UPDATE merge_into_target SET " + text);
        SqlNodeList cols = upd.getTargetColumnList();
        SqlNodeList srcs = upd.getSourceExpressionList();
        int[] idx = new int[cols.size()];
        Expr[] values = new Expr[cols.size()];
        for (int i = 0; i < cols.size(); i++) {
            List<String> cn = ((SqlIdentifier) cols.get(i)).names;
            String c = cn.get(cn.size() - 1);
            int at = rt.indexOf(c);
            if (at < 0) {
                for (int k = 0; k < nt && at < 0; k++) {
                    if (rt.names().get(k).equalsIgnoreCase(c)) {
                        at = k;
                    }
                }
            }
            if (at < 0) {
                throw new SqlError("sys.merge_into: Invalid column reference '" + c + "' of table '" + target.identifier()
                        + "' at " + (matched ? "matched-upsert" : "not-matched-by-source-upsert") + " action.");
            }
            if (!matched && target.primaryKeys().stream().anyMatch(k -> k.equalsIgnoreCase(c))) {
                throw new SqlError("sys.merge_into: Not allowed to change primary key in not-matched-by-source-upsert-set.");
            }
            idx[i] = at;
            values[i] = ec.compile(srcs.get(i));
        }
        return new Setting(idx, values);
    }

    private static List<Expr> insertValues(ExprCompiler ec, String text, int nt, int ns) {
        List<Expr> out = new ArrayList<>();
        if (text.equals("*")) {
            if (ns != nt) {
                throw new SqlError("sys.merge_into: not_matched_insert_values '*' needs a source with the target's " + nt
                        + " columns, but the source has " + ns);
            }
            for (int i = 0; i < nt; i++) {
                final int at = nt + i;
                out.add(new Expr(null, "source column " + i, row -> row[at]));
            }
            return out;
        }
        SqlSelect sel = (SqlSelect) FlinkParser.parse("SELECT " + text);
        for (SqlNode item : sel.getSelectList()) {
            out.add(ec.compile(item));
        }
        if (out.size() != nt) {
            throw new SqlError("sys.merge_into: not_matched_insert_values gives " + out.size() + " values but the target has "
                    + nt + " columns");
        }
        return out;
    }
}
