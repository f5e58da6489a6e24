package dev.varve.format.run;

import dev.varve.format.CorruptFileException;

/**
 * The null section that starts every value column chunk:
 * <pre>
 * u8 0 (NONE)                     no nulls
 * u8 1 (RLE)    u32 r, u32 × r    run lengths alternating non-null, null, non-null, … (first may be 0)
 * u8 2 (BITMAP) ceil(n/8) bytes   bit i (LSB first) set = row i is null
 * </pre>
 */
final class NullSection {
    static final int NONE = 0;
    static final int RLE = 1;
    static final int BITMAP = 2;

    private NullSection() {
    }

    static void encode(byte[] nulls, int n, int nullCount, ByteSink out) {
        if (nullCount == 0) {
            out.u8(NONE);
            return;
        }
        int runs = 1;
        byte cur = 0;
        for (int i = 0; i < n; i++) {
            if (nulls[i] != cur) {
                runs++;
                cur = nulls[i];
            }
        }
        long rleBytes = 4L + 4L * runs;
        long bitmapBytes = (n + 7) / 8;
        if (rleBytes <= bitmapBytes) {
            out.u8(RLE);
            out.i32(runs);
            cur = 0;
            int len = 0;
            for (int i = 0; i < n; i++) {
                if (nulls[i] != cur) {
                    out.i32(len);
                    len = 0;
                    cur = nulls[i];
                }
                len++;
            }
            out.i32(len);
        } else {
            out.u8(BITMAP);
            int bytes = (n + 7) / 8;
            out.ensure(bytes);
            byte[] b = out.buf;
            int p = out.pos;
            for (int i = 0; i < bytes; i++) {
                int v = 0;
                for (int j = 0; j < 8; j++) {
                    int r = i * 8 + j;
                    if (r < n && nulls[r] != 0) {
                        v |= 1 << j;
                    }
                }
                b[p + i] = (byte) v;
            }
            out.pos = p + bytes;
        }
    }

    /** Fills isNull[0..n) and returns the number of nulls; {@code enc} is the tag byte's low nibble, already read. */
    static int decode(ByteSource in, int enc, int n, boolean[] isNull) throws CorruptFileException {
        switch (enc) {
            case NONE:
                java.util.Arrays.fill(isNull, 0, n, false);
                return 0;
            case RLE: {
                int runs = in.count("null run count", n + 1L);
                int row = 0;
                int nulls = 0;
                boolean value = false;
                for (int r = 0; r < runs; r++) {
                    int len = in.count("null run length", n - row);
                    java.util.Arrays.fill(isNull, row, row + len, value);
                    if (value) {
                        nulls += len;
                    }
                    row += len;
                    value = !value;
                }
                if (row != n) {
                    throw in.corrupt("null runs cover " + row + " rows, page has " + n);
                }
                return nulls;
            }
            case BITMAP: {
                int bytes = (n + 7) / 8;
                in.need(bytes, "null bitmap");
                int nulls = 0;
                for (int i = 0; i < n; i++) {
                    boolean v = (in.buf[in.pos + (i >>> 3)] & (1 << (i & 7))) != 0;
                    isNull[i] = v;
                    nulls += v ? 1 : 0;
                }
                in.pos += bytes;
                return nulls;
            }
            default:
                throw in.corrupt("unknown null encoding " + enc);
        }
    }
}
