package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.MemoryFileIO;
import dev.varve.format.run.RunWriter;
import dev.varve.format.run.RunWriterOptions;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.Schema;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The compaction's fold of add views ({@link dev.varve.kernel.mergeengine.AddViewFold}, {@link GroupMerger#addViewFold}:
 * a key's adds folded straight from the input pages into a composed row the run writer copies from the pages'
 * columns) writes, byte for byte, the file the merge function's path writes ({@link CompactionMerge#foldingViews}
 * off: the {@code FoldedRow} through the row path). Seeded cases over every function the fold covers ({@code sum} of
 * TINYINT … BIGINT, FLOAT, DOUBLE; {@code max} / {@code min} of integral and floating columns; the first/last
 * (non-null) value functions over strings, bytes, DECIMAL, TIMESTAMP, BOOLEAN; the key columns), NULLs, NaN, -0.0,
 * infinities, wrapping sums, retractions (whose keys the merge function keeps merging) with {@code ignore-retract}
 * on the functions that cannot retract and on some that can; 1 to 8 runs, tiny pages, batches of 1 to 64, bottom and
 * not, plain, collapsing, end-of-input and lone-merging mergers. {@code -Dseed=N} replays one case; {@code -Dcases=N}
 * runs more.
 */
class AddViewFoldTest {
    private static final Long SEED = Long.getLong("seed");
    private static final int CASES = Integer.getInteger("cases", 16);

    private static final String[] COLUMNS = {"k INT NOT NULL", "a TINYINT", "b SMALLINT", "c INT", "d BIGINT", "e FLOAT",
        "f DOUBLE", "g INT", "h BIGINT", "i FLOAT", "j DOUBLE", "l SMALLINT", "s STRING", "t STRING", "u STRING",
        "w STRING", "x BYTES", "y DECIMAL(10, 2)", "z TIMESTAMP(3)", "bo BOOLEAN", "m TINYINT"};

    private static final Map<String, String> FUNCTIONS = new TreeMap<>(Map.ofEntries(
            Map.entry("merge-engine", "aggregation"),
            Map.entry("fields.a.aggregate-function", "sum"),
            Map.entry("fields.b.aggregate-function", "sum"),
            Map.entry("fields.b.ignore-retract", "true"),
            Map.entry("fields.c.aggregate-function", "sum"),
            Map.entry("fields.d.aggregate-function", "sum"),
            Map.entry("fields.e.aggregate-function", "sum"),
            Map.entry("fields.f.aggregate-function", "sum"),
            Map.entry("fields.g.aggregate-function", "max"),
            Map.entry("fields.h.aggregate-function", "min"),
            Map.entry("fields.i.aggregate-function", "max"),
            Map.entry("fields.j.aggregate-function", "min"),
            Map.entry("fields.l.aggregate-function", "max"),
            Map.entry("fields.t.aggregate-function", "first_value"),
            Map.entry("fields.u.aggregate-function", "last_value"),
            Map.entry("fields.w.aggregate-function", "first_non_null_value"),
            Map.entry("fields.z.aggregate-function", "last_value"),
            Map.entry("fields.z.ignore-retract", "true"),
            Map.entry("fields.bo.aggregate-function", "first_non_null_value"),
            Map.entry("fields.m.aggregate-function", "min"),
            // s, x, y: the default last_non_null_value; functions that cannot retract ignore retractions
            Map.entry("fields.g.ignore-retract", "true"),
            Map.entry("fields.h.ignore-retract", "true"),
            Map.entry("fields.i.ignore-retract", "true"),
            Map.entry("fields.j.ignore-retract", "true"),
            Map.entry("fields.l.ignore-retract", "true"),
            Map.entry("fields.m.ignore-retract", "true"),
            Map.entry("fields.t.ignore-retract", "true"),
            Map.entry("fields.w.ignore-retract", "true"),
            Map.entry("fields.bo.ignore-retract", "true"),
            Map.entry("fields.x.ignore-retract", "true")));

    @TempDir
    Path dir;

