package dev.varve.format.run;

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
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Version 2's SCALED DOUBLE chunks (FORMAT.md "DOUBLE values"): every value comes back bit for bit,
 * and the writer picks SCALED exactly when every value of the page is an integer times one power of
 * two that fits: not with -0.0, subnormals, infinities, NaN, a scale above 255 or a product of 2^63 or
 * more.
 */
class DoubleScaledTest {
    private static final RowType TYPE = new RowType(List.of(new DataField(0, "d", DataType.doubleType())));

    /** Writes one page of {@code values} (null = SQL NULL) and returns the DOUBLE chunk's tag byte. */
    private static int roundTripTag(Double... values) throws IOException {
        MemoryFileIO io = new MemoryFileIO();
        RunWriter w = new RunWriter(io, "/d.vrf", TYPE, RunWriterOptions.defaults().withCompression("none"));
        for (int i = 0; i < values.length; i++) {
            w.add(new byte[] {0, 0, (byte) (i >> 8), (byte) i}, i, RowKind.INSERT, GenericRow.of(values[i]));
        }
        w.finish();
        byte[] f = io.readFully("/d.vrf");
        try (RunReader r = RunReader.open(io, "/d.vrf", TYPE); RunCursor c = r.cursor(null, null, null)) {
            assertEquals(1, r.meta().getPageCount());
            for (Double v : values) {
                assertTrue(c.next());
                if (v == null) {
                    assertTrue(c.value().isNullAt(0));
                } else {
                    assertFalse(c.value().isNullAt(0));
                    assertEquals(Double.doubleToRawLongBits(v), Double.doubleToRawLongBits(c.value().getDouble(0)),
                            v + " came back as " + c.value().getDouble(0));
                }
            }
            assertFalse(c.next());
        }
        ByteBuffer b = ByteBuffer.wrap(f).order(ByteOrder.LITTLE_ENDIAN);
        int pos = RunFormat.HEADER_SIZE + RunFormat.PAGE_HEADER_SIZE;
        for (int chunk = 0; chunk < 3; chunk++) { // key, sequence, row kind
            pos += RunFormat.CHUNK_HEADER_SIZE + b.getInt(pos + 5);
        }
        assertEquals(RunFormat.CODEC_NONE, f[pos]);
        return f[pos + RunFormat.CHUNK_HEADER_SIZE] & 0xFF;
    }

    /** Whether a page of 64 values cycling through {@code values} is written SCALED. */
    private static boolean scaled(Double... values) throws IOException {
        Double[] page = new Double[64];
        for (int i = 0; i < page.length; i++) {
            page[i] = values[i % values.length];
        }
        return roundTripTag(page) >>> 4 == RunFormat.DOUBLE_SCALED;
    }

    @Test
    void uniformDoublesAreScaledBy53Bits() throws IOException {
        Random r = new Random(7);
        Double[] v = new Double[500];
        for (int i = 0; i < v.length; i++) {
            v[i] = r.nextDouble();
        }
        assertTrue(scaled(v));
    }

    @Test
    void integersFractionsAndMixedSignsAreScaled() throws IOException {
        assertTrue(scaled(0.0, 0.0, 0.0));
        assertTrue(scaled(-0.5, 0.25, 3.0, -1e15, 0.0));
        assertTrue(scaled(0x1p62, 0x1p61, 1.0)); // exp + s = 1085: |v·2^s| = 2^62 fits
        assertTrue(scaled(0x1p-200, 0x1p-255, 0x3p-255));
        assertTrue(scaled(12.34, 99.99, 15.5, 64.125));
        assertFalse(scaled(12.34, 0.01, 1234.5678)); // 0.01's scale overflows 1234.5678
    }

    @Test
    void valuesWithoutAnExactScaleKeepTheirRawBits() throws IOException {
        assertFalse(scaled(1.0, -0.0));
        assertFalse(scaled(1.0, Double.NaN));
        assertFalse(scaled(1.0, Double.longBitsToDouble(0x7ff8_0000_0000_1234L))); // NaN payload kept
        assertFalse(scaled(1.0, Double.POSITIVE_INFINITY));
        assertFalse(scaled(1.0, Double.NEGATIVE_INFINITY));
        assertFalse(scaled(1.0, Double.MIN_VALUE)); // subnormal
        assertFalse(scaled(0x1p63, 1.0)); // 2^63 does not fit a long
        assertFalse(scaled((double) Long.MIN_VALUE, 1.0));
        assertFalse(scaled(Double.MAX_VALUE));
        assertFalse(scaled(0x1p-256)); // scale 256 > 255
        assertFalse(scaled(1e6, 0.001)); // 0.001 needs a scale that overflows 1e6
    }

    @Test
    void nullsKeepTheirSectionUnderTheScaledTag() throws IOException {
        int tag = roundTripTag(null, 0.5, null, null, 0.75, 1.5, null);
        assertEquals(RunFormat.DOUBLE_SCALED, tag >>> 4);
        assertTrue((tag & 0x0F) != 0, "a null section");
        Double[] v = new Double[300];
        Random r = new Random(3);
        for (int i = 0; i < v.length; i++) {
            v[i] = r.nextInt(3) == 0 ? null : r.nextDouble() - 0.5;
        }
        assertEquals(RunFormat.DOUBLE_SCALED, roundTripTag(v) >>> 4);
        v[17] = -0.0;
        assertEquals(0, roundTripTag(v) >>> 4);
    }

    @Test
    void randomBitPatternsRoundTrip() throws IOException {
        Random r = new Random(11);
        for (int round = 0; round < 200; round++) {
            Double[] v = new Double[1 + r.nextInt(40)];
            int mode = r.nextInt(3);
            for (int i = 0; i < v.length; i++) {
                v[i] = mode == 0 ? Double.longBitsToDouble(r.nextLong())
                        : mode == 1 ? Math.scalb((double) (r.nextLong() >> r.nextInt(64)), -r.nextInt(300))
                        : Math.scalb(r.nextDouble() - 0.5, r.nextInt(130) - 65);
            }
            roundTripTag(v); // asserts bit-exact values whichever encoding the writer picked
        }
    }
}
