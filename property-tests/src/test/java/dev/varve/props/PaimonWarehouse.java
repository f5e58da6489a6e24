package dev.varve.props;

import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.CatalogContext;
import org.apache.paimon.catalog.CatalogFactory;
import org.apache.paimon.disk.IOManager;
import org.apache.paimon.fs.Path;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;

/**
 * An Apache Paimon 1.4.2 filesystem catalog for a differential test: {@code root/warehouse} with
 * one database, and an {@link IOManager} spilling to {@code root/io-tmp} (what Paimon's writers
 * need for spilling and lookups). The one place the oracles open Paimon.
 */
final class PaimonWarehouse {
    private PaimonWarehouse() {
    }

    /** A catalog over {@code root/warehouse} in which {@code database} exists. */
    static Catalog catalog(java.nio.file.Path root, String database) {
        try {
            Files.createDirectories(root.resolve("warehouse"));
            Catalog catalog = CatalogFactory.createCatalog(
                    CatalogContext.create(new Path(root.resolve("warehouse").toUri().toString())));
            catalog.createDatabase(database, true);
            return catalog;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (Catalog.DatabaseAlreadyExistException e) {
            throw new IllegalStateException(e);
        }
    }

    /** An IO manager spilling to {@code root/io-tmp}. */
    static IOManager ioManager(java.nio.file.Path root) {
        try {
            Files.createDirectories(root.resolve("io-tmp"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return IOManager.create(root.resolve("io-tmp").toString());
    }
}
