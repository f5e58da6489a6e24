package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Schema;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * {@link TableWriter#lookupView} (and {@link TableWriter#lookup}) on the tables {@link LookupViewTest} leaves out:
 * partitioned tables (the bucket writer found through {@link LookupPartitions}) and the merge engines that merge a
 * key's versions (partial-update, aggregation, first-row: {@code RunReader#lookupLoneVersion} views of cached pages
 * and a reused merge function). Checked against a model over the write buffer, two committed runs, deletes, misses
 * and several partitions; the reuse contract (a view read before the next get keeps its values once copied, and the
 * next get of another partition or engine path is right); and a warm get that allocates nothing.
 */
class LookupViewShapesTest {
    private static final int KEYS = 6_000;
    private static final int PARTITIONS = 40; // more than LookupPartitions' first table holds: it grows

    @TempDir
    Path dir;

    /** k BIGINT, p INT, v1 BIGINT, v2 DOUBLE, v3 STRING; {@code shape} as in {@code GetAllocBench}. */
    private Table table(String shape) {
        Catalog catalog = TableTestSupport.catalog(dir);
        Map<String, String> options = new HashMap<>();
        options.put("bucket", "3");
        Schema.Builder b = Schema.builder()
                .column("k", DataType.bigint().notNull())
                .column("p", DataType.intType().notNull())
                .column("v1", DataType.bigint())
                .column("v2", DataType.doubleType())
                .column("v3", DataType.string());
        if (shape.equals("partitioned")) {
            b.primaryKey("k", "p").partitionKeys("p");
        } else {
            b.primaryKey("k");
            if (!shape.equals("dedup")) {
                options.put("merge-engine", shape);
            }
            if (shape.equals("aggregation")) {
                options.put("fields.v1.aggregate-function", "sum");
            }
        }
        return TableTestSupport.create(catalog, "t_" + shape.replace('-', '_'), b.options(options).build());
    }

    /** A key row read through primitive getters: k at 0, its partition p = k % PARTITIONS at 1. */
    static final class KeyRow implements InternalRow {
        long k;

        @Override public int getArity() { return 5; }
        @Override public RowKind getRowKind() { return RowKind.INSERT; }
        @Override public void setRowKind(RowKind kind) { throw new UnsupportedOperationException(); }
        @Override public boolean isNullAt(int pos) { return pos > 1; }
        @Override public Object getField(int pos) { return pos == 0 ? (Object) k : pos == 1 ? (Object) getInt(1) : null; }
        @Override public long getLong(int pos) { return k; }
        @Override public int getInt(int pos) { return (int) (k % PARTITIONS); }
    }

    /**
     * Writes the shape's history: every key; new v1 (v2, v3 null) of the even keys; for a deduplicate table deletes
     * of every 7th key; all committed; then, in the write buffer, v1 = 1 and v3 = "buf" for every third key. Returns
     * the model: k → (v1, v2, v3) as the shape's engine merges them (absent: no row).
     */
    private static Map<Long, Object[]> writeHistory(TableWriter w, String shape) {
        Map<Long, Object[]> model = new HashMap<>();
        for (long k = 0; k < KEYS; k++) {
            w.write(GenericRow.of(k, (int) (k % PARTITIONS), k * 3, k / 7.0, "value-" + k));
            model.put(k, new Object[] {k * 3, k / 7.0, "value-" + k});
        }
        w.commit(1);
        boolean dedup = shape.equals("dedup") || shape.equals("partitioned");
        for (long k = 0; k < KEYS; k += 2) {
            w.write(GenericRow.of(k, (int) (k % PARTITIONS), k * 5, null, null));
            Object[] m = model.get(k);
            switch (shape) {
                case "partial-update": m[0] = k * 5; break;
                case "aggregation": m[0] = k * 8; break;
                case "first-row": break;
                default: model.put(k, new Object[] {k * 5, null, null});
            }
        }
        if (dedup) {
            for (long k = 0; k < KEYS; k += 7) {
                w.write(GenericRow.ofKind(RowKind.DELETE, k, (int) (k % PARTITIONS), 0L, 0.0, "x"));
                model.remove(k);
            }
        }
        w.commit(2);
        for (long k = 0; k < KEYS; k += 3) {
            w.write(GenericRow.of(k, (int) (k % PARTITIONS), 1L, null, "buf"));
            Object[] m = model.get(k);
            switch (shape) {
                case "partial-update": m[0] = 1L; m[2] = "buf"; break;
                case "aggregation": m[0] = (Long) m[0] + 1; m[2] = "buf"; break;
                case "first-row": break;
                default: model.put(k, new Object[] {1L, null, "buf"});
            }
        }
        return model;
    }

