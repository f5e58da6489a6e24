package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.MemoryFileIO;
import dev.varve.format.run.RandomRuns.Rec;
import dev.varve.row.BinaryRow;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowSerializer;
import dev.varve.row.RowType;
import dev.varve.row.ValueCasts;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/**
 * The zero-copy paths of {@link RunWriter} (string/bytes columns copied straight from a
 * {@link BinaryRow} or a cursor's row) must write exactly the bytes of the ordinary path. Seeded
 * harness: each seed is replayable with {@code -Dseed=N}.
 */
class RunWriterZeroCopyTest {
    private static final long CREATED = 1_700_000_000_000L;

    @Test
    void binaryRowAndCursorRowsWriteTheSameFileBytesAsGenericRowsSeeds1To40() throws IOException {
        String only = System.getProperty("seed");
        if (only != null) {
            checkSeed(Long.parseLong(only));
            return;
        }
        for (long seed = 1; seed <= 40; seed++) {
            checkSeed(seed);
        }
    }

    /** Strings that need the slow path: lone surrogates (WTF-8 in a BinaryRow, '?' in a run file). */
    @Test
    void loneSurrogatesAndW1StyleRowsGiveIdenticalFiles() throws IOException {
        RowType type = new RowType(List.of(new DataField(0, "k", DataType.bigint().notNull()),
                new DataField(1, "v1", DataType.bigint()), new DataField(2, "v2", DataType.doubleType()),
                new DataField(3, "v3", DataType.string()), new DataField(4, "b", DataType.varbinary(8))));
        String[] odd = {"plain-ascii-value-0123456789", "\uD800", "a\uDC00b", "\uD83D\uDE00 ok", "\uDBFF", "é", ""};
        List<Rec> recs = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            byte[] key = {0, 0, (byte) (i >> 8), (byte) i};
            recs.add(new Rec(key, i, RowKind.INSERT, GenericRow.of((long) i, (long) i * 3, i / 7.0,
                    i % 11 == 0 ? null : odd[i % odd.length] + i, new byte[] {(byte) i, 1})));
        }
        byte[][] files = writeFourWays(type, recs, RunWriterOptions.defaults().withCreationTimeMillis(CREATED)
                .withTargetPageBytes(2048).withBackgroundCompression(false), "w1");
        assertArrayEquals(files[0], files[1], "BinaryRow path");
        assertArrayEquals(files[0], files[2], "cursor-row path");
        assertArrayEquals(files[0], files[3], "field-source row path");
    }

    /**
     * A {@link HeldBytesRow}'s string and binary fields are copied as the bytes it holds (not decoded:
     * its getters are not called for well-formed UTF-8) and give the bytes of the GenericRow path;
     * bytes that are not UTF-8 go the row path, decoded with replacement, as before.
     */
    @Test
    void heldBytesRowsWriteTheSameFileBytesWithoutDecoding() throws IOException {
        RowType type = new RowType(List.of(new DataField(0, "s", DataType.string()),
                new DataField(1, "b", DataType.varbinary(8))));
        String[] vals = {"plain", "\u00e9\u0800", "", "x".repeat(40)};
        MemoryFileIO io = new MemoryFileIO();
        RunWriterOptions opts = RunWriterOptions.defaults().withCreationTimeMillis(CREATED).withBackgroundCompression(false)
                .withTargetPageBytes(1024);
        RunWriter generic = new RunWriter(io, "/generic.vrf", type, opts);
        RunWriter held = new RunWriter(io, "/held.vrf", type, opts);
        int[] decoded = new int[1];
        for (int i = 0; i < 200; i++) {
            byte[] key = {0, (byte) (i >> 8), (byte) i};
            byte[] s = i % 50 == 7 ? new byte[] {'a', (byte) 0xC3} : (vals[i % vals.length] + i).getBytes(StandardCharsets.UTF_8);
            byte[] b = {(byte) i, 2};
            generic.add(key, i, RowKind.INSERT, GenericRow.of(new String(s, StandardCharsets.UTF_8), b));
            held.add(key, i, RowKind.INSERT, new Held(s, b, decoded));
        }
        generic.finish();
        held.finish();
        assertArrayEquals(io.readFully("/generic.vrf"), io.readFully("/held.vrf"));
        assertEquals(4, decoded[0], "only the malformed strings are decoded");
    }

    /** Holds a string and a binary field as bytes; counts the fields decoded through its getters. */
    private static final class Held implements HeldBytesRow {
        private final byte[] s;
        private final byte[] b;
        private final int[] decoded;

        Held(byte[] s, byte[] b, int[] decoded) {
            this.s = s;
            this.b = b;
            this.decoded = decoded;
        }

        @Override public boolean holdsBytes(int pos, boolean string) { return string == (pos == 0); }
        @Override public byte[] heldBytes(int pos) { return pos == 0 ? s : b; }
        @Override public int heldLength(int pos) { return heldBytes(pos).length; }
        @Override public int getArity() { return 2; }
        @Override public RowKind getRowKind() { return RowKind.INSERT; }
        @Override public void setRowKind(RowKind kind) { throw new UnsupportedOperationException(); }
        @Override public boolean isNullAt(int pos) { return false; }

        @Override
        public Object getField(int pos) {
            decoded[0]++;
            return pos == 0 ? new String(s, StandardCharsets.UTF_8) : b.clone();
        }
    }

    @Test
    void malformedUtf8InABinaryRowIsStillReportedAndLeavesNoTrace() throws IOException {
        RowType type = RowType.of(DataType.string());
        RowSerializer s = new RowSerializer(type);
        int len = s.serialize(GenericRow.of("ab"));
        UnsafeBuffer bad = new UnsafeBuffer(new byte[len]);
        bad.putBytes(0, s.buffer(), 0, len);
        bad.putByte(len - 1, (byte) 0xC3); // a lead byte with no continuation
        MemoryFileIO io = new MemoryFileIO();
        RunWriter w = new RunWriter(io, "/bad.vrf", type, RunWriterOptions.defaults());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> w.add(new byte[] {1}, 1, RowKind.INSERT, new BinaryRow(type).pointTo(bad, 0, len)));
        assertTrue(e.getMessage().contains("malformed UTF-8"), e.getMessage());
        w.add(new byte[] {1}, 1, RowKind.INSERT, GenericRow.of("ok"));
        w.finish();
        try (RunReader r = RunReader.open(io, "/bad.vrf", type); RunCursor c = r.cursor(null, null, null)) {
            assertTrue(c.next());
            assertEquals("ok", c.value().getString(0));
            assertFalse(c.next());
        }
    }

    @Test
    void addInOrderStillChecksTheSequenceOfASameKeyRecord() throws IOException {
        RowType type = RowType.of(DataType.bigint());
        MemoryFileIO io = new MemoryFileIO();
        RunWriter w = new RunWriter(io, "/seq.vrf", type, RunWriterOptions.defaults());
        UnsafeBuffer key = new UnsafeBuffer(new byte[] {1});
        w.addInOrder(key, 0, 1, 5, RowKind.INSERT, GenericRow.of(1L), true);
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> w.addInOrder(key, 0, 1, 4, RowKind.INSERT, GenericRow.of(2L), false));
        assertTrue(e.getMessage().contains("sequence out of order"), e.getMessage());
        w.addInOrder(key, 0, 1, 6, RowKind.INSERT, GenericRow.of(3L), false);
        w.finish();
        try (RunReader r = RunReader.open(io, "/seq.vrf", type); RunCursor c = r.cursor(null, null, null)) {
            assertTrue(c.next());
            assertEquals(5, c.sequence());
            assertTrue(c.next());
            assertEquals(6, c.sequence());
            assertFalse(c.next());
        }
    }

    @Test
    void utf8CheckIsStrict() {
        assertTrue(ok(""));
        assertTrue(ok("ascii only, longer than eight bytes"));
        assertTrue(ok("é\u0800\uFFFF\uD83D\uDE00"));
        assertFalse(Utf8Check.isWellFormed(new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, 0, 3)); // surrogate
        assertFalse(Utf8Check.isWellFormed(new byte[] {(byte) 0xC0, (byte) 0x80}, 0, 2)); // overlong
        assertFalse(Utf8Check.isWellFormed(new byte[] {(byte) 0xE0, (byte) 0x80, (byte) 0x80}, 0, 3)); // overlong
        assertFalse(Utf8Check.isWellFormed(new byte[] {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80}, 0, 4));
        assertFalse(Utf8Check.isWellFormed(new byte[] {(byte) 0xF0, (byte) 0x9F, (byte) 0x98}, 0, 3)); // truncated
        assertFalse(Utf8Check.isWellFormed(new byte[] {'a', (byte) 0x80}, 0, 2));
    }

    private static boolean ok(String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        return Utf8Check.isWellFormed(b, 0, b.length);
    }

    private static void checkSeed(long seed) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        RowType type = RandomRuns.randomSchema(rnd);
        int n = 1 + rnd.nextInt(rnd.nextBoolean() ? 100 : 800);
        List<Rec> recs = new ArrayList<>();
        RowSerializer rowFormat = new RowSerializer(type);
        for (Rec r : RandomRuns.randomRecords(rnd, type, n, false)) {
            // the generator makes some non-canonical values (e.g. too many fractional digits): canonicalize
            Object[] v = new Object[type.size()];
            for (int i = 0; i < v.length; i++) {
                v[i] = ValueCasts.cast(r.value.getField(i), type.type(i));
            }
            GenericRow row = new GenericRow(r.kind, v);
            try {
                rowFormat.serialize(row);
            } catch (IllegalArgumentException outsideTheRowFormat) {
                continue; // e.g. a DATE beyond int32 epoch days: such a row never comes as a BinaryRow
            }
            recs.add(new Rec(r.key, r.seq, r.kind, row));
        }
        RunWriterOptions opts = RandomRuns.randomOptions(rnd).withCreationTimeMillis(CREATED);
        byte[][] files = writeFourWays(type, recs, opts, "seed" + seed);
        String ctx = "seed " + seed + " (replay with -Dseed=" + seed + ") type " + type;
        assertArrayEquals(files[0], files[1], "BinaryRow path, " + ctx);
        assertArrayEquals(files[0], files[2], "cursor-row path, " + ctx);
        assertArrayEquals(files[0], files[3], "field-source row path, " + ctx);
    }

    /**
     * The same records written from GenericRows, from off-heap BinaryRows, from a cursor over the
     * first file, and from {@link FieldSourceRow}s whose fields are held, each at random, by the
     * row itself, by an off-heap BinaryRow or by the cursor's row.
     */
    private static byte[][] writeFourWays(RowType type, List<Rec> recs, RunWriterOptions opts, String name)
            throws IOException {
        MemoryFileIO io = new MemoryFileIO();
        String generic = "/" + name + "-generic.vrf";
        RunWriter w = new RunWriter(io, generic, type, opts);
        for (Rec r : recs) {
            w.add(r.key, r.seq, r.kind, r.value);
        }
        w.finish();

        // the run format accepts some values the row format rejects (e.g. extra fractional
        // digits, which it drops): the BinaryRow path gets the values as the file holds them
        List<Rec> stored = new ArrayList<>();
        try (RunReader reader = RunReader.open(io, generic, type); RunCursor c = reader.cursor(null, null, null)) {
            while (c.next()) {
                stored.add(new Rec(c.key(), c.sequence(), c.kind(), GenericRow.copyOf(c.value())));
            }
        }
        assertEquals(recs.size(), stored.size());

        String binary = "/" + name + "-binary.vrf";
        RowSerializer s = new RowSerializer(type);
        UnsafeBuffer offHeap = new UnsafeBuffer(ByteBuffer.allocateDirect(1 << 20));
        BinaryRow view = new BinaryRow(type);
        w = new RunWriter(io, binary, type, opts);
        for (Rec r : stored) {
            int len = s.serialize(r.value);
            offHeap.putBytes(3, s.buffer(), 0, len);
            w.add(new UnsafeBuffer(r.key), 0, r.key.length, r.seq, r.kind, view.pointTo(offHeap, 3, len));
        }
        w.finish();

        // the same BinaryRows through addInOrder, the caller telling which records start a new key
        String inOrder = "/" + name + "-inorder.vrf";
        w = new RunWriter(io, inOrder, type, opts);
        byte[] prevKey = null;
        for (Rec r : stored) {
            int len = s.serialize(r.value);
            offHeap.putBytes(3, s.buffer(), 0, len);
            boolean newKey = prevKey == null || !java.util.Arrays.equals(prevKey, r.key);
            w.addInOrder(new UnsafeBuffer(r.key), 0, r.key.length, r.seq, r.kind, view.pointTo(offHeap, 3, len), newKey);
            prevKey = r.key;
        }
        w.finish();
        assertArrayEquals(io.readFully(generic), io.readFully(inOrder), "addInOrder of BinaryRows, " + name);

        String copied = "/" + name + "-copied.vrf";
        w = new RunWriter(io, copied, type, opts);
        try (RunReader reader = RunReader.open(io, generic, type); RunCursor c = reader.cursor(null, null, null)) {
            while (c.next()) {
                w.add(c.key(), c.sequence(), c.kind(), c.value());
            }
        }
        w.finish();

        // cursor rows with the key as a range of a larger array (a compaction's decoded page),
        // through add and through addInOrder
        for (boolean ordered : new boolean[] {false, true}) {
            String ranged = "/" + name + (ordered ? "-ranged-inorder.vrf" : "-ranged.vrf");
            w = new RunWriter(io, ranged, type, opts);
            byte[] prev = null;
            try (RunReader reader = RunReader.open(io, generic, type); RunCursor c = reader.cursor(null, null, null)) {
                while (c.next()) {
                    byte[] k = c.key();
                    byte[] page = new byte[k.length + 5];
                    System.arraycopy(k, 0, page, 3, k.length);
                    if (ordered) {
                        w.addInOrder(page, 3, k.length, c.sequence(), c.kind(), c.value(),
                                prev == null || !java.util.Arrays.equals(prev, k));
                    } else {
                        w.add(page, 3, k.length, c.sequence(), c.kind(), c.value());
                    }
                    prev = k;
                }
            }
            w.finish();
            assertArrayEquals(io.readFully(generic), io.readFully(ranged), "key ranges, ordered=" + ordered + ", " + name);
        }

        String sourced = "/" + name + "-sourced.vrf";
        w = new RunWriter(io, sourced, type, opts);
        SplittableRandom pick = new SplittableRandom(name.hashCode());
        try (RunReader reader = RunReader.open(io, generic, type); RunCursor c = reader.cursor(null, null, null)) {
            for (Rec r : stored) {
                assertTrue(c.next());
                int len = s.serialize(r.value);
                offHeap.putBytes(3, s.buffer(), 0, len);
                view.pointTo(offHeap, 3, len);
                InternalRow[] sources = new InternalRow[type.size()];
                for (int i = 0; i < sources.length; i++) {
                    int p = pick.nextInt(3);
                    sources[i] = p == 0 ? null : p == 1 ? view : c.value();
                }
                w.add(r.key, r.seq, r.kind, new SourcedRow(r.value, sources));
            }
        }
        w.finish();

        // every field through the row getters (a row that is not a GenericRow, holding the same
        // values): the reference for the GenericRow path's direct appends
        String rowPath = "/" + name + "-rowpath.vrf";
        w = new RunWriter(io, rowPath, type, opts);
        for (Rec r : recs) {
            w.add(r.key, r.seq, r.kind, new SourcedRow(r.value, new InternalRow[type.size()]));
        }
        w.finish();
        assertArrayEquals(io.readFully(generic), io.readFully(rowPath), "GenericRow vs row-getter path, " + name);
        return new byte[][] {io.readFully(generic), io.readFully(binary), io.readFully(copied), io.readFully(sourced)};
    }

    /** Field i is field i of {@code sources[i]} when that is set, else of {@code own}. */
    private static final class SourcedRow implements FieldSourceRow {
        private final InternalRow own;
        private final InternalRow[] sources;

        SourcedRow(InternalRow own, InternalRow[] sources) {
            this.own = own;
            this.sources = sources;
        }

        private InternalRow holder(int pos) {
            return sources[pos] != null ? sources[pos] : own;
        }

        @Override public InternalRow fieldSource(int pos) { return sources[pos]; }
        @Override public int getArity() { return own.getArity(); }
        @Override public RowKind getRowKind() { return own.getRowKind(); }
        @Override public void setRowKind(RowKind kind) { throw new UnsupportedOperationException(); }
        @Override public boolean isNullAt(int pos) { return holder(pos).isNullAt(pos); }
        @Override public Object getField(int pos) { return holder(pos).getField(pos); }
    }
}
