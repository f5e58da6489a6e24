package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.Schema;
import dev.varve.kernel.StreamScan;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.ValueFormatter;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/** Helpers: a catalog in a temp dir, DDL by columns, writing rows with kinds, reading as strings. */
final class TableTestSupport {
    private TableTestSupport() {
    }

    static Catalog catalog(Path dir) {
        return Catalog.open(dir.resolve("warehouse").toString());
    }

    /** cols like "k INT", "v STRING". */
    static Schema.Builder schema(String... cols) {
        Schema.Builder b = Schema.builder();
        for (String c : cols) {
            int sp = c.indexOf(' ');
            b.column(c.substring(0, sp), DataType.parse(c.substring(sp + 1)));
        }
        return b;
    }

    /** A one-bucket table (k INT NOT NULL primary key, v BIGINT) with the given option pairs. */
    static Table keyValueTable(Path dir, String name, String... options) {
        Map<String, String> opts = new java.util.LinkedHashMap<>();
        opts.put("bucket", "1");
        for (int i = 0; i < options.length; i += 2) {
            opts.put(options[i], options[i + 1]);
        }
        return create(catalog(dir), name, schema("k INT NOT NULL", "v BIGINT").primaryKey(List.of("k")).options(opts).build());
    }

    static Table create(Catalog catalog, String name, Schema schema) {
        Identifier id = Identifier.of("default", name);
        catalog.createTable(id, schema, false);
        return catalog.getTable(id);
    }

    static GenericRow row(RowKind kind, Object... values) {
        return GenericRow.ofKind(kind, values);
    }

    static GenericRow ins(Object... values) {
        return GenericRow.ofKind(RowKind.INSERT, values);
    }

    /** Writes rows as one commit of a fresh writer; returns the snapshot id. */
    static long commit(Table table, InternalRow... rows) {
        try (TableWriter w = table.newWriter("test-user-" + System.nanoTime())) {
            for (InternalRow r : rows) {
                w.write(r);
            }
            return w.commit(1);
        }
    }

    /** Rows of the latest snapshot, formatted like the CLI, sorted. */
    static List<String> read(Table table) {
        return read(table, false);
    }

    /** {@link #read(Table)}, with each row's own kind when {@code kinds} ({@code readWithRowKinds}, as {@code $audit_log}). */
    static List<String> read(Table table, boolean kinds) {
        return read(table, kinds ? dev.varve.kernel.BatchScan::readWithRowKinds : dev.varve.kernel.BatchScan::read);
    }

    /** The rows {@code how} reads from a fresh batch scan of the latest snapshot, formatted like the CLI, sorted. */
    static List<String> read(Table table, java.util.function.Function<dev.varve.kernel.BatchScan, RecordReader> how) {
        List<String> out = new ArrayList<>();
        try (RecordReader r = how.apply(table.newBatchScan())) {
            while (r.hasNext()) {
                out.add(ValueFormatter.formatRow(r.next(), table.rowType()));
            }
        }
        Collections.sort(out);
        return out;
    }

    /** All changes a streaming scan returns until caught up, formatted, in order. */
    static List<String> stream(Table table) {
        List<String> out = new ArrayList<>();
        try (StreamScan s = table.newStreamScan()) {
            List<InternalRow> batch;
            while ((batch = s.poll()) != null) {
                for (InternalRow r : batch) {
                    out.add(ValueFormatter.formatRow(r, table.rowType()));
                }
            }
            s.notifyCheckpointComplete();
        }
        return out;
    }
}
