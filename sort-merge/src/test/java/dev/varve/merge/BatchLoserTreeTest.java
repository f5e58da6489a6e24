package dev.varve.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
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

class BatchLoserTreeTest {

    /**
     * A block source over sorted entries, blocks of random sizes, all blocks in the same reused
     * arrays: on every {@code nextBlock()} it scribbles over the previous block (prefixes, sequences
     * and key bytes), so a merge or consumer that reads a block after it was replaced sees garbage.
     */
    static class TestBlockSource implements BlockSource {
        private final List<Entry> entries;
        private final int[] blockSizes;
        private int block = -1;
        private int start;
        private int count;
        private long[] prefixes = new long[1];
        private long[] sequences = new long[1];
        private byte[] keys = new byte[1];
        private int[] offsets = new int[2];
        /** Whether this source tells the tree its blocks' fixed key length when they have one (else -1, the default). */
        private final boolean tellsFixedLength;
        private int fixedKeyLength = -1;
        boolean closed;

        TestBlockSource(List<Entry> entries, SplittableRandom rnd) {
            this(entries, rnd, 1 + rnd.nextInt(rnd.nextBoolean() ? 4 : 64));
        }

        TestBlockSource(List<Entry> entries, SplittableRandom rnd, int maxBlock) {
            this.entries = entries;
            this.tellsFixedLength = rnd.nextInt(4) != 0;
            List<Integer> sizes = new ArrayList<>();
            int left = entries.size();
            while (left > 0) {
                int n = Math.min(left, 1 + rnd.nextInt(maxBlock));
                sizes.add(n);
                left -= n;
            }
            this.blockSizes = sizes.stream().mapToInt(Integer::intValue).toArray();
        }

        @Override
        public int nextBlock() {
            Arrays.fill(prefixes, 0x5A5A5A5A5A5A5A5AL);
            Arrays.fill(sequences, -7);
            Arrays.fill(keys, (byte) 0xFF);
            if (block + 1 >= blockSizes.length) {
                block = blockSizes.length;
                count = 0;
                return 0;
            }
            if (block >= 0) {
                start += blockSizes[block];
            }
            block++;
            count = blockSizes[block];
            int bytes = 0;
            for (int i = 0; i < count; i++) {
                bytes += entries.get(start + i).key.length;
            }
            if (prefixes.length < count + 3) {
                prefixes = new long[count + 3]; // longer than the block: only rows 0..count-1 count
                sequences = new long[count + 3];
                offsets = new int[count + 1];
            }
            if (keys.length < bytes + 5) {
                keys = new byte[bytes + 5];
            }
            int at = 2; // keys do not start at 0
            for (int i = 0; i < count; i++) {
                Entry e = entries.get(start + i);
                prefixes[i] = LoserTree.prefix(e.key);
                sequences[i] = e.sequence;
                offsets[i] = at;
                System.arraycopy(e.key, 0, keys, at, e.key.length);
                at += e.key.length;
            }
            offsets[count] = at;
            fixedKeyLength = -1;
            if (tellsFixedLength) {
                int length = keyLength(0);
                boolean one = length <= 8;
                for (int i = 1; i < count && one; i++) {
                    one = keyLength(i) == length;
                }
                fixedKeyLength = one ? length : -1;
            }
            return count;
        }

        @Override
        public int fixedKeyLength() {
            return fixedKeyLength;
        }

        Entry entry(int row) {
            return entries.get(start + row);
        }

        @Override
        public long[] prefixes() {
            return prefixes;
        }

        @Override
        public long[] sequences() {
            return sequences;
        }

        @Override
        public byte[] keyBytes() {
            return keys;
        }

        @Override
        public int keyOffset(int row) {
            return offsets[row];
        }

