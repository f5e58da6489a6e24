package dev.varve.cli.sql;

import dev.varve.kernel.util.Suggest;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Schema;
import dev.varve.kernel.SchemaChange;
import dev.varve.kernel.Table;
import dev.varve.kernel.options.CoreOptions;
import dev.varve.kernel.VarveException;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import dev.varve.row.ValueFormatter;
import org.apache.calcite.sql.SqlBasicCall;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlDelete;
import org.apache.calcite.sql.SqlFunction;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlOrderBy;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.SqlUpdate;
import org.apache.flink.sql.parser.ddl.SqlAlterDatabase;
import org.apache.flink.sql.parser.ddl.SqlCreateDatabase;
import org.apache.flink.sql.parser.ddl.SqlDropPartitions;
import org.apache.flink.sql.parser.ddl.SqlDropDatabase;
import org.apache.flink.sql.parser.ddl.SqlReset;
import org.apache.flink.sql.parser.ddl.SqlSet;
import org.apache.flink.sql.parser.ddl.SqlTableColumn;
import org.apache.flink.sql.parser.ddl.SqlUseDatabase;
import org.apache.flink.sql.parser.ddl.catalog.SqlCreateCatalog;
import org.apache.flink.sql.parser.ddl.catalog.SqlDropCatalog;
import org.apache.flink.sql.parser.ddl.catalog.SqlUseCatalog;
import org.apache.flink.sql.parser.ddl.constraint.SqlTableConstraint;
import org.apache.flink.sql.parser.ddl.position.SqlTableColumnPosition;
import org.apache.flink.sql.parser.ddl.table.SqlAlterTable;
import org.apache.flink.sql.parser.ddl.table.SqlAlterTableAdd;
import org.apache.flink.sql.parser.ddl.table.SqlAlterTableDrop;
import org.apache.flink.sql.parser.ddl.table.SqlAlterTableModify;
import org.apache.flink.sql.parser.ddl.table.SqlAlterTableOptions;
import org.apache.flink.sql.parser.ddl.table.SqlAlterTableRename;
import org.apache.flink.sql.parser.ddl.table.SqlAlterTableRenameColumn;
import org.apache.flink.sql.parser.ddl.table.SqlAlterTableReset;
import org.apache.flink.sql.parser.ddl.table.SqlCreateTable;
import org.apache.flink.sql.parser.ddl.table.SqlCreateTableAs;
import org.apache.flink.sql.parser.ddl.table.SqlCreateTableLike;
import org.apache.flink.sql.parser.ddl.table.SqlDropTable;
import org.apache.flink.sql.parser.ddl.view.SqlAlterView;
import org.apache.flink.sql.parser.ddl.view.SqlCreateView;
import org.apache.flink.sql.parser.ddl.view.SqlDropView;
import org.apache.flink.sql.parser.dml.RichSqlInsert;
import org.apache.flink.sql.parser.dml.SqlTruncateTable;
import org.apache.flink.sql.parser.dql.SqlRichDescribeTable;
import org.apache.flink.sql.parser.dql.SqlShowCatalogs;
import org.apache.flink.sql.parser.dql.SqlShowCreateTable;
import org.apache.flink.sql.parser.dql.SqlShowCreateView;
import org.apache.flink.sql.parser.dql.SqlShowCurrentCatalog;
import org.apache.flink.sql.parser.dql.SqlShowCurrentDatabase;
import org.apache.flink.sql.parser.dql.SqlShowDatabases;
import org.apache.flink.sql.parser.dql.SqlShowCall;
import org.apache.flink.sql.parser.dql.SqlShowColumns;
import org.apache.flink.sql.parser.dql.SqlShowPartitions;
import org.apache.flink.sql.parser.dql.SqlShowTables;

