package dev.varve.kernel.table;

import dev.varve.kernel.options.CoreOptions.ChangelogProducer;
import dev.varve.kernel.CommitMessage;
import dev.varve.kernel.TableWriter;
import dev.varve.kernel.VarveException;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyEncoder;
import dev.varve.row.RowKind;
import dev.varve.row.RowSerializer;
import dev.varve.row.ValueCasts;
import dev.varve.row.ValueFormatter;
import dev.varve.row.memory.PagePool;
import dev.varve.memtable.WriteBuffer;
import dev.varve.memtable.WriteBufferOptions;

import org.agrona.DirectBuffer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;

/**
 * Routes a table's records to bucket writers (ARCHITECTURE "write path" step 1): validates each
 * record (arity, types, NOT NULL, row kind allowed by the engine), computes its partition and
 * bucket (fixed hash, dynamic key→bucket index, cross-partition key→partition index, or append),
 * and hands it to that bucket's writer. All bucket writers share one off-heap memory budget
 * ({@code write-buffer-size}), two flush threads and {@code compaction.thread-num} compaction threads (background
 * threads: {@link dev.varve.format.BackgroundThreads}); each bucket writer's background work runs on one of them
 * (its {@link CompactionLane}), in the order it was submitted. Not thread-safe.
 */
final class TableWriterImpl implements TableWriter {
    private final FileStoreTable table;
    private final TableContext ctx;
    private final String commitUser;
    private final PagePool pool;
    private final ExecutorService flushExecutor;
    /**
     * The compaction threads ({@code compaction.thread-num}), one single-thread lane each: a bucket writer's
     * compactions, lookup-index builds and pending changelogs all run on its lane, one at a time and in submission
     * order, exactly as on the single compaction thread before; buckets of different lanes compact concurrently.
     * Maintenance after commits ({@code expireSnapshots}) runs on lane 0, in commit order.
     */
    private final CompactionLane[] lanes;
    /** Lane 0's executor (maintenance). */
    private final ExecutorService compactExecutor;
    /** The lane the next bucket writer gets (round robin over creation order). */
    private int nextLane;
    /** When the current {@link #prepareCommit} began (the buckets' shared slowdown budget starts there). */
    private volatile long checkpointStartNanos = System.nanoTime();
    private final Map<Partition, Map<Integer, BucketWriter>> writers = new LinkedHashMap<>();
    private final Map<Partition, DynamicBucketIndex> dynamicIndexes = new HashMap<>();
    private final KeyEncoder keyEncoder;
    /** Hashes whole rows for append queue tables whose bucket key has nested columns. */
    private final RowSerializer rowSerializer;
    /** Paimon's bucket hash of the bucket-key columns (fixed buckets, atomic bucket key); else null. */
    private final PaimonBucketHash paimonBucketHash;
    private final int fixedBuckets;
    private final boolean dynamicBucket;
    private final boolean crossPartition;
    private final boolean appendTable;
    /** See {@link #exactClasses(dev.varve.row.RowType)}: the fast path of {@link #validate}. */
    private final Class<?>[] exactClasses;
    private final boolean waitCompaction;
    /** Buckets with pending lookup changelogs of an earlier writer were opened (see adoptPendingChangelogBuckets). */
    private boolean pendingAdopted;
    private final boolean keyIsBucketKey;
    /** Fast path for the last partition written: its bucket writers by number. */
    private Partition lastPartition;
    private BucketWriter[] lastWriters = new BucketWriter[0];
    private CrossPartitionIndex crossIndex;
    /** The order Apache Paimon's writer hands out its partitions' commit messages in (see {@link PaimonPartitionOrder}). */
    private final PaimonPartitionOrder partitionOrder;
    private Map<String, String> overwrite;
    /**
     * The partitions a cross-partition overwrite wrote rows of their own into (not only a moved key's
     * {@code -D} or update): with dynamic partition overwrite, the ones it replaces.
     */
    private final java.util.Set<Partition> overwriteOwn = new java.util.HashSet<>();
    /** The write-only context of the writers of partitions a cross-partition overwrite may yet replace. */
    private TableContext writeOnlyCtx;
    private long baseSnapshotId;
    private long knownSnapshotId;
    private List<ManifestEntry> liveCache;
    private long liveCacheId = -2;
    private boolean liveLegacyBucketHash;
    private boolean closed;
    private FileStoreCommit committer;
    /** When partition expiration was last checked (the writer's start at first), see {@link #maybeExpirePartitions}. */
    private java.time.LocalDateTime lastPartitionCheck = java.time.LocalDateTime.now();
    private final dev.varve.format.FileIO spillIo = new dev.varve.format.LocalFileIO();
    private String spillDir;
    private int spillSeq;

    TableWriterImpl(FileStoreTable table, TableContext ctx, String commitUser) {
        this.table = table;
        this.ctx = ctx;
        this.flushedFilesSync = new dev.varve.format.SyncBatch(ctx.io);
        this.commitUser = commitUser;
        long budget = Math.max(ctx.options.writeBufferSize(), 4L * ctx.options.pageSize());
        this.pool = new PagePool(budget, ctx.options.pageSize());
        // two flush threads: at a checkpoint every bucket's buffer is sealed at once and flushed in parallel;
        // the checkpoint waits for them, so they run at the writer's priority, above compaction's
        this.flushExecutor = Executors.newFixedThreadPool(2, dev.varve.format.BackgroundThreads.factory(
                "varve-flush-" + ctx.tablePath, dev.varve.format.BackgroundThreads.FLUSH_PRIORITY));
        this.lanes = new CompactionLane[ctx.options.compactionThreadNum()];
        for (int i = 0; i < lanes.length; i++) {
            lanes[i] = new CompactionLane(i == 0 ? "varve-compact-" + ctx.tablePath : "varve-compact-" + i + "-" + ctx.tablePath);
        }
        this.compactExecutor = lanes[0].executor;
        this.appendTable = !ctx.primaryKeyTable;
        this.exactClasses = exactClasses(ctx.rowType);
        this.rowKindField = RowKindField.of(ctx.options.rowKindField(), ctx.rowType, table.identifier());
        Object[] defaults = dev.varve.kernel.schema.ColumnDefaults.of(ctx.rowType);
        this.defaulted = defaults == null ? null : new DefaultedRow(defaults);
        this.fixedBuckets = ctx.options.bucket();
        this.dynamicBucket = ctx.primaryKeyTable && fixedBuckets <= 0;
        boolean pkHasAllPartitions = true;
        for (String p : ctx.schema.partitionKeys()) {
            boolean found = false;
            for (String k : ctx.schema.primaryKeys()) {
                found |= k.equalsIgnoreCase(p);
            }
            pkHasAllPartitions &= found;
        }
        this.crossPartition = dynamicBucket && !ctx.schema.partitionKeys().isEmpty() && !pkHasAllPartitions;
        this.paimonBucketHash = needsBucketHash() && PaimonBucketHash.supports(ctx.rowType, ctx.bucketKeyIndexes)
                ? new PaimonBucketHash(ctx.rowType, ctx.bucketKeyIndexes) : null;
        this.rowSerializer = needsBucketHash() && paimonBucketHash == null ? new RowSerializer(ctx.rowType) : null;
        this.partitionOrder = new PaimonPartitionOrder(ctx.rowType, ctx.partitionIndexes);
        this.keyEncoder = ctx.primaryKeyTable ? new KeyEncoder(ctx.rowType, ctx.keyIndexes) : null;
        // lookup-wait = false: the lookup changelog comes in a later commit (SEMANTICS §5)
        this.waitCompaction = (ctx.options.changelogProducer() == ChangelogProducer.LOOKUP && ctx.options.lookupWait())
                || ctx.options.changelogProducer() == ChangelogProducer.FULL_COMPACTION;
        this.keyIsBucketKey = ctx.primaryKeyTable && java.util.Arrays.equals(ctx.keyIndexes, ctx.bucketKeyIndexes);
        this.lookupPartitions = ctx.primaryKeyTable ? LookupPartitions.of(ctx.rowType, ctx.partitionIndexes) : null;
        this.baseSnapshotId = ctx.store.latestId();
        this.knownSnapshotId = baseSnapshotId;
    }

