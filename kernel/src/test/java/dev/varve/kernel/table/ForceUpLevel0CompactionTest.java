package dev.varve.kernel.table;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link ForceUpLevel0Compaction} and {@link UniversalCompaction#createUnit} on hand-built run lists
 * (newest first, maximum level 5), the picks Apache Paimon 1.4.2 makes for the same lists
 * (COMPACTION.md "The lookup layout"; the sizes of the first cases are the Parquet file sizes Paimon
 * wrote in golden sweep16_lk_layout_sizes on Flink).
 */
class ForceUpLevel0CompactionTest {
    private final UniversalCompaction universal = new UniversalCompaction(200, 1, 5);
    private final ForceUpLevel0Compaction strategy = new ForceUpLevel0Compaction(universal);
    private int names;

    /** A run of one file of {@code size} bytes and no records (so its size for picks is its bytes). */
    private Levels.SortedRun run(int level, long size) {
        return run(level, size, 0);
    }

    private Levels.SortedRun run(int level, long size, long records) {
        DataFileMeta f = new DataFileMeta("f" + names++, DataFileMeta.Kind.DATA, size, records, 0, new byte[] {0},
                new byte[] {1}, 100 - names, 100 - names, 0, level, 0);
        return new Levels.SortedRun(level, List.of(f));
    }

    private static List<Levels.SortedRun> runs(Levels.SortedRun... rs) {
        return new ArrayList<>(List.of(rs));
    }

    private static void assertUnit(UniversalCompaction.Unit unit, int runs, int outputLevel, boolean full) {
        assertEquals(runs, unit.runs.size(), unit.toString());
        assertEquals(outputLevel, unit.outputLevel, unit.toString());
        assertEquals(full, unit.full, unit.toString());
    }

    @Test
    void aLoneLevel0RunGoesToTheMaximumLevel() {
        assertUnit(strategy.pick(runs(run(0, 1043)), 5), 1, 5, true);
        assertNull(universal.pick(runs(run(0, 1043)), 5), "universal alone leaves it");
    }

    @Test
    void level0RunJoinsTheNextWithinTheSizeRatio() {
        // 1040 * 1.01 = 1050.4 >= 1043: everything to the maximum level
        assertUnit(strategy.pick(runs(run(0, 1040), run(5, 1043)), 5), 2, 5, true);
        // exactly at the bound (1000 * 101 / 100 = 1010) still joins, one byte more does not
        assertUnit(strategy.pick(runs(run(0, 1000), run(5, 1010)), 5), 2, 5, true);
        assertUnit(strategy.pick(runs(run(0, 1000), run(5, 1011)), 5), 1, 4, false);
    }

    @Test
    void aSmallerLevel0RunStaysJustAboveTheNextRun() {
        // 1050 * 1.01 < 1150: output into level 4, above the level-5 run
        assertUnit(strategy.pick(runs(run(0, 1050), run(5, 1150)), 5), 1, 4, false);
    }

    @Test
    void allLevel0RunsAreCandidatesAndTheirSumExtends() {
        // three level-0 runs (1000 + 1000 + 1000) * 1.01 >= 3000 (L4), then 6000 * 1.01 < 9000 (L5)
        List<Levels.SortedRun> rs = runs(run(0, 1000), run(0, 1000), run(0, 1000), run(4, 3000), run(5, 9000));
        assertUnit(strategy.pick(rs, 5), 4, 4, false);
        // a chain L0 -> L4 -> L5 where each sum covers the next: full
        rs = runs(run(0, 1050), run(4, 1050), run(5, 1150));
        assertUnit(strategy.pick(rs, 5), 3, 5, true);
    }

    @Test
    void outputNeverLevel0AboveALevel1Run() {
        // next run in level 1: level 1 - 1 = 0 is not allowed, the level-1 run is taken and output there
        List<Levels.SortedRun> rs = runs(run(0, 100), run(1, 5000), run(5, 9000));
        UniversalCompaction.Unit unit = strategy.pick(rs, 5);
        assertUnit(unit, 2, 1, false);
        assertSame(rs.get(1), unit.runs.get(1));
    }

    @Test
    void createUnitTakesRunsUpToTheFirstNotInLevel0() {
        List<Levels.SortedRun> rs = runs(run(0, 1), run(0, 1), run(1, 1), run(3, 1), run(5, 1));
        // next run (index 1) in level 0: take index 1 and 2, output into level 1 (not level 2)
        assertUnit(UniversalCompaction.createUnit(rs, 5, 1), 3, 1, false);
        // next run (index 2) in level 1: output 0 -> take it, output into level 1
        assertUnit(UniversalCompaction.createUnit(rs, 5, 2), 3, 1, false);
        // next run (index 3) in level 3: output into level 2
        assertUnit(UniversalCompaction.createUnit(rs, 5, 3), 3, 2, false);
        // every run: the maximum level, full
        assertUnit(UniversalCompaction.createUnit(rs, 5, 5), 5, 5, true);
        // only level-0 runs follow: all taken, to the maximum level
        rs = runs(run(0, 1), run(0, 1), run(0, 1));
        assertUnit(UniversalCompaction.createUnit(rs, 5, 1), 3, 5, true);
    }

    @Test
    void universalPickComesFirst() {
        // five runs (the trigger) with size amplification: universal takes everything
        List<Levels.SortedRun> rs = runs(run(0, 100), run(1, 300), run(2, 300), run(3, 300), run(5, 100));
        assertUnit(strategy.pick(rs, 5), 5, 5, true);
        // five runs, no amplification, size ratio from the newest: 100 * 1.01 < 300, nothing; the
        // run count (5 is not above the trigger) neither; the forced level-0 pick then stays above L1
        rs = runs(run(0, 100), run(1, 300), run(2, 1000), run(3, 3000), run(5, 100_000));
        assertNull(universal.pick(rs, 5));
        assertUnit(strategy.pick(rs, 5), 2, 1, false);
    }

    @Test
    void recordsWeighOnTopOfBytes() {
        // Varve's sizes of golden sweep16_lk_pairs: 3 records in 387 bytes above 4 records in 388
        // bytes: by bytes alone it would join (387 * 1.01 >= 388); weighed (399 * 1.01 < 404) it
        // stays above, as Paimon's Parquet files (1119 * 1.01 < 1133) do
        assertUnit(strategy.pick(runs(run(0, 387, 3), run(5, 388, 4)), 5), 1, 4, false);
        // 2 records over 2: joins (Paimon: 1102 * 1.01 >= 1102)
        assertUnit(strategy.pick(runs(run(0, 386, 2), run(5, 386, 2)), 5), 2, 5, true);
        assertEquals(388 + 4 * 4, run(5, 388, 4).totalSize(RunWeigher.BYTES));
    }

    @Test
    void nothingWithoutLevel0Runs() {
        assertNull(strategy.pick(runs(run(4, 100), run(5, 10_000)), 5));
        assertNull(strategy.pick(runs(), 5));
    }

    @Test
    void windowedPickStaysAboveAnUncommittedRun() {
        // a level-0 run whose pick would take the window to the maximum level, above an uncommitted L3 result
        List<Levels.SortedRun> rs = runs(run(0, 100), run(3, 100), run(5, 100_000));
        UniversalCompaction.Unit unit = strategy.pick(rs, 0, 1, 5);
        assertUnit(unit, 1, 2, false);
        assertFalse(unit.isNoop());
        assertTrue(strategy.pick(runs(run(0, 1), run(1, 1)), 0, 1, 5) == null, "no free level above level 1");
    }
}
