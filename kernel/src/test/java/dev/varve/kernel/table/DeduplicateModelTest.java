package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Model-based test of a deduplicate table (seeded, replayable with -Dseed=N): random sequences of
 * upserts, deletes, commits, point lookups (read-your-writes; each also through {@code lookupView}), explicit compactions and reopens,
 * with tiny write buffers and compaction triggers so every path (flush, level-0 pile-up,
 * universal compaction, full compaction) runs, checked against a sorted map.
 */
class DeduplicateModelTest {
    @TestFactory
    Stream<DynamicTest> randomSequences() {
        String fixed = System.getProperty("seed");
        int tries = Integer.getInteger("tries", 6);
        List<Long> seeds = new ArrayList<>();
        if (fixed != null) {
            seeds.add(Long.parseLong(fixed));
        } else {
            SplittableRandom r = new SplittableRandom();
            for (int i = 0; i < tries; i++) {
                seeds.add(r.nextLong());
            }
        }
        return seeds.stream().map(seed -> DynamicTest.dynamicTest("seed=" + seed, () -> run(seed)));
    }

    /** The same sequences with every point lookup through the bucket's {@link LookupIndex}. */
    @TestFactory
    Stream<DynamicTest> randomSequencesLookingUpThroughTheIndex() {
        return randomSequences().map(t -> DynamicTest.dynamicTest(t.getDisplayName() + " index", () -> {
            long saved = KeyValueBucketWriter.indexBuildRowsPerLookup;
            KeyValueBucketWriter.indexBuildRowsPerLookup = Long.MAX_VALUE;
            KeyValueBucketWriter.buildIndexInBackground = false;
            try {
                t.getExecutable().execute();
            } finally {
                KeyValueBucketWriter.indexBuildRowsPerLookup = saved;
                KeyValueBucketWriter.buildIndexInBackground = true;
            }
        }));
    }

    /**
     * The same sequences with each bucket's index built on the compaction thread from the first
     * lookup on: lookups race the builds (file by file until an index is installed), level changes
     * replace views whose builds are still running.
     */
    @TestFactory
    Stream<DynamicTest> randomSequencesWithBackgroundIndexBuilds() {
        return randomSequences().map(t -> DynamicTest.dynamicTest(t.getDisplayName() + " background index", () -> {
            long saved = KeyValueBucketWriter.indexBuildRowsPerLookup;
            KeyValueBucketWriter.indexBuildRowsPerLookup = Long.MAX_VALUE;
            try {
                t.getExecutable().execute();
            } finally {
                KeyValueBucketWriter.indexBuildRowsPerLookup = saved;
            }
        }));
    }

    private void run(long seed) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        Path dir = Files.createTempDirectory("varve-model");
        try (Catalog c = Catalog.open(dir.toString())) {
            int buckets = 1 + rnd.nextInt(3);
            c.createTable(Identifier.of("default", "t"), TableTestSupport.schema("k INT", "v BIGINT", "s STRING")
                    .primaryKey("k").option("bucket", Integer.toString(buckets))
                    .option("write-buffer-size", "1 mb")
                    .option("page-size", "4 kb")
                    .option("num-sorted-run.compaction-trigger", Integer.toString(2 + rnd.nextInt(4)))
                    .option("target-file-size", (8 + rnd.nextInt(64)) + " kb").build(), false);
            Table table = c.getTable(Identifier.of("default", "t"));
            TreeMap<Integer, Long> committed = new TreeMap<>();
            TreeMap<Integer, Long> pending = new TreeMap<>();
            TableWriter writer = table.newWriter("model");
            long checkpoint = 0;
            int keySpace = 50 + rnd.nextInt(2000);
            for (int step = 0; step < 400; step++) {
                int op = rnd.nextInt(100);
                if (op < 60) {
                    int n = 1 + rnd.nextInt(400);
                    for (int i = 0; i < n; i++) {
                        int k = rnd.nextInt(keySpace);
                        long v = rnd.nextLong();
                        writer.write(GenericRow.of(k, v, "s" + (v & 0xffff)));
                        pending.put(k, v);
                    }
                } else if (op < 75) {
                    int k = rnd.nextInt(keySpace);
                    writer.write(GenericRow.ofKind(rnd.nextBoolean() ? RowKind.DELETE : RowKind.UPDATE_BEFORE, k, 0L, "x"));
                    pending.put(k, null);
                } else if (op < 88) {
                    writer.commit(++checkpoint);
                    apply(committed, pending);
                    assertEquals(expected(committed), TableTestSupport.read(table), "seed=" + seed + " step=" + step);
                } else if (op < 93) {
                    int k = rnd.nextInt(keySpace);
                    Long want = pending.containsKey(k) ? pending.get(k) : committed.get(k);
                    var got = writer.lookup(GenericRow.of(k, null, null));
                    assertEquals(want, got == null ? null : got.getField(1), "lookup k=" + k + " seed=" + seed);
                    // the same get through the reused view (TableWriter#lookupView), read before the next call
                    var view = writer.lookupView(GenericRow.of(k, null, null));
                    assertEquals(want, view == null ? null : view.getLong(1), "lookupView k=" + k + " seed=" + seed);
                    if (want != null) {
                        assertEquals("s" + (want & 0xffff), view.getString(2), "lookupView k=" + k + " seed=" + seed);
                    }
                } else if (op < 96) {
                    writer.commit(++checkpoint);
                    apply(committed, pending);
                    table.compact(Map.of());
                    assertEquals(expected(committed), TableTestSupport.read(table), "seed=" + seed + " after compact");
                } else {
                    writer.commit(++checkpoint);
                    apply(committed, pending);
                    writer.close();
                    table = c.getTable(Identifier.of("default", "t"));
                    writer = table.newWriter("model");
                    assertEquals(expected(committed), TableTestSupport.read(table), "seed=" + seed + " after reopen");
                }
            }
            writer.commit(++checkpoint);
            apply(committed, pending);
            writer.close();
            assertEquals(expected(committed), TableTestSupport.read(table), "seed=" + seed + " final");
        } finally {
            try (Stream<Path> s = Files.walk(dir)) {
                s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private static void apply(TreeMap<Integer, Long> committed, TreeMap<Integer, Long> pending) {
        for (Map.Entry<Integer, Long> e : pending.entrySet()) {
            if (e.getValue() == null) {
                committed.remove(e.getKey());
            } else {
                committed.put(e.getKey(), e.getValue());
            }
        }
        pending.clear();
    }

    private static List<String> expected(TreeMap<Integer, Long> model) {
        List<String> out = new ArrayList<>();
        for (Map.Entry<Integer, Long> e : model.entrySet()) {
            out.add("+I[" + e.getKey() + ", " + e.getValue() + ", s" + (e.getValue() & 0xffff) + "]");
        }
        out.sort(null);
        return out;
    }
}
