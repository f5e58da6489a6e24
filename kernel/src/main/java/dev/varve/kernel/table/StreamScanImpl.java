package dev.varve.kernel.table;

import dev.varve.kernel.options.CoreOptions.ChangelogProducer;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.StreamScan;
import dev.varve.kernel.VarveException;
import dev.varve.row.InternalRow;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * A streaming read (SEMANTICS §5, §8; CLI.md): an optional initial full snapshot (row kinds: {@link #fullRead};
 * +I rows for a table without changelog producer, whose reads Flink normalizes; with a producer per bucket +I
 * when the bucket is raw-convertible, else the merged record's kind; for {@code $audit_log} stored row kinds,
 * retractions kept, as its batch read), then
 * each snapshot's changes — its changelog files for {@code input}, {@code lookup} and
 * {@code full-compaction}, its newly written data files for append tables, and for {@code none}
 * those files merged per key ({@link MergedDeltaReader}) — per bucket in key then sequence order. Compaction-only snapshots carry no changes; overwrite
 * snapshots are skipped unless {@code streaming-read-overwrite} (primary-key tables: {@link #overwriteChanges}) or
 * {@code streaming-read-append-overwrite} (append tables: the added files' rows). A {@code consumer-id} with
 * progress continues from it whatever {@code scan.mode} says (SEMANTICS §11). Ids whose snapshot
 * expired are read from their long-lived changelog while it is retained (SnapshotExpirer).
 * Start modes follow Paimon 1.4.2's starting scanners: 'compacted-full' reads the latest
 * compacted snapshot in full ({@link #latestCompacted}), 'from-snapshot-full' of an expired id
 * the earliest snapshot. A scan created on a table without snapshots decides its start when a
 * poll first finds one and records no consumer progress before that.
 * A poll's rows are copied column by column into a {@link ChangeBatch} (no per-row boxing or
 * String decoding); they stay valid after later polls.
 */
final class StreamScanImpl implements StreamScan {
    private final TableContext ctx;
    private final ConsumerManager consumers;
    private final String consumerId;
    private long next;
    private Long fullSnapshot;
    private final boolean auditLog;
    /** The table had no snapshot yet: the start position is decided by the first poll that sees one. */
    private boolean undecided;
    /** {@code scan.bounded}: one batch read (the scan options' batch meaning), then the end; no consumer progress. */
    private final boolean bounded;
    private boolean boundedRead;
    /**
     * The initial full snapshot is normalized to +I rows: Flink plans a ChangelogNormalize after the source of an
     * unbounded read of a primary-key table without a changelog producer (unless {@code scan.remove-normalize}),
     * whose first row of a key is +I. Otherwise the rows keep the kinds of Paimon's split read
     * ({@link dev.varve.kernel.BatchScan#readWithSplitKinds()}).
     */
    private final boolean normalized;

    StreamScanImpl(TableContext ctx, ConsumerManager consumers) {
        this(ctx, consumers, false);
    }

    /** {@code auditLog}: the initial full snapshot with stored row kinds and retractions ({@code $audit_log}). */
    StreamScanImpl(TableContext ctx, ConsumerManager consumers, boolean auditLog) {
        this.auditLog = auditLog;
        this.ctx = ctx;
        this.consumers = consumers;
        // a hint may set it on a table that cannot have it (Paimon: "Unable to create a source ...")
        dev.varve.kernel.options.OptionsValidator.checkStreamingReadOverwrite(ctx.primaryKeyTable, ctx.options);
        this.bounded = ctx.options.scanBounded();
        this.normalized = !bounded && ctx.primaryKeyTable && !ctx.options.scanRemoveNormalize()
                && ctx.options.changelogProducer() == ChangelogProducer.NONE;
        if (bounded) {
            // Paimon 1.4.2 builds a static (batch) source for a bounded read: the scan options mean what they
            // mean in batch mode, and the consumer-id is neither read nor advanced
            this.consumerId = null;
            return;
        }
        this.consumerId = ctx.options.consumerId();
        OptionalLong progress = consumerId == null || ctx.options.consumerIgnoreProgress()
                ? OptionalLong.empty() : consumers.nextSnapshot(consumerId);
        if (progress.isPresent()) {
            next = progress.getAsLong();
            return;
        }
        String mode = resolvedMode(); // bad options fail here, also on an empty table
        if (ctx.store.latestId() < 1) {
            // Paimon: a scan of a table without snapshots waits for the first one and only then
            // applies its start mode; until then it has no position to record for its consumer
            undecided = true;
            next = 1;
            return;
        }
        start(mode, ctx.store.latestId(), false);
    }

    /** {@code scan.mode} with 'default' resolved; throws if it is unsupported or lacks its option. */
    private String resolvedMode() {
        if (IncrementalScan.requested(ctx.options)) {
            // as Paimon: "Cannot read incremental in streaming mode."
            throw new VarveException("'incremental-between' / 'incremental-between-timestamp' read the changes between two "
                    + "snapshots in batch mode; a streaming read cannot use them (use 'scan.mode' = 'from-snapshot')");
        }
        if (ctx.options.scanTagName() != null) {
            // as Paimon 1.4.2: a tag is read in batch only
            throw new VarveException("Cannot scan from tag in streaming mode ('scan.tag-name' = '"
                    + ctx.options.scanTagName() + "'; read the tag in batch mode)");
        }
        String mode = ctx.options.scanMode().value();
        Long snapshotId = ctx.options.scanSnapshotId();
        Long ts = ctx.options.scanTimestampMillis();
        if ("default".equals(mode)) {
            mode = snapshotId != null ? "from-snapshot" : ts != null ? "from-timestamp"
                    : ctx.options.scanFileCreationTimeMillis() != null ? "from-file-creation-time" : "latest-full";
        }
        switch (mode) {
            case "latest-full": case "full": case "compacted-full": case "latest": case "earliest":
                return mode;
            case "from-file-creation-time":
                // Paimon: the latest snapshot in full, files older than the time left out (the full read's
                // BatchScanImpl applies scan.file-creation-time-millis), then every later snapshot's changes
                requireOption(ctx.options.scanFileCreationTimeMillis(), mode, "scan.file-creation-time-millis");
                return "latest-full";
            case "from-snapshot": case "from-snapshot-full":
                requireOption(snapshotId, mode, "scan.snapshot-id");
                return mode;
            case "from-timestamp":
                requireOption(ts, mode, "scan.timestamp-millis");
                return mode;
            default:
                throw new VarveException("scan.mode '" + mode + "' is not supported for streaming reads");
        }
    }

    /**
     * Sets the start position by {@code scan.mode} once the table has snapshots; {@code waited}
     * if the table had none when the scan was created ('latest' then reads from the first
     * snapshot, as Paimon's latest starting scanner does).
     */
    private void start(String mode, long latest, boolean waited) {
        SnapshotStore store = ctx.store;
        Long snapshotId = ctx.options.scanSnapshotId();
        Long ts = ctx.options.scanTimestampMillis();
        switch (mode) {
            case "compacted-full":
                fullSnapshot = latestCompacted(ctx, latest);
                next = fullSnapshot + 1;
                break;
            case "latest-full":
            case "full":
                if (latest > 0) {
                    fullSnapshot = latest;
                    next = latest + 1;
                } else {
                    next = 1;
                }
                break;
            case "latest":
                next = waited ? 1 : latest + 1;
                break;
            case "earliest":
                next = Math.max(1, earliestReadableId(store));
                break;
            case "from-snapshot":
                next = snapshotId;
                break;
            case "from-snapshot-full": {
                // Paimon reads max(earliest, scan.snapshot-id) in full: an expired id starts at the earliest
                long id = Math.max(snapshotId, store.earliestId());
                if (!store.exists(id)) {
                    throw new VarveException("scan.snapshot-id " + snapshotId + " does not exist (snapshots "
                            + store.earliestId() + ".." + latest + ")");
                }
                fullSnapshot = id;
                next = id + 1;
                break;
            }
            case "from-timestamp": {
                // changelogs kept past their snapshots are older than every snapshot: look there first
                next = -1;
                for (Snapshot s : readsChangelogs() ? store.allChangelogs() : List.<Snapshot>of()) {
                    if (s.timeMillis >= ts) {
                        next = s.id;
                        break;
                    }
                }
                if (next < 0) {
                    long first = store.earliestIdAtOrAfter(ts);
                    next = first < 0 ? Math.max(1, latest + 1) : first;
                }
                break;
            }
            default:
                throw new VarveException("scan.mode '" + mode + "' is not supported for streaming reads");
        }
    }

    /**
     * Whether long-lived changelogs are read, as Paimon 1.4.2's streaming scan: only while the table's changelog
     * lifecycle is decoupled (its starting scanner and next-snapshot fetcher look at changelogs only then).
     */
    private boolean readsChangelogs() {
        return ctx.options.changelogLifecycleDecoupled();
    }

    private long earliestReadableId(SnapshotStore store) {
        return readsChangelogs() ? store.earliestReadableId() : store.earliestId();
    }

    /**
     * The snapshot 'compacted-full' reads in full, as Paimon's compacted starting scanners pick it:
     * the latest snapshot whose commit compacted (Paimon publishes that compaction as a COMPACT
     * snapshot; Varve publishes a background compaction with a later checkpoint's data, whose
     * delta then holds compaction results), restricted with {@code full-compaction.delta-commits}
     * (or the full-compaction producer) to identifiers divisible by it; the latest if none.
     */
    static long latestCompacted(TableContext ctx, long latest) {
        SnapshotStore store = ctx.store;
        Integer deltaCommits = ctx.options.fullCompactionDeltaCommits();
        if (deltaCommits == null && ctx.options.changelogProducer() == ChangelogProducer.FULL_COMPACTION) {
            deltaCommits = 1;
        }
        for (long id = latest; id >= Math.max(1, store.earliestId()); id--) {
            Snapshot s;
            try {
                s = store.snapshot(id);
            } catch (VarveException.NotFound e) {
                break; // expired meanwhile: so is everything older
            }
            if (deltaCommits != null && s.commitIdentifier % deltaCommits != 0 && s.commitIdentifier != Long.MAX_VALUE) {
                continue;
            }
            if (s.commitKind == Snapshot.CommitKind.COMPACT || compacted(ctx, s)) {
                return id;
            }
        }
        return latest;
    }

    /**
     * Whether Paimon would have published a COMPACT snapshot for this commit: it carries results of a
     * background compaction (Varve publishes them with a later checkpoint's data; a commit's own
     * compaction is a COMPACT snapshot of its own).
     */
    private static boolean compacted(TableContext ctx, Snapshot s) {
        if (s.commitKind != Snapshot.CommitKind.APPEND) {
            return false;
        }
        for (ManifestEntry e : ctx.store.deltaEntries(s)) {
            if (e.source() == ManifestEntry.Source.COMPACT) {
                return true;
            }
        }
        return false;
    }

    private static void requireOption(Object v, String mode, String key) {
        if (v == null) {
            throw new VarveException("scan.mode '" + mode + "' needs option '" + key + "'");
        }
    }

    @Override
    public List<InternalRow> poll() {
        if (bounded) {
            if (boundedRead) {
                return null;
            }
            boundedRead = true;
            return fullRead(new BatchScanImpl(ctx));
        }
        if (undecided) {
            long latest = ctx.store.latestId();
            if (latest < 1) {
                return null;
            }
            undecided = false;
            start(resolvedMode(), latest, true);
        }
        if (fullSnapshot != null) {
            long id = fullSnapshot;
            fullSnapshot = null;
            List<InternalRow> out = fullRead(new BatchScanImpl(ctx).withChangelogFullRead().withSnapshot(id));
            if (!out.isEmpty()) {
                return out;
            }
        }
        SnapshotStore store = ctx.store;
        long latest = store.latestId();
        if (latest >= 1 && next > latest + 1) {
            // Paimon 1.4.2 fails such a read (OutOfRangeException "The next expected snapshot is too big!");
            // latest + 1 is the next commit and is waited for
            throw new VarveException("a streaming read cannot start at snapshot " + next
                    + ": the latest snapshot is " + latest + ", so the next one to be committed is " + (latest + 1)
                    + " (was the table re-created, or is 'scan.snapshot-id' too big?)");
        }
        while (next <= latest) {
            // changes of expired snapshots stay readable while their long-lived changelog is retained
            if (next < store.earliestId()) {
                next = Math.max(next, earliestReadableId(store));
            }
            Snapshot s;
            try {
                s = readsChangelogs() ? store.snapshotOrChangelog(next) : store.snapshot(next);
            } catch (VarveException.NotFound e) {
                if (next < earliestReadableId(store)) {
                    continue; // expired while we looked: skip to what is still readable
                }
                if (next < store.earliestId()) {
                    // a gap among the long-lived changelogs (expire_snapshots dropped its snapshots' changelogs):
                    // Paimon 1.4.2's NextSnapshotFetcher finds neither the snapshot nor a changelog and waits for the
                    // id (with decoupled changelogs its range check never fails), so nothing after the gap is read
                    return null;
                }
                throw e;
            }
            next++;
            List<InternalRow> out = changes(s);
            if (!out.isEmpty()) {
                return out;
            }
        }
        return null;
    }

    /**
     * A full read: {@link #normalized} +I rows, else the split read's kinds (+I for a raw-convertible bucket, else
     * each key's merged kind +I or +U; retractions left out); for {@code $audit_log} stored kinds with retractions
     * kept (Paimon's audit-log read forces the merged read and keeps deletes).
     */
    private List<InternalRow> fullRead(dev.varve.kernel.BatchScan full) {
        ChangeBatch out = new ChangeBatch(ctx.rowType);
        try (RecordReader r = auditLog ? full.readWithRowKinds() : normalized ? full.read() : full.readWithSplitKinds()) {
            while (r.hasNext()) {
                InternalRow row = r.next();
                if (auditLog || !row.getRowKind().isRetract()) {
                    out.append(row);
                }
            }
        }
        return out;
    }

    private List<InternalRow> changes(Snapshot s) {
        if (s.commitKind == Snapshot.CommitKind.OVERWRITE) {
            if (ctx.primaryKeyTable ? !ctx.options.streamingReadOverwrite() : !ctx.options.streamingReadAppendOverwrite()) {
                return List.of();
            }
            if (ctx.primaryKeyTable) {
                return overwriteChanges(s);
            }
        }
        List<BucketFiles> buckets;
        if (ctx.primaryKeyTable && ctx.options.changelogProducer() != ChangelogProducer.NONE) {
            buckets = BucketFiles.group(store().changelogEntries(s), DataFileMeta.Kind.CHANGELOG, ctx.options.scanPlanSortPartition());
        } else {
            if (s.commitKind == Snapshot.CommitKind.COMPACT) {
                return List.of();
            }
            List<ManifestEntry> added = new ArrayList<>();
            for (ManifestEntry e : store().deltaEntries(s)) {
                if (e.kind() == ManifestEntry.Kind.ADD && e.source() == ManifestEntry.Source.WRITE) {
                    added.add(e);
                }
            }
            buckets = BucketFiles.group(added, DataFileMeta.Kind.DATA, ctx.options.scanPlanSortPartition());
        }
        long records = 0;
        for (BucketFiles b : buckets) {
            for (DataFileMeta f : b.files) {
                records += f.rowCount();
            }
        }
        ChangeBatch out = new ChangeBatch(ctx.rowType, records);
        boolean mergedDelta = ctx.primaryKeyTable && ctx.options.changelogProducer() == ChangelogProducer.NONE;
        try (RecordReader r = mergedDelta ? new MergedDeltaReader(ctx, buckets)
                : new BucketRecordReader(ctx, buckets, BucketRecordReader.Mode.ALL, true, null)) {
            while (r.hasNext()) {
                out.append(r.next());
            }
        }
        return out;
    }

    /**
     * An overwrite commit of a primary-key table read with {@code streaming-read-overwrite} (producer none or input), as
     * Paimon 1.4.2 streams it: bucket by bucket, the files it removed read merged (retractions left out) as {@code -D}
     * rows, then the data files it added read merged, each row in the merged record's kind ({@code +I}, or {@code +U} where
     * the merge keeps a {@code +U}; its changelog files are not read); partitions
     * in the order of Paimon's hash map of them ({@link PaimonPartitionOrder}), buckets ascending.
     */
    private List<InternalRow> overwriteChanges(Snapshot s) {
        List<ManifestEntry> entries = new ArrayList<>();
        java.util.Set<DataFileMeta> removed = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        List<ManifestEntry> delta = store().deltaEntries(s);
        for (ManifestEntry.Kind kind : new ManifestEntry.Kind[] {ManifestEntry.Kind.DELETE, ManifestEntry.Kind.ADD}) {
            for (ManifestEntry e : delta) {
                if (e.kind() == kind && e.file().kind() == DataFileMeta.Kind.DATA) {
                    entries.add(e);
                    if (kind == ManifestEntry.Kind.DELETE) {
                        removed.add(e.file());
                    }
                }
            }
        }
        List<BucketFiles> buckets = BucketFiles.group(entries, DataFileMeta.Kind.DATA, ctx.options.scanPlanSortPartition());
        if (!ctx.options.scanPlanSortPartition()) {
            // Paimon plans these changes through a HashMap keyed by the partition's binary row (the removed files'
            // partitions put first, then the added ones'): partitions come out in that map's order
            PaimonPartitionOrder order = new PaimonPartitionOrder(ctx.rowType, ctx.partitionIndexes);
            for (BucketFiles b : buckets) {
                order.added(b.partition);
            }
            order.sort(buckets, b -> b.partition);
        }
        ChangeBatch out = new ChangeBatch(ctx.rowType);
        for (BucketFiles b : buckets) {
            BucketFiles before = new BucketFiles(b.partition, b.bucket);
            BucketFiles after = new BucketFiles(b.partition, b.bucket);
            for (DataFileMeta f : b.files) {
                (removed.contains(f) ? before : after).files.add(f);
            }
            readMerged(before, dev.varve.row.RowKind.DELETE, out);
            readMerged(after, null, out);
        }
        return out;
    }

    /**
     * A bucket's files read merged, retractions left out, each row as {@code kind}, or with {@code kind} null in the
     * merged record's own kind: {@code +U} stays {@code +U} (a deduplicate key whose latest record is {@code +U}, a lone
     * {@code +U} of any engine), as Paimon's streaming split read keeps it.
     */
    private void readMerged(BucketFiles bucket, dev.varve.row.RowKind kind, ChangeBatch out) {
        if (bucket.files.isEmpty()) {
            return;
        }
        try (RecordReader r = new BucketRecordReader(ctx, List.of(bucket), BucketRecordReader.Mode.MERGED, kind == null, null)) {
            while (r.hasNext()) {
                InternalRow row = r.next();
                if (kind != null) {
                    row.setRowKind(kind);
                } else if (row.getRowKind().isRetract()) {
                    continue;
                }
                out.append(row);
            }
        }
    }

    private SnapshotStore store() {
        return ctx.store;
    }

    @Override
    public long nextSnapshotId() {
        return next;
    }

    @Override
    public void restore(long nextSnapshotId) {
        this.undecided = false;
        this.next = nextSnapshotId;
        this.fullSnapshot = null;
    }

    @Override
    public void notifyCheckpointComplete() {
        if (consumerId != null && !undecided) {
            consumers.record(consumerId, next);
        }
    }

    @Override
    public void close() {
    }
}
