package dev.varve.kernel.table;

import dev.varve.kernel.RecordReader;
import dev.varve.row.InternalRow;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.NoSuchElementException;

/**
 * A {@link RecordReader} that finds its next row ahead of {@link #next()}: {@link #hasNext()}
 * asks {@link #advance()} once and keeps the row until {@code next()} hands it out. The row keeps
 * the subclass's reuse contract (valid until the following {@code next()}). Not thread-safe.
 */
abstract class LookaheadReader implements RecordReader {
    private InternalRow nextRow;

    /** The next row, or null at the end (and on every call after). */
    protected abstract InternalRow advance() throws IOException;

    @Override
    public final boolean hasNext() {
        if (nextRow == null) {
            try {
                nextRow = advance();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return nextRow != null;
    }

    @Override
    public final InternalRow next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        InternalRow r = nextRow;
        nextRow = null;
        return r;
    }
}
