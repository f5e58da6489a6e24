package dev.varve.format.run;

import dev.varve.format.CorruptFileException;

/**
 * The integer block encoding shared by every integer-valued stream (sequence numbers, integer
 * columns, lengths, dictionary ids). The count n is known from the context.
 * <pre>
 * u8 1 (FOR)   i64 base  u8 width  packed(n values v-base, width bits)
 * u8 2 (DELTA) i64 first i64 minDelta u8 width packed(n-1 values (v[i]-v[i-1]-minDelta), width bits)
 * </pre>
 * Arithmetic is two's complement modulo 2^64, so every long sequence is representable. The
 * writer picks the smaller of the two.
 */
final class IntBlock {
    static final int FOR = 1;
    static final int DELTA = 2;
    /** Values between two checks of whether DELTA can still be the smaller encoding ({@link #encode}). */
    static final int DELTA_CHECK_EVERY = 16;

    private IntBlock() {
    }

    static void encode(long[] v, int n, ByteSink out) {
        if (n == 0) {
            out.u8(FOR);
            out.i64(0);
            out.u8(0);
            return;
        }
        long min = v[0];
        long max = v[0];
        for (int i = 1; i < n; i++) { // Math.min/max: conditional moves, no branch to mispredict on random values
            long x = v[i];
            min = Math.min(min, x);
            max = Math.max(max, x);
        }
        encode(v, n, min, max, out);
    }

    /**
     * As {@link #encode(long[], int, ByteSink)} for a caller that has the values' smallest and largest
     * ({@code min}, {@code max}: signed, of {@code v[0..n)}, n &ge; 1) already, as a column's statistics pass does.
     */
    static void encode(long[] v, int n, long min, long max, ByteSink out) {
        int wFor = BitPacking.widthOf(max - min);
        long forBytes = BitPacking.packedBytes(n, wFor);
        // DELTA is smaller only with a narrower width than FOR's (packedBytes(n, w) exceeds packedBytes(n - 1, w) by at
        // most 8 bytes, DELTA's extra i64), so the deltas' range is followed only while its width stays below FOR's:
        // unordered values (the sequences of merged runs, random numbers, lengths) reach it within a few values
        if (n > 1 && wFor > 0) {
            long minD = Long.MAX_VALUE;
            long maxD = Long.MIN_VALUE;
            long wide = 1L << (wFor - 1); // an unsigned range of at least 2^(wFor-1) is at least wFor bits wide
            boolean narrower = true;
            for (int i = 1; i < n && narrower; ) {
                int end = Math.min(n, i + DELTA_CHECK_EVERY);
                for (; i < end; i++) {
                    long d = v[i] - v[i - 1];
                    minD = Math.min(minD, d);
                    maxD = Math.max(maxD, d);
                }
                narrower = Long.compareUnsigned(maxD - minD, wide) < 0;
            }
            if (narrower) {
                int wDelta = BitPacking.widthOf(maxD - minD);
                long deltaBytes = 8L + BitPacking.packedBytes(n - 1, wDelta);
                if (deltaBytes < forBytes) {
                    out.u8(DELTA);
                    out.i64(v[0]);
                    out.i64(minD);
                    out.u8(wDelta);
                    BitPacking.packDeltas(v, n, minD, wDelta, out);
                    return;
                }
            }
        }
        out.u8(FOR);
        out.i64(min);
        out.u8(wFor);
        BitPacking.pack(v, n, min, wFor, out);
    }

    /** Decodes n values into dst[0..n). The source array must have 8 bytes of slack past its end. */
    static void decode(ByteSource in, int n, long[] dst) throws CorruptFileException {
        int enc = in.u8();
        if (enc == FOR) {
            long base = in.i64();
            int width = width(in);
            int bytes = BitPacking.packedBytes(n, width);
            in.need(bytes, "bit-packed integers");
            BitPacking.unpack(in.buf, in.pos, n, width, base, dst, 0);
            in.pos += bytes;
        } else if (enc == DELTA) {
            long first = in.i64();
            long minDelta = in.i64();
            int width = width(in);
            if (n == 0) {
                throw in.corrupt("delta block with no values");
            }
            int bytes = BitPacking.packedBytes(n - 1, width);
            in.need(bytes, "bit-packed deltas");
            BitPacking.unpack(in.buf, in.pos, n - 1, width, minDelta, dst, 1);
            in.pos += bytes;
            long acc = first;
            dst[0] = first;
            for (int i = 1; i < n; i++) {
                acc += dst[i];
                dst[i] = acc;
            }
        } else {
            throw in.corrupt("unknown integer encoding " + enc);
        }
    }

    private static int width(ByteSource in) throws CorruptFileException {
        int w = in.u8();
        if (w > 64) {
            throw in.corrupt("bit width " + w + " > 64");
        }
        return w;
    }

    /** Decodes n values that must all be in [0, max] (lengths, ids). */
    static void decodeBounded(ByteSource in, int n, long[] dst, long max, String what) throws CorruptFileException {
        decode(in, n, dst);
        checkBounded(in, n, dst, max, what);
    }

    /** Fails on the first of {@code dst[0..n)} outside [0, max], as {@link #decodeBounded} does. */
    static void checkBounded(ByteSource in, int n, long[] dst, long max, String what) throws CorruptFileException {
        for (int i = 0; i < n; i++) {
            if (dst[i] < 0 || dst[i] > max) {
                throw in.corrupt(what + " " + dst[i] + " out of range 0.." + max);
            }
        }
    }
}
