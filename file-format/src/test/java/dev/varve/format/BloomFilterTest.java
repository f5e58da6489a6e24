package dev.varve.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

class BloomFilterTest {

    private static byte[] key(long i) {
        return ByteBuffer.allocate(8).putLong(i).array();
    }

    @Test
    void hasNoFalseNegativesAndAboutOnePercentFalsePositives() {
        int n = 100_000;
        BloomFilter f = BloomFilter.create(n, BloomFilter.DEFAULT_BITS_PER_KEY);
        for (int i = 0; i < n; i++) {
            f.add(key(i * 2L));
        }
        for (int i = 0; i < n; i++) {
            assertTrue(f.mightContain(key(i * 2L)));
        }
        int fp = 0;
        for (int i = 0; i < n; i++) {
            if (f.mightContain(key(i * 2L + 1))) {
                fp++;
            }
        }
        double rate = fp / (double) n;
        assertTrue(rate < 0.02, "false positive rate " + rate);
        assertTrue(rate > 0.001, "false positive rate " + rate + " is implausibly low for 10 bits/key");
    }

    @Test
    void fewerBitsPerKeyGiveMoreFalsePositives() {
        int n = 20_000;
        BloomFilter f4 = BloomFilter.create(n, 4);
        BloomFilter f16 = BloomFilter.create(n, 16);
        for (int i = 0; i < n; i++) {
            f4.add(key(i));
            f16.add(key(i));
        }
        int fp4 = 0;
        int fp16 = 0;
        for (int i = n; i < 3 * n; i++) {
            fp4 += f4.mightContain(key(i)) ? 1 : 0;
            fp16 += f16.mightContain(key(i)) ? 1 : 0;
        }
        assertTrue(fp4 > fp16 * 5, fp4 + " vs " + fp16);
    }

    @Test
    void serializesAndDeserializes() {
        BloomFilter f = BloomFilter.create(1000, 10);
        SplittableRandom rnd = new SplittableRandom(7);
        Set<String> added = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            byte[] k = new byte[rnd.nextInt(40)];
            rnd.nextBytes(k);
            f.add(k);
            added.add(Arrays.toString(k));
        }
        byte[] s = f.serialize();
        assertEquals(f.serializedSize(), s.length);
        byte[] padded = new byte[s.length + 7];
        System.arraycopy(s, 0, padded, 3, s.length);
        BloomFilter g = BloomFilter.deserialize(padded, 3, s.length);
        assertEquals(f.numProbes(), g.numProbes());
        assertEquals(f.numBits(), g.numBits());
        for (int i = 0; i < 5000; i++) {
            byte[] k = new byte[rnd.nextInt(40)];
            rnd.nextBytes(k);
            assertEquals(f.mightContain(k), g.mightContain(k));
        }
    }

    @Test
    void rejectsMalformedBytes() {
        byte[] s = BloomFilter.create(10, 10).serialize();
        assertThrows(IllegalArgumentException.class, () -> BloomFilter.deserialize(s, 0, s.length - 1));
        byte[] badVersion = s.clone();
        badVersion[0] = 9;
        assertThrows(IllegalArgumentException.class, () -> BloomFilter.deserialize(badVersion, 0, s.length));
        byte[] badK = s.clone();
        badK[1] = 0;
        assertThrows(IllegalArgumentException.class, () -> BloomFilter.deserialize(badK, 0, s.length));
        assertThrows(IllegalArgumentException.class, () -> BloomFilter.deserialize(s, 0, 3));
        assertThrows(IllegalArgumentException.class, () -> BloomFilter.create(10, 0));
    }

    @Test
    void hashOfBufferEqualsHashOfArrayAndIsStable() {
        SplittableRandom rnd = new SplittableRandom(3);
        for (int i = 0; i < 200; i++) {
            byte[] k = new byte[rnd.nextInt(70)];
            rnd.nextBytes(k);
            UnsafeBuffer buf = new UnsafeBuffer(new byte[k.length + 5]);
            buf.putBytes(5, k);
            assertEquals(BloomFilter.hash(k, 0, k.length), BloomFilter.hash(buf, 5, k.length));
        }
        // pinned values: the hash is part of the run format
        assertFalse(BloomFilter.hash(new byte[0], 0, 0) == 0);
        assertEquals(GOLDEN_ABC, BloomFilter.hash("abc".getBytes(java.nio.charset.StandardCharsets.US_ASCII), 0, 3));
        assertEquals(GOLDEN_LONG, BloomFilter.hash("0123456789abcdefXYZ".getBytes(java.nio.charset.StandardCharsets.US_ASCII), 0, 19));
        assertFalse(BloomFilter.hash(key(1), 0, 8) == BloomFilter.hash(key(2), 0, 8));
    }

    private static final long GOLDEN_ABC = 0x5E3579098E22B31EL;
    private static final long GOLDEN_LONG = 0xC06809EFEBB4DEB6L;

    @Test
    void aFilterInAReusedDirtyArrayEqualsAFreshOne() {
        long seed = Long.getLong("seed", 7L);
        SplittableRandom r = new SplittableRandom(seed);
        byte[] reuse = new byte[1 << 16];
        for (int round = 0; round < 20; round++) {
            Arrays.fill(reuse, (byte) r.nextInt());
            int keys = r.nextInt(4000);
            int bits = 1 + r.nextInt(20);
            assertEquals(BloomFilter.create(keys, bits).serializedSize() - 6, BloomFilter.bitBytes(keys, bits));
            BloomFilter fresh = BloomFilter.create(keys, bits);
            BloomFilter reused = BloomFilter.create(keys, bits, reuse);
            for (int k = 0; k < keys; k++) {
                long h = r.nextLong();
                fresh.addHash(h);
                reused.addHash(h);
            }
            assertTrue(Arrays.equals(fresh.serialize(), reused.serialize()), "seed " + seed + " round " + round);
        }
        byte[] small = new byte[8];
        BloomFilter grown = BloomFilter.create(10_000, 10, small);
        assertEquals(BloomFilter.bitBytes(10_000, 10) + 6, grown.serializedSize());
        assertThrows(IllegalArgumentException.class, () -> BloomFilter.bitBytes(10, 0));
    }
}
