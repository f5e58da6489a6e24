package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.CorruptFileException;
import dev.varve.format.MemoryFileIO;
import dev.varve.format.run.RandomRuns.Rec;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntPredicate;
import java.util.zip.CRC32C;
import org.junit.jupiter.api.Test;

/**
 * Pages decoded on the read-ahead thread ({@link RunReadScratch#decodeAhead}) read back exactly as pages
 * decoded by the cursor itself: over random multi-page files (codecs, projections, key ranges, lazy
 * sequences, KEY-derived columns, cursors closed early, files after files on one scratch), with every read
 * ahead forced early, every one forced late (its decode waits until the cursor has asked for the page and
 * read it itself), and a seeded mix, whatever the machine's scheduling ({@link RunReadScratch#forceReadAheads}).
 * The previous record's view, still valid after a {@code next()} within the page, keeps its values while the
 * next page is decoded ahead. A page damaged under a valid checksum fails (or reads) as without decoding
 * ahead, after the same rows. Seeded ({@code -Dseed=N}).
 */
class PageDecodeAheadTest {
    private static final int SEEDS = 8;

    @Test
    void decodedAheadPagesReadAsPagesDecodedByTheCursor() throws IOException {
        String fixed = System.getProperty("seed");
        long[] counts = new long[3];
        if (fixed != null) {
            checkSeed(Long.parseLong(fixed), counts);
        } else {
            for (long seed = 1; seed <= SEEDS; seed++) {
                checkSeed(seed * 0x9E3779B97F4A7C15L, counts);
            }
        }
        assertTrue(counts[0] > 0, "no chunk was taken decoded ahead");
        assertTrue(counts[1] > 0, "no page was read by the cursor while its read ahead was made late");
        assertTrue(counts[2] > 0, "no previous-record view was checked across a read ahead");
    }

