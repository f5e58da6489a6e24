package dev.varve.kernel.table;

import java.util.function.LongSupplier;
import dev.varve.kernel.options.CoreOptions.ChangelogProducer;
import dev.varve.format.BloomFilter;
import dev.varve.format.run.RunReader;
import dev.varve.kernel.mergeengine.MergeEngine;
import dev.varve.memtable.LookupResult;
import dev.varve.memtable.OffHeapMemTable;
import dev.varve.memtable.SortedCursor;
import dev.varve.memtable.WriteBuffer;
import dev.varve.memtable.WriteBufferOptions;
import dev.varve.merge.KeyValueSource;
import dev.varve.merge.MergeFunction;
import dev.varve.merge.SortMergeReader;
import dev.varve.row.BinaryRow;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyEncoder;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import dev.varve.row.RowSerializer;
import dev.varve.row.ValueComparator;
import dev.varve.row.memory.PagePool;
import org.agrona.concurrent.UnsafeBuffer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;

/**
 * The LSM writer of one bucket of a primary-key table (ARCHITECTURE "write path"): records are
 * encoded once into the shared off-heap write buffer; sealed buffers are sorted and flushed to
 * level-0 runs in the background (merging a key's versions as {@link GroupMerger} allows);
 * universal compaction runs on a background thread over committed files; changelog producers
 * (input, lookup, full-compaction) add changelog files to the checkpoint's commit message.
 *
 * <p>Threads: {@link #write} and {@link #prepareCommit} run on the writer thread; flushes on the
 * flush executor; compactions on the compaction executor. Shared state is guarded by {@code this}.
 */
final class KeyValueBucketWriter implements BucketWriter {
    private final TableContext ctx;
    /** The table's record-level expiration, applied by every compaction of this bucket; or null. */
    private final RecordExpiry recordExpiry;
    /**
     * {@link #recordExpiry} with the lookup producer, also applied by flushes: Paimon's lookup writer
     * compacts every level-0 file at the commit that made it (reading it through the expiration
     * filter) and produces the changelog there, so an expired version is neither stored nor in the
     * changelog. Null otherwise.
     */
    private final RecordExpiry flushExpiry;
    private final Partition partition;
    private final int bucket;
    private final int totalBuckets;
    private final KeyEncoder keyEncoder;
    private final RowSerializer serializer;
    private final WriteBuffer buffer;
    /**
     * The syncs of flushed files, and of the commit's lookup changelog and own compaction outputs (with
     * {@code commit.fsync}), started on a sync thread as each file is
     * finished ({@link dev.varve.format.SyncBatch#start}) so the flushing thread goes on at once: the
     * table writer's {@link TableWriterImpl#prepareCommit} waits for every bucket's before its messages go
     * out ({@link #moveUnsyncedTo}). Guarded by itself (filled by the flushing thread, taken by the writer
     * thread).
     */
    private final ArrayList<dev.varve.format.SyncBatch.Started> unsynced = new ArrayList<>();
    private final dev.varve.format.run.RunWriter.SyncDeferral deferSync = this::deferSync;
    /**
     * The flushes' run writer, reused from flush to flush ({@link RollingRunWriter#reuse}): the buffer's flushes run
     * one at a time, on a flush thread or the writer helping (WriteBuffer's drain, handed over under its lock), and
     * each takes its files out of the writer's list before it returns. Dropped after a failed flush.
     */
    private RollingRunWriter flushOut;
    private final ExecutorService compactExecutor;
    private final CompactionStrategy strategy;
    /**
     * Whether each commit compacts its level-0 files up with {@link #strategy} (a
     * {@link ForceUpLevel0Compaction}) before the commit message is made: tables that need lookups
     * with {@code lookup-wait} (COMPACTION.md "The lookup layout"); any force-up table at the end of input.
     */
    private final boolean compactAtCommit;
    private final boolean forceUpLevel0;
    private final String changelogProducer;
    /** {@code changelog-producer = input}, decided once (not a string compare per record). */
    private final boolean inputProducer;
    private final long targetFileSize;
    private final int stopTrigger;
    /** {@code num-sorted-run.compaction-trigger}, read once (a per-commit read parses the option). */
    private final int compactionTrigger;
    /** {@code write-only}: this writer never compacts nor stalls; a dedicated job compacts. */
    private final boolean writeOnly;
    private final PagePool pool;
    /** See {@link dev.varve.kernel.mergeengine.MergeEngine#latestVersionWins()}. */
    private final boolean latestVersionWins;
    /** The lookup producer with {@code lookup-wait = false}: changelogs are produced in the background. */
    private final boolean lookupAsync;

    /**
     * Test hook (null in production): runs on the compaction thread after a compaction wrote its
     * output and before the result is applied to the levels, so tests can hold a compaction back.
     */
    static volatile Runnable beforeCompactionApplyForTest;

    /**
     * Test hook (null in production): told on the compacting thread when a compaction of a bucket begins (before it
     * reads the levels) and when it ended (applied, voided or failed), so tests can check that a bucket's
     * compactions never overlap and apply in the order they began.
     */
    interface CompactionTrace {
        void began(Partition partition, int bucket);

        void ended(Partition partition, int bucket);
    }

    static volatile CompactionTrace compactionTraceForTest;

    // guarded by this
    /** Replaced (reload) and changed under the lock; volatile for lookups that read it without. */
    private volatile Levels levels;
    /** Bumped when the levels are reloaded from a snapshot: compactions planned before are void. */
    private long levelsGeneration;
    private final Set<String> uncommitted = new HashSet<>();
    private final List<DataFileMeta> newFiles = new ArrayList<>();
    private final List<DataFileMeta> compactBefore = new ArrayList<>();
    private final List<DataFileMeta> compactAfter = new ArrayList<>();
    private final List<DataFileMeta> changelogFiles = new ArrayList<>();
    /** The deletion-vector marks each compaction of {@link #compactAfter} counted as it wrote (DeletionVectorIndex.Marks). */
    private final List<DeletionVectorIndex.Marks> dvMarks = new ArrayList<>();
    private Future<?> compaction;
    /**
     * {@link #prepareCommit} handed out only the new files: the commit's own compaction follows
     * ({@link #commitCompaction}), and with it this checkpoint's changelog.
     */
    private boolean compactionDue;
    /** The last {@link #prepareCommit} was the end of input (no background compaction after it). */
    private boolean endOfInput;
    /**
     * Lookup changelog not yet produced (lookup-wait = false, or left by a writer that died): the
     * level-0 files of each checkpoint batch, by batch id, oldest first. Their records are the
     * newest of the bucket; they are excluded from compaction until their changelog is handed to
     * a commit message.
     */
    private final TreeMap<Long, List<DataFileMeta>> pendingBatches = new TreeMap<>();
    /** Files of pending batches and of produced batches not yet handed to a commit message. */
    private final Set<String> pendingNames = new HashSet<>();
    /** Produced batches not yet handed to a commit message: the marked files and their unmarked copies. */
    private final List<DataFileMeta> clearedBefore = new ArrayList<>();
    private final List<DataFileMeta> clearedAfter = new ArrayList<>();

    private long nextSequence;
    private long buffered;
    private OffHeapMemTable inputChangelog;
    private final LookupResult lookupResult = new LookupResult();
    /** When the writer's current checkpoint began: the slowdown of all its buckets shares one budget. */
    private final LongSupplier checkpointStartNanos;
    /** Sets the compaction thread's priority (see {@link #awaitCompaction}). */
    private final java.util.function.IntConsumer compactionPriority;

    KeyValueBucketWriter(TableContext ctx, Partition partition, int bucket, int totalBuckets, List<DataFileMeta> files,
                         PagePool pool, Executor flushExecutor, ExecutorService compactExecutor,
                         WriteBufferOptions bufferOptions, LongSupplier checkpointStartNanos,
                         java.util.function.IntConsumer compactionPriority) {
        this.ctx = ctx;
        this.recordExpiry = RecordExpiry.of(ctx);
        this.flushExpiry = ctx.options.changelogProducer() == ChangelogProducer.LOOKUP ? recordExpiry : null;
        this.compactionPriority = compactionPriority;
        this.checkpointStartNanos = checkpointStartNanos;
        this.partition = partition;
        this.bucket = bucket;
        this.totalBuckets = totalBuckets;
        this.pool = pool;
        this.latestVersionWins = ctx.mergeEngine.latestVersionWins();
        this.keyEncoder = new KeyEncoder(ctx.rowType, ctx.keyIndexes);
        this.serializer = new RowSerializer(ctx.rowType);
        this.levels = new Levels(ctx.options.numLevels(), files);
        this.lookupAsync = ctx.options.changelogProducer() == ChangelogProducer.LOOKUP && !ctx.options.lookupWait();
        collectPendingBatches(files);
        this.nextSequence = levels.maxSequence() + 1;
        this.compactExecutor = compactExecutor;
        UniversalCompaction universal = new UniversalCompaction(ctx.options.maxSizeAmplificationPercent(),
                ctx.options.sizeRatio(), ctx.options.numSortedRunCompactionTrigger(), new RunWeigher(ctx, partition, bucket))
                .withEarlyFull(ctx.options);
        boolean needLookup = ctx.options.needLookup();
        this.forceUpLevel0 = ctx.options.lookupLayout();
        this.strategy = forceUpLevel0 ? new ForceUpLevel0Compaction(universal) : universal;
        this.compactAtCommit = needLookup && ctx.options.lookupWait();
        this.changelogProducer = ctx.options.changelogProducer().value();
        this.inputProducer = "input".equals(changelogProducer);
        this.targetFileSize = ctx.options.targetFileSize(true);
        this.stopTrigger = ctx.options.numSortedRunStopTrigger();
        this.compactionTrigger = ctx.options.numSortedRunCompactionTrigger();
        this.writeOnly = ctx.options.writeOnly();
        this.buffer = new WriteBuffer(pool, flushExecutor, this::flush, bufferOptions);
    }

    // ---- write path ---------------------------------------------------------------------------

    @Override
    public void write(InternalRow row) throws IOException {
        int keyLen = keyEncoder.encode(row);
        write(row, keyEncoder.buffer(), keyLen);
    }

    @Override
    public void write(InternalRow row, org.agrona.DirectBuffer key, int keyLen) throws IOException {
        RowKind kind = row.getRowKind();
        int valueLen = serializer.serialize(row);
        long seq = nextSequence++;
        buffer.put(key, 0, keyLen, seq, kind, serializer.buffer(), 0, valueLen);
        if (inputProducer) {
            if (inputChangelog == null) {
                inputChangelog = new OffHeapMemTable(pool);
            }
            if (!inputChangelog.put(key, 0, keyLen, seq, kind, serializer.buffer(), 0, valueLen)) {
                spillInputChangelog();
                if (!inputChangelog.put(key, 0, keyLen, seq, kind, serializer.buffer(), 0, valueLen)) {
                    throw new IOException("record of " + (keyLen + valueLen) + " bytes does not fit the write buffer");
                }
            }
        }
        buffered++;
    }

    WriteBuffer writeBuffer() {
        return buffer;
    }

    @Override
    public long bufferedRecords() {
        return buffered;
    }

    /** Flush sink: a sealed, sorted memtable becomes level-0 run(s). Runs on the flush thread. */
    private void flush(SortedCursor cursor) throws IOException {
        // the memtable's sorted walk: writeSorted says exactly which records start a new key
        RollingRunWriter out = flushOut;
        if (out == null) {
            out = new RollingRunWriter(ctx, partition, bucket, 0, DataFileMeta.Kind.DATA, targetFileSize)
                    .inOrder().deferSyncTo(deferSync);
            flushOut = out;
        } else {
            out.reuse();
        }
        try {
            writeSorted(cursor, out, false);
            List<DataFileMeta> files = out.finish();
            synchronized (this) {
                for (int i = 0; i < files.size(); i++) { // indexed: no iterator per flush
                    DataFileMeta f = files.get(i);
                    levels.add(f);
                    uncommitted.add(f.fileName());
                    newFiles.add(f);
                }
            }
        } catch (IOException | RuntimeException e) {
            flushOut = null; // not reused after a failure
            out.abort();
            throw e;
        }
    }

