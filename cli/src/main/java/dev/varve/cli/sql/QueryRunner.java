package dev.varve.cli.sql;

import dev.varve.kernel.util.Suggest;
import dev.varve.kernel.BatchScan;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.StreamScan;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.kernel.options.CoreOptions;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import dev.varve.row.ValueFormatter;
import org.apache.calcite.sql.SqlBasicCall;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlDelete;
import org.apache.calcite.sql.SqlHint;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.sql.SqlNumericLiteral;
import org.apache.calcite.sql.SqlOrderBy;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.SqlSetOperator;
import org.apache.calcite.sql.SqlTableRef;
import org.apache.calcite.sql.SqlUpdate;
import org.apache.flink.sql.parser.dml.RichSqlInsert;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * SELECT (batch and streaming), INSERT, DELETE and UPDATE over the kernel API. Batch queries are
 * evaluated in memory over the rows of one snapshot; a streaming SELECT or INSERT ... SELECT reads the
 * source's changelog until caught up, then records the consumer's progress. Each INSERT/DELETE/UPDATE
 * is one commit; on any failure the writer is aborted so nothing of the statement is visible.
 * Not thread-safe.
 */
final class QueryRunner {
    /** Commit identifier of a one-shot (batch) commit, as Paimon's batch writes use. */
    static final long BATCH_COMMIT_IDENTIFIER = Long.MAX_VALUE;

    private final Session session;

    QueryRunner(Session session) {
        this.session = session;
    }

    // ---- SELECT --------------------------------------------------------------------------------

    void select(SqlNode query) {
        if (session.streaming) {
            StreamPlan plan = streamPlan(query);
            if (plan != null) {
                int[] count = {0};
                plan.run((kind, values) -> {
                    session.printRow(kind, values, plan.outType);
                    count[0]++;
                });
                return;
            }
        }
        Relation r = query(query);
        RowType t = r.rowType();
        for (Object[] row : r.rows) {
            session.printRow(RowKind.INSERT, row, t);
        }
    }

    /** The WITH items in reach, innermost last. */
    private final java.util.ArrayDeque<Map<String, Relation>> ctes = new java.util.ArrayDeque<>();
    /** The queries of the CTEs in {@link #ctes} (same keys), for {@link #pushIntoFrom}. */
    private final java.util.ArrayDeque<Map<String, org.apache.calcite.sql.SqlWithItem>> cteItems = new java.util.ArrayDeque<>();

    private Relation cte(String name) {
        java.util.Iterator<Map<String, Relation>> it = ctes.descendingIterator();
        while (it.hasNext()) {
            Map<String, Relation> m = it.next();
            Relation r = m.get(name.toLowerCase(Locale.ROOT));
            if (r != null) {
                return r;
            }
        }
        return null;
    }

    /** {@code WITH n [(cols)] AS (query), ... body}: each item evaluated once, in order, visible to the later ones. */
    private Relation with(org.apache.calcite.sql.SqlWith w) {
        Map<String, Relation> scope = new LinkedHashMap<>();
        Map<String, org.apache.calcite.sql.SqlWithItem> items = new LinkedHashMap<>();
        ctes.addLast(scope);
        cteItems.addLast(items);
        try {
            for (SqlNode n : w.withList) {
                org.apache.calcite.sql.SqlWithItem item = (org.apache.calcite.sql.SqlWithItem) n;
                Relation r = query(item.query);
                List<String> names = r.names;
                if (item.columnList != null) {
                    if (item.columnList.size() != r.names.size()) {
                        throw new SqlError("WITH " + item.name + " names " + item.columnList.size() + " columns but its query has "
                                + r.names.size());
                    }
                    names = new ArrayList<>();
                    for (SqlNode c : item.columnList) {
                        names.add(((SqlIdentifier) c).getSimple());
                    }
                }
                Relation named = new Relation(names, r.types, r.rows, null, List.of(), "'" + item.name.getSimple() + "'");
                named.scanColumns = r.scanColumns;
                scope.put(item.name.getSimple().toLowerCase(Locale.ROOT), named);
                items.put(item.name.getSimple().toLowerCase(Locale.ROOT), item);
            }
            return query(w.body);
        } finally {
            ctes.removeLast();
            cteItems.removeLast();
        }
    }

    /** Evaluates a batch query. */
    Relation query(SqlNode node) {
        if (node instanceof org.apache.calcite.sql.SqlWith) {
            return with((org.apache.calcite.sql.SqlWith) node);
        }
        if (node instanceof SqlOrderBy) {
            SqlOrderBy ob = (SqlOrderBy) node;
            if (ob.query instanceof SqlSelect) {
                return select((SqlSelect) ob.query, ob.orderList, ob.offset, ob.fetch);
            }
            Relation r = query(ob.query);
            return sortOutput(r, ob.orderList, ob.offset, ob.fetch);
        }
        if (node instanceof SqlSelect) {
            SqlSelect s = (SqlSelect) node;
            return select(s, s.getOrderList(), s.getOffset(), s.getFetch());
        }
        if (node.getKind() == SqlKind.VALUES) {
            return values((SqlCall) node);
        }
        if (node.getKind() == SqlKind.UNION || node.getKind() == SqlKind.INTERSECT || node.getKind() == SqlKind.EXCEPT) {
            return setOperation((SqlCall) node);
        }
        throw new SqlError("unsupported query: " + firstWords(node));
    }

    /**
     * UNION, INTERSECT and EXCEPT [ALL] of two queries: columns by position in their common types; without ALL the
     * result is distinct; INTERSECT ALL / EXCEPT ALL match rows one for one (bag semantics).
     */
    private Relation setOperation(SqlCall u) {
        String op = u.getKind().toString();
        Relation a = query(u.operand(0));
        Relation b = query(u.operand(1));
        if (a.names.size() != b.names.size()) {
            throw new SqlError(op + ": the two queries have " + a.names.size() + " and " + b.names.size() + " columns");
        }
        List<DataType> types = new ArrayList<>();
        for (int i = 0; i < a.types.size(); i++) {
            types.add(Types.commonColumn(a.types.get(i), b.types.get(i)));
        }
        boolean all = ((SqlSetOperator) u.getOperator()).isAll();
        List<Object[]> rows = new ArrayList<>();
        if (u.getKind() == SqlKind.UNION) {
            for (Object[] r : a.rows) {
                rows.add(fitRow(r, types));
            }
            for (Object[] r : b.rows) {
                rows.add(fitRow(r, types));
            }
        } else {
            Map<List<Object>, Integer> right = new java.util.HashMap<>();
            for (Object[] r : b.rows) {
                right.merge(normalizedKey(fitRow(r, types)), 1, Integer::sum);
            }
            boolean intersect = u.getKind() == SqlKind.INTERSECT;
            for (Object[] r : a.rows) {
                Object[] f = fitRow(r, types);
                List<Object> k = normalizedKey(f);
                int n = right.getOrDefault(k, 0);
                if (n > 0 && all) {
                    right.put(k, n - 1);
                }
                if ((n > 0) == intersect) {
                    rows.add(f);
                }
            }
        }
        if (!all) {
            rows = distinct(rows);
        }
        Relation out = new Relation(a.names, types, rows, null, List.of(), "the " + op);
        out.scanColumns = new boolean[types.size()];
        for (int i = 0; i < types.size(); i++) {
            out.scanColumns[i] = a.scanColumn(i) && b.scanColumn(i); // into every branch
        }
        return out;
    }

    private static Object[] fitRow(Object[] r, List<DataType> types) {
        Object[] out = new Object[r.length];
        for (int i = 0; i < r.length; i++) {
            out[i] = r[i] == null || types.get(i) == null ? r[i] : Casts.cast(r[i], types.get(i));
        }
        return out;
    }

    private Relation values(SqlCall values) {
        return values(values, true);
    }

    /** VALUES rows; with {@code unify} the values of a column are cast to the column's common type. */
    private Relation values(SqlCall values, boolean unify) {
        List<Object[]> rows = new ArrayList<>();
        List<DataType> types = null;
        for (SqlNode rowNode : values.getOperandList()) {
            List<SqlNode> items = rowNode.getKind() == SqlKind.ROW ? ((SqlCall) rowNode).getOperandList() : List.of(rowNode);
            if (types == null) {
                types = new ArrayList<>(Collections.nCopies(items.size(), (DataType) null));
            } else if (types.size() != items.size()) {
                throw new SqlError("VALUES rows have different numbers of values (" + types.size() + " and " + items.size() + ")");
            }
            Object[] row = new Object[items.size()];
            for (int i = 0; i < items.size(); i++) {
                Expr e = new ExprCompiler(Scope.empty()).compile(items.get(i));
                row[i] = e.eval(new Object[0]);
                types.set(i, rows.isEmpty() ? e.type : Types.commonColumn(types.get(i), e.type));
            }
            rows.add(row);
        }
        List<String> names = new ArrayList<>();
        for (int i = 0; i < (types == null ? 0 : types.size()); i++) {
            names.add("EXPR$" + i);
        }
        List<DataType> ts = types == null ? List.of() : types;
        List<Object[]> fitted = new ArrayList<>();
        for (Object[] r : rows) {
            fitted.add(unify ? fitRow(r, ts) : r);
        }
        return new Relation(names, ts, fitted, null, List.of(), "VALUES");
    }

    /**
     * A FROM item: table (with hints and alias), system table, subquery or VALUES. For a table
     * read directly, the usable conjuncts of {@code where} (the WHERE of the SELECT over this
     * item, or null) are pushed into the scan ({@link FilterPushdown}); the caller still applies
     * the whole WHERE to the rows.
     */
    private Relation from(SqlNode from, SqlNode where) {
        if (from == null) {
            List<Object[]> one = new ArrayList<>();
            one.add(new Object[0]);
            return new Relation(List.of(), List.of(), one, null, List.of(), "the query");
        }
        if (from.getKind() == SqlKind.AS) {
            SqlCall as = (SqlCall) from;
            // a column list renames columns: the WHERE's names are then not the table's
            Relation r = from(as.operand(0), as.operandCount() == 2 ? where : null);
            String alias = ((SqlIdentifier) as.operand(1)).getSimple();
            List<String> names = r.names;
            if (as.operandCount() > 2) {
                if (as.operandCount() - 2 != r.names.size()) {
                    throw new SqlError("alias " + alias + " names " + (as.operandCount() - 2) + " columns but there are "
                            + r.names.size());
                }
                names = new ArrayList<>();
                for (int i = 2; i < as.operandCount(); i++) {
                    names.add(((SqlIdentifier) as.operand(i)).getSimple());
                }
            }
            // an alias hides the table's own name, as in Flink (Calcite): `FROM s AS s2` is not `s`
            List<String> qualifiers = List.of(alias);
            Relation aliased = new Relation(names, r.types, r.rows, r.kinds, qualifiers, r.scope.owner);
            aliased.consumedConjuncts = r.consumedConjuncts;
            aliased.scanColumns = r.scanColumns;
            return aliased;
        }
        if (from instanceof SqlIdentifier && ((SqlIdentifier) from).isSimple()) {
            Relation cte = cte(((SqlIdentifier) from).getSimple());
            if (cte != null) {
                Relation read = new Relation(cte.names, cte.types, cte.rows, null,
                        List.of(((SqlIdentifier) from).getSimple()), "'" + ((SqlIdentifier) from).getSimple() + "'");
                read.scanColumns = cte.scanColumns;
                return read;
            }
        }
        if (from instanceof SqlIdentifier || from instanceof SqlTableRef) {
            TableSource ts = tableSource(from);
            Session.PrintTable gen = ts.names.size() == 1 ? session.printTable(ts.names) : null;
            if (gen != null && gen.rows != null) {
                if (!session.streaming && !gen.bounded) {
                    // Flink's DataGen source is unbounded without 'number-of-rows', even when its sequences end
                    throw new SqlError("querying an unbounded table '" + gen.name + "' in batch mode is not allowed"
                            + " (a datagen table without 'number-of-rows'); set 'number-of-rows' or use streaming mode");
                }
                List<Object[]> rows = new ArrayList<>();
                for (Object[] r : gen.rows) {
                    rows.add(r.clone());
                }
                return new Relation(gen.rowType.names(), types(gen.rowType), rows, null, List.of(gen.name),
                        "datagen table " + gen.name);
            }
            Views.View view = session.views.lookup(ts.names);
            if (view != null) {
                if (!ts.hints.isEmpty()) {
                    throw new SqlError("OPTIONS hints cannot be given to view " + view.fullName() + " (hint the tables it reads)");
                }
                return session.views.read(view);
            }
            return scanned(ts.readBatch(where));
        }
        if (from.getKind() == SqlKind.SNAPSHOT) {
            return scanned(timeTravel((SqlCall) from).readBatch(where));
        }
        if (from instanceof SqlSelect || from instanceof SqlOrderBy || from.getKind() == SqlKind.UNION
                || from.getKind() == SqlKind.INTERSECT || from.getKind() == SqlKind.EXCEPT
                || from.getKind() == SqlKind.VALUES) {
            return query(from);
        }
        if (from.getKind() == SqlKind.JOIN) {
            org.apache.calcite.sql.SqlJoin j = (org.apache.calcite.sql.SqlJoin) from;
            // an inner join: Flink pushes a WHERE conjunct on one side's columns into that side's scan,
            // where Paimon's source consumes the partition conjuncts (PartitionConjuncts)
            org.apache.calcite.sql.JoinType type = j.getJoinType();
            boolean inner = where != null && !session.streaming && (type == org.apache.calcite.sql.JoinType.INNER
                    || type == org.apache.calcite.sql.JoinType.COMMA || type == org.apache.calcite.sql.JoinType.CROSS);
            Relation left = from(j.getLeft(), inner ? SubqueryConjuncts.joinSide(where, j.getLeft()) : null);
            Relation right = from(j.getRight(), inner ? SubqueryConjuncts.joinSide(where, j.getRight()) : null);
            Relation joined = Joins.join(j, left, right);
            joined.joinLeftColumns = left.names.size();
            joined.joinType = type;
            joined.scanColumns = joinScanColumns(j, left, right, joined.names.size());
            if (left.consumedConjuncts != null || right.consumedConjuncts != null) {
                java.util.Set<SqlNode> consumed = PartitionConjuncts.identitySet(List.of());
                consumed.addAll(left.consumedConjuncts != null ? left.consumedConjuncts : java.util.Set.of());
                consumed.addAll(right.consumedConjuncts != null ? right.consumedConjuncts : java.util.Set.of());
                joined.consumedConjuncts = consumed;
            }
            return joined;
        }
        if (from.getKind() == SqlKind.WITH) {
            return query(from);
        }
        throw new SqlError("unsupported FROM item: " + firstWords(from));
    }

    /** A table's read: a filter on any of its columns reaches its scan ({@link Relation#scanColumns}). */
    private static Relation scanned(Relation r) {
        r.scanColumns = Relation.allScanColumns(r.names.size());
        return r;
    }

    /**
     * A join's {@link Relation#scanColumns}: an input's columns as that input has them where Flink pushes a filter
     * above the join into it (an inner join's inputs, an outer join's preserved one), none of a null-supplying input;
     * a USING column as the column it is taken from (an inner or LEFT join's left one, a RIGHT join's right one), none
     * of a FULL join's (COALESCE of both). Probe ag42_ch_2 n04, n06, n11 (a nested outer join's null-supplying input).
     */
    private static boolean[] joinScanColumns(org.apache.calcite.sql.SqlJoin j, Relation left, Relation right, int width) {
        org.apache.calcite.sql.JoinType type = j.getJoinType();
        boolean intoLeft = type != org.apache.calcite.sql.JoinType.RIGHT && type != org.apache.calcite.sql.JoinType.FULL;
        boolean intoRight = type != org.apache.calcite.sql.JoinType.LEFT && type != org.apache.calcite.sql.JoinType.FULL;
        int nl = left.names.size();
        int nr = right.names.size();
        boolean[] out = new boolean[width];
        for (int i = 0; i < nl; i++) {
            out[i] = intoLeft && left.scanColumn(i);
        }
        for (int i = 0; i < nr; i++) {
            out[nl + i] = intoRight && right.scanColumn(i);
        }
        if (j.getConditionType() == org.apache.calcite.sql.JoinConditionType.USING && type != org.apache.calcite.sql.JoinType.FULL) {
            SqlNodeList cols = (SqlNodeList) j.getCondition();
            for (int k = 0; k < cols.size() && nl + nr + k < width; k++) {
                String c = ((SqlIdentifier) cols.get(k)).getSimple();
                out[nl + nr + k] = type == org.apache.calcite.sql.JoinType.RIGHT
                        ? right.scanColumn(right.scope.indexOf(c)) : left.scanColumn(left.scope.indexOf(c));
                if (nl + nr + cols.size() + k < width) {
                    out[nl + nr + cols.size() + k] = out[nl + nr + k]; // its '*' column (Joins.Spec#width)
                }
            }
        }
        return out;
    }

    /** A table named in FROM, with its OPTIONS hints. */
    final class TableSource {
        final List<String> names;
        final Map<String, String> hints;
        /** FOR SYSTEM_TIME AS OF: the table opens in the schema of the snapshot it travels to ({@link Table#copyTraveled}). */
        final boolean travelSchema;

        TableSource(List<String> names, Map<String, String> hints) {
            this(names, hints, false);
        }

        TableSource(List<String> names, Map<String, String> hints, boolean travelSchema) {
            this.names = names;
            this.hints = hints;
            this.travelSchema = travelSchema;
        }

        Session.TableName name() {
            if (session.printTable(names) != null && names.size() == 1) {
                throw new SqlError("cannot read from '" + names.get(0) + "': " + session.printTable(names).connector
                        + " tables are sinks only");
            }
            return session.tableName(names);
        }

