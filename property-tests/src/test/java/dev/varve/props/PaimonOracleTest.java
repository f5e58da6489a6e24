package dev.varve.props;

import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The Paimon oracle reproduces the seed examples (SEMANTICS §3, §5) before it judges Varve. */
class PaimonOracleTest {
    @TempDir
    Path dir;

    private PaimonOracle oracle;

    @BeforeEach
    void open() {
        oracle = new PaimonOracle(dir);
    }

    @AfterEach
    void close() {
        oracle.close();
    }

    static RowType type(Object... nameTypePairs) {
        List<DataField> fs = new ArrayList<>();
        for (int i = 0; i < nameTypePairs.length; i += 2) {
            fs.add(new DataField(i / 2, (String) nameTypePairs[i], (DataType) nameTypePairs[i + 1]));
        }
        return new RowType(fs);
    }

    private static final RowType KVV = type("k", DataType.intType(), "v1", DataType.doubleType(), "v2", DataType.string());

    @Test
    void deduplicateKeepsLatest() {
        PaimonOracle.OracleTable t = oracle.createTable("t", KVV, List.of("k"), List.of(),
                Map.of("merge-engine", "deduplicate", "bucket", "1"));
        t.commitBatch(List.of(GenericRow.of(1, 2.0, "apple"), GenericRow.of(1, 4.0, "banana"),
                GenericRow.of(1, 8.0, "cherry")));
        assertEquals(List.of("+I[1, 8.0, cherry]"), t.readMerged());
    }

    @Test
    void deduplicateTrailingDeleteRemovesKey() {
        PaimonOracle.OracleTable t = oracle.createTable("t", KVV, List.of("k"), List.of(),
                Map.of("merge-engine", "deduplicate", "bucket", "1"));
        t.commitBatch(List.of(GenericRow.of(1, 2.0, "apple"), GenericRow.of(1, 4.0, "banana"),
                GenericRow.ofKind(RowKind.DELETE, 1, 4.0, "banana")));
        assertEquals(List.of(), t.readMerged());
    }

    @Test
    void deduplicateDeleteAcrossCommitsAndDynamicBucket() {
        PaimonOracle.OracleTable t = oracle.createTable("t", KVV, List.of("k"), List.of(), Map.of());
        t.commitBatch(List.of(GenericRow.of(1, 2.0, "apple"), GenericRow.of(2, 4.0, "banana")));
        t.commitBatch(List.of(GenericRow.ofKind(RowKind.DELETE, 1, 2.0, "apple")));
        t.commitBatch(List.of(GenericRow.ofKind(RowKind.UPDATE_AFTER, 2, 5.0, "kiwi")));
        assertEquals(List.of("+I[2, 5.0, kiwi]"), t.readMerged());
    }

    @Test
    void firstRowKeepsFirst() {
        PaimonOracle.OracleTable t = oracle.createTable("t", KVV, List.of("k"), List.of(),
                Map.of("merge-engine", "first-row", "bucket", "2"));
        t.commitBatch(List.of(GenericRow.of(1, 2.0, "apple"), GenericRow.of(1, 4.0, "banana")));
        t.commitBatch(List.of(GenericRow.of(1, 8.0, "cherry")));
        assertEquals(List.of("+I[1, 2.0, apple]"), t.readMerged());
    }

    @Test
    void partialUpdateNullsNeverOverwrite() {
        RowType rt = type("k", DataType.intType(), "v1", DataType.doubleType(), "v2", DataType.bigint(),
                "v3", DataType.string());
        PaimonOracle.OracleTable t = oracle.createTable("t", rt, List.of("k"), List.of(),
                Map.of("merge-engine", "partial-update", "bucket", "1"));
        t.commitBatch(List.of(GenericRow.of(1, 23.0, 10L, null)));
        t.commitBatch(List.of(GenericRow.of(1, null, null, "This is a book")));
        t.commitBatch(List.of(GenericRow.of(1, 25.2, null, null)));
        assertEquals(List.of("+I[1, 25.2, 10, This is a book]"), t.readMerged());
    }

    @Test
    void partialUpdateRejectsDeleteWithoutOption() {
        RowType rt = type("k", DataType.intType(), "v1", DataType.doubleType());
        PaimonOracle.OracleTable t = oracle.createTable("t", rt, List.of("k"), List.of(),
                Map.of("merge-engine", "partial-update", "bucket", "1"));
        t.commitBatch(List.of(GenericRow.of(1, 23.0)));
        assertThrows(PaimonOracle.OracleException.class, () -> {
            t.commitBatch(List.of(GenericRow.ofKind(RowKind.DELETE, 1, 23.0)));
            t.readMerged();
        });
    }

    @Test
    void aggregationMaxAndSum() {
        RowType rt = type("product_id", DataType.bigint(), "price", DataType.doubleType(), "sales", DataType.bigint());
        PaimonOracle.OracleTable t = oracle.createTable("t", rt, List.of("product_id"), List.of(),
                Map.of("merge-engine", "aggregation", "fields.price.aggregate-function", "max",
                        "fields.sales.aggregate-function", "sum", "bucket", "1"));
        t.commitBatch(List.of(GenericRow.of(1L, 23.0, 15L)));
        t.commitBatch(List.of(GenericRow.of(1L, 30.2, 20L)));
        assertEquals(List.of("+I[1, 30.2, 35]"), t.readMerged());
    }