    private static void assertRow(Object[] want, InternalRow got, long k, String where) {
        if (want == null) {
            assertNull(got, where + " key " + k);
            return;
        }
        assertNotNull(got, where + " key " + k);
        assertEquals(k, got.getLong(0), where);
        assertEquals((int) (k % PARTITIONS), got.getInt(1), where);
        assertEquals(want[0], got.isNullAt(2) ? null : got.getLong(2), where + " key " + k + " v1");
        assertEquals(want[1], got.isNullAt(3) ? null : got.getDouble(3), where + " key " + k + " v2");
        assertEquals(want[2], got.isNullAt(4) ? null : got.getString(4).toString(), where + " key " + k + " v3");
    }

    private void viewsMatchTheModel(String shape) {
        Table t = table(shape);
        TableWriter w = t.newWriter("v");
        try {
            Map<Long, Object[]> model = writeHistory(w, shape);
            KeyRow key = new KeyRow();
            for (int round = 0; round < 3; round++) { // cold pages, then cached ones
                for (long k = -3; k < KEYS + 3; k++) {
                    key.k = k;
                    Object[] want = k < 0 ? null : model.get(k);
                    assertRow(want, w.lookupView(key), k, shape + " round " + round + " view");
                    assertRow(want, w.lookup(key), k, shape + " round " + round + " lookup");
                }
            }
            // a generic key row (boxed values) takes the same path
            GenericRow generic = GenericRow.of(4L, 4, null, null, null);
            assertRow(model.get(4L), w.lookupView(generic), 4, shape + " generic key");
        } finally {
            w.close();
        }
    }

    @Test
    void partitionedViewsMatchTheModel() {
        viewsMatchTheModel("partitioned");
    }

    @Test
    void partialUpdateViewsMatchTheModel() {
        viewsMatchTheModel("partial-update");
    }

    @Test
    void aggregationViewsMatchTheModel() {
        viewsMatchTheModel("aggregation");
    }

    @Test
    void firstRowViewsMatchTheModel() {
        viewsMatchTheModel("first-row");
    }

    /** Two gets in a row (other partitions, file and buffer versions): each right, and a copy taken between keeps the first. */
    @Test
    void aViewCopiedBeforeTheNextGetKeepsItsValues() {
        for (String shape : new String[] {"partitioned", "partial-update", "aggregation", "first-row"}) {
            Table t = table(shape);
            TableWriter w = t.newWriter("v");
            try {
                Map<Long, Object[]> model = writeHistory(w, shape);
                KeyRow key = new KeyRow();
                long[][] pairs = {{1, 2}, {2, 3}, {3, 41}, {41, 5}, {10, 11}, {11, 10}};
                for (int round = 0; round < 2; round++) {
                    for (long[] pair : pairs) {
                        key.k = pair[0];
                        GenericRow first = GenericRow.copyOf(w.lookupView(key));
                        key.k = pair[1];
                        InternalRow second = w.lookupView(key);
                        assertRow(model.get(pair[1]), second, pair[1], shape + " second get");
                        assertRow(model.get(pair[0]), first, pair[0], shape + " copy of the first get");
                    }
                }
            } finally {
                w.close();
            }
        }
    }

    /**
     * Calling-thread bytes over warm gets of all keys (file versions and buffer hits): nothing per get of the partitioned
     * table and of first-row; partial-update and aggregation only what their merge functions copy of the versions.
     */
    @Test
    void aWarmGetAllocatesNothing() {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        assumeTrue(mx.isThreadAllocatedMemorySupported() && mx.isThreadAllocatedMemoryEnabled());
        for (String shape : new String[] {"partitioned", "first-row", "partial-update", "aggregation"}) {
            Table t = table(shape);
            TableWriter w = t.newWriter("v");
            try {
                writeHistory(w, shape);
                KeyRow key = new KeyRow();
                long sum = 0;
                for (int round = 0; round < 15; round++) { // warm: pages cached, the code compiled
                    for (long k = 0; k < KEYS; k++) {
                        key.k = k;
                        InternalRow r = w.lookupView(key);
                        sum += r == null ? 0 : r.getLong(2);
                    }
                }
                long thread = Thread.currentThread().getId();
                long before = mx.getThreadAllocatedBytes(thread);
                int gets = 0;
                for (int round = 0; round < 5; round++) {
                    for (long k = 0; k < KEYS; k++) {
                        key.k = (k * 7_919L) % KEYS;
                        InternalRow r = w.lookupView(key);
                        sum += r == null ? 0 : r.getLong(2);
                        gets++;
                    }
                }
                long allocated = mx.getThreadAllocatedBytes(thread) - before;
                assertTrue(sum != 0);
                String where = shape + ": " + allocated + " B allocated over " + gets + " warm gets";
                if (shape.equals("partitioned") || shape.equals("first-row")) {
                    // before: a Partition per get (~400 B); a cursor and a decoded page per file probed per get (KBs)
                    assertTrue(allocated < 4_096, where);
                } else {
                    // the merge function's copies of the versions' values (~130 B a get here); before, as first-row
                    assertTrue(allocated < 1_024L * gets, where);
                }
            } finally {
                w.close();
            }
        }
    }
}