    /**
     * One compaction thread and its waiters. A bucket writer about to wait for a compaction of its bucket raises
     * its lane's thread (and that thread's page-compression helper) to its own priority, and lowers it to
     * {@link Thread#MIN_PRIORITY} again after the wait (BackgroundThreads#setPriority); the lanes' threads are
     * independent, so a wait raises only the thread that runs the bucket's work.
     */
    private static final class CompactionLane {
        final ExecutorService executor;
        /** The lane's thread (null until it started). */
        private volatile Thread thread;
        /** How many bucket writers wait for this lane with its priority raised; guarded by this lane. */
        private int waiters;

        CompactionLane(String name) {
            ThreadFactory threads = daemon(name);
            this.executor = Executors.newSingleThreadExecutor(r -> {
                Thread t = threads.newThread(r);
                thread = t;
                return t;
            });
        }

        synchronized void priority(int priority) {
            // buckets committing at once (BucketCommits) may wait together: the last one lowers it
            int waiting = waiters += priority > Thread.MIN_PRIORITY ? 1 : -1;
            if (waiting < 0) {
                waiters = 0;
            } else if (waiting > 0 && priority == Thread.MIN_PRIORITY) {
                return;
            }
            Thread t = thread;
            if (t != null) {
                dev.varve.format.BackgroundThreads.setPriority(t, priority);
            }
        }
    }

    /** The lane of the next bucket writer: round robin, so a table's buckets spread over the compaction threads. */
    private CompactionLane nextLane() {
        CompactionLane lane = lanes[nextLane];
        nextLane = (nextLane + 1) % lanes.length;
        return lane;
    }

    private boolean needsBucketHash() {
        return ctx.options.bucket() > 0;
    }

    private static ThreadFactory daemon(String name) {
        return dev.varve.format.BackgroundThreads.factory(name);
    }

    @Override
    public TableWriter withOverwrite(Map<String, String> staticPartition) {
        this.overwrite = staticPartition == null ? Map.of() : new LinkedHashMap<>(staticPartition);
        return this;
    }

    // ---- write --------------------------------------------------------------------------------

    @Override
    public void write(InternalRow written) {
        checkOpen();
        if (!slowing.isEmpty()) {
            slowDown();
        }
        InternalRow row = defaulted == null || written == null ? written : defaulted.wrap(written);
        validate(row);
        if (ctx.primaryKeyTable && !ctx.mergeEngine.writeCheck().accept(row)) {
            return;
        }
        try {
            if (crossPartition) {
                writeCrossPartition(row);
                return;
            }
            if (keyIsBucketKey && !dynamicBucket) {
                // the common case: the bucket key is the LSM key, encode it once
                Partition partition = partitionOf(row);
                int len = keyEncoder.encode(row);
                int bucket = fixedBucket(row);
                writer(partition, bucket).write(row, keyEncoder.buffer(), len);
                return;
            }
            Partition partition = partitionOf(row);
            int bucket = bucketOf(partition, row);
            writer(partition, bucket).write(row);
        } catch (IOException e) {
            throw new UncheckedIOException("write to " + table.identifier() + " failed: " + e.getMessage(), e);
        }
    }

    /**
     * Bucket writers whose last checkpoint noted a graduated slowdown ({@link BucketWriter#slowDown}):
     * the first write after the checkpoint waits for them, after the commit rather than before it.
     */
    private final List<BucketWriter> slowing = new ArrayList<>();

    private void slowDown() {
        long start = System.nanoTime(); // once per checkpoint that left a slowdown, not per write
        try {
            for (int i = 0; i < slowing.size(); i++) { // indexed: no iterator per checkpoint
                slowing.get(i).slowDown();
            }
        } catch (IOException e) {
            throw new UncheckedIOException("write to " + table.identifier() + " failed: " + e.getMessage(), e);
        } finally {
            slowing.clear();
            long took = System.nanoTime() - start;
            slowdowns++;
            slowdownNanos += took;
            slowdownMaxNanos = Math.max(slowdownMaxNanos, took);
        }
    }

    /** The graduated slowdowns {@link #write} took (count, total and longest time); writer thread. */
    private long slowdowns;
    private long slowdownNanos;
    private long slowdownMaxNanos;

    /** The back-pressure waits so far (see {@link WriteWaits#of}); writer thread. */
    WriteWaits waits() {
        WriteWaits.Builder b = new WriteWaits.Builder(slowdowns, slowdownNanos, slowdownMaxNanos);
        for (Map<Integer, BucketWriter> m : writers.values()) {
            for (BucketWriter w : m.values()) {
                w.addWaits(b);
            }
        }
        return b.build();
    }

    /** The columns' default values in place of a written row's nulls, or null if no column has one. */
    private final DefaultedRow defaulted;

    /** {@code rowkind.field}'s column, or null: it sets each written row's kind before anything reads it. */
    private final RowKindField rowKindField;

