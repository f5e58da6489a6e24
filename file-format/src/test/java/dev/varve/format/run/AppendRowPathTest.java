package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.MemoryFileIO;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * An append table's records (empty keys, {@link GenericRow} values): the empty-key chunk's
 * bytes, and the GenericRow path ({@code addObject}) against the row-getter path.
 */
class AppendRowPathTest {
    private static final byte[] EMPTY = new byte[0];

    @Test
    void emptyKeysEncodeAsThePrefixChunkOfZeroLengths() throws Exception {
        for (int n : new int[] {1, 2, 17, 1000}) {
            ByteSink out = new ByteSink(16);
            KeyChunk.encode(new byte[8], new int[n], n, out, new long[n]);
            // PREFIX; shared lengths: FOR base 0 width 0; suffix lengths: the same; 0 suffix bytes
            ByteBuffer expected = ByteBuffer.allocate(1 + 2 * 10 + 4).order(ByteOrder.LITTLE_ENDIAN);
            expected.put((byte) RunFormat.KEY_PREFIX);
            for (int block = 0; block < 2; block++) {
                expected.put((byte) IntBlock.FOR).putLong(0).put((byte) 0);
            }
            expected.putInt(0);
            assertArrayEquals(expected.array(), java.util.Arrays.copyOf(out.buf, out.pos), "n = " + n);

            KeyChunk.Decoded d = new KeyChunk.Decoded();
            byte[] padded = java.util.Arrays.copyOf(out.buf, out.pos + 8);
            d.decode(new ByteSource("/t", 0, "keys", padded, 0, out.pos), n);
            for (int i = 0; i < n; i++) {
                assertEquals(d.off()[i], d.off()[i + 1], "key " + i + " is empty");
            }
        }
    }

    /** A one-byte key before the empty ones: the general path, not the empty-key one. */
    @Test
    void aPageWithOneNonEmptyKeyIsNotTakenForEmptyKeys() throws IOException {
        RowType type = RowType.of(DataType.bigint());
        MemoryFileIO io = new MemoryFileIO();
        RunWriter w = new RunWriter(io, "/mixed.vrf", type, RunWriterOptions.defaults().withBackgroundCompression(false));
        w.add(EMPTY, 1, RowKind.INSERT, GenericRow.of(1L));
        w.add(new byte[] {7}, 2, RowKind.INSERT, GenericRow.of(2L));
        w.finish();
        try (RunReader r = RunReader.open(io, "/mixed.vrf", type); RunCursor c = r.cursor(null, null, null)) {
            assertTrue(c.next());
            assertEquals(0, c.key().length);
            assertTrue(c.next());
            assertArrayEquals(new byte[] {7}, c.key());
            assertFalse(c.next());
        }
    }

