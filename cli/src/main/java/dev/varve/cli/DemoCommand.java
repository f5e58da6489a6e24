package dev.varve.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.concurrent.Callable;

/** {@code varve demo [--rows N]}: the two-stage exactly-once pipeline of SEMANTICS §10 ({@link DemoJob}). */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = {"The two-stage exactly-once aggregation pipeline of SEMANTICS §10 on generated data with",
                "upstream retries and corrections: progress, verified totals, throughput, latency, Parquet export.",
                "Recreates the database 'demo' in the warehouse."})
final class DemoCommand implements Callable<Integer> {
    @CommandLine.ParentCommand
    Main main;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--rows", paramLabel = "N", description = "How many events to generate (default ${DEFAULT-VALUE}).")
    long rows = 2_000_000;

    @Option(names = "--seed", paramLabel = "S", description = "Generator seed (default ${DEFAULT-VALUE}).")
    long seed = 42;

    @Override
    public Integer call() throws Exception {
        if (rows < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--rows must be at least 1");
        }
        return DemoJob.run(main.warehousePath().toString(), rows, seed, main.out, main.err);
    }
}
