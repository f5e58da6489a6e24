package dev.varve.jmh;

import dev.varve.kernel.DataFileInfo;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.Table;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;

/**
 * How a primary-key table was written, read back from its retained snapshots through the public
 * API ({@link Table#snapshots()}, {@link Table#files(Long)}): the sorted runs per bucket at the
 * end of every write checkpoint (read amplification under writes), and every data file that ever
 * became live (write amplification). A file counts once, the first time a snapshot lists it: a
 * file first seen on level 0 is a flush of the write buffer, one first seen on a higher level is a
 * compaction output (universal compaction never writes level 0); a file that only changes level
 * keeps its path and is not counted again. Files that never reached a snapshot (an aborted
 * compaction) are not counted. Needs every snapshot from the first on (no expiry during the run;
 * the defaults retain snapshots for an hour) — {@link #of} fails otherwise.
 *
 * <p>Feed snapshots in id order with {@link #snapshot}; not thread-safe.
 */
final class LsmHistory {
    private final long writeCheckpoints;
    private final Set<String> seen = new HashSet<>();
    /** Checkpoint → the state of its last snapshot (flush and compaction may be separate snapshots). */
    private final TreeMap<Long, TableEngine.LsmState> endOfCheckpoint = new TreeMap<>();
    long flushedBytes;
    long flushedFiles;
    long compactedBytes;
    long compactedFiles;
    long snapshots;
    long compactSnapshots;

    /** {@code writeCheckpoints}: checkpoints 0 .. writeCheckpoints-1 were the write phase. */
    LsmHistory(long writeCheckpoints) {
        if (writeCheckpoints < 1) {
            throw new IllegalArgumentException("the write phase needs at least one checkpoint, got " + writeCheckpoints);
        }
        this.writeCheckpoints = writeCheckpoints;
    }

    /** Reads every snapshot of {@code table}; the write phase used checkpoints 0 .. writeCheckpoints-1. */
    static LsmHistory of(Table table, long writeCheckpoints) {
        List<SnapshotInfo> all = table.snapshots();
        if (all.isEmpty() || all.get(0).snapshotId != 1) {
            throw new IllegalStateException("snapshots expired during the run (first retained: "
                    + (all.isEmpty() ? "none" : all.get(0).snapshotId) + "): bytes written cannot be counted");
        }
        LsmHistory h = new LsmHistory(writeCheckpoints);
        for (SnapshotInfo s : all) {
            h.snapshot(s.commitIdentifier, "COMPACT".equals(s.commitKind), table.files(s.snapshotId));
        }
        return h;
    }

    /** One snapshot's live files (in snapshot id order). */
    void snapshot(long checkpoint, boolean compact, List<DataFileInfo> live) {
        snapshots++;
        if (compact) {
            compactSnapshots++;
        }
        TableEngine.LsmState state = new TableEngine.LsmState();
        for (DataFileInfo f : live) {
            state.add(f.bucket, f.level, f.fileSizeInBytes, f.recordCount);
            if (seen.add(f.partition + "/" + f.bucket + "/" + f.filePath)) {
                if (f.level == 0) {
                    flushedBytes += f.fileSizeInBytes;
                    flushedFiles++;
                } else {
                    compactedBytes += f.fileSizeInBytes;
                    compactedFiles++;
                }
            }
        }
        endOfCheckpoint.put(checkpoint, state);
    }

    /** Bytes of every data file ever live: flushes plus compaction outputs. */
    long writtenBytes() {
        return flushedBytes + compactedBytes;
    }

    /** Write amplification: bytes written ÷ bytes flushed (1 = compaction rewrote nothing). */
    double writeAmplification() {
        return flushedBytes == 0 ? 0 : (double) writtenBytes() / flushedBytes;
    }

    /** Mean over write checkpoints and buckets of the sorted runs at the end of the checkpoint. */
    double meanRunsPerBucket() {
        long sum = 0;
        long count = 0;
        for (TableEngine.LsmState s : endOfCheckpoint.headMap(writeCheckpoints).values()) {
            for (int runs : s.runsPerBucket.values()) {
                sum += runs;
                count++;
            }
        }
        return count == 0 ? 0 : (double) sum / count;
    }

    /** The most sorted runs any bucket had at the end of a write checkpoint. */
    int maxRunsPerBucket() {
        int max = 0;
        for (TableEngine.LsmState s : endOfCheckpoint.headMap(writeCheckpoints).values()) {
            max = Math.max(max, s.maxRunsPerBucket());
        }
        return max;
    }

    /** Write checkpoints that left a snapshot. */
    int writeCheckpointsSeen() {
        return endOfCheckpoint.headMap(writeCheckpoints).size();
    }

    void record(Figures f) {
        f.put("history.snapshots", snapshots);
        f.put("history.compact_snapshots", compactSnapshots);
        f.put("history.write_checkpoints", writeCheckpointsSeen());
        f.put("runs_per_bucket.mean", meanRunsPerBucket());
        f.put("runs_per_bucket.max", maxRunsPerBucket());
        f.put("bytes.flushed", flushedBytes);
        f.put("files.flushed", flushedFiles);
        f.put("bytes.compacted", compactedBytes);
        f.put("files.compacted", compactedFiles);
        f.put("bytes.written", writtenBytes());
        f.put("write_amplification", writeAmplification());
    }
}
