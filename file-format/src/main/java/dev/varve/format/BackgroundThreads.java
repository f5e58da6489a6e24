package dev.varve.format;

import java.util.concurrent.ThreadFactory;

/**
 * Threads for work that runs behind a writer: flushes, compactions, page compression and
 * write-out. They are daemons (an embedding application can exit without closing a writer
 * first; nothing is published by a thread that dies, see the commit protocol) and they run at
 * {@link Thread#MIN_PRIORITY}, so on a machine with fewer cores than runnable threads the
 * scheduler lets the latency-sensitive writer thread run first and background work fills the
 * gaps, as RocksDB lowers the CPU priority of its compaction pool.
 *
 * <p>On Linux the JVM maps Java thread priorities to nice values only with
 * {@code -XX:ThreadPriorityPolicy=1} (no privilege needed to lower a priority: MIN_PRIORITY
 * becomes nice 4); without the flag the priority is recorded but has no effect, and nothing
 * else changes. Thread-safe.
 */
public final class BackgroundThreads {
    private BackgroundThreads() {
    }

    /** A factory of daemon threads named {@code name}, at {@link Thread#MIN_PRIORITY}. */
    public static ThreadFactory factory(String name) {
        return r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            return t;
        };
    }
}
