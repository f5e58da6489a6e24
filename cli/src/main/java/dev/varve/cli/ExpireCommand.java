package dev.varve.cli;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Table;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.util.concurrent.Callable;

/** {@code varve expire db.t [--retain-max N]}: snapshot expiration by the table's retention options. */
@Command(name = "expire", mixinStandardHelpOptions = true,
        description = {"Expires snapshots by the table's retention options (snapshot.num-retained.*, snapshot.time-retained)",
                "and deletes files no longer referenced; consumers' snapshots are always kept."})
final class ExpireCommand implements Callable<Integer> {
    @CommandLine.ParentCommand
    Main main;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "DB.TABLE", description = "The table, e.g. default.orders.")
    String table;

    @Option(names = "--retain-max", paramLabel = "N", description = "Keep at most N snapshots (still never below consumers' needs).")
    Integer retainMax;

    @Override
    public Integer call() {
        Identifier id = TableAction.identifier(table, spec.commandLine());
        if (retainMax != null && retainMax < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--retain-max must be at least 1");
        }
        try (Catalog c = TableAction.open(main)) {
            Table t = TableAction.table(c, id);
            int n = retainMax == null ? t.expireSnapshots() : t.expireSnapshots(retainMax);
            main.err.println("[INFO] " + id + ": " + n + " snapshots expired.");
        }
        return Main.OK;
    }
}
