package dev.varve.row;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import java.lang.management.ManagementFactory;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

class BinaryRowTest {

    private static UnsafeBuffer offHeap(int size) {
        return new UnsafeBuffer(ByteBuffer.allocateDirect(size));
    }

    @Test
    void primitiveGettersReadInPlaceFromOffHeapMemory() {
        RowSerializer s = new RowSerializer(RowSerializerTest.ALL_TYPES);
        GenericRow row = RowSerializerTest.allTypesRow();
        int len = s.serialize(row);
        UnsafeBuffer mem = offHeap(4096);
        mem.putBytes(101, s.buffer(), 0, len);
        BinaryRow b = new BinaryRow(RowSerializerTest.ALL_TYPES).pointTo(mem, 101, len);

        assertEquals(RowKind.UPDATE_AFTER, b.getRowKind());
        assertEquals(24, b.getArity());
        assertTrue(b.getBoolean(0));
        assertEquals((byte) -128, b.getByte(1));
        assertEquals((short) 32767, b.getShort(2));
        assertEquals(Integer.MIN_VALUE, b.getInt(3));
        assertEquals(Long.MAX_VALUE, b.getLong(4));
        assertEquals(Float.floatToRawIntBits(-0.0f), Float.floatToRawIntBits(b.getFloat(5)));
        assertTrue(Double.isNaN(b.getDouble(6)));
        assertEquals(-1234567890L, b.getLong(7)); // unscaled DECIMAL(10, 2)
        assertEquals("ab", b.getString(9));
        assertEquals(row.getField(10), b.getString(10));
        assertArrayEquals(new byte[] {0, -1, 7}, b.getBinary(11));
        assertEquals(LocalDate.of(-4712, 1, 1).toEpochDay(), b.getInt(13));
        assertEquals(LocalTime.of(23, 59, 59, 999_000_000).toNanoOfDay(), b.getLong(14));
        assertEquals(-1L, b.getLong(15)); // epoch millis of 1969-12-31T23:59:59.999
        assertEquals(-1L, b.getLong(17));
        for (int i = 0; i < row.getArity(); i++) {
            assertFalse(b.isNullAt(i));
        }
        assertEquals(row, GenericRow.copyOf(b));
        assertEquals(ValueFormatter.formatRow(row, RowSerializerTest.ALL_TYPES), b.toString());
    }

    @Test
    void propertyGettersAgreeWithTheGenericRow() {
        UnsafeBuffer mem = offHeap(1 << 16);
        qt().withExamples(400).forAll(RandomValues.gen(r -> {
            RowType t = r.rowType(10, false);
            return Map.entry(t, r.row(t));
        })).checkAssert(e -> {
            RowType t = e.getKey();
            GenericRow row = e.getValue();
            RowSerializer s = new RowSerializer(t);
            int len = s.serialize(row);
            mem.putBytes(7, s.buffer(), 0, len);
            BinaryRow b = new BinaryRow(t).pointTo(mem, 7, len);
            assertEquals(row.getRowKind(), b.getRowKind());
            boolean anyNull = false;
            for (int i = 0; i < t.size(); i++) {
                anyNull |= row.isNullAt(i);
            }
            assertEquals(anyNull, b.hasNullFields());
            for (int i = 0; i < t.size(); i++) {
                Object v = row.getField(i);
                assertEquals(v == null, b.isNullAt(i));
                if (v != null && b.isStringOrBinary(i)) {
                    assertEquals(((long) b.varOffset(i) << 32) | b.varLength(i), b.varRange(i));
                }
                if (v != null) {
                    assertEquals(GenericRow.of(v), GenericRow.of(b.getField(i)), t.type(i).toString());
                    assertEquals(GenericRow.of(v), GenericRow.of(viaPrimitive(b, i, t.type(i))), t.type(i).toString());
                }
            }
        });
    }

    /** Rebuilds the canonical value from the allocation-free getters. */
    private static Object viaPrimitive(BinaryRow b, int i, DataType t) {
        switch (t.root()) {
            case BOOLEAN: return b.getBoolean(i);
            case TINYINT: return b.getByte(i);
            case SMALLINT: return b.getShort(i);
            case INT: return b.getInt(i);
            case BIGINT: return b.getLong(i);
            case FLOAT: return b.getFloat(i);
            case DOUBLE: return b.getDouble(i);
            case DATE: return LocalDate.ofEpochDay(b.getInt(i));
            case TIME: return LocalTime.ofNanoOfDay(b.getLong(i));
            case DECIMAL: return t.precision() <= 18 ? BigDecimal.valueOf(b.getLong(i), t.scale()) : b.getField(i);
            case TIMESTAMP:
                return t.precision() <= 3 ? LocalDateTime.ofInstant(Instant.ofEpochMilli(b.getLong(i)), ZoneOffset.UTC)
                        : b.getField(i);
            case TIMESTAMP_LTZ: return t.precision() <= 3 ? Instant.ofEpochMilli(b.getLong(i)) : b.getField(i);
            case CHAR: case VARCHAR: return b.getString(i);
            case BINARY: case VARBINARY: return b.getBinary(i);
            default: return b.getField(i);
        }
    }

    @Test
    void rowKindIsTheFirstByteAndSettable() {
        RowType t = RowType.of(DataType.intType());
        RowSerializer s = new RowSerializer(t);
        int len = s.serialize(GenericRow.of(1));
        UnsafeBuffer mem = offHeap(64);
        mem.putBytes(0, s.buffer(), 0, len);
        BinaryRow b = new BinaryRow(t).pointTo(mem, 0, len);
        assertEquals(RowKind.INSERT, b.getRowKind());
        b.setRowKind(RowKind.DELETE);
        assertEquals(RowKind.DELETE, b.getRowKind());
        assertEquals(3, mem.getByte(0));
        assertEquals(GenericRow.ofKind(RowKind.DELETE, 1), s.deserialize(mem, 0, len));
    }

