package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.MemoryFileIO;
import dev.varve.format.run.RunReader;
import dev.varve.format.run.RunWriter;
import dev.varve.format.run.RunWriterOptions;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.SchemaChange;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@link LookupIndex}: the newest file hides older ones, the last version within a file wins,
 * what it refuses to index, its memory budget; and point lookups of a table through the index
 * (forced on the first lookup) against lookups without it, with deletes, several runs, a
 * compaction and an added column (padding).
 */
class LookupIndexTest {
    private static final RowType TYPE = RowType.of(DataType.bigint(), DataType.string());

    private static byte[] key(long k, int len) {
        byte[] b = new byte[len];
        for (int i = 0; i < len; i++) {
            b[i] = (byte) (k >>> (8 * (len - 1 - i)));
        }
        return b;
    }

    /** A run file of the given keys (ascending; a repeated key is a later version), values "tag:seq". */
    private static RunReader file(MemoryFileIO io, String name, int keyLen, String tag, long... keys) throws IOException {
        RunWriter w = new RunWriter(io, name, TYPE, RunWriterOptions.defaults().withTargetPageBytes(1024));
        long seq = 0;
        for (long k : keys) {
            seq++;
            w.add(key(k, keyLen), seq, RowKind.INSERT, GenericRow.of(k, tag + ":" + seq));
        }
        w.finish();
        return RunReader.open(io, name, TYPE);
    }

    private static String valueOf(LookupIndex index, RunReader[] readers, long k) throws IOException {
        long loc = index.find(k);
        if (loc < 0) {
            return null;
        }
        return readers[LookupIndex.file(loc)].valueAt(LookupIndex.page(loc), LookupIndex.row(loc)).getString(1);
    }

    @Test
    void newestFileWinsAndTheLastVersionInAFileWins() throws IOException {
        MemoryFileIO io = new MemoryFileIO();
        long[] old = new long[2000];
        for (int i = 0; i < old.length; i++) {
            old[i] = 2L * (i / 2); // every even key twice: the second version wins
        }
        RunReader[] readers = {file(io, "/new", 8, "new", 10, 11, 11, 4000), file(io, "/old", 8, "old", old)};
        long before = LookupIndex.usedBytes();
        LookupIndex index = LookupIndex.build(readers);
        assertNotNull(index);
        assertEquals(8, index.keyLength());
        assertTrue(LookupIndex.usedBytes() > before);
        assertEquals("new:1", valueOf(index, readers, 10));
        assertEquals(RowKind.INSERT, LookupIndex.kind(index.find(10)));
        assertEquals(0, LookupIndex.file(index.find(10)));
        assertEquals(1, LookupIndex.file(index.find(0)));
        assertEquals("new:3", valueOf(index, readers, 11));
        assertEquals("new:4", valueOf(index, readers, 4000));
        assertEquals("old:2", valueOf(index, readers, 0));
        assertEquals("old:1000", valueOf(index, readers, 998));
        assertEquals("old:2000", valueOf(index, readers, 1998));
        assertNull(valueOf(index, readers, 1));
        assertNull(valueOf(index, readers, 2000));
        assertNull(valueOf(index, readers, -1));
        index.release();
        index.release();
        assertEquals(before, LookupIndex.usedBytes(), "release is idempotent and returns the bytes");
        for (RunReader r : readers) {
            r.close();
        }
    }

    @Test
    void sizedForDistinctKeysUnlessTheBudgetCannotHoldBothTablesAtOnce() throws IOException {
        MemoryFileIO io = new MemoryFileIO();
        long[] versions = new long[1000];
        for (int i = 0; i < versions.length; i++) {
            versions[i] = i / 10; // 100 keys, ten versions each: the last one wins
        }
        RunReader[] readers = {file(io, "/v", 8, "v", versions)};
        long big = LookupIndex.bytesFor(1000);
        long small = LookupIndex.bytesFor(100);
        assertTrue(small < big);
        LookupIndex index = LookupIndex.build(readers);
        assertEquals(small, index.bytes());
        assertEquals("v:1000", valueOf(index, readers, 99));
        assertEquals("v:10", valueOf(index, readers, 0));
        assertNull(valueOf(index, readers, 100));
        index.release();
        long saved = LookupIndex.budget;
        try {
            LookupIndex.budget = LookupIndex.usedBytes() + big + small - 1;
            LookupIndex kept = LookupIndex.build(readers);
            assertEquals(big, kept.bytes(), "no room to move the keys: the first table is kept");
            assertEquals("v:500", valueOf(kept, readers, 49));
            assertNull(valueOf(kept, readers, 100));
            kept.release();
        } finally {
            LookupIndex.budget = saved;
        }
        readers[0].close();
    }

