package dev.varve.row;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

class RowSerializerTest {

    static final RowType ALL_TYPES = new RowType(List.of(
            new DataField(0, "b", DataType.booleanType()),
            new DataField(1, "ti", DataType.tinyint()),
            new DataField(2, "si", DataType.smallint()),
            new DataField(3, "i", DataType.intType().notNull()),
            new DataField(4, "bi", DataType.bigint()),
            new DataField(5, "f", DataType.floatType()),
            new DataField(6, "d", DataType.doubleType()),
            new DataField(7, "dec", DataType.decimal(10, 2)),
            new DataField(8, "bigdec", DataType.decimal(38, 10)),
            new DataField(9, "ch", DataType.charType(5)),
            new DataField(10, "s", DataType.string()),
            new DataField(11, "bin", DataType.binary(3)),
            new DataField(12, "bytes", DataType.bytes()),
            new DataField(13, "dt", DataType.date()),
            new DataField(14, "tm", DataType.time(3)),
            new DataField(15, "ts3", DataType.timestamp(3)),
            new DataField(16, "ts9", DataType.timestamp(9)),
            new DataField(17, "ltz3", DataType.timestampLtz(3)),
            new DataField(18, "ltz6", DataType.timestampLtz(6)),
            new DataField(19, "arr", DataType.array(DataType.string())),
            new DataField(20, "map", DataType.map(DataType.intType(), DataType.array(DataType.bigint()))),
            new DataField(21, "row", DataType.row(List.of(
                    new DataField(0, "x", DataType.intType()),
                    new DataField(1, "y", DataType.row(List.of(new DataField(0, "z", DataType.bytes()))))))),
            new DataField(22, "arrints", DataType.array(DataType.intType())),
            new DataField(23, "arrrows", DataType.array(DataType.row(List.of(new DataField(0, "k", DataType.string())))))));

    static GenericRow allTypesRow() {
        Map<Object, Object> map = new LinkedHashMap<>();
        map.put(1, List.of(1L, 2L));
        map.put(null, new ArrayList<>(Arrays.asList(null, Long.MIN_VALUE)));
        map.put(-7, List.of());
        return GenericRow.ofKind(RowKind.UPDATE_AFTER,
                true, (byte) -128, (short) 32767, Integer.MIN_VALUE, Long.MAX_VALUE, -0.0f, Double.NaN,
                new BigDecimal("-12345678.90"), new BigDecimal("-1234567890123456789012345678.0123456789"),
                "ab", "h\u00e9llo \u0000 \ud83d\ude00 \ud800", new byte[] {0, -1, 7}, new byte[0],
                LocalDate.of(-4712, 1, 1), LocalTime.of(23, 59, 59, 999_000_000),
                LocalDateTime.of(1969, 12, 31, 23, 59, 59, 999_000_000),
                LocalDateTime.of(2024, 1, 8, 10, 15, 30, 123_456_789),
                Instant.ofEpochMilli(-1), Instant.ofEpochSecond(1_700_000_000L, 123_456_000),
                Arrays.asList("x", null, ""), map,
                GenericRow.of(5, GenericRow.of(new byte[] {1, 2})),
                Arrays.asList(1, null, -1, Integer.MAX_VALUE),
                Arrays.asList(GenericRow.of("k1"), null, GenericRow.of((Object) null)));
    }

    @Test
    void roundTripsEveryType() {
        RowSerializer s = new RowSerializer(ALL_TYPES);
        GenericRow row = allTypesRow();
        byte[] bytes = s.toBytes(row);
        assertEquals(row, s.fromBytes(bytes));
        // deterministic: serializing the result again gives the same bytes
        assertArrayEquals(bytes, s.toBytes(s.fromBytes(bytes)));
    }

    @Test
    void roundTripsAllNulls() {
        RowSerializer s = new RowSerializer(ALL_TYPES);
        Object[] v = new Object[ALL_TYPES.size()];
        v[3] = 0;
        GenericRow row = new GenericRow(RowKind.DELETE, v);
        byte[] bytes = s.toBytes(row);
        assertEquals(s.fixedPartSize(), bytes.length);
        assertEquals(row, s.fromBytes(bytes));
    }

