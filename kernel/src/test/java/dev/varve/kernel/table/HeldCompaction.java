package dev.varve.kernel.table;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Test harness for the stop trigger's back-pressure: holds the first background compaction back before it applies
 * (the {@link KeyValueBucketWriter#beforeCompactionApplyForTest} hook) until a watcher thread sees the writer thread
 * wait for it at the stop trigger ({@code stallIfTooManyRuns} → {@code waitCompaction}), runs {@code onStall} there
 * and lets the compaction go; after {@code timeoutSeconds} it lets it go anyway. {@link #close} removes the hook and
 * releases the compaction.
 */
final class HeldCompaction implements AutoCloseable {
    private final CountDownLatch release = new CountDownLatch(1);

    private HeldCompaction() {
    }

    static HeldCompaction start(Thread writer, long timeoutSeconds, Runnable onStall) {
        HeldCompaction held = new HeldCompaction();
        AtomicBoolean first = new AtomicBoolean(true);
        Thread watcher = new Thread(() -> {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(timeoutSeconds);
            while (held.release.getCount() > 0 && System.nanoTime() < deadline) {
                if (waitsAtStopTrigger(writer)) {
                    onStall.run();
                    held.release.countDown();
                }
                try {
                    Thread.sleep(1);
                } catch (InterruptedException e) {
                    return;
                }
            }
            held.release.countDown();
        }, "stall-watcher");
        watcher.setDaemon(true);
        KeyValueBucketWriter.beforeCompactionApplyForTest = () -> {
            if (first.compareAndSet(true, false)) {
                try {
                    held.release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        };
        watcher.start();
        return held;
    }

    @Override
    public void close() {
        KeyValueBucketWriter.beforeCompactionApplyForTest = null;
        release.countDown();
    }

    /** Whether the thread waits for the running compaction because its bucket reached the stop trigger. */
    private static boolean waitsAtStopTrigger(Thread t) {
        boolean waiting = false;
        for (StackTraceElement e : t.getStackTrace()) {
            waiting |= e.getMethodName().equals("waitCompaction");
            if (waiting && e.getMethodName().equals("stallIfTooManyRuns")) {
                return true;
            }
        }
        return false;
    }
}
