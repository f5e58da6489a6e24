package dev.varve.memtable;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import dev.varve.memtable.TestRecords.Version;
import dev.varve.row.memory.PagePool;

/**
 * Model-based test of {@link OffHeapMemTable} and its spill files: random puts (tiny pages,
 * oversized records, duplicate keys and sequences) checked against a list model; replay one case
 * with {@code -Dseed=N}.
 */
class MemTableModelTest {
    private static final int[] PAGE_SIZES = {32, 64, 100, 256, 1024, 8192};

    @TempDir
    Path dir;

    private final LocalTestFileIO io = new LocalTestFileIO();
    private int spillFiles;
    private int spillsAtStart;

    @TestFactory
    Stream<DynamicTest> sortedIterationLookupsAndSpillsMatchTheModel() {
        return Seeds.tests("memtable", 1, 60, this::run);
    }

    private void run(long seed) throws IOException {
        spillsAtStart = spillFiles;
        SplittableRandom random = new SplittableRandom(seed);
        int pageSize = PAGE_SIZES[random.nextInt(PAGE_SIZES.length)];
        long budget = (long) pageSize * (1 + random.nextInt(64));
        List<byte[]> keys = TestRecords.keyPool(random, 1 + random.nextInt(200));
        int maxValue = random.nextInt(3) == 0 ? Math.min(pageSize * 3, 4000) : Math.max(1, Math.min(pageSize / 2, 600));
        int ops = 1 + random.nextInt(random.nextBoolean() ? 200 : 4000);
        try (PagePool pool = new PagePool(budget, pageSize)) {
            OffHeapMemTable table = new OffHeapMemTable(pool);
            VersionModel model = new VersionModel();
            for (int op = 0; op < ops; op++) {
                if (random.nextInt(25) == 0) {
                    checkLookups(table, model, keys, random);
                }
                byte[] key = keys.get(random.nextInt(keys.size()));
                byte[] value = TestRecords.value(random, maxValue);
                long sequence = random.nextInt(3) == 0 ? random.nextInt(20) : op;
                var kind = TestRecords.kind(random);
                if (TestRecords.recordLength(key, value) > budget) {
                    OffHeapMemTable full = table;
                    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                            () -> full.put(key, sequence, kind, value));
                    assertTrue(e.getMessage().contains("can never fit"), e.getMessage());
                    continue;
                }
                if (!table.put(key, sequence, kind, value)) {
                    assertFalse(table.isEmpty(), "an empty memtable with the whole pool must take a record that fits");
                    finishSegment(table, model, keys, random);
                    if (random.nextBoolean()) {
                        table.reset();
                    } else {
                        table.release();
                        table = new OffHeapMemTable(pool);
                    }
                    assertEquals(0, pool.outstandingBytes(), "all pages returned");
                    model.clear();
                    assertTrue(table.put(key, sequence, kind, value), "fits in a fresh memtable");
                }
                model.add(new Version(key, sequence, kind, value, model.size()));
                assertEquals(model.size(), table.recordCount());
            }
            finishSegment(table, model, keys, random);
            table.release();
            assertEquals(0, pool.outstandingBytes());
        }
        assertEquals(0, io.openHandles.get(), "every cursor and lookup handle was closed");
    }

    private void finishSegment(OffHeapMemTable table, VersionModel model, List<byte[]> keys, SplittableRandom random)
            throws IOException {
        checkLookups(table, model, keys, random);
        List<Version> expected = new ArrayList<>(model.all);
        expected.sort(TestRecords.ORDER);
        int mode = spillFiles - spillsAtStart < 25 ? random.nextInt(3) : 0; // file I/O is slow: cap it
        if (mode != 1) {
            assertCursorEquals(expected, table.sortedCursor());
        }
        if (mode != 0) {
            int blockSize = random.nextBoolean() ? SpillFormat.DEFAULT_BLOCK_SIZE : 29 + random.nextInt(300);
            String path = dir.resolve("spill-" + (spillFiles++)).toString();
            SpillFile spill = table.writeSpill(io, path, blockSize);
            assertEquals(model.size(), spill.recordCount());
            assertEquals(io.size(path), spill.sizeBytes());
            try (SortedCursor cursor = spill.cursor()) {
                assertCursorEquals(expected, cursor);
            }
            checkLookups(spill, model, keys, random);
            SpillFile reopened = SpillFile.open(io, path);
            assertEquals(spill.blockCount(), reopened.blockCount());
            checkLookups(reopened, model, keys, random);
            reopened.delete();
            spill.delete();
            assertFalse(io.exists(path));
        }
        assertCursorEquals(expected, table.sortedCursor());
    }

    static void assertCursorEquals(List<Version> expected, SortedCursor cursor) throws IOException {
        assertEquals(expected.size(), cursor.recordCount());
        int i = 0;
        while (cursor.next()) {
            Version v = expected.get(i);
            String at = "record " + i + " expected " + v;
            assertArrayEquals(v.key, cursor.keyBytes(), at);
            assertEquals(v.sequence, cursor.sequence(), at);
            assertEquals(v.kind, cursor.kind(), at);
            assertEquals(v.value.length, cursor.valueLength(), at);
            assertArrayEquals(v.value, cursor.valueBytes(), at);
            i++;
        }
        assertEquals(expected.size(), i, "record count");
        assertFalse(cursor.next(), "stays at the end");
        assertThrows(IllegalStateException.class, cursor::keyBuffer);
        cursor.close();
    }

    private static void checkLookups(OffHeapMemTable table, VersionModel model, List<byte[]> keys, SplittableRandom random) {
        LookupResult out = new LookupResult();
        for (int i = 0; i < 30; i++) {
            byte[] key = random.nextInt(5) == 0 ? TestRecords.value(random, 12) : keys.get(random.nextInt(keys.size()));
            assertLookup(model.latest(key), table.get(key, out), out, key);
        }
    }

    private static void checkLookups(SpillFile spill, VersionModel model, List<byte[]> keys, SplittableRandom random)
            throws IOException {
        LookupResult out = new LookupResult();
        for (int i = 0; i < 20; i++) {
            byte[] key = keys.get(random.nextInt(keys.size()));
            assertLookup(model.latest(key), spill.get(key, out), out, key);
        }
        byte[] absent = new byte[30];
        Arrays.fill(absent, (byte) 0xFF);
        assertLookup(model.latest(absent), spill.get(absent, out), out, absent);
    }

    static void assertLookup(Version expected, boolean found, LookupResult out, byte[] key) {
        String what = "lookup of " + Arrays.toString(key);
        assertEquals(expected != null, found, what);
        if (expected != null) {
            assertEquals(expected.sequence, out.sequence(), what);
            assertEquals(expected.kind, out.kind(), what);
            assertArrayEquals(expected.value, out.valueBytes(), what);
        }
    }
}
