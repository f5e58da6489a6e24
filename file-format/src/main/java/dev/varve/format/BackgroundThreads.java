package dev.varve.format;

import java.util.concurrent.Executor;
import java.util.concurrent.ThreadFactory;

/**
 * Threads for work that runs behind a writer: flushes, compactions, page compression and
 * write-out. They are daemons (an embedding application can exit without closing a writer
 * first; nothing is published by a thread that dies, see the commit protocol). Compactions run
 * at {@link Thread#MIN_PRIORITY}, so on a machine with fewer cores than runnable threads the
 * scheduler lets the latency-sensitive writer thread run first and background work fills the
 * gaps, as RocksDB lowers the CPU priority of its compaction pool. Flushes are not background
 * work in that sense: a checkpoint waits for them (and so does a writer whose buffer memory is
 * all being flushed), so flush threads run at {@link #FLUSH_PRIORITY}, the writer's normal
 * priority, and a flush at a checkpoint does not share the CPU with a running compaction (nor,
 * on a busy machine, lose it to every other process). Work a thread hands to a helper (a run
 * writer's page compression) runs at the priority of the thread that handed it over
 * ({@link #inheritingPriority}).
 *
 * <p>On Linux the JVM maps Java thread priorities to nice values only with
 * {@code -XX:ThreadPriorityPolicy=1} (no privilege needed to lower a priority: MIN_PRIORITY
 * becomes nice 4, NORM_PRIORITY nice 0); without the flag the priority is recorded but has no
 * effect, and nothing else changes. Thread-safe.
 */
public final class BackgroundThreads {
    /** The priority of flush threads: the writer's ({@link Thread#NORM_PRIORITY}). */
    public static final int FLUSH_PRIORITY = Thread.NORM_PRIORITY;

    private BackgroundThreads() {
    }

    /** A factory of daemon threads named {@code name}, at {@link Thread#MIN_PRIORITY}. */
    public static ThreadFactory factory(String name) {
        return factory(name, Thread.MIN_PRIORITY);
    }

    /** A factory of daemon threads named {@code name}, at {@code priority}. */
    public static ThreadFactory factory(String name, int priority) {
        if (priority < Thread.MIN_PRIORITY || priority > Thread.MAX_PRIORITY) {
            throw new IllegalArgumentException("thread priority must be in [" + Thread.MIN_PRIORITY + ", "
                    + Thread.MAX_PRIORITY + "], got " + priority);
        }
        return r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            t.setPriority(priority);
            return t;
        };
    }

    /**
     * Runs each task given to the returned executor on {@code executor}, at the priority of the
     * thread that called {@code execute} (the worker's own priority is restored afterwards). One
     * small object per task.
     */
    public static Executor inheritingPriority(Executor executor) {
        if (executor == null) {
            throw new IllegalArgumentException("executor must not be null");
        }
        return task -> {
            int priority = Thread.currentThread().getPriority();
            executor.execute(() -> runAt(priority, task));
        };
    }

    private static void runAt(int priority, Runnable task) {
        Thread t = Thread.currentThread();
        int own = t.getPriority();
        int target = Math.min(priority, t.getThreadGroup() == null ? priority : t.getThreadGroup().getMaxPriority());
        if (target != own) {
            t.setPriority(target);
        }
        try {
            task.run();
        } finally {
            if (t.getPriority() != own) {
                t.setPriority(own);
            }
        }
    }
}
