package dev.varve.kernel.schema;

import dev.varve.kernel.VarveException;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Column default values cast from their string as Paimon 1.4.2 casts them (golden sweep16_opt_cd_types). */
class ColumnDefaultsTest {
    private static Object convert(String type, String raw) {
        return ColumnDefaults.convert(new DataField(0, "c", DataType.parse(type)), raw);
    }

    @Test
    void castsTheStringToTheColumnsType() {
        assertEquals(true, convert("BOOLEAN", "true"));
        assertEquals(-9L, convert("BIGINT", "-9"));
        assertEquals(2.5, convert("DOUBLE", "2.5"));
        assertEquals(LocalDate.of(2024, 1, 2), convert("DATE", "2024-01-02"));
        assertEquals(LocalDateTime.of(2024, 1, 2, 3, 4, 5, 678_000_000), convert("TIMESTAMP(3)", "2024-01-02 03:04:05.678"));
        assertEquals("abc", convert("VARCHAR(3)", "abcdef"));
        assertEquals("z ", convert("CHAR(2)", "z"));
        assertEquals(new BigDecimal("1.23"), convert("DECIMAL(5, 2)", "1.234"));
        assertEquals("quoted", convert("STRING", "'quoted'"));
        assertEquals("'", convert("STRING", "'"));
    }

    @Test
    void refusesAValueTheTypeCannotTake() {
        VarveException e = assertThrows(VarveException.InvalidSchema.class, () -> convert("INT", "abc"));
        assertTrue(e.getMessage().contains("default value 'abc' of column 'c' is not a valid INT"), e.getMessage());
        assertThrows(VarveException.InvalidSchema.class, () -> convert("INT", " 1"));
        assertThrows(VarveException.InvalidSchema.class, () -> convert("ARRAY<INT>", "[1]"));
        assertThrows(VarveException.InvalidSchema.class, () -> convert("DATE", "soon"));
    }
}
