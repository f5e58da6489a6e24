package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.BloomFilter;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A run file's bloom filter filled by two threads ({@link BloomHalves}: the writer's thread and a run-writer worker,
 * each the hashes of half the blocks) has the bytes of the filter filled by one thread, hash after hash, for any
 * number of keys and bits per key; every key added answers "maybe". Seeded.
 */
class BloomHalvesTest {
    @Test
    void twoThreadsFillTheFilterOneThreadFills() {
        SplittableRandom rnd = new SplittableRandom(43);
        int[] counts = {0, 1, 1000, BloomHalves.MIN_KEYS - 1, BloomHalves.MIN_KEYS, BloomHalves.MIN_KEYS + 12_345,
            3 * RunWriter.HASH_CHUNK + 17, 200_000};
        for (int round = 0; round < 3; round++) {
            for (int count : counts) {
                for (int bitsPerKey : new int[] {10, 4, 17}) {
                    long[][] chunks = new long[count / RunWriter.HASH_CHUNK + 1][RunWriter.HASH_CHUNK];
                    byte[][] keys = new byte[count][];
                    for (int i = 0; i < count; i++) {
                        byte[] k = new byte[1 + rnd.nextInt(12)];
                        rnd.nextBytes(k);
                        keys[i] = k;
                        chunks[i / RunWriter.HASH_CHUNK][i % RunWriter.HASH_CHUNK] = BloomFilter.hash(k, 0, k.length);
                    }
                    BloomFilter one = BloomFilter.create(count, bitsPerKey);
                    for (int i = 0; i < count; i++) {
                        one.addHash(chunks[i / RunWriter.HASH_CHUNK][i % RunWriter.HASH_CHUNK]);
                    }
                    BloomFilter two = BloomFilter.create(count, bitsPerKey, new byte[BloomFilter.bitBytes(count, bitsPerKey) + 64]);
                    BloomHalves.fill(two, chunks, RunWriter.HASH_CHUNK, count);
                    String ctx = "round " + round + ", " + count + " keys, " + bitsPerKey + " bits per key";
                    assertArrayEquals(one.serialize(), two.serialize(), ctx);
                    for (int i = 0; i < count; i += 97) {
                        assertTrue(two.mightContain(keys[i]), ctx + ": key " + i);
                    }
                }
            }
        }
    }
}
