package dev.varve.cli;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code varve compact db.t [--partition k=v]...}: full compaction of the table or of chosen partitions. */
@Command(name = "compact", mixinStandardHelpOptions = true,
        description = "Compacts the table (or the given partition) fully and commits the result as one snapshot.")
final class CompactCommand implements Callable<Integer> {
    @CommandLine.ParentCommand
    Main main;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "DB.TABLE", description = "The table, e.g. default.orders.")
    String table;

    @Option(names = "--partition", paramLabel = "K=V", description = "Compact only this partition (repeat for several columns).")
    List<String> partition = List.of();

    @Override
    public Integer call() {
        Identifier id = TableAction.identifier(table, spec.commandLine());
        Map<String, String> filter = new LinkedHashMap<>();
        for (String kv : partition) {
            for (String part : kv.split(",")) {
                int eq = part.indexOf('=');
                if (eq <= 0) {
                    throw new CommandLine.ParameterException(spec.commandLine(), "--partition '" + part + "' is not k=v");
                }
                filter.put(part.substring(0, eq).strip(), part.substring(eq + 1).strip());
            }
        }
        try (Catalog c = TableAction.open(main)) {
            long snapshot = TableAction.table(c, id).compact(filter);
            main.err.println(snapshot >= 0 ? "[INFO] " + id + " compacted as snapshot " + snapshot + "."
                    : "[INFO] " + id + ": nothing to compact.");
        }
        return Main.OK;
    }
}
