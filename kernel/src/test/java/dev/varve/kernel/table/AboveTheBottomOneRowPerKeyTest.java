package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import dev.varve.row.GenericRow;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.layout;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A lookup table's commit compactions above a large bottom run (probe {@code flink-oracle/probes/lc38/
 * lc38_above_bottom2}, whose {@code .out} is Flink 2.0 + Paimon 1.4.2's): Paimon's lookup rewrite stores every key of a
 * rewrite with a level-0 file merged onto the record its lookup finds below, one cumulative row per key, whose columns
 * (a long {@code pad} of the bottom row) make those files as large as the bottom's rows, so the next small commit
 * stacks a level higher instead of merging with them. Varve (COMPACTION.md "Above the bottom"):
 * <ul>
 *   <li>a lone add of an engine absorbing its older history (partial-update {@code last_non_null_value} /
 *   {@code last_value} / {@code first_value} groups) is stored as that cumulative row too, where the old code kept it
 *   as written (its {@code pad} null): the old code merged the fourth commit with levels 3 and 4 ({@code L4x5}) where
 *   Paimon stacks it into level 2;</li>
 *   <li>a {@code listagg} group of partial-update and an aggregation table with {@code listagg} and a DECIMAL
 *   {@code product}: one row per key, the older history's columns that do not count every version (the {@code pad})
 *   and the group's own merge of the counting ones, stored where the older versions and that row fold as the older
 *   versions and the group (the old code: raw versions and lone adds as written, {@code L4x7} for both after the
 *   fourth commit).</li>
 * </ul>
 * Reads are those of a write-only table of the raw versions after every commit.
 */
class AboveTheBottomOneRowPerKeyTest {
    @TempDir
    Path dir;

    private static final List<Map<String, String>> LOOKUP_LAYOUTS = List.of(
            Map.of("changelog-producer", "lookup"), Map.of("deletion-vectors.enabled", "true"),
            Map.of("force-lookup", "true"));

