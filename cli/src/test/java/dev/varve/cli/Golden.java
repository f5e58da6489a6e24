package dev.varve.cli;

import dev.varve.cli.sql.CatalogOpener;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Golden scripts: {@code NAME.sql} is run with {@code varve sql -f} in-process on a fresh warehouse and its
 * stdout compared with {@code NAME.out} (sorted, as examples/run.sh does, unless the script has a
 * {@code -- ordered} line; the warehouse directory is printed as {@code <warehouse>}). Directives in the script: {@code -- exit: N} (default 0) and
 * {@code -- stderr: TEXT} (stderr must contain TEXT; repeatable).
 */
final class Golden {
    private Golden() {
    }

    /** The result of one in-process run. */
    static final class Run {
        final int exit;
        final String out;
        final String err;

        Run(int exit, String out, String err) {
            this.exit = exit;
            this.out = out;
            this.err = err;
        }
    }

    static Run run(CatalogOpener opener, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            int code = Main.run(args, o, e, opener);
            return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        }
    }

    static Run sql(CatalogOpener opener, Path warehouse, String script) {
        return run(opener, "sql", "--warehouse", warehouse.toString(), "-e", script);
    }

    /** {@link #sql} on the kernel's catalog; the calling test is skipped when the kernel is not in the build. */
    static Run kernelSql(Path warehouse, String script) {
        org.junit.jupiter.api.Assumptions.assumeTrue(KernelGoldenTest.kernelAvailable(),
                "the kernel's table layer has not landed in this build");
        return sql(CatalogOpener.kernel(), warehouse, script);
    }

    static List<Path> scripts(String resourceDir) {
        try {
            Path dir = Paths.get(Golden.class.getResource("/" + resourceDir).toURI());
            try (Stream<Path> s = Files.list(dir)) {
                return s.filter(p -> p.toString().endsWith(".sql")).sorted().collect(Collectors.toList());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static List<String> lines(String s, boolean sort) {
        List<String> out = new ArrayList<>();
        for (String l : s.split("\n", -1)) {
            String t = l.stripTrailing();
            if (!t.isEmpty()) {
                out.add(t);
            }
        }
        if (sort) {
            Collections.sort(out);
        }
        return out;
    }

    /** Output with the warehouse directory (SHOW CREATE TABLE prints it in {@code 'path'}) as {@code <warehouse>}. */
    static String masked(String out, Path warehouse) {
        return out.replace(warehouse.toAbsolutePath().normalize().toString(), "<warehouse>");
    }

    /** Runs one golden script and checks exit code, stdout and stderr directives. */
    static void check(CatalogOpener opener, Path script, Path warehouse) throws IOException {
        String sql = Files.readString(script, StandardCharsets.UTF_8);
        String name = script.getFileName().toString().replaceFirst("\\.sql$", "");
        Path outFile = script.resolveSibling(name + ".out");
        String expected = Files.exists(outFile) ? Files.readString(outFile, StandardCharsets.UTF_8) : "";
        int exit = 0;
        boolean ordered = false;
        List<String> errs = new ArrayList<>();
        for (String l : sql.split("\n")) {
            String t = l.strip();
            if (t.startsWith("-- exit:")) {
                exit = Integer.parseInt(t.substring(8).strip());
            } else if (t.startsWith("-- stderr:")) {
                errs.add(t.substring(10).strip());
            } else if (t.equals("-- ordered")) {
                ordered = true;
            }
        }
        Run r = run(opener, "sql", "--warehouse", warehouse.toString(), "-f", script.toString());
        String ctx = name + "\n--- stderr:\n" + r.err + "--- stdout:\n" + r.out;
        assertEquals(exit, r.exit, "exit code of " + ctx);
        assertEquals(lines(expected, !ordered), lines(masked(r.out, warehouse), !ordered), "stdout of " + ctx);
        for (String e : errs) {
            assertTrue(r.err.contains(e), "stderr should contain [" + e + "] in " + ctx);
        }
        assertTrue(!r.err.contains("\tat "), "no stack trace on stderr: " + ctx);
    }
}
