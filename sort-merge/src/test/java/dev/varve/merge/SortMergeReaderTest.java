package dev.varve.merge;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import dev.varve.merge.TestSource.Entry;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;

/** The merge property: k sorted sources merged == their sorted union, grouped by key. */
class SortMergeReaderTest {

    /** Merge order with the source index (older first) and the position inside a source as tie-breaks. */
    static final Comparator<Entry> MERGE_ORDER = (a, b) -> {
        int c = Arrays.compareUnsigned(a.key, b.key);
        if (c != 0) {
            return c;
        }
        c = Long.compare(a.sequence, b.sequence);
        if (c != 0) {
            return c;
        }
        c = Integer.compare(a.source, b.source);
        return c != 0 ? c : Integer.compare(a.position, b.position);
    };

    @TestFactory
    Stream<DynamicTest> mergedGroupsEqualTheSortedUnion() {
        return Seeds.tests("sort-merge", 3, 60, seed -> {
            SplittableRandom random = new SplittableRandom(seed);
            int k = 1 + random.nextInt(random.nextBoolean() ? 64 : 6);
            List<byte[]> keys = keyPool(random, 1 + random.nextInt(60));
            List<List<Entry>> perSource = new ArrayList<>();
            List<Entry> union = new ArrayList<>();
            for (int s = 0; s < k; s++) {
                int n = random.nextInt(5) == 0 ? 0 : random.nextInt(120);
                List<Entry> entries = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    entries.add(new Entry(keys.get(random.nextInt(keys.size())), random.nextInt(8),
                            RowKind.fromByteValue((byte) random.nextInt(4)), s, 0));
                }
                List<Entry> positioned = TestSource.sortedAndNumbered(entries, s);
                perSource.add(positioned);
                union.addAll(positioned);
            }
            union.sort(MERGE_ORDER);
            checkMerge(perSource, union, random.nextInt(3));
        });
    }

    @Test
    void mergedGroupsEqualTheSortedUnionQuickTheories() {
        // each int encodes key = i / 3 (one byte), sequence = i % 3
        qt().withExamples(400).forAll(lists().of(lists().of(integers().between(0, 17)).ofSizeBetween(0, 8)).ofSizeBetween(1, 7))
                .checkAssert(sources -> {
                    List<List<Entry>> perSource = new ArrayList<>();
                    List<Entry> union = new ArrayList<>();
                    for (int s = 0; s < sources.size(); s++) {
                        List<Integer> codes = new ArrayList<>(sources.get(s));
                        codes.sort(null);
                        List<Entry> entries = new ArrayList<>();
                        for (int i = 0; i < codes.size(); i++) {
                            int code = codes.get(i);
                            entries.add(new Entry(new byte[] {(byte) (code / 3 * 40)}, code % 3, RowKind.INSERT, s, i));
                        }
                        perSource.add(entries);
                        union.addAll(entries);
                    }
                    union.sort(MERGE_ORDER);
                    try {
                        checkMerge(perSource, union, 0);
                    } catch (IOException e) {
                        throw new AssertionError(e);
                    }
                });
    }

    /** mode 0: all sources reuse (and scribble); 1: none reuse; 2: mixed. */
    private static void checkMerge(List<List<Entry>> perSource, List<Entry> expected, int mode) throws IOException {
        List<KeyValueSource> sources = new ArrayList<>();
        List<TestSource> testSources = new ArrayList<>();
        for (int s = 0; s < perSource.size(); s++) {
            boolean reusing = mode == 0 || (mode == 2 && s % 2 == 0);
            TestSource source = new TestSource(perSource.get(s), reusing);
            sources.add(source);
            testSources.add(source);
        }
        SortMergeReader reader = new SortMergeReader(sources);
        int i = 0;
        byte[] previousKey = null;
        while (reader.nextGroup()) {
            List<KeyValue> group = reader.group();
            assertFalse(group.isEmpty());
            byte[] groupKey = group.get(0).key().clone();
            if (previousKey != null) {
                assertTrue(Arrays.compareUnsigned(previousKey, groupKey) < 0, "groups in strictly ascending key order");
            }
            for (KeyValue kv : group) {
                Entry e = expected.get(i);
                String at = "version " + i + " expected " + e;
                assertArrayEquals(e.key, kv.key(), at);
                assertEquals(e.sequence, kv.sequence(), at);
                assertEquals(e.kind, kv.kind(), at);
                assertEquals(e.source, kv.value().getField(0), at);
                assertEquals(e.position, kv.value().getField(1), at);
                i++;
            }
            previousKey = groupKey;
        }
        assertEquals(expected.size(), i, "every version merged once");
        assertFalse(reader.nextGroup());
        for (TestSource source : testSources) {
            // copies were released at group boundaries only (the value checks above would see -2 otherwise)
            assertTrue(source.releases >= 1 + (expected.isEmpty() ? 0 : 1), "copies released at each new group");
        }
        reader.close();
        for (TestSource source : testSources) {
            assertTrue(source.closed);
        }
    }

    private static List<byte[]> keyPool(SplittableRandom random, int n) {
        byte[] alphabet = {0, 1, 0x7F, (byte) 0x80, (byte) 0xFF};
        List<byte[]> keys = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            byte[] key = new byte[random.nextInt(random.nextBoolean() ? 4 : 14)];
            if (random.nextBoolean()) {
                random.nextBytes(key);
            } else {
                for (int j = 0; j < key.length; j++) {
                    key[j] = alphabet[random.nextInt(alphabet.length)];
                }
            }
            keys.add(key);
        }
        return keys;
    }

    @Test
    void aGroupHoldsEveryVersionOfOneKeyInMergeOrder() throws IOException {
        List<Entry> older = List.of(new Entry(new byte[] {1}, 5, RowKind.INSERT, 0, 0),
                new Entry(new byte[] {2}, 1, RowKind.INSERT, 0, 1));
        List<Entry> newer = List.of(new Entry(new byte[] {1}, 3, RowKind.DELETE, 1, 0),
                new Entry(new byte[] {1}, 5, RowKind.UPDATE_AFTER, 1, 1));
        try (SortMergeReader reader = new SortMergeReader(List.of(new TestSource(older, true), new TestSource(newer, true)))) {
            assertTrue(reader.nextGroup());
            List<KeyValue> group = reader.group();
            assertEquals(3, group.size());
            assertEquals(List.of(3L, 5L, 5L), List.of(group.get(0).sequence(), group.get(1).sequence(), group.get(2).sequence()));
            assertEquals(RowKind.DELETE, group.get(0).kind());
            assertEquals(RowKind.INSERT, group.get(1).kind(), "equal key and sequence: the older source first");
            assertEquals(RowKind.UPDATE_AFTER, group.get(2).kind());
            assertThrows(UnsupportedOperationException.class, () -> group.add(new KeyValue()));
            assertTrue(reader.nextGroup());
            assertEquals(1, reader.group().size());
            assertFalse(reader.nextGroup());
            assertTrue(reader.group().isEmpty());
        }
    }
}
