package dev.varve.kernel.catalog;

import dev.varve.format.FileIO;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Schema;
import dev.varve.kernel.SchemaChange;
import dev.varve.kernel.Table;
import dev.varve.kernel.VarveException;
import dev.varve.kernel.schema.SchemaManager;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A {@link Catalog} over a directory tree: database {@code db} is {@code <warehouse>/<db>.db/},
 * table {@code db.t} is {@code <warehouse>/<db>.db/<t>/}, and a table exists when its directory
 * holds at least one schema file ({@link SchemaManager}). Names are case-insensitive and stored
 * lower-case. Database {@code default} is created on first use.
 *
 * <p>Thread-safe: DDL on one table or database is serialized within this instance (striped
 * locks); across processes, CREATE and ALTER are decided by the atomic create of schema files.
 * A DROP TABLE deletes the schema files last, so an interrupted DROP leaves either a table that
 * can be dropped again or a directory without schema that a new CREATE TABLE reuses.
 */
public final class FileSystemCatalog implements Catalog {
    public static final String DEFAULT_DATABASE = "default";
    static final String DB_SUFFIX = ".db";
    private static final int STRIPES = 64;

    private final FileIO io;
    private final String warehouse;
    private final TableLoader loader;
    private final Object[] locks = new Object[STRIPES];
    private volatile boolean closed;

    public FileSystemCatalog(FileIO io, String warehouse, TableLoader loader) {
        this.io = Objects.requireNonNull(io, "io");
        String w = Objects.requireNonNull(warehouse, "warehouse");
        this.warehouse = w.length() > 1 && w.endsWith("/") ? w.substring(0, w.length() - 1) : w;
        this.loader = Objects.requireNonNull(loader, "loader");
        for (int i = 0; i < STRIPES; i++) {
            locks[i] = new Object();
        }
    }

    @Override
    public String warehouse() {
        return warehouse;
    }

    public FileIO fileIO() {
        return io;
    }

    /** The directory of a database. */
    public String databasePath(String database) {
        return warehouse + "/" + checkName(database, "database") + DB_SUFFIX;
    }

    /** The directory of a table. */
    public String tablePath(Identifier id) {
        return databasePath(id.database()) + "/" + checkName(id.table(), "table");
    }

    /** The schema versions of a table (whether or not it exists). */
    public SchemaManager schemaManager(Identifier id) {
        return new SchemaManager(io, tablePath(id), id.fullName(), System::currentTimeMillis);
    }

    // ---- databases -------------------------------------------------------------------------------

    @Override
    public List<String> listDatabases() {
        checkOpen();
        ensureDatabase(DEFAULT_DATABASE);
        List<String> out = new ArrayList<>();
        for (FileIO.FileStatus s : list(warehouse)) {
            String n = s.name();
            if (s.isDirectory() && n.endsWith(DB_SUFFIX) && n.length() > DB_SUFFIX.length()) {
                out.add(n.substring(0, n.length() - DB_SUFFIX.length()));
            }
        }
        Collections.sort(out);
        return out;
    }

    @Override
    public boolean databaseExists(String database) {
        checkOpen();
        String db = dbName(database);
        ensureDatabase(db);
        return exists(databasePath(db));
    }

    @Override
    public void createDatabase(String database, boolean ignoreIfExists) {
        checkOpen();
        String db = dbName(database);
        synchronized (lock("db:" + db)) {
            String path = databasePath(db);
            if (exists(path)) {
                if (ignoreIfExists) {
                    return;
                }
                throw new VarveException.AlreadyExists("database '" + db + "' already exists");
            }
            try {
                io.mkdirs(path);
            } catch (IOException e) {
                throw ioError("create database '" + db + "'", e);
            }
        }
    }

    @Override
    public void dropDatabase(String database, boolean ignoreIfNotExists, boolean cascade) {
        checkOpen();
        String db = dbName(database);
        synchronized (lock("db:" + db)) {
            String path = databasePath(db);
            if (!exists(path)) {
                if (ignoreIfNotExists) {
                    return;
                }
                throw new VarveException.NotFound("database '" + db + "' does not exist");
            }
            List<String> tables = tablesIn(db);
            if (!tables.isEmpty() && !cascade) {
                throw new VarveException("database '" + db + "' is not empty (tables: " + String.join(", ", tables)
                        + "); use DROP DATABASE ... CASCADE");
            }
            for (String t : tables) {
                dropTable(Identifier.of(db, t), true);
            }
            try {
                io.deleteRecursively(path);
            } catch (IOException e) {
                throw ioError("drop database '" + db + "'", e);
            }
        }
    }

    // ---- tables ------------------------------------------------------------------------------------

    @Override
    public List<String> listTables(String database) {
        checkOpen();
        String db = dbName(database);
        requireDatabase(db);
        return tablesIn(db);
    }

