package dev.varve.format;

import java.util.concurrent.ConcurrentHashMap;
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
 * ({@link #inheritingPriority}); a writer that waits for a compaction raises the compaction
 * thread and its helper to its own priority for the wait ({@link #setPriority}).
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

    /** Helpers running a task started through {@link #inheritingPriority}, by the thread that started it. */
    private static final ConcurrentHashMap<Thread, Thread> HELPERS = new ConcurrentHashMap<>();

    /**
     * Runs each task given to the returned executor on {@code executor}, at the priority of the
     * thread that called {@code execute} (read when the task starts; the worker's own priority
     * is restored afterwards). While the task runs, {@link #setPriority} of that thread sets the
     * worker's priority too. Two small objects per task.
     */
    public static Executor inheritingPriority(Executor executor) {
        if (executor == null) {
            throw new IllegalArgumentException("executor must not be null");
        }
        return task -> {
            Thread submitter = Thread.currentThread();
            executor.execute(() -> runFor(submitter, task));
        };
    }

    /**
     * Runs {@code task} now, on the calling worker thread, as a task that {@code submitter} started
     * through {@link #inheritingPriority}: at the submitter's priority (read now; the worker's own is
     * restored afterwards), following {@link #setPriority} of the submitter meanwhile. For a task
     * object that is submitted again and again and records its submitter itself, so that a run
     * needs no wrapper objects.
     */
    public static void runFor(Thread submitter, Runnable task) {
        Thread t = Thread.currentThread();
        int own = t.getPriority();
        HELPERS.put(submitter, t);
        try {
            int priority = submitter.getPriority();
            ThreadGroup group = t.getThreadGroup();
            if (group != null) {
                priority = Math.min(priority, group.getMaxPriority());
            }
            if (priority != own) {
                t.setPriority(priority);
            }
            task.run();
        } finally {
            HELPERS.remove(submitter, t);
            if (t.getPriority() != own) {
                t.setPriority(own);
            }
        }
    }

    /**
     * Sets the priority of {@code thread} and of the helper running a task it started through
     * {@link #inheritingPriority}, if any: a thread about to wait for {@code thread}'s work raises
     * it to its own priority (priority inheritance; a low-priority background thread that a
     * writer waits for would otherwise lose the CPU to everything else on the machine) and
     * lowers it again afterwards. Best effort: a helper that starts at that very moment may keep
     * the priority it read before; a task always starts at its submitter's current priority.
     */
    public static void setPriority(Thread thread, int priority) {
        if (priority < Thread.MIN_PRIORITY || priority > Thread.MAX_PRIORITY) {
            throw new IllegalArgumentException("thread priority must be in [" + Thread.MIN_PRIORITY + ", "
                    + Thread.MAX_PRIORITY + "], got " + priority);
        }
        thread.setPriority(priority);
        Thread helper = HELPERS.get(thread);
        if (helper != null) {
            helper.setPriority(priority);
        }
    }
}
