package dev.varve.kernel.table;

import dev.varve.kernel.BatchScan;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.VarveException;
import dev.varve.row.DataType;
import dev.varve.row.RowType;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A batch read of one snapshot: plan files by partition, bucket and key range, read each bucket
 * merged, filter the merged rows. Not thread-safe.
 */
final class BatchScanImpl implements BatchScan {
    private final TableContext ctx;
    private int[] projection;
    private Map<String, String> partitionFilter = Map.of();
    private Long snapshotId;
    /** A scan.timestamp-millis older than every retained snapshot (null if not), refused when planned or read. */
    private Long travelledBeforeEarliest;
    /** A scan.snapshot-id below 1 (accepted as an option: streaming reads start at the earliest), refused when planned. */
    private Long invalidSnapshotId;
    private final ScanFilter filter;
    /** {@link #withReadOptimized()}: only bottom-level files of primary-key tables. */
    private boolean readOptimized;
    /** {@link #withReadOptimized()} (the {@code $ro} view), not a streaming full read's top level. */
    private boolean readOptimizedView;
    /**
     * The lowest level read of a primary-key table. Paimon 1.4.2's batch scan of a deletion-vector or first-row
     * table leaves level 0 out (its lookup compaction moves every commit's files up; a snapshot between a commit's
     * APPEND and its COMPACT reads without them); {@link #withChangelogFullRead} sets it for a streaming read's
     * initial snapshot.
     */
    private int minLevel;

    /** The snapshot of {@code scan.tag-name} (null if not set), read when the scan is created. */
    private Snapshot tagged;

    BatchScanImpl(TableContext ctx) {
        this.ctx = ctx;
        if (skipsLevel0(ctx)) {
            minLevel = 1;
        }
        this.snapshotId = ctx.options.scanSnapshotId();
        String tag = ctx.options.scanTagName();
        if (tag != null) {
            tagged = new TagManager(ctx).get(tag).snapshot;
        }
        if (snapshotId != null && snapshotId < 1) {
            invalidSnapshotId = snapshotId;
            snapshotId = null;
        }
        Long ts = ctx.options.scanTimestampMillis();
        if (snapshotId == null && ts != null) {
            long id = ctx.store.latestIdAtOrBefore(ts);
            snapshotId = id < 0 ? 0L : id;
            travelledBeforeEarliest = id < 0 ? ts : null;
        }
        if (snapshotId == null && tagged == null && invalidSnapshotId == null
                && ctx.options.scanMode() == dev.varve.kernel.options.CoreOptions.StartupMode.COMPACTED_FULL) {
            // a batch read with 'scan.mode' = 'compacted-full' reads the snapshot a streaming read would start from
            // in full (Paimon 1.4.2's FullCompactedStartingScanner in batch too: fzmx_1379)
            long latest = ctx.store.latestId();
            if (latest > 0) {
                snapshotId = StreamScanImpl.latestCompacted(ctx, latest);
            }
        }
        this.filter = new ScanFilter(ctx);
    }

