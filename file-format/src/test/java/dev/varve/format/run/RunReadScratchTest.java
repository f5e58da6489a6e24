package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.MemoryFileIO;
import dev.varve.format.run.RandomRuns.Rec;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Reading files through one reused {@link RunReadScratch} gives exactly what fresh decoders give,
 * across files of different schemas, codecs and page sizes (seeded: rerun one seed with
 * {@code -Dseed=N}), and a warm scratch allocates nothing per record or page.
 */
class RunReadScratchTest {
    private static final int SEEDS = 12;

    @Test
    void scratchCursorsMatchFreshCursorsOverRandomFiles() throws IOException {
        String fixed = System.getProperty("seed");
        if (fixed != null) {
            checkSeed(Long.parseLong(fixed));
            return;
        }
        for (long seed = 1; seed <= SEEDS; seed++) {
            checkSeed(seed * 0x9E3779B97F4A7C15L);
        }
    }

    /** A schema like {@code base} with some columns dropped or appended, or a new random one. */
    private static RowType variant(SplittableRandom rnd, RowType base) {
        int pick = rnd.nextInt(3);
        if (pick == 0) {
            return base;
        }
        if (pick == 1) {
            return RandomRuns.randomSchema(rnd);
        }
        List<DataField> fs = new ArrayList<>(base.fields().subList(0, 1 + rnd.nextInt(base.size())));
        for (int i = rnd.nextInt(3); i > 0; i--) {
            fs.add(new DataField(fs.size(), "c" + fs.size(), RandomRuns.randomType(rnd, 1)));
        }
        return new RowType(fs);
    }

