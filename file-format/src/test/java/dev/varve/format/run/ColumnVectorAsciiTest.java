package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.MemoryFileIO;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@code ColumnVector.BytesVector#asciiOnly}: a decoded page whose value (or dictionary) bytes are all ASCII lets the
 * run writer copy its strings without the per-value UTF-8 check; any other byte on the page, in plain or dictionary
 * encoding, and a vector not filled by decoding, keep the check. Copies through the fast path stay byte-identical to
 * the row path either way.
 */
class ColumnVectorAsciiTest {
    private static final long CREATED = 1_700_000_000_000L;
    private static final RowType TYPE = new RowType(List.of(new DataField(0, "n", DataType.bigint()),
            new DataField(1, "s", DataType.string())));

    @Test
    void decodedPagesKnowWhetherTheirStringBytesAreAllAscii() throws IOException {
        SplittableRandom rnd = new SplittableRandom(11);
        List<Object[]> rows = new ArrayList<>();
        // rows 0..399: unique ASCII strings (plain), 400..799: three repeated ASCII strings (dictionary),
        // 800..1199: unique strings, one in every 50 non-ASCII; 1200..1599: repeated, one of them non-ASCII
        String[] dictAscii = {"alpha-alpha-alpha", "bravo-bravo-bravo", "charlie-charlie!"};
        String[] dictMixed = {"alpha-alpha-alpha", "br\u00e4vo-bravo-bravo", "charlie-charlie!"};
        for (int i = 0; i < 1600; i++) {
            String s;
            if (i < 400) {
                s = ascii(rnd, 16 + rnd.nextInt(17));
            } else if (i < 800) {
                s = dictAscii[rnd.nextInt(3)];
            } else if (i < 1200) {
                s = i % 50 == 7 ? "\u4e2d" + ascii(rnd, 20) : ascii(rnd, 16 + rnd.nextInt(17));
            } else {
                s = dictMixed[i % 3];
            }
            rows.add(new Object[] {(long) i, i % 97 == 3 ? null : s});
        }
        MemoryFileIO io = new MemoryFileIO();
        RunWriterOptions opts = RunWriterOptions.defaults().withCreationTimeMillis(CREATED).withTargetPageBytes(2048)
                .withBackgroundCompression(false);
        RunWriter w = new RunWriter(io, "/a.vrf", TYPE, opts);
        for (int i = 0; i < rows.size(); i++) {
            w.add(new byte[] {(byte) (i >>> 8), (byte) i}, i, RowKind.INSERT, GenericRow.of(rows.get(i)));
        }
        w.finish();

        int asciiPages = 0;
        int otherPages = 0;
        // the file copied through the cursor's rows (fast path) and through a plain InternalRow (row path)
        RunWriter fast = new RunWriter(io, "/fast.vrf", TYPE, opts);
        RunWriter slow = new RunWriter(io, "/slow.vrf", TYPE, opts);
        try (RunReader reader = RunReader.open(io, "/a.vrf", TYPE); RunCursor c = reader.cursor(null, null, null)) {
            int i = 0;
            while (c.next()) {
                ColumnarRow v = (ColumnarRow) c.value();
                ColumnVector.BytesVector bv = (ColumnVector.BytesVector) v.column(1);
                if (v.row == 0) {
                    // a new page: what its rows hold decides
                    boolean expected = true;
                    for (int r = 0; r < bv.rows; r++) {
                        String s = (String) rows.get(i + r)[1];
                        if (s != null && !s.chars().allMatch(ch -> ch < 0x80)) {
                            expected = false;
                        }
                    }
                    assertEquals(expected, bv.asciiOnly(), "page starting at row " + i);
                    if (expected) {
                        asciiPages++;
                    } else {
                        otherPages++;
                    }
                }
                fast.add(c.key(), c.sequence(), c.kind(), v);
                slow.add(c.key(), c.sequence(), c.kind(), GenericRow.of(v.isNullAt(0) ? null : v.getLong(0),
                        v.isNullAt(1) ? null : v.getString(1)));
                i++;
            }
            assertEquals(rows.size(), i);
        }
        fast.finish();
        slow.finish();
        assertTrue(asciiPages > 3 && otherPages > 3, asciiPages + " ASCII pages, " + otherPages + " others");
        assertArrayEquals(io.readFully("/slow.vrf"), io.readFully("/fast.vrf"));
    }

    @Test
    void aVectorNotFilledByDecodingIsNeverTakenForAscii() {
        ColumnVector.BytesVector v = new ColumnVector.BytesVector(DataType.string());
        v.ensureCapacity(1);
        v.isNull = new boolean[1];
        v.data = new byte[] {'a', (byte) 0xFF, 'b'};
        v.off[0] = 0;
        v.len[0] = 3;
        v.rows = 1;
        assertFalse(v.asciiOnly());
        ColumnBuffer.BytesBuffer fast = (ColumnBuffer.BytesBuffer) ColumnBuffer.create(DataType.string(), 0);
        fast.appendFrom(v, 0);
        ColumnBuffer.BytesBuffer slow = (ColumnBuffer.BytesBuffer) ColumnBuffer.create(DataType.string(), 0);
        slow.addRow(GenericRow.of(new String(v.data, 0, 3, StandardCharsets.UTF_8)));
        ByteSink a = new ByteSink(64);
        fast.encode(a);
        ByteSink b = new ByteSink(64);
        slow.encode(b);
        assertArrayEquals(java.util.Arrays.copyOf(b.buf, b.pos), java.util.Arrays.copyOf(a.buf, a.pos),
                "the malformed byte is replaced as by the row path");
    }

    private static String ascii(SplittableRandom rnd, int len) {
        StringBuilder sb = new StringBuilder(len);
        for (int j = 0; j < len; j++) {
            sb.append((char) (' ' + rnd.nextInt(95)));
        }
        return sb.toString();
    }
}
