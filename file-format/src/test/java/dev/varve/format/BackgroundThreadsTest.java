package dev.varve.format;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
}
