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

    /** The bits the documented layout gives (class comment of BloomFilter), written out plainly. */
    private static byte[] specBits(long[] hashes, int numWords, int k) {
        long[] words = new long[numWords];
        long blocks = numWords / 8;
        for (long h : hashes) {
            int block = (int) (((h >>> 32) * blocks) >>> 32);
            long g = splitMix(h);
            for (int j = 0; j < k; j++) {
                if (j > 0 && j % 7 == 0) {
                    g = splitMix(g);
                }
                int bit = (int) (g >>> (9 * (j % 7))) & 511;
                words[8 * block + bit / 64] |= 1L << (bit % 64);
            }
        }
        ByteBuffer b = ByteBuffer.allocate(numWords * 8).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        for (long w : words) {
            b.putLong(w);
        }
        return b.array();
    }

    private static long splitMix(long h) {
        h = (h ^ (h >>> 30)) * 0xBF58476D1CE4E5B9L;
        h = (h ^ (h >>> 27)) * 0x94D049BB133111EBL;
        return h ^ (h >>> 31);
    }

    @Test
    void everyProbeCountSetsTheBitsOfTheDocumentedLayout() {
        SplittableRandom r = new SplittableRandom(11);
        // 10 bits per key gives 7 probes (the unrolled path); the others take the loop, 14 and 21 with remixes
        for (int bitsPerKey : new int[] {1, 4, 10, 20, 30}) {
            int keys = 3000;
            BloomFilter f = BloomFilter.create(keys, bitsPerKey);
            long[] hashes = new long[keys];
            for (int i = 0; i < keys; i++) {
                hashes[i] = r.nextLong();
                f.addHash(hashes[i]);
            }
            byte[] serialized = f.serialize();
            byte[] want = specBits(hashes, (serialized.length - 6) / 8, f.numProbes());
            assertTrue(Arrays.equals(want, Arrays.copyOfRange(serialized, 6, serialized.length)),
                    bitsPerKey + " bits per key, " + f.numProbes() + " probes");
            for (long h : hashes) {
                assertTrue(f.mightContainHash(h));
            }
        }
        assertEquals(7, BloomFilter.create(10, BloomFilter.DEFAULT_BITS_PER_KEY).numProbes());
    }

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
