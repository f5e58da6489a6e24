package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Arrays;
import java.util.SplittableRandom;

import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import org.junit.jupiter.api.Test;

/** A bytes column's file statistics equal the unsigned-lexicographic min and max of its values. */
class ColumnStatsTest {
    private static final long SEED = Long.getLong("seed", 20261130L);

    @Test
    void bytesStatisticsAreTheUnsignedMinAndMaxSeed() {
        SplittableRandom rnd = new SplittableRandom(SEED);
        for (int round = 0; round < 200; round++) {
            ColumnBuffer.BytesBuffer col = (ColumnBuffer.BytesBuffer) ColumnBuffer.create(DataType.bytes(), 0);
            byte[] min = null;
            byte[] max = null;
            int pages = 1 + rnd.nextInt(4);
            for (int page = 0; page < pages; page++) {
                int n = 1 + rnd.nextInt(60);
                for (int i = 0; i < n; i++) {
                    byte[] v = value(rnd);
                    col.addRow(GenericRow.of((Object) v));
                    if (min == null || Arrays.compareUnsigned(v, min) < 0) {
                        min = v;
                    }
                    if (max == null || Arrays.compareUnsigned(v, max) > 0) {
                        max = v;
                    }
                }
                col.encode(new ByteSink(256));
            }
            String ctx = "seed=" + SEED + " round=" + round;
            assertArrayEquals(min, (byte[]) col.statsMin(), ctx);
            assertArrayEquals(max, (byte[]) col.statsMax(), ctx);
        }
    }

    @Test
    void zeroPaddingDoesNotHideATrailingZeroByte() {
        ColumnBuffer.BytesBuffer col = (ColumnBuffer.BytesBuffer) ColumnBuffer.create(DataType.bytes(), 0);
        byte[][] values = {{1, 0}, {1}, {1, 0, 0}, {(byte) 0xFF, 0, 0, 0, 0, 0, 0, 0, 1}, {(byte) 0xFF, 0, 0, 0, 0, 0, 0, 0}};
        for (byte[] v : values) {
            col.addRow(GenericRow.of((Object) v));
        }
        col.encode(new ByteSink(64));
        assertArrayEquals(new byte[] {1}, (byte[]) col.statsMin());
        assertArrayEquals(values[3], (byte[]) col.statsMax());
    }

    /** Short values over a small alphabet with many shared prefixes and zero bytes, some longer than 8. */
    private static byte[] value(SplittableRandom rnd) {
        byte[] v = new byte[rnd.nextInt(13)];
        for (int i = 0; i < v.length; i++) {
            int r = rnd.nextInt(4);
            v[i] = (byte) (r == 0 ? 0 : r == 1 ? 0xFF : r == 2 ? 'a' : 'b');
        }
        return v;
    }
}
