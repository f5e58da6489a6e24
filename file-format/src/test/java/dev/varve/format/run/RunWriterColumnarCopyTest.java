package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.MemoryFileIO;
import dev.varve.format.run.RandomRuns.Rec;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import dev.varve.row.TypeRoot;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The columnar fast path of {@link RunWriter} (a run cursor's row appended straight from its
 * decoded column vectors, {@code ColumnBuffer.appendFrom}) writes exactly the bytes of the row
 * path (every field read through {@link InternalRow} getters): all column types of the format,
 * nulls, empty and non-ASCII strings, multi-page files, cursors over files of another field type
 * (slow path), and string bytes that are not UTF-8 (decoded with replacement by both paths).
 * Seeded harness: -Dseed=N replays one seed.
 */
class RunWriterColumnarCopyTest {
    private static final long CREATED = 1_700_000_000_000L;

    @Test
    void cursorCopiesAreByteIdenticalToRowPathCopiesSeeds1To60() throws IOException {
        String only = System.getProperty("seed");
        if (only != null) {
            checkSeed(Long.parseLong(only));
            return;
        }
        for (long seed = 1; seed <= 60; seed++) {
            checkSeed(seed);
        }
    }

    /** Every primitive type of the format in one schema, nullable and not, with nulls and odd strings. */
    @Test
    void allPrimitiveTypesNullsEmptyAndNonAsciiStrings() throws IOException {
        List<DataField> fs = new ArrayList<>();
        for (DataType t : RandomRuns.PRIMITIVES) {
            fs.add(new DataField(fs.size(), "c" + fs.size(), t));
        }
        fs.add(new DataField(fs.size(), "nn", DataType.string().notNull()));
        RowType type = new RowType(fs);
        SplittableRandom rnd = new SplittableRandom(7);
        String[] odd = {"", "é", "\u4e2d\u6587", "\uD83D\uDE00", "plain ascii longer than eight", "abcdefghi\u00e9",
            "0123456789abcde\uD83D\uDE00", "?"};
        List<Rec> recs = new ArrayList<>();
        for (int i = 0; i < 3000; i++) {
            Object[] v = new Object[type.size()];
            for (int c = 0; c < RandomRuns.PRIMITIVES.length; c++) {
                DataType t = type.type(c);
                v[c] = t.root().isCharacterString() && rnd.nextInt(3) == 0
                        ? pad(odd[rnd.nextInt(odd.length)], t)
                        : RandomRuns.randomValue(rnd, t, 0.2, false);
            }
            v[type.size() - 1] = odd[i % odd.length];
            recs.add(new Rec(new byte[] {(byte) (i >>> 8), (byte) i}, i, i % 5 == 0 ? RowKind.DELETE : RowKind.INSERT,
                    GenericRow.ofKind(RowKind.INSERT, v)));
        }
        RunWriterOptions opts = RunWriterOptions.defaults().withCreationTimeMillis(CREATED).withTargetPageBytes(4096)
                .withBackgroundCompression(false);
        byte[][] files = writeThreeWays(type, type, recs, opts, "all");
        assertArrayEquals(files[0], files[1], "fast path vs generic rows");
        assertArrayEquals(files[1], files[2], "fast path vs row path");
    }

    /** A CHAR(n) value must fit its length: the string is cut to n characters. */
    private static String pad(String s, DataType t) {
        if (t.root() == TypeRoot.CHAR) {
            return s.length() > t.length() ? s.substring(0, t.length()) : s;
        }
        return s;
    }

