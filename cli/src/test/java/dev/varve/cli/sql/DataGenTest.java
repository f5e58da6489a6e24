package dev.varve.cli.sql;

import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.RowType;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DataGenTest {
    private static final RowType TYPE = new RowType(List.of(new DataField(0, "id", DataType.intType()),
            new DataField(1, "s", DataType.string()), new DataField(2, "d", DataType.bigint())));

    private static Map<String, String> seq(String rows, int idEnd) {
        Map<String, String> m = new java.util.LinkedHashMap<>(Map.of("connector", "datagen",
                "fields.id.kind", "sequence", "fields.id.start", "1", "fields.id.end", String.valueOf(idEnd),
                "fields.s.kind", "sequence", "fields.s.start", "10", "fields.s.end", "20",
                "fields.d.kind", "sequence", "fields.d.start", "7", "fields.d.end", "9"));
        if (rows != null) {
            m.put("number-of-rows", rows);
        }
        return m;
    }

    @Test
    void sequencesEndWithTheShortestOrTheRowCount() {
        List<Object[]> rows = DataGen.rows("g", TYPE, seq(null, 5));
        assertEquals(3, rows.size()); // d: 7..9
        assertArrayEquals(new Object[]{1, "10", 7L}, rows.get(0));
        assertArrayEquals(new Object[]{3, "12", 9L}, rows.get(2));
        assertEquals(2, DataGen.rows("g", TYPE, seq("2", 5)).size());
        assertEquals(1, DataGen.rows("g", TYPE, seq("5", 1)).size());
    }

    @Test
    void randomFieldsAndBadOptionsAreRefused() {
        Map<String, String> m = seq(null, 5);
        m.remove("fields.s.kind");
        assertTrue(assertThrows(SqlError.class, () -> DataGen.rows("g", TYPE, m)).getMessage().contains("'random'"));
        Map<String, String> bad = seq(null, 5);
        bad.put("fields.id.end", "x");
        assertThrows(SqlError.class, () -> DataGen.rows("g", TYPE, bad));
        Map<String, String> back = seq(null, 0);
        assertThrows(SqlError.class, () -> DataGen.rows("g", TYPE, back));
        RowType dec = new RowType(List.of(new DataField(0, "d", DataType.decimal(5, 2))));
        assertThrows(SqlError.class, () -> DataGen.rows("g", dec, Map.of("fields.d.kind", "sequence",
                "fields.d.start", "1", "fields.d.end", "2")));
        Map<String, String> unknown = seq(null, 5);
        unknown.put("fields.id.min", "1");
        assertThrows(SqlError.class, () -> DataGen.rows("g", TYPE, unknown));
    }
}