    private void validate(InternalRow row) {
        if (row == null) {
            throw new VarveException.InvalidRecord("cannot write a null row to " + table.identifier());
        }
        int arity = exactClasses.length; // the table's columns (RowType.size goes through an unmodifiable list)
        if (row.getArity() != arity) {
            throw new VarveException.InvalidRecord("row for " + table.identifier() + " has " + row.getArity()
                    + " fields but the table has " + arity + " columns " + ctx.rowType.names());
        }
        if (rowKindField != null) {
            rowKindField.apply(row);
        }
        if (row.getRowKind() == null) {
            throw new VarveException.InvalidRecord("row for " + table.identifier() + " has no row kind");
        }
        if (appendTable && row.getRowKind() != RowKind.INSERT) {
            throw new VarveException.InvalidRecord("append table " + table.identifier() + " accepts only +I rows, got "
                    + row.getRowKind().shortString() + " (a table without a primary key cannot apply updates or deletes)");
        }
        Class<?>[] exact = exactClasses;
        // a heap row's values straight from its array (no getter call per field)
        Object[] values = row instanceof GenericRow ? ((GenericRow) row).values() : null;
        for (int i = 0; i < arity; i++) {
            Object v = values != null ? values[i] : row.getField(i);
            if (v != null && v.getClass() == exact[i]) {
                continue; // all ValueCasts.validate checks for this column's type
            }
            DataType t = ctx.rowType.type(i);
            try {
                ValueCasts.validate(v, t, ctx.rowType.field(i).name());
            } catch (IllegalArgumentException e) {
                throw new VarveException.InvalidRecord("invalid value for column '" + ctx.rowType.field(i).name()
                        + "' of " + table.identifier() + ": " + e.getMessage());
            }
        }
    }

    /**
     * Per column, the value class that is all {@link ValueCasts#validate} asks of a non-null value
     * of the column's type (a final class, compared exactly), or null where it checks more.
     */
    private static Class<?>[] exactClasses(dev.varve.row.RowType type) {
        Class<?>[] out = new Class<?>[type.size()];
        for (int i = 0; i < out.length; i++) {
            switch (type.type(i).root()) {
                case BOOLEAN: out[i] = Boolean.class; break;
                case TINYINT: out[i] = Byte.class; break;
                case SMALLINT: out[i] = Short.class; break;
                case INT: out[i] = Integer.class; break;
                case BIGINT: out[i] = Long.class; break;
                case FLOAT: out[i] = Float.class; break;
                case DOUBLE: out[i] = Double.class; break;
                case CHAR: case VARCHAR: out[i] = String.class; break;
                case BINARY: case VARBINARY: out[i] = byte[].class; break;
                default: out[i] = null;
            }
        }
        return out;
    }

    Partition partitionOf(InternalRow row) {
        int[] idx = ctx.partitionIndexes;
        if (idx.length == 0) {
            return Partition.EMPTY;
        }
        List<String> values = new ArrayList<>(idx.length);
        for (int i : idx) {
            Object v = row.getField(i);
            values.add(v == null ? null : ValueFormatter.format(v, ctx.rowType.type(i)));
        }
        return new Partition(values);
    }

    /**
     * The fixed bucket of {@code row}: Paimon's (so {@code t$files} shows Paimon's buckets) unless the
     * bucket key has a nested column (an append table hashing all its columns), then Varve's own hash.
     */
    private int fixedBucket(InternalRow row) {
        if (paimonBucketHash != null) {
            return paimonBucketHash.bucketOf(row, fixedBuckets);
        }
        return Math.floorMod(bucketHash(row), fixedBuckets);
    }

    /** Varve's own hash of the whole row: append tables whose bucket key (all columns) has a nested column. */
    private int bucketHash(InternalRow row) {
        int len = rowSerializer.serialize(row);
        return KeyEncoder.hash(rowSerializer.buffer(), 0, len);
    }

    private int bucketOf(Partition partition, InternalRow row) throws IOException {
        if (appendTable) {
            return fixedBuckets > 0 ? fixedBucket(row) : 0;
        }
        if (!dynamicBucket) {
            return fixedBucket(row);
        }
        return dynamicIndex(partition).assign(keyHash(row));
    }

    private int keyHash(InternalRow row) {
        int len = keyEncoder.encode(row);
        return KeyEncoder.hash(keyEncoder.buffer(), 0, len);
    }

    private DynamicBucketIndex dynamicIndex(Partition partition) throws IOException {
        DynamicBucketIndex index = dynamicIndexes.get(partition);
        if (index == null) {
            index = loadDynamicIndex(ctx, live(), partition, overwrite != null);
            dynamicIndexes.put(partition, index);
        }
        return index;
    }

    /**
     * The dynamic-bucket index of one partition as of the snapshot whose live files are
     * {@code live}, loaded from its index files; for an overwrite, which replaces them, an empty index whose new
     * keys' buckets the loaded one chooses ({@link DynamicBucketIndex#forOverwrite}).
     */
    static DynamicBucketIndex loadDynamicIndex(TableContext ctx, List<ManifestEntry> live, Partition partition,
                                               boolean overwrite) throws IOException {
        DynamicBucketIndex loaded = loadDynamicIndex(ctx, live, partition);
        return overwrite ? DynamicBucketIndex.forOverwrite(loaded) : loaded;
    }

    private static DynamicBucketIndex loadDynamicIndex(TableContext ctx, List<ManifestEntry> live, Partition partition)
            throws IOException {
        DynamicBucketIndex index = new DynamicBucketIndex(ctx.options.dynamicBucketTargetRowNum(),
                ctx.options.effectiveInitialBuckets()).withMaxBuckets(ctx.options.dynamicBucketMaxBuckets());
        try {
            long expected = 0;
            for (ManifestEntry e : live) {
                if (e.partition().equals(partition) && isDynamicIndexFile(e.file())) {
                    expected += e.file().rowCount();
                }
            }
            index.expect(expected);
            for (ManifestEntry e : live) {
                if (e.partition().equals(partition) && isDynamicIndexFile(e.file())) {
                    String path = ctx.paths.filePath(partition, e.bucket(), e.file());
                    index.load(e.bucket(), e.file(), ctx.io.readFully(path), path);
                }
            }
            return index;
        } catch (IOException | RuntimeException e) {
            index.close();
            throw e;
        }
    }

    private static boolean isDynamicIndexFile(DataFileMeta f) {
        return f.kind() == DataFileMeta.Kind.INDEX && !CrossPartitionIndex.isIndexFile(f)
                && !DeletionVectorIndex.isIndexFile(f);
    }

    private CrossPartitionIndex crossIndex() throws IOException {
        if (crossIndex == null) {
            // an overwrite starts from the whole table's index too, as Paimon's sink bootstraps its global index
            // from the whole table: a key written into a replaced partition moves out of the one it lives in (a -D
            // there, as an append writes) instead of living in both; at the commit the replaced partitions keep only
            // the keys the overwrite wrote (replacePartitions)
            crossIndex = CrossPartitionIndex.open(ctx, live(), false);
            if (overwrite != null) {
                crossIndex.trackWrites();
            }
        }
        return crossIndex;
    }

    /** Whether this writer's overwrite names a value for every partition column (one partition). */
    private boolean overwriteNamesOnePartition() {
        return !ctx.schema.partitionKeys().isEmpty() && overwrite.size() == ctx.schema.partitionKeys().size();
    }

