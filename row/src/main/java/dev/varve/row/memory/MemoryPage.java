package dev.varve.row.memory;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

import org.agrona.BufferUtil;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * One block of off-heap memory handed out by a {@link PagePool}: either a standard page of
 * {@link PagePool#pageSize()} bytes (recycled through the pool's free list) or a dedicated
 * oversized block (a multiple of the page size, freed when released).
 *
 * <p>Ownership: between {@link PagePool#tryAllocate()} (or its siblings) and
 * {@link PagePool#release(MemoryPage)} the page belongs to exactly one owner, which may read and
 * write {@link #buffer()} freely. After release the memory may be handed to another owner at any
 * time; holding on to {@link #buffer()} after release is a bug. When the pool frees the memory,
 * the buffer is re-pointed at an empty array, so a stale access fails with a bounds error
 * instead of touching freed memory.
 *
 * <p>Thread-safety: the page is a plain memory region; its owner coordinates access. The
 * {@link UnsafeBuffer} accessors keep no position state, so concurrent reads of immutable bytes
 * are safe.
 */
public final class MemoryPage {
    private static final byte[] FREED = new byte[0];

    private final PagePool pool;
    private final ByteBuffer memory;
    private final UnsafeBuffer buffer;
    private final boolean oversized;

    /** Guarded by the pool's lock. */
    boolean outstanding;

    MemoryPage(PagePool pool, int capacity, boolean oversized) {
        this.pool = pool;
        this.memory = ByteBuffer.allocateDirect(capacity).order(ByteOrder.nativeOrder());
        this.buffer = new UnsafeBuffer(memory);
        this.oversized = oversized;
    }

    /** The page's memory; valid only while the caller owns the page. */
    public UnsafeBuffer buffer() {
        return buffer;
    }

    /** Usable bytes of this page. */
    public int capacity() {
        return memory.capacity();
    }

    /** Whether this is a dedicated allocation larger than the pool's page size. */
    public boolean isOversized() {
        return oversized;
    }

    PagePool pool() {
        return pool;
    }

    /** Frees the native memory now; the buffer is re-pointed at an empty array first. */
    void free() {
        buffer.wrap(FREED);
        BufferUtil.free(memory);
    }

    @Override
    public String toString() {
        return "MemoryPage{capacity=" + capacity() + (oversized ? ", oversized" : "") + "}";
    }
}