    private static String hex(SplittableRandom r, int length) {
        StringBuilder b = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            b.append(Character.forDigit(r.nextInt(16), 16));
        }
        return b.toString();
    }

    private static BigDecimal d(String v) {
        return new BigDecimal(v);
    }

    /** Probe table p: partial-update groups of {@code last_non_null_value}, {@code first_value} | {@code last_value}. */
    private static Table absorbing(Catalog c, String name, Map<String, String> extra) {
        return PartialUpdateWholeHistoryMergeTest.absorbing(c, name, extra);
    }

    /** Probe table q: a partial-update group of {@code listagg}, a column outside it. */
    private static Table listaggGroup(Catalog c, String name, Map<String, String> extra) {
        var s = schema("k INT", "v STRING", "g1 INT", "pad STRING").primaryKey("k")
                .option("bucket", "1")
                .option("merge-engine", "partial-update")
                .option("fields.g1.sequence-group", "v")
                .option("fields.v.aggregate-function", "listagg");
        extra.forEach(s::option);
        return TableTestSupport.create(c, name, s.build());
    }

    /** Probe table a: aggregation {@code listagg}, DECIMAL {@code product}, {@code last_non_null_value}. */
    private static Table aggregation(Catalog c, String name, Map<String, String> extra) {
        var s = schema("k INT", "s STRING", "p DECIMAL(10, 2)", "pad STRING").primaryKey("k")
                .option("bucket", "1")
                .option("merge-engine", "aggregation")
                .option("fields.s.aggregate-function", "listagg")
                .option("fields.p.aggregate-function", "product")
                .option("fields.pad.aggregate-function", "last_non_null_value");
        extra.forEach(s::option);
        return TableTestSupport.create(c, name, s.build());
    }

    private static final List<List<String>> P_LAYOUTS = List.of(
            List.of("L4x3", "L5x60"),
            List.of("L3x2", "L4x3", "L5x60"),
            List.of("L2x3", "L3x2", "L4x3", "L5x60"),
            List.of("L1x3", "L2x3", "L3x2", "L4x3", "L5x60"),
            List.of("L5x60"),
            List.of("L4x3", "L5x60"),
            List.of("L3x4", "L4x3", "L5x60"),
            List.of("L2x2", "L3x4", "L4x3", "L5x60"));

    /** Flink's layouts of probe tables q and a after their second to fifth commits (both the same). */
    private static final List<List<String>> QA_LAYOUTS = List.of(
            List.of("L4x3", "L5x60"),
            List.of("L3x1", "L4x3", "L5x60"),
            List.of("L2x3", "L3x1", "L4x3", "L5x60"),
            List.of("L1x3", "L2x3", "L3x1", "L4x3", "L5x60"));

    /**
     * Flink's levels of probe tables q and a after their second to ninth commits (probe {@code lc39/lc39_sizes}, both
     * the same): at the sixth, levels 0-4 merge into level 4 and the bottom stays, its Parquet file (15.3 KB: the
     * pads' zstd pages and min / max statistics) outweighing them; run sizes version 5 weighed the bottom as the
     * model's fixed part plus Varve's 12.7 KB and took it too ({@code L5x60}; COMPACTION.md "Run sizes", version 6).
     */
    private static final List<List<String>> QA_LEVELS_NINE = List.of(
            List.of("L4", "L5"),
            List.of("L3", "L4", "L5"),
            List.of("L2", "L3", "L4", "L5"),
            List.of("L1", "L2", "L3", "L4", "L5"),
            List.of("L4", "L5"),
            List.of("L3", "L4", "L5"),
            List.of("L2", "L3", "L4", "L5"),
            List.of("L1", "L2", "L3", "L4", "L5"));

    /**
     * Writes {@code history} to a lookup-producer table; after the second to ninth commits its files' levels are
     * {@code levels} (Flink's; the record counts of the level-4 file after the sixth commit are the stored-row
     * question of "Above the bottom", 6 and 7 in Varve where Paimon stores one row per key, 4).
     */
    private void checkLevels(String name, Maker maker, List<List<GenericRow>> history, List<List<String>> levels) {
        Path d = dir.resolve(name);
        try (Catalog c = TableTestSupport.catalog(d)) {
            Table t = maker.make(c, "t", LOOKUP_LAYOUTS.get(0));
            for (int i = 0; i < history.size(); i++) {
                commit(t, history.get(i));
                List<String> layout = layout(d, "t");
                List<String> got = new ArrayList<>();
                for (String f : layout) {
                    got.add(f.substring(0, f.indexOf('x')));
                }
                if (i >= 1) {
                    assertEquals(levels.get(i - 1), got, name + " commit " + (i + 1) + " " + layout);
                }
            }
        }
    }

    private static List<List<GenericRow>> pHistory(SplittableRandom pads) {
        List<GenericRow> bottom = new ArrayList<>();
        for (int k = 1; k <= 60; k++) {
            bottom.add(ins(k, "b" + k, k, 100 + k, 1, 1, hex(pads, 400)));
        }
        return List.of(bottom,
                List.of(ins(1, "c", 2, 11, 2, 2, null), ins(2, "c", 2, 21, 2, 2, null), ins(4, "x", 2, 41, 3, 2, null)),
                List.of(ins(1, null, 3, 12, 3, 3, null), ins(2, "d", null, 22, 2, 1, null)),
                List.of(ins(1, "e", 4, 13, 3, 1, null), ins(3, "e", 4, 31, 4, 0, null), ins(4, "y", 3, 42, 1, 3, null)),
                List.of(ins(1, "f", null, 14, 5, 5, null), ins(2, "f", 5, 23, 5, 5, null),
                        ins(3, "f", 5, 32, 5, 5, null)),
                List.of(ins(1, "g", 6, 15, 6, 6, null), ins(2, null, 6, 24, 6, 4, null), ins(4, "z", 4, 43, 4, 4, null)),
                List.of(ins(1, "h", 7, 16, 6, 7, null), ins(3, "h", null, 33, 7, 7, null), ins(70, "n", 1, 1, 1, 1, null)),
                List.of(ins(2, "i", 8, 25, 8, 8, null), ins(3, "i", 8, 34, 8, 3, null), ins(70, "o", 2, 2, 2, 2, null),
                        ins(4, "w", 5, 44, 2, 5, null)),
                List.of(ins(1, "j", 9, 17, 9, 9, null), ins(2, "j", 9, 26, 9, 9, null)));
    }

    /** Probe tables q and a: key, letter, group sequence (q's) of each later commit's rows. */
    private static final int[][][] QA_COMMITS = {
            {{1, 'c', 2}, {2, 'c', 2}, {4, 'x', 3}},
            {{2, 'd', 2}},
            {{1, 'e', 3}, {3, 'e', 4}, {4, 'y', 1}},
            {{1, 'f', 5}, {2, 'f', 5}, {3, 'f', 5}},
            {{1, 'g', 6}, {4, 'z', 4}},
            {{1, 'h', 6}, {3, 'h', 7}, {70, 'n', 1}},
            {{2, 'i', 8}, {3, 'i', 8}, {70, 'o', 2}, {4, 'w', 2}},
            {{1, 'j', 9}, {2, 'j', 9}}};

    private static List<List<GenericRow>> qHistory(SplittableRandom pads) {
        List<List<GenericRow>> h = new ArrayList<>();
        List<GenericRow> bottom = new ArrayList<>();
        for (int k = 1; k <= 60; k++) {
            bottom.add(ins(k, "b" + k, 1, hex(pads, 400)));
        }
        h.add(bottom);
        for (int[][] rows : QA_COMMITS) {
            List<GenericRow> commit = new ArrayList<>();
            for (int[] r : rows) {
                commit.add(ins(r[0], String.valueOf((char) r[1]), r[2], null));
            }
            h.add(commit);
        }
        return h;
    }

    private static List<List<GenericRow>> aHistory(SplittableRandom pads) {
        List<List<GenericRow>> h = new ArrayList<>();
        List<GenericRow> bottom = new ArrayList<>();
        for (int k = 1; k <= 60; k++) {
            bottom.add(ins(k, "b" + k, d("1.50"), hex(pads, 400)));
        }
        h.add(bottom);
        for (int[][] rows : QA_COMMITS) {
            List<GenericRow> commit = new ArrayList<>();
            for (int[] r : rows) {
                commit.add(ins(r[0], String.valueOf((char) r[1]), d("1.10"), null));
            }
            h.add(commit);
        }
        return h;
    }

    private interface Maker {
        Table make(Catalog c, String name, Map<String, String> extra);
    }

    /**
     * Writes {@code history} to a write-only table and to one of each lookup layout; after every commit the reads are
     * the write-only table's, and the lookup producer's layout is {@code layouts}' (as far as it goes).
     */
    private void check(String name, Maker maker, List<List<GenericRow>> history, List<List<String>> layouts) {
        for (int v = 0; v < LOOKUP_LAYOUTS.size(); v++) {
            Path d = dir.resolve(name + v);
            try (Catalog c = TableTestSupport.catalog(d)) {
                Table raw = maker.make(c, "raw", Map.of("write-only", "true"));
                Table t = maker.make(c, "t", LOOKUP_LAYOUTS.get(v));
                for (int i = 0; i < history.size(); i++) {
                    commit(raw, history.get(i));
                    commit(t, history.get(i));
                    String what = name + " " + LOOKUP_LAYOUTS.get(v) + " commit " + (i + 1) + " " + layout(d, "t");
                    assertEquals(read(raw), read(t), what);
                    if (v == 0 && i >= 1 && i - 1 < layouts.size()) {
                        assertEquals(layouts.get(i - 1), layout(d, "t"), what);
                    }
                }
                t.compact(Map.of(), true);
                assertEquals(read(raw), read(t), name + " " + LOOKUP_LAYOUTS.get(v) + " compacted");
            }
        }
    }

    /** Probe table p: the old code merged the fourth commit into level 4 ({@code L4x5}), Paimon stacks it. */
    @Test
    void loneAddsAboveTheBottomAreStoredAsTheKeysCumulativeRow() {
        check("p", AboveTheBottomOneRowPerKeyTest::absorbing, pHistory(new SplittableRandom(39)), P_LAYOUTS);
    }

    /** Probe table q: the old code {@code L4x7} after the fourth commit. */
    @Test
    void aListaggGroupAboveTheBottomIsOneRowPerKey() {
        check("q", AboveTheBottomOneRowPerKeyTest::listaggGroup, qHistory(new SplittableRandom(39)), QA_LAYOUTS);
    }

    /** Probe table a: the old code {@code L4x7} after the fourth commit. */
    @Test
    void anAggregationAboveTheBottomIsOneRowPerKey() {
        check("a", AboveTheBottomOneRowPerKeyTest::aggregation, aHistory(new SplittableRandom(39)), QA_LAYOUTS);
    }

    /** Probe table q through its ninth commit: version 5's run sizes took the bottom at the sixth ({@code L5x60}). */
    @Test
    void aListaggGroupsSmallCommitsLeaveTheBottomAsPaimonsParquetSizesDo() {
        checkLevels("q9", AboveTheBottomOneRowPerKeyTest::listaggGroup, qHistory(new SplittableRandom(39)), QA_LEVELS_NINE);
    }

    /** Probe table a through its ninth commit: version 5's run sizes took the bottom at the sixth ({@code L5x60}). */
    @Test
    void anAggregationsSmallCommitsLeaveTheBottomAsPaimonsParquetSizesDo() {
        checkLevels("a9", AboveTheBottomOneRowPerKeyTest::aggregation, aHistory(new SplittableRandom(39)), QA_LEVELS_NINE);
    }

    /**
     * Seeded add-only histories over a large bottom (values that round in the DECIMAL product, listagg tokens, group
     * sequences older and newer than the stored ones, nulls), the three lookup layouts, full compactions at random
     * points: every read equals a write-only table's.
     */
    @Test
    void readsAreThoseOfTheRawVersionsOverSeededHistories() {
        long base = Long.getLong("seed", 20261239L);
        for (int s = 0; s < 3; s++) {
            long seed = base + s;
            SplittableRandom r = new SplittableRandom(seed);
            List<List<GenericRow>> q = new ArrayList<>();
            List<List<GenericRow>> a = new ArrayList<>();
            List<GenericRow> qb = new ArrayList<>();
            List<GenericRow> ab = new ArrayList<>();
            for (int k = 1; k <= 40; k++) {
                String pad = hex(r, 300);
                qb.add(ins(k, "b" + k, r.nextInt(4), pad));
                ab.add(ins(k, "b" + k, d("1." + (10 + r.nextInt(90))), pad));
            }
            q.add(qb);
            a.add(ab);
            for (int i = 0, n = 8 + r.nextInt(6); i < n; i++) {
                List<GenericRow> qc = new ArrayList<>();
                List<GenericRow> ac = new ArrayList<>();
                Set<Integer> keys = new HashSet<>();
                for (int j = 0, m = 1 + r.nextInt(4); j < m; j++) {
                    int k = 1 + r.nextInt(5);
                    if (keys.add(k)) {
                        String token = r.nextInt(4) == 0 ? null : "t" + r.nextInt(5);
                        String pad = r.nextInt(4) == 0 ? hex(r, 20) : null;
                        qc.add(ins(k, token, r.nextInt(6), pad));
                        ac.add(ins(k, token, r.nextInt(4) == 0 ? null : d("0." + (50 + r.nextInt(50))), pad));
                    }
                }
                q.add(qc);
                a.add(ac);
            }
            seeded("q" + s + "-" + seed, AboveTheBottomOneRowPerKeyTest::listaggGroup, q, r);
            seeded("a" + s + "-" + seed, AboveTheBottomOneRowPerKeyTest::aggregation, a, r);
        }
    }

    private void seeded(String name, Maker maker, List<List<GenericRow>> history, SplittableRandom r) {
        for (int v = 0; v < LOOKUP_LAYOUTS.size(); v++) {
            Path d = dir.resolve(name + "-" + v);
            try (Catalog c = TableTestSupport.catalog(d)) {
                Table raw = maker.make(c, "raw", Map.of("write-only", "true"));
                Table t = maker.make(c, "t", LOOKUP_LAYOUTS.get(v));
                for (int i = 0; i < history.size(); i++) {
                    commit(raw, history.get(i));
                    commit(t, history.get(i));
                    boolean compact = i > 0 && r.nextInt(10) == 0;
                    if (compact) {
                        t.compact(Map.of(), true);
                    }
                    String what = name + " " + LOOKUP_LAYOUTS.get(v) + " commit " + (i + 1)
                            + (compact ? " compacted " : " ") + layout(d, "t");
                    assertEquals(read(raw), read(t), what);
                }
            }
        }
    }
}
