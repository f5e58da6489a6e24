package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.CorruptFileException;
import dev.varve.format.MemoryFileIO;
import dev.varve.format.run.RandomRuns.Rec;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.RowType;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The footer's column statistics are validated by {@link ValueCodec#skip} at open and built on
 * first use, and its value type is compared in place against a cached serialized form: these
 * must see exactly what the eager parse saw. Seeded ({@code -Dseed=} replays one seed).
 */
class FooterLazyStatsTest {
    private static final long SEED = Long.getLong("seed", 20261201L);

    @Test
    void skipConsumesExactlyWhatReadConsumesAndFailsWhereReadFails_seed20261201() throws Exception {
        SplittableRandom rnd = new SplittableRandom(SEED);
        for (int i = 0; i < 2000; i++) {
            DataType t = RandomRuns.randomType(rnd, 0);
            Object v = RandomRuns.randomValue(rnd, t, 0.0, false);
            if (v == null) {
                continue;
            }
            ByteSink sink = new ByteSink(64);
            ValueCodec.write(t, v, sink);
            sink.i64(42); // a following field
            String ctx = "seed " + SEED + " value " + i + " of " + t;
            ByteSource forRead = new ByteSource("/f", 0, "test", sink.buf, 0, sink.pos);
            ValueCodec.read(t, forRead);
            ByteSource forSkip = new ByteSource("/f", 0, "test", sink.buf, 0, sink.pos);
            ValueCodec.skip(t, forSkip);
            assertEquals(forRead.pos, forSkip.pos, ctx);
            assertEquals(42, forSkip.i64(), ctx);
            // a truncated value: both fail with a corruption error
            int cut = rnd.nextInt(forRead.pos);
            ByteSource shortRead = new ByteSource("/f", 0, "test", sink.buf, 0, cut);
            ByteSource shortSkip = new ByteSource("/f", 0, "test", sink.buf, 0, cut);
            boolean readFails = fails(() -> ValueCodec.read(t, shortRead));
            boolean skipFails = fails(() -> ValueCodec.skip(t, shortSkip));
            assertEquals(readFails, skipFails, ctx + " cut at " + cut);
        }
    }

    @Test
    void lazilyBuiltStatisticsEqualTheWrittenOnesWithAndWithoutScratch_seed20261201() throws Exception {
        SplittableRandom rnd = new SplittableRandom(SEED);
        try (RunReadScratch scratch = new RunReadScratch()) {
            for (int i = 0; i < 40; i++) {
                RowType type = RandomRuns.randomSchema(rnd);
                List<Rec> recs = RandomRuns.randomRecords(rnd, type, 1 + rnd.nextInt(300), false);
                MemoryFileIO io = new MemoryFileIO();
                RunFileMeta written = RunFormatPropertiesTest.write(io, "/r/run.vrf", type, recs,
                        RandomRuns.randomOptions(rnd));
                String ctx = "seed " + SEED + " file " + i + " type " + type;
                try (RunReader plain = RunReader.open(io, "/r/run.vrf", type)) {
                    assertEquals(written, plain.meta(), ctx);
                    assertSame(plain.meta(), plain.meta(), ctx);
                }
                try (RunReader scanned = RunReader.open(io, "/r/run.vrf", type, scratch)) {
                    assertEquals(written.getColumnStats(), scanned.meta().getColumnStats(), ctx);
                    assertEquals(written, scanned.meta(), ctx);
                }
            }
        }
    }

    @Test
    void aFileOfAnotherValueTypeIsRejectedNamingBothTypes() throws Exception {
        SplittableRandom rnd = new SplittableRandom(SEED);
        RowType type = new RowType(List.of(new DataField(0, "a", DataType.bigint()), new DataField(1, "b", DataType.string())));
        RowType other = new RowType(List.of(new DataField(0, "a", DataType.bigint()), new DataField(1, "c", DataType.string())));
        List<Rec> recs = RandomRuns.randomRecords(rnd, type, 10, false);
        MemoryFileIO io = new MemoryFileIO();
        RunFormatPropertiesTest.write(io, "/r/run.vrf", type, recs, RunWriterOptions.defaults());
        // the cached type form flips between the two types: each open compares against its own
        for (int i = 0; i < 3; i++) {
            try (RunReader ok = RunReader.open(io, "/r/run.vrf", type)) {
                assertEquals(10, ok.meta().getRowCount());
            }
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> RunReader.open(io, "/r/run.vrf", other));
            assertTrue(e.getMessage().contains(type.toString()) && e.getMessage().contains(other.toString()),
                    e.getMessage());
        }
        assertSame(Footer.typeBytes(type), Footer.typeBytes(type));
        assertEquals(type.toString(), new String(Footer.typeBytes(type), java.nio.charset.StandardCharsets.UTF_8));
    }

    private interface Step {
        void run() throws Exception;
    }

    private static boolean fails(Step s) throws Exception {
        try {
            s.run();
            return false;
        } catch (CorruptFileException e) {
            return true;
        }
    }
}
