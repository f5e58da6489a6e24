package dev.varve.memtable;

import java.io.IOException;

/**
 * Receives sealed write-buffer contents in sorted order; the kernel implements it to write a
 * level-0 run. Called on the flush executor's thread, one call at a time per {@link WriteBuffer},
 * in seal order. The cursor and its views are valid only during the call. When the call returns
 * normally the data is considered durable elsewhere and the buffer's memory is released; an
 * exception fails the write buffer (it surfaces on the writer's next put or flushAll).
 */
@FunctionalInterface
public interface FlushSink {
    void flush(SortedCursor sorted) throws IOException;
}