        @Override
        public int keyLength(int row) {
            return offsets[row + 1] - offsets[row];
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    /** Merge order: key unsigned, then sequence, then source index. */
    static final Comparator<Entry> ORDER = (a, b) -> {
        int c = Arrays.compareUnsigned(a.key, b.key);
        if (c != 0) {
            return c;
        }
        c = Long.compare(a.sequence, b.sequence);
        return c != 0 ? c : Integer.compare(a.source, b.source);
    };

    /** k random sorted sources: short keys over a small alphabet, equal keys, equal prefixes with different long keys, empty sources, dense 8-byte keys. */
    private static List<List<Entry>> randomSources(SplittableRandom rnd, int k) {
        List<List<Entry>> sources = new ArrayList<>();
        int mode = rnd.nextInt(3);
        byte[] sharedPrefix = {1, 2, 3, 4, 5, 6, 7, 8};
        long base = rnd.nextLong();
        for (int s = 0; s < k; s++) {
            List<Entry> entries = new ArrayList<>();
            int n = rnd.nextInt(5) == 0 ? 0 : rnd.nextInt(rnd.nextBoolean() ? 8 : 120);
            for (int i = 0; i < n; i++) {
                byte[] key;
                if (mode == 0) { // short keys over {0, 1, 2, 0xFF}: equal keys and zero padding
                    key = new byte[rnd.nextInt(10)];
                    for (int j = 0; j < key.length; j++) {
                        key[j] = (byte) new int[] {0, 1, 2, 0xFF}[rnd.nextInt(4)];
                    }
                } else if (mode == 1) { // equal 8-byte prefixes, long keys that differ later
                    key = Arrays.copyOf(sharedPrefix, 8 + rnd.nextInt(4));
                    for (int j = 8 - rnd.nextInt(2); j < key.length; j++) {
                        key[j] = (byte) rnd.nextInt(3);
                    }
                } else { // dense 8-byte keys near base, some far away (the common leading bits shrink mid-merge)
                    long v = rnd.nextInt(10) == 0 ? rnd.nextLong() : base + rnd.nextInt(64);
                    key = ByteBuffer.allocate(8).putLong(v).array();
                }
                entries.add(new Entry(key, rnd.nextInt(6), RowKind.INSERT, s, 0));
            }
            sources.add(TestSource.sortedAndNumbered(entries, s));
        }
        return sources;
    }

    @TestFactory
    Stream<DynamicTest> batchMergeIsTheSortedUnionAndLoserTreesOrder() {
        return Seeds.tests("batch merge order", 7, 150, seed -> {
            SplittableRandom rnd = new SplittableRandom(seed);
            int k = 1 + rnd.nextInt(rnd.nextBoolean() ? 8 : 64);
            List<List<Entry>> data = randomSources(rnd, k);
            assertMergesInOrder(data, rnd, 0);
        });
    }

    /** Blocks of hundreds of rows, up to 64 sources, random or dense keys with many equal ones (some longer than 8 bytes). */
    @TestFactory
    Stream<DynamicTest> largeBlocksMergeToTheSortedUnion() {
        return Seeds.tests("large blocks", 11, 12, seed -> {
            SplittableRandom rnd = new SplittableRandom(seed);
            int k = 2 + rnd.nextInt(63);
            boolean dense = rnd.nextBoolean();
            List<List<Entry>> data = new ArrayList<>();
            for (int s = 0; s < k; s++) {
                List<Entry> entries = new ArrayList<>();
                int n = 200 + rnd.nextInt(1500);
                for (int i = 0; i < n; i++) {
                    long v = dense ? rnd.nextInt(4000) : rnd.nextLong();
                    byte[] key = ByteBuffer.allocate(8 + (dense && rnd.nextInt(8) == 0 ? 1 : 0)).putLong(v).array();
                    entries.add(new Entry(key, rnd.nextInt(3), RowKind.INSERT, s, 0));
                }
                data.add(TestSource.sortedAndNumbered(entries, s));
            }
            assertMergesInOrder(data, rnd, 256 + rnd.nextInt(1024));
        });
    }

    /**
     * One large run and a few sparse ones over the same keys (an LSM's last level and its newer
     * runs): the large run wins many rows in a row, with equal keys across runs (tie path) and, at
     * times, a far key that shrinks the common leading bits mid-merge.
     */
    @TestFactory
    Stream<DynamicTest> aRunWinningManyRowsInARowMergesToTheSortedUnion() {
        return Seeds.tests("long winning streaks", 13, 20, seed -> {
            SplittableRandom rnd = new SplittableRandom(seed);
            int k = 1 + rnd.nextInt(9);
            long base = rnd.nextLong();
            List<List<Entry>> data = new ArrayList<>();
            for (int s = 0; s < k; s++) {
                List<Entry> entries = new ArrayList<>();
                int n = s == 0 ? 3000 + rnd.nextInt(3000) : rnd.nextInt(300);
                for (int i = 0; i < n; i++) {
                    long v = rnd.nextInt(200) == 0 ? rnd.nextLong() : base + rnd.nextInt(s == 0 ? 8000 : 20_000);
                    entries.add(new Entry(ByteBuffer.allocate(8).putLong(v).array(), rnd.nextInt(3), RowKind.INSERT, s, 0));
                }
                data.add(TestSource.sortedAndNumbered(entries, s));
            }
            assertMergesInOrder(data, rnd, 64 + rnd.nextInt(2000));
        });
    }

    /** Merges {@code data} (blocks of up to {@code maxBlock} rows; 0: a random bound per source) and checks it against the sorted union and {@link LoserTree}. */
    private static void assertMergesInOrder(List<List<Entry>> data, SplittableRandom rnd, int maxBlock) throws IOException {
        assertMergesInOrder(data, rnd, maxBlock, false);
    }

    /**
     * As {@link #assertMergesInOrder(List, SplittableRandom, int)}; with {@code promise} the tree is told
     * {@link BatchLoserTree#sequencesFollowSources()} (the data must keep it) and, in calls whose
     * {@link BatchLoserTree#keyBitsExact()} is true, every position after the first must have its top bit set
     * exactly when its key equals the previous position's. Returns how many calls had exact bits.
     */
    private static int assertMergesInOrder(List<List<Entry>> data, SplittableRandom rnd, int maxBlock, boolean promise)
            throws IOException {
        int exactCalls = 0;
        {
            List<Entry> expected = new ArrayList<>();
            data.forEach(expected::addAll);
            expected.sort(ORDER);

            List<TestBlockSource> sources = new ArrayList<>();
            for (List<Entry> entries : data) {
                sources.add(maxBlock > 0 ? new TestBlockSource(entries, rnd, maxBlock) : new TestBlockSource(entries, rnd));
            }
            List<Entry> merged = new ArrayList<>();
            int flaggedNew = 0;
            long[] positions = new long[1 + rnd.nextInt(rnd.nextBoolean() ? 3 : 200)];
            try (BatchLoserTree tree = new BatchLoserTree(sources)) {
                if (promise) {
                    tree.sequencesFollowSources();
                }
                int n;
                Entry last = null;
                while ((n = tree.merge(positions)) > 0) {
                    assertTrue(n <= positions.length);
                    boolean exact = tree.keyBitsExact();
                    assertTrue(promise || !exact, "exact bits without the promise");
                    if (exact) {
                        exactCalls++;
                    }
                    for (int i = 0; i < n; i++) {
                        int s = BatchLoserTree.source(positions[i]);
                        int row = BatchLoserTree.row(positions[i]);
                        TestBlockSource source = sources.get(s);
                        Entry e = source.entry(row);
                        // the block's vectors are still valid: what the consumer reads is the entry
                        assertEquals(LoserTree.prefix(e.key), source.prefixes()[row]);
                        assertEquals(e.sequence, source.sequences()[row]);
                        byte[] key = Arrays.copyOfRange(source.keyBytes(), source.keyOffset(row), source.keyOffset(row) + source.keyLength(row));
                        assertTrue(Arrays.equals(e.key, key), "key bytes of position " + i);
                        if (i > 0) {
                            assertEquals(Arrays.equals(e.key, last.key), tree.sameKey(positions[i - 1], positions[i]));
                            if (Arrays.equals(e.key, last.key)) {
                                assertTrue(BatchLoserTree.maybeSameKey(positions[i]), "position " + i + " has the previous one's key");
                            } else if (exact) {
                                assertFalse(BatchLoserTree.maybeSameKey(positions[i]), "exact bits: position " + i + " has a new key");
                            }
                        } else {
                            assertTrue(BatchLoserTree.maybeSameKey(positions[i]), "a call's first position may go on with the last key");
                        }
                        if (!BatchLoserTree.maybeSameKey(positions[i])) {
                            flaggedNew++;
                        }
                        merged.add(e);
                        last = e;
                    }
                }
                assertEquals(0, tree.merge(positions), "the end stays the end");
            }
            assertEquals(describe(expected), describe(merged));
            assertTrue(sources.stream().allMatch(s -> s.closed));
            long distinct = expected.stream().map(e -> java.util.HexFormat.of().formatHex(e.key)).distinct().count();
            if (positions.length >= 64 && distinct >= 100) {
                assertTrue(flaggedNew > 0, "some positions are known to start a key");
            }

            // the same order as the pull-based LoserTree over the same data
            List<KeyValueSource> pulled = new ArrayList<>();
            for (List<Entry> entries : data) {
                pulled.add(new TestSource(entries, true));
            }
            List<String> fromLoserTree = new ArrayList<>();
            try (LoserTree tree = new LoserTree(pulled)) {
                KeyValue kv;
                while ((kv = tree.peek()) != null) {
                    int s = tree.peekSource();
                    fromLoserTree.add(s + "#" + kv.value().getInt(1));
                    tree.advance();
                }
            }
            List<String> fromBatch = new ArrayList<>();
            for (Entry e : merged) {
                fromBatch.add(e.source + "#" + e.position);
            }
            assertEquals(fromLoserTree, fromBatch);
        }
        return exactCalls;
    }

    /**
     * Sources whose sequences follow their index (source s's in [10 s, 10 s + 10]: a range may end where the next
     * one starts), 8-byte keys close below 0xFF..FF (many equal across sources, the all-0xFF key whose prefix is the
     * exhausted sentinel's, short sources exhausted early), with now and then a key of another length or a far key
     * (the tie path, a shrinking shift): with {@link BatchLoserTree#sequencesFollowSources()} the order is the sorted
     * union's (key, sequence, source) and {@link LoserTree}'s, and exact bits are exact.
     */
    @TestFactory
    Stream<DynamicTest> sequencesFollowingSourcesMergeInTheSameOrder() {
        int[] exactCalls = new int[1];
        return Stream.concat(Seeds.tests("sequences follow sources", 17, 120, seed -> {
            SplittableRandom rnd = new SplittableRandom(seed);
            int k = 1 + rnd.nextInt(rnd.nextBoolean() ? 6 : 40);
            int span = 1 + rnd.nextInt(rnd.nextBoolean() ? 16 : 3000);
            boolean otherLengths = rnd.nextInt(3) == 0;
            boolean farKeys = rnd.nextInt(4) == 0;
            List<List<Entry>> data = new ArrayList<>();
            for (int s = 0; s < k; s++) {
                List<Entry> entries = new ArrayList<>();
                int n = rnd.nextInt(6) == 0 ? rnd.nextInt(3) : rnd.nextInt(rnd.nextBoolean() ? 40 : 600);
                for (int i = 0; i < n; i++) {
                    long v = rnd.nextInt(30) == 0 ? -1L : -1L - rnd.nextInt(span);
                    if (farKeys && rnd.nextInt(100) == 0) {
                        v = rnd.nextLong();
                    }
                    int length = otherLengths && rnd.nextInt(50) == 0 ? 7 + 2 * rnd.nextInt(2) : 8;
                    byte[] key = Arrays.copyOf(ByteBuffer.allocate(8).putLong(v).array(), length);
                    entries.add(new Entry(key, 10L * s + rnd.nextInt(11), RowKind.INSERT, s, 0));
                }
                data.add(TestSource.sortedAndNumbered(entries, s));
            }
            exactCalls[0] += assertMergesInOrder(data, rnd, rnd.nextBoolean() ? 0 : 16 + rnd.nextInt(400), true);
        }), Stream.of(DynamicTest.dynamicTest("some calls had exact bits", () ->
                assertTrue(exactCalls[0] > 100, "calls with exact bits: " + exactCalls[0]))));
    }

    /**
     * The all-0xFF key (the exhausted sentinel's prefix part) in a newer source after an older one is exhausted,
     * and equal keys in every source: the exhausted source stays last, equal keys come oldest source first.
     */
    @Test
    void sequencesFollowingSourcesKeepExhaustedSourcesLast() throws IOException {
        List<List<Entry>> data = List.of(
                entries(0, -9, 1, -5, 2),
                entries(1, -9, 10, -5, 10, -2, 11),
                entries(2, -9, 20, -5, 20, -1, 21),
                entries(3, -2, 30, -1, 31, -1, 32));
        int exact = 0;
        for (int seed = 0; seed < 20; seed++) { // blocks of 1 or 2 rows; sources that tell their fixed key length or not
            SplittableRandom rnd = new SplittableRandom(seed);
            exact += assertMergesInOrder(data, rnd, 1 + rnd.nextInt(2), true);
        }
        assertTrue(exact > 0, "blocks of 8-byte keys below 0xFF..FF: some calls had exact bits");
    }

    /**
     * With the promise and one fixed key length, a block loaded after the first ones whose first key equals
     * another source's head is placed by the node keys alone (equal keys: the lower source first), as the hot
     * loop places every other row: the tree asks no source for its sequences after the first call's set-up
     * (a merged scan's sources decode a page's sequences when asked). Blocks of one row, so every load after
     * the first meets an equal head in the other source.
     */
    @Test
    void aPlainBlockLoadComparesNoSequences() throws IOException {
        int[] asked = new int[1];
        boolean[] counting = new boolean[1];
        List<TestBlockSource> sources = new ArrayList<>();
        for (int s = 0; s < 3; s++) {
            sources.add(new TestBlockSource(entries(s, 1, s, 2, 10 + s, 3, 20 + s, 4, 30 + s, 5, 40 + s), new SplittableRandom(s), 1) {
                @Override
                public int fixedKeyLength() {
                    return 8;
                }

                @Override
                public long[] sequences() {
                    if (counting[0]) {
                        asked[0]++;
                    }
                    return super.sequences();
                }
            });
        }
        List<String> order = new ArrayList<>();
        long[] positions = new long[64];
        try (BatchLoserTree tree = new BatchLoserTree(sources).sequencesFollowSources()) {
            int n;
            boolean first = true;
            while ((n = tree.merge(positions)) > 0) {
                counting[0] = true; // the first call built the tree from the first blocks: from here on, loads and replays
                assertTrue(first || tree.keyBitsExact(), "plain calls");
                first = false;
                for (int i = 0; i < n; i++) {
                    Entry e = sources.get(BatchLoserTree.source(positions[i])).entry(BatchLoserTree.row(positions[i]));
                    order.add(ByteBuffer.wrap(e.key).getLong() + "/" + e.source);
                }
            }
        }
        assertEquals(List.of("1/0", "1/1", "1/2", "2/0", "2/1", "2/2", "3/0", "3/1", "3/2", "4/0", "4/1", "4/2",
                "5/0", "5/1", "5/2"), order);
        assertEquals(0, asked[0], "sequences asked for after the first call");
    }

    private static List<String> describe(List<Entry> entries) {
        List<String> out = new ArrayList<>();
        for (Entry e : entries) {
            out.add(e.toString());
        }
        return out;
    }

    private static List<Entry> entries(int source, long... keyAndSeq) {
        List<Entry> out = new ArrayList<>();
        for (int i = 0; i < keyAndSeq.length; i += 2) {
            out.add(new Entry(ByteBuffer.allocate(8).putLong(keyAndSeq[i]).array(), keyAndSeq[i + 1], RowKind.INSERT, source, i / 2));
        }
        return out;
    }

    @Test
    void equalKeyAndSequenceGoesToTheLowerIndexThatIsTheOlderRun() throws IOException {
        List<TestBlockSource> sources = new ArrayList<>();
        SplittableRandom rnd = new SplittableRandom(3);
        for (int s = 0; s < 5; s++) {
            sources.add(new TestBlockSource(entries(s, 7, 4), rnd));
        }
        long[] positions = new long[16];
        List<Integer> order = new ArrayList<>();
        try (BatchLoserTree tree = new BatchLoserTree(sources)) {
            int n;
            while ((n = tree.merge(positions)) > 0) {
                for (int i = 0; i < n; i++) {
                    order.add(BatchLoserTree.source(positions[i]));
                }
            }
        }
        assertEquals(List.of(0, 1, 2, 3, 4), order);
    }

    @Test
    void aSourceWhosePrefixesGoDownFailsTheTreeForGood() throws IOException {
        SplittableRandom rnd = new SplittableRandom(5);
        List<Entry> unsorted = entries(1, 9, 0, 3, 0);
        BatchLoserTree tree = new BatchLoserTree(List.of(new TestBlockSource(entries(0, 1, 0), rnd), new TestBlockSource(unsorted, rnd)));
        long[] positions = new long[4];
        IllegalStateException first = null;
        try {
            while (tree.merge(positions) > 0) {
                // drain until the unsorted block is read
            }
        } catch (IllegalStateException e) {
            first = e;
        }
        assertTrue(first != null && first.getMessage().contains("source 1 is not sorted"), String.valueOf(first));
        IllegalStateException again = assertThrows(IllegalStateException.class, () -> tree.merge(positions));
        assertSame(first, again.getCause());
        tree.close();
    }

    @Test
    void aFixedKeyLengthOutside0To8IsNamed() throws IOException {
        SplittableRandom rnd = new SplittableRandom(6);
        TestBlockSource liar = new TestBlockSource(entries(0, 1, 0, 2, 0), rnd) {
            @Override
            public int fixedKeyLength() {
                return 9;
            }
        };
        try (BatchLoserTree tree = new BatchLoserTree(List.of(liar))) {
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> tree.merge(new long[4]));
            assertTrue(e.getMessage().contains("source 0 says its block's keys are all 9 bytes long"), e.getMessage());
        }
    }

    @Test
    void badArgumentsAreNamed() {
        assertThrows(IllegalArgumentException.class, () -> new BatchLoserTree(List.of()));
        List<BlockSource> withNull = new ArrayList<>();
        withNull.add(null);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new BatchLoserTree(withNull)).getMessage().contains("source 0 is null"));
        BatchLoserTree tree = new BatchLoserTree(List.of(new TestBlockSource(entries(0, 1, 0), new SplittableRandom(1))));
        assertThrows(IllegalArgumentException.class, () -> tree.merge(new long[0]));
        assertFalse(tree.sourceCount() != 1);
    }
}