    @Test
    void randomFilesAgreeWithAModel() throws IOException {
        for (long seed = 1; seed <= 20; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            MemoryFileIO io = new MemoryFileIO();
            int keyLen = 1 + rnd.nextInt(8);
            long space = keyLen == 8 ? Long.MAX_VALUE : Math.min(1L << (8 * keyLen), 5000);
            int files = 1 + rnd.nextInt(5);
            RunReader[] readers = new RunReader[files];
            Map<Long, String> model = new HashMap<>();
            for (int f = files - 1; f >= 0; f--) { // oldest first, so newer files overwrite the model
                int n = rnd.nextInt(3000);
                long[] keys = new long[n];
                for (int i = 0; i < n; i++) {
                    keys[i] = rnd.nextLong(space);
                }
                // ascending unsigned order of the key bytes
                keys = java.util.Arrays.stream(keys).boxed().sorted(Long::compareUnsigned).mapToLong(Long::longValue).toArray();
                readers[f] = file(io, "/f" + f, keyLen, "f" + f, keys);
                for (int i = 0; i < n; i++) {
                    model.put(keys[i], "f" + f + ":" + (i + 1));
                }
            }
            LookupIndex index = LookupIndex.build(readers);
            assertNotNull(index, "seed " + seed);
            // sized for the distinct keys, not for the records (versions) of the files
            assertEquals(LookupIndex.bytesFor(model.size()), index.bytes(), "seed " + seed);
            for (Map.Entry<Long, String> e : model.entrySet()) {
                assertEquals(e.getValue(), valueOf(index, readers, e.getKey()), "seed " + seed + " key " + e.getKey());
            }
            for (int i = 0; i < 200; i++) {
                long k = rnd.nextLong(space);
                assertEquals(model.get(k), valueOf(index, readers, k), "seed " + seed + " probe " + k);
            }
            index.release();
            for (RunReader r : readers) {
                r.close();
            }
        }
    }

    @Test
    void refusesMixedKeyLengthsVariableKeysAndWhatExceedsTheBudget() throws IOException {
        MemoryFileIO io = new MemoryFileIO();
        long before = LookupIndex.usedBytes();
        RunReader a = file(io, "/a", 8, "a", 1, 2, 3);
        RunReader b = file(io, "/b", 4, "b", 1, 2, 3);
        assertNull(LookupIndex.build(new RunReader[] {a, b}), "files with keys of different lengths");
        RunWriter w = new RunWriter(io, "/v", TYPE, RunWriterOptions.defaults());
        w.add(new byte[] {1}, 1, RowKind.INSERT, GenericRow.of(1L, "x"));
        w.add(new byte[] {1, 2}, 2, RowKind.INSERT, GenericRow.of(2L, "y"));
        w.finish();
        RunReader v = RunReader.open(io, "/v", TYPE);
        assertNull(LookupIndex.build(new RunReader[] {v}), "keys of several lengths in one file");
        RunReader wide = file(io, "/w", 8, "w", 1, 2);
        assertEquals(before, LookupIndex.usedBytes(), "refused builds hold no bytes");
        long saved = LookupIndex.budget;
        try {
            LookupIndex.budget = LookupIndex.usedBytes() + LookupIndex.bytesFor(2) - 1;
            assertNull(LookupIndex.build(new RunReader[] {wide}), "over the budget");
            LookupIndex.budget = LookupIndex.usedBytes() + LookupIndex.bytesFor(2);
            LookupIndex fits = LookupIndex.build(new RunReader[] {wide});
            assertNotNull(fits, "exactly the budget");
            fits.release();
        } finally {
            LookupIndex.budget = saved;
        }
        assertEquals(before, LookupIndex.usedBytes());
        for (RunReader r : new RunReader[] {a, b, v, wide}) {
            r.close();
        }
    }

