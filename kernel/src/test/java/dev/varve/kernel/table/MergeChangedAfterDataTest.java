package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Schema;
import dev.varve.kernel.SchemaChange;
import dev.varve.kernel.Table;
import dev.varve.row.RowKind;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.row;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A deduplicate table's merge changed after the data (COMPACTION.md "A merge changed after the data"): on a table that
 * needs lookups (deletion vectors, the lookup producer, {@code force-lookup}) Paimon 1.4.2's compaction made each row it
 * stored above level 0 the key's merged row under the merge of its time and marked (or, through its lookup merge, reads
 * past) the older ones, so a {@code sequence.field} or {@code ignore-delete} set later does not bring an older record
 * back (fzmx_2614; probes {@code flink-oracle/probes/dv40}). A table without lookups merges every version again under
 * the new options, in Paimon as in Varve. The old code read {@code [7, b, 57]} after the {@code ALTER} on every
 * table ({@link #aSequenceFieldSetAfterTheDataKeepsTheStoredMerge}) and the deleted key 7 back after
 * {@code ignore-delete} ({@link #ignoreDeleteSetAfterADeleteKeepsTheKeyDeleted}).
 */
class MergeChangedAfterDataTest {
    @TempDir
    Path dir;

    private static final List<String> BEFORE = List.of("+I[1, a, 10]", "+I[2, a, 20]", "+I[3, a, 30]", "+I[4, a, 40]",
            "+I[5, a, 50]", "+I[6, a, 60]");

    private static List<String> rows(String... more) {
        List<String> out = new ArrayList<>(BEFORE);
        out.addAll(List.of(more));
        java.util.Collections.sort(out);
        return out;
    }

    /** Six keys and (7, b, 57) in one commit, (7, c, 46) in the next: two runs hold key 7. */
    private Table sixKeysThenKey7Twice(Catalog c, String name, String... options) {
        Schema.Builder b = schema("k INT", "v STRING", "n INT").primaryKey("k").option("bucket", "1");
        for (int i = 0; i < options.length; i += 2) {
            b.option(options[i], options[i + 1]);
        }
        Table t = create(c, name, b.build());
        commit(t, ins(1, "a", 10), ins(2, "a", 20), ins(3, "a", 30), ins(4, "a", 40), ins(5, "a", 50),
                ins(6, "a", 60), ins(7, "b", 57));
        commit(t, ins(7, "c", 46));
        return t;
    }

    private static Table alter(Catalog c, String name, String key, String value) {
        Identifier id = Identifier.of("default", name);
        c.alterTable(id, List.of(SchemaChange.setOption(key, value)), false);
        return c.getTable(id);
    }

    @Test
    void aSequenceFieldSetAfterTheDataKeepsTheStoredMerge() {
        String[][] lookups = {{"deletion-vectors.enabled", "true"}, {"changelog-producer", "lookup"},
                {"force-lookup", "true"}};
        try (Catalog c = TableTestSupport.catalog(dir)) {
            for (int i = 0; i < lookups.length; i++) {
                String name = "t" + i;
                sixKeysThenKey7Twice(c, name, lookups[i]);
                assertTrue(TableTestSupport.layout(dir, name).contains("L4x1"), name + " " + TableTestSupport.layout(dir, name));
                Table t = alter(c, name, "sequence.field", "n");
                assertEquals(rows("+I[7, c, 46]"), read(t), name);
                // the commit's compaction takes the level-4 run into a new level-4 file written under the new option
                commit(t, ins(9, "z", 101));
                assertEquals(rows("+I[7, c, 46]", "+I[9, z, 101]"), read(t), name);
                commit(t, ins(8, "y", 102));
                t.compact(Map.of(), true);
                List<String> all = rows("+I[7, c, 46]", "+I[8, y, 102]", "+I[9, z, 101]");
                assertEquals(all, read(t), name);
                // from here on every stored row is the new option's merge: a lower sequence value loses
                commit(t, ins(7, "d", 40));
                assertEquals(all, read(t), name);
            }
            // without lookups Paimon merges every version again under the new option, as Varve does
            sixKeysThenKey7Twice(c, "plain");
            Table t = alter(c, "plain", "sequence.field", "n");
            assertEquals(rows("+I[7, b, 57]"), read(t));
        }
        try (Catalog c = TableTestSupport.catalog(dir)) {
            assertEquals(rows("+I[7, c, 46]", "+I[8, y, 102]", "+I[9, z, 101]"),
                    read(c.getTable(Identifier.of("default", "t0"))));
        }
    }

    @Test
    void ignoreDeleteSetAfterADeleteKeepsTheKeyDeleted() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING", "n INT").primaryKey("k").option("bucket", "1")
                    .option("deletion-vectors.enabled", "true").build());
            commit(t, ins(1, "a", 10), ins(2, "a", 20), ins(3, "a", 30), ins(4, "a", 40), ins(5, "a", 50),
                    ins(6, "a", 60), ins(7, "b", 57));
            commit(t, row(RowKind.DELETE, 7, "b", 57));
            assertEquals(BEFORE, read(t));
            t = alter(c, "t", "ignore-delete", "true");
            assertEquals(BEFORE, read(t));
            assertEquals(BEFORE, read(t, true));
            commit(t, ins(9, "z", 101));
            assertEquals(rows("+I[9, z, 101]"), read(t));
            t.compact(Map.of(), true);
            assertEquals(rows("+I[9, z, 101]"), read(t));
        }
    }

    /**
     * Rows stored under a sequence field are the compaction's own merge (level 4's (7, c, 46) over level 5's
     * (7, b, 57), where Paimon stored (7, b, 57) again): an option set later on such a table merges them again, as
     * before, so the higher sequence value still wins.
     */
    @Test
    void anOptionSetOnASequenceFieldTableMergesItsStoredRowsAgain() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            sixKeysThenKey7Twice(c, "t", "deletion-vectors.enabled", "true", "sequence.field", "n");
            assertEquals(rows("+I[7, b, 57]"), read(c.getTable(Identifier.of("default", "t"))));
            Table t = alter(c, "t", "ignore-delete", "true");
            assertEquals(rows("+I[7, b, 57]"), read(t));
            commit(t, ins(9, "z", 101));
            assertEquals(rows("+I[7, b, 57]", "+I[9, z, 101]"), read(t));
        }
    }
}
