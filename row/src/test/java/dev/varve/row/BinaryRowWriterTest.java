package dev.varve.row;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

class BinaryRowWriterTest {

    /** Copies {@code src} field by field the zero-copy way: in-place bytes for strings/binaries, primitives by getter. */
    static int copyFieldByField(BinaryRow src, BinaryRowWriter w) {
        RowType t = src.type();
        w.begin(src.getRowKind());
        for (int i = 0; i < t.size(); i++) {
            if (src.isNullAt(i)) {
                w.setNull(i);
            } else if (src.isStringOrBinary(i)) {
                TypeRoot root = t.type(i).root();
                if (root == TypeRoot.CHAR || root == TypeRoot.VARCHAR) {
                    w.setUtf8(i, src.varBuffer(), src.varOffset(i), src.varLength(i));
                } else {
                    byte[] copy = new byte[src.varLength(i)];
                    src.varBuffer().getBytes(src.varOffset(i), copy);
                    w.setBinary(i, copy, 0, copy.length);
                }
            } else {
                switch (t.type(i).root()) {
                    case BIGINT: w.setLong(i, src.getLong(i)); break;
                    case INT: w.setInt(i, src.getInt(i)); break;
                    case DOUBLE: w.setDouble(i, src.getDouble(i)); break;
                    case FLOAT: w.setFloat(i, src.getFloat(i)); break;
                    case BOOLEAN: w.setBoolean(i, src.getBoolean(i)); break;
                    case TINYINT: w.setByte(i, src.getByte(i)); break;
                    case SMALLINT: w.setShort(i, src.getShort(i)); break;
                    default: w.setField(i, src.getField(i));
                }
            }
        }
        return w.finish();
    }

    @Test
    void propertyFieldByFieldCopyIsByteIdenticalToTheSerializer() {
        UnsafeBuffer offHeap = new UnsafeBuffer(ByteBuffer.allocateDirect(1 << 16));
        qt().withExamples(300).forAll(RandomValues.gen(r -> {
            RowType t = r.rowType(8, true);
            List<GenericRow> rows = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                rows.add(r.row(t));
            }
            return Map.entry(t, rows);
        })).checkAssert(e -> {
            RowSerializer s = new RowSerializer(e.getKey());
            BinaryRowWriter w = new BinaryRowWriter(e.getKey());
            for (GenericRow row : e.getValue()) {
                byte[] expected = s.toBytes(row);
                int at = 5 + (expected.length & 7);
                offHeap.putBytes(at, expected);
                BinaryRow view = new BinaryRow(e.getKey()).pointTo(offHeap, at, expected.length);
                int len = copyFieldByField(view, w);
                byte[] actual = new byte[len];
                w.buffer().getBytes(0, actual);
                assertArrayEquals(expected, actual, () -> "type " + e.getKey() + " row " + row);
                // the generic path gives the same bytes too
                w.begin(row.getRowKind());
                for (int i = 0; i < row.getArity(); i++) {
                    w.setField(i, row.getField(i));
                }
                assertEquals(expected.length, w.finish());
                byte[] generic = new byte[expected.length];
                w.buffer().getBytes(0, generic);
                assertArrayEquals(expected, generic);
            }
        });
    }

    @Test
    void varAccessorsExposeTheUtf8AndBinaryBytesInPlace() {
        RowType t = RowType.of(DataType.bigint(), DataType.string(), DataType.varbinary(10), DataType.string());
        GenericRow row = GenericRow.of(7L, "héllo", new byte[] {1, 2, 3}, null);
        RowSerializer s = new RowSerializer(t);
        int len = s.serialize(row);
        BinaryRow b = new BinaryRow(t).pointTo(s.buffer(), 0, len);
        assertFalse(b.isStringOrBinary(0));
        assertTrue(b.isStringOrBinary(1));
        assertTrue(b.isStringOrBinary(2));
        byte[] utf8 = new byte[b.varLength(1)];
        b.varBuffer().getBytes(b.varOffset(1), utf8);
        assertArrayEquals("héllo".getBytes(StandardCharsets.UTF_8), utf8);
        assertEquals(3, b.varLength(2));
        assertEquals(3, b.varBuffer().getByte(b.varOffset(2) + 2));
        IllegalArgumentException onNull = assertThrows(IllegalArgumentException.class, () -> b.varOffset(3));
        assertTrue(onNull.getMessage().contains("null"), onNull.getMessage());
        IllegalArgumentException onLong = assertThrows(IllegalArgumentException.class, () -> b.varLength(0));
        assertTrue(onLong.getMessage().contains("BIGINT"), onLong.getMessage());
        assertThrows(IllegalArgumentException.class, () -> b.varOffset(4));
    }

    @Test
    void corruptSlotIsReportedByTheVarAccessors() {
        RowType t = RowType.of(DataType.string());
        RowSerializer s = new RowSerializer(t);
        int len = s.serialize(GenericRow.of("abc"));
        UnsafeBuffer copy = new UnsafeBuffer(new byte[len]);
        copy.putBytes(0, s.buffer(), 0, len);
        copy.putInt(8 + 4, 1000, java.nio.ByteOrder.LITTLE_ENDIAN); // length far past the row
        BinaryRow b = new BinaryRow(t).pointTo(copy, 0, len);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> b.varLength(0));
        assertTrue(e.getMessage().contains("outside"), e.getMessage());
    }

    @Test
    void misuseIsReportedClearly() {
        RowType t = RowType.of(DataType.bigint().notNull(), DataType.string());
        BinaryRowWriter w = new BinaryRowWriter(t);
        assertThrows(IllegalStateException.class, () -> w.setLong(0, 1));
        w.begin(RowKind.INSERT);
        IllegalArgumentException order = assertThrows(IllegalArgumentException.class, () -> w.setNull(1));
        assertTrue(order.getMessage().contains("in order"), order.getMessage());
        IllegalArgumentException notNull = assertThrows(IllegalArgumentException.class, () -> w.setNull(0));
        assertTrue(notNull.getMessage().contains("NOT NULL") || notNull.getMessage().contains("null"), notNull.getMessage());
        assertThrows(IllegalArgumentException.class, () -> w.setUtf8(0, new byte[1], 0, 1));
        w.setLong(0, 5);
        assertThrows(IllegalArgumentException.class, () -> w.setUtf8(1, new byte[2], 1, 2));
        assertThrows(IllegalStateException.class, w::finish);
        w.setUtf8(1, "xyz".getBytes(StandardCharsets.UTF_8), 1, 2);
        int len = w.finish();
        assertEquals(GenericRow.of(5L, "yz"), new RowSerializer(t).deserialize(w.buffer(), 0, len));
    }
}
