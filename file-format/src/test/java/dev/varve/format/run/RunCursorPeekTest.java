package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.varve.format.MemoryFileIO;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * {@link RunCursor#peek}: a row ahead in the current page, read without moving the cursor (a
 * compaction's record-level expiration looks at a merge call's rows before reading them).
 */
class RunCursorPeekTest {
    private static final RowType TYPE = RowType.of(DataType.bigint().notNull(), DataType.intType());

    @Test
    void peekReadsAheadWithoutMovingTheCursor() throws IOException {
        MemoryFileIO io = new MemoryFileIO();
        RunWriter w = new RunWriter(io, "/p.vrf", TYPE, RunWriterOptions.defaults().withTargetPageBytes(1024));
        int n = 1500;
        for (int i = 0; i < n; i++) {
            w.add(new byte[] {(byte) (i >> 8), (byte) i}, i, i % 5 == 0 ? RowKind.DELETE : RowKind.INSERT,
                    GenericRow.of((long) i, i % 3 == 0 ? null : i * 10));
        }
        w.finish();
        int pages = 0;
        try (RunReader reader = RunReader.open(io, "/p.vrf", TYPE); RunCursor c = reader.cursor(null, null, null)) {
            int i = 0;
            while (c.next()) {
                if (c.pageRow() == 0) {
                    pages++;
                    // the whole page ahead, then the cursor is still on its first row
                    for (int r = 0; r < c.pageEnd(); r++) {
                        InternalRow v = c.peek(r);
                        int row = i + r;
                        assertEquals(row, v.getLong(0));
                        assertEquals(row % 3 == 0, v.isNullAt(1));
                        if (row % 3 != 0) {
                            assertEquals(row * 10, v.getInt(1));
                        }
                        assertEquals(row % 5 == 0 ? RowKind.DELETE : RowKind.INSERT, v.getRowKind());
                        assertFalse(c.ownsView(v), "the peek view is not a value row");
                    }
                    assertEquals(0, c.pageRow());
                    assertEquals(i, c.value().getLong(0));
                }
                if (c.pageRow() > 0) {
                    int behind = c.pageRow() - 1;
                    assertThrows(IllegalArgumentException.class, () -> c.peek(behind), "rows behind the cursor are gone");
                }
                assertThrows(IllegalArgumentException.class, () -> c.peek(c.pageEnd()), "past the page");
                i++;
            }
            assertEquals(n, i);
        }
        assertEquals(true, pages > 2, "several pages: " + pages);
    }
}
