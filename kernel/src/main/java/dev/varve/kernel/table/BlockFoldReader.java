package dev.varve.kernel.table;

import dev.varve.kernel.mergeengine.MergeEngine;
import dev.varve.merge.BatchLoserTree;
import dev.varve.merge.MergeFunction;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The merged view of one bucket of a table whose merge engine folds a key's versions with its
 * merge function (every engine but {@code MergeEngine.latestVersionWins()}: aggregation,
 * partial-update, first-row, deduplicate with a sequence field or input filters), read page by
 * page as {@link BlockMergedReader} reads a latest-version-wins table: a batch loser-tree merge
 * ({@link BatchLoserTree}) of the runs' decoded pages ({@link RunBlockSource}, decoded into the
 * scan's {@link ScanBuffers}, so pages are read ahead), cut into keys by
 * {@link BatchLoserTree#sameKey}. Same rows, kinds and sequences as {@link MergedBucketReader}
 * over the same runs (with {@code loneAddsInPlace}):
 * <ul>
 * <li>a key with one version that is an add, when the engine reads a lone add as is
 *     ({@code MergeEngine.loneAddReadsAsIs()}), is handed out in place (its page's decoded columns),
 *     kind {@code +I} or its own ({@code MergeEngine.loneAddKeepsKind()});</li>
 * <li>any other key goes to the merge function, each version as a view of its page, in merge
 *     order: the function copies what it keeps ({@link MergeFunction}'s reuse contract), and is told
 *     the group's size up front ({@link MergeFunction#reset(int)}), so it copies nothing for a lone
 *     version that will not stay alone;</li>
 * <li>a merge call ends where the winner's page ends and the next call may replace that page: the
 *     call's last key may go on in the next call, so its versions are copied (their sources' arenas),
 *     the next call's versions of it are added (copied) and only then is the key merged.</li>
 * </ul>
 * Keys whose merge result is a retraction (or nothing) are skipped unless asked to keep them
 * ({@code $audit_log}).
 *
 * <p>{@link #next()} returns a KeyValue valid until the following call. The sources decode into the
 * scan's buffers, so the rows handed out stay readable after {@link #close()}. Not thread-safe; one
 * reader per bucket scan.
 */
final class BlockFoldReader implements BucketMerge {
    /** Positions per merge call. */
    static final int BATCH = 1024;

    private final BatchLoserTree tree;
    private final RunBlockSource[] sources;
    private final MergeFunction mf;
    private final boolean keepRetractions;
    /** Whether a lone add is handed out in place (see the class comment). */
    private final boolean loneAddsInPlace;
    /** Whether a lone add handed out in place keeps its kind, else reads as +I. */
    private final boolean loneAddKeepsKind;
    private final long[] positions;
    private int at;
    private int count;
    private boolean ended;
    /** The copied versions of the previous call's last key (its key in {@link #carriedKey}); empty otherwise. */
    private final List<KeyValue> carried = new ArrayList<>();
    private final List<KeyValue> carriedHolders = new ArrayList<>();
    private byte[] carriedKey = new byte[0];
    /** The holder of the version fed to the merge function or handed out in place. */
    private final KeyValue version = new KeyValue();
    private final KeyArrays keys = new KeyArrays();

    /**
     * @param sourcesOldestFirst the bucket's runs, oldest first ({@link RunSources#blocksForScan}); closed by {@link #close()}
     * @param keepRetractions whether keys merged to a retraction are returned (with its kind) rather than skipped
     */
    BlockFoldReader(TableContext ctx, List<RunBlockSource> sourcesOldestFirst, boolean keepRetractions) {
        this(ctx, sourcesOldestFirst, keepRetractions, BATCH);
    }

    /** With {@code batch} positions per merge call (tests use tiny ones). */
    BlockFoldReader(TableContext ctx, List<RunBlockSource> sourcesOldestFirst, boolean keepRetractions, int batch) {
        if (ctx.mergeEngine.latestVersionWins()) {
            throw new IllegalArgumentException("a latest-version-wins table is read by BlockMergedReader");
        }
        this.tree = new BatchLoserTree(sourcesOldestFirst, RunSources.ScratchPool.LONG_ARRAYS);
        this.sources = sourcesOldestFirst.toArray(new RunBlockSource[0]);
        // a key's lone version reads as stored, as Paimon's reads (TableContext#readEngine)
        this.mf = ctx.readEngine.mergeFunctionFactory().create();
        if (ctx.positionalMarks() || ctx.supersedingStoredRows()) {
            List<DataFileMeta> files = new java.util.ArrayList<>();
            for (RunBlockSource src : sourcesOldestFirst) {
                files.addAll(src.files());
            }
            MergeEngine.marksUpTo(mf, ctx.marksUpTo(files));
            MergeEngine.supersedesUpTo(mf, ctx.supersedesUpTo(files));
        }
        this.keepRetractions = keepRetractions;
        this.loneAddsInPlace = ctx.readEngine.loneAddReadsAsIs();
        this.loneAddKeepsKind = ctx.readEngine.loneAddKeepsKind();
        this.positions = new long[batch];
    }

    @Override
    public KeyValue next() {
        try {
            long[] pos = positions;
            while (true) {
                KeyValue r;
                if (at == count) {
                    if (ended) {
                        return null;
                    }
                    count = tree.merge(pos);
                    at = 0;
                    if (count == 0) {
                        ended = true;
                        if (carried.isEmpty()) {
                            return null;
                        }
                        r = mergeCarried();
                    } else if (!carried.isEmpty()) {
                        // the carried key's versions at the start of this call join its copies
                        // (a position the tree marks as a new key differs from every key before it)
                        int i = 0;
                        while (i < count && BatchLoserTree.maybeSameKey(pos[i]) && isCarriedKey(pos[i])) {
                            addCopy(pos[i++]);
                        }
                        at = i;
                        if (i == count) {
                            continue; // the whole call was that key: it may go on still
                        }
                        r = mergeCarried();
                    } else {
                        continue;
                    }
                } else {
                    int from = at;
                    int j = from + 1;
                    // a key's versions end at a position the tree marks as a new key (most do),
                    // or else where the tree's comparison of prefixes and keys says so
                    while (j < count && BatchLoserTree.maybeSameKey(pos[j]) && tree.sameKey(pos[j - 1], pos[j])) {
                        j++;
                    }
                    if (j == count) {
                        // the call's last key may go on in the next call, which may replace its pages
                        startCopies();
                        for (int i = from; i < count; i++) {
                            addCopy(pos[i]);
                        }
                        at = count;
                        continue;
                    }
                    at = j;
                    r = mergeInPlace(from, j);
                }
                if (r != null && (r.kind().isAdd() || keepRetractions)) {
                    return r;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The merged version of the key at positions {@code from..to-1} of this call, its versions read in place. */
    private KeyValue mergeInPlace(int from, int to) throws IOException {
        long[] pos = positions;
        long first = pos[from];
        RunBlockSource src = sources[BatchLoserTree.source(first)];
        int row = BatchLoserTree.row(first);
        // every version of a group has the same key: one copy, handed with each of them
        byte[] key = keys.copy(src.keyBytes(), src.keyOffset(row), src.keyLength(row));
        if (to - from == 1) {
            RowKind kind = src.kind(row);
            if (loneAddsInPlace && kind.isAdd()) {
                return version.replace(key, src.sequences()[row], loneAddKeepsKind ? kind : RowKind.INSERT, src.value(row));
            }
        }
        mf.reset(to - from);
        for (int i = from; i < to; i++) {
            RunBlockSource s = sources[BatchLoserTree.source(pos[i])];
            int r = BatchLoserTree.row(pos[i]);
            // the view stays valid until a later row of its source is asked for, after the function copied it
            mf.add(version.replace(key, s.sequences()[r], s.kind(r), s.value(r)));
        }
        return mf.getResult();
    }

    /** The merged version of the carried key (its copies), which ends the carry. */
    private KeyValue mergeCarried() {
        int n = carried.size();
        KeyValue r;
        if (n == 1 && loneAddsInPlace && carried.get(0).kind().isAdd()) {
            KeyValue kv = carried.get(0);
            // the copy stays valid until the next carry starts (a later call of next())
            r = version.replace(kv.key(), kv.sequence(), loneAddKeepsKind ? kv.kind() : RowKind.INSERT, kv.value());
        } else {
            mf.reset(n);
            for (int i = 0; i < n; i++) {
                mf.add(carried.get(i));
            }
            r = mf.getResult();
        }
        carried.clear();
        return r;
    }

    /** Starts a carry: the copies of the previous one are dead (its key was handed out before this call). */
    private void startCopies() {
        for (RunBlockSource s : sources) {
            s.releaseCopies();
        }
        carried.clear();
    }

    /** Adds a copy of the version at {@code position} to the carry (its key becomes the carry's key if it is the first). */
    private void addCopy(long position) throws IOException {
        RunBlockSource src = sources[BatchLoserTree.source(position)];
        int r = BatchLoserTree.row(position);
        int n = carried.size();
        if (n == 0) {
            int len = src.keyLength(r);
            if (carriedKey.length != len) {
                carriedKey = new byte[len];
            }
            System.arraycopy(src.keyBytes(), src.keyOffset(r), carriedKey, 0, len);
        }
        if (n == carriedHolders.size()) {
            carriedHolders.add(new KeyValue());
        }
        carried.add(carriedHolders.get(n).replace(carriedKey, src.sequences()[r], src.kind(r), src.copyValue(r)));
    }

    /** Whether the version at {@code position} has the carried key. */
    private boolean isCarriedKey(long position) {
        return sources[BatchLoserTree.source(position)].keyEquals(BatchLoserTree.row(position), carriedKey);
    }

    @Override
    public void close() {
        try {
            tree.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
