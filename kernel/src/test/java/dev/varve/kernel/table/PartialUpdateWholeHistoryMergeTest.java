package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.layout;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Partial-update sequence groups with order-sensitive functions ({@code last_non_null_value}, {@code last_value},
 * {@code first_value}, {@code listagg}): a merge of a key's whole history (a full compaction, a lookup commit compaction
 * reaching the bottom) stores one merged row per key, as Apache Paimon 1.4.2 does (fzmx_2446: the full compaction's
 * {@code total_record_count} 3, was 5; probe {@code flink-oracle/probes/pu37}), and no read changes: the merged row
 * continues as the versions it replaces (COMPACTION.md "A merge of a key's whole history", {@code
 * MergeEngine#mergesWholeHistory}). The old code kept every raw version at the bottom.
 */
class PartialUpdateWholeHistoryMergeTest {
    @TempDir
    Path dir;

    private static Table table(Catalog c, String name, Map<String, String> extra) {
        var s = schema("k INT", "v STRING", "n INT", "f INT", "l STRING", "g1 INT", "g2 INT").primaryKey("k")
                .option("bucket", "1")
                .option("merge-engine", "partial-update")
                .option("fields.g1.sequence-group", "v,f")
                .option("fields.g2.sequence-group", "n,l")
                .option("fields.v.aggregate-function", "last_non_null_value")
                .option("fields.n.aggregate-function", "last_value")
                .option("fields.f.aggregate-function", "first_value")
                .option("fields.f.ignore-retract", "true")
                .option("fields.l.aggregate-function", "listagg")
                .option("fields.l.ignore-retract", "true");
        extra.forEach(s::option);
        return TableTestSupport.create(c, name, s.build());
    }

    /** The first three commits of probe {@code pu37_groups_whole_history}'s tables (Flink: one row per key). */
    private static void writeProbe(Table t) {
        commit(t, List.of(ins(1, "a", 1, 10, "x", 1, 1), ins(2, "b", 2, 20, "y", 1, 1)));
        commit(t, List.of(ins(1, null, null, 11, "z", 2, 2))); // newer: v keeps 'a' (null is no value), n null
        commit(t, List.of(ins(1, "c", 3, 12, "w", 1, 1), ins(2, "d", 4, 21, "u", 3, 3))); // key 1: older in both
    }

    private static final List<String> PROBE_ROWS =
            List.of("+I[1, a, null, 12, w,x,z, 2, 2]", "+I[2, d, 4, 20, y,u, 3, 3]");

    @Test
    void aFullCompactionStoresOneRowPerKeyOfAWholeHistory() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = table(c, "t", Map.of());
            writeProbe(t);
            assertEquals(PROBE_ROWS, read(t));
            t.compact(Map.of(), true);
            assertEquals(PROBE_ROWS, read(t));
            assertEquals(List.of("L5x2"), layout(dir, "t")); // old code: L5x5
            // later versions, older and newer in each group, fold onto the merged rows as onto the raw versions
            commit(t, List.of(ins(1, "e", 7, 13, "q", 0, 5), ins(2, null, 8, 22, "r", 4, 0)));
            List<String> later = read(t);
            t.compact(Map.of(), true);
            assertEquals(later, read(t));
            assertEquals(List.of("L5x2"), layout(dir, "t"));
        }
    }

    @Test
    void theLookupCommitCompactionReachingTheBottomStoresOneRowPerKey() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = table(c, "u", Map.of("changelog-producer", "lookup"));
            writeProbe(t);
            assertEquals(PROBE_ROWS, read(t));
            assertEquals(List.of("L5x2"), layout(dir, "u")); // old code: L5x5
        }
    }

    /**
     * A retraction a deletion-vector table keeps above level 0 (it stands for Paimon's merge onto the row below, COMPACTION.md
     * "Deletion vectors" version 4) over a bottom row of its key, then a later add of the key: the commit's compaction
     * takes both but not the bottom run, and merged the group from the retraction's values ({@code mergedAsPaimon}),
     * reviving its {@code v} and its {@code listagg} token over the bottom row (seed 20261217 of the test below, key 4:
     * {@code [4, s2, null, 4, t0,t1,t1,t0,t3, 2, 4]}); Paimon's lookup rewrite merges onto the row it finds below, so the
     * group stays raw and every read is the plain table's, compacted or not.
     */
    @Test
    void aRetractionKeptAboveAnOlderRowIsNotTheStartOfALaterMerge() {
        List<List<GenericRow>> history = List.of(
                List.of(GenericRow.ofKind(RowKind.UPDATE_AFTER, 4, null, null, null, "t0", 1, 1)),
                List.of(ins(4, "s2", null, 4, "t1", 1, 2)),
                List.of(GenericRow.ofKind(RowKind.UPDATE_AFTER, 4, null, null, 4, "t1", 0, 2)),
                List.of(GenericRow.ofKind(RowKind.DELETE, 4, "s2", null, null, "t0", 0, 3)),
                List.of(ins(4, null, null, 6, "t3", 2, 4)));
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table plain = table(c, "plain", Map.of());
            Table dv = table(c, "dv", Map.of("deletion-vectors.enabled", "true"));
            Table dvCompacted = table(c, "dvc", Map.of("deletion-vectors.enabled", "true"));
            for (List<GenericRow> rows : history) {
                commit(plain, rows);
                commit(dv, rows);
                commit(dvCompacted, rows);
                dvCompacted.compact(Map.of(), true);
                assertEquals(read(plain), read(dv));
                assertEquals(read(plain), read(dvCompacted));
            }
            assertEquals(List.of("+I[4, null, null, 4, t0,t1,t1,t3, 2, 4]"), read(dv)); // old: [4, s2, null, 4, t0,t1,t1,t0,t3, 2, 4]
            assertEquals(List.of("L4x2", "L5x1"), layout(dir, "dv")); // the -D and the +I kept raw over the bottom row
        }
    }

    /**
     * Seeded random histories (adds, {@code -U}, {@code -D}, null group sequences) written to tables that compact
     * fully at random points, with deletion vectors or the lookup producer or neither, read after every commit: every
     * read equals that of the same table never compacted explicitly, and, for add-only histories without null group
     * sequences and for every history of the plain table, that of a write-only table holding the raw versions; in a
     * history with retractions only until the table's first explicit compaction (which drops a key's lone retractions and
     * retraction results at the bottom, as Paimon 1.4.2's full compaction does: COMPACTION.md "The explicit compaction
     * stores Paimon's merged rows", sweep 44). In
     * add-only histories (one version of a key per commit) every full compaction leaves one stored record per key (the
     * old code kept the raw versions).
     */
    @Test
    void readsAreThoseOfTheRawVersionsOverSeededHistories() {
        long base = Long.getLong("seed", 20261204L);
        for (int s = 0; s < 40; s++) {
            long seed = base + s;
            SplittableRandom r = new SplittableRandom(seed);
            boolean addOnly = (seed & 1) == 0;
            boolean nullSequences = (seed & 2) != 0;
            // the lookup layout's tables merge a key's lone version (a group with a null sequence keeps its columns
            // null, a -U starts a -D) where a plain table reads it as written (COMPACTION.md "A key's lone version",
            // whatever the compactions): they are held to the raw reads only without those
            boolean lookupLikeRaw = addOnly && !nullSequences;
            try (Catalog c = TableTestSupport.catalog(dir.resolve("s" + s))) {
                Table raw = table(c, "raw", Map.of("write-only", "true"));
                Map<String, Table> variants = new LinkedHashMap<>();
                Map<String, Table> twins = new LinkedHashMap<>();
                variants.put("plain", table(c, "plain", Map.of()));
                twins.put("plain", raw);
                // with retractions too: a retraction kept above level 0 over an older run holding its key is not the
                // start of a later compaction's merge (seed 20261217, commit 5, key 4; flink-oracle REPORT sweep 37 dx37)
                variants.put("dv", table(c, "dv", Map.of("deletion-vectors.enabled", "true")));
                twins.put("dv", table(c, "dv_twin", Map.of("deletion-vectors.enabled", "true")));
                variants.put("lookup", table(c, "lookup", Map.of("changelog-producer", "lookup")));
                twins.put("lookup", table(c, "lookup_twin", Map.of("changelog-producer", "lookup")));
                int commits = 3 + r.nextInt(6);
                java.util.Set<String> compactedWithRetractions = new java.util.HashSet<>();
                for (int i = 0; i < commits; i++) {
                    List<GenericRow> rows = new ArrayList<>();
                    java.util.Set<Object> keys = new java.util.HashSet<>();
                    int n = 1 + r.nextInt(4);
                    for (int j = 0; j < n; j++) {
                        GenericRow row = randomRow(r, addOnly, nullSequences);
                        // add-only: one version of a key per commit, so every flushed file holds one record per key
                        // and a full compaction that only upgrades a lone file stores one record per key too
                        if (!addOnly || keys.add(row.getField(0))) {
                            rows.add(row);
                        }
                    }
                    commit(raw, rows);
                    for (String name : variants.keySet()) {
                        commit(variants.get(name), rows);
                        if (twins.get(name) != raw) {
                            commit(twins.get(name), rows);
                        }
                    }
                    List<String> expected = read(raw);
                    for (Map.Entry<String, Table> e : variants.entrySet()) {
                        boolean compact = r.nextInt(3) == 0;
                        if (compact) {
                            e.getValue().compact(Map.of(), true);
                            if (!addOnly) {
                                compactedWithRetractions.add(e.getKey());
                            }
                        }
                        String what = "seed " + seed + " commit " + i + " " + e.getKey() + (compact ? " compacted" : "");
                        List<String> got = read(e.getValue());
                        if (compactedWithRetractions.contains(e.getKey())) {
                            continue; // Paimon's rows from here on (held to Paimon's by the property tests and goldens)
                        }
                        assertEquals(read(twins.get(e.getKey())), got, what);
                        if (e.getKey().equals("plain") || lookupLikeRaw) {
                            assertEquals(expected, got, what);
                        }
                        if (compact && addOnly) {
                            long stored = 0;
                            for (String f : layout(dir.resolve("s" + s), e.getKey())) {
                                stored += Long.parseLong(f.substring(f.indexOf('x') + 1));
                            }
                            assertEquals(got.size(), stored, what + ": one stored record per key after a full compaction "
                                    + layout(dir.resolve("s" + s), e.getKey()));
                        }
                    }
                }
            }
        }
    }

    /**
     * Groups of functions keeping no state their value does not show ({@code last_non_null_value}, {@code first_value} |
     * {@code last_value}, and a column outside every group), as probe {@code lc38_above_bottom}'s tables.
     */
    static Table absorbing(Catalog c, String name, Map<String, String> extra) {
        var s = schema("k INT", "v STRING", "n INT", "f INT", "g1 INT", "g2 INT", "pad STRING").primaryKey("k")
                .option("bucket", "1")
                .option("merge-engine", "partial-update")
                .option("fields.g1.sequence-group", "v,f")
                .option("fields.g2.sequence-group", "n")
                .option("fields.v.aggregate-function", "last_non_null_value")
                .option("fields.n.aggregate-function", "last_value")
                .option("fields.f.aggregate-function", "first_value");
        extra.forEach(s::option);
        return TableTestSupport.create(c, name, s.build());
    }

    /** A first commit of {@code keys} keys with long, varied pads: its level-5 run is far larger than later commits. */
    private static List<GenericRow> largeBottom(int keys, SplittableRandom r) {
        List<GenericRow> rows = new ArrayList<>();
        for (int k = 1; k <= keys; k++) {
            StringBuilder pad = new StringBuilder();
            for (int i = 0; i < 400; i++) {
                pad.append(Character.forDigit(r.nextInt(16), 16));
            }
            rows.add(ins(k, "b" + k, k, 100 + k, 1, 1, pad.toString()));
        }
        return rows;
    }

    private static String hex(SplittableRandom r, int length) {
        StringBuilder b = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            b.append(Character.forDigit(r.nextInt(16), 16));
        }
        return b.toString();
    }

    private static final List<Map<String, String>> LOOKUP_LAYOUTS = List.of(
            Map.of("changelog-producer", "lookup"), Map.of("deletion-vectors.enabled", "true"),
            Map.of("force-lookup", "true"));

    /**
     * Golden {@code sweep38_lc_pu_above_bottom} (probe {@code lc38_above_bottom2}, Flink 2.0 + Paimon 1.4.2): a lookup
     * table's commit compactions above a large bottom run stack each commit a level higher, then merge several levels
     * into one; Paimon's lookup rewrite merges the key's versions onto the record its lookup finds and stores that
     * cumulative row, one record per key ({@code L4x14} after the fifth commit), where the old code kept the raw
     * versions ({@code L4x20}). Reads are those of the raw versions (a write-only table), for the three lookup layouts.
     */
    @Test
    void aLookupCompactionAboveTheBottomStoresTheMergeOfTheKeysWholeHistory() {
        SplittableRandom pads = new SplittableRandom(3838);
        List<GenericRow> third = new ArrayList<>(List.of(ins(1, null, 3, 12, 3, 3, hex(pads, 60)),
                ins(2, "d", null, 22, 2, 1, hex(pads, 60))));
        for (int k = 3; k <= 10; k++) {
            third.add(ins(k, "m" + k, k, k, 2, 2, hex(pads, 60)));
        }
        List<GenericRow> fifth = new ArrayList<>(List.of(ins(1, "f", null, 14, 5, 5, hex(pads, 60)),
                ins(3, "f", 5, 32, 5, 5, hex(pads, 60))));
        for (int k = 11; k <= 14; k++) {
            fifth.add(ins(k, "q" + k, k, k, 1, 1, hex(pads, 60)));
        }
        List<List<GenericRow>> commits = List.of(
                List.of(ins(1, "c", 2, 11, 2, 2, null), ins(2, "c", 2, 21, 2, 2, null)),
                third,
                List.of(ins(1, "e", 4, 13, 3, 1, null), ins(2, "e", 5, 23, 4, 4, null)),
                fifth);
        // the fifth commit's compaction merges every run above the bottom into level 4: one record per key, L4x14, as
        // Flink 2.0 + Paimon 1.4.2 (golden sweep38_lc_pu_above_bottom; the old code kept the raw versions, L4x20); the
        // third and fourth commits stack into levels 3 and 2 as Paimon's (probe lc39_sizes): the second commit's lone
        // adds are stored as the keys' cumulative rows, whose pads weigh as Paimon's (sweep 38's code merged the third
        // commit into level 4, L4x10, and the fourth into level 3)
        List<List<String>> layouts = List.of(List.of("L4x2", "L5x60"), List.of("L3x10", "L4x2", "L5x60"),
                List.of("L2x2", "L3x10", "L4x2", "L5x60"), List.of("L4x14", "L5x60"));
        for (int v = 0; v < LOOKUP_LAYOUTS.size(); v++) {
            try (Catalog c = TableTestSupport.catalog(dir.resolve("v" + v))) {
                Table raw = absorbing(c, "raw", Map.of("write-only", "true"));
                Table t = absorbing(c, "t", LOOKUP_LAYOUTS.get(v));
                List<GenericRow> bottom = largeBottom(60, new SplittableRandom(38));
                commit(raw, bottom);
                commit(t, bottom);
                assertEquals(List.of("L5x60"), layout(dir.resolve("v" + v), "t"));
                for (int i = 0; i < commits.size(); i++) {
                    commit(raw, commits.get(i));
                    commit(t, commits.get(i));
                    String what = LOOKUP_LAYOUTS.get(v) + " commit " + (i + 2);
                    assertEquals(read(raw), read(t), what);
                    assertEquals(layouts.get(i), layout(dir.resolve("v" + v), "t"), what);
                }
                t.compact(Map.of(), true);
                assertEquals(read(raw), read(t));
                assertEquals(List.of("L5x60"), layout(dir.resolve("v" + v), "t"));
            }
        }
    }

    /**
     * Seeded add-only histories (group sequences older and newer than the stored ones, null values) over a large bottom
     * run, written to lookup-layout tables whose commit compactions stay above it, full compactions at random points:
     * every read equals that of a write-only table of the raw versions.
     */
    @Test
    void lookupCompactionsAboveTheBottomReadAsTheRawVersions() {
        long base = Long.getLong("seed", 20261238L);
        for (int s = 0; s < 4; s++) {
            long seed = base + s;
            SplittableRandom r = new SplittableRandom(seed);
            Path d = dir.resolve("a" + s);
            try (Catalog c = TableTestSupport.catalog(d)) {
                Table raw = absorbing(c, "raw", Map.of("write-only", "true"));
                Map<String, Table> variants = new LinkedHashMap<>();
                for (int v = 0; v < LOOKUP_LAYOUTS.size(); v++) {
                    variants.put("t" + v, absorbing(c, "t" + v, LOOKUP_LAYOUTS.get(v)));
                }
                List<GenericRow> bottom = largeBottom(40, r);
                commit(raw, bottom);
                variants.values().forEach(t -> commit(t, bottom));
                // the levels above the bottom fill after four commits; later ones merge several of them
                int commits = 6 + r.nextInt(6);
                for (int i = 0; i < commits; i++) {
                    List<GenericRow> rows = new ArrayList<>();
                    java.util.Set<Object> keys = new java.util.HashSet<>();
                    for (int j = 0, n = 1 + r.nextInt(4); j < n; j++) {
                        int k = 1 + r.nextInt(5);
                        if (keys.add(k)) {
                            rows.add(ins(k, r.nextInt(3) == 0 ? null : "s" + r.nextInt(5),
                                    r.nextInt(3) == 0 ? null : r.nextInt(9), r.nextInt(3) == 0 ? null : r.nextInt(9),
                                    r.nextInt(6), r.nextInt(6), null));
                        }
                    }
                    commit(raw, rows);
                    List<String> expected = read(raw);
                    for (Map.Entry<String, Table> e : variants.entrySet()) {
                        commit(e.getValue(), rows);
                        boolean compact = r.nextInt(8) == 0;
                        if (compact) {
                            e.getValue().compact(Map.of(), true);
                        }
                        String what = "seed " + seed + " commit " + i + " " + e.getKey() + (compact ? " compacted" : "")
                                + " " + layout(d, e.getKey());
                        assertEquals(expected, read(e.getValue()), what);
                    }
                }
            }
        }
    }

    private static GenericRow randomRow(SplittableRandom r, boolean addOnly, boolean nullSequences) {
        RowKind kind = RowKind.INSERT;
        if (!addOnly) {
            int x = r.nextInt(6);
            kind = x == 0 ? RowKind.UPDATE_BEFORE : x == 1 ? RowKind.DELETE : x == 2 ? RowKind.UPDATE_AFTER : RowKind.INSERT;
        }
        return GenericRow.ofKind(kind, 1 + r.nextInt(4),
                r.nextInt(3) == 0 ? null : "s" + r.nextInt(5),
                r.nextInt(3) == 0 ? null : r.nextInt(9),
                r.nextInt(3) == 0 ? null : r.nextInt(9),
                r.nextInt(3) == 0 ? null : "t" + r.nextInt(5),
                nullSequences && r.nextInt(5) == 0 ? null : r.nextInt(5),
                nullSequences && r.nextInt(5) == 0 ? null : r.nextInt(5));
    }
}
