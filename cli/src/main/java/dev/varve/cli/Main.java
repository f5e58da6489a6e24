package dev.varve.cli;

import dev.varve.cli.sql.CatalogOpener;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * The {@code varve} command (CLI.md): subcommands {@code sql}, {@code demo}, {@code export},
 * {@code inspect}, {@code compact}, {@code expire}. Exit status 0 on success, 1 when a statement or
 * action failed (message on stderr starting {@code ERROR:}), 2 for bad usage.
 */
@Command(name = "varve", mixinStandardHelpOptions = true, version = "varve 0.1.0",
        description = "Varve: lake tables with Apache Paimon's table model, from the command line.",
        subcommands = {SqlCommand.class, DemoCommand.class, ExportCommand.class, InspectCommand.class,
                CompactCommand.class, ExpireCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Runnable {
    public static final int OK = 0;
    public static final int FAILED = 1;
    public static final int USAGE = 2;

    @Option(names = "--warehouse", paramLabel = "DIR", scope = ScopeType.INHERIT,
            description = "The warehouse directory (default: ./warehouse, created on first use).")
    String warehouse = "warehouse";

    final PrintStream out;
    final PrintStream err;
    final CatalogOpener opener;

    Main(PrintStream out, PrintStream err, CatalogOpener opener) {
        this.out = out;
        this.err = err;
        this.opener = opener;
    }

    /** The warehouse as an absolute path. */
    Path warehousePath() {
        return Paths.get(warehouse).toAbsolutePath().normalize();
    }

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a subcommand is required: sql, demo, export, inspect, compact, expire");
    }

    public static void main(String[] args) {
        PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.err), true, StandardCharsets.UTF_8);
        int code = run(args, out, err, CatalogOpener.kernel());
        out.flush();
        err.flush();
        System.exit(code);
    }

    /** Runs the command in-process with the given streams (tests use this). */
    public static int run(String[] args, PrintStream out, PrintStream err, CatalogOpener opener) {
        Main main = new Main(out, err, opener);
        CommandLine cl = new CommandLine(main);
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        cl.setExecutionExceptionHandler((ex, cmd, parseResult) -> {
            err.println("ERROR: " + Errors.describe(ex));
            if (System.getenv("VARVE_DEBUG") != null) {
                ex.printStackTrace(err);
            }
            return FAILED;
        });
        int code = cl.execute(args);
        out.flush();
        return code;
    }
}
