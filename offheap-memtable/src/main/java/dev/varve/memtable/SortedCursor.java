package dev.varve.memtable;

import java.io.IOException;

import org.agrona.DirectBuffer;

import dev.varve.row.RowKind;

/**
 * A forward-only pass over records in merge order: ascending unsigned key, and for equal keys
 * ascending sequence (equal key and sequence: insertion order). Every version of a key is
 * yielded; nothing is merged.
 *
 * <p>Reuse contract: after {@link #next()} returns {@code true}, the accessors describe the
 * current record. The buffers they return are views (of a memtable page or of a spill block
 * buffer) valid only until the next call to {@link #next()} or {@link #close()}; copy what must
 * outlive that ({@link #keyBytes()} and {@link #valueBytes()} return fresh copies). Accessors
 * called before the first {@code next()} or after it returned {@code false} throw
 * {@link IllegalStateException}.
 *
 * <p>Thread-safety: a cursor is used by one thread at a time.
 */
public interface SortedCursor extends AutoCloseable {

    /** Advances to the next record; {@code false} at the end. */
    boolean next() throws IOException;

    /** The total number of records this cursor yields. */
    long recordCount();

    DirectBuffer keyBuffer();

    int keyOffset();

    int keyLength();

    long sequence();

    RowKind kind();

    DirectBuffer valueBuffer();

    int valueOffset();

    int valueLength();

    /**
     * Whether the buffers and offsets a record's accessors returned stay valid (and unchanged)
     * until {@link #close()}, not only until the next {@link #next()}: true for a memtable's
     * cursor (its records stay in their pages), false by default. A consumer may then describe
     * an earlier record in place instead of copying it.
     */
    default boolean viewsStableUntilClose() {
        return false;
    }

    /** A fresh copy of the current key. */
    default byte[] keyBytes() {
        byte[] key = new byte[keyLength()];
        keyBuffer().getBytes(keyOffset(), key);
        return key;
    }

    /** A fresh copy of the current value. */
    default byte[] valueBytes() {
        byte[] value = new byte[valueLength()];
        valueBuffer().getBytes(valueOffset(), value);
        return value;
    }

    @Override
    void close() throws IOException;
}
