package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Schema;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.ValueFormatter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Merged batch reads over many sorted runs of several multi-page files, checked against a
 * model: keys with a single version (handed out in place, without a copy, across the 64 KiB page
 * and the file boundaries of their run), keys with versions in several runs (merged), retractions, for the
 * deduplicate engine (latest version wins), deduplicate with a sequence field and aggregation
 * (both through the merge function). Seeded (-Dseed=N).
 */
class MergedReadModelTest {
    private static final long SEED = Long.getLong("seed", 20261130L);

    @TempDir
    Path dir;

    private enum Engine { DEDUPLICATE, SEQUENCE_FIELD, AGGREGATION }

    @Test
    void deduplicate() {
        check(Engine.DEDUPLICATE);
    }

    @Test
    void deduplicateWithSequenceField() {
        check(Engine.SEQUENCE_FIELD);
    }

    @Test
    void aggregation() {
        check(Engine.AGGREGATION);
    }

    /**
     * A scan closed early: the row it handed out last stays readable after close, even once other
     * scans reuse the closed scan's (pooled) decode buffers.
     */
    @Test
    void theLastRowSurvivesAnEarlyClose() {
        SplittableRandom r = new SplittableRandom(SEED);
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table table = TableTestSupport.create(c, "t_close", TableTestSupport.schema("k INT", "v BIGINT", "s STRING")
                    .primaryKey("k").option("bucket", "1").build());
            for (int commit = 0; commit < 2; commit++) {
                try (TableWriter w = table.newWriter("u")) {
                    for (int i = 0; i < 5000; i++) {
                        int k = r.nextInt(20_000);
                        w.write(GenericRow.of(k, (long) r.nextInt(1000), "s-" + k + "-" + commit + "-" + r.nextInt(1000)));
                    }
                    w.commit(commit + 1);
                }
            }
            for (int stopAt : new int[] {1, 7, 333, 2500}) {
                dev.varve.row.InternalRow last = null;
                dev.varve.kernel.RecordReader reader = table.newBatchScan().read();
                String before;
                try {
                    for (int i = 0; i < stopAt && reader.hasNext(); i++) {
                        last = reader.next();
                    }
                    before = ValueFormatter.formatRow(last, table.rowType());
                } finally {
                    reader.close();
                }
                // the row handed out before close stays readable while other scans decode
                TableTestSupport.read(table);
                TableTestSupport.read(table);
                assertEquals(before, ValueFormatter.formatRow(last, table.rowType()), "seed " + SEED + " row " + stopAt);
            }
        }
    }

    private void check(Engine engine) {
        SplittableRandom r = new SplittableRandom(SEED + engine.ordinal());
        Schema.Builder b = TableTestSupport.schema("k INT", "q BIGINT", "v BIGINT", "s STRING")
                .primaryKey("k").option("bucket", "1")
                .option("target-file-size", "128 kb") // files of a few 64 KiB run pages
                .option("num-sorted-run.compaction-trigger", "4")
                .option("num-sorted-run.stop-trigger", "1000");
        if (engine == Engine.SEQUENCE_FIELD) {
            b.option("sequence.field", "q");
        } else if (engine == Engine.AGGREGATION) {
            b.option("merge-engine", "aggregation")
                    .option("fields.q.aggregate-function", "max")
                    .option("fields.v.aggregate-function", "sum")
                    .option("fields.s.aggregate-function", "last_non_null_value");
        }
        // the model: key -> {q, v, s}; absent = no row
        TreeMap<Integer, Object[]> model = new TreeMap<>();
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table table = TableTestSupport.create(c, "t_" + engine.name().toLowerCase(), b.build());
            int keySpace = 30_000;
            for (int commit = 0; commit < 9; commit++) {
                // early commits write most keys once (lone versions); later ones rewrite a few; a key
                // may come several times in one commit (several versions in one run for some engines)
                int rows = commit == 0 ? 20_000 : 500 + r.nextInt(3000);
                List<GenericRow> writes = new ArrayList<>();
                for (int i = 0; i < rows; i++) {
                    int k = r.nextInt(keySpace);
                    long q = r.nextInt(1000);
                    long v = r.nextInt(100);
                    String s = r.nextInt(5) == 0 ? null : "s" + k + "-" + commit + "-" + "x".repeat(r.nextInt(30));
                    boolean delete = engine == Engine.DEDUPLICATE && model.containsKey(k) && r.nextInt(6) == 0;
                    writes.add(GenericRow.ofKind(delete ? RowKind.DELETE : RowKind.INSERT, k, q, v, s));
                    apply(engine, model, k, delete, q, v, s);
                }
                try (TableWriter w = table.newWriter("u")) {
                    for (GenericRow row : writes) {
                        w.write(row);
                    }
                    w.commit(commit + 1);
                }
                assertEquals(expected(table, model), TableTestSupport.read(table), "seed " + SEED + " commit " + commit);
                checkBytesInPlace(table, model, "seed " + SEED + " commit " + commit);
            }
            assertTrue(table.files(null).size() > 4, "several runs and files are read");
        }
    }

    /**
     * Reads the string column byte-wise, before anything decodes it (a merged aggregation row
     * keeps it as the bytes of its last non-null version), against the model.
     */
    private static void checkBytesInPlace(Table table, Map<Integer, Object[]> model, String where) {
        dev.varve.row.BytesView view = new dev.varve.row.BytesView();
        int rows = 0;
        try (dev.varve.kernel.RecordReader reader = table.newBatchScan().read()) {
            while (reader.hasNext()) {
                dev.varve.row.InternalRow row = reader.next();
                int k = row.getInt(0);
                Object[] x = model.get(k);
                assertTrue(x != null, where + ": key " + k + " is not in the model");
                if (x[2] == null) {
                    assertTrue(row.isNullAt(3), where + ": key " + k);
                } else {
                    dev.varve.row.BytesView v = row.getBytesView(3, view);
                    byte[] got = java.util.Arrays.copyOfRange(v.array(), v.offset(), v.offset() + v.length());
                    assertEquals((String) x[2], new String(got, java.nio.charset.StandardCharsets.UTF_8), where + ": key " + k);
                }
                rows++;
            }
        }
        assertEquals(model.size(), rows, where);
    }

    private static void apply(Engine engine, TreeMap<Integer, Object[]> model, int k, boolean delete, long q, long v, String s) {
        Object[] old = model.get(k);
        switch (engine) {
            case DEDUPLICATE:
                if (delete) {
                    model.remove(k);
                } else {
                    model.put(k, new Object[] {q, v, s});
                }
                break;
            case SEQUENCE_FIELD:
                // the version with the highest q wins; equal q: the later write
                if (old == null || q >= (Long) old[0]) {
                    model.put(k, new Object[] {q, v, s});
                }
                break;
            default:
                if (old == null) {
                    model.put(k, new Object[] {q, v, s});
                } else {
                    model.put(k, new Object[] {Math.max(q, (Long) old[0]), v + (Long) old[1], s != null ? s : old[2]});
                }
        }
    }

    private static List<String> expected(Table table, Map<Integer, Object[]> model) {
        List<String> out = new ArrayList<>();
        for (Map.Entry<Integer, Object[]> e : model.entrySet()) {
            Object[] x = e.getValue();
            out.add(ValueFormatter.formatRow(GenericRow.of(e.getKey(), x[0], x[1], x[2]), table.rowType()));
        }
        Collections.sort(out);
        return out;
    }
}
