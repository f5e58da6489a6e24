package dev.varve.format.run;

import dev.varve.format.CorruptFileException;

/**
 * The key chunk of a page:
 * <pre>
 * u8 1 (FIXED)  u8 L (1..8)  IntBlock(n)   every key has length L; value = the key read as an
 *                                          unsigned big-endian number
 * u8 2 (PREFIX) IntBlock(n) shared-prefix lengths (with the previous key; 0 for the first)
 *               IntBlock(n) suffix lengths  u32 total suffix bytes  suffix bytes
 * </pre>
 */
final class KeyChunk {
    private static final java.lang.invoke.VarHandle LONG_BE =
            java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.BIG_ENDIAN);

    private KeyChunk() {
    }

    /**
     * The LONG value a FIXED key of {@code len} bytes (1..8) encodes as a normalized key of an integer
     * column: the key read as a signed big-endian number of {@code len} bytes with its top bit flipped
     * (FORMAT.md "LONG values", version 3's KEY encoding).
     */
    static long keyLong(long key, int len) {
        int shift = 64 - 8 * len;
        return ((key ^ (1L << (8 * len - 1))) << shift) >> shift;
    }

    /**
     * Keys are {@code data[start(i), ends[i])}. scratch must hold n longs. Returns the key length L when
     * the chunk is FIXED, with {@code scratch[0..n)} left holding the keys as unsigned big-endian numbers
     * (for version 3's KEY-derived LONG columns), else 0.
     */
    static int encode(byte[] data, int[] ends, int n, ByteSink out, long[] scratch) {
        if (n > 0 && ends[n - 1] == 0) {
            encodeEmpty(out); // an append table's keys: all empty
            return 0;
        }
        int fixed = n == 0 ? 0 : ends[0];
        for (int i = 1; i < n && fixed > 0; i++) {
            if (ends[i] - ends[i - 1] != fixed) {
                fixed = 0;
            }
        }
        if (fixed >= 1 && fixed <= 8) {
            out.u8(RunFormat.KEY_FIXED);
            out.u8(fixed);
            // the numbers' range is taken while they are made (not from the key order: a block is never trusted
            // to be sorted), so the integer block does not scan them again
            long lo = Long.MAX_VALUE;
            long hi = Long.MIN_VALUE;
            if (fixed == 8) {
                // the common 8-byte key (BIGINT): one big-endian word per key
                for (int i = 0; i < n; i++) {
                    long v = (long) LONG_BE.get(data, i << 3);
                    scratch[i] = v;
                    lo = Math.min(lo, v);
                    hi = Math.max(hi, v);
                }
                IntBlock.encode(scratch, n, lo, hi, out);
                return fixed;
            }
            for (int i = 0; i < n; i++) {
                long v = 0;
                int s = i * fixed;
                for (int j = 0; j < fixed; j++) {
                    v = (v << 8) | (data[s + j] & 0xFFL);
                }
                scratch[i] = v;
                lo = Math.min(lo, v);
                hi = Math.max(hi, v);
            }
            IntBlock.encode(scratch, n, lo, hi, out);
            return fixed;
        }
        out.u8(RunFormat.KEY_PREFIX);
        int prevStart = 0;
        int prevLen = 0;
        for (int i = 0; i < n; i++) {
            int s = i == 0 ? 0 : ends[i - 1];
            int len = ends[i] - s;
            int shared = 0;
            if (i > 0) {
                int max = Math.min(prevLen, len);
                int mm = java.util.Arrays.mismatch(data, prevStart, prevStart + max, data, s, s + max);
                shared = mm < 0 ? max : mm;
            }
            scratch[i] = shared;
            prevStart = s;
            prevLen = len;
        }
        IntBlock.encode(scratch, n, out);
        long total = 0;
        for (int i = 0; i < n; i++) {
            int s = i == 0 ? 0 : ends[i - 1];
            scratch[i] = ends[i] - s - scratch[i];
            total += scratch[i];
        }
        IntBlock.encode(scratch, n, out);
        out.i32((int) total);
        // re-derive shared lengths while copying suffixes
        for (int i = 0; i < n; i++) {
            int s = i == 0 ? 0 : ends[i - 1];
            int suffix = (int) scratch[i];
            out.bytes(data, ends[i] - suffix, suffix);
        }
        return 0;
    }

    /**
     * The PREFIX chunk of keys that are all empty, as the general path writes it: shared and
     * suffix lengths all 0 (each an {@link IntBlock} FOR block of base 0 and width 0, no packed
     * bytes), 0 suffix bytes.
     */
    private static void encodeEmpty(ByteSink out) {
        out.u8(RunFormat.KEY_PREFIX);
        for (int block = 0; block < 2; block++) {
            out.u8(IntBlock.FOR);
            out.i64(0);
            out.u8(0);
        }
        out.i32(0);
    }

    /**
     * Decoded keys of a page: key i is {@code data()[off()[i], off()[i+1])}. With the FIXED encoding the
     * keys are decoded as numbers ({@link #fixed}) and their byte form is written on the first
     * {@link #data()} / {@link #off()} of the page: a merged scan of fixed keys orders and groups them by
     * the numbers and reads the bytes of a few keys per page, or none. Reused; not thread-safe.
     */
    static final class Decoded {
        private byte[] data = new byte[256];
        private int[] off = new int[65];
        /** Rows whose FIXED keys' byte form is not written yet (0: written, or PREFIX keys). */
        private int pendingRows;
        private long[] a = new long[64];
        private long[] b = new long[64];
        /**
         * With the FIXED encoding, the length L of every key (1..8) and {@link #fixed}[i] key i read
         * as an unsigned big-endian number (so unsigned order of the numbers is the key order);
         * 0 with the PREFIX encoding.
         */
        int fixedLen;
        long[] fixed;
        /**
         * With the FIXED encoding, {@code segmentFirst[j] = fixed[j * SEGMENT]} for the
         * {@link #segments} segments of {@value #SEGMENT} keys: a lookup searches this short array,
         * then one segment, touching a few cache lines instead of the whole key array.
         */
        static final int SEGMENT = 32;
        long[] segmentFirst = new long[0];
        int segments;

        void decode(ByteSource in, int n) throws CorruptFileException {
            if (off.length < n + 1) {
                off = new int[Math.max(n + 1, off.length * 2)];
            }
            if (a.length < n) {
                a = new long[Math.max(n, a.length * 2)];
                b = new long[a.length];
            }
            int enc = in.u8();
            fixedLen = 0;
            fixed = null;
            pendingRows = 0;
            if (enc == RunFormat.KEY_FIXED) {
                int len = in.u8();
                if (len < 1 || len > 8) {
                    throw in.corrupt("fixed key length " + len);
                }
                IntBlock.decode(in, n, a);
                long limit = len == 8 ? -1L : (1L << (8 * len)) - 1;
                long prev = 0;
                for (int i = 0; i < n; i++) {
                    long v = a[i];
                    if (Long.compareUnsigned(v, limit) > 0 || Long.compareUnsigned(v, prev) < 0) {
                        throw in.corrupt("fixed key " + i + " is out of range or out of order");
                    }
                    prev = v;
                }
                pendingRows = n; // the byte form on first use (writeFixedBytes)
                if (n == 0) {
                    off[0] = 0; // as the byte form of no keys: nothing to write later
                }
                fixedLen = len;
                fixed = a;
                segments = (n + SEGMENT - 1) / SEGMENT;
                if (segmentFirst.length < segments) {
                    segmentFirst = new long[Math.max(segments, segmentFirst.length * 2)];
                }
                for (int j = 0; j < segments; j++) {
                    segmentFirst[j] = a[j * SEGMENT];
                }
            } else if (enc == RunFormat.KEY_PREFIX) {
                IntBlock.decodeBounded(in, n, a, Integer.MAX_VALUE, "shared key prefix");
                IntBlock.decodeBounded(in, n, b, Integer.MAX_VALUE, "key suffix length");
                int total = in.count("key suffix bytes", in.remaining() - 4L);
                in.need(total, "key suffixes");
                long size = 0;
                long suffixes = 0;
                int prevLen = 0;
                for (int i = 0; i < n; i++) {
                    if (a[i] > prevLen || (i == 0 && a[i] != 0)) {
                        throw in.corrupt("shared prefix " + a[i] + " longer than the previous key");
                    }
                    prevLen = (int) (a[i] + b[i]);
                    size += prevLen;
                    suffixes += b[i];
                }
                if (suffixes != total) {
                    throw in.corrupt("key suffix lengths sum to " + suffixes + ", not " + total);
                }
                ensure(size);
                int p = 0;
                int src = in.pos;
                int prevStart = 0;
                int prevKeyLen = 0;
                for (int i = 0; i < n; i++) {
                    int shared = (int) a[i];
                    int suffix = (int) b[i];
                    // ascending order: the previous key is a prefix of this one, or it differs at `shared` by a smaller byte
                    if (i > 0 && shared < prevKeyLen
                            && (suffix == 0 || (in.buf[src] & 0xFF) <= (data[prevStart + shared] & 0xFF))) {
                        throw in.corrupt("key " + i + " is not greater than the previous key");
                    }
                    prevKeyLen = shared + suffix;
                    off[i] = p;
                    System.arraycopy(data, prevStart, data, p, shared);
                    System.arraycopy(in.buf, src, data, p + shared, suffix);
                    src += suffix;
                    prevStart = p;
                    p += shared + suffix;
                }
                off[n] = p;
                in.pos = src;
            } else {
                throw in.corrupt("unknown key encoding " + enc);
            }
        }

        /** The keys' bytes (key i from {@code off()[i]}), written now if the page's FIXED keys have no byte form yet. */
        byte[] data() {
            if (pendingRows != 0) {
                writeFixedBytes();
            }
            return data;
        }

        /** The keys' offsets in {@link #data()} (n + 1 of them), written now as {@link #data()} says. */
        int[] off() {
            if (pendingRows != 0) {
                writeFixedBytes();
            }
            return off;
        }

        /** The byte form of the page's FIXED keys: each number's low {@code fixedLen} bytes, big-endian. */
        private void writeFixedBytes() {
            int n = pendingRows;
            int len = fixedLen;
            long[] v = fixed;
            ensure((long) n * len + 8);
            if (off.length < n + 1) {
                off = new int[Math.max(n + 1, off.length * 2)];
            }
            byte[] d = data;
            int[] o = off;
            int shift = 64 - 8 * len;
            for (int i = 0; i < n; i++) {
                int s = i * len;
                // big-endian store of the low `len` bytes; the bytes written past the key are overwritten by the next one
                LONG_BE.set(d, s, v[i] << shift);
                o[i] = s;
            }
            o[n] = n * len;
            pendingRows = 0;
        }

        /**
         * Whether key 0 is {@code key[from, to)}: on the numbers for FIXED keys whose bytes are not written
         * (the page index's first key is checked at every decode), else on the bytes.
         */
        boolean firstKeyEquals(byte[] key, int from, int to) {
            if (pendingRows == 0) {
                return java.util.Arrays.equals(data, off[0], off[1], key, from, to);
            }
            int len = fixedLen;
            if (to - from != len) {
                return false;
            }
            long k = 0;
            for (int i = from; i < to; i++) {
                k = (k << 8) | (key[i] & 0xFFL);
            }
            return k == fixed[0];
        }

        /**
         * Exchanges everything this holds with {@code o}: keys decoded ahead into {@code o} on a read-ahead
         * thread become this object's page, and its arrays {@code o}'s ({@link PageDecoder#load}).
         */
        void swapWith(Decoded o) {
            byte[] data0 = data;
            data = o.data;
            o.data = data0;
            int[] off0 = off;
            off = o.off;
            o.off = off0;
            int pendingRows0 = pendingRows;
            pendingRows = o.pendingRows;
            o.pendingRows = pendingRows0;
            long[] a0 = a;
            a = o.a;
            o.a = a0;
            long[] b0 = b;
            b = o.b;
            o.b = b0;
            int fixedLen0 = fixedLen;
            fixedLen = o.fixedLen;
            o.fixedLen = fixedLen0;
            long[] fixed0 = fixed;
            fixed = o.fixed;
            o.fixed = fixed0;
            long[] segmentFirst0 = segmentFirst;
            segmentFirst = o.segmentFirst;
            o.segmentFirst = segmentFirst0;
            int segments0 = segments;
            segments = o.segments;
            o.segments = segments0;
        }

        /** Heap bytes the decoded keys hold after {@link #trimForLookups} (for cache accounting). */
        long lookupRetainedBytes() {
            return fixedLen != 0 ? 8L * fixed.length + 8L * segmentFirst.length : data.length + 4L * off.length;
        }

        /**
         * Drops what a point lookup no longer needs once the page is decoded: the scratch arrays,
         * and with fixed-length keys the key bytes ({@link #fixed} holds the keys). Decoding
         * another page afterwards reallocates them.
         */
        void trimForLookups() {
            a = new long[0];
            b = new long[0];
            if (fixedLen != 0) {
                data = new byte[0];
                off = new int[0];
                pendingRows = 0; // a lookup reads the numbers: no byte form is written after the trim
            }
        }

        private void ensure(long size) {
            if (size > Integer.MAX_VALUE - 64) {
                throw new IllegalStateException("page keys larger than 2 GiB");
            }
            if (data.length < size) {
                data = new byte[(int) Math.max(size, data.length * 2L)];
            }
        }
    }
}
