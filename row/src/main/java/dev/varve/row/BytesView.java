package dev.varve.row;

import java.util.Arrays;

/**
 * A mutable window {@code [offset, offset + length)} of a byte array: how
 * {@link InternalRow#getBytesView(int, BytesView)} hands out the bytes of a string or binary field
 * without copying them (the counterpart of a {@code String} that would decode them).
 *
 * <p>Reuse contract: the caller owns the view object and may reuse it for every field and row; the
 * array it points to belongs to the row that filled it, is valid only as long as that row's own
 * values are (for a reused row view: until it moves to another record) and must never be
 * modified. Copy with {@link #toByteArray()} to keep the bytes.
 *
 * <p>Not thread-safe.
 */
public final class BytesView {
    private byte[] array = new byte[0];
    private int offset;
    private int length;

    /** Points the view at {@code array[offset, offset + length)} and returns it. */
    public BytesView set(byte[] array, int offset, int length) {
        if (array == null) {
            throw new IllegalArgumentException("a bytes view needs an array, not null");
        }
        if (offset < 0 || length < 0 || offset > array.length - length) {
            throw new IllegalArgumentException("bytes view [" + offset + ", +" + length + ") out of an array of "
                    + array.length + " bytes");
        }
        if (this.array != array) {
            this.array = array; // a reference store only when the array changes (rows of one page share one)
        }
        this.offset = offset;
        this.length = length;
        return this;
    }

    /** Points the view at the whole of {@code array} and returns it. */
    public BytesView set(byte[] array) {
        return set(array, 0, array == null ? 0 : array.length);
    }

    /** The array holding the bytes (shared, never modify it). */
    public byte[] array() {
        return array;
    }

    public int offset() {
        return offset;
    }

    public int length() {
        return length;
    }

    /** The byte at {@code i} of the window (0-based, unchecked beyond the array's own bounds). */
    public byte byteAt(int i) {
        return array[offset + i];
    }

    /** Whether the window holds exactly the bytes of {@code other} (false for null). */
    public boolean contentEquals(byte[] other) {
        return other != null && Arrays.equals(array, offset, offset + length, other, 0, other.length);
    }

    /** A copy of the window's bytes. */
    public byte[] toByteArray() {
        return Arrays.copyOfRange(array, offset, offset + length);
    }

    /** The window's bytes read as UTF-8 (for messages and tests). */
    @Override
    public String toString() {
        return new String(array, offset, length, java.nio.charset.StandardCharsets.UTF_8);
    }
}