    private List<String> tablesIn(String db) {
        List<String> out = new ArrayList<>();
        for (FileIO.FileStatus s : list(databasePath(db))) {
            if (s.isDirectory() && isTableName(s.name()) && hasSchema(Identifier.of(db, s.name()))) {
                out.add(s.name());
            }
        }
        Collections.sort(out);
        return out;
    }

    @Override
    public boolean tableExists(Identifier id) {
        checkOpen();
        ensureDatabase(id.database());
        return exists(databasePath(id.database())) && hasSchema(id);
    }

    @Override
    public List<String> createTable(Identifier id, Schema schema, boolean ignoreIfExists) {
        checkOpen();
        Objects.requireNonNull(schema, "schema");
        requireDatabase(id.database());
        synchronized (lock(id.fullName())) {
            if (hasSchema(id)) {
                if (ignoreIfExists) {
                    return Collections.emptyList();
                }
                throw new VarveException.AlreadyExists("table '" + id.fullName() + "' already exists");
            }
            List<String> warnings = new ArrayList<>();
            try {
                schemaManager(id).createTable(schema, warnings);
            } catch (VarveException.AlreadyExists raced) {
                if (ignoreIfExists) {
                    return Collections.emptyList();
                }
                throw raced;
            }
            return Collections.unmodifiableList(warnings);
        }
    }

    @Override
    public void dropTable(Identifier id, boolean ignoreIfNotExists) {
        checkOpen();
        synchronized (lock(id.fullName())) {
            if (!exists(databasePath(id.database())) || !hasSchema(id)) {
                if (ignoreIfNotExists) {
                    return;
                }
                throw notFound(id);
            }
            String path = tablePath(id);
            SchemaManager schemas = schemaManager(id);
            try {
                // everything but the schemas first: an interrupted drop leaves a droppable table
                for (FileIO.FileStatus s : io.list(path)) {
                    if (!s.path().equals(schemas.schemaDirectory()) && !s.name().equals("schema")) {
                        if (s.isDirectory()) {
                            io.deleteRecursively(s.path());
                        } else {
                            io.delete(s.path());
                        }
                    }
                }
                io.deleteRecursively(schemas.schemaDirectory());
                io.deleteRecursively(path);
            } catch (IOException e) {
                throw ioError("drop table '" + id.fullName() + "'", e);
            }
        }
    }

    @Override
    public List<String> alterTable(Identifier id, List<SchemaChange> changes, boolean ignoreIfNotExists) {
        return alterTable(id, null, changes, ignoreIfNotExists);
    }

    @Override
    public List<String> alterTable(Identifier id, String branch, List<SchemaChange> changes, boolean ignoreIfNotExists) {
        checkOpen();
        Objects.requireNonNull(changes, "changes");
        boolean main = branch == null || dev.varve.kernel.BranchInfo.MAIN.equals(branch);
        synchronized (lock(id.fullName())) {
            if (!exists(databasePath(id.database())) || !hasSchema(id)) {
                if (ignoreIfNotExists) {
                    return Collections.emptyList();
                }
                throw notFound(id);
            }
            List<String> warnings = new ArrayList<>();
            // a branch has its own schema versions (NotFound naming the branch if it does not exist)
            Table onBranch = main ? null : getTable(id).onBranch(branch);
            checkFallbackBranch(id, changes);
            SchemaManager schemas = main ? schemaManager(id) : new SchemaManager(io,
                    dev.varve.kernel.BranchInfo.metaRoot(tablePath(id), branch), id.fullName(), System::currentTimeMillis);
            // as Paimon: options fixed at CREATE are checked only once the table has snapshots
            schemas.commitChanges(changes, warnings, () -> (main ? loader.load(io, tablePath(id), id, schemas) : onBranch)
                    .latestSnapshot() != null);
            return Collections.unmodifiableList(warnings);
        }
    }

    /** As Paimon 1.4.2: {@code scan.fallback-branch} must name an existing branch. */
    private void checkFallbackBranch(Identifier id, List<SchemaChange> changes) {
        for (SchemaChange c : changes) {
            if (c instanceof SchemaChange.SetOption && "scan.fallback-branch".equals(((SchemaChange.SetOption) c).key)) {
                String b = ((SchemaChange.SetOption) c).value;
                // main always exists (Paimon 1.4.2 accepts 'main': golden sweep45_op45_fallback_main)
                if (!dev.varve.kernel.BranchInfo.MAIN.equals(b)
                        && getTable(id).branches().stream().noneMatch(i -> i.branchName.equals(b))) {
                    throw new VarveException("Cannot set 'scan.fallback-branch' = '" + b + "' because the branch '" + b
                            + "' does not exist.");
                }
            }
        }
    }

