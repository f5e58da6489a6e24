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
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * The previous record's value row stays readable after {@code next()} unless that call left the
 * page ({@link RunCursor#lastInPage()}). Seeded (-Dseed=N).
 */
class RunCursorPreviousViewTest {
    private static final RowType TYPE = RowType.of(DataType.bigint().notNull(), DataType.string(), DataType.doubleType());

    /**
     * Writes {@code rows.apply(0 .. n-1)} to {@code path} in 1 KiB pages, row i with the key of its
     * number (two bytes) and sequence {@code firstSequence + i}; returns the rows.
     */
    private static List<GenericRow> writeRun(MemoryFileIO io, String path, int n, long firstSequence,
                                             IntFunction<GenericRow> rows) throws IOException {
        List<GenericRow> written = new ArrayList<>();
        RunWriter w = new RunWriter(io, path, TYPE, RunWriterOptions.defaults().withTargetPageBytes(1024));
        for (int i = 0; i < n; i++) {
            GenericRow row = rows.apply(i);
            written.add(row);
            w.add(new byte[] {(byte) (i >> 8), (byte) i}, firstSequence + i, row.getRowKind(), row);
        }
        w.finish();
        return written;
    }

    @Test
    void thePreviousViewLivesUntilThePageIsLeft() throws IOException {
        long seed = Long.getLong("seed", 20261130L);
        SplittableRandom r = new SplittableRandom(seed);
        MemoryFileIO io = new MemoryFileIO();
        List<GenericRow> written = writeRun(io, "/p.vrf", 1500, 0, i -> {
            String s = r.nextInt(6) == 0 ? null : "v" + i + "-é".repeat(r.nextInt(4));
            return GenericRow.ofKind(i % 7 == 0 ? RowKind.DELETE : RowKind.INSERT, (long) i, s, r.nextDouble());
        });

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

    /**
     * {@link RunCursor#skipTo} lands where as many {@code next()} calls would (key, sequence, kind,
     * values), keeps the record it left readable, refuses rows behind it or past its page, and a
     * {@code next()} after a skip to the page's last row loads the next page.
     */
    @Test
    void skipToIsManyNextCallsWithinThePage() throws IOException {
        long seed = Long.getLong("seed", 20261201L);
        SplittableRandom r = new SplittableRandom(seed);
        MemoryFileIO io = new MemoryFileIO();
        List<GenericRow> written = writeRun(io, "/s.vrf", 3000, 10_000, i -> GenericRow.ofKind(
                i % 5 == 0 ? RowKind.UPDATE_BEFORE : RowKind.INSERT, (long) i, r.nextInt(4) == 0 ? null : "s" + i, r.nextDouble()));
        int skips = 0;
        int pages = 0;
        try (RunReader reader = RunReader.open(io, "/s.vrf", TYPE); RunCursor c = reader.cursor(null, null, null)) {
            int i = -1; // the record index the cursor is on
            while (c.next()) {
                i++;
                pages++;
                int first = c.pageRow();
                int end = c.pageEnd();
                String at = "seed " + seed + " page starting at record " + i;
                assertThrows(IllegalArgumentException.class, () -> c.skipTo(end), at);
                while (true) {
                    assertEquals(written.get(i), GenericRow.copyOf(c.value()), at);
                    assertEquals(written.get(i).getRowKind(), c.kind(), at);
                    assertEquals(10_000 + i, c.sequence(), at);
                    assertEquals(i, ((c.keyArray()[c.keyOffset()] & 0xFF) << 8) | (c.keyArray()[c.keyOffset() + 1] & 0xFF), at);
                    int row = c.pageRow();
                    if (row == end - 1) {
                        break;
                    }
                    int to = Math.min(end - 1, row + r.nextInt(4)); // 0 = stay
                    InternalRow left = c.value();
                    int leftIndex = i;
                    c.skipTo(to);
                    skips++;
                    i += to - row;
                    assertEquals(written.get(leftIndex), GenericRow.copyOf(left), at + ": the record left behind");
                    if (to > row) {
                        assertThrows(IllegalArgumentException.class, () -> c.skipTo(row), at);
                    }
                }
                assertTrue(c.lastInPage(), at);
                assertTrue(end > first, at);
            }
            assertEquals(written.size() - 1, i);
        }
        assertTrue(pages >= 5 && skips > 100, pages + " pages, " + skips + " skips");
    }
}
