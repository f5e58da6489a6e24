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

    /** A one-bucket table (k INT primary key, v STRING) with the given option pairs. */
    static Table kvStringTable(Catalog c, String name, String... options) {
        var b = schema("k INT", "v STRING").primaryKey("k").option("bucket", "1");
        for (int i = 0; i < options.length; i += 2) {
            b.option(options[i], options[i + 1]);
        }
        return create(c, name, b.build());
    }

    /** "1A2C..." : each snapshot's id and the first letter of its commit kind. */
    static String kinds(Table t) {
        StringBuilder b = new StringBuilder();
        for (dev.varve.kernel.SnapshotInfo s : t.snapshots()) {
            b.append(s.snapshotId).append(s.commitKind.charAt(0));
        }
        return b.toString();
    }

    /** The messages without the commit's own compaction (what a crash between its two snapshots published). */
    static List<dev.varve.kernel.CommitMessage> dataOnly(List<dev.varve.kernel.CommitMessage> messages) {
        List<dev.varve.kernel.CommitMessage> out = new ArrayList<>();
        for (dev.varve.kernel.CommitMessage m : messages) {
            if (!((CommitMessageImpl) m).commitCompaction) {
                out.add(m);
            }
        }
        org.junit.jupiter.api.Assertions.assertTrue(out.size() < messages.size(), "the commit has its own compaction");
        return out;
    }

    /** Deletes the outputs of the messages' own compaction from bucket 0 of table {@code name} (lost with a process). */
    static void deleteCompactionOutputs(Path dir, String name, List<dev.varve.kernel.CommitMessage> messages)
            throws java.io.IOException {
        for (dev.varve.kernel.CommitMessage m : messages) {
            CommitMessageImpl cm = (CommitMessageImpl) m;
            if (cm.commitCompaction) {
                for (DataFileMeta f : cm.compactAfter) {
                    java.nio.file.Files.delete(dir.resolve("warehouse/default.db/" + name + "/bucket-0/" + f.fileName()));
                }
            }
        }
    }

    /** "L&lt;level&gt;x&lt;rows&gt;" per live data file of table {@code name} of {@link #catalog}{@code (dir)}, sorted. */
    static List<String> layout(Path dir, String name) {
        SnapshotStore store = new SnapshotStore(new dev.varve.format.LocalFileIO(),
                dir.resolve("warehouse/default.db/" + name).toString());
        List<String> out = new ArrayList<>();
        for (ManifestEntry e : store.liveEntries(store.latest())) {
            if (DeletionVectorIndex.isIndexFile(e.file())) {
                continue; // not a run: the bucket's deletion-vector index
            }
            out.add("L" + e.file().level() + "x" + e.file().rowCount());
        }
        Collections.sort(out);
        return out;
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

    /** Writes rows as one commit of a fresh writer; returns the snapshot id. */
    static long commit(Table table, List<? extends InternalRow> rows) {
        return commit(table, rows.toArray(new InternalRow[0]));
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
