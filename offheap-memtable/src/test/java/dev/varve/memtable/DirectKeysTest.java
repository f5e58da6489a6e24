package dev.varve.memtable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.arrays;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.Arrays;

import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

class DirectKeysTest {
    /** Bytes from a tiny alphabet so that common prefixes and zero padding are frequent. */
    private static Gen<byte[]> keys() {
        Gen<Byte> b = integers().between(0, 3).map(i -> new byte[] {0, 1, (byte) 0x80, (byte) 0xFF}[i]);
        return arrays().ofClass(b, Byte.class).withLengthBetween(0, 20).map(DirectKeysTest::unbox);
    }

    private static byte[] unbox(Byte[] boxed) {
        byte[] out = new byte[boxed.length];
        for (int i = 0; i < boxed.length; i++) {
            out[i] = boxed[i];
        }
        return out;
    }

    @Test
    void compareAgreesWithArraysCompareUnsigned() {
        qt().withExamples(3000).forAll(keys(), keys(), integers().between(0, 5)).checkAssert((a, b, shift) -> {
            UnsafeBuffer x = new UnsafeBuffer(new byte[a.length + shift]);
            x.putBytes(shift, a);
            UnsafeBuffer y = new UnsafeBuffer(b);
            assertEquals(Integer.signum(Arrays.compareUnsigned(a, b)),
                    Integer.signum(DirectKeys.compare(x, shift, a.length, y, 0, b.length)));
            assertEquals(Arrays.equals(a, b), DirectKeys.equals(x, shift, a.length, y, 0, b.length));
            if (Arrays.equals(a, b)) {
                assertEquals(DirectKeys.hash(x, shift, a.length), DirectKeys.hash(y, 0, b.length));
            }
        });
    }

    @Test
    void prefixOrderIsConsistentWithKeyOrder() {
        qt().withExamples(3000).forAll(keys(), keys()).checkAssert((a, b) -> {
            long pa = DirectKeys.prefix(a);
            long pb = DirectKeys.prefix(b);
            assertEquals(pa, DirectKeys.prefix(new UnsafeBuffer(a), 0, a.length));
            int byPrefix = Long.compareUnsigned(pa, pb);
            if (byPrefix != 0) {
                assertEquals(Integer.signum(byPrefix), Integer.signum(Arrays.compareUnsigned(a, b)));
            }
        });
    }

    @Test
    void prefixIsBigEndianAndZeroPadded() {
        assertEquals(0x0102000000000000L, DirectKeys.prefix(new byte[] {1, 2}));
        assertEquals(0xFF00000000000000L, DirectKeys.prefix(new byte[] {(byte) 0xFF}));
        assertEquals(0x0102030405060708L, DirectKeys.prefix(new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9}));
        assertEquals(0L, DirectKeys.prefix(new byte[0]));
    }
}
