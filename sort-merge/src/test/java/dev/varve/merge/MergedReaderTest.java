package dev.varve.merge;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Test;

import dev.varve.merge.TestSource.Entry;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;

class MergedReaderTest {

    /** Last version in merge order wins; a retraction leaves no row. Copies what it keeps. */
    private static final class LastWins implements MergeFunction {
        private KeyValue latest;
        int resets;

        @Override
        public void reset() {
            latest = null;
            resets++;
        }

        @Override
        public void add(KeyValue kv) {
            latest = kv.copy();
        }

        @Override
        public KeyValue getResult() {
            return latest == null || latest.kind().isRetract() ? null : latest;
        }
    }

    @TestFactory
    Stream<DynamicTest> appliesTheMergeFunctionPerKeyAndSkipsEmptyResults() {
        return Seeds.tests("merged-reader", 4, 30, seed -> {
            SplittableRandom random = new SplittableRandom(seed);
            int k = 1 + random.nextInt(10);
            List<Entry> union = new ArrayList<>();
            List<KeyValueSource> sources = new ArrayList<>();
            for (int s = 0; s < k; s++) {
                List<Entry> entries = new ArrayList<>();
                int n = random.nextInt(40);
                List<int[]> codes = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    codes.add(new int[] {random.nextInt(12), random.nextInt(5), random.nextInt(4)});
                }
                codes.sort((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
                for (int i = 0; i < codes.size(); i++) {
                    int[] c = codes.get(i);
                    entries.add(new Entry(new byte[] {(byte) c[0]}, c[1], RowKind.fromByteValue((byte) c[2]), s, i));
                }
                union.addAll(entries);
                sources.add(new TestSource(entries, random.nextBoolean()));
            }
            union.sort(SortMergeReaderTest.MERGE_ORDER);
            List<Entry> expected = new ArrayList<>();
            for (int i = 0; i < union.size(); i++) {
                boolean lastOfKey = i + 1 == union.size() || !Arrays.equals(union.get(i).key, union.get(i + 1).key);
                if (lastOfKey && union.get(i).kind.isAdd()) {
                    expected.add(union.get(i));
                }
            }
            LastWins function = new LastWins();
            try (MergedReader reader = new MergedReader(new SortMergeReader(sources), function)) {
                for (Entry e : expected) {
                    KeyValue kv = reader.next();
                    assertArrayEquals(e.key, kv.key(), "expected " + e);
                    assertEquals(e.sequence, kv.sequence());
                    assertEquals(e.source, kv.value().getField(0));
                    assertEquals(e.position, kv.value().getField(1));
                }
                assertNull(reader.next());
                assertNull(reader.next());
            }
            long distinctKeys = union.stream().map(e -> e.key[0]).distinct().count();
            assertEquals(distinctKeys, function.resets, "one reset per key");
        });
    }

    @Test
    void rejectsMissingParts() throws IOException {
        SortMergeReader reader = new SortMergeReader(List.of(new TestSource(List.of(), true)));
        assertThrows(IllegalArgumentException.class, () -> new MergedReader(reader, null));
        assertThrows(IllegalArgumentException.class, () -> new MergedReader(null, new LastWins()));
        reader.close();
    }
}
