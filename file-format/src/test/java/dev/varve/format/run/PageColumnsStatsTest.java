package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.MemoryFileIO;
import dev.varve.format.PositionInput;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A writer with a background worker buffers its pages in the flusher's page sets in turn
 * ({@link PageColumns}) and the worker encodes them; without a worker one set is encoded by the
 * writer itself. Both must write the same bytes and statistics: the statistics of every set are
 * folded, in file order, into one owner's, so even order-dependent ties (0.0 and -0.0, NaN) and
 * statistics dropped for values over 256 bytes come out as one set encoding every page would give.
 * Seeded ({@code -Dseed=N} replays one seed).
 */
class PageColumnsStatsTest {
    @Test
    void backgroundPageSetsWriteWhatOneSetWrites() throws IOException {
        Long only = Long.getLong("seed");
        for (long seed = only == null ? 1 : only; seed <= (only == null ? 40 : only); seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            RowType type = RandomRuns.randomSchema(rnd);
            List<RandomRuns.Rec> recs = RandomRuns.randomRecords(rnd, type, 1 + rnd.nextInt(4000), rnd.nextInt(3) == 0);
            RunWriterOptions opts = RandomRuns.randomOptions(rnd).withCreationTimeMillis(1_700_000_000_000L)
                    .withTargetPageBytes(1024 * (1 + rnd.nextInt(4)));
            compare("seed " + seed + " type " + type, type, opts, recs, rnd.nextBoolean(), false);
        }
    }

    /** Columns whose per-page minima and maxima tie between pages (0.0 / -0.0, NaN, equal strings), many pages. */
    @Test
    void tiesBetweenPagesKeepTheFirstPagesValue() throws IOException {
        RowType type = RowType.of(DataType.doubleType(), DataType.floatType(), DataType.string(),
                DataType.decimal(38, 10), DataType.timestamp(9), DataType.booleanType(), DataType.bigint());
        double[] doubles = {0.0, -0.0, 1.5, Double.NaN, -0.0, 0.0};
        float[] floats = {0.0f, -0.0f, 2.5f, Float.NaN};
        for (long seed = 1; seed <= 20; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            List<RandomRuns.Rec> recs = new java.util.ArrayList<>();
            int n = 2000 + rnd.nextInt(3000);
            for (int i = 0; i < n; i++) {
                String s = rnd.nextInt(50) == 0 ? "x".repeat(300) : "v" + rnd.nextInt(20);
                GenericRow row = GenericRow.of(
                        rnd.nextInt(10) == 0 ? null : doubles[rnd.nextInt(doubles.length)],
                        rnd.nextInt(10) == 0 ? null : floats[rnd.nextInt(floats.length)],
                        rnd.nextInt(10) == 0 ? null : s,
                        rnd.nextInt(10) == 0 ? null : new BigDecimal(rnd.nextInt(7) - 3).setScale(10),
                        LocalDateTime.of(2026, 1, 1, 0, 0).plusNanos(rnd.nextInt(5)),
                        rnd.nextBoolean(),
                        (long) rnd.nextInt(3));
                recs.add(new RandomRuns.Rec(new byte[] {(byte) (i >>> 8), (byte) i}, i, RowKind.INSERT, row));
            }
            RunWriterOptions opts = RunWriterOptions.defaults().withCreationTimeMillis(1L).withTargetPageBytes(1024)
                    .withCompression(rnd.nextBoolean() ? "zstd" : "none");
            compare("seed " + seed, type, opts, recs, rnd.nextBoolean(), true);
        }
    }

    private static void compare(String at, RowType type, RunWriterOptions opts, List<RandomRuns.Rec> recs,
                                boolean withScratch, boolean manyPages) throws IOException {
        MemoryFileIO io = new MemoryFileIO();
        // two files on one scratch: the second starts from statistics reset in every set
        RunWriterScratch scratch = withScratch ? new RunWriterScratch(type) : null;
        for (int file = 0; file < (withScratch ? 2 : 1); file++) {
            String bg = "/bg" + file;
            String one = "/one" + file;
            RunWriter background = new RunWriter(io, bg, type, opts.withBackgroundCompression(true), scratch);
            RunWriter single = new RunWriter(io, one, type, opts.withBackgroundCompression(false));
            List<RandomRuns.Rec> part = file == 0 ? recs : recs.subList(recs.size() / 3, recs.size());
            for (RandomRuns.Rec r : part) {
                background.add(r.key, r.seq, r.kind, r.value);
                single.add(r.key, r.seq, r.kind, r.value);
            }
            RunFileMeta a = background.finish();
            RunFileMeta b = single.finish();
            String where = at + " file " + file;
            assertTrue(!manyPages || b.getPageCount() >= 8, where + ": too few pages to cycle the sets");
            assertEquals(b.getColumnStats(), a.getColumnStats(), where);
            assertArrayEquals(bytes(io, one), bytes(io, bg), where);
        }
    }

    private static byte[] bytes(MemoryFileIO io, String path) throws IOException {
        try (PositionInput in = io.open(path)) {
            byte[] b = new byte[(int) in.length()];
            in.readFully(0, b, 0, b.length);
            return b;
        }
    }
}
