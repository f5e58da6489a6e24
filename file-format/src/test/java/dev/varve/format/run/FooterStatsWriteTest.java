package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.varve.format.MemoryFileIO;
import dev.varve.format.PositionInput;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link RunWriter#finishRun()} writes the footer's column statistics from the column buffers
 * ({@link ColumnBuffer#writeStatsValues}, mostly without value objects), {@link RunWriter#finish()}
 * from the canonical values it also returns: both must write the same bytes, for every type, for
 * files written one after another on one scratch (statistics reset between them), and for
 * character strings with unpaired surrogates (encoded as '?').
 * Seeded ({@code -Dseed=N} replays one seed).
 */
class FooterStatsWriteTest {
    @Test
    void buffersWriteTheStatisticsTheValuesWrite() throws IOException {
        Long only = Long.getLong("seed");
        for (long seed = only == null ? 1 : only; seed <= (only == null ? 60 : only); seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            RowType type = RandomRuns.randomSchema(rnd);
            List<RandomRuns.Rec> recs = RandomRuns.randomRecords(rnd, type, 1 + rnd.nextInt(2000), rnd.nextInt(3) == 0);
            RunWriterOptions opts = RandomRuns.randomOptions(rnd).withCreationTimeMillis(1_700_000_000_000L);
            compare("seed " + seed + " type " + type, type, opts, recs);
        }
    }

    @Test
    void everyPrimitiveTypeAndUnpairedSurrogates() throws IOException {
        List<dev.varve.row.DataField> fs = new ArrayList<>();
        for (int i = 0; i < RandomRuns.PRIMITIVES.length; i++) {
            fs.add(new dev.varve.row.DataField(i, "c" + i, RandomRuns.PRIMITIVES[i]));
        }
        RowType type = new RowType(fs);
        RowType strings = RowType.of(DataType.string(), DataType.varchar(10), DataType.bytes());
        for (long seed = 1; seed <= 20; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            compare("primitives seed " + seed, type, RunWriterOptions.defaults().withCreationTimeMillis(1L),
                    RandomRuns.randomRecords(rnd, type, 1 + rnd.nextInt(500), false));
            List<RandomRuns.Rec> recs = new ArrayList<>();
            int n = 1 + rnd.nextInt(50);
            char[] alphabet = {'a', 'b', '\u00e9', '\u4e2d', '\ud800', '\udc00', '\u0000'}; // unpaired surrogates: '?'
            for (int i = 0; i < n; i++) {
                StringBuilder b = new StringBuilder();
                int len = rnd.nextInt(6);
                for (int j = 0; j < len; j++) {
                    b.append(alphabet[rnd.nextInt(alphabet.length)]);
                }
                String v = b.toString();
                recs.add(new RandomRuns.Rec(new byte[] {(byte) i}, i, RowKind.INSERT, GenericRow.of(
                        v, rnd.nextInt(4) == 0 ? null : v, v.getBytes(java.nio.charset.StandardCharsets.UTF_8))));
            }
            compare("strings seed " + seed, strings, RunWriterOptions.defaults().withCreationTimeMillis(1L), recs);
        }
    }

    private static void compare(String at, RowType type, RunWriterOptions opts, List<RandomRuns.Rec> recs)
            throws IOException {
        MemoryFileIO io = new MemoryFileIO();
        RunWriterScratch scratch = new RunWriterScratch(type);
        for (int file = 0; file < 2; file++) { // the second file on the scratch starts from reset statistics
            List<RandomRuns.Rec> part = file == 0 ? recs : recs.subList(recs.size() / 2, recs.size());
            RunWriter values = new RunWriter(io, "/values" + file, type, opts);
            RunWriter buffers = new RunWriter(io, "/buffers" + file, type, opts, scratch);
            for (RandomRuns.Rec r : part) {
                values.add(r.key, r.seq, r.kind, r.value);
                buffers.add(r.key, r.seq, r.kind, r.value);
            }
            values.finish();
            buffers.finishRun();
            assertArrayEquals(bytes(io, "/values" + file), bytes(io, "/buffers" + file), at + " file " + file);
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
