package dev.varve.row;

import static dev.varve.row.ValueCasts.cast;
import static dev.varve.row.ValueCasts.validate;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ValueCastsTest {

    private static DataType type(String sql) {
        return DataType.parse(sql);
    }

    private static String castError(Object v, String sqlType) {
        return assertThrows(IllegalArgumentException.class, () -> cast(v, type(sqlType))).getMessage();
    }

    @Test
    void integers() {
        assertEquals(42, cast("42", type("INT")));
        assertEquals((byte) -7, cast(" -7 ", type("TINYINT")));
        assertEquals((short) 1, cast("1.9", type("SMALLINT")));
        assertEquals(-1, cast("-1.9", type("INT")));
        assertEquals(9, cast(9.99, type("INT")));
        assertEquals(1L, cast(true, type("BIGINT")));
        assertEquals(Integer.MAX_VALUE, cast(new BigDecimal("2147483647.9"), type("INT")));
        assertEquals(5L, cast(5, type("BIGINT")));
        assertEquals(0, cast("1e-1000000000", type("INT")));
        assertEquals("cannot cast 300 to TINYINT: out of range", castError(300L, "TINYINT"));
        assertEquals("cannot cast 'abc' to INT", castError("abc", "INT"));
        assertEquals("cannot cast '' to INT", castError("", "INT"));
        assertEquals("cannot cast 9223372036854775807 to INT: out of range", castError(Long.MAX_VALUE, "INT"));
        assertEquals("cannot cast 1.0E19 to BIGINT: out of range", castError(1e19, "BIGINT"));
        assertEquals("cannot cast NaN to BIGINT", castError(Double.NaN, "BIGINT"));
        assertEquals("cannot cast '1e1000000000' to BIGINT: out of range", castError("1e1000000000", "BIGINT"));
        assertEquals("cannot cast '9223372036854775808' to BIGINT: out of range", castError("9223372036854775808", "BIGINT"));
        assertEquals("cannot cast 2024-01-08 to INT", castError(LocalDate.of(2024, 1, 8), "INT"));
    }

    @Test
    void decimalsRoundHalfUpAndRejectOverflow() {
        assertEquals(new BigDecimal("1.01"), cast("1.005", type("DECIMAL(5, 2)")));
        assertEquals(new BigDecimal("-1.01"), cast("-1.005", type("DECIMAL(5, 2)")));
        assertEquals(new BigDecimal("1.00"), cast("1.004", type("DECIMAL(5, 2)")));
        assertEquals(new BigDecimal("0.10"), cast(0.1, type("DECIMAL(10, 2)")));
        assertEquals(new BigDecimal("1.10"), cast(1.1f, type("DECIMAL(5, 2)")));
        assertEquals(new BigDecimal("5.0"), cast(5, type("DECIMAL(3, 1)")));
        assertEquals(new BigDecimal("0.00"), cast("1e-1000000000", type("DECIMAL(3, 2)")));
        assertEquals(new BigDecimal("0.01"), cast("0.005", type("DECIMAL(2, 2)")));
        assertEquals(new BigDecimal("12345678901234567890123456789012345678"),
                cast("12345678901234567890123456789012345678", type("DECIMAL(38, 0)")));
        assertEquals("cannot cast 12345.6 to DECIMAL(4, 1): numeric overflow", castError(new BigDecimal("12345.6"), "DECIMAL(4,1)"));
        assertEquals("cannot cast '9.995' to DECIMAL(3, 2): numeric overflow", castError("9.995", "DECIMAL(3,2)"));
        assertEquals("cannot cast '1e1000000000' to DECIMAL(38, 2): numeric overflow", castError("1e1000000000", "DECIMAL(38,2)"));
        assertEquals("cannot cast NaN to DECIMAL(10, 0)", castError(Double.NaN, "DECIMAL"));
        assertEquals("cannot cast 'x' to DECIMAL(10, 0)", castError("x", "DECIMAL"));
    }

    @Test
    void floatingPoint() {
        assertTrue(Double.isNaN((Double) cast("NaN", type("DOUBLE"))));
        assertEquals(Double.NEGATIVE_INFINITY, cast("-Infinity", type("DOUBLE")));
        assertEquals(3.0, cast(3, type("DOUBLE")));
        assertEquals(0.5f, cast("0.5", type("FLOAT")));
        assertEquals(1.5, cast(new BigDecimal("1.5"), type("DOUBLE")));
        assertEquals(Float.POSITIVE_INFINITY, cast(Double.POSITIVE_INFINITY, type("FLOAT")));
        assertEquals((float) 0.1, cast(0.1, type("FLOAT")));
        assertEquals("cannot cast '1e39' to FLOAT: out of range", castError("1e39", "FLOAT"));
        assertEquals("cannot cast 1.0E300 to FLOAT: out of range", castError(1e300, "FLOAT"));
        assertEquals("cannot cast '1f' to DOUBLE", castError("1f", "DOUBLE"));
        assertEquals("cannot cast '0x1p3' to DOUBLE", castError("0x1p3", "DOUBLE"));
    }

    @Test
    void booleans() {
        assertEquals(true, cast("TRUE", type("BOOLEAN")));
        assertEquals(false, cast(" f ", type("BOOLEAN")));
        assertEquals(true, cast("yes", type("BOOLEAN")));
        assertEquals(false, cast("0", type("BOOLEAN")));
        assertEquals(true, cast(2, type("BOOLEAN")));
        assertEquals("cannot cast 'maybe' to BOOLEAN", castError("maybe", "BOOLEAN"));
        assertEquals("cannot cast 1.0 to BOOLEAN", castError(1.0, "BOOLEAN"));
    }

    @Test
    void strings() {
        assertEquals("42", cast(42, type("STRING")));
        assertEquals("1000", cast(new BigDecimal("1E+3"), type("VARCHAR(10)")));
        assertEquals("TRUE", cast(true, type("STRING")));
        assertEquals("1.5", cast(1.5, type("STRING")));
        assertEquals("2024-01-08 10:15:00", cast(LocalDateTime.of(2024, 1, 8, 10, 15), type("STRING")));
        assertEquals("10:15:30.500", cast(LocalTime.of(10, 15, 30, 500_000_000), type("STRING")));
        assertEquals("00:00:00", cast(LocalTime.MIDNIGHT, type("STRING")));
        assertEquals("1970-01-01 00:00:01", cast(Instant.ofEpochSecond(1), type("STRING")));
        assertEquals("2024-01-08", cast(LocalDate.of(2024, 1, 8), type("STRING")));
        assertEquals("h\u00e9", cast("h\u00e9".getBytes(StandardCharsets.UTF_8), type("STRING")));
        assertEquals("abcdef", cast("abcdef", type("CHAR(2)"))); // lengths are not enforced
        assertEquals("[1, null]", cast(Arrays.asList(1, null), type("STRING")));
    }

    @Test
    void binary() {
        assertArrayEquals(new byte[] {0x0a, 0x1b}, (byte[]) cast("x'0a1B'", type("BYTES")));
        assertArrayEquals(new byte[] {0x0a}, (byte[]) cast("X'0A'", type("BINARY(1)")));
        assertArrayEquals("abc".getBytes(StandardCharsets.UTF_8), (byte[]) cast("abc", type("VARBINARY(3)")));
        byte[] b = {1, 2};
        assertArrayEquals(b, (byte[]) cast(b, type("BYTES")));
        assertEquals("cannot cast 'x'0'' to BYTES: odd number of hex digits", castError("x'0'", "BYTES"));
        assertArrayEquals(new byte[] {(byte) 0xff, 0}, ValueCasts.parseHex("FF00"));
        assertThrows(IllegalArgumentException.class, () -> ValueCasts.parseHex("zz"));
        assertEquals("cannot cast 5 to BYTES", castError(5, "BYTES"));
    }

    @Test
    void datesAndTimes() {
        assertEquals(LocalDate.of(2024, 1, 8), cast("2024-01-08", type("DATE")));
        assertEquals(LocalDate.of(2024, 1, 8), cast("2024-1-8", type("DATE")));
        assertEquals(LocalDate.of(2024, 1, 8), cast("2024-01-08 10:00:00", type("DATE")));
        assertEquals(LocalDate.of(2024, 1, 8), cast(LocalDateTime.of(2024, 1, 8, 23, 0), type("DATE")));
        assertEquals("cannot cast '2024-13-01' to DATE", castError("2024-13-01", "DATE"));
        assertEquals("cannot cast '08.01.2024' to DATE", castError("08.01.2024", "DATE"));

        assertEquals(LocalTime.of(10, 15, 30, 123_000_000), cast("10:15:30.123456", type("TIME(3)")));
        assertEquals(LocalTime.of(10, 15), cast("10:15", type("TIME")));
        assertEquals(LocalTime.of(10, 15, 30), cast(LocalTime.of(10, 15, 30, 999), type("TIME(0)")));
        assertEquals("cannot cast '25:00' to TIME(0)", castError("25:00", "TIME"));

        assertEquals(LocalDateTime.of(2024, 1, 8, 10, 15, 30, 500_000_000),
                cast("2024-01-08 10:15:30.5", type("TIMESTAMP(3)")));
        assertEquals(LocalDateTime.of(2024, 1, 8, 10, 15, 30), cast("2024-01-08T10:15:30", type("TIMESTAMP")));
        assertEquals(LocalDateTime.of(2024, 1, 8, 0, 0), cast("2024-01-08", type("TIMESTAMP(3)")));
        assertEquals(LocalDateTime.of(2024, 1, 8, 10, 15, 30), cast("2024-01-08 10:15:30.999", type("TIMESTAMP(0)")));
        assertEquals(LocalDateTime.of(2024, 1, 8, 10, 15, 30, 123_456_789),
                cast(" 2024-01-08 10:15:30.123456789 ", type("TIMESTAMP(9)")));
        assertEquals(LocalDateTime.of(1970, 1, 1, 0, 0, 1), cast(Instant.ofEpochSecond(1), type("TIMESTAMP(3)")));
        assertEquals("cannot cast '2024-01-08 10:15:30Z' to TIMESTAMP(6)", castError("2024-01-08 10:15:30Z", "TIMESTAMP"));

        assertEquals(Instant.parse("2024-01-08T10:15:30Z"), cast("2024-01-08 10:15:30", type("TIMESTAMP_LTZ(3)")));
        assertEquals(Instant.parse("2024-01-08T08:15:30Z"), cast("2024-01-08T10:15:30+02:00", type("TIMESTAMP_LTZ(3)")));
        assertEquals(Instant.parse("2024-01-08T10:15:30.123Z"), cast("2024-01-08T10:15:30.123456Z", type("TIMESTAMP_LTZ(3)")));
        assertEquals(Instant.parse("2024-01-08T10:15:30Z"), cast(LocalDateTime.of(2024, 1, 8, 10, 15, 30),
                type("TIMESTAMP(3) WITH LOCAL TIME ZONE")));
        assertEquals("cannot cast 'yesterday' to TIMESTAMP(3) WITH LOCAL TIME ZONE", castError("yesterday", "TIMESTAMP_LTZ(3)"));
    }

    @Test
    void nestedValuesCastElementWise() {
        assertEquals(Arrays.asList(1, null, 3), cast(Arrays.asList("1", null, 3L), type("ARRAY<INT>")));
        assertEquals(List.of(1L), cast(new Object[] {"1"}, type("ARRAY<BIGINT>")));
        Map<Object, Object> in = new LinkedHashMap<>();
        in.put("a", "1");
        in.put("b", null);
        Map<Object, Object> out = new LinkedHashMap<>();
        out.put("a", 1L);
        out.put("b", null);
        assertEquals(out, cast(in, type("MAP<STRING, BIGINT>")));
        assertEquals(GenericRow.of(1, "x"), cast(List.of("1", "x"), type("ROW<a INT, b STRING>")));
        assertEquals(GenericRow.ofKind(RowKind.DELETE, 1, "2"),
                cast(GenericRow.ofKind(RowKind.DELETE, 1L, 2), type("ROW<a INT, b STRING>")));
        assertEquals("cannot cast [1] to ROW<`a` INT, `b` STRING>: it has 1 fields, the type 2",
                castError(List.of(1), "ROW<a INT, b STRING>"));
        assertEquals("cannot cast 'x' to INT", castError(List.of("x"), "ARRAY<INT>"));
        assertNull(cast(null, type("INT NOT NULL")));
    }

    @Test
    void propertyCanonicalValuesCastToThemselvesAndValidate() {
        qt().withExamples(500).forAll(RandomValues.gen(r -> {
            DataType t = r.anyType(2);
            return Map.entry(t, Arrays.asList(r.value(t)));
        })).checkAssert(e -> {
            DataType t = e.getKey();
            Object v = e.getValue().get(0);
            validate(v, t, "c");
            assertEquals(GenericRow.of(v), GenericRow.of(cast(v, t)), t::toString);
        });
    }

    @Test
    void propertyAtomicValuesSurviveACastToStringAndBack() {
        qt().withExamples(1000).forAll(RandomValues.gen(r -> {
            DataType t = r.atomicType().nullable(true);
            Object v = null;
            while (v == null) {
                v = r.value(t);
            }
            return Map.entry(t, v);
        })).checkAssert(e -> {
            DataType t = e.getKey();
            if (t.root().isBinaryString()) {
                return; // bytes to string decodes UTF-8: lossy by design
            }
            Object text = cast(e.getValue(), DataType.string());
            assertEquals(GenericRow.of(e.getValue()), GenericRow.of(cast(text, t)), () -> t + " via '" + text + "'");
        });
    }

    @Test
    void validateNamesTheFieldAndTheProblem() {
        validate(null, type("INT"), "x");
        validate(GenericRow.of(1, List.of("a")), type("ROW<a INT, tags ARRAY<STRING>>"), "r");
        assertEquals("field 'id' of type INT NOT NULL is null",
                assertThrows(IllegalArgumentException.class, () -> validate(null, type("INT NOT NULL"), "id")).getMessage());
        assertEquals("field 'id' of type INT expects a value of class Integer, got java.lang.Long: 5",
                assertThrows(IllegalArgumentException.class, () -> validate(5L, type("INT"), "id")).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> validate(new BigDecimal("1.5"), type("DECIMAL(5,2)"), "p")).getMessage().contains("scale"));
        assertEquals("field 'p' of type DECIMAL(3, 2): value 10.00 has more than 3 digits",
                assertThrows(IllegalArgumentException.class,
                        () -> validate(new BigDecimal("10.00"), type("DECIMAL(3,2)"), "p")).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> validate(LocalTime.of(1, 2, 3, 4), type("TIME"), "t")).getMessage().contains("more than 0 fractional"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> validate(Instant.ofEpochSecond(Instant.MAX.getEpochSecond()), type("TIMESTAMP_LTZ(3)"), "t")).getMessage().contains("64 bits"));
        assertEquals("field 'tags[1]' of type STRING expects a value of class String, got java.lang.Integer: 2",
                assertThrows(IllegalArgumentException.class,
                        () -> validate(List.of("a", 2), type("ARRAY<STRING>"), "tags")).getMessage());
        assertEquals("field 'm{key}' of type INT NOT NULL is null", assertThrows(IllegalArgumentException.class,
                () -> validate(mapOf(null, 1), type("MAP<INT NOT NULL, INT>"), "m")).getMessage());
        assertEquals("field 'r.a' of type INT expects a value of class Integer, got java.lang.String: 'x'",
                assertThrows(IllegalArgumentException.class,
                        () -> validate(GenericRow.of("x"), type("ROW<a INT>"), "r")).getMessage());
        assertEquals("field 'r' of type ROW<`a` INT> has 1 fields, got a row of 2", assertThrows(
                IllegalArgumentException.class, () -> validate(GenericRow.of(1, 2), type("ROW<a INT>"), "r")).getMessage());
    }

    private static Map<Object, Object> mapOf(Object k, Object v) {
        Map<Object, Object> m = new LinkedHashMap<>();
        m.put(k, v);
        return m;
    }

    @Test
    void validateAndSerializerAgreeOnRandomValues() {
        qt().withExamples(300).forAll(RandomValues.gen(r -> {
            RowType t = r.rowType(5, true);
            return Map.entry(t, r.row(t));
        })).checkAssert(e -> {
            RowType t = e.getKey();
            for (int i = 0; i < t.size(); i++) {
                validate(e.getValue().getField(i), t.type(i), t.field(i).name());
            }
            new RowSerializer(t).serialize(e.getValue());
        });
    }
}
