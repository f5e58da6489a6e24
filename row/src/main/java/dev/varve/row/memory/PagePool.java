package dev.varve.row.memory;

import java.util.ArrayDeque;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Fixed-size off-heap pages under one hard byte budget (the {@code write-buffer-size} of a
 * writer, shared by all of its memtables).
 *
 * <p>Budget: the bytes of all pages handed out and not yet released ({@link #outstandingBytes()})
 * never exceed {@link #budgetBytes()}; neither does the native memory the pool holds (outstanding
 * pages plus recycled pages on the free list). Standard pages are recycled through a free list
 * and freed on {@link #close()}; oversized blocks ({@link #tryAllocate(int)} with more than a
 * page) are counted in page-size multiples and freed as soon as they are released.
 *
 * <p>Thread-safety: every method is thread-safe (one lock; taken once per page, never per
 * record). {@link #allocate(long, TimeUnit)} and {@link #awaitAvailable(long, long, TimeUnit)}
 * block until another thread releases memory, and the time spent blocked is added to
 * {@link #waitNanos()}.
 */
public final class PagePool implements AutoCloseable {
    /** The smallest page size accepted (tests use tiny pages so that every path runs). */
    public static final int MIN_PAGE_SIZE = 16;
    /** The largest page size accepted. */
    public static final int MAX_PAGE_SIZE = 1 << 30;
    /** The largest single block {@link #tryAllocate(int)} can hand out. */
    public static final int MAX_BLOCK_SIZE = Integer.MAX_VALUE - 64;

    private final long budgetBytes;
    private final int pageSize;

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition released = lock.newCondition();
    private final ArrayDeque<MemoryPage> freePages = new ArrayDeque<>();
    private long outstandingBytes;
    private long heldBytes;
    private long outstandingPages;
    private long waitNanos;
    private boolean closed;

    /**
     * @param budgetBytes the hard limit on outstanding bytes; at least one page
     * @param pageSize    the size of a standard page, {@value #MIN_PAGE_SIZE}..{@value #MAX_PAGE_SIZE}
     */
    public PagePool(long budgetBytes, int pageSize) {
        if (pageSize < MIN_PAGE_SIZE || pageSize > MAX_PAGE_SIZE) {
            throw new IllegalArgumentException("page size " + pageSize + " is out of range ["
                    + MIN_PAGE_SIZE + ", " + MAX_PAGE_SIZE + "]");
        }
        if (budgetBytes < pageSize) {
            throw new IllegalArgumentException("memory budget " + budgetBytes
                    + " bytes is smaller than one page of " + pageSize + " bytes");
        }
        this.budgetBytes = budgetBytes;
        this.pageSize = pageSize;
    }

    public long budgetBytes() {
        return budgetBytes;
    }

    public int pageSize() {
        return pageSize;
    }

    /** A standard page, or {@code null} when the budget is exhausted. Never blocks. */
    public MemoryPage tryAllocate() {
        lock.lock();
        try {
            return tryAllocateLocked(pageSize);
        } finally {
            lock.unlock();
        }
    }

    /**
     * A block of at least {@code minCapacity} bytes: a standard page if it fits in one, else a
     * dedicated oversized block whose capacity is {@code minCapacity} rounded up to a multiple of
     * the page size. {@code null} when the budget cannot hold it now. Never blocks.
     *
     * @throws IllegalArgumentException if the block could never fit in the budget
     */
    public MemoryPage tryAllocate(int minCapacity) {
        int capacity = blockCapacity(minCapacity);
        lock.lock();
        try {
            return tryAllocateLocked(capacity);
        } finally {
            lock.unlock();
        }
    }

    /**
     * A standard page, waiting up to {@code timeout} for another owner to release memory.
     *
     * @return the page, or {@code null} if none became available in time
     */
    public MemoryPage allocate(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        lock.lock();
        try {
            MemoryPage page = tryAllocateLocked(pageSize);
            if (page != null) {
                return page;
            }
            long start = System.nanoTime();
            try {
                while (page == null) {
                    long remaining = deadline - System.nanoTime();
                    if (remaining <= 0) {
                        return null;
                    }
                    released.awaitNanos(remaining);
                    page = tryAllocateLocked(pageSize);
                }
                return page;
            } finally {
                waitNanos += System.nanoTime() - start;
            }
        } finally {
            lock.unlock();
        }
    }

    /**
     * Waits until at least {@code bytes} of the budget are free (rounded as {@link #tryAllocate(int)}
     * rounds), or the timeout passes. Another thread may take the memory before the caller does.
     *
     * @return whether the memory was free when this method returned
     */
    public boolean awaitAvailable(long bytes, long timeout, TimeUnit unit) throws InterruptedException {
        long needed = bytes <= pageSize ? pageSize : roundUp(bytes);
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        lock.lock();
        try {
            checkOpen();
            if (budgetBytes - outstandingBytes >= needed) {
                return true;
            }
            long start = System.nanoTime();
            try {
                while (budgetBytes - outstandingBytes < needed) {
                    long remaining = deadline - System.nanoTime();
                    if (remaining <= 0) {
                        return false;
                    }
                    released.awaitNanos(remaining);
                    checkOpen();
                }
                return true;
            } finally {
                waitNanos += System.nanoTime() - start;
            }
        } finally {
            lock.unlock();
        }
    }

    /** Returns a page to the pool. Each page must be released exactly once. */
    public void release(MemoryPage page) {
        if (page == null) {
            throw new IllegalArgumentException("cannot release a null page");
        }
        lock.lock();
        try {
            releaseLocked(page);
            released.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** Releases {@code pages[0..count)} under one lock acquisition. */
    public void releaseAll(MemoryPage[] pages, int count) {
        lock.lock();
        try {
            for (int i = 0; i < count; i++) {
                if (pages[i] == null) {
                    throw new IllegalArgumentException("cannot release a null page (index " + i + ")");
                }
                releaseLocked(pages[i]);
            }
            released.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** Bytes of the pages handed out and not yet released. */
    public long outstandingBytes() {
        lock.lock();
        try {
            return outstandingBytes;
        } finally {
            lock.unlock();
        }
    }

    /** Bytes of the budget not handed out. */
    public long availableBytes() {
        lock.lock();
        try {
            return budgetBytes - outstandingBytes;
        } finally {
            lock.unlock();
        }
    }

    /** Native memory currently held: outstanding pages plus recycled pages on the free list. */
    public long heldBytes() {
        lock.lock();
        try {
            return heldBytes;
        } finally {
            lock.unlock();
        }
    }

    /** Total nanoseconds callers spent blocked waiting for memory. */
    public long waitNanos() {
        lock.lock();
        try {
            return waitNanos;
        } finally {
            lock.unlock();
        }
    }

    /**
     * Frees the pool's memory.
     *
     * @throws IllegalStateException if pages are still outstanding (nothing is freed then)
     */
    @Override
    public void close() {
        close(false);
    }

    /**
     * Frees the pool's memory. With {@code force}, outstanding pages are detached instead of
     * failing: they stay valid for their owners and are freed when released (or, if never
     * released, when they become unreachable).
     */
    public void close(boolean force) {
        lock.lock();
        try {
            if (closed) {
                return;
            }
            if (outstandingPages > 0 && !force) {
                throw new IllegalStateException("cannot close the page pool: " + outstandingPages
                        + " pages (" + outstandingBytes + " bytes) are still outstanding");
            }
            closed = true;
            MemoryPage page;
            while ((page = freePages.poll()) != null) {
                heldBytes -= page.capacity();
                page.free();
            }
            released.signalAll();
        } finally {
            lock.unlock();
        }
    }

    public boolean isClosed() {
        lock.lock();
        try {
            return closed;
        } finally {
            lock.unlock();
        }
    }

    @Override
    public String toString() {
        lock.lock();
        try {
            return "PagePool{budget=" + budgetBytes + ", pageSize=" + pageSize + ", outstanding="
                    + outstandingBytes + ", held=" + heldBytes + (closed ? ", closed" : "") + "}";
        } finally {
            lock.unlock();
        }
    }

    private MemoryPage tryAllocateLocked(int capacity) {
        checkOpen();
        if (outstandingBytes + capacity > budgetBytes) {
            return null;
        }
        MemoryPage page;
        if (capacity == pageSize && !freePages.isEmpty()) {
            page = freePages.pop();
        } else {
            // Keep held memory within the budget: drop recycled pages an oversized block displaces.
            while (heldBytes + capacity > budgetBytes) {
                MemoryPage victim = freePages.pop();
                heldBytes -= victim.capacity();
                victim.free();
            }
            page = new MemoryPage(this, capacity, capacity > pageSize);
            heldBytes += capacity;
        }
        page.outstanding = true;
        outstandingBytes += capacity;
        outstandingPages++;
        return page;
    }

    private void releaseLocked(MemoryPage page) {
        if (page.pool() != this) {
            throw new IllegalArgumentException("page " + page + " belongs to another pool");
        }
        if (!page.outstanding) {
            throw new IllegalStateException("page " + page + " was released twice");
        }
        page.outstanding = false;
        outstandingBytes -= page.capacity();
        outstandingPages--;
        if (closed || page.isOversized()) {
            heldBytes -= page.capacity();
            page.free();
        } else {
            freePages.push(page);
        }
    }

    private int blockCapacity(int minCapacity) {
        if (minCapacity < 0) {
            throw new IllegalArgumentException("negative block size " + minCapacity);
        }
        if (minCapacity <= pageSize) {
            return pageSize;
        }
        long capacity = roundUp(minCapacity);
        if (capacity > budgetBytes) {
            throw new IllegalArgumentException("a block of " + minCapacity + " bytes (" + capacity
                    + " in pages of " + pageSize + ") can never fit in the memory budget of "
                    + budgetBytes + " bytes");
        }
        if (capacity > MAX_BLOCK_SIZE) {
            throw new IllegalArgumentException("a block of " + minCapacity
                    + " bytes exceeds the largest block of " + MAX_BLOCK_SIZE + " bytes");
        }
        return (int) capacity;
    }

    private long roundUp(long bytes) {
        return (bytes + pageSize - 1) / pageSize * pageSize;
    }

    private void checkOpen() {
        if (closed) {
            throw new IllegalStateException("the page pool is closed");
        }
    }
}
