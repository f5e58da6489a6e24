package dev.varve.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.kernel.DataFileInfo;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sweep's history arithmetic (runs per checkpoint, bytes flushed / compacted, each file once)
 * and a small real sweep table per extreme setting: the options reach the table, the history
 * matches what the trigger allows, and the checked reads and lookups pass. Sizes are tiny; nothing
 * is timed.
 */
class LsmHistoryTest {

    private static DataFileInfo file(int bucket, String path, int level, long bytes) {
        return new DataFileInfo("", bucket, path, "varve", 0, level, 10, bytes, 0, 0, 0);
    }

    @Test
    void countsEachFileOnceAndTakesTheLastSnapshotOfACheckpoint() {
        LsmHistory h = new LsmHistory(2);
        h.snapshot(0, false, List.of(file(0, "a", 0, 100), file(1, "x", 0, 10)));
        h.snapshot(1, false, List.of(file(0, "a", 0, 100), file(0, "b", 0, 50), file(1, "x", 0, 10)));
        // the compaction of checkpoint 1 replaces a and b; bucket 1's file is upgraded without a rewrite
        h.snapshot(1, true, List.of(file(0, "c", 5, 140), file(1, "x", 5, 10)));
        // compaction after the write phase: counted as written, not as a write checkpoint
        h.snapshot(2, true, List.of(file(0, "d", 5, 130), file(1, "x", 5, 10)));
        assertEquals(160, h.flushedBytes);
        assertEquals(3, h.flushedFiles);
        assertEquals(270, h.compactedBytes);
        assertEquals(2, h.compactedFiles);
        assertEquals(430, h.writtenBytes());
        assertEquals(430.0 / 160, h.writeAmplification(), 1e-12);
        assertEquals(1.0, h.meanRunsPerBucket(), 1e-12); // end of 0: 1 and 1; end of 1: 1 and 1
        assertEquals(1, h.maxRunsPerBucket());
        assertEquals(2, h.writeCheckpointsSeen());
        assertEquals(4, h.snapshots);
        assertEquals(2, h.compactSnapshots);
    }

    @Test
    void meanRunsAveragesBucketsAndCheckpoints() {
        LsmHistory h = new LsmHistory(2);
        h.snapshot(0, false, List.of(file(0, "a", 0, 1), file(1, "b", 0, 1)));
        h.snapshot(1, false, List.of(file(0, "a", 0, 1), file(0, "c", 0, 1), file(0, "e", 4, 1), file(1, "b", 0, 1)));
        assertEquals((1 + 1 + 3 + 1) / 4.0, h.meanRunsPerBucket(), 1e-12);
        assertEquals(3, h.maxRunsPerBucket());
        assertEquals(1, h.compactedBytes); // first seen above level 0: a compaction output
        assertEquals(4.0 / 3, h.writeAmplification(), 1e-12);
    }

    @Test
    void aWritePhaseWithoutCheckpointsIsRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new LsmHistory(0));
        assertTrue(e.getMessage().contains("at least one checkpoint"), e.getMessage());
    }

    /** Writes rows with a checkpoint every {@code every} rows; returns the checkpoints used. */
    private static long load(SweepTable t, int rows, int every) {
        long id = 0;
        for (int i = 0; i < rows; i++) {
            t.write(i);
            if ((i + 1) % every == 0 || i == rows - 1) {
                t.checkpoint(id++);
            }
        }
        return id;
    }

    @Test
    void aHighTriggerNeverCompactsTenCheckpoints(@TempDir Path dir) {
        Dataset data = Dataset.of(20_000);
        try (SweepTable t = new SweepTable(dir, data, 12, 1, false)) {
            assertEquals(15, t.stopTrigger());
            long checkpoints = load(t, 20_000, 2_000);
            assertEquals(10, checkpoints);
            LsmHistory h = LsmHistory.of(t.table, checkpoints);
            // one level-0 run per bucket per checkpoint, none merged: 1, 2, .., 10 runs
            assertEquals(10, h.maxRunsPerBucket());
            assertEquals(5.5, h.meanRunsPerBucket(), 1e-12);
            assertEquals(0, h.compactedBytes);
            assertEquals(40, h.flushedFiles);
            Expected expected = new Expected(Workload.W1, data, 20_000);
            assertEquals(expected.count, t.readAndCheck(t.latestSnapshotId(), expected));
        }
    }

    @Test
    void aLowTriggerCompactsAndTheResultStaysRight(@TempDir Path dir) {
        Dataset data = Dataset.of(20_000);
        Expected expected = new Expected(Workload.W1, data, 20_000);
        try (SweepTable t = new SweepTable(dir, data, 2, 10, false)) {
            assertEquals(5, t.stopTrigger());
            long checkpoints = load(t, 20_000, 2_000);
            long lastWrite = t.latestSnapshotId();
            // idle at trigger runs means no result for the settle time: a cold, loaded JVM (CI) committed the first
            // result 400-650 ms into the wait, so a 500 ms settle could end a wait that started at trigger runs
            // before any result was committed (failing "compaction results were committed")
            SweepTable.Idle idle = t.waitCompactionIdle(checkpoints, 60_000, 3_000);
            assertEquals(false, idle.timedOut);
            assertTrue(idle.nextCheckpoint > checkpoints, "compaction results were committed");
            assertTrue(t.state(null).maxRunsPerBucket() <= 2, "idle leaves at most trigger runs");
            LsmHistory h = LsmHistory.of(t.table, checkpoints);
            assertEquals(10, h.writeCheckpointsSeen());
            assertTrue(h.compactedBytes > 0, "trigger 2 must have compacted");
            assertTrue(h.writeAmplification() > 1.0);
            assertTrue(h.writtenBytes() > t.state(null).bytes);
            assertEquals(expected.count, t.readAndCheck(lastWrite, expected));
            assertEquals(expected.count, t.readAndCheck(t.latestSnapshotId(), expected));
            for (long k : Dataset.lookupKeys(2_000)) {
                long v1 = t.lookupV1(k);
                assertEquals(expected.v3(k) == null ? Long.MIN_VALUE : expected.v1(k), v1, "key " + k);
            }
        }
    }
}
