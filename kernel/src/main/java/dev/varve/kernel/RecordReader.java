package dev.varve.kernel;

import dev.varve.row.InternalRow;

import java.util.Iterator;

/**
 * Rows of a scan, in no particular order unless the scan says so. Each row returned by
 * {@link #next()} may be reused after the following call; copy to keep it. Close to release files.
 */
public interface RecordReader extends Iterator<InternalRow>, AutoCloseable {
    @Override
    void close();
}
