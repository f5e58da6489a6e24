package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.varve.format.MemoryFileIO;
import dev.varve.row.BytesView;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link RunCursor#rowAt}: a merged scan's picked rows read in place, without stepping the cursor to
 * them. Seeded: random picks of each page's rows (ascending, some skipped), each view checked against
 * the written row (value, nulls, kind, string bytes) while the view of the pick before stays readable;
 * the cursor's own row is not moved, and it then steps on (skipTo, next) over the picked rows as
 * before. Seed: -Dseed=N.
 */
class RunCursorRowAtTest {
    private static final long SEED = Long.getLong("seed", 20261205L);
    private static final RowType TYPE = RowType.of(DataType.bigint().notNull(), DataType.intType(), DataType.string());

    private static String s(int i) {
        return i % 7 == 0 ? null : "v" + i + (i % 3 == 0 ? "é" : "");
    }

    private static RowKind kind(int i) {
        return i % 5 == 0 ? RowKind.DELETE : i % 11 == 0 ? RowKind.UPDATE_AFTER : RowKind.INSERT;
    }

    private static void check(InternalRow v, int row, BytesView bytes) {
        assertEquals(row, v.getLong(0), "row " + row);
        assertEquals(row % 3 == 0, v.isNullAt(1), "row " + row);
        if (row % 3 != 0) {
            assertEquals(row * 10, v.getInt(1), "row " + row);
        }
        assertEquals(kind(row), v.getRowKind(), "row " + row);
        String want = s(row);
        assertEquals(want == null, v.isNullAt(2), "row " + row);
        if (want != null) {
            BytesView b = v.getBytesView(2, bytes);
            assertEquals(want, new String(b.array(), b.offset(), b.length(), StandardCharsets.UTF_8), "row " + row);
        }
    }

    @Test
    void picksReadInPlaceWithoutMovingTheCursor() throws IOException {
        MemoryFileIO io = new MemoryFileIO();
        RunWriter w = new RunWriter(io, "/p.vrf", TYPE, RunWriterOptions.defaults().withTargetPageBytes(1024));
        int n = 4000;
        for (int i = 0; i < n; i++) {
            w.add(new byte[] {(byte) (i >> 8), (byte) i}, i, kind(i), GenericRow.of((long) i, i % 3 == 0 ? null : i * 10, s(i)));
        }
        w.finish();
        SplittableRandom rnd = new SplittableRandom(SEED);
        BytesView bytes = new BytesView();
        BytesView previousBytes = new BytesView();
        int pages = 0;
        int picked = 0;
        try (RunReader reader = RunReader.open(io, "/p.vrf", TYPE); RunCursor c = reader.cursor(null, null, null)) {
            int first = 0; // the file row of the page's first row
            while (c.next()) {
                pages++;
                int end = c.pageEnd();
                InternalRow previous = null;
                int previousRow = -1;
                for (int r = c.pageRow(); r < end; r++) {
                    if (rnd.nextInt(3) == 0) {
                        continue; // not picked
                    }
                    InternalRow v = c.rowAt(r);
                    check(v, first + r, bytes);
                    assertFalse(c.ownsView(v), "not one of the cursor's value rows");
                    if (previous != null) {
                        assertNotSame(previous, v, "two views alternate");
                        check(previous, first + previousRow, previousBytes); // the pick before is still readable
                    }
                    assertEquals(0, c.pageRow(), "the cursor stays on the page's first row");
                    previous = v;
                    previousRow = r;
                    picked++;
                }
                assertThrows(IllegalArgumentException.class, () -> c.rowAt(end), "past the page");
                // the cursor steps on over the picked rows as before
                int to = rnd.nextInt(end);
                c.skipTo(to);
                check(c.value(), first + to, bytes);
                if (to > 0) {
                    assertThrows(IllegalArgumentException.class, () -> c.rowAt(to - 1), "rows behind the cursor are gone");
                }
                check(c.rowAt(to), first + to, bytes);
                c.skipTo(end - 1);
                first += end;
            }
            assertEquals(n, first);
        }
        assertEquals(true, pages > 5, "several pages: " + pages);
        assertEquals(true, picked > n / 2, "picked " + picked);
    }
}
