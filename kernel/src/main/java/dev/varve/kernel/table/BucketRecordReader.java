package dev.varve.kernel.table;

import dev.varve.kernel.options.CoreOptions;
import dev.varve.merge.KeyValueSource;
import dev.varve.merge.SortMergeReader;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;

/**
 * Reads buckets one after the other. Two modes: {@code MERGED} (a primary-key table's merged
 * rows), {@code ALL} (every record of the files in key then sequence order, e.g. changelog files
 * and append tables), each optionally projected; row kinds as {@link Kinds} says.
 */
final class BucketRecordReader extends LookaheadReader {
    enum Mode { MERGED, ALL }

    /** The row kinds handed out. */
    enum Kinds {
        /** Every row {@code +I}; merged retractions left out (a batch read). */
        INSERT,
        /** Each record's stored kind, merged retractions kept ({@code $audit_log}: Paimon's forced-delete read). */
        STORED,
        /**
         * As Paimon 1.4.2's batch split read of a full snapshot: a bucket whose files are
         * {@link #rawConvertible raw-convertible} is read as plain values, so every row {@code +I};
         * any other bucket is merged and its rows keep the merged record's kind ({@code +I} or
         * {@code +U}); merged retractions left out.
         */
        SPLIT
    }

    private final TableContext ctx;
    private final Iterator<BucketFiles> buckets;
    private final Mode mode;
    private final Kinds kinds;
    /** Whether merged retractions are handed out ({@link Kinds#STORED}). */
    private final boolean keepRetractions;
    /** {@link TableContext#deletionVectorMarks}: the table's retractions above level 0 stand for Paimon's marks. */
    private final boolean marks;
    /** Whether the current bucket's rows keep their stored kind (else {@code +I}). */
    private boolean keepKinds;
    private final ProjectedRow projected;
    /** Whether rows are read whole: a value row whose kind is the one to report is handed out as is. */
    private final boolean whole;
    /** Rows (full, before projection) must pass it; null = all pass. */
    private final ScanFilter filter;
    /** Merged reads seek every file to this key range. */
    private final ScanFilter.KeyRange range;
    private BucketMerge merged;
    /** A latest-version-wins bucket's merge, read value row by value row (no key, no KeyValue). */
    private BlockMergedReader latest;
    /** Whether {@link #latest} is read by {@link #advance()}'s short path: no marking runs, no filter. */
    private boolean plainLatest;
    /** The decode scratches and arenas {@link #latest}'s sources share bucket after bucket (made on first use). */
    private ScanBuffers scanBuffers;
    private SortMergeReader all;
    /**
     * A bucket read file after file, each version handed out as the file's own view (no merge, no
     * copy): an append bucket whose files hold disjoint, increasing sequence ranges, or a
     * primary-key bucket whose files hold disjoint key ranges (in key order).
     */
    private Iterator<KeyValueSource> chain;
    private KeyValueSource chained;
    private Iterator<KeyValue> group;
    /**
     * {@link #readOptimizedMarks}: the max level a read-optimized read of a deletion-vector table reads; a bucket's
     * files of the levels between 0 and it are probed, not read. -1: not such a read.
     */
    private int readOptimizedLevel = -1;
    /** The current bucket's runs in levels 1..{@link #readOptimizedLevel}-1, probed for each key read; or null. */
    private List<RunProbe> markingRuns;

    /** {@code keepKinds}: {@link Kinds#STORED}, else {@link Kinds#INSERT}. */
    BucketRecordReader(TableContext ctx, List<BucketFiles> buckets, Mode mode, boolean keepKinds, int[] projection) {
        this(ctx, buckets, mode, keepKinds ? Kinds.STORED : Kinds.INSERT, projection, null, ScanFilter.KeyRange.ALL);
    }

