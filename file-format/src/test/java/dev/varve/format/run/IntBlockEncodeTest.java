package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link IntBlock#encode} picks FOR or DELTA from the values' range and stops following the deltas'
 * range once it is at least as wide as FOR's (DELTA cannot be smaller then); callers that have the
 * range already pass it ({@link IntBlock#encode(long[], int, long, long, ByteSink)}). Both must write
 * exactly the bytes of the reference below — the one-pass rule that compares both sizes after scanning
 * every value (FORMAT.md "Integer block": the smaller of FOR and DELTA, FOR on a tie) — and decode back.
 * Seeded: sorted, reverse, constant, random of every width, wrap-around ranges near ±2^63, sizes around
 * the check interval.
 */
class IntBlockEncodeTest {
    /** The rule as written before the early stop: one pass over min, max and the deltas' min and max. */
    static byte[] reference(long[] v, int n) {
        ByteSink out = new ByteSink(64);
        if (n == 0) {
            out.u8(IntBlock.FOR);
            out.i64(0);
            out.u8(0);
            return Arrays.copyOf(out.buf, out.pos);
        }
        long min = v[0];
        long max = v[0];
        long minD = 0;
        long maxD = 0;
        if (n > 1) {
            minD = Long.MAX_VALUE;
            maxD = Long.MIN_VALUE;
        }
        for (int i = 1; i < n; i++) {
            min = Math.min(min, v[i]);
            max = Math.max(max, v[i]);
            long d = v[i] - v[i - 1];
            minD = Math.min(minD, d);
            maxD = Math.max(maxD, d);
        }
        int wFor = BitPacking.widthOf(max - min);
        int wDelta = BitPacking.widthOf(maxD - minD);
        if (8L + BitPacking.packedBytes(n - 1, wDelta) < BitPacking.packedBytes(n, wFor)) {
            out.u8(IntBlock.DELTA);
            out.i64(v[0]);
            out.i64(minD);
            out.u8(wDelta);
            BitPacking.packDeltas(v, n, minD, wDelta, out);
        } else {
            out.u8(IntBlock.FOR);
            out.i64(min);
            out.u8(wFor);
            BitPacking.pack(v, n, min, wFor, out);
        }
        return Arrays.copyOf(out.buf, out.pos);
    }

    private static long[] values(Random r, int shape, int n) {
        long[] v = new long[n];
        int w = 1 + r.nextInt(64);
        long mask = w == 64 ? -1L : (1L << w) - 1;
        long base = r.nextLong();
        switch (shape) {
            case 0: // random of width w around a random base (wraps around ±2^63 for some bases)
                for (int i = 0; i < n; i++) {
                    v[i] = base + (r.nextLong() & mask);
                }
                break;
            case 1: { // ascending with small random steps (keys, sequences of a flush)
                long x = base;
                long step = 1L + (r.nextLong() & ((1L << r.nextInt(40)) - 1));
                for (int i = 0; i < n; i++) {
                    x += r.nextLong() % step + (r.nextBoolean() ? step : 0);
                    v[i] = x;
                }
                break;
            }
            case 2: // descending
                for (int i = 0; i < n; i++) {
                    v[i] = base - i * (long) (1 + r.nextInt(1000));
                }
                break;
            case 3: // constant, then maybe one outlier at a random place
                Arrays.fill(v, base);
                if (n > 0 && r.nextBoolean()) {
                    v[r.nextInt(n)] = base + (r.nextLong() & mask);
                }
                break;
            case 4: // arithmetic progression with one jitter: DELTA's width just below or at FOR's
                for (int i = 0; i < n; i++) {
                    v[i] = base + i * (mask >>> 8) + (r.nextInt(4) == 0 ? (r.nextLong() & (mask >>> r.nextInt(8))) : 0);
                }
                break;
            case 5: // extremes
                for (int i = 0; i < n; i++) {
                    int k = r.nextInt(4);
                    v[i] = k == 0 ? Long.MIN_VALUE : k == 1 ? Long.MAX_VALUE : k == 2 ? 0 : -1;
                }
                break;
            default: // sorted random: ascending, deltas as wide as the values
                for (int i = 0; i < n; i++) {
                    v[i] = base + (r.nextLong() & mask);
                }
                Arrays.sort(v);
                break;
        }
        return v;
    }

    @Test
    void writesTheReferenceBytesAndDecodesBack() throws Exception {
        int[] sizes = {1, 2, 3, 15, 16, 17, 18, 31, 33, 64, 100, 255, 1400};
        for (int seed = 0; seed < 400; seed++) {
            Random r = new Random(seed);
            for (int shape = 0; shape <= 6; shape++) {
                int n = r.nextBoolean() ? sizes[r.nextInt(sizes.length)] : 1 + r.nextInt(300);
                long[] v = values(r, shape, n);
                byte[] want = reference(v, n);
                ByteSink out = new ByteSink(16);
                IntBlock.encode(v, n, out);
                String what = "seed " + seed + " shape " + shape + " n " + n;
                assertArrayEquals(want, Arrays.copyOf(out.buf, out.pos), what);
                long min = Arrays.stream(v, 0, n).min().getAsLong();
                long max = Arrays.stream(v, 0, n).max().getAsLong();
                ByteSink given = new ByteSink(16);
                IntBlock.encode(v, n, min, max, given);
                assertArrayEquals(want, Arrays.copyOf(given.buf, given.pos), what + " (range given)");
                byte[] slack = Arrays.copyOf(want, want.length + 8);
                long[] back = new long[n];
                IntBlock.decode(new ByteSource("/t", 0, "test", slack, 0, want.length), n, back);
                assertArrayEquals(Arrays.copyOf(v, n), back, what + " (decoded)");
            }
        }
    }

    /**
     * The stop is exact at the boundary: values whose deltas are exactly one bit narrower than their range
     * are DELTA when that saves bytes; one more bit of delta range makes them FOR.
     */
    @Test
    void deltaWinsOnlyWhenNarrower() {
        int n = 200;
        long[] v = new long[n];
        for (int i = 0; i < n; i++) {
            v[i] = (long) i * 1000; // range 199 000 (18 bits), deltas all 1000: DELTA of width 0
        }
        ByteSink out = new ByteSink(16);
        IntBlock.encode(v, n, out);
        assertEquals(IntBlock.DELTA, out.buf[0]);
        assertArrayEquals(reference(v, n), Arrays.copyOf(out.buf, out.pos));
        v[n - 1] = v[n - 2] - (1L << 17); // one delta of -2^17: the deltas span 132 072, as wide as the range (18 bits)
        out = new ByteSink(16);
        IntBlock.encode(v, n, out);
        assertArrayEquals(reference(v, n), Arrays.copyOf(out.buf, out.pos));
        assertEquals(IntBlock.FOR, out.buf[0]);
    }
}