    private static void checkSeed(long seed) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        MemoryFileIO io = new MemoryFileIO();
        RowType base = RandomRuns.randomSchema(rnd);
        int files = 2 + rnd.nextInt(5);
        RowType[] types = new RowType[files];
        List<List<Rec>> recs = new ArrayList<>();
        for (int f = 0; f < files; f++) {
            types[f] = variant(rnd, base);
            List<Rec> r = RandomRuns.randomRecords(rnd, types[f], rnd.nextInt(4) == 0 ? rnd.nextInt(5) : 1 + rnd.nextInt(3000), false);
            recs.add(r);
            RunFormatPropertiesTest.write(io, "/f" + f + ".vrf", types[f], r, RandomRuns.randomOptions(rnd));
        }
        RunReadScratch scratch = new RunReadScratch();
        try {
            for (int round = 0; round < 3; round++) {
                for (int f = 0; f < files; f++) {
                    String ctx = "seed " + seed + " round " + round + " file " + f + " type " + types[f];
                    int[] proj = RandomRuns.randomProjection(rnd, types[f]);
                    byte[] from = null;
                    byte[] to = null;
                    List<Rec> r = recs.get(f);
                    if (!r.isEmpty() && rnd.nextInt(3) == 0) {
                        from = r.get(rnd.nextInt(r.size())).key;
                        to = rnd.nextBoolean() ? null : r.get(rnd.nextInt(r.size())).key;
                    }
                    List<Object[]> fresh;
                    try (RunReader plain = RunReader.open(io, "/f" + f + ".vrf", types[f])) {
                        fresh = readAll(plain.cursor(proj, from, to));
                    }
                    List<Object[]> reused;
                    try (RunReader scan = RunReader.open(io, "/f" + f + ".vrf", types[f], scratch)) {
                        reused = readAll(scan.cursor(proj, from, to, scratch));
                        assertFalse(scratch.inUse(), ctx);
                        // the bloom filter skipped at open is read on demand and answers alike
                        try (RunReader plain = RunReader.open(io, "/f" + f + ".vrf", types[f])) {
                            for (int i = 0; i < 20 && !r.isEmpty(); i++) {
                                byte[] k = r.get(rnd.nextInt(r.size())).key.clone();
                                if (rnd.nextBoolean() && k.length > 0) {
                                    k[k.length - 1] ^= (byte) (1 + rnd.nextInt(255));
                                }
                                assertEquals(plain.mightContain(k), scan.mightContain(k), ctx);
                                KeyValueAssert.sameLookup(plain.lookup(k), scan.lookup(k), ctx);
                            }
                        }
                    }
                    assertEquals(fresh.size(), reused.size(), ctx);
                    for (int i = 0; i < fresh.size(); i++) {
                        Object[] a = fresh.get(i);
                        Object[] b = reused.get(i);
                        assertTrue(Arrays.equals((byte[]) a[0], (byte[]) b[0]) && a[1].equals(b[1]) && a[2] == b[2],
                                ctx + " record " + i);
                        assertTrue(RandomRuns.rowEquals((InternalRow) a[3], (InternalRow) b[3]),
                                ctx + " record " + i + ": " + RandomRuns.show((InternalRow) a[3]) + " vs "
                                        + RandomRuns.show((InternalRow) b[3]));
                    }
                }
            }
        } finally {
            scratch.close();
        }
    }

    /** key, sequence, kind and a canonical copy of the value of every record; closes the cursor. */
    private static List<Object[]> readAll(RunCursor c) throws IOException {
        List<Object[]> out = new ArrayList<>();
        try (c) {
            while (c.next()) {
                GenericRow v = GenericRow.copyOf(c.value());
                out.add(new Object[] {c.key(), c.sequence(), c.kind(), v});
            }
        }
        return out;
    }

    /** Comparison of point-lookup results. */
    private static final class KeyValueAssert {
        static void sameLookup(dev.varve.row.KeyValue a, dev.varve.row.KeyValue b, String ctx) {
            if (a == null || b == null) {
                assertEquals(a == null, b == null, ctx);
                return;
            }
            assertTrue(Arrays.equals(a.key(), b.key()) && a.sequence() == b.sequence() && a.kind() == b.kind()
                    && RandomRuns.rowEquals(a.value(), b.value()), ctx);
        }
    }

    @Test
    void aScratchServesOneCursorAtATime() throws IOException {
        MemoryFileIO io = new MemoryFileIO();
        RowType type = RowType.of(DataType.bigint(), DataType.string());
        List<Rec> recs = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            byte[] k = {0, 0, 0, (byte) i};
            recs.add(new Rec(k, i, RowKind.INSERT, GenericRow.of((long) i, "v" + i)));
        }
        RunFormatPropertiesTest.write(io, "/a.vrf", type, recs, RunWriterOptions.defaults());
        RunReadScratch scratch = new RunReadScratch();
        try (RunReader r = RunReader.open(io, "/a.vrf", type, scratch)) {
            RunCursor first = r.cursor(null, null, null, scratch);
            assertTrue(scratch.inUse());
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> r.cursor(null, null, null, scratch));
            assertTrue(e.getMessage().contains("in use"), e.getMessage());
            first.close();
            assertFalse(scratch.inUse());
            RunCursor second = r.cursor(null, null, null, scratch);
            first.close(); // a stale second close must not hand back the scratch the new cursor holds
            assertTrue(scratch.inUse());
            int n = 0;
            while (second.next()) {
                assertEquals(n, second.value().getLong(0));
                n++;
            }
            assertEquals(100, n);
            second.close();
            assertFalse(scratch.inUse());
        }
    }

    /** Records with keys of {@code keyLen} bytes (multiple of 4), distinct per file {@code f}, many pages. */
    private static List<Rec> pagedRecords(int f, int n, int keyLen) {
        List<Rec> recs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            byte[] k = new byte[keyLen];
            int v = i * 3 + f;
            for (int j = 0; j < keyLen; j += 4) {
                k[j] = (byte) (v >>> 24);
                k[j + 1] = (byte) (v >>> 16);
                k[j + 2] = (byte) (v >>> 8);
                k[j + 3] = (byte) v;
            }
            recs.add(new Rec(k, i, RowKind.INSERT, GenericRow.of((long) v, "f" + f + "-" + i)));
        }
        return recs;
    }

    /**
     * The footer arrays a reader takes from its scratch stay its own while it is open: readers
     * opened and closed on the same scratch meanwhile (of other files, with other page counts and
     * key lengths) neither overwrite its page index nor get it back early; after it is closed the
     * next reader reuses them and reads its own file right.
     */
    @Test
    void aReaderKeepsItsFooterArraysWhileOthersOpenAndCloseOnTheScratch() throws IOException {
        MemoryFileIO io = new MemoryFileIO();
        RowType type = RowType.of(DataType.bigint(), DataType.string());
        RunWriterOptions small = RunWriterOptions.defaults().withTargetPageBytes(1024);
        int[] rows = {3000, 1200, 4000, 2000};
        int[] keyLens = {4, 8, 12, 4};
        List<List<Rec>> recs = new ArrayList<>();
        for (int f = 0; f < rows.length; f++) {
            recs.add(pagedRecords(f, rows[f], keyLens[f]));
            RunFormatPropertiesTest.write(io, "/p" + f + ".vrf", type, recs.get(f), small);
        }
        RunReadScratch scratch = new RunReadScratch();
        try {
            RunReader a = RunReader.open(io, "/p0.vrf", type, scratch);
            RunCursor ca = a.cursor(null, null, null, scratch);
            int read = 0;
            List<Rec> ra = recs.get(0);
            for (; read < ra.size() / 2; read++) {
                assertTrue(ca.next());
                assertSame(ra.get(read), ca);
            }
            // readers of other files on the same scratch while `a` is open: their own page index
            for (int f = 1; f < rows.length; f++) {
                try (RunReader b = RunReader.open(io, "/p" + f + ".vrf", type, scratch)) {
                    for (Rec r : recs.get(f)) {
                        dev.varve.row.KeyValue kv = b.lookup(r.key);
                        assertTrue(kv != null && kv.value().getLong(0) == r.value.getLong(0), "file " + f);
                    }
                    assertEquals(recs.get(f).size(), b.meta().getRowCount());
                }
            }
            for (; read < ra.size(); read++) {
                assertTrue(ca.next(), "record " + read);
                assertSame(ra.get(read), ca);
            }
            assertFalse(ca.next());
            ca.close();
            for (Rec r : ra) {
                assertEquals(r.value.getLong(0), a.lookup(r.key).value().getLong(0));
            }
            // a second reader opened while `a` is open, then `a` closes first: each keeps its own
            RunReader c = RunReader.open(io, "/p2.vrf", type, scratch);
            a.close();
            try (RunReader d = RunReader.open(io, "/p1.vrf", type, scratch)) { // takes a's arrays
                for (Rec r : recs.get(2)) {
                    assertEquals(r.value.getLong(0), c.lookup(r.key).value().getLong(0));
                }
                readAllAgainst(d, scratch, recs.get(1));
                c.close();
                readAllAgainst(d, scratch, recs.get(1));
            }
            // a closed reader refuses to be read; statistics it never parsed are gone with lent arrays
            assertThrows(IllegalStateException.class, () -> c.cursor(null, null, null, scratch));
            IllegalStateException e = assertThrows(IllegalStateException.class, a::meta);
            assertTrue(e.getMessage().contains("closed"), e.getMessage());
            assertEquals(recs.get(2).size(), c.meta().getRowCount()); // c had arrays of its own
            try (RunReader again = RunReader.open(io, "/p3.vrf", type, scratch)) {
                readAllAgainst(again, scratch, recs.get(3));
            }
        } finally {
            scratch.close();
        }
    }

    private static void assertSame(Rec expected, RunCursor c) {
        assertTrue(Arrays.equals(expected.key, c.key()) && expected.seq == c.sequence(), "key/sequence");
        assertEquals(expected.value.getLong(0), c.value().getLong(0));
        assertEquals(expected.value.getString(1).toString(), c.value().getString(1).toString());
    }

    private static void readAllAgainst(RunReader r, RunReadScratch scratch, List<Rec> expected) throws IOException {
        try (RunCursor c = r.cursor(null, null, null, scratch)) {
            for (Rec e : expected) {
                assertTrue(c.next());
                assertSame(e, c);
            }
            assertFalse(c.next());
        }
        // range cursors use the page index too
        byte[] from = expected.get(expected.size() / 3).key;
        try (RunCursor c = r.cursor(null, from, null, scratch)) {
            for (int i = expected.size() / 3; i < expected.size(); i++) {
                assertTrue(c.next());
                assertSame(expected.get(i), c);
            }
            assertFalse(c.next());
        }
    }

    private static long allocated() {
        return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean()).getCurrentThreadAllocatedBytes();
    }

    @Test
    void scanningManyFilesThroughAWarmScratchAllocatesNothingPerRecord() throws IOException {
        MemoryFileIO io = new MemoryFileIO();
        RowType type = RowType.of(DataType.bigint().notNull(), DataType.bigint(), DataType.doubleType(), DataType.string());
        int files = 8;
        int rowsPerFile = 25_000;
        for (int f = 0; f < files; f++) {
            RunWriter w = new RunWriter(io, "/m" + f + ".vrf", type, RunWriterOptions.defaults());
            GenericRow row = new GenericRow(4);
            byte[] key = new byte[8];
            for (long i = 0; i < rowsPerFile; i++) {
                long k = i * files + f;
                for (int j = 0; j < 8; j++) {
                    key[j] = (byte) (k >>> (56 - 8 * j));
                }
                row.setField(0, k);
                row.setField(1, k * 31);
                row.setField(2, k * 0.25);
                row.setField(3, "string-value-" + (k & 63) * 7919);
                w.add(key, k, RowKind.INSERT, row);
            }
            w.finish();
        }
        RunReadScratch scratch = new RunReadScratch();
        long[] sum = new long[1];
        for (int warm = 0; warm < 3; warm++) {
            scanAll(io, type, files, scratch, sum);
        }
        long before = allocated();
        scanAll(io, type, files, scratch, sum);
        double perRow = (allocated() - before) / (double) (files * rowsPerFile);
        scratch.close();
        assertTrue(sum[0] != 0);
        // per file only: reader, footer index, cursor (no page buffers, decoded columns or bloom filter)
        assertTrue(perRow < 0.5, "scanning through a warm scratch allocates " + perRow + " bytes per row");
    }

    private static void scanAll(MemoryFileIO io, RowType type, int files, RunReadScratch scratch, long[] sum) throws IOException {
        for (int f = 0; f < files; f++) {
            try (RunReader r = RunReader.open(io, "/m" + f + ".vrf", type, scratch);
                 RunCursor c = r.cursor(null, null, null, scratch)) {
                InternalRow v = c.value();
                while (c.next()) {
                    sum[0] += v.getLong(0) + v.getLong(1) + (long) v.getDouble(2) + c.bytesLength(3) + c.sequence();
                }
            }
        }
    }
}
