package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableCommit;
import dev.varve.kernel.TableWriter;
import dev.varve.row.GenericRow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Priority inheritance when a checkpoint waits for compaction (stop trigger, slowdown): compaction runs at {@link Thread#MIN_PRIORITY}, but a
 * checkpoint that waits for it raises the compaction thread to the writer's priority for the wait
 * (a writer would otherwise wait for a thread everything else on the machine preempts), and
 * lowers it again afterwards.
 */
class CompactionPriorityTest {
    @TempDir
    Path dir;

    @Test
    void aCheckpointWaitingForACompactionRaisesItToTheWritersPriority() throws Exception {
        int writerPriority = Thread.currentThread().getPriority();
        assertTrue(writerPriority > Thread.MIN_PRIORITY, "the test needs a writer above the compaction's priority");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table table = TableTestSupport.create(c, "p", TableTestSupport.schema("k BIGINT NOT NULL", "v BIGINT")
                    .primaryKey("k")
                    .option("bucket", "1")
                    .option("num-sorted-run.compaction-trigger", "2")
                    .option("num-sorted-run.stop-trigger", "4")
                    .option("commit.fsync", "false")
                    .build());
            AtomicBoolean first = new AtomicBoolean(true);
            AtomicInteger seen = new AtomicInteger(-1);
            AtomicInteger before = new AtomicInteger(-1);
            AtomicReference<Thread> compactor = new AtomicReference<>();
            // the first compaction holds until a checkpoint waits for it (or a minute passes)
            KeyValueBucketWriter.beforeCompactionApplyForTest = () -> {
                if (!first.compareAndSet(true, false)) {
                    return;
                }
                Thread self = Thread.currentThread();
                compactor.set(self);
                before.set(self.getPriority());
                long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
                // one read per look: the raise may come from a timed slowdown wait (20 ms per run over the trigger)
                // that ends, and lowers the priority again, between two reads (a preempted hook saw 1)
                int priority;
                while ((priority = self.getPriority()) == Thread.MIN_PRIORITY && System.nanoTime() < deadline) {
                    try {
                        Thread.sleep(1);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return;
                    }
                }
                seen.set(priority);
            };
            TableWriter writer = table.newWriter("w");
            TableCommit committer = table.newCommit("w");
            try {
                long v = 0;
                for (long cp = 1; cp <= 12 && seen.get() < 0; cp++) {
                    for (int k = 0; k < 50; k++) {
                        writer.write(GenericRow.of((long) k, ++v));
                    }
                    committer.commit(cp, writer.prepareCommit(cp));
                }
                assertNotNull(compactor.get(), "a compaction ran");
                // the hook runs after the merge: a checkpoint may already be waiting and have raised it
                int b = before.get();
                assertTrue(b == Thread.MIN_PRIORITY || b == writerPriority,
                        "compaction runs at the lowest priority unless a writer waits for it: " + b);
                assertEquals(writerPriority, seen.get(), "raised to the waiting writer's priority");
                assertEquals(Thread.MIN_PRIORITY, compactor.get().getPriority(), "lowered again after the wait");
            } finally {
                KeyValueBucketWriter.beforeCompactionApplyForTest = null;
                writer.close();
                committer.close();
            }
        }
    }
}
