package dev.varve.row;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class Murmur3Test {

    @Test
    void hash16IsTheHashOfTheSixteenLittleEndianBytes() {
        SplittableRandom rnd = new SplittableRandom(3);
        for (int i = 0; i < 1000; i++) {
            long lo = i == 0 ? 0 : rnd.nextLong();
            long hi = i == 1 ? -1 : rnd.nextLong();
            int seed = i < 500 ? 42 : rnd.nextInt();
            byte[] b = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN).putLong(lo).putLong(hi).array();
            assertEquals(Murmur3.hash32(b, 0, 16, seed), Murmur3.hash16(lo, hi, seed), lo + " " + hi);
        }
    }
}