    /**
     * Moves the table's directory ({@link FileIO#rename}: atomic on a local file system). Files name no table path, so
     * the moved table reads and writes as before. A writer of another process that still holds the old path fails on
     * its next file (its directory is gone). A leftover directory without schema at the new name (a half-finished
     * CREATE) is removed first when empty; a non-empty one is refused.
     */
    @Override
    public void renameTable(Identifier from, Identifier to, boolean ignoreIfNotExists) {
        checkOpen();
        Objects.requireNonNull(to, "to");
        boolean fromFirst = from.fullName().compareTo(to.fullName()) <= 0;
        synchronized (lock((fromFirst ? from : to).fullName())) {
            synchronized (lock((fromFirst ? to : from).fullName())) {
                if (!exists(databasePath(from.database())) || !hasSchema(from)) {
                    if (ignoreIfNotExists) {
                        return;
                    }
                    throw notFound(from);
                }
                requireDatabase(to.database());
                if (hasSchema(to)) {
                    throw new VarveException.AlreadyExists("cannot rename table '" + from.fullName() + "' to '"
                            + to.fullName() + "': table '" + to.fullName() + "' already exists");
                }
                String target = tablePath(to);
                try {
                    if (io.exists(target) && io.list(target).isEmpty()) {
                        io.deleteRecursively(target);
                    }
                    io.rename(tablePath(from), target);
                } catch (java.nio.file.FileAlreadyExistsException e) {
                    throw new VarveException.AlreadyExists("cannot rename table '" + from.fullName() + "' to '"
                            + to.fullName() + "': directory " + target + " exists (not a table)");
                } catch (IOException e) {
                    throw ioError("rename table '" + from.fullName() + "' to '" + to.fullName() + "'", e);
                }
            }
        }
    }

    @Override
    public Table getTable(Identifier id) {
        checkOpen();
        ensureDatabase(id.database());
        if (!exists(databasePath(id.database())) || !hasSchema(id)) {
            throw notFound(id);
        }
        return loader.load(io, tablePath(id), id, schemaManager(id));
    }

    @Override
    public void close() {
        closed = true;
    }

    @Override
    public String toString() {
        return "FileSystemCatalog(" + warehouse + ")";
    }

    // ---- helpers -----------------------------------------------------------------------------------

    private void checkOpen() {
        if (closed) {
            throw new IllegalStateException("catalog " + warehouse + " is closed");
        }
    }

    private boolean hasSchema(Identifier id) {
        return !schemaManager(id).listIds().isEmpty();
    }

    private static VarveException.NotFound notFound(Identifier id) {
        return new VarveException.NotFound("table '" + id.fullName() + "' does not exist");
    }

    private void requireDatabase(String db) {
        ensureDatabase(db);
        if (!exists(databasePath(db))) {
            throw new VarveException.NotFound("database '" + db + "' does not exist");
        }
    }

    /** Creates database {@code default} when it is first used. */
    private void ensureDatabase(String db) {
        if (!DEFAULT_DATABASE.equals(db)) {
            return;
        }
        String path = databasePath(db);
        if (!exists(path)) {
            synchronized (lock("db:" + db)) {
                try {
                    io.mkdirs(path);
                } catch (IOException e) {
                    throw ioError("create database 'default' in " + warehouse, e);
                }
            }
        }
    }

    private Object lock(String name) {
        return locks[Math.floorMod(name.hashCode(), STRIPES)];
    }

    private boolean exists(String path) {
        try {
            return io.exists(path);
        } catch (IOException e) {
            throw ioError("check " + path, e);
        }
    }

    private List<FileIO.FileStatus> list(String dir) {
        try {
            return io.list(dir);
        } catch (IOException e) {
            throw ioError("list " + dir, e);
        }
    }

    private VarveException ioError(String what, IOException e) {
        return new VarveException("could not " + what + ": " + e.getMessage(), e);
    }

    /** A database name as given: names are case-sensitive, as in Paimon's filesystem catalog. */
    private static String dbName(String name) {
        return Objects.requireNonNull(name, "name");
    }

    private static boolean isTableName(String name) {
        try {
            checkName(name, "table");
            return true;
        } catch (VarveException e) {
            return false;
        }
    }

    /** Database and table names: non-empty, no path separators, dots or '$' (system tables). */
    static String checkName(String name, String what) {
        if (name == null || name.trim().isEmpty()) {
            throw new VarveException.InvalidSchema(what + " name must not be empty");
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '/' || c == '\\' || c == '.' || c == '$' || Character.isISOControl(c)) {
                throw new VarveException.InvalidSchema("invalid " + what + " name '" + name
                        + "': names may not contain '/', '\\', '.', '$' or control characters");
            }
        }
        return name;
    }
}
