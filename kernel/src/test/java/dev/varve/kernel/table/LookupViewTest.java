package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;

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
    private static final int PARTITIONS = 8; // p's values (the table is not partitioned by it)

    @TempDir
    Path dir;

    /** {@link GetTables}' {@code dedup} table (k BIGINT primary key, p INT, v1 BIGINT, v2 DOUBLE, v3 STRING), 2 buckets. */
    private Table table() {
        Catalog catalog = TableTestSupport.catalog(dir);
        return TableTestSupport.create(catalog, "pl", GetTables.schema("dedup", 2, 0));
    }

    /** A key row whose key is a primitive long: reading it boxes nothing. */
    private static GetTables.KeyRow keyRow() {
        return new GetTables.KeyRow("dedup", PARTITIONS);
    }

    private static GenericRow row(RowKind kind, long k, long v1, double v2, String v3) {
        return GetTables.row("dedup", PARTITIONS, kind, k, v1, v2, v3);
    }

    private static void writeAll(TableWriter w, int from, int to, long salt) {
        for (int k = from; k < to; k++) {
            w.write(row(RowKind.INSERT, k, k * 3L + salt, k / 7.0, "value-" + (k + salt)));
        }
    }

    private static void assertSameRow(InternalRow want, InternalRow got, String where) {
        if (want == null) {
            assertNull(got, where);
            return;
        }
        assertNotNull(got, where);
        for (int i = 0; i < 5; i++) {
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
                w.write(row(RowKind.DELETE, k, 0L, 0.0, "x"));
            }
            w.commit(2);
            writeAll(w, KEYS / 4, KEYS / 4 + 500, 9); // still in the write buffer
            w.write(row(RowKind.DELETE, KEYS / 4 + 3, 0L, 0.0, "x"));
            GetTables.KeyRow key = keyRow();
            // several rounds: the first reads files one by one and decodes pages, later ones hit the cache and the index
            for (int round = 0; round < 4; round++) {
                for (int k = -10; k < KEYS + 10; k += 3) {
                    key.k = k;
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
            GetTables.write(w, "dedup", GetTables.History.TWO_COMMITS, KEYS, PARTITIONS);
            GetTables.KeyRow key = keyRow();
            for (int round = 0; round < 5; round++) { // warm: pages cached, the index built (in the background)
                for (int k = 0; k < KEYS; k++) {
                    key.k = k;
                    w.lookupView(key);
                }
            }
            key.k = 11;
            InternalRow a = w.lookupView(key);
            GenericRow copyOfA = GenericRow.copyOf(a);
            for (int i = 0; i < 100; i++) { // reading it again and again changes nothing
                assertEquals(33L, a.getLong(2));
                assertEquals("value-11", a.getString(4));
            }
            key.k = 12_345;
            InternalRow b = w.lookupView(key);
            assertSame(a, b, "a warm get hands out the writer's one view");
            assertEquals(12_345L * 3, b.getLong(2));
            assertSameRow(GenericRow.of(11L, 3, 33L, 11 / 7.0, "value-11"), copyOfA, "the copy taken before the next get");
            // the write buffer's view: valid until the next call too
            w.write(row(RowKind.INSERT, 7, -1L, 0.5, "buffered"));
            key.k = 7;
            InternalRow c = w.lookupView(key);
            assertEquals(-1L, c.getLong(2));
            assertEquals("buffered", c.getString(4));
            key.k = 9;
            assertEquals(27L, w.lookupView(key).getLong(2));
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
            GetTables.write(w, "dedup", GetTables.History.TWO_COMMITS, KEYS, PARTITIONS);
            GetTables.KeyRow key = keyRow();
            long sum = 0;
            for (int round = 0; round < 20; round++) { // warm: pages cached, the index built, the code compiled
                for (int k = 0; k < KEYS; k++) {
                    key.k = k;
                    InternalRow r = w.lookupView(key);
                    sum += r == null ? 0 : r.getLong(2);
                }
            }
            long thread = Thread.currentThread().getId();
            long before = mx.getThreadAllocatedBytes(thread);
            int gets = 0;
            for (int round = 0; round < 5; round++) {
                for (int k = 0; k < KEYS; k++) {
                    key.k = (k * 7_919L) % KEYS;
                    InternalRow r = w.lookupView(key);
                    sum += r.getLong(2);
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