        /** The table's rows; the pushable conjuncts of {@code where} (may be null) prune the scan. */
        Relation readBatch(SqlNode where) {
            Session.TableName name = name();
            boolean readOptimized = "ro".equals(name.system); // t$ro: the table's rows as full compaction left them
            // $audit_log is a Paimon source too: a batch read of it consumes the same partition conjuncts as the table's
            boolean audit = "audit_log".equals(name.system) && !session.streaming && where != null;
            if (name.system != null && !readOptimized && !audit) {
                return SystemTables.read(session, name, hints);
            }
            Table table = session.table(name);
            if (travelSchema && !audit) {
                table = table.copyTraveled(hints);
            } else if (!hints.isEmpty()) {
                table = table.copy(hints);
            }
            Relation byPartition = readConsumingPartitions(name, table, hints, readOptimized, audit, where);
            if (byPartition != null) {
                return byPartition;
            }
            if (audit) {
                return SystemTables.read(session, name, hints);
            }
            List<Object[]> rows = new ArrayList<>();
            BatchScan scan = table.newBatchScan();
            if (readOptimized) {
                scan.withReadOptimized();
            }
            FilterPushdown.apply(where, table.rowType(), scan);
            ScanPartitions partitions = ScanPartitions.of(table, hints, session::note);
            // the kinds of Paimon's split read (a merged bucket's +U), which a plain copy passes to its sink
            // (sinkKind); not checked on Flink for read-optimized reads, which stay +I (incremental ones too, kernel)
            boolean splitKinds = !readOptimized;
            List<RowKind> kinds = new ArrayList<>();
            boolean anyUpdate = false;
            try (RecordReader r = splitKinds ? scan.readWithSplitKinds() : scan.read()) {
                while (r.hasNext()) {
                    InternalRow row = r.next();
                    Object[] values = copyValues(row);
                    if (partitions == null || partitions.test(values, 0)) {
                        rows.add(values);
                        kinds.add(row.getRowKind());
                        anyUpdate |= row.getRowKind() != RowKind.INSERT;
                    }
                }
            }
            return new Relation(table.rowType().names(), types(table.rowType()), rows, anyUpdate ? kinds : null,
                    readOptimized ? List.of(name.id.table() + "$ro", name.id.table(), name.id.fullName())
                            : List.of(name.id.table(), name.id.fullName()),
                    readOptimized ? "system table " + name : "table " + name.id.fullName());
        }
    }

    /**
     * The batch read of {@link #readByPartition} when {@code where} has conjuncts Paimon's source consumes and rows
     * may be read outside their partition's values; null otherwise (the caller reads as usual).
     */
    private Relation readConsumingPartitions(Session.TableName name, Table table, Map<String, String> hints,
                                             boolean readOptimized, boolean audit, SqlNode where) {
        if (session.streaming || where == null
                || !PartitionConjuncts.rowsMayLeaveTheirPartition(table.primaryKeys(), table.partitionKeys())) {
            return null;
        }
        List<SqlNode> consumed = PartitionConjuncts.consumed(where, table.rowType(), table.partitionKeys());
        return consumed.isEmpty() ? null : readByPartition(name, table, hints, readOptimized, audit, where, consumed);
    }

    /**
     * A batch read whose WHERE has conjuncts Paimon's source consumes ({@link PartitionConjuncts}):
     * one scan per partition that passes them, the rest of the WHERE pushed as usual; a column a
     * consumed {@code column = literal} fixes reads as the partition's value (Flink prints the
     * constant). The relation names the consumed conjuncts, which the SELECT then does not apply to
     * the rows. Null when the scan cannot list its partitions (the caller reads as usual).
     */
    private Relation readByPartition(Session.TableName name, Table table, Map<String, String> hints,
                                     boolean readOptimized, boolean audit, SqlNode where,
                                     List<SqlNode> consumed) {
        RowType type = table.rowType();
        BatchScan lister = table.newBatchScan();
        if (readOptimized) {
            lister.withReadOptimized();
        }
        List<Map<String, String>> partitionList;
        try {
            partitionList = lister.partitions();
        } catch (UnsupportedOperationException cannotList) {
            return null;
        }
        java.util.Set<SqlNode> consumedSet = PartitionConjuncts.identitySet(consumed);
        SqlNode rest = PartitionConjuncts.residual(where, consumedSet);
        Scope scope = new Scope(type.names(), types(type), List.of(), "table " + name.id.fullName());
        List<Expr> tests = new ArrayList<>();
        for (SqlNode c : consumed) {
            tests.add(new ExprCompiler(scope).compileFilter(unqualified(c)));
        }
        List<Integer> fixed = PartitionConjuncts.fixedColumns(consumed, type);
        ScanPartitions scanPartitions = ScanPartitions.of(table, hints, session::note);
        List<Object[]> rows = new ArrayList<>();
        List<RowKind> kinds = new ArrayList<>();
        boolean anyUpdate = false;
        for (Map<String, String> partition : partitionList) {
            Object[] values = PartitionConjuncts.partitionRow(partition, type);
            boolean passes = true;
            for (Expr t : tests) {
                passes &= Boolean.TRUE.equals(t.eval(values));
            }
            if (!passes) {
                continue;
            }
            BatchScan scan = table.newBatchScan();
            if (readOptimized) {
                scan.withReadOptimized();
            }
            FilterPushdown.apply(rest, type, scan);
            scan.withPartitionFilter(partition);
            try (RecordReader r = audit ? scan.readWithRowKinds() : readOptimized ? scan.read() : scan.readWithSplitKinds()) {
                while (r.hasNext()) {
                    InternalRow row = r.next();
                    Object[] v = copyValues(row);
                    if (scanPartitions == null || scanPartitions.test(v, 0)) {
                        for (int i : fixed) {
                            v[i] = values[i];
                        }
                        if (audit) {
                            // $audit_log: the stored kind first, every row +I
                            Object[] withKind = new Object[v.length + 1];
                            withKind[0] = row.getRowKind().shortString();
                            System.arraycopy(v, 0, withKind, 1, v.length);
                            rows.add(withKind);
                            continue;
                        }
                        rows.add(v);
                        kinds.add(row.getRowKind());
                        anyUpdate |= row.getRowKind() != RowKind.INSERT;
                    }
                }
            }
        }
        if (audit) {
            List<String> names = new ArrayList<>(List.of("rowkind"));
            names.addAll(type.names());
            List<DataType> ts = new ArrayList<>(List.of(DataType.string())); // nullable, as SystemTables declares it
            ts.addAll(types(type));
            Relation out = new Relation(names, ts, rows, null, List.of(name.id.table() + "$" + name.system),
                    "system table " + name);
            out.consumedConjuncts = consumedSet;
            return out;
        }
        Relation out = new Relation(type.names(), types(type), rows, anyUpdate ? kinds : null,
                readOptimized ? List.of(name.id.table() + "$ro", name.id.table(), name.id.fullName())
                        : List.of(name.id.table(), name.id.fullName()),
                readOptimized ? "system table " + name : "table " + name.id.fullName());
        out.consumedConjuncts = consumedSet;
        return out;
    }

    /** {@code node} with every identifier reduced to its last name (the consumed conjuncts name columns of one table). */
    private static SqlNode unqualified(SqlNode node) {
        return node.accept(new org.apache.calcite.sql.util.SqlShuttle() {
            @Override
            public SqlNode visit(SqlIdentifier id) {
                return id.isSimple() ? id : new SqlIdentifier(id.names.get(id.names.size() - 1), id.getParserPosition());
            }
        });
    }

    static Object[] copyValues(InternalRow row) {
        Object[] v = new Object[row.getArity()];
        for (int i = 0; i < v.length; i++) {
            v[i] = SystemTables.copy(row.getField(i));
        }
        return v;
    }

    private static List<DataType> types(RowType t) {
        List<DataType> out = new ArrayList<>();
        for (DataField f : t.fields()) {
            out.add(f.type());
        }
        return out;
    }

    private TableSource tableSource(SqlNode node) {
        if (node instanceof SqlIdentifier) {
            return new TableSource(((SqlIdentifier) node).names, Map.of());
        }
        SqlTableRef ref = (SqlTableRef) node;
        SqlIdentifier id = (SqlIdentifier) ref.getOperandList().get(0);
        return new TableSource(id.names, hints((SqlNodeList) ref.getOperandList().get(1)));
    }

    /**
     * {@code t FOR SYSTEM_TIME AS OF <timestamp>} (Flink's time travel syntax, as Paimon reads it):
     * the table at the latest snapshot committed at or before the timestamp, a TIMESTAMP taken in
     * the local time zone; the same as {@code 'scan.timestamp-millis'}.
     */
    private TableSource timeTravel(SqlCall snapshot) {
        SqlNode table = snapshot.operand(0);
        if (!(table instanceof SqlIdentifier || table instanceof SqlTableRef)) {
            throw new SqlError("FOR SYSTEM_TIME AS OF reads a table, not " + firstWords(table));
        }
        TableSource ts = tableSource(table);
        Object at = ExprCompiler.constant(snapshot.operand(1));
        long millis;
        if (at instanceof java.time.LocalDateTime) {
            millis = dev.varve.kernel.options.CoreOptions.localMillis((java.time.LocalDateTime) at);
        } else if (at instanceof java.time.Instant) {
            millis = ((java.time.Instant) at).toEpochMilli();
        } else {
            throw new SqlError("FOR SYSTEM_TIME AS OF needs a TIMESTAMP, e.g. TIMESTAMP '2024-01-08 10:00:00', not "
                    + firstWords(snapshot.operand(1)));
        }
        Map<String, String> hints = new LinkedHashMap<>(ts.hints);
        hints.put("scan.timestamp-millis", Long.toString(millis));
        // Paimon's FlinkCatalog.getTable(path, timestamp) copies the table with the timestamp, which travels its
        // schema: the columns are the snapshot's (fzmx_1344)
        return new TableSource(ts.names, hints, true);
    }

    /** The key-value pairs of {@code /*+ OPTIONS(...) *}{@code /} hints; other hints are noted and ignored. */
    private Map<String, String> hints(SqlNodeList hintList) {
        Map<String, String> hints = new LinkedHashMap<>();
        if (hintList != null) {
            for (SqlNode h : hintList) {
                SqlHint hint = (SqlHint) h;
                if (!hint.getName().equalsIgnoreCase("OPTIONS")) {
                    session.note("hint '" + hint.getName() + "' has no effect in varve (only OPTIONS does).");
                    continue;
                }
                hints.putAll(hint.getOptionKVPairs());
            }
        }
        return hints;
    }

    /** One select item after '*' expansion: expression node (or column index) and output name. */
    private static final class Item {
        final SqlNode node;
        final int column;
        final String name;

        Item(SqlNode node, int column, String name) {
            this.node = node;
            this.column = column;
            this.name = name;
        }
    }

    private static List<Item> items(SqlNodeList selectList, Scope scope) {
        List<Item> items = new ArrayList<>();
        int i = 0;
        for (SqlNode n : selectList) {
            if (n instanceof SqlIdentifier && ((SqlIdentifier) n).isStar()) {
                List<String> parts = ((SqlIdentifier) n).names;
                String qualifier = parts.size() > 1 ? parts.get(parts.size() - 2).toLowerCase(Locale.ROOT) : null;
                if (qualifier != null && !scope.isQualifier(qualifier)) {
                    throw new SqlError("unknown table or alias '" + parts.get(parts.size() - 2) + "' in " + n);
                }
                if (qualifier == null) {
                    for (int c : scope.starOrder()) {
                        if (scope.starred(c)) {
                            items.add(new Item(null, c, scope.names.get(c)));
                        }
                    }
                } else {
                    for (int c = 0; c < scope.size(); c++) {
                        if (scope.qualifiersOf(c).contains(qualifier)) {
                            items.add(new Item(null, c, scope.names.get(c)));
                        }
                    }
                }
            } else if (n.getKind() == SqlKind.AS) {
                SqlCall as = (SqlCall) n;
                items.add(new Item(as.operand(0), -1, ((SqlIdentifier) as.operand(1)).getSimple()));
            } else if (n instanceof SqlIdentifier) {
                List<String> names = ((SqlIdentifier) n).names;
                items.add(new Item(n, -1, names.get(names.size() - 1)));
            } else {
                items.add(new Item(n, -1, "EXPR$" + i));
            }
            i++;
        }
        return items;
    }

    /** The GROUP BY of {@code sel} (keys compiled over {@code scope}), or null when it neither groups nor aggregates. */
    private static Aggregates grouping(SqlSelect sel, Scope scope) {
        if (!grouped(sel)) {
            return null;
        }
        Aggregates ag = new Aggregates();
        if (GroupingSets.present(sel.getGroup()) && GroupingSets.expand(sel.getGroup()).size() == 1) {
            // one grouping set is a plain GROUP BY of its keys: GROUPING SETS (()) is a global aggregate, one row
            // over no input (probe sq45p_gs g10)
            for (SqlNode g : GroupingSets.expand(sel.getGroup()).get(0)) {
                ag.groupNodes.add(g);
                ag.groupKeys.add(new ExprCompiler(scope).compile(g));
            }
        } else if (GroupingSets.present(sel.getGroup())) {
            // GROUPING SETS / ROLLUP / CUBE: the keys are every expression of any set; a row of set i groups by the
            // set's keys and holds NULL for the others (typed nullable), and carries i after its aggregates
            List<List<SqlNode>> sets = GroupingSets.expand(sel.getGroup());
            List<SqlNode> keys = new ArrayList<>();
            for (List<SqlNode> set : sets) {
                for (SqlNode n : set) {
                    if (GroupingSets.indexOf(keys, n) < 0) {
                        keys.add(n);
                    }
                }
            }
            ag.groupingSets = new ArrayList<>();
            for (List<SqlNode> set : sets) {
                boolean[] in = new boolean[keys.size()];
                for (SqlNode n : set) {
                    in[GroupingSets.indexOf(keys, n)] = true;
                }
                ag.groupingSets.add(in);
            }
            for (int i = 0; i < keys.size(); i++) {
                Expr k = new ExprCompiler(scope).compile(keys.get(i));
                if (ag.rolledUp(i) && k.type != null && !k.type.isNullable()) {
                    Expr typed = new Expr(k.type.nullable(true), k.name, k::eval);
                    typed.column = k.column;
                    k = typed;
                }
                ag.groupNodes.add(keys.get(i));
                ag.groupKeys.add(k);
            }
        } else if (sel.getGroup() != null) {
            for (SqlNode g : sel.getGroup()) {
                ag.groupNodes.add(g);
                ag.groupKeys.add(new ExprCompiler(scope).compile(g));
            }
        }
        return ag;
    }

    /** {@link #grouping} of a streaming query. */
    private static Aggregates streamGrouping(SqlSelect sel, Scope scope) {
        Aggregates ag = grouping(sel, scope);
        if (ag != null && ag.groupingSets != null && new HashSet<>(GroupingSets.setsAsLists(ag.groupingSets)).size()
                < ag.groupingSets.size()) {
            // Flink plans a set written twice as a UNION ALL of two aggregations, whose changes interleave
            throw new SqlError("a grouping set written twice is not supported in streaming mode; "
                    + "SET 'execution.runtime-mode' = 'batch'");
        }
        return ag;
    }

    /**
     * A streaming {@code SELECT DISTINCT} as Flink plans it: a group aggregation keyed by every select item,
     * with no aggregate (a group's first row is {@code +I}, its last retraction {@code -D}, nothing between).
     */
    private static SqlSelect distinctAsGroupBy(SqlSelect sel, Scope scope) {
        org.apache.calcite.sql.parser.SqlParserPos pos = sel.getParserPosition();
        SqlNodeList keys = new SqlNodeList(pos);
        for (Item it : items(sel.getSelectList(), scope)) {
            keys.add(it.node != null ? it.node : new SqlIdentifier(scope.names.get(it.column), pos));
        }
        SqlSelect grouped = (SqlSelect) sel.clone(pos);
        grouped.setOperand(0, new SqlNodeList(pos)); // no DISTINCT keyword
        grouped.setGroupBy(keys);
        return grouped;
    }

    /** Whether {@code sel} groups: GROUP BY, HAVING or an aggregate in its select list. */
    private static boolean grouped(SqlSelect sel) {
        return (sel.getGroup() != null && !sel.getGroup().isEmpty()) || sel.getHaving() != null
                || ExprCompiler.containsAggregate(sel.getSelectList());
    }

    /** A select item compiled over {@code scope} ('*' columns of a grouped query go through its group keys). */
    private static Expr compileItem(Item it, Scope scope, ExprCompiler ec, boolean grouped) {
        if (it.node != null) {
            return ec.compile(it.node);
        }
        return grouped ? ec.compile(new SqlIdentifier(scope.names.get(it.column), org.apache.calcite.sql.parser.SqlParserPos.ZERO))
                : Expr.column(scope.types.get(it.column), scope.names.get(it.column), it.column);
    }

    /** An ORDER BY key: an output column, or an expression over the row before projection. */
    private static final class SortKey {
        final int output;
        final Expr expr;
        final boolean desc;
        final boolean nullsFirst;

        SortKey(int output, Expr expr, boolean desc, boolean nullsFirst) {
            this.output = output;
            this.expr = expr;
            this.desc = desc;
            this.nullsFirst = nullsFirst;
        }
    }

    /**
     * {@code sel} with the conjuncts of its WHERE that Flink pushes into the subquery, view or CTE its
     * FROM reads moved there ({@link SubqueryConjuncts}), so a partition conjunct reaches the table's
     * scan; null when nothing moves. Batch only (a streaming source consumes nothing: moving changes
     * nothing there). A view or CTE is inlined only when its query is a SELECT from a table.
     */
    private SqlSelect pushIntoFrom(SqlSelect sel) {
        SqlNode from = sel.getFrom();
        if (!session.streaming && from != null && from.getKind() == SqlKind.JOIN) {
            return SubqueryConjuncts.pushIntoJoinedUnion(sel); // the WHERE's and the ON's conjuncts
        }
        if (session.streaming || from == null || sel.getWhere() == null) {
            return null;
        }
        String alias = null;
        SqlNode q = from;
        if (from.getKind() == SqlKind.AS) {
            SqlCall as = (SqlCall) from;
            if (as.operandCount() != 2) {
                return null; // a column list renames the columns
            }
            alias = ((SqlIdentifier) as.operand(1)).getSimple();
            q = as.operand(0);
        }
        SqlSelect inner = null;
        if (q.getKind() == SqlKind.UNION) {
            return SubqueryConjuncts.pushUnion(sel, (SqlCall) expandFirstStar(q), alias);
        }
        if (q instanceof SqlSelect) {
            inner = (SqlSelect) q;
        } else if (q instanceof SqlIdentifier) {
            SqlIdentifier id = (SqlIdentifier) q;
            SqlNode named = null;
            if (id.isSimple() && cte(id.getSimple()) != null) {
                org.apache.calcite.sql.SqlWithItem item = cteItem(id.getSimple());
                named = item == null || item.columnList != null ? null : item.query;
            } else if (session.printTable(id.names) == null) {
                Views.View view = session.views.lookup(id.names);
                named = view == null || view.columns != null || !view.catalog.equals(session.currentCatalog)
                        || !view.database.equals(session.currentDatabase) ? null : view.query;
            }
            if (named instanceof SqlSelect && readsATable((SqlSelect) named)) {
                inner = (SqlSelect) named;
                alias = alias != null ? alias : id.names.get(id.names.size() - 1);
            } else if (named != null && named.getKind() == SqlKind.UNION && branchesReadTables(named)) {
                // a view or CTE over a UNION [ALL]: Flink pushes the filter into its branches too (probe ag43_un_1 v05-v07)
                return SubqueryConjuncts.pushUnion(sel, (SqlCall) named, alias != null ? alias : id.names.get(id.names.size() - 1));
            }
        }
        return inner == null ? null : SubqueryConjuncts.push(sel, inner, alias);
    }