    /** Lookups of a table with and without the index, after each of several commits and schema changes. */
    @Test
    void tableLookupsThroughTheIndexMatchTheFileByFilePath() throws IOException {
        Path dir = Files.createTempDirectory("varve-lookup-index");
        long saved = KeyValueBucketWriter.indexBuildRowsPerLookup;
        KeyValueBucketWriter.buildIndexInBackground = false; // the index must be in use on the first lookup
        try (Catalog c = Catalog.open(dir.toString())) {
            Identifier id = Identifier.of("default", "t");
            c.createTable(id, TableTestSupport.schema("k BIGINT", "v BIGINT", "s STRING")
                    .primaryKey("k").option("bucket", "2")
                    .option("page-size", "4 kb")
                    .option("num-sorted-run.compaction-trigger", "4").build(), false);
            Table table = c.getTable(id);
            Map<Long, Long> model = new HashMap<>();
            SplittableRandom rnd = new SplittableRandom(77);
            TableWriter w = table.newWriter("w");
            for (int commit = 1; commit <= 6; commit++) {
                if (commit == 4) {
                    w.close();
                    c.alterTable(id, List.of(SchemaChange.addColumn("extra", DataType.intType(), null)), false);
                    table = c.getTable(id);
                    w = table.newWriter("w");
                }
                for (int i = 0; i < 3000; i++) {
                    long k = rnd.nextLong(5000);
                    if (rnd.nextInt(10) == 0) {
                        w.write(commit >= 4 ? GenericRow.ofKind(RowKind.DELETE, k, 0L, "", null)
                                : GenericRow.ofKind(RowKind.DELETE, k, 0L, ""));
                        model.remove(k);
                    } else {
                        long v = rnd.nextLong();
                        w.write(commit >= 4 ? GenericRow.of(k, v, "s", (int) k) : GenericRow.of(k, v, "s"));
                        model.put(k, v);
                    }
                }
                w.commit(commit);
                if (commit == 5) {
                    table.compact(Map.of());
                }
                int arity = commit >= 4 ? 4 : 3;
                KeyValueBucketWriter.indexBuildRowsPerLookup = 0;
                List<Object> plain = lookups(table, arity, model, false);
                KeyValueBucketWriter.indexBuildRowsPerLookup = Long.MAX_VALUE;
                long before = LookupIndex.usedBytes();
                List<Object> indexed = lookups(table, arity, model, true);
                KeyValueBucketWriter.indexBuildRowsPerLookup = saved;
                assertEquals(plain, indexed, "commit " + commit);
                assertEquals(before, LookupIndex.usedBytes(), "closing the writer released its indexes");
            }
            w.close();
        } finally {
            KeyValueBucketWriter.indexBuildRowsPerLookup = saved;
            KeyValueBucketWriter.buildIndexInBackground = true;
            try (Stream<Path> s = Files.walk(dir)) {
                s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /**
     * The index built on the compaction thread: lookups before, during and after the build (seeded
     * keys, with writes, commits and the writer's own compactions replacing views mid-build)
     * match the model; the writer's close waits for a build in flight and returns every index's
     * bytes to the budget.
     */
    @Test
    void backgroundBuildsServeLookupsAndCloseReleasesThemSeed5() throws IOException {
        Path dir = Files.createTempDirectory("varve-lookup-index-bg");
        long saved = KeyValueBucketWriter.indexBuildRowsPerLookup;
        KeyValueBucketWriter.indexBuildRowsPerLookup = 64; // a build after a few dozen lookups per bucket
        long usedBefore = LookupIndex.usedBytes();
        long builtBefore = LookupIndex.builtCount();
        try (Catalog c = Catalog.open(dir.toString())) {
            Identifier id = Identifier.of("default", "t");
            c.createTable(id, TableTestSupport.schema("k BIGINT", "v BIGINT")
                    .primaryKey("k").option("bucket", "2").option("page-size", "4 kb")
                    .option("num-sorted-run.compaction-trigger", "3").build(), false);
            Table table = c.getTable(id);
            Map<Long, Long> model = new HashMap<>();
            SplittableRandom rnd = new SplittableRandom(5);
            try (TableWriter w = table.newWriter("w")) {
                for (int commit = 1; commit <= 8; commit++) {
                    for (int i = 0; i < 2000; i++) {
                        long k = rnd.nextLong(4000);
                        if (rnd.nextInt(8) == 0) {
                            w.write(GenericRow.ofKind(RowKind.DELETE, k, 0L));
                            model.remove(k);
                        } else {
                            long v = rnd.nextLong();
                            w.write(GenericRow.of(k, v));
                            model.put(k, v);
                        }
                    }
                    // read-your-writes before the commit (buffer and files), then after it (files
                    // only; the writer's own compactions replace the levels while builds run)
                    checkLookups(w, model, rnd, "commit " + commit + " pending");
                    w.commit(commit);
                    checkLookups(w, model, rnd, "commit " + commit);
                }
            }
            assertTrue(LookupIndex.builtCount() > builtBefore, "an index was built in the background");
            assertEquals(usedBefore, LookupIndex.usedBytes(), "closing the writers released every index");
        } finally {
            KeyValueBucketWriter.indexBuildRowsPerLookup = saved;
            try (Stream<Path> s = Files.walk(dir)) {
                s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private static void checkLookups(TableWriter w, Map<Long, Long> model, SplittableRandom rnd, String when) {
        for (int i = 0; i < 3000; i++) {
            long k = rnd.nextLong(-1, 4001);
            InternalRow row = w.lookup(GenericRow.of(k, null));
            Long want = model.get(k);
            if (want == null) {
                assertNull(row, when + " key " + k);
            } else {
                assertNotNull(row, when + " key " + k);
                assertEquals(want, row.getLong(1), when + " key " + k);
            }
        }
    }

    /** Looks up keys -1..5000 with a fresh writer; checks v against the model and the added column. */
    private static List<Object> lookups(Table table, int arity, Map<Long, Long> model, boolean expectIndex) {
        List<Object> out = new ArrayList<>();
        try (TableWriter r = table.newWriter("r")) {
            for (long k = -1; k <= 5000; k++) {
                Object[] key = new Object[arity];
                key[0] = k;
                InternalRow row = r.lookup(GenericRow.of(key));
                Long want = model.get(k);
                if (want == null) {
                    assertNull(row, "key " + k);
                    out.add(null);
                } else {
                    assertNotNull(row, "key " + k);
                    assertEquals(want, row.getLong(1), "key " + k);
                    assertEquals(arity, row.getArity(), "key " + k);
                    Object extra = arity == 4 ? row.getField(3) : "none";
                    out.add(row.getLong(1) + "/" + extra);
                }
            }
            if (expectIndex) {
                assertTrue(LookupIndex.usedBytes() > 0, "the index was built");
            }
        }
        return out;
    }
}
