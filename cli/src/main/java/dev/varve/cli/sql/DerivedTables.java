package dev.varve.cli.sql;

import dev.varve.kernel.Table;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import org.apache.calcite.sql.SqlNode;
import org.apache.flink.sql.parser.ddl.SqlReplaceTableAs;
import org.apache.flink.sql.parser.ddl.table.SqlCreateTable;
import org.apache.flink.sql.parser.ddl.table.SqlCreateTableAs;
import org.apache.flink.sql.parser.ddl.table.SqlCreateTableLike;
import org.apache.flink.sql.parser.ddl.table.SqlTableLike;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Tables whose schema comes from elsewhere (CLI.md "CREATE TABLE ... AS SELECT / LIKE"), as Flink 2.0 resolves them
 * over Paimon 1.4.2's filesystem catalog:
 * <ul>
 *   <li>{@code CREATE TABLE t [(columns, PRIMARY KEY (...) NOT ENFORCED)] [PARTITIONED BY (...)] [WITH (...)] AS
 *   query}: the columns are the query's (names, types and nullability; unnamed expressions {@code EXPR$n}, repeated
 *   names made unique as {@code a0}), merged with declared columns ({@link #withDeclaredColumns}); only the statement's own options (no option of the source tables is copied; the
 *   {@code 'primary-key'} / {@code 'partition'} options work as in any CREATE TABLE); a declared primary key must
 *   name NOT NULL query columns. The query's rows are written as one commit (none when it gives no rows). With IF
 *   NOT EXISTS and an existing table, Flink inserts the query's rows into that table.</li>
 *   <li>{@code CREATE TABLE t2 [(new columns, PRIMARY KEY)] [PARTITIONED BY] [WITH (...)] LIKE t1 [(options)]}: t1's
 *   columns (types, NOT NULL, comments) then the new ones; t1's primary key unless {@code EXCLUDING CONSTRAINTS}
 *   (or ALL); t1's partition columns unless the statement declares its own (Flink 2.0 keeps them even with
 *   {@code EXCLUDING PARTITIONS}); the statement's own comment only (t1's is not copied);
 *   options only with {@code EXCLUDING OPTIONS} (or ALL): Flink copies t1's options with its {@code 'path'}, which
 *   Paimon's filesystem catalog refuses.</li>
 * </ul>
 */
final class DerivedTables {
    private final Session session;

    DerivedTables(Session session) {
        this.session = session;
    }

    // ---- CREATE TABLE ... AS SELECT ------------------------------------------------------------

    void createAs(SqlCreateTableAs node) {
        createAs(node, node.getAsQuery(), node.isSchemaWithColumnsIdentifiersOnly(), false);
    }

    /**
     * {@code [CREATE OR] REPLACE TABLE t ... AS query}: as Flink 2.0 runs it (not atomically), the table is dropped
     * (REPLACE needs it to exist) and created again from the query; Varve evaluates the query first.
     */
    void replaceAs(SqlReplaceTableAs node) {
        Session.TableName target = session.tableName(node.getFullName());
        if (!node.isCreateOrReplace() && !exists(target)) {
            throw new SqlError("REPLACE TABLE " + String.join(".", node.getFullName()) + " AS SELECT: the table to be replaced"
                    + " doesn't exist (use CREATE TABLE AS or CREATE OR REPLACE TABLE AS)");
        }
        createAs(node, node.getAsQuery(), node.isSchemaWithColumnsIdentifiersOnly(), true);
    }

    private boolean exists(Session.TableName target) {
        return target.system == null && target.catalog.catalog().databaseExists(target.id.database())
                && target.catalog.catalog().tableExists(target.id);
    }