    @Test
    void genericRowsWriteTheBytesOfTheRowGetterPathSeeds1To20() throws IOException {
        RowType type = new RowType(List.of(
                new DataField(0, "k", DataType.bigint().notNull()),
                new DataField(1, "i", DataType.intType()),
                new DataField(2, "d", DataType.doubleType()),
                new DataField(3, "s", DataType.string()),
                new DataField(4, "c", DataType.charType(3)),
                new DataField(5, "b", DataType.booleanType()),
                new DataField(6, "t", DataType.smallint())));
        String[] odd = {"plain", "", "é", "\uD800", "a\uDC00b", "\uD83D\uDE00 ok", "a longer ascii string, over eight bytes",
            "ü longer non-ascii string"};
        for (long seed = 1; seed <= 20; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            int n = 1 + rnd.nextInt(3000);
            List<GenericRow> rows = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                rows.add(GenericRow.of(rnd.nextLong(), rnd.nextInt(10) == 0 ? null : rnd.nextInt(),
                        rnd.nextInt(10) == 0 ? null : rnd.nextDouble() * 1e6 - 5e5,
                        rnd.nextInt(10) == 0 ? null : odd[rnd.nextInt(odd.length)] + rnd.nextInt(100),
                        rnd.nextInt(10) == 0 ? null : "x" + rnd.nextInt(10),
                        rnd.nextInt(10) == 0 ? null : rnd.nextBoolean(),
                        rnd.nextInt(10) == 0 ? null : (short) rnd.nextInt(1000)));
            }
            RunWriterOptions opts = RunWriterOptions.defaults().withCreationTimeMillis(1_700_000_000_000L)
                    .withTargetPageBytes(1024 + rnd.nextInt(8192)).withBackgroundCompression(rnd.nextBoolean());
            MemoryFileIO io = new MemoryFileIO();
            RunWriter generic = new RunWriter(io, "/g.vrf", type, opts);
            RunWriter getters = new RunWriter(io, "/r.vrf", type, opts);
            for (int i = 0; i < n; i++) {
                generic.add(EMPTY, i, RowKind.INSERT, rows.get(i));
                getters.add(EMPTY, i, RowKind.INSERT, new Delegating(rows.get(i)));
            }
            generic.finish();
            getters.finish();
            assertArrayEquals(io.readFully("/r.vrf"), io.readFully("/g.vrf"), "seed " + seed);
            try (RunReader r = RunReader.open(io, "/g.vrf", type); RunCursor c = r.cursor(null, null, null)) {
                for (int i = 0; i < n; i++) {
                    assertTrue(c.next());
                    assertEquals(0, c.key().length);
                    assertEquals(i, c.sequence());
                    assertEquals(rows.get(i).getField(0), c.value().getField(0));
                    assertEquals(rows.get(i).getField(1), c.value().getField(1));
                }
                assertFalse(c.next());
            }
        }
    }

    /** A value of the wrong class, or a null in a NOT NULL column, is rejected as by the row path, leaving no trace. */
    @Test
    void badValuesInAGenericRowAreRejectedAndLeaveNoTrace() throws IOException {
        RowType type = new RowType(List.of(
                new DataField(0, "k", DataType.bigint().notNull()),
                new DataField(1, "s", DataType.string())));
        MemoryFileIO io = new MemoryFileIO();
        RunWriter w = new RunWriter(io, "/bad.vrf", type, RunWriterOptions.defaults());
        IllegalArgumentException wrongClass = assertThrows(IllegalArgumentException.class,
                () -> w.add(EMPTY, 1, RowKind.INSERT, GenericRow.of(1L, 5L)));
        assertTrue(wrongClass.getMessage().contains("column s") && wrongClass.getMessage().contains("wrong value class"),
                wrongClass.getMessage());
        IllegalArgumentException intForBigint = assertThrows(IllegalArgumentException.class,
                () -> w.add(EMPTY, 1, RowKind.INSERT, GenericRow.of(1, "a")));
        assertTrue(intForBigint.getMessage().contains("column k"), intForBigint.getMessage());
        IllegalArgumentException nullKey = assertThrows(IllegalArgumentException.class,
                () -> w.add(EMPTY, 1, RowKind.INSERT, GenericRow.of(null, "a")));
        assertTrue(nullKey.getMessage().contains("NOT NULL"), nullKey.getMessage());
        w.add(EMPTY, 2, RowKind.INSERT, GenericRow.of(2L, null));
        w.finish();
        try (RunReader r = RunReader.open(io, "/bad.vrf", type); RunCursor c = r.cursor(null, null, null)) {
            assertTrue(c.next());
            assertEquals(2L, c.value().getLong(0));
            assertNull(c.value().getField(1));
            assertFalse(c.next());
        }
    }

    /** The same values through the row getters only (not a GenericRow). */
    private static final class Delegating implements InternalRow {
        private final GenericRow row;

        Delegating(GenericRow row) {
            this.row = row;
        }

        @Override public int getArity() { return row.getArity(); }
        @Override public RowKind getRowKind() { return row.getRowKind(); }
        @Override public void setRowKind(RowKind kind) { throw new UnsupportedOperationException(); }
        @Override public boolean isNullAt(int pos) { return row.isNullAt(pos); }
        @Override public Object getField(int pos) { return row.getField(pos); }
    }
}
