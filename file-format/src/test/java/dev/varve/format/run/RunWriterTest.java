package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.MemoryFileIO;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.io.IOException;
import java.math.BigDecimal;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

class RunWriterTest {
    private static final RowType TYPE = RowType.of(DataType.bigint().notNull(), DataType.string(), DataType.decimal(5, 2));
    private final MemoryFileIO io = new MemoryFileIO();

    private static byte[] k(int... b) {
        byte[] out = new byte[b.length];
        for (int i = 0; i < b.length; i++) {
            out[i] = (byte) b[i];
        }
        return out;
    }

    private static GenericRow row(long a, String s) {
        return GenericRow.of(a, s, new BigDecimal("1.25"));
    }

    @Test
    void rejectsKeysOutOfOrderAcrossAndWithinPages() throws IOException {
        RunWriter w = new RunWriter(io, "/a.vrf", TYPE, RunWriterOptions.defaults().withTargetPageBytes(1024));
        w.add(k(1), 1, RowKind.INSERT, row(1, "x"));
        w.add(k(0xF0), 1, RowKind.INSERT, row(1, "x")); // unsigned: 0xF0 > 1
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> w.add(k(2), 1, RowKind.INSERT, row(1, "x")));
        assertTrue(e.getMessage().contains("key out of order"), e.getMessage());
        w.add(k(0xF0), 5, RowKind.INSERT, row(1, "x"));
        e = assertThrows(IllegalStateException.class, () -> w.add(k(0xF0), 4, RowKind.INSERT, row(1, "x")));
        assertTrue(e.getMessage().contains("sequence out of order"), e.getMessage());
        w.add(k(0xF0), 5, RowKind.DELETE, row(1, "x")); // equal sequence allowed
        // force page boundaries and check the order across them
        for (int i = 0; i < 500; i++) {
            w.add(k(0xF1, i >> 8, i), i, RowKind.INSERT, row(i, "value " + i));
        }
        assertThrows(IllegalStateException.class, () -> w.add(k(0xF1, 0, 0), 1, RowKind.INSERT, row(1, "x")));
        RunFileMeta meta = w.finish();
        assertEquals(504, meta.getRowCount());
        assertTrue(meta.getPageCount() > 3, "pages: " + meta.getPageCount());
        assertEquals(1, meta.getRetractCount());
    }

    @Test
    void badValuesAreRejectedAndLeaveNoTrace() throws IOException {
        RunWriter w = new RunWriter(io, "/b.vrf", TYPE, RunWriterOptions.defaults());
        w.add(k(1), 1, RowKind.INSERT, row(1, "a"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> w.add(k(2), 1, RowKind.INSERT, GenericRow.of(2L, "b", 3)));
        assertTrue(e.getMessage().contains("f2"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> w.add(k(2), 1, RowKind.INSERT, GenericRow.of(null, "b", null)));
        assertTrue(e.getMessage().contains("NOT NULL"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> w.add(k(2), 1, RowKind.INSERT, GenericRow.of(2L, "b", new BigDecimal("1234.5"))));
        assertTrue(e.getMessage().contains("precision"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> w.add(k(2), 1, RowKind.INSERT, GenericRow.of(2L, "b", new BigDecimal("1.255"))));
        assertTrue(e.getMessage().contains("scale"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> w.add(k(2), 1, RowKind.INSERT, GenericRow.of(2L, "b")));
        assertTrue(e.getMessage().contains("2 fields"), e.getMessage());
        w.add(k(2), 2, RowKind.INSERT, GenericRow.of(2L, "b", new BigDecimal("1.2")));
        w.finish();
        try (RunReader r = RunReader.open(io, "/b.vrf", TYPE); RunCursor c = r.cursor(null, null, null)) {
            assertTrue(c.next());
            assertEquals("a", c.value().getField(1));
            assertTrue(c.next());
            assertEquals(2L, c.value().getField(0));
            assertEquals(new BigDecimal("1.20"), c.value().getField(2));
            assertFalse(c.next());
        }
    }

    @Test
    void directBufferKeysEqualArrayKeys() throws IOException {
        RunWriter w = new RunWriter(io, "/c.vrf", TYPE, RunWriterOptions.defaults());
        UnsafeBuffer buf = new UnsafeBuffer(new byte[32]);
        for (int i = 0; i < 100; i++) {
            buf.putInt(7, i, java.nio.ByteOrder.BIG_ENDIAN);
            w.add(buf, 7, 4, i, RowKind.INSERT, row(i, "v"));
        }
        w.finish();
        try (RunReader r = RunReader.open(io, "/c.vrf", TYPE)) {
            assertEquals(42, r.lookup(k(0, 0, 0, 42)).sequence());
            assertNull(r.lookup(k(0, 0, 0, 100)));
            assertFalse(r.mightContain(k(0, 0, 1, 0)));
        }
    }

    @Test
    void emptyRunIsValid() throws IOException {
        RunFileMeta meta = new RunWriter(io, "/e.vrf", TYPE, RunWriterOptions.defaults()).finish();
        assertEquals(0, meta.getRowCount());
        assertEquals(0, meta.getPageCount());
        try (RunReader r = RunReader.open(io, "/e.vrf", TYPE); RunCursor c = r.cursor(null, null, null)) {
            assertFalse(c.next());
            assertNull(r.lookup(k(1)));
            assertEquals(meta, r.meta());
        }
    }

    @Test
    void abortDeletesAndFinishedWriterRefusesRecords() throws IOException {
        RunWriter w = new RunWriter(io, "/d.vrf", TYPE, RunWriterOptions.defaults());
        w.add(k(1), 1, RowKind.INSERT, row(1, "x"));
        w.abort();
        assertFalse(io.exists("/d.vrf"));
        w.abort();
        assertThrows(IllegalStateException.class, () -> w.add(k(2), 1, RowKind.INSERT, row(1, "x")));
        RunWriter w2 = new RunWriter(io, "/d2.vrf", TYPE, RunWriterOptions.defaults());
        w2.finish();
        assertThrows(IllegalStateException.class, w2::finish);
        assertThrows(IOException.class, () -> new RunWriter(io, "/d2.vrf", TYPE, RunWriterOptions.defaults()),
                "create fails if the file exists");
    }

    @Test
    void estimatedSizeGrowsAndEndsNearTheFileSize() throws IOException {
        RunWriter w = new RunWriter(io, "/s.vrf", TYPE, RunWriterOptions.defaults().withTargetPageBytes(4096));
        long last = w.estimatedSize();
        for (int i = 0; i < 5000; i++) {
            w.add(k(i >> 8, i), i, RowKind.INSERT, row(i, "some text " + (i * 31 % 977)));
            if (i % 1000 == 999) {
                assertTrue(w.estimatedSize() > last);
                last = w.estimatedSize();
            }
        }
        long estimate = w.estimatedSize();
        RunFileMeta meta = w.finish();
        assertTrue(estimate <= meta.getFileSize() * 2 && estimate * 2 >= meta.getFileSize(),
                estimate + " vs " + meta.getFileSize());
    }

    @Test
    void readerChecksTheValueTypeAndProjection() throws IOException {
        new RunWriter(io, "/t.vrf", TYPE, RunWriterOptions.defaults()).finish();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> RunReader.open(io, "/t.vrf", RowType.of(DataType.intType(), DataType.string(), DataType.decimal(5, 2))));
        assertTrue(e.getMessage().contains("written with value type"), e.getMessage());
        try (RunReader r = RunReader.open(io, "/t.vrf", TYPE)) {
            assertThrows(IllegalArgumentException.class, () -> r.cursor(new int[] {3}, null, null));
        }
    }

    @Test
    void optionsAreValidated() {
        assertThrows(IllegalArgumentException.class, () -> RunWriterOptions.defaults().withCompression("gzip"));
        assertThrows(IllegalArgumentException.class, () -> RunWriterOptions.defaults().withZstdLevel(23));
        assertThrows(IllegalArgumentException.class, () -> RunWriterOptions.defaults().withTargetPageBytes(10));
        assertThrows(IllegalArgumentException.class, () -> RunWriterOptions.defaults().withBloomBitsPerKey(-1));
        assertEquals("zstd", RunWriterOptions.defaults().compression());
        assertEquals(1, RunWriterOptions.defaults().zstdLevel());
        assertTrue(RunWriterOptions.defaults().toString().contains("targetPageBytes=65536"));
    }

    @Test
    void lookupReturnsTheHighestSequenceWhenVersionsStraddlePages() throws IOException {
        RunWriter w = new RunWriter(io, "/v.vrf", TYPE, RunWriterOptions.defaults().withTargetPageBytes(1024));
        for (int i = 0; i < 3000; i++) {
            w.add(k(5), i, i % 2 == 0 ? RowKind.INSERT : RowKind.UPDATE_AFTER, row(i, "version " + i));
        }
        w.add(k(6), 0, RowKind.DELETE, row(-1, null));
        RunFileMeta meta = w.finish();
        assertTrue(meta.getPageCount() > 5);
        try (RunReader r = RunReader.open(io, "/v.vrf", TYPE)) {
            assertEquals(2999, r.lookup(k(5)).sequence());
            assertEquals("version 2999", r.lookup(k(5)).value().getField(1));
            assertEquals(RowKind.DELETE, r.lookup(k(6)).kind());
            try (RunCursor c = r.cursor(new int[] {1}, k(5), k(6))) {
                int n = 0;
                while (c.next()) {
                    assertArrayEquals(k(5), c.key());
                    n++;
                }
                assertEquals(3000, n);
            }
        }
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(booleans = {false, true})
    void aFailedPageWriteSurfacesAndAbortCleansUp(boolean background) throws IOException {
        dev.varve.format.FaultInjectingFileIO faulty = new dev.varve.format.FaultInjectingFileIO(io)
                .inject(dev.varve.format.FaultInjectingFileIO.Fault.on(dev.varve.format.FaultInjectingFileIO.Op.WRITE).nth(3));
        RunWriter w = new RunWriter(faulty, "/f.vrf", TYPE, RunWriterOptions.defaults().withTargetPageBytes(1024)
                .withBackgroundCompression(background));
        IOException e = assertThrows(IOException.class, () -> {
            for (int i = 0; i < 2000; i++) {
                w.add(k(i >> 8, i), i, RowKind.INSERT, row(i, "value " + i));
            }
            w.finish();
        });
        assertTrue(e.getMessage().contains("injected"), e.getMessage());
        w.abort();
        assertFalse(io.exists("/f.vrf"));
        assertThrows(IllegalStateException.class, () -> w.add(k(9, 9, 9), 1, RowKind.INSERT, row(1, "x")));
    }

    @Test
    void backgroundAndForegroundWritersProduceIdenticalFiles() throws IOException {
        for (boolean background : new boolean[] {false, true}) {
            RunWriter w = new RunWriter(io, "/bg-" + background + ".vrf", TYPE, RunWriterOptions.defaults()
                    .withTargetPageBytes(2048).withCreationTimeMillis(5).withBackgroundCompression(background));
            for (int i = 0; i < 20_000; i++) {
                w.add(k(i >> 16, i >> 8, i), i, RowKind.INSERT, row(i, "text " + (i % 333)));
            }
            w.finish();
        }
        assertArrayEquals(io.readFully("/bg-false.vrf"), io.readFully("/bg-true.vrf"));
    }
}
