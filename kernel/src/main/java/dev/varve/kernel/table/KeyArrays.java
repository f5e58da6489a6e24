package dev.varve.kernel.table;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * Copies of keys into arrays reused per key length: the key lengths of a table are few (one for
 * fixed-width keys), so after the first key of each length a copy allocates nothing. Keys longer
 * than {@link #CACHE} bytes get a fresh array. A copy stays valid until the next copy of a key of
 * the same length. Not thread-safe.
 */
final class KeyArrays {
    /** Keys up to this length are copied into reused arrays. */
    static final int CACHE = 256;
    private static final VarHandle LONG_VIEW = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.nativeOrder());

    private byte[][] arrays = new byte[0][];

    /**
     * The key of {@code length} bytes (1..8) whose big-endian unsigned number is {@code number} (a page's
     * FIXED key, {@link dev.varve.format.run.RunCursor#pageFixedKeys()}), in the reused array of that length.
     */
    byte[] copyFixed(long number, int length) {
        if (length >= arrays.length) {
            arrays = Arrays.copyOf(arrays, length + 1);
        }
        byte[] k = arrays[length];
        if (k == null) {
            k = new byte[length];
            arrays[length] = k;
        }
        for (int i = 0; i < length; i++) {
            k[i] = (byte) (number >>> (8 * (length - 1 - i)));
        }
        return k;
    }

    /** A copy of {@code src[offset .. offset + length)}. */
    byte[] copy(byte[] src, int offset, int length) {
        if (length > CACHE) {
            return Arrays.copyOfRange(src, offset, offset + length);
        }
        if (length >= arrays.length) {
            arrays = Arrays.copyOf(arrays, length + 1); // grow to the longest length seen
        }
        byte[] k = arrays[length];
        if (k == null) {
            k = new byte[length];
            arrays[length] = k;
        }
        if (length == 8) {
            // one long move instead of an array-copy call (a BIGINT or DOUBLE key)
            LONG_VIEW.set(k, 0, (long) LONG_VIEW.get(src, offset));
        } else {
            System.arraycopy(src, offset, k, 0, length);
        }
        return k;
    }
}
