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
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Background compactions on several threads ({@code compaction.thread-num}): buckets compact at once, but a bucket's
 * compactions never overlap, always run on the same thread (its lane, so they apply in the order they began) and the
 * rows are those of a model, whatever the interleaving. Seeded histories (replayable data; the thread interleaving is
 * not) on an aggregation table ({@code sum}: a compaction result applied twice, lost or applied out of order changes a
 * sum), tiny write buffers and checkpoints every few hundred rows, trigger 2 and stop trigger 3 so compactions pile up
 * and the writer waits for them, and snapshots expiring after every commit (maintenance beside the compactions).
 */
class CompactionLanesTest {
    @TempDir
    Path dir;

    private static final int BUCKETS = 6;

    @Test
    void bucketsCompactConcurrentlyButEachBucketsCompactionsRunOneAtATimeOnItsLane() throws Exception {
        for (long seed = 1; seed <= 3; seed++) {
            Run r = run(seed, 2, true);
            assertTrue(r.overlapped, "seed " + seed + ": compactions of two buckets ran at once on two threads");
            assertTrue(r.lanes.size() == 2, "seed " + seed + ": both compaction threads compacted: " + r.lanes);
        }
        // three lanes over six buckets, and one lane (every bucket on one thread, as before the option)
        run(4, 3, false);
        run(5, 1, false);
    }

    /**
     * The table's idle run-writer scratches cover every file written at once: two flush threads, the writer helping
     * them and one compaction per lane. With a pool one short, each checkpoint dropped a scratch and grew a new one
     * (W1 at two lanes: 4.4 instead of 1.19 B per row over all threads, flush threads 1.41 instead of 0.05).
     */
    @Test
    void theWriterScratchPoolKeepsOneScratchPerConcurrentFile() {
        for (int threads = 1; threads <= 3; threads++) {
            try (Catalog c = TableTestSupport.catalog(dir.resolve("pool" + threads))) {
                TableContext ctx = ((FileStoreTable) TableTestSupport.create(c, "t", TableTestSupport.schema(
                        "k INT NOT NULL", "v BIGINT").primaryKey("k").option("bucket", "2")
                        .option("compaction.thread-num", Integer.toString(threads)).build())).context();
                int concurrent = 3 + threads;
                List<dev.varve.format.run.RunWriterScratch> held = new ArrayList<>();
                for (int i = 0; i < concurrent; i++) {
                    held.add(ctx.acquireWriterScratch(i >= 3));
                }
                for (dev.varve.format.run.RunWriterScratch s : held) {
                    ctx.releaseWriterScratch(s);
                }
                java.util.Set<dev.varve.format.run.RunWriterScratch> again =
                        java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
                for (int i = 0; i < concurrent; i++) {
                    again.add(ctx.acquireWriterScratch(i >= 3));
                }
                int reused = 0;
                for (dev.varve.format.run.RunWriterScratch s : held) {
                    reused += again.contains(s) ? 1 : 0;
                }
                assertEquals(concurrent, reused, threads + " compaction threads: scratches kept for the next files");
            }
        }
    }

    private static final class Run {
        boolean overlapped;
        final java.util.Set<Thread> lanes = ConcurrentHashMap.newKeySet();
    }

