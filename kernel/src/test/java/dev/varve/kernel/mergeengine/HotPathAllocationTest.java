package dev.varve.kernel.mergeengine;

import dev.varve.merge.MergeFunction;
import dev.varve.row.GenericRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
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

    private static KeyValue run(MergeFunction f, KeyValue kv, int records) {
        f.reset();
        for (int i = 0; i < records; i++) {
            kv.replace(kv.key(), i, RowKind.INSERT, kv.value());
            f.add(kv);
        }
        return f.getResult();
    }
}