    /**
     * Whether the partitions a cross-partition overwrite replaces are known only at its end: with dynamic
     * partition overwrite and a static partition naming not every partition column (or none), the ones it writes
     * rows of their own into ({@link #overwriteOwn}); a partition that only gets a moved key's {@code -D} (or a
     * partial-update / aggregation update of a key living there) is kept. Paimon 1.4.2 replaces those too and
     * loses their other keys (flink-oracle known-differences); Varve keeps them.
     */
    private boolean crossOverwriteDecidedAtEnd() {
        return overwrite != null && crossPartition && ctx.options.dynamicPartitionOverwrite() && !overwriteNamesOnePartition();
    }

    /**
     * Whether the partition's files are replaced by this writer's overwrite (so its writers start
     * empty). A cross-partition overwrite replaces the partitions matching its static partition (with dynamic
     * partition overwrite, of those only the ones it writes rows of their own into) and also writes to the
     * partitions keys move out of (or, for partial-update and aggregation, are updated in): those are appended to.
     */
    private boolean replacedByOverwrite(Partition partition) {
        if (overwrite == null) {
            return false;
        }
        if (!crossPartition) {
            return true;
        }
        if (!partition.matches(ctx.schema.partitionKeys(), overwrite)) {
            return false;
        }
        return !ctx.options.dynamicPartitionOverwrite() || overwriteOwn.contains(partition);
    }

    private void writeCrossPartition(InternalRow row) throws IOException {
        CrossPartitionIndex index = crossIndex();
        int len = keyEncoder.encode(row);
        long hash = KeyHash64.hash(keyEncoder.buffer(), 0, len);
        int hash32 = KeyEncoder.hash(keyEncoder.buffer(), 0, len);
        Partition newPartition = partitionOf(row);
        if (overwrite != null) {
            // before its first writer is made: a partition the overwrite writes rows of its own into is replaced
            overwriteOwn.add(newPartition);
        }
        CrossPartitionIndex.Location old = index.get(hash);
        if (old == null || old.partition.equals(newPartition)) {
            int bucket = old != null ? old.bucket : index.newBucket(newPartition, hash32);
            writer(newPartition, bucket).write(row);
            // as Paimon's global index: a key stays indexed where it was last written, a -D too (until the
            // statement ends: the index files leave a deleted key out). A retraction of a key the index does not
            // hold is left out too: Paimon's next statement indexes the keys its merged read of the table gives
            // (IndexBootstrap reads every level), where a lone retraction reads as nothing (partial-update with
            // sequence groups, aggregation passing it through), unless the statement's commit compaction merges it
            // into a row (aggregation on a lookup table, fzmx_1834: a later add of the key meets it there)
            index.put(hash, newPartition, bucket, deletes(row)
                    || (old == null && row.getRowKind().isRetract() && !loneRetractionCompactsIntoRow(row)));
            return;
        }
        // the key lives in another partition
        switch (ctx.options.mergeEngine()) {
            case FIRST_ROW:
                return; // the first row wins; the newcomer is dropped
            case DEDUPLICATE: {
                // as Paimon 1.4.2's global index assigner: the old partition gets a -D carrying the
                // incoming row's values with the old partition's values in the partition columns
                // (not the stored row: with 'input'/'none' that -D is what streaming readers see),
                // and the incoming row, whatever its kind, goes to a new bucket of its partition,
                // where the key is indexed from now on (a -D too, as in Paimon's index). The -D passes the
                // write check as a written row does: 'ignore-delete' drops it (Paimon's table write filters
                // the assigner's -D by kind), so the key stays in its old partition too and no -D is streamed
                GenericRow removal = inOldPartition(row, old.partition, RowKind.DELETE);
                if (ctx.mergeEngine.writeCheck().accept(removal)) {
                    writer(old.partition, old.bucket).write(removal);
                }
                int bucket = index.newBucket(newPartition, hash32);
                writer(newPartition, bucket).write(row);
                index.put(hash, newPartition, bucket, deletes(row));
                return;
            }
            default:
                // partial-update and aggregation update the row where it lives, as an add whatever the record's kind:
                // Paimon 1.4.2's UseOldExistingProcessor copies the values into a new row of the old partition, whose
                // kind is +I (a -D of the key in another partition merges as +I there: probe fix25/a17)
                writer(old.partition, old.bucket).write(inOldPartition(row, old.partition, RowKind.INSERT));
                // (an overwrite's index keeps it, also where it replaces the partition)
                index.put(hash, old.partition, old.bucket);
        }
    }

    /**
     * Whether a retraction of a key no partition holds is a row of the table once this statement committed: the
     * commit compaction of a table that needs lookups (not the full-compaction producer's, not write-only) runs a
     * level-0 file's lone versions through the merge function ({@link LoneVersions}), and the aggregation engine
     * makes a row of a lone retraction ({@link dev.varve.kernel.mergeengine.MergeEngine#mergedLoneRetractionIsRow}) the write check lets in.
     */
    private boolean loneRetractionCompactsIntoRow(InternalRow row) {
        return ctx.options.needLookup() && !ctx.options.writeOnly()
                && ctx.options.changelogProducer() != ChangelogProducer.FULL_COMPACTION
                && ctx.mergeEngine.mergedLoneRetractionIsRow(row.getRowKind()) && ctx.mergeEngine.writeCheck().accept(row);
    }

    /** Whether a cross-partition row deletes its key (a retraction where the latest version decides). */
    private boolean deletes(InternalRow row) {
        return row.getRowKind().isRetract() && ctx.mergeEngine.latestVersionWins();
    }

    /** A copy of {@code row} of the given kind whose partition columns hold {@code partition}'s values. */
    private GenericRow inOldPartition(InternalRow row, Partition partition, RowKind kind) {
        GenericRow moved = GenericRow.copyOf(row);
        moved.setRowKind(kind);
        for (int i = 0; i < ctx.partitionIndexes.length; i++) {
            int pos = ctx.partitionIndexes[i];
            String v = partition.values().get(i);
            moved.setField(pos, v == null ? null : ValueCasts.cast(v, ctx.rowType.type(pos)));
        }
        return moved;
    }

    private BucketWriter writer(Partition partition, int bucket) throws IOException {
        // the same instance first (Partition.EMPTY of every unpartitioned row): no list comparison per write
        if ((partition == lastPartition || partition.equals(lastPartition)) && bucket < lastWriters.length
                && lastWriters[bucket] != null) {
            return lastWriters[bucket];
        }
        BucketWriter w = createOrGetWriter(partition, bucket);
        if (!partition.equals(lastPartition)) {
            lastPartition = partition;
            lastWriters = new BucketWriter[Math.max(bucket + 1, Math.max(fixedBuckets, 4))];
        }
        if (bucket >= lastWriters.length) {
            lastWriters = java.util.Arrays.copyOf(lastWriters, bucket + 1);
        }
        lastWriters[bucket] = w;
        return w;
    }

