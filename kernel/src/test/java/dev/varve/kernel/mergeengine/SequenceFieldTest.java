package dev.varve.kernel.mergeengine;

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
        assertEquals(row(1, 2L, 7, null), agg.read(), "+U then -U of one sequence value, in arrival order");
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