    /**
     * {@link #deferSync}'s target: starts the finished file's sync now (a flushed file, the commit's lookup changelog or
     * own compaction output), waited for at the commit.
     */
    private boolean deferSync(dev.varve.format.PositionOutput out) {
        dev.varve.format.SyncBatch.Started s = dev.varve.format.SyncBatch.start(ctx.io, out);
        synchronized (unsynced) {
            unsynced.add(s);
        }
        return true;
    }

    /**
     * Hands the started syncs of the flushed files (and of the commit's changelog and compaction outputs) to
     * {@code batch}, whose run waits for them (writer thread, after {@link #prepareCommit} flushed the buffer and
     * {@link #commitCompaction} ran: the files are among the messages').
     */
    void moveUnsyncedTo(dev.varve.format.SyncBatch batch) {
        synchronized (unsynced) {
            for (int i = 0; i < unsynced.size(); i++) {
                batch.add(unsynced.get(i));
            }
            unsynced.clear();
        }
    }

    /** Waits for the started syncs, ignoring their failures (the writer is closed or aborted: nothing publishes the files). */
    private void closeUnsynced() {
        synchronized (unsynced) {
            for (int i = 0; i < unsynced.size(); i++) {
                unsynced.get(i).awaitQuietly();
            }
            unsynced.clear();
        }
    }

    /**
     * Writes a sorted cursor's records, merging each key's versions per {@link GroupMerger}.
     * Single-version keys (the common case) are copied through without decoding the row; when the
     * engine's result is a key's latest version ({@link GroupMerger#latestVersionWins()}) a
     * superseded version is simply dropped; other groups are collected as binary rows in a reused
     * arena ({@link VersionGroup}). Allocation is per flush, not per record.
     */
    private void writeSorted(SortedCursor cursor, RollingRunWriter out, boolean bottom) throws IOException {
        FlushScratch fs = flushScratch;
        if (fs == null) {
            fs = new FlushScratch(ctx);
            flushScratch = fs;
        }
        fs.sink.out = out;
        try {
            writeSorted(cursor, out, bottom, fs);
        } finally {
            fs.sink.out = null;
            fs.group.clear();
        }
    }

    private void writeSorted(SortedCursor cursor, RollingRunWriter out, boolean bottom, FlushScratch fs) throws IOException {
        GroupMerger merger = fs.merger;
        boolean latestWins = merger.latestVersionWins();
        GroupMerger.Sink sink = fs.sink;
        BinaryRow view = fs.view;
        // a memtable cursor's records stay where they are until it is closed: the pending record is
        // then described in place; other cursors' views move, so it is copied into these buffers
        boolean inPlace = cursor.viewsStableUntilClose();
        UnsafeBuffer keyCopy = fs.keyCopy;
        UnsafeBuffer valueCopy = fs.valueCopy;
        org.agrona.DirectBuffer pendingKey = keyCopy;
        org.agrona.DirectBuffer pendingValue = valueCopy;
        int pendingKeyOff = 0;
        int pendingValueOff = 0;
        int pendingKeyLen = -1;
        int pendingValueLen = 0;
        long pendingSeq = 0;
        RowKind pendingKind = null;
        VersionGroup group = fs.group;
        RecordExpiry expiry = flushExpiry;
        long now = expiry == null ? 0 : RecordExpiry.nowSeconds();
        boolean has = cursor.next();
        while (true) {
            if (expiry != null && has) {
                // an expired version is left out before it meets the others of its key (see flushExpiry)
                view.pointTo(cursor.valueBuffer(), cursor.valueOffset(), cursor.valueLength());
                if (expiry.expired(view, now)) {
                    has = cursor.next();
                    continue;
                }
            }
            boolean sameKey = has && pendingKeyLen >= 0 && pendingKeyLen == cursor.keyLength()
                    && sameBytes(pendingKey, pendingKeyOff, pendingKeyLen, cursor.keyBuffer(), cursor.keyOffset());
            if (pendingKeyLen >= 0 && !sameKey) {
                // the pending key's versions are complete
                if (group.isEmpty() && !(bottom && pendingKind.isRetract())) {
                    view.pointTo(pendingValue, pendingValueOff, pendingValueLen);
                    out.add(pendingKey, pendingKeyOff, pendingKeyLen, pendingSeq, pendingKind, view, true);
                } else {
                    group.add(pendingKey, pendingKeyOff, pendingKeyLen, pendingSeq, pendingKind,
                            pendingValue, pendingValueOff, pendingValueLen);
                    merger.merge(group.versions(), bottom, sink);
                }
                group.clear();
                pendingKeyLen = -1;
            }
            if (!has) {
                break;
            }
            if (sameKey && !latestWins) {
                group.add(pendingKey, pendingKeyOff, pendingKeyLen, pendingSeq, pendingKind,
                        pendingValue, pendingValueOff, pendingValueLen);
            }
            // the current record becomes pending (with latestWins, a superseded pending version is dropped)
            pendingKeyLen = cursor.keyLength();
            pendingValueLen = cursor.valueLength();
            if (inPlace) {
                pendingKey = cursor.keyBuffer();
                pendingKeyOff = cursor.keyOffset();
                pendingValue = cursor.valueBuffer();
                pendingValueOff = cursor.valueOffset();
            } else {
                if (keyCopy.capacity() < pendingKeyLen) {
                    keyCopy.wrap(new byte[Math.max(pendingKeyLen, keyCopy.capacity() * 2)]);
                }
                if (valueCopy.capacity() < pendingValueLen) {
                    valueCopy.wrap(new byte[Math.max(pendingValueLen, valueCopy.capacity() * 2)]);
                }
                keyCopy.putBytes(0, cursor.keyBuffer(), cursor.keyOffset(), pendingKeyLen);
                valueCopy.putBytes(0, cursor.valueBuffer(), cursor.valueOffset(), pendingValueLen);
            }
            pendingSeq = cursor.sequence();
            pendingKind = cursor.kind();
            has = cursor.next();
        }
    }

    /**
     * What {@link #writeSorted} reuses from one flush to the next: the merger, the views, the copy
     * buffers of the pending record and the version group. Flushes of one bucket run one at a time
     * (its write buffer drains sequentially), so one instance per bucket writer, used by whichever
     * flush thread runs the flush (the drain hand-over orders them).
     */
    private static final class FlushScratch {
        final GroupMerger merger;
        final BinaryRow view;
        final UnsafeBuffer keyCopy = new UnsafeBuffer(new byte[64]);
        final UnsafeBuffer valueCopy = new UnsafeBuffer(new byte[256]);
        final VersionGroup group;
        final RunSink sink = new RunSink();

        FlushScratch(TableContext ctx) {
            // a flush passes a key's lone version through as written, as Paimon's write buffer does for every table
            this.merger = new GroupMerger(ctx.readEngine);
            this.view = new BinaryRow(ctx.rowType);
            this.group = new VersionGroup(ctx.rowType);
        }
    }

    /** Writes merged versions to the flush's run writer (set for the duration of one flush). */
    private static final class RunSink implements GroupMerger.Sink {
        RollingRunWriter out;

        @Override
        public void accept(KeyValue kv, boolean first) throws IOException {
            out.add(kv.key(), kv.sequence(), kv.kind(), kv.value(), first);
        }
    }

    /** Flush thread only (see {@link FlushScratch}); created by the first flush. */
    private FlushScratch flushScratch;

    private static boolean sameBytes(org.agrona.DirectBuffer a, int aOff, int len, org.agrona.DirectBuffer b, int off) {
        int i = 0;
        for (; i + 8 <= len; i += 8) {
            if (a.getLong(aOff + i) != b.getLong(off + i)) {
                return false;
            }
        }
        for (; i < len; i++) {
            if (a.getByte(aOff + i) != b.getByte(off + i)) {
                return false;
            }
        }
        return true;
    }

    private void spillInputChangelog() throws IOException {
        OffHeapMemTable table = inputChangelog;
        inputChangelog = new OffHeapMemTable(pool);
        if (table.isEmpty()) {
            table.release();
            return;
        }
        RollingRunWriter out = new RollingRunWriter(ctx, partition, bucket, 0, DataFileMeta.Kind.CHANGELOG, Long.MAX_VALUE);
        BinaryRow view = new BinaryRow(ctx.rowType);
        InputChangelogOrder order = ctx.mergeEngine.hasSequenceField() ? new InputChangelogOrder(ctx.mergeEngine) : null;
        try (SortedCursor c = table.sortedCursor()) {
            while (c.next()) {
                view.pointTo(c.valueBuffer(), c.valueOffset(), c.valueLength());
                if (order != null) {
                    order.add(c, view, out);
                } else {
                    out.add(c.keyBuffer(), c.keyOffset(), c.keyLength(), c.sequence(), c.kind(), view, false);
                }
            }
            if (order != null) {
                order.flush(out);
            }
        } finally {
            table.release();
        }
        List<DataFileMeta> files = out.finish();
        synchronized (this) {
            changelogFiles.addAll(files);
        }
    }

    // ---- read your writes ---------------------------------------------------------------------

    @Override
    public InternalRow lookup(InternalRow keyRow) throws IOException {
        return lookupKey(keyEncoder.encodeToBytes(keyRow));
    }

    /** {@link #lookup} of a key already encoded with the table's primary key encoder. */
    InternalRow lookupKey(byte[] key) throws IOException {
        if (latestVersionWins) {
            return lookupLatest(key, null);
        }
        InternalRow merged = lookupMerged(key);
        return merged == null ? null : GenericRow.copyOf(merged);
    }

    /**
     * {@link #lookupKey} returning a view this writer reuses ({@code TableWriter#lookupView}'s contract: valid until
     * the next call into the writer): when the newest version alone decides, a hit in the write buffer or in a
     * cached page allocates nothing. Other merge engines hand out the merge function's result (see
     * {@link #lookupMerged}).
     */
    InternalRow lookupKeyView(byte[] key, LookupViews views) throws IOException {
        return latestVersionWins ? lookupLatest(key, views) : lookupMerged(key);
    }

    /**
     * The rows {@link #lookupKeyView} reuses, one set per table writer (so its reuse contract spans its buckets):
     * a view over a bucket's write-buffer lookup result, and one over a cached page. Writer thread.
     */
    static final class LookupViews {
        private BinaryRow buffer;
        private final InternalRow page = RunReader.newRowView();
    }

