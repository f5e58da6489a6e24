package dev.varve.cli;

import dev.varve.kernel.Table;

import java.nio.file.Path;

/** Writes a snapshot of a table as Parquet (needs the file-format module's Parquet exporter). */
final class Exporter {
    private Exporter() {
    }

    static int export(Table table, Long snapshot, Path dir, Main main) {
        main.err.println("ERROR: export of " + table.identifier() + ": the Parquet exporter is not in this build yet");
        return Main.FAILED;
    }
}
