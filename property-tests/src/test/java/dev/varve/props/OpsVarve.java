package dev.varve.props;

import dev.varve.cli.sql.CatalogOpener;
import dev.varve.cli.sql.Session;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Varve's side of {@link TableOpsDifferentialTest}: a {@code varve sql} session over a warehouse
 * directory, executing {@link OpsCase} statements and returning the rows a query prints (CLI.md
 * "Output"). Not thread-safe; close it.
 */
final class OpsVarve implements AutoCloseable {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final Session session;

    OpsVarve(java.nio.file.Path warehouse) {
        this.session = new Session(warehouse.toString(), CatalogOpener.kernel(),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    /** Runs a statement whose printed rows are not wanted. */
    void execute(String sql) {
        session.execute(sql);
        out.reset();
        err.reset();
    }

    /** Runs a query and returns its printed rows. */
    List<String> query(String sql) {
        out.reset();
        session.execute(sql);
        String text = out.toString(StandardCharsets.UTF_8);
        out.reset();
        err.reset();
        List<String> rows = new ArrayList<>();
        for (String line : text.split("\n", -1)) {
            if (!line.isEmpty()) {
                rows.add(line);
            }
        }
        return rows;
    }

    @Override
    public void close() {
        session.close();
    }
}
