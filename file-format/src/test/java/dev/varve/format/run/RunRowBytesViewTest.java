package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.MemoryFileIO;
import dev.varve.row.BytesView;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The run format's value rows override {@link InternalRow#getBytesView} zero-copy: the view points
 * into the decoded page and holds the same bytes as the default on the written values, for the
 * current record and for the previous one while its page lives, whole and projected, plain and
 * dictionary pages. Seeded (-Dseed=N).
 */
class RunRowBytesViewTest {
    private static final RowType TYPE = RowType.of(DataType.bigint().notNull(), DataType.string(), DataType.bytes(),
            DataType.decimal(20, 2), DataType.varchar(8));

    @Test
    void viewsHoldTheWrittenBytesInPlace() throws IOException {
        long seed = Long.getLong("seed", 20261130L);
        SplittableRandom r = new SplittableRandom(seed);
        MemoryFileIO io = new MemoryFileIO();
        List<GenericRow> written = new ArrayList<>();
        RunWriter w = new RunWriter(io, "/b.vrf", TYPE, RunWriterOptions.defaults().withTargetPageBytes(1024));
        String[] dict = {"red", "gr\u00fcn", "\ud83d\ude00 blue", ""};
        for (int i = 0; i < 1200; i++) {
            String s = r.nextInt(6) == 0 ? null : "v" + i + "-\u00e9\ud800".repeat(r.nextInt(3));
            byte[] b = r.nextInt(5) == 0 ? null : new byte[r.nextInt(6)];
            if (b != null) {
                r.nextBytes(b);
            }
            String small = r.nextInt(8) == 0 ? null : dict[r.nextInt(dict.length)];
            GenericRow row = GenericRow.of((long) i, s, b, new BigDecimal(r.nextInt(100000)).movePointLeft(2), small);
            written.add(row);
            w.add(new byte[] {(byte) (i >> 8), (byte) i}, i, RowKind.INSERT, row);
        }
        w.finish();

        BytesView v = new BytesView();
        BytesView expected = new BytesView();
        int[][] projections = {null, {4, 1, 2}};
        for (int[] projection : projections) {
            int[] fields = projection == null ? new int[] {0, 1, 2, 3, 4} : projection;
            try (RunReader reader = RunReader.open(io, "/b.vrf", TYPE); RunCursor c = reader.cursor(projection, null, null)) {
                InternalRow previous = null;
                int i = -1;
                int checked = 0;
                while (true) {
                    boolean leavesPage = c.lastInPage();
                    boolean more = c.next();
                    if (previous != null && !leavesPage) {
                        checkRow(previous, written.get(i), fields, v, expected, "seed " + seed + " previous row " + i);
                        checked++;
                    }
                    if (!more) {
                        break;
                    }
                    i++;
                    previous = c.value();
                    checkRow(previous, written.get(i), fields, v, expected, "seed " + seed + " row " + i);
                }
                assertEquals(written.size() - 1, i);
                assertTrue(checked > 1000, "previous views checked: " + checked);
            }
        }
    }

    private static void checkRow(InternalRow row, GenericRow written, int[] fields, BytesView v, BytesView expected, String at) {
        for (int pos = 0; pos < fields.length; pos++) {
            int f = fields[pos];
            int p = pos;
            if (f == 0 || f == 3) {
                // not a string or binary field: the default's error
                assertThrows(IllegalArgumentException.class, () -> row.getBytesView(p, v), at);
                continue;
            }
            if (written.isNullAt(f)) {
                assertTrue(assertThrows(IllegalArgumentException.class, () -> row.getBytesView(p, v), at)
                        .getMessage().contains("null"), at);
                continue;
            }
            assertSame(v, row.getBytesView(pos, v), at);
            // strings: UTF-8 with a lone surrogate stored as '?' (FORMAT.md), as the JDK's encoder writes it
            byte[] want = f == 2 ? written.getBytesView(f, expected).toByteArray()
                    : written.getString(f).getBytes(StandardCharsets.UTF_8);
            assertArrayEquals(want, v.toByteArray(), at + " field " + f);
            if (f != 2) {
                assertEquals(row.getString(pos), new String(v.toByteArray(), StandardCharsets.UTF_8), at);
            }
            // page-backed: the same array on every call, not a copy per call as the default makes
            byte[] array = v.array();
            int offset = v.offset();
            row.getBytesView(pos, v);
            assertSame(array, v.array(), at);
            assertEquals(offset, v.offset(), at);
        }
    }
}
