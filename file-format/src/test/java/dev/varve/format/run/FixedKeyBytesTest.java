package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.CorruptFileException;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * FIXED key chunks decoded as numbers, their byte form written on first use ({@link KeyChunk.Decoded#data()},
 * {@link KeyChunk.Decoded#off()}): the same bytes as the keys written, page after page in one reused
 * decoder (a page whose bytes were never asked for, then one whose were), and the first-key check on the
 * numbers ({@link KeyChunk.Decoded#firstKeyEquals}) agreeing with a byte comparison.
 */
class FixedKeyBytesTest {
    private static byte[][] sortedKeys(SplittableRandom rnd, int n, int len) {
        long[] v = new long[n];
        long limit = len == 8 ? Long.MAX_VALUE : (1L << (8 * len)) - 1;
        for (int i = 0; i < n; i++) {
            v[i] = rnd.nextLong(limit);
        }
        Arrays.sort(v);
        byte[][] keys = new byte[n][];
        for (int i = 0; i < n; i++) {
            keys[i] = new byte[len];
            for (int j = 0; j < len; j++) {
                keys[i][j] = (byte) (v[i] >>> (8 * (len - 1 - j)));
            }
        }
        return keys;
    }

    private static void decode(KeyChunk.Decoded d, byte[][] keys) throws CorruptFileException {
        int n = keys.length;
        byte[] data = new byte[n * keys[0].length];
        int[] ends = new int[n];
        int at = 0;
        for (int i = 0; i < n; i++) {
            System.arraycopy(keys[i], 0, data, at, keys[i].length);
            at += keys[i].length;
            ends[i] = at;
        }
        ByteSink out = new ByteSink(64);
        assertEquals(keys[0].length, KeyChunk.encode(data, ends, n, out, new long[n]), "a FIXED chunk");
        byte[] chunk = Arrays.copyOf(out.buf, out.pos + 8);
        d.decode(new ByteSource("/t", 0, "keys", chunk, 0, out.pos), n);
    }

    @Test
    void bytesOnFirstUseAreTheKeys() throws CorruptFileException {
        SplittableRandom rnd = new SplittableRandom(4301);
        KeyChunk.Decoded d = new KeyChunk.Decoded();
        for (int round = 0; round < 300; round++) {
            int len = 1 + rnd.nextInt(8);
            byte[][] keys = sortedKeys(rnd, 1 + rnd.nextInt(rnd.nextBoolean() ? 5 : 600), len);
            decode(d, keys);
            assertEquals(len, d.fixedLen);
            byte[] other = keys[0].clone();
            other[len - 1]++;
            assertTrue(d.firstKeyEquals(keys[0], 0, len), "round " + round);
            assertEquals(Arrays.equals(other, keys[0]), d.firstKeyEquals(other, 0, len));
            assertFalse(d.firstKeyEquals(Arrays.copyOf(keys[0], len + 1), 0, len + 1), "another length");
            if (rnd.nextInt(3) == 0) {
                continue; // this page's bytes are never written: the next page must not see them either
            }
            byte[] bytes = d.data();
            int[] off = d.off();
            assertEquals(keys.length * len, off[keys.length]);
            for (int i = 0; i < keys.length; i++) {
                assertArrayEquals(keys[i], Arrays.copyOfRange(bytes, off[i], off[i + 1]), "round " + round + " key " + i);
            }
            assertTrue(d.firstKeyEquals(keys[0], 0, len), "on the bytes once written");
        }
    }
}
