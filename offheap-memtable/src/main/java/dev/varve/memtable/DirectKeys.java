package dev.varve.memtable;

import dev.varve.row.KeyEncoder;
import java.nio.ByteOrder;

import org.agrona.DirectBuffer;

/**
 * Key arithmetic over {@link DirectBuffer} ranges: the normalized 8-byte prefix, unsigned
 * lexicographic comparison, equality and a hash. Keys are opaque byte strings ordered unsigned
 * byte-wise (shorter first on a common prefix). Stateless, thread-safe, allocation-free.
 */
public final class DirectKeys {
    private DirectKeys() {
    }

    /**
     * The first 8 bytes big-endian, zero-padded; {@link Long#compareUnsigned} on prefixes agrees
     * with the key order wherever the prefixes differ.
     */
    public static long prefix(DirectBuffer buffer, int offset, int length) {
        return KeyEncoder.prefix(buffer, offset, length);
    }

    /** {@link #prefix(DirectBuffer, int, int)} of a heap key. */
    public static long prefix(byte[] key) {
        return KeyEncoder.prefix(key);
    }

    /** Unsigned lexicographic comparison; negative, zero or positive. */
    public static int compare(DirectBuffer a, int aOffset, int aLength, DirectBuffer b, int bOffset, int bLength) {
        int common = Math.min(aLength, bLength);
        int i = 0;
        for (; i + 8 <= common; i += 8) {
            long x = a.getLong(aOffset + i, ByteOrder.BIG_ENDIAN);
            long y = b.getLong(bOffset + i, ByteOrder.BIG_ENDIAN);
            if (x != y) {
                return Long.compareUnsigned(x, y);
            }
        }
        for (; i < common; i++) {
            int x = a.getByte(aOffset + i) & 0xFF;
            int y = b.getByte(bOffset + i) & 0xFF;
            if (x != y) {
                return x - y;
            }
        }
        return Integer.compare(aLength, bLength);
    }

    /** Byte equality of two ranges. */
    public static boolean equals(DirectBuffer a, int aOffset, int aLength, DirectBuffer b, int bOffset, int bLength) {
        if (aLength != bLength) {
            return false;
        }
        int i = 0;
        for (; i + 8 <= aLength; i += 8) {
            if (a.getLong(aOffset + i) != b.getLong(bOffset + i)) {
                return false;
            }
        }
        for (; i < aLength; i++) {
            if (a.getByte(aOffset + i) != b.getByte(bOffset + i)) {
                return false;
            }
        }
        return true;
    }

    /** A well-mixed hash of the range (the same value on every platform). */
    public static int hash(DirectBuffer buffer, int offset, int length) {
        long h = 0x9E3779B97F4A7C15L * (length + 1);
        int i = 0;
        for (; i + 8 <= length; i += 8) {
            h = Long.rotateLeft((h ^ buffer.getLong(offset + i, ByteOrder.LITTLE_ENDIAN)) * 0xC2B2AE3D27D4EB4FL, 31);
        }
        for (; i < length; i++) {
            h = Long.rotateLeft((h ^ (buffer.getByte(offset + i) & 0xFFL)) * 0x165667B19E3779F9L, 23);
        }
        h ^= h >>> 33;
        h *= 0xFF51AFD7ED558CCDL;
        h ^= h >>> 33;
        h *= 0xC4CEB9FE1A85EC53L;
        h ^= h >>> 33;
        return (int) h;
    }
}
