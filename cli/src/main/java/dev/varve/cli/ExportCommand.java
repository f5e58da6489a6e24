package dev.varve.cli;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Table;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code varve export --table db.t --to DIR [--snapshot N]}: Parquet export of one snapshot. */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = "Exports a snapshot (default: the latest) as Parquet files readable by DuckDB, Spark, pandas.")
final class ExportCommand implements Callable<Integer> {
    @CommandLine.ParentCommand
    Main main;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--table", required = true, paramLabel = "DB.TABLE", description = "The table, e.g. default.orders.")
    String table;

    @Option(names = "--to", required = true, paramLabel = "DIR", description = "The output directory (created if missing).")
    Path to;

    @Option(names = "--snapshot", paramLabel = "N", description = "The snapshot to export (default: the latest).")
    Long snapshot;

    @Override
    public Integer call() throws Exception {
        Identifier id = TableAction.identifier(table, spec.commandLine());
        try (Catalog c = TableAction.open(main)) {
            Table t = TableAction.table(c, id);
            return Exporter.export(t, snapshot, to, main);
        }
    }
}
