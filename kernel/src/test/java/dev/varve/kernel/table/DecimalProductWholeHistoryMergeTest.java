package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
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
 * An aggregation table whose only column that is not associative is a DECIMAL {@code product} with a positive scale
 * (each step rounds): a merge of a key's whole history stores one row, as Apache Paimon 1.4.2's {@code CALL sys.compact}
 * does (probe {@code flink-oracle/probes/pu37/pu37_agg_whole_history}: {@code L5x2}, the old code {@code L5x5}); reads
 * do not change, the fold's state being its value ({@code MergeEngine#mergesWholeHistory}).
 */
class DecimalProductWholeHistoryMergeTest {
    @TempDir
    Path dir;

    private static Table table(Catalog c, String name, Map<String, String> extra) {
        var s = schema("k INT", "p DECIMAL(10, 2)", "s INT").primaryKey("k")
                .option("bucket", "1")
                .option("merge-engine", "aggregation")
                .option("fields.p.aggregate-function", "product")
                .option("fields.s.aggregate-function", "sum");
        extra.forEach(s::option);
        return TableTestSupport.create(c, name, s.build());
    }

    private static BigDecimal d(String v) {
        return new BigDecimal(v);
    }

    @Test
    void aFullCompactionStoresOneRowPerKey() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = table(c, "p", Map.of());
            commit(t, List.of(ins(1, d("1.50"), 1), ins(2, d("2.25"), 1)));
            commit(t, List.of(ins(1, d("1.33"), 1)));
            commit(t, List.of(ins(1, d("0.77"), 1), ins(2, d("1.11"), 1)));
            t.compact(Map.of(), true);
            assertEquals(List.of("L5x2"), layout(dir, "p")); // old code: L5x5
            assertEquals(List.of("+I[1, 1.54, 3]", "+I[2, 2.50, 2]"), read(t));
            commit(t, List.of(ins(1, d("3.03"), 1)));
            assertEquals(List.of("+I[1, 4.67, 4]", "+I[2, 2.50, 2]"), read(t));
        }
    }

    /**
     * Seeded histories (adds and {@code -U}s of values whose products round) written to a plain and a lookup-producer
     * table compacted fully at random points: every read equals that of a write-only table of the raw versions (in a
     * history with retractions, until the table's first explicit compaction, which drops a key's lone retractions and
     * retraction results at the bottom as Paimon 1.4.2's full compaction does: COMPACTION.md "The explicit compaction
     * stores Paimon's merged rows", sweep 44), and after a full compaction of a history without retractions one record
     * per key is stored.
     */
    @Test
    void readsAreThoseOfTheRawVersions() {
        long base = Long.getLong("seed", 20261238L);
        for (int s = 0; s < 30; s++) {
            long seed = base + s;
            SplittableRandom r = new SplittableRandom(seed);
            boolean addOnly = (seed & 1) == 0;
            Path d = dir.resolve("s" + s);
            try (Catalog c = TableTestSupport.catalog(d)) {
                Table raw = table(c, "raw", Map.of("write-only", "true"));
                Table plain = table(c, "plain", Map.of());
                Table lookup = table(c, "lookup", Map.of("changelog-producer", "lookup"));
                int commits = 2 + r.nextInt(6);
                java.util.Set<String> compactedWithRetractions = new java.util.HashSet<>();
                for (int i = 0; i < commits; i++) {
                    List<GenericRow> rows = new ArrayList<>();
                    java.util.Set<Integer> keys = new java.util.HashSet<>();
                    for (int j = 0, n = 1 + r.nextInt(4); j < n; j++) {
                        RowKind kind = !addOnly && r.nextInt(4) == 0 ? RowKind.UPDATE_BEFORE : RowKind.INSERT;
                        int k = 1 + r.nextInt(3);
                        // add-only: one version of a key per commit, so a full compaction that only upgrades a lone
                        // flushed file (no rewrite) stores one record per key too
                        if (!addOnly || keys.add(k)) {
                            rows.add(GenericRow.ofKind(kind, k,
                                    r.nextInt(5) == 0 ? null : BigDecimal.valueOf(50 + r.nextInt(200), 2), r.nextInt(5)));
                        }
                    }
                    commit(raw, rows);
                    commit(plain, rows);
                    commit(lookup, rows);
                    List<String> expected = read(raw);
                    for (Table t : List.of(plain, lookup)) {
                        String name = t == plain ? "plain" : "lookup";
                        boolean compact = r.nextInt(3) == 0;
                        if (compact) {
                            t.compact(Map.of(), true);
                            if (!addOnly) {
                                compactedWithRetractions.add(name);
                            }
                        }
                        String what = "seed " + seed + " commit " + i + " " + name + (compact ? " compacted" : "");
                        List<String> got = read(t);
                        if ((name.equals("plain") || addOnly) && !compactedWithRetractions.contains(name)) {
                            assertEquals(expected, got, what);
                        }
                        if (compact && addOnly) {
                            long stored = 0;
                            for (String f : layout(d, name)) {
                                stored += Long.parseLong(f.substring(f.indexOf('x') + 1));
                            }
                            assertEquals(got.size(), stored, what + " " + layout(d, name));
                        }
                    }
                }
            }
        }
    }
}
