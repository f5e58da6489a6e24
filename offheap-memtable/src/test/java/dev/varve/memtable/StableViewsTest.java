package dev.varve.memtable;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.agrona.DirectBuffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.varve.row.RowKind;
import dev.varve.row.memory.PagePool;

/**
 * {@link SortedCursor#viewsStableUntilClose()}: a memtable cursor's views of earlier records stay
 * valid while it moves on (consumers describe a pending record in place instead of copying it);
 * a spill cursor's do not, and a merging cursor is stable only when all its sources are.
 */
class StableViewsTest {
    @TempDir
    Path dir;

    private record View(DirectBuffer key, int keyOff, int keyLen, DirectBuffer value, int valueOff, int valueLen,
                        byte[] keyCopy, byte[] valueCopy) {
    }

    @Test
    void memTableViewsOfEveryRecordStayValidUntilCloseSeed11() throws IOException {
        SplittableRandom rnd = new SplittableRandom(Long.getLong("seed", 11));
        // small pages so that records spread over many pages, visited at random in sorted order
        try (PagePool pool = new PagePool(1 << 22, 1024)) {
            OffHeapMemTable table = new OffHeapMemTable(pool);
            int n = 3000;
            for (int i = 0; i < n; i++) {
                byte[] key = new byte[1 + rnd.nextInt(12)];
                rnd.nextBytes(key);
                byte[] value = new byte[rnd.nextInt(90)];
                rnd.nextBytes(value);
                assertTrue(table.put(key, i, RowKind.INSERT, value));
            }
            List<View> views = new ArrayList<>();
            try (SortedCursor c = table.sortedCursor()) {
                assertTrue(c.viewsStableUntilClose());
                while (c.next()) {
                    views.add(new View(c.keyBuffer(), c.keyOffset(), c.keyLength(), c.valueBuffer(), c.valueOffset(),
                            c.valueLength(), c.keyBytes(), c.valueBytes()));
                }
                assertEquals(n, views.size());
                for (View v : views) {
                    byte[] key = new byte[v.keyLen];
                    v.key.getBytes(v.keyOff, key);
                    byte[] value = new byte[v.valueLen];
                    v.value.getBytes(v.valueOff, value);
                    assertArrayEquals(v.keyCopy, key);
                    assertArrayEquals(v.valueCopy, value);
                }
            }
            table.release();
        }
    }

    @Test
    void spillCursorsAreNotStableAndMakeAMergeUnstable() throws IOException {
        LocalTestFileIO io = new LocalTestFileIO();
        try (PagePool pool = new PagePool(1 << 20, 4096)) {
            OffHeapMemTable spilled = new OffHeapMemTable(pool);
            spilled.put(new byte[] {1}, 1, RowKind.INSERT, new byte[] {'s'});
            SpillFile file = spilled.spill(io, dir.resolve("a.spill").toString());
            OffHeapMemTable a = new OffHeapMemTable(pool);
            OffHeapMemTable b = new OffHeapMemTable(pool);
            a.put(new byte[] {2}, 2, RowKind.INSERT, new byte[] {'a'});
            b.put(new byte[] {3}, 3, RowKind.INSERT, new byte[] {'b'});
            try (SortedCursor spill = file.cursor()) {
                assertFalse(spill.viewsStableUntilClose());
            }
            try (MergingCursor both = new MergingCursor(a.sortedCursor(), b.sortedCursor())) {
                assertTrue(both.viewsStableUntilClose());
            }
            try (MergingCursor mixed = new MergingCursor(a.sortedCursor(), file.cursor())) {
                assertFalse(mixed.viewsStableUntilClose());
            }
            a.release();
            b.release();
            file.delete();
        }
    }
}
