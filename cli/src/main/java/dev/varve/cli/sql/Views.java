package dev.varve.cli.sql;

import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlNode;
import org.apache.flink.sql.parser.ddl.view.SqlAlterView;
import org.apache.flink.sql.parser.ddl.view.SqlCreateView;
import org.apache.flink.sql.parser.ddl.view.SqlDropView;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The session's temporary views (CLI.md "Views"), as Flink 2.0 keeps them over Paimon's filesystem catalog:
 * {@code CREATE TEMPORARY VIEW [IF NOT EXISTS] v [(cols)] AS query} registers a named query under the current catalog
 * and database; reading the view runs the query again (so it sees later commits), in the catalog and database that
 * were current when the view was created. Permanent views are refused, as Paimon's filesystem catalog refuses them;
 * so is {@code ALTER VIEW} (Flink alters permanent views only). A view shadows a table of the same name.
 */
final class Views {
    /** One temporary view: where it lives, its query and its column names (null: the query's own). */
    static final class View {
        final String catalog;
        final String database;
        final String name;
        final SqlNode query;
        final List<String> columns;
        /** Creation order: a view's query sees only the views created before it (Flink expands it at creation). */
        final long seq;

        View(String catalog, String database, String name, SqlNode query, List<String> columns, long seq) {
            this.catalog = catalog;
            this.database = database;
            this.name = name;
            this.query = query;
            this.columns = columns;
            this.seq = seq;
        }

        String fullName() {
            return "`" + catalog + "`.`" + database + "`.`" + name + "`";
        }
    }

    private final Session session;
    /** Keyed by catalog.database.name. */
    private final Map<String, View> views = new LinkedHashMap<>();
    /** Views being read, innermost last: names in their queries resolve as when they were created. */
    private final List<View> reading = new ArrayList<>();
    private long nextSeq;

    Views(Session session) {
        this.session = session;
    }

    private static String key(String catalog, String database, String name) {
        return catalog + "\u0000" + database + "\u0000" + name;
    }

    /** The view a table reference names ({@code v}, {@code db.v} or {@code cat.db.v}), or null. */
    View lookup(List<String> names) {
        if (views.isEmpty() || names.isEmpty() || names.size() > 3) {
            return null;
        }
        String name = names.get(names.size() - 1);
        String db = names.size() >= 2 ? names.get(names.size() - 2) : session.currentDatabase;
        String cat = names.size() == 3 ? names.get(0) : session.currentCatalog;
        View v = views.get(key(cat, db, name));
        if (v != null && !reading.isEmpty() && v.seq >= reading.get(reading.size() - 1).seq) {
            return null; // created after the view being read: its query named a table (or an older view)
        }
        return v;
    }

    void create(SqlCreateView node) {
        String[] full = node.getFullName();
        String what = "CREATE " + (node.isTemporary() ? "TEMPORARY " : "") + "VIEW " + String.join(".", full);
        if (!node.isTemporary()) {
            // Paimon 1.4.2's filesystem catalog has no views: Flink's CREATE VIEW fails there
            throw new SqlError(what + ": Paimon's filesystem catalog does not store views; use CREATE TEMPORARY VIEW"
                    + " (kept for the session)");
        }
        if (!node.getProperties().isEmpty()) {
            throw new SqlError(what + ": view options (WITH ...) are not supported");
        }
        String[] at = qualified(full, what);
        View existing = views.get(key(at[0], at[1], at[2]));
        if (existing != null) {
            if (node.isIfNotExists()) {
                return;
            }
            throw new SqlError(what + ": temporary view " + existing.fullName() + " already exists");
        }
        List<String> columns = null;
        if (node.getFieldList() != null && node.getFieldList().size() > 0) {
            columns = new ArrayList<>();
            for (SqlNode c : node.getFieldList()) {
                columns.add(((SqlIdentifier) c).getSimple());
            }
        }
        View v = new View(at[0], at[1], at[2], node.getQuery(), columns, nextSeq++);
        read(v); // validates the query and the column list now, as Flink's planner does
        views.put(key(at[0], at[1], at[2]), v);
        session.info("View " + v.name + " created.");
    }

