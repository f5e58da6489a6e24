package dev.varve.kernel.table;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.SplittableRandom;

/**
 * Names of new metadata and data files: a prefix, a random (version 4) UUID in its canonical form
 * and a suffix, as {@code prefix + UUID.randomUUID() + suffix} gives, without a {@link SecureRandom}
 * draw, a {@code UUID} and intermediate strings per name (a commit names three files, a flush or
 * compaction one per file it writes). The 122 random bits come from
 * a {@link SplittableRandom} seeded from {@link SecureRandom} per instance, so names of racing
 * writers (threads or processes, each with its own instance) do not collide; a collision would
 * fail the exclusive create of the file anyway. Thread-safe.
 */
final class RandomNames {
    private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

    private final SplittableRandom random;
    private byte[] buf = new byte[64];

    RandomNames() {
        this(new SecureRandom().nextLong());
    }

    /** With a fixed seed (tests). */
    RandomNames(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /** {@code prefix} followed by a random UUID (8-4-4-4-12 lower-case hex digits). */
    String next(String prefix) {
        return next(prefix, "");
    }

    /** {@code prefix}, a random UUID (8-4-4-4-12 lower-case hex digits), {@code suffix}. */
    synchronized String next(String prefix, String suffix) {
        int len = prefix.length() + 36 + suffix.length();
        if (buf.length < len) {
            buf = new byte[len];
        }
        int n = ascii(prefix, "prefix", 0);
        long msb = (random.nextLong() & ~0xF000L) | 0x4000L; // version 4
        long lsb = (random.nextLong() & ~(0xC000L << 48)) | (0x8000L << 48); // IETF variant
        n = hex(msb >>> 32, 8, n);
        buf[n++] = '-';
        n = hex(msb >>> 16, 4, n);
        buf[n++] = '-';
        n = hex(msb, 4, n);
        buf[n++] = '-';
        n = hex(lsb >>> 48, 4, n);
        buf[n++] = '-';
        n = hex(lsb, 12, n);
        n = ascii(suffix, "suffix", n);
        return new String(buf, 0, n, StandardCharsets.ISO_8859_1);
    }

    /** Copies the ASCII string {@code s} to {@code at}; returns the end. */
    private int ascii(String s, String what, int at) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c > 0x7F) {
                throw new IllegalArgumentException("file name " + what + " '" + s + "' is not ASCII");
            }
            buf[at++] = (byte) c;
        }
        return at;
    }

    /** Writes the low {@code digits} hex digits of {@code v} at {@code at}; returns the end. */
    private int hex(long v, int digits, int at) {
        for (int i = digits - 1; i >= 0; i--) {
            buf[at + i] = HEX[(int) (v & 0xF)];
            v >>>= 4;
        }
        return at + digits;
    }
}
