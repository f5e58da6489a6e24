package dev.varve.cli.sql;

import dev.varve.kernel.Catalog;

/** Opens the catalog of a warehouse directory; tests substitute their own. Implementations are thread-safe. */
@FunctionalInterface
public interface CatalogOpener {
    Catalog open(String warehouse);

    /** The kernel's {@link Catalog#open(String)}. */
    static CatalogOpener kernel() {
        return Catalog::open;
    }
}