    /** {@code [cat.][db.]v} with the session's current catalog and database filled in. */
    private String[] qualified(String[] full, String what) {
        if (full.length > 3) {
            throw new SqlError(what + ": invalid view name");
        }
        String name = full[full.length - 1];
        if (name.indexOf('$') > 0) {
            throw new SqlError(what + ": '$' marks system tables");
        }
        String db = full.length >= 2 ? full[full.length - 2] : session.currentDatabase;
        String cat = full.length == 3 ? session.catalog(full[0]).name : session.currentCatalog;
        return new String[]{cat, db, name};
    }

    void drop(SqlDropView node) {
        String[] full = node.getFullName();
        String[] at = qualified(full, "DROP VIEW " + String.join(".", full));
        View v = views.get(key(at[0], at[1], at[2]));
        if (v == null) {
            if (node.getIfExists()) {
                return;
            }
            String id = "'" + at[0] + "." + at[1] + "." + at[2] + "'";
            throw new SqlError(node.isTemporary() ? "temporary view " + id + " does not exist"
                    : "view " + id + " does not exist (Paimon's filesystem catalog stores no views)");
        }
        if (!node.isTemporary()) {
            // as Flink: DROP VIEW means a permanent view, which the temporary one shadows
            throw new SqlError("temporary view " + v.fullName() + " exists: drop it with DROP TEMPORARY VIEW " + v.name);
        }
        views.remove(key(at[0], at[1], at[2]));
        session.info("View " + v.name + " dropped.");
    }

    void alter(SqlAlterView node) {
        // Flink alters permanent views only (catalog views), and Paimon's filesystem catalog has none
        throw new SqlError("ALTER VIEW " + String.join(".", node.getFullName()) + ": view doesn't exist or is a temporary view"
                + " (Flink alters permanent views only; DROP TEMPORARY VIEW and CREATE it again)");
    }

    /** The names of the temporary views of {@code catalog.database}, sorted. */
    List<String> names(String catalog, String database) {
        List<String> out = new ArrayList<>();
        for (View v : views.values()) {
            if (v.catalog.equals(catalog) && v.database.equals(database)) {
                out.add(v.name);
            }
        }
        Collections.sort(out);
        return out;
    }

    /** Runs the view's query in the catalog and database the view was created in; columns renamed as declared. */
    Relation read(View v) {
        String cat = session.currentCatalog;
        String db = session.currentDatabase;
        reading.add(v);
        Relation r;
        try {
            session.currentCatalog = v.catalog;
            session.currentDatabase = v.database;
            r = session.queries().query(v.query);
        } finally {
            session.currentCatalog = cat;
            session.currentDatabase = db;
            reading.remove(reading.size() - 1);
        }
        List<String> names = r.names;
        if (v.columns != null) {
            if (v.columns.size() != r.names.size()) {
                throw new SqlError("view " + v.fullName() + " names " + v.columns.size() + " columns but its query gives "
                        + r.names.size());
            }
            names = v.columns;
        }
        Relation out = new Relation(names, r.types, r.rows, r.kinds, List.of(v.name, v.database + "." + v.name),
                "view " + v.fullName());
        out.scanColumns = r.scanColumns;
        return out;
    }

    /** {@code SHOW CREATE VIEW v}: the view's columns and its query as written (Flink prints the expanded query). */
    void showCreate(String[] full) {
        String[] at = qualified(full, "SHOW CREATE VIEW " + String.join(".", full));
        View v = views.get(key(at[0], at[1], at[2]));
        if (v == null) {
            throw new SqlError("SHOW CREATE VIEW: view '" + String.join(".", at) + "' does not exist");
        }
        Relation r = read(v);
        StringBuilder sb = new StringBuilder("CREATE TEMPORARY VIEW ").append(v.fullName()).append(" (\n");
        for (int i = 0; i < r.names.size(); i++) {
            sb.append("  `").append(r.names.get(i)).append('`').append(i < r.names.size() - 1 ? ",\n" : "\n");
        }
        sb.append(")\nAS ").append(v.query.toString().strip()).append('\n');
        RowType rt = new RowType(List.of(new DataField(0, "result", DataType.string())));
        session.printRow(RowKind.INSERT, new Object[]{sb.toString()}, rt);
    }

    /** Whether a streaming query's FROM names a view (Varve reads views in batch only). */
    boolean isView(List<String> names) {
        return lookup(names) != null;
    }

}
