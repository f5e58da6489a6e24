package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** The allocation-free page hand-over between a run writer and its background worker. */
class PageRingTest {
    @Test
    void pagesArriveInOrderAcrossThreadsAndTheRingsCirculateThem() throws Exception {
        // the flusher's shape: a free ring and a work ring passing a fixed set of pages back and forth
        int pool = PageFlusher.POOL;
        PageFlusher.PageRing free = new PageFlusher.PageRing(pool);
        PageFlusher.PageRing work = new PageFlusher.PageRing(pool + 1);
        for (int i = 0; i < pool; i++) {
            free.put(new PageFlusher.EncodedPage(1));
        }
        PageFlusher.EncodedPage end = new PageFlusher.EncodedPage(0);
        int pages = 200_000;
        AtomicReference<Throwable> failure = new AtomicReference<>();
        long[] seen = new long[1];
        Thread worker = new Thread(() -> {
            try {
                int expect = 0;
                while (true) {
                    PageFlusher.EncodedPage p = work.take();
                    if (p == end) {
                        break;
                    }
                    if (p.rows != expect) {
                        throw new AssertionError("page " + p.rows + " arrived, expected " + expect);
                    }
                    expect++;
                    free.put(p);
                }
                seen[0] = expect;
            } catch (Throwable t) {
                failure.set(t);
            }
        });
        worker.start();
        for (int i = 0; i < pages; i++) {
            PageFlusher.EncodedPage p = free.take();
            p.rows = i;
            work.put(p);
        }
        work.put(end);
        worker.join();
        if (failure.get() != null) {
            throw new AssertionError("worker failed", failure.get());
        }
        assertEquals(pages, seen[0]);
        for (int i = 0; i < pool; i++) {
            assertTrue(free.take() != null); // every page came back
        }
    }

    @Test
    void aRingNeverHoldsMoreThanItsCapacity() {
        PageFlusher.PageRing ring = new PageFlusher.PageRing(2);
        PageFlusher.EncodedPage a = new PageFlusher.EncodedPage(1);
        ring.put(a);
        ring.put(a);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> ring.put(a));
        assertTrue(e.getMessage().contains("full"), e.getMessage());
    }

    @Test
    void aWaitingTakeIsInterruptible() throws Exception {
        PageFlusher.PageRing ring = new PageFlusher.PageRing(1);
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread t = new Thread(() -> {
            try {
                ring.take();
            } catch (Throwable e) {
                thrown.set(e);
            }
        });
        t.start();
        t.interrupt();
        t.join();
        assertTrue(thrown.get() instanceof InterruptedException, String.valueOf(thrown.get()));
    }

    @Test
    void aTakeReturnsAPagePutBeforeIt() throws InterruptedException {
        PageFlusher.PageRing ring = new PageFlusher.PageRing(1);
        PageFlusher.EncodedPage a = new PageFlusher.EncodedPage(1);
        ring.put(a);
        assertSame(a, ring.take());
    }
}
