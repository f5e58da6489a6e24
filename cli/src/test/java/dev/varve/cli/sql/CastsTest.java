package dev.varve.cli.sql;

import dev.varve.row.DataType;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CastsTest {
    @Test
    void numbers() {
        assertEquals(5, Casts.cast(new BigDecimal("5"), DataType.intType()));
        assertEquals(5L, Casts.cast(5, DataType.bigint()));
        assertEquals(2.5, Casts.cast(new BigDecimal("2.5"), DataType.doubleType()));
        assertEquals(2.5f, Casts.cast(new BigDecimal("2.5"), DataType.floatType()));
        assertEquals(new BigDecimal("12.35"), Casts.cast(new BigDecimal("12.345"), DataType.decimal(5, 2)));
        assertEquals(new BigDecimal("3.00"), Casts.cast(3, DataType.decimal(5, 2)));
        assertEquals(3, Casts.cast(3.99, DataType.intType()));
        assertEquals(42, Casts.cast(" 42 ", DataType.intType()));
    }

    @Test
    void explicitCastsCutAndPadToTheLength() {
        // Flink's CAST (and the cast an INSERT makes to its sink's types): cut to n, CHAR and BINARY padded to n
        assertEquals("ab", Casts.castExplicit("abcd", DataType.charType(2)));
        assertEquals("a  ", Casts.castExplicit("a", DataType.charType(3)));
        assertEquals("   ", Casts.castExplicit("", DataType.charType(3)));
        assertEquals("wxy", Casts.castExplicit("wxyz", DataType.varchar(3)));
        assertEquals("a", Casts.castExplicit("a", DataType.varchar(3)));
        assertEquals("\uD83D\uDE00b", Casts.castExplicit("\uD83D\uDE00bc", DataType.varchar(2))); // code points
        assertArrayEquals(new byte[]{10, 11}, (byte[]) Casts.castExplicit(new byte[]{10, 11, 12}, DataType.varbinary(2)));
        assertArrayEquals(new byte[]{1, 0}, (byte[]) Casts.castExplicit(new byte[]{1}, DataType.binary(2)));
        assertArrayEquals(new byte[]{1}, (byte[]) Casts.castExplicit(new byte[]{1}, DataType.varbinary(2)));
    }

    @Test
    void rangeAndFormatErrorsNameTheValueAndType() {
        SqlError e = assertThrows(SqlError.class, () -> Casts.cast(300, DataType.tinyint()));
        assertTrue(e.getMessage().contains("300") && e.getMessage().contains("TINYINT"), e.getMessage());
        e = assertThrows(SqlError.class, () -> Casts.cast("abc", DataType.intType()));
        assertEquals("cannot cast 'abc' to INT", e.getMessage());
        assertThrows(SqlError.class, () -> Casts.cast("2024-13-01", DataType.date()));
    }

    @Test
    void aNumberBeyondADecimalsPrecisionIsNullAsInFlink() {
        assertEquals(null, Casts.cast(new BigDecimal("1234.5"), DataType.decimal(4, 2)));
        assertEquals(null, Casts.cast(new BigDecimal("99.995"), DataType.decimal(4, 2))); // rounds to 100.00
        assertEquals(null, Casts.cast(3_000_000_000L, DataType.decimal(10, 2)));
        assertEquals(null, Casts.castExplicit(new BigDecimal("12345.678"), DataType.decimal(5, 2)));
        assertEquals(new BigDecimal("99.99"), Casts.cast(new BigDecimal("99.994"), DataType.decimal(4, 2)));
        // inside a nested value the row module's error stands (Flink would null the element)
        assertThrows(SqlError.class, () -> Casts.cast(List.of(new BigDecimal("1234.5")),
                DataType.array(DataType.decimal(4, 2))));
    }

    @Test
    void temporal() {
        assertEquals(LocalDate.of(2024, 1, 8), Casts.cast("2024-01-08", DataType.date()));
        assertEquals(LocalDateTime.of(2024, 1, 8, 10, 15), Casts.cast("2024-01-08 10:15:00", DataType.timestamp(3)));
        assertEquals(LocalDateTime.of(2024, 1, 8, 10, 15, 30, 123_000_000),
                Casts.cast("2024-01-08T10:15:30.123456", DataType.timestamp(3)));
        assertEquals(Instant.parse("2024-01-08T10:15:00Z"), Casts.cast("2024-01-08 10:15:00", DataType.timestampLtz(3)));
        assertEquals(LocalDateTime.of(2024, 1, 8, 0, 0), Casts.cast(LocalDate.of(2024, 1, 8), DataType.timestamp(6)));
    }

    @Test
    void stringsAndBytes() {
        assertEquals("abc", Casts.cast("abc", DataType.varchar(2)), "INSERT does not enforce lengths (Flink's default)");
        assertEquals("ab", Casts.castExplicit("abc", DataType.varchar(2)));
        assertEquals("12.50", Casts.cast(new BigDecimal("12.50"), DataType.string()));
        assertEquals("TRUE", Casts.cast(true, DataType.string()));
        assertArrayEquals(new byte[]{1, 0}, (byte[]) Casts.castExplicit(new byte[]{1}, DataType.binary(2)));
    }

    @Test
    void nested() {
        assertEquals(List.of(1L, 2L), Casts.cast(List.of(1, 2), DataType.array(DataType.bigint())));
        assertThrows(SqlError.class, () -> Casts.cast(5, DataType.array(DataType.intType())));
    }
}
