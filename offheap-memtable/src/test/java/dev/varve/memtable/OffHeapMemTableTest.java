package dev.varve.memtable;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;

import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

import dev.varve.row.RowKind;
import dev.varve.row.memory.PagePool;

class OffHeapMemTableTest {

    private static byte[] b(String s) {
        return s.getBytes(UTF_8);
    }

    private static List<String> drainKeys(SortedCursor cursor) throws Exception {
        List<String> out = new ArrayList<>();
        while (cursor.next()) {
            out.add(new String(cursor.keyBytes(), UTF_8) + "@" + cursor.sequence() + "=" + new String(cursor.valueBytes(), UTF_8));
        }
        return out;
    }

    @Test
    void iteratesByKeyThenSequence() throws Exception {
        try (PagePool pool = new PagePool(1 << 16, 4096)) {
            OffHeapMemTable table = new OffHeapMemTable(pool);
            table.put(b("banana"), 3, RowKind.INSERT, b("b3"));
            table.put(b("apple"), 5, RowKind.INSERT, b("a5"));
            table.put(b("banana"), 1, RowKind.INSERT, b("b1"));
            table.put(b("apple12345"), 2, RowKind.DELETE, b(""));
            table.put(b("apple1234"), 4, RowKind.INSERT, b("x"));
            assertEquals(5, table.recordCount());
            assertEquals(List.of("apple@5=a5", "apple1234@4=x", "apple12345@2=", "banana@1=b1", "banana@3=b3"),
                    drainKeys(table.sortedCursor()));
            assertTrue(table.isSealed());
            assertEquals(4096, table.memoryBytes());
            table.release();
            assertEquals(0, pool.outstandingBytes());
        }
    }

    @Test
    void putReturnsFalseWhenThePoolIsExhausted() {
        try (PagePool pool = new PagePool(128, 64)) {
            OffHeapMemTable table = new OffHeapMemTable(pool);
            int accepted = 0;
            while (table.put(new byte[] {(byte) accepted}, accepted, RowKind.INSERT, new byte[10])) {
                accepted++;
            }
            assertEquals(4, accepted, "two 28-byte records per 64-byte page, records never split");
            assertEquals(4, table.recordCount());
            assertEquals(128, table.memoryBytes());
            assertEquals(4 * 28, table.recordBytes());
            table.release();
        }
    }

    @Test
    void aRecordLargerThanAPageGetsAnOversizedBlock() throws Exception {
        try (PagePool pool = new PagePool(1024, 64)) {
            OffHeapMemTable table = new OffHeapMemTable(pool);
            assertTrue(table.put(b("small"), 1, RowKind.INSERT, b("v")));
            byte[] big = new byte[300];
            big[299] = 42;
            assertTrue(table.put(b("big"), 2, RowKind.INSERT, big));
            assertEquals(64 + 320, table.memoryBytes());
            SortedCursor cursor = table.sortedCursor();
            assertTrue(cursor.next());
            assertArrayEquals(b("big"), cursor.keyBytes());
            assertArrayEquals(big, cursor.valueBytes());
            table.release();
            assertEquals(0, pool.outstandingBytes());
        }
    }

