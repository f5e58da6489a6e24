package dev.varve.kernel.table;

import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The off-heap map against a HashMap model (seeded; {@code -Dseed=N} replays one seed), growth, edge keys, close. */
class OffHeapHashMapTest {
    private static final long[] SEEDS = Long.getLong("seed") != null ? new long[] {Long.getLong("seed")}
            : new long[] {1, 42, 20261130};

    @Test
    void intKeysMatchAHashMapModelSeeds() {
        for (long seed : SEEDS) {
            runModel(seed, OffHeapHashMap.intKeys(), true);
        }
    }

    @Test
    void longKeysMatchAHashMapModelSeeds() {
        for (long seed : SEEDS) {
            runModel(seed, OffHeapHashMap.longKeys(), false);
        }
    }

    private static void runModel(long seed, OffHeapHashMap map, boolean intKeys) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Map<Long, Long> model = new HashMap<>();
        List<Long> known = new ArrayList<>();
        // a small key space makes overwrites, removals and long probe runs frequent
        int keySpace = 1 + rnd.nextInt(4000);
        try (map) {
            for (int op = 0; op < 15_000; op++) {
                long key;
                if (!known.isEmpty() && rnd.nextInt(3) == 0) {
                    key = known.get(rnd.nextInt(known.size()));
                } else {
                    int pick = rnd.nextInt(10);
                    long raw = pick == 0 ? 0 : pick == 1 ? -1 : pick == 2 ? (intKeys ? Integer.MIN_VALUE : Long.MIN_VALUE)
                            : pick == 3 ? (intKeys ? Integer.MAX_VALUE : Long.MAX_VALUE) : rnd.nextInt(keySpace) - keySpace / 2;
                    key = raw;
                    known.add(key);
                }
                int action = rnd.nextInt(10);
                String ctx = "seed " + seed + " op " + op + " key " + key;
                if (action < 5) {
                    long value = rnd.nextLong(map.maxValue() + 1);
                    Long prev = model.put(key, value);
                    assertEquals(prev == null ? OffHeapHashMap.NO_VALUE : prev, map.put(key, value), ctx);
                } else if (action < 7) {
                    Long prev = model.remove(key);
                    assertEquals(prev == null ? OffHeapHashMap.NO_VALUE : prev, map.remove(key), ctx);
                } else {
                    Long v = model.get(key);
                    assertEquals(v == null ? OffHeapHashMap.NO_VALUE : v, map.get(key), ctx);
                }
                assertEquals(model.size(), map.size(), ctx);
            }
            Map<Long, Long> seen = new HashMap<>();
            map.forEach((k, v) -> assertEquals(null, seen.put(k, v), "forEach visits a key once"));
            assertEquals(model, seen, "seed " + seed);
            for (Map.Entry<Long, Long> e : model.entrySet()) {
                assertEquals(e.getValue(), map.get(e.getKey()), "seed " + seed);
            }
        }
    }

    @Test
    void zeroKeyAndZeroValueAreOrdinaryEntries() {
        try (OffHeapHashMap map = OffHeapHashMap.intKeys()) {
            assertEquals(OffHeapHashMap.NO_VALUE, map.get(0));
            assertEquals(OffHeapHashMap.NO_VALUE, map.put(0, 0));
            assertEquals(0, map.get(0));
            assertEquals(1, map.size());
            assertEquals(OffHeapHashMap.NO_VALUE, map.put(-1, 65534));
            assertEquals(65534, map.get(-1));
            assertEquals(0, map.remove(0));
            assertEquals(OffHeapHashMap.NO_VALUE, map.get(0));
            assertEquals(65534, map.get(-1));
        }
    }

    @Test
    void growsAndStaysWithinTenBytesPerKey() {
        try (OffHeapHashMap map = OffHeapHashMap.intKeys()) {
            SplittableRandom rnd = new SplittableRandom(7);
            Map<Integer, Integer> model = new HashMap<>();
            for (int i = 0; i < 200_000; i++) {
                int k = rnd.nextInt();
                int v = rnd.nextInt(1000);
                model.put(k, v);
                map.put(k, v);
                if (map.size() > 1000) {
                    double perKey = (double) map.offHeapBytes() / map.size();
                    assertTrue(perKey <= 10.01 && perKey >= 7.99, "bytes per key " + perKey + " at " + map.size());
                }
            }
            assertEquals(model.size(), map.size());
            for (Map.Entry<Integer, Integer> e : model.entrySet()) {
                assertEquals((long) e.getValue(), map.get(e.getKey()));
            }
        }
    }

    @Test
    void presizedMapDoesNotGrowWhileLoading() {
        try (OffHeapHashMap map = OffHeapHashMap.longKeys()) {
            map.ensureCapacity(100_000);
            long bytes = map.offHeapBytes();
            for (long i = 0; i < 100_000; i++) {
                map.put(i * 0x9E3779B97F4A7C15L, (int) (i % 7));
            }
            assertEquals(bytes, map.offHeapBytes());
            assertTrue((double) bytes / map.size() <= 16.01, "12-byte slots at load <= 0.75");
        }
    }

    @Test
    void rejectsOutOfRangeKeysAndValuesWithClearErrors() {
        try (OffHeapHashMap map = OffHeapHashMap.intKeys()) {
            assertEquals("value 65535 out of range 0..65534",
                    assertThrows(IllegalArgumentException.class, () -> map.put(1, 65535)).getMessage());
            assertEquals("value -1 out of range 0..65534",
                    assertThrows(IllegalArgumentException.class, () -> map.put(1, -1)).getMessage());
            assertEquals("key 4294967296 does not fit the 4-byte keys of this map",
                    assertThrows(IllegalArgumentException.class, () -> map.get(1L << 32)).getMessage());
        }
    }

    @Test
    void closeFreesTheMemoryAndLaterUseFails() {
        OffHeapHashMap map = OffHeapHashMap.longKeys();
        map.put(5, 6);
        assertTrue(map.offHeapBytes() > 0);
        map.close();
        assertEquals(0, map.offHeapBytes());
        assertEquals("off-heap hash map is closed", assertThrows(IllegalStateException.class, () -> map.get(5)).getMessage());
        map.close(); // idempotent
    }

    @Test
    void keyHash64IsTheSameOverArraysAndBuffersAndSpreadsKeys() {
        SplittableRandom rnd = new SplittableRandom(11);
        Map<Long, byte[]> seen = new HashMap<>();
        for (int i = 0; i < 20_000; i++) {
            byte[] key = new byte[rnd.nextInt(40)];
            for (int j = 0; j < key.length; j++) {
                key[j] = (byte) rnd.nextInt(3); // low-entropy keys
            }
            byte[] padded = new byte[key.length + 5];
            System.arraycopy(key, 0, padded, 3, key.length);
            long h = KeyHash64.hash(key);
            assertEquals(h, KeyHash64.hash(new UnsafeBuffer(padded), 3, key.length));
            assertEquals(h, KeyHash64.hash(padded, 3, key.length));
            byte[] other = seen.put(h, key);
            assertTrue(other == null || java.util.Arrays.equals(other, key), "64-bit collision of distinct keys");
        }
        // pinned values: the hash is persisted in index files and must never change
        assertEquals(4198976041353905000L, KeyHash64.hash(new byte[0]));
        assertEquals(-2747069203822000428L, KeyHash64.hash("varve".getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        assertEquals(-7913467155522732543L,
                KeyHash64.hash("cross-partition key".getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        assertTrue(KeyHash64.hash(new byte[] {0}) != KeyHash64.hash(new byte[] {0, 0}), "length is part of the hash");
    }
}
