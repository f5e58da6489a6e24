package dev.varve.row;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/** {@link InternalRow#getBytesView}: the default (GenericRow) and the binary row's in-place override. */
class BytesViewTest {
    /** Field 10 of {@link RowSerializerTest#allTypesRow()}, ending in a lone surrogate (3-byte WTF-8 form). */
    private static byte[] wtf8OfField10() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes("h\u00e9llo \u0000 \ud83d\ude00 ".getBytes(StandardCharsets.UTF_8));
        out.writeBytes(new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80});
        return out.toByteArray();
    }

    private static void assertView(byte[] expected, BytesView v) {
        assertArrayEquals(expected, v.toByteArray());
        assertEquals(expected.length, v.length());
        assertTrue(v.contentEquals(expected));
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], v.byteAt(i));
        }
    }

    @Test
    void theDefaultEncodesStringsAsTheBinaryFormatsDoAndHandsOutByteArraysAsTheyAre() {
        GenericRow row = RowSerializerTest.allTypesRow();
        BytesView v = new BytesView();
        assertSame(v, row.getBytesView(9, v));
        assertView("ab".getBytes(StandardCharsets.UTF_8), v);
        assertView(wtf8OfField10(), row.getBytesView(10, v));
        byte[] bin = (byte[]) row.getField(11);
        assertSame(bin, row.getBytesView(11, v).array()); // no copy of a byte[] value
        assertView(new byte[] {0, -1, 7}, v);
        assertView(new byte[0], row.getBytesView(12, v));
    }

    @Test
    void theDefaultRejectsNullsAndOtherTypesByName() {
        GenericRow row = GenericRow.of(null, 5L, "x");
        BytesView v = new BytesView();
        assertTrue(assertThrows(IllegalArgumentException.class, () -> row.getBytesView(0, v)).getMessage().contains("null"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> row.getBytesView(1, v)).getMessage().contains("Long"));
    }

    @Test
    void aBinaryRowOnTheHeapPointsIntoItsOwnArray() {
        RowSerializer s = new RowSerializer(RowSerializerTest.ALL_TYPES);
        GenericRow row = RowSerializerTest.allTypesRow();
        int len = s.serialize(row);
        byte[] page = new byte[len + 40];
        System.arraycopy(s.buffer().byteArray(), s.buffer().wrapAdjustment(), page, 17, len);
        BinaryRow b = new BinaryRow(RowSerializerTest.ALL_TYPES).pointTo(new UnsafeBuffer(page, 3, page.length - 3), 14, len);
        BytesView v = new BytesView();
        b.getBytesView(10, v);
        assertSame(page, v.array());
        assertEquals(3 + b.varOffset(10), v.offset());
        assertView(wtf8OfField10(), v);
        assertView("ab".getBytes(StandardCharsets.UTF_8), b.getBytesView(9, v));
        assertView(new byte[] {0, -1, 7}, b.getBytesView(11, v));
        assertView(new byte[0], b.getBytesView(12, v));
        // the same bytes as the default on the same values
        BytesView d = new BytesView();
        for (int pos : new int[] {9, 10, 11, 12}) {
            assertArrayEquals(row.getBytesView(pos, d).toByteArray(), b.getBytesView(pos, v).toByteArray());
        }
    }

    @Test
    void anOffHeapBinaryRowCopiesAndNullsOrOtherTypesAreRejected() {
        RowSerializer s = new RowSerializer(RowSerializerTest.ALL_TYPES);
        GenericRow row = RowSerializerTest.allTypesRow();
        row.setField(12, null);
        int len = s.serialize(row);
        UnsafeBuffer mem = new UnsafeBuffer(ByteBuffer.allocateDirect(len + 8));
        mem.putBytes(8, s.buffer(), 0, len);
        BinaryRow b = new BinaryRow(RowSerializerTest.ALL_TYPES).pointTo(mem, 8, len);
        BytesView v = new BytesView();
        assertView(wtf8OfField10(), b.getBytesView(10, v));
        assertThrows(IllegalArgumentException.class, () -> b.getBytesView(12, v)); // null
        assertThrows(IllegalArgumentException.class, () -> b.getBytesView(4, v)); // BIGINT
    }

    @Test
    void aViewChecksItsWindowAgainstTheArray() {
        BytesView v = new BytesView();
        byte[] a = {1, 2, 3};
        assertThrows(IllegalArgumentException.class, () -> v.set(a, 2, 2));
        assertThrows(IllegalArgumentException.class, () -> v.set(a, -1, 1));
        assertThrows(IllegalArgumentException.class, () -> v.set(null, 0, 0));
        assertTrue(v.set(a, 1, 2).contentEquals(new byte[] {2, 3}));
        assertFalse(v.contentEquals(new byte[] {2}));
        assertFalse(v.contentEquals(null));
        assertEquals(0, v.set(a, 3, 0).length());
    }
}
