package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableCommit;
import dev.varve.kernel.TableWriter;
import dev.varve.row.GenericRow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The checkpoint's back-pressure threshold is Paimon 1.4.2's (SEMANTICS §9, {@code MergeTreeWriter#prepareCommit}:
 * {@code shouldWaitForPreparingCheckpoint}, more than {@code num-sorted-run.stop-trigger} + 1 sorted runs after the
 * flush): a checkpoint that leaves the stop trigger's number of runs, or one more, does not wait for the running
 * compaction; the next one does. The first compaction is held back (test hook) while every checkpoint adds one
 * level-0 run; a watcher notes the checkpoint that waits for it at the stop trigger and lets it go.
 */
class StopTriggerTest {
    @TempDir
    Path dir;

    @Test
    void aCheckpointWaitsOnlyAboveStopTriggerPlusOne() throws Exception {
        int stop = 4;
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table table = TableTestSupport.create(c, "s", TableTestSupport.schema("k BIGINT NOT NULL", "v BIGINT")
                    .primaryKey("k")
                    .option("bucket", "1")
                    .option("num-sorted-run.compaction-trigger", "2")
                    .option("num-sorted-run.stop-trigger", String.valueOf(stop))
                    .option("commit.fsync", "false")
                    .build());
            AtomicInteger checkpoint = new AtomicInteger();
            AtomicInteger stalledAt = new AtomicInteger(-1);
            HeldCompaction held = HeldCompaction.start(Thread.currentThread(), 30,
                    () -> stalledAt.compareAndSet(-1, checkpoint.get()));
            TableWriter writer = table.newWriter("w");
            TableCommit committer = table.newCommit("w");
            try {
                long v = 0;
                // checkpoint n leaves n level-0 runs while the held compaction (started at the trigger) has not applied
                for (int cp = 1; cp <= stop + 2 && stalledAt.get() < 0; cp++) {
                    for (int k = 0; k < 50; k++) {
                        writer.write(GenericRow.of((long) k, ++v));
                    }
                    checkpoint.set(cp);
                    committer.commit(cp, writer.prepareCommit(cp));
                }
                assertEquals(stop + 2, stalledAt.get(),
                        "the first checkpoint that waits for the compaction leaves stop trigger + 2 runs");
            } finally {
                held.close();
                writer.close();
                committer.close();
            }
        }
    }
}
