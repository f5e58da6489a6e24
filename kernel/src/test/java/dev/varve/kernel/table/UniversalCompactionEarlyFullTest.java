package dev.varve.kernel.table;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link UniversalCompaction#withEarlyFull}: Paimon 1.4.2's early full compaction ({@code compaction.total-size-threshold},
 * {@code compaction.incremental-size-threshold}, {@code compaction.optimization-interval}) takes every run into the
 * maximum level before the other rules, at any pick with two or more runs (goldens
 * {@code sweep45_op45_compaction_early_full*}).
 */
class UniversalCompactionEarlyFullTest {
    private int names;

    private Levels.SortedRun run(int level, long size, long seq) {
        DataFileMeta f = new DataFileMeta("f" + names++, DataFileMeta.Kind.DATA, size, 10, 0, new byte[] {0},
                new byte[] {1}, seq, seq, 0, level, 0);
        return new Levels.SortedRun(level, List.of(f));
    }

    /** Two level-0 runs: the plain rules (trigger 5) pick nothing. */
    private List<Levels.SortedRun> twoRuns() {
        return List.of(run(0, 100, 2), run(0, 100, 1));
    }

    @Test
    void withoutTheOptionsTwoSmallRunsStay() {
        assertNull(new UniversalCompaction(200, 1, 5).pick(twoRuns(), 5));
        assertNull(new UniversalCompaction(200, 1, 5).withEarlyFull(null, null, null).pick(twoRuns(), 5));
    }

    @Test
    void aTotalBelowTheThresholdIsCompactedFully() {
        UniversalCompaction.Unit unit = new UniversalCompaction(200, 1, 5).withEarlyFull(null, 1_000_000L, null)
                .pick(twoRuns(), 5);
        assertTrue(unit.full);
        assertEquals(5, unit.outputLevel);
        assertEquals(2, unit.runs.size());
        assertNull(new UniversalCompaction(200, 1, 5).withEarlyFull(null, 10L, null).pick(twoRuns(), 5),
                "a total above the threshold: the plain rules");
        assertNull(new UniversalCompaction(200, 1, 5).withEarlyFull(null, 1_000_000L, null).pick(List.of(run(0, 100, 1)), 5),
                "one run: nothing to do");
    }

    @Test
    void runsOutsideTheMaximumLevelAboveTheIncrementalThresholdAreCompactedFully() {
        List<Levels.SortedRun> runs = List.of(run(0, 100, 3), run(5, 1_000_000, 1));
        UniversalCompaction.Unit unit = new UniversalCompaction(200, 1, 5).withEarlyFull(null, null, 1L).pick(runs, 5);
        assertTrue(unit.full);
        assertEquals(2, unit.runs.size());
        assertNull(new UniversalCompaction(200, 1, 5).withEarlyFull(null, null, 1_000_000L).pick(runs, 5),
                "the level-0 run is below the threshold; the maximum level's run does not count");
    }

    @Test
    void theIntervalCompactsFullyAtTheFirstPickThenWaits() {
        UniversalCompaction strategy = new UniversalCompaction(200, 1, 5).withEarlyFull(86_400_000L, null, null);
        assertNull(strategy.pick(List.of(run(0, 100, 1)), 5), "one run: nothing, and the clock does not start");
        assertTrue(strategy.pick(twoRuns(), 5).full, "the first pick with two runs");
        assertNull(strategy.pick(twoRuns(), 5), "a day has not passed since");
    }
}
