package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.CorruptFileException;
import dev.varve.format.FaultInjectingFileIO;
import dev.varve.format.MemoryFileIO;
import dev.varve.format.run.RandomRuns.Rec;
import dev.varve.row.DataType;
import dev.varve.row.RowType;
import java.io.IOException;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Crash at every file operation of writing a run (then sync the directory, as the kernel does
 * after finish): after the simulated crash the file is either absent, complete and correct, or
 * rejected as corrupt; never readable with wrong or missing rows.
 */
class RunCrashTest {
    private static final RowType TYPE = RowType.of(DataType.bigint(), DataType.string());

    private static void writeAndPublish(dev.varve.format.FileIO io, List<Rec> recs, boolean background) throws IOException {
        RunWriter w = new RunWriter(io, "/t/run.vrf", TYPE, RunWriterOptions.defaults().withTargetPageBytes(1024)
                .withBackgroundCompression(background));
        try {
            for (Rec r : recs) {
                w.add(r.key, r.seq, r.kind, r.value);
            }
            w.finish();
        } catch (IOException | RuntimeException e) {
            w.abort();
            throw e;
        }
        io.syncDirectory("/t");
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void crashAtEveryOperationLeavesNoWrongFile(boolean background) throws IOException {
        List<Rec> recs = RandomRuns.randomRecords(new SplittableRandom(8), TYPE, 400, false);
        FaultInjectingFileIO probe = new FaultInjectingFileIO(new MemoryFileIO());
        writeAndPublish(probe, recs, background);
        long ops = probe.operationCount();
        assertTrue(ops > 10, "operations: " + ops);
        int complete = 0;
        // n = ops + 1 injects nothing: the published file must survive the crash whole
        for (long n = 1; n <= ops + 1; n++) {
            MemoryFileIO mem = new MemoryFileIO();
            FaultInjectingFileIO io = new FaultInjectingFileIO(mem).failAtOperation(n);
            boolean published;
            try {
                writeAndPublish(io, recs, background);
                published = true;
            } catch (IOException expected) {
                published = false;
            }
            mem.crashRandomly(new SplittableRandom(n));
            if (!mem.exists("/t/run.vrf")) {
                assertTrue(!published, "a published file vanished after crash at operation " + n);
                continue;
            }
            try (RunReader r = RunReader.open(mem, "/t/run.vrf", TYPE); RunCursor c = r.cursor(null, null, null)) {
                int i = 0;
                while (c.next()) {
                    Rec want = recs.get(i++);
                    assertEquals(want.seq, c.sequence(), "operation " + n);
                    assertTrue(RandomRuns.rowEquals(want.value, c.value()), "operation " + n);
                }
                assertEquals(recs.size(), i, "a readable file has every row (operation " + n + ")");
                complete++;
            } catch (CorruptFileException expected) {
                assertTrue(!published, "a published file is corrupt after crash at operation " + n + ": " + expected);
            }
        }
        assertTrue(complete >= 1, "the run without a fault is readable after the crash");
    }
}