    private void createAs(SqlCreateTable node, SqlNode asQuery, boolean identifiersOnly, boolean replace) {
        String[] full = node.getFullName();
        String what = (replace ? "CREATE OR REPLACE TABLE " : "CREATE TABLE ") + String.join(".", full) + " AS SELECT";
        if (node.isTemporary()) {
            throw new SqlError("CREATE TEMPORARY TABLE " + String.join(".", full) + " AS SELECT is not supported");
        }
        // a names-only column list holds identifiers, which getFullConstraints() cannot read
        List<String> pk = Session.declaredPrimaryKey(node, identifiersOnly);
        Session.TableName target = session.tableName(full);
        if (!replace && exists(target)) {
            if (!node.isIfNotExists()) {
                throw new SqlError(what + ": table '" + target.id.fullName() + "' already exists");
            }
            // Flink plans CREATE TABLE IF NOT EXISTS ... AS as an INSERT INTO the existing table
            Relation r = session.queries().query(asQuery);
            session.info("Table " + target.id.fullName() + " already exists; the query's rows are inserted into it.");
            session.queries().insertRows(session.table(target), r, "table " + target.id.fullName());
            return;
        }
        Relation q = session.queries().query(asQuery);
        List<String> names = uniqueNames(q.names);
        for (int i = 0; i < names.size(); i++) {
            if (q.types.get(i) == null) {
                throw new SqlError(what + ": column '" + names.get(i) + "' has no type (an untyped NULL);"
                        + " write CAST(NULL AS <type>)");
            }
        }
        Relation r = withDeclaredColumns(node, identifiersOnly, new Relation(names, q.types, q.rows, q.kinds, List.of(), "the query"), what);
        List<DataField> fields = new ArrayList<>();
        for (int i = 0; i < r.names.size(); i++) {
            fields.add(new DataField(i, r.names.get(i), r.types.get(i)));
        }
        names = r.names;
        for (String k : pk) {
            DataField f = fields.stream().filter(x -> x.name().equals(k)).findFirst().orElse(null);
            if (f == null) {
                throw new SqlError(what + ": primary key column '" + k + "' is not a column of the query " + names);
            }
            if (f.type().isNullable()) {
                // Flink's planner: "Invalid primary key 'PK_a'. Column 'a' is nullable."
                throw new SqlError(what + ": invalid primary key 'PK_" + String.join("_", pk) + "': column '" + k
                        + "' is nullable (CAST it or filter it NOT NULL in the query, or use the 'primary-key' option)");
            }
        }
        if (replace && exists(target)) {
            target.catalog.catalog().dropTable(target.id, false);
            session.info("Table " + target.id.fullName() + " dropped (replaced).");
        }
        Session.TableName name = session.createCatalogTable(full, fields, pk, node.getPartitionKeyList(),
                node.getProperties(), node.getComment(), false);
        Table table = session.table(name);
        session.queries().insertRows(table, r, "table " + name.id.fullName());
    }

    /**
     * The query's columns merged with the columns the statement declares, as Flink 2.0 does: names only
     * ({@code (b, a)}) reorder the query's columns; declared columns with types that the query lacks come first (NULL
     * in every row), those the query has take the declared type (the query's must cast to it implicitly; a nullable
     * query column does not go into a NOT NULL one).
     */
    private static Relation withDeclaredColumns(SqlCreateTable node, boolean identifiersOnly, Relation q, String what) {
        if (node.getColumnList().size() == 0) {
            Session.declaredColumns(node); // refuses WATERMARK and DISTRIBUTED BY
            return q;
        }
        if (identifiersOnly) {
            List<Integer> order = new ArrayList<>();
            for (SqlNode c : node.getColumnList()) {
                String n = c instanceof org.apache.calcite.sql.SqlIdentifier ? ((org.apache.calcite.sql.SqlIdentifier) c).getSimple()
                        : ((org.apache.flink.sql.parser.ddl.SqlTableColumn) c).getName().getSimple();
                int at = q.names.indexOf(n);
                if (at < 0 || order.contains(at)) {
                    throw new SqlError(what + ": column '" + n + "' is not a column of the query " + q.names + " or is named twice");
                }
                order.add(at);
            }
            if (order.size() != q.names.size()) {
                throw new SqlError(what + ": the column list names " + order.size() + " columns but the query gives "
                        + q.names.size() + " " + q.names);
            }
            return project(q, order, List.of(), List.of());
        }
        List<DataField> declared = Session.declaredColumns(node);
        List<String> names = new ArrayList<>();
        List<DataType> types = new ArrayList<>();
        List<Integer> order = new ArrayList<>();
        for (DataField f : declared) {
            if (!q.names.contains(f.name())) {
                names.add(f.name());
                types.add(f.type());
                order.add(-1);
            }
        }
        for (int i = 0; i < q.names.size(); i++) {
            DataType t = q.types.get(i);
            for (DataField f : declared) {
                if (f.name().equals(q.names.get(i))) {
                    if (!Types.implicitlyCastable(t, f.type()) || (t.isNullable() && !f.type().isNullable())) {
                        throw new SqlError(what + ": incompatible types for column '" + f.name() + "': the query gives "
                                + Types.flinkString(t, true) + ", the column is declared " + Types.flinkString(f.type(), true));
                    }
                    t = f.type();
                }
            }
            names.add(q.names.get(i));
            types.add(t);
            order.add(i);
        }
        return project(q, order, names, types);
    }

