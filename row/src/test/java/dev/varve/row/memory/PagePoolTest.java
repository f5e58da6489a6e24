package dev.varve.row.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;

class PagePoolTest {

    @Test
    void handsOutPagesUntilTheBudgetIsExhausted() {
        try (PagePool pool = new PagePool(4 * 64, 64)) {
            List<MemoryPage> pages = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                MemoryPage page = pool.tryAllocate();
                assertNotNull(page, "page " + i);
                assertEquals(64, page.capacity());
                pages.add(page);
            }
            assertNull(pool.tryAllocate());
            assertEquals(256, pool.outstandingBytes());
            assertEquals(0, pool.availableBytes());
            pages.forEach(pool::release);
            assertEquals(0, pool.outstandingBytes());
            assertEquals(256, pool.heldBytes(), "released pages are kept for reuse");
        }
    }

    @Test
    void recyclesReleasedPages() {
        try (PagePool pool = new PagePool(64, 64)) {
            MemoryPage first = pool.tryAllocate();
            first.buffer().putLong(0, 42L);
            pool.release(first);
            MemoryPage second = pool.tryAllocate();
            assertSame(first, second);
            pool.release(second);
        }
    }

    @Test
    void pagesAreWritableOffHeapMemory() {
        try (PagePool pool = new PagePool(1024, 256)) {
            MemoryPage page = pool.tryAllocate();
            assertTrue(page.buffer().addressOffset() != 0);
            for (int i = 0; i < 256; i += 8) {
                page.buffer().putLong(i, i * 31L);
            }
            for (int i = 0; i < 256; i += 8) {
                assertEquals(i * 31L, page.buffer().getLong(i));
            }
            pool.release(page);
        }
    }

    @Test
    void oversizedBlocksAreRoundedToPagesAndFreedOnRelease() {
        try (PagePool pool = new PagePool(10 * 100, 100)) {
            MemoryPage small = pool.tryAllocate(10);
            assertEquals(100, small.capacity());
            assertFalse(small.isOversized());
            MemoryPage big = pool.tryAllocate(250);
            assertEquals(300, big.capacity());
            assertTrue(big.isOversized());
            assertEquals(400, pool.outstandingBytes());
            pool.release(big);
            assertEquals(100, pool.outstandingBytes());
            assertEquals(100, pool.heldBytes(), "an oversized block is not kept");
            assertNull(pool.tryAllocate(1000), "does not fit next to the small page");
            pool.release(small);
            MemoryPage all = pool.tryAllocate(1000);
            assertNotNull(all);
            assertEquals(1000, pool.heldBytes(), "recycled pages were dropped to stay in budget");
            pool.release(all);
        }
    }

    @Test
    void rejectsABlockThatCanNeverFit() {
        try (PagePool pool = new PagePool(1000, 100)) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> pool.tryAllocate(1001));
            assertTrue(e.getMessage().contains("can never fit in the memory budget of 1000 bytes"), e.getMessage());
            assertThrows(IllegalArgumentException.class, () -> pool.tryAllocate(-1));
        }
    }

    @Test
    void rejectsBadConfiguration() {
        assertThrows(IllegalArgumentException.class, () -> new PagePool(1000, 8));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new PagePool(100, 128));
        assertTrue(e.getMessage().contains("smaller than one page"), e.getMessage());
    }

    @Test
    void rejectsDoubleAndForeignReleases() {
        try (PagePool pool = new PagePool(128, 64); PagePool other = new PagePool(128, 64)) {
            MemoryPage page = pool.tryAllocate();
            pool.release(page);
            IllegalStateException twice = assertThrows(IllegalStateException.class, () -> pool.release(page));
            assertTrue(twice.getMessage().contains("released twice"), twice.getMessage());
            MemoryPage foreign = other.tryAllocate();
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> pool.release(foreign));
            assertTrue(e.getMessage().contains("another pool"), e.getMessage());
            other.release(foreign);
            assertThrows(IllegalArgumentException.class, () -> pool.release(null));
        }
    }

    @Test
    void allocateBlocksUntilAnotherThreadReleasesAndCountsTheWait() throws Exception {
        try (PagePool pool = new PagePool(64, 64)) {
            MemoryPage held = pool.tryAllocate();
            AtomicReference<MemoryPage> got = new AtomicReference<>();
            AtomicReference<Throwable> error = new AtomicReference<>();
            Thread waiter = new Thread(() -> {
                try {
                    got.set(pool.allocate(5, TimeUnit.MINUTES));
                } catch (Throwable t) {
                    error.set(t);
                }
            });
            waiter.start();
            while (waiter.getState() != Thread.State.TIMED_WAITING && waiter.isAlive()) {
                Thread.onSpinWait();
            }
            pool.release(held);
            waiter.join();
            assertNull(error.get());
            assertSame(held, got.get());
            assertTrue(pool.waitNanos() > 0);
            pool.release(got.get());
        }
    }

    @Test
    void allocateGivesUpAfterTheTimeout() throws Exception {
        try (PagePool pool = new PagePool(64, 64)) {
            MemoryPage held = pool.tryAllocate();
            assertNull(pool.allocate(1, TimeUnit.MILLISECONDS));
            assertFalse(pool.awaitAvailable(1, 1, TimeUnit.MILLISECONDS));
            pool.release(held);
            assertTrue(pool.awaitAvailable(64, 1, TimeUnit.MILLISECONDS));
        }
    }

    @Test
    void closeRefusesWhilePagesAreOutstandingUnlessForced() {
        PagePool pool = new PagePool(256, 64);
        MemoryPage page = pool.tryAllocate();
        MemoryPage recycled = pool.tryAllocate();
        pool.release(recycled);
        IllegalStateException e = assertThrows(IllegalStateException.class, pool::close);
        assertTrue(e.getMessage().contains("1 pages (64 bytes) are still outstanding"), e.getMessage());
        pool.close(true);
        assertTrue(pool.isClosed());
        page.buffer().putInt(0, 7);
        assertEquals(7, page.buffer().getInt(0), "a detached page stays usable for its owner");
        assertThrows(IllegalStateException.class, pool::tryAllocate);
        pool.release(page);
        assertEquals(0, pool.heldBytes());
        assertThrows(IndexOutOfBoundsException.class, () -> page.buffer().getInt(0),
                "a freed page fails a stale access instead of reading freed memory");
    }

    @Test
    void concurrentOwnersNeverExceedTheBudget() throws Exception {
        int pageSize = 64;
        int pages = 8;
        try (PagePool pool = new PagePool((long) pages * pageSize, pageSize)) {
            AtomicLong held = new AtomicLong();
            AtomicReference<Throwable> error = new AtomicReference<>();
            List<Thread> threads = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                long seed = 1000 + t;
                threads.add(new Thread(() -> {
                    SplittableRandom random = new SplittableRandom(seed);
                    List<MemoryPage> mine = new ArrayList<>();
                    try {
                        for (int i = 0; i < 20_000; i++) {
                            if (mine.isEmpty() || random.nextBoolean()) {
                                MemoryPage page = random.nextInt(4) == 0
                                        ? pool.tryAllocate(1 + random.nextInt(3 * pageSize))
                                        : pool.tryAllocate();
                                if (page != null) {
                                    long now = held.addAndGet(page.capacity());
                                    if (now > (long) pages * pageSize) {
                                        throw new AssertionError("over budget: " + now);
                                    }
                                    mine.add(page);
                                }
                            } else {
                                MemoryPage page = mine.remove(random.nextInt(mine.size()));
                                held.addAndGet(-page.capacity());
                                pool.release(page);
                            }
                        }
                        for (MemoryPage page : mine) {
                            held.addAndGet(-page.capacity());
                            pool.release(page);
                        }
                    } catch (Throwable e) {
                        error.compareAndSet(null, e);
                    }
                }));
            }
            threads.forEach(Thread::start);
            for (Thread thread : threads) {
                thread.join();
            }
            assertNull(error.get());
            assertEquals(0, pool.outstandingBytes());
            assertTrue(pool.heldBytes() <= pool.budgetBytes());
        }
    }
}