    @Test
    void aRecordThatCanNeverFitIsRejectedClearly() {
        try (PagePool pool = new PagePool(256, 64)) {
            OffHeapMemTable table = new OffHeapMemTable(pool);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> table.put(b("k"), 1, RowKind.INSERT, new byte[300]));
            assertTrue(e.getMessage().contains("a record of 318 bytes (key 1, value 300) can never fit in the write buffer of 256 bytes"),
                    e.getMessage());
            assertTrue(table.isEmpty());
        }
    }

    @Test
    void badInputIsRejectedWithClearErrors() {
        try (PagePool pool = new PagePool(256, 64)) {
            OffHeapMemTable table = new OffHeapMemTable(pool);
            UnsafeBuffer buf = new UnsafeBuffer(new byte[8]);
            IllegalArgumentException range = assertThrows(IllegalArgumentException.class,
                    () -> table.put(buf, 4, 8, 1, RowKind.INSERT, buf, 0, 1));
            assertTrue(range.getMessage().contains("key range [4, 12) is outside its buffer of 8 bytes"), range.getMessage());
            assertThrows(IllegalArgumentException.class, () -> table.put(buf, -1, 2, 1, RowKind.INSERT, buf, 0, 1));
            assertThrows(IllegalArgumentException.class, () -> table.put(buf, 0, 2, 1, RowKind.INSERT, buf, 0, -1));
            assertThrows(IllegalArgumentException.class, () -> table.put(buf, 0, 2, 1, null, buf, 0, 1));
            assertThrows(IllegalArgumentException.class, () -> table.put(null, 1, RowKind.INSERT, b("v")));
            assertThrows(IllegalArgumentException.class, () -> table.get((byte[]) null, new LookupResult()));
            assertThrows(IllegalArgumentException.class, () -> new OffHeapMemTable(null));
            assertTrue(table.isEmpty());
        }
    }

    @Test
    void lifecycleIsEnforced() {
        try (PagePool pool = new PagePool(256, 64)) {
            OffHeapMemTable table = new OffHeapMemTable(pool);
            table.put(b("k"), 1, RowKind.INSERT, b("v"));
            table.seal();
            IllegalStateException sealed = assertThrows(IllegalStateException.class,
                    () -> table.put(b("k"), 2, RowKind.INSERT, b("v")));
            assertTrue(sealed.getMessage().contains("SEALED"), sealed.getMessage());
            LookupResult out = new LookupResult();
            assertTrue(table.get(b("k"), out), "sealed memtables still answer lookups");
            SortedCursor cursor = table.sortedCursor();
            table.release();
            table.release();
            assertThrows(IllegalStateException.class, cursor::next);
            assertThrows(IllegalStateException.class, () -> table.get(b("k"), out));
            assertThrows(IllegalStateException.class, table::sortedCursor);
            assertEquals(1, out.sequence(), "a lookup result is a copy and outlives the memtable");
            assertArrayEquals(b("v"), out.valueBytes());
            table.reset();
            assertTrue(table.put(b("again"), 3, RowKind.INSERT, b("w")));
            assertEquals(1, table.recordCount());
            assertFalse(table.get(b("k"), out));
            table.release();
        }
    }

    @Test
    void lookupFindsTheHighestSequenceAndTheLaterPutOnTies() {
        try (PagePool pool = new PagePool(1 << 14, 256)) {
            OffHeapMemTable table = new OffHeapMemTable(pool);
            LookupResult out = new LookupResult();
            assertThrows(IllegalStateException.class, out::sequence);
            assertFalse(table.get(b("k"), out));
            table.put(b("k"), 5, RowKind.INSERT, b("five"));
            table.put(b("k"), 3, RowKind.INSERT, b("three"));
            assertTrue(table.get(b("k"), out));
            assertEquals(5, out.sequence());
            table.put(b("k"), 5, RowKind.DELETE, b("five-again"));
            assertTrue(table.get(b("k"), out), "lookups see puts made after an earlier lookup");
            assertEquals(RowKind.DELETE, out.kind());
            assertArrayEquals(b("five-again"), out.valueBytes());
            assertEquals(10, out.valueLength());
            assertFalse(table.get(b("k2"), out));
            table.release();
        }
    }

    @Test
    void putCopiesKeysAndValuesFromAnySliceOfHeapOrOffHeapBuffers() throws Exception {
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(5);
        try (PagePool pool = new PagePool(1 << 20, 4096)) {
            OffHeapMemTable table = new OffHeapMemTable(pool);
            List<byte[]> values = new ArrayList<>();
            int seq = 0;
            // lengths around the word loop, its byte tail and the bulk copy above 64 bytes
            for (int len = 0; len <= 80; len++) {
                for (int kind = 0; kind < 3; kind++) {
                    byte[] value = new byte[len];
                    rnd.nextBytes(value);
                    byte[] key = {(byte) (seq >>> 8), (byte) seq};
                    int at = 1 + rnd.nextInt(9); // an unaligned slice of a larger buffer, poisoned around it
                    org.agrona.MutableDirectBuffer src;
                    if (kind == 0) {
                        src = new UnsafeBuffer(new byte[len + 40], 3, len + 30);
                    } else if (kind == 1) {
                        src = new org.agrona.ExpandableArrayBuffer(len + 20);
                    } else {
                        src = new UnsafeBuffer(java.nio.ByteBuffer.allocateDirect(len + 20));
                    }
                    src.setMemory(0, src.capacity(), (byte) 0x5A);
                    src.putBytes(at, value);
                    UnsafeBuffer keyBuf = new UnsafeBuffer(new byte[key.length + 5]);
                    keyBuf.putBytes(5, key);
                    assertTrue(table.put(keyBuf, 5, key.length, seq, RowKind.INSERT, src, at, len));
                    values.add(value);
                    seq++;
                }
            }
            SortedCursor cursor = table.sortedCursor();
            for (int i = 0; i < values.size(); i++) {
                assertTrue(cursor.next());
                assertEquals(i, cursor.sequence());
                assertArrayEquals(new byte[] {(byte) (i >>> 8), (byte) i}, cursor.keyBytes());
                assertArrayEquals(values.get(i), cursor.valueBytes(), "record " + i);
            }
            assertFalse(cursor.next());
            table.release();
        }
    }

    @Test
    void cursorAccessorsNeedARecordAndViewsPointIntoPages() throws Exception {
        try (PagePool pool = new PagePool(1024, 128)) {
            OffHeapMemTable table = new OffHeapMemTable(pool);
            table.put(b("key"), 9, RowKind.UPDATE_AFTER, b("value"));
            SortedCursor cursor = table.sortedCursor();
            assertThrows(IllegalStateException.class, cursor::keyLength);
            assertTrue(cursor.next());
            assertEquals(RecordDescriptor.KEY_OFFSET, cursor.keyOffset());
            assertEquals(3, cursor.keyLength());
            assertEquals(RecordDescriptor.valueOffset(3), cursor.valueOffset());
            assertEquals(RowKind.UPDATE_AFTER, cursor.kind());
            assertEquals(9, cursor.sequence());
            assertEquals('k', cursor.keyBuffer().getByte(cursor.keyOffset()));
            assertNotSame(cursor.keyBytes(), cursor.keyBytes());
            assertFalse(cursor.next());
            assertThrows(IllegalStateException.class, cursor::valueBuffer);
            table.release();
        }
    }

    @Test
    void putAndGetAllocateNothingPerRecord() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        try (PagePool pool = new PagePool(64L << 20, 1 << 16)) {
            OffHeapMemTable table = new OffHeapMemTable(pool);
            UnsafeBuffer key = new UnsafeBuffer(new byte[16]);
            UnsafeBuffer value = new UnsafeBuffer(new byte[40]);
            byte[] probe = new byte[16];
            UnsafeBuffer probeView = new UnsafeBuffer(probe);
            LookupResult out = new LookupResult();
            int n = 20_000;
            // the least over the warm rounds: a one-off allocation of the JVM on this thread (a class
            // initialised, a deoptimisation under load) does not repeat, a per-record one (>= 16 bytes
            // x n) would be in every round
            long putBytes = Long.MAX_VALUE;
            long getBytes = Long.MAX_VALUE;
            for (int round = 0; round < 4; round++) { // the first round grows the arrays once
                table.reset();
                long before = threads.getThreadAllocatedBytes(thread);
                for (int i = 0; i < n; i++) {
                    key.putLong(0, i * 0x9E3779B97F4A7C15L);
                    key.putLong(8, i);
                    table.put(key, 0, 16, i, RowKind.INSERT, value, 0, 40);
                }
                long middle = threads.getThreadAllocatedBytes(thread);
                for (int i = 0; i < n; i++) {
                    probeView.putLong(0, i * 0x9E3779B97F4A7C15L);
                    probeView.putLong(8, i);
                    if (!table.get(probe, out)) {
                        throw new AssertionError("key " + i + " not found");
                    }
                }
                if (round > 0) {
                    putBytes = Math.min(putBytes, middle - before);
                    getBytes = Math.min(getBytes, threads.getThreadAllocatedBytes(thread) - middle);
                }
            }
            assertTrue(putBytes < 1024, "allocated " + putBytes + " bytes for " + n + " warm puts");
            assertTrue(getBytes < 1024, "allocated " + getBytes + " bytes for " + n + " warm lookups");
            table.release();
        }
    }

    @Test
    void recordBytesMatchTheDocumentedExample() throws Exception {
        try (PagePool pool = new PagePool(1024, 128)) {
            OffHeapMemTable table = new OffHeapMemTable(pool);
            table.put(b("ab"), 7, RowKind.UPDATE_AFTER, new byte[] {1, 2, 3});
            SortedCursor cursor = table.sortedCursor();
            assertTrue(cursor.next());
            byte[] record = new byte[22];
            cursor.keyBuffer().getBytes(cursor.keyOffset() - RecordDescriptor.KEY_OFFSET, record);
            assertEquals("02000000" + "6162" + "0700000000000000" + "02" + "03000000" + "010203",
                    java.util.HexFormat.of().formatHex(record), "MEMTABLE.md section 2 example");
            assertEquals(22, table.recordBytes());
            table.release();
        }
    }
}
