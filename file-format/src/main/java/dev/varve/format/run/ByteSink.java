package dev.varve.format.run;

import dev.varve.row.StringBytes;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/** A growable little-endian byte buffer for encoding; reused across pages. Not thread-safe. */
final class ByteSink {
    static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    static final VarHandle INT_LE = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    static final VarHandle SHORT_LE = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);

    byte[] buf;
    int pos;
    private char[] chars = new char[64];

    ByteSink(int initialCapacity) {
        buf = new byte[Math.max(16, initialCapacity)];
    }

    void reset() {
        pos = 0;
    }

    int position() {
        return pos;
    }

    byte[] array() {
        return buf;
    }

    void ensure(int more) {
        long need = (long) pos + more;
        if (need > buf.length) {
            if (need > Integer.MAX_VALUE - 64) {
                throw new IllegalStateException("encoded block larger than 2 GiB");
            }
            buf = Arrays.copyOf(buf, (int) Math.min(Integer.MAX_VALUE - 64, Math.max(need, buf.length * 2L)));
        }
    }

    void u8(int v) {
        ensure(1);
        buf[pos++] = (byte) v;
    }

    void i16(int v) {
        ensure(2);
        SHORT_LE.set(buf, pos, (short) v);
        pos += 2;
    }

    void i32(int v) {
        ensure(4);
        INT_LE.set(buf, pos, v);
        pos += 4;
    }

    void i64(long v) {
        ensure(8);
        LONG_LE.set(buf, pos, v);
        pos += 8;
    }

    void bytes(byte[] b, int off, int len) {
        ensure(len);
        System.arraycopy(b, off, buf, pos, len);
        pos += len;
    }

    /** Appends {@code len} bytes of {@code src} at {@code off} (heap or off-heap). */
    void bytes(org.agrona.DirectBuffer src, int off, int len) {
        ensure(len);
        byte[] array = src.byteArray();
        if (array != null) {
            // heap source: System.arraycopy is much cheaper than Unsafe.copyMemory for short values
            src.boundsCheck(off, len);
            System.arraycopy(array, src.wrapAdjustment() + off, buf, pos, len);
        } else {
            copyOffHeap(src, off, len, pos);
        }
        pos += len;
    }

    /**
     * Copies {@code len} bytes of an off-heap {@code src} to {@code buf[at, at + len)} (room
     * ensured by the caller; {@link #pos} not moved): short values a word at a time.
     */
    void copyOffHeap(org.agrona.DirectBuffer src, int off, int len, int at) {
        if (len <= SMALL_OFF_HEAP_COPY) {
            copySmallOffHeap(src, off, len, at);
        } else {
            src.getBytes(off, buf, at, len);
        }
    }

    /**
     * Copies {@code len <= SMALL_OFF_HEAP_COPY} bytes of an off-heap {@code src} to {@code buf}
     * at {@code p} (room ensured) a word at a time; returns the OR of the words copied, whose bits
     * 7, 15, ... say whether any byte is not ASCII (values below 8 bytes are ORed in byte by byte).
     */
    private long copySmallOffHeap(org.agrona.DirectBuffer src, int off, int len, int p) {
        src.boundsCheck(off, len);
        byte[] b = buf;
        long or = 0;
        int i = 0;
        for (; i + 8 <= len; i += 8) {
            long w = src.getLong(off + i, java.nio.ByteOrder.LITTLE_ENDIAN);
            or |= w;
            LONG_LE.set(b, p + i, w);
        }
        if (i < len && len >= 8) {
            // the tail as one word ending at the last byte (overlapping bytes already copied)
            long w = src.getLong(off + len - 8, java.nio.ByteOrder.LITTLE_ENDIAN);
            or |= w;
            LONG_LE.set(b, p + len - 8, w);
        } else {
            for (; i < len; i++) {
                byte x = src.getByte(off + i);
                or |= x & 0xFF;
                b[p + i] = x;
            }
        }
        return or;
    }

    /**
     * {@link #bytes(org.agrona.DirectBuffer, int, int)} of text: also returns whether the bytes
     * appended are well-formed UTF-8 ({@link Utf8Check}); the ASCII of a short off-heap value is
     * found while it is copied, so only values with other bytes are looked at again.
     */
    boolean utf8Bytes(org.agrona.DirectBuffer src, int off, int len) {
        int p = pos;
        if (src.byteArray() == null && len <= SMALL_OFF_HEAP_COPY) {
            ensure(len);
            long or = copySmallOffHeap(src, off, len, p);
            pos = p + len;
            return (or & 0x8080808080808080L) == 0 || Utf8Check.isWellFormed(buf, p, p + len);
        }
        bytes(src, off, len);
        return Utf8Check.isWellFormed(buf, p, p + len);
    }

    /** Off-heap values up to this many bytes are copied a word at a time rather than by Unsafe.copyMemory. */
    private static final int SMALL_OFF_HEAP_COPY = 64;

    /** u32 length followed by the bytes. */
    void lengthPrefixed(byte[] b) {
        i32(b.length);
        bytes(b, 0, b.length);
    }

    /** Reserves 4 bytes for a u32 filled in later by {@link #patchI32}; returns their position. */
    int reserveI32() {
        ensure(4);
        int at = pos;
        pos += 4;
        return at;
    }

    void patchI32(int at, int v) {
        INT_LE.set(buf, at, v);
    }

    /**
     * Whether the first {@code n} bytes of {@code a} are ASCII: their high bits gathered a word at a
     * time, the last (partial) word read as the 8 bytes ending at {@code n}, overlapping bytes
     * already looked at (no byte loop, whose trip count would vary with the length).
     */
    static boolean isAscii(byte[] a, int n) {
        long high = 0;
        if (n >= 8) {
            int j = 0;
            for (; j + 8 <= n; j += 8) {
                high |= (long) LONG_LE.get(a, j);
            }
            if (j < n) {
                high |= (long) LONG_LE.get(a, n - 8);
            }
        } else {
            for (int j = 0; j < n; j++) {
                high |= a[j];
            }
        }
        return (high & 0x8080808080808080L) == 0;
    }

    /**
     * Appends the UTF-8 encoding of {@code s} (an unpaired surrogate becomes '?', as
     * {@link String#getBytes} does) and returns the number of bytes written. Allocation-free.
     */
    int utf8(String s) {
        int n = s.length();
        ensure(n * 3);
        byte[] b = buf;
        int p = pos;
        // fastest path: an ASCII compact string is its own UTF-8 encoding
        byte[] latin1 = StringBytes.latin1(s);
        if (latin1 != null && latin1.length == n) {
            // one array copy, then the high bits a word at a time (a non-ASCII string is written
            // again below, over these bytes)
            System.arraycopy(latin1, 0, b, p, n);
            if (isAscii(latin1, n)) {
                pos = p + n;
                return n;
            }
        }
        // fast path for ASCII: copy the chars out (vectorized), check and narrow them (vectorizable loops)
        if (chars.length < n) {
            chars = new char[Math.max(n, chars.length * 2)];
        }
        char[] cs = chars;
        s.getChars(0, n, cs, 0);
        int or = 0;
        for (int j = 0; j < n; j++) {
            char ch = cs[j];
            or |= ch;
            b[p + j] = (byte) ch;
        }
        if (or < 0x80) {
            pos = p + n;
            return n;
        }
        int i = 0;
        for (; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x80) {
                break;
            }
            b[p++] = (byte) c;
        }
        for (; i < n; i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                b[p++] = (byte) c;
            } else if (c < 0x800) {
                b[p++] = (byte) (0xC0 | (c >> 6));
                b[p++] = (byte) (0x80 | (c & 0x3F));
            } else if (Character.isSurrogate(c)) {
                int cp = -1;
                if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                    cp = Character.toCodePoint(c, s.charAt(i + 1));
                }
                if (cp < 0) {
                    b[p++] = (byte) '?';
                } else {
                    i++;
                    b[p++] = (byte) (0xF0 | (cp >> 18));
                    b[p++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
                    b[p++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
                    b[p++] = (byte) (0x80 | (cp & 0x3F));
                }
            } else {
                b[p++] = (byte) (0xE0 | (c >> 12));
                b[p++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                b[p++] = (byte) (0x80 | (c & 0x3F));
            }
        }
        int len = p - pos;
        pos = p;
        return len;
    }
}
