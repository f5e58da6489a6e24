package dev.varve.format.run;

/**
 * Packs unsigned values of {@code width} bits (0..64) densely, little-endian: value i occupies
 * bits {@code [i·width, (i+1)·width)} of the byte string read as one little-endian number. The
 * packed size is {@code ceil(n·width / 8)} bytes.
 */
final class BitPacking {
    private BitPacking() {
    }

    static int packedBytes(int n, int width) {
        return (int) (((long) n * width + 7) >>> 3);
    }

    static int widthOf(long unsignedRange) {
        return 64 - Long.numberOfLeadingZeros(unsignedRange);
    }

    /** Packs {@code src[i] - base} for i in [0, n) (each must fit in width bits). */
    static void pack(long[] src, int n, long base, int width, ByteSink out) {
        int bytes = packedBytes(n, width);
        out.ensure(bytes + 8);
        if (width == 0) {
            return;
        }
        byte[] b = out.buf;
        int p = out.pos;
        long acc = 0;
        int bits = 0;
        for (int i = 0; i < n; i++) {
            long v = src[i] - base;
            acc |= v << bits;
            bits += width;
            if (bits >= 64) {
                ByteSink.LONG_LE.set(b, p, acc);
                p += 8;
                bits -= 64;
                int used = width - bits; // bits of v already stored
                acc = used == 64 ? 0 : v >>> used;
            }
        }
        for (int s = 0; bits > 0; s += 8, bits -= 8) {
            b[p++] = (byte) (acc >>> s);
        }
        out.pos = p;
    }

    /** Packs deltas {@code src[i+1] - src[i] - minDelta} for i in [0, n-1). */
    static void packDeltas(long[] src, int n, long minDelta, int width, ByteSink out) {
        int m = Math.max(0, n - 1);
        int bytes = packedBytes(m, width);
        out.ensure(bytes + 8);
        if (width == 0) {
            return;
        }
        byte[] b = out.buf;
        int p = out.pos;
        long acc = 0;
        int bits = 0;
        for (int i = 1; i < n; i++) {
            long v = src[i] - src[i - 1] - minDelta;
            acc |= v << bits;
            bits += width;
            if (bits >= 64) {
                ByteSink.LONG_LE.set(b, p, acc);
                p += 8;
                bits -= 64;
                int used = width - bits;
                acc = used == 64 ? 0 : v >>> used;
            }
        }
        for (int s = 0; bits > 0; s += 8, bits -= 8) {
            b[p++] = (byte) (acc >>> s);
        }
        out.pos = p;
    }

    /**
     * Unpacks n values of width bits starting at byte {@code pos} of {@code b}, adding base, into
     * {@code dst[dstOff..dstOff+n)}. The caller guarantees {@code packedBytes(n, width)} bytes are present and
     * that {@code b} has at least 8 readable bytes beyond them (slack).
     */
    static void unpack(byte[] b, int pos, int n, int width, long base, long[] dst, int dstOff) {
        if (width == 0) {
            java.util.Arrays.fill(dst, dstOff, dstOff + n, base);
            return;
        }
        if (width == 64) {
            for (int i = 0; i < n; i++) {
                dst[dstOff + i] = (long) ByteSink.LONG_LE.get(b, pos + i * 8) + base;
            }
            return;
        }
        long mask = (1L << width) - 1;
        if (width <= 56) {
            long bit = 0;
            for (int i = 0; i < n; i++, bit += width) {
                long w = (long) ByteSink.LONG_LE.get(b, pos + (int) (bit >>> 3));
                dst[dstOff + i] = ((w >>> (bit & 7)) & mask) + base;
            }
            return;
        }
        long bit = 0;
        for (int i = 0; i < n; i++, bit += width) {
            int at = pos + (int) (bit >>> 3);
            int shift = (int) (bit & 7);
            long w = (long) ByteSink.LONG_LE.get(b, at) >>> shift;
            if (shift != 0) {
                w |= (b[at + 8] & 0xFFL) << (64 - shift);
            }
            dst[dstOff + i] = (w & mask) + base;
        }
    }

    /** Unpacks one value (random access). Same slack guarantee as {@link #unpack}. */
    static long get(byte[] b, int pos, int i, int width) {
        if (width == 0) {
            return 0;
        }
        long bit = (long) i * width;
        int at = pos + (int) (bit >>> 3);
        int shift = (int) (bit & 7);
        long w = (long) ByteSink.LONG_LE.get(b, at) >>> shift;
        if (shift != 0 && width > 56) {
            w |= (b[at + 8] & 0xFFL) << (64 - shift);
        }
        return width == 64 ? w : w & ((1L << width) - 1);
    }
}
