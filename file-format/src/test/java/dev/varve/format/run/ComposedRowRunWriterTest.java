package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A {@link ComposedRow} (a compaction's fold of a key's versions: NULLs, numbers set unboxed, fields picked from other
 * rows) is written by the run writer's composed path with exactly the bytes of the row path: the same file as writing
 * its {@link GenericRow} copy, and as writing it behind a plain {@link InternalRow} (every field through the getters).
 * Every primitive type of the format and a nested one; picks from two run cursors' rows (the decoded columns' copy;
 * DECIMAL and nested columns, which do not fit it, the source row's path) and from heap rows; special numbers (NaN,
 * -0.0, wrapped integers); a NULL in a NOT NULL column refused without a trace. Seeded: {@code -Dseed=N} replays one
 * seed.
 */
class ComposedRowRunWriterTest {
    private static final long CREATED = 1_700_000_000_000L;

    @Test
    void composedRowsWriteTheBytesOfTheRowPathSeeds1To20() throws IOException {
        String only = System.getProperty("seed");
        if (only != null) {
            checkSeed(Long.parseLong(only));
            return;
        }
        for (long seed = 1; seed <= 20; seed++) {
            checkSeed(seed);
        }
    }

    private static void checkSeed(long seed) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<DataField> fs = new ArrayList<>();
        for (DataType t : RandomRuns.PRIMITIVES) {
            fs.add(new DataField(fs.size(), "c" + fs.size(), rnd.nextInt(4) == 0 ? t.notNull() : t));
        }
        fs.add(new DataField(fs.size(), "arr", DataType.array(DataType.string())));
        RowType type = new RowType(fs);
        int n = 400 + rnd.nextInt(800);
        MemoryFileIO io = new MemoryFileIO();
        RunWriterOptions opts = RunWriterOptions.defaults().withCreationTimeMillis(CREATED)
                .withTargetPageBytes(1024 + rnd.nextInt(4096)).withBackgroundCompression(false);
        String src = "/src.vrf";
        String src2 = "/src2.vrf";
        List<Rec> recs = records(rnd, type, n);
        write(io, src, type, recs, opts);
        write(io, src2, type, records(rnd, type, n), opts);
        RunWriter composedW = new RunWriter(io, "/composed.vrf", type, opts);
        RunWriter copyW = new RunWriter(io, "/copy.vrf", type, opts);
        RunWriter rowPathW = new RunWriter(io, "/rowpath.vrf", type, opts);
        ComposedRow row = new ComposedRow(type);
        Delegate d = new Delegate();
        int picked = 0;
        int computed = 0;
        int refused = 0;
        try (RunReader r1 = RunReader.open(io, src, type); RunCursor c1 = r1.cursor(null, null, null);
             RunReader r2 = RunReader.open(io, src2, type); RunCursor c2 = r2.cursor(null, null, null)) {
            for (int i = 0; i < n; i++) {
                assertTrue(c1.next() && c2.next());
                GenericRow heap = recs.get(rnd.nextInt(n)).value;
                row.clear();
                for (int f = 0; f < type.size(); f++) {
                    DataType t = type.type(f);
                    int how = rnd.nextInt(6);
                    if (how == 0 && t.isNullable()) {
                        row.setNull(f);
                    } else if (how == 1 && setNumber(row, f, t, rnd)) {
                        computed++;
                    } else if (how == 2) {
                        row.pick(f, c2.value()); // picks from two cursors' rows in one composed row
                        picked++;
                    } else if (how == 3) {
                        row.pick(f, heap);
                    } else {
                        row.pick(f, c1.value());
                        picked++;
                    }
                }
                if (i % 10 == 9) {
                    for (int f = 0; f < type.size(); f++) {
                        if (!type.type(f).isNullable()) {
                            row.setNull(f);
                            break;
                        }
                    }
                }
                boolean nullInNotNull = false;
                for (int f = 0; f < type.size(); f++) {
                    nullInNotNull |= row.isNullAt(f) && !type.type(f).isNullable();
                }
                byte[] key = {(byte) (i >>> 8), (byte) i};
                if (nullInNotNull) {
                    // refused by every path, leaving no trace in the file
                    assertThrows(IllegalArgumentException.class, () -> composedW.add(key, 1, RowKind.INSERT, row));
                    refused++;
                    continue;
                }
                composedW.add(key, 1, RowKind.INSERT, row);
                copyW.add(key, 1, RowKind.INSERT, GenericRow.copyOf(row));
                d.row = row;
                rowPathW.add(key, 1, RowKind.INSERT, d);
            }
        }
        composedW.finish();
        copyW.finish();
        rowPathW.finish();
        assertTrue(picked > n && computed > n / 4 && refused > 0,
                "picked " + picked + ", computed " + computed + ", refused " + refused);
        String what = "seed " + seed + " (replay with -Dseed=" + seed + ")";
        assertArrayEquals(io.readFully("/copy.vrf"), io.readFully("/composed.vrf"), what + ": composed vs copies");
        assertArrayEquals(io.readFully("/rowpath.vrf"), io.readFully("/composed.vrf"), what + ": composed vs row path");
    }

    /** The getters give what was set; a number set on a column of another type is refused. */
    @Test
    void gettersGiveTheSetValues() {
        RowType type = new RowType(List.of(new DataField(0, "a", DataType.tinyint()), new DataField(1, "b", DataType.intType()),
                new DataField(2, "c", DataType.floatType()), new DataField(3, "d", DataType.doubleType()),
                new DataField(4, "s", DataType.string())));
        ComposedRow r = new ComposedRow(type);
        r.setIntegral(0, 300); // wraps as a cast to byte
        r.setIntegral(1, 1L << 33 | 7);
        r.setFloat(2, -0.0f);
        r.setDouble(3, Double.NaN);
        r.pick(4, GenericRow.of(null, null, null, null, "x"));
        assertEquals((byte) 300, r.getByte(0));
        assertEquals((byte) 300, r.getField(0));
        assertEquals(7, r.getInt(1));
        assertEquals(Float.floatToRawIntBits(-0.0f), Float.floatToRawIntBits(r.getFloat(2)));
        assertTrue(Double.isNaN(r.getDouble(3)));
        assertEquals("x", r.getString(4));
        assertEquals("+I[44, 7, -0.0, NaN, x]", r.toString());
        r.setNull(4);
        assertTrue(r.isNullAt(4));
        assertThrows(IllegalArgumentException.class, () -> r.setDouble(2, 1.0));
        assertThrows(IllegalArgumentException.class, () -> r.setFloat(3, 1.0f));
        assertThrows(IllegalArgumentException.class, () -> r.setIntegral(4, 1));
    }

    /** Sets field {@code f} to a random number (special values included) when its type is one a fold computes. */
    private static boolean setNumber(ComposedRow row, int f, DataType t, SplittableRandom rnd) {
        switch (t.root()) {
            case TINYINT: case SMALLINT: case INT: case BIGINT:
                row.setIntegral(f, rnd.nextInt(4) == 0 ? rnd.nextLong() : rnd.nextInt(200) - 100);
                return true;
            case FLOAT: {
                float[] odd = {Float.NaN, -0.0f, 0.0f, Float.POSITIVE_INFINITY, Float.MIN_VALUE};
                row.setFloat(f, rnd.nextInt(3) == 0 ? odd[rnd.nextInt(odd.length)] : (float) rnd.nextGaussian());
                return true;
            }
            case DOUBLE: {
                double[] odd = {Double.NaN, -0.0, 0.0, Double.NEGATIVE_INFINITY, Double.MAX_VALUE};
                row.setDouble(f, rnd.nextInt(3) == 0 ? odd[rnd.nextInt(odd.length)] : rnd.nextGaussian() * 1e6);
                return true;
            }
            default:
                return false;
        }
    }

    private static List<Rec> records(SplittableRandom rnd, RowType type, int n) {
        List<Rec> recs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Object[] v = new Object[type.size()];
            for (int c = 0; c < type.size(); c++) {
                v[c] = RandomRuns.randomValue(rnd, type.type(c), 0.2, false);
            }
            recs.add(new Rec(new byte[] {(byte) (i >>> 8), (byte) i}, i, RowKind.INSERT, GenericRow.of(v)));
        }
        return recs;
    }

    private static void write(MemoryFileIO io, String path, RowType type, List<Rec> recs, RunWriterOptions opts)
            throws IOException {
        RunWriter w = new RunWriter(io, path, type, opts);
        for (Rec r : recs) {
            w.add(r.key, r.seq, r.kind, r.value);
        }
        w.finish();
    }

    /** Hides the row's class: the writer sees a plain InternalRow (every field through the getters). */
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
