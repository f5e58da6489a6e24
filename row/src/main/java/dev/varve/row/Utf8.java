package dev.varve.row;

import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * UTF-8 coding of Java strings straight into and out of Agrona buffers, without intermediate
 * arrays. Lone surrogates (which are not Unicode scalar values and which the JDK's encoder turns
 * into {@code '?'}) are written as their 3-byte generalized UTF-8 form ("WTF-8"), so every Java
 * string round-trips exactly and byte order stays code-point order ({@code U+D800..U+DFFF} sort
 * between {@code U+D7FF} and {@code U+E000}, as {@link String#codePointAt} sees them).
 *
 * <p>Stateless; thread-safe.
 */
final class Utf8 {
    private Utf8() {
    }

    /** The number of bytes {@link #encode} writes for {@code s}. */
    static int encodedLength(String s) {
        int n = s.length();
        int bytes = n;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x80) {
                if (c < 0x800) {
                    bytes += 1;
                } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                    bytes += 2; // 4 bytes for 2 chars
                    i++;
                } else {
                    bytes += 2;
                }
            }
        }
        return bytes;
    }

    /**
     * Writes {@code s} at {@code index} (the buffer must already hold {@code encodedLength(s)}
     * bytes from there, or be expandable) and returns the number of bytes written.
     */
    static int encode(String s, MutableDirectBuffer buf, int index) {
        return encode(s, 0, s.length(), buf, index);
    }

    /** Writes the chars {@code [from, to)} of {@code s} (a surrogate pair split by {@code to} counts as lone). */
    static int encode(String s, int from, int to, MutableDirectBuffer buf, int index) {
        int n = to;
        int p = index;
        int i = from;
        byte[] array = buf.byteArray();
        if (array != null && (long) index + (to - from) <= buf.capacity()) {
            // heap buffer: the ASCII prefix goes straight into the array (no per-byte capacity and
            // bounds checks of the buffer); the rest, if any, takes the general loop below
            int base = buf.wrapAdjustment() + index;
            int len = to - from;
            byte[] latin1 = StringBytes.latin1(s);
            int k;
            if (latin1 != null) {
                // a compact string's bytes are its chars: copy the ASCII prefix in one go
                k = asciiPrefix(latin1, from, len);
                System.arraycopy(latin1, from, array, base, k);
            } else {
                for (k = 0; k < len; k++) {
                    char c = s.charAt(from + k);
                    if (c >= 0x80) {
                        break;
                    }
                    array[base + k] = (byte) c;
                }
            }
            i = from + k;
            p = index + k;
        }
        for (; i < n; i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                buf.putByte(p++, (byte) c);
            } else if (c < 0x800) {
                buf.putByte(p++, (byte) (0xC0 | (c >> 6)));
                buf.putByte(p++, (byte) (0x80 | (c & 0x3F)));
            } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                int cp = Character.toCodePoint(c, s.charAt(++i));
                buf.putByte(p++, (byte) (0xF0 | (cp >> 18)));
                buf.putByte(p++, (byte) (0x80 | ((cp >> 12) & 0x3F)));
                buf.putByte(p++, (byte) (0x80 | ((cp >> 6) & 0x3F)));
                buf.putByte(p++, (byte) (0x80 | (cp & 0x3F)));
            } else {
                buf.putByte(p++, (byte) (0xE0 | (c >> 12)));
                buf.putByte(p++, (byte) (0x80 | ((c >> 6) & 0x3F)));
                buf.putByte(p++, (byte) (0x80 | (c & 0x3F)));
            }
        }
        return p - index;
    }

    private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /** The number of leading bytes below 0x80 among the {@code len} bytes of {@code b} at {@code from}. */
    static int asciiPrefix(byte[] b, int from, int len) {
        int k = 0;
        for (; k + Long.BYTES <= len; k += Long.BYTES) {
            if (((long) LONG_LE.get(b, from + k) & 0x8080_8080_8080_8080L) != 0) {
                break;
            }
        }
        if (k < len && k + Long.BYTES > len && len >= Long.BYTES
                && ((long) LONG_LE.get(b, from + len - Long.BYTES) & 0x8080_8080_8080_8080L) == 0) {
            return len; // the tail, as the word ending at the last byte (overlapping bytes already checked)
        }
        while (k < len && b[from + k] >= 0) {
            k++;
        }
        return k;
    }

    /** Decodes {@code length} bytes at {@code index}; malformed input is an IllegalArgumentException. */
    static String decode(DirectBuffer buf, int index, int length) {
        if (isAscii(buf, index, length)) {
            // ASCII is the common case: one bulk copy into the string's Latin-1 array
            byte[] array = buf.byteArray();
            if (array != null) {
                return new String(array, buf.wrapAdjustment() + index, length, StandardCharsets.ISO_8859_1);
            }
            byte[] bytes = new byte[length];
            buf.getBytes(index, bytes);
            return new String(bytes, StandardCharsets.ISO_8859_1);
        }
        return decodeMultiByte(buf, index, length);
    }

    /** Whether the {@code length} bytes at {@code index} are all below 0x80 (eight at a time). */
    static boolean isAscii(DirectBuffer buf, int index, int length) {
        int i = 0;
        for (; i + Long.BYTES <= length; i += Long.BYTES) {
            if ((buf.getLong(index + i) & 0x8080_8080_8080_8080L) != 0) {
                return false;
            }
        }
        for (; i < length; i++) {
            if (buf.getByte(index + i) < 0) {
                return false;
            }
        }
        return true;
    }

    private static String decodeMultiByte(DirectBuffer buf, int index, int length) {
        char[] out = new char[length];
        int n = 0;
        int p = index;
        int end = index + length;
        while (p < end) {
            int b0 = buf.getByte(p) & 0xFF;
            if (b0 < 0x80) {
                out[n++] = (char) b0;
                p++;
            } else if (b0 >= 0xC2 && b0 < 0xE0) {
                checkAvailable(p, 2, end);
                out[n++] = (char) (((b0 & 0x1F) << 6) | cont(buf, p + 1));
                p += 2;
            } else if (b0 >= 0xE0 && b0 < 0xF0) {
                checkAvailable(p, 3, end);
                int c = ((b0 & 0x0F) << 12) | (cont(buf, p + 1) << 6) | cont(buf, p + 2);
                if (c < 0x800) {
                    throw malformed(p);
                }
                out[n++] = (char) c;
                p += 3;
            } else if (b0 >= 0xF0 && b0 < 0xF5) {
                checkAvailable(p, 4, end);
                int cp = ((b0 & 0x07) << 18) | (cont(buf, p + 1) << 12) | (cont(buf, p + 2) << 6) | cont(buf, p + 3);
                if (cp < 0x10000 || cp > Character.MAX_CODE_POINT) {
                    throw malformed(p);
                }
                out[n++] = Character.highSurrogate(cp);
                out[n++] = Character.lowSurrogate(cp);
                p += 4;
            } else {
                throw malformed(p);
            }
        }
        return new String(out, 0, n);
    }

    private static int cont(DirectBuffer buf, int p) {
        int b = buf.getByte(p) & 0xFF;
        if ((b & 0xC0) != 0x80) {
            throw malformed(p);
        }
        return b & 0x3F;
    }

    private static void checkAvailable(int p, int need, int end) {
        if (p + need > end) {
            throw malformed(p);
        }
    }

    private static IllegalArgumentException malformed(int p) {
        return new IllegalArgumentException("malformed UTF-8 at buffer index " + p);
    }
}
