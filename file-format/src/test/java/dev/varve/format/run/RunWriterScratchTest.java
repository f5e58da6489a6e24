package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.MemoryFileIO;
import dev.varve.format.PositionInput;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.io.IOException;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Writers that hand a {@link RunWriterScratch} on write the same bytes and metadata (statistics
 * included) as fresh writers, also after an aborted file and a rejected value. Seeded: random
 * schemas of every type (nested, decimals, timestamps, nulls), options and records
 * ({@code -Dseed=N} replays one seed).
 */
class RunWriterScratchTest {
    @Test
    void reusedScratchWritesTheSameFilesAsFreshWriters() throws IOException {
        Long only = Long.getLong("seed");
        for (long seed = only == null ? 1 : only; seed <= (only == null ? 30 : only); seed++) {
            checkSeed(seed);
        }
    }

    private static void checkSeed(long seed) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        RowType type = RandomRuns.randomSchema(rnd);
        RunWriterScratch scratch = new RunWriterScratch(type);
        MemoryFileIO reusedIo = new MemoryFileIO();
        MemoryFileIO freshIo = new MemoryFileIO();
        int files = 2 + rnd.nextInt(4);
        for (int f = 0; f < files; f++) {
            String at = "seed " + seed + " file " + f + " type " + type;
            RunWriterOptions opts = RandomRuns.randomOptions(rnd).withCreationTimeMillis(1_700_000_000_000L);
            List<RandomRuns.Rec> recs = RandomRuns.randomRecords(rnd, type, rnd.nextInt(4) == 0 ? rnd.nextInt(3) : 1 + rnd.nextInt(3000), false);
            boolean abortMidway = rnd.nextInt(4) == 0;
            RunWriter reused = new RunWriter(reusedIo, "/r" + f, type, opts, scratch);
            assertTrue(scratch.inUse(), at);
            RunWriter fresh = new RunWriter(freshIo, "/r" + f, type, opts);
            int i = 0;
            for (RandomRuns.Rec r : recs) {
                reused.add(r.key, r.seq, r.kind, r.value);
                fresh.add(r.key, r.seq, r.kind, r.value);
                if (i++ == recs.size() / 2 && abortMidway) {
                    break;
                }
            }
            if (abortMidway) {
                reused.abort();
                fresh.abort();
                assertFalse(scratch.inUse(), at);
                assertFalse(reusedIo.exists("/r" + f), at);
                continue;
            }
            RunFileMeta a = reused.finish();
            assertFalse(scratch.inUse(), at);
            RunFileMeta b = fresh.finish();
            assertEquals(b, a, at);
            assertEquals(b.getColumnStats(), a.getColumnStats(), at);
            assertArrayEquals(bytes(freshIo, "/r" + f), bytes(reusedIo, "/r" + f), at);
            reused.abort(); // after finish: deletes the file, must not touch the scratch again
            assertFalse(scratch.inUse(), at);
        }
    }

    @Test
    void aRejectedValueLeavesNoTraceInTheNextFile() throws IOException {
        RowType type = RowType.of(DataType.bigint().notNull(), DataType.string().notNull(), DataType.decimal(5, 2));
        RunWriterScratch scratch = new RunWriterScratch(type);
        MemoryFileIO io = new MemoryFileIO();
        RunWriterOptions opts = RunWriterOptions.defaults().withCreationTimeMillis(1L);
        RunWriter w = new RunWriter(io, "/a", type, opts, scratch);
        w.add(new byte[] {1}, 1, RowKind.INSERT, GenericRow.of(1L, "zzz", new java.math.BigDecimal("999.99")));
        assertThrows(IllegalArgumentException.class,
                () -> w.add(new byte[] {2}, 2, RowKind.INSERT, GenericRow.of(2L, null, null)));
        w.finish();
        RunWriter w2 = new RunWriter(io, "/b", type, opts, scratch);
        w2.add(new byte[] {1}, 1, RowKind.INSERT, GenericRow.of(5L, "aaa", new java.math.BigDecimal("1.00")));
        RunFileMeta m = w2.finish();
        RunWriter w3 = new RunWriter(io, "/c", type, opts);
        w3.add(new byte[] {1}, 1, RowKind.INSERT, GenericRow.of(5L, "aaa", new java.math.BigDecimal("1.00")));
        assertEquals(w3.finish().getColumnStats(), m.getColumnStats());
        assertArrayEquals(bytes(io, "/c"), bytes(io, "/b"));
    }

    @Test
    void aScratchServesOneWriterOfItsTypeAtATime() throws IOException {
        RowType type = RowType.of(DataType.bigint());
        RunWriterScratch scratch = new RunWriterScratch(type);
        MemoryFileIO io = new MemoryFileIO();
        RunWriter w = new RunWriter(io, "/a", type, RunWriterOptions.defaults(), scratch);
        IllegalStateException busy = assertThrows(IllegalStateException.class,
                () -> new RunWriter(io, "/b", type, RunWriterOptions.defaults(), scratch));
        assertTrue(busy.getMessage().contains("in use"), busy.getMessage());
        w.finish();
        IllegalArgumentException other = assertThrows(IllegalArgumentException.class,
                () -> new RunWriter(io, "/c", RowType.of(DataType.intType()), RunWriterOptions.defaults(), scratch));
        assertTrue(other.getMessage().contains("value type"), other.getMessage());
        assertFalse(scratch.inUse());
        new RunWriter(io, "/d", type, RunWriterOptions.defaults(), scratch).abort();
        assertFalse(scratch.inUse());
    }

    /**
     * The page flusher a scratch keeps from writer to writer starts clean: after a file whose page
     * write failed in the background worker (which aborts the writer: it takes no more records), the
     * next writer on the scratch writes the same bytes as a fresh writer, with and without background
     * compression.
     */
    @Test
    void aFailedPageWriteDoesNotReachTheNextFileOfTheScratch() throws IOException {
        RowType type = RowType.of(DataType.bigint().notNull(), DataType.string());
        for (boolean background : new boolean[] {true, false}) {
            RunWriterScratch scratch = new RunWriterScratch(type);
            MemoryFileIO mem = new MemoryFileIO();
            dev.varve.format.FaultInjectingFileIO io = new dev.varve.format.FaultInjectingFileIO(mem);
            RunWriterOptions opts = RunWriterOptions.defaults().withCreationTimeMillis(1L).withTargetPageBytes(1024)
                    .withBackgroundCompression(background);
            io.inject(dev.varve.format.FaultInjectingFileIO.Fault.on(dev.varve.format.FaultInjectingFileIO.Op.WRITE)
                    .path(p -> p.equals("/bad")).nth(3));
            RunWriter bad = new RunWriter(io, "/bad", type, opts, scratch);
            IOException failed = assertThrows(IOException.class, () -> {
                for (int i = 0; i < 5000; i++) {
                    bad.add(key(i), i, RowKind.INSERT, GenericRow.of((long) i, "v" + i));
                }
                bad.finish();
            });
            assertTrue(failed.getMessage() != null, "background " + background);
            // the failure aborted the writer (a page it handed over may still be the worker's): no more records
            assertThrows(IllegalStateException.class, () -> bad.add(key(9999), 9999, RowKind.INSERT, GenericRow.of(1L, "x")));
            assertFalse(scratch.inUse(), "background " + background);
            bad.abort();
            assertFalse(scratch.inUse());
            io.clearFaults();
            for (int f = 0; f < 3; f++) {
                RunWriter reused = new RunWriter(io, "/ok" + f, type, opts, scratch);
                RunWriter fresh = new RunWriter(mem, "/fresh" + f, type, opts);
                for (int i = 0; i < 3000 + 1000 * f; i++) {
                    GenericRow row = GenericRow.of((long) i * (f + 1), "w" + i);
                    reused.add(key(i), i, RowKind.INSERT, row);
                    fresh.add(key(i), i, RowKind.INSERT, row);
                }
                RunFileMeta a = reused.finish();
                assertEquals(fresh.finish().getPageCount(), a.getPageCount());
                assertArrayEquals(bytes(mem, "/fresh" + f), bytes(mem, "/ok" + f), "background " + background + " file " + f);
            }
        }
    }

    private static byte[] key(int i) {
        return new byte[] {(byte) (i >>> 24), (byte) (i >>> 16), (byte) (i >>> 8), (byte) i};
    }

    private static byte[] bytes(MemoryFileIO io, String path) throws IOException {
        try (PositionInput in = io.open(path)) {
            byte[] b = new byte[(int) in.length()];
            in.readFully(0, b, 0, b.length);
            return b;
        }
    }
}