    @Test
    void foldedAddViewsWriteTheMergeFunctionsBytes() throws IOException {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Schema.Builder b = TableTestSupport.schema(COLUMNS).primaryKey("k").option("bucket", "1");
            FUNCTIONS.forEach(b::option);
            TableContext ctx = ((FileStoreTable) TableTestSupport.create(c, "fold", b.build())).context();
            assertNotNull(ctx.mergeEngine.addViewFold(), "every column's function is one the fold covers");
            long folded = 0;
            for (long seed = SEED != null ? SEED : 1; seed <= (SEED != null ? SEED : CASES); seed++) {
                folded += runCase(ctx, seed, true);
            }
            assertTrue(SEED != null || folded > 10_000, "versions folded straight from the pages: " + folded);
        }
    }

    /** A table with a column the fold does not cover (count, a DECIMAL sum, max of a string) keeps the merge function's path. */
    @Test
    void otherFunctionsKeepTheMergeFunctionsPath() throws IOException {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            String[][] others = {{"fields.c.aggregate-function", "count"}, {"fields.y.aggregate-function", "sum"},
                {"fields.s.aggregate-function", "max", "fields.s.ignore-retract", "true"}};
            for (int o = 0; o < others.length; o++) {
                Schema.Builder b = TableTestSupport.schema(COLUMNS).primaryKey("k").option("bucket", "1");
                FUNCTIONS.forEach(b::option);
                for (int i = 0; i < others[o].length; i += 2) {
                    b.option(others[o][i], others[o][i + 1]);
                }
                TableContext ctx = ((FileStoreTable) TableTestSupport.create(c, "other" + o, b.build())).context();
                assertNull(ctx.mergeEngine.addViewFold(), others[o][0]);
                assertEquals(0, runCase(ctx, 100 + o, false), others[o][0]);
            }
            Schema.Builder b = TableTestSupport.schema("k INT NOT NULL", "q BIGINT", "v BIGINT").primaryKey("k")
                    .option("bucket", "1").option("merge-engine", "aggregation").option("sequence.field", "q")
                    .option("fields.v.aggregate-function", "sum");
            TableContext ctx = ((FileStoreTable) TableTestSupport.create(c, "seqfield", b.build())).context();
            assertNull(ctx.mergeEngine.addViewFold(), "a sequence field");
        }
    }

    /**
     * Compacts one seeded set of runs with each merger, bottom and not, with and without the fold of add views, and
     * compares the written files; returns the versions folded.
     */
    private long runCase(TableContext ctx, long seed, boolean adds) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        boolean retractions = adds ? seed % 3 == 0 : true;
        int keys = rnd.nextBoolean() ? 1 + rnd.nextInt(60) : 3_000;
        int k = 1 + rnd.nextInt(8);
        int batch = rnd.nextInt(3) == 0 ? 1 + rnd.nextInt(3) : 1 + rnd.nextInt(64);
        List<Levels.SortedRun> newestFirst = new ArrayList<>();
        long seq = 0;
        for (int run = 0; run < k; run++) {
            TreeMap<Integer, Integer> versions = new TreeMap<>();
            for (int i = 0, n = 1 + rnd.nextInt(1500); i < n; i++) {
                versions.merge(rnd.nextInt(keys), rnd.nextInt(8) == 0 ? 2 : 1, Integer::sum);
            }
            RollingRunWriter out = new RollingRunWriter(ctx, Partition.EMPTY, 0, 0, DataFileMeta.Kind.DATA,
                    rnd.nextBoolean() ? 4096 : Long.MAX_VALUE).pageBytes(1024);
            for (Map.Entry<Integer, Integer> e : versions.entrySet()) {
                for (int v = 0; v < e.getValue(); v++) {
                    RowKind kind = retractions && rnd.nextInt(8) == 0
                            ? (rnd.nextBoolean() ? RowKind.DELETE : RowKind.UPDATE_BEFORE)
                            : rnd.nextInt(6) == 0 ? RowKind.UPDATE_AFTER : RowKind.INSERT;
                    out.add(key(e.getKey()), ++seq, kind, row(rnd, kind, e.getKey()), v == 0);
                }
            }
            newestFirst.add(0, new Levels.SortedRun(0, out.finish()));
        }
        List<Function<TableContext, GroupMerger>> mergers = List.of(x -> new GroupMerger(x.mergeEngine),
                x -> GroupMerger.collapsing(x.mergeEngine), x -> GroupMerger.endOfInput(x.mergeEngine),
                x -> new GroupMerger(x.mergeEngine).mergingLoneVersions(null));
        long folded = 0;
        for (int m = 0; m < mergers.size(); m++) {
            for (boolean bottom : new boolean[] {false, true}) {
                String what = "seed " + seed + " (replay with -Dseed=" + seed + "; k " + k + ", keys " + keys + ", batch "
                        + batch + ", retractions " + retractions + ") merger " + m + " bottom=" + bottom;
                MemoryFileIO io = new MemoryFileIO();
                long[] off = compact(ctx, newestFirst, mergers.get(m).apply(ctx), bottom, batch, false, io, "/off.vrf");
                long[] on = compact(ctx, newestFirst, mergers.get(m).apply(ctx), bottom, batch, true, io, "/on.vrf");
                assertEquals(0, off[1], what + ": nothing folded with the fold off");
                assertEquals(off[0], on[0], what + ": the same versions merged as views");
                assertArrayEquals(io.readFully("/off.vrf"), io.readFully("/on.vrf"), what);
                folded += on[1];
            }
        }
        return folded;
    }

    /** Compacts the runs into a file of {@code io}; returns the versions merged as views and, of them, folded. */
    private static long[] compact(TableContext ctx, List<Levels.SortedRun> runs, GroupMerger merger, boolean bottom,
                                  int batch, boolean fold, MemoryFileIO io, String path) throws IOException {
        RunWriterOptions opts = RunWriterOptions.defaults().withCreationTimeMillis(1_700_000_000_000L)
                .withTargetPageBytes(2048).withBackgroundCompression(false);
        RunWriter w = new RunWriter(io, path, ctx.rowType, opts);
        try (CompactionMerge merge = new CompactionMerge(RunSources.blocksForCompaction(ctx, Partition.EMPTY, 0, runs),
                merger, batch).foldingViews(fold)) {
            merge.mergeAll(bottom, new CompactionMerge.Sink() {
                @Override
                public void beginKey(boolean severalVersions) {
                }

                @Override
                public void accept(KeyValue kv, boolean first) throws IOException {
                    w.add(kv.key(), kv.sequence(), kv.kind(), kv.value());
                }

                @Override
                public boolean takesInPlace() {
                    return true;
                }

                @Override
                public void acceptInPlace(byte[] keyBytes, int keyOff, int keyLen, long sequence, RowKind kind,
                                          InternalRow value) throws IOException {
                    w.add(keyBytes, keyOff, keyLen, sequence, kind, value);
                }
            });
            w.finish();
            return new long[] {merge.viewsMerged(), merge.viewsFolded()};
        }
    }

    private static final String[] STRINGS = {"", "plain", "\u00e9t\u00e9", "\u4e2d\u6587", "\uD83D\uDE00",
        "a longer ascii string of letters", "?"};

    private static GenericRow row(SplittableRandom rnd, RowKind kind, int k) {
        Object[] v = new Object[COLUMNS.length];
        v[0] = k;
        v[1] = n(rnd) ? null : (byte) (rnd.nextInt(4) == 0 ? rnd.nextInt() : rnd.nextInt(200) - 100);
        v[2] = n(rnd) ? null : (short) (rnd.nextInt(4) == 0 ? rnd.nextInt() : rnd.nextInt(200) - 100);
        v[3] = n(rnd) ? null : rnd.nextInt(4) == 0 ? rnd.nextInt() : rnd.nextInt(1000);
        v[4] = n(rnd) ? null : rnd.nextInt(6) == 0 ? Long.MAX_VALUE - rnd.nextInt(3) : rnd.nextLong(-1000, 1000);
        v[5] = n(rnd) ? null : floatValue(rnd);
        v[6] = n(rnd) ? null : doubleValue(rnd);
        v[7] = n(rnd) ? null : rnd.nextInt(50) - 25;
        v[8] = n(rnd) ? null : rnd.nextInt(5) == 0 ? Long.MIN_VALUE : rnd.nextLong(-50, 50);
        v[9] = n(rnd) ? null : floatValue(rnd);
        v[10] = n(rnd) ? null : doubleValue(rnd);
        v[11] = n(rnd) ? null : (short) (rnd.nextInt(50) - 25);
        for (int i = 12; i <= 15; i++) {
            v[i] = n(rnd) ? null : STRINGS[rnd.nextInt(STRINGS.length)] + rnd.nextInt(20);
        }
        if (!n(rnd)) {
            byte[] bytes = new byte[rnd.nextInt(6)];
            rnd.nextBytes(bytes);
            v[16] = bytes;
        }
        v[17] = n(rnd) ? null : BigDecimal.valueOf(rnd.nextLong(-100_000, 100_000), 2);
        v[18] = n(rnd) ? null : LocalDateTime.ofEpochSecond(rnd.nextLong(0, 2_000_000_000L), rnd.nextInt(1000) * 1_000_000,
                ZoneOffset.UTC);
        v[19] = n(rnd) ? null : rnd.nextBoolean();
        v[20] = n(rnd) ? null : (byte) (rnd.nextInt(9) - 4);
        return GenericRow.ofKind(kind, v);
    }

    private static boolean n(SplittableRandom rnd) {
        return rnd.nextInt(4) == 0;
    }

    private static float floatValue(SplittableRandom rnd) {
        float[] odd = {Float.NaN, -0.0f, 0.0f, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 1e30f};
        return rnd.nextInt(4) == 0 ? odd[rnd.nextInt(odd.length)] : (float) (rnd.nextGaussian() * 100);
    }

    private static double doubleValue(SplittableRandom rnd) {
        double[] odd = {Double.NaN, -0.0, 0.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 1e300};
        return rnd.nextInt(4) == 0 ? odd[rnd.nextInt(odd.length)] : rnd.nextGaussian() * 1e6;
    }

    private static byte[] key(int k) {
        return new byte[] {(byte) (k >>> 24), (byte) (k >>> 16), (byte) (k >>> 8), (byte) k};
    }
}
