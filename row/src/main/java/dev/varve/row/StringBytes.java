package dev.varve.row;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.agrona.UnsafeApi;

/**
 * Zero-copy access to the Latin-1 bytes that back a compact {@link String}, so that ASCII strings
 * are encoded to UTF-8 with one array copy. Uses {@link UnsafeApi} (Agrona, which needs
 * {@code --add-exports java.base/jdk.internal.misc=ALL-UNNAMED}); verifies itself once at class
 * load and turns itself off (every call returns null) if the JDK's String layout differs or the
 * export is missing. Thread-safe.
 */
public final class StringBytes {
    private static final long VALUE;
    private static final long CODER;
    private static final boolean ENABLED;

    static {
        long value = -1;
        long coder = -1;
        boolean ok;
        try {
            value = UnsafeApi.objectFieldOffset(String.class, "value");
            coder = UnsafeApi.objectFieldOffset(String.class, "coder");
            String narrow = new String(new char[] {'p', 'r', 'o', 'b', 'e'});
            String wide = new String(new char[] {'\u0100', 'x'});
            Object narrowValue = UnsafeApi.getReference(narrow, value);
            ok = UnsafeApi.getByte(narrow, coder) == 0 && UnsafeApi.getByte(wide, coder) != 0
                    && narrowValue instanceof byte[]
                    && Arrays.equals((byte[]) narrowValue, "probe".getBytes(StandardCharsets.US_ASCII));
        } catch (Throwable unavailable) {
            ok = false;
        }
        VALUE = value;
        CODER = coder;
        ENABLED = ok;
    }

    private StringBytes() {
    }

    /** The Latin-1 bytes backing {@code s} (never modify them), or null if s is not Latin-1 or access is off. */
    public static byte[] latin1(String s) {
        if (!ENABLED || UnsafeApi.getByte(s, CODER) != 0) {
            return null;
        }
        return (byte[]) UnsafeApi.getReference(s, VALUE);
    }

    public static boolean enabled() {
        return ENABLED;
    }
}
