package dev.varve.format;

import java.io.IOException;
import java.nio.ByteBuffer;

/** A sequential writer of a new file. {@link #close()} does not imply {@link #sync()}. */
public interface PositionOutput extends AutoCloseable {
    void write(byte[] b, int off, int len) throws IOException;

    default void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    /** Writes the buffer's remaining bytes (heap or direct) and advances its position. */
    void write(ByteBuffer buffer) throws IOException;

    /** Bytes written so far. */
    long position();

    /** Forces written bytes to stable storage (fsync / fdatasync). */
    void sync() throws IOException;

    /**
     * Starts writing back early what {@link #write} has handed to the operating system so far
     * (bytes still buffered by this output are not covered), so that a later {@link #sync} has
     * less left to do; promises no durability (only {@code sync} does). Unlike every other method,
     * may be called from another thread while the owner writes or syncs, but never concurrently
     * with {@link #close} or after it. Default: nothing.
     */
    default void writeBackEarly() throws IOException {
    }

    /**
     * Hands every byte written so far to the operating system (readers of the file see them; nothing
     * is durable until {@link #sync}) and gives up this output's write buffer while it waits: an
     * output kept open for a later sync (a deferred sync, {@link SyncBatch}) calls it once the file is
     * complete. Writing after it is allowed. Default: nothing (an output that does not buffer).
     */
    default void flush() throws IOException {
    }

    @Override
    void close() throws IOException;
}
