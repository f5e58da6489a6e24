package dev.varve.kernel.table;

/**
 * The length of the raw LZ4 block ORC's lz4 codec (aircompressor's Java LZ4 compressor, as Paimon 1.4.2 bundles it)
 * makes of a part (run sizes version 8, {@link OrcLayout}). Only the length is computed: LZ4's greedy match search with
 * a multiplicative hash of 5 input bytes into a table of up to 4096 positions sized to the input, the search step
 * growing every 64 misses, a match extended backwards over equal bytes and forwards up to the last 5 bytes, no match
 * starting within the last 12 bytes; each sequence a token, its literal and match length extension bytes, the
 * literals and a 2-byte offset. The lz4-java library's Java compressor hashes differently and misses Paimon's
 * lengths by a few bytes (probes/sz42), so it is not used here.
 */
final class Lz4 {
    private static final int MIN_MATCH = 4;
    private static final int MATCH_FIND_LIMIT = 12;
    private static final int LAST_LITERALS = 5;
    private static final int MIN_LENGTH = MATCH_FIND_LIMIT + 1;
    private static final int MAX_DISTANCE = 65535;
    private static final int SKIP_TRIGGER = 6;
    private static final int MAX_TABLE = 1 << 12;

    private Lz4() {
    }

    private static long getLong(byte[] b, int at) {
        long v = 0;
        for (int i = 7; i >= 0; i--) {
            v = (v << 8) | (at + i < b.length ? b[at + i] & 0xFF : 0);
        }
        return v;
    }

    private static int getInt(byte[] b, int at) {
        return (b[at] & 0xFF) | (b[at + 1] & 0xFF) << 8 | (b[at + 2] & 0xFF) << 16 | (b[at + 3] & 0xFF) << 24;
    }

    private static int hash(long v, int mask) {
        return (int) ((v * 889523592379L >>> 28) & mask);
    }

    /** The bytes of a sequence's literal (or match) length beyond the token's 4 bits. */
    private static int extension(int length) {
        return length < 15 ? 0 : 1 + (length - 15) / 255;
    }

    static int compressedLength(byte[] in) {
        int end = in.length;
        if (end < MIN_LENGTH) {
            return 1 + extension(end) + end;
        }
        int size = Math.max(Math.min(Integer.highestOneBit(end - 1) << 1, MAX_TABLE), 16);
        int mask = size - 1;
        int[] table = new int[size];
        int matchFindLimit = end - MATCH_FIND_LIMIT;
        int matchLimit = end - LAST_LITERALS;
        int out = 0;
        int anchor = 0;
        int ip = 0;
        table[hash(getLong(in, ip), mask)] = ip;
        ip++;
        int nextHash = hash(getLong(in, ip), mask);
        done:
        while (true) {
            int next = ip;
            int attempts = 1 << SKIP_TRIGGER;
            int step = 1;
            int match;
            do {
                int h = nextHash;
                ip = next;
                next += step;
                step = attempts++ >>> SKIP_TRIGGER;
                if (next > matchFindLimit) {
                    break done;
                }
                match = table[h];
                nextHash = hash(getLong(in, next), mask);
                table[h] = ip;
            } while (getInt(in, match) != getInt(in, ip) || match + MAX_DISTANCE < ip);
            while (ip > anchor && match > 0 && in[ip - 1] == in[match - 1]) {
                ip--;
                match--;
            }
            int literals = ip - anchor;
            out += 1 + extension(literals) + literals;
            while (true) {
                int length = 0;
                int a = ip + MIN_MATCH;
                int b = match + MIN_MATCH;
                while (a < matchLimit && in[a] == in[b]) {
                    a++;
                    b++;
                    length++;
                }
                out += 2 + extension(length);
                ip += MIN_MATCH + length;
                anchor = ip;
                if (ip > matchFindLimit) {
                    break done;
                }
                int p = ip - 2;
                table[hash(getLong(in, p), mask)] = p;
                int h = hash(getLong(in, ip), mask);
                match = table[h];
                table[h] = ip;
                if (match + MAX_DISTANCE < ip || getInt(in, match) != getInt(in, ip)) {
                    ip++;
                    nextHash = hash(getLong(in, ip), mask);
                    break;
                }
                out += 1; // a token with no literals
            }
        }
        int last = end - anchor;
        return out + 1 + extension(last) + last;
    }
}
