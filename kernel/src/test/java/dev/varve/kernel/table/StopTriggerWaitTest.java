package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.CommitMessage;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableCommit;
import dev.varve.kernel.TableWriter;
import dev.varve.row.GenericRow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The stop trigger's wait at a checkpoint (KeyValueBucketWriter#stallIfTooManyRuns) comes where
 * Apache Paimon 1.4.2's writer waits: with more than num-sorted-run.stop-trigger + 1 sorted runs
 * after the checkpoint's flush (MergeTreeCompactManager: more than stop-trigger before a flush, more
 * than stop-trigger + 1 at prepareCommit), not from stop-trigger runs on. A compaction held open
 * keeps the runs growing by one per checkpoint.
 */
class StopTriggerWaitTest {
    @TempDir
    Path dir;

    @Test
    void aCheckpointWaitsOnlyAboveStopTriggerPlusOneRuns() throws Exception {
        int trigger = 2;
        int stop = 4;
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table table = TableTestSupport.create(c, "s", TableTestSupport.schema("k BIGINT NOT NULL", "v BIGINT")
                    .primaryKey("k")
                    .option("bucket", "1")
                    .option("num-sorted-run.compaction-trigger", String.valueOf(trigger))
                    .option("num-sorted-run.stop-trigger", String.valueOf(stop))
                    .option("commit.fsync", "false")
                    .build());
            CountDownLatch release = new CountDownLatch(1);
            // every compaction holds until released: the runs only grow, one per checkpoint
            KeyValueBucketWriter.beforeCompactionApplyForTest = () -> {
                try {
                    release.await(1, TimeUnit.MINUTES);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            };
            ExecutorService ex = Executors.newSingleThreadExecutor();
            TableWriter writer = table.newWriter("w");
            TableCommit committer = table.newCommit("w");
            try {
                long v = 0;
                for (long cp = 1; cp <= stop + 2; cp++) {
                    for (int k = 0; k < 20; k++) {
                        writer.write(GenericRow.of((long) k, ++v));
                    }
                    long id = cp;
                    Future<List<CommitMessage>> prepared = ex.submit(() -> writer.prepareCommit(id));
                    if (cp <= stop + 1) {
                        // cp runs now (one level-0 file per checkpoint, the compaction of the first ones held)
                        committer.commit(cp, prepared.get(30, TimeUnit.SECONDS));
                    } else {
                        assertThrows(TimeoutException.class, () -> prepared.get(500, TimeUnit.MILLISECONDS),
                                "with " + cp + " runs (> stop-trigger + 1) the checkpoint waits for the compaction");
                        assertFalse(prepared.isDone());
                        release.countDown();
                        committer.commit(cp, prepared.get(30, TimeUnit.SECONDS));
                    }
                }
                assertEquals(0, release.getCount(), "the last checkpoint waited");
            } finally {
                release.countDown();
                KeyValueBucketWriter.beforeCompactionApplyForTest = null;
                writer.close();
                committer.close();
                ex.shutdownNow();
            }
        }
    }
}
