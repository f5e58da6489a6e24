package dev.varve.cli.sql;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/** One session over a test's warehouse directory: runs a statement and answers what it printed. Not thread-safe. */
final class SessionRunner implements AutoCloseable {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final Session session;

    SessionRunner(Path dir) {
        session = new Session(dir.toString(), CatalogOpener.kernel(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream()));
    }

    String run(String statement) {
        out.reset();
        session.execute(statement);
        return out.toString(StandardCharsets.UTF_8);
    }

    @Override
    public void close() {
        session.close();
    }
}
