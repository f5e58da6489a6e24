package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Schema;
import dev.varve.kernel.Table;
import dev.varve.merge.SortMergeReader;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link CompactionMerge} (the batch merge: lone versions and a deduplicated key's last version
 * passed in place, other groups and every call's last key copied) hands the output exactly what
 * merging the groups of a
 * {@link SortMergeReader} with {@link GroupMerger#merge} does: same versions, same order, same
 * first-of-key and several-versions flags, for bottom and non-bottom compactions, over random
 * runs of several multi-page files with keys repeated within and across runs, retractions, nulls,
 * empty and non-ASCII strings. Engines: deduplicate (the in-place path), deduplicate with a
 * sequence field, aggregation, first-row, partial-update (the copying path). Seeded: -Dseed=N.
 */
class CompactionMergeTest {
    private static final long SEED = Long.getLong("seed", 20261130L);

    @TempDir
    Path dir;

    @Test
    void deduplicate() throws IOException {
        check("dedupe", Map.of());
    }

    @Test
    void deduplicateWithSequenceField() throws IOException {
        check("seqfield", Map.of("sequence.field", "q"));
    }

    @Test
    void aggregation() throws IOException {
        check("agg", Map.of("merge-engine", "aggregation", "fields.q.aggregate-function", "max",
                "fields.v.aggregate-function", "sum", "fields.s.aggregate-function", "last_non_null_value"));
    }

    @Test
    void firstRow() throws IOException {
        check("firstrow", Map.of("merge-engine", "first-row"));
    }

    @Test
    void partialUpdate() throws IOException {
        check("partial", Map.of("merge-engine", "partial-update"));
    }

    private void check(String name, Map<String, String> options) throws IOException {
        SplittableRandom rnd = new SplittableRandom(SEED + name.hashCode());
        Schema.Builder b = TableTestSupport.schema("k INT", "q BIGINT", "v BIGINT", "s STRING")
                .primaryKey("k").option("bucket", "1");
        options.forEach(b::option);
        try (Catalog c = TableTestSupport.catalog(dir)) {
            FileStoreTable table = (FileStoreTable) TableTestSupport.create(c, "t_" + name, b.build());
            TableContext ctx = table.context();
            boolean retractions = !options.containsKey("merge-engine") || options.get("merge-engine").equals("aggregation");
            List<Levels.SortedRun> newestFirst = new ArrayList<>();
            long seq = 0;
            int runs = 2 + rnd.nextInt(4);
            for (int run = 0; run < runs; run++) {
                // older runs are bigger (the first one spans several files of several pages)
                int n = run == 0 ? 20_000 : 200 + rnd.nextInt(4000);
                TreeMap<Integer, Integer> versions = new TreeMap<>();
                for (int i = 0; i < n; i++) {
                    versions.merge(rnd.nextInt(30_000), rnd.nextInt(8) == 0 ? 2 : 1, Integer::sum);
                }
                RollingRunWriter out = new RollingRunWriter(ctx, Partition.EMPTY, 0, run == 0 ? 5 : 0,
                        DataFileMeta.Kind.DATA, run == 0 ? 48 * 1024 : Long.MAX_VALUE);
                for (Map.Entry<Integer, Integer> e : versions.entrySet()) {
                    byte[] key = key(e.getKey());
                    for (int v = 0; v < e.getValue(); v++) {
                        RowKind kind = retractions && rnd.nextInt(7) == 0
                                ? (rnd.nextBoolean() ? RowKind.DELETE : RowKind.UPDATE_BEFORE) : RowKind.INSERT;
                        GenericRow row = GenericRow.ofKind(kind, e.getKey(), rnd.nextInt(5) == 0 ? null : (long) rnd.nextInt(1000),
                                (long) rnd.nextInt(100), string(rnd));
                        out.add(key, ++seq, kind, row, v == 0);
                    }
                }
                newestFirst.add(0, new Levels.SortedRun(run == 0 ? 5 : 0, out.finish()));
            }
            assertTrue(newestFirst.get(newestFirst.size() - 1).files.size() > 1, "the oldest run has several files");
            for (boolean bottom : new boolean[] {false, true}) {
                List<String> expected = CompactionMergeModelTest.viaSortMergeReader(ctx, newestFirst, bottom, new GroupMerger(ctx.mergeEngine));
                List<String> actual = CompactionMergeModelTest.viaCompactionMerge(ctx, newestFirst, bottom, new GroupMerger(ctx.mergeEngine),
                        CompactionMerge.BATCH);
                assertEquals(expected.size(), actual.size(), name + " bottom=" + bottom + " seed " + SEED);
                for (int i = 0; i < expected.size(); i++) {
                    assertEquals(expected.get(i), actual.get(i), name + " bottom=" + bottom + " record " + i + " seed " + SEED);
                }
                assertTrue(expected.size() > 1000, "enough records: " + expected.size());
            }
        }
    }

    /** A 4-byte big-endian key (the order of non-negative INT keys). */
    static byte[] key(int k) {
        return new byte[] {(byte) (k >>> 24), (byte) (k >>> 16), (byte) (k >>> 8), (byte) k};
    }

    /** A random string value: null, empty, non-ASCII or ASCII of 0..39 padding characters. */
    static String string(SplittableRandom rnd) {
        switch (rnd.nextInt(6)) {
            case 0: return null;
            case 1: return "";
            case 2: return "é" + rnd.nextInt(1000) + "\u4e2d\uD83D\uDE00";
            default: return "s-" + "x".repeat(rnd.nextInt(40)) + rnd.nextInt(100000);
        }
    }
}