    BucketRecordReader(TableContext ctx, List<BucketFiles> buckets, Mode mode, Kinds kinds, int[] projection,
                       ScanFilter filter, ScanFilter.KeyRange range) {
        this.ctx = ctx;
        this.filter = filter;
        this.range = range;
        this.buckets = buckets.iterator();
        this.mode = mode;
        this.kinds = kinds;
        this.keepRetractions = kinds == Kinds.STORED;
        this.marks = ctx.deletionVectorMarks();
        this.projected = new ProjectedRow(projection == null ? identity(ctx.rowType.size()) : projection);
        this.whole = projection == null || java.util.Arrays.equals(projection, identity(ctx.rowType.size()));
    }

    /**
     * Makes this merged read of a deletion-vector table's read-optimized view ({@code $ro}) read Paimon's max level
     * with its deletion vectors: the files of {@code level} are read, and a key any run of levels 1..level-1 holds
     * (given in the buckets' files) is left out, as Paimon 1.4.2's lookup marked its max-level row when it compacted
     * a newer version (an upsert, a retraction, a partial-update or aggregation input) above it (fzmx_1448, golden
     * {@code sweep31_dv_ro_marked}). Each key read is probed in key order ({@link RunProbe}: bloom filter, key range).
     */
    BucketRecordReader readOptimizedMarks(int level) {
        this.readOptimizedLevel = level;
        return this;
    }

    /** Whether a run of {@link #markingRuns} holds {@code key} (so Paimon marked the max level's row of it). */
    private boolean marked(byte[] key) throws IOException {
        for (int i = 0; i < markingRuns.size(); i++) {
            if (markingRuns.get(i).latest(key) != null) {
                return true;
            }
        }
        return false;
    }

    private void closeMarkingRuns() throws IOException {
        if (markingRuns != null) {
            List<RunProbe> probes = markingRuns;
            markingRuns = null;
            for (RunProbe p : probes) {
                p.close();
            }
        }
    }

    /** The row to hand out for {@code kv}: its value itself when nothing is to change, else a projected view. */
    private InternalRow out(KeyValue kv) {
        return out(kv.value(), kv.kind());
    }

    /** The row to hand out for value row {@code v} of a version of kind {@code versionKind}. */
    private InternalRow out(InternalRow v, RowKind versionKind) {
        RowKind kind = keepKinds ? versionKind : RowKind.INSERT;
        if (whole && v.getRowKind() == kind) {
            return v;
        }
        return projected.replace(v, kind);
    }

    private static int[] identity(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        return a;
    }

    /**
     * The next row. The common merged read (a latest-version-wins bucket read value row by value row,
     * no filter, no marking runs) is this small method, which the JIT inlines into the caller's
     * {@code hasNext()}: the general loop ({@link #advanceAny()}) is too large to be inlined, and
     * calling it for every row cost a call and the caller's registers per row.
     */
    @Override
    protected InternalRow advance() {
        BlockMergedReader l = latest;
        if (l != null && plainLatest) {
            InternalRow v = l.nextValue();
            if (v != null) {
                return outValue(v);
            }
            l.close();
            latest = null;
        }
        return advanceAny();
    }

    /**
     * The row to hand out for value row {@code v} of a latest-version merge (its row kind is the
     * version's): as {@link #out(InternalRow, RowKind)} with that kind, asking it once.
     */
    private InternalRow outValue(InternalRow v) {
        RowKind k = v.getRowKind();
        if (whole && (keepKinds || k == RowKind.INSERT)) {
            return v;
        }
        return projected.replace(v, keepKinds ? k : RowKind.INSERT);
    }