    /**
     * The merge of every version of {@code key} (the files', then the write buffer's), or null: the merge function's
     * result, valid until the next lookup of this writer (it may be a view of a cached page, of the write buffer's
     * lookup result or the function's own row; {@link #lookupKey} copies it). Each file hands out its versions of the
     * key (one in the common case, where flushes and compactions merge a key's versions; several where the engine
     * keeps a flush's versions, e.g. partial-update with {@code sequence.field}) as views of its cached pages
     * ({@link RunReader#lookupVersions}) into holders this writer reuses; the merge function, the version list and the
     * write buffer's holder are this writer's too: a warm get allocates nothing up to the merge function (first-row and
     * deduplicate, without positional marks, need none: their result is one of the versions, handed out as it is
     * ({@link #deduplicateWinner}); partial-update and aggregation drop the versions their input filters would skip
     * ({@link MergeEngine#deduplicateIgnores}: {@code ignore-delete}, {@code ignore-update-before}), hand a key's lone
     * add out as it is where the engine passes it through ({@link MergeEngine#loneAddPassesThrough}), and otherwise
     * give the function the versions with {@link MergeFunction#resetStable(int)}: their count, none filtered, their
     * views valid until this get's result is done with, so it neither keeps a copy of the first one for a lone
     * pass-through nor copies them to order them by {@code sequence.field}: it folds them into its own reused row). A
     * file whose pages the lookup cache does not keep, or whose rows need padding or other field types, sends the whole
     * get through {@link RunProbe}s, as before.
     */
    private InternalRow lookupMerged(byte[] key) throws IOException {
        List<KeyValue> versions = mergedVersions;
        versions.clear();
        LookupFiles lf = currentLookupView();
        LookupIndex index = lf.index;
        if (index == null && lf.indexable && !lf.buildStarted && ++lf.lookups >= lf.buildIndexAfter) {
            startIndexBuild(lf);
            index = lf.index;
        }
        if (!(index != null ? indexedVersions(lf, index, key, versions) : fileVersions(lf, key, versions))) {
            versions.clear();
            for (int i = lf.runs.size() - 1; i >= 0; i--) {
                try (RunProbe probe = new RunProbe(ctx, partition, bucket, lf.runs.get(i).files, 0)) {
                    probe.versions(key, versions);
                }
            }
        }
        versions.sort(BY_SEQUENCE);
        if (buffer.get(key, lookupResult)) {
            BinaryRow view = mergedBufferRow;
            if (view == null) {
                view = new BinaryRow(ctx.rowType);
                mergedBufferRow = view;
            }
            // the lookup result's buffer is this writer's, rewritten only by its next lookup
            view.pointTo(lookupResult.valueBuffer(), 0, lookupResult.valueLength());
            versions.add(mergedBufferVersion.replace(key, lookupResult.sequence(), lookupResult.kind(), view));
        }
        if (versions.isEmpty()) {
            return null;
        }
        if (ctx.mergeEngine.kind() == dev.varve.kernel.mergeengine.MergeEngineKind.DEDUPLICATE && !ctx.positionalMarks()) {
            return deduplicateWinner(versions, ctx.supersedesUpTo(lf.files));
        }
        if (ctx.mergeEngine.isFirstRow()) {
            // what the first-row merge function keeps: the first add in sequence order, as it is (no copy)
            for (int i = 0; i < versions.size(); i++) {
                KeyValue kv = versions.get(i);
                if (!kv.kind().isRetract()) {
                    versions.clear();
                    return kv.value();
                }
            }
            versions.clear();
            return null;
        }
        // the versions the function's input filters skip on add (ignore-delete, ignore-update-before): dropped here,
        // so that the function is told the count of those it keeps (it would otherwise copy the first one in case the
        // filters leave it alone)
        int kept = 0;
        for (int i = 0; i < versions.size(); i++) {
            KeyValue kv = versions.get(i);
            if (!ctx.mergeEngine.deduplicateIgnores(kv.kind())) {
                versions.set(kept++, kv);
            }
        }
        while (versions.size() > kept) {
            versions.remove(versions.size() - 1);
        }
        if (kept == 0) {
            return null; // what the function gives when every version was skipped
        }
        if (kept == 1 && ctx.mergeEngine.loneAddPassesThrough() && !versions.get(0).kind().isRetract()) {
            // what the merge function gives for a key's lone add: the version as it is (it would copy it, boxed)
            InternalRow only = versions.get(0).value();
            versions.clear();
            return only;
        }
        MergeFunction mf = lookupMerge;
        if (mf == null) {
            mf = ctx.mergeEngine.mergeFunctionFactory().create();
            lookupMerge = mf;
        }
        if (ctx.positionalMarks()) {
            MergeEngine.marksUpTo(mf, ctx.marksUpTo(Arrays.asList(lf.files)));
        }
        if (ctx.supersedingStoredRows()) {
            MergeEngine.supersedesUpTo(mf, ctx.supersedesUpTo(lf.files));
        }
        // every version's holder and view is distinct and stays as it is until this writer's next lookup, which
        // replaces the result too: the function may keep them without a copy
        mf.resetStable(kept);
        for (int i = 0; i < kept; i++) {
            mf.add(versions.get(i));
        }
        versions.clear();
        KeyValue r = mf.getResult();
        return r == null || r.kind().isRetract() ? null : r.value();
    }

    /**
     * What the deduplicate merge function keeps of {@code versions} (in sequence order; cleared here), handed out as it
     * is (no copy): the last version its input filters keep ({@link MergeEngine#deduplicateIgnores}), by
     * {@code sequence.field} and then arrival ({@link MergeEngine#compareVersions}: a later version wins a tie), or
     * null when none is kept or the winner is a retraction. Not for positional marks (deletion vectors with
     * {@code sequence.field}: the merge function decides those). A version of system sequence up to {@code superseding}
     * takes the lead whatever its sequence field and input filters ({@link TableContext#supersedesUpTo}).
     */
    private InternalRow deduplicateWinner(List<KeyValue> versions, long superseding) {
        MergeEngine engine = ctx.mergeEngine;
        boolean ordered = engine.hasSequenceField();
        KeyValue winner = null;
        for (int i = 0; i < versions.size(); i++) {
            KeyValue kv = versions.get(i);
            boolean stored = kv.sequence() <= superseding;
            if (!stored && engine.deduplicateIgnores(kv.kind())) {
                continue;
            }
            if (winner == null || !ordered || stored
                    || engine.compareVersions(kv.value(), kv.sequence(), winner.value(), winner.sequence()) >= 0) {
                winner = kv;
            }
        }
        versions.clear();
        return winner == null || winner.kind().isRetract() ? null : winner.value();
    }

    /**
     * Adds every version of {@code key} in the files of lf ({@link RunReader#lookupVersions}, into
     * {@link #fileVersionHolders}) to {@code versions}; false (versions partly added) as soon as a file's rows are not
     * the table's or the lookup cache did not keep a page its versions lie on.
     */
    private boolean fileVersions(LookupFiles lf, byte[] key, List<KeyValue> versions) throws IOException {
        RunReader.Versions held = fileVersionHolders;
        held.clear();
        long hash = 0;
        boolean hashed = false;
        DataFileMeta[] files = lf.files;
        for (int i = 0; i < files.length; i++) {
            DataFileMeta f = files[i];
            if (Arrays.compareUnsigned(key, f.minKey()) < 0 || Arrays.compareUnsigned(key, f.maxKey()) > 0) {
                continue;
            }
            if (lf.fitsTable[i] == 0) {
                lf.fitsTable[i] = (byte) (ctx.fieldMap(f.schemaId()) == null
                        && RunSources.sameFieldTypes(ctx.rowTypeOf(f.schemaId()), ctx.rowType) ? 1 : 2);
            }
            if (lf.fitsTable[i] != 1) {
                return false;
            }
            if (!hashed) {
                hash = BloomFilter.hash(key, 0, key.length);
                hashed = true;
            }
            if (lookupReader(lf, i).lookupVersions(key, hash, held) < 0) {
                return false;
            }
        }
        for (int j = 0; j < held.size(); j++) {
            versions.add(held.get(j));
        }
        return true;
    }

    /**
     * {@link #fileVersions} through the bucket's key index built for every file ({@link LookupIndex#findAll}): for each
     * file holding the key, its versions ending at the indexed row ({@link RunReader#lookupVersionsAt}), without the
     * files' key ranges, bloom filters and page searches.
     */
    private boolean indexedVersions(LookupFiles lf, LookupIndex index, byte[] key, List<KeyValue> versions)
            throws IOException {
        RunReader.Versions held = fileVersionHolders;
        held.clear();
        if (key.length != index.keyLength()) {
            return true; // every committed key has the index's length
        }
        long[] found = lf.foundLocations;
        int n = index.findAll(LookupIndex.number(key), found);
        for (int j = 0; j < n; j++) {
            long loc = found[j];
            int i = LookupIndex.file(loc);
            if (lf.fitsTable[i] == 0) {
                DataFileMeta f = lf.files[i];
                lf.fitsTable[i] = (byte) (ctx.fieldMap(f.schemaId()) == null
                        && RunSources.sameFieldTypes(ctx.rowTypeOf(f.schemaId()), ctx.rowType) ? 1 : 2);
            }
            if (lf.fitsTable[i] != 1
                    || lookupReader(lf, i).lookupVersionsAt(LookupIndex.page(loc), LookupIndex.row(loc), key, held) < 0) {
                return false;
            }
        }
        for (int j = 0; j < held.size(); j++) {
            versions.add(held.get(j));
        }
        return true;
    }

    private static final Comparator<KeyValue> BY_SEQUENCE = (a, b) -> Long.compare(a.sequence(), b.sequence());

    /**
     * {@link #lookupMerged}'s reused version list, the holders of the files' versions, merge function and write-buffer
     * version (lookup thread only).
     */
    private final List<KeyValue> mergedVersions = new ArrayList<>();
    private final RunReader.Versions fileVersionHolders = new RunReader.Versions();
    private MergeFunction lookupMerge;
    private final KeyValue mergedBufferVersion = new KeyValue();
    private BinaryRow mergedBufferRow;

    /**
     * Point lookup when the newest version alone decides ({@code MergeEngine#latestVersionWins}):
     * the write buffer, then the files of the runs newest first, each through its key range,
     * bloom filter (the key hashed once for all files) and sparse index, then an in-place search
     * of the page in the reader's lookup cache (one page decoded on a cache miss).
     */
    private InternalRow lookupLatest(byte[] key, LookupViews views) throws IOException {
        if (buffer.get(key, lookupResult)) {
            if (lookupResult.kind().isRetract()) {
                return null;
            }
            if (views != null) {
                BinaryRow v = views.buffer;
                if (v == null) {
                    v = new BinaryRow(ctx.rowType);
                    views.buffer = v;
                }
                // the lookup result's buffer is this writer's, rewritten only by its next lookup
                v.pointTo(lookupResult.valueBuffer(), 0, lookupResult.valueLength());
                return v;
            }
            return serializer.deserialize(lookupResult.valueBuffer(), 0, lookupResult.valueLength());
        }
        InternalRow reuse = views == null ? null : views.page;
        LookupFiles lf = currentLookupView();
        LookupIndex index = lf.index;
        if (index == null && lf.indexable && !lf.buildStarted && ++lf.lookups >= lf.buildIndexAfter) {
            startIndexBuild(lf);
            index = lf.index;
        }
        if (index != null) {
            return lookupIndexed(lf, index, key, reuse);
        }
        long hash = 0;
        boolean hashed = false;
        DataFileMeta[] files = lf.files;
        for (int i = 0; i < files.length; i++) {
            DataFileMeta f = files[i];
            if (Arrays.compareUnsigned(key, f.minKey()) < 0
                    || Arrays.compareUnsigned(key, f.maxKey()) > 0) {
                continue;
            }
            RunReader r = lookupReader(lf, i);
            if (!hashed) {
                hash = BloomFilter.hash(key, 0, key.length);
                hashed = true;
            }
            InternalRow hit = reuse != null && lf.padded[i] == 1 ? r.lookupValue(key, hash, reuse) : r.lookupValue(key, hash);
            if (hit != null) {
                if (hit.getRowKind().isRetract()) {
                    return null;
                }
                return padded(lf, i, hit);
            }
        }
        return null;
    }

    /** {@link #lookupFiles} if it is current, else {@link #currentLookupFiles()}. */
    private LookupFiles currentLookupView() {
        LookupFiles lf = lookupFiles;
        Levels current = levels;
        if (lf == null || lf.levels != current || lf.modCount != current.modCount()) {
            lf = currentLookupFiles();
        }
        return lf;
    }

