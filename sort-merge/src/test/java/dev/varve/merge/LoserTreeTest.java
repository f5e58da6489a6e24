package dev.varve.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import dev.varve.merge.TestSource.Entry;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;

class LoserTreeTest {

    private static TestSource source(int index, Object... keySeqPairs) {
        List<Entry> entries = new ArrayList<>();
        for (int i = 0; i < keySeqPairs.length; i += 2) {
            entries.add(new Entry((byte[]) keySeqPairs[i], (Long) keySeqPairs[i + 1], RowKind.INSERT, index, i / 2));
        }
        return new TestSource(entries, true);
    }

    private static List<String> drain(LoserTree tree) throws IOException {
        List<String> out = new ArrayList<>();
        KeyValue kv;
        while ((kv = tree.peek()) != null) {
            out.add(kv.key()[0] + "@" + kv.sequence() + "<" + tree.peekSource());
            tree.advance();
        }
        return out;
    }

    @Test
    void equalKeyAndSequenceGoesToTheLowerIndexThatIsTheOlderRun() throws IOException {
        byte[] k = {7};
        List<KeyValueSource> sources = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            sources.add(source(i, k, 4L));
        }
        try (LoserTree tree = new LoserTree(sources)) {
            assertEquals(List.of("7@4<0", "7@4<1", "7@4<2", "7@4<3", "7@4<4"), drain(tree));
        }
    }

    @Test
    void keyBeatsSequenceAndSequenceBeatsSourceIndex() throws IOException {
        List<KeyValueSource> sources = List.of(
                source(0, new byte[] {2}, 1L, new byte[] {5}, 9L),
                source(1, new byte[] {2}, 0L, new byte[] {5}, 3L),
                source(2, new byte[] {1}, 8L));
        try (LoserTree tree = new LoserTree(sources)) {
            assertEquals(List.of("1@8<2", "2@0<1", "2@1<0", "5@3<1", "5@9<0"), drain(tree));
            assertNull(tree.peek());
            assertThrows(IllegalStateException.class, tree::advance);
        }
    }

    @Test
    void oneSourceAndEmptySourcesWork() throws IOException {
        try (LoserTree single = new LoserTree(List.of(source(0, new byte[] {3}, 1L, new byte[] {4}, 1L)))) {
            assertEquals(List.of("3@1<0", "4@1<0"), drain(single));
        }
        try (LoserTree empty = new LoserTree(List.of(source(0), source(1), source(2)))) {
            assertNull(empty.peek());
        }
    }

    @Test
    void keysEqualInTheirPrefixAreOrderedByTheFullKey() throws IOException {
        byte[] a = {1, 2, 3, 4, 5, 6, 7, 8, 0};
        byte[] b = {1, 2, 3, 4, 5, 6, 7, 8};
        byte[] c = {1, 2, 3, 4, 5, 6, 7, 8, (byte) 0xFF};
        try (LoserTree tree = new LoserTree(List.of(source(0, c, 1L), source(1, a, 1L), source(2, b, 1L)))) {
            assertEquals(2, tree.peekSource(), "the shorter key first");
            tree.advance();
            assertEquals(1, tree.peekSource());
            tree.advance();
            assertEquals(0, tree.peekSource(), "0xFF sorts unsigned, after 0x00");
            tree.advance();
            assertNull(tree.peek());
        }
    }

    @Test
    void anUnsortedSourceIsReported() {
        LoserTree tree = new LoserTree(List.of(source(0, new byte[] {5}, 1L, new byte[] {3}, 1L)));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> {
            tree.peek();
            tree.advance();
        });
        assertTrue(e.getMessage().contains("source 0 is not sorted"), e.getMessage());
    }

    @Test
    void badArgumentsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> new LoserTree(List.of()));
        List<KeyValueSource> withNull = new ArrayList<>();
        withNull.add(null);
        assertThrows(IllegalArgumentException.class, () -> new LoserTree(withNull));
    }

    @Test
    void prefixIsTheFirstEightBytesBigEndianZeroPadded() {
        assertEquals(0x0102000000000000L, LoserTree.prefix(new byte[] {1, 2}));
        assertEquals(0x0102030405060708L, LoserTree.prefix(new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9}));
        assertTrue(LoserTree.compare(new KeyValue(new byte[] {1}, 5, RowKind.INSERT, null), 1,
                new KeyValue(new byte[] {1}, 5, RowKind.INSERT, null), 0) > 0);
    }

    private static byte[] bytes(int... values) {
        byte[] b = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            b[i] = (byte) values[i];
        }
        return b;
    }

    /** Drains a tree into (source, position) pairs read from the TestSource value rows. */
    private static List<String> drainPositions(LoserTree tree) throws IOException {
        List<String> out = new ArrayList<>();
        KeyValue kv;
        while ((kv = tree.peek()) != null) {
            out.add(kv.value().getField(0) + "#" + kv.value().getField(1));
            tree.advance();
        }
        return out;
    }

    @Test
    void shortKeysWithEqualZeroPaddedPrefixesAreOrderedByLength() throws IOException {
        // all four have the prefix 0x0100000000000000
        try (LoserTree tree = new LoserTree(List.of(
                source(0, bytes(1, 0, 0), 1L),
                source(1, bytes(1), 1L),
                source(2, bytes(1, 0, 0, 0, 0, 0, 0, 0, 0), 1L),
                source(3, bytes(1, 0), 1L)))) {
            assertEquals(List.of("1@1<1", "1@1<3", "1@1<0", "1@1<2"), drain(tree));
        }
    }

    @Test
    void keysThatDifferOnlyInTheLowBitsOfTheEighthByteAreOrderedByTheKey() throws IOException {
        // with 32 sources the low 5 bits of a node key hold the source index, so these keys share
        // their node-key prefix part and must be ordered on the tie path
        List<KeyValueSource> sources = new ArrayList<>();
        for (int i = 0; i < 32; i++) {
            int low = 31 - i;
            sources.add(source(i, bytes(9, 9, 9, 9, 9, 9, 9, low), 0L, bytes(9, 9, 9, 9, 9, 9, 9, low, 0), 0L));
        }
        try (LoserTree tree = new LoserTree(sources)) {
            List<Integer> order = new ArrayList<>();
            byte[] previous = null;
            KeyValue kv;
            while ((kv = tree.peek()) != null) {
                byte[] key = kv.key().clone();
                if (previous != null) {
                    assertTrue(Arrays.compareUnsigned(previous, key) < 0, Arrays.toString(previous) + " before " + Arrays.toString(key));
                }
                previous = key;
                order.add(tree.peekSource());
                tree.advance();
            }
            assertEquals(64, order.size());
            assertEquals(31, order.get(0), "the key ending in 0 comes from source 31");
            assertEquals(31, order.get(1), "its longer key (trailing 0x00) next");
            assertEquals(0, order.get(63));
        }
    }

    @Test
    void allOnesKeysAreNotMistakenForExhaustedSources() throws IOException {
        byte[] ff8 = bytes(0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF);
        byte[] ff9 = bytes(0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF);
        try (LoserTree tree = new LoserTree(List.of(
                source(0),
                source(1, ff9, 2L),
                source(2, bytes(0x10), 1L),
                source(3, ff8, 7L, ff9, 1L),
                source(4)))) {
            assertEquals(0xFFFFFFFFFFFFFFFFL, LoserTree.prefix(ff8));
            assertEquals(List.of("16@1<2", "-1@7<3", "-1@1<3", "-1@2<1"), drain(tree));
            assertNull(tree.peek());
        }
    }

    @Test
    void sourcesRunOutAtDifferentTimes() throws IOException {
        try (LoserTree tree = new LoserTree(List.of(
                source(0, bytes(5), 1L),
                source(1),
                source(2, bytes(1), 1L, bytes(2), 1L, bytes(3), 1L, bytes(9), 1L),
                source(3, bytes(4), 1L)))) {
            assertEquals(List.of("1@1<2", "2@1<2", "3@1<2", "4@1<3", "5@1<0", "9@1<2"), drain(tree));
            assertThrows(IllegalStateException.class, tree::advance);
        }
    }

    @Test
    void aLeadingSourceStopsAtAnEqualKeyOfAnotherSource() throws IOException {
        // source 0 wins many times in a row (run fast path); at key 50 source 1's older... lower
        // sequence must come first, and at key 60 equal sequences go to the lower index
        Object[] run = new Object[2 * 100];
        for (int i = 0; i < 100; i++) {
            run[2 * i] = bytes(i);
            run[2 * i + 1] = i == 50 ? 5L : 0L;
        }
        try (LoserTree tree = new LoserTree(List.of(source(0, run), source(1, bytes(50), 1L, bytes(60), 0L)))) {
            List<String> out = drain(tree);
            assertEquals(102, out.size());
            assertEquals(List.of("49@0<0", "50@1<1", "50@5<0", "51@0<0"), out.subList(49, 53));
            assertEquals(List.of("60@0<0", "60@0<1", "61@0<0"), out.subList(61, 64));
        }
    }

    @Test
    void anUnsortedSourceIsReportedWhileItLeads() {
        LoserTree tree = new LoserTree(List.of(
                source(0, bytes(1), 1L, bytes(2), 1L, bytes(3), 1L, bytes(2), 1L),
                source(1, bytes(9), 1L),
                source(2, bytes(8), 1L)));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> {
            while (tree.peek() != null) {
                tree.advance();
            }
        });
        assertTrue(e.getMessage().contains("source 0 is not sorted"), e.getMessage());
        IllegalStateException later = assertThrows(IllegalStateException.class, tree::peek, "no silent end after a failure");
        assertEquals(e, later.getCause());
        assertThrows(IllegalStateException.class, tree::advance);
    }

    /** A source that fails on its n-th {@code next()} or hands out a version without a key. */
    private static final class FailingSource implements KeyValueSource {
        private final int failAt;
        private final boolean nullKey;
        private final KeyValue holder = new KeyValue();
        private int calls;

        FailingSource(int failAt, boolean nullKey) {
            this.failAt = failAt;
            this.nullKey = nullKey;
        }

        @Override
        public KeyValue next() throws IOException {
            if (++calls == failAt) {
                if (nullKey) {
                    return holder.replace(null, 1, RowKind.INSERT, null);
                }
                throw new IOException("disk on fire");
            }
            return holder.replace(bytes(calls), 1, RowKind.INSERT, null);
        }

        @Override
        public void close() {
        }
    }

    @Test
    void aSourceErrorFailsTheTreeForGood() throws IOException {
        LoserTree tree = new LoserTree(List.of(new FailingSource(3, false), source(1, bytes(9), 1L)));
        tree.advance();
        IOException e = assertThrows(IOException.class, tree::advance);
        assertEquals("disk on fire", e.getMessage());
        IllegalStateException later = assertThrows(IllegalStateException.class, tree::peek);
        assertEquals(e, later.getCause());
        tree.close();

        LoserTree atStart = new LoserTree(List.of(source(0, bytes(1), 1L), new FailingSource(1, true)));
        IllegalStateException noKey = assertThrows(IllegalStateException.class, atStart::peek);
        assertTrue(noKey.getMessage().contains("source 1 returned a version without a key"), noKey.getMessage());
        assertThrows(IllegalStateException.class, atStart::peekSource);
    }

    /**
     * The merge property on keys built to hit the node-key edge cases: a shared 7-byte stem with
     * a varying eighth byte (the bits the source index replaces), lengths 0..10, all-0xFF keys
     * (the exhausted sentinel's prefix), few distinct sequences (ties), k = 1..64.
     */
    @TestFactory
    Stream<DynamicTest> mergeOrderOnPrefixEdgeCases() {
        return Seeds.tests("loser-tree-edges", 11, 60, seed -> {
            SplittableRandom random = new SplittableRandom(seed);
            int k = 1 + random.nextInt(random.nextBoolean() ? 64 : 9);
            List<byte[]> pool = new ArrayList<>();
            int stem = random.nextBoolean() ? 0xFF : random.nextInt(256);
            for (int i = 0, n = 1 + random.nextInt(40); i < n; i++) {
                byte[] key = new byte[random.nextInt(11)];
                Arrays.fill(key, (byte) stem);
                if (key.length >= 8 && random.nextInt(3) > 0) {
                    key[7] = (byte) (random.nextBoolean() ? random.nextInt(64) : 0xFF - random.nextInt(64));
                }
                if (key.length > 8 && random.nextBoolean()) {
                    key[8 + random.nextInt(key.length - 8)] = (byte) random.nextInt(256);
                }
                pool.add(key);
            }
            List<List<Entry>> perSource = new ArrayList<>();
            for (int s = 0; s < k; s++) {
                int n = random.nextInt(4) == 0 ? 0 : random.nextInt(80);
                List<Entry> entries = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    entries.add(new Entry(pool.get(random.nextInt(pool.size())), random.nextInt(3), RowKind.INSERT, s, 0));
                }
                perSource.add(entries);
            }
            assertMergesToSortedUnion(perSource, random);
        });
    }

    /**
     * The merge property on dense 8-byte keys (big-endian longs in a small window, as a BIGINT
     * primary key normalizes): neighbouring keys differ only in the low bits the source index
     * takes, so nearly every match takes the tie path, which the full prefixes must settle; equal
     * keys fall through to sequence and source index. Half the seeds mix in far keys, so that
     * later heads leave the leading bits the first heads shared.
     */
    @TestFactory
    Stream<DynamicTest> mergeOrderOnDenseEightByteKeys() {
        return Seeds.tests("loser-tree-dense", 12, 80, seed -> {
            SplittableRandom random = new SplittableRandom(seed);
            int k = 2 + random.nextInt(random.nextBoolean() ? 40 : 6);
            long base = random.nextBoolean() ? random.nextLong() : Long.MIN_VALUE ^ random.nextInt(1 << 20);
            int window = 1 + random.nextInt(random.nextBoolean() ? 16 : 300);
            boolean jumps = random.nextBoolean();
            List<List<Entry>> perSource = new ArrayList<>();
            for (int s = 0; s < k; s++) {
                int n = random.nextInt(5) == 0 ? 0 : random.nextInt(120);
                List<Entry> entries = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    long value = base + random.nextInt(window);
                    if (jumps && random.nextInt(4) == 0) {
                        // a key far away: leaves the leading bits the first heads share (the tree rebuilds)
                        value = random.nextBoolean() ? random.nextLong() : value ^ (1L << (56 + random.nextInt(8)));
                    }
                    byte[] key = bigEndian(value);
                    entries.add(new Entry(key, random.nextInt(4), RowKind.INSERT, s, 0));
                }
                perSource.add(entries);
            }
            assertMergesToSortedUnion(perSource, random);
        });
    }

    /**
     * Sorts each source's entries (key unsigned, then sequence), numbers them, merges the sources
     * with a loser tree (each source reusing its key and value or not, at random) and checks the
     * merged order is the sorted union: key, sequence, then source index.
     */
    private static void assertMergesToSortedUnion(List<List<Entry>> perSource, SplittableRandom random) throws IOException {
        List<Entry> union = new ArrayList<>();
        List<KeyValueSource> sources = new ArrayList<>();
        for (int s = 0; s < perSource.size(); s++) {
            List<Entry> positioned = TestSource.sortedAndNumbered(perSource.get(s), s);
            union.addAll(positioned);
            sources.add(new TestSource(positioned, random.nextBoolean()));
        }
        union.sort(SortMergeReaderTest.MERGE_ORDER);
        List<String> expected = new ArrayList<>();
        for (Entry e : union) {
            expected.add(e.source + "#" + e.position);
        }
        try (LoserTree tree = new LoserTree(sources)) {
            assertEquals(expected, drainPositions(tree));
        }
    }

    private static byte[] bigEndian(long value) {
        return java.nio.ByteBuffer.allocate(8).putLong(value).array();
    }

    /**
     * The merge property on shapes the run fast path and the tie path see most: long runs of
     * consecutive keys from one source (one source wins hundreds of times in a row, then another
     * takes over, runs touching at equal keys), all versions with one and the same key (every
     * match is a tie, settled by sequence and source index), and k = 31..64 sources over a dense
     * window of 8-byte keys (prefix parts equal in all but the bits the source index takes).
     */
    @TestFactory
    Stream<DynamicTest> mergeOrderOnRunsEqualKeysAndManySources() {
        int[] ks = {1, 2, 3, 31, 32, 33, 63, 64};
        return Seeds.tests("loser-tree-runs", 13, 60, seed -> {
            SplittableRandom random = new SplittableRandom(seed);
            int shape = random.nextInt(3);
            int k = random.nextBoolean() ? ks[random.nextInt(ks.length)] : 1 + random.nextInt(64);
            long base = random.nextBoolean() ? random.nextLong() : random.nextInt(1 << 16);
            byte[] same = new byte[random.nextInt(13)];
            random.nextBytes(same);
            List<List<Entry>> perSource = new ArrayList<>();
            for (int s = 0; s < k; s++) {
                List<Entry> entries = new ArrayList<>();
                if (shape == 0) {
                    // a few runs of consecutive keys; runs of different sources interleave or touch
                    for (int run = random.nextInt(4); run > 0; run--) {
                        long start = base + 100L * random.nextInt(8 * k + 1);
                        for (int i = 0, n = random.nextInt(300); i < n; i++) {
                            entries.add(new Entry(bigEndian(start + i), random.nextInt(3), RowKind.INSERT, s, 0));
                        }
                    }
                } else if (shape == 1) {
                    for (int i = 0, n = random.nextInt(40); i < n; i++) {
                        entries.add(new Entry(same, random.nextInt(5), RowKind.INSERT, s, 0));
                    }
                } else {
                    int window = 1 + random.nextInt(4 * k);
                    for (int i = 0, n = random.nextInt(60); i < n; i++) {
                        entries.add(new Entry(bigEndian(base + random.nextInt(window)), random.nextInt(2), RowKind.INSERT, s, 0));
                    }
                }
                perSource.add(entries);
            }
            assertMergesToSortedUnion(perSource, random);
        });
    }
}
