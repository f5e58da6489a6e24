package dev.varve.kernel;

import dev.varve.format.LocalFileIO;
import dev.varve.kernel.catalog.FileSystemCatalog;
import dev.varve.kernel.catalog.TableLoaders;

import java.nio.file.Paths;
import java.util.List;

/**
 * Databases and tables under one warehouse directory. Implementations: {@code FileSystemCatalog}
 * ({@link #open(String)}). Thread-safe.
 */
public interface Catalog extends AutoCloseable {

    /**
     * The catalog of a warehouse directory on the local file system (created on first use), with
     * the kernel's table implementation.
     */
    static Catalog open(String warehouse) {
        String absolute = Paths.get(warehouse).toAbsolutePath().normalize().toString().replace('\\', '/');
        return new FileSystemCatalog(new LocalFileIO(), absolute, TableLoaders.defaultLoader());
    }

    String warehouse();

    List<String> listDatabases();

    boolean databaseExists(String database);

    void createDatabase(String database, boolean ignoreIfExists);

    /** Drops a database; with {@code cascade} its tables too, else it must be empty. */
    void dropDatabase(String database, boolean ignoreIfNotExists, boolean cascade);

    List<String> listTables(String database);

    boolean tableExists(Identifier id);

    /**
     * Validates the schema and options (errors name the option or column) and creates the table.
     *
     * @return warnings to print (options Varve ignores, settings without effect); empty if none or
     *         if the table existed and {@code ignoreIfExists} was set
     */
    List<String> createTable(Identifier id, Schema schema, boolean ignoreIfExists);

    void dropTable(Identifier id, boolean ignoreIfNotExists);

    /**
     * Applies the changes as one new schema version (validated as at CREATE).
     *
     * @return warnings to print, as for {@link #createTable}
     */
    List<String> alterTable(Identifier id, List<SchemaChange> changes, boolean ignoreIfNotExists);

    /**
     * As {@link #alterTable(Identifier, List, boolean)} on branch {@code branch} of the table (its own schema versions;
     * {@code main} or null: the table's).
     *
     * @throws VarveException.NotFound if the branch does not exist
     */
    default List<String> alterTable(Identifier id, String branch, List<SchemaChange> changes, boolean ignoreIfNotExists) {
        if (branch == null || BranchInfo.MAIN.equals(branch)) {
            return alterTable(id, changes, ignoreIfNotExists);
        }
        throw new VarveException("catalog " + this + " has no branches");
    }

    /**
     * {@code ALTER TABLE from RENAME TO to}: the table's directory moves (data, snapshots, tags, consumers with it).
     *
     * @throws VarveException.NotFound if {@code from} does not exist (unless {@code ignoreIfNotExists}) or {@code to}'s
     *         database does not
     * @throws VarveException.AlreadyExists if {@code to} exists
     */
    default void renameTable(Identifier from, Identifier to, boolean ignoreIfNotExists) {
        throw new VarveException("catalog " + this + " cannot rename tables");
    }

    /** @throws VarveException.NotFound if there is no such table */
    Table getTable(Identifier id);

    @Override
    void close();
}
