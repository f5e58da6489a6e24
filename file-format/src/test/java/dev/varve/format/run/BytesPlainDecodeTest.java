package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.CorruptFileException;
import dev.varve.row.DataType;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A BYTES column chunk's PLAIN values decoded in one pass (offsets, lengths, their sum and range
 * checked after it): the same values as the writer's, and for a malformed chunk the errors it had,
 * in the same order (a length out of range, the value byte count, then the lengths' sum).
 */
class BytesPlainDecodeTest {
    /** A chunk: no nulls, PLAIN, the lengths as an integer block, the u32 byte count, the bytes; 8 bytes of slack. */
    private static byte[] chunk(long[] lengths, int declaredTotal, byte[] payload) {
        ByteSink out = new ByteSink(64);
        out.u8(0); // null section NONE, value encoding 0
        out.u8(ColumnBuffer.BytesBuffer.PLAIN);
        IntBlock.encode(lengths, lengths.length, out);
        out.i32(declaredTotal);
        out.bytes(payload, 0, payload.length);
        return Arrays.copyOf(out.buf, out.pos + 8);
    }

    private static ColumnVector.BytesVector decode(byte[] chunk, int n) throws CorruptFileException {
        ColumnVector.BytesVector v = new ColumnVector.BytesVector(DataType.string());
        v.decode(new ByteSource("/t", 0, 0, 3, chunk, 0, chunk.length - 8), n);
        return v;
    }

    @Test
    void valuesComeBackAsWritten() throws CorruptFileException {
        SplittableRandom rnd = new SplittableRandom(43);
        for (int round = 0; round < 200; round++) {
            int n = rnd.nextInt(300);
            long[] lengths = new long[n];
            StringBuilder all = new StringBuilder();
            String[] values = new String[n];
            for (int i = 0; i < n; i++) {
                int len = rnd.nextInt(4) == 0 ? 0 : rnd.nextInt(rnd.nextBoolean() ? 3 : 40);
                StringBuilder b = new StringBuilder();
                for (int j = 0; j < len; j++) {
                    b.append((char) ('a' + rnd.nextInt(26)));
                }
                values[i] = b.toString();
                lengths[i] = len;
                all.append(values[i]);
            }
            byte[] payload = all.toString().getBytes(StandardCharsets.UTF_8);
            ColumnVector.BytesVector v = decode(chunk(lengths, payload.length, payload), n);
            for (int i = 0; i < n; i++) {
                assertEquals(values[i], v.string(i), "round " + round + " value " + i);
                assertArrayEquals(values[i].getBytes(StandardCharsets.UTF_8),
                        Arrays.copyOfRange(v.data, v.off[i], v.off[i] + v.len[i]));
            }
        }
    }

    @Test
    void aLengthOutOfRangeIsNamedFirst() {
        byte[] payload = "abc".getBytes(StandardCharsets.UTF_8);
        // a negative length (an integer block may hold any long) and a wrong byte count: the length is named
        CorruptFileException e = assertThrows(CorruptFileException.class, () -> decode(chunk(new long[] {2, -1, 2}, 99, payload), 3));
        assertTrue(e.getMessage().contains("value length -1 out of range 0.." + Integer.MAX_VALUE), e.getMessage());
        long big = Integer.MAX_VALUE + 1L;
        e = assertThrows(CorruptFileException.class, () -> decode(chunk(new long[] {1, big, 2}, 3, payload), 3));
        assertTrue(e.getMessage().contains("value length " + big + " out of range"), e.getMessage());
        // lengths whose low 32 bits look fine: still out of range
        long wraps = (1L << 32) + 1;
        e = assertThrows(CorruptFileException.class, () -> decode(chunk(new long[] {wraps, 1, 1}, 3, payload), 3));
        assertTrue(e.getMessage().contains("value length " + wraps + " out of range"), e.getMessage());
    }

    @Test
    void theByteCountThenTheSumAreChecked() {
        byte[] payload = "abcdef".getBytes(StandardCharsets.UTF_8);
        CorruptFileException e = assertThrows(CorruptFileException.class, () -> decode(chunk(new long[] {2, 2, 2}, 1 << 20, payload), 3));
        assertTrue(e.getMessage().contains("value bytes"), e.getMessage());
        e = assertThrows(CorruptFileException.class, () -> decode(chunk(new long[] {2, 2, 3}, 6, payload), 3));
        assertTrue(e.getMessage().contains("value lengths exceed the 6 value bytes"), e.getMessage());
        e = assertThrows(CorruptFileException.class, () -> decode(chunk(new long[] {2, 2, 1}, 6, payload), 3));
        assertTrue(e.getMessage().contains("value lengths sum to 5, not 6"), e.getMessage());
    }

    @Test
    void whetherValuesAreTheirBytesFollowsARetype() {
        ColumnVector.BytesVector v = new ColumnVector.BytesVector(DataType.string());
        assertTrue(v.isStringOrBinary());
        assertTrue(v.retype(DataType.decimal(30, 2)) == v, "same physical kind: the vector is kept");
        assertTrue(!v.isStringOrBinary(), "DECIMAL(30, 2) is not its bytes");
        v.retype(DataType.bytes());
        assertTrue(v.isStringOrBinary());
        v.retype(DataType.array(DataType.intType()));
        assertTrue(!v.isStringOrBinary());
    }
}
