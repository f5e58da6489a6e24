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
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * {@link TableWriter#lookupView}: the same rows as {@link TableWriter#lookup} from the write buffer, the files
 * (file by file and through the bucket's index) and for misses and deleted keys; its reuse contract (a view stays
 * as it was until the next call into the writer, and the writer hands the same view out again); and a warm get that
 * allocates nothing on the calling thread.
 */
class LookupViewTest {
    private static final int KEYS = 20_000;

    @TempDir
    Path dir;

    private Table table() {
        Catalog catalog = TableTestSupport.catalog(dir);
        return TableTestSupport.create(catalog, "pl", Schema.builder()
                .column("k", DataType.bigint().notNull())
                .column("v1", DataType.bigint())
                .column("v2", DataType.doubleType())
                .column("v3", DataType.string())
                .primaryKey("k")
                .options(Map.of("bucket", "2"))
                .build());
    }

    /** A key row whose key is a primitive long: reading it boxes nothing. */
    static final class LongKey implements InternalRow {
        long key;

        @Override public int getArity() { return 4; }
        @Override public RowKind getRowKind() { return RowKind.INSERT; }
        @Override public void setRowKind(RowKind kind) { throw new UnsupportedOperationException(); }
        @Override public boolean isNullAt(int pos) { return pos != 0; }
        @Override public Object getField(int pos) { return pos == 0 ? (Object) key : null; }
        @Override public long getLong(int pos) { return key; }
    }

    private static void writeAll(TableWriter w, int from, int to, long salt) {
        for (int k = from; k < to; k++) {
            w.write(GenericRow.of((long) k, k * 3L + salt, k / 7.0, "value-" + (k + salt)));
        }
    }

    private static void assertSameRow(InternalRow want, InternalRow got, String where) {
        if (want == null) {
            assertNull(got, where);
            return;
        }
        assertNotNull(got, where);
        for (int i = 0; i < 4; i++) {
            assertEquals(want.getField(i), got.getField(i), where + " field " + i);
        }
    }

    @Test
    void viewsAgreeWithLookupFromBufferFilesAndIndex() {
        Table t = table();
        TableWriter w = t.newWriter("v");
        try {
            writeAll(w, 0, KEYS, 0);
            w.commit(1);
            writeAll(w, 0, KEYS / 2, 5); // newer versions of half the keys, in later files
            for (int k = 0; k < KEYS; k += 97) {
                w.write(GenericRow.ofKind(RowKind.DELETE, (long) k, 0L, 0.0, "x"));
            }
            w.commit(2);
            writeAll(w, KEYS / 4, KEYS / 4 + 500, 9); // still in the write buffer
            w.write(GenericRow.ofKind(RowKind.DELETE, (long) (KEYS / 4 + 3), 0L, 0.0, "x"));
            LongKey key = new LongKey();
            // several rounds: the first reads files one by one and decodes pages, later ones hit the cache and the index
            for (int round = 0; round < 4; round++) {
                for (int k = -10; k < KEYS + 10; k += 3) {
                    key.key = k;
                    InternalRow want = w.lookup(key);
                    InternalRow got = w.lookupView(key);
                    assertSameRow(want, got, "round " + round + " key " + k);
                }
            }
        } finally {
            w.close();
        }
    }

    @Test
    void aViewStaysAsItWasUntilTheNextCallAndIsHandedOutAgain() {
        Table t = table();
        TableWriter w = t.newWriter("v");
        try {
            writeAll(w, 0, KEYS, 0);
            w.commit(1);
            LongKey key = new LongKey();
            for (int round = 0; round < 5; round++) { // warm: pages cached, the index built (in the background)
                for (int k = 0; k < KEYS; k++) {
                    key.key = k;
                    w.lookupView(key);
                }
            }
            key.key = 11;
            InternalRow a = w.lookupView(key);
            GenericRow copyOfA = GenericRow.copyOf(a);
            for (int i = 0; i < 100; i++) { // reading it again and again changes nothing
                assertEquals(33L, a.getLong(1));
                assertEquals("value-11", a.getString(3));
            }
            key.key = 12_345;
            InternalRow b = w.lookupView(key);
            assertSame(a, b, "a warm get hands out the writer's one view");
            assertEquals(12_345L * 3, b.getLong(1));
            assertSameRow(GenericRow.of(11L, 33L, 11 / 7.0, "value-11"), copyOfA, "the copy taken before the next get");
            // the write buffer's view: valid until the next call too
            w.write(GenericRow.of(7L, -1L, 0.5, "buffered"));
            key.key = 7;
            InternalRow c = w.lookupView(key);
            assertEquals(-1L, c.getLong(1));
            assertEquals("buffered", c.getString(3));
            key.key = 8;
            assertEquals(24L, w.lookupView(key).getLong(1));
        } finally {
            w.close();
        }
    }

    @Test
    void aWarmGetAllocatesNothing() {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        assumeTrue(mx.isThreadAllocatedMemorySupported() && mx.isThreadAllocatedMemoryEnabled());
        Table t = table();
        TableWriter w = t.newWriter("v");
        try {
            writeAll(w, 0, KEYS, 0);
            w.commit(1);
            LongKey key = new LongKey();
            long sum = 0;
            for (int round = 0; round < 20; round++) { // warm: pages cached, the index built, the code compiled
                for (int k = 0; k < KEYS; k++) {
                    key.key = k;
                    InternalRow r = w.lookupView(key);
                    sum += r == null ? 0 : r.getLong(1);
                }
            }
            long thread = Thread.currentThread().getId();
            long before = mx.getThreadAllocatedBytes(thread);
            int gets = 0;
            for (int round = 0; round < 5; round++) {
                for (int k = 0; k < KEYS; k++) {
                    key.key = (k * 7_919L) % KEYS;
                    InternalRow r = w.lookupView(key);
                    sum += r.getLong(1);
                    gets++;
                }
            }
            long allocated = mx.getThreadAllocatedBytes(thread) - before;
            assertTrue(sum != 0);
            // nothing per get (lookup allocates a view of 24 B or more per get, and a boxed key: 2.4 MB here)
            assertTrue(allocated < 4_096, allocated + " B allocated over " + gets + " warm gets");
        } finally {
            w.close();
        }
    }
}
