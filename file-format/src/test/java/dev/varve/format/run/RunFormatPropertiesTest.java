package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.varve.format.MemoryFileIO;
import dev.varve.format.run.RandomRuns.Rec;
import dev.varve.row.DataType;
import dev.varve.row.KeyValue;
import dev.varve.row.RowType;
import dev.varve.row.TypeRoot;
import dev.varve.row.ValueComparator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Properties of the run format on random schemas, data and options. Each example is built from
 * one seed (QuickTheories prints the falsifying seed).
 */
class RunFormatPropertiesTest {

    static RunFileMeta write(MemoryFileIO io, String path, RowType type, List<Rec> recs, RunWriterOptions opts)
            throws IOException {
        RunWriter w = new RunWriter(io, path, type, opts);
        for (Rec r : recs) {
            w.add(r.key, r.seq, r.kind, r.value);
        }
        return w.finish();
    }

    private static void check(long seed) {
        try {
            checkSeed(seed);
        } catch (IOException e) {
            throw new UncheckedIOException("seed " + seed, e);
        }
    }

    @Test
    void roundTripCursorRangesLookupsAndStatsHold() {
        qt().withExamples(60).withFixedSeed(20260101L).forAll(longs().all()).checkAssert(RunFormatPropertiesTest::check);
    }

