package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A compacting thread reuses one {@link PickedRows} across its compactions: {@link PickedRows#reset} leaves it as a new
 * instance for that many sources (nothing picked, nothing bound) while keeping the pick arrays it has grown, and
 * {@link PickedRows#release} leaves no bound page reachable.
 */
class PickedRowsReuseTest {
    @Test
    void resetKeepsGrownArraysAndDropsBoundPages() {
        PickedRows p = new PickedRows(0);
        p.reset(3);
        assertEquals(3, p.keyData.length);
        p.keyData[1] = new byte[8];
        p.kinds[1] = new byte[] {0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        p.columns[1] = new ColumnVector[0];
        for (int i = 0; i < 1000; i++) {
            p.add(1, i % 10);
        }
        assertEquals(1000, p.size());
        int[] grownSource = p.source;
        int[] grownRow = p.row;
        assertTrue(grownSource.length >= 1000);

        p.reset(2); // fewer sources: the same arrays, cleared
        assertEquals(0, p.size());
        assertSame(grownSource, p.source);
        assertSame(grownRow, p.row);
        assertNull(p.keyData[1]);
        assertNull(p.kinds[1]);
        assertNull(p.columns[1]);

        p.reset(5); // more sources: room for them
        assertEquals(5, p.keyData.length);
        assertEquals(5, p.views.length);
        assertSame(grownSource, p.source);

        p.keyData[4] = new byte[1];
        p.add(4, 0);
        p.release();
        assertEquals(0, p.size());
        assertNull(p.keyData[4]);
    }
}
