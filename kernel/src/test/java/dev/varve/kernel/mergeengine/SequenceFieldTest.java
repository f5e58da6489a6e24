package dev.varve.kernel.mergeengine;

import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import org.junit.jupiter.api.Test;

import java.time.LocalDateTime;

import static dev.varve.kernel.mergeengine.Harness.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** SEMANTICS §4 / §11: sequence.field ordering, direction, several columns, ties, auto-padding, nulls. */
class SequenceFieldTest {
    private static final String[] T = {"k INT", "ts BIGINT", "v STRING"};

    @Test
    void ascendingLateRecordLoses() {
        Harness h = Harness.of(T, "k", "sequence.field", "ts").insert(1, 5L, "new").insert(1, 3L, "late");
        assertEquals(row(1, 5L, "new"), h.read());
        assertEquals(1, h.mergeAll().sequence(), "deduplicate returns the winning record with its own sequence");
    }

    @Test
    void descendingReverses() {
        Harness h = Harness.of(T, "k", "sequence.field", "ts", "sequence.field.sort-order", "descending")
                .insert(1, 5L, "a").insert(1, 3L, "b").insert(1, 4L, "c");
        assertEquals(row(1, 3L, "b"), h.read());
    }

    @Test
    void tiesFallBackToArrivalWhateverTheKind() {
        Harness h = Harness.of(T, "k", "sequence.field", "ts").insert(1, 5L, "a").insert(1, 5L, "b");
        assertEquals(row(1, 5L, "b"), h.read());
        Harness d = Harness.of(T, "k", "sequence.field", "ts").insert(1, 5L, "a").updateBefore(1, 5L, "a");
        assertNull(d.read(), "the later -U wins the tie and deletes");
        Harness u = Harness.of(T, "k", "sequence.field", "ts").updateAfter(1, 5L, "b").updateBefore(1, 5L, "a");
        assertNull(u.read(), "without row-kind-flag arrival decides, even for -U after +U");
    }

    @Test
    void rowKindFlagDoesNotReorderTies() {
        // Apache Paimon 1.4.2 has no sequence.auto-padding: probed on Flink (sweep21_fz_row_kind_flag_*), a -U after a
        // +U of the same sequence value deletes, and a DELETE (a -D carrying the row's own value) deletes
        Harness u = Harness.of(T, "k", "sequence.field", "ts", "sequence.auto-padding", "row-kind-flag")
                .insert(1, 4L, "old").updateAfter(1, 5L, "b").updateBefore(1, 5L, "a");
        assertNull(u.read(), "the later -U wins the tie");
        Harness d = Harness.of(T, "k", "sequence.field", "ts", "sequence.auto-padding", "row-kind-flag")
                .insert(1, 5L, "a").delete(1, 5L, "a");
        assertNull(d.read(), "a -D of the row's own sequence value deletes it");
        Harness agg = Harness.of(new String[] {"k INT", "ts BIGINT", "s INT", "l STRING"}, "k",
                "merge-engine", "aggregation", "sequence.field", "ts", "sequence.auto-padding", "row-kind-flag",
                "fields.s.aggregate-function", "sum", "fields.l.aggregate-function", "last_value")
                .insert(1, 1L, 10, "x").updateAfter(1, 2L, 7, "y").updateBefore(1, 2L, 10, "x");
        assertEquals(row(1, null, 7, null), agg.read(),
                "+U then -U of one sequence value, in arrival order (the -U, last, nulls ts as Paimon's last_value)");
    }

    @Test
    void severalColumnsLeftToRight() {
        Harness h = Harness.of(new String[] {"k INT", "a INT", "b INT", "v STRING"}, "k", "sequence.field", "a,b")
                .insert(1, 2, 1, "x").insert(1, 1, 9, "y").insert(1, 2, 0, "z");
        assertEquals(row(1, 2, 1, "x"), h.read());
    }

    @Test
    void nullSequenceSortsFirst() {
        Harness h = Harness.of(T, "k", "sequence.field", "ts").insert(1, 1L, "a").insert(1, null, "b");
        assertEquals(row(1, 1L, "a"), h.read());
        Harness d = Harness.of(T, "k", "sequence.field", "ts", "sequence.field.sort-order", "descending")
                .insert(1, 1L, "a").insert(1, null, "b");
        assertEquals(row(1, 1L, "a"), d.read(), "nulls sort first in both directions");
    }