    /**
     * The lookup view of the current levels, rebuilt under the lock if they changed. Lookups check
     * {@link #lookupFiles} against {@link #levels} and its volatile mod count without the lock
     * first: a view whose levels and count still match is current (every change bumps the count
     * before it touches the levels, under this lock).
     */
    private synchronized LookupFiles currentLookupFiles() {
        LookupFiles lf = lookupFiles;
        if (lf == null || lf.levels != levels || lf.modCount != levels.modCount()) {
            if (lf != null) {
                lf.releaseIndex();
            }
            lf = new LookupFiles(levels, levels.runs());
            lookupFiles = lf;
        }
        return lf;
    }

    /** {@code hit}, read from file i of lf, with the table's columns (by field id if its schema has other fields). */
    private InternalRow padded(LookupFiles lf, int i, InternalRow hit) {
        if (lf.padded[i] == 0) {
            lf.padded[i] = (byte) (ctx.fieldMap(lf.files[i].schemaId()) == null ? 1 : 2);
        }
        return lf.padded[i] == 1 ? hit
                : GenericRow.copyOf(new PaddedRow(ctx.rowType.size()).replace(hit, ctx.fieldMap(lf.files[i].schemaId())));
    }

    /** The reader of file i of lf, (re)opened if it is not open. */
    private RunReader lookupReader(LookupFiles lf, int i) {
        RunReader r = lf.readers[i];
        if (r == null || r.isClosed()) {
            r = ctx.reader(partition, bucket, lf.files[i]);
            lf.readers[i] = r;
        }
        return r;
    }

    /** {@link #lookupLatest} past the write buffer, through the bucket's {@link LookupIndex}. */
    private InternalRow lookupIndexed(LookupFiles lf, LookupIndex index, byte[] key, InternalRow reuse)
            throws IOException {
        if (key.length != index.keyLength()) {
            return null; // every committed key has the index's length
        }
        long loc = index.find(LookupIndex.number(key));
        if (loc < 0) {
            return null;
        }
        RowKind kind = LookupIndex.kind(loc);
        if (kind.isRetract()) {
            return null;
        }
        int i = LookupIndex.file(loc);
        int page = LookupIndex.page(loc);
        long evictions = RunReader.lookupEvictions();
        if (evictions != lf.handlesEvictions) {
            lf.dropPageHandles(evictions);
        }
        Object[] handles = lf.pageHandles[i];
        Object handle = handles == null ? null : handles[page];
        if (handle != null && lf.padded[i] == 1) {
            return reuse != null ? RunReader.rowAt(handle, LookupIndex.row(loc), kind, reuse)
                    : RunReader.rowAt(handle, LookupIndex.row(loc), kind);
        }
        RunReader r = lookupReader(lf, i);
        InternalRow hit = padded(lf, i, r.valueAt(page, LookupIndex.row(loc), kind));
        if (handle == null) {
            // taken after the count was read: an eviction since then is seen by the next lookup
            handle = r.lookupPageHandle(page);
            if (handle != null) {
                if (handles == null) {
                    handles = new Object[r.meta().getPageCount()];
                    lf.pageHandles[i] = handles;
                }
                handles[page] = handle;
            }
        }
        return hit;
    }

    /**
     * Starts building lf's lookup index: on the compaction thread when
     * {@link #buildIndexInBackground} (lookups take the file-by-file path until the index is
     * installed, so no lookup waits for a build), else in the caller. The build opens its own
     * readers of lf's files and closes them; the index's positions are the same for every reader
     * of a file. A bucket whose files cannot be indexed (see {@link LookupIndex#build}) keeps the
     * file-by-file path until the levels change.
     */
    private void startIndexBuild(LookupFiles lf) {
        lf.buildStarted = true;
        if (!buildIndexInBackground) {
            lf.install(buildIndex(lf));
            return;
        }
        try {
            indexBuild = compactExecutor.submit(() -> lf.install(buildIndex(lf)));
        } catch (RejectedExecutionException e) {
            lf.install(null); // the writer is closing
        }
    }

    /** The last index build started on the compaction thread (lookup thread only); close waits for it. */
    private Future<?> indexBuild;

    private void waitIndexBuild() {
        Future<?> f = indexBuild;
        if (f == null) {
            return;
        }
        indexBuild = null;
        try {
            f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            // buildIndex catches its failures; nothing to report
        }
    }

    /** lf's index built from fresh readers of its files, or null if it cannot be built or a file cannot be read. */
    private LookupIndex buildIndex(LookupFiles lf) {
        if (lf.isReleased()) {
            return null;
        }
        RunReader[] readers = new RunReader[lf.files.length];
        try {
            for (int i = 0; i < readers.length; i++) {
                readers[i] = ctx.openReader(partition, bucket, lf.files[i]);
            }
            // merged gets want every file's versions of a key; a get of the newest version, the newest file's
            return LookupIndex.build(readers, !latestVersionWins);
        } catch (IOException | RuntimeException e) {
            return null; // e.g. a file compacted away and deleted meanwhile: lookups go file by file
        } finally {
            for (RunReader r : readers) {
                if (r != null) {
                    try {
                        r.close();
                    } catch (IOException | RuntimeException e) {
                        // read-only reader: nothing to lose
                    }
                }
            }
        }
    }

    /**
     * The files of the committed runs, newest run first, with their readers (opened on first use),
     * as point lookups walk them; rebuilt when the levels change. Guarded by the bucket writer for
     * the swap; the reader slots are filled by the writer's thread.
     */
    private static final class LookupFiles {
        final Levels levels;
        final int modCount;
        /** The committed runs, newest first ({@link #files} is their files in that order). */
        final List<Levels.SortedRun> runs;
        final DataFileMeta[] files;
        final RunReader[] readers;
        /** 0 unknown, 1 the file's schema has the table's columns, 2 its rows need padding. */
        final byte[] padded;
        /** For merged lookups: 0 unknown, 1 the file's rows are the table's (columns and types), 2 not. */
        final byte[] fitsTable;
        /** {@link LookupIndex#findAll}'s output for merged gets (one location per file at most). */
        final long[] foundLocations;
        /** Lookups through this view so far, until {@link #index} is built. */
        long lookups;
        /** The lookups after which the index pays for its build (a pass over every file's keys). */
        final long buildIndexAfter;
        /** False once an index build failed (see {@link LookupIndex#build}). */
        volatile boolean indexable = true;
        /** Whether the index build was started (lookup thread only). */
        boolean buildStarted;
        /** The bucket's key index, or null (not built yet, or not possible); set once by {@link #install}. */
        volatile LookupIndex index;
        /**
         * Per file, the {@link RunReader#lookupPageHandle handles} of its pages that indexed
         * lookups found in the reader's lookup cache (null until one was), so an indexed lookup
         * reads its row without the reader; dropped by the first lookup that sees
         * {@link RunReader#lookupEvictions} changed, so an evicted page is not kept past the
         * bucket's next lookup (or the view's replacement): a bucket that stops looking up while
         * other lookups evict its pages keeps them until then, at most the pages it had found
         * cached. Lookup thread only.
         */
        final Object[][] pageHandles;
        /** {@link RunReader#lookupEvictions} when {@link #pageHandles} were last dropped. */
        long handlesEvictions;
        /** Set by {@link #releaseIndex}; guarded by this view. */
        private boolean released;

        LookupFiles(Levels levels, List<Levels.SortedRun> runs) {
            this.levels = levels;
            this.modCount = levels.modCount();
            this.runs = runs;
            List<DataFileMeta> all = new ArrayList<>();
            for (Levels.SortedRun run : runs) {
                all.addAll(run.files);
            }
            this.files = all.toArray(new DataFileMeta[0]);
            this.readers = new RunReader[files.length];
            this.padded = new byte[files.length];
            this.fitsTable = new byte[files.length];
            this.foundLocations = new long[files.length];
            this.pageHandles = new Object[files.length][];
            this.handlesEvictions = RunReader.lookupEvictions();
            long records = 0;
            for (DataFileMeta f : files) {
                records += f.rowCount();
            }
            long perLookup = indexBuildRowsPerLookup;
            this.buildIndexAfter = perLookup <= 0 ? Long.MAX_VALUE : records / perLookup;
        }

        /**
         * Publishes a finished build's index (null: none could be built); an index finished after
         * the view was released goes straight back to the budget.
         */
        synchronized void install(LookupIndex built) {
            if (built == null || released) {
                if (built != null) {
                    built.release();
                }
                indexable = false;
                return;
            }
            index = built;
        }

        void dropPageHandles(long evictions) {
            Arrays.fill(pageHandles, null);
            handlesEvictions = evictions;
        }

        synchronized boolean isReleased() {
            return released;
        }

        /** Drops the view's index (now or when its build finishes); lookups through it go file by file. */
        synchronized void releaseIndex() {
            released = true;
            if (index != null) {
                index.release();
                index = null;
            }
            indexable = false;
        }
    }

    /**
     * The point lookup view of the levels (see {@link LookupFiles}); replaced when they change,
     * under the lock; read without it by {@link #lookupLatest}.
     */
    private volatile LookupFiles lookupFiles;

    /**
     * A bucket's lookup index is built once its lookups since the last level change reach its
     * record count divided by this (so the build costs at most this many key decodes per lookup
     * on average); 0 turns the index off; tests set it to {@code Long.MAX_VALUE} to build on the
     * first lookup.
     */
    static volatile long indexBuildRowsPerLookup = 16;

    /**
     * Whether lookup indexes are built on the compaction thread (the default) or by the lookup
     * that reaches the threshold (tests that must know when the index is in use).
     */
    static volatile boolean buildIndexInBackground = true;

    // ---- compaction ---------------------------------------------------------------------------

    /** Starts a background compaction if the committed runs call for one (never with {@code write-only}). */
    private synchronized void maybeCompact() {
        if (compaction != null && !compaction.isDone()) {
            return;
        }
        collectCompaction();
        if (writeOnly) {
            return; // a dedicated compaction job compacts (Table.compact); lookup/full-compaction producers are refused
        }
        if ("lookup".equals(changelogProducer) && !pendingBatches.isEmpty()) {
            long generation = levelsGeneration;
            compaction = compactExecutor.submit(() -> {
                producePendingBatches(generation);
                return null;
            });
            return;
        }
        // the committed runs: a window of the runs (newest first) that skips a prefix of runs not yet
        // committed (flushes) and stops at a compaction result not yet committed below them
        List<Levels.SortedRun> runs = levels.runs();
        int from = 0;
        while (from < runs.size() && !committed(runs.get(from))) {
            from++;
        }
        int to = from;
        while (to < runs.size() && committed(runs.get(to))) {
            to++;
        }
        UniversalCompaction.Unit unit = strategy.pick(runs, from, to, levels.maxLevel());
        if (unit == null || unit.isNoop()) {
            return;
        }
        // Paimon's full-changelog rewriter writes its changelog for every compaction into its maximum level
        // (num-levels - 1), the writer's own picks (size amplification, the sorted-run trigger) too, not only the
        // scheduled full compaction (FullChangelogMergeTreeCompactRewriter#rewriteChangelog / #upgradeStrategy)
        boolean changelog = "full-compaction".equals(changelogProducer) && unit.outputLevel == levels.maxLevel()
                && unit.outputLevel == ctx.options.numLevels() - 1;
        compaction = compactExecutor.submit(() -> {
            runCompaction(unit, changelog);
            return null;
        });
    }

