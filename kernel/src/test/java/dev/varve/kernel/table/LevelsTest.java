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

    /**
     * A rebuild of the runs after a change (a level-0 file added, then removed again) is one list object over one array
     * plus the new run: ~104 bytes per rebuild here (a level-0 file's run and its list every other time), where an
     * array list, an unmodifiable view of it and a holder took 40 more. The runs are those of a new Levels.
     */
    @Test
    void aRebuildOfTheRunsIsOneListOverOneArray() {
        List<DataFileMeta> files = new java.util.ArrayList<>();
        for (int i = 0; i < 40; i++) {
            files.add(file(5, 2 * i, 2 * i + 1, i, i));
        }
        for (int i = 0; i < 3; i++) {
            files.add(file(0, 0, 100, 100 + i, 100 + i));
        }
        Levels levels = new Levels(6, files);
        DataFileMeta extra = file(0, 0, 100, 200, 200);
        List<Levels.SortedRun> before = levels.runs();
        levels.add(extra);
        List<Levels.SortedRun> with = levels.runs();
        assertEquals(before.size() + 1, with.size());
        assertEquals(new Levels(6, with.stream().flatMap(r -> r.files.stream()).toList()).runs().size(), with.size());
        org.junit.jupiter.api.Assertions.assertSame(before.get(before.size() - 1), with.get(with.size() - 1),
                "the unchanged level's run is reused");
        org.junit.jupiter.api.Assertions.assertThrows(UnsupportedOperationException.class, () -> with.add(null));
        levels.remove(extra);
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        long me = Thread.currentThread().getId();
        long bytes = 0;
        int rebuilds = 20_000;
        long sum = 0;
        for (int round = 0; round < 3; round++) { // rounds 0 and 1 warm the code; round 2 is counted
            long start = mx.getThreadAllocatedBytes(me);
            for (int i = 0; i < rebuilds / 2; i++) {
                levels.add(extra);
                sum += levels.runs().size();
                levels.remove(extra);
                sum += levels.runs().size();
            }
            bytes = mx.getThreadAllocatedBytes(me) - start;
        }
        assertEquals(3L * rebuilds / 2 * (2 * before.size() + 1), sum);
        double perRebuild = (double) bytes / rebuilds;
        org.junit.jupiter.api.Assertions.assertTrue(perRebuild <= 120, "bytes per rebuild: " + perRebuild);
    }
}