    /** A cursor over a file of other field types (nullability here) goes the row path: the same bytes. */
    @Test
    void otherFieldTypesTakeTheRowPath() throws IOException {
        RowType stored = new RowType(List.of(new DataField(0, "a", DataType.bigint().notNull()),
                new DataField(1, "s", DataType.string().notNull())));
        RowType written = new RowType(List.of(new DataField(0, "a", DataType.bigint()),
                new DataField(1, "s", DataType.string())));
        assertFalse(ColumnBuffer.create(written.type(0), 0).canAppendFrom(stored.type(0)));
        assertTrue(ColumnBuffer.create(written.type(0), 0).canAppendFrom(written.type(0)));
        List<Rec> recs = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            recs.add(new Rec(new byte[] {(byte) (i >>> 8), (byte) i}, i, RowKind.INSERT, GenericRow.of((long) i * 7, "v\u00e9" + i)));
        }
        byte[][] files = writeThreeWays(stored, written, recs, RunWriterOptions.defaults().withCreationTimeMillis(CREATED)
                .withBackgroundCompression(false), "other");
        assertArrayEquals(files[1], files[2]);
    }

    @Test
    void bytesThatAreNotUtf8AreDecodedWithReplacementByBothPaths() {
        DataType t = DataType.string();
        byte[] data = {'a', 'b', (byte) 0xC3, 'x', 'y', (byte) 0xED, (byte) 0xA0, (byte) 0x80, 'z', 'q', 'r', 's', 't', 'u', 'v', 'w', (byte) 0xFF};
        int[][] ranges = {{0, 3}, {3, 8}, {8, 17}, {0, 2}, {0, 0}};
        ColumnVector.BytesVector v = vector(t, data, ranges, 1);
        ColumnBuffer.BytesBuffer fast = (ColumnBuffer.BytesBuffer) ColumnBuffer.create(t, 0);
        ColumnBuffer.BytesBuffer slow = (ColumnBuffer.BytesBuffer) ColumnBuffer.create(t, 0);
        for (int r = 0; r < ranges.length; r++) {
            fast.appendFrom(v, r);
            String s = v.isNull[r] ? null : new String(data, ranges[r][0], ranges[r][1] - ranges[r][0], StandardCharsets.UTF_8);
            slow.addRow(GenericRow.of(s));
        }
        assertArrayEquals(encoded(slow), encoded(fast));
    }

    @Test
    void aNullInANotNullColumnIsRejectedByTheFastPathAsByTheRowPath() {
        DataType t = DataType.bigint().notNull();
        ColumnVector.LongVector v = new ColumnVector.LongVector(t);
        v.ensureCapacity(2);
        v.isNull = new boolean[] {false, true};
        v.vals[0] = 42;
        v.rows = 2;
        ColumnBuffer.LongBuffer b = (ColumnBuffer.LongBuffer) ColumnBuffer.create(t, 0);
        b.appendFrom(v, 0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> b.appendFrom(v, 1));
        assertTrue(e.getMessage().contains("null in NOT NULL column"), e.getMessage());
        assertEquals(1, b.rows);
    }

    @Test
    void utf8CheckTailsAfterTheAsciiWords() {
        assertTrue(ok("abcdefghi\u00e9"));
        assertTrue(ok("0123456789abcde\uD83D\uDE00"));
        assertTrue(ok("0123456789abcdef"));
        assertTrue(ok("0123456789abc"));
        byte[] bad = "abcdefghijk".getBytes(StandardCharsets.US_ASCII);
        bad[10] = (byte) 0x80;
        assertFalse(Utf8Check.isWellFormed(bad, 0, bad.length));
        bad[10] = (byte) 0xC3; // a lead byte at the end
        assertFalse(Utf8Check.isWellFormed(bad, 0, bad.length));
        assertTrue(Utf8Check.isWellFormed(bad, 0, 10));
        assertTrue(Utf8Check.isWellFormed(bad, 1, 9));
    }

    private static boolean ok(String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        return Utf8Check.isWellFormed(b, 0, b.length);
    }

    /** A decoded string vector over {@code data}: row i is {@code ranges[i]}, null where i % nullEvery == nullEvery - 1 (never for 1). */
    private static ColumnVector.BytesVector vector(DataType t, byte[] data, int[][] ranges, int nullEvery) {
        ColumnVector.BytesVector v = new ColumnVector.BytesVector(t);
        v.ensureCapacity(ranges.length);
        v.isNull = new boolean[ranges.length];
        v.data = data;
        for (int i = 0; i < ranges.length; i++) {
            v.off[i] = ranges[i][0];
            v.len[i] = ranges[i][1] - ranges[i][0];
            v.isNull[i] = nullEvery > 1 && i % nullEvery == nullEvery - 1;
        }
        v.rows = ranges.length;
        return v;
    }

    private static byte[] encoded(ColumnBuffer b) {
        ByteSink out = new ByteSink(256);
        b.encode(out);
        return java.util.Arrays.copyOf(out.buf, out.pos);
    }

    private static void checkSeed(long seed) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        RowType type = RandomRuns.randomSchema(rnd);
        int n = 1 + rnd.nextInt(rnd.nextBoolean() ? 100 : 1500);
        List<Rec> recs = RandomRuns.randomRecords(rnd, type, n, false);
        RunWriterOptions opts = RandomRuns.randomOptions(rnd).withCreationTimeMillis(CREATED);
        byte[][] files = writeThreeWays(type, type, recs, opts, "seed" + seed);
        assertArrayEquals(files[1], files[2], "seed " + seed + " (replay with -Dseed=" + seed + ") type " + type);
    }

    /**
     * Writes the records from GenericRows as {@code stored}, then copies that file through a cursor
     * into files of {@code written}: once with the cursor's rows (the columnar fast path where the
     * types allow) and once with the rows behind a plain {@link InternalRow} delegate (the row path).
     */
    private static byte[][] writeThreeWays(RowType stored, RowType written, List<Rec> recs, RunWriterOptions opts,
                                           String name) throws IOException {
        MemoryFileIO io = new MemoryFileIO();
        String generic = "/" + name + "-generic.vrf";
        RunWriter w = new RunWriter(io, generic, stored, opts);
        for (Rec r : recs) {
            w.add(r.key, r.seq, r.kind, r.value);
        }
        w.finish();
        String fast = "/" + name + "-fast.vrf";
        String slow = "/" + name + "-slow.vrf";
        RunWriter wf = new RunWriter(io, fast, written, opts);
        RunWriter ws = new RunWriter(io, slow, written, opts);
        int rows = 0;
        try (RunReader reader = RunReader.open(io, generic, stored); RunCursor c = reader.cursor(null, null, null)) {
            Delegate d = new Delegate();
            while (c.next()) {
                wf.add(c.key(), c.sequence(), c.kind(), c.value());
                d.row = c.value();
                ws.add(c.key(), c.sequence(), c.kind(), d);
                rows++;
            }
        }
        assertEquals(recs.size(), rows);
        wf.finish();
        ws.finish();
        return new byte[][] {io.readFully(generic), io.readFully(fast), io.readFully(slow)};
    }

    /** Hides the row's class: the writer sees a plain InternalRow. */
    private static final class Delegate implements InternalRow {
        InternalRow row;

        @Override public int getArity() { return row.getArity(); }
        @Override public RowKind getRowKind() { return row.getRowKind(); }
        @Override public void setRowKind(RowKind kind) { row.setRowKind(kind); }
        @Override public boolean isNullAt(int pos) { return row.isNullAt(pos); }
        @Override public Object getField(int pos) { return row.getField(pos); }
        @Override public long getLong(int pos) { return row.getLong(pos); }
        @Override public int getInt(int pos) { return row.getInt(pos); }
        @Override public short getShort(int pos) { return row.getShort(pos); }
        @Override public byte getByte(int pos) { return row.getByte(pos); }
        @Override public double getDouble(int pos) { return row.getDouble(pos); }
        @Override public float getFloat(int pos) { return row.getFloat(pos); }
        @Override public boolean getBoolean(int pos) { return row.getBoolean(pos); }
        @Override public String getString(int pos) { return row.getString(pos); }
        @Override public byte[] getBinary(int pos) { return row.getBinary(pos); }
    }
}
