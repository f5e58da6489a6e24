package dev.varve.memtable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.varve.row.RowKind;
import dev.varve.row.memory.PagePool;

class MergingCursorTest {

    @Test
    void mergesByKeyThenSequenceThenSourceAge() throws Exception {
        try (PagePool pool = new PagePool(1 << 16, 1024)) {
            OffHeapMemTable older = new OffHeapMemTable(pool);
            OffHeapMemTable newer = new OffHeapMemTable(pool);
            OffHeapMemTable empty = new OffHeapMemTable(pool);
            older.put(new byte[] {5}, 7, RowKind.INSERT, new byte[] {'o'});
            older.put(new byte[] {1}, 1, RowKind.INSERT, new byte[] {'o'});
            newer.put(new byte[] {5}, 7, RowKind.DELETE, new byte[] {'n'});
            newer.put(new byte[] {5}, 6, RowKind.INSERT, new byte[] {'n'});
            newer.put(new byte[] {9}, 2, RowKind.INSERT, new byte[] {'n'});
            MergingCursor merged = new MergingCursor(older.sortedCursor(), empty.sortedCursor(), newer.sortedCursor());
            assertEquals(5, merged.recordCount());
            List<String> seen = new ArrayList<>();
            while (merged.next()) {
                seen.add(merged.keyBytes()[0] + "@" + merged.sequence() + (char) merged.valueBytes()[0] + merged.kind().shortString());
            }
            assertEquals(List.of("1@1o+I", "5@6n+I", "5@7o+I", "5@7n-D", "9@2n+I"), seen);
            assertFalse(merged.next());
            assertThrows(IllegalStateException.class, merged::keyBuffer);
            merged.close();
            older.release();
            newer.release();
            empty.release();
        }
    }

    @Test
    void rejectsNoSources() {
        assertThrows(IllegalArgumentException.class, MergingCursor::new);
        assertThrows(IllegalArgumentException.class, () -> new MergingCursor((SortedCursor) null));
    }
}
