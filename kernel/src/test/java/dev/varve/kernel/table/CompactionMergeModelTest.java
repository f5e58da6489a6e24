package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Schema;
import dev.varve.merge.SortMergeReader;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import dev.varve.row.ValueFormatter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded model test of the batch compaction merge ({@link CompactionMerge} over
 * {@link RunBlockSource}s) against the record-at-a-time reference: the groups of a
 * {@link SortMergeReader} (a {@link dev.varve.merge.LoserTree} over the same run files) merged
 * with {@link GroupMerger#merge}. Random cases stress the batch path's edges: 1 to 12 runs (k = 1
 * included), few keys so that a key has versions in many runs, tiny pages (1 KiB, a few dozen
 * rows) and runs of several files, batch sizes from 1 (every key spans a call boundary) to 64,
 * retractions (DELETE, UPDATE_BEFORE) at bottom and non-bottom compactions, plain and
 * {@link GroupMerger#collapsing} mergers, over five merge engines (the in-place last-version path
 * of deduplicate and the copying path of the others). Seeded: {@code -Dseed=N} replays one case
 * (the failure message names it); {@code -Dcases=N} runs more.
 */
class CompactionMergeModelTest {
    private static final Long SEED = Long.getLong("seed");
    private static final int CASES = Integer.getInteger("cases", 12);

    /** The merge engines the compaction tests run: deduplicate (plain, sequence field), aggregation, first-row, partial. */
    static final List<Map<String, String>> ENGINES = List.of(
            Map.of(),
            Map.of("sequence.field", "q"),
            Map.of("merge-engine", "aggregation", "fields.q.aggregate-function", "max",
                    "fields.v.aggregate-function", "sum", "fields.s.aggregate-function", "last_non_null_value"),
            Map.of("merge-engine", "first-row"),
            Map.of("merge-engine", "partial-update"));

    @TempDir
    Path dir;

