package dev.varve.memtable;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import dev.varve.memtable.TestRecords.Version;
import dev.varve.row.RowKind;
import dev.varve.row.memory.PagePool;

/**
 * The sorted walk of a memtable: touching ahead in blocks of any size yields exactly the plain
 * walk and the model's merge order, and so does the sort that skips the record compares (keys of
 * one length of at most 8 bytes, sequences never decreasing) as well as the one that needs them
 * (key lengths mixed, sequences out of order or tied). Seeded; replay one case with {@code -Dseed=N}.
 */
class SortedWalkTest {
    private static final int[] TOUCH_BLOCKS = {0, 1, 2, 3, 7, 16, 33, 1000};
    private static final int[] PAGE_SIZES = {64, 256, 4096, 65536};

    @TestFactory
    Stream<DynamicTest> blockedWalksEqualThePlainWalkAndTheModel() {
        return Seeds.tests("sorted-walk", 7, 60, this::run);
    }

    private void run(long seed) throws IOException {
        SplittableRandom random = new SplittableRandom(seed);
        int pageSize = PAGE_SIZES[random.nextInt(PAGE_SIZES.length)];
        // key shapes: 0 = one fixed length <= 8 (the compare-free sort when sequences ascend),
        // 1 = fixed 8 bytes, 2 = the mixed pool of TestRecords (shared prefixes, zero-padding ties),
        // 3 = lengths 0..8 over the bytes 0 and 1 (equal prefixes of different keys: "1" and "1 0")
        int keyShape = random.nextInt(4);
        int fixedLength = keyShape == 1 ? 8 : random.nextInt(9);
        int distinct = 1 + random.nextInt(random.nextBoolean() ? 20 : 3000);
        List<byte[]> keys = keyShape == 2 ? TestRecords.keyPool(random, distinct)
                : keyShape == 3 ? zeroPaddingTies(random, distinct) : fixedKeys(random, distinct, fixedLength);
        // sequence shapes: ascending, ascending with ties, random (out of insertion order)
        int sequenceShape = random.nextInt(3);
        int maxValue = random.nextInt(4) == 0 ? Math.min(pageSize, 700) : 40;
        int records = random.nextInt(random.nextBoolean() ? 50 : 6000);
        List<Version> model = new ArrayList<>();
        try (PagePool pool = new PagePool(64L << 20, pageSize)) {
            OffHeapMemTable table = new OffHeapMemTable(pool);
            long sequence = random.nextInt(100) - 50;
            for (int i = 0; i < records; i++) {
                byte[] key = keys.get(random.nextInt(keys.size()));
                byte[] value = TestRecords.value(random, Math.min(maxValue, pageSize - 32));
                switch (sequenceShape) {
                    case 0: sequence++; break;
                    case 1: sequence += random.nextInt(3) == 0 ? 0 : 1; break;
                    default: sequence = random.nextInt(50);
                }
                RowKind kind = random.nextInt(5) == 0 ? RowKind.DELETE : TestRecords.kind(random);
                if (!table.put(key, sequence, kind, value)) {
                    throw new AssertionError("the pool of 64 MiB is never full here");
                }
                model.add(new Version(key, sequence, kind, value, model.size()));
            }
            model.sort(TestRecords.ORDER);
            for (int block : TOUCH_BLOCKS) {
                MemTableModelTest.assertCursorEquals(model, table.sortedCursor(block));
            }
            MemTableModelTest.assertCursorEquals(model, table.sortedCursor());
            table.release();
        }
    }

    private static List<byte[]> fixedKeys(SplittableRandom random, int count, int length) {
        List<byte[]> keys = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            byte[] key = new byte[length];
            random.nextBytes(key);
            keys.add(key);
        }
        return keys;
    }

    private static List<byte[]> zeroPaddingTies(SplittableRandom random, int count) {
        List<byte[]> keys = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            byte[] key = new byte[random.nextInt(9)];
            for (int j = 0; j < key.length; j++) {
                key[j] = (byte) random.nextInt(2);
            }
            keys.add(key);
        }
        return keys;
    }

    @Test
    void aNegativeTouchBlockIsRejected() {
        try (PagePool pool = new PagePool(1 << 16, 4096)) {
            OffHeapMemTable table = new OffHeapMemTable(pool);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> table.sortedCursor(-1));
            assertTrue(e.getMessage().contains("touch block"), e.getMessage());
            table.release();
        }
    }

    @Test
    void aResetMemTableSortsByKeyAgainAfterAnOrderedFill() throws IOException {
        // first fill: fixed 8-byte keys, ascending sequences (no compares needed); after reset the
        // second fill mixes key lengths and sequences, which the sort must compare again
        try (PagePool pool = new PagePool(1 << 20, 4096)) {
            OffHeapMemTable table = new OffHeapMemTable(pool);
            for (int i = 0; i < 10; i++) {
                table.put(new byte[] {0, 0, 0, 0, 0, 0, 0, (byte) (i % 3)}, i, RowKind.INSERT, new byte[] {(byte) i});
            }
            drain(table.sortedCursor());
            table.reset();
            List<Version> model = new ArrayList<>();
            byte[][] keys = {{1}, {1, 0}, {1}, {1, 0}, {1}};
            long[] sequences = {5, 4, 3, 2, 1};
            for (int i = 0; i < keys.length; i++) {
                table.put(keys[i], sequences[i], RowKind.INSERT, new byte[] {(byte) i});
                model.add(new Version(keys[i], sequences[i], RowKind.INSERT, new byte[] {(byte) i}, i));
            }
            model.sort(TestRecords.ORDER);
            MemTableModelTest.assertCursorEquals(model, table.sortedCursor());
            table.release();
        }
    }

    private static void drain(SortedCursor cursor) throws IOException {
        while (cursor.next()) {
            cursor.keyLength();
        }
        cursor.close();
    }
}