    @Test
    void nullsReadAsNullAndZero() {
        RowType t = RowType.of(DataType.intType(), DataType.string(), DataType.doubleType());
        RowSerializer s = new RowSerializer(t);
        int len = s.serialize(GenericRow.of(null, null, null));
        BinaryRow b = new BinaryRow(t).pointTo(s.buffer(), 0, len);
        assertTrue(b.isNullAt(0));
        assertNull(b.getField(1));
        assertNull(b.getString(1));
        assertEquals(0, b.getInt(0));
        assertEquals(0.0, b.getDouble(2));
    }

    @Test
    void misuseGivesClearErrors() {
        RowType t = RowType.of(DataType.intType(), DataType.string());
        BinaryRow b = new BinaryRow(t);
        assertEquals("BinaryRow is not pointed at any bytes; call pointTo first",
                assertThrows(IllegalStateException.class, () -> b.getInt(0)).getMessage());
        RowSerializer s = new RowSerializer(t);
        int len = s.serialize(GenericRow.of(1, "x"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> b.pointTo(s.buffer(), 0, 5)).getMessage()
                .contains("at least 24 bytes"));
        assertThrows(IllegalArgumentException.class, () -> b.pointTo(null, 0, len));
        assertThrows(IllegalArgumentException.class, () -> b.pointTo(s.buffer(), s.buffer().capacity() - 4, len));
        b.pointTo(s.buffer(), 0, len);
        assertEquals("field 'f1' of type STRING has no long getter",
                assertThrows(IllegalArgumentException.class, () -> b.getLong(1)).getMessage());
        assertEquals("field 'f0' of type INT has no String getter",
                assertThrows(IllegalArgumentException.class, () -> b.getString(0)).getMessage());
        assertEquals("field index 2 out of range for a row of 2 fields",
                assertThrows(IllegalArgumentException.class, () -> b.getField(2)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> b.isNullAt(-1));
    }

    @Test
    void equalityIsBinary() {
        RowType t = RowType.of(DataType.doubleType());
        RowSerializer s = new RowSerializer(t);
        byte[] a = s.toBytes(GenericRow.of(1.5));
        byte[] c = s.toBytes(GenericRow.of(-0.0));
        BinaryRow x = new BinaryRow(t).pointTo(new UnsafeBuffer(a), 0, a.length);
        BinaryRow y = new BinaryRow(t).pointTo(new UnsafeBuffer(a.clone()), 0, a.length);
        BinaryRow z = new BinaryRow(t).pointTo(new UnsafeBuffer(c), 0, c.length);
        assertEquals(x, y);
        assertEquals(x.hashCode(), y.hashCode());
        assertNotEquals(x, z);
    }

    @Test
    void serializeAndPrimitiveReadsAllocateNothingOnceWarm() {
        java.lang.management.ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        if (!(mx instanceof com.sun.management.ThreadMXBean)
                || !((com.sun.management.ThreadMXBean) mx).isThreadAllocatedMemorySupported()) {
            return; // no allocation counter on this JVM
        }
        com.sun.management.ThreadMXBean alloc = (com.sun.management.ThreadMXBean) mx;
        RowType t = RowType.of(DataType.intType(), DataType.bigint(), DataType.doubleType(), DataType.string(),
                DataType.booleanType(), DataType.date());
        RowSerializer s = new RowSerializer(t);
        GenericRow row = GenericRow.of(1, 123456789012L, 2.5, "h\u00e9llo w\u00f6rld", true, LocalDate.of(2024, 1, 8));
        UnsafeBuffer mem = offHeap(1024);
        BinaryRow b = new BinaryRow(t);
        long sink = 0;
        for (int i = 0; i < 20_000; i++) {
            sink += work(s, row, mem, b);
        }
        long tid = Thread.currentThread().getId();
        alloc.getThreadAllocatedBytes(tid);
        long before = alloc.getThreadAllocatedBytes(tid);
        for (int i = 0; i < 10_000; i++) {
            sink += work(s, row, mem, b);
        }
        long allocated = alloc.getThreadAllocatedBytes(tid) - before;
        assertTrue(sink != 0);
        assertTrue(allocated < 10_000, "allocated " + allocated + " bytes in 10,000 serialize+read iterations");
    }

    private static long work(RowSerializer s, GenericRow row, UnsafeBuffer mem, BinaryRow b) {
        int len = s.serialize(row);
        mem.putBytes(0, s.buffer(), 0, len);
        b.pointTo(mem, 0, len);
        return b.getInt(0) + b.getLong(1) + (long) b.getDouble(2) + (b.getBoolean(4) ? 1 : 0) + b.getInt(5)
                + (b.isNullAt(3) ? 0 : 1);
    }

    @Test
    void nestedFieldsMaterializeIndependentOfTheBuffer() {
        RowType t = RowType.of(DataType.array(DataType.string()));
        RowSerializer s = new RowSerializer(t);
        int len = s.serialize(GenericRow.of(List.of("a", "b")));
        BinaryRow b = new BinaryRow(t).pointTo(s.buffer(), 0, len);
        Object list = b.getField(0);
        s.serialize(GenericRow.of(List.of("zzzz")));
        assertEquals(List.of("a", "b"), list);
    }
}
