package dev.varve.kernel.mergeengine;

import org.junit.jupiter.api.Test;

import static dev.varve.kernel.mergeengine.Harness.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The examples of SEMANTICS §3 / seed 000 (also in /work/shared/examples). */
class SeedExamplesTest {
    private static final String[] KVV = {"k INT", "v1 DOUBLE", "v2 STRING"};

    @Test
    void deduplicateKeepsTheLatest() {
        Harness h = Harness.of(KVV, "k", "merge-engine", "deduplicate")
                .insert(1, 2.0, "apple").insert(1, 4.0, "banana").insert(1, 8.0, "cherry");
        assertEquals(row(1, 8.0, "cherry"), h.read());
    }

    @Test
    void deduplicateIsTheDefault() {
        Harness h = Harness.of(KVV, "k").insert(1, 2.0, "apple").insert(1, 8.0, "cherry");
        assertEquals(MergeEngineKind.DEDUPLICATE, h.engine.kind());
        assertEquals(row(1, 8.0, "cherry"), h.read());
    }

    @Test
    void deduplicateTrailingDeleteRemovesTheKey() {
        Harness h = Harness.of(KVV, "k", "merge-engine", "deduplicate")
                .insert(1, 2.0, "apple").insert(1, 4.0, "banana").delete(1, 4.0, "banana");
        assertNull(h.read());
        assertEquals(dev.varve.row.RowKind.DELETE, h.mergeAll().kind());
        assertEquals(3, h.mergeAll().sequence());
    }

    @Test
    void firstRowKeepsTheFirst() {
        Harness h = Harness.of(KVV, "k", "merge-engine", "first-row")
                .insert(1, 2.0, "apple").insert(1, 4.0, "banana").insert(1, 8.0, "cherry");
        assertEquals(row(1, 2.0, "apple"), h.read());
        assertEquals(1, h.mergeAll().sequence());
        assertTrue(h.engine.isFirstRow());
    }

    @Test
    void partialUpdateNullsNeverOverwrite() {
        Harness h = Harness.of(new String[] {"k INT", "v1 DOUBLE", "v2 BIGINT", "v3 STRING"}, "k",
                "merge-engine", "partial-update")
                .insert(1, 23.0, 10L, null).insert(1, null, null, "This is a book").insert(1, 25.2, null, null);
        assertEquals(row(1, 25.2, 10L, "This is a book"), h.read());
        assertEquals(3, h.mergeAll().sequence());
    }

    @Test
    void aggregationMaxAndSum() {
        Harness h = Harness.of(new String[] {"product_id BIGINT", "price DOUBLE", "sales BIGINT"}, "product_id",
                "merge-engine", "aggregation",
                "fields.price.aggregate-function", "max",
                "fields.sales.aggregate-function", "sum")
                .insert(1L, 23.0, 15L).insert(1L, 30.2, 20L);
        assertEquals(row(1L, 30.2, 35L), h.read());
    }

    @Test
    void seed002ScenarioA_sumRetractsAndReAdds() {
        // DWS table of seed 002: an identical retry (-U/+U of equal rows) cancels; a correction re-adds.
        Harness h = Harness.of(new String[] {"user_id BIGINT", "total DECIMAL(18, 2)", "logins BIGINT"}, "user_id",
                "merge-engine", "aggregation",
                "fields.total.aggregate-function", "sum",
                "fields.logins.aggregate-function", "sum")
                .insert(7L, new java.math.BigDecimal("10.50"), 1L)
                .insert(7L, new java.math.BigDecimal("2.25"), 1L)
                .updateBefore(7L, new java.math.BigDecimal("2.25"), 1L)
                .updateAfter(7L, new java.math.BigDecimal("2.25"), 1L)
                .updateBefore(7L, new java.math.BigDecimal("10.50"), 1L)
                .updateAfter(7L, new java.math.BigDecimal("11.00"), 1L);
        assertEquals(row(7L, new java.math.BigDecimal("13.25"), 2L), h.read());
    }
}