    @Test
    void timestampSequence() {
        Harness h = Harness.of(new String[] {"k INT", "ts TIMESTAMP(3)", "v STRING"}, "k", "sequence.field", "ts")
                .insert(1, LocalDateTime.of(2024, 1, 2, 0, 0), "new").insert(1, LocalDateTime.of(2024, 1, 1, 0, 0), "old");
        assertEquals("new", h.read().getField(2));
    }

    @Test
    void aggregationLateRecordsFeedSumButNotLastValue() {
        Harness h = Harness.of(new String[] {"k INT", "ts BIGINT", "s BIGINT", "l STRING", "n STRING"}, "k",
                "merge-engine", "aggregation", "sequence.field", "ts",
                "fields.s.aggregate-function", "sum", "fields.l.aggregate-function", "last_value")
                .insert(1, 5L, 10L, "newest", "n5").insert(1, 3L, 1L, "late", "n3");
        assertEquals(row(1, 5L, 11L, "newest", "n5"), h.read());
        assertEquals(2, h.mergeAll().sequence(), "the highest system sequence of the group");
    }

    /**
     * Paimon 1.4.2 folds an aggregation table's sequence field with {@code last_value} (its
     * {@code AggregateMergeFunction.getAggFuncName}): a retraction that comes last in sequence order nulls the column,
     * whatever its own sequence value; a later add sets it again; a lower-sequence add that arrives later still sorts
     * before the retraction (probes sq34 on Flink 2.0 + Paimon 1.4.2: {@code +I(5, sq 5)}, {@code -U(2, sq 6)} reads
     * {@code [3, null]}, then {@code +I(1, sq 3)} {@code [4, null]}).
     */
    @Test
    void aggregationSequenceColumnAfterARetractionIsNullAsPaimonFoldsIt() {
        String[] cols = {"k INT", "s BIGINT", "sq INT"};
        String[] opts = {"merge-engine", "aggregation", "sequence.field", "sq", "fields.s.aggregate-function", "sum"};
        assertEquals(row(1, 3L, null), Harness.of(cols, "k", opts).insert(1, 5L, 5).updateBefore(1, 2L, 6).read());
        assertEquals(row(1, 3L, null), Harness.of(cols, "k", opts).insert(1, 5L, 5).delete(1, 2L, 6).read(),
                "a -D too (without remove-record-on-delete the result is a row)");
        assertEquals(row(1, 4L, null), Harness.of(cols, "k", opts).insert(1, 5L, 5).updateBefore(1, 2L, 6)
                .insert(1, 1L, 3).read(), "a later lower-sequence add sorts before the retraction");
        assertEquals(row(1, 3L, 5), Harness.of(cols, "k", opts).insert(1, 5L, 5).updateBefore(1, 2L, 4).read(),
                "a lower-sequence retraction comes first: the add's sequence stays");
        assertEquals(row(1, 4L, 7), Harness.of(cols, "k", opts).insert(1, 5L, 5).updateBefore(1, 2L, 6)
                .insert(1, 1L, 7).read(), "a higher-sequence add sets it again");
        // a merged row stored with a null sequence sorts before a later lower-sequence add (CALL sys.compact, probe a)
        assertEquals(row(1, 4L, 3), Harness.of(cols, "k", opts).insert(1, 3L, null).insert(1, 1L, 3).read());
    }

    /**
     * With {@code fields.<sq>.ignore-retract} Paimon 1.4.2 wraps the sequence field's {@code last_value} in
     * {@code FieldIgnoreRetractAgg}: a retraction keeps the folded value (not the retraction's own), probes sq34:
     * {@code +I(5, sq 5)}, {@code -U(2, sq 6)} reads {@code [3, 5]}.
     */
    @Test
    void aggregationSequenceColumnIgnoringRetractionsKeepsItsValue() {
        String[] cols = {"k INT", "s BIGINT", "sq INT"};
        String[] opts = {"merge-engine", "aggregation", "sequence.field", "sq", "fields.s.aggregate-function", "sum",
                "fields.sq.ignore-retract", "true"};
        assertEquals(row(1, 3L, 5), Harness.of(cols, "k", opts).insert(1, 5L, 5).updateBefore(1, 2L, 6).read());
        assertEquals(row(1, 3L, 5), Harness.of(cols, "k", opts).insert(1, 5L, 5).delete(1, 2L, 4).read());
        assertEquals(row(1, 4L, 5), Harness.of(cols, "k", opts).insert(1, 5L, 5).updateBefore(1, 2L, 6)
                .insert(1, 1L, 3).read());
        assertTrue(Harness.of(cols, "k", opts).engine.warnings().isEmpty(),
                "ignore-retract on a sequence field has an effect: no warning");
    }