    /**
     * {@code union} with its first branch's lone {@code SELECT *} over a table spelt as the table's columns, so that the
     * union's column names are known to {@link SubqueryConjuncts#pushUnion} (probe ag43_x_un x3); else as it is.
     */
    private SqlNode expandFirstStar(SqlNode union) {
        SqlNode first = ((SqlCall) union).operand(0);
        if (first.getKind() == SqlKind.UNION) {
            SqlNode expanded = expandFirstStar(first);
            return expanded == first ? union : withOperand(union, 0, expanded);
        }
        if (!(first instanceof SqlSelect) || ((SqlSelect) first).getSelectList().size() != 1
                || !(((SqlSelect) first).getSelectList().get(0) instanceof SqlIdentifier)
                || !((SqlIdentifier) ((SqlSelect) first).getSelectList().get(0)).isStar()
                || !readsATable((SqlSelect) first)) {
            return union;
        }
        SqlSelect sel = (SqlSelect) first;
        SqlNode f = sel.getFrom();
        if (f.getKind() == SqlKind.AS) {
            f = ((SqlCall) f).operand(0);
        }
        try {
            TableSource ts = tableSource(f);
            Session.TableName name = ts.name();
            if (name.system != null) {
                return union;
            }
            SqlNodeList items = new SqlNodeList(sel.getSelectList().getParserPosition());
            for (String n : session.table(name).rowType().names()) {
                items.add(new SqlIdentifier(n, org.apache.calcite.sql.parser.SqlParserPos.ZERO));
            }
            SqlSelect spelt = (SqlSelect) sel.clone(sel.getParserPosition());
            spelt.setSelectList(items);
            return withOperand(union, 0, spelt);
        } catch (SqlError notATable) {
            return union;
        }
    }

    private static SqlNode withOperand(SqlNode call, int i, SqlNode operand) {
        SqlCall c = (SqlCall) call;
        List<SqlNode> ops = new ArrayList<>(c.getOperandList());
        ops.set(i, operand);
        return c.getOperator().createCall(c.getFunctionQuantifier(), c.getParserPosition(), ops);
    }

    /** Whether every branch of a union (through a branch's own ORDER BY .. LIMIT) is a SELECT {@link #readsATable}. */
    private boolean branchesReadTables(SqlNode q) {
        if (q.getKind() == SqlKind.UNION) {
            for (SqlNode o : ((SqlCall) q).getOperandList()) {
                if (!branchesReadTables(o)) {
                    return false;
                }
            }
            return true;
        }
        if (q instanceof SqlOrderBy) {
            q = ((SqlOrderBy) q).query;
        }
        return q instanceof SqlSelect && readsATable((SqlSelect) q);
    }

    /**
     * Which conjuncts of a batch filter over {@code from}'s rows (a WHERE, or a HAVING's on grouping keys) Flink pushes
     * into a table's source, where a search's CHAR constants lose their trailing spaces
     * ({@link ExprCompiler#compileFilter(SqlNode, java.util.function.Predicate)}): all of them over a table read
     * directly, a join's conjuncts on one input's columns, none over a subquery, view or CTE (the conjuncts
     * {@link #pushIntoFrom} moves into one are compiled there, over its table; probes flink-oracle/probes/ag41).
     */
    private java.util.function.Predicate<SqlNode> atScan(SqlNode from, Relation src) {
        SqlNode f = from;
        if (f != null && f.getKind() == SqlKind.AS && ((SqlCall) f).operandCount() == 2) {
            f = ((SqlCall) f).operand(0);
        }
        if (f == null) {
            return c -> false;
        }
        if (f.getKind() == SqlKind.JOIN) {
            // into an outer join's preserved input only: a conjunct on the null-supplying input stays above the join
            // (probe ag41_ch_5 q13, ag41_ch_3 q19), and down to a scan only through the input's columns that reach one
            // (Relation#scanColumns: not a nested outer join's null-supplying input, not a subquery's computed column,
            // aggregate or a column below its LIMIT; probes ag42_ch_2, ag42_ch_3)
            ExprCompiler ec = new ExprCompiler(src.scope);
            return c -> !SubqueryConjuncts.holdsSubquery(c) && ec.oneInput(c)
                    && ec.columnsOf(c).stream().allMatch(src::scanColumn);
        }
        if (f.getKind() == SqlKind.SNAPSHOT) {
            return c -> !SubqueryConjuncts.holdsSubquery(c);
        }
        if (!(f instanceof SqlIdentifier) && !(f instanceof SqlTableRef)) {
            return c -> false;
        }
        SqlIdentifier id = f instanceof SqlIdentifier ? (SqlIdentifier) f : (SqlIdentifier) ((SqlTableRef) f).operand(0);
        boolean table = !(id.isSimple() && cte(id.getSimple()) != null) && session.views.lookup(id.names) == null
                && session.printTable(id.names) == null;
        // a conjunct holding a subquery (c IN (..) OR k IN (SELECT ..)) is evaluated above the join Flink plans for
        // the subquery (probe ag42_ch_3 e07)
        return c -> table && !SubqueryConjuncts.holdsSubquery(c);
    }

    /** Whether {@code q} reads one table by name (not a view or CTE, which would be resolved anew inlined). */
    private boolean readsATable(SqlSelect q) {
        SqlNode f = q.getFrom();
        if (f != null && f.getKind() == SqlKind.AS && ((SqlCall) f).operandCount() == 2) {
            f = ((SqlCall) f).operand(0);
        }
        if (!(f instanceof SqlIdentifier) && !(f instanceof SqlTableRef)) {
            return false;
        }
        SqlIdentifier id = f instanceof SqlIdentifier ? (SqlIdentifier) f : (SqlIdentifier) ((SqlTableRef) f).operand(0);
        return !(id.isSimple() && cte(id.getSimple()) != null) && session.views.lookup(id.names) == null
                && session.printTable(id.names) == null;
    }

    private org.apache.calcite.sql.SqlWithItem cteItem(String name) {
        java.util.Iterator<Map<String, org.apache.calcite.sql.SqlWithItem>> it = cteItems.descendingIterator();
        while (it.hasNext()) {
            org.apache.calcite.sql.SqlWithItem item = it.next().get(name.toLowerCase(Locale.ROOT));
            if (item != null) {
                return item;
            }
        }
        return null;
    }

    /**
     * Flink 2.0 refuses a bare USING column over a JOIN .. USING, whatever the join's type and the column's ("SQL
     * validation failed. .. Column 'k' is ambiguous"), in the WHERE (probes flink-oracle/probes/ag42 ag42_us_bare_*),
     * the HAVING (also inside an aggregate: MAX(k)) and an ORDER BY that does not name a select item k (probes ag43
     * ag43_us_*_having, _havingkey, _orderby); the select list (also in expressions and aggregates), GROUP BY and an
     * ORDER BY naming a select item take it (sweep 24 fz; ag43_us_*_groupby, _expr, _agg, _orderbysel). Qualified names
     * (t.k) and subqueries' own columns are not checked. {@code orderList}: the query's ORDER BY, or null.
     */
    static void checkUsingColumns(SqlSelect sel, SqlNodeList orderList) {
        SqlNode f = sel.getFrom();
        if (f != null && f.getKind() == SqlKind.AS) {
            f = ((SqlCall) f).operand(0);
        }
        if (!(f instanceof org.apache.calcite.sql.SqlJoin)
                || ((org.apache.calcite.sql.SqlJoin) f).getConditionType() != org.apache.calcite.sql.JoinConditionType.USING) {
            return;
        }
        Set<String> using = new HashSet<>();
        for (SqlNode c : (SqlNodeList) ((org.apache.calcite.sql.SqlJoin) f).getCondition()) {
            using.add(((SqlIdentifier) c).getSimple());
        }
        refuseUsingColumns(sel.getWhere(), using, "WHERE");
        refuseUsingColumns(sel.getHaving(), using, "HAVING");
        if (sel.getGroup() != null && sel.getGroup().size() > 0 && orderList != null && orderList.size() > 0) {
            // GROUP BY k .. ORDER BY: Flink's validator then takes the select list's k as t.k, not grouped (probe
            // ag43_us2_orderbygrouped: "Expression 't.k' is not being grouped")
            for (SqlNode item : sel.getSelectList()) {
                SqlNode e = item.getKind() == SqlKind.AS ? ((SqlCall) item).operand(0) : item;
                if (e instanceof SqlIdentifier && ((SqlIdentifier) e).isSimple() && using.contains(((SqlIdentifier) e).getSimple())) {
                    throw new SqlError("SQL validation failed. Expression '" + ((SqlIdentifier) e).getSimple()
                            + "' is not being grouped (a USING column in the select list of a GROUP BY with an ORDER BY)");
                }
            }
        }
        if (orderList != null && orderList.size() > 0) {
            Set<String> selected = new HashSet<>();
            for (SqlNode item : sel.getSelectList()) {
                if (item.getKind() == SqlKind.AS) {
                    selected.add(((SqlIdentifier) ((SqlCall) item).operand(1)).getSimple());
                } else if (item instanceof SqlIdentifier && !((SqlIdentifier) item).isStar()) {
                    List<String> parts = ((SqlIdentifier) item).names;
                    selected.add(parts.get(parts.size() - 1));
                }
            }
            Set<String> unselected = new HashSet<>(using);
            unselected.removeAll(selected);
            refuseUsingColumns(orderList, unselected, "ORDER BY");
        }
    }

    private static void refuseUsingColumns(SqlNode clause, Set<String> using, String where) {
        if (clause == null || using.isEmpty()) {
            return;
        }
        clause.accept(new org.apache.calcite.sql.util.SqlBasicVisitor<Void>() {
            @Override
            public Void visit(SqlCall call) {
                return call instanceof SqlSelect ? null : super.visit(call);
            }

            @Override
            public Void visit(SqlIdentifier id) {
                if (id.isSimple() && using.contains(id.getSimple())) {
                    throw new SqlError("SQL validation failed. Column '" + id.getSimple() + "' is ambiguous"
                            + " (a USING column in the " + where + ": qualify it, e.g. t." + id.getSimple() + ")");
                }
                return null;
            }
        });
    }

    /**
     * Flink's planner reads a column that a WHERE conjunct {@code col = constant} fixes as the constant above the
     * filter (the filter's predicates pulled up into the projection): a DOUBLE / FLOAT -0.0 row passing
     * {@code d = 0.0E0} (or {@code = -0.0E0}, folded to 0.0) reads 0.0, in the select list, expressions and
     * aggregates alike (probe flink-oracle/probes/ag44 ag44_nz_1 w1, w2, w13, w14). -0.0 is the one value that
     * differs from the constant it equals, so only those columns' -0.0 values are replaced (rows copied).
     */
    private static List<Object[]> zeroFixedColumns(SqlNode where, Scope scope, List<Object[]> rows) {
        if (where == null || rows.isEmpty()) {
            return rows;
        }
        List<Integer> cols = new ArrayList<>();
        for (SqlNode c : PartitionConjuncts.conjuncts(where)) {
            if (c.getKind() != SqlKind.EQUALS) {
                continue;
            }
            SqlCall eq = (SqlCall) c;
            for (int side = 0; side < 2; side++) {
                if (eq.operand(side) instanceof SqlIdentifier && zeroLiteral(eq.operand(1 - side))) {
                    java.util.Set<Integer> ref;
                    try {
                        ref = new ExprCompiler(scope).columnsOf(eq.operand(side));
                    } catch (SqlError e) {
                        continue;
                    }
                    for (int i : ref) {
                        DataType t = scope.types.get(i);
                        if (t != null && (t.root() == dev.varve.row.TypeRoot.DOUBLE || t.root() == dev.varve.row.TypeRoot.FLOAT)) {
                            cols.add(i);
                        }
                    }
                }
            }
        }
        if (cols.isEmpty()) {
            return rows;
        }
        List<Object[]> out = new ArrayList<>(rows.size());
        for (Object[] r : rows) {
            Object[] o = r;
            for (int i : cols) {
                Object v = o[i];
                boolean minusZero = v instanceof Double && Double.doubleToRawLongBits((Double) v) == Long.MIN_VALUE
                        || v instanceof Float && Float.floatToRawIntBits((Float) v) == Integer.MIN_VALUE;
                if (minusZero) {
                    o = o == r ? r.clone() : o;
                    o[i] = v instanceof Double ? (Object) 0.0d : (Object) 0.0f;
                }
            }
            out.add(o);
        }
        return out;
    }

    /** A numeric literal of value zero, possibly negated or cast ({@code 0.0E0}, {@code -0.0E0}, {@code CAST(0 AS DOUBLE)}). */
    private static boolean zeroLiteral(SqlNode n) {
        if (n.getKind() == SqlKind.MINUS_PREFIX || n.getKind() == SqlKind.CAST) {
            return zeroLiteral(((SqlCall) n).operand(0));
        }
        return n instanceof org.apache.calcite.sql.SqlNumericLiteral
                && ((org.apache.calcite.sql.SqlNumericLiteral) n).bigDecimalValue() != null
                && ((org.apache.calcite.sql.SqlNumericLiteral) n).bigDecimalValue().signum() == 0;
    }

