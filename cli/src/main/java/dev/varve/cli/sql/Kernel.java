package dev.varve.cli.sql;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Schema;
import dev.varve.kernel.SchemaChange;

import java.util.List;

/** The few kernel calls whose signatures are still moving, in one place. Stateless. */
final class Kernel {
    private Kernel() {
    }

    /** Creates the table; returns the kernel's warnings (e.g. options accepted but ignored). */
    static List<String> createTable(Catalog c, Identifier id, Schema schema, boolean ignoreIfExists) {
        return c.createTable(id, schema, ignoreIfExists);
    }

    /** Alters the table; returns the kernel's warnings. */
    static List<String> alterTable(Catalog c, Identifier id, List<SchemaChange> changes, boolean ignoreIfNotExists) {
        return c.alterTable(id, changes, ignoreIfNotExists);
    }
}
