package dev.varve.kernel.table;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link UniversalCompaction#pick(List, int, int, int)}: picking among a window of a bucket's runs
 * (the committed ones) never writes into a level below a run the window left out.
 */
class UniversalCompactionWindowTest {
    private final UniversalCompaction strategy = new UniversalCompaction(200, 1, 5);
    private int names;

    private Levels.SortedRun run(int level, long size, long seq) {
        DataFileMeta f = new DataFileMeta("f" + names++, DataFileMeta.Kind.DATA, size, 10, 0, new byte[] {0},
                new byte[] {1}, seq, seq, 0, level, 0);
        return new Levels.SortedRun(level, List.of(f));
    }

    /** Seven tiny level-0 runs, an uncommitted L4 result below them, the base in L5 (maximum level). */
    private List<Levels.SortedRun> shape(int belowLevel) {
        List<Levels.SortedRun> runs = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            runs.add(run(0, 100, 100 - i));
        }
        runs.add(run(belowLevel, 400, 10));
        runs.add(run(5, 100_000, 1));
        return runs;
    }

    @Test
    void wholeWindowAboveAnExcludedRunOutputsJustAboveIt() {
        List<Levels.SortedRun> runs = shape(4);
        // the whole list is the old behaviour's view: everything picked goes to the maximum level
        UniversalCompaction.Unit old = strategy.pick(runs.subList(0, 7), 5);
        assertTrue(old.full);
        assertEquals(5, old.outputLevel);

        UniversalCompaction.Unit unit = strategy.pick(runs, 0, 7, 5);
        assertEquals(7, unit.runs.size());
        assertEquals(3, unit.outputLevel);
        assertFalse(unit.full);
    }

    @Test
    void noFreeLevelAboveTheExcludedRunPicksNothing() {
        assertNull(strategy.pick(shape(1), 0, 7, 5));
    }

    @Test
    void windowReachingTheBottomIsUnchanged() {
        List<Levels.SortedRun> runs = shape(4);
        UniversalCompaction.Unit all = strategy.pick(runs, 0, runs.size(), 5);
        UniversalCompaction.Unit plain = strategy.pick(runs, 5);
        assertEquals(plain.runs.size(), all.runs.size());
        assertEquals(plain.outputLevel, all.outputLevel);
        assertEquals(plain.full, all.full);
        // a skipped prefix (uncommitted flushes on top) with the window reaching the bottom
        UniversalCompaction.Unit below = strategy.pick(runs, 2, runs.size(), 5);
        UniversalCompaction.Unit sub = strategy.pick(runs.subList(2, runs.size()), 5);
        assertEquals(sub.runs.size(), below.runs.size());
        assertEquals(sub.outputLevel, below.outputLevel);
    }

    @Test
    void partOfTheWindowKeepsItsOutputLevel() {
        List<Levels.SortedRun> runs = new ArrayList<>();
        runs.add(run(0, 100, 9));
        runs.add(run(0, 100, 8));
        runs.add(run(2, 10_000, 7));
        runs.add(run(3, 20_000, 6));
        runs.add(run(4, 40_000, 5));
        runs.add(run(5, 80_000, 4));
        runs.add(run(5, 1, 1)); // stands for a run below the window
        UniversalCompaction.Unit unit = strategy.pick(runs, 0, 6, 5);
        assertEquals(2, unit.runs.size());
        assertEquals(1, unit.outputLevel);
    }
}
