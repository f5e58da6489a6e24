package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.MemoryFileIO;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The previous record's value row stays readable after {@code next()} unless that call left the
 * page ({@link RunCursor#lastInPage()}). Seeded (-Dseed=N).
 */
class RunCursorPreviousViewTest {
    private static final RowType TYPE = RowType.of(DataType.bigint().notNull(), DataType.string(), DataType.doubleType());

    @Test
    void thePreviousViewLivesUntilThePageIsLeft() throws IOException {
        long seed = Long.getLong("seed", 20261130L);
        SplittableRandom r = new SplittableRandom(seed);
        MemoryFileIO io = new MemoryFileIO();
        List<GenericRow> written = new ArrayList<>();
        RunWriter w = new RunWriter(io, "/p.vrf", TYPE, RunWriterOptions.defaults().withTargetPageBytes(1024));
        for (int i = 0; i < 1500; i++) {
            String s = r.nextInt(6) == 0 ? null : "v" + i + "-é".repeat(r.nextInt(4));
            GenericRow row = GenericRow.ofKind(i % 7 == 0 ? RowKind.DELETE : RowKind.INSERT, (long) i, s, r.nextDouble());
            written.add(row);
            w.add(new byte[] {(byte) (i >> 8), (byte) i}, i, row.getRowKind(), row);
        }
        w.finish();

        int pagesLeft = 0;
        int previousChecked = 0;
        try (RunReader reader = RunReader.open(io, "/p.vrf", TYPE); RunCursor c = reader.cursor(null, null, null)) {
            InternalRow previous = null;
            int i = -1;
            boolean leavesPage = true;
            while (true) {
                leavesPage = c.lastInPage();
                boolean more = c.next();
                if (previous != null && !leavesPage) {
                    GenericRow expected = written.get(i);
                    String at = "seed " + seed + " row " + i;
                    assertTrue(c.ownsView(previous), at);
                    assertNotSame(previous, c.value(), at);
                    assertEquals(expected.getRowKind(), previous.getRowKind(), at);
                    assertEquals(expected, GenericRow.copyOf(previous), at);
                    assertEquals(expected.getString(1), previous.getString(1), at);
                    if (!previous.isNullAt(1)) {
                        String viaBytes = new String(c.bytesArray(1), c.bytesOffset(previous, 1), c.bytesLength(previous, 1),
                                StandardCharsets.UTF_8);
                        assertEquals(expected.getString(1), viaBytes, at);
                    }
                    previousChecked++;
                }
                if (leavesPage && previous != null) {
                    pagesLeft++;
                }
                if (!more) {
                    break;
                }
                i++;
                previous = c.value();
                assertEquals(written.get(i), GenericRow.copyOf(previous));
                assertEquals(written.get(i).getString(1), previous.getString(1)); // null or the decoded string
            }
            assertEquals(written.size() - 1, i);
            assertThrows(IllegalArgumentException.class, () -> c.bytesOffset(GenericRow.of(1L, "x", 1.0), 1));
        }
        assertTrue(pagesLeft >= 5, "the run has several pages: " + pagesLeft);
        assertEquals(written.size() - pagesLeft, previousChecked);
    }
}