    private Relation select(SqlSelect sel, SqlNodeList orderList, SqlNode offset, SqlNode fetch) {
        checkUsingColumns(sel, orderList);
        SqlSelect pushed = pushIntoFrom(sel);
        if (pushed != null) {
            sel = pushed;
        }
        Relation src = from(sel.getFrom(), sel.getWhere());
        Scope scope = src.scope;
        List<Object[]> rows = src.rows;
        // the conjuncts a batch read's source consumed (PartitionConjuncts) are not applied to its rows
        SqlNode where = sel.getWhere() == null || src.consumedConjuncts == null ? sel.getWhere()
                : PartitionConjuncts.residual(sel.getWhere(), src.consumedConjuncts);
        java.util.function.Predicate<SqlNode> atScan = atScan(sel.getFrom(), src);
        if (where != null) {
            rows = filter(rows, new ExprCompiler(scope).withSubqueries(this::query).compileFilter(where, atScan));
        }
        rows = zeroFixedColumns(sel.getWhere(), scope, rows);
        Aggregates ag = grouping(sel, scope);
        boolean grouped = ag != null;
        Windows windows = null;
        if (ExprCompiler.containsOver(sel.getSelectList())) {
            if (grouped) {
                throw new SqlError("window functions (OVER) together with GROUP BY or aggregates are not supported");
            }
            windows = new Windows(scope.size());
        }
        ExprCompiler ec = new ExprCompiler(scope, ag).withSubqueries(this::query).withWindows(windows);
        List<Item> items = items(sel.getSelectList(), scope);
        List<Expr> outs = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Item it : items) {
            Expr e = compileItem(it, scope, ec, grouped);
            outs.add(e);
            names.add(it.name);
        }
        // a HAVING's conjuncts on grouping keys are pushed below the aggregation, those with aggregates stay above
        Expr having = grouped && sel.getHaving() != null
                ? ec.compileFilter(sel.getHaving(), c -> !ExprCompiler.containsAggregate(c) && atScan.test(c)) : null;
        List<SortKey> keys = sortKeys(orderList, names, ec);
        List<Object[]> pre = grouped ? aggregate(rows, ag) : rows;
        if (windows != null) {
            pre = windows.apply(pre);
        }
        if (having != null) {
            pre = filter(pre, having);
        }
        List<Object[]> outRows = new ArrayList<>(pre.size());
        List<Object[]> sortVals = keys.isEmpty() ? null : new ArrayList<>(pre.size());
        for (Object[] p : pre) {
            Object[] o = new Object[outs.size()];
            for (int i = 0; i < o.length; i++) {
                o[i] = outs.get(i).eval(p);
            }
            outRows.add(o);
            if (sortVals != null) {
                Object[] k = new Object[keys.size()];
                for (int i = 0; i < k.length; i++) {
                    SortKey sk = keys.get(i);
                    k[i] = sk.expr == null ? o[sk.output] : sk.expr.eval(p);
                }
                sortVals.add(k);
            }
        }
        if (sel.isDistinct()) {
            List<Object[]> d = new ArrayList<>();
            List<Object[]> dk = sortVals == null ? null : new ArrayList<>();
            Set<List<Object>> seen = new HashSet<>();
            for (int i = 0; i < outRows.size(); i++) {
                if (seen.add(groupKey(outRows.get(i)))) {
                    d.add(outRows.get(i));
                    if (dk != null) {
                        dk.add(sortVals.get(i));
                    }
                }
            }
            outRows = d;
            sortVals = dk;
        }
        List<DataType> types = new ArrayList<>();
        for (Expr e : outs) {
            types.add(e.type);
        }
        outRows = sortAndLimit(outRows, sortVals, keys, offset, fetch);
        boolean plainCopy = src.kinds != null && sel.getWhere() == null && !grouped && windows == null
                && !sel.isDistinct() && keys.isEmpty() && offset == null && fetch == null && columnsOnly(items);
        Relation out = new Relation(names, types, outRows, plainCopy ? src.kinds : null, List.of(), "the query");
        out.scanColumns = scanColumns(items, outs, src, ag, windows == null && offset == null && fetch == null);
        return out;
    }

    /**
     * A SELECT's {@link Relation#scanColumns}: an item that is a column of its FROM as is (a grouping key of an
     * aggregation) reaching a scan there, unless a LIMIT / OFFSET or a window function stands between (Flink pushes no
     * filter below them); an expression or an aggregate is none (probe ag42_ch_3 s02..s04, s09, s12).
     */
    private static boolean[] scanColumns(List<Item> items, List<Expr> outs, Relation src, Aggregates ag, boolean through) {
        boolean[] out = new boolean[items.size()];
        if (!through) {
            return out;
        }
        Set<Integer> keys = new HashSet<>();
        if (ag != null) {
            for (int i = 0; i < ag.groupKeys.size(); i++) {
                if (!ag.rolledUp(i)) { // a key some grouping set rolls up holds NULLs no filter below sees
                    keys.add(ag.groupKeys.get(i).column);
                }
            }
        }
        for (int i = 0; i < out.length; i++) {
            Item it = items.get(i);
            int col = it.node == null ? it.column : -1;
            SqlNode n = it.node;
            if (n != null && n.getKind() == SqlKind.AS) {
                n = ((SqlCall) n).operand(0);
            }
            if (n instanceof SqlIdentifier) {
                try {
                    col = new ExprCompiler(src.scope).compile(n).column;
                } catch (SqlError notAColumn) {
                    col = -1;
                }
            }
            out[i] = col >= 0 && src.scanColumn(col) && (ag == null || keys.contains(col));
        }
        return out;
    }

    /**
     * Whether every select item is a column of the source as is ({@code *}, {@code c}, {@code c AS x}): Flink then
     * plans no Calc after Paimon's source (the projection is pushed into it), so its rows keep the split read's kinds
     * (a merged bucket's {@code +U}), which an INSERT passes to its sink; any expression or WHERE gives {@code +I}
     * (goldens {@code sweep17_rk_batch_*}, checked on Flink).
     */
    private static boolean columnsOnly(List<Item> items) {
        for (Item it : items) {
            SqlNode n = it.node;
            if (n != null && n.getKind() == SqlKind.AS) {
                n = ((SqlCall) n).operand(0);
            }
            if (n != null && !(n instanceof SqlIdentifier)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The kind a batch INSERT writes for row {@code i} of its query: the source's split-read kind when the query is a
     * plain copy ({@link #columnsOnly}) and the sink keeps kinds (a primary-key table or a print sink; Paimon stores an
     * append table's rows as +I), else {@code +I}.
     */
    private static RowKind sinkKind(Relation r, int i, Table table) {
        return table != null && table.primaryKeys().isEmpty() ? RowKind.INSERT : r.kind(i);
    }

    private static List<Object[]> filter(List<Object[]> rows, Expr cond) {
        List<Object[]> out = new ArrayList<>();
        for (Object[] r : rows) {
            if (Boolean.TRUE.equals(cond.eval(r))) {
                out.add(r);
            }
        }
        return out;
    }

    /** An ORDER BY item without its DESC / NULLS FIRST / NULLS LAST wrappers (nulls first ascending, as Flink). */
    static final class OrderItem {
        final SqlNode node;
        final boolean desc;
        final boolean nullsFirst;

        private OrderItem(SqlNode node, boolean desc, boolean nullsFirst) {
            this.node = node;
            this.desc = desc;
            this.nullsFirst = nullsFirst;
        }

        static OrderItem of(SqlNode n) {
            boolean desc = false;
            Boolean nullsFirst = null;
            while (true) {
                if (n.getKind() == SqlKind.DESCENDING) {
                    desc = true;
                    n = ((SqlCall) n).operand(0);
                } else if (n.getKind() == SqlKind.NULLS_FIRST || n.getKind() == SqlKind.NULLS_LAST) {
                    nullsFirst = n.getKind() == SqlKind.NULLS_FIRST;
                    n = ((SqlCall) n).operand(0);
                } else {
                    return new OrderItem(n, desc, nullsFirst != null ? nullsFirst : !desc);
                }
            }
        }
    }

    private List<SortKey> sortKeys(SqlNodeList orderList, List<String> outNames, ExprCompiler ec) {
        List<SortKey> keys = new ArrayList<>();
        if (orderList == null) {
            return keys;
        }
        for (SqlNode item : orderList) {
            OrderItem oi = OrderItem.of(item);
            SqlNode n = oi.node;
            boolean desc = oi.desc;
            boolean nf = oi.nullsFirst;
            if (n instanceof SqlNumericLiteral) {
                int pos = ((SqlNumericLiteral) n).intValue(true);
                if (pos < 1 || pos > outNames.size()) {
                    throw new SqlError("ORDER BY position " + pos + " is not in the select list (1.." + outNames.size() + ")");
                }
                keys.add(new SortKey(pos - 1, null, desc, nf));
                continue;
            }
            int out = -1;
            if (n instanceof SqlIdentifier && ((SqlIdentifier) n).isSimple()) {
                String name = ((SqlIdentifier) n).getSimple();
                for (int i = 0; i < outNames.size(); i++) {
                    if (outNames.get(i).equalsIgnoreCase(name)) {
                        if (out >= 0) {
                            // as Flink's validator: the select list names it twice
                            throw new SqlError("ORDER BY " + name + ": column '" + name
                                    + "' is ambiguous (the select list has it more than once; order by its position instead)");
                        }
                        out = i;
                    }
                }
            }
            if (out >= 0) {
                keys.add(new SortKey(out, null, desc, nf));
            } else if (ec == null) {
                throw new SqlError("ORDER BY " + n + ": not a column of the result");
            } else {
                keys.add(new SortKey(-1, ec.compile(n), desc, nf));
            }
        }
        return keys;
    }

    private Relation sortOutput(Relation r, SqlNodeList orderList, SqlNode offset, SqlNode fetch) {
        List<SortKey> keys = sortKeys(orderList, r.names, null);
        List<Object[]> sortVals = new ArrayList<>();
        for (Object[] row : r.rows) {
            Object[] k = new Object[keys.size()];
            for (int i = 0; i < k.length; i++) {
                k[i] = row[keys.get(i).output];
            }
            sortVals.add(k);
        }
        return new Relation(r.names, r.types, sortAndLimit(r.rows, sortVals, keys, offset, fetch), null, List.of(),
                r.scope.owner);
    }

    private static List<Object[]> sortAndLimit(List<Object[]> rows, List<Object[]> sortVals, List<SortKey> keys,
                                               SqlNode offset, SqlNode fetch) {
        List<Object[]> out = rows;
        if (!keys.isEmpty()) {
            Integer[] idx = new Integer[rows.size()];
            for (int i = 0; i < idx.length; i++) {
                idx[i] = i;
            }
            Comparator<Integer> cmp = (a, b) -> {
                Object[] x = sortVals.get(a);
                Object[] y = sortVals.get(b);
                for (int i = 0; i < keys.size(); i++) {
                    SortKey k = keys.get(i);
                    Object u = x[i];
                    Object v = y[i];
                    int c;
                    if (u == null || v == null) {
                        c = u == v ? 0 : (u == null) == k.nullsFirst ? -1 : 1;
                    } else {
                        c = Values.compare(u, v);
                        if (k.desc) {
                            c = -c;
                        }
                    }
                    if (c != 0) {
                        return c;
                    }
                }
                return 0;
            };
            Arrays.sort(idx, cmp);
            out = new ArrayList<>(rows.size());
            for (Integer i : idx) {
                out.add(rows.get(i));
            }
        }
        int from = offset == null ? 0 : intConstant(offset, "OFFSET");
        int limit = fetch == null ? Integer.MAX_VALUE : intConstant(fetch, "LIMIT");
        if (from > 0 || limit < out.size()) {
            int start = Math.min(from, out.size());
            int end = (int) Math.min((long) start + limit, out.size());
            out = out.subList(start, end);
        }
        return out;
    }

    private static int intConstant(SqlNode n, String what) {
        Object v = ExprCompiler.constant(n);
        if (!(v instanceof Number) || ((Number) v).longValue() < 0 || ((Number) v).longValue() > Integer.MAX_VALUE) {
            throw new SqlError(what + " must be a non-negative integer, got " + n);
        }
        return ((Number) v).intValue();
    }

    private static List<Object[]> aggregate(List<Object[]> rows, Aggregates ag) {
        if (ag.groupingSets != null) {
            return aggregateSets(rows, ag);
        }
        Map<List<Object>, Object[]> groups = new LinkedHashMap<>();
        Map<List<Object>, Aggregates.Accumulator[]> accs = new LinkedHashMap<>();
        for (Object[] r : rows) {
            Object[] key = new Object[ag.groupKeys.size()];
            for (int i = 0; i < key.length; i++) {
                key[i] = ag.groupKeys.get(i).eval(r);
            }
            addToGroup(groups, accs, groupKey(key), key, r, ag);
        }
        if (groups.isEmpty() && ag.groupKeys.isEmpty()) {
            accs.put(List.of(), newAccumulators(ag));
            groups.put(List.of(), new Object[0]);
        }
        List<Object[]> out = new ArrayList<>();
        for (Map.Entry<List<Object>, Object[]> e : groups.entrySet()) {
            Object[] key = e.getValue();
            Aggregates.Accumulator[] a = accs.get(e.getKey());
            Object[] row = Arrays.copyOf(key, key.length + a.length);
            for (int i = 0; i < a.length; i++) {
                row[key.length + i] = a[i].result();
            }
            out.add(row);
        }
        return out;
    }

    /** Adds row {@code r} to group {@code nk} (keys {@code key}), the group and its accumulators made on first use. */
    private static void addToGroup(Map<List<Object>, Object[]> groups, Map<List<Object>, Aggregates.Accumulator[]> accs,
                                   List<Object> nk, Object[] key, Object[] r, Aggregates ag) {
        Aggregates.Accumulator[] a = accs.get(nk);
        if (a == null) {
            a = newAccumulators(ag);
            accs.put(nk, a);
            groups.put(nk, key);
        }
        for (Aggregates.Accumulator acc : a) {
            acc.add(r);
        }
    }

    /** One fresh accumulator per aggregate call of {@code ag}, in call order. */
    private static Aggregates.Accumulator[] newAccumulators(Aggregates ag) {
        Aggregates.Accumulator[] a = new Aggregates.Accumulator[ag.calls.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = ag.calls.get(i).newAccumulator();
        }
        return a;
    }

    /**
     * A GROUP BY of grouping sets: each row is grouped once per set, by the set's keys (the other keys NULL); a row
     * of the result is {@code [keys..., aggregates..., set index]}.
     */
    private static List<Object[]> aggregateSets(List<Object[]> rows, Aggregates ag) {
        int n = ag.groupKeys.size();
        Map<List<Object>, Object[]> groups = new LinkedHashMap<>();
        Map<List<Object>, Aggregates.Accumulator[]> accs = new LinkedHashMap<>();
        for (Object[] r : rows) {
            Object[] all = new Object[n];
            for (int i = 0; i < n; i++) {
                all[i] = ag.groupKeys.get(i).eval(r);
            }
            for (int s = 0; s < ag.groupingSets.size(); s++) {
                boolean[] in = ag.groupingSets.get(s);
                Object[] key = new Object[n];
                for (int i = 0; i < n; i++) {
                    key[i] = in[i] ? all[i] : null;
                }
                List<Object> nk = new ArrayList<>(groupKey(key));
                nk.add(s);
                addToGroup(groups, accs, nk, key, r, ag);
            }
        }
        List<Object[]> out = new ArrayList<>();
        for (Map.Entry<List<Object>, Object[]> e : groups.entrySet()) {
            Object[] key = e.getValue();
            Aggregates.Accumulator[] a = accs.get(e.getKey());
            Object[] row = Arrays.copyOf(key, n + a.length + 1);
            for (int i = 0; i < a.length; i++) {
                row[n + i] = a[i].result();
            }
            row[n + a.length] = e.getKey().get(n);
            out.add(row);
        }
        return out;
    }

    /**
     * A GROUP BY / DISTINCT key as Flink's binary keys compare: as {@link #normalizedKey}, but a DOUBLE / FLOAT -0.0 is
     * its own key beside 0.0 (NaN one key): batch and streaming GROUP BY, SELECT DISTINCT, UNION, COUNT(DISTINCT) keep
     * them apart, where a join's keys and a filter's = do not (probes flink-oracle/probes/ag43 ag43_nz_1, _nz_3).
     */
    static List<Object> groupKey(Object[] values) {
        List<Object> k = new ArrayList<>(values.length);
        for (Object v : values) {
            k.add(v instanceof Double || v instanceof Float ? v : normalize(v)); // Double.equals: -0.0 != 0.0, NaN == NaN
        }
        return k;
    }

    /** A key with SQL equality: bytes by content, -0.0 == 0.0, decimals by value. */
    static List<Object> normalizedKey(Object[] values) {
        List<Object> k = new ArrayList<>(values.length);
        for (Object v : values) {
            k.add(normalize(v));
        }
        return k;
    }

    private static Object normalize(Object v) {
        if (v instanceof byte[]) {
            return ByteBuffer.wrap((byte[]) v);
        }
        if (v instanceof Double) {
            double d = (Double) v;
            return d == 0.0 ? 0.0 : d;
        }
        if (v instanceof Float) {
            float f = (Float) v;
            return f == 0.0f ? 0.0f : f;
        }
        if (v instanceof BigDecimal) {
            BigDecimal d = (BigDecimal) v;
            return d.signum() == 0 ? BigDecimal.ZERO : d.stripTrailingZeros();
        }
        if (v instanceof InternalRow) {
            InternalRow r = (InternalRow) v;
            Object[] f = new Object[r.getArity()];
            for (int i = 0; i < f.length; i++) {
                f[i] = r.getField(i);
            }
            return normalizedKey(f);
        }
        if (v instanceof List) {
            return normalizedKey(((List<?>) v).toArray());
        }
        return v;
    }

    private static List<Object[]> distinct(List<Object[]> rows) {
        List<Object[]> out = new ArrayList<>();
        Set<List<Object>> seen = new HashSet<>();
        for (Object[] r : rows) {
            if (seen.add(groupKey(r))) {
                out.add(r);
            }
        }
        return out;
    }

    // ---- streaming ------------------------------------------------------------------------------

    /** Receives streamed rows. */
    @FunctionalInterface
    interface RowSink {
        void accept(RowKind kind, Object[] values);
    }

    /**
     * A stateful step of a streaming plan between the filter and the projection (GROUP BY, Top-N): turns each input
     * change into the changes of its own rows.
     */
    @FunctionalInterface
    interface StreamOperator {
        void accept(RowKind kind, Object[] in, RowSink out);
    }

    /** A streaming read of one table's changelog through a filter and a projection. */
    final class StreamPlan {
        final Table table;
        final Expr where;
        final List<Expr> outs;
        final RowType outType;
        final long limit;
        final boolean audit;
        /** Primary-key positions when the source is an upsert stream Flink normalizes, else null. */
        final int[] normalizeKey;
        /** Columns the query reads: what ChangelogNormalize compares to drop unchanged updates. */
        final int[] comparedColumns;
        /** Whether the sink needs -U rows (Flink drops them, or does not generate them, otherwise). */
        boolean sinkNeedsUpdateBefore = true;
        /**
         * Whether the query has a WHERE of its own over its input: Flink keeps it as a Calc with a condition (a
         * {@code scan.partitions} hint merged into {@link #where} is the source's, not a condition).
         */
        boolean filtered;
        /** The GROUP BY of a streaming aggregation or the Top-N of a ROW_NUMBER subquery, or null. */
        StreamOperator operator;
        /** {@code t$binlog}: audit rows with each column as an array (an update's -U and +U packed in one row). */
        boolean binlog;
        /** A join of two tables' changelogs feeding the filter, or null: the plan reads {@link #table}. */
        StreamJoin join;
        /** A subquery's streaming plan feeding the filter (a derived table), or null. */
        StreamPlan source;
        /** The inputs of a UNION ALL, read one after the other, each row cast to {@link #outType}; or null. */
        List<StreamPlan> unionParts;
        /** The select list's column names (what a query over this plan as a derived table sees). */
        List<String> outNames;
        /** The WHERE over {@link #join}'s row, or null. */
        SqlNode joinWhere;
        /**
         * Whether the plan's output is insert-only in Flink's changelog-mode inference (no -U / -D): a read of an append
         * table, a first-row or bounded table, or {@code $audit_log}, a subquery over such a read without GROUP BY or
         * Top-N, an inner join and a UNION ALL of such inputs. An aggregation over it plans MinAggFunction /
         * MaxAggFunction, not the retracting ones (probe flink-oracle/probes/ag44 ag44_mm_1).
         */
        boolean insertOnly;
        private StreamScan scan;
        private final Normalizer normalizer;

        StreamPlan(Table table, Expr where, List<Expr> outs, RowType outType, long limit, boolean audit,
                   int[] normalizeKey, int[] comparedColumns) {
            this.table = table;
            this.where = where;
            this.outs = outs;
            this.outType = outType;
            this.limit = limit;
            this.audit = audit;
            this.normalizeKey = normalizeKey;
            this.comparedColumns = comparedColumns;
            this.normalizer = normalizeKey == null ? null : new Normalizer(normalizeKey, comparedColumns);
        }

        /**
         * One source record through Flink's plan: ChangelogNormalize for upsert sources (first row of a
         * key +I, a changed row -U old/+U new, an unchanged row nothing, a retraction -D of the stored
         * row), DropUpdateBefore when the sink needs no -U, then the filter and the projection.
         * Returns how many rows reached the sink.
         */
        private int process(RowKind kind, Object[] in, RowSink sink) {
            if (normalizer == null) {
                return emit(kind, in, sink);
            }
            return normalizer.apply(kind, in, (k, row) -> emit(k, row, sink));
        }

        int emit(RowKind kind, Object[] in, RowSink sink) {
            if (kind == RowKind.UPDATE_BEFORE && !sinkNeedsUpdateBefore && operator == null) {
                return 0;
            }
            if (where != null && !Boolean.TRUE.equals(where.eval(in))) {
                return 0;
            }
            if (operator != null) {
                int[] n = {0};
                operator.accept(kind, in, (k, row) -> n[0] += project(k, row, sink));
                return n[0];
            }
            return project(kind, in, sink);
        }

        private int project(RowKind kind, Object[] in, RowSink sink) {
            if (kind == RowKind.UPDATE_BEFORE && !sinkNeedsUpdateBefore) {
                return 0;
            }
            Object[] o = new Object[outs.size()];
            for (int i = 0; i < o.length; i++) {
                o[i] = outs.get(i).eval(in);
            }
            sink.accept(kind, o);
            return 1;
        }

        /**
         * Whether Flink 2.0 sends this query's -U rows into an upsert sink (a primary-key table that takes no -U,
         * {@link QueryRunner#sinkNeedsUpdateBefore(Table)} false) whose key columns are at {@code sinkKey}, the
         * query's columns going to the sink columns at {@code positions}.
         * FlinkChangelogModeInferenceProgram: the sink asks for ONLY_UPDATE_AFTER (then DropUpdateBefore after the
         * source, or an aggregation or Top-N that emits no -U) only when one of the query's upsert keys is exactly its
         * primary key, and a Calc with a condition over an update stream cannot give ONLY_UPDATE_AFTER (FLINK-9528: Flink
         * 2.0 asks that of any condition, on key columns too; the planner pushes key conjuncts below ChangelogNormalize
         * only after this inference), nor can a join one of whose inputs with updates has no upsert key containing its
         * join key ({@link JoinUpsertKeys}). Otherwise the plan runs with -U and the sink writes each -U as a retraction
         * (probes flink-oracle/probes/st43 and st44, fuzz fzst_1688).
         */
        boolean updateBeforeReachesUpsertSink(int[] sinkKey, List<Integer> positions) {
            Boolean condition;
            List<Set<Integer>> keys;
            try {
                condition = conditionOverUpdates();
                keys = upsertKeys();
            } catch (SqlError e) {
                return false;
            }
            if (condition == null || keys == null) {
                return false;
            }
            if (condition) {
                return true;
            }
            Set<Integer> pk = new HashSet<>();
            for (int k : sinkKey) {
                pk.add(k);
            }
            for (Set<Integer> key : keys) {
                // the sink's implicit cast (INT into a BIGINT key, probe st43p_11) keeps the key
                Set<Integer> atSink = new HashSet<>();
                for (int i : key) {
                    atSink.add(positions.get(i));
                }
                if (atSink.equals(pk)) {
                    return false;
                }
            }
            return true;
        }

        /**
         * Whether something between the last operator that makes updates and this plan's output needs -U: a condition
         * (Flink's Calc) over updates (a WHERE over a table or subquery, a HAVING, the rest of a Top-N's outer WHERE), or
         * a join that cannot run without -U ({@link JoinUpsertKeys}). A WHERE Flink folds to TRUE ({@code k IS NOT
         * NULL} of a NOT NULL key) is none. A UNION ALL's inputs keep their -U (it has no upsert key: they reach the
         * sink anyway); a GROUP BY over a Top-N, its HAVING.
         */
        Boolean conditionOverUpdates() {
            if (operator != null) {
                StreamAggregation aggregation = aggregationOf(operator);
                if (aggregation != null) {
                    return aggregation.having != null;
                }
                return operator instanceof StreamTopN ? ((StreamTopN) operator).filter != null : null;
            }
            if (unionParts != null) {
                return Boolean.FALSE;
            }
            if (join != null) {
                JoinUpsertKeys.Of j = joinKeys();
                return j == null ? null : j.updates && !j.onlyAfter;
            }
            if (filtered) {
                return true;
            }
            return source != null ? source.conditionOverUpdates() : Boolean.FALSE;
        }

        /** The GROUP BY of a streaming aggregation (also over a Top-N), or null. */
        private StreamAggregation aggregationOf(StreamOperator op) {
            return op instanceof StreamAggregation ? (StreamAggregation) op
                    : op instanceof RankAggregation ? ((RankAggregation) op).aggregation : null;
        }

        /** Whether this plan's output has updates (Flink's ModifyKindSet holds UPDATE); true when unsure. */
        boolean hasUpdates() {
            if (operator != null) {
                return true;
            }
            if (unionParts != null) {
                return unionParts.stream().anyMatch(StreamPlan::hasUpdates);
            }
            if (join != null) {
                JoinUpsertKeys.Of j = joinKeys();
                return j == null || j.updates;
            }
            if (source != null) {
                return source.hasUpdates();
            }
            return !audit && changelogInput(table, Map.of());
        }

        /** The join's derivation with this plan's WHERE, or null. */
        private JoinUpsertKeys.Of joinKeys() {
            List<SqlNode> conjuncts = new ArrayList<>();
            if (joinWhere != null) {
                Joins.conjuncts(joinWhere, conjuncts);
            }
            return JoinUpsertKeys.of(join, conjuncts);
        }

        /**
         * The upsert keys of this plan's output rows as Flink derives them (FlinkRelMdUpsertKeys): a table's primary
         * key, a GROUP BY's keys, a join's ({@link JoinUpsertKeys}), a Top-N's (the partition key of a top-1; else the
         * input's keys containing the partition key, and the partition key with the rank number when that is
         * selected), none of a UNION ALL; carried through the select list by column references (also what Calcite
         * folds to one: {@code k + 0}), a computed or dropped key column losing the key; each key as a set of output
         * positions; a GROUP BY over a Top-N is keyed by its groups.
         */
        List<Set<Integer>> upsertKeys() {
            List<Set<Integer>> in = new ArrayList<>();
            if (unionParts != null) {
                return in;
            }
            if (operator == null && join != null) {
                JoinUpsertKeys.Of j = joinKeys();
                if (j == null) {
                    return null;
                }
                for (Set<Integer> k : j.keys) {
                    in.add(k);
                }
            } else if (operator != null) {
                if (operator instanceof StreamTopN) {
                    in = rankKeys((StreamTopN) operator);
                    if (in == null) {
                        return null;
                    }
                } else if (aggregationOf(operator) == null) {
                    return null;
                } else {
                    Set<Integer> groupKey = new HashSet<>();
                    Aggregates ag = aggregationOf(operator).aggregates;
                    for (int i = 0; i < ag.groupKeys.size(); i++) {
                        groupKey.add(i);
                    }
                    if (ag.groupingSets != null) {
                        groupKey.add(ag.groupKeys.size() + ag.calls.size()); // the grouping set's index: never an output
                    }
                    in.add(groupKey);
                }
            } else if (source != null) {
                in = source.upsertKeys();
                if (in == null) {
                    return null;
                }
            } else if (!audit && !table.primaryKeys().isEmpty()) {
                Set<Integer> pk = new HashSet<>();
                for (String k : table.primaryKeys()) {
                    pk.add(table.rowType().indexOf(k));
                }
                in.add(pk);
            }
            List<Set<Integer>> out = new ArrayList<>();
            for (Set<Integer> key : in) {
                out.addAll(keyThroughSlots(key, outs.size(), (column, i) -> outs.get(i) != null
                        && readsColumn(outs.get(i), column)));
            }
            return out;
        }

        /**
         * Every way input key {@code key} reaches an output of {@code slots} slots: each of its columns mapped to a slot
         * that {@code reads} it (at most 64 alternatives); none if some column reaches no slot.
         */
        private static List<Set<Integer>> keyThroughSlots(Set<Integer> key, int slots,
                                                          java.util.function.BiPredicate<Integer, Integer> reads) {
            List<Set<Integer>> alternatives = new ArrayList<>();
            alternatives.add(new HashSet<>());
            for (int column : key) {
                List<Set<Integer>> next = new ArrayList<>();
                for (Set<Integer> a : alternatives) {
                    for (int i = 0; i < slots; i++) {
                        if (reads.test(column, i) && next.size() < 64) {
                            Set<Integer> b = new HashSet<>(a);
                            b.add(i);
                            next.add(b);
                        }
                    }
                }
                alternatives = next;
            }
            return alternatives;
        }

        /** Whether select-list item {@code e} is input column {@code column} (a join's USING value: its side's column). */
        private boolean readsColumn(Expr e, int column) {
            int c = e.keyColumn();
            if (c >= 0 && join != null && operator == null) {
                c = JoinUpsertKeys.canonical(join, c);
            }
            return c == column;
        }

        /**
         * A Top-N's upsert keys over its output row (the subquery's select list, the rank number at its slot), as
         * FlinkRelMdUpsertKeys#getUpsertKeys(Rank) gives them: a top-1 (one rank: Flink drops the rank number) is a
         * deduplication keyed by the partition key; else the input's upsert keys containing the partition key, and
         * with the rank number selected the partition key with it. A partition expression that is not a projected
         * column loses the key. Null when the input's keys are not derived.
         */
        private List<Set<Integer>> rankKeys(StreamTopN rank) {
            Set<Integer> partition = new HashSet<>();
            for (Expr p : rank.spec.partition) {
                if (p.column < 0) {
                    return List.of();
                }
                partition.add(p.column);
            }
            List<Set<Integer>> inputKeys = new ArrayList<>();
            if (rank.rankStart == 1 && rank.rankEnd == 1) {
                inputKeys.add(partition);
            } else if (!audit && !table.primaryKeys().isEmpty()) {
                Set<Integer> pk = new HashSet<>();
                for (String k : table.primaryKeys()) {
                    pk.add(table.rowType().indexOf(k));
                }
                if (pk.containsAll(partition)) {
                    inputKeys.add(pk);
                }
            }
            List<Set<Integer>> keys = new ArrayList<>();
            boolean withNumber = rank.rankNumberOutput && rank.rankStart != rank.rankEnd && rank.rankSlot >= 0;
            if (withNumber) {
                Set<Integer> k = new HashSet<>(partition);
                k.add(-1); // the rank number
                inputKeys.add(k);
            }
            for (Set<Integer> key : inputKeys) {
                // through the subquery's select list: each column to a slot reading it, the rank number to its slot
                keys.addAll(keyThroughSlots(key, rank.projection.size(), (column, i) -> column < 0
                        ? i == rank.rankSlot
                        : rank.projection.get(i) != null && rank.projection.get(i).keyColumn() == column));
            }
            return keys;
        }

        /** Reads until caught up (or the limit), then records progress (consumer-id) and closes. */
        long run(RowSink sink) {
            long n = readAll(sink);
            complete();
            return n;
        }

        /** Reads until caught up (or the limit); the caller then calls {@link #complete()} or {@link #close()}. */
        long readAll(RowSink sink) {
            if (join != null) {
                return join.readAll((kind, in) -> emit(kind, in, sink), limit);
            }
            if (unionParts != null) {
                long[] n = {0};
                List<DataType> types = types(outType);
                for (StreamPlan part : unionParts) {
                    part.readAll((kind, in) -> {
                        if (n[0] < limit) {
                            sink.accept(kind, fitRow(in, types));
                            n[0]++;
                        }
                    });
                }
                return n[0];
            }
            if (source != null) {
                long[] n = {0};
                source.readAll((kind, in) -> {
                    if (n[0] < limit) {
                        n[0] += emit(kind, in, sink);
                    }
                });
                return n[0];
            }
            scan = table.newStreamScan(audit);
            long n = 0;
            Object[] updateBefore = null; // $binlog: a -U waiting for its +U
            try {
                List<InternalRow> batch;
                while (n < limit && (batch = scan.poll()) != null) {
                    for (InternalRow row : batch) {
                        Object[] in = copyValues(row);
                        RowKind kind = row.getRowKind();
                        if (binlog) {
                            if (kind == RowKind.UPDATE_BEFORE && updateBefore == null) {
                                updateBefore = in;
                                continue;
                            }
                            if (updateBefore != null && kind != RowKind.UPDATE_AFTER) {
                                n += process(RowKind.INSERT, binlogRow(RowKind.UPDATE_BEFORE, updateBefore, null), sink);
                                updateBefore = kind == RowKind.UPDATE_BEFORE ? in : null;
                                if (updateBefore != null) {
                                    continue;
                                }
                            }
                            in = binlogRow(kind, updateBefore == null ? in : updateBefore, updateBefore == null ? null : in);
                            updateBefore = null;
                            kind = RowKind.INSERT;
                        } else if (audit) {
                            Object[] a = new Object[in.length + 1];
                            a[0] = kind.shortString();
                            System.arraycopy(in, 0, a, 1, in.length);
                            in = a;
                            kind = RowKind.INSERT;
                        }
                        n += process(kind, in, sink);
                        if (n >= limit) {
                            break;
                        }
                    }
                }
            } catch (RuntimeException e) {
                close();
                throw e;
            }
            return n;
        }

        /**
         * A {@code $binlog} row as Paimon 1.4.2's streaming read packs it: the kind, then per column a one-element
         * array, or for an update ({@code after} not null) the -U and +U values, the row's kind +U.
         */
        private Object[] binlogRow(RowKind kind, Object[] row, Object[] after) {
            Object[] a = new Object[row.length + 1];
            a[0] = (after == null ? kind : RowKind.UPDATE_AFTER).shortString();
            for (int i = 0; i < row.length; i++) {
                a[i + 1] = after == null ? java.util.Collections.singletonList(row[i]) : java.util.Arrays.asList(row[i], after[i]);
            }
            return a;
        }

        void complete() {
            if (join != null) {
                join.complete();
                return;
            }
            if (source != null) {
                source.complete();
                return;
            }
            if (unionParts != null) {
                try {
                    for (StreamPlan part : unionParts) {
                        part.complete();
                    }
                } finally {
                    close();
                }
                return;
            }
            try {
                scan.notifyCheckpointComplete();
            } finally {
                close();
            }
        }

        void close() {
            if (join != null) {
                join.close();
            }
            if (source != null) {
                source.close();
            }
            if (unionParts != null) {
                for (StreamPlan part : unionParts) {
                    part.close();
                }
            }
            if (scan != null) {
                scan.close();
                scan = null;
            }
        }
    }

    /** The streaming plan of a SELECT over one data table, or null if the query is read as a batch. */
    private StreamPlan streamPlan(SqlNode query) {
        SqlNodeList orderList = null;
        SqlNode fetch = null;
        SqlNode offset = null;
        SqlNode q = query;
        if (q instanceof SqlOrderBy) {
            orderList = ((SqlOrderBy) q).orderList;
            fetch = ((SqlOrderBy) q).fetch;
            offset = ((SqlOrderBy) q).offset;
            q = ((SqlOrderBy) q).query;
        }
        if (q.getKind() == SqlKind.WITH) {
            if (q != query) {
                throw new SqlError("ORDER BY, LIMIT and OFFSET around a WITH query are not supported in streaming mode; use batch mode");
            }
            return streamPlan(StreamWith.inline((org.apache.calcite.sql.SqlWith) q));
        }
        if (q.getKind() == SqlKind.UNION && ((SqlSetOperator) ((SqlCall) q).getOperator()).isAll()) {
            if (q != query) {
                throw new SqlError("ORDER BY, LIMIT and OFFSET around a UNION ALL are not supported in streaming mode; use batch mode");
            }
            return unionAllPlan((SqlCall) q);
        }
        if (!(q instanceof SqlSelect)) {
            return null;
        }
        SqlSelect sel = (SqlSelect) q;
        if (ExprCompiler.containsOver(sel.getSelectList())) {
            throw new SqlError("window functions (OVER) are supported in streaming mode only as a Top-N: SELECT ... FROM"
                    + " (SELECT ..., ROW_NUMBER() OVER (PARTITION BY ... ORDER BY ...) AS rn FROM t) WHERE rn <= N;"
                    + " or use batch mode (SET 'execution.runtime-mode' = 'batch')");
        }
        SqlSelect outerSel = sel;
        StreamTopN.Shape topN = StreamTopN.Shape.of(sel);
        if (topN != null) {
            if ((orderList != null && !orderList.isEmpty()) || offset != null) {
                throw new SqlError("ORDER BY and OFFSET are not supported in streaming mode; use batch mode");
            }
            if (fetch != null || sel.getFetch() != null) {
                throw new SqlError("LIMIT on a streaming Top-N is not supported (Flink runs it as a streaming limit over the"
                        + " Top-N's changelog, retractions freeing places); bound " + topN.rankName + " instead; or use batch mode");
            }
            sel = topN.inner;
        }
        SqlNode from = sel.getFrom();
        String alias = null;
        if (from != null && from.getKind() == SqlKind.AS && ((SqlCall) from).operandCount() == 2) {
            alias = ((SqlIdentifier) ((SqlCall) from).operand(1)).getSimple();
            from = ((SqlCall) from).operand(0);
        }
        if (topN == null && from != null && from.getKind() == SqlKind.UNION
                && ((SqlSetOperator) ((SqlCall) from).getOperator()).isAll() && sel.getWhere() != null) {
            // the WHERE into each branch of the UNION ALL on its own, as in batch (probe ag43_un_2 s1, s2)
            SqlSelect pushed = SubqueryConjuncts.pushUnion(sel, (SqlCall) from, alias);
            if (pushed != null) {
                sel = pushed;
                outerSel = pushed;
                from = alias == null ? pushed.getFrom() : ((SqlCall) pushed.getFrom()).operand(0);
            }
        }
        if (from != null && from.getKind() == SqlKind.AS && ((SqlCall) from).operandCount() > 2
                && (((SqlCall) from).operand(0) instanceof SqlSelect
                || ((SqlCall) from).operand(0).getKind() == SqlKind.UNION)) {
            // a union branch SubqueryConjuncts wrapped with the filter it cannot take: the filter compares as written
            SqlCall as = (SqlCall) from;
            if (topN != null || (orderList != null && !orderList.isEmpty()) || offset != null) {
                throw new SqlError("ORDER BY and OFFSET are not supported in streaming mode; use batch mode");
            }
            StreamPlan inner = derivedStreamPlan(as.operand(0));
            List<String> names = new ArrayList<>();
            for (int i = 2; i < as.operandCount(); i++) {
                names.add(((SqlIdentifier) as.operand(i)).getSimple());
            }
            if (names.size() != inner.outType.size()) {
                inner.close();
                throw new SqlError("alias " + as.operand(1) + " names " + names.size() + " columns but there are "
                        + inner.outType.size());
            }
            StreamPlan plan = planOver(sel, new Scope(names, types(inner.outType),
                    List.of(((SqlIdentifier) as.operand(1)).getSimple()), "the subquery"),
                    fetch == null ? sel.getFetch() : fetch, c -> false, inner.insertOnly);
            plan.source = inner;
            return plan;
        }
        if (from instanceof SqlSelect || from instanceof SqlOrderBy || (from != null && (from.getKind() == SqlKind.WITH
                || from.getKind() == SqlKind.UNION && ((SqlSetOperator) ((SqlCall) from).getOperator()).isAll()))) {
            if (topN != null) {
                throw new SqlError("a streaming Top-N reads a table, not a subquery; use batch mode"
                        + " (SET 'execution.runtime-mode' = 'batch')");
            }
            if ((orderList != null && !orderList.isEmpty()) || (sel.getOrderList() != null && !sel.getOrderList().isEmpty())
                    || offset != null) {
                throw new SqlError("ORDER BY and OFFSET are not supported in streaming mode; use batch mode");
            }
            StreamPlan inner = derivedStreamPlan(from);
            StreamPlan plan = planOver(sel, new Scope(inner.outNames, types(inner.outType), alias == null ? List.of() : List.of(alias),
                    "the subquery"), fetch == null ? sel.getFetch() : fetch, inner.insertOnly);
            plan.source = inner;
            return plan;
        }
        if (from instanceof org.apache.calcite.sql.SqlJoin) {
            if (topN != null) {
                throw new SqlError("a streaming Top-N over a join is not supported; use batch mode"
                        + " (SET 'execution.runtime-mode' = 'batch')");
            }
            if ((orderList != null && !orderList.isEmpty()) || (sel.getOrderList() != null && !sel.getOrderList().isEmpty())
                    || offset != null) {
                throw new SqlError("ORDER BY and OFFSET are not supported in streaming mode; use batch mode");
            }
            return streamJoinPlan(sel, (org.apache.calcite.sql.SqlJoin) from, fetch == null ? sel.getFetch() : fetch);
        }
        if (from instanceof SqlIdentifier && ((SqlIdentifier) from).names.size() == 1
                && session.printTable(((SqlIdentifier) from).names) != null
                && session.printTable(((SqlIdentifier) from).names).rows != null) {
            return null; // a bounded datagen source: its rows, all +I
        }
        if (from instanceof SqlIdentifier && session.views.isView(((SqlIdentifier) from).names)) {
            throw new SqlError("streaming mode does not read views in varve; name the view's table, or use batch mode"
                    + " (SET 'execution.runtime-mode' = 'batch')");
        }
        if (!(from instanceof SqlIdentifier || from instanceof SqlTableRef)) {
            if (from != null) {
                throw new SqlError("streaming mode reads one table; this query needs batch mode "
                        + "(SET 'execution.runtime-mode' = 'batch')");
            }
            return null;
        }
        TableSource ts = tableSource(from);
        Session.TableName name = ts.name();
        boolean binlog = "binlog".equals(name.system); // $audit_log with each column as an array
        boolean audit = "audit_log".equals(name.system) || binlog;
        if ("ro".equals(name.system)) {
            throw new SqlError("a streaming read of system table " + name + " is not supported; read it in batch mode"
                    + " (SET 'execution.runtime-mode' = 'batch')");
        }
        if (name.system != null && !audit) {
            return null;
        }
        if (sel.isDistinct() && grouped(sel)) {
            throw new SqlError("SELECT DISTINCT with GROUP BY or aggregates is not supported in streaming mode; "
                    + "SET 'execution.runtime-mode' = 'batch'");
        }
        if ((orderList != null && !orderList.isEmpty()) || (sel.getOrderList() != null && !sel.getOrderList().isEmpty())
                || offset != null) {
            throw new SqlError("ORDER BY and OFFSET are not supported in streaming mode; use batch mode");
        }
        if (fetch == null) {
            fetch = sel.getFetch();
        }
        Table table = session.table(name);
        if (!ts.hints.isEmpty()) {
            table = table.copy(ts.hints);
        }
        if (!audit && !scanBounded(table, ts.hints)) {
            checkStreamingReadable(table, ts.hints, name); // a bounded read is Paimon's static source: any table reads
        }
        List<String> names = new ArrayList<>();
        List<DataType> types = new ArrayList<>();
        if (audit) {
            names.add("rowkind");
            types.add(DataType.string()); // nullable, as Paimon 1.4.2 declares it
        }
        names.addAll(table.rowType().names());
        for (DataType t : types(table.rowType())) {
            types.add(binlog ? DataType.array(t.nullable(true)) : t);
        }
        List<String> qualifiers = new ArrayList<>(List.of(name.id.table(), name.id.fullName()));
        if (audit) {
            qualifiers.add(name.id.table() + "$" + name.system);
        }
        if (alias != null) {
            qualifiers = List.of(alias); // the alias hides the table's name
        }
        Scope scope = new Scope(names, types, qualifiers, "table " + name);
        if (sel.isDistinct()) {
            sel = distinctAsGroupBy(sel, scope);
        }
        boolean grouped = grouped(sel);
        Expr where = sel.getWhere() == null ? null : new ExprCompiler(scope).compileFilter(sel.getWhere());
        ScanPartitions partitions = ScanPartitions.of(table, ts.hints, session::note);
        if (partitions != null) {
            if (binlog) {
                throw new SqlError("'scan.partitions' is not supported on " + name + "; filter with WHERE");
            }
            where = partitions.and(where, audit ? 1 : 0);
        }
        Aggregates ag = streamGrouping(sel, scope);
        ExprCompiler ec = new ExprCompiler(scope, ag);
        List<Expr> outs = new ArrayList<>();
        List<DataField> outFields = new ArrayList<>();
        List<String> outNames = new ArrayList<>();
        int rankSlot = -1;
        for (Item it : items(sel.getSelectList(), scope)) {
            if (topN != null && it.node == topN.over) {
                rankSlot = outs.size();
                outs.add(null);
                outNames.add(it.name);
                outFields.add(new DataField(outFields.size(), it.name, DataType.bigint().notNull()));
                continue;
            }
            Expr e = compileItem(it, scope, ec, grouped);
            outs.add(e);
            outNames.add(it.name);
            outFields.add(new DataField(outFields.size(), topN != null ? it.name : it.name + "$" + outFields.size(),
                    e.type == null ? DataType.string() : e.type));
        }
        StreamOperator topNOperator = null;
        if (topN != null) {
            // the outer query reads the subquery's rows: its filter and select list over them
            List<String> innerNames = new ArrayList<>();
            List<DataType> innerTypes = new ArrayList<>();
            for (DataField f : outFields) {
                innerNames.add(f.name());
                innerTypes.add(f.type());
            }
            Scope outer = new Scope(innerNames, innerTypes, topN.alias == null ? List.of() : List.of(topN.alias), "the subquery");
            Expr rest = topN.rest == null ? null : new ExprCompiler(outer).compile(topN.rest);
            StreamTopN rank = new StreamTopN(Windows.Spec.of(topN.window, new ExprCompiler(scope)), topN.rankStart, topN.rankEnd,
                    topN.rankOutput, !audit && !changelogInput(table, ts.hints), outs, rankSlot, rest);
            // a GROUP BY of the outer query aggregates the Top-N's changelog (Flink: Rank -> GroupAggregate)
            Aggregates oag = streamGrouping(outerSel, outer);
            boolean outerGrouped = oag != null;
            ExprCompiler oc = new ExprCompiler(outer, oag);
            outs = new ArrayList<>();
            outFields = new ArrayList<>();
            outNames = new ArrayList<>();
            for (Item it : items(outerSel.getSelectList(), outer)) {
                Expr e = compileItem(it, outer, oc, outerGrouped);
                outs.add(e);
                outNames.add(it.name);
                outFields.add(new DataField(outFields.size(), it.name + "$" + outFields.size(), e.type == null ? DataType.string() : e.type));
            }
            if (outerGrouped) {
                StreamAggregation agg = new StreamAggregation(oag, outerSel.getHaving() == null ? null : oc.compile(outerSel.getHaving()));
                topNOperator = new RankAggregation(rank, agg);
            } else {
                topNOperator = rank;
            }
        }
        long limit = fetch == null ? Long.MAX_VALUE : intConstant(fetch, "LIMIT");
        int[] normalizeKey = null;
        int[] compared = null;
        if (!audit && needsNormalize(table, ts.hints)) {
            normalizeKey = new int[table.primaryKeys().size()];
            java.util.TreeSet<Integer> cols = new java.util.TreeSet<>();
            for (int i = 0; i < normalizeKey.length; i++) {
                normalizeKey[i] = table.rowType().indexOf(table.primaryKeys().get(i));
                cols.add(normalizeKey[i]);
            }
            referencedColumns(sel.getSelectList(), scope, cols);
            for (SqlNode clause : new SqlNode[] {sel.getWhere(), sel.getGroup(), sel.getHaving()}) {
                if (clause != null) {
                    referencedColumns(clause, scope, cols);
                }
            }
            compared = cols.stream().mapToInt(Integer::intValue).toArray();
        }
        StreamPlan plan = new StreamPlan(table, where, outs, new RowType(outFields), limit, audit, normalizeKey, compared);
        plan.outNames = outNames;
        // a WHERE Flink folds to TRUE (k IS NOT NULL of a NOT NULL key, probe st43p_19) leaves no condition
        plan.filtered = sel.getWhere() != null && !JoinUpsertKeys.alwaysTrueConjuncts(sel.getWhere(), scope);
        plan.binlog = binlog;
        plan.insertOnly = !grouped && topNOperator == null && (audit || !changelogInput(table, ts.hints));
        if (topNOperator != null) {
            plan.operator = topNOperator;
        }
        if (grouped) {
            plan.operator = new StreamAggregation(ag, sel.getHaving() == null ? null : ec.compile(sel.getHaving()),
                    topNOperator != null || !audit && changelogInput(table, ts.hints));
        }
        return plan;
    }

    /**
     * The streaming plan of a SELECT over a join of tables ({@link StreamJoin}): each table read as a streaming SELECT
     * of it would be (its OPTIONS hints, start position, {@code consumer-id}, ChangelogNormalize), the joins, then
     * WHERE, GROUP BY / DISTINCT and the select list over the joined row.
     */
    private StreamPlan streamJoinPlan(SqlSelect sel, org.apache.calcite.sql.SqlJoin join, SqlNode fetch) {
        checkUsingColumns(sel, sel.getOrderList());
        List<StreamJoin.Side> tableSides = new ArrayList<>();
        List<Map<String, String>> tableHints = new ArrayList<>();
        // the columns the query reads (join conditions, select list, WHERE): what ChangelogNormalize compares
        java.util.TreeSet<Integer> read = new java.util.TreeSet<>();
        Scope[] rootScope = new Scope[1];
        StreamJoin root = streamJoin(join, 0, tableSides, tableHints, read, rootScope);
        Scope scope = rootScope[0];
        referencedColumns(sel.getSelectList(), scope, read);
        if (sel.getWhere() != null) {
            referencedColumns(sel.getWhere(), scope, read);
        }
        for (int s = 0; s < tableSides.size(); s++) {
            StreamJoin.Side side = tableSides.get(s);
            if (needsNormalize(side.table, tableHints.get(s))) {
                java.util.TreeSet<Integer> cols = new java.util.TreeSet<>();
                for (int k : side.uniqueKey) {
                    cols.add(k);
                }
                for (int c : read) {
                    if (c >= side.offset && c < side.offset + side.width) {
                        cols.add(c - side.offset);
                    }
                }
                side.normalizer = new Normalizer(side.uniqueKey, cols.stream().mapToInt(Integer::intValue).toArray());
            }
        }
        StreamPlan plan = planOver(sel, scope, fetch, c -> true, root.insertOnly());
        plan.join = root;
        plan.joinWhere = sel.getWhere();
        return plan;
    }

    /**
     * A streaming UNION ALL (Flink's Union: the inputs' changelogs, unchanged, interleaved as they come): Varve reads
     * the inputs one after the other; columns by position in their common types, named as the first input's.
     */
    private StreamPlan unionAllPlan(SqlCall u) {
        StreamPlan a = derivedStreamPlan(u.operand(0));
        StreamPlan b = derivedStreamPlan(u.operand(1));
        if (a.outType.size() != b.outType.size()) {
            a.close();
            b.close();
            throw new SqlError("UNION ALL: the two queries have " + a.outType.size() + " and " + b.outType.size() + " columns");
        }
        List<DataField> fields = new ArrayList<>();
        for (int i = 0; i < a.outType.size(); i++) {
            DataType t = Types.commonColumn(a.outType.type(i), b.outType.type(i));
            fields.add(new DataField(i, a.outNames.get(i) + "$" + i, t == null ? a.outType.type(i) : t));
        }
        StreamPlan plan = new StreamPlan(null, null, List.of(), new RowType(fields), Long.MAX_VALUE, false, null, null);
        plan.outNames = a.outNames;
        plan.unionParts = List.of(a, b);
        plan.insertOnly = a.insertOnly && b.insertOnly;
        return plan;
    }

    /** The streaming plan of a subquery in FROM (a derived table or a WITH item), which must read as a stream. */
    private StreamPlan derivedStreamPlan(SqlNode query) {
        StreamPlan inner = streamPlan(query);
        if (inner == null) {
            throw new SqlError("a streaming read of subquery " + firstWords(query) + " is not supported in varve;"
                    + " use batch mode (SET 'execution.runtime-mode' = 'batch')");
        }
        return inner;
    }

    /**
     * The part of a streaming plan over rows of {@code scope} (a join's or a subquery's): WHERE, GROUP BY / DISTINCT,
     * HAVING, the select list and LIMIT; the caller sets what feeds it.
     */
    private StreamPlan planOver(SqlSelect sel, Scope scope, SqlNode fetch, boolean inputInsertOnly) {
        return planOver(sel, scope, fetch, c -> true, inputInsertOnly);
    }

    /**
     * As {@link #planOver(SqlSelect, Scope, SqlNode, boolean)}; {@code atScan}: the WHERE's conjuncts that reach a
     * table's scan; {@code inputInsertOnly}: whether what feeds the plan is insert-only ({@link StreamPlan#insertOnly}).
     */
    private StreamPlan planOver(SqlSelect sel, Scope scope, SqlNode fetch, java.util.function.Predicate<SqlNode> atScan,
                                boolean inputInsertOnly) {
        if (sel.isDistinct()) {
            if (grouped(sel)) {
                throw new SqlError("SELECT DISTINCT with GROUP BY or aggregates is not supported in streaming mode; "
                        + "SET 'execution.runtime-mode' = 'batch'");
            }
            sel = distinctAsGroupBy(sel, scope);
        }
        boolean grouped = grouped(sel);
        Expr where = sel.getWhere() == null ? null : new ExprCompiler(scope).compileFilter(sel.getWhere(), atScan);
        Aggregates ag = streamGrouping(sel, scope);
        ExprCompiler ec = new ExprCompiler(scope, ag);
        List<Expr> outs = new ArrayList<>();
        List<DataField> outFields = new ArrayList<>();
        List<String> outNames = new ArrayList<>();
        for (Item it : items(sel.getSelectList(), scope)) {
            Expr e = compileItem(it, scope, ec, grouped);
            outs.add(e);
            outNames.add(it.name);
            outFields.add(new DataField(outFields.size(), it.name + "$" + outFields.size(), e.type == null ? DataType.string() : e.type));
        }
        long limit = fetch == null ? Long.MAX_VALUE : intConstant(fetch, "LIMIT");
        StreamPlan plan = new StreamPlan(null, where, outs, new RowType(outFields), limit, false, null, null);
        plan.outNames = outNames;
        plan.filtered = sel.getWhere() != null && !JoinUpsertKeys.alwaysTrueConjuncts(sel.getWhere(), scope);
        plan.insertOnly = inputInsertOnly && !grouped;
        if (grouped) {
            plan.operator = new StreamAggregation(ag, sel.getHaving() == null ? null : ec.compile(sel.getHaving()),
                    !inputInsertOnly);
        }
        return plan;
    }

    /**
     * The streaming join of {@code join}'s two inputs (tables or joins), its columns starting at {@code offset} of the
     * statement's joined row; collects the table inputs and their hints, adds the columns its condition reads to
     * {@code read} (positions in the statement's joined row), and puts the join's scope in {@code scopeOut[0]}.
     */
    private StreamJoin streamJoin(org.apache.calcite.sql.SqlJoin join, int offset, List<StreamJoin.Side> tableSides,
                                  List<Map<String, String>> tableHints, java.util.Set<Integer> read, Scope[] scopeOut) {
        SqlNode[] inputs = {join.getLeft(), join.getRight()};
        StreamJoin.Side[] sides = new StreamJoin.Side[2];
        Scope[] scopes = new Scope[2];
        int at = offset;
        for (int s = 0; s < 2; s++) {
            SqlNode node = inputs[s];
            if (node instanceof org.apache.calcite.sql.SqlJoin) {
                Scope[] nested = new Scope[1];
                StreamJoin j = streamJoin((org.apache.calcite.sql.SqlJoin) node, at, tableSides, tableHints, read, nested);
                sides[s] = new StreamJoin.Side(j, at);
                scopes[s] = nested[0];
                at += nested[0].size();
                continue;
            }
            String alias = null;
            if (node.getKind() == SqlKind.AS && ((SqlCall) node).operandCount() == 2) {
                alias = ((SqlIdentifier) ((SqlCall) node).operand(1)).getSimple();
                node = ((SqlCall) node).operand(0);
            }
            if (node instanceof SqlSelect || node instanceof SqlOrderBy || node.getKind() == SqlKind.WITH
                    || node.getKind() == SqlKind.UNION && ((SqlSetOperator) ((SqlCall) node).getOperator()).isAll()) {
                StreamPlan inner = derivedStreamPlan(node);
                scopes[s] = new Scope(inner.outNames, types(inner.outType), alias == null ? List.of() : List.of(alias),
                        "the subquery");
                sides[s] = new StreamJoin.Side(inner, at, scopes[s].size());
                at += scopes[s].size();
                continue;
            }
            if (!(node instanceof SqlIdentifier || node instanceof SqlTableRef)) {
                throw new SqlError("a streaming join of " + firstWords(node) + " is not supported in varve;"
                        + " use batch mode (SET 'execution.runtime-mode' = 'batch')");
            }
            if (node instanceof SqlIdentifier && session.views.isView(((SqlIdentifier) node).names)) {
                throw new SqlError("streaming mode does not read views in varve; name the view's table, or use batch mode"
                        + " (SET 'execution.runtime-mode' = 'batch')");
            }
            TableSource ts = tableSource(node);
            Session.TableName name = ts.name();
            if ("audit_log".equals(name.system) || "binlog".equals(name.system)) {
                // the table's changes as insert-only rows (Flink's source of the system table has no key): read as a
                // streaming SELECT * of it would be (hints, start position, consumer-id), kept as a multiset
                SqlSelect star = new SqlSelect(SqlParserPos.ZERO, null, SqlNodeList.of(SqlIdentifier.star(SqlParserPos.ZERO)),
                        node, null, null, null, null, null, null, null, null);
                StreamPlan inner = derivedStreamPlan(star);
                List<String> qualifiers = alias != null ? List.of(alias) // the alias hides the table's name
                        : List.of(name.id.table(), name.id.fullName(), name.id.table() + "$" + name.system);
                scopes[s] = new Scope(inner.outNames, types(inner.outType), qualifiers, "table " + name);
                sides[s] = new StreamJoin.Side(inner, at, scopes[s].size());
                at += scopes[s].size();
                continue;
            }
            if (name.system != null) {
                throw new SqlError("a streaming join of system table " + name + " is not supported; use batch mode"
                        + " (SET 'execution.runtime-mode' = 'batch')");
            }
            Table table = session.table(name);
            if (!ts.hints.isEmpty()) {
                table = table.copy(ts.hints);
            }
            if (!scanBounded(table, ts.hints)) {
                checkStreamingReadable(table, ts.hints, name);
            }
            List<String> qualifiers = alias != null ? List.of(alias) // the alias hides the table's name
                    : List.of(name.id.table(), name.id.fullName());
            scopes[s] = new Scope(table.rowType().names(), types(table.rowType()), qualifiers, "table " + name);
            int[] pk = null;
            if (!table.primaryKeys().isEmpty()) {
                pk = new int[table.primaryKeys().size()];
                for (int i = 0; i < pk.length; i++) {
                    pk[i] = table.rowType().indexOf(table.primaryKeys().get(i));
                }
            }
            sides[s] = new StreamJoin.Side(table, at, scopes[s].size(), pk, ScanPartitions.of(table, ts.hints, session::note));
            sides[s].updates = changelogInput(table, ts.hints);
            tableSides.add(sides[s]);
            tableHints.add(ts.hints);
            at += scopes[s].size();
        }
        Joins.Spec spec = Joins.spec(join, scopes[0], scopes[1]);
        if (spec.using != null) {
            for (int[] u : spec.using) {
                read.add(offset + u[0]);
                read.add(offset + spec.nl + u[1]);
            }
            for (int[] m : spec.mergedFrom) {
                // the columns the merged USING values read (a nested join's first inputs)
                read.add(offset + m[0]);
                read.add(offset + m[1]);
            }
        } else if (join.getCondition() != null) {
            java.util.TreeSet<Integer> local = new java.util.TreeSet<>();
            referencedColumns(join.getCondition(), spec.scope, local);
            for (int c : local) {
                read.add(offset + c);
            }
        }
        scopeOut[0] = spec.scope;
        return new StreamJoin(spec, sides[0], sides[1]);
    }

    /** Receives one change and says how many rows it made reach the sink. */
    @FunctionalInterface
    interface ChangeSink {
        int accept(RowKind kind, Object[] row);
    }

    /**
     * Flink's ChangelogNormalize over an upsert source: per primary key the last row; the first row of a key is +I, a
     * changed row -U old / +U new, an unchanged +I row (equal on the compared columns) nothing, a retraction -D of the
     * stored row (nothing if the key is unknown). An unchanged +U row is still an update (-U old / +U new): Flink 2.0's
     * equaliser compares the row kinds too, and the stored row is always +I (DeduplicateFunctionHelper
     * #processLastRowOnChangelog; FLINK-38217, fixed after 2.0; probes fz45p_norm_*: Paimon's UPDATE writes +U).
     */
    static final class Normalizer {
        private final int[] key;
        private final int[] compared;
        private final Map<List<Object>, Object[]> state = new java.util.HashMap<>();

        Normalizer(int[] key, int[] compared) {
            this.key = key;
            this.compared = compared;
        }

        int apply(RowKind kind, Object[] in, ChangeSink out) {
            Object[] k = new Object[key.length];
            for (int i = 0; i < k.length; i++) {
                k[i] = in[key[i]];
            }
            List<Object> nk = normalizedKey(k);
            Object[] prev = state.get(nk);
            int n = 0;
            if (kind.isAdd()) {
                if (prev == null) {
                    n += out.accept(RowKind.INSERT, in);
                } else if (kind == RowKind.INSERT && sameOn(prev, in)) {
                    return 0;
                } else {
                    n += out.accept(RowKind.UPDATE_BEFORE, prev);
                    n += out.accept(RowKind.UPDATE_AFTER, in);
                }
                state.put(nk, in);
            } else if (prev != null) {
                state.remove(nk);
                n += out.accept(RowKind.DELETE, prev);
            }
            return n;
        }

        private boolean sameOn(Object[] a, Object[] b) {
            for (int c : compared) {
                Object x = a[c];
                Object y = b[c];
                if (x == null || y == null ? x != y : !java.util.Objects.equals(normalize(x), normalize(y))) {
                    return false;
                }
            }
            return true;
        }
    }

    /**
     * Flink's streaming GroupAggregate (GroupAggFunction): per group a record counter (Flink's COUNT(*) it adds to a
     * changelog's aggregation) and one retracting accumulator per aggregate call ({@link Aggregates.Accumulator}).
     * An added row (+I / +U) is accumulated, a retracted one (-U / -D) retracted from the accumulators without
     * matching a stored row, so a retraction of a row the group never held (an {@code input} producer's changelog
     * is not normalized) still counts (fuzz fzjn_1668). A new group emits +I, a changed result -U old / +U new
     * (nothing if unchanged); when the counter reaches 0 the group's last result is retracted with -D and its state
     * dropped; a retraction into a group without state is ignored. HAVING filters the emitted rows one by one.
     */
    /** A GROUP BY over a Top-N's changelog (Flink: Rank -> GroupAggregate). */
    static final class RankAggregation implements StreamOperator {
        final StreamTopN rank;
        final StreamAggregation aggregation;

        RankAggregation(StreamTopN rank, StreamAggregation aggregation) {
            this.rank = rank;
            this.aggregation = aggregation;
        }

        @Override
        public void accept(RowKind kind, Object[] in, RowSink out) {
            rank.accept(kind, in, (k, row) -> aggregation.accept(k, row, out));
        }
    }

    static final class StreamAggregation implements StreamOperator {
        final Aggregates aggregates;
        final Expr having;
        /**
         * Whether the input may retract (Flink then plans the retracting functions: MinWithRetract / MaxWithRetract's
         * value &rarr; count maps); false over an insert-only input (an append table, first-row, {@code $audit_log}),
         * where MIN / MAX are Flink's MinAggFunction / MaxAggFunction (probe ag43_nz_4).
         */
        final boolean retracting;
        private final Map<List<Object>, Group> groups = new LinkedHashMap<>();

        StreamAggregation(Aggregates aggregates, Expr having) {
            this(aggregates, having, true);
        }

        StreamAggregation(Aggregates aggregates, Expr having, boolean retracting) {
            this.aggregates = aggregates;
            this.having = having;
            this.retracting = retracting;
        }

        /** One group's state: its record counter, accumulators and current result. */
        private static final class Group {
            long records;
            final Aggregates.Accumulator[] accumulators;
            Object[] result;

            Group(Aggregates aggregates, boolean retracting) {
                accumulators = new Aggregates.Accumulator[aggregates.calls.size()];
                for (int i = 0; i < accumulators.length; i++) {
                    accumulators[i] = retracting ? aggregates.calls.get(i).newRetractingAccumulator()
                            : aggregates.calls.get(i).newAccumulator();
                }
            }
        }

        /** The grouping sets in the order Flink's Expand emits a row's copies; null without grouping sets. */
        private int[] setOrder;

        /** Applies one change; calls {@code out} with the resulting aggregate rows and kinds. */
        @Override
        public void accept(RowKind kind, Object[] in, RowSink out) {
            Object[] key = new Object[aggregates.groupKeys.size()];
            for (int i = 0; i < key.length; i++) {
                key[i] = aggregates.groupKeys.get(i).eval(in);
            }
            if (aggregates.groupingSets == null) {
                apply(kind, in, key, -1, out);
                return;
            }
            // GROUPING SETS: the change reaches one group per set (Flink's Expand, then the group aggregation)
            if (setOrder == null) {
                setOrder = GroupingSets.flinkOrder(aggregates.groupingSets);
            }
            for (int s : setOrder) {
                boolean[] inSet = aggregates.groupingSets.get(s);
                Object[] k = new Object[key.length];
                for (int i = 0; i < k.length; i++) {
                    k[i] = inSet[i] ? key[i] : null;
                }
                apply(kind, in, k, s, out);
            }
        }

        /** Applies one change to the group of {@code key} (of grouping set {@code set}, -1: none). */
        private void apply(RowKind kind, Object[] in, Object[] key, int set, RowSink out) {
            List<Object> nk = groupKey(key);
            if (set >= 0) {
                nk = new ArrayList<>(nk);
                nk.add(set);
            }
            Group g = groups.get(nk);
            boolean first = g == null;
            if (first) {
                if (!kind.isAdd()) {
                    return; // a retraction into a group without state: Flink ignores it
                }
                g = new Group(aggregates, retracting);
                groups.put(nk, g);
            }
            Object[] prev = g.result;
            if (kind.isAdd()) {
                g.records++;
                for (Aggregates.Accumulator acc : g.accumulators) {
                    acc.add(in);
                }
            } else {
                g.records--;
                for (Aggregates.Accumulator acc : g.accumulators) {
                    acc.retract(in);
                }
            }
            if (g.records == 0) {
                groups.remove(nk);
                if (!first) {
                    emit(RowKind.DELETE, prev, out);
                }
                return;
            }
            Object[] now = Arrays.copyOf(key, key.length + g.accumulators.length + (set >= 0 ? 1 : 0));
            for (int i = 0; i < g.accumulators.length; i++) {
                now[key.length + i] = g.accumulators[i].result();
            }
            if (set >= 0) {
                now[now.length - 1] = set;
            }
            g.result = now;
            if (first) {
                emit(RowKind.INSERT, now, out);
            } else if (!unchanged(prev, now, key.length)) {
                emit(RowKind.UPDATE_BEFORE, prev, out);
                emit(RowKind.UPDATE_AFTER, now, out);
            }
        }

        /**
         * Whether Flink's equaliser finds the group's new result equal to the previous one (then nothing is emitted):
         * equal values (a DOUBLE / FLOAT compared with {@code ==}: -0.0 equals 0.0), except that a NaN result never
         * equals, nor an ARRAY (MAP) result with a NULL or NaN element (value): the planner compares arrays element by
         * element and maps value by value with SQL's {@code =}, where NULL = NULL is not true (probe jn42p_2_minmax:
         * ARRAY_AGG re-emits an unchanged [null, null, null]; probe ag43_nz_1: MAX(d) re-emits an unchanged NaN).
         */
        private static boolean unchanged(Object[] prev, Object[] now, int keys) {
            if (!normalizedKey(prev).equals(normalizedKey(now))) {
                return false;
            }
            for (int i = keys; i < now.length; i++) {
                if (isNaN(now[i]) || hasNullElement(now[i])) {
                    return false;
                }
            }
            return true;
        }

        private static boolean isNaN(Object v) {
            return v instanceof Double && ((Double) v).isNaN() || v instanceof Float && ((Float) v).isNaN();
        }

        private static boolean hasNullElement(Object v) {
            java.util.Collection<?> elements = v instanceof List ? (List<?>) v : v instanceof Map ? ((Map<?, ?>) v).values() : null;
            if (elements != null) {
                for (Object e : elements) {
                    if (e == null || isNaN(e) || hasNullElement(e)) {
                        return true;
                    }
                }
            }
            return false;
        }

        private void emit(RowKind kind, Object[] aggRow, RowSink out) {
            if (having == null || Boolean.TRUE.equals(having.eval(aggRow))) {
                out.accept(kind, aggRow);
            }
        }
    }

    /**
     * Paimon's Flink source refuses a streaming read of a primary-key table whose merge engine is
     * partial-update, aggregation or first-row when the table has no changelog producer: the merged
     * delta of such a table is not a changelog (SEMANTICS §5; the seeds: "set changelog-producer to lookup
     * or full-compaction to enable streaming consumption"). Its {@code $audit_log} (no primary key) and
     * batch reads are not affected. The check sees the table's options with the read's hints over them, as
     * Paimon's source does: a hint setting {@code 'changelog-producer'} to {@code 'none'} on a partial-update
     * table with the input producer is refused too (fuzz tt_1686).
     */
    static void checkStreamingReadable(Table table, Map<String, String> hints, Session.TableName name) {
        if (table.primaryKeys().isEmpty()) {
            return;
        }
        Map<String, String> effective = new java.util.LinkedHashMap<>(table.options());
        effective.putAll(hints);
        dev.varve.kernel.options.CoreOptions o = dev.varve.kernel.options.CoreOptions.fromMap(effective);
        if (o.changelogProducer() != dev.varve.kernel.options.CoreOptions.ChangelogProducer.NONE) {
            return;
        }
        String engine;
        switch (o.mergeEngine()) {
            case PARTIAL_UPDATE: engine = "partial-update"; break;
            case AGGREGATE: engine = "aggregation"; break;
            case FIRST_ROW: engine = "first-row"; break;
            default: return;
        }
        throw new SqlError("cannot stream-read table " + name + ": a '" + engine + "' table without a changelog producer "
                + "has no changelog to stream; set 'changelog-producer' to 'lookup' or 'full-compaction' "
                + "('input' also works, but returns only the input records), or read it in batch mode");
    }

    /**
     * Whether Paimon's source declares a changelog with retractions for this read (Flink then plans a retracting
     * Top-N): a primary-key table other than first-row (first-row is insert-only), normalized or with a
     * changelog producer. An append table's read and a bounded read ({@code scan.bounded}) are insert-only.
     */
    static boolean changelogInput(Table table, Map<String, String> hints) {
        if (table.primaryKeys().isEmpty() || scanBounded(table, hints)) {
            return false;
        }
        String engine = hints.getOrDefault("merge-engine", table.options().getOrDefault("merge-engine", "deduplicate"));
        return !"first-row".equalsIgnoreCase(engine.strip());
    }

    /** {@code scan.bounded} = true in the table's options or the read's hints. */
    static boolean scanBounded(Table table, Map<String, String> hints) {
        String v = hints.containsKey("scan.bounded") ? hints.get("scan.bounded") : table.options().get("scan.bounded");
        return v != null && "true".equalsIgnoreCase(v.strip());
    }

    /**
     * Whether Flink reads this table as an upsert stream and normalizes it (Paimon's source changelog
     * mode): a primary-key table, not first-row, with {@code changelog-producer} none, without
     * {@code scan.remove-normalize} and not {@code scan.bounded}.
     */
    static boolean needsNormalize(Table table, Map<String, String> hints) {
        if (table.primaryKeys().isEmpty()) {
            return false;
        }
        Map<String, String> options = new java.util.HashMap<>(table.options());
        options.putAll(hints);
        if ("first-row".equalsIgnoreCase(options.getOrDefault("merge-engine", "deduplicate").strip())) {
            return false;
        }
        if ("true".equalsIgnoreCase(options.getOrDefault("scan.remove-normalize", "false").strip())
                || scanBounded(table, hints)) {
            return false; // Paimon's bounded (static) source is not normalized either
        }
        return "none".equalsIgnoreCase(options.getOrDefault("changelog-producer", "none").strip());
    }

    /**
     * Whether Flink sends -U rows into this Paimon table (its sink changelog mode): only into
     * aggregation tables, partial-update tables with aggregate functions, and input-changelog tables.
     */
    static boolean sinkNeedsUpdateBefore(Table table) {
        if (table.primaryKeys().isEmpty()) {
            return true;
        }
        Map<String, String> o = table.options();
        String engine = o.getOrDefault("merge-engine", "deduplicate").strip().toLowerCase(Locale.ROOT);
        if (engine.equals("aggregation") || "input".equalsIgnoreCase(o.getOrDefault("changelog-producer", "none").strip())) {
            return true;
        }
        if (engine.equals("partial-update")) {
            for (String k : o.keySet()) {
                if (k.startsWith("fields.") && k.endsWith(".aggregate-function") || k.equals("fields.default-aggregate-function")) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The positions of a table's primary-key columns in its row. */
    private static int[] primaryKeyPositions(Table table) {
        int[] pk = new int[table.primaryKeys().size()];
        for (int i = 0; i < pk.length; i++) {
            pk[i] = table.rowType().indexOf(table.primaryKeys().get(i));
        }
        return pk;
    }

    /** Adds the positions of the columns {@code node} refers to ('*' is every column). */
    private static void referencedColumns(SqlNode node, Scope scope, java.util.Set<Integer> out) {
        if (node instanceof SqlIdentifier) {
            SqlIdentifier id = (SqlIdentifier) node;
            if (id.isStar()) {
                for (int i = 0; i < scope.size(); i++) {
                    out.add(i);
                }
                return;
            }
            if (id.names.size() >= 2 && scope.isQualifier(id.names.get(id.names.size() - 2))) {
                int i = scope.indexOf(id.names.get(id.names.size() - 2), id.names.get(id.names.size() - 1));
                if (i >= 0) {
                    out.add(i);
                    return;
                }
            }
            for (String part : id.names) {
                int i = scope.indexOf(part);
                if (i >= 0) {
                    out.add(i);
                    return;
                }
            }
        } else if (node instanceof SqlCall) {
            SqlCall call = (SqlCall) node;
            if (call.getOperator().getName().equalsIgnoreCase("COUNT") && call.operandCount() == 1
                    && call.operand(0) instanceof SqlIdentifier && ((SqlIdentifier) call.operand(0)).isStar()) {
                return; // COUNT(*) reads no column
            }
            for (SqlNode op : call.getOperandList()) {
                if (op != null) {
                    referencedColumns(op, scope, out);
                }
            }
        } else if (node instanceof SqlNodeList) {
            for (SqlNode n : (SqlNodeList) node) {
                if (n != null) {
                    referencedColumns(n, scope, out);
                }
            }
        }
    }

    // ---- INSERT --------------------------------------------------------------------------------

    void insert(RichSqlInsert ins, List<RowKind> explicitKinds) {
        SqlIdentifier targetId = (SqlIdentifier) ins.getTargetTableID();
        List<String> target = targetId.names;
        Session.PrintTable print = session.printTable(target);
        RowType rowType;
        Table table = null;
        Session.TableName name = null;
        if (print != null && (target.size() == 1 || !session.currentCatalog().catalog().tableExists(session.tableName(target).id))) {
            if (ins.isOverwrite()) {
                throw new SqlError("INSERT OVERWRITE into " + print.connector + " table '" + print.name + "' is not supported");
            }
            if (print.rows != null) {
                throw new SqlError("cannot write into datagen table '" + print.name + "': it is a source");
            }
            rowType = print.rowType;
        } else {
            print = null;
            if (session.views.isView(target)) {
                throw new SqlError("cannot write into view " + session.views.lookup(target).fullName() + ": views are read only");
            }
            name = session.tableName(target);
            if (name.system != null) {
                throw new SqlError("cannot write into system table " + name);
            }
            table = session.table(name);
            if (ins.isOverwrite() && session.streaming) {
                // Paimon's Flink sink: "Paimon doesn't support streaming INSERT OVERWRITE."
                throw new SqlError("INSERT OVERWRITE " + name.id.fullName() + " is not supported in streaming mode (as in"
                        + " Paimon); run it after SET 'execution.runtime-mode' = 'batch'");
            }
            Map<String, String> hints = hints(ins.getTableHints());
            if (!hints.isEmpty()) {
                table = table.copy(hints);
            }
            rowType = table.rowType();
        }
        String what = print != null ? "print table " + print.name : "table " + name.id.fullName();

        // static partition values
        Map<String, String> staticPartition = new LinkedHashMap<>();
        Map<Integer, Object> staticValues = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : ins.getStaticPartitionKVs().entrySet()) {
            int idx = rowType.indexOf(e.getKey());
            if (idx < 0) {
                throw new SqlError("PARTITION (" + e.getKey() + "): no such column in " + what);
            }
            if (table != null && table.partitionKeys().stream().noneMatch(k -> k.equalsIgnoreCase(e.getKey()))) {
                throw new SqlError("PARTITION (" + e.getKey() + "): '" + e.getKey() + "' is not a partition column of " + what
                        + " (partition columns: " + String.join(", ", table.partitionKeys()) + ")");
            }
            String col = rowType.field(idx).name();
            staticPartition.put(col, e.getValue());
            staticValues.put(idx, castColumn(e.getValue(), rowType.field(idx), what));
        }

        // target columns
        List<Integer> positions = new ArrayList<>();
        if (ins.getTargetColumnList() != null) {
            for (SqlNode c : ins.getTargetColumnList()) {
                String cn = ((SqlIdentifier) c).getSimple();
                int idx = rowType.indexOf(cn);
                if (idx < 0) {
                    String hint = Suggest.closest(cn, rowType.names());
                    throw new SqlError("unknown column '" + cn + "' in " + what
                            + (hint != null ? " (did you mean '" + hint + "'?)" : " (columns: " + String.join(", ", rowType.names()) + ")"));
                }
                if (positions.contains(idx) || staticValues.containsKey(idx)) {
                    throw new SqlError("column '" + cn + "' is given twice");
                }
                positions.add(idx);
            }
        } else {
            for (int i = 0; i < rowType.size(); i++) {
                if (!staticValues.containsKey(i)) {
                    positions.add(i);
                }
            }
        }

        SqlNode source = ins.getSource();
        final RowType rt = rowType;
        final Map<Integer, Object> statics = staticValues;
        List<String> targetNames = new ArrayList<>();
        for (int p : positions) {
            targetNames.add(rt.field(p).name());
        }
        java.util.function.BiFunction<RowKind, Object[], GenericRow> toRow = (kind, values) -> {
            if (values.length != positions.size()) {
                throw new SqlError("INSERT INTO " + targetId + ": the query gives " + values.length
                        + " values per row but " + positions.size() + " columns are expected (" + String.join(", ", targetNames) + ")");
            }
            Object[] full = new Object[rt.size()];
            for (Map.Entry<Integer, Object> e : statics.entrySet()) {
                full[e.getKey()] = e.getValue();
            }
            for (int i = 0; i < values.length; i++) {
                full[positions.get(i)] = castColumn(values[i], rt.field(positions.get(i)), what);
            }
            for (int i = 0; i < full.length; i++) {
                if (full[i] == null && !rt.type(i).isNullable()) {
                    throw new SqlError("column '" + rt.field(i).name() + "' of " + what + " is NOT NULL but got null");
                }
            }
            return GenericRow.ofKind(kind, full);
        };

        // the rows
        StreamPlan stream = null;
        List<GenericRow> rows = new ArrayList<>();
        if (source.getKind() == SqlKind.VALUES) {
            Relation r = values((SqlCall) source, false);
            checkImplicitCasts(r.types, positions, rt, what);
            for (int i = 0; i < r.rows.size(); i++) {
                RowKind kind = explicitKinds == null ? RowKind.INSERT : explicitKinds.get(i);
                rows.add(toRow.apply(kind, r.rows.get(i)));
            }
        } else {
            if (explicitKinds != null) {
                throw new SqlError("row kinds are only allowed with INSERT INTO ... VALUES");
            }
            if (session.streaming) {
                stream = streamPlan(source);
            }
            if (stream != null) {
                List<DataType> outTypes = new ArrayList<>();
                for (int i = 0; i < stream.outType.size(); i++) {
                    outTypes.add(stream.outType.type(i));
                }
                try {
                    checkImplicitCasts(outTypes, positions, rt, what);
                } catch (SqlError e) {
                    stream.close();
                    throw e;
                }
                stream.sinkNeedsUpdateBefore = print != null || sinkNeedsUpdateBefore(table)
                        || stream.updateBeforeReachesUpsertSink(primaryKeyPositions(table), positions);
                stream.readAll((kind, values) -> rows.add(toRow.apply(kind, values)));
            } else {
                Relation r = query(source);
                checkImplicitCasts(r.types, positions, rt, what);
                for (int i = 0; i < r.rows.size(); i++) {
                    rows.add(toRow.apply(sinkKind(r, i, table), r.rows.get(i)));
                }
            }
        }

        try {
            if (print != null && print.connector.equals("blackhole")) {
                session.info(rows.size() + " rows dropped (blackhole).");
            } else if (print != null) {
                for (GenericRow r : rows) {
                    session.printRow(r.getRowKind(), r.values(), print.rowType);
                }
                session.info(rows.size() + " rows printed.");
            } else {
                commit(table, rows, ins.isOverwrite() ? staticPartition : null, what);
            }
        } catch (RuntimeException e) {
            if (stream != null) {
                stream.close();
            }
            throw e;
        }
        if (stream != null) {
            stream.complete();
        }
    }

    /**
     * Writes a query's rows into every column of {@code table} as one commit, as an {@code INSERT INTO table SELECT}
     * (the implicit-cast rules of {@link #checkImplicitCasts}); CREATE TABLE ... AS SELECT uses it.
     */
    void insertRows(Table table, Relation r, String what) {
        RowType rt = table.rowType();
        List<Integer> positions = new ArrayList<>();
        for (int i = 0; i < rt.size(); i++) {
            positions.add(i);
        }
        checkImplicitCasts(r.types, positions, rt, what);
        List<GenericRow> rows = new ArrayList<>();
        for (int row = 0; row < r.rows.size(); row++) {
            Object[] v = r.rows.get(row);
            Object[] full = new Object[rt.size()];
            for (int i = 0; i < full.length; i++) {
                full[i] = castColumn(v[i], rt.field(i), what);
                if (full[i] == null && !rt.type(i).isNullable()) {
                    throw new SqlError("column '" + rt.field(i).name() + "' of " + what + " is NOT NULL but got null");
                }
            }
            rows.add(GenericRow.ofKind(sinkKind(r, row, table), full));
        }
        commit(table, rows, null, what);
    }

    /**
     * Flink's planner refuses an INSERT whose query column cannot be cast implicitly to its sink column (a string
     * into a DATE column, a DECIMAL literal into an INT column, an INT into a STRING column): the statement fails
     * before anything is written ({@link Types#implicitlyCastable}); so does one whose query gives another number of
     * columns than the sink expects.
     */
    private static void checkImplicitCasts(List<DataType> types, List<Integer> positions, RowType rt, String what) {
        if (types.size() != positions.size()) {
            // Flink's planner refuses it before running the query, also when the query gives no rows
            List<String> names = new ArrayList<>();
            for (int p : positions) {
                names.add(rt.field(p).name());
            }
            throw new SqlError("INSERT INTO " + what + ": the query gives " + types.size() + " values per row but "
                    + positions.size() + " columns are expected (" + String.join(", ", names) + ")");
        }
        for (int i = 0; i < types.size(); i++) {
            DataField f = rt.field(positions.get(i));
            if (!Types.implicitlyCastable(types.get(i), f.type())) {
                throw new SqlError("column '" + f.name() + "' of " + what + " has type " + Types.flinkString(f.type(), false)
                        + " but the query gives " + Types.flinkString(types.get(i), false)
                        + ", which Flink SQL does not cast implicitly (write CAST(... AS " + Types.flinkString(f.type(), false) + "))");
            }
        }
    }

    /**
     * A value fitted to its sink column as Flink's planner does, by a CAST to the column's type: a longer string or
     * binary is cut to the column's length, a shorter BINARY(n) value is padded with zero bytes.
     */
    static Object castColumn(Object v, DataField f, String what) {
        try {
            return Casts.castExplicit(v, f.type());
        } catch (SqlError e) {
            throw new SqlError("column '" + f.name() + "' of " + what + ": " + e.getMessage());
        }
    }

    /** Writes the rows (their kinds as given) as one commit ({@code sys.merge_into}). */
    void commitRows(Table table, List<GenericRow> rows, String what) {
        commit(table, rows, null, what);
    }

    /** Writes the rows as one commit; {@code overwrite} non-null makes it an INSERT OVERWRITE of that static partition. */
    private void commit(Table table, List<GenericRow> rows, Map<String, String> overwrite, String what) {
        if (rows.isEmpty() && overwrite == null) {
            session.info("0 rows; nothing to commit.");
            return;
        }
        long snapshot = writeAndCommit(table, rows, overwrite);
        if (snapshot < 0) {
            session.info("nothing to commit (" + what + " unchanged).");
        } else {
            session.info(rows.size() + (rows.size() == 1 ? " row" : " rows") + " committed as snapshot " + snapshot + ".");
        }
    }

    /**
     * Writes the rows with one fresh writer (an overwrite of {@code overwrite} when non-null) and
     * commits them; any failure aborts the writer so nothing of the statement becomes visible.
     * Returns the snapshot id, or -1 when the commit changed nothing.
     */
    static long writeAndCommit(Table table, List<GenericRow> rows, Map<String, String> overwrite) {
        TableWriter w = table.newWriter("varve-cli-" + UUID.randomUUID());
        long snapshot;
        try {
            if (overwrite != null) {
                w = w.withOverwrite(overwrite);
            }
            for (GenericRow r : rows) {
                w.write(r);
            }
            snapshot = w.commit(BATCH_COMMIT_IDENTIFIER);
        } catch (RuntimeException e) {
            try {
                w.abort();
            } catch (RuntimeException suppressed) {
                e.addSuppressed(suppressed);
            }
            throw e;
        }
        w.close();
        return snapshot;
    }

    // ---- DELETE / UPDATE --------------------------------------------------------------------------

    private Table pkTable(SqlNode target, String stmt, List<String>[] outName) {
        List<String> names = ((SqlIdentifier) target).names;
        Session.TableName name = session.tableName(names);
        if (name.system != null) {
            throw new SqlError(stmt + ": cannot modify system table " + name);
        }
        Table table = session.table(name);
        if (table.primaryKeys().isEmpty()) {
            throw new SqlError(stmt + " " + name.id.fullName() + ": only primary-key tables support " + stmt
                    + "; " + name.id.fullName() + " is an append table (no PRIMARY KEY)");
        }
        outName[0] = List.of(name.id.table(), name.id.fullName());
        return table;
    }

    private List<Object[]> readAll(Table table) {
        List<Object[]> rows = new ArrayList<>();
        try (RecordReader r = table.newBatchScan().read()) {
            while (r.hasNext()) {
                rows.add(copyValues(r.next()));
            }
        }
        return rows;
    }

    /**
     * DELETE as Paimon's Flink sink runs it, on the tables {@link RowLevelRules#deleteRefusal} lets
     * through. Without a condition the table is truncated, and a condition that only ANDs
     * equalities on partition columns drops those partitions, both as one overwrite commit (no
     * changelog; streaming readers skip it) unless {@code delete.force-produce-changelog} is set;
     * otherwise every matching row is written as {@code -D}.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    void delete(SqlDelete del) {
        List<String>[] q = new List[1];
        Table table = pkTable(del.getTargetTable(), "DELETE", q);
        CoreOptions options = CoreOptions.fromMap(table.options());
        String refusal = RowLevelRules.deleteRefusal(table.options());
        if (refusal != null) {
            throw new SqlError("DELETE " + table.identifier() + ": " + refusal);
        }
        List<String> qualifiers = qualifiers(q[0], del.getAlias());
        Scope scope = new Scope(table.rowType().names(), types(table.rowType()), qualifiers, "table " + table.identifier());
        ExprCompiler ec = new ExprCompiler(scope);
        Expr cond = del.getCondition() == null ? null : ec.compileFilter(del.getCondition());
        String what = "table " + table.identifier();
        if (!options.deleteForceProduceChangelog()) {
            Map<String, String> partitions = del.getCondition() == null ? new LinkedHashMap<>()
                    : partitionEqualities(del.getCondition(), table, scope, ec, new LinkedHashMap<>());
            if (partitions != null) {
                dropPartitions(table, partitions, what);
                return;
            }
        }
        List<GenericRow> out = new ArrayList<>();
        for (Object[] r : readAll(table)) {
            if (cond == null || Boolean.TRUE.equals(cond.eval(r))) {
                out.add(GenericRow.ofKind(RowKind.DELETE, r));
            }
        }
        if (out.isEmpty()) {
            session.info("0 rows matched; nothing to commit.");
            return;
        }
        commit(table, out, null, what);
    }

    /**
     * The partition spec of a condition that is only {@code partition column = literal} terms
     * joined by AND (each value as partition paths print it), or null for any other condition.
     * {@code spec} collects the terms; a column given twice with different values matches no
     * partition, which the null return leaves to the row-level path.
     */
    private Map<String, String> partitionEqualities(SqlNode cond, Table table, Scope scope, ExprCompiler ec,
                                                    Map<String, String> spec) {
        if (!(cond instanceof SqlBasicCall) || table.partitionKeys().isEmpty()) {
            return null;
        }
        SqlBasicCall call = (SqlBasicCall) cond;
        if (call.getKind() == SqlKind.AND) {
            for (SqlNode operand : call.getOperandList()) {
                if (partitionEqualities(operand, table, scope, ec, spec) == null) {
                    return null;
                }
            }
            return spec;
        }
        if (call.getKind() != SqlKind.EQUALS) {
            return null;
        }
        SqlNode a = call.operand(0);
        SqlNode b = call.operand(1);
        SqlNode column = a instanceof SqlIdentifier ? a : b instanceof SqlIdentifier ? b : null;
        SqlNode literal = column == a ? b : a;
        if (column == null || !(literal instanceof org.apache.calcite.sql.SqlLiteral)) {
            return null;
        }
        List<String> names = ((SqlIdentifier) column).names;
        String name = names.get(names.size() - 1);
        String key = table.partitionKeys().stream().filter(k -> k.equalsIgnoreCase(name)).findFirst().orElse(null);
        if (key == null) {
            return null;
        }
        RowType rt = table.rowType();
        int idx = rt.indexOf(key);
        Object value = castColumn(ec.compile(literal).eval(new Object[rt.size()]), rt.field(idx), "table " + table.identifier());
        if (value == null) {
            return null;
        }
        String printed = ValueFormatter.format(value, rt.type(idx));
        String before = spec.putIfAbsent(key, printed);
        return before == null || before.equals(printed) ? spec : null;
    }

    /**
     * Truncates the table (empty spec) or drops the partitions matching spec, as one overwrite
     * commit that Paimon makes even when nothing matches.
     */
    private void dropPartitions(Table table, Map<String, String> spec, String what) {
        long snapshot = spec.isEmpty() ? table.truncate() : table.truncatePartitions(List.of(spec));
        String scope = spec.isEmpty() ? "all rows" : "partition " + spec;
        session.info(scope + " of " + what + " deleted: overwrite committed as snapshot " + snapshot + ".");
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    void update(SqlUpdate upd) {
        List<String>[] q = new List[1];
        Table table = pkTable(upd.getTargetTable(), "UPDATE", q);
        String refusal = RowLevelRules.updateRefusal(table.options());
        if (refusal != null) {
            throw new SqlError("UPDATE " + table.identifier() + ": " + refusal);
        }
        List<String> qualifiers = qualifiers(q[0], upd.getAlias());
        RowType rt = table.rowType();
        Scope scope = new Scope(rt.names(), types(rt), qualifiers, "table " + table.identifier());
        ExprCompiler ec = new ExprCompiler(scope);
        Expr cond = upd.getCondition() == null ? null : ec.compileFilter(upd.getCondition());
        List<Integer> targets = new ArrayList<>();
        List<Expr> exprs = new ArrayList<>();
        SqlNodeList cols = upd.getTargetColumnList();
        SqlNodeList srcs = upd.getSourceExpressionList();
        for (int i = 0; i < cols.size(); i++) {
            List<String> cn = ((SqlIdentifier) cols.get(i)).names;
            String c = cn.get(cn.size() - 1);
            int idx = rt.indexOf(c);
            if (idx < 0) {
                throw scope.unknownColumn(c);
            }
            if (table.primaryKeys().stream().anyMatch(k -> k.equalsIgnoreCase(c))) {
                throw new SqlError("UPDATE " + table.identifier() + ": cannot update primary key column '" + c + "'");
            }
            if (table.partitionKeys().stream().anyMatch(k -> k.equalsIgnoreCase(c))) {
                throw new SqlError("UPDATE " + table.identifier() + ": cannot update partition column '" + c + "'");
            }
            targets.add(idx);
            exprs.add(ec.compile(srcs.get(i)));
        }
        String what = "table " + table.identifier();
        List<GenericRow> out = new ArrayList<>();
        for (Object[] r : readAll(table)) {
            if (cond == null || Boolean.TRUE.equals(cond.eval(r))) {
                Object[] nv = r.clone();
                for (int i = 0; i < targets.size(); i++) {
                    nv[targets.get(i)] = castColumn(exprs.get(i).eval(r), rt.field(targets.get(i)), what);
                    if (nv[targets.get(i)] == null && !rt.type(targets.get(i)).isNullable()) {
                        throw new SqlError("column '" + rt.field(targets.get(i)).name() + "' of " + what + " is NOT NULL but got null");
                    }
                }
                out.add(GenericRow.ofKind(RowKind.UPDATE_AFTER, nv));
            }
        }
        if (out.isEmpty()) {
            session.info("0 rows matched; nothing to commit.");
            return;
        }
        commit(table, out, null, what);
    }

    /**
     * The names a DELETE's or UPDATE's condition and values may qualify its table's columns with:
     * the table's names, or only the alias when there is one ({@code DELETE FROM t AS x WHERE t.k = 1}
     * is refused as Flink refuses it: "Table 't' not found").
     */
    static List<String> qualifiers(List<String> tableNames, SqlIdentifier alias) {
        return alias == null ? new ArrayList<>(tableNames) : new ArrayList<>(List.of(alias.getSimple()));
    }

    static String firstWords(SqlNode n) {
        String s = n.toString().replaceAll("\\s+", " ");
        return s.length() > 60 ? s.substring(0, 57) + "..." : s;
    }

    static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }
}
