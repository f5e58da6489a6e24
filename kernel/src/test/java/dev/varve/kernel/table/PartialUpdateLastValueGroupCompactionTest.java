package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.layout;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A partial-update table whose sequence groups hold {@code last_non_null_value} / {@code last_value} columns
 * (COMPACTION.md "Partial-update sequence groups with last_value / last_non_null_value", sweep 36 dv): such a group
 * folds in arrival order and keeps nothing beyond the column's value, so compactions store one merged row per key as
 * Paimon 1.4.2 does. Probe {@code flink-oracle/probes/dv36/dv36_pu_groups_lnn_counts} (fzmx_2446): Paimon's commit
 * compaction of table {@code u} leaves {@code L5x2} (total 2), its full compaction of the deletion-vector table one row
 * per key. The old code kept every raw version ({@code L5x5}) and read the same rows.
 */
class PartialUpdateLastValueGroupCompactionTest {
    @TempDir
    Path dir;

    private static Table table(Catalog c, String name, Map<String, String> extra) {
        var s = schema("k INT", "v STRING", "n INT", "g1 INT", "g2 INT").primaryKey("k")
                .option("merge-engine", "partial-update")
                .option("fields.g1.sequence-group", "v").option("fields.g2.sequence-group", "n")
                .option("fields.v.aggregate-function", "last_non_null_value")
                .option("fields.n.aggregate-function", "last_value");
        extra.forEach(s::option);
        return TableTestSupport.create(c, name, s.build());
    }

    private static void write(Table t) {
        try (TableWriter w = t.newWriter("u")) {
            w.write(ins(1, "a", 1, 1, 1));
            w.write(ins(2, "b", 2, 1, 1));
            w.commit(1);
            w.write(ins(1, null, null, 2, 2)); // newer: v keeps 'a' (null is no value), n becomes null
            w.commit(2);
            w.write(ins(1, "c", 3, 1, 1)); // older in both groups: v is set, so stays 'a'; n stays null
            w.write(ins(2, "d", 4, 3, 3));
            w.commit(3);
        }
    }

    private static final List<String> ROWS = List.of("+I[1, a, null, 2, 2]", "+I[2, d, 4, 3, 3]");

    @Test
    void lookupCommitCompactionsStoreOneMergedRowPerKey() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = table(c, "u", Map.of("bucket", "1", "changelog-producer", "lookup"));
            write(t);
            assertEquals(ROWS, read(t));
            assertEquals(List.of("L5x2"), layout(dir, "u")); // old code: L5x5 (raw versions)
        }
        try (Catalog c = TableTestSupport.catalog(dir)) {
            assertEquals(ROWS, read(c.getTable(Identifier.of("default", "u"))));
        }
    }

    @Test
    void fullCompactionOfADeletionVectorTableStoresOneRowPerKey() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = table(c, "t", Map.of("bucket", "1", "deletion-vectors.enabled", "true"));
            write(t);
            assertEquals(ROWS, read(t));
            t.compact(Map.of(), true);
            assertEquals(ROWS, read(t));
            assertEquals(List.of("L5x2"), layout(dir, "t"));
            // later records, older and newer, still fold onto the merged row as onto the raw versions
            try (TableWriter w = t.newWriter("u2")) {
                w.write(ins(1, "e", 7, 0, 5));
                w.write(ins(2, null, 8, 4, 0));
                w.commit(4);
            }
            t.compact(Map.of(), true);
            assertEquals(List.of("+I[1, a, 7, 2, 5]", "+I[2, d, 4, 4, 3]"), read(t));
            assertEquals(List.of("L5x2"), layout(dir, "t"));
        }
    }
}
