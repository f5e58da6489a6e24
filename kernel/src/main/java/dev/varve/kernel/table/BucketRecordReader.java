package dev.varve.kernel.table;

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
 * Reads buckets one after the other. Three modes: {@code MERGED} (a primary-key table's merged
 * rows), {@code ALL} (every record of the files in key then sequence order, e.g. changelog files
 * and append tables), each optionally projected; row kinds either forced to {@code +I} or kept.
 */
final class BucketRecordReader extends LookaheadReader {
    enum Mode { MERGED, ALL }

    private final TableContext ctx;
    private final Iterator<BucketFiles> buckets;
    private final Mode mode;
    private final boolean keepKinds;
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
    private SortMergeReader all;
    /**
     * A bucket read file after file, each version handed out as the file's own view (no merge, no
     * copy): an append bucket whose files hold disjoint, increasing sequence ranges, or a
     * primary-key bucket whose files hold disjoint key ranges (in key order).
     */
    private Iterator<KeyValueSource> chain;
    private KeyValueSource chained;
    private Iterator<KeyValue> group;

    BucketRecordReader(TableContext ctx, List<BucketFiles> buckets, Mode mode, boolean keepKinds, int[] projection) {
        this(ctx, buckets, mode, keepKinds, projection, null, ScanFilter.KeyRange.ALL);
    }

    BucketRecordReader(TableContext ctx, List<BucketFiles> buckets, Mode mode, boolean keepKinds, int[] projection,
                       ScanFilter filter, ScanFilter.KeyRange range) {
        this.ctx = ctx;
        this.filter = filter;
        this.range = range;
        this.buckets = buckets.iterator();
        this.mode = mode;
        this.keepKinds = keepKinds;
        this.projected = new ProjectedRow(projection == null ? identity(ctx.rowType.size()) : projection);
        this.whole = projection == null || java.util.Arrays.equals(projection, identity(ctx.rowType.size()));
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

    @Override
    protected InternalRow advance() {
        try {
            while (true) {
                if (latest != null) {
                    InternalRow v = latest.nextValue();
                    if (v == null) {
                        latest.close();
                        latest = null;
                    } else if (filter == null || filter.test(v)) {
                        return out(v, v.getRowKind());
                    } else {
                        continue;
                    }
                }
                if (merged != null) {
                    KeyValue kv = merged.next();
                    if (kv != null && filter != null && !filter.test(kv.value())) {
                        continue;
                    }
                    if (kv != null) {
                        return out(kv);
                    }
                    merged.close();
                    merged = null;
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
                    return null;
                }
                BucketFiles b = buckets.next();
                if (mode == Mode.MERGED) {
                    Levels levels = new Levels(ctx.options.numLevels(), b.files);
                    // versions are copied as binary rows into a reused arena: a row handed out stays
                    // valid until the following next(), which is this reader's contract
                    if (ctx.mergeEngine.latestVersionWins()) {
                        // a key's latest version is its row: merged page by page, read in place
                        latest = new BlockMergedReader(RunSources.blocksForScan(ctx, b.partition, b.bucket, levels.runs(),
                                range.from, range.to), keepKinds);
                    } else {
                        merged = new MergedBucketReader(ctx, RunSources.forCompaction(ctx, b.partition, b.bucket,
                                levels.runs(), range.from, range.to), true, keepKinds);
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
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
