package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableCommit;
import dev.varve.kernel.TableWriter;
import dev.varve.row.GenericRow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The graduated slowdown above the compaction trigger (KeyValueBucketWriter#slowDown) holds the
 * writer back at its first write after the checkpoint, not inside prepareCommit: the checkpoint
 * publishes its snapshot without waiting for a compaction the commit does not need. Seen from the
 * compaction itself: while it is held, a writer that waits for it raises its priority
 * (CompactionPriorityTest), and the writer's stack at that moment says where it waits.
 */
class SlowdownAfterCommitTest {
    @TempDir
    Path dir;

    @Test
    void theSlowdownWaitsInTheNextWriteNotInTheCheckpoint() throws Exception {
        assertTrue(Thread.currentThread().getPriority() > Thread.MIN_PRIORITY, "the test needs a writer above the compaction's priority");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table table = TableTestSupport.create(c, "s", TableTestSupport.schema("k BIGINT NOT NULL", "v BIGINT")
                    .primaryKey("k")
                    .option("bucket", "1")
                    .option("num-sorted-run.compaction-trigger", "2")
                    // far away: every wait of this test is a slowdown, none the stop trigger's
                    .option("num-sorted-run.stop-trigger", "60")
                    .option("commit.fsync", "false")
                    .build());
            Thread writerThread = Thread.currentThread();
            AtomicBoolean first = new AtomicBoolean(true);
            AtomicReference<List<String>> waitingIn = new AtomicReference<>();
            // the first compaction holds until a writer waits for it (its priority is raised), then
            // notes where the writer is; the writer's later checkpoints keep noting slowdowns for it
            KeyValueBucketWriter.beforeCompactionApplyForTest = () -> {
                if (!first.compareAndSet(true, false)) {
                    return;
                }
                Thread self = Thread.currentThread();
                long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
                while (System.nanoTime() < deadline) {
                    if (self.getPriority() > Thread.MIN_PRIORITY) {
                        List<String> frames = new ArrayList<>();
                        for (StackTraceElement e : writerThread.getStackTrace()) {
                            frames.add(e.getClassName().substring(e.getClassName().lastIndexOf('.') + 1) + "." + e.getMethodName());
                        }
                        if (frames.contains("KeyValueBucketWriter.awaitCompaction")) {
                            waitingIn.set(frames.subList(0, Math.min(12, frames.size())));
                            return;
                        }
                    }
                    try {
                        Thread.sleep(1);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return;
                    }
                }
            };
            TableWriter writer = table.newWriter("w");
            TableCommit committer = table.newCommit("w");
            try {
                long v = 0;
                for (long cp = 1; cp <= 50 && waitingIn.get() == null; cp++) {
                    for (int k = 0; k < 20; k++) {
                        writer.write(GenericRow.of((long) k, ++v));
                    }
                    committer.commit(cp, writer.prepareCommit(cp));
                }
                List<String> frames = waitingIn.get();
                assertNotNull(frames, "the writer waited for the held compaction");
                assertTrue(frames.contains("KeyValueBucketWriter.slowDown") && frames.contains("TableWriterImpl.write"),
                        "the slowdown waits in the next write: " + frames);
                assertTrue(!frames.contains("TableWriterImpl.prepareCommit"), "not in the checkpoint: " + frames);
            } finally {
                KeyValueBucketWriter.beforeCompactionApplyForTest = null;
                writer.close();
                committer.close();
            }
        }
    }
}
