package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Table;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.row;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * An aggregation table with {@code sequence.field} compacted by Paimon 1.4.2's lookup rewriter (COMPACTION.md "A lone
 * retraction of the sequence field under the lookup compaction"): a commit's lone {@code -U} newest in sequence order
 * is merged onto the looked-up row there, nulling the sequence, so a later lower-sequence record sorts after that row
 * and sets the sequence. Expected values are Flink 2.0 + Paimon 1.4.2's (probes {@code sq34_sqq_h},
 * {@code ag35_h_big}, {@code ag35_h_chain}, {@code ag35_h_dv}). The old code kept the {@code -U} as an ordinary
 * version, which stayed newest: every lookup case below read a null sequence at the end.
 */
class AggregationSequenceBarrierTest {
    @TempDir
    Path dir;

    private static Table table(Catalog c, String name, String... options) {
        var b = schema("k INT", "s BIGINT", "lv STRING", "sq INT").primaryKey("k").option("bucket", "1")
                .option("merge-engine", "aggregation").option("sequence.field", "sq")
                .option("fields.s.aggregate-function", "sum").option("fields.lv.aggregate-function", "last_value");
        for (int i = 0; i < options.length; i += 2) {
            b.option(options[i], options[i + 1]);
        }
        return TableTestSupport.create(c, name, b.build());
    }

    private static GenericRow v(RowKind kind, int k, long s, String lv, int sq) {
        return row(kind, k, s, lv, sq);
    }

    /**
     * The probes' three commits on keys 1 and 2 of a new table {@code name} with {@code options}: both at sequence 5;
     * key 1's {@code -U} newest in sequence order (6) and key 2's {@code -D} at {@code key2Sequence}; both again at
     * sequence 3. Checks the read after the second commit against {@code afterRetractions} (null: not read) and after
     * the third against {@code afterLower}, then hands the table to {@code then} (the catalog still open).
     */
    private void retractionsThenLowerSequence(String name, int key2Sequence, List<String> afterRetractions,
                                              List<String> afterLower, Consumer<Table> then, String... options) {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = table(c, name, options);
            commit(t, ins(1, 5L, "a", 5), ins(2, 5L, "a", 5));
            commit(t, v(RowKind.UPDATE_BEFORE, 1, 2L, "b", 6), v(RowKind.DELETE, 2, 2L, "b", key2Sequence));
            if (afterRetractions != null) {
                assertEquals(afterRetractions, read(t));
            }
            commit(t, ins(1, 1L, "c", 3), ins(2, 1L, "c", 3));
            assertEquals(afterLower, read(t));
            then.accept(t);
        }
    }

    /** Probe sq34_sqq_h: the lookup producer; key 2's {@code -D} is older than the stored row and changes nothing. */
    @Test
    void aLoneUpdateBeforeNewestInSequenceIsMergedOntoTheStoredRowUnderTheLookupProducer() {
        List<String> expected = List.of("+I[1, 4, c, 3]", "+I[2, 4, a, 5]");
        retractionsThenLowerSequence("h", 4, List.of("+I[1, 3, null, null]", "+I[2, 3, a, 5]"), expected, t -> {
            assertEquals(expected, read(t, true));
            t.compact(Map.of(), true);
            assertEquals(expected, read(t));
        }, "changelog-producer", "lookup");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            assertEquals(expected, read(c.getTable(Identifier.of("default", "h"))));
        }
    }

    /** Probe ag35_h_chain: barriers one after another; a {@code -U} older than the row's sequence is no barrier. */
    @Test
    void barriersChain() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = table(c, "c", "changelog-producer", "lookup");
            commit(t, ins(1, 5L, "a", 5));
            commit(t, v(RowKind.UPDATE_BEFORE, 1, 2L, "b", 6));
            assertEquals(List.of("+I[1, 3, null, null]"), read(t));
            commit(t, ins(1, 1L, "c", 3));
            assertEquals(List.of("+I[1, 4, c, 3]"), read(t));
            commit(t, v(RowKind.UPDATE_BEFORE, 1, 1L, "d", 2));
            assertEquals(List.of("+I[1, 3, c, 3]"), read(t));
            commit(t, v(RowKind.UPDATE_BEFORE, 1, 1L, "e", 9));
            assertEquals(List.of("+I[1, 2, null, null]"), read(t));
            commit(t, ins(1, 10L, "f", 1));
            assertEquals(List.of("+I[1, 12, f, 1]"), read(t));
        }
    }

    /**
     * Probe ag35_h_big: many keys in the bottom run. Then a compaction above the bottom run (a large base, many
     * commits) takes the stored barrier with later versions and must keep it, or the key's older row sorts after
     * them again: checked against the model of Paimon's stored rows.
     */
    @Test
    void aBarrierAboveALargeBottomRunSurvivesTheCompactionsAboveIt() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = table(c, "b", "changelog-producer", "lookup");
            List<GenericRow> base = new ArrayList<>();
            for (int k = 1; k <= 40; k++) {
                base.add(ins(k, 5L, "a", 5));
            }
            commit(t, base.toArray(new GenericRow[0]));
            commit(t, v(RowKind.UPDATE_BEFORE, 1, 2L, "b", 6), v(RowKind.UPDATE_BEFORE, 2, 2L, "b", 4));
            commit(t, ins(1, 1L, "c", 3), ins(2, 1L, "c", 3));
            List<String> got = read(t);
            assertEquals(List.of("+I[1, 4, c, 3]", "+I[10, 5, a, 5]"), got.subList(0, 2));
            assertEquals("+I[2, 4, a, 5]", got.get(11));

            base.clear();
            for (int k = 100; k <= 3000; k++) {
                base.add(ins(k, 5L, "a", 5));
            }
            commit(t, base.toArray(new GenericRow[0]));
            t.compact(Map.of(), true);
            commit(t, v(RowKind.UPDATE_BEFORE, 3, 2L, "b", 6));
            // key 3: [3, null, null]; then versions of lower sequence, commit by commit
            commit(t, ins(3, 1L, "c", 3));
            commit(t, ins(3, 1L, "d", 2));
            commit(t, ins(3, 1L, "e", 4));
            assertEquals("+I[3, 6, e, 4]", find(read(t), "+I[3, "));
            commit(t, v(RowKind.UPDATE_BEFORE, 3, 1L, "f", 1));
            assertEquals("+I[3, 5, e, 4]", find(read(t), "+I[3, "));
            t.compact(Map.of(), true);
            assertEquals("+I[3, 5, e, 4]", find(read(t), "+I[3, "));
        }
    }

    /** Probe ag35_h_dv: deletion vectors compact with the lookup rewriter too. */
    @Test
    void deletionVectorsTableToo() {
        retractionsThenLowerSequence("d", 6, List.of("+I[1, 3, null, null]", "+I[2, 3, null, null]"),
                List.of("+I[1, 4, c, 3]", "+I[2, 4, c, 3]"), t -> { }, "deletion-vectors.enabled", "true");
    }

    /**
     * Probe sq34_sqq_j: without lookups (the input producer) Paimon stores the {@code -U} as written, so it stays newest:
     * unchanged.
     */
    @Test
    void withoutLookupsTheRetractionStaysNewest() {
        retractionsThenLowerSequence("j", 6, null, List.of("+I[1, 4, null, null]", "+I[2, 4, null, null]"), t -> { },
                "changelog-producer", "input");
    }

    private static String find(List<String> rows, String prefix) {
        for (String r : rows) {
            if (r.startsWith(prefix)) {
                return r;
            }
        }
        return null;
    }
}
