package dev.varve.cli;

import dev.varve.cli.sql.ScriptSplitter;
import dev.varve.cli.sql.Session;
import dev.varve.cli.sql.SqlError;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code varve sql [-f FILE] [-e "STMTS"]}: runs statements in order, or an interactive shell. */
@Command(name = "sql", mixinStandardHelpOptions = true,
        description = {"Runs ';'-separated Flink SQL statements against the warehouse (see CLI.md).",
                "Stops at the first failing statement (exit 1). With neither -f nor -e: an interactive shell",
                "with line editing and history (~/.varve_history), where errors are reported and the shell goes on."})
final class SqlCommand implements Callable<Integer> {
    @ParentCommand
    Main main;

    @Option(names = {"-f", "--file"}, paramLabel = "FILE", description = "A script of ';'-separated statements.")
    Path file;

    @Option(names = {"-e", "--execute"}, paramLabel = "STMTS", description = "Statements to run.")
    String statements;

    @Override
    public Integer call() throws IOException {
        try (Session session = new Session(main.warehousePath().toString(), main.opener, main.out, main.err)) {
            if (file == null && statements == null) {
                if (System.console() == null) {
                    String script = new String(System.in.readAllBytes(), StandardCharsets.UTF_8);
                    return runScript(session, script, main);
                }
                return shell(session);
            }
            if (file != null) {
                String script;
                try {
                    script = Files.readString(file, StandardCharsets.UTF_8);
                } catch (NoSuchFileException e) {
                    main.err.println("ERROR: script file " + file + " does not exist");
                    return Main.FAILED;
                }
                int code = runScript(session, script, main);
                if (code != Main.OK) {
                    return code;
                }
            }
            if (statements != null) {
                return runScript(session, statements, main);
            }
            return Main.OK;
        }
    }

    /** Runs a script, stopping at the first failing statement. */
    static int runScript(Session session, String script, Main main) {
        List<ScriptSplitter.Statement> stmts;
        try {
            stmts = ScriptSplitter.split(script);
        } catch (SqlError e) {
            main.err.println("ERROR: " + e.getMessage());
            return Main.FAILED;
        }
        for (int i = 0; i < stmts.size(); i++) {
            if (!execute(session, stmts.get(i), i + 1, main)) {
                main.out.flush();
                return Main.FAILED;
            }
            main.out.flush();
        }
        return Main.OK;
    }

    /** Runs one statement; reports a failure on stderr and returns false. */
    static boolean execute(Session session, ScriptSplitter.Statement st, int number, Main main) {
        try {
            session.execute(st.text);
            return true;
        } catch (RuntimeException e) {
            main.out.flush();
            main.err.println("ERROR: statement " + number + " (line " + st.line + ") \"" + summary(st.text) + "\" failed: "
                    + Errors.describe(e));
            if (!Errors.isUserError(e) || System.getenv("VARVE_DEBUG") != null) {
                if (System.getenv("VARVE_DEBUG") != null) {
                    e.printStackTrace(main.err);
                }
            }
            return false;
        }
    }

    static String summary(String sql) {
        String s = sql.replaceAll("\\s+", " ").strip();
        return s.length() > 70 ? s.substring(0, 67) + "..." : s;
    }

    private int shell(Session session) throws IOException {
        Path history = Paths.get(System.getProperty("user.home"), ".varve_history");
        try (Terminal terminal = TerminalBuilder.builder().system(true).build()) {
            LineReader reader = LineReaderBuilder.builder().terminal(terminal).appName("varve")
                    .variable(LineReader.HISTORY_FILE, history)
                    .variable(LineReader.SECONDARY_PROMPT_PATTERN, "     > ")
                    .build();
            main.err.println("varve sql — warehouse " + main.warehousePath() + ". End statements with ';'. Ctrl-D or 'quit;' to leave.");
            StringBuilder buf = new StringBuilder();
            int n = 0;
            while (true) {
                String line;
                try {
                    line = reader.readLine(buf.length() == 0 ? "varve> " : "     > ");
                } catch (UserInterruptException e) {
                    buf.setLength(0);
                    continue;
                } catch (EndOfFileException e) {
                    return Main.OK;
                }
                buf.append(line).append('\n');
                String text = buf.toString();
                if (!ScriptSplitter.isComplete(text)) {
                    if (text.isBlank()) {
                        buf.setLength(0);
                    }
                    continue;
                }
                buf.setLength(0);
                List<ScriptSplitter.Statement> stmts;
                try {
                    stmts = ScriptSplitter.split(text);
                } catch (SqlError e) {
                    main.err.println("ERROR: " + e.getMessage());
                    continue;
                }
                for (ScriptSplitter.Statement st : stmts) {
                    String t = st.text.toLowerCase(java.util.Locale.ROOT);
                    if (t.equals("quit") || t.equals("exit")) {
                        return Main.OK;
                    }
                    execute(session, st, ++n, main);
                    main.out.flush();
                }
            }
        }
    }
}
