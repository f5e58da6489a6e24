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

    // ---- the compact (quotiented) layout of the cross-partition index ----

    /** Keys whose mixed form has top 32 bits {@code top}: they share a home slot at every capacity. */
    private static long keyWithMixedParts(long top, long low) {
        return OffHeapHashMap.Compact.unmix((top << 32) | (low & 0xFFFFFFFFL));
    }

    @Test
    void compactMixIsABijection() {
        SplittableRandom rnd = new SplittableRandom(3);
        long[] edges = {0, -1, 1, Long.MIN_VALUE, Long.MAX_VALUE, 0xFFFFFFFFL, 1L << 32};
        for (long k : edges) {
            assertEquals(k, OffHeapHashMap.Compact.unmix(OffHeapHashMap.Compact.mix(k)));
        }
        for (int i = 0; i < 100_000; i++) {
            long k = rnd.nextLong();
            assertEquals(k, OffHeapHashMap.Compact.unmix(OffHeapHashMap.Compact.mix(k)));
            assertEquals(k, OffHeapHashMap.Compact.mix(OffHeapHashMap.Compact.unmix(k)));
        }
    }

    @Test
    void compactMatchesAHashMapModelSeeds() {
        for (long seed : SEEDS) {
            runCompactModel(seed);
        }
    }

    private static void runCompactModel(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Map<Long, Long> model = new HashMap<>();
        List<Long> known = new ArrayList<>();
        int keySpace = 1 + rnd.nextInt(6000);
        // a few home groups: many keys sharing one home slot make long Robin Hood runs
        long[] sharedTops = {0, 0xFFFFFFFFL, rnd.nextLong() >>> 32, 1L << 31, (1L << 28) - 1, 1L << 28};
        long maxValue = 1L << (1 + rnd.nextInt(30));
        try (OffHeapHashMap.Compact map = new OffHeapHashMap.Compact()) {
            for (int op = 0; op < 30_000; op++) {
                long key;
                if (!known.isEmpty() && rnd.nextInt(3) == 0) {
                    key = known.get(rnd.nextInt(known.size()));
                } else {
                    int pick = rnd.nextInt(12);
                    if (pick < 4) {
                        long top = sharedTops[rnd.nextInt(sharedTops.length)];
                        int lowPick = rnd.nextInt(4);
                        long low = lowPick == 0 ? 0 : lowPick == 1 ? 0xFFFFFFFFL : rnd.nextInt(500);
                        key = keyWithMixedParts(top, low);
                    } else if (pick == 4) {
                        long[] edges = {0, -1, Long.MIN_VALUE, Long.MAX_VALUE};
                        key = edges[rnd.nextInt(edges.length)];
                    } else if (pick == 5) {
                        key = rnd.nextLong();
                    } else {
                        key = rnd.nextInt(keySpace) - keySpace / 2;
                    }
                    known.add(key);
                }
                int action = rnd.nextInt(10);
                String ctx = "seed " + seed + " op " + op + " key " + key;
                if (action < 5) {
                    long value = rnd.nextInt(20) == 0 ? maxValue : rnd.nextLong(Math.min(maxValue, 50) + 1);
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
            assertEquals(model, seen, "seed " + seed + ": forEach gives back every full 64-bit key");
            for (Map.Entry<Long, Long> e : model.entrySet()) {
                assertEquals(e.getValue(), map.get(e.getKey()), "seed " + seed);
            }
        }
    }

    @Test
    void compactRoundTripsFullKeysThroughGrowthAndSharedHomes() {
        try (OffHeapHashMap.Compact map = new OffHeapHashMap.Compact()) {
            Map<Long, Long> model = new HashMap<>();
            // 3,000 keys with one home slot (remainder low bits 0..2999), then edge remainders
            for (long low = 0; low < 3000; low++) {
                long k = keyWithMixedParts(0x12345678L, low);
                model.put(k, low % 5);
                map.put(k, low % 5);
            }
            for (long top : new long[] {0, 0xFFFFFFFFL, 0x7FFFFFFFL, 0x80000000L}) {
                for (long low : new long[] {0, 1, 0x7FFFFFFFL, 0xFFFFFFFFL}) {
                    long k = keyWithMixedParts(top, low);
                    model.put(k, 7L);
                    map.put(k, 7);
                }
            }
            SplittableRandom rnd = new SplittableRandom(5);
            for (int i = 0; i < 100_000; i++) {
                long k = rnd.nextLong();
                model.put(k, (long) (i % 3));
                map.put(k, i % 3);
            }
            Map<Long, Long> seen = new HashMap<>();
            map.forEach((k, v) -> seen.put(k, v));
            assertEquals(model, seen);
            for (Map.Entry<Long, Long> e : model.entrySet()) {
                assertEquals(e.getValue(), map.get(e.getKey()));
                assertEquals(e.getValue(), map.remove(e.getKey()));
            }
            assertEquals(0, map.size());
        }
    }

    @Test
    void compactPresizedIsAtMostTenBytesPerKey() {
        // (keys, locations): 1 M keys over 1,000 (partition, bucket) pairs; 100 k keys over 8
        for (int[] c : new int[][] {{1_000_000, 1000}, {100_000, 8}}) {
            int n = c[0];
            int locations = c[1];
            try (OffHeapHashMap.Compact map = new OffHeapHashMap.Compact()) {
                map.ensureValues(locations - 1);
                map.ensureCapacity(n);
                long bytes = map.offHeapBytes();
                SplittableRandom rnd = new SplittableRandom(n);
                for (int i = 0; i < n; i++) {
                    map.put(rnd.nextLong(), i % locations);
                }
                assertEquals(bytes, map.offHeapBytes(), "a presized map does not grow while loading");
                double perKey = (double) bytes / map.size();
                assertTrue(perKey <= 10.0, "bytes per key " + perKey + " (" + map.slotBytes() + "-byte slots)");
            }
        }
    }

    @Test
    void compactWidensValuesAndRejectsOutOfRange() {
        try (OffHeapHashMap.Compact map = new OffHeapHashMap.Compact()) {
            for (long k = 0; k < 1000; k++) {
                map.put(k, k % 2);
            }
            map.put(-5, Integer.MAX_VALUE - 1L);
            for (long k = 0; k < 1000; k++) {
                assertEquals(k % 2, map.get(k));
            }
            assertEquals(Integer.MAX_VALUE - 1L, map.get(-5));
            assertEquals("value 2147483647 out of range 0..2147483646",
                    assertThrows(IllegalArgumentException.class, () -> map.put(1, Integer.MAX_VALUE)).getMessage());
            assertEquals("value -1 out of range 0..2147483646",
                    assertThrows(IllegalArgumentException.class, () -> map.put(1, -1)).getMessage());
        }
        OffHeapHashMap.Compact closed = new OffHeapHashMap.Compact();
        closed.close();
        assertEquals("off-heap hash map is closed",
                assertThrows(IllegalStateException.class, () -> closed.get(1)).getMessage());
        closed.close();
    }
}