    @Test
    void batchMergeEqualsLoserTreeGroups() throws IOException {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            List<TableContext> tables = new ArrayList<>();
            for (int e = 0; e < ENGINES.size(); e++) {
                Schema.Builder b = TableTestSupport.schema("k INT", "q BIGINT", "v BIGINT", "s STRING")
                        .primaryKey("k").option("bucket", "1");
                ENGINES.get(e).forEach(b::option);
                tables.add(((FileStoreTable) TableTestSupport.create(c, "t" + e, b.build())).context());
            }
            if (SEED != null) {
                runCase(tables, SEED);
                return;
            }
            for (long seed = 1; seed <= CASES; seed++) {
                runCase(tables, seed);
            }
        }
    }

    private void runCase(List<TableContext> tables, long seed) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        int engine = (int) (seed % ENGINES.size());
        TableContext ctx = tables.get(engine);
        boolean retractions = engine <= 2;
        int keys = rnd.nextBoolean() ? 1 + rnd.nextInt(40) : 2_000;
        int k = seed % 7 == 0 ? 1 : 1 + rnd.nextInt(12);
        int batch = rnd.nextInt(3) == 0 ? 1 + rnd.nextInt(3) : 1 + rnd.nextInt(64);
        List<Levels.SortedRun> newestFirst = new ArrayList<>();
        long seq = 0;
        for (int run = 0; run < k; run++) {
            int n = rnd.nextInt(4) == 0 ? rnd.nextInt(3) : 1 + rnd.nextInt(1200);
            TreeMap<Integer, Integer> versions = new TreeMap<>();
            for (int i = 0; i < n; i++) {
                versions.merge(rnd.nextInt(keys), rnd.nextInt(5) == 0 ? 1 + rnd.nextInt(3) : 1, Integer::sum);
            }
            // tiny pages; some runs of several files (a file rolls between keys, checked every 256 records)
            RollingRunWriter out = new RollingRunWriter(ctx, Partition.EMPTY, 0, 0, DataFileMeta.Kind.DATA,
                    rnd.nextBoolean() ? 2048 : Long.MAX_VALUE).pageBytes(1024);
            for (Map.Entry<Integer, Integer> e : versions.entrySet()) {
                byte[] key = key(e.getKey());
                for (int v = 0; v < e.getValue(); v++) {
                    RowKind kind = retractions && rnd.nextInt(5) == 0
                            ? (rnd.nextBoolean() ? RowKind.DELETE : RowKind.UPDATE_BEFORE) : RowKind.INSERT;
                    GenericRow row = GenericRow.ofKind(kind, e.getKey(), rnd.nextInt(5) == 0 ? null : (long) rnd.nextInt(1000),
                            (long) rnd.nextInt(100), rnd.nextInt(4) == 0 ? null : "s" + rnd.nextInt(1000));
                    out.add(key, ++seq, kind, row, v == 0);
                }
            }
            newestFirst.add(0, new Levels.SortedRun(0, out.finish()));
        }
        String name = "seed " + seed + " (engine " + ENGINES.get(engine) + ", k " + k + ", batch " + batch + ", keys " + keys + ")";
        for (boolean collapsing : new boolean[] {false, true}) {
            for (boolean bottom : new boolean[] {false, true}) {
                List<String> expected = viaSortMergeReader(ctx, newestFirst, bottom, merger(ctx, collapsing));
                for (boolean inPlace : new boolean[] {false, true}) {
                    List<String> actual = viaCompactionMerge(ctx, newestFirst, bottom, merger(ctx, collapsing), batch, inPlace);
                    String what = name + " collapsing=" + collapsing + " bottom=" + bottom + " inPlace=" + inPlace;
                    for (int i = 0; i < Math.min(expected.size(), actual.size()); i++) {
                        assertEquals(expected.get(i), actual.get(i), what + " line " + i);
                    }
                    assertEquals(expected.size(), actual.size(), what);
                }
            }
        }
    }

    /**
     * Aggregation without sequence field: a key's versions that are all adds, one per run, go to the
     * merge function as views of the input pages (no copy through the sources' arenas), with the same
     * output as the reference; only the keys that span a merge call are copied.
     */
    @Test
    void aggregationAddsAreMergedAsViewsOfThePages() throws IOException {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Schema.Builder b = TableTestSupport.schema("k INT", "q BIGINT", "v BIGINT", "s STRING")
                    .primaryKey("k").option("bucket", "1");
            ENGINES.get(2).forEach(b::option);
            TableContext ctx = ((FileStoreTable) TableTestSupport.create(c, "views", b.build())).context();
            SplittableRandom rnd = new SplittableRandom(7);
            List<Levels.SortedRun> newestFirst = new ArrayList<>();
            long seq = 0;
            for (int run = 0; run < 3; run++) {
                RollingRunWriter out = new RollingRunWriter(ctx, Partition.EMPTY, 0, 0, DataFileMeta.Kind.DATA, Long.MAX_VALUE);
                // each key at most once per run, most keys in two or three runs (default pages: few call boundaries)
                for (int k = run; k < 3000; k += 1 + rnd.nextInt(2)) {
                    GenericRow row = GenericRow.of(k, rnd.nextInt(5) == 0 ? null : (long) rnd.nextInt(1000),
                            (long) rnd.nextInt(100), rnd.nextInt(4) == 0 ? null : "s" + rnd.nextInt(1000));
                    out.add(key(k), ++seq, RowKind.INSERT, row, true);
                }
                newestFirst.add(0, new Levels.SortedRun(0, out.finish()));
            }
            for (boolean bottom : new boolean[] {false, true}) {
                List<String> expected = viaSortMergeReader(ctx, newestFirst, bottom, merger(ctx, false));
                Recorder rec = new Recorder(ctx, true);
                long views;
                long copied;
                try (CompactionMerge merge = new CompactionMerge(RunSources.blocksForCompaction(ctx, Partition.EMPTY, 0, newestFirst),
                        merger(ctx, false))) {
                    merge.mergeAll(bottom, rec);
                    views = merge.viewsMerged();
                    copied = merge.versionsCopied();
                }
                assertEquals(expected, rec.lines, "bottom=" + bottom);
                assertTrue(views > 2000, "versions merged as views: " + views);
                assertTrue(copied * 20 < views, "versions copied: " + copied + ", as views: " + views);
            }
        }
    }

    /**
     * The tie-free merge: when the runs' sequences follow their age (as Varve writes an LSM) the compaction tells the
     * tree so, and its calls run tie-free with exact new-key marks (no {@code sameKey} asked); when an older run holds
     * higher sequences (or the runs' ranges overlap) it does not, and the merge orders equal keys by sequence as
     * before. Either way the output equals the record-at-a-time reference, for 4-byte keys (one fixed length: the
     * tie-free loop) and variable-length ones (the tree's tie path, never exact), tiny pages and batches.
     */
    @Test
    void tieFreeExactlyWhenTheRunsSequencesFollowTheirAge() throws IOException {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            List<TableContext> tables = new ArrayList<>();
            for (int e = 0; e < ENGINES.size(); e++) {
                Schema.Builder b = TableTestSupport.schema("k INT", "q BIGINT", "v BIGINT", "s STRING")
                        .primaryKey("k").option("bucket", "1");
                ENGINES.get(e).forEach(b::option);
                tables.add(((FileStoreTable) TableTestSupport.create(c, "tf" + e, b.build())).context());
            }
            int exactCases = 0;
            for (long seed = SEED != null ? SEED : 1; seed <= (SEED != null ? SEED : 3L * CASES); seed++) {
                SplittableRandom rnd = new SplittableRandom(seed * 31 + 5);
                int engine = (int) (seed % ENGINES.size());
                TableContext ctx = tables.get(engine);
                // 0: sequences follow the runs' age; 1: an older run has the higher sequences; 2: overlapping ranges
                int order = (int) (seed / ENGINES.size() % 3);
                boolean wideKeys = seed % 4 == 3; // 9-byte keys: equal prefixes tie on the key bytes
                int keys = rnd.nextBoolean() ? 1 + rnd.nextInt(40) : 2_000;
                int k = 2 + rnd.nextInt(7);
                int batch = rnd.nextInt(3) == 0 ? 1 + rnd.nextInt(3) : 1 + rnd.nextInt(256);
                List<Levels.SortedRun> newestFirst = new ArrayList<>();
                for (int run = 0; run < k; run++) {
                    long seq = order == 0 ? run * 1_000_000L : order == 1 ? (k - run) * 1_000_000L : rnd.nextInt(1_000);
                    TreeMap<Integer, Integer> versions = new TreeMap<>();
                    for (int i = 0, n = 1 + rnd.nextInt(900); i < n; i++) {
                        versions.merge(rnd.nextInt(keys), rnd.nextInt(5) == 0 ? 2 : 1, Integer::sum);
                    }
                    RollingRunWriter out = new RollingRunWriter(ctx, Partition.EMPTY, 0, 0, DataFileMeta.Kind.DATA,
                            rnd.nextBoolean() ? 2048 : Long.MAX_VALUE).pageBytes(1024);
                    for (Map.Entry<Integer, Integer> e : versions.entrySet()) {
                        byte[] key = wideKeys ? wideKey(e.getKey()) : key(e.getKey());
                        for (int v = 0; v < e.getValue(); v++) {
                            RowKind kind = engine <= 2 && rnd.nextInt(6) == 0 ? RowKind.DELETE : RowKind.INSERT;
                            GenericRow row = GenericRow.ofKind(kind, e.getKey(), rnd.nextInt(5) == 0 ? null : (long) rnd.nextInt(1000),
                                    (long) rnd.nextInt(100), rnd.nextInt(4) == 0 ? null : "s" + rnd.nextInt(1000));
                            // equal sequences across runs happen in the overlapping case (ties then go by run)
                            seq += order == 2 ? rnd.nextInt(3) : 1;
                            out.add(key, seq, kind, row, v == 0);
                        }
                    }
                    newestFirst.add(0, new Levels.SortedRun(0, out.finish()));
                }
                boolean follow = BlockMergedReader.sequencesFollowRuns(RunSources.blocksForCompaction(ctx, Partition.EMPTY, 0, newestFirst));
                String name = "seed " + seed + " (engine " + ENGINES.get(engine) + ", order " + order + ", wide " + wideKeys
                        + ", k " + k + ", batch " + batch + ", keys " + keys + ")";
                if (order == 0) {
                    assertTrue(follow, name + ": runs written oldest first with growing sequences follow their age");
                } else if (order == 1) {
                    assertTrue(!follow, name + ": an older run with higher sequences does not follow");
                }
                for (boolean bottom : new boolean[] {false, true}) {
                    for (boolean inPlace : new boolean[] {false, true}) {
                        List<String> expected = viaSortMergeReader(ctx, newestFirst, bottom, merger(ctx, false));
                        Recorder actual = new Recorder(ctx, inPlace);
                        long exact;
                        try (CompactionMerge merge = new CompactionMerge(RunSources.blocksForCompaction(ctx, Partition.EMPTY, 0,
                                newestFirst), merger(ctx, false), batch)) {
                            merge.mergeAll(bottom, actual);
                            exact = merge.exactCalls();
                        }
                        String what = name + " bottom=" + bottom + " inPlace=" + inPlace;
                        assertEquals(expected, actual.lines, what);
                        if (!follow || wideKeys) {
                            assertEquals(0, exact, what + ": no tie-free call without the promise or with wide keys");
                        } else {
                            assertTrue(exact > 0, what + ": tie-free calls when the sequences follow the runs");
                            exactCases++;
                        }
                    }
                }
            }
            assertTrue(SEED != null || exactCases > 0, "some cases ran tie-free");
        }
    }

    /** A 9-byte key (the INT's 4 bytes, 4 zero bytes, a ninth byte): longer than a prefix, so equal prefixes take the tie path. */
    private static byte[] wideKey(int k) {
        return new byte[] {(byte) (k >>> 24), (byte) (k >>> 16), (byte) (k >>> 8), (byte) k, 0, 0, 0, 0, (byte) (k % 7)};
    }

    private static GroupMerger merger(TableContext ctx, boolean collapsing) {
        return collapsing ? GroupMerger.collapsing(ctx.mergeEngine) : new GroupMerger(ctx.mergeEngine);
    }

    private static byte[] key(int k) {
        return new byte[] {(byte) (k >>> 24), (byte) (k >>> 16), (byte) (k >>> 8), (byte) k};
    }

    static List<String> viaSortMergeReader(TableContext ctx, List<Levels.SortedRun> runs, boolean bottom, GroupMerger merger)
            throws IOException {
        Recorder out = new Recorder(ctx, false);
        try (SortMergeReader reader = new SortMergeReader(RunSources.forCompaction(ctx, Partition.EMPTY, 0, runs, null, null))) {
            while (reader.nextGroup()) {
                List<KeyValue> group = reader.group();
                out.beginKey(group.size() > 1);
                merger.merge(group, bottom, out);
            }
        }
        return out.lines;
    }

    static List<String> viaCompactionMerge(TableContext ctx, List<Levels.SortedRun> runs, boolean bottom, GroupMerger merger,
                                           int batch) throws IOException {
        return viaCompactionMerge(ctx, runs, bottom, merger, batch, false);
    }

    /** {@code inPlace}: the sink takes pass-through versions by {@link CompactionMerge.Sink#acceptInPlace}. */
    static List<String> viaCompactionMerge(TableContext ctx, List<Levels.SortedRun> runs, boolean bottom, GroupMerger merger,
                                           int batch, boolean inPlace) throws IOException {
        Recorder out = new Recorder(ctx, inPlace);
        try (CompactionMerge merge = new CompactionMerge(RunSources.blocksForCompaction(ctx, Partition.EMPTY, 0, runs),
                merger, batch)) {
            merge.mergeAll(bottom, out);
        }
        return out.lines;
    }

    /** Writes down what a merge hands its sink, one line per call. */
    private static final class Recorder implements CompactionMerge.Sink {
        final List<String> lines = new ArrayList<>();
        private final TableContext ctx;
        private final boolean inPlace;

        Recorder(TableContext ctx, boolean inPlace) {
            this.ctx = ctx;
            this.inPlace = inPlace;
        }

        @Override
        public boolean takesInPlace() {
            return inPlace;
        }

        @Override
        public void acceptInPlace(byte[] keyBytes, int keyOff, int keyLen, long sequence, RowKind kind, InternalRow value) {
            // the same line as accept of that version with first = true
            lines.add(HexFormat.of().formatHex(keyBytes, keyOff, keyOff + keyLen) + " " + sequence + " " + kind + " true "
                    + ValueFormatter.formatRow(value, ctx.rowType));
        }

        @Override
        public void beginKey(boolean severalVersions) {
            lines.add("key several=" + severalVersions);
        }

        @Override
        public void accept(KeyValue kv, boolean first) {
            lines.add(HexFormat.of().formatHex(kv.key()) + " " + kv.sequence() + " " + kv.kind() + " " + first + " "
                    + ValueFormatter.formatRow(kv.value(), ctx.rowType));
        }

        @Override
        public void unmerged(List<KeyValue> versions) {
            lines.add("unmerged " + versions.size());
        }
    }

    /**
     * Record-level expiration: the batch merge leaves out the expired versions ({@link RecordExpiry}
     * on {@code q}: null, long past or far future) exactly as filtering each reference group before
     * merging it (a key with no version left is not handed out at all).
     */
    @Test
    void expiryEqualsFilteringEachGroup() throws IOException {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            List<TableContext> tables = new ArrayList<>();
            for (int e = 0; e < 3; e++) {
                Schema.Builder b = TableTestSupport.schema("k INT", "q BIGINT", "v BIGINT", "s STRING")
                        .primaryKey("k").option("bucket", "1")
                        .option("record-level.expire-time", "1 d").option("record-level.time-field", "q");
                ENGINES.get(e == 1 ? 2 : e == 2 ? 4 : 0).forEach((key, value) -> {
                    if (!key.equals("sequence.field")) {
                        b.option(key, value);
                    }
                });
                tables.add(((FileStoreTable) TableTestSupport.create(c, "x" + e, b.build())).context());
            }
            for (long seed = SEED != null ? SEED : 1; seed <= (SEED != null ? SEED : CASES); seed++) {
                SplittableRandom rnd = new SplittableRandom(seed);
                TableContext ctx = tables.get((int) (seed % tables.size()));
                RecordExpiry expiry = RecordExpiry.of(ctx);
                int keys = 1 + rnd.nextInt(rnd.nextBoolean() ? 30 : 2_000);
                int batch = 1 + rnd.nextInt(rnd.nextBoolean() ? 3 : 64);
                List<Levels.SortedRun> newestFirst = new ArrayList<>();
                long seq = 0;
                for (int run = 0, k = 1 + rnd.nextInt(8); run < k; run++) {
                    TreeMap<Integer, Integer> versions = new TreeMap<>();
                    for (int i = 0, n = 1 + rnd.nextInt(800); i < n; i++) {
                        versions.merge(rnd.nextInt(keys), 1 + rnd.nextInt(2), Integer::sum);
                    }
                    RollingRunWriter out = new RollingRunWriter(ctx, Partition.EMPTY, 0, 0, DataFileMeta.Kind.DATA, Long.MAX_VALUE)
                            .pageBytes(1024);
                    for (Map.Entry<Integer, Integer> e : versions.entrySet()) {
                        for (int v = 0; v < e.getValue(); v++) {
                            int pick = rnd.nextInt(3);
                            Long q = pick == 0 ? null : pick == 1 ? (long) rnd.nextInt(1000) : 4_000_000_000L + rnd.nextInt(1000);
                            out.add(key(e.getKey()), ++seq, RowKind.INSERT,
                                    GenericRow.of(e.getKey(), q, (long) rnd.nextInt(100), "s" + rnd.nextInt(100)), v == 0);
                        }
                    }
                    newestFirst.add(0, new Levels.SortedRun(0, out.finish()));
                }
                long now = RecordExpiry.nowSeconds();
                Recorder expected = new Recorder(ctx, false);
                GroupMerger merger = new GroupMerger(ctx.mergeEngine);
                try (SortMergeReader reader = new SortMergeReader(RunSources.forCompaction(ctx, Partition.EMPTY, 0, newestFirst, null, null))) {
                    while (reader.nextGroup()) {
                        List<KeyValue> group = new ArrayList<>(reader.group());
                        group.removeIf(kv -> expiry.expired(kv.value(), now));
                        if (!group.isEmpty()) {
                            expected.beginKey(group.size() > 1);
                            merger.merge(group, true, expected);
                        }
                    }
                }
                Recorder actual = new Recorder(ctx, rnd.nextBoolean());
                try (CompactionMerge merge = new CompactionMerge(RunSources.blocksForCompaction(ctx, Partition.EMPTY, 0, newestFirst),
                        new GroupMerger(ctx.mergeEngine), batch, expiry)) {
                    merge.mergeAll(true, actual);
                }
                assertEquals(expected.lines, actual.lines, "seed " + seed + " batch " + batch + " keys " + keys);
                assertTrue(expected.lines.size() > 0, "seed " + seed);
            }
        }
    }

    @Test
    void sanityTheModelSeesGroupsAndRetractions() throws IOException {
        // a fixed case: every key has a version in each of 3 runs (groups across runs, pages and
        // 7-position calls), a third of them a newest DELETE, which a sequence field keeps at the bottom
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Schema.Builder b = TableTestSupport.schema("k INT", "q BIGINT", "v BIGINT", "s STRING")
                    .primaryKey("k").option("bucket", "1").option("sequence.field", "q");
            TableContext ctx = ((FileStoreTable) TableTestSupport.create(c, "sanity", b.build())).context();
            List<Levels.SortedRun> newestFirst = new ArrayList<>();
            long seq = 0;
            for (int run = 0; run < 3; run++) {
                RollingRunWriter out = new RollingRunWriter(ctx, Partition.EMPTY, 0, 0, DataFileMeta.Kind.DATA, Long.MAX_VALUE)
                        .pageBytes(1024);
                for (int key = 0; key < 300; key++) {
                    RowKind kind = run == 2 && key % 3 == 0 ? RowKind.DELETE : RowKind.INSERT;
                    out.add(key(key), ++seq, kind, GenericRow.ofKind(kind, key, (long) run, (long) key, "r" + run), true);
                }
                newestFirst.add(0, new Levels.SortedRun(0, out.finish()));
            }
            List<String> top = viaCompactionMerge(ctx, newestFirst, false, new GroupMerger(ctx.mergeEngine), 7);
            List<String> bottom = viaCompactionMerge(ctx, newestFirst, true, new GroupMerger(ctx.mergeEngine), 7);
            assertEquals(viaSortMergeReader(ctx, newestFirst, false, new GroupMerger(ctx.mergeEngine)), top);
            assertEquals(100, top.stream().filter(l -> l.contains(" DELETE ")).count(), "non-bottom: one delete per deleted key");
            assertEquals(100, bottom.stream().filter(l -> l.contains(" DELETE ")).count(),
                    "bottom: a sequence field keeps the newest delete of each key");
            assertEquals(300, top.stream().filter(l -> l.startsWith("key several=true")).count());
        }
    }
}
