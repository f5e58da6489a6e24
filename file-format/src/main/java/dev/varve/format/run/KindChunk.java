package dev.varve.format.run;

import dev.varve.format.CorruptFileException;

/**
 * The row-kind chunk of a page (kind bytes are {@link dev.varve.row.RowKind#toByteValue()}):
 * <pre>
 * u8 1 (CONST) u8 kind                       every row has this kind
 * u8 2 (PLAIN) n × u8 kind
 * u8 3 (RLE)   u32 r, r × (u32 run length, u8 kind)
 * </pre>
 */
final class KindChunk {
    private KindChunk() {
    }

    static void encode(byte[] kinds, int n, ByteSink out) {
        int runs = n == 0 ? 0 : 1;
        for (int i = 1; i < n; i++) {
            if (kinds[i] != kinds[i - 1]) {
                runs++;
            }
        }
        if (runs <= 1) {
            out.u8(RunFormat.KIND_CONST);
            out.u8(n == 0 ? 0 : kinds[0]);
        } else if (4L + 5L * runs < n) {
            out.u8(RunFormat.KIND_RLE);
            out.i32(runs);
            int len = 1;
            for (int i = 1; i <= n; i++) {
                if (i == n || kinds[i] != kinds[i - 1]) {
                    out.i32(len);
                    out.u8(kinds[i - 1]);
                    len = 1;
                } else {
                    len++;
                }
            }
        } else {
            out.u8(RunFormat.KIND_PLAIN);
            out.bytes(kinds, 0, n);
        }
    }

    static void decode(ByteSource in, int n, byte[] kinds) throws CorruptFileException {
        int enc = in.u8();
        switch (enc) {
            case RunFormat.KIND_CONST: {
                byte k = kind(in, in.u8());
                java.util.Arrays.fill(kinds, 0, n, k);
                return;
            }
            case RunFormat.KIND_PLAIN:
                in.need(n, "row kinds");
                for (int i = 0; i < n; i++) {
                    kinds[i] = kind(in, in.buf[in.pos + i] & 0xFF);
                }
                in.pos += n;
                return;
            case RunFormat.KIND_RLE: {
                int runs = in.count("row kind runs", n);
                int row = 0;
                for (int r = 0; r < runs; r++) {
                    int len = in.count("row kind run length", n - row);
                    byte k = kind(in, in.u8());
                    java.util.Arrays.fill(kinds, row, row + len, k);
                    row += len;
                }
                if (row != n) {
                    throw in.corrupt("row kind runs cover " + row + " rows, page has " + n);
                }
                return;
            }
            default:
                throw in.corrupt("unknown row kind encoding " + enc);
        }
    }

    private static byte kind(ByteSource in, int b) throws CorruptFileException {
        if (b > 3) {
            throw in.corrupt("row kind byte " + b);
        }
        return (byte) b;
    }
}
