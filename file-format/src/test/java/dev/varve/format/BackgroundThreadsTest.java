package dev.varve.format;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BackgroundThreadsTest {
    @Test
    void threadsAreNamedLowPriorityDaemons() throws Exception {
        int[] seen = new int[1];
        Thread t = BackgroundThreads.factory("varve-test").newThread(() -> seen[0] = Thread.currentThread().getPriority());
        assertEquals("varve-test", t.getName());
        assertTrue(t.isDaemon());
        t.start();
        t.join();
        assertEquals(Thread.MIN_PRIORITY, seen[0]);
    }

    @Test
    void flushThreadsRunAtTheWritersPriority() throws Exception {
        int[] seen = new int[1];
        Thread t = BackgroundThreads.factory("varve-flush-test", BackgroundThreads.FLUSH_PRIORITY)
                .newThread(() -> seen[0] = Thread.currentThread().getPriority());
        assertTrue(t.isDaemon());
        t.start();
        t.join();
        assertEquals(Thread.NORM_PRIORITY, seen[0]);
        assertThrows(IllegalArgumentException.class, () -> BackgroundThreads.factory("x", 0));
        assertThrows(IllegalArgumentException.class, () -> BackgroundThreads.factory("x", 11));
    }

    @Test
    void inheritedPriorityIsTheSubmittersAndTheWorkersOwnComesBack() throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor(BackgroundThreads.factory("varve-test-worker"));
        try {
            java.util.concurrent.Executor inheriting = BackgroundThreads.inheritingPriority(pool);
            int[] seen = new int[2];
            Thread submitter = new Thread(() -> inheriting.execute(() -> seen[0] = Thread.currentThread().getPriority()));
            submitter.setPriority(Thread.NORM_PRIORITY + 1);
            submitter.start();
            submitter.join();
            Thread low = new Thread(() -> inheriting.execute(() -> seen[1] = Thread.currentThread().getPriority()));
            low.setPriority(Thread.MIN_PRIORITY + 1);
            low.start();
            low.join();
            Future<Integer> own = pool.submit(() -> Thread.currentThread().getPriority());
            assertEquals(Thread.MIN_PRIORITY, own.get(10, TimeUnit.SECONDS));
            assertEquals(Thread.NORM_PRIORITY + 1, seen[0]);
            assertEquals(Thread.MIN_PRIORITY + 1, seen[1]);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void settingAThreadsPriorityAlsoSetsTheHelperRunningItsTask() throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor(BackgroundThreads.factory("varve-test-helper"));
        try {
            java.util.concurrent.Executor inheriting = BackgroundThreads.inheritingPriority(pool);
            java.util.concurrent.CountDownLatch started = new java.util.concurrent.CountDownLatch(1);
            java.util.concurrent.CountDownLatch boosted = new java.util.concurrent.CountDownLatch(1);
            int[] seen = new int[2];
            java.util.concurrent.CountDownLatch finished = new java.util.concurrent.CountDownLatch(1);
            // the submitter stays alive while its helper runs (as a compaction thread does)
            Thread waiter = new Thread(() -> {
                inheriting.execute(() -> {
                    seen[0] = Thread.currentThread().getPriority();
                    started.countDown();
                    try {
                        boosted.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    seen[1] = Thread.currentThread().getPriority();
                });
                try {
                    finished.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            waiter.setPriority(Thread.MIN_PRIORITY);
            waiter.start();
            assertTrue(started.await(1, TimeUnit.MINUTES));
            BackgroundThreads.setPriority(waiter, Thread.NORM_PRIORITY);
            assertEquals(Thread.NORM_PRIORITY, waiter.getPriority());
            boosted.countDown();
            Future<Integer> after = pool.submit(() -> Thread.currentThread().getPriority());
            assertEquals(Thread.MIN_PRIORITY, after.get(10, TimeUnit.SECONDS), "the worker's own priority comes back");
            assertEquals(Thread.MIN_PRIORITY, seen[0]);
            assertEquals(Thread.NORM_PRIORITY, seen[1], "the helper followed its submitter");
            finished.countDown();
            waiter.join();
            assertThrows(IllegalArgumentException.class, () -> BackgroundThreads.setPriority(waiter, 0));
        } finally {
            pool.shutdownNow();
        }
    }
}
