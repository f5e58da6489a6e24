package dev.varve.row;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import org.agrona.DirectBuffer;

/**
 * MurmurHash3, x86 32-bit variant, written from Austin Appleby's published algorithm description
 * (public domain): 4-byte little-endian blocks mixed with c1 = 0xcc9e2d51, c2 = 0x1b873593,
 * rotations 15 and 13, {@code h = h * 5 + 0xe6546b64}, a tail of 1-3 bytes, length xor and the
 * fmix32 finalizer. Values are part of persisted data layouts (bucket assignment) and must never
 * change. Stateless; thread-safe; allocates nothing.
 */
public final class Murmur3 {
    private static final int C1 = 0xcc9e2d51;
    private static final int C2 = 0x1b873593;
    private static final VarHandle INT_LE = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

    private Murmur3() {
    }

    static int hash32(DirectBuffer buf, int off, int len, int seed) {
        int h = seed;
        int blocks = len >>> 2;
        for (int i = 0; i < blocks; i++) {
            h = mixH(h, mixK(buf.getInt(off + (i << 2), ByteOrder.LITTLE_ENDIAN)));
        }
        int tail = off + (blocks << 2);
        int rem = len & 3;
        if (rem != 0) {
            int k = buf.getByte(tail) & 0xFF;
            if (rem >= 2) {
                k ^= (buf.getByte(tail + 1) & 0xFF) << 8;
            }
            if (rem == 3) {
                k ^= (buf.getByte(tail + 2) & 0xFF) << 16;
            }
            h ^= mixK(k);
        }
        return fmix(h ^ len);
    }

    /** MurmurHash3 x86 32-bit of {@code len} bytes of {@code data} from {@code off}, with {@code seed}. */
    public static int hash32(byte[] data, int off, int len, int seed) {
        int h = seed;
        int blocks = len >>> 2;
        for (int i = 0; i < blocks; i++) {
            h = mixH(h, mixK((int) INT_LE.get(data, off + (i << 2))));
        }
        int tail = off + (blocks << 2);
        int rem = len & 3;
        if (rem != 0) {
            int k = data[tail] & 0xFF;
            if (rem >= 2) {
                k ^= (data[tail + 1] & 0xFF) << 8;
            }
            if (rem == 3) {
                k ^= (data[tail + 2] & 0xFF) << 16;
            }
            h ^= mixK(k);
        }
        return fmix(h ^ len);
    }

    /** One round: block {@code k} mixed into state {@code h} (for hashes that feed blocks their own way). */
    public static int round(int h, int k) {
        return mixH(h, mixK(k));
    }

    /** The fmix32 finalizer (callers xor the length in first, as {@link #hash32} does). */
    public static int finish(int h) {
        return fmix(h);
    }

    /** {@link #hash32(byte[], int, int, int)} of the 16 bytes whose little-endian longs are {@code lo} and {@code hi}. */
    public static int hash16(long lo, long hi, int seed) {
        int h = mixH(seed, mixK((int) lo));
        h = mixH(h, mixK((int) (lo >>> 32)));
        h = mixH(h, mixK((int) hi));
        h = mixH(h, mixK((int) (hi >>> 32)));
        return fmix(h ^ 16);
    }

    private static int mixK(int k) {
        k *= C1;
        k = Integer.rotateLeft(k, 15);
        return k * C2;
    }

    private static int mixH(int h, int k) {
        h ^= k;
        h = Integer.rotateLeft(h, 13);
        return h * 5 + 0xe6546b64;
    }

    private static int fmix(int h) {
        h ^= h >>> 16;
        h *= 0x85ebca6b;
        h ^= h >>> 13;
        h *= 0xc2b2ae35;
        h ^= h >>> 16;
        return h;
    }
}
