package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.BloomFilter;
import dev.varve.format.MemoryFileIO;
import dev.varve.format.run.RandomRuns.Rec;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The point lookup path: the in-place key search of a decoded page ({@link PageDecoder#findLast},
 * numeric for fixed-length keys) against the byte-wise search, and {@link RunReader#lookupValue}
 * (cold, warm, and under a cache budget that forces evictions) against a model. Seeded:
 * {@code -Dseed=N} replays one seed.
 */
class RunReaderLookupTest {
    private static final long FIRST_SEED = 20261130L;

    private static long[] seeds(int count) {
        String fixed = System.getProperty("seed");
        if (fixed != null) {
            return new long[] {Long.parseLong(fixed)};
        }
        long[] s = new long[count];
        for (int i = 0; i < count; i++) {
            s[i] = FIRST_SEED + i;
        }
        return s;
    }

    /** A random run: random schema, keys fixed (1..8 bytes) or variable, duplicates, often tiny pages. */
    private static final class Run {
        final RowType type;
        final List<Rec> recs;
        final MemoryFileIO io = new MemoryFileIO();
        final TreeMap<byte[], Rec> model = new TreeMap<>(Arrays::compareUnsigned);
        final String ctx;

        Run(long seed) throws IOException {
            SplittableRandom rnd = new SplittableRandom(seed);
            type = RandomRuns.randomSchema(rnd);
            int n = rnd.nextInt(8) == 0 ? rnd.nextInt(3) : 1 + rnd.nextInt(rnd.nextBoolean() ? 300 : 2500);
            recs = RandomRuns.randomRecords(rnd, type, n, false);
            RunWriterOptions opts = RandomRuns.randomOptions(rnd);
            if (rnd.nextBoolean()) {
                opts = opts.withTargetPageBytes(1024); // tiny pages: many first/last-of-page keys
            }
            ctx = "seed " + seed + " type " + type + " rows " + n + " " + opts;
            RunFormatPropertiesTest.write(io, "/r.vrf", type, recs, opts);
            for (Rec r : recs) {
                model.put(r.key, r); // the last (highest sequence) version wins
            }
        }

        /** Every written key, and keys next to them that were never written (other lengths too). */
        List<byte[]> probes() {
            List<byte[]> out = new ArrayList<>();
            out.add(new byte[0]);
            out.add(new byte[] {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF});
            for (byte[] k : model.keySet()) {
                out.add(k);
                if (k.length > 0) {
                    byte[] up = k.clone();
                    up[up.length - 1]++;
                    out.add(up);
                    byte[] down = k.clone();
                    down[down.length - 1]--;
                    out.add(down);
                    out.add(Arrays.copyOf(k, k.length - 1));
                }
                out.add(Arrays.copyOf(k, k.length + 1));
            }
            return out;
        }
    }

    @Test
    void inPlaceSearchAgreesWithByteSearchOnEveryPage() throws IOException {
        for (long seed : seeds(40)) {
            Run run = new Run(seed);
            try (RunReader reader = RunReader.open(run.io, "/r.vrf", run.type)) {
                Footer f = reader.footer();
                PageDecoder d = new PageDecoder(reader);
                try {
                    for (int p = 0; p < f.pageCount; p++) {
                        d.load(p);
                        d.decodeKeys();
                        List<byte[]> probes = new ArrayList<>();
                        for (int r = 0; r < d.rows; r++) {
                            byte[] k = Arrays.copyOfRange(d.keys.data(), d.keys.off()[r], d.keys.off()[r + 1]);
                            probes.add(k);
                            if (k.length > 0) {
                                byte[] up = k.clone();
                                up[up.length - 1]++;
                                probes.add(up);
                            }
                            probes.add(Arrays.copyOf(k, k.length + 1));
                        }
                        for (byte[] k : probes) {
                            int bytewise = d.upperBound(k) - 1;
                            int want = bytewise >= 0 && d.compareKey(bytewise, k) == 0 ? bytewise : -1;
                            assertEquals(want, d.findLast(k), run.ctx + " page " + p + " key " + Arrays.toString(k));
                        }
                    }
                } finally {
                    d.close();
                }
            }
        }
    }

    @Test
    void sparseIndexSearchAgreesWithByteSearch() throws IOException {
        for (long seed : seeds(40)) {
            Run run = new Run(seed);
            try (RunReader reader = RunReader.open(run.io, "/r.vrf", run.type)) {
                byte[][] first = new byte[reader.footer().pageCount][];
                for (int p = 0; p < first.length; p++) {
                    first[p] = reader.footer().pageFirstKey(p);
                }
                List<byte[]> probes = run.probes();
                for (byte[] k : first) {
                    probes.add(k);
                }
                for (byte[] k : probes) {
                    int want = -1;
                    for (int p = 0; p < reader.footer().pageCount; p++) {
                        if (Arrays.compareUnsigned(first[p], k) <= 0) {
                            want = p;
                        }
                    }
                    assertEquals(want, reader.lastPageStartingAtOrBefore(k), run.ctx + " key " + Arrays.toString(k));
                }
            }
        }
    }

    @Test
    void lookupValueMatchesTheModelColdAndWarm() throws IOException {
        for (long seed : seeds(40)) {
            Run run = new Run(seed);
            long before = RunReader.lookupCacheBytes();
            try (RunReader reader = RunReader.open(run.io, "/r.vrf", run.type)) {
                for (int pass = 0; pass < 2; pass++) {
                    for (byte[] k : run.probes()) {
                        check(run, reader, k, pass == 0 ? "cold" : "warm");
                    }
                }
                assertTrue(RunReader.lookupCacheBytes() <= RunReader.lookupCacheBudget, run.ctx);
            }
            assertEquals(before, RunReader.lookupCacheBytes(), run.ctx + ": closing releases the cached pages");
        }
    }

    @Test
    void lookupsStayRightWhenTheCacheBudgetForcesEvictions() throws IOException {
        long saved = RunReader.lookupCacheBudget;
        try {
            for (long seed : seeds(30)) {
                Run run = new Run(seed);
                SplittableRandom rnd = new SplittableRandom(seed);
                // room for a few tiny pages at most, sometimes for none
                RunReader.lookupCacheBudget = RunReader.lookupCacheBytes() + rnd.nextInt(4) * 40_000L;
                long before = RunReader.lookupCacheBytes();
                try (RunReader reader = RunReader.open(run.io, "/r.vrf", run.type)) {
                    List<byte[]> probes = run.probes();
                    List<InternalRow> kept = new ArrayList<>();
                    List<byte[]> keptKeys = new ArrayList<>();
                    for (int i = 0; i < 3 * probes.size(); i++) {
                        byte[] k = probes.get(rnd.nextInt(probes.size()));
                        InternalRow got = check(run, reader, k, "budget");
                        if (got != null && kept.size() < 50) {
                            kept.add(got);
                            keptKeys.add(k);
                        }
                        assertTrue(RunReader.lookupCacheBytes() <= Math.max(before, RunReader.lookupCacheBudget), run.ctx);
                    }
                    // rows handed out earlier stay valid after their pages were evicted
                    for (int i = 0; i < kept.size(); i++) {
                        Rec want = run.model.get(keptKeys.get(i));
                        assertTrue(RandomRuns.rowEquals(want.value, kept.get(i)), run.ctx + " kept row " + i);
                    }
                }
                assertEquals(before, RunReader.lookupCacheBytes(), run.ctx);
            }
        } finally {
            RunReader.lookupCacheBudget = saved;
        }
    }

    private static InternalRow check(Run run, RunReader reader, byte[] k, String pass) throws IOException {
        String c = run.ctx + " " + pass + " key " + Arrays.toString(k);
        Rec want = run.model.get(k);
        InternalRow got = reader.lookupValue(k, BloomFilter.hash(k, 0, k.length));
        KeyValue kv = reader.lookup(k);
        if (want == null) {
            assertNull(got, c);
            assertNull(kv, c);
            return null;
        }
        assertEquals(want.kind, got.getRowKind(), c);
        assertEquals(run.type.size(), got.getArity(), c);
        assertTrue(RandomRuns.rowEquals(want.value, got), c + ": " + RandomRuns.show(got));
        assertEquals(want.seq, kv.sequence(), c);
        assertTrue(RandomRuns.rowEquals(want.value, kv.value()), c);
        return got;
    }

    /**
     * {@link RunReader#lookupVersions}: every version of a key in file order (key array, sequence, kind, values; with
     * tiny pages a key's versions often straddle page ends, over several pages even), nothing for keys never written;
     * cold and warm, appended after earlier keys' versions in the reused holders (which stay valid); and, for a third
     * of the seeds, under a cache budget that keeps a few pages or none: -1 with nothing appended, or the versions.
     */
    @Test
    void lookupVersionsHandsOutEveryVersionOfAKey() throws IOException {
        long saved = RunReader.lookupCacheBudget;
        int several = 0;
        int refused = 0;
        try {
            for (long seed : seeds(45)) {
                Run run = new Run(seed);
                TreeMap<byte[], List<Rec>> byKey = new TreeMap<>(Arrays::compareUnsigned);
                for (Rec r : run.recs) {
                    byKey.computeIfAbsent(r.key, x -> new ArrayList<>()).add(r);
                }
                SplittableRandom rnd = new SplittableRandom(seed);
                boolean tight = seed % 3 == 0;
                if (tight) {
                    RunReader.lookupCacheBudget = RunReader.lookupCacheBytes() + rnd.nextInt(3) * 40_000L;
                }
                RunReader.Versions out = new RunReader.Versions();
                List<KeyValue> earlier = new ArrayList<>();
                List<Rec> earlierWant = new ArrayList<>();
                try (RunReader reader = RunReader.open(run.io, "/r.vrf", run.type)) {
                    for (int pass = 0; pass < 2; pass++) {
                        for (byte[] k : run.probes()) {
                            String c = run.ctx + (tight ? " tight" : "") + (pass == 0 ? " cold" : " warm") + " key "
                                    + Arrays.toString(k);
                            if (out.size() > 40) {
                                // the versions handed out before are still right (their pages may have left the cache)
                                for (int i = 0; i < earlier.size(); i++) {
                                    assertSame(earlier.get(i), out.get(i), c);
                                    assertTrue(RandomRuns.rowEquals(earlierWant.get(i).value, out.get(i).value()), c);
                                }
                                out.clear();
                                earlier.clear();
                                earlierWant.clear();
                            }
                            int before = out.size();
                            int n = reader.lookupVersions(k, BloomFilter.hash(k, 0, k.length), out);
                            List<Rec> want = byKey.getOrDefault(k, List.of());
                            if (n < 0) {
                                assertTrue(tight, c + ": the default budget keeps every page");
                                assertEquals(before, out.size(), c + ": nothing appended");
                                refused++;
                                continue;
                            }
                            assertEquals(want.size(), n, c);
                            assertEquals(before + n, out.size(), c);
                            for (int i = 0; i < n; i++) {
                                KeyValue kv = out.get(before + i);
                                Rec w = want.get(i);
                                String ci = c + " version " + i + " of " + n;
                                assertSame(k, kv.key(), ci);
                                assertEquals(w.seq, kv.sequence(), ci);
                                assertEquals(w.kind, kv.kind(), ci);
                                assertEquals(w.kind, kv.value().getRowKind(), ci);
                                assertTrue(RandomRuns.rowEquals(w.value, kv.value()), ci + ": " + RandomRuns.show(kv.value()));
                                earlier.add(kv);
                                earlierWant.add(w);
                            }
                            if (n > 1) {
                                several++;
                            }
                        }
                    }
                }
                RunReader.lookupCacheBudget = saved;
            }
        } finally {
            RunReader.lookupCacheBudget = saved;
        }
        assertTrue(several > 1000, several + " keys with several versions handed out");
        assertTrue(refused > 0, "no lookup was refused under the tight budgets");
    }

    @Test
    void fixedLengthKeysAtPageEdgesWithManyVersions() throws IOException {
        // 8-byte keys 0, 3, 6, ... each written 1..4 times, tiny pages: versions straddle page ends
        RowType type = RowType.of(DataType.bigint(), DataType.string());
        MemoryFileIO io = new MemoryFileIO();
        RunWriter w = new RunWriter(io, "/e.vrf", type, RunWriterOptions.defaults().withTargetPageBytes(1024));
        TreeMap<Long, Long> lastSeq = new TreeMap<>();
        long seq = 0;
        byte[] key = new byte[8];
        for (long k = 0; k < 3000; k += 3) {
            int versions = 1 + (int) (k % 4);
            for (int v = 0; v < versions; v++) {
                for (int j = 0; j < 8; j++) {
                    key[j] = (byte) (k >>> (56 - 8 * j));
                }
                w.add(key, ++seq, v == versions - 1 && k % 5 == 0 ? RowKind.DELETE : RowKind.INSERT,
                        GenericRow.of(k, "v" + seq));
                lastSeq.put(k, seq);
            }
        }
        w.finish();
        try (RunReader r = RunReader.open(io, "/e.vrf", type)) {
            assertTrue(r.footer().pageCount > 10, "tiny pages");
            for (int pass = 0; pass < 2; pass++) {
                for (long k = -1; k <= 3001; k++) {
                    byte[] probe = new byte[8];
                    for (int j = 0; j < 8; j++) {
                        probe[j] = (byte) (k >>> (56 - 8 * j));
                    }
                    InternalRow got = r.lookupValue(probe, BloomFilter.hash(probe, 0, 8));
                    Long s = lastSeq.get(k);
                    if (s == null) {
                        assertNull(got, "key " + k);
                    } else {
                        assertEquals("v" + s, got.getField(1), "key " + k);
                        assertEquals(k, got.getLong(0), "key " + k);
                        assertEquals(k % 5 == 0 ? RowKind.DELETE : RowKind.INSERT, got.getRowKind(), "key " + k);
                    }
                }
            }
        }
    }

    @Test
    void scanFixedKeysHandsOverEveryKeyAndValueAtReadsItsRecord() throws IOException {
        for (long seed : seeds(40)) {
            Run run = new Run(seed);
            int len = run.recs.isEmpty() ? 0 : run.recs.get(0).key.length;
            boolean oneLength = true;
            for (Rec r : run.recs) {
                oneLength &= r.key.length == len;
            }
            int expect = run.recs.isEmpty() ? 0 : oneLength && len >= 1 && len <= 8 ? len : -1;
            try (RunReader reader = RunReader.open(run.io, "/r.vrf", run.type)) {
                List<long[]> seen = new ArrayList<>();
                int got = reader.scanFixedKeys((key, page, row, kind) -> seen.add(new long[] {key, page, row, kind}));
                assertEquals(expect, got, run.ctx);
                if (got <= 0) {
                    continue;
                }
                assertEquals(run.recs.size(), seen.size(), run.ctx);
                for (int pass = 0; pass < 2; pass++) {
                    for (int i = 0; i < seen.size(); i++) {
                        long[] s = seen.get(i);
                        Rec want = run.recs.get(i);
                        String c = run.ctx + " record " + i + " pass " + pass;
                        assertEquals(number(want.key), s[0], c);
                        assertEquals(want.kind.toByteValue(), (byte) s[3], c);
                        InternalRow row = reader.valueAt((int) s[1], (int) s[2]);
                        assertEquals(want.kind, row.getRowKind(), c);
                        assertTrue(RandomRuns.rowEquals(want.value, row), c + ": " + RandomRuns.show(row));
                        InternalRow given = reader.valueAt((int) s[1], (int) s[2], want.kind);
                        assertEquals(want.kind, given.getRowKind(), c);
                        assertTrue(RandomRuns.rowEquals(want.value, given), c);
                        // the page is cached now (the default budget holds these small files)
                        Object handle = reader.lookupPageHandle((int) s[1]);
                        assertNotNull(handle, c);
                        InternalRow byHandle = RunReader.rowAt(handle, (int) s[2], want.kind);
                        assertEquals(want.kind, byHandle.getRowKind(), c);
                        assertTrue(RandomRuns.rowEquals(want.value, byHandle), c);
                    }
                }
            }
        }
    }

    @Test
    void pageHandlesOnlyOfCachedPagesAndClosingCountsTheirEviction() throws IOException {
        RunReader r = twoRecords(RowKind.DELETE, 10L, 20L);
        assertNull(r.lookupPageHandle(0), "nothing cached yet");
        assertNull(r.lookupPageHandle(1), "no such page");
        assertNull(r.lookupPageHandle(-1), "no such page");
        assertEquals(20L, r.valueAt(0, 1).getLong(0));
        Object handle = r.lookupPageHandle(0);
        assertNotNull(handle);
        InternalRow row = RunReader.rowAt(handle, 1, RowKind.DELETE);
        assertEquals(RowKind.DELETE, row.getRowKind());
        assertEquals(20L, row.getLong(0));
        long evictions = RunReader.lookupEvictions();
        r.close();
        // other tests may evict too: the count only grows
        assertTrue(RunReader.lookupEvictions() > evictions, "closing evicted the cached page");
        assertEquals(10L, RunReader.rowAt(handle, 0, RowKind.INSERT).getLong(0), "a handle outlives the cache");
        assertThrows(ClassCastException.class, () -> RunReader.rowAt("not a handle", 0, RowKind.INSERT));
    }

    @Test
    void valueAtRejectsPositionsOutsideTheFile() throws IOException {
        try (RunReader r = twoRecords(RowKind.INSERT, 1L, 2L)) {
            assertEquals(2L, r.valueAt(0, 1).getLong(0));
            for (int[] bad : new int[][] {{0, 2}, {1, 0}, {-1, 0}, {0, -1}}) {
                IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> r.valueAt(bad[0], bad[1]));
                assertTrue(e.getMessage().contains("no record at page " + bad[0] + " row " + bad[1]), e.getMessage());
            }
        }
    }

    /** A one-page BIGINT file of keys {1} (an insert of v1) and {2} (v2, of kind {@code second}). */
    private static RunReader twoRecords(RowKind second, long v1, long v2) throws IOException {
        RowType type = RowType.of(DataType.bigint());
        MemoryFileIO io = new MemoryFileIO();
        RunWriter w = new RunWriter(io, "/p.vrf", type, RunWriterOptions.defaults());
        w.add(new byte[] {1}, 1, RowKind.INSERT, GenericRow.of(v1));
        w.add(new byte[] {2}, 2, second, GenericRow.of(v2));
        w.finish();
        return RunReader.open(io, "/p.vrf", type);
    }

    private static long number(byte[] key) {
        long v = 0;
        for (byte b : key) {
            v = (v << 8) | (b & 0xFFL);
        }
        return v;
    }
}
