package dev.varve.kernel.table;

import dev.varve.merge.BatchLoserTree;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The merged view of one bucket of a table whose merge engine keeps a key's latest version
 * ({@code MergeEngine.latestVersionWins()}: deduplicate without sequence field or input filters),
 * read page by page: a batch loser-tree merge ({@link BatchLoserTree}) of the runs' decoded pages
 * ({@link RunBlockSource}), compared in place on the pages' key prefixes (no key copy, no holder
 * swap per version, a winner's run emitted without replaying the tree), cut into keys by
 * {@link BatchLoserTree#sameKey}; of each key only the last version in merge order is read, in
 * place (its page's decoded columns), the others are stepped over. Keys whose latest version is a
 * retraction are skipped unless asked to keep them ({@code $audit_log}). Same rows as
 * {@link MergedBucketReader} over the same runs.
 *
 * <p>A merge call ends where the winner's page ends, and the next call may replace that page: the
 * call's last key may go on in the next call, so its last version is copied (its source's arena)
 * and kept until the next call says whether a newer version of the key follows.
 *
 * <p>{@link #next()} returns a KeyValue valid until the following call (its value row is a view of
 * a decoded page, or an arena copy). The sources decode into buffers of their own, so the rows
 * handed out stay readable after {@link #close()}. Not thread-safe; one reader per bucket scan.
 */
final class BlockMergedReader implements BucketMerge {
    /** Positions per merge call. */
    static final int BATCH = 1024;

    private final BatchLoserTree tree;
    private final RunBlockSource[] sources;
    private final boolean keepRetractions;
    private final long[] positions;
    private int at;
    private int count;
    /**
     * With exact key bits ({@link BatchLoserTree#keyBitsExact()}): the latest positions of the keys
     * that end within the current call, from {@link #at} on, collected in one pass
     * ({@link #collectLatest}); handed out from {@link #latestAt} to {@link #latestCount}.
     */
    private final long[] latest;
    private int latestAt;
    private int latestCount;
    /** Whether the call's last position is to be held once {@link #latest} is handed out (its key may go on). */
    private boolean holdLast;
    private boolean ended;
    /** A copied last version of the previous call's last key (its key in {@link #heldKey}), or none. */
    private boolean held;
    private final KeyValue heldVersion = new KeyValue();
    private byte[] heldKey = new byte[0];
    private final KeyArrays heldKeys = new KeyArrays();
    private final KeyValue out = new KeyValue();
    private final KeyArrays keys = new KeyArrays();
    /** {@link #valuesOnly()}: read with {@link #nextValue()} alone, so a held version needs no sequence. */
    private boolean valuesOnly;

    /**
     * @param sourcesOldestFirst the bucket's runs, oldest first ({@link RunSources#blocksForScan}); closed by {@link #close()}
     * @param keepRetractions whether keys whose latest version is a retraction are returned (with its kind)
     */
    BlockMergedReader(List<RunBlockSource> sourcesOldestFirst, boolean keepRetractions) {
        this(sourcesOldestFirst, keepRetractions, BATCH);
    }

    /** With {@code batch} positions per merge call (tests use tiny ones). */
    BlockMergedReader(List<RunBlockSource> sourcesOldestFirst, boolean keepRetractions, int batch) {
        this.tree = new BatchLoserTree(sourcesOldestFirst, RunSources.ScratchPool.LONG_ARRAYS);
        if (sequencesFollowRuns(sourcesOldestFirst)) {
            tree.sequencesFollowSources(); // equal keys merge in run order: no sequence compared
        }
        this.sources = sourcesOldestFirst.toArray(new RunBlockSource[0]);
        this.keepRetractions = keepRetractions;
        this.positions = new long[batch];
        this.latest = new long[batch];
    }

    /**
     * Says this reader is read with {@link #nextValue()} alone (no {@link #next()}): a version it
     * keeps across merge calls then takes no sequence, so the sources decode a page's sequences only
     * where the merge compares them. Call before the first read.
     *
     * @return this reader
     */
    BlockMergedReader valuesOnly() {
        this.valuesOnly = true;
        return this;
    }

    @Override
    public KeyValue next() {
        if (valuesOnly) {
            throw new IllegalStateException("a values-only merged reader hands out value rows (nextValue), not versions");
        }
        try {
            while (true) {
                long p = nextLatest();
                if (p == END) {
                    return null;
                }
                KeyValue kv = p == HELD ? heldVersion : version(p);
                if (kv.kind().isAdd() || keepRetractions) {
                    return kv;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * As {@link #next()}, the next key's latest version's value row alone (its row kind is the
     * version's kind), for a scan that reads neither key nor sequence: no key copy, no holder.
     * Valid until the following call; null at the end.
     */
    InternalRow nextValue() {
        try {
            while (true) {
                long p = nextLatest();
                if (p == END) {
                    return null;
                }
                InternalRow v = p == HELD ? heldVersion.value() : sources[BatchLoserTree.source(p)].scanValue(BatchLoserTree.row(p));
                if (keepRetractions || v.getRowKind().isAdd()) {
                    return v;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@link #nextLatest()}: the merge is over. */
    private static final long END = -1;
    /** {@link #nextLatest()}: the next key's latest version is {@link #heldVersion}. */
    private static final long HELD = -2;

    /**
     * The position of the next key's latest version (any kind), {@link #HELD} or {@link #END}. The
     * common case, a position collected already, is this small method (inlined into the reading
     * loop); the rest is {@link #mergeMore()}.
     */
    private long nextLatest() throws IOException {
        int i = latestAt;
        if (i < latestCount) {
            latestAt = i + 1;
            return latest[i];
        }
        return mergeMore();
    }

    /** {@link #nextLatest()} once the collected positions are handed out: holds, merges, collects. */
    private long mergeMore() throws IOException {
        long[] pos = positions;
        while (true) {
            if (latestAt < latestCount) {
                return latest[latestAt++];
            }
            if (holdLast) {
                // the call's keys before its last are read: the last one may go on in the next call, which may replace its page
                holdLast = false;
                hold(pos[count - 1]);
            }
            if (at == count) {
                if (ended) {
                    return END;
                }
                count = tree.merge(pos);
                at = 0;
                if (count == 0) {
                    ended = true;
                    if (held) {
                        held = false;
                        return HELD;
                    }
                    return END;
                }
                if (held) {
                    // newer versions of the held key at the start of this call replace it
                    int i = 0;
                    // a position the tree marks as a new key differs from every key before it, the held one too
                    while (i < count && BatchLoserTree.maybeSameKey(pos[i]) && isHeldKey(pos[i])) {
                        i++;
                    }
                    if (i == count) {
                        hold(pos[count - 1]); // the whole call was that key: it may go on still
                        at = count;
                        continue;
                    }
                    at = i;
                    held = false;
                    if (i == 0) {
                        return HELD;
                    }
                    return pos[i - 1];
                }
            }
            if (tree.keyBitsExact()) {
                // the mark alone says where a key's versions end: each key's latest in one pass
                latestCount = collectLatest(pos, at, count, latest);
                latestAt = 0;
                at = count;
                holdLast = true;
                continue;
            }
            int j = at + 1;
            // a key's versions end at a position the tree marks as a new key (most do: its top
            // bit), or else where the tree's comparison of prefixes and keys says so
            while (j < count && BatchLoserTree.maybeSameKey(pos[j]) && tree.sameKey(pos[j - 1], pos[j])) {
                j++;
            }
            if (j == count) {
                // the call's last key may go on in the next call, which may replace this page
                hold(pos[count - 1]);
                at = count;
                continue;
            }
            at = j;
            return pos[j - 1];
        }
    }

    /**
     * With exact key bits: writes to {@code out} the last position of each key that starts at
     * {@code from} or later and ends before {@code count - 1} (the position before one the tree marks
     * as a new key), in order, and returns how many. A branch-free pass: a key's version count does
     * not steer a branch. Position {@code from} starts a key; the key of position {@code count - 1}
     * is left out (it may go on in the next call).
     */
    static int collectLatest(long[] pos, int from, int count, long[] out) {
        int m = 0;
        for (int j = from; j < count - 1; j++) {
            out[m] = pos[j];
            m += (int) (~pos[j + 1] >>> 63); // 1 when position j + 1 starts a new key (its top bit clear)
        }
        return m;
    }

    /**
     * Whether every sequence of a run is at most every sequence of each newer run (the runs' files'
     * sequence ranges, oldest run first): then of two versions of a key the newer run's is the
     * later in merge order whatever their sequences ({@link BatchLoserTree#sequencesFollowSources()}).
     * An LSM's runs are so unless a writer gave an older run higher sequences.
     */
    static boolean sequencesFollowRuns(List<RunBlockSource> oldestFirst) {
        long previousMax = Long.MIN_VALUE;
        for (RunBlockSource s : oldestFirst) {
            List<DataFileMeta> files = s.files();
            if (files.isEmpty()) {
                continue;
            }
            long min = Long.MAX_VALUE;
            long max = Long.MIN_VALUE;
            for (int i = 0; i < files.size(); i++) {
                min = Math.min(min, files.get(i).minSequence());
                max = Math.max(max, files.get(i).maxSequence());
            }
            if (min < previousMax) {
                return false;
            }
            previousMax = max;
        }
        return true;
    }

    /** The version at {@code position} in place. */
    private KeyValue version(long position) throws IOException {
        RunBlockSource src = sources[BatchLoserTree.source(position)];
        int r = BatchLoserTree.row(position);
        InternalRow value = src.value(r);
        return out.replace(key(src, r), src.sequences()[r], value.getRowKind(), value);
    }

    /** Keeps a copy of the version at {@code position} (the copies of an earlier held version are dead). */
    private void hold(long position) throws IOException {
        RunBlockSource src = sources[BatchLoserTree.source(position)];
        int r = BatchLoserTree.row(position);
        for (RunBlockSource s : sources) {
            s.releaseCopies();
        }
        heldKey = src.copyKey(r, heldKeys);
        RowKind kind = src.kind(r);
        InternalRow copy = src.copyValue(r);
        heldVersion.replace(heldKey, valuesOnly ? 0 : src.sequences()[r], kind, copy);
        held = true;
    }

    /** Whether the version at {@code position} has the held key. */
    private boolean isHeldKey(long position) {
        return sources[BatchLoserTree.source(position)].keyEquals(BatchLoserTree.row(position), heldKey);
    }

    /** Row {@code r}'s key in a reused array ({@link KeyArrays}). */
    private byte[] key(RunBlockSource src, int r) {
        return src.copyKey(r, keys);
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
