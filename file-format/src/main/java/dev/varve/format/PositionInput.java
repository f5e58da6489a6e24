package dev.varve.format;

import java.io.IOException;
import java.nio.ByteBuffer;

/** Positional reads of an immutable file. Thread-safe for concurrent positional reads. */
public interface PositionInput extends AutoCloseable {
    long length() throws IOException;

    /** Reads exactly {@code len} bytes at {@code position} into {@code b}; EOFException if the file is shorter. */
    void readFully(long position, byte[] b, int off, int len) throws IOException;

    /** Reads exactly {@code dst.remaining()} bytes at {@code position} into {@code dst} (heap or direct). */
    void readFully(long position, ByteBuffer dst) throws IOException;

    @Override
    void close() throws IOException;
}
