package dev.varve.kernel.mergeengine;

import dev.varve.merge.MergeFunction;
import dev.varve.row.BinaryRow;
import dev.varve.row.GenericRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import dev.varve.row.RowSerializer;
import org.agrona.ExpandableArrayBuffer;
import org.junit.jupiter.api.Test;

import java.lang.management.ManagementFactory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Numeric aggregation folds records without allocating: the accumulators read primitives and keep
 * primitive state. Measured with the thread's allocation counter (no timing involved); the bound
 * is far below one boxed value per record.
 */
class HotPathAllocationTest {

    @Test
    void sumMaxMinCountProductAddWithoutAllocating() {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        assumeTrue(mx.isThreadAllocatedMemorySupported() && mx.isThreadAllocatedMemoryEnabled());
        MergeEngine e = Harness.of(new String[] {"k INT", "s BIGINT", "m BIGINT", "n DOUBLE", "c BIGINT", "p INT",
                        "f FLOAT"}, "k", "merge-engine", "aggregation",
                "fields.s.aggregate-function", "sum", "fields.m.aggregate-function", "max",
                "fields.n.aggregate-function", "min", "fields.c.aggregate-function", "count",
                "fields.p.aggregate-function", "product", "fields.f.aggregate-function", "sum").engine;
        MergeFunction f = e.mergeFunctionFactory().create();
        // pre-boxed input, as a binary row would hand out primitives without boxing
        GenericRow row = GenericRow.ofKind(RowKind.INSERT, 1, 1_000L, 5_000L, 2.5, 7_000L, 1, 0.5f);
        KeyValue kv = new KeyValue(Harness.KEY, 0, RowKind.INSERT, row);
        int records = 20_000;
        for (int warm = 0; warm < 3; warm++) {
            run(f, kv, records);
        }
        long before = mx.getThreadAllocatedBytes(Thread.currentThread().getId());
        KeyValue result = run(f, kv, records);
        long allocated = mx.getThreadAllocatedBytes(Thread.currentThread().getId()) - before;
        assertEquals(1_000L * records, result.value().getField(1));
        assertEquals((long) records, result.value().getField(4));
        assertTrue(allocated < records, "allocated " + allocated + " bytes for " + records + " records");
    }

    /**
     * Per merged key (reset, two versions, result read as a run writer reads it: typed getters)
     * nothing is allocated either: numeric results and numeric key columns stay unboxed in the
     * result row, which boxes only on {@code getField}.
     */
    @Test
    void numericResultsAndKeysAreNotBoxedPerMergedKey() {
        Harness h = Harness.of(new String[] {"k BIGINT", "s BIGINT", "m DOUBLE", "i INT", "f FLOAT"}, "k",
                "merge-engine", "aggregation", "fields.s.aggregate-function", "sum",
                "fields.m.aggregate-function", "max", "fields.i.aggregate-function", "min",
                "fields.f.aggregate-function", "sum");
        MergeFunction f = h.engine.mergeFunctionFactory().create();
        // serialized inputs, as flushes and compactions hand them over (a getField would box)
        KeyValue[] v = versions(h, GenericRow.ofKind(RowKind.INSERT, 1_000_000L, 1_000L, 2.5, 7_000, 0.5f),
                GenericRow.ofKind(RowKind.INSERT, 1_000_000L, 2_000L, 3.5, 6_000, 0.25f));
        KeyValue ka = v[0];
        KeyValue kb = v[1];
        assertNoAllocationPerMergedKey(f, ka, kb);
        // and the values are the right ones, boxed in the columns' classes when asked for
        f.reset();
        f.add(ka);
        f.add(kb);
        KeyValue r = f.getResult();
        assertEquals(1_000_000L, r.value().getField(0));
        assertEquals(3_000L, r.value().getField(1));
        assertEquals(3.5, r.value().getField(2));
        assertEquals(6_000, r.value().getField(3));
        assertEquals(0.75f, r.value().getField(4));
        assertEquals(3_000L, r.value().getLong(1));
        assertEquals(6_000, r.value().getInt(3));
        assertEquals(0.75f, r.value().getFloat(4));
        assertTrue(!r.value().isNullAt(0) && !r.value().isNullAt(1));
    }

