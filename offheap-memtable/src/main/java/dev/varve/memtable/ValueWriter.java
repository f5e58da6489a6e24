package dev.varve.memtable;

import org.agrona.concurrent.UnsafeBuffer;

/**
 * Writes a record's value bytes straight into a memtable page
 * ({@link OffHeapMemTable#putInPlace}), so that a serialized row is not first built in a buffer
 * of its own and then copied into the page.
 */
@FunctionalInterface
public interface ValueWriter {
    /**
     * Writes the value at {@code offset} of {@code page}, within the {@code room} bytes from there,
     * and returns its length (0 .. room). It may throw (bad input): the memtable then holds no
     * record of it.
     */
    int write(UnsafeBuffer page, int offset, int room);
}