    @Test
    void aggregationSumRetraction() {
        RowType rt = type("k", DataType.intType(), "s", DataType.bigint());
        PaimonOracle.OracleTable t = oracle.createTable("t", rt, List.of("k"), List.of(),
                Map.of("merge-engine", "aggregation", "fields.s.aggregate-function", "sum", "bucket", "1"));
        t.commitBatch(List.of(GenericRow.of(1, 10L), GenericRow.of(2, 5L)));
        t.commitBatch(List.of(GenericRow.ofKind(RowKind.UPDATE_BEFORE, 1, 10L),
                GenericRow.ofKind(RowKind.UPDATE_AFTER, 1, 12L), GenericRow.ofKind(RowKind.DELETE, 2, 5L)));
        assertEquals(List.of("+I[1, 12]", "+I[2, 0]"), t.readMerged());
    }

    @Test
    void sequenceFieldOrdersRecords() {
        RowType rt = type("k", DataType.intType(), "ts", DataType.bigint(), "v", DataType.string());
        PaimonOracle.OracleTable t = oracle.createTable("t", rt, List.of("k"), List.of(),
                Map.of("sequence.field", "ts", "bucket", "1"));
        t.commitBatch(List.of(GenericRow.of(1, 5L, "new")));
        t.commitBatch(List.of(GenericRow.of(1, 3L, "late")));
        assertEquals(List.of("+I[1, 5, new]"), t.readMerged());
    }

    @Test
    void partitionedTableAndAllScalarTypesRoundTrip() {
        RowType rt = type("dt", DataType.string(), "id", DataType.bigint(),
                "b", DataType.booleanType(), "ti", DataType.tinyint(), "si", DataType.smallint(),
                "f", DataType.floatType(), "dec", DataType.decimal(10, 2), "bin", DataType.bytes(),
                "d", DataType.date(), "tm", DataType.time(0), "ts", DataType.timestamp(3),
                "ltz", DataType.timestampLtz(6), "arr", DataType.array(DataType.intType()),
                "m", DataType.map(DataType.string(), DataType.bigint()));
        PaimonOracle.OracleTable t = oracle.createTable("t", rt, List.of("dt", "id"), List.of("dt"),
                Map.of("bucket", "2"));
        t.commitBatch(List.of(GenericRow.of("20240108", 1L, true, (byte) 7, (short) -3, 1.5f,
                new BigDecimal("12.30"), new byte[]{1, 0x2b}, LocalDate.of(2024, 1, 8), LocalTime.of(13, 14, 15),
                LocalDateTime.of(2024, 1, 8, 1, 2, 3, 456_000_000), Instant.parse("2024-01-08T01:02:03.123456Z"),
                List.of(1, 2), Map.of("a", 1L)),
                GenericRow.of("20240109", 1L, null, null, null, null, null, null, null, null, null, null, null, null)));
        assertEquals(List.of(
                "+I[20240108, 1, true, 7, -3, 1.5, 12.30, x'012b', 2024-01-08, 13:14:15, 2024-01-08T01:02:03.456, "
                        + "2024-01-08T01:02:03.123456Z, [1, 2], {a=1}]",
                "+I[20240109, 1, null, null, null, null, null, null, null, null, null, null, null, null]"),
                t.readMerged());
    }

    @Test
    void lookupChangelogMatchesSeed003() {
        RowType rt = type("dt", DataType.string(), "id", DataType.bigint(), "content", DataType.string());
        PaimonOracle.OracleTable t = oracle.createTable("my_tbl", rt, List.of("dt", "id"), List.of("dt"),
                Map.of("changelog-producer", "lookup", "bucket", "1"));
        t.commitBatch(List.of(GenericRow.of("20240108", 1L, "apple"), GenericRow.of("20240108", 2L, "banana"),
                GenericRow.of("20240109", 1L, "cat"), GenericRow.of("20240109", 2L, "dog")));
        t.commitBatch(List.of(GenericRow.of("20240108", 1L, "hello"), GenericRow.of("20240109", 2L, "world")));
        assertEquals(List.of(
                List.of("+I[20240108, 1, apple]", "+I[20240108, 2, banana]", "+I[20240109, 1, cat]",
                        "+I[20240109, 2, dog]"),
                List.of("+U[20240108, 1, hello]", "+U[20240109, 2, world]", "-U[20240108, 1, apple]",
                        "-U[20240109, 2, dog]")), sortedBatches(t));
    }

    @Test
    void fullCompactionChangelogDiffsBeforeAndAfter() {
        RowType rt = type("k", DataType.intType(), "v", DataType.string());
        PaimonOracle.OracleTable t = oracle.createTable("t", rt, List.of("k"), List.of(),
                Map.of("changelog-producer", "full-compaction", "bucket", "1"));
        t.commitBatch(List.of(GenericRow.of(1, "a"), GenericRow.of(2, "b")));
        t.commitBatch(List.of(GenericRow.of(1, "a2"), GenericRow.ofKind(RowKind.DELETE, 2, "b"),
                GenericRow.of(3, "c")));
        t.commitBatch(List.of(GenericRow.of(3, "c")));
        assertEquals(List.of(
                List.of("+I[1, a]", "+I[2, b]"),
                List.of("+I[3, c]", "+U[1, a2]", "-D[2, b]", "-U[1, a]"),
                List.of("+U[3, c]", "-U[3, c]")), sortedBatches(t));
    }

    /** The changelog per snapshot, each snapshot's changes sorted (order across keys is free). */
    private static List<List<String>> sortedBatches(PaimonOracle.OracleTable t) {
        List<List<String>> out = new ArrayList<>();
        for (List<String> batch : t.streamChangelog()) {
            List<String> b = new ArrayList<>(batch);
            java.util.Collections.sort(b);
            out.add(b);
        }
        return out;
    }
}
