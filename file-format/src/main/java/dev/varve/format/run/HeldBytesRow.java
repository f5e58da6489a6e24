package dev.varve.format.run;

import dev.varve.row.InternalRow;

/**
 * A row that holds the bytes of its non-null string or binary fields itself, in arrays of its
 * own (e.g. an aggregation's kept last value, a copy of one field of an input row): a
 * {@link RunWriter} appends such a field by copying those bytes, as it does for a binary row or a
 * run cursor's row, instead of decoding them to a {@code String} and encoding it back. The file
 * bytes are those of the plain row path (bytes that are not well-formed UTF-8 still go that path).
 *
 * <p>Reuse contract: the arrays are the implementation's and valid as long as this row's values
 * are; never modified by the caller. Thread-safety is the implementation's (typically none).
 */
public interface HeldBytesRow extends InternalRow {
    /** Whether non-null field {@code pos} is held as bytes: a string's UTF-8 ({@code string}) or a binary value. */
    boolean holdsBytes(int pos, boolean string);

    /** The array whose first {@link #heldLength} bytes are field {@code pos}'s (only where {@link #holdsBytes}). */
    byte[] heldBytes(int pos);

    int heldLength(int pos);
}
