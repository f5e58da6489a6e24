package dev.varve.kernel.table;

import dev.varve.kernel.mergeengine.MergeEngine;
import dev.varve.merge.KeyValueSource;
import dev.varve.merge.LoserTree;
import dev.varve.merge.MergeFunction;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;

/**
 * The merged view of one bucket: a loser-tree merge of its sorted runs, each key's versions
 * merged by the table's merge function; keys whose merge result is a retraction (or nothing)
 * are skipped (unless asked to keep retractions, for {@code $audit_log}). {@link #next()} returns a KeyValue valid until the following call.
 *
 * <p>Zero-copy lone versions: the sources are {@link RunSources.FilesSource}s, whose returned
 * version stays valid one more {@code next()} of that source. So the reader consumes a version,
 * then looks at the next winner: when its key differs, the version was its key's only one and is
 * used in place (handed out as is, or fed to the merge function) without any copy. The versions
 * of a key with two or more are fed to the merge function in place too, each right after its
 * source moved past it (the function copies what it keeps, by its reuse contract); under
 * {@code MergeEngine.latestVersionWins()} not even the merge function runs: the last version of
 * the group is handed out in place. Where the engine
 * reads a lone add as is (aggregation whose functions leave one input unchanged) and the caller
 * allows it, a lone add is handed out in place too, without the merge function.
 *
 * <p>Not thread-safe; one reader per bucket scan.
 */
final class MergedBucketReader implements BucketMerge {
    private final LoserTree tree;
    private final MergeFunction mf;
    /**
     * Deduplicate without sequence.field or input filters: a key's last version in merge order is
     * its row, handed out as is (no merge-function copy).
     */
    private final boolean latestWins;
    /**
     * Whether a key's lone add version is handed out in place, as kind +I or its own (loneAddKeepsKind), without the merge
     * function ({@code MergeEngine.loneAddReadsAsIs()}; only for readers whose caller takes the
     * kind from the KeyValue, not from the value row).
     */
    private final boolean loneAddsInPlace;
    /** Whether a lone add handed out in place keeps its kind (MergeEngine#loneAddKeepsKind), else reads as +I. */
    private final boolean loneAddKeepsKind;
    /**
     * Whether a key whose merge result is a retraction is handed out too (with its kind) instead
     * of skipped: Paimon's {@code $audit_log} batch read keeps the deletes its files still hold.
     */
    private final boolean keepRetractions;
    private final KeyValue loneResult = new KeyValue();
    private byte[] groupKey = new byte[0];

    MergedBucketReader(TableContext ctx, List<KeyValueSource> sourcesOldestFirst) {
        this(ctx, sourcesOldestFirst, false);
    }

    /**
     * @param loneAddsInPlace whether a key's lone add version may be handed out in place with kind
     *     +I when the merge engine reads it as is (the value row keeps its own kind: the caller must
     *     take the row kind from the returned KeyValue)
     */
    MergedBucketReader(TableContext ctx, List<KeyValueSource> sourcesOldestFirst, boolean loneAddsInPlace) {
        this(ctx, sourcesOldestFirst, loneAddsInPlace, false);
    }

    /** @param keepRetractions whether keys merged to a retraction are returned (with its kind) rather than skipped */
    MergedBucketReader(TableContext ctx, List<KeyValueSource> sourcesOldestFirst, boolean loneAddsInPlace,
                       boolean keepRetractions) {
        this.keepRetractions = keepRetractions;
        for (KeyValueSource s : sourcesOldestFirst) {
            if (!(s instanceof RunSources.FilesSource)) {
                throw new IllegalArgumentException("a merged bucket reader reads run-file sources, not " + s.getClass().getName());
            }
        }
        this.tree = new LoserTree(sourcesOldestFirst);
        // a key's lone version reads as stored, as Paimon's reads and lookups (TableContext#readEngine)
        this.mf = ctx.readEngine.mergeFunctionFactory().create();
        if (ctx.positionalMarks() || ctx.supersedingStoredRows()) {
            List<DataFileMeta> files = new java.util.ArrayList<>();
            for (KeyValueSource src : sourcesOldestFirst) {
                files.addAll(((RunSources.FilesSource) src).files());
            }
            MergeEngine.marksUpTo(mf, ctx.marksUpTo(files));
            MergeEngine.supersedesUpTo(mf, ctx.supersedesUpTo(files));
        }
        this.latestWins = ctx.readEngine.latestVersionWins();
        this.loneAddsInPlace = loneAddsInPlace && ctx.readEngine.loneAddReadsAsIs();
        this.loneAddKeepsKind = ctx.readEngine.loneAddKeepsKind();
    }

    @Override
    public KeyValue next() {
        try {
            while (true) {
                KeyValue head = tree.peek();
                if (head == null) {
                    return null;
                }
                long prefix = tree.peekPrefix();
                tree.advance(); // head stays valid: its source keeps its last version one more step
                KeyValue following = tree.peek();
                boolean lone = !sameKey(following, prefix, head.key());
                if (latestWins) {
                    while (!lone) {
                        head = following;
                        tree.advance();
                        following = tree.peek();
                        lone = !sameKey(following, prefix, head.key());
                    }
                    if (head.kind().isAdd() || keepRetractions) {
                        return head;
                    }
                    continue;
                }
                KeyValue r;
                if (lone && loneAddsInPlace && head.kind().isAdd()) {
                    return loneResult.replace(head.key(), head.sequence(), loneAddKeepsKind ? head.kind() : RowKind.INSERT,
                            head.value());
                }
                if (lone) {
                    mf.reset();
                    mf.add(head);
                    r = mf.getResult();
                } else {
                    r = mergeGroup(head, prefix);
                }
                if (r != null && (r.kind().isAdd() || keepRetractions)) {
                    return r;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Merges a group of two or more versions: {@code first} (already consumed, still valid) and
     * the versions at the head of the tree with its key. Every version is fed to the merge
     * function as its source's own view, without a copy: the function copies what it keeps
     * ({@link MergeFunction}'s reuse contract), and each version is added right after its source
     * moved once past it, while it is still valid (a source's returned version lives until the
     * call after the following one, see {@link RunSources.FilesSource}).
     */
    private KeyValue mergeGroup(KeyValue first, long prefix) throws IOException {
        byte[] key = first.key();
        if (groupKey.length != key.length) {
            groupKey = new byte[key.length];
        }
        System.arraycopy(key, 0, groupKey, 0, key.length);
        mf.reset();
        mf.add(first);
        KeyValue head = tree.peek();
        // compared with the copied key: first's own key array dies when its source moves twice
        while (sameKey(head, prefix, groupKey)) {
            tree.advance(); // head stays valid: re-pointed to a stable copy if its page was left
            mf.add(head);
            head = tree.peek();
        }
        return mf.getResult();
    }

    /** Whether {@code kv}, the tree's head (null at the end), has key {@code key}, whose prefix is {@code prefix}. */
    private boolean sameKey(KeyValue kv, long prefix, byte[] key) throws IOException {
        if (kv == null || tree.peekPrefix() != prefix) {
            return false;
        }
        byte[] other = kv.key();
        // equal zero-padded 8-byte prefixes and equal lengths up to 8: the keys are equal
        return other.length == key.length && (key.length <= 8 || Arrays.equals(other, key));
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
