package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.CommitMessage;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableCommit;
import dev.varve.kernel.TableWriter;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Deterministic reproducer of a lost-update race between checkpoints and background compaction
 * (found by the compaction sweep: a merged read and point lookups returned an older version of a
 * key). A compaction is held back (test hook) while tiny checkpoints pile level-0 runs on top of
 * its inputs until a checkpoint reaches the stop trigger and waits for it; the compaction then
 * applies its result, whose output is not yet committed, and the checkpoint picks the next
 * compaction among the committed runs above it. That pick took "all runs" as meaning the whole
 * bucket and wrote its output (newer data) into the maximum level, under the uncommitted output
 * (older data) and into a level that already held the bucket's base run: older versions then
 * shadowed newer ones.
 */
class CompactionWindowRaceTest {
    @TempDir
    Path dir;

    @Test
    void compactionPickedAboveAnUncommittedRunKeepsLevelOrder() throws Exception {
        int keys = 20_000;
        long[] model = new long[keys];
        Arrays.fill(model, -1);
        SplittableRandom rnd = new SplittableRandom(11);
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table table = TableTestSupport.create(c, "w", TableTestSupport.schema("k BIGINT NOT NULL", "v BIGINT")
                    .primaryKey("k")
                    .option("bucket", "1")
                    .option("num-sorted-run.compaction-trigger", "5")
                    .option("num-sorted-run.stop-trigger", "12")
                    .option("compaction.size-ratio", "1")
                    .option("commit.fsync", "false")
                    .build());
            long v = 0;
            // the base run: every key, fully compacted into the maximum level
            try (TableWriter w = table.newWriter("base")) {
                for (int k = 0; k < keys; k++) {
                    w.write(GenericRow.of((long) k, ++v));
                    model[k] = v;
                }
                w.commit(0);
            }
            table.compact(Map.of());

            AtomicBoolean stalled = new AtomicBoolean();
            // let the held compaction go once the checkpoint waits for it at the stop trigger
            HeldCompaction held = HeldCompaction.start(Thread.currentThread(), 60, () -> stalled.set(true));
            TableWriter writer = table.newWriter("tiny");
            TableCommit committer = table.newCommit("tiny");
            try {
                long cp = 1;
                for (int i = 0; i < 30; i++) {
                    for (int j = 0; j < 20; j++) {
                        int k = rnd.nextInt(keys);
                        writer.write(GenericRow.of((long) k, ++v));
                        model[k] = v;
                    }
                    committer.commit(cp, writer.prepareCommit(cp));
                    cp++;
                    checkRead(table, model, "after tiny checkpoint " + i);
                }
                assertTrue(stalled.get(), "the scenario needs a checkpoint that waits at the stop trigger");
                for (int i = 0; i < 100; i++) {
                    List<CommitMessage> m = writer.prepareCommit(cp);
                    if (m.isEmpty()) {
                        Thread.sleep(10);
                        continue;
                    }
                    committer.commit(cp++, m);
                }
                checkRead(table, model, "after compaction went idle");
                try (TableWriter fresh = table.newWriter("lookup")) {
                    for (int k = 0; k < keys; k++) {
                        InternalRow r = fresh.lookup(GenericRow.of((long) k, null));
                        assertEquals(model[k], r == null ? -1 : r.getLong(1), "lookup of key " + k);
                    }
                }
            } finally {
                held.close();
                writer.close();
                committer.close();
            }
        }
    }

    private static void checkRead(Table table, long[] model, String where) {
        long[] seen = new long[model.length];
        Arrays.fill(seen, -1);
        List<String> wrong = new ArrayList<>();
        try (RecordReader r = table.newBatchScan().read()) {
            while (r.hasNext()) {
                InternalRow x = r.next();
                seen[(int) x.getLong(0)] = x.getLong(1);
            }
        }
        for (int k = 0; k < model.length; k++) {
            if (seen[k] != model[k]) {
                wrong.add("key " + k + " read v=" + seen[k] + ", expected v=" + model[k]);
            }
        }
        assertTrue(wrong.isEmpty(), where + ": " + wrong.size() + " wrong keys, first "
                + wrong.subList(0, Math.min(5, wrong.size())));
    }
}
