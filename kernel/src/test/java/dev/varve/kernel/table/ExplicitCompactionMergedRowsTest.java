package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import dev.varve.row.RowKind;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.layout;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.row;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The explicit compaction ({@code CALL sys.compact}, {@link Table#compact}) stores what Apache Paimon 1.4.2's full
 * compaction stores (COMPACTION.md "The explicit compaction stores Paimon's merged rows", sweep 44 lt): one merged row
 * per key at the bottom, also of a non-associative engine, retraction results and a key's lone retractions dropped,
 * also with {@code sequence.field}; a later record with a lower sequence then sorts before the whole merged row.
 * Expected values are Flink 2.0 + Paimon 1.4.2's (probes {@code flink-oracle/probes/lt40/lt40_d_explicit},
 * {@code probes/fz43/fz43p_1743_compact}, {@code probes/lt44}). The old code kept the raw versions (an explicit
 * compaction never changed a result), so every case below read as Paimon without the compaction.
 */
class ExplicitCompactionMergedRowsTest {
    @TempDir
    Path dir;

    /** lt40_d's table t without the collection columns: {@code listagg} and {@code first_value} under {@code sq}. */
    @Test
    void orderSensitiveAggregatesSeeALateRecordBeforeTheMergedRow() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = TableTestSupport.create(c, "t", schema("k INT", "l STRING", "f INT", "sq INT").primaryKey("k")
                    .option("bucket", "1").option("merge-engine", "aggregation").option("sequence.field", "sq")
                    .option("fields.l.aggregate-function", "listagg").option("fields.f.aggregate-function", "first_value")
                    .build());
            commit(t, ins(1, "a", 10, 5), ins(2, "b", 20, 5));
            commit(t, ins(1, "a1", 11, 9), ins(2, "b1", 21, 2));
            t.compact(Map.of());
            assertEquals(List.of("L5x2"), layout(dir, "t"));
            commit(t, ins(1, "a2", 12, 7), ins(2, "b2", 22, 3));
            assertEquals(List.of("+I[1, a2,a,a1, 12, 9]", "+I[2, b2,b1,b, 22, 5]"), read(t));
        }
    }

    /** fz43p_1743_compact: a descending sequence order; the merged row stands at the key's newest sequence (3). */
    @Test
    void descendingFirstValueTakesTheLateRecord() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = TableTestSupport.create(c, "t", schema("k INT", "v INT", "sq BIGINT").primaryKey("k")
                    .option("bucket", "1").option("merge-engine", "aggregation").option("sequence.field", "sq")
                    .option("sequence.field.sort-order", "descending").option("fields.v.aggregate-function", "first_value")
                    .build());
            commit(t, ins(2, 10, 4L));
            commit(t, ins(2, 20, 3L));
            t.compact(Map.of());
            commit(t, ins(2, 30, 4L));
            assertEquals(List.of("+I[2, 30, 3]"), read(t));
        }
    }

    /** lt40_d's table p: the merged row's non-null values win over the late record's. */
    @Test
    void partialUpdateUnderASequenceFieldKeepsTheMergedRowsValues() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = TableTestSupport.create(c, "p", schema("k INT", "a INT", "b STRING", "c BIGINT").primaryKey("k")
                    .option("bucket", "1").option("merge-engine", "partial-update").option("sequence.field", "c").build());
            commit(t, ins(1, null, "y", 2L), ins(2, 1, "w", 1L));
            commit(t, ins(1, 8, null, 4L), ins(2, 5, null, 5L));
            t.compact(Map.of());
            assertEquals(List.of("L5x2"), layout(dir, "p"));
            commit(t, ins(1, 9, "late", 3L), ins(2, 7, "late", 3L));
            assertEquals(List.of("+I[1, 8, y, 4]", "+I[2, 5, w, 5]"), read(t));
        }
    }

    /**
     * lt40_d's table r: key 1's {@code -U} is merged into the row (its sequence newest), key 3's lone {@code -U} is
     * dropped at the bottom, so the later {@code sq 3} record of key 3 starts afresh and key 1's sorts before the row.
     */
    @Test
    void retractionsReachingTheBottomAreDroppedAlsoWithASequenceField() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = TableTestSupport.create(c, "r", schema("k INT", "s BIGINT", "f INT", "sq INT").primaryKey("k")
                    .option("bucket", "1").option("merge-engine", "aggregation").option("sequence.field", "sq")
                    .option("fields.s.aggregate-function", "sum").option("fields.f.aggregate-function", "last_value")
                    .build());
            commit(t, ins(1, 5L, 50, 5), ins(2, 5L, 50, 5));
            commit(t, row(RowKind.UPDATE_BEFORE, 1, 2L, 20, 6), row(RowKind.UPDATE_BEFORE, 3, 2L, 20, 6));
            t.compact(Map.of());
            assertEquals(List.of("L5x2"), layout(dir, "r"));
            commit(t, ins(1, 1L, 10, 3), ins(3, 1L, 10, 3));
            assertEquals(List.of("+I[1, 4, 10, 3]", "+I[2, 5, 50, 5]", "+I[3, 1, 10, 3]"), read(t));
        }
    }

    /** A deduplicate table under {@code sequence.field}: the {@code -D} is dropped at the bottom, a late add returns. */
    @Test
    void aDeleteReachingTheBottomIsDroppedUnderASequenceField() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = TableTestSupport.create(c, "d", schema("k INT", "v STRING", "sq INT").primaryKey("k")
                    .option("bucket", "1").option("sequence.field", "sq").build());
            commit(t, ins(1, "a", 5), ins(2, "b", 5));
            commit(t, row(RowKind.DELETE, 1, "a", 6), ins(2, "b2", 8));
            t.compact(Map.of());
            commit(t, ins(1, "late", 3), ins(2, "late", 7));
            assertEquals(List.of("+I[1, late, 3]", "+I[2, b2, 8]"), read(t));
        }
    }
}
