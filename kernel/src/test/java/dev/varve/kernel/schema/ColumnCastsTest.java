package dev.varve.kernel.schema;

import dev.varve.kernel.VarveException;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The read casts of ALTER TABLE MODIFY c type, with the results Paimon 1.4.2 gives on Flink (probes of sweep 15s). */
class ColumnCastsTest {
    private static Object cast(String from, String to, Object v) {
        return ColumnCasts.cast(DataType.parse(from), DataType.parse(to)).apply(v);
    }

    @Test
    void numbersConvertAsJavaPrimitivesDo() {
        assertEquals(10L, cast("INT", "BIGINT", 10));
        assertEquals(-1294967296, cast("BIGINT", "INT", 3_000_000_000L)); // low bits kept
        assertEquals((byte) 44, cast("INT", "TINYINT", 300));
        assertEquals((byte) 127, cast("INT", "TINYINT", -129));
        assertEquals(1, cast("DOUBLE", "INT", 1.7));
        assertEquals(-2, cast("DOUBLE", "INT", -2.5));
        assertEquals(1.100000023841858, cast("FLOAT", "DOUBLE", 1.1f));
        assertEquals(true, cast("INT", "BOOLEAN", 1));
        assertEquals(false, cast("INT", "BOOLEAN", 0));
    }

    @Test
    void decimalsRoundHalfUpAndAnOverflowFailsTheRead() {
        assertEquals(new BigDecimal("1.3"), cast("DECIMAL(10, 2)", "DECIMAL(5, 1)", new BigDecimal("1.25")));
        assertEquals(new BigDecimal("-1.3"), cast("DECIMAL(10, 2)", "DECIMAL(5, 1)", new BigDecimal("-1.25")));
        assertEquals(new BigDecimal("1234.5600"), cast("DECIMAL(10, 2)", "DECIMAL(12, 4)", new BigDecimal("1234.56")));
        assertEquals(new BigDecimal("2.35"), cast("DOUBLE", "DECIMAL(5, 2)", 2.345));
        assertEquals(1, cast("DECIMAL(10, 2)", "INT", new BigDecimal("1.99")));
        assertEquals(-3, cast("DECIMAL(10, 2)", "INT", new BigDecimal("-3.50")));
        VarveException e = assertThrows(VarveException.class, () -> cast("INT", "DECIMAL(5, 1)", 123456));
        assertTrue(e.getMessage().contains("123456") && e.getMessage().contains("DECIMAL(5, 1)"), e.getMessage());
    }

    @Test
    void textIsCutToTheLengthAndCharIsPadded() {
        assertEquals("abc", cast("STRING", "VARCHAR(3)", "abcdef"));
        assertEquals("xy", cast("STRING", "VARCHAR(3)", "xy"));
        assertEquals("ab   ", cast("CHAR(3)", "CHAR(5)", "ab "));
        assertEquals("ab", cast("CHAR(5)", "CHAR(2)", "abcd "));
        assertEquals("x ", cast("CHAR(5)", "CHAR(2)", "x    "));
        assertEquals("10", cast("INT", "STRING", 10));
        assertEquals("1.0E10", cast("DOUBLE", "STRING", 1.0E10));
        assertEquals("0.1", cast("FLOAT", "STRING", 0.1f));
        assertEquals("-0.001", cast("DECIMAL(10, 3)", "STRING", new BigDecimal("-0.001")));
        assertEquals("true", cast("BOOLEAN", "STRING", true));
        assertEquals("2024-03-04", cast("DATE", "STRING", LocalDate.of(2024, 3, 4)));
        LocalDateTime ts = LocalDateTime.of(2024, 1, 2, 10, 11, 12, 100_000_000);
        assertEquals("2024-01-02 10:11:12.100", cast("TIMESTAMP(3)", "STRING", ts));
        assertEquals("2024-01-02 10:11:12.100000", cast("TIMESTAMP(6)", "STRING", ts));
        assertEquals("2024-01-02 10:11:00", cast("TIMESTAMP(0)", "STRING", LocalDateTime.of(2024, 1, 2, 10, 11)));
    }