    /** The same for partial-update: columns outside sequence groups keep their last non-null value unboxed. */
    @Test
    void partialUpdateDoesNotBoxPerRecord() {
        Harness h = Harness.of(new String[] {"k BIGINT", "s BIGINT", "m DOUBLE", "i INT", "f FLOAT"}, "k",
                "merge-engine", "partial-update");
        MergeFunction f = h.engine.mergeFunctionFactory().create();
        KeyValue[] v = versions(h, GenericRow.ofKind(RowKind.INSERT, 1_000_000L, 1_000L, 2.5, null, 0.5f),
                GenericRow.ofKind(RowKind.INSERT, 1_000_000L, 2_000L, null, 6_000, null));
        KeyValue ka = v[0];
        KeyValue kb = v[1];
        assertNoAllocationPerMergedKey(f, ka, kb);
        f.reset();
        f.add(ka);
        f.add(kb);
        KeyValue r = f.getResult();
        assertEquals(RowKind.INSERT, r.kind());
        assertEquals(2_000L, r.value().getField(1));
        assertEquals(2.5, r.value().getField(2));
        assertEquals(6_000, r.value().getField(3));
        assertEquals(0.5f, r.value().getField(4));
    }

    /** Merging 20,000 keys of versions {@code a} then {@code b} (results read with typed getters) allocates under 1 B per key. */
    private static void assertNoAllocationPerMergedKey(MergeFunction f, KeyValue a, KeyValue b) {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        assumeTrue(mx.isThreadAllocatedMemorySupported() && mx.isThreadAllocatedMemoryEnabled());
        int keys = 20_000;
        long sink = 0;
        for (int warm = 0; warm < 3; warm++) {
            sink += mergeKeys(f, a, b, keys);
        }
        long before = mx.getThreadAllocatedBytes(Thread.currentThread().getId());
        sink += mergeKeys(f, a, b, keys);
        long allocated = mx.getThreadAllocatedBytes(Thread.currentThread().getId()) - before;
        assertTrue(allocated < keys, "allocated " + allocated + " bytes for " + keys + " merged keys (" + sink + ")");
    }

    /** Versions 0 and 1 of {@link Harness#KEY}: {@code a} and {@code b}, each serialized into a buffer of its own. */
    private static KeyValue[] versions(Harness h, GenericRow a, GenericRow b) {
        return new KeyValue[] {new KeyValue(Harness.KEY, 0, RowKind.INSERT, binary(h, a)),
                new KeyValue(Harness.KEY, 1, RowKind.INSERT, binary(h, b))};
    }

    /** {@code r} serialized into a buffer of its own. */
    private static BinaryRow binary(Harness h, GenericRow r) {
        RowSerializer serializer = new RowSerializer(h.rowType);
        int len = serializer.serialize(r);
        ExpandableArrayBuffer buf = new ExpandableArrayBuffer(len);
        buf.putBytes(0, serializer.buffer(), 0, len);
        return new BinaryRow(h.rowType).pointTo(buf, 0, len);
    }

    /** Sequence groups too: the groups' numeric columns and sequence fields are kept unboxed. */
    @Test
    void partialUpdateSequenceGroupsDoNotBoxPerRecord() {
        Harness h = Harness.of(new String[] {"k BIGINT", "s BIGINT", "m DOUBLE", "i INT", "g BIGINT", "t STRING"}, "k",
                "merge-engine", "partial-update", "fields.g.sequence-group", "s,m,t", "fields.s.aggregate-function", "sum");
        MergeFunction f = h.engine.mergeFunctionFactory().create();
        KeyValue[] v = versions(h, GenericRow.ofKind(RowKind.INSERT, 1_000_000L, 1_000L, 2.5, 7_000, 1_000L, "older text"),
                GenericRow.ofKind(RowKind.INSERT, 1_000_000L, 2_000L, 3.5, 6_000, 2_000L, "newer text"));
        KeyValue ka = v[0];
        KeyValue kb = v[1];
        assertNoAllocationPerMergedKey(f, ka, kb);
        f.reset();
        f.add(kb);
        f.add(ka); // older group sequence: m stays 3.5, s sums both
        KeyValue r = f.getResult();
        assertEquals(3_000L, r.value().getField(1));
        assertEquals(3.5, r.value().getField(2));
        assertEquals(7_000, r.value().getField(3));
        assertEquals(2_000L, r.value().getField(4));
        assertEquals("newer text", String.valueOf(r.value().getField(5)));
    }

    private static long mergeKeys(MergeFunction f, KeyValue a, KeyValue b, int keys) {
        long sink = 0;
        for (int i = 0; i < keys; i++) {
            f.reset();
            f.add(a);
            f.add(b);
            KeyValue r = f.getResult();
            sink += r.value().getLong(0) + r.value().getLong(1) + (long) r.value().getDouble(2) + r.value().getInt(3)
                    + (long) r.value().getFloat(4);
        }
        return sink;
    }

    private static KeyValue run(MergeFunction f, KeyValue kv, int records) {
        f.reset();
        for (int i = 0; i < records; i++) {
            kv.replace(kv.key(), i, RowKind.INSERT, kv.value());
            f.add(kv);
        }
        return f.getResult();
    }
}