    private static void checkSeed(long seed) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        RowType type = RandomRuns.randomSchema(rnd);
        int n = rnd.nextInt(6) == 0 ? rnd.nextInt(3) : 1 + rnd.nextInt(rnd.nextBoolean() ? 200 : 3000);
        List<Rec> recs = RandomRuns.randomRecords(rnd, type, n, true);
        RunWriterOptions opts = RandomRuns.randomOptions(rnd);
        String ctx = "seed " + seed + " type " + type + " rows " + n + " " + opts;
        MemoryFileIO io = new MemoryFileIO();
        RunFileMeta written = write(io, "/r/run.vrf", type, recs, opts);
        try (RunReader reader = RunReader.open(io, "/r/run.vrf", type)) {
            RunFileMeta meta = reader.meta();
            assertEquals(written, meta, ctx);
            checkMeta(meta, type, recs, io.size("/r/run.vrf"), ctx);
            checkFullScan(reader, recs, ctx);
            for (int i = 0; i < 3; i++) {
                checkRange(reader, type, recs, rnd, ctx);
            }
            checkLookups(reader, recs, rnd, ctx);
        }
    }

    private static void checkMeta(RunFileMeta meta, RowType type, List<Rec> recs, long size, String ctx) {
        assertEquals(recs.size(), meta.getRowCount(), ctx);
        assertEquals(size, meta.getFileSize(), ctx);
        assertEquals("run.vrf", meta.getFileName());
        assertEquals(RunFormat.VERSION_CURRENT, meta.getFormatVersion());
        assertEquals(recs.stream().filter(r -> r.kind.isRetract()).count(), meta.getRetractCount(), ctx);
        if (recs.isEmpty()) {
            assertNull(meta.getMinKey());
            assertNull(meta.getMaxKey());
            return;
        }
        assertArrayEquals(recs.get(0).key, meta.getMinKey(), ctx);
        assertArrayEquals(recs.get(recs.size() - 1).key, meta.getMaxKey(), ctx);
        assertEquals(recs.stream().mapToLong(r -> r.seq).min().getAsLong(), meta.getMinSequence(), ctx);
        assertEquals(recs.stream().mapToLong(r -> r.seq).max().getAsLong(), meta.getMaxSequence(), ctx);
        for (int c = 0; c < type.size(); c++) {
            ColumnStats s = meta.getColumnStats().get(c);
            final int col = c;
            assertEquals(recs.stream().filter(r -> r.value.getField(col) == null).count(), s.getNullCount(), ctx + " col " + c);
            TypeRoot root = type.type(c).root();
            Object min = null;
            Object max = null;
            for (Rec r : recs) {
                Object v = r.value.getField(c);
                if (v == null) {
                    continue;
                }
                if (min == null || ValueComparator.compare(v, min) < 0) {
                    min = v;
                }
                if (max == null || ValueComparator.compare(v, max) > 0) {
                    max = v;
                }
            }
            boolean nested = root == TypeRoot.ARRAY || root == TypeRoot.MAP || root == TypeRoot.ROW;
            if (nested || min == null) {
                assertNull(s.getMin(), ctx);
                assertNull(s.getMax(), ctx);
            } else if (s.getMin() != null || root.isCharacterString() || root.isBinaryString()) {
                // strings may drop statistics longer than 256 bytes; whatever is kept must be exact
                if (s.getMin() != null) {
                    assertEquals(0, ValueComparator.compare(min, s.getMin()), ctx + " min of col " + c);
                    assertEquals(0, ValueComparator.compare(max, s.getMax()), ctx + " max of col " + c);
                }
            } else {
                throw new AssertionError(ctx + ": missing statistics for column " + c);
            }
        }
    }

    private static void checkFullScan(RunReader reader, List<Rec> recs, String ctx) throws IOException {
        try (RunCursor cur = reader.cursor(null, null, null)) {
            for (int i = 0; i < recs.size(); i++) {
                Rec r = recs.get(i);
                assertTrue(cur.next(), ctx + " row " + i);
                assertArrayEquals(r.key, cur.key(), ctx + " key " + i);
                assertEquals(r.key.length, cur.keyLength());
                assertTrue(Arrays.equals(r.key, 0, r.key.length, cur.keyArray(), cur.keyOffset(), cur.keyOffset() + cur.keyLength()));
                assertEquals(r.seq, cur.sequence(), ctx + " seq " + i);
                assertEquals(r.kind, cur.kind(), ctx + " kind " + i);
                assertEquals(r.kind, cur.value().getRowKind());
                if (!RandomRuns.rowEquals(r.value, cur.value())) {
                    throw new AssertionError(ctx + " row " + i + ": expected " + RandomRuns.show(r.value)
                            + " but was " + RandomRuns.show(cur.value()));
                }
            }
            assertFalse(cur.next(), ctx);
            assertFalse(cur.next(), ctx);
        }
    }

    private static byte[] randomBound(SplittableRandom rnd, List<Rec> recs) {
        int c = rnd.nextInt(5);
        if (c == 0) {
            return null;
        }
        if (c == 1 || recs.isEmpty()) {
            byte[] b = new byte[rnd.nextInt(9)];
            rnd.nextBytes(b);
            return b;
        }
        byte[] k = recs.get(rnd.nextInt(recs.size())).key.clone();
        if (c == 2 && k.length > 0) {
            k[k.length - 1]++;
        }
        return k;
    }

    private static void checkRange(RunReader reader, RowType type, List<Rec> recs, SplittableRandom rnd, String ctx)
            throws IOException {
        byte[] from = randomBound(rnd, recs);
        byte[] to = randomBound(rnd, recs);
        int[] proj = null;
        if (rnd.nextBoolean()) {
            int k = rnd.nextInt(type.size() + 1);
            proj = new int[k];
            for (int i = 0; i < k; i++) {
                proj[i] = rnd.nextInt(type.size());
            }
        }
        List<Rec> expected = new ArrayList<>();
        for (Rec r : recs) {
            if ((from == null || Arrays.compareUnsigned(r.key, from) >= 0) && (to == null || Arrays.compareUnsigned(r.key, to) < 0)) {
                expected.add(r);
            }
        }
        String c = ctx + " range " + Arrays.toString(from) + ".." + Arrays.toString(to) + " proj " + Arrays.toString(proj);
        try (RunCursor cur = reader.cursor(proj, from, to)) {
            for (Rec r : expected) {
                assertTrue(cur.next(), c);
                assertArrayEquals(r.key, cur.key(), c);
                assertEquals(r.seq, cur.sequence(), c);
                int[] p = proj == null ? allColumns(type.size()) : proj;
                assertEquals(p.length, cur.value().getArity(), c);
                for (int i = 0; i < p.length; i++) {
                    if (!RandomRuns.valueEquals(r.value.getField(p[i]), cur.value().getField(i))) {
                        throw new AssertionError(c + ": field " + i + " of row with seq " + r.seq);
                    }
                }
            }
            assertFalse(cur.next(), c);
        }
    }

    static int[] allColumns(int n) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        return p;
    }

    private static void checkLookups(RunReader reader, List<Rec> recs, SplittableRandom rnd, String ctx) throws IOException {
        java.util.TreeMap<byte[], Rec> model = new java.util.TreeMap<>(Arrays::compareUnsigned);
        for (Rec r : recs) {
            model.put(r.key, r); // later records (higher sequence) win
        }
        List<byte[]> probes = new ArrayList<>();
        for (int i = 0; i < 30 && !recs.isEmpty(); i++) {
            probes.add(recs.get(rnd.nextInt(recs.size())).key);
        }
        for (int i = 0; i < 30; i++) {
            probes.add(randomBound(rnd, recs) == null ? new byte[0] : randomBound(rnd, recs));
        }
        for (byte[] k : probes) {
            Rec want = model.get(k);
            KeyValue got = reader.lookup(k);
            if (want == null) {
                assertNull(got, ctx + " lookup " + Arrays.toString(k));
            } else {
                assertTrue(reader.mightContain(k), ctx);
                assertEquals(want.seq, got.sequence(), ctx + " lookup " + Arrays.toString(k));
                assertEquals(want.kind, got.kind(), ctx);
                assertArrayEquals(k, got.key());
                assertTrue(RandomRuns.rowEquals(want.value, got.value()), ctx + " lookup value " + Arrays.toString(k));
            }
        }
    }

    /** A larger run (1,000,000 rows) with one compression, scanned fully and probed. */
    @Test
    void millionRowRunRoundTrips() throws IOException {
        RowType type = RowType.of(DataType.bigint(), DataType.bigint(), DataType.doubleType(), DataType.string());
        MemoryFileIO io = new MemoryFileIO();
        int n = 1_000_000;
        RunWriter w = new RunWriter(io, "/big.vrf", type, RunWriterOptions.defaults());
        dev.varve.row.GenericRow row = new dev.varve.row.GenericRow(4);
        byte[] key = new byte[8];
        for (int i = 0; i < n; i++) {
            long k = i / 3;
            for (int j = 0; j < 8; j++) {
                key[j] = (byte) (k >>> (56 - 8 * j));
            }
            row.setField(0, k);
            row.setField(1, (long) i * 7919 % 1_000_003);
            row.setField(2, i * 0.5);
            row.setField(3, "s" + (i % 1000));
            w.add(key, i, dev.varve.row.RowKind.INSERT, row);
        }
        RunFileMeta meta = w.finish();
        assertEquals(n, meta.getRowCount());
        try (RunReader r = RunReader.open(io, "/big.vrf", type); RunCursor c = r.cursor(null, null, null)) {
            long i = 0;
            while (c.next()) {
                assertEquals(i, c.sequence());
                assertEquals(i / 3, c.value().getLong(0));
                assertEquals(i * 7919 % 1_000_003, c.value().getLong(1));
                assertEquals(i * 0.5, c.value().getDouble(2));
                if (i % 9973 == 0) {
                    assertEquals("s" + (i % 1000), c.value().getString(3));
                }
                i++;
            }
            assertEquals(n, i);
            byte[] probe = new byte[8];
            probe[7] = 100; // key 100 -> rows 300..302, highest sequence 302
            KeyValue kv = r.lookup(probe);
            assertEquals(302, kv.sequence());
            assertEquals("s302", kv.value().getField(3));
        }
    }
}
