package dev.varve.memtable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.row.RowKind;
import dev.varve.row.memory.PagePool;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * A checkpoint's seal and flush of a write buffer ({@link WriteBuffer#sealForFlush}, the drain, the flushed
 * memtable recycled) allocates only the flush's cursor: the sealed-memtable record is reused once flushed, the drain's
 * batch is an array kept by the buffer, the flushed ones are removed without a sub-list view. Counted with the
 * thread's allocation counter (flushes run on the calling thread); the records reach the sink in order as before.
 */
class WriteBufferAllocationTest {
    private static final int PAGE = 4096;

    @Test
    void aSealAndFlushAllocatesTheCursorOnly() throws IOException {
        try (PagePool pool = new PagePool(64 * PAGE, PAGE)) {
            long[] seen = new long[2];
            FlushSink sink = cursor -> {
                while (cursor.next()) {
                    seen[0]++;
                    seen[1] += cursor.sequence();
                }
            };
            WriteBuffer buffer = new WriteBuffer(pool, Runnable::run, sink);
            byte[] key = new byte[8];
            byte[] value = new byte[16];
            // the bytes of one memtable's sorted cursor, allowed per cycle (measured: a memtable's own cursor)
            long cursorBytes = cursorBytes(pool);
            com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
            long me = Thread.currentThread().getId();
            long seq = 0;
            long bytes = 0;
            int cycles = 5_000;
            for (int round = 0; round < 3; round++) { // rounds 0 and 1 warm the code; round 2 is measured
                long before = mx.getThreadAllocatedBytes(me);
                for (int c = 0; c < cycles; c++) {
                    for (int i = 0; i < 4; i++) {
                        key[7] = (byte) i;
                        buffer.put(key, seq++, RowKind.INSERT, value);
                    }
                    buffer.sealForFlush();
                    buffer.helpFlush();
                }
                bytes = mx.getThreadAllocatedBytes(me) - before;
            }
            assertEquals(seq, seen[0], "every record reached the sink");
            assertEquals(seq * (seq - 1) / 2, seen[1]);
            assertEquals(3L * cycles, buffer.flushCount());
            double perCycle = (double) bytes / cycles;
            // before: a sealed record (24 B), the batch's sub-list, array and its type's empty array (~80 B), the
            // flushed ones' sub-list (24 B) besides the cursor
            assertTrue(perCycle <= cursorBytes + 8, "bytes per seal and flush: " + perCycle + ", cursor " + cursorBytes);
            buffer.close();
        }
    }

    /** The bytes a memtable's sorted cursor takes (the lowest of a few tries, code warm). */
    private static long cursorBytes(PagePool pool) throws IOException {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        long me = Thread.currentThread().getId();
        OffHeapMemTable m = new OffHeapMemTable(pool);
        byte[] key = new byte[8];
        for (int i = 0; i < 4; i++) {
            key[7] = (byte) i;
            m.put(key, i, RowKind.INSERT, new byte[16]);
        }
        m.seal();
        long best = Long.MAX_VALUE;
        for (int i = 0; i < 20_000; i++) {
            long before = mx.getThreadAllocatedBytes(me);
            SortedCursor c = m.sortedCursor();
            c.close();
            long b = mx.getThreadAllocatedBytes(me) - before;
            best = Math.min(best, b);
        }
        m.release();
        return best;
    }
}
