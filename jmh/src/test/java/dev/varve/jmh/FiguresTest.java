package dev.varve.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** The side-car record format the summary script parses, and the LSM state arithmetic. */
class FiguresTest {

    @Test
    void recordIsOneJsonObjectWithOrderedFigures() {
        Figures f = new Figures("W1UpsertBench", "varve", 1000, 2)
                .put("rows", 1000L)
                .rate("write.rows_per_s", 1000, 2_000_000_000L)
                .put("idle.levels", "L0:1 \"x\"")
                .put("bad", Double.NaN);
        assertEquals("{\"bench\":\"W1UpsertBench\",\"engine\":\"varve\",\"n\":1000,\"iteration\":2,\"figures\":"
                + "{\"rows\":1000,\"write.rows_per_s\":500.000,\"idle.levels\":\"L0:1 \\\"x\\\"\",\"bad\":null}}", f.toJson());
    }

    @Test
    void latencyPercentilesAreInMicroseconds() {
        Histogram h = Figures.newHistogram();
        for (int i = 1; i <= 100; i++) {
            h.recordValue(i * 1000L);
        }
        String json = new Figures("W5", "varve", 1, 1).latencyMicros("write_call", h).toJson();
        // HdrHistogram keeps 3 significant digits: 50 µs reads back as 50.0xx
        assertEquals(true, json.contains("\"write_call.count\":100,\"write_call.p50_us\":50.0"), json);
        assertEquals(true, json.contains("\"write_call.max_us\":100.0"), json);
    }

    @Test
    void sortedRunsCountLevelZeroFilesAndNonEmptyLevels() {
        TableEngine.LsmState s = new TableEngine.LsmState();
        s.add(0, 0, 10, 1);
        s.add(0, 0, 10, 1);
        s.add(0, 3, 10, 1);
        s.add(0, 5, 10, 1);
        s.add(0, 5, 10, 1);
        s.add(1, 5, 10, 1);
        assertEquals(4, s.maxRunsPerBucket());
        assertEquals(1, (int) s.runsPerBucket.get(1));
        assertEquals("L0:2 L3:1 L5:3", s.levels());
        assertEquals(6, s.files);
        assertEquals(60, s.bytes);
    }
}
