package dev.varve.cli;

import dev.varve.format.parquet.ParquetExport;
import dev.varve.format.parquet.ParquetExportOptions;
import dev.varve.kernel.BatchScan;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.Table;
import dev.varve.kernel.VarveException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * Writes one snapshot of a table as one Parquet file ({@code <table>-snapshot-<id>.parquet}) with the
 * merged rows (every key once), readable by DuckDB, Spark and pandas. Stateless.
 */
final class Exporter {
    private Exporter() {
    }

    static int export(Table table, Long snapshot, Path dir, Main main) throws IOException {
        Table t = snapshot == null ? table : table.copy(Map.of("scan.snapshot-id", String.valueOf(snapshot)));
        BatchScan scan = t.newBatchScan();
        SnapshotInfo info = scan.snapshot();
        if (info == null) {
            throw new VarveException("table " + table.identifier() + " has no snapshot to export");
        }
        Files.createDirectories(dir);
        Path out = dir.resolve(table.identifier().table() + "-snapshot-" + info.snapshotId + ".parquet");
        if (Files.exists(out)) {
            throw new VarveException("export of " + table.identifier() + ": " + out + " exists already");
        }
        long rows;
        try (RecordReader r = scan.read()) {
            rows = ParquetExport.write(out, table.rowType(), r, ParquetExportOptions.defaults());
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(out);
            throw e;
        }
        main.err.println("[INFO] " + table.identifier() + " snapshot " + info.snapshotId + ": " + rows + " rows written to " + out);
        return Main.OK;
    }
}
