package dev.varve.cli;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Table;
import dev.varve.kernel.VarveException;
import picocli.CommandLine;

import java.nio.file.Files;

/** Opening the catalog and a {@code db.t} table for the maintenance subcommands. */
final class TableAction {
    private TableAction() {
    }

    static Catalog open(Main main) {
        if (!Files.isDirectory(main.warehousePath())) {
            throw new VarveException("warehouse " + main.warehousePath() + " does not exist");
        }
        return main.opener.open(main.warehousePath().toString());
    }

    static Identifier identifier(String name, CommandLine cmd) {
        try {
            return Identifier.parse(name);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cmd, e.getMessage());
        }
    }

    static Table table(Catalog c, Identifier id) {
        if (!c.tableExists(id)) {
            throw new VarveException.NotFound("table '" + id.fullName() + "' does not exist in warehouse " + c.warehouse());
        }
        return c.getTable(id);
    }
}
