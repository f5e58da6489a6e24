package dev.varve.format.run;

/**
 * Strict UTF-8 well-formedness check (RFC 3629: shortest form, no encoded surrogates, at most
 * U+10FFFF). Bytes that pass decode to a Java string that {@link ByteSink#utf8} encodes back to
 * exactly the same bytes, which is what lets writers copy UTF-8 without decoding it. Stateless;
 * thread-safe.
 */
final class Utf8Check {
    private Utf8Check() {
    }

    static boolean isWellFormed(byte[] b, int from, int to) {
        int i = from;
        // ASCII fast path, 8 bytes at a time
        while (i + 8 <= to && ((long) ByteSink.LONG_LE.get(b, i) & 0x8080808080808080L) == 0) {
            i += 8;
        }
        if (i < to && to - from >= 8 && ((long) ByteSink.LONG_LE.get(b, to - 8) & 0x8080808080808080L) == 0) {
            return true; // the last 8 bytes (overlapping the checked ones) are ASCII too
        }
        while (i < to) {
            int c = b[i] & 0xFF;
            if (c < 0x80) {
                i++;
            } else if (c < 0xC2) {
                return false; // continuation byte or overlong 2-byte lead
            } else if (c < 0xE0) {
                if (i + 1 >= to || !cont(b[i + 1])) {
                    return false;
                }
                i += 2;
            } else if (c < 0xF0) {
                if (i + 2 >= to || !cont(b[i + 1]) || !cont(b[i + 2])) {
                    return false;
                }
                int c1 = b[i + 1] & 0xFF;
                if ((c == 0xE0 && c1 < 0xA0) || (c == 0xED && c1 >= 0xA0)) {
                    return false; // overlong, or a surrogate
                }
                i += 3;
            } else if (c < 0xF5) {
                if (i + 3 >= to || !cont(b[i + 1]) || !cont(b[i + 2]) || !cont(b[i + 3])) {
                    return false;
                }
                int c1 = b[i + 1] & 0xFF;
                if ((c == 0xF0 && c1 < 0x90) || (c == 0xF4 && c1 >= 0x90)) {
                    return false; // overlong, or above U+10FFFF
                }
                i += 4;
            } else {
                return false;
            }
        }
        return true;
    }

    private static boolean cont(byte x) {
        return (x & 0xC0) == 0x80;
    }
}
