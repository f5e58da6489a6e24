package dev.varve.kernel.table;

import dev.varve.kernel.BatchScan;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.VarveException;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A batch read of one snapshot: plan files by partition, read each bucket merged. */
final class BatchScanImpl implements BatchScan {
    private final TableContext ctx;
    private int[] projection;
    private Map<String, String> partitionFilter = Map.of();
    private Long snapshotId;

    BatchScanImpl(TableContext ctx) {
        this.ctx = ctx;
        this.snapshotId = ctx.options.scanSnapshotId();
        Long ts = ctx.options.scanTimestampMillis();
        if (snapshotId == null && ts != null) {
            Snapshot chosen = null;
            for (Snapshot s : ctx.store.all()) {
                if (s.timeMillis <= ts) {
                    chosen = s;
                }
            }
            snapshotId = chosen == null ? 0L : chosen.id;
        }
    }

    @Override
    public BatchScan withProjection(int[] columns) {
        for (int c : columns) {
            if (c < 0 || c >= ctx.rowType.size()) {
                throw new VarveException("projection column " + c + " is out of range for " + ctx.rowType.size() + " columns");
            }
        }
        this.projection = columns.clone();
        return this;
    }

    @Override
    public BatchScan withPartitionFilter(Map<String, String> partition) {
        for (String k : partition.keySet()) {
            if (Partition.indexOfIgnoreCase(ctx.schema.partitionKeys(), k) < 0) {
                throw new VarveException("'" + k + "' is not a partition column of the table (partition columns: "
                        + ctx.schema.partitionKeys() + ")");
            }
        }
        this.partitionFilter = partition;
        return this;
    }

    @Override
    public BatchScan withSnapshot(long id) {
        this.snapshotId = id;
        return this;
    }

    private Snapshot resolve() {
        if (snapshotId == null) {
            return ctx.store.latest();
        }
        if (snapshotId == 0L) {
            return null;
        }
        return ctx.store.snapshot(snapshotId);
    }

    @Override
    public SnapshotInfo snapshot() {
        Snapshot s = resolve();
        return s == null ? null : s.toInfo();
    }

    List<BucketFiles> plan() {
        Snapshot s = resolve();
        List<ManifestEntry> entries = new ArrayList<>();
        for (ManifestEntry e : ctx.store.liveEntries(s)) {
            if (partitionFilter.isEmpty() || e.partition().matches(ctx.schema.partitionKeys(), partitionFilter)) {
                entries.add(e);
            }
        }
        return BucketFiles.group(entries, DataFileMeta.Kind.DATA, ctx.options.scanPlanSortPartition());
    }

    @Override
    public RecordReader read() {
        return new BucketRecordReader(ctx, plan(), ctx.primaryKeyTable ? BucketRecordReader.Mode.MERGED
                : BucketRecordReader.Mode.ALL, false, projection);
    }

    @Override
    public RecordReader readWithRowKinds() {
        return new BucketRecordReader(ctx, plan(), ctx.primaryKeyTable ? BucketRecordReader.Mode.MERGED
                : BucketRecordReader.Mode.ALL, true, projection);
    }
}
