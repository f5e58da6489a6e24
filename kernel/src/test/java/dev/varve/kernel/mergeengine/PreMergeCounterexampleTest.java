package dev.varve.kernel.mergeengine;

import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.varve.kernel.mergeengine.Harness.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Why the flags are false where they are: each case shows a pre-merge that would change the
 * result (the known Paimon bugs of SEMANTICS §11 among them), while the full merge is right.
 */
class PreMergeCounterexampleTest {

    /** Merges versions [from, to) first, then everything with that result in their place. */
    private static KeyValue split(Harness h, int from, int to) {
        List<KeyValue> v = h.versions;
        List<KeyValue> combined = new ArrayList<>(v.subList(0, from));
        KeyValue pre = Harness.merge(h.engine, v.subList(from, to));
        if (pre != null) {
            combined.add(pre);
        }
        combined.addAll(v.subList(to, v.size()));
        return Harness.merge(h.engine, combined);
    }

    @Test
    void productRetractionPairInOneCommit() {
        Harness h = Harness.of(new String[] {"k INT", "p INT"}, "k", "merge-engine", "aggregation",
                "fields.p.aggregate-function", "product")
                .insert(1, 2).insert(1, 3).updateBefore(1, 3).updateAfter(1, 5);
        assertEquals(row(1, 10), h.read());
        assertEquals(row(1, 30), split(h, 2, 4).value(), "pre-merging -U/+U alone loses the retraction");
        assertFalse(h.engine.preMergeSafe());
    }

    @Test
    void removeRecordOnDeleteThenInsert() {
        Harness h = Harness.of(new String[] {"k INT", "a STRING", "b STRING"}, "k", "merge-engine", "partial-update",
                "partial-update.remove-record-on-delete", "true")
                .insert(1, "a1", "b1").delete(1, null, null).insert(1, null, "b2");
        assertEquals(row(1, null, "b2"), h.read());
        assertEquals(row(1, "a1", "b2"), split(h, 1, 3).value(), "old values would come back");
        assertFalse(h.engine.preMergeSafe());
    }

    @Test
    void countCountsAMergedRowOnce() {
        Harness h = Harness.of(new String[] {"k INT", "c BIGINT"}, "k", "merge-engine", "aggregation",
                "fields.c.aggregate-function", "count")
                .insert(1, 5L).insert(1, 6L).insert(1, 7L);
        assertEquals(row(1, 3L), h.read());
        assertNotEquals(row(1, 3L), split(h, 0, 2).value());
        assertFalse(h.engine.associative());
    }

    @Test
    void collectRetractionBeforeItsElementArrives() {
        Harness h = Harness.of(new String[] {"k INT", "c ARRAY<STRING>"}, "k", "merge-engine", "aggregation",
                "fields.c.aggregate-function", "collect")
                .insert(1, List.of("A", "B")).updateBefore(1, List.of("A")).insert(1, List.of("C"));
        assertEquals(row(1, List.of("B", "C")), h.read());
        assertEquals(RowKind.INSERT, split(h, 1, 3).kind());
        assertEquals(List.of("A", "B", "C"), split(h, 1, 3).value().getField(1),
                "a -U pre-merged before its element arrives is lost");
        assertFalse(h.engine.preMergeSafe());
    }

    @Test
    void lastValueWithIgnoredRetractions() {
        Harness h = Harness.of(new String[] {"k INT", "l STRING"}, "k", "merge-engine", "aggregation",
                "fields.l.aggregate-function", "last_value", "fields.l.ignore-retract", "true")
                .insert(1, "x").updateBefore(1, "x").updateBefore(1, "x");
        assertEquals(row(1, "x"), h.read());
        assertEquals(null, split(h, 1, 3).value().getField(1), "the merged -Us would read as a null value");
        assertFalse(h.engine.preMergeSafe());
    }