    /** Modes: 0 every read ahead early, 1 every one late, 2 a seeded mix; counts {chunks decoded ahead, late pages, views checked}. */
    private static void checkSeed(long seed, long[] counts) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        MemoryFileIO io = new MemoryFileIO();
        int files = 2 + rnd.nextInt(3);
        RowType[] types = new RowType[files + 1];
        List<List<Rec>> recs = new ArrayList<>();
        for (int f = 0; f < files; f++) {
            types[f] = RandomRuns.randomSchema(rnd);
            List<Rec> r = RandomRuns.randomRecords(rnd, types[f], 500 + rnd.nextInt(3000), false);
            recs.add(r);
            RunFormatPropertiesTest.write(io, "/f" + f + ".vrf", types[f], r,
                    RandomRuns.randomOptions(rnd).withTargetPageBytes(1024 * (1 + rnd.nextInt(4))));
        }
        // one file whose BIGINT column is the integer its FIXED key encodes (version 3's KEY-derived chunks)
        types[files] = new RowType(List.of(new DataField(0, "id", DataType.bigint()),
                new DataField(1, "v", DataType.string())));
        List<Rec> keyed = new ArrayList<>();
        long id = -1000;
        for (int i = 0; i < 2000 + rnd.nextInt(2000); i++) {
            id += 1 + rnd.nextInt(3);
            RowKind kind = rnd.nextInt(6) == 0 ? RowKind.DELETE : RowKind.INSERT;
            keyed.add(new Rec(KeyDerivedColumnTest.key(id, 8), i, kind,
                    new GenericRow(kind, new Object[] {id, RandomRuns.randomString(rnd, 12)})));
        }
        recs.add(keyed);
        RunFormatPropertiesTest.write(io, "/f" + files + ".vrf", types[files], keyed,
                RunWriterOptions.defaults().withCompression("zstd").withTargetPageBytes(1024));
        files++;
        for (int mode = 0; mode < 3; mode++) {
            long mix = rnd.nextLong();
            IntPredicate late = mode == 0 ? p -> false : mode == 1 ? p -> true
                    : p -> new SplittableRandom(mix + p).nextBoolean();
            RunReadScratch scratch = new RunReadScratch();
            scratch.prefetchPages(true);
            scratch.decodeAhead(true);
            scratch.forceReadAheads(late);
            try {
                for (int round = 0; round < 3; round++) {
                    for (int f = 0; f < files; f++) {
                        String ctx = "seed " + seed + " mode " + mode + " round " + round + " file " + f;
                        int[] proj = RandomRuns.randomProjection(rnd, types[f]);
                        List<Rec> r = recs.get(f);
                        byte[] from = null;
                        byte[] to = null;
                        if (rnd.nextInt(3) == 0) {
                            from = r.get(rnd.nextInt(r.size())).key;
                            to = rnd.nextBoolean() ? null : r.get(rnd.nextInt(r.size())).key;
                        }
                        boolean lazy = rnd.nextBoolean();
                        int limit = rnd.nextInt(4) == 0 ? rnd.nextInt(r.size()) : Integer.MAX_VALUE;
                        List<Object[]> plain;
                        try (RunReader reader = RunReader.open(io, "/f" + f + ".vrf", types[f])) {
                            RunCursor c = reader.cursor(proj, from, to);
                            plain = readAll(lazy ? c.lazySequences() : c, limit, null);
                        }
                        List<Object[]> ahead;
                        try (RunReader reader = RunReader.open(io, "/f" + f + ".vrf", types[f], scratch)) {
                            RunCursor c = reader.cursor(proj, from, to, scratch);
                            ahead = readAll(lazy ? c.lazySequences() : c, limit, counts);
                        }
                        assertFalse(scratch.inUse(), ctx);
                        assertSame(plain, ahead, ctx);
                    }
                }
                if (mode != 1) {
                    counts[0] += scratch.chunksDecodedAhead();
                }
                if (mode != 0) {
                    counts[1] += scratch.pagesReadAheadTooLate();
                }
                if (mode == 0) {
                    assertEquals(0, scratch.pagesReadAheadTooLate(), "seed " + seed + ": a read ahead forced early ran late");
                }
            } finally {
                scratch.close();
            }
        }
    }

    private static void assertSame(List<Object[]> plain, List<Object[]> ahead, String ctx) {
        assertEquals(plain.size(), ahead.size(), ctx);
        for (int i = 0; i < plain.size(); i++) {
            Object[] a = plain.get(i);
            Object[] b = ahead.get(i);
            assertTrue(Arrays.equals((byte[]) a[0], (byte[]) b[0]) && a[1].equals(b[1]) && a[2] == b[2], ctx + " record " + i);
            assertTrue(RandomRuns.rowEquals((InternalRow) a[3], (InternalRow) b[3]),
                    ctx + " record " + i + ": " + RandomRuns.show((InternalRow) a[3]) + " vs " + RandomRuns.show((InternalRow) b[3]));
        }
    }

    /**
     * Key, sequence, kind and a canonical copy of the value of up to {@code limit} records; closes the cursor.
     * With {@code counts}: the previous record's view, read again after a {@code next()} that stayed on the
     * page (the next page's read ahead, started at this page's load, decoded meanwhile), equals its copy.
     */
    private static List<Object[]> readAll(RunCursor c, int limit, long[] counts) throws IOException {
        List<Object[]> out = new ArrayList<>();
        try (c) {
            InternalRow prev = null;
            GenericRow prevCopy = null;
            while (out.size() < limit) {
                boolean staysOnPage = prev != null && !c.lastInPage();
                if (!c.next()) {
                    break;
                }
                if (staysOnPage && counts != null) {
                    assertTrue(RandomRuns.rowEquals(prevCopy, prev), "previous record's view changed");
                    counts[2]++;
                }
                GenericRow v = GenericRow.copyOf(c.value());
                out.add(new Object[] {c.key(), c.sequence(), c.kind(), v});
                prev = c.value();
                prevCopy = v;
            }
        }
        return out;
    }

    /**
     * A value chunk damaged under a valid page checksum (the page's CRC recomputed): a cursor decoding ahead
     * returns the same rows and fails with the same error as a plain cursor, pages forced early or late.
     */
    @Test
    void aDamagedPageUnderAValidChecksumReadsAsWithoutDecodingAhead() throws IOException {
        SplittableRandom rnd = new SplittableRandom(45);
        MemoryFileIO io = new MemoryFileIO();
        int checked = 0;
        int failures = 0;
        for (int attempt = 0; attempt < 40; attempt++) {
            String path = "/d" + attempt + ".vrf";
            RowType type = RandomRuns.randomSchema(rnd);
            List<Rec> recs = RandomRuns.randomRecords(rnd, type, 1500, false);
            RunFormatPropertiesTest.write(io, path, type, recs,
                    RunWriterOptions.defaults().withCompression("none").withTargetPageBytes(1024));
            byte[] bytes = io.readFully(path);
            int pages;
            long pageOffset;
            int pageLength;
            try (RunReader r = RunReader.open(io, path, type)) {
                pages = r.footer().pageCount;
                if (pages < 3) {
                    continue;
                }
                int p = 1 + rnd.nextInt(pages - 1); // never the first page: the read ahead's pages are 1..
                pageOffset = r.footer().pageOffset[p];
                pageLength = r.footer().pageLength[p];
            }
            // a byte past the page header, then the checksum of bytes 4.. of the page written again
            int at = (int) pageOffset + RunFormat.PAGE_HEADER_SIZE + rnd.nextInt(pageLength - RunFormat.PAGE_HEADER_SIZE);
            bytes[at] ^= (byte) (1 + rnd.nextInt(255));
            CRC32C crc = new CRC32C();
            crc.update(bytes, (int) pageOffset + 4, pageLength - 4);
            ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt((int) pageOffset, (int) crc.getValue());
            io.overwriteAtomically(path, bytes);
            Object[] plain = readUntilFailure(io, path, type, null);
            for (int mode = 0; mode < 2; mode++) {
                RunReadScratch scratch = new RunReadScratch();
                scratch.prefetchPages(true);
                scratch.decodeAhead(true);
                boolean late = mode == 1;
                scratch.forceReadAheads(p -> late);
                try {
                    Object[] ahead = readUntilFailure(io, path, type, scratch);
                    assertEquals(plain[0], ahead[0], "rows before the failure, byte " + at + " mode " + mode);
                    assertEquals(plain[1], ahead[1], "the failure, byte " + at + " mode " + mode);
                    assertSame((List<Object[]>) plain[2], (List<Object[]>) ahead[2], "byte " + at + " mode " + mode);
                    assertFalse(scratch.inUse());
                } finally {
                    scratch.close();
                }
            }
            checked++;
            failures += plain[1] == null ? 0 : 1;
        }
        assertTrue(checked > 0 && failures > 0, "no damaged page was detected at all");
    }

    /** {rows read, the failure's class and message (null if none), the rows}; with or without the scratch. */
    private static Object[] readUntilFailure(MemoryFileIO io, String path, RowType type, RunReadScratch scratch) throws IOException {
        List<Object[]> rows = new ArrayList<>();
        try (RunReader reader = scratch == null ? RunReader.open(io, path, type) : RunReader.open(io, path, type, scratch);
             RunCursor c = scratch == null ? reader.cursor(null, null, null) : reader.cursor(null, null, null, scratch)) {
            while (c.next()) {
                rows.add(new Object[] {c.key(), c.sequence(), c.kind(), GenericRow.copyOf(c.value())});
            }
        } catch (CorruptFileException e) {
            return new Object[] {rows.size(), e.getClass().getName() + ": " + e.getMessage(), rows};
        }
        return new Object[] {rows.size(), null, rows};
    }
}
