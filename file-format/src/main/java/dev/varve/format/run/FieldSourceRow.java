package dev.varve.format.run;

import dev.varve.row.InternalRow;

/**
 * A row some of whose fields are held, undecoded, by other rows: field {@code pos} of this row is
 * field {@code pos} of {@link #fieldSource(int)}. A {@link RunWriter} reads a string or binary
 * field of such a row from its source row in place (a binary row's bytes, a run cursor's column)
 * instead of decoding it to a {@code String} and encoding it back. The file bytes are those of the
 * plain row path.
 *
 * <p>Reuse contract: the source row is the implementation's and valid as long as this row's values
 * are. Thread-safety is the implementation's (typically none).
 */
public interface FieldSourceRow extends InternalRow {
    /**
     * The row holding this row's value of field {@code pos} at the same position, or null when
     * this row holds it itself. Must be consistent with this row's getters (same null-ness, same
     * value).
     */
    InternalRow fieldSource(int pos);
}
