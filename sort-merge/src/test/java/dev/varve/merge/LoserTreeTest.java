package dev.varve.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

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
}