    @Override
    public BatchScan withFilter(String column, Comparison op, Object value) {
        filter.add(column, op, value);
        return this;
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
    public BatchScan withReadOptimized() {
        this.readOptimized = true;
        this.readOptimizedView = true;
        return this;
    }

    /**
     * Whether batch reads of the table leave level-0 files out, as Paimon 1.4.2's of a primary-key table with
     * deletion vectors or the first-row engine ({@code batchScanSkipLevel0}; also its delta reads).
     */
    static boolean skipsLevel0(TableContext ctx) {
        return ctx.primaryKeyTable && (ctx.options.deletionVectorsEnabled()
                || ctx.options.mergeEngine() == dev.varve.kernel.options.CoreOptions.MergeEngine.FIRST_ROW);
    }

    /**
     * The files an initial full read of a streaming read takes, as Paimon 1.4.2's: with the lookup producer none
     * of level 0, with the full-compaction producer only the top level (those files' changes come with the
     * changelog of a later snapshot: their commit's COMPACT snapshot), otherwise every level (also of
     * deletion-vector and first-row tables, checked on Flink: golden {@code sweep18_lk_dv_first_row}).
     */
    BatchScanImpl withChangelogFullRead() {
        dev.varve.kernel.options.CoreOptions.ChangelogProducer producer = ctx.options.changelogProducer();
        readOptimized = ctx.primaryKeyTable && producer == dev.varve.kernel.options.CoreOptions.ChangelogProducer.FULL_COMPACTION;
        minLevel = ctx.primaryKeyTable && producer == dev.varve.kernel.options.CoreOptions.ChangelogProducer.LOOKUP ? 1 : 0;
        return this;
    }

    @Override
    public BatchScan withSnapshot(long id) {
        this.snapshotId = id;
        this.tagged = null;
        this.travelledBeforeEarliest = null;
        this.invalidSnapshotId = null;
        return this;
    }

    private Snapshot resolve() {
        if (tagged != null) {
            return tagged;
        }
        if (invalidSnapshotId != null) {
            // Paimon 1.4.2: "The specified scan snapshotId 0 is out of available snapshotId range [1, 1]."
            throw new VarveException("scan.snapshot-id " + invalidSnapshotId + " is not a snapshot of table " + ctx.tablePath
                    + " (snapshots " + Math.max(1, ctx.store.earliestId()) + ".." + ctx.store.latestId() + ")");
        }
        if (snapshotId == null) {
            return ctx.store.latest();
        }
        if (snapshotId == 0L) {
            return null;
        }
        return ctx.store.snapshot(snapshotId);
    }

    /**
     * Time travel to a point before the earliest retained snapshot of a table that has snapshots
     * fails, as in Apache Paimon 1.4.2 (an empty table reads as empty).
     */
    private void refuseTravelBeforeEarliest(long ts) {
        long earliest = ctx.store.earliestId();
        Snapshot first = earliest > 0 ? ctx.store.snapshotOrNull(earliest) : null;
        if (first != null) {
            throw new VarveException("there is no snapshot earlier than or equal to timestamp [" + ts
                    + "] in table " + ctx.tablePath + "; the earliest snapshot's timestamp is [" + first.timeMillis + "]");
        }
    }

    @Override
    public SnapshotInfo snapshot() {
        Snapshot s = resolve();
        return s == null ? null : s.toInfo();
    }

    /** The key range reads seek to: the filter's for primary-key tables, everything otherwise. */
    private ScanFilter.KeyRange keyRange() {
        return ctx.primaryKeyTable ? filter.keyRange() : ScanFilter.KeyRange.ALL;
    }

    /**
     * The buckets to read and their data files, after pruning by partition filter, scan filter
     * (partitions, the bucket an equality on the bucket key selects) and key range (only whole
     * files whose key range misses it, so merged rows of keys in the range are unchanged).
     */
    List<BucketFiles> plan() {
        return plan(keyRange());
    }

    private List<BucketFiles> plan(ScanFilter.KeyRange range) {
        if (travelledBeforeEarliest != null) {
            refuseTravelBeforeEarliest(travelledBeforeEarliest);
        }
        Snapshot s = resolve();
        if (filter.contradictory()) {
            return new ArrayList<>();
        }
        Integer bucketHash = filter.bucketKeyHash();
        Map<Partition, Boolean> partitionMatches = new HashMap<>();
        Map<Long, Boolean> keyTypeMatches = new HashMap<>();
        List<ManifestEntry> entries = new ArrayList<>();
        Long createdSince = ctx.options.scanFileCreationTimeMillis();
        int onlyLevel = readOptimized && ctx.primaryKeyTable ? ctx.options.numLevels() - 1 : -1;
        boolean marking = onlyLevel >= 0 && readsMarkedMaxLevel();
        for (ManifestEntry e : ctx.store.liveEntries(s)) {
            DataFileMeta f = e.file();
            if (f.kind() != DataFileMeta.Kind.DATA) {
                continue;
            }
            if ((onlyLevel >= 0 && f.level() != onlyLevel && !(marking && f.level() > 0 && f.level() < onlyLevel))
                    || f.level() < minLevel) {
                continue; // read-optimized: what full compaction produced
            }
            if (createdSince != null && f.creationTimeMillis() < createdSince) {
                continue; // Paimon's from-file-creation-time scan: older files are not read at all
            }
            if (!partitionMatches.computeIfAbsent(e.partition(), this::partitionMayMatch)) {
                continue;
            }
            if (bucketHash != null && e.totalBuckets() > 0
                    && PaimonBucketHash.bucket(bucketHash, e.totalBuckets()) != e.bucket()) {
                continue;
            }
            if (!range.isAll() && keyTypeMatches.computeIfAbsent(f.schemaId(), this::sameKeyTypes)
                    && !range.overlaps(f.minKey(), f.maxKey())) {
                continue;
            }
            entries.add(e);
        }
        return BucketFiles.group(entries, DataFileMeta.Kind.DATA, ctx.options.scanPlanSortPartition());
    }

    private boolean partitionMayMatch(Partition p) {
        return (partitionFilter.isEmpty() || p.matches(ctx.schema.partitionKeys(), partitionFilter)) && filter.mayMatch(p)
                && (excludedPartitions == null || !excludedPartitions.contains(p));
    }

    /** Partitions this scan leaves out (a fallback branch's scan: those the primary branch has), or null. */
    private java.util.Set<Partition> excludedPartitions;

    BatchScanImpl excludePartitions(java.util.Set<Partition> partitions) {
        this.excludedPartitions = partitions;
        return this;
    }

    @Override
    public List<Map<String, String>> partitions() {
        if (IncrementalScan.requested(ctx.options)) {
            throw new UnsupportedOperationException("an incremental read does not list its partitions");
        }
        if (travelledBeforeEarliest != null) {
            refuseTravelBeforeEarliest(travelledBeforeEarliest);
        }
        List<String> keys = ctx.schema.partitionKeys();
        if (keys.isEmpty() || resolve() == null) {
            return List.of();
        }
        List<Map<String, String>> out = new ArrayList<>();
        for (Partition p : new java.util.TreeSet<>(dataPartitions())) {
            if (excludedPartitions != null && excludedPartitions.contains(p)) {
                continue;
            }
            Map<String, String> spec = new java.util.LinkedHashMap<>();
            for (int i = 0; i < keys.size(); i++) {
                spec.put(keys.get(i), p.values().get(i));
            }
            out.add(java.util.Collections.unmodifiableMap(spec));
        }
        return out;
    }

    /** The partitions holding data files in the snapshot this scan reads (no filter applied). */
    java.util.Set<Partition> dataPartitions() {
        java.util.Set<Partition> out = new java.util.HashSet<>();
        for (ManifestEntry e : ctx.store.liveEntries(resolve())) {
            if (e.file().kind() == DataFileMeta.Kind.DATA) {
                out.add(e.partition());
            }
        }
        return out;
    }

    /** Whether files of schema {@code schemaId} have keys encoded from the current key column types. */
    private boolean sameKeyTypes(long schemaId) {
        dev.varve.row.RowType old = ctx.rowTypeOf(schemaId);
        for (int k : ctx.keyIndexes) {
            int i = old.indexOf(ctx.rowType.field(k).name());
            if (i < 0 || !old.type(i).equals(ctx.rowType.type(k))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public RecordReader read() {
        return reader(BucketRecordReader.Kinds.INSERT);
    }

    @Override
    public RecordReader readWithRowKinds() {
        return reader(BucketRecordReader.Kinds.STORED);
    }

    @Override
    public RecordReader readWithSplitKinds() {
        return reader(BucketRecordReader.Kinds.SPLIT);
    }

    private RecordReader reader(BucketRecordReader.Kinds kinds) {
        if (IncrementalScan.requested(ctx.options)) {
            if (readOptimized) {
                throw new VarveException("an incremental read (incremental-between...) of the read-optimized view of table "
                        + ctx.tablePath + " is not supported; read the table itself");
            }
            // a split-kind read of a range reads as a plain one (not checked on Flink beyond append tables)
            return IncrementalScan.open(ctx, kinds == BucketRecordReader.Kinds.STORED, projection, filter);
        }
        ScanFilter.KeyRange range = keyRange();
        List<BucketFiles> plan = plan(range);
        RowType outType = outputType();
        int processors = Runtime.getRuntime().availableProcessors();
        if (ctx.options.scanReadAhead() && readAhead(plan, ctx.options.fileReaderAsyncThreshold(), processors)
                && ReadAheadReader.supports(outType)) {
            List<RecordReader> segments = new ArrayList<>();
            for (BucketFiles part : segments(plan, ctx.primaryKeyTable)) {
                segments.add(bucketReader(List.of(part), kinds, range));
            }
            return new ReadAheadReader(segments, outType, Math.min(MAX_READ_AHEAD_THREADS, processors));
        }
        return bucketReader(plan, kinds, range);
    }

    /** At most this many background threads read ahead for one scan. */
    static final int MAX_READ_AHEAD_THREADS = 4;

    private RecordReader bucketReader(List<BucketFiles> buckets, BucketRecordReader.Kinds kinds, ScanFilter.KeyRange range) {
        BucketRecordReader r = new BucketRecordReader(ctx, buckets, ctx.primaryKeyTable ? BucketRecordReader.Mode.MERGED
                : BucketRecordReader.Mode.ALL, kinds, projection, filter.isEmpty() ? null : filter, range);
        return readOptimized && ctx.primaryKeyTable && readsMarkedMaxLevel()
                ? r.readOptimizedMarks(ctx.options.numLevels() - 1) : r;
    }

    /**
     * Whether the read-optimized view reads the max level with Paimon's deletion vectors: a primary-key table with
     * {@code deletion-vectors.enabled} (not first-row, whose lookup drops the newer version and marks nothing), whose
     * max-level row of a key a run of levels 1..max-1 holds was marked by the compaction that wrote that run.
     */
    private boolean readsMarkedMaxLevel() {
        return readOptimizedView && ctx.options.deletionVectorsEnabled()
                && ctx.options.mergeEngine() != dev.varve.kernel.options.CoreOptions.MergeEngine.FIRST_ROW;
    }

    /**
     * The plan cut into parts whose reads, one after the other, give the rows of the whole plan
     * in the same order: each bucket, and for append tables each file of a bucket whose files hold
     * disjoint sequence ranges (such a bucket is read file after file in sequence order anyway).
     */
    static List<BucketFiles> segments(List<BucketFiles> plan, boolean primaryKeyTable) {
        List<BucketFiles> out = new ArrayList<>();
        for (BucketFiles b : plan) {
            if (primaryKeyTable || b.files.size() < 2) {
                out.add(b);
                continue;
            }
            List<DataFileMeta> files = new ArrayList<>(b.files);
            files.sort(java.util.Comparator.comparingLong(DataFileMeta::minSequence));
            if (!BucketRecordReader.disjointSequences(files)) {
                out.add(b);
                continue;
            }
            for (DataFileMeta f : files) {
                BucketFiles one = new BucketFiles(b.partition, b.bucket);
                one.files.add(f);
                out.add(one);
            }
        }
        return out;
    }

    /** The type of the rows the scan hands out (projected). */
    private RowType outputType() {
        if (projection == null) {
            return ctx.rowType;
        }
        DataType[] types = new DataType[projection.length];
        for (int i = 0; i < types.length; i++) {
            types[i] = ctx.rowType.type(projection[i]);
        }
        return RowType.of(types); // names do not matter, and a projection may repeat a column
    }

    /**
     * Whether a scan of {@code plan} reads ahead on a background thread ({@link ReadAheadReader}):
     * with more than one processor, when its data files total at least {@code thresholdBytes}
     * ({@code file-reader-async-threshold}); below, starting a thread costs more than it saves.
     */
    static boolean readAhead(List<BucketFiles> plan, long thresholdBytes, int processors) {
        if (processors < 2) {
            return false;
        }
        long bytes = 0;
        for (BucketFiles b : plan) {
            for (DataFileMeta f : b.files) {
                bytes += f.fileSize();
                if (bytes >= thresholdBytes) {
                    return true;
                }
            }
        }
        return bytes >= thresholdBytes;
    }
}