    /** The rows of {@code q} with columns {@code order} (-1: NULL), cast to {@code types} (empty: q's names and types). */
    private static Relation project(Relation q, List<Integer> order, List<String> names, List<DataType> types) {
        List<String> ns = new ArrayList<>();
        List<DataType> ts = new ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            ns.add(names.isEmpty() ? q.names.get(order.get(i)) : names.get(i));
            ts.add(types.isEmpty() ? q.types.get(order.get(i)) : types.get(i));
        }
        List<Object[]> rows = new ArrayList<>();
        for (Object[] row : q.rows) {
            Object[] out = new Object[order.size()];
            for (int i = 0; i < out.length; i++) {
                out[i] = order.get(i) < 0 ? null : Casts.castExplicit(row[order.get(i)], ts.get(i));
            }
            rows.add(out);
        }
        return new Relation(ns, ts, rows, null, List.of(), "the query");
    }

    /** Flink's names for a query's columns: a repeated name gets the first free suffix 0, 1, ... ({@code a, a0}). */
    static List<String> uniqueNames(List<String> names) {
        List<String> out = new ArrayList<>();
        for (String n : names) {
            String u = n;
            for (int i = 0; out.contains(u); i++) {
                u = n + i;
            }
            out.add(u);
        }
        return out;
    }

    // ---- CREATE TABLE ... LIKE -----------------------------------------------------------------

    void createLike(SqlCreateTableLike node) {
        String[] full = node.getFullName();
        SqlTableLike like = node.getTableLike();
        String what = "CREATE TABLE " + String.join(".", full) + " LIKE " + like.getSourceTable();
        Map<SqlTableLike.FeatureOption, SqlTableLike.MergingStrategy> strategies = strategies(like);
        List<String> source = like.getSourceTable().names;
        if (session.printTable(source) != null || session.views.isView(source)) {
            throw new SqlError(what + ": the source must be a catalog table");
        }
        Session.TableName sourceName = session.tableName(source);
        if (sourceName.system != null) {
            throw new SqlError(what + ": the source must be a catalog table, not system table " + sourceName);
        }
        Table t = session.table(sourceName);
        if (strategies.get(SqlTableLike.FeatureOption.OPTIONS) != SqlTableLike.MergingStrategy.EXCLUDING) {
            // Flink copies the source's options, 'path' among them; FileSystemCatalog: "does not support specifying the
            // table path when creating a table"
            throw new SqlError(what + ": Paimon's filesystem catalog refuses the copied option 'path' (Flink copies the"
                    + " source table's options with its path); write LIKE " + like.getSourceTable() + " (EXCLUDING OPTIONS)"
                    + " and give the options in WITH");
        }
        List<DataField> fields = new ArrayList<>(t.rowType().fields());
        for (DataField f : Session.declaredColumns(node)) {
            if (fields.stream().anyMatch(x -> x.name().equals(f.name()))) {
                throw new SqlError(what + ": a column named '" + f.name() + "' exists in the base table "
                        + sourceName.id.fullName());
            }
            fields.add(new DataField(fields.size(), f.name(), f.type(), f.description()));
        }
        // Flink's MergeTableLikeUtil: a declared primary key / partitioning wins, the base table's is kept otherwise
        // (partitions even with EXCLUDING PARTITIONS); both given is an error unless the feature is EXCLUDING
        List<String> pk = Session.declaredPrimaryKey(node);
        SqlTableLike.MergingStrategy constraints = strategies.get(SqlTableLike.FeatureOption.CONSTRAINTS);
        if (!t.primaryKeys().isEmpty()) {
            if (!pk.isEmpty() && constraints == SqlTableLike.MergingStrategy.INCLUDING) {
                throw new SqlError(what + ": the base table already has a primary key; write EXCLUDING CONSTRAINTS"
                        + " to declare another");
            }
            if (pk.isEmpty() && constraints != SqlTableLike.MergingStrategy.EXCLUDING) {
                pk = t.primaryKeys();
            }
        }
        for (String k : pk) {
            for (DataField f : t.rowType().fields()) {
                if (f.name().equals(k) && f.type().isNullable()) {
                    // Flink validates the merged schema: "Invalid primary key 'PK_v'. Column 'v' is nullable."
                    throw new SqlError(what + ": invalid primary key 'PK_" + String.join("_", pk) + "': column '" + k
                            + "' of the base table is nullable");
                }
            }
        }
        List<String> partitions = node.getPartitionKeyList();
        if (!t.partitionKeys().isEmpty()) {
            if (!partitions.isEmpty() && strategies.get(SqlTableLike.FeatureOption.PARTITIONS) != SqlTableLike.MergingStrategy.EXCLUDING) {
                throw new SqlError(what + ": the base table already has partitions defined; write EXCLUDING PARTITIONS"
                        + " to declare others");
            }
            if (partitions.isEmpty()) {
                partitions = t.partitionKeys();
            }
        }
        if (node.isTemporary() || node.getProperties().containsKey("connector")) {
            // e.g. CREATE TEMPORARY TABLE p WITH ('connector' = 'print') LIKE t (EXCLUDING ALL)
            session.createTemporaryTable(full, fields, new LinkedHashMap<>(node.getProperties()), node.isTemporary(),
                    node.isIfNotExists());
            return;
        }
        session.createCatalogTable(full, fields, pk, partitions, new LinkedHashMap<>(node.getProperties()),
                node.getComment(), node.isIfNotExists());
    }

    /** Per feature, its merging strategy: Flink's defaults (INCLUDING, OVERWRITING for options) then the clauses. */
    private static Map<SqlTableLike.FeatureOption, SqlTableLike.MergingStrategy> strategies(SqlTableLike like) {
        Map<SqlTableLike.FeatureOption, SqlTableLike.MergingStrategy> m = new EnumMap<>(SqlTableLike.FeatureOption.class);
        for (SqlTableLike.FeatureOption f : SqlTableLike.FeatureOption.values()) {
            m.put(f, f == SqlTableLike.FeatureOption.OPTIONS ? SqlTableLike.MergingStrategy.OVERWRITING
                    : SqlTableLike.MergingStrategy.INCLUDING);
        }
        for (SqlTableLike.SqlTableLikeOption o : like.getOptions()) {
            if (o.getFeatureOption() == SqlTableLike.FeatureOption.ALL) {
                for (SqlTableLike.FeatureOption f : SqlTableLike.FeatureOption.values()) {
                    m.put(f, o.getMergingStrategy());
                }
            } else {
                m.put(o.getFeatureOption(), o.getMergingStrategy());
            }
        }
        return m;
    }
}
