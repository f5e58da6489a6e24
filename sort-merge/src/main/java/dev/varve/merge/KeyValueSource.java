package dev.varve.merge;

import java.io.IOException;

import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;

/**
 * A sorted stream of key versions: ascending unsigned key
 * ({@link java.util.Arrays#compareUnsigned(byte[], byte[])}), equal keys in ascending sequence.
 * A sorted run, a memtable, or a merge of other sources.
 *
 * <p>Reuse contract: {@link #next()} may return the same {@link KeyValue} instance every time,
 * and — unless {@link #reusesKeyAndValue()} is {@code false} — may also overwrite the key array
 * and the value row it references. A returned version is therefore valid only until the next
 * call to {@code next()} or {@code close()} on this source; consumers that keep it copy it
 * ({@link #copyValue(InternalRow)} for the row).
 *
 * <p>Thread-safety: a source is used by one thread at a time.
 */
public interface KeyValueSource extends AutoCloseable {

    /** The next version, or {@code null} at the end. */
    KeyValue next() throws IOException;

    /**
     * Whether the key array and value row of a returned version may change after the next call
     * to {@link #next()}. {@code true} (the default) makes merge readers copy them; a source that
     * returns fresh key arrays and rows each time (only the {@code KeyValue} holder reused)
     * returns {@code false} and saves the copies.
     */
    default boolean reusesKeyAndValue() {
        return true;
    }

    /** A copy of a value row of this source that stays valid after {@code next()}. */
    default InternalRow copyValue(InternalRow value) {
        return value == null ? null : GenericRow.copyOf(value);
    }

    /**
     * Tells the source that every row it returned from {@link #copyValue} so far is no longer
     * used, so a source that makes its copies in a reused arena may overwrite them from now on.
     * {@link SortMergeReader} calls it when it moves to the next group (its group contract says the
     * previous group's rows are dead by then). The default does nothing: copies stay valid forever.
     */
    default void releaseCopies() {
    }

    @Override
    void close() throws IOException;
}
