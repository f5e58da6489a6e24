package dev.varve.kernel.table;

import org.agrona.DirectBuffer;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The 64-bit hash of a normalized primary key that the cross-partition index stores
 * (INDEX_FORMAT.md, "Cross-partition key index"). Persisted in index files: NEVER change it.
 * Eight-byte little-endian words are multiplied, rotated and folded into the state; the tail
 * bytes form one last zero-padded word; the length and a final avalanche step (xor-shift /
 * multiply / xor-shift / multiply / xor-shift) finish it. Stateless and thread-safe; allocates nothing.
 */
final class KeyHash64 {
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long SEED = 0x5641525645494458L; // "VARVEIDX"
    private static final long M1 = 0x87C37B91114253D5L;
    private static final long M2 = 0x4CF5AD432745937FL;
    private static final long F1 = 0xFF51AFD7ED558CCDL;
    private static final long F2 = 0xC4CEB9FE1A85EC53L;

    private KeyHash64() {
    }

    static long hash(byte[] key) {
        return hash(key, 0, key.length);
    }

    static long hash(byte[] key, int off, int len) {
        long h = SEED;
        int i = 0;
        for (; i + 8 <= len; i += 8) {
            h = fold(h, (long) LONGS.get(key, off + i));
            h = Long.rotateLeft(h, 27) * 5 + 0x52DCE729L;
        }
        if (i < len) {
            long tail = 0;
            for (int s = 0; i < len; i++, s += 8) {
                tail |= (key[off + i] & 0xFFL) << s;
            }
            h = fold(h, tail);
        }
        h ^= len;
        return avalanche(h);
    }

    /** The same hash as {@link #hash(byte[], int, int)} of the bytes {@code [off, off + len)} of {@code buf}. */
    static long hash(DirectBuffer buf, int off, int len) {
        long h = SEED;
        int i = 0;
        for (; i + 8 <= len; i += 8) {
            h = fold(h, buf.getLong(off + i, ByteOrder.LITTLE_ENDIAN));
            h = Long.rotateLeft(h, 27) * 5 + 0x52DCE729L;
        }
        if (i < len) {
            long tail = 0;
            for (int s = 0; i < len; i++, s += 8) {
                tail |= (buf.getByte(off + i) & 0xFFL) << s;
            }
            h = fold(h, tail);
        }
        h ^= len;
        return avalanche(h);
    }

    private static long fold(long h, long word) {
        long k = word * M1;
        k = Long.rotateLeft(k, 31);
        k *= M2;
        return h ^ k;
    }

    private static long avalanche(long h) {
        h ^= h >>> 33;
        h *= F1;
        h ^= h >>> 33;
        h *= F2;
        h ^= h >>> 33;
        return h;
    }
}