import java.io.PrintStream;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * One SQL session over Varve catalogs (CLI.md "Statements"): the catalog mappings, the current catalog
 * and database, the runtime mode and the temporary print tables. {@link #execute} runs one statement;
 * result rows go to {@code out}, confirmations and notes to {@code err}. Not thread-safe.
 */
public final class Session implements AutoCloseable {
    /** The name of the catalog the session starts in (the --warehouse directory). */
    public static final String DEFAULT_CATALOG = "varve";
    public static final String DEFAULT_DATABASE = "default";
    /** The in-memory catalog every Flink session has; SHOW CATALOGS lists it, as Flink's SQL client does. */
    static final String FLINK_BUILTIN_CATALOG = "default_catalog";

    final PrintStream out;
    final PrintStream err;
    private final CatalogOpener opener;
    private final Map<String, CatalogEntry> catalogs = new LinkedHashMap<>();
    private final Map<String, PrintTable> printTables = new LinkedHashMap<>();
    String currentCatalog = DEFAULT_CATALOG;
    String currentDatabase = DEFAULT_DATABASE;
    boolean streaming;
    private final QueryRunner queries;
    final Views views = new Views(this);
    private final DerivedTables derived = new DerivedTables(this);

    /** A catalog mapping: a name, its warehouse and (once used) the open catalog. */
    static final class CatalogEntry {
        final String name;
        final String warehouse;
        private final CatalogOpener opener;
        private Catalog catalog;

        CatalogEntry(String name, String warehouse, CatalogOpener opener) {
            this.name = name;
            this.warehouse = warehouse;
            this.opener = opener;
        }

        Catalog catalog() {
            if (catalog == null) {
                catalog = opener.open(warehouse);
                catalog.createDatabase(DEFAULT_DATABASE, true);
            }
            return catalog;
        }

        void close() {
            if (catalog != null) {
                catalog.close();
                catalog = null;
            }
        }
    }

    /**
     * A temporary connector table: {@code 'print'} (inserting prints the rows with their kinds), {@code 'blackhole'}
     * or {@code 'datagen'}.
     */
    static final class PrintTable {
        /** The catalog and database it was created in (Flink registers a temporary table there). */
        final String catalog;
        final String database;
        final String name;
        final RowType rowType;
        /** {@code print}, {@code blackhole} (a sink that drops the rows) or {@code datagen} (a source). */
        final String connector;
        /** A datagen table's rows, else null. */
        final List<Object[]> rows;
        /** A datagen table with 'number-of-rows' (Flink reads it in batch mode; without it the source is unbounded). */
        final boolean bounded;

        PrintTable(String catalog, String database, String name, RowType rowType, String connector, List<Object[]> rows,
                   boolean bounded) {
            this.catalog = catalog;
            this.database = database;
            this.name = name;
            this.rowType = rowType;
            this.connector = connector;
            this.rows = rows;
            this.bounded = bounded;
        }
    }

    /** A resolved table name: catalog, identifier and the system table suffix ({@code snapshots}) or null. */
    static final class TableName {
        final CatalogEntry catalog;
        final Identifier id;
        final String system;
        /** The branch of {@code t$branch_<name>} (Paimon's branch tables), or null for the table itself (main). */
        final String branch;

        TableName(CatalogEntry catalog, Identifier id, String system) {
            this(catalog, id, system, null);
        }

        TableName(CatalogEntry catalog, Identifier id, String system, String branch) {
            this.catalog = catalog;
            this.id = id;
            this.system = system;
            this.branch = branch;
        }

        @Override
        public String toString() {
            return id.fullName() + (branch == null ? "" : "$branch_" + branch)
                    + (system == null || SystemTables.GLOBAL.equals(system) ? "" : "$" + system);
        }
    }

    public Session(String warehouse, CatalogOpener opener, PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
        this.opener = opener;
        catalogs.put(DEFAULT_CATALOG, new CatalogEntry(DEFAULT_CATALOG, warehouse, opener));
        this.queries = new QueryRunner(this);
    }

    QueryRunner queries() {
        return queries;
    }

    @Override
    public void close() {
        for (CatalogEntry c : catalogs.values()) {
            c.close();
        }
    }

    // ---- output --------------------------------------------------------------------------------

    void printRow(RowKind kind, Object[] values, RowType type) {
        out.println(ValueFormatter.formatRow(kind, GenericRow.of(values), type));
    }

    void info(String msg) {
        err.println("[INFO] " + msg);
    }

    void note(String msg) {
        err.println("[NOTE] " + msg);
    }

    // ---- execution -----------------------------------------------------------------------------

    /** Runs one statement (no trailing ';'). @throws SqlError or VarveException when it fails */
    public void execute(String statement) {
        RowKindNotation.Result rk = RowKindNotation.rewrite(statement);
        SqlNode node = FlinkParser.parse(rk.sql);
        if (rk.hasKinds() && !(node instanceof RichSqlInsert)) {
            throw new SqlError("row kinds (+I, -U, +U, -D) are only allowed in INSERT INTO ... VALUES");
        }
        dispatch(node, rk);
    }

    /**
     * Refuses a statement Flink runs in batch mode only (DELETE, UPDATE, TRUNCATE TABLE: Flink's planner refuses them
     * in streaming mode before Paimon sees them).
     */
    void batchOnly(String statement) {
        if (streaming) {
            throw new SqlError(statement + " is not supported in streaming mode (as in Flink); run it after"
                    + " SET 'execution.runtime-mode' = 'batch'");
        }
    }

    private void dispatch(SqlNode node, RowKindNotation.Result rk) {
        if (node instanceof RichSqlInsert) {
            queries.insert((RichSqlInsert) node, rk.hasKinds() ? rk.kinds : null);
        } else if (node instanceof SqlSelect || node instanceof SqlOrderBy
                || node.getKind() == SqlKind.UNION || node.getKind() == SqlKind.INTERSECT || node.getKind() == SqlKind.EXCEPT
                || node.getKind() == SqlKind.VALUES || node.getKind() == SqlKind.WITH) {
            queries.select(node);
        } else if (node instanceof SqlDelete) {
            batchOnly("DELETE");
            queries.delete((SqlDelete) node);
        } else if (node instanceof SqlUpdate) {
            batchOnly("UPDATE");
            queries.update((SqlUpdate) node);
        } else if (node instanceof SqlCreateTable) {
            createTable((SqlCreateTable) node);
        } else if (node instanceof SqlDropTable) {
            dropTable((SqlDropTable) node);
        } else if (node instanceof SqlDropPartitions) {
            dropPartitions((SqlDropPartitions) node);
        } else if (node instanceof SqlTruncateTable) {
            batchOnly("TRUNCATE TABLE");
            truncateTable((SqlTruncateTable) node);
        } else if (node instanceof SqlAlterTable) {
            alterTable((SqlAlterTable) node);
        } else if (node instanceof SqlCreateDatabase) {
            createDatabase((SqlCreateDatabase) node);
        } else if (node instanceof SqlDropDatabase) {
            dropDatabase((SqlDropDatabase) node);
        } else if (node instanceof SqlUseDatabase) {
            useDatabase((SqlUseDatabase) node);
        } else if (node instanceof SqlCreateCatalog) {
            createCatalog((SqlCreateCatalog) node);
        } else if (node instanceof SqlUseCatalog) {
            useCatalog(((SqlUseCatalog) node).catalogName());
        } else if (node instanceof SqlDropCatalog) {
            dropCatalog((SqlDropCatalog) node);
        } else if (node instanceof SqlShowDatabases) {
            CatalogEntry c = catalog(((SqlShowDatabases) node).getCatalogName());
            List<String> dbs = new ArrayList<>(c.catalog().listDatabases());
            Collections.sort(dbs);
            printStrings(dbs);
        } else if (node instanceof SqlCreateView) {
            views.create((SqlCreateView) node);
        } else if (node instanceof SqlDropView) {
            views.drop((SqlDropView) node);
        } else if (node instanceof SqlAlterView) {
            views.alter((SqlAlterView) node);
        } else if (node instanceof SqlShowCreateView) {
            views.showCreate(((SqlShowCreateView) node).getFullViewName());
        } else if (node instanceof SqlAlterDatabase) {
            // Paimon 1.4.2's filesystem catalog: "Alter database is not supported."
            throw new SqlError("ALTER DATABASE " + String.join(".", ((SqlAlterDatabase) node).getFullName())
                    + ": Paimon's filesystem catalog does not support altering a database");
        } else if (node instanceof SqlShowTables) {
            showTables((SqlShowTables) node);
        } else if (node instanceof SqlShowColumns) {
            SqlShowColumns show = (SqlShowColumns) node;
            describe(show.getSqlIdentifierNameList().toArray(new String[0]), show);
        } else if (node instanceof SqlShowPartitions) {
            showPartitions((SqlShowPartitions) node);
        } else if (node instanceof SqlShowCatalogs) {
            // a Flink session also lists its built-in in-memory catalog (Varve keeps no tables there)
            java.util.TreeSet<String> names = new java.util.TreeSet<>(catalogs.keySet());
            names.add(FLINK_BUILTIN_CATALOG);
            printStrings(new ArrayList<>(names));
        } else if (node instanceof SqlShowCurrentCatalog) {
            printStrings(List.of(currentCatalog));
        } else if (node instanceof SqlShowCurrentDatabase) {
            printStrings(List.of(currentDatabase));
        } else if (node instanceof SqlRichDescribeTable) {
            describe(((SqlRichDescribeTable) node).fullTableName(), null);
        } else if (node instanceof SqlShowCreateTable) {
            showCreate(((SqlShowCreateTable) node).getFullTableName());
        } else if (node instanceof SqlSet) {
            set((SqlSet) node);
        } else if (node instanceof SqlReset) {
            String key = ((SqlReset) node).getKeyString();
            if (key == null || key.equals("execution.runtime-mode")) {
                streaming = false;
            }
            info("Session property has been reset.");
        } else if (node.getKind() == SqlKind.PROCEDURE_CALL) {
            new Procedures(this, queries).call((SqlBasicCall) node);
        } else {
            String kind = node.getClass().getSimpleName().replaceFirst("^Sql(Rich)?", "");
            throw new SqlError("statement not supported by varve: " + kind
                    + " (see CLI.md for the statements Varve runs)");
        }
    }

    private void printStrings(List<String> values) {
        RowType t = new RowType(List.of(new DataField(0, "name", DataType.string())));
        for (String v : values) {
            printRow(RowKind.INSERT, new Object[]{v}, t);
        }
    }

    // ---- name resolution -----------------------------------------------------------------------

    CatalogEntry currentCatalog() {
        return catalog(currentCatalog);
    }

    private String currentDatabase() {
        return currentDatabase;
    }

    CatalogEntry catalog(String name) {
        if (name == null) {
            return currentCatalog();
        }
        CatalogEntry c = catalogs.get(name);
        if (c == null) {
            for (Map.Entry<String, CatalogEntry> e : catalogs.entrySet()) {
                if (e.getKey().equalsIgnoreCase(name)) {
                    return e.getValue();
                }
            }
            String hint = Suggest.closest(name, catalogs.keySet());
            throw new SqlError("catalog '" + name + "' does not exist"
                    + (hint != null ? " (did you mean '" + hint + "'?)" : " (catalogs: " + String.join(", ", catalogs.keySet()) + ")"));
        }
        return c;
    }

    /** Resolves {@code [catalog.][db.]table[$system]}. */
    TableName tableName(List<String> names) {
        if (names.isEmpty() || names.size() > 3) {
            throw new SqlError("invalid table name '" + String.join(".", names) + "'");
        }
        String table = names.get(names.size() - 1);
        String db = names.size() >= 2 ? names.get(names.size() - 2) : currentDatabase;
        CatalogEntry cat = names.size() == 3 ? catalog(names.get(0)) : currentCatalog();
        String system = null;
        String branch = null;
        int dollar = table.indexOf('$');
        if (dollar > 0) {
            String rest = table.substring(dollar + 1);
            table = table.substring(0, dollar);
            // t$branch_<name>[$system]: Paimon's branch tables (the branch name keeps its case)
            if (rest.regionMatches(true, 0, BRANCH_PREFIX, 0, BRANCH_PREFIX.length())) {
                int next = rest.indexOf('$');
                branch = rest.substring(BRANCH_PREFIX.length(), next < 0 ? rest.length() : next);
                rest = next < 0 ? null : rest.substring(next + 1);
            }
            system = rest == null ? null : rest.toLowerCase(Locale.ROOT);
        } else if (names.size() >= 2 && SystemTables.SYSTEM_DATABASE.equals(db)) {
            system = SystemTables.GLOBAL; // sys.all_table_options ...: Paimon's catalog-wide system tables
        }
        return new TableName(cat, Identifier.of(db, table), system, branch);
    }

    /** A table's location as Paimon's Flink catalog prints it in its options ({@code 'path'}). */
    static String tablePath(CatalogEntry catalog, String database, String table) {
        return "file:" + catalog.warehouse + "/" + database + ".db/" + table;
    }

    TableName tableName(String[] names) {
        return tableName(List.of(names));
    }

    /**
     * The temporary connector table a reference names, or null: {@code t} and {@code db.t} are in the current catalog
     * (and database), as Flink resolves them; a temporary table lives in the catalog and database it was created in.
     */
    PrintTable printTable(List<String> names) {
        if (printTables.isEmpty() || names.isEmpty() || names.size() > 3) {
            return null;
        }
        return printTables.get(printKey(names.size() == 3 ? names.get(0) : currentCatalog,
                names.size() >= 2 ? names.get(names.size() - 2) : currentDatabase, names.get(names.size() - 1)));
    }

    private static String printKey(String catalog, String database, String name) {
        return catalog + "\u0000" + database + "\u0000" + name;
    }

    /** Loads a table. @throws SqlError naming it, with a did-you-mean hint, when it does not exist */
    Table table(TableName name) {
        Catalog c = name.catalog.catalog();
        if (!c.databaseExists(name.id.database())) {
            String hint = Suggest.closest(name.id.database(), c.listDatabases());
            throw new SqlError("database '" + name.id.database() + "' does not exist"
                    + (hint != null ? " (did you mean '" + hint + "'?)" : ""));
        }
        if (!c.tableExists(name.id)) {
            String hint = Suggest.closest(name.id.table(), c.listTables(name.id.database()));
            throw new SqlError("table '" + name.id.fullName() + "' does not exist"
                    + (hint != null ? " (did you mean '" + hint + "'?)" : ""));
        }
        Table t = c.getTable(name.id);
        if (name.branch == null) {
            return t;
        }
        try {
            return t.onBranch(name.branch);
        } catch (VarveException.NotFound e) {
            throw new SqlError(e.getMessage());
        }
    }

    /** The prefix of a branch in a table name: {@code t$branch_b}. */
    static final String BRANCH_PREFIX = "branch_";

    // ---- catalogs and databases -----------------------------------------------------------------

    private void createCatalog(SqlCreateCatalog node) {
        String name = node.catalogName();
        Map<String, String> props = node.getProperties();
        String type = props.getOrDefault("type", "");
        if (!type.equalsIgnoreCase("paimon") && !type.equalsIgnoreCase("varve")) {
            throw new SqlError("catalog '" + name + "': type '" + type + "' is not supported (use 'paimon' or 'varve')");
        }
        String metastore = props.getOrDefault("metastore", "filesystem");
        if (!metastore.equalsIgnoreCase("filesystem")) {
            throw new SqlError("catalog '" + name + "': metastore '" + metastore
                    + "' is not supported; Varve catalogs are warehouse directories (metastore 'filesystem')");
        }
        String warehouse = props.get("warehouse");
        if (warehouse == null) {
            throw new SqlError("catalog '" + name + "': option 'warehouse' is required");
        }
        String dir = warehouseDir(name, warehouse);
        if (catalogs.containsKey(name)) {
            if (node.isIfNotExists()) {
                return;
            }
            throw new SqlError("catalog '" + name + "' already exists");
        }
        catalogs.put(name, new CatalogEntry(name, dir, opener));
        info("Catalog " + name + " created (warehouse " + dir + ").");
    }

    private static String warehouseDir(String catalog, String warehouse) {
        String w = warehouse;
        if (w.startsWith("file://")) {
            w = w.substring("file://".length());
        } else if (w.startsWith("file:")) {
            w = w.substring("file:".length());
        } else if (w.matches("^[a-zA-Z][a-zA-Z0-9+.-]*://.*")) {
            throw new SqlError("catalog '" + catalog + "': warehouse '" + warehouse
                    + "' is not supported; use a local directory");
        }
        Path p = Paths.get(w).toAbsolutePath().normalize();
        return p.toString();
    }

    private void useCatalog(String name) {
        CatalogEntry c = catalog(name);
        currentCatalog = c.name;
        currentDatabase = DEFAULT_DATABASE;
        info("Using catalog " + c.name + ".");
    }

    private void dropCatalog(SqlDropCatalog node) {
        String name = node.catalogName();
        CatalogEntry c = catalogs.get(name);
        if (c == null) {
            if (node.getIfExists()) {
                return;
            }
            throw new SqlError("catalog '" + name + "' does not exist");
        }
        if (name.equals(currentCatalog)) {
            throw new SqlError("cannot drop catalog '" + name + "': it is the current catalog");
        }
        c.close();
        catalogs.remove(name);
        info("Catalog " + name + " dropped (its data is untouched).");
    }

    private String[] dbName(String[] full) {
        if (full.length == 1) {
            return new String[]{currentCatalog, full[0]};
        }
        if (full.length == 2) {
            return full;
        }
        throw new SqlError("invalid database name '" + String.join(".", full) + "'");
    }

    private void createDatabase(SqlCreateDatabase node) {
        String[] n = dbName(node.getFullName());
        if (SystemTables.SYSTEM_DATABASE.equals(n[1])) {
            throw new SqlError("cannot create database '" + n[1] + "': it is the system database (sys.all_table_options ...)");
        }
        Catalog c = catalog(n[0]).catalog();
        if (c.databaseExists(n[1])) {
            if (!node.isIfNotExists()) {
                throw new SqlError("database '" + n[1] + "' already exists");
            }
            info("Database " + n[1] + " already exists.");
            return;
        }
        c.createDatabase(n[1], node.isIfNotExists());
        info("Database " + n[1] + " created.");
    }

    private void dropDatabase(SqlDropDatabase node) {
        String[] n = dbName(node.getFullName());
        Catalog c = catalog(n[0]).catalog();
        if (!c.databaseExists(n[1])) {
            if (node.getIfExists()) {
                return;
            }
            throw new SqlError("database '" + n[1] + "' does not exist");
        }
        if (n[0].equals(currentCatalog) && n[1].equalsIgnoreCase(currentDatabase)) {
            // as Flink's catalog manager: the session would be left in a database that no longer exists
            throw new SqlError("cannot drop database '" + n[1] + "': it is the current database (USE another one first)");
        }
        if (!node.isCascade() && !c.listTables(n[1]).isEmpty()) {
            throw new SqlError("database '" + n[1] + "' is not empty (" + c.listTables(n[1]).size()
                    + " tables); use DROP DATABASE " + n[1] + " CASCADE");
        }
        c.dropDatabase(n[1], node.getIfExists(), node.isCascade());
        info("Database " + n[1] + " dropped.");
    }

    private void useDatabase(SqlUseDatabase node) {
        String[] n = dbName(node.fullDatabaseName());
        CatalogEntry cat = catalog(n[0]);
        if (!cat.catalog().databaseExists(n[1])) {
            String hint = Suggest.closest(n[1], cat.catalog().listDatabases());
            throw new SqlError("database '" + n[1] + "' does not exist" + (hint != null ? " (did you mean '" + hint + "'?)" : ""));
        }
        currentCatalog = cat.name;
        currentDatabase = n[1];
        info("Using database " + currentDatabase + ".");
    }

    // ---- tables --------------------------------------------------------------------------------

    private void createTable(SqlCreateTable node) {
        String[] full = node.getFullName();
        if (node instanceof SqlCreateTableAs) {
            derived.createAs((SqlCreateTableAs) node);
            return;
        }
        if (node instanceof org.apache.flink.sql.parser.ddl.SqlReplaceTableAs) {
            derived.replaceAs((org.apache.flink.sql.parser.ddl.SqlReplaceTableAs) node);
            return;
        }
        if (node instanceof SqlCreateTableLike) {
            derived.createLike((SqlCreateTableLike) node);
            return;
        }
        Map<String, String> options = new LinkedHashMap<>(node.getProperties());
        List<DataField> fields = declaredColumns(node);
        List<String> pk = declaredPrimaryKey(node);
        if (options.get("connector") != null || node.isTemporary()) {
            createTemporaryTable(full, fields, options, node.isTemporary(), node.isIfNotExists());
            return;
        }
        createCatalogTable(full, fields, pk, node.getPartitionKeyList(), options, node.getComment(), node.isIfNotExists());
    }

    /**
     * A connector table of the session: {@code 'print'} and {@code 'blackhole'} sinks, {@code 'datagen'} sources of
     * sequence fields ({@link DataGen}).
     */
    void createTemporaryTable(String[] full, List<DataField> fields, Map<String, String> options, boolean temporary,
                              boolean ifNotExists) {
        String connector = options.get("connector");
        String what = "CREATE " + (temporary ? "TEMPORARY " : "") + "TABLE " + String.join(".", full);
        String c = connector == null ? null : connector.toLowerCase(Locale.ROOT);
        if (c == null || !(c.equals("print") || c.equals("blackhole") || c.equals("datagen"))) {
            throw new SqlError(what + ": " + (connector == null ? "temporary tables need a 'connector' ('print', 'blackhole' or 'datagen')"
                    : "connector '" + connector + "' is not supported (only 'print', 'blackhole' and 'datagen')"));
        }
        if (full.length > 3) {
            throw new SqlError(what + ": invalid table name");
        }
        String name = full[full.length - 1];
        String cat = full.length == 3 ? catalog(full[0]).name : currentCatalog;
        String db = full.length >= 2 ? full[full.length - 2] : currentDatabase;
        RowType type = new RowType(fields);
        List<Object[]> rows = c.equals("datagen") ? DataGen.rows(name, type, options) : null;
        if (printTables.containsKey(printKey(cat, db, name))) {
            if (ifNotExists) {
                return;
            }
            throw new SqlError("temporary table '" + name + "' already exists");
        }
        printTables.put(printKey(cat, db, name), new PrintTable(cat, db, name, type, c, rows, options.containsKey("number-of-rows")));
        info("Temporary " + c + " table " + name + " created.");
    }

    /**
     * Creates a table in its catalog as Paimon's catalog does: the {@code 'primary-key'} and {@code 'partition'}
     * options become the primary key and partition columns (refused when the DDL declares them too), primary-key
     * columns become NOT NULL (SEMANTICS §1). Returns the new table's name, or null when it exists and
     * {@code ifNotExists} is set.
     */
    TableName createCatalogTable(String[] full, List<DataField> columns, List<String> primaryKey, List<String> partitionKeys,
                                 Map<String, String> tableOptions, String comment, boolean ifNotExists) {
        List<DataField> fields = new ArrayList<>(columns);
        List<String> pk = new ArrayList<>(primaryKey);
        List<String> partitions = new ArrayList<>(partitionKeys);
        Map<String, String> options = new LinkedHashMap<>(tableOptions);
        String what = "CREATE TABLE " + String.join(".", full);
        String pkOption = options.remove(CoreOptions.PRIMARY_KEY.key());
        if (pkOption != null) {
            if (!pk.isEmpty()) {
                throw new SqlError(what + ": cannot define primary key on DDL and table options at the same time");
            }
            pk.addAll(optionColumns(pkOption));
        }
        String partitionOption = options.remove(CoreOptions.PARTITION.key());
        if (partitionOption != null) {
            if (!partitions.isEmpty()) {
                throw new SqlError(what + ": cannot define partition on DDL and table options at the same time");
            }
            partitions.addAll(optionColumns(partitionOption));
        }
        // primary-key columns are NOT NULL (SEMANTICS §1)
        for (int i = 0; i < fields.size(); i++) {
            for (String k : pk) {
                if (fields.get(i).name().equalsIgnoreCase(k)) {
                    fields.set(i, fields.get(i).withType(fields.get(i).type().notNull()));
                }
            }
        }
        for (String k : pk) {
            if (fields.stream().noneMatch(f -> f.name().equalsIgnoreCase(k))) {
                throw new SqlError(what + ": primary key column '" + k + "' is not a column");
            }
        }
        for (String k : partitions) {
            if (fields.stream().noneMatch(f -> f.name().equalsIgnoreCase(k))) {
                throw new SqlError(what + ": partition column '" + k + "' is not a column");
            }
        }
        TableName name = tableName(full);
        if (name.system != null || name.branch != null) {
            throw new SqlError("cannot create a table named '" + full[full.length - 1] + "': '$' marks system tables");
        }
        Catalog c = name.catalog.catalog();
        if (!c.databaseExists(name.id.database())) {
            throw new SqlError("database '" + name.id.database() + "' does not exist");
        }
        if (c.tableExists(name.id)) {
            if (ifNotExists) {
                info("Table " + name.id.fullName() + " already exists.");
                return null;
            }
            throw new SqlError("table '" + name.id.fullName() + "' already exists");
        }
        Schema schema = new Schema(new RowType(fields), pk, partitions, options, comment);
        List<String> warnings = Kernel.createTable(c, name.id, schema, ifNotExists);
        for (String w : warnings) {
            err.println("[WARN] " + w);
        }
        info("Table " + name.id.fullName() + " created.");
        return name;
    }

    /** The columns a CREATE TABLE declares (regular columns only). */
    static List<DataField> declaredColumns(SqlCreateTable node) {
        String what = "CREATE TABLE " + String.join(".", node.getFullName());
        List<DataField> fields = new ArrayList<>();
        for (SqlNode col : node.getColumnList()) {
            if (!(col instanceof SqlTableColumn.SqlRegularColumn)) {
                throw new SqlError(what + ": computed and metadata columns are not supported (" + col.toString().strip() + ")");
            }
            SqlTableColumn.SqlRegularColumn rc = (SqlTableColumn.SqlRegularColumn) col;
            DataType t = Types.fromSpec(rc.getType());
            fields.add(new DataField(fields.size(), rc.getName().getSimple(), t, rc.getComment()));
        }
        if (node.getWatermark().isPresent()) {
            throw new SqlError(what + ": WATERMARK is not supported");
        }
        if (node.getDistribution() != null) {
            throw new SqlError(what + ": DISTRIBUTED BY is not supported; use 'bucket' and 'bucket-key' options");
        }
        return fields;
    }

    /** The PRIMARY KEY a CREATE TABLE declares (empty for none); UNIQUE constraints are refused. */
    static List<String> declaredPrimaryKey(SqlCreateTable node) {
        return declaredPrimaryKey(node, false);
    }

    /**
     * As {@link #declaredPrimaryKey(SqlCreateTable)}; with {@code tableLevelOnly} only a table-level
     * {@code PRIMARY KEY (...)} counts (a CTAS column list of bare names holds identifiers, which
     * {@code getFullConstraints()} cannot read).
     */
    static List<String> declaredPrimaryKey(SqlCreateTable node, boolean tableLevelOnly) {
        List<String> pk = new ArrayList<>();
        for (SqlTableConstraint c : tableLevelOnly ? node.getTableConstraints() : node.getFullConstraints()) {
            if (!c.isPrimaryKey()) {
                throw new SqlError("CREATE TABLE " + String.join(".", node.getFullName()) + ": UNIQUE constraints are not supported");
            }
            Collections.addAll(pk, c.getColumnNames());
        }
        return pk;
    }

    /** The column names of a {@code 'primary-key'} / {@code 'partition'} option ({@code 'a, b'}). */
    private static List<String> optionColumns(String value) {
        List<String> out = new ArrayList<>();
        for (String s : value.split(",")) {
            if (!s.isBlank()) {
                out.add(s.strip());
            }
        }
        return out;
    }

    private void dropTable(SqlDropTable node) {
        String[] full = node.getFullName();
        PrintTable p = printTable(List.of(full));
        if (p != null) {
            if (!node.isTemporary()) {
                // as Flink: a temporary table shadows a permanent one of that name, DROP TABLE would mean the latter
                throw new SqlError("temporary table '" + p.name + "' exists: drop it with DROP TEMPORARY TABLE " + p.name);
            }
            printTables.remove(printKey(p.catalog, p.database, p.name));
            info("Temporary table " + p.name + " dropped.");
            return;
        }
        if (node.isTemporary()) {
            if (node.getIfExists()) {
                return;
            }
            throw new SqlError("temporary table '" + String.join(".", full) + "' does not exist");
        }
        TableName name = tableName(full);
        Catalog c = name.catalog.catalog();
        if (!c.tableExists(name.id)) {
            if (node.getIfExists()) {
                return;
            }
            table(name); // throws with a hint
        }
        if (name.system != null || name.branch != null) {
            throw new SqlError("cannot drop " + name + ": drop the table, or a branch with CALL sys.delete_branch");
        }
        c.dropTable(name.id, node.getIfExists());
        info("Table " + name.id.fullName() + " dropped.");
    }

    /**
     * {@code TRUNCATE TABLE t}, as Paimon's Flink sink runs it: one {@code OVERWRITE} snapshot that
     * removes every row, committed even when the table is empty (primary-key and append tables).
     */
    private void truncateTable(SqlTruncateTable node) {
        TableName name = tableName(node.fullTableName());
        if (name.system != null) {
            throw new SqlError("cannot truncate system table " + name);
        }
        long snapshot = table(name).truncate();
        info("Table " + name.id.fullName() + " truncated: overwrite committed as snapshot " + snapshot + ".");
    }

    /**
     * {@code ALTER TABLE t DROP [IF EXISTS] PARTITION (k = v, ...) [, PARTITION (...)]}, as Paimon's
     * Flink catalog runs it: each spec (all or some of the partition columns) is checked to match a
     * partition holding data (an error without IF EXISTS), then dropped as its own
     * {@code OVERWRITE} snapshot.
     */
    private void dropPartitions(SqlDropPartitions node) {
        TableName name = tableName(node.fullTableName());
        if (name.system != null) {
            throw new SqlError("cannot drop partitions of system table " + name);
        }
        Table t = table(name);
        String what = "ALTER TABLE " + name + " DROP PARTITION";
        if (t.partitionKeys().isEmpty()) {
            throw new SqlError(what + ": table " + name + " is not partitioned");
        }
        List<Map<String, String>> specs = new ArrayList<>();
        for (int i = 0; i < node.getPartSpecs().size(); i++) {
            specs.add(partitionSpec(t, node.getPartitionKVs(i), what, name));
        }
        String nullName = CoreOptions.fromMap(t.options()).partitionDefaultName();
        for (Map<String, String> spec : specs) {
            boolean exists = false;
            for (Map<String, String> p : t.partitions()) {
                exists |= matches(p, spec, nullName);
            }
            if (!exists && !node.ifExists()) {
                throw new SqlError(what + ": partition " + spec + " of " + name + " does not exist");
            }
            long snapshot = t.truncatePartitions(List.of(spec));
            info("Partition " + spec + " of " + name + " dropped: overwrite committed as snapshot " + snapshot + ".");
        }
    }

    private void alterTable(SqlAlterTable node) {
        TableName name = tableName(node.fullTableName());
        List<SchemaChange> changes = new ArrayList<>();
        if (node instanceof SqlAlterTableRename) {
            renameTable(name, (SqlAlterTableRename) node);
            return;
        } else if (node instanceof SqlAlterTableOptions) {
            for (Map.Entry<String, String> e : ((SqlAlterTableOptions) node).getProperties().entrySet()) {
                changes.add(SchemaChange.setOption(e.getKey(), e.getValue()));
            }
        } else if (node instanceof SqlAlterTableReset) {
            for (String k : ((SqlAlterTableReset) node).getResetKeys()) {
                changes.add(SchemaChange.removeOption(k));
            }
        } else if (node instanceof SqlAlterTableAdd) {
            SqlAlterTableAdd add = (SqlAlterTableAdd) node;
            if (!add.getConstraints().isEmpty() || add.getWatermark().isPresent()) {
                throw new SqlError("ALTER TABLE " + name + " ADD: only columns can be added");
            }
            List<String> columns = name.system == null ? new ArrayList<>(table(name).rowType().names()) : new ArrayList<>();
            for (SqlNode n : add.getColumnPositions()) {
                checkAfter(columns, (SqlTableColumnPosition) n, name);
                columns.add(((SqlTableColumnPosition) n).getColumn().getName().getSimple());
            }
            for (SqlNode n : add.getColumnPositions()) {
                SqlTableColumnPosition pos = (SqlTableColumnPosition) n;
                if (!(pos.getColumn() instanceof SqlTableColumn.SqlRegularColumn)) {
                    throw new SqlError("ALTER TABLE " + name + " ADD: computed and metadata columns are not supported");
                }
                SqlTableColumn.SqlRegularColumn rc = (SqlTableColumn.SqlRegularColumn) pos.getColumn();
                DataType t = Types.fromSpec(rc.getType());
                if (!t.isNullable()) {
                    throw new SqlError("ALTER TABLE " + name + " ADD " + rc.getName() + ": an added column must be nullable");
                }
                changes.add(SchemaChange.addColumn(rc.getName().getSimple(), t, rc.getComment(), move(pos)));
            }
        } else if (node instanceof SqlAlterTableModify) {
            changes.addAll(modify(name, (SqlAlterTableModify) node));
        } else if (node instanceof SqlAlterTableDrop.SqlAlterTableDropColumn) {
            for (SqlNode n : ((SqlAlterTableDrop.SqlAlterTableDropColumn) node).getColumnList()) {
                SqlIdentifier c = (SqlIdentifier) n;
                if (!c.isSimple()) {
                    throw new SqlError("ALTER TABLE " + name + " DROP: nested columns cannot be dropped");
                }
                checkColumn(name, c.getSimple(), "The column `" + c.getSimple() + "` does not exist in the base table.");
                changes.add(SchemaChange.dropColumn(c.getSimple()));
            }
        } else if (node instanceof SqlAlterTableRenameColumn) {
            SqlAlterTableRenameColumn r = (SqlAlterTableRenameColumn) node;
            if (!r.getOldColumnIdentifier().isSimple() || !r.getNewColumnIdentifier().isSimple()) {
                throw new SqlError("ALTER TABLE " + name + " RENAME: nested columns cannot be renamed");
            }
            String from = r.getOldColumnIdentifier().getSimple();
            checkColumn(name, from, "The column `" + from + "` does not exist in the base table.");
            changes.add(SchemaChange.renameColumn(r.getOldColumnIdentifier().getSimple(),
                    r.getNewColumnIdentifier().getSimple()));
        } else if (node instanceof SqlAlterTableDrop.SqlAlterTableDropPrimaryKey) {
            // as Paimon 1.4.2: only a table without snapshots (the kernel refuses the others)
            if (name.system == null && table(name).primaryKeys().isEmpty()) {
                throw new SqlError("ALTER TABLE " + name + " DROP PRIMARY KEY: The base table does not define any primary key.");
            }
            changes.add(SchemaChange.dropPrimaryKey());
        } else {
            // SqlAlterTableDropWatermark -> DROP WATERMARK
            String kind = node.getClass().getSimpleName().replaceFirst("^SqlAlterTable", "").replaceAll("([a-z])([A-Z])", "$1 $2");
            throw new SqlError("ALTER TABLE " + name + ": " + kind.toUpperCase(Locale.ROOT) + " is not supported (SET, RESET,"
                    + " ADD column, MODIFY column, RENAME column, DROP column, DROP PRIMARY KEY, RENAME TO and DROP PARTITION are)");
        }
        if (name.system != null) {
            throw new SqlError("cannot alter system table " + name);
        }
        table(name);
        List<String> warnings;
        try {
            warnings = name.catalog.catalog().alterTable(name.id, name.branch, changes, false);
        } catch (VarveException.NotFound e) {
            throw new SqlError(e.getMessage());
        }
        for (String w : warnings) {
            err.println("[WARN] " + w);
        }
        info("Table " + name + " altered.");
    }

    /**
     * {@code ALTER TABLE t RENAME TO t2} (the new name may name another database of the same catalog): the table's
     * directory moves, as Paimon's filesystem catalog does.
     */
    private void renameTable(TableName name, SqlAlterTableRename node) {
        TableName to = tableName(node.fullNewTableName());
        if (name.system != null || to.system != null) {
            throw new SqlError("ALTER TABLE " + name + " RENAME TO " + to + ": system tables cannot be renamed");
        }
        if (name.branch != null || to.branch != null) {
            throw new SqlError("ALTER TABLE " + name + " RENAME TO " + to + ": branches cannot be renamed");
        }
        if (to.catalog != name.catalog) {
            throw new SqlError("ALTER TABLE " + name + " RENAME TO " + to + ": a table cannot move to another catalog");
        }
        table(name);
        name.catalog.catalog().renameTable(name.id, to.id, false);
        info("Table " + name.id.fullName() + " renamed to " + to.id.fullName() + ".");
    }

    /**
     * Flink validates an ALTER TABLE against the table its catalog returns, which Paimon 1.4.2 opens in the schema a
     * stored time-travel option travels to: a column added after that snapshot cannot be dropped, renamed, modified or
     * referenced by AFTER (probes fix24 m01-m06), with Flink's messages. The kernel changes the latest schema.
     */
    private void checkColumn(TableName name, String column, String message) {
        if (name.system == null && !table(name).rowType().names().contains(column)) {
            throw new SqlError("ALTER TABLE " + name + ": " + message);
        }
    }

    /** The AFTER of an ADD / MODIFY position must name one of {@code columns} (Flink's check, see {@link #checkColumn}). */
    private static void checkAfter(List<String> columns, SqlTableColumnPosition pos, TableName name) {
        if (pos.isAfterReferencedColumn()) {
            String ref = pos.getAfterReferencedColumn().getSimple();
            if (!columns.contains(ref)) {
                throw new SqlError("ALTER TABLE " + name + ": Referenced column `" + ref + "` by 'AFTER' does not exist in the table.");
            }
        }
    }

    /** The FIRST / AFTER of a column position, null for none (at the end). */
    private static SchemaChange.Move move(SqlTableColumnPosition pos) {
        if (pos.isFirstColumn()) {
            return SchemaChange.Move.first();
        }
        return pos.isAfterReferencedColumn() ? SchemaChange.Move.after(pos.getAfterReferencedColumn().getSimple()) : null;
    }

    /**
     * {@code ALTER TABLE t MODIFY c type [COMMENT '...'] [FIRST | AFTER x]} with the column's own type: a move and/or a
     * comment change (a MODIFY without COMMENT keeps the comment, as in Paimon), and a change of type or nullability
     * (files written before are read through a cast; the kernel refuses what Paimon refuses and the casts it lacks).
     */
    private List<SchemaChange> modify(TableName name, SqlAlterTableModify node) {
        if (!node.getConstraints().isEmpty() || node.getWatermark().isPresent()) {
            throw new SqlError("ALTER TABLE " + name + " MODIFY: only columns can be modified");
        }
        Table table = table(name);
        RowType current = table.rowType();
        List<SchemaChange> out = new ArrayList<>();
        for (SqlNode n : node.getColumnPositions()) {
            SqlTableColumnPosition pos = (SqlTableColumnPosition) n;
            if (!(pos.getColumn() instanceof SqlTableColumn.SqlRegularColumn)) {
                throw new SqlError("ALTER TABLE " + name + " MODIFY: computed and metadata columns are not supported");
            }
            SqlTableColumn.SqlRegularColumn rc = (SqlTableColumn.SqlRegularColumn) pos.getColumn();
            String col = rc.getName().getSimple();
            int at = current.names().indexOf(col);
            if (at < 0) {
                throw new SqlError("ALTER TABLE " + name + " MODIFY: Try to modify a column `" + col + "` which does not exist in the table.");
            }
            checkAfter(current.names(), pos, name);
            DataField f = current.fields().get(at);
            DataType t = Types.fromSpec(rc.getType());
            if (table.primaryKeys().contains(col)) {
                t = t.notNull(); // Flink's planner makes primary-key columns NOT NULL
            }
            if (!t.equals(f.type())) {
                out.add(SchemaChange.updateColumnType(col, t)); // the kernel refuses what Paimon refuses
            }
            out.add(SchemaChange.modifyColumn(col, rc.getComment(), move(pos)));
        }
        return out;
    }

    /**
     * {@code SHOW TABLES [FROM|IN [catalog.]db] [[NOT] [I]LIKE 'pattern']}: the database's tables
     * (and the session's temporary tables and views created in that database, as Flink lists them), sorted.
     */
    private void showTables(SqlShowTables node) {
        boolean viewsOnly = node.getTableKind() == SqlShowTables.SqlTableKind.VIEW;
        String what = viewsOnly ? "SHOW VIEWS" : "SHOW TABLES";
        if (node.getTableKind() == SqlShowTables.SqlTableKind.MATERIALIZED_TABLE) {
            throw new SqlError("SHOW MATERIALIZED TABLES: Paimon's filesystem catalog has no materialized tables");
        }
        java.util.Set<String> tables = new java.util.TreeSet<>();
        List<String> from = node.getSqlIdentifierNameList();
        CatalogEntry c = from.size() > 1 ? catalog(from.get(0)) : currentCatalog();
        String db = from.isEmpty() ? currentDatabase() : from.get(from.size() - 1);
        if (!from.isEmpty() && !c.catalog().databaseExists(db)) {
            throw new SqlError(what + ": database '" + db + "' does not exist");
        }
        // Flink's SHOW TABLES lists the temporary views too; SHOW VIEWS only them (the filesystem catalog has no views)
        tables.addAll(views.names(c.name, db));
        if (!viewsOnly) {
            tables.addAll(c.catalog().listTables(db));
            for (PrintTable p : printTables.values()) {
                if (p.catalog.equals(c.name) && p.database.equals(db)) {
                    tables.add(p.name);
                }
            }
        }
        printStrings(like(node, new ArrayList<>(tables)));
    }

    /** The names a {@code SHOW ... [NOT] [I]LIKE 'pattern'} keeps ({@code %} any run, {@code _} one character). */
    private static List<String> like(SqlShowCall show, List<String> names) {
        if (!show.isWithLike()) {
            return names;
        }
        boolean ignoreCase = "ILIKE".equalsIgnoreCase(show.getLikeType());
        StringBuilder re = new StringBuilder();
        for (char ch : show.getLikeSqlPattern().toCharArray()) {
            re.append(ch == '%' ? ".*" : ch == '_' ? "." : java.util.regex.Pattern.quote(String.valueOf(ch)));
        }
        java.util.regex.Pattern p = java.util.regex.Pattern.compile(re.toString(),
                java.util.regex.Pattern.DOTALL | (ignoreCase ? java.util.regex.Pattern.CASE_INSENSITIVE | java.util.regex.Pattern.UNICODE_CASE : 0));
        List<String> out = new ArrayList<>();
        for (String n : names) {
            if (p.matcher(n).matches() != show.isNotLike()) {
                out.add(n);
            }
        }
        return out;
    }

    /**
     * {@code SHOW PARTITIONS t [PARTITION (k = v, ...)]}, as Flink lists a Paimon table's partitions:
     * one row per partition holding data in the latest snapshot, {@code k1=v1/k2=v2} (NULL as
     * {@code partition.default-name}), sorted; a spec keeps the partitions it matches.
     */
    private void showPartitions(SqlShowPartitions node) {
        TableName name = tableName(node.fullTableName());
        if (name.system != null) {
            throw new SqlError("cannot show partitions of system table " + name);
        }
        Table t = table(name);
        String what = "SHOW PARTITIONS " + name;
        if (t.partitionKeys().isEmpty()) {
            throw new SqlError(what + ": table " + name + " is not partitioned");
        }
        Map<String, String> spec = node.getPartitionSpec() == null ? Map.of()
                : partitionSpec(t, node.getPartitionKVs(), what, name);
        String nullName = CoreOptions.fromMap(t.options()).partitionDefaultName();
        List<Map<String, String>> partitions = new ArrayList<>(t.partitions());
        Table fallback = SystemTables.fallbackBranchTable(t);
        if (fallback != null) {
            // as Paimon 1.4.2's catalog lists them: with the fallback branch's partitions (golden
            // sweep45_op45_fallback_partitions)
            for (Map<String, String> p : fallback.partitions()) {
                if (!partitions.contains(p)) {
                    partitions.add(p);
                }
            }
        }
        List<String> out = new ArrayList<>();
        for (Map<String, String> p : partitions) {
            if (matches(p, spec, nullName)) {
                StringBuilder sb = new StringBuilder();
                for (String k : t.partitionKeys()) {
                    String v = p.get(k);
                    sb.append(sb.length() == 0 ? "" : "/").append(k).append('=').append(v == null ? nullName : v);
                }
                out.add(sb.toString());
            }
        }
        Collections.sort(out);
        RowType rt = new RowType(List.of(new DataField(0, "partition name", DataType.string())));
        for (String v : out) {
            printRow(RowKind.INSERT, new Object[]{v}, rt);
        }
    }

    /** A {@code PARTITION (k = v, ...)} spec with the table's spelling of each partition column. */
    private static Map<String, String> partitionSpec(Table t, Map<String, String> kvs, String what, TableName name) {
        Map<String, String> spec = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : kvs.entrySet()) {
            String key = null;
            for (String k : t.partitionKeys()) {
                if (k.equalsIgnoreCase(e.getKey())) {
                    key = k;
                }
            }
            if (key == null) {
                throw new SqlError(what + ": '" + e.getKey() + "' is not a partition column of " + name
                        + " (partition columns: " + t.partitionKeys() + ")");
            }
            spec.put(key, e.getValue());
        }
        return spec;
    }

    /** Whether partition {@code p} (column → value, null for NULL) has every value of {@code spec}. */
    private static boolean matches(Map<String, String> p, Map<String, String> spec, String nullName) {
        for (Map.Entry<String, String> e : spec.entrySet()) {
            String v = p.get(e.getKey());
            if (!(v == null ? nullName : v).equals(e.getValue())) {
                return false;
            }
        }
        return true;
    }

    /** {@code DESCRIBE t}, or {@code SHOW COLUMNS FROM t [[NOT] [I]LIKE 'pattern']} when {@code show} is given. */
    private void describe(String[] full, SqlShowColumns show) {
        PrintTable p = printTable(List.of(full));
        RowType rt;
        List<String> pk;
        Views.View view = p == null ? views.lookup(List.of(full)) : null;
        if (p != null) {
            rt = p.rowType;
            pk = List.of();
        } else if (view != null) {
            rt = views.read(view).rowType();
            pk = List.of();
        } else {
            TableName name = tableName(full);
            if (name.system != null) {
                Relation r = SystemTables.read(this, name, Map.of());
                rt = r.rowType();
                pk = List.of();
            } else {
                Table t = table(name);
                rt = t.rowType();
                pk = t.primaryKeys();
            }
        }
        // Flink adds a seventh column, comment, when a column of the table has a comment
        boolean comments = rt.fields().stream().anyMatch(f -> f.description() != null);
        List<DataField> cols = new ArrayList<>(List.of(
                new DataField(0, "name", DataType.string()),
                new DataField(1, "type", DataType.string()),
                new DataField(2, "null", DataType.booleanType()),
                new DataField(3, "key", DataType.string()),
                new DataField(4, "extras", DataType.string()),
                new DataField(5, "watermark", DataType.string())));
        if (comments) {
            cols.add(new DataField(6, "comment", DataType.string()));
        }
        RowType out = new RowType(cols);
        String key = pk.isEmpty() ? null : "PRI(" + String.join(", ", pk) + ")";
        List<String> names = new ArrayList<>();
        for (DataField f : rt.fields()) {
            names.add(f.name());
        }
        List<String> shown = show == null ? names : like(show, names);
        for (DataField f : rt.fields()) {
            if (!shown.contains(f.name())) {
                continue;
            }
            boolean isKey = pk.stream().anyMatch(k -> k.equalsIgnoreCase(f.name()));
            Object[] row = {f.name(), Types.flinkString(f.type(), false), f.type().isNullable(),
                    isKey ? key : null, null, null, f.description()};
            printRow(RowKind.INSERT, comments ? row : Arrays.copyOf(row, 6), out);
        }
    }

    private void showCreate(String[] full) {
        if (views.lookup(List.of(full)) != null) {
            throw new SqlError("SHOW CREATE TABLE is only supported for tables, but " + views.lookup(List.of(full)).fullName()
                    + " is a view; use SHOW CREATE VIEW");
        }
        TableName name = tableName(full);
        Table t = table(name);
        StringBuilder sb = new StringBuilder("CREATE TABLE `").append(name.catalog.name).append("`.`")
                .append(name.id.database()).append("`.`").append(name.id.table())
                .append(name.branch == null ? "" : "$" + BRANCH_PREFIX + name.branch).append("` (\n");
        List<DataField> fs = t.rowType().fields();
        for (int i = 0; i < fs.size(); i++) {
            DataField f = fs.get(i);
            sb.append("  `").append(f.name()).append("` ").append(Types.flinkSerializableString(f.type()));
            if (f.description() != null) {
                sb.append(" COMMENT '").append(f.description().replace("'", "''")).append('\'');
            }
            if (i < fs.size() - 1 || !t.primaryKeys().isEmpty()) {
                sb.append(',');
            }
            sb.append('\n');
        }
        if (!t.primaryKeys().isEmpty()) {
            sb.append("  CONSTRAINT `PK_").append(String.join("_", t.primaryKeys())).append("` PRIMARY KEY (");
            for (int i = 0; i < t.primaryKeys().size(); i++) {
                sb.append(i > 0 ? ", " : "").append('`').append(t.primaryKeys().get(i)).append('`');
            }
            sb.append(") NOT ENFORCED\n");
        }
        sb.append(')');
        if (t.comment() != null && !t.comment().isEmpty()) {
            sb.append("\nCOMMENT '").append(t.comment().replace("'", "''")).append('\'');
        }
        if (!t.partitionKeys().isEmpty()) {
            sb.append("\nPARTITIONED BY (");
            for (int i = 0; i < t.partitionKeys().size(); i++) {
                sb.append(i > 0 ? ", " : "").append('`').append(t.partitionKeys().get(i)).append('`');
            }
            sb.append(')');
        }
        // Paimon's Flink catalog lists the table's options and its location, 'path'
        Map<String, String> opts = new TreeMap<>(t.options());
        opts.put("path", tablePath(name.catalog, name.id.database(), name.id.table()));
        // Paimon's table load adds the scan mode a stored start option implies; $options, which reads the schema
        // file, does not show it (golden sweep23_fx_travel_show_create)
        CoreOptions.StartupMode implied = CoreOptions.fromMap(t.options()).impliedScanMode();
        if (implied != null) {
            opts.put("scan.mode", implied.value());
        }
        if (name.branch != null) {
            opts.put("branch", name.branch); // as Paimon's catalog shows a branch table: its 'branch' option
        }
        if (!opts.isEmpty()) {
            sb.append("\nWITH (\n");
            int i = 0;
            for (Map.Entry<String, String> e : opts.entrySet()) {
                sb.append("  '").append(e.getKey()).append("' = '").append(e.getValue().replace("'", "''")).append('\'');
                sb.append(++i < opts.size() ? ",\n" : "\n");
            }
            sb.append(')');
        }
        sb.append('\n');
        RowType rt = new RowType(List.of(new DataField(0, "result", DataType.string())));
        printRow(RowKind.INSERT, new Object[]{sb.toString()}, rt);
    }

    private void set(SqlSet node) {
        if (node.getKey() == null) {
            RowType rt = new RowType(List.of(new DataField(0, "key", DataType.string()),
                    new DataField(1, "value", DataType.string())));
            printRow(RowKind.INSERT, new Object[]{"execution.runtime-mode", streaming ? "streaming" : "batch"}, rt);
            return;
        }
        String key = node.getKeyString();
        String value = node.getValueString();
        if (key.equals("execution.runtime-mode")) {
            switch (value.toLowerCase(Locale.ROOT)) {
                case "streaming":
                    streaming = true;
                    break;
                case "batch":
                    streaming = false;
                    break;
                default:
                    throw new SqlError("SET 'execution.runtime-mode': value '" + value + "' is not 'streaming' or 'batch'");
            }
            info("Runtime mode is " + value.toLowerCase(Locale.ROOT) + ".");
        } else {
            note("'" + key + "' has no effect in varve (accepted for Flink compatibility).");
        }
    }

    /** A procedure name as written, e.g. {@code sys.compact}. */
    static String procedureName(SqlCall call) {
        if (call.getOperator() instanceof SqlFunction && ((SqlFunction) call.getOperator()).getSqlIdentifier() != null) {
            SqlIdentifier id = ((SqlFunction) call.getOperator()).getSqlIdentifier();
            return String.join(".", id.names);
        }
        return call.getOperator().getName();
    }
}
