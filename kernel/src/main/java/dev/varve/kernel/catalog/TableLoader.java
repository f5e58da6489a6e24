package dev.varve.kernel.catalog;

import dev.varve.format.FileIO;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Table;
import dev.varve.kernel.schema.SchemaManager;

/**
 * Opens the {@link Table} object of an existing table (one with at least one schema version).
 * The catalog calls it from any thread; implementations must be thread-safe.
 */
@FunctionalInterface
public interface TableLoader {
    /**
     * @param io        the catalog's file system
     * @param tablePath the table directory, {@code <warehouse>/<db>.db/<table>}
     * @param id        the table's name
     * @param schemas   the table's schema versions (its latest is the current schema)
     */
    Table load(FileIO io, String tablePath, Identifier id, SchemaManager schemas);
}
