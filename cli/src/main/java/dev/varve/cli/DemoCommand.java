package dev.varve.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.concurrent.Callable;

/** {@code varve demo}: the two-stage exactly-once pipeline of SEMANTICS §10 (delivered separately; not in this build yet). */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = "The two-stage exactly-once aggregation pipeline of SEMANTICS §10 on generated data.")
final class DemoCommand implements Callable<Integer> {
    @picocli.CommandLine.ParentCommand
    Main main;

    @Option(names = "--rows", paramLabel = "N", description = "How many events to generate.")
    long rows = 1_000_000;

    @Override
    public Integer call() {
        main.err.println("ERROR: varve demo is not available in this build yet");
        return Main.FAILED;
    }
}
