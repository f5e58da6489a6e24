package dev.varve.kernel.table;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.SplittableRandom;

/**
 * Names of new metadata files: a prefix and a random (version 4) UUID in its canonical form, as
 * {@code prefix + UUID.randomUUID()} gives, without a {@link SecureRandom} draw, a {@code UUID}
 * and intermediate strings per name (a commit names three files). The 122 random bits come from
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
    synchronized String next(String prefix) {
        int len = prefix.length() + 36;
        if (buf.length < len) {
            buf = new byte[len];
        }
        int n = 0;
        for (int i = 0; i < prefix.length(); i++) {
            char c = prefix.charAt(i);
            if (c > 0x7F) {
                throw new IllegalArgumentException("file name prefix '" + prefix + "' is not ASCII");
            }
            buf[n++] = (byte) c;
        }
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
        return new String(buf, 0, n, StandardCharsets.ISO_8859_1);
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
