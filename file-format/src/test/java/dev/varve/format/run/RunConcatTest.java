package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.CorruptFileException;
import dev.varve.format.MemoryFileIO;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import dev.varve.row.TypeRoot;
import dev.varve.row.ValueComparator;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link RunConcat}: page-copy concatenation of whole run files. */
class RunConcatTest {
    private final MemoryFileIO io = new MemoryFileIO();
    private static final byte[] EMPTY = new byte[0];

    private static final RowType APPEND_TYPE = new RowType(List.of(
            new DataField(0, "k", DataType.bigint().notNull()),
            new DataField(1, "v1", DataType.bigint()),
            new DataField(2, "v2", DataType.doubleType()),
            new DataField(3, "v3", DataType.string()),
            new DataField(4, "tags", DataType.array(DataType.intType()))));

    private RunFileMeta write(String path, RowType type, RunWriterOptions opts, List<RandomRuns.Rec> recs) throws IOException {
        RunWriter w = new RunWriter(io, path, type, opts);
        for (RandomRuns.Rec r : recs) {
            w.add(r.key, r.seq, r.kind, r.value);
        }
        return w.finish();
    }

    private static List<RandomRuns.Rec> appendRows(long firstSeq, int n, SplittableRandom rnd, boolean allNullV1) {
        List<RandomRuns.Rec> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            long k = firstSeq + i;
            Object v1 = allNullV1 || rnd.nextInt(10) == 0 ? null : (Object) rnd.nextLong(-1000, 1000);
            int d = rnd.nextInt(20);
            Object v2 = d == 0 ? (Object) Double.NaN : d == 1 ? null : (Object) (rnd.nextDouble() * 100 - 50);
            Object v3 = rnd.nextInt(15) == 0 ? null : "s" + rnd.nextInt(100_000);
            Object tags = List.of(rnd.nextInt(5));
            out.add(new RandomRuns.Rec(EMPTY, firstSeq + i, RowKind.INSERT, GenericRow.of(k, v1, v2, v3, tags)));
        }
        return out;
    }

    /** Reads every record of a file with a cursor and checks it against the expected records in order. */
    private void assertRecords(String path, RowType type, List<RandomRuns.Rec> expected) throws IOException {
        try (RunReader r = RunReader.open(io, path, type); RunCursor c = r.cursor(null, null, null)) {
            int i = 0;
            while (c.next()) {
                RandomRuns.Rec e = expected.get(i);
                assertArrayEquals(e.key, c.key(), "key of record " + i);
                assertEquals(e.seq, c.sequence(), "sequence of record " + i);
                assertEquals(e.kind, c.kind(), "kind of record " + i);
                assertTrue(RandomRuns.rowEquals(e.value, c.value()), "record " + i + ": expected "
                        + RandomRuns.show(e.value) + ", got " + RandomRuns.show(c.value()));
                i++;
            }
            assertEquals(expected.size(), i, "record count");
        }
    }

    @Test
    void appendRunsConcatenateWithMergedStatistics() throws IOException {
        SplittableRandom rnd = new SplittableRandom(11);
        RunWriterOptions opts = RunWriterOptions.defaults().withTargetPageBytes(2048);
        List<RandomRuns.Rec> all = new ArrayList<>();
        List<RunFileMeta> parts = new ArrayList<>();
        long seq = 0;
        int[] sizes = {700, 1, 1500, 300};
        for (int f = 0; f < sizes.length; f++) {
            List<RandomRuns.Rec> recs = appendRows(seq, sizes[f], rnd, f == 1);
            seq += sizes[f];
            parts.add(write("/in" + f + ".vrf", APPEND_TYPE, opts.withCompression(f % 2 == 0 ? "zstd" : "lz4"), recs));
            all.addAll(recs);
        }
        RunConcat concat = new RunConcat(io, "/out.vrf", APPEND_TYPE, opts);
        long pages = 0;
        for (int f = 0; f < sizes.length; f++) {
            try (RunReader r = RunReader.open(io, "/in" + f + ".vrf", APPEND_TYPE)) {
                concat.append(r);
                pages += r.meta().getPageCount();
            }
        }
        assertEquals(all.size(), concat.rowCount());
        RunFileMeta m = concat.finish();
        RunFileMeta ref = write("/ref.vrf", APPEND_TYPE, opts, all);

        assertRecords("/out.vrf", APPEND_TYPE, all);
        assertEquals(pages, m.getPageCount());
        assertEquals(all.size(), m.getRowCount());
        assertEquals(0, m.getMinSequence());
        assertEquals(all.size() - 1, m.getMaxSequence());
        assertArrayEquals(EMPTY, m.getMinKey());
        assertArrayEquals(EMPTY, m.getMaxKey());
        // the statistics are those of a row-by-row rewrite (NaN largest, nulls counted, nested absent)
        assertEquals(ref.getColumnStats(), m.getColumnStats());
        assertEquals(Double.NaN, m.getColumnStats().get(2).getMax());
        assertNull(m.getColumnStats().get(4).getMin());
        try (RunReader r = RunReader.open(io, "/out.vrf", APPEND_TYPE)) {
            assertEquals(m.getFileSize(), r.meta().getFileSize());
            assertEquals(m.getColumnStats(), r.meta().getColumnStats());
            assertEquals(m.getRowCount(), r.meta().getRowCount());
            assertEquals(m.getPageCount(), r.meta().getPageCount());
            assertTrue(r.mightContain(EMPTY));
            // a projected scan
            try (RunCursor c = r.cursor(new int[] {3, 0}, null, null)) {
                int i = 0;
                while (c.next()) {
                    InternalRow v = all.get(i).value;
                    assertEquals(v.isNullAt(3) ? null : v.getString(3), c.value().isNullAt(0) ? null : c.value().getString(0));
                    assertEquals(v.getLong(0), c.value().getLong(1));
                    i++;
                }
                assertEquals(all.size(), i);
            }
        }
    }

    @Test
    void randomRunsConcatenateLikeARowByRowRewrite() throws IOException {
        long base = Long.getLong("seed", 20261130L);
        for (int t = 0; t < 25; t++) {
            checkRandom(base + t);
        }
    }

    private void checkRandom(long seed) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        String ctx = "seed " + seed + " (-Dseed=" + seed + ")";
        RowType type = RandomRuns.randomSchema(rnd);
        boolean huge = rnd.nextInt(4) == 0;
        List<RandomRuns.Rec> all = RandomRuns.randomRecords(rnd, type, rnd.nextInt(3000), huge);
        RunWriterOptions outOpts = RandomRuns.randomOptions(rnd);
        // cut into consecutive files, some possibly empty, each written with its own options
        int files = 1 + rnd.nextInt(5);
        int[] cuts = new int[files + 1];
        cuts[files] = all.size();
        for (int i = 1; i < files; i++) {
            cuts[i] = all.isEmpty() ? 0 : rnd.nextInt(all.size() + 1);
        }
        Arrays.sort(cuts, 1, files);
        String dir = "/r" + seed;
        RunConcat concat = new RunConcat(io, dir + "/out.vrf", type, outOpts);
        long retract = 0;
        for (int f = 0; f < files; f++) {
            List<RandomRuns.Rec> part = all.subList(cuts[f], cuts[f + 1]);
            RunFileMeta pm = write(dir + "/in" + f + ".vrf", type, RandomRuns.randomOptions(rnd), part);
            retract += pm.getRetractCount();
            try (RunReader r = RunReader.open(io, dir + "/in" + f + ".vrf", type)) {
                concat.append(r);
            }
        }
        RunFileMeta m = concat.finish();
        RunFileMeta ref = write(dir + "/ref.vrf", type, outOpts, all);
        assertRecords(dir + "/out.vrf", type, all);
        assertEquals(ref.getRowCount(), m.getRowCount(), ctx);
        assertEquals(retract, m.getRetractCount(), ctx);
        assertEquals(ref.getRetractCount(), m.getRetractCount(), ctx);
        assertArrayEquals(ref.getMinKey(), m.getMinKey(), ctx);
        assertArrayEquals(ref.getMaxKey(), m.getMaxKey(), ctx);
        assertEquals(ref.getMinSequence(), m.getMinSequence(), ctx);
        assertEquals(ref.getMaxSequence(), m.getMaxSequence(), ctx);
        for (int c = 0; c < type.size(); c++) {
            ColumnStats got = m.getColumnStats().get(c);
            ColumnStats want = ref.getColumnStats().get(c);
            assertEquals(want.getNullCount(), got.getNullCount(), ctx + " column " + c);
            if (!huge) {
                assertEquals(want, got, ctx + " column " + c);
            } else {
                assertExactOrAbsent(all, type, c, got, ctx);
            }
        }
        try (RunReader r = RunReader.open(io, dir + "/out.vrf", type); RunReader rr = RunReader.open(io, dir + "/ref.vrf", type)) {
            assertEquals(m.getColumnStats(), r.meta().getColumnStats(), ctx);
            // point lookups agree with the rewrite (bloom filter and sparse index of the copied pages)
            for (int i = 0; i < all.size(); i += 1 + rnd.nextInt(7)) {
                byte[] key = all.get(i).key;
                assertTrue(r.mightContain(key), ctx);
                KeyValue a = r.lookup(key);
                KeyValue b = rr.lookup(key);
                assertNotNull(a, ctx);
                assertEquals(b.sequence(), a.sequence(), ctx);
                assertTrue(RandomRuns.rowEquals(b.value(), a.value()), ctx);
            }
            byte[] absent = {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF,
                (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 1};
            assertNull(r.lookup(absent), ctx);
            // a projected range scan returns what the rewrite returns
            if (!all.isEmpty()) {
                byte[] from = all.get(rnd.nextInt(all.size())).key;
                byte[] to = all.get(rnd.nextInt(all.size())).key;
                int[] proj = {rnd.nextInt(type.size())};
                try (RunCursor a = r.cursor(proj, from, to); RunCursor b = rr.cursor(proj, from, to)) {
                    while (b.next()) {
                        assertTrue(a.next(), ctx);
                        assertArrayEquals(b.key(), a.key(), ctx);
                        assertEquals(b.sequence(), a.sequence(), ctx);
                        assertTrue(RandomRuns.rowEquals(b.value(), a.value()), ctx);
                    }
                    assertFalse(a.next(), ctx);
                }
            }
        }
    }

    /** A present statistic must be the exact min/max of the column's non-null values. */
    private static void assertExactOrAbsent(List<RandomRuns.Rec> all, RowType type, int c, ColumnStats got, String ctx) {
        TypeRoot root = type.type(c).root();
        if (root == TypeRoot.ARRAY || root == TypeRoot.MAP || root == TypeRoot.ROW) {
            assertNull(got.getMin(), ctx);
            assertNull(got.getMax(), ctx);
            return;
        }
        Object min = null;
        Object max = null;
        for (RandomRuns.Rec r : all) {
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
        if (got.getMin() != null) {
            assertEquals(0, ValueComparator.compare(min, got.getMin()), ctx + " min of column " + c);
        }
        if (got.getMax() != null) {
            assertEquals(0, ValueComparator.compare(max, got.getMax()), ctx + " max of column " + c);
        }
    }

    @Test
    void filesOfOneKeyEachKeepEveryKeyFindable() throws IOException {
        // each file holds versions of one key (the footer shortcut), a key may continue in the next file
        RowType type = new RowType(List.of(new DataField(0, "v", DataType.bigint())));
        RunWriterOptions opts = RunWriterOptions.defaults().withTargetPageBytes(1024).withBloomBitsPerKey(12);
        SplittableRandom rnd = new SplittableRandom(3);
        List<RandomRuns.Rec> all = new ArrayList<>();
        RunConcat c = new RunConcat(io, "/keys.vrf", type, opts);
        long seq = 0;
        for (int f = 0; f < 12; f++) {
            byte[] key = {0, (byte) (f / 2)}; // files 2k and 2k+1 share a key
            List<RandomRuns.Rec> part = new ArrayList<>();
            for (int i = 0, n = 1 + rnd.nextInt(400); i < n; i++) {
                part.add(new RandomRuns.Rec(key, seq++, RowKind.INSERT, GenericRow.of(seq)));
            }
            write("/key" + f + ".vrf", type, opts, part);
            append(c, "/key" + f + ".vrf", type);
            all.addAll(part);
        }
        RunFileMeta m = c.finish();
        RunFileMeta ref = write("/keysref.vrf", type, opts, all);
        assertRecords("/keys.vrf", type, all);
        assertEquals(ref.getColumnStats(), m.getColumnStats());
        assertArrayEquals(new byte[] {0, 5}, m.getMaxKey());
        try (RunReader r = RunReader.open(io, "/keys.vrf", type)) {
            for (int k = 0; k < 6; k++) {
                byte[] key = {0, (byte) k};
                assertTrue(r.mightContain(key));
                long lastSeq = -1;
                for (RandomRuns.Rec e : all) {
                    if (Arrays.equals(e.key, key)) {
                        lastSeq = e.seq;
                    }
                }
                assertEquals(lastSeq, r.lookup(key).sequence());
            }
            assertNull(r.lookup(new byte[] {0, 6}));
        }
    }

    @Test
    void longValuesLeaveTheStatisticUnknownAndAllNullFilesAddNothing() throws IOException {
        RowType type = new RowType(List.of(new DataField(0, "s", DataType.string())));
        RunWriterOptions opts = RunWriterOptions.defaults();
        String longValue = "z".repeat(300);
        write("/a.vrf", type, opts, List.of(rec(0, "m"), rec(1, "b")));
        write("/b.vrf", type, opts, List.of(rec(2, null), rec(3, null)));
        write("/c.vrf", type, opts, List.of(rec(4, longValue)));
        RunConcat ab = new RunConcat(io, "/ab.vrf", type, opts);
        append(ab, "/a.vrf", type);
        append(ab, "/b.vrf", type);
        ColumnStats s = ab.finish().getColumnStats().get(0);
        assertEquals(2, s.getNullCount());
        assertEquals("b", s.getMin());
        assertEquals("m", s.getMax());
        RunConcat abc = new RunConcat(io, "/abc.vrf", type, opts);
        append(abc, "/a.vrf", type);
        append(abc, "/b.vrf", type);
        append(abc, "/c.vrf", type);
        s = abc.finish().getColumnStats().get(0);
        assertEquals(2, s.getNullCount());
        assertNull(s.getMin());
        assertNull(s.getMax());
        assertRecords("/abc.vrf", type, List.of(rec(0, "m"), rec(1, "b"), rec(2, null), rec(3, null), rec(4, longValue)));
    }

    private static RandomRuns.Rec rec(long seq, String s) {
        return new RandomRuns.Rec(EMPTY, seq, RowKind.INSERT, GenericRow.of(s));
    }

    private void append(RunConcat c, String path, RowType type) throws IOException {
        try (RunReader r = RunReader.open(io, path, type)) {
            c.append(r);
        }
    }

    @Test
    void versionOneAndVersionTwoPagesAreCopiedIntoOneVersionThreeFile() throws IOException {
        // a committed golden file of an older version (keys 0..39, written by that version's writer) then a
        // file of later keys from this writer: every kind of page decodes in the output, which is version 3
        for (String golden : new String[] {"run-v1-none.vrf", "run-v2-none.vrf"}) {
            concatGoldenWithCurrent(golden, golden.startsWith("run-v1") ? RunFormat.VERSION_1 : RunFormat.VERSION_2);
        }
    }

    private void concatGoldenWithCurrent(String golden, int goldenVersion) throws IOException {
        RowType type = RunFormatGoldenTest.TYPE;
        byte[] old;
        try (java.io.InputStream in = RunConcatTest.class.getResourceAsStream("/golden/" + golden)) {
            old = in.readAllBytes();
        }
        io.delete("/old.vrf");
        try (dev.varve.format.PositionOutput o = io.create("/old.vrf")) {
            o.write(old, 0, old.length);
        }
        int rows = RunFormatGoldenTest.ROWS;
        io.delete("/new.vrf");
        RunWriter w = new RunWriter(io, "/new.vrf", type, RunWriterOptions.defaults().withTargetPageBytes(1024));
        for (int i = rows; i < 2 * rows; i++) {
            w.add(RunFormatGoldenTest.key(i), RunFormatGoldenTest.sequence(i), RunFormatGoldenTest.kind(i),
                    RunFormatGoldenTest.value(i));
        }
        w.finish();
        io.delete("/o.vrf");
        RunConcat c = new RunConcat(io, "/o.vrf", type, RunWriterOptions.defaults());
        try (RunReader r = RunReader.open(io, "/old.vrf", type)) {
            assertEquals(goldenVersion, r.formatVersion());
            c.append(r);
        }
        try (RunReader r = RunReader.open(io, "/new.vrf", type)) {
            assertEquals(RunFormat.VERSION_3, r.formatVersion());
            c.append(r);
        }
        c.finish();
        try (RunReader r = RunReader.open(io, "/o.vrf", type); RunCursor cur = r.cursor(null, null, null)) {
            assertEquals(RunFormat.VERSION_3, r.formatVersion());
            for (int i = 0; i < 2 * rows; i++) {
                assertTrue(cur.next());
                assertEquals(RunFormatGoldenTest.sequence(i), cur.sequence());
                assertTrue(RandomRuns.rowEquals(RunFormatGoldenTest.value(i), cur.value()), golden + " row " + i);
            }
            assertFalse(cur.next());
        }
    }

    @Test
    void outOfOrderOrForeignInputsAreRejectedAndNothingOfThemIsWritten() throws IOException {
        RowType type = new RowType(List.of(new DataField(0, "s", DataType.string())));
        RunWriterOptions opts = RunWriterOptions.defaults();
        write("/k5.vrf", type, opts, List.of(new RandomRuns.Rec(new byte[] {5}, 10, RowKind.INSERT, GenericRow.of("x"))));
        write("/k3.vrf", type, opts, List.of(new RandomRuns.Rec(new byte[] {3}, 20, RowKind.INSERT, GenericRow.of("y"))));
        write("/k5old.vrf", type, opts, List.of(new RandomRuns.Rec(new byte[] {5}, 9, RowKind.INSERT, GenericRow.of("z"))));
        write("/k5new.vrf", type, opts, List.of(new RandomRuns.Rec(new byte[] {5}, 10, RowKind.DELETE, GenericRow.of("w"))));
        RowType other = new RowType(List.of(new DataField(0, "s", DataType.bigint())));
        write("/other.vrf", other, opts, List.of(new RandomRuns.Rec(new byte[] {9}, 1, RowKind.INSERT, GenericRow.of(1L))));

        RunConcat c = new RunConcat(io, "/o.vrf", type, opts);
        append(c, "/k5.vrf", type);
        long size = c.size();
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> append(c, "/k3.vrf", type));
        assertTrue(e.getMessage().contains("key is smaller"), e.getMessage());
        e = assertThrows(IllegalStateException.class, () -> append(c, "/k5old.vrf", type));
        assertTrue(e.getMessage().contains("sequence 9"), e.getMessage());
        IllegalArgumentException ia = assertThrows(IllegalArgumentException.class, () -> {
            try (RunReader r = RunReader.open(io, "/other.vrf", other)) {
                c.append(r);
            }
        });
        assertTrue(ia.getMessage().contains("value type"), ia.getMessage());
        assertEquals(size, c.size());
        append(c, "/k5new.vrf", type); // same key, same sequence: in order
        RunFileMeta m = c.finish();
        assertEquals(2, m.getRowCount());
        assertEquals(1, m.getRetractCount());
        assertRecords("/o.vrf", type, List.of(
                new RandomRuns.Rec(new byte[] {5}, 10, RowKind.INSERT, GenericRow.of("x")),
                new RandomRuns.Rec(new byte[] {5}, 10, RowKind.DELETE, GenericRow.of("w"))));
        try (RunReader r = RunReader.open(io, "/o.vrf", type)) {
            assertEquals(RowKind.DELETE, r.lookup(new byte[] {5}).kind());
        }
        assertThrows(IllegalStateException.class, () -> append(c, "/k5.vrf", type));
        assertThrows(IllegalStateException.class, c::finish);
    }

    @Test
    void emptyConcatenationIsAValidEmptyFile() throws IOException {
        RunConcat c = new RunConcat(io, "/empty.vrf", APPEND_TYPE, RunWriterOptions.defaults());
        write("/none.vrf", APPEND_TYPE, RunWriterOptions.defaults(), List.of());
        append(c, "/none.vrf", APPEND_TYPE);
        RunFileMeta m = c.finish();
        assertEquals(0, m.getRowCount());
        assertEquals(0, m.getPageCount());
        assertNull(m.getMinKey());
        assertRecords("/empty.vrf", APPEND_TYPE, List.of());
    }

    @Test
    void aDamagedSourcePageFailsTheCopyAndAbortRemovesTheOutput() throws IOException {
        SplittableRandom rnd = new SplittableRandom(5);
        write("/good.vrf", APPEND_TYPE, RunWriterOptions.defaults(), appendRows(0, 500, rnd, false));
        byte[] bytes = io.readFully("/good.vrf");
        bytes[RunFormat.HEADER_SIZE + 20] ^= 0x40; // inside page 0, after its checksum
        try (var out = io.create("/bad.vrf")) {
            out.write(bytes, 0, bytes.length);
        }
        RunConcat c = new RunConcat(io, "/o.vrf", APPEND_TYPE, RunWriterOptions.defaults());
        CorruptFileException e = assertThrows(CorruptFileException.class, () -> append(c, "/bad.vrf", APPEND_TYPE));
        assertTrue(e.getMessage().contains("checksum"), e.getMessage());
        c.abort();
        assertFalse(io.exists("/o.vrf"));
    }
}