    /** Whether every file of the run is committed (handed to a commit message) and not pending a changelog. */
    private boolean committed(Levels.SortedRun r) {
        List<DataFileMeta> files = r.files;
        for (int i = 0; i < files.size(); i++) { // indexed: cold commit-path code allocates its iterators
            String name = files.get(i).fileName();
            if (uncommitted.contains(name) || pendingNames.contains(name)) {
                return false;
            }
        }
        return true;
    }

    private void collectCompaction() {
        if (compaction != null && compaction.isDone()) {
            try {
                compaction.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (ExecutionException e) {
                // a failed compaction changed nothing; its partial outputs were deleted
            }
            compaction = null;
        }
    }

    private void waitCompaction() throws IOException {
        Future<?> f;
        synchronized (this) {
            f = compaction;
        }
        if (f != null) {
            try {
                awaitCompaction(f, -1);
            } catch (java.util.concurrent.TimeoutException e) {
                throw new AssertionError("waited without a timeout", e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while waiting for compaction", e);
            } catch (ExecutionException e) {
                // failed compaction: nothing changed
            }
            synchronized (this) {
                if (compaction == f) {
                    compaction = null;
                }
            }
        }
    }

    /**
     * Merges the unit's runs into its output level. With {@code changelog} (full-compaction
     * producer), also diffs the previous maximum-level run against the result.
     */
    private void runCompaction(UniversalCompaction.Unit unit, boolean changelog) throws IOException {
        // the producer's scheduled full compaction stores merged rows as Paimon does (GroupMerger#collapsing)
        runCompaction(unit, changelog, changelog ? GroupMerger.collapsing(ctx.mergeEngine) : new GroupMerger(ctx.mergeEngine));
    }

    private void runCompaction(UniversalCompaction.Unit unit, boolean changelog, GroupMerger merger) throws IOException {
        CompactionTrace trace = compactionTraceForTest;
        if (trace == null) {
            runTracedCompaction(unit, changelog, merger);
            return;
        }
        trace.began(partition, bucket);
        try {
            runTracedCompaction(unit, changelog, merger);
        } finally {
            trace.ended(partition, bucket);
        }
    }

    private void runTracedCompaction(UniversalCompaction.Unit unit, boolean changelog, GroupMerger merger) throws IOException {
        boolean bottom;
        long generation;
        List<Levels.SortedRun> older = null;
        List<Levels.SortedRun> belowUnit = null;
        // deletion vectors: the runs outside a compaction that does not reach the bottom (CompactionMerge#retractionsBelow)
        List<Levels.SortedRun> dvOutside = null;
        boolean mergeLone;
        boolean olderWinners;
        synchronized (this) {
            generation = levelsGeneration;
            int highest = levels.nonEmptyHighestLevel();
            bottom = unit.full || unit.outputLevel >= highest;
            // a lookup table's rewrite of level-0 files stores lone versions merged, as Paimon's lookup rewriter
            mergeLone = LoneVersions.mergedBy(ctx, unit, levels.maxLevel());
            // deduplicate under sequence.field: the commit compaction's rewrite of level-0 files stores a group that
            // loses to an older version as that winner (GroupMerger#olderWinner), unless a stored merge changed since
            // (TableContext#supersedesUpTo: such rows lead by position, not by the sequence field)
            olderWinners = !mergeLone && !bottom && merger.asksOlderWinners()
                    && LoneVersions.rewritesLevel0(ctx, unit, levels.maxLevel())
                    && ctx.supersedesUpTo(levels.allFiles()) == Long.MIN_VALUE;
            if (ctx.mergeEngine.isFirstRow() && !bottom) {
                older = runsWithout(fileNames(unit.files()));
            }
            if ((mergeLone || olderWinners) && !bottom) {
                belowUnit = runsWithout(fileNames(unit.files()));
            }
            if (!bottom && ctx.options.deletionVectorsEnabled()) {
                dvOutside = runsWithout(fileNames(unit.files()));
            }
        }
        List<RunProbe> loneProbes = mergeLone || olderWinners ? probes(unit, belowUnit) : null;
        List<RunProbe> dvProbes = probes(unit, dvOutside);
        GroupMerger.OlderRuns retractionsBelow = dvOutside == null ? null : RunProbe.anyHolds(dvProbes);
        if (mergeLone || olderWinners && loneProbes != null) {
            // the runs below the unit are the key's history before it when each lies below the output level (no newer
            // level-0 file left out, e.g. one whose lookup changelog is pending): GroupMerger#mergedOntoOlder
            merger = merger.mergingLoneVersions(loneProbes == null ? null
                    : RunProbe.anyHolds(loneProbes, allBelow(belowUnit, unit.outputLevel)));
        }
        try {
            runCompaction(unit, changelog, merger, bottom, generation, older, retractionsBelow);
        } finally {
            if (loneProbes != null) {
                for (RunProbe p : loneProbes) {
                    p.close();
                }
            }
            if (dvProbes != null) {
                for (RunProbe p : dvProbes) {
                    p.close();
                }
            }
        }
    }

    private void runCompaction(UniversalCompaction.Unit unit, boolean changelog, GroupMerger merger, boolean bottom,
                               long generation, List<Levels.SortedRun> older, GroupMerger.OlderRuns retractionsBelow)
            throws IOException {
        List<RunBlockSource> sources = RunSources.blocksForCompaction(ctx, partition, bucket, unit.runs);
        // the merge hands out keys in order and says exactly where each starts: no key compare per record. Every
        // output hands its sync to a sync thread at its finish (deferSync), a background compaction's as the commit's
        // own: the compacting thread goes on (the next file, the next bucket's compaction) instead of waiting in
        // fsync; prepareCommit waits for the syncs before any message naming the files goes out
        RollingRunWriter out = new RollingRunWriter(ctx, partition, bucket, unit.outputLevel, DataFileMeta.Kind.DATA, targetFileSize)
                .inOrder().deferSyncTo(deferSync);
        RollingRunWriter changes = null;
        ChangelogDiff diff = null;
        // the input files, listed once for the whole compaction (read only: the marks, the counter, the apply)
        List<DataFileMeta> inputs = unit.files();
        merger.marksUpTo(ctx.marksUpTo(inputs)).supersedesUpTo(ctx.supersedesUpTo(inputs));
        // the deletion-vector marks of the outputs' keys, counted as they are written (the commit need not read them)
        List<DataFileMeta> bucketFiles = null;
        if (DeletionVectorIndex.maintained(ctx)) {
            synchronized (this) {
                bucketFiles = generation == levelsGeneration ? levels.allFiles() : null;
            }
        }
        DeletionVectorIndex.Counter dvCounter = bucketFiles == null ? null
                : DeletionVectorIndex.counting(ctx, partition, bucket, unit.outputLevel, bucketFiles, inputs);
        if (dvCounter != null) {
            out.keysTo(dvCounter::key);
        }
        try (dvCounter; CompactionMerge merge = new CompactionMerge(sources, merger, recordExpiry)
                .droppingRetractionsOlderRunsLack(retractionsBelow)) {
            if (changelog) {
                Levels.SortedRun before = null;
                for (Levels.SortedRun r : unit.runs) {
                    if (r.level == levels.maxLevel()) {
                        before = r;
                    }
                }
                // at the compaction's output level, as Paimon's (a batch read of a deletion-vector table skips level 0)
                changes = new RollingRunWriter(ctx, partition, bucket, unit.outputLevel, DataFileMeta.Kind.CHANGELOG,
                        Long.MAX_VALUE);
                diff = new ChangelogDiff(ctx, changes, before == null ? null
                        : new MergedBucketReader(ctx, RunSources.forRuns(ctx, partition, bucket, List.of(before))));
            }
            CompactionSink sink = new CompactionSink(out, diff, ctx.mergeEngine, probes(unit, older));
            try {
                merge.mergeAll(bottom, sink);
            } finally {
                sink.closeProbes();
            }
            List<DataFileMeta> after = out.finish();
            DeletionVectorIndex.Marks marks = dvCounter == null ? null : dvCounter.finish(after);
            List<DataFileMeta> changelogOut = new ArrayList<>();
            if (diff != null) {
                diff.finish();
                changelogOut = changes.finish();
            }
            List<DataFileMeta> before = inputs;
            Runnable hook = beforeCompactionApplyForTest;
            if (hook != null) {
                hook.run();
            }
            synchronized (this) {
                if (generation != levelsGeneration) {
                    // the levels were reloaded from a newer snapshot meanwhile: this result is void
                    for (DataFileMeta f : after) {
                        deleteQuietly(f);
                    }
                    for (DataFileMeta f : changelogOut) {
                        deleteQuietly(f);
                    }
                    return;
                }
                // the inputs are published files or outputs of a compaction not yet published (simply replaced): a
                // compaction never takes new files before they were handed to a commit message (background ones
                // take committed runs, the commit's own runs after the data's message)
                for (int i = 0; i < before.size(); i++) { // indexed loops: no iterators per compaction
                    if (newFiles.contains(before.get(i))) {
                        throw new IllegalStateException("a compaction took " + before.get(i).fileName() + " of "
                                + partition + " bucket " + bucket + " before it was handed to a commit message");
                    }
                }
                levels.update(before, after);
                compactionsApplied++;
                for (int i = 0; i < before.size(); i++) {
                    compactionInputRows += before.get(i).rowCount();
                }
                for (int i = 0; i < after.size(); i++) {
                    compactionOutputRows += after.get(i).rowCount();
                }
                for (int i = 0; i < before.size(); i++) { // indexed loops: no iterators per compaction
                    DataFileMeta f = before.get(i);
                    ctx.evict(partition, bucket, f);
                    if (compactAfter.remove(f)) {
                        deleteQuietly(f);
                    } else {
                        compactBefore.add(f);
                        dropCleared(f);
                    }
                }
                compactAfter.addAll(after);
                if (marks != null) {
                    dvMarks.add(marks);
                }
                for (int i = 0; i < after.size(); i++) {
                    uncommitted.add(after.get(i).fileName());
                }
                changelogFiles.addAll(changelogOut);
            }
        } catch (IOException | RuntimeException e) {
            out.abort();
            if (changes != null) {
                changes.abort();
            }
            throw e;
        }
    }

    /**
     * A published file whose pending lookup changelog was produced but not yet handed out, now
     * compacted away: its published (marked) entry is deleted, so the unmarked replacement goes.
     * Caller holds the lock.
     */
    private void dropCleared(DataFileMeta f) {
        for (int i = 0; i < clearedBefore.size(); i++) {
            if (clearedBefore.get(i).fileName().equals(f.fileName())) {
                clearedBefore.remove(i);
                clearedAfter.remove(i);
                pendingNames.remove(f.fileName());
                return;
            }
        }
    }

    /**
     * Probes of {@code older} runs for the keys of {@code unit}, or null when there are none. Used by the first-row
     * engine's compaction, which leaves out a key that an older run (not compacted) holds, as Paimon 1.4.2's lookup
     * compaction does (its first row is there; only the read's merge dropped the newer one before), and by a lookup
     * table's rewrite storing lone versions merged ({@link LoneVersions}), which keeps a key an older run holds as
     * written.
     */
    /** Whether every one of {@code runs} lies in a level below {@code level} (a deeper, older one). */
    private static boolean allBelow(List<Levels.SortedRun> runs, int level) {
        for (Levels.SortedRun r : runs) {
            if (r.level <= level) {
                return false;
            }
        }
        return true;
    }

    private List<RunProbe> probes(UniversalCompaction.Unit unit, List<Levels.SortedRun> older) {
        if (older == null || older.isEmpty()) {
            return null;
        }
        long keys = 0;
        for (Levels.SortedRun r : unit.runs) {
            for (DataFileMeta f : r.files) {
                keys += f.rowCount();
            }
        }
        List<RunProbe> probes = new ArrayList<>(older.size());
        for (Levels.SortedRun r : older) {
            probes.add(new RunProbe(ctx, partition, bucket, r.files, keys));
        }
        return probes;
    }

    /**
     * Receives a compaction's merged versions (one instance per compaction, not per group). For the
     * full-compaction changelog it hands each key's merged value to the diff: the written version,
     * or, for a group an engine keeps unmerged (not associative), the merge of all its versions.
     */
    static final class CompactionSink implements CompactionMerge.Sink {
        private final RollingRunWriter out;
        private final ChangelogDiff diff;
        private final MergeFunction merge;
        /** Whether the current group had more than one version. */
        boolean touched;
        /** Whether the current group's merged value already went to the diff. */
        private boolean diffed;
        /** The first-row engine's {@link #probes} of the older runs: keys found there are left out; null: none. */
        private final List<RunProbe> olderRuns;
        private final List<KeyValue> found;
        /** Whether the current key is left out (found in an older run); decided at its first version. */
        private boolean skipKey;
        private boolean keyChecked;

        /**
         * Whether a key's lone version written as it is goes to the diff merged (the explicit lookup compaction of a
         * file Paimon upgrades without rewriting it: its lookup wrapper still merges the record for the changelog).
         */
        private final boolean diffsLoneMerged;

        CompactionSink(RollingRunWriter out, ChangelogDiff diff, MergeEngine engine, List<RunProbe> olderRuns) {
            this(out, diff, engine, olderRuns, false);
        }

        CompactionSink(RollingRunWriter out, ChangelogDiff diff, MergeEngine engine, List<RunProbe> olderRuns,
                       boolean diffsLoneMerged) {
            this.out = out;
            this.diff = diff;
            this.diffsLoneMerged = diff != null && diffsLoneMerged && engine.mergingLoneVersionChangesIt();
            this.merge = diff == null ? null
                    : engine.withLonePassThrough(engine.passesLoneVersionThrough() && !this.diffsLoneMerged)
                    .mergeFunctionFactory().create();
            this.olderRuns = olderRuns;
            this.found = olderRuns == null ? null : new ArrayList<>();
        }

        @Override
        public void beginKey(boolean severalVersions) {
            touched = severalVersions;
            diffed = false;
            keyChecked = false;
        }

        /** Whether an older run holds {@code key} (probed once per key, keys in ascending order). */
        private boolean inOlderRun(byte[] key) throws IOException {
            if (!keyChecked) {
                keyChecked = true;
                found.clear();
                for (int i = 0; i < olderRuns.size() && found.isEmpty(); i++) {
                    olderRuns.get(i).versions(key, found);
                }
                skipKey = !found.isEmpty();
            }
            return skipKey;
        }

        void closeProbes() throws IOException {
            if (olderRuns != null) {
                for (RunProbe p : olderRuns) {
                    p.close();
                }
            }
        }

        @Override
        public void unmerged(List<KeyValue> group) throws IOException {
            if (diff != null) {
                merge.reset();
                for (KeyValue kv : group) {
                    merge.add(kv);
                }
                // not "touched": versions kept unmerged from the previous full compaction merge to
                // the same highest sequence as before, new versions raise it
                KeyValue r = merge.getResult();
                if (r != null) {
                    diff.after(r, false);
                }
                diffed = true;
            }
        }

        @Override
        public void accept(KeyValue kv, boolean first) throws IOException {
            if (olderRuns != null && inOlderRun(kv.key())) {
                return;
            }
            out.add(kv.key(), kv.sequence(), kv.kind(), kv.value(), first);
            if (diff != null && first && !diffed) {
                if (diffsLoneMerged && !touched) {
                    merge.reset(1);
                    merge.add(kv);
                    KeyValue r = merge.getResult();
                    if (r != null) {
                        diff.after(r, false);
                    }
                    return;
                }
                diff.after(kv, touched);
            }
        }

        /** Without a changelog diff or older-run probes, which need each key's version as a key-value object. */
        @Override
        public boolean takesInPlace() {
            return diff == null && olderRuns == null;
        }

        @Override
        public void acceptInPlace(byte[] keyBytes, int keyOff, int keyLen, long sequence, RowKind kind, InternalRow value)
                throws IOException {
            out.add(keyBytes, keyOff, keyLen, sequence, kind, value, true);
        }

        /** As {@link #takesInPlace()}, and the output takes picked rows ({@link RollingRunWriter#takesPicked()}). */
        @Override
        public boolean takesPicked() {
            return takesInPlace() && out.takesPicked();
        }

        @Override
        public void acceptPicked(dev.varve.format.run.PickedRows picked) throws IOException {
            out.addPicked(picked);
        }
    }

    private void deleteQuietly(DataFileMeta f) {
        try {
            ctx.io.delete(ctx.paths.filePath(partition, bucket, f));
        } catch (IOException ignored) {
            // orphan cleanup removes it
        }
    }

    // ---- commit -------------------------------------------------------------------------------

    /**
     * Whether a checkpoint ({@code waitCompaction}: one that waits) does more in this bucket than taking the flushed
     * files: the lookup changelog of its new files, or the lookup layout's compaction at the commit. The table writer
     * then runs several buckets' commit work at once ({@link BucketCommits}).
     */
    boolean commitWorkIsHeavy(boolean waitCompaction) {
        if (writeOnly) {
            return false;
        }
        return "lookup".equals(changelogProducer) && (waitCompaction || !lookupAsync)
                || forceUpLevel0 && (compactAtCommit || waitCompaction);
    }

    @Override
    public CommitMessageImpl prepareCommit(boolean waitCompaction, boolean fullCompaction, boolean endOfInput)
            throws IOException {
        buffer.flushAll();
        if (inputChangelog != null) {
            spillInputChangelog();
        }
        // write-only: a dedicated compaction produces the lookup changelog as it compacts the level-0 files
        if ("lookup".equals(changelogProducer) && !writeOnly) {
            if (waitCompaction || !lookupAsync) {
                waitCompaction();
                producePendingBatches(levelsGeneration());
                produceLookupChangelog();
            } else {
                markNewFilesPending();
            }
        }
        this.endOfInput = endOfInput;
        // the lookup layout compacts at the commit (with lookup-wait, or when the commit waits), the full-compaction
        // producer at its full-compaction checkpoints: this message is the new files only, published first; the
        // compaction and the changelog follow in commitCompaction's
        // (fullCompaction here is a checkpoint's, never the end of input's: the full-compaction producer's schedule,
        // or an overwrite of a table with full-compaction.delta-commits under any producer, which Paimon's sink
        // compacts fully in the overwrite's own COMPACT snapshot)
        boolean fullCompactionProducer = "full-compaction".equals(changelogProducer);
        compactionDue = fullCompactionProducer || fullCompaction ? fullCompaction
                : forceUpLevel0 && !writeOnly && (compactAtCommit || waitCompaction);
        if (compactionDue) {
            synchronized (this) {
                // the input producer's changelog describes this checkpoint's records: it goes with the new files (the
                // APPEND snapshot), as Paimon's data increment carries it; a compaction's changelog (lookup,
                // full-compaction) goes with the compaction (fzmx_1075: a deletion-vectors table with the input
                // producer streamed from its COMPACT snapshot's id)
                List<DataFileMeta> inputChangelog = null;
                if ("input".equals(changelogProducer) && !changelogFiles.isEmpty()) {
                    inputChangelog = new ArrayList<>(changelogFiles);
                    changelogFiles.clear();
                }
                CommitMessageImpl msg = new CommitMessageImpl(partition, ctx.paths.partitionPath(partition), bucket,
                        totalBuckets, newFiles, null, null, inputChangelog, null, null);
                newFiles.clear();
                uncommitted.clear();
                buffered = 0;
                return msg;
            }
        }
        if (waitCompaction) {
            waitCompaction();
        }
        CommitMessageImpl msg = takeMessage(false);
        buffered = 0;
        if (!endOfInput) {
            maybeCompact();
            stallIfTooManyRuns();
        }
        return msg;
    }

    /**
     * The message of everything not yet handed out (with {@code compaction}, the commit's own compaction's: no new
     * files, marked for its own snapshot). Produced lookup changelogs clear their files' pending mark (the same file
     * re-added unmarked).
     */
    private synchronized CommitMessageImpl takeMessage(boolean compaction) {
        collectCompaction();
        // the message copies its lists: concatenated copies only when there are cleared files
        List<DataFileMeta> before = compactBefore;
        List<DataFileMeta> after = compactAfter;
        if (!clearedBefore.isEmpty() || !clearedAfter.isEmpty()) {
            before = new ArrayList<>(compactBefore);
            after = new ArrayList<>(compactAfter);
            before.addAll(clearedBefore);
            after.addAll(clearedAfter);
        }
        for (int i = 0; i < clearedBefore.size(); i++) {
            pendingNames.remove(clearedBefore.get(i).fileName());
        }
        clearedBefore.clear();
        clearedAfter.clear();
        CommitMessageImpl msg = new CommitMessageImpl(partition, ctx.paths.partitionPath(partition), bucket, totalBuckets,
                newFiles, before, after, changelogFiles, null, null).withDeletionVectorMarks(dvMarks);
        newFiles.clear();
        compactBefore.clear();
        compactAfter.clear();
        dvMarks.clear();
        changelogFiles.clear();
        uncommitted.clear();
        return compaction ? msg.asCommitCompaction() : msg;
    }

    /**
     * The commit's own compaction (see {@link BucketWriter#commitCompaction}), on this thread, after the new files
     * were handed out: the lookup layout's at every commit {@link #prepareCommit} left it due (what
     * {@link #strategy}, a {@link ForceUpLevel0Compaction}, picks over all runs, this checkpoint's level-0 files
     * included; its message also carries the checkpoint's lookup changelog), and any table's at the end of input (a
     * universal pick, or with {@code fullCompaction} every run; with the full-compaction producer its changelog
     * too). Write-only tables never compact. Null when nothing is due.
     */
    @Override
    public CommitMessageImpl commitCompaction(boolean fullCompaction, boolean endOfInput) throws IOException {
        boolean due = compactionDue;
        compactionDue = false;
        if (writeOnly || !(due || endOfInput)) {
            return null;
        }
        waitCompaction();
        UniversalCompaction.Unit unit;
        synchronized (this) {
            collectCompaction();
            unit = fullCompaction ? UniversalCompaction.full(levels.runs(), levels.maxLevel())
                    : strategy.pick(levels.runs(), levels.maxLevel());
        }
        if (unit != null && !unit.isNoop()) {
            // Paimon's full-changelog rewriter takes its maximum level from the options (num-levels - 1), not from
            // the restored levels: when the files sit above it (num-sorted-run.compaction-trigger lowered after they
            // were written), the compaction into the top level writes no changelog (fzmx_1351)
            boolean changelog = fullCompaction && "full-compaction".equals(changelogProducer)
                    && unit.outputLevel == ctx.options.numLevels() - 1;
            // its schedule is fixed by the statements, as Paimon's: a retraction reaching the highest level is
            // dropped there even with sequence.field, and every group reaching it is stored merged, as Paimon stores
            // it, at the end of input and at the lookup layout's commit compaction alike (GroupMerger#endOfInput;
            // COMPACTION.md "The commit's own compaction", "A compaction whose schedule the commits fix")
            runCompaction(unit, changelog, changelog ? GroupMerger.collapsing(ctx.mergeEngine)
                    : GroupMerger.endOfInput(ctx.mergeEngine));
        }
        CommitMessageImpl msg = takeMessage(true);
        if (!this.endOfInput) {
            maybeCompact();
            stallIfTooManyRuns();
        }
        return msg;
    }

    /**
     * Back-pressure at a checkpoint (SEMANTICS §9), at Paimon 1.4.2's threshold: the checkpoint waits for the
     * running compaction only when the bucket holds more than {@code num-sorted-run.stop-trigger} + 1 sorted runs
     * after its flush ({@code MergeTreeWriter#flushWriteBuffer} waits when more than the stop trigger were there
     * before the flush, {@code #prepareCommit} when more than stop trigger + 1 are there after it), and, if the
     * bucket is still above that once it finished, for the compaction started next (Paimon's second
     * {@code trySyncLatestCompaction}). Above the compaction trigger it only notes a graduated slowdown for the
     * next write ({@link #slowDown}): a little time for the running compaction, growing linearly towards the stop
     * trigger. The commit does not need that wait, so it no longer delays the commit; the writer still gives the
     * compaction the same time before it writes on. Results never depend on it (COMPACTION.md, "The rule").
     */
    private void stallIfTooManyRuns() throws IOException {
        slowdownFor = null;
        if (writeOnly) {
            return; // nothing compacts in this writer, so nothing to wait for (as Paimon's write-only writers)
        }
        int runs;
        Future<?> running;
        synchronized (this) {
            runs = levels.numberOfSortedRuns();
            running = compaction;
        }
        int trigger = compactionTrigger;
        if (runs - 1 > stopTrigger) { // runs > stop trigger + 1, without overflow for a huge stop trigger
            long start = System.nanoTime();
            for (int wait = 0; wait < 2 && runs - 1 > stopTrigger; wait++) {
                waitCompaction();
                maybeCompact();
                synchronized (this) {
                    runs = levels.numberOfSortedRuns();
                }
            }
            long waited = System.nanoTime() - start;
            stopWaits++;
            stopWaitNanos += waited;
            stopWaitMaxNanos = Math.max(stopWaitMaxNanos, waited);
        } else if (runs > trigger && running != null) {
            // the budget counts from the start of the checkpoint, not of this bucket: buckets that
            // are all above the trigger slow the writer down by the largest step, not their sum
            slowdownFor = running;
            slowdownUntilNanos = checkpointStartNanos.getAsLong() + SLOWDOWN_STEP_MILLIS * 1_000_000L * (runs - trigger);
        }
    }

    /** Whether the last checkpoint left a slowdown for the writer's next write ({@link #slowDown}). */
    @Override
    public boolean slowdownPending() {
        return slowdownFor != null;
    }

    /**
     * The graduated slowdown the last checkpoint noted: waits for the compaction that was running
     * then until it is done or the checkpoint's budget (from its start) is spent, whichever comes
     * first. The table writer calls it before the first write after the checkpoint. Writer thread.
     */
    @Override
    public void slowDown() throws IOException {
        Future<?> running = slowdownFor;
        if (running == null) {
            return;
        }
        slowdownFor = null;
        long remaining = slowdownUntilNanos - System.nanoTime();
        if (remaining <= 0) {
            return;
        }
        try {
            awaitCompaction(running, remaining);
        } catch (java.util.concurrent.TimeoutException | ExecutionException e) {
            // slowed down enough; a failed compaction is collected later
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while waiting for compaction", e);
        }
    }

    @Override
    public void addWaits(WriteWaits.Builder into) {
        into.addStopWaits(stopWaits, stopWaitNanos, stopWaitMaxNanos);
        into.addMemoryStallNanos(buffer.stallNanos());
        synchronized (this) {
            into.addCompactions(compactionsApplied, compactionInputRows, compactionOutputRows);
        }
    }

    /**
     * The rewriting compactions applied to this bucket so far (background ones and the commit's own; void results of
     * reloaded levels not counted), with their input files' and output files' rows; guarded by this writer's lock.
     */
    private long compactionsApplied;
    private long compactionInputRows;
    private long compactionOutputRows;

    /** The checkpoints' stop-trigger waits ({@link #stallIfTooManyRuns}): count, total and longest; writer thread. */
    private long stopWaits;
    private long stopWaitNanos;
    private long stopWaitMaxNanos;

    /** The compaction the last checkpoint's slowdown gives time to (null: none pending); writer thread. */
    private Future<?> slowdownFor;
    /** Until when (System.nanoTime) that slowdown lasts at most. */
    private long slowdownUntilNanos;

    private static final long SLOWDOWN_STEP_MILLIS = 20;
    /** The level a lookup changelog file is recorded at (METADATA_FORMAT.md, DataFileMeta {@code level}). */
    static final int LOOKUP_CHANGELOG_LEVEL = 1;

    /**
     * Waits for a compaction ({@code timeoutNanos < 0}: without a timeout) with the compaction
     * thread and its helper raised to this thread's priority for the wait: compaction runs at
     * the lowest priority so that it yields to writing, but a writer that waits for it would
     * otherwise wait for a thread that every other runnable thread on the machine preempts.
     */
    private void awaitCompaction(Future<?> f, long timeoutNanos)
            throws InterruptedException, ExecutionException, java.util.concurrent.TimeoutException {
        if (f.isDone()) {
            f.get();
            return;
        }
        compactionPriority.accept(Thread.currentThread().getPriority());
        try {
            if (timeoutNanos < 0) {
                f.get();
            } else {
                f.get(timeoutNanos, java.util.concurrent.TimeUnit.NANOSECONDS);
            }
        } finally {
            compactionPriority.accept(Thread.MIN_PRIORITY);
        }
    }

    /**
     * The lookup changelog producer (SEMANTICS §5): for each key written in this checkpoint, its
     * merged value before (from the older runs) and after, emitted as +I, -U/+U or -D.
     */
    private void produceLookupChangelog() throws IOException {
        List<DataFileMeta> fresh;
        List<Levels.SortedRun> old;
        synchronized (this) {
            fresh = new ArrayList<>(newFiles);
            Set<String> taken = fileNames(newFiles);
            unchangelogged(fresh, taken, lookupAsync);
            old = runsWithout(taken);
        }
        List<DataFileMeta> files = lookupChangelog(fresh, old, true);
        synchronized (this) {
            changelogFiles.addAll(files);
        }
    }

    /**
     * Adds to {@code fresh} (and their names to {@code taken}) the committed level-0 files that never had a lookup
     * changelog: files written before {@code changelog-producer} was set to {@code lookup} (none, input, or
     * full-compaction between its full compactions) or by a write-only writer. Paimon's lookup compaction produces a
     * key's changelog when it compacts level-0 records, against the key's value in the levels above level 0 only,
     * so such a file's records come out as changes of the first lookup commit (a key inserted there is {@code +I}
     * again, even if an input changelog already carried it). With {@code lookup-wait} every lookup commit compacts
     * its level-0 files, so no other level-0 file is left at a commit; pending batches are excluded (their
     * changelog is produced by {@link #producePendingBatches}). With {@code lookup-wait = false} ({@code bySchema})
     * a committed level-0 file may be one of this producer whose changelog the background already produced, so only
     * the files whose schema had no lookup producer (or {@code write-only}) are taken: Paimon's batch sink, which waits
     * for its compaction there, gives the same changelog as with {@code lookup-wait} (goldens
     * {@code sweep23_fx_lookup_wait_false_*}). Caller holds the lock.
     */
    private void unchangelogged(List<DataFileMeta> fresh, Set<String> taken, boolean bySchema) {
        for (Levels.SortedRun r : levels.runs()) {
            if (r.level != 0) {
                break; // level-0 runs come first
            }
            for (DataFileMeta f : r.files) {
                if (!pendingNames.contains(f.fileName()) && (!bySchema || neverLookupChangelogged(f.schemaId()))
                        && taken.add(f.fileName())) {
                    fresh.add(f);
                }
            }
        }
    }

    /** Per schema id: whether files written under it never had a lookup changelog (see {@link #unchangelogged}). */
    private final java.util.Map<Long, Boolean> noLookupChangelogBySchema = new java.util.HashMap<>();

    private boolean neverLookupChangelogged(long schemaId) {
        Boolean known = noLookupChangelogBySchema.get(schemaId);
        if (known == null) {
            dev.varve.kernel.options.CoreOptions o = ctx.schemas.schema(schemaId).coreOptions();
            known = o.changelogProducer() != ChangelogProducer.LOOKUP || o.writeOnly();
            noLookupChangelogBySchema.put(schemaId, known);
        }
        return known;
    }

    private synchronized long levelsGeneration() {
        return levelsGeneration;
    }

    private static Set<String> fileNames(List<DataFileMeta> files) {
        Set<String> out = new HashSet<>();
        for (DataFileMeta f : files) {
            out.add(f.fileName());
        }
        return out;
    }

    /** The sorted runs, newest first, that hold none of {@code excluded}. Caller holds the lock. */
    private List<Levels.SortedRun> runsWithout(Set<String> excluded) {
        List<Levels.SortedRun> out = new ArrayList<>();
        for (Levels.SortedRun r : levels.runs()) {
            boolean hit = false;
            for (DataFileMeta f : r.files) {
                if (excluded.contains(f.fileName())) {
                    hit = true;
                    break;
                }
            }
            if (!hit) {
                out.add(r);
            }
        }
        return out;
    }

    /**
     * lookup-wait = false: this checkpoint's new files are published now, marked with their batch
     * id (persisted in the manifest, so a restarted writer finds them); their changelog is
     * produced in the background and published by a later commit.
     */
    private synchronized void markNewFilesPending() {
        if (newFiles.isEmpty()) {
            return;
        }
        long minSeq = Long.MAX_VALUE;
        for (DataFileMeta f : newFiles) {
            minSeq = Math.min(minSeq, f.minSequence());
        }
        long batch = minSeq + 1; // non-zero, increasing with the checkpoints of the bucket
        List<DataFileMeta> marked = new ArrayList<>();
        for (DataFileMeta f : newFiles) {
            DataFileMeta m = f.withChangelogPendingBatch(batch);
            marked.add(m);
            levels.remove(f);
            levels.add(m);
            pendingNames.add(f.fileName());
        }
        newFiles.clear();
        newFiles.addAll(marked);
        pendingBatches.put(batch, marked);
    }

    /** Rebuilds the pending batches from the published files' marks. Caller holds the lock (or constructs). */
    private void collectPendingBatches(List<DataFileMeta> files) {
        pendingBatches.clear();
        pendingNames.clear();
        for (DataFileMeta f : files) {
            if (f.changelogPendingBatch() != 0) {
                pendingBatches.computeIfAbsent(f.changelogPendingBatch(), k -> new ArrayList<>()).add(f);
                pendingNames.add(f.fileName());
            }
        }
    }

    /**
     * Produces the lookup changelog of the pending batches, oldest first, each against the runs
     * older than it (pending batches are the newest runs; unpublished new files are newer still).
     * Results wait in {@link #changelogFiles} and {@link #clearedBefore}/{@link #clearedAfter} for
     * the next commit message. Stops (deleting its output) if the levels were reloaded meanwhile.
     */
    private void producePendingBatches(long generation) throws IOException {
        while (true) {
            List<DataFileMeta> batch;
            long id;
            List<Levels.SortedRun> old;
            synchronized (this) {
                if (generation != levelsGeneration || pendingBatches.isEmpty()) {
                    return;
                }
                id = pendingBatches.firstKey();
                batch = pendingBatches.get(id);
                Set<String> newer = fileNames(newFiles);
                for (List<DataFileMeta> b : pendingBatches.values()) {
                    newer.addAll(fileNames(b));
                }
                old = runsWithout(newer);
            }
            List<DataFileMeta> files = lookupChangelog(new ArrayList<>(batch), old, false);
            synchronized (this) {
                if (generation != levelsGeneration) {
                    for (DataFileMeta f : files) {
                        deleteQuietly(f);
                    }
                    return;
                }
                pendingBatches.remove(id);
                changelogFiles.addAll(files);
                for (DataFileMeta f : batch) {
                    clearedBefore.add(f);
                    clearedAfter.add(f.withChangelogPendingBatch(0));
                }
            }
        }
    }

    /**
     * The lookup changelog of {@code fresh} files: each key's merged value in {@code old} (newest
     * first) before, and with the fresh versions after.
     *
     * @param syncLater whether the changelog files' syncs go to {@link #deferSync} (the commit's changelog, made in
     *        {@link #prepareCommit}, whose messages the table writer sends only after it waited for them) instead of
     *        being waited for at each file's finish
     */
    private List<DataFileMeta> lookupChangelog(List<DataFileMeta> fresh, List<Levels.SortedRun> old, boolean syncLater)
            throws IOException {
        if (fresh.isEmpty()) {
            return List.of();
        }
        fresh.sort((a, b) -> Long.compare(a.minSequence(), b.minSequence()));
        long probes = 0;
        for (DataFileMeta f : fresh) {
            probes += f.rowCount();
        }
        List<KeyValueSource> sources = new ArrayList<>(fresh.size());
        List<RunProbe> probesOldestFirst = new ArrayList<>(old.size());
        // keys come in ascending order, each emitted once (ChangelogEmitter says which record starts a key)
        // recorded at level 1: Paimon writes it at the output level of the compaction that takes the level-0 files up
        // (at least 1), and only "above level 0" is seen (a batch read of a deletion-vector / first-row table skips 0)
        RollingRunWriter changes = new RollingRunWriter(ctx, partition, bucket, LOOKUP_CHANGELOG_LEVEL,
                DataFileMeta.Kind.CHANGELOG, Long.MAX_VALUE).inOrder();
        if (syncLater) {
            changes.deferSyncTo(deferSync);
        }
        try {
            for (DataFileMeta f : fresh) {
                RunSources.FilesSource s = (RunSources.FilesSource) RunSources.forFile(ctx, partition, bucket, f);
                s.copyInArena = true; // a group's versions are used only until the next group
                sources.add(s);
            }
            for (int i = old.size() - 1; i >= 0; i--) {
                probesOldestFirst.add(new RunProbe(ctx, partition, bucket, old.get(i).files, probes));
            }
            ChangelogEmitter emitter = new ChangelogEmitter(ctx, changes);
            if (ctx.mergeEngine.latestVersionWins() && !generalLookupChangelogForTest) {
                latestWinsChangelog(sources, probesOldestFirst, emitter);
            } else {
                mergedChangelog(sources, probesOldestFirst, emitter);
            }
            for (RunProbe p : probesOldestFirst) {
                p.close();
            }
            return changes.finish();
        } catch (IOException | RuntimeException e) {
            // The sources and probes are closed here too (their close is idempotent): their pages go back to
            // the pool now, not when the bucket's readers close.
            closeAfterFailure(e, sources);
            closeAfterFailure(e, probesOldestFirst);
            changes.abort();
            throw e;
        }
    }

    /** Closes each of {@code resources}, adding what their close throws to {@code failure}. */
    private static void closeAfterFailure(Throwable failure, List<? extends AutoCloseable> resources) {
        for (AutoCloseable r : resources) {
            try {
                r.close();
            } catch (Exception suppressed) {
                failure.addSuppressed(suppressed);
            }
        }
    }

    /** The general lookup changelog: each key's merged value over the old runs, before and with its fresh versions. */
    private void mergedChangelog(List<KeyValueSource> sources, List<RunProbe> probesOldestFirst, ChangelogEmitter emitter)
            throws IOException {
        MergeFunction mf = ctx.mergeEngine.mergeFunctionFactory().create();
        // the before-image is the key's stored value: a lone stored version as written (Paimon's lookup finds the
        // stored record), the after-image the merge function's result (Paimon's lookup wrapper merges a lone one too)
        MergeFunction stored = ctx.readEngine.mergeFunctionFactory().create();
        if (ctx.positionalMarks() || ctx.supersedingStoredRows()) {
            // a kept retraction of the old runs above level 0 is positional (TableContext#positionalMarks); a stored
            // row written under another merge supersedes the older ones (TableContext#supersedesUpTo)
            List<DataFileMeta> oldFiles = new ArrayList<>();
            for (RunProbe p : probesOldestFirst) {
                oldFiles.addAll(p.files());
            }
            long up = ctx.marksUpTo(oldFiles);
            MergeEngine.marksUpTo(mf, up);
            MergeEngine.marksUpTo(stored, up);
            long superseding = ctx.supersedesUpTo(oldFiles);
            MergeEngine.supersedesUpTo(mf, superseding);
            MergeEngine.supersedesUpTo(stored, superseding);
        }
        try (SortMergeReader reader = new SortMergeReader(sources)) {
            List<KeyValue> oldVersions = new ArrayList<>();
            while (reader.nextGroup()) {
                List<KeyValue> group = reader.group();
                byte[] key = group.get(0).key();
                oldVersions.clear();
                for (RunProbe p : probesOldestFirst) {
                    p.versions(key, oldVersions);
                }
                KeyValue before = null;
                if (!oldVersions.isEmpty()) {
                    stored.reset();
                    for (KeyValue kv : oldVersions) {
                        stored.add(kv);
                    }
                    KeyValue r = stored.getResult();
                    before = r == null || r.kind().isRetract() ? null : r.copy();
                }
                mf.reset();
                for (KeyValue kv : oldVersions) {
                    mf.add(kv);
                }
                for (KeyValue kv : group) {
                    mf.add(kv);
                }
                KeyValue after = mf.getResult();
                if (after != null && after.kind().isRetract()) {
                    after = null;
                }
                emitter.emitAt(key, before, after, group.get(group.size() - 1).sequence());
            }
        }
    }

    /** Tests: {@link #lookupChangelog} merges every key with the merge function also where the newest version wins. */
    static volatile boolean generalLookupChangelogForTest;
    /** Tests: {@link #latestWinsChangelog} merges a single fresh file's versions through a {@link SortMergeReader} too. */
    static volatile boolean mergeFreshFilesForTest;

    /**
     * {@link #latestWinsChangelog} of one fresh file (a checkpoint's flush of the bucket): its versions are read
     * straight from the file, a key's last one known when the next version has another key. No merge reader and
     * no copy of each version: a {@link RunSources.FilesSource} keeps the version it returned readable until the
     * call after the following one.
     */
    private static void latestWinsChangelog(KeyValueSource fresh, List<RunProbe> probesOldestFirst,
                                            ChangelogEmitter emitter) throws IOException {
        try (KeyValueSource source = fresh) {
            KeyValue last = source.next();
            while (last != null) {
                KeyValue next = source.next(); // last stays readable (see above)
                if (next != null && Arrays.equals(next.key(), last.key())) {
                    last = next;
                    continue;
                }
                emitLatestWins(last, probesOldestFirst, emitter);
                last = next;
            }
        }
    }

    /**
     * One key's latest-wins changelog: {@code last}, its newest fresh version, against the newest version in the
     * newest old run that holds the key (probes given oldest first; a retraction on either side means no row).
     */
    private static void emitLatestWins(KeyValue last, List<RunProbe> probesOldestFirst, ChangelogEmitter emitter)
            throws IOException {
        byte[] key = last.key();
        KeyValue before = null;
        for (int i = probesOldestFirst.size() - 1; i >= 0; i--) { // newest run first
            KeyValue v = probesOldestFirst.get(i).latest(key);
            if (v != null) {
                before = v.kind().isRetract() ? null : v;
                break;
            }
        }
        emitter.emitAt(key, before, last.kind().isRetract() ? null : last, last.sequence());
    }

    /**
     * {@link #lookupChangelog} where a key's merged value is its newest version
     * ({@link dev.varve.kernel.mergeengine.MergeEngine#latestVersionWins()}): the before-image is the newest
     * version in the newest old run that holds the key (older runs are not asked for it), the after-image the
     * last version of the key's group in the fresh files; a retraction there means no row. What the merge
     * function gives over all versions, without merging or copying them: the before-image is the probe's
     * arena copy, the after-image the group's version itself.
     */
    private static void latestWinsChangelog(List<KeyValueSource> sources, List<RunProbe> probesOldestFirst,
                                            ChangelogEmitter emitter) throws IOException {
        if (sources.size() == 1 && !mergeFreshFilesForTest) {
            latestWinsChangelog(sources.get(0), probesOldestFirst, emitter);
            return;
        }
        try (SortMergeReader reader = new SortMergeReader(sources)) {
            while (reader.nextGroup()) {
                List<KeyValue> group = reader.group();
                emitLatestWins(group.get(group.size() - 1), probesOldestFirst, emitter);
            }
        }
    }

    // ---- lifecycle ----------------------------------------------------------------------------

    @Override
    public synchronized void reload(List<DataFileMeta> liveFiles) {
        levelsGeneration++;
        // flushed but unpublished data stays; unpublished compaction results were planned on the old
        // levels and are dropped (their inputs may be gone)
        List<DataFileMeta> files = new ArrayList<>(liveFiles);
        files.addAll(newFiles);
        for (DataFileMeta f : compactAfter) {
            uncommitted.remove(f.fileName());
            deleteQuietly(f);
        }
        compactAfter.clear();
        compactBefore.clear();
        dvMarks.clear();
        levels = new Levels(ctx.options.numLevels(), files);
        nextSequence = Math.max(nextSequence, levels.maxSequence() + 1);
        if ("lookup".equals(changelogProducer)) {
            // changelogs produced but not yet handed out were planned on the old levels: redo them
            // from the published marks
            for (DataFileMeta f : changelogFiles) {
                deleteQuietly(f);
            }
            changelogFiles.clear();
            clearedBefore.clear();
            clearedAfter.clear();
            collectPendingBatches(liveFiles);
        }
    }

    @Override
    public void abort() {
        try {
            waitCompaction();
        } catch (IOException ignored) {
            // aborting anyway
        }
        waitIndexBuild();
        closeBuffer();
        closeUnsynced();
        releaseLookupIndex();
        if (inputChangelog != null) {
            inputChangelog.release();
            inputChangelog = null;
        }
        synchronized (this) {
            for (DataFileMeta f : newFiles) {
                deleteQuietly(f);
            }
            for (DataFileMeta f : compactAfter) {
                deleteQuietly(f);
            }
            for (DataFileMeta f : changelogFiles) {
                deleteQuietly(f);
            }
            newFiles.clear();
            compactAfter.clear();
            dvMarks.clear();
            changelogFiles.clear();
        }
    }

    @Override
    public void close() {
        try {
            waitCompaction();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        waitIndexBuild();
        try {
            closeBuffer();
        } finally {
            closeUnsynced();
        }
        releaseLookupIndex();
        if (inputChangelog != null) {
            inputChangelog.release();
            inputChangelog = null;
        }
    }

    /** Drops the point lookup view and returns its index's bytes to the budget. */
    private synchronized void releaseLookupIndex() {
        if (lookupFiles != null) {
            lookupFiles.releaseIndex();
            lookupFiles = null;
        }
    }

    private void closeBuffer() {
        try {
            buffer.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Equality of two rows for {@code changelog-producer.row-deduplicate}. */
    static boolean sameRow(InternalRow a, InternalRow b, boolean[] ignore) {
        for (int i = 0; i < a.getArity(); i++) {
            if (ignore != null && ignore[i]) {
                continue;
            }
            if (!ValueComparator.sqlEquals(a.getField(i), b.getField(i))) {
                return false;
            }
        }
        return true;
    }
}