    private Run run(long seed, int threads, boolean holdForOverlap) throws Exception {
        Run result = new Run();
        Map<String, Thread> active = new ConcurrentHashMap<>();
        Map<String, Thread> laneOf = new ConcurrentHashMap<>();
        List<String> violations = Collections.synchronizedList(new ArrayList<>());
        AtomicInteger compacting = new AtomicInteger();
        AtomicBoolean held = new AtomicBoolean(!holdForOverlap);
        AtomicInteger began = new AtomicInteger();
        KeyValueBucketWriter.compactionTraceForTest = new KeyValueBucketWriter.CompactionTrace() {
            @Override
            public void began(Partition partition, int bucket) {
                String b = partition + "/" + bucket;
                Thread self = Thread.currentThread();
                Thread other = active.putIfAbsent(b, self);
                if (other != null) {
                    violations.add("bucket " + b + " compacts on " + self.getName() + " while " + other.getName() + " does");
                }
                if (!self.getName().startsWith("varve-compact")) {
                    return; // the commit's own compaction (it waits for the bucket's background one first)
                }
                Thread before = laneOf.putIfAbsent(b, self);
                if (before != null && before != self) {
                    violations.add("bucket " + b + " compacts on " + self + " and on " + before);
                }
                result.lanes.add(self);
                if (compacting.incrementAndGet() > 1) {
                    result.overlapped = true;
                }
                if (held.compareAndSet(false, true)) {
                    // the first background compaction waits (bounded) for one of another thread to begin
                    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
                    while (!result.overlapped && System.nanoTime() < deadline) {
                        sleep(1);
                    }
                } else {
                    sleep((b.hashCode() + began.incrementAndGet()) % 3); // vary the interleaving
                }
            }

            @Override
            public void ended(Partition partition, int bucket) {
                String b = partition + "/" + bucket;
                Thread self = Thread.currentThread();
                if (!active.remove(b, self)) {
                    violations.add("bucket " + b + " ended on " + self.getName() + " but " + active.get(b) + " held it");
                }
                if (self.getName().startsWith("varve-compact")) {
                    compacting.decrementAndGet();
                }
            }
        };
        Random rnd = new Random(seed);
        Map<Integer, long[]> model = new TreeMap<>();
        try (Catalog c = TableTestSupport.catalog(dir.resolve("s" + seed + "t" + threads))) {
            Table table = TableTestSupport.create(c, "t", TableTestSupport.schema("k INT NOT NULL", "v BIGINT", "w BIGINT")
                    .primaryKey("k")
                    .option("bucket", Integer.toString(BUCKETS))
                    .option("merge-engine", "aggregation")
                    .option("fields.v.aggregate-function", "sum")
                    .option("num-sorted-run.compaction-trigger", "2")
                    .option("num-sorted-run.stop-trigger", "3")
                    .option("write-buffer-size", "1 mb")
                    .option("page-size", "4 kb")
                    .option("snapshot.num-retained.min", "1")
                    .option("snapshot.num-retained.max", "2")
                    .option("commit.fsync", "false")
                    .option("compaction.thread-num", Integer.toString(threads))
                    .build());
            TableWriter writer = table.newWriter("w");
            TableCommit committer = table.newCommit("w");
            try {
                int keys = 300 + rnd.nextInt(700);
                for (long cp = 1; cp <= 40; cp++) {
                    int rows = 50 + rnd.nextInt(400);
                    for (int i = 0; i < rows; i++) {
                        int k = rnd.nextInt(keys);
                        long v = rnd.nextInt(100) - 20;
                        long w = rnd.nextLong();
                        writer.write(GenericRow.of(k, v, w));
                        long[] m = model.computeIfAbsent(k, x -> new long[2]);
                        m[0] += v;
                        m[1] = w;
                    }
                    committer.commit(cp, writer.prepareCommit(cp));
                }
            } finally {
                writer.close();
                committer.close();
                KeyValueBucketWriter.compactionTraceForTest = null;
            }
            assertEquals(List.of(), violations, "seed " + seed + ", " + threads + " threads");
            List<String> expected = new ArrayList<>();
            for (Map.Entry<Integer, long[]> e : model.entrySet()) {
                expected.add("+I[" + e.getKey() + ", " + e.getValue()[0] + ", " + e.getValue()[1] + "]");
            }
            Collections.sort(expected);
            List<String> actual = TableTestSupport.read(table);
            assertEquals(expected.size(), actual.size(), "seed " + seed + ", " + threads + " threads: row count");
            for (int i = 0; i < expected.size(); i++) {
                assertEquals(expected.get(i), actual.get(i), "seed " + seed + ", " + threads + " threads: row " + i);
            }
        } finally {
            KeyValueBucketWriter.compactionTraceForTest = null;
        }
        return result;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
