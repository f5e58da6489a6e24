package dev.varve.memtable;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import dev.varve.memtable.TestRecords.Version;
import dev.varve.row.RowKind;
import dev.varve.row.memory.PagePool;

/**
 * Model-based concurrency test of {@link WriteBuffer}: a writer thread puts, looks up and flushes
 * while a real flush thread (or, for some seeds, the writer itself through a direct executor)
 * seals, spills and flushes with tiny pools and pages. Checked: every flushed run is sorted, runs
 * arrive in seal order, lookups see the latest version (buffered or flushed), and everything put
 * is flushed exactly once. Replay with {@code -Dseed=N}.
 */
class WriteBufferModelTest {
    private static final int[] PAGE_SIZES = {32, 64, 128, 1024};

    @TempDir
    Path dir;

    @TestFactory
    Stream<DynamicTest> writeBufferMatchesTheModel() {
        return Seeds.tests("write-buffer", 2, 40, this::run);
    }

    private void run(long seed) throws Exception {
        SplittableRandom random = new SplittableRandom(seed);
        int pageSize = PAGE_SIZES[random.nextInt(PAGE_SIZES.length)];
        long budget = (long) pageSize * (2 + random.nextInt(40));
        boolean spill = random.nextBoolean();
        boolean direct = random.nextInt(4) == 0;
        LocalTestFileIO io = new LocalTestFileIO();
        Path spillDir = dir.resolve("spill-" + seed);
        WriteBufferOptions options = WriteBufferOptions.defaults();
        if (spill) {
            options = options.withSpill(io, spillDir.toString())
                    .withMaxSpillFiles(1 + random.nextInt(5))
                    .withSpillBlockSize(29 + random.nextInt(400));
        }
        ExecutorService flusher = Executors.newSingleThreadExecutor();
        CollectingSink sink = new CollectingSink() {
            @Override
            void beforeAccept(List<Version> run) {
                if (random.nextBoolean()) {
                    Thread.yield();
                }
            }
        };
        List<byte[]> keys = TestRecords.keyPool(random, 1 + random.nextInt(100));
        int maxValue = random.nextInt(4) == 0 ? pageSize * 2 : Math.max(1, pageSize / 3);
        VersionModel model = new VersionModel();
        // the random is used by the sink hook on the flush thread too: give the writer its own
        SplittableRandom writer = random.split();
        try (PagePool pool = new PagePool(budget, pageSize)) {
            WriteBuffer buffer = new WriteBuffer(pool, direct ? Runnable::run : flusher, sink, options);
            LookupResult out = new LookupResult();
            int ops = 1 + writer.nextInt(2500);
            long sequence = 0;
            for (int op = 0; op < ops; op++) {
                int action = writer.nextInt(100);
                if (action < 8) {
                    byte[] key = keys.get(writer.nextInt(keys.size()));
                    checkLookup(buffer, sink, model, key, out);
                } else if (action < 11) {
                    // a committer's share of the flushes: whatever no flush thread has started yet
                    if (writer.nextBoolean()) {
                        buffer.sealForFlush();
                    }
                    buffer.helpFlush();
                } else if (action < 12) {
                    buffer.flushAll();
                    assertTrue(buffer.isEmpty());
                    assertEquals(0, pool.outstandingBytes(), "after flushAll only an empty active memtable remains");
                } else {
                    byte[] key = keys.get(writer.nextInt(keys.size()));
                    byte[] value = TestRecords.value(writer, maxValue);
                    if (TestRecords.recordLength(key, value) > budget) {
                        continue;
                    }
                    RowKind kind = TestRecords.kind(writer);
                    buffer.put(key, sequence, kind, value);
                    model.add(new Version(key, sequence, kind, value, model.size()));
                    sequence++;
                }
            }
            buffer.flushAll();
            for (byte[] key : keys) {
                checkLookup(buffer, sink, model, key, out);
            }
            assertTrue(buffer.isEmpty());
            List<Version> expected = new ArrayList<>(model.all);
            expected.sort(TestRecords.ORDER);
            List<Version> flushed = sink.all();
            flushed.sort(TestRecords.ORDER);
            assertEquals(expected.size(), flushed.size(), "everything put was flushed exactly once");
            for (int i = 0; i < expected.size(); i++) {
                Version e = expected.get(i);
                Version f = flushed.get(i);
                assertArrayEquals(e.key, f.key);
                assertEquals(e.sequence, f.sequence);
                assertEquals(e.kind, f.kind);
                assertArrayEquals(e.value, f.value);
            }
            long previousMax = -1;
            for (List<Version> run : sink.runs) {
                long min = run.stream().mapToLong(v -> v.sequence).min().orElse(Long.MAX_VALUE);
                assertTrue(min > previousMax, "runs arrive in seal order");
                previousMax = run.stream().mapToLong(v -> v.sequence).max().orElse(previousMax);
            }
            assertEquals(sink.runs.size(), buffer.flushCount());
            if (!spill) {
                assertEquals(0, buffer.spillCount());
            }
            buffer.close();
            assertEquals(0, pool.outstandingBytes());
        } finally {
            flusher.shutdown();
            assertTrue(flusher.awaitTermination(1, TimeUnit.MINUTES));
        }
        if (spill && Files.exists(spillDir)) {
            try (Stream<Path> left = Files.list(spillDir)) {
                assertEquals(0, left.count(), "spill files are deleted once flushed");
            }
        }
        assertEquals(0, io.openHandles.get());
    }

    /**
     * A lookup either finds the latest version in the buffer, or — if every buffered version of
     * the key was flushed already — the flushed runs hold it.
     */
    private static void checkLookup(WriteBuffer buffer, CollectingSink sink, VersionModel model, byte[] key,
            LookupResult out) throws Exception {
        Version expected = model.latest(key);
        if (buffer.get(key, out)) {
            MemTableModelTest.assertLookup(expected, true, out, key);
            return;
        }
        Version flushed = null;
        for (Version v : sink.all()) {
            if (Arrays.equals(v.key, key) && (flushed == null || v.sequence > flushed.sequence)) {
                flushed = v;
            }
        }
        if (expected == null) {
            assertEquals(null, flushed);
        } else {
            assertTrue(flushed != null && flushed.sequence == expected.sequence,
                    "latest version of " + Arrays.toString(key) + " is neither buffered nor flushed: " + expected);
        }
    }
}
