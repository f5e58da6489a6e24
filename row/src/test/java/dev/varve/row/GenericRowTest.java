package dev.varve.row;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GenericRowTest {

    @Test
    void equalityIsDeepForBytesListsMapsAndNestedRows() {
        GenericRow a = GenericRow.of(new byte[] {1, 2}, List.of(new byte[] {3}), GenericRow.of(List.of(1)));
        GenericRow b = GenericRow.of(new byte[] {1, 2}, Arrays.asList(new byte[] {3}), GenericRow.of(List.of(1)));
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertNotEquals(a, GenericRow.of(new byte[] {1, 3}, List.of(new byte[] {3}), GenericRow.of(List.of(1))));
        assertNotEquals(a, GenericRow.ofKind(RowKind.DELETE, a.values()));
    }

    @Test
    void mapsCompareByEntriesWhateverTheirOrderOrKeyClass() {
        Map<Object, Object> m1 = new LinkedHashMap<>();
        m1.put("x", 1);
        m1.put("y", new byte[] {9});
        Map<Object, Object> m2 = new LinkedHashMap<>();
        m2.put("y", new byte[] {9});
        m2.put("x", 1);
        assertEquals(GenericRow.of(m1), GenericRow.of(m2));
        assertEquals(GenericRow.of(m1).hashCode(), GenericRow.of(m2).hashCode());

        Map<Object, Object> k1 = new HashMap<>();
        k1.put(new byte[] {1}, "a");
        Map<Object, Object> k2 = new HashMap<>();
        k2.put(new byte[] {1}, "a");
        assertEquals(GenericRow.of(k1), GenericRow.of(k2)); // byte[] keys by content
        k2.put(new byte[] {1}, "b");
        assertNotEquals(GenericRow.of(k1), GenericRow.of(k2));
    }

    @Test
    void nestedBinaryRowsEqualTheirGenericForm() {
        RowType inner = RowType.of(DataType.intType(), DataType.string());
        RowSerializer s = new RowSerializer(inner);
        int len = s.serialize(GenericRow.of(1, "a"));
        BinaryRow view = new BinaryRow(inner).pointTo(s.buffer(), 0, len);
        assertEquals(GenericRow.of(GenericRow.of(1, "a")), GenericRow.of(view));
    }

    @Test
    void javaEqualityIsNotSqlEquality() {
        assertNotEquals(GenericRow.of(0.0), GenericRow.of(-0.0));
        assertNotEquals(GenericRow.of(new BigDecimal("1.0")), GenericRow.of(new BigDecimal("1.00")));
        assertEquals(GenericRow.of(Double.NaN), GenericRow.of(Double.longBitsToDouble(0x7ff8000000000001L)));
    }
}