    @Test
    void decimalProductRoundsEachStep() {
        Harness h = Harness.of(new String[] {"k INT", "p DECIMAL(10, 1)"}, "k", "merge-engine", "aggregation",
                "fields.p.aggregate-function", "product")
                .insert(1, new java.math.BigDecimal("0.1")).insert(1, new java.math.BigDecimal("0.2"))
                .insert(1, new java.math.BigDecimal("2.3"));
        assertEquals(new java.math.BigDecimal("0.0"), h.mergeAll().value().getField(1)); // 0.02 -> 0.0, * 2.3
        assertEquals(new java.math.BigDecimal("0.1"), split(h, 1, 3).value().getField(1)); // 0.46 -> 0.5, * 0.1
        assertFalse(h.engine.associative());
    }

    /**
     * Partial-update groups {@link MergeEngine#preMergesRetractions} keeps apart (PartialUpdatePreMerge, sweep 34 pu),
     * though Paimon 1.4.2's write buffer merges them (probe flink-oracle/probes/pu34): merged first, each changes the
     * result. A -D then an add leaving a column null: the older value would show through.
     */
    @Test
    void partialUpdateKeepsADeleteThenAnAddLeavingANullApart() {
        Harness h = Harness.of(new String[] {"k INT", "a STRING", "b STRING"}, "k", "merge-engine", "partial-update",
                "partial-update.remove-record-on-delete", "true")
                .insert(1, "a1", "b1").delete(1, "a1", "b1").insert(1, null, "b2");
        assertEquals(row(1, null, "b2"), h.read());
        assertEquals(row(1, "a1", "b2"), split(h, 1, 3).value());
        assertFalse(h.engine.preMergesRetractions(h.versions.subList(1, 3)));
    }

    /** A group of -U only would merge into a -D and remove the row (as Paimon's buffer does: probe pu34 t4). */
    @Test
    void partialUpdateKeepsAGroupOfUpdateBeforesApart() {
        Harness h = Harness.of(new String[] {"k INT", "a STRING"}, "k", "merge-engine", "partial-update",
                "partial-update.remove-record-on-delete", "true")
                .insert(1, "a1").updateBefore(1, "a1").updateBefore(1, "a1");
        assertEquals(row(1, "a1"), h.read());
        assertTrue(split(h, 1, 3).kind().isRetract(), "the merged -U, -U removes the row");
        assertFalse(h.engine.preMergesRetractions(h.versions.subList(1, 3)));
    }

    /**
     * Sequence groups: a merge whose first version is a retraction starts from its values, so the merged row would carry
     * them into the older versions (Paimon's buffer does: probe pu34 t5 reads 13 where the versions give 3).
     */
    @Test
    void partialUpdateKeepsASequenceGroupMergeStartingWithARetractionApart() {
        Harness h = Harness.of(new String[] {"k INT", "s INT", "g INT"}, "k", "merge-engine", "partial-update",
                "fields.g.sequence-group", "s", "fields.s.aggregate-function", "sum")
                .insert(1, 10, 1).updateBefore(1, 10, 1).updateAfter(1, 3, 2);
        assertEquals(row(1, 3, 2), h.read());
        assertEquals(row(1, 13, 2), split(h, 1, 3).value());
        assertFalse(h.engine.preMergesRetractions(h.versions.subList(1, 3)));
    }

    /**
     * remove-record-on-sequence-group: a removing -D restarts the row from its own values, dropping the group's earlier
     * add, which a merged -D lower in sequence than the stored row would not undo.
     */
    @Test
    void partialUpdateKeepsARemovingDeleteApart() {
        Harness h = Harness.of(new String[] {"k INT", "s INT", "g INT"}, "k", "merge-engine", "partial-update",
                "fields.g.sequence-group", "s", "fields.s.aggregate-function", "sum",
                "partial-update.remove-record-on-sequence-group", "g")
                .insert(1, 10, 5).insert(1, 4, 2).delete(1, 1, 3);
        assertEquals(row(1, 13, 5), h.read());
        assertEquals(row(1, 9, 5), split(h, 1, 3).value(), "the merged -D retracts its own value only");
        assertFalse(h.engine.preMergesRetractions(h.versions.subList(1, 3)));
    }
}