    private BucketWriter createOrGetWriter(Partition partition, int bucket) throws IOException {
        Map<Integer, BucketWriter> byBucket = writers.get(partition);
        if (byBucket == null) {
            byBucket = new HashMap<>();
            writers.put(partition, byBucket);
            partitionOrder.added(partition);
        }
        BucketWriter w = byBucket.get(bucket);
        if (w == null) {
            List<DataFileMeta> files = new ArrayList<>();
            int total = appendTable ? Math.max(fixedBuckets, -1) : (dynamicBucket ? -1 : fixedBuckets);
            if (!replacedByOverwrite(partition)) {
                checkBucketHash(partition);
                for (ManifestEntry e : live()) {
                    if (e.partition().equals(partition) && e.bucket() == bucket && e.file().kind() == DataFileMeta.Kind.DATA) {
                        if (!dynamicBucket && e.totalBuckets() != total && e.totalBuckets() > 0 && total > 0) {
                            throw new VarveException("cannot write to " + table.identifier() + ": partition "
                                    + (partition.isEmpty() ? "(unpartitioned)" : partition.describe(ctx.schema.partitionKeys()))
                                    + " still holds files written with " + e.totalBuckets() + " buckets but the table now has "
                                    + total + " buckets; rewrite it first with INSERT OVERWRITE (rescale, SEMANTICS §2)");
                        }
                        files.add(e.file());
                    }
                }
            }
            TableContext writerCtx = ctx;
            if (crossOverwriteDecidedAtEnd() && !replacedByOverwrite(partition)
                    && partition.matches(ctx.schema.partitionKeys(), overwrite)) {
                // a moved key's -D into a partition the overwrite may still replace: on top of its files, but
                // never compacted with them (if the partition is replaced, its new files are this statement's only)
                if (writeOnlyCtx == null) {
                    writeOnlyCtx = ctx.writeOnly();
                }
                writerCtx = writeOnlyCtx;
            }
            w = appendTable
                    ? new AppendBucketWriter(ctx, partition, bucket, total, files, nextLane().executor)
                    : newKeyValueWriter(writerCtx, partition, bucket, total, files);
            byBucket.put(bucket, w);
        }
        return w;
    }

    private KeyValueBucketWriter newKeyValueWriter(TableContext writerCtx, Partition partition, int bucket, int total,
                                                   List<DataFileMeta> files) {
        CompactionLane lane = nextLane();
        return new KeyValueBucketWriter(writerCtx, partition, bucket, total, files, pool, flushExecutor, lane.executor,
                bufferOptions(), () -> checkpointStartNanos, lane::priority);
    }

    /**
     * Write-buffer options: spill to local scratch disk under memory pressure when
     * {@code write-buffer-spillable}, and let a bucket out of memory seal another bucket's buffer.
     */
    private WriteBufferOptions bufferOptions() {
        WriteBufferOptions o = WriteBufferOptions.defaults().withReclaimer(this::reclaim);
        if (ctx.options.writeBufferSpillable()) {
            if (spillDir == null) {
                spillDir = System.getProperty("java.io.tmpdir") + "/varve-spill-" + java.util.UUID.randomUUID();
            }
            o = o.withSpill(spillIo, spillDir + "/" + spillSeq++);
        }
        return o;
    }

    /** Frees memory for a bucket out of budget by sealing the fullest other bucket's active buffer. */
    private boolean reclaim(WriteBuffer requester, long bytesNeeded) throws IOException {
        WriteBuffer best = null;
        long bestBytes = 0;
        for (Map<Integer, BucketWriter> m : writers.values()) {
            for (BucketWriter w : m.values()) {
                if (w instanceof KeyValueBucketWriter) {
                    WriteBuffer b = ((KeyValueBucketWriter) w).writeBuffer();
                    if (b != requester && b.activeMemoryBytes() > bestBytes) {
                        best = b;
                        bestBytes = b.activeMemoryBytes();
                    }
                }
            }
        }
        return best != null && best.sealActive();
    }

    /**
     * Refuses to add rows to a fixed-bucket partition whose data may have been bucketed by the hash of
     * metadata revision 3 or earlier (METADATA_FORMAT.md, revision 4/5): rows are bucketed by Paimon's
     * hash now, so a key could end up in two buckets. Reads and compactions of such data stay correct;
     * an overwrite of the whole table rewrites it with the current hash.
     */
    private void checkBucketHash(Partition partition) {
        if (dynamicBucket || fixedBuckets <= 1) {
            return;
        }
        List<ManifestEntry> live = live();
        if (!liveLegacyBucketHash) {
            return;
        }
        for (ManifestEntry e : live) {
            if (e.partition().equals(partition) && e.file().kind() == DataFileMeta.Kind.DATA && e.totalBuckets() > 1) {
                String name = table.identifier().toString();
                throw new VarveException("cannot write to " + name + ": "
                        + (partition.isEmpty() ? "its data" : "the data of partition " + partition.describe(ctx.schema.partitionKeys()))
                        + " may have been bucketed with the fixed-bucket hash of Varve metadata revision 3 or earlier"
                        + " (revision 4 changed it to Apache Paimon's), so new rows could put a key in two buckets;"
                        + " reads keep working. Rewrite the"
                        + " table once with INSERT OVERWRITE " + name + " SELECT * FROM " + name
                        + " (METADATA_FORMAT.md, revision 5)");
            }
        }
    }

    private List<ManifestEntry> live() {
        long latest = ctx.store.latestId();
        if (liveCache == null || liveCacheId != latest) {
            Snapshot snapshot = latest < 0 ? null : ctx.store.snapshot(latest);
            liveCache = ctx.store.liveEntries(snapshot);
            liveLegacyBucketHash = snapshot != null && snapshot.mayHoldLegacyBucketHash();
            liveCacheId = latest;
        }
        return liveCache;
    }

    // ---- read your writes ---------------------------------------------------------------------

    @Override
    public InternalRow lookup(InternalRow keyRow) {
        return lookup(keyRow, false);
    }

    @Override
    public InternalRow lookupView(InternalRow keyRow) {
        return lookup(keyRow, true);
    }

    /** The rows {@link #lookupView} reuses (null until its first call). */
    private KeyValueBucketWriter.LookupViews lookupViews;