    @Test
    void stringsParseWithoutTrimmingAndABadValueFailsTheRead() {
        assertEquals(1, cast("STRING", "INT", "1.9"));
        assertEquals(42L, cast("STRING", "BIGINT", "+42"));
        assertEquals(-1000.0, cast("STRING", "DOUBLE", "-1e3"));
        assertEquals(false, cast("STRING", "BOOLEAN", "N"));
        assertEquals(new BigDecimal("12.35"), cast("STRING", "DECIMAL(5, 2)", "12.345"));
        assertTrue(assertThrows(VarveException.class, () -> cast("STRING", "INT", "abc")).getMessage().contains("'abc'"));
        assertTrue(assertThrows(VarveException.class, () -> cast("STRING", "INT", " 7 ")).getMessage().contains("' 7 '"));
    }

    @Test
    void timestampsAndDates() {
        LocalDateTime ts = LocalDateTime.of(2024, 1, 2, 10, 11, 12, 123_456_000);
        assertEquals(LocalDateTime.of(2024, 1, 2, 10, 11, 12, 123_000_000), cast("TIMESTAMP(6)", "TIMESTAMP(3)", ts));
        assertEquals(ts, cast("TIMESTAMP(6)", "TIMESTAMP(9)", ts));
        assertEquals(LocalDate.of(2024, 1, 2), cast("TIMESTAMP(3)", "DATE", ts));
        assertEquals(LocalDateTime.of(2024, 3, 4, 0, 0), cast("DATE", "TIMESTAMP(3)", LocalDate.of(2024, 3, 4)));
        assertEquals(LocalDateTime.of(1970, 1, 1, 0, 0, 5), cast("INT", "TIMESTAMP(3)", 5));
        assertEquals("10:11:12", cast("TIME", "STRING", java.time.LocalTime.of(10, 11, 12)));
        assertEquals("10:11:00", cast("TIME", "STRING", java.time.LocalTime.of(10, 11)));
    }

    @Test
    void nestedTypesCastElementByElementAndARowMayGainFields() {
        assertEquals(List.of(1L, 2L), cast("ARRAY<INT>", "ARRAY<BIGINT>", List.of(1, 2)));
        assertEquals(Arrays.asList("1", null), cast("ARRAY<INT>", "ARRAY<STRING>", Arrays.asList(1, null)));
        assertEquals(Map.of("a", 1L), cast("MAP<STRING, INT>", "MAP<STRING, BIGINT>", Map.of("a", 1)));
        InternalRow r = (InternalRow) cast("ROW<a INT, b STRING>", "ROW<a BIGINT, b STRING, c INT>", GenericRow.of(1, "x"));
        assertEquals(3, r.getArity());
        assertEquals(1L, r.getField(0));
        assertEquals("x", r.getField(1));
        assertNull(r.getField(2));
    }

    @Test
    void unsupportedChangesAreRefusedNamingBothTypes() {
        for (String[] p : new String[][] {{"DATE", "INT"}, {"BOOLEAN", "DOUBLE"}, {"TIME(3)", "STRING"},
                {"TIMESTAMP(3)", "TIMESTAMP_LTZ(3)"}, {"BYTES", "BINARY(4)"}}) {
            VarveException e = assertThrows(VarveException.InvalidSchema.class,
                    () -> ColumnCasts.check(DataType.parse(p[0]), DataType.parse(p[1]), "ALTER TABLE MODIFY c"));
            assertTrue(e.getMessage().startsWith("ALTER TABLE MODIFY c: column type " + DataType.parse(p[0]).asSqlStringNoNull()
                    + " cannot be changed to " + DataType.parse(p[1]).asSqlStringNoNull()), e.getMessage());
        }
        ColumnCasts.check(DataType.parse("INT NOT NULL"), DataType.parse("INT"), "same type"); // nullability only
        assertTrue(ColumnCasts.sameType(DataType.parse("INT NOT NULL"), DataType.intType()));
    }
}