    @Test
    void propertyRoundTripOfRandomNestedRows() {
        qt().withExamples(400).forAll(RandomValues.gen(r -> {
            RowType t = r.rowType(8, true);
            List<GenericRow> rows = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                rows.add(r.row(t));
            }
            return Map.entry(t, rows);
        })).checkAssert(e -> {
            RowSerializer s = new RowSerializer(e.getKey());
            for (GenericRow row : e.getValue()) {
                byte[] bytes = s.toBytes(row);
                GenericRow back = s.fromBytes(bytes);
                assertEquals(row, back, () -> "type " + e.getKey());
                assertArrayEquals(bytes, s.toBytes(back));
            }
        });
    }

    @Test
    void propertyOffHeapCopyReadsTheSameAtAnyOffset() {
        UnsafeBuffer offHeap = new UnsafeBuffer(ByteBuffer.allocateDirect(1 << 16));
        qt().withExamples(300).forAll(RandomValues.gen(r -> {
            RowType t = r.rowType(6, true);
            return Map.entry(t, r.row(t));
        })).checkAssert(e -> {
            RowSerializer s = new RowSerializer(e.getKey());
            int len = s.serialize(e.getValue());
            int at = 3 + (len & 7); // unaligned
            offHeap.putBytes(at, s.buffer(), 0, len);
            assertEquals(e.getValue(), s.deserialize(offHeap, at, len));
            BinaryRow view = new BinaryRow(e.getKey()).pointTo(offHeap, at, len);
            assertEquals(e.getValue(), GenericRow.copyOf(view));
            // copying a BinaryRow of the same type is byte-exact
            assertEquals(len, s.serialize(view));
        });
    }

    @Test
    void bufferIsReusedAndValidUpToLength() {
        RowSerializer s = new RowSerializer(RowType.of(DataType.string()));
        int big = s.serialize(GenericRow.of("x".repeat(1000)));
        int small = s.serialize(GenericRow.of("yz"));
        assertTrue(small < big);
        assertEquals(GenericRow.of("yz"), s.deserialize(s.buffer(), 0, small));
    }

    @Test
    void goldenBytesPinTheFormat() {
        RowType t = new RowType(List.of(new DataField(0, "a", DataType.intType()),
                new DataField(1, "b", DataType.string()), new DataField(2, "c", DataType.bigint())));
        byte[] bytes = new RowSerializer(t).toBytes(GenericRow.of(7, "h\u00e9llo", null));
        assertEquals("00 04 00 00 00 00 00 00 "
                + "07 00 00 00 00 00 00 00 "
                + "20 00 00 00 06 00 00 00 "
                + "00 00 00 00 00 00 00 00 "
                + "68 c3 a9 6c 6c 6f", hex(bytes));
    }

    @Test
    void goldenBytesOfNestedAndCompactValues() {
        RowType t = RowType.of(DataType.decimal(5, 2), DataType.timestamp(3), DataType.array(DataType.smallint()),
                DataType.map(DataType.booleanType(), DataType.timestampLtz(9)));
        Map<Object, Object> m = new LinkedHashMap<>();
        m.put(true, Instant.ofEpochSecond(-1, 5));
        byte[] bytes = new RowSerializer(t).toBytes(GenericRow.ofKind(RowKind.DELETE, new BigDecimal("-1.50"),
                LocalDateTime.of(1970, 1, 1, 0, 0, 0, 1_000_000), Arrays.asList((short) 258, null), m));
        assertEquals("03 00 00 00 00 00 00 00 "
                + "6a ff ff ff ff ff ff ff " // -150
                + "01 00 00 00 00 00 00 00 " // 1 ms
                + "28 00 00 00 09 00 00 00 " // array at 40, 9 bytes
                + "31 00 00 00 23 00 00 00 " // map at 49, 35 bytes
                + "02 00 00 00 02 02 01 00 00 " // array: count 2, null bits 0b10, 258, 0
                + "06 00 00 00 " // map: key array 6 bytes
                + "01 00 00 00 00 01 " // keys: count 1, no nulls, true
                + "01 00 00 00 00 0d 00 00 00 0c 00 00 00 " // values: count 1, slot offset 13 len 12
                + "ff ff ff ff ff ff ff ff 05 00 00 00", hex(bytes)); // -1 s, 5 ns
    }

    @Test
    void rejectsWrongClassNamingFieldAndType() {
        RowSerializer s = new RowSerializer(ALL_TYPES);
        GenericRow row = allTypesRow();
        row.setField(4, 5); // Integer into BIGINT
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> s.serialize(row));
        assertEquals("field 'bi' of type BIGINT expects a value of class Long, got java.lang.Integer: 5", e.getMessage());

        GenericRow nested = allTypesRow();
        nested.setField(19, List.of("ok", 3));
        e = assertThrows(IllegalArgumentException.class, () -> s.serialize(nested));
        assertEquals("field 'arr[]' of type STRING expects a value of class String, got java.lang.Integer: 3", e.getMessage());

        GenericRow deep = allTypesRow();
        deep.setField(21, GenericRow.of(1, GenericRow.of("notbytes")));
        e = assertThrows(IllegalArgumentException.class, () -> s.serialize(deep));
        assertTrue(e.getMessage().startsWith("field 'row.y.z' of type BYTES expects a value of class byte[]"), e.getMessage());
    }

    @Test
    void rejectsValuesThatBreakTheValueRules() {
        RowSerializer s = new RowSerializer(ALL_TYPES);
        GenericRow nullInNotNull = allTypesRow();
        nullInNotNull.setField(3, null);
        assertEquals("field 'i' of type INT NOT NULL is null",
                assertThrows(IllegalArgumentException.class, () -> s.serialize(nullInNotNull)).getMessage());

        GenericRow badScale = allTypesRow();
        badScale.setField(7, new BigDecimal("1.5"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> s.serialize(badScale)).getMessage()
                .contains("has scale 1 but the type needs scale 2"));

        GenericRow tooManyDigits = allTypesRow();
        tooManyDigits.setField(7, new BigDecimal("123456789.00"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> s.serialize(tooManyDigits)).getMessage()
                .contains("has more than 10 digits"));

        GenericRow subMillis = allTypesRow();
        subMillis.setField(15, LocalDateTime.of(2024, 1, 1, 0, 0, 0, 1));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> s.serialize(subMillis)).getMessage()
                .contains("field 'ts3' of type TIMESTAMP(3): value 2024-01-01T00:00:00.000000001 has more than 3"));

        GenericRow farDate = allTypesRow();
        farDate.setField(13, LocalDate.MAX);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> s.serialize(farDate)).getMessage()
                .contains("outside the supported DATE range"));

        GenericRow farTimestamp = allTypesRow();
        farTimestamp.setField(15, LocalDateTime.MAX.withNano(0));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> s.serialize(farTimestamp)).getMessage()
                .contains("epoch milliseconds must fit in 64 bits"));

        RowSerializer notNullElements = new RowSerializer(RowType.of(DataType.array(DataType.intType().notNull())));
        assertEquals("field 'f0[]' of type INT NOT NULL is null", assertThrows(IllegalArgumentException.class,
                () -> notNullElements.serialize(GenericRow.of(Arrays.asList(1, null)))).getMessage());

        assertEquals("row has 2 fields but its type has 24",
                assertThrows(IllegalArgumentException.class, () -> s.serialize(GenericRow.of(1, 2))).getMessage());
        assertThrows(IllegalArgumentException.class, () -> s.serialize(null));
    }

    @Test
    void rejectsCorruptBytesWithAClearError() {
        RowSerializer s = new RowSerializer(RowType.of(DataType.string(), DataType.array(DataType.intType())));
        byte[] good = s.toBytes(GenericRow.of("hello", List.of(1, 2)));

        byte[] badOffset = good.clone();
        badOffset[8] = 100; // offset of field 0 beyond the row
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> s.fromBytes(badOffset));
        assertTrue(e.getMessage().startsWith("corrupt binary row at field 'f0'"), e.getMessage());

        byte[] badCount = good.clone();
        badCount[8 + 16 + 5] = 50; // array count
        e = assertThrows(IllegalArgumentException.class, () -> s.fromBytes(badCount));
        assertTrue(e.getMessage().contains("array claims 50 elements"), e.getMessage());

        byte[] badKind = good.clone();
        badKind[0] = 9;
        assertTrue(assertThrows(IllegalArgumentException.class, () -> s.fromBytes(badKind)).getMessage()
                .contains("unknown row kind byte 9"));

        byte[] badUtf8 = good.clone();
        badUtf8[8 + 16] = (byte) 0xC0;
        assertTrue(assertThrows(IllegalArgumentException.class, () -> s.fromBytes(badUtf8)).getMessage()
                .contains("malformed UTF-8"));

        assertTrue(assertThrows(IllegalArgumentException.class, () -> s.fromBytes(Arrays.copyOf(good, 10)))
                .getMessage().contains("needs at least 24 bytes"));
        assertThrows(IllegalArgumentException.class, () -> s.deserialize(new UnsafeBuffer(good), 4, good.length));
    }

    @Test
    void mapsOfAnyIterationOrderRoundTrip() {
        RowSerializer s = new RowSerializer(RowType.of(DataType.map(DataType.bytes(), DataType.string())));
        Map<Object, Object> m = new HashMap<>();
        m.put(new byte[] {1}, "one");
        m.put(new byte[] {2}, null);
        assertEquals(GenericRow.of(m), s.fromBytes(s.toBytes(GenericRow.of(m))));
    }

    static String hex(byte[] bytes) {
        StringBuilder sb = new StringBuilder();
        for (byte b : bytes) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(String.format("%02x", b & 0xFF));
        }
        return sb.toString();
    }
}