    /** {@link #lookup}; with {@code view}, {@link #lookupView}'s reused row where the bucket writer has one. */
    private InternalRow lookup(InternalRow keyRow, boolean view) {
        checkOpen();
        if (appendTable) {
            throw new VarveException("append table " + table.identifier() + " has no primary key to look up");
        }
        try {
            // the key encoded once into the writer's buffer, and the bucket writer found without a Partition or any
            // other object per get (lookupWriter, dynamicLookupWriter, crossLookupWriter): a warm get of any table
            // allocates nothing on the way to its bucket
            byte[] key = lookupKeyBytes(keyEncoder.encode(keyRow));
            BucketWriter w;
            if (crossPartition) {
                CrossPartitionIndex index = crossIndex();
                int location = index.locationOf(KeyHash64.hash(key));
                if (location < 0) {
                    return null;
                }
                w = crossLookupWriter(index, location);
            } else if (dynamicBucket) {
                // a lookup assigns nothing: a key the index does not know is not in the table
                w = dynamicLookupWriter(keyRow, KeyEncoder.hash(key));
                if (w == null) {
                    return null;
                }
            } else {
                w = lookupWriter(keyRow, fixedBucket(keyRow));
            }
            if (!(w instanceof KeyValueBucketWriter)) {
                return w.lookup(keyRow);
            }
            KeyValueBucketWriter kv = (KeyValueBucketWriter) w;
            if (!view) {
                return kv.lookupKey(key);
            }
            if (lookupViews == null) {
                lookupViews = new KeyValueBucketWriter.LookupViews();
            }
            return kv.lookupKeyView(key, lookupViews);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The bucket writer of a dynamic-bucket table (not cross-partition) holding the key of {@code keyRow} whose
     * {@link #keyHash} is {@code hash}, or null when its partition's index does not know the key: the partition and
     * its index through {@link #lookupPartitions} where the table has it (a warm get builds no {@link Partition}).
     */
    private BucketWriter dynamicLookupWriter(InternalRow keyRow, int hash) throws IOException {
        LookupPartitions lp = lookupPartitions;
        int slot = lp == null ? LookupPartitions.UNCACHED : lp.find(keyRow);
        if (slot == LookupPartitions.UNCACHED) {
            Partition partition = partitionOf(keyRow);
            int bucket = dynamicIndex(partition).find(hash);
            return bucket < 0 ? null : writer(partition, bucket);
        }
        if (slot < 0) {
            slot = lp.add(keyRow, partitionOf(keyRow));
        }
        DynamicBucketIndex index = lp.index(slot);
        if (index == null) {
            index = dynamicIndex(lp.partition(slot));
            lp.setIndex(slot, index);
        }
        int bucket = index.find(hash);
        return bucket < 0 ? null : lookupWriter(lp, slot, bucket);
    }

    /**
     * The bucket writer of the cross-partition index's location {@code location} (its partition and bucket), kept by
     * location id for the index it belongs to (a new index, after an overwrite or a partition drop, starts over).
     */
    private BucketWriter crossLookupWriter(CrossPartitionIndex index, int location) throws IOException {
        if (crossLookupIndex != index) {
            crossLookupIndex = index;
            crossLookupWriters = new BucketWriter[0];
        }
        BucketWriter[] ws = crossLookupWriters;
        BucketWriter w = location < ws.length ? ws[location] : null;
        if (w == null) {
            CrossPartitionIndex.Location loc = index.location(location);
            w = createOrGetWriter(loc.partition, loc.bucket);
            if (location >= ws.length) {
                ws = java.util.Arrays.copyOf(ws, Math.max(location + 1, 2 * ws.length));
                crossLookupWriters = ws;
            }
            ws[location] = w;
        }
        return w;
    }

    /** {@link #crossLookupWriter}'s writers by location id of {@link #crossLookupIndex}. */
    private CrossPartitionIndex crossLookupIndex;
    private BucketWriter[] crossLookupWriters = new BucketWriter[0];

    /**
     * The bucket writer of {@code keyRow}'s partition and {@code bucket} for a lookup: through {@link #lookupPartitions}
     * (the partitions gets asked for, by their columns' encoding) where the table has it, so a warm get builds no
     * {@link Partition}; else through {@link #writer} (unpartitioned tables: its last-partition fast path).
     */
    private BucketWriter lookupWriter(InternalRow keyRow, int bucket) throws IOException {
        LookupPartitions lp = lookupPartitions;
        int slot = lp == null ? LookupPartitions.UNCACHED : lp.find(keyRow);
        if (slot == LookupPartitions.UNCACHED) {
            return writer(partitionOf(keyRow), bucket);
        }
        if (slot < 0) {
            slot = lp.add(keyRow, partitionOf(keyRow));
        }
        return lookupWriter(lp, slot, bucket);
    }

    /** The bucket writer of the partition at {@code slot} of {@code lp} for {@code bucket}, kept there. */
    private BucketWriter lookupWriter(LookupPartitions lp, int slot, int bucket) throws IOException {
        BucketWriter w = lp.writer(slot, bucket);
        if (w == null) {
            w = createOrGetWriter(lp.partition(slot), bucket);
            lp.setWriter(slot, bucket, w);
        }
        return w;
    }

    /** See {@link #lookupWriter} and {@link #dynamicLookupWriter}; null for unpartitioned and append tables. */
    private final LookupPartitions lookupPartitions;

    /**
     * The key the encoder holds at {@code [0, len)}, copied into an array reused by lookups of
     * keys of that length (the lookup path keeps no reference to it past the call; a writer is
     * used by one thread). Short keys are copied byte by byte: cheaper than a bounds-checked
     * memory copy for a handful of bytes.
     */
    private byte[] lookupKeyBytes(int len) {
        byte[] key = lookupKeyScratch;
        if (key.length != len) {
            key = new byte[len];
            lookupKeyScratch = key;
        }
        DirectBuffer b = keyEncoder.buffer();
        if (len <= 16) {
            for (int i = 0; i < len; i++) {
                key[i] = b.getByte(i);
            }
        } else {
            b.getBytes(0, key);
        }
        return key;
    }

    private byte[] lookupKeyScratch = new byte[0];

    /** Waits for the syncs of the buckets' flushed files ({@link KeyValueBucketWriter#moveUnsyncedTo}). */
    private void syncFlushedFiles(List<BucketWriter> committing) throws IOException {
        dev.varve.format.SyncBatch batch = flushedFilesSync;
        for (int i = 0; i < committing.size(); i++) {
            if (committing.get(i) instanceof KeyValueBucketWriter) {
                ((KeyValueBucketWriter) committing.get(i)).moveUnsyncedTo(batch);
            }
        }
        batch.run();
    }

    /** {@link #syncFlushedFiles}'s batch (writer thread only). */
    private final dev.varve.format.SyncBatch flushedFilesSync;

    /** The write buffers {@link #prepareCommit} sealed (reused, empty between checkpoints). */
    private final List<WriteBuffer> sealedBuffers = new ArrayList<>();
    /** The bucket writers taking part in {@link #prepareCommit}'s commit (reused, empty between checkpoints). */
    private final List<BucketWriter> committingWriters = new ArrayList<>();
    /** {@link #prepareCommit}'s serial bucket commits, reused (read before the next checkpoint's). */
    private final BucketCommits serialCommits = new BucketCommits();

    // ---- commit -------------------------------------------------------------------------------

    @Override
    public List<CommitMessage> prepareCommit(long identifier) {
        checkOpen();
        checkpointStartNanos = System.nanoTime();
        slowing.clear(); // a slowdown no write took is superseded by this checkpoint's
        ctx.closeRetired();
        refreshIfForeignCommits();
        List<CommitMessage> out = new ArrayList<>();
        try {
            // hand every bucket's buffer to the flush threads first, then wait bucket by bucket
            List<WriteBuffer> sealing = sealedBuffers;
            sealing.clear(); // left over if a seal failed
            for (Map<Integer, BucketWriter> m : writers.values()) {
                for (BucketWriter w : m.values()) {
                    if (w instanceof KeyValueBucketWriter) {
                        WriteBuffer b = ((KeyValueBucketWriter) w).writeBuffer();
                        b.sealForFlush();
                        sealing.add(b);
                    }
                }
            }
            // this thread would only wait: it flushes the buffers no flush thread has started,
            // last sealed first (the flush threads take them first sealed first)
            for (int i = sealing.size() - 1; i >= 0; i--) {
                sealing.get(i).helpFlush();
            }
            sealing.clear();
            // the buckets this writer wrote take part, as in Paimon's sink (a bucket no job of the full-compaction
            // producer wrote since its files were written, e.g. under another producer, keeps them)
            boolean fullCompaction = fullCompactionCheckpoint(identifier);
            adoptPendingChangelogBuckets();
            // the end of input (a batch statement) waits for every changelog, as Paimon's sink does
            // (an overwrite compacts as before: in its own commit, whose changelog is dropped)
            boolean endOfInput = identifier == Long.MAX_VALUE && overwrite == null;
            // an overwrite's end of input waits too (Paimon's sink ends every batch input with a waiting
            // prepareCommit): the lookup layout with lookup-wait = false compacts the overwrite's level-0 files
            // in their own COMPACT snapshot, as with lookup-wait (fzmx_1563)
            boolean wait = waitCompaction || identifier == Long.MAX_VALUE;
            // every bucket's data, then its own compaction (the end of input's; the lookup layout's at every commit),
            // published by the commit as a COMPACT snapshot after the data's, as Paimon's sink does (COMPACTION.md "The
            // commit's own compaction"); the end of input's full compaction is its own commit. Heavy per-bucket work
            // (the lookup changelog and compaction) runs for several buckets at once (BucketCommits)
            List<BucketWriter> committing = committingWriters;
            committing.clear(); // left over if a checkpoint failed
            boolean heavy = false;
            for (Map<Integer, BucketWriter> m : writers.values()) {
                for (BucketWriter w : m.values()) {
                    committing.add(w);
                    heavy |= w instanceof KeyValueBucketWriter && ((KeyValueBucketWriter) w).commitWorkIsHeavy(wait);
                }
            }
            BucketCommits done = BucketCommits.run(committing, wait, fullCompaction, endOfInput,
                    flushExecutor, heavy ? BucketCommits.helpers : 0, serialCommits);
            // the flushed files' syncs, and those of the commit's lookup changelog and own compaction outputs
            // (started on sync threads as each file was finished) are waited for here: durable before the messages
            // naming them go out, as a file synced at its finish
            syncFlushedFiles(committing);
            for (int i = 0; i < committing.size(); i++) {
                CommitMessageImpl m = done.data[i];
                if (!m.isEmpty()) {
                    out.add(m);
                }
                CommitMessageImpl c = done.compaction[i];
                if (c != null && !c.isEmpty()) {
                    out.add(c);
                }
                if (committing.get(i).slowdownPending()) {
                    slowing.add(committing.get(i));
                }
            }
            committing.clear();
            // Paimon's writer hands its messages out partition by partition in its HashMap's order: files of one
            // commit are listed in that order, which is the order full reads return partitions in
            partitionOrder.sort(out);
            if (!dynamicIndexes.isEmpty()) { // (no entry-set iterator per checkpoint of a fixed-bucket table)
                for (Map.Entry<Partition, DynamicBucketIndex> e : dynamicIndexes.entrySet()) {
                    for (Map.Entry<Integer, DataFileMeta[]> b : e.getValue().flush(ctx, e.getKey()).entrySet()) {
                        DataFileMeta[] change = b.getValue();
                        out.add(new CommitMessageImpl(e.getKey(), ctx.paths.partitionPath(e.getKey()), b.getKey(), -1,
                                null, null, null, null, change[0] == null ? null : List.of(change[0]), List.of(change[1])));
                    }
                }
            }
            if (crossIndex != null) {
                if (overwrite != null) {
                    crossIndex.replacePartitions(this::replacedByOverwrite);
                }
                for (CrossPartitionIndex.FileChange change : crossIndex.flush(ctx)) {
                    Partition p = change.location.partition;
                    out.add(new CommitMessageImpl(p, ctx.paths.partitionPath(p), change.location.bucket, -1,
                            null, null, null, null, change.before, List.of(change.after)));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("flush of " + table.identifier() + " failed: " + e.getMessage(), e);
        }
        return out;
    }

    /**
     * A writer that died after publishing lookup-wait = false data but before its changelog leaves
     * level-0 files marked as pending (DataFileMeta#changelogPendingBatch): the first checkpoint
     * of a new writer opens those buckets too, so their changelog is produced even if nothing is
     * written to them again.
     */
    private void adoptPendingChangelogBuckets() throws IOException {
        if (pendingAdopted || !ctx.primaryKeyTable || overwrite != null
                || ctx.options.changelogProducer() != ChangelogProducer.LOOKUP) {
            return;
        }
        pendingAdopted = true;
        for (ManifestEntry e : live()) {
            if (e.file().changelogPendingBatch() != 0) {
                writer(e.partition(), e.bucket());
            }
        }
    }

    /**
     * The full-compaction changelog producer compacts (and diffs) at checkpoints whose identifier is
     * a multiple of {@code full-compaction.delta-commits}, and at the end of input
     * ({@code Long.MAX_VALUE}, a batch statement), as Paimon's Flink sink does.
     */
    private boolean fullCompactionCheckpoint(long identifier) {
        if (!ctx.primaryKeyTable) {
            // a fixed-bucket append table with full-compaction.delta-commits: Paimon's Flink sink runs the same
            // global full-compaction write for it (StoreSinkWrite.createWriteProvider looks at the option, not at
            // the key), which compacts its buckets fully at the end of input (fzmx_1209); the unaware-bucket
            // table refuses the option
            return identifier == Long.MAX_VALUE && ctx.options.fullCompactionDeltaCommits() != null;
        }
        if (ctx.options.changelogProducer() != ChangelogProducer.FULL_COMPACTION) {
            // full-compaction.delta-commits without the producer: Paimon's sink compacts fully at the end of input
            return identifier == Long.MAX_VALUE && ctx.options.fullCompactionDeltaCommits() != null;
        }
        long n = ctx.options.effectiveFullCompactionDeltaCommits();
        return identifier == Long.MAX_VALUE || identifier % n == 0;
    }

    /** A foreign commit (another writer's compaction or overwrite) may have changed our buckets' files. */
    private void refreshIfForeignCommits() {
        long latest = ctx.store.latestId();
        boolean foreign = false;
        for (long id = knownSnapshotId + 1; id <= latest && id > 0; id++) {
            try {
                if (!ctx.store.cachedSnapshot(id).commitUser.equals(commitUser)) {
                    foreign = true;
                    break;
                }
            } catch (VarveException.NotFound e) {
                foreign = true;
                break;
            }
        }
        knownSnapshotId = latest;
        if (foreign && overwrite == null) {
            reloadAll();
        }
    }

    private void reloadAll() {
        List<ManifestEntry> live = live();
        for (Map.Entry<Partition, Map<Integer, BucketWriter>> p : writers.entrySet()) {
            for (Map.Entry<Integer, BucketWriter> b : p.getValue().entrySet()) {
                List<DataFileMeta> files = new ArrayList<>();
                for (ManifestEntry e : live) {
                    if (e.partition().equals(p.getKey()) && e.bucket() == b.getKey() && e.file().kind() == DataFileMeta.Kind.DATA) {
                        files.add(e.file());
                    }
                }
                b.getValue().reload(files);
            }
        }
    }

    @Override
    public long commit(long identifier) {
        List<CommitMessage> messages = prepareCommit(identifier);
        if (committer == null) {
            // one committer for the writer's life: it keeps the live files from commit to commit
            committer = table.newCommit(commitUser);
        }
        FileStoreCommit commit = committer.withoutOverwrite();
        if (overwrite != null) {
            commit.withOverwrite(overwrite);
            commit.withOverwriteBase(baseSnapshotId);
            if (crossPartition) {
                // partitions a moved key's -D (or update) went to that the overwrite keeps
                java.util.Set<Partition> kept = new java.util.HashSet<>();
                for (Partition p : writers.keySet()) {
                    if (!replacedByOverwrite(p)) {
                        kept.add(p);
                    }
                }
                commit.withOverwriteKept(kept);
            }
        }
        long id = commit.commit(identifier, messages);
        if (!commit.droppedCompactions().isEmpty()) {
            reloadAll();
        }
        if (id > 0) {
            knownSnapshotId = Math.max(knownSnapshotId, id);
        }
        // an overwrite that commits nothing (no file replaced, none written) still maintains the table: partition
        // expiration, then snapshot expiration, as Paimon 1.4.2's committer maintains after every overwrite, empty
        // or not (snapshots: fzmx_2578, sweep 38 fz; partitions: probes fz39p_3 / fz39p_4, sweep 39 fz). A commit
        // without an overwrite that made no snapshot is no commit for Paimon's Flink sink: no maintenance (fz39p_1)
        if (id > 0 || overwrite != null) {
            maybeExpirePartitions(identifier);
            if (!ctx.options.writeOnly()) {
                // maintenance runs off the commit path, on the background thread (SEMANTICS §8)
                compactExecutor.submit(() -> {
                    table.expireSnapshots();
                    return null;
                });
            }
        }
        if (overwrite != null) {
            // an overwrite is one statement: later commits of this writer append again, with the
            // key indexes of the snapshot it produced (loaded again from its index files)
            overwrite = null;
            overwriteOwn.clear();
            baseSnapshotId = ctx.store.latestId();
            closeIndexes();
        }
        return id;
    }

    /**
     * Partition expiration after a commit (or an overwrite that made no snapshot), as Paimon's committer runs it: when
     * {@code partition.expiration-check-interval} has passed since this writer started or last
     * checked (0: every commit), or at a batch commit (identifier {@code Long.MAX_VALUE}) with
     * {@code end-input.check-partition-expire}; never with {@code write-only}. Synchronous, so the
     * statement that committed also shows the drop (its own {@code OVERWRITE} snapshot).
     */
    private void maybeExpirePartitions(long identifier) {
        if (ctx.options.writeOnly() || !PartitionExpiration.configured(ctx)) {
            return;
        }
        java.time.LocalDateTime now = java.time.LocalDateTime.now();
        java.time.Duration interval = ctx.options.partitionExpirationCheckInterval();
        if (interval.isZero() || now.isAfter(lastPartitionCheck.plus(interval))
                || (identifier == Long.MAX_VALUE && ctx.options.endInputCheckPartitionExpire())) {
            List<java.util.Map<String, String>> dropped = new PartitionExpiration(ctx).expire(now);
            lastPartitionCheck = now;
            if (!dropped.isEmpty()) {
                // as after an overwrite: the writers and key indexes start again from the snapshot the drop produced
                knownSnapshotId = ctx.store.latestId();
                reloadAll();
                closeIndexes();
            }
        }
    }

    @Override
    public void abort() {
        if (closed) {
            return;
        }
        for (Map<Integer, BucketWriter> m : writers.values()) {
            for (BucketWriter w : m.values()) {
                w.abort();
            }
        }
        writers.clear();
        slowing.clear();
        lastPartition = null;
        lastWriters = new BucketWriter[0];
        shutdown();
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        for (Map<Integer, BucketWriter> m : writers.values()) {
            for (BucketWriter w : m.values()) {
                w.close();
            }
        }
        writers.clear();
        slowing.clear();
        lastPartition = null;
        lastWriters = new BucketWriter[0];
        shutdown();
    }

    private void shutdown() {
        closed = true;
        flushExecutor.shutdown();
        for (CompactionLane lane : lanes) {
            lane.executor.shutdown();
        }
        try {
            flushExecutor.awaitTermination(1, TimeUnit.MINUTES);
            for (CompactionLane lane : lanes) {
                lane.executor.awaitTermination(1, TimeUnit.MINUTES);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        pool.close();
        closeIndexes();
        ctx.closeReaders();
        if (writeOnlyCtx != null) {
            writeOnlyCtx.closeReaders();
        }
        if (spillDir != null) {
            try {
                spillIo.deleteRecursively(spillDir);
            } catch (IOException ignored) {
                // scratch space
            }
        }
    }

    /** Frees the off-heap key indexes; they are loaded again from the snapshot when next needed. */
    private void closeIndexes() {
        for (DynamicBucketIndex index : dynamicIndexes.values()) {
            index.close();
        }
        dynamicIndexes.clear();
        if (lookupPartitions != null) {
            lookupPartitions.forgetIndexes();
        }
        if (crossIndex != null) {
            crossIndex.close();
            crossIndex = null;
        }
    }

    private void checkOpen() {
        if (closed) {
            throw new IllegalStateException("writer of " + table.identifier() + " is closed");
        }
    }
}