    /**
     * {@code aggregation.remove-record-on-delete}: a removing -D keeps its values (the row becomes the -D's, sequence
     * included), a -U still retracts and nulls the sequence field (probe sq34 d: {@code [3, null]}).
     */
    @Test
    void aggregationRemovalKeepsTheDeletesSequenceAndAnUpdateBeforeNullsIt() {
        String[] cols = {"k INT", "s BIGINT", "sq INT"};
        String[] opts = {"merge-engine", "aggregation", "sequence.field", "sq", "fields.s.aggregate-function", "sum",
                "aggregation.remove-record-on-delete", "true"};
        assertEquals(row(1, 3L, null), Harness.of(cols, "k", opts).insert(1, 5L, 5).updateBefore(1, 2L, 6).read());
        KeyValue removed = Harness.of(cols, "k", opts).insert(1, 5L, 5).delete(1, 2L, 6).mergeAll();
        assertEquals(RowKind.DELETE, removed.kind());
        assertEquals(6, removed.value().getInt(2));
        assertEquals(row(1, 3L, 7), Harness.of(cols, "k", opts).insert(1, 5L, 5).delete(1, 2L, 6)
                .insert(1, 1L, 7).read(), "the row starts again from the -D's values (sum 2 + 1)");
    }

    /**
     * Why {@link MergeEngine#endsWithSequenceRetraction} runs are left out of the pre-merge property: a pre-merge-safe
     * table (sum only) whose run ends in a sequence retraction merges into a row with a null sequence, which sorts
     * before a later lower-sequence add (Paimon's result once its write buffer or a compaction merged the run: probes
     * sq34 a, c), where one merge of every version ends with the retraction (sequence null).
     */
    @Test
    void aggregationRunEndingWithASequenceRetractionDoesNotSplitFreely() {
        Harness h = Harness.of(new String[] {"k INT", "s BIGINT", "sq INT"}, "k", "merge-engine", "aggregation",
                "sequence.field", "sq", "fields.s.aggregate-function", "sum")
                .insert(1, 5L, 5).updateBefore(1, 2L, 6).insert(1, 1L, 3);
        assertTrue(h.engine.preMergeSafe());
        java.util.List<KeyValue> run = h.versions.subList(0, 2);
        assertTrue(h.engine.endsWithSequenceRetraction(run));
        assertEquals(row(1, 4L, null), h.read());
        KeyValue premerged = Harness.merge(h.engine, run);
        assertTrue(Harness.sameRow(premerged.value(), row(1, 3L, null)), premerged.toString());
        KeyValue split = Harness.merge(h.engine, java.util.List.of(premerged, h.versions.get(2)));
        assertTrue(Harness.sameRow(split.value(), row(1, 4L, 3)), split.toString());
    }

    @Test
    void aggregationOrderInsensitiveIsAssociativeWithSequenceField() {
        Harness sumOnly = Harness.of(new String[] {"k INT", "ts BIGINT", "s BIGINT"}, "k",
                "merge-engine", "aggregation", "sequence.field", "ts", "fields.s.aggregate-function", "sum");
        assertTrue(sumOnly.engine.associative());
        Harness withLast = Harness.of(new String[] {"k INT", "ts BIGINT", "s BIGINT"}, "k",
                "merge-engine", "aggregation", "sequence.field", "ts");
        assertEquals(false, withLast.engine.associative(), "last_non_null_value depends on order");
    }

    @Test
    void deleteWinnerByTieOrderInDeduplicate() {
        Harness h = Harness.of(T, "k", "sequence.field", "ts").insert(1, 3L, "a").delete(1, 2L, "a");
        assertEquals(row(1, 3L, "a"), h.read(), "a late delete loses to the newer row");
        assertEquals(RowKind.INSERT, h.mergeAll().kind());
    }
}