    /** {@link #advance()} in general: every kind of bucket read, the next bucket. */
    private InternalRow advanceAny() {
        try {
            while (true) {
                if (latest != null && markingRuns != null) {
                    KeyValue kv = latest.next(); // its key (a reused array) is probed
                    if (kv == null) {
                        latest.close();
                        latest = null;
                        closeMarkingRuns();
                    } else if (!marked(kv.key()) && (filter == null || filter.test(kv.value()))) {
                        return out(kv);
                    }
                    continue;
                }
                if (latest != null) {
                    InternalRow v = latest.nextValue();
                    if (v == null) {
                        latest.close();
                        latest = null;
                    } else if (filter == null || filter.test(v)) {
                        return outValue(v);
                    } else {
                        continue;
                    }
                }
                if (merged != null) {
                    KeyValue kv = merged.next();
                    if (kv != null && ((filter != null && !filter.test(kv.value()))
                            || (markingRuns != null && marked(kv.key())))) {
                        continue;
                    }
                    if (kv != null) {
                        return out(kv);
                    }
                    merged.close();
                    merged = null;
                    closeMarkingRuns();
                }
                if (chained != null) {
                    KeyValue kv = chained.next();
                    if (kv != null) {
                        if (filter != null && !filter.test(kv.value())) {
                            continue;
                        }
                        return out(kv);
                    }
                    chained.close();
                    chained = null;
                }
                if (chain != null) {
                    if (chain.hasNext()) {
                        chained = chain.next();
                        continue;
                    }
                    chain = null;
                }
                if (all != null) {
                    if (group != null && group.hasNext()) {
                        KeyValue kv = group.next();
                        if (filter != null && !filter.test(kv.value())) {
                            continue;
                        }
                        return out(kv);
                    }
                    if (all.nextGroup()) {
                        group = all.group().iterator();
                        continue;
                    }
                    all.close();
                    all = null;
                    group = null;
                }
                if (!buckets.hasNext()) {
                    closeScanBuffers();
                    return null;
                }
                BucketFiles b = buckets.next();
                keepKinds = kinds == Kinds.STORED || (kinds == Kinds.SPLIT && !rawConvertible(ctx, b.files));
                if (mode == Mode.MERGED) {
                    List<DataFileMeta> read = b.files;
                    if (readOptimizedLevel >= 0) {
                        read = new ArrayList<>();
                        List<DataFileMeta> marking = new ArrayList<>();
                        long keys = 0;
                        for (DataFileMeta f : b.files) {
                            if (f.level() == readOptimizedLevel) {
                                read.add(f);
                                keys += f.rowCount();
                            } else {
                                marking.add(f);
                            }
                        }
                        if (!marking.isEmpty() && !read.isEmpty()) {
                            markingRuns = new ArrayList<>();
                            for (Levels.SortedRun r : new Levels(ctx.options.numLevels(), marking).runs()) {
                                markingRuns.add(new RunProbe(ctx, b.partition, b.bucket, r.files, keys));
                            }
                        }
                    }
                    Levels levels = new Levels(ctx.options.numLevels(), read);
                    // versions are copied as binary rows into a reused arena: a row handed out stays
                    // valid until the following next(), which is this reader's contract
                    if (scanBuffers == null) {
                        scanBuffers = new ScanBuffers();
                    }
                    List<RunBlockSource> runs = RunSources.blocksForScan(ctx, b.partition, b.bucket, levels.runs(),
                            range.from, range.to, scanBuffers);
                    // a deletion-vector table's retraction above level 0 stands for Paimon's mark of the older row:
                    // no row of its own, so $audit_log shows no -D for it as Paimon's, which has none stored there
                    // (a bucket read with its level-0 files, as a streaming full read, keeps the stored kinds)
                    boolean retractions = keepRetractions && !(marks && noLevel0(b.files));
                    if (ctx.mergeEngine.latestVersionWins()) {
                        // a key's latest version is its row: merged page by page, read in place
                        latest = new BlockMergedReader(runs, retractions);
                        if (markingRuns == null) {
                            latest.valuesOnly(); // read value row by value row: no sequence asked for
                        }
                        plainLatest = markingRuns == null && filter == null;
                    } else {
                        // each key's versions folded by the merge function, merged page by page too
                        merged = new BlockFoldReader(ctx, runs, retractions);
                    }
                } else {
                    List<DataFileMeta> files = new ArrayList<>(b.files);
                    boolean chained;
                    if (ctx.primaryKeyTable) {
                        // key then sequence order: files whose key ranges are disjoint, read in key
                        // order, give it as is (e.g. a snapshot's changelog files of a bucket)
                        files.sort((x, y) -> Arrays.compareUnsigned(x.minKey(), y.minKey()));
                        chained = disjointKeys(files);
                        if (!chained) {
                            files.sort(Comparator.comparingLong(DataFileMeta::minSequence));
                        }
                    } else {
                        files.sort(Comparator.comparingLong(DataFileMeta::minSequence));
                        chained = disjointSequences(files);
                    }
                    List<KeyValueSource> sources = new ArrayList<>();
                    for (DataFileMeta f : files) {
                        sources.add(RunSources.forFile(ctx, b.partition, b.bucket, f));
                    }
                    if (chained) {
                        chain = sources.iterator();
                    } else {
                        all = new SortMergeReader(sources);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Whether Paimon 1.4.2 reads a bucket of these files raw (its {@code DataSplit.rawConvertible}:
     * the data files' values without merging, so every row {@code +I}) in a batch split read of a full
     * snapshot. True for an append table; for a primary-key table when the bucket is one file
     * without retractions ({@code -U}/{@code -D}: Paimon's delete-row count 0), or when every file is
     * above level 0 without retractions and the files lie on one level (or the table has deletion
     * vectors or the first-row engine). Otherwise the bucket is merged and its rows keep the merged
     * record's kind. Paimon decides per split, and cuts a bucket into several splits only beyond
     * {@code source.split.target-size} (128 MB of files, each counted at least 4 MB): Varve decides per
     * bucket, which is the same for buckets of up to 32 files or sections.
     */
    static boolean rawConvertible(TableContext ctx, List<DataFileMeta> files) {
        if (!ctx.primaryKeyTable) {
            return true;
        }
        if (files.size() == 1) {
            return files.get(0).retractCount() == 0;
        }
        boolean oneLevel = true;
        for (DataFileMeta f : files) {
            if (f.level() == 0 || f.retractCount() != 0) {
                return false;
            }
            oneLevel &= f.level() == files.get(0).level();
        }
        return oneLevel || ctx.options.deletionVectorsEnabled()
                || ctx.options.mergeEngine() == CoreOptions.MergeEngine.FIRST_ROW;
    }

    private static boolean noLevel0(List<DataFileMeta> files) {
        for (int i = 0; i < files.size(); i++) {
            if (files.get(i).level() == 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code files} (sorted by minimum key) hold disjoint key ranges: then every key's
     * versions come from one file, in that file's order, which is the merge order.
     */
    static boolean disjointKeys(List<DataFileMeta> files) {
        for (int i = 1; i < files.size(); i++) {
            if (Arrays.compareUnsigned(files.get(i).minKey(), files.get(i - 1).maxKey()) <= 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code files} (sorted by minimum sequence) hold disjoint sequence ranges. */
    static boolean disjointSequences(List<DataFileMeta> files) {
        for (int i = 1; i < files.size(); i++) {
            if (files.get(i).minSequence() <= files.get(i - 1).maxSequence()) {
                return false;
            }
        }
        return true;
    }

    /** Releases the scan buffers' decompression contexts (the rows handed out stay readable). */
    private void closeScanBuffers() {
        if (scanBuffers != null) {
            scanBuffers.close();
            scanBuffers = null;
        }
    }

    @Override
    public void close() {
        try {
            if (latest != null) {
                latest.close();
            }
            if (merged != null) {
                merged.close();
            }
            if (all != null) {
                all.close();
            }
            if (chained != null) {
                chained.close();
            }
            while (chain != null && chain.hasNext()) {
                chain.next().close();
            }
            closeMarkingRuns();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            closeScanBuffers();
        }
    }
}
