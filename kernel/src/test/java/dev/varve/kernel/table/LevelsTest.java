package dev.varve.kernel.table;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Levels: the run shape of a bucket, including a damaged level whose files overlap. */
class LevelsTest {
    private int names;

    private DataFileMeta file(int level, int minKey, int maxKey, long minSeq, long maxSeq) {
        return new DataFileMeta("f" + names++, DataFileMeta.Kind.DATA, 100, 10, 0, new byte[] {(byte) minKey},
                new byte[] {(byte) maxKey}, minSeq, maxSeq, 0, level, 0);
    }

    @Test
    void aHealthyLevelIsOneRunInKeyOrder() {
        DataFileMeta a = file(5, 10, 19, 1, 5);
        DataFileMeta b = file(5, 1, 9, 6, 9);
        DataFileMeta l0 = file(0, 1, 30, 20, 25);
        Levels levels = new Levels(6, List.of(a, b, l0));
        List<Levels.SortedRun> runs = levels.runs();
        assertEquals(2, runs.size());
        assertEquals(List.of(l0), runs.get(0).files);
        assertEquals(List.of(b, a), runs.get(1).files);
        assertEquals(2, levels.numberOfSortedRuns());
    }

    @Test
    void anOverlappingLevelReadsAsSeveralRunsNewestFirst() {
        // an older run (keys 1..20, seq 1..10) and a newer one (1..9 and 10..20, seq 11..30) share L5
        DataFileMeta older = file(5, 1, 20, 1, 10);
        DataFileMeta newerLow = file(5, 1, 9, 11, 20);
        DataFileMeta newerHigh = file(5, 10, 20, 21, 30);
        Levels levels = new Levels(6, List.of(older, newerLow, newerHigh));
        List<Levels.SortedRun> runs = levels.runs();
        assertEquals(2, runs.size());
        assertEquals(List.of(newerLow, newerHigh), runs.get(0).files, "the newer run is read as newer");
        assertEquals(List.of(older), runs.get(1).files);
        assertEquals(5, runs.get(1).level);
        assertEquals(2, levels.numberOfSortedRuns());
    }
}
