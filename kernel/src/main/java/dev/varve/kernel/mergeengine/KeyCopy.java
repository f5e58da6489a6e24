package dev.varve.kernel.mergeengine;

/**
 * The key bytes of the group being merged, copied once per group (the caller may reuse its
 * array); the buffer is reused across groups of equal key length.
 */
final class KeyCopy {
    private byte[] bytes;

    byte[] set(byte[] src) {
        if (bytes == null || bytes.length != src.length) {
            bytes = src.clone();
        } else {
            System.arraycopy(src, 0, bytes, 0, src.length);
        }
        return bytes;
    }

    byte[] get() {
        return bytes;
    }
}
