package dev.varve.kernel.table;

import dev.varve.kernel.mergeengine.AddViewFold;
import dev.varve.format.run.PickedRows;
import dev.varve.merge.BatchLoserTree;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The merge loop of a compaction: a batch loser-tree merge ({@link BatchLoserTree}) of the input
 * runs' decoded pages ({@link RunBlockSource}), each key's versions handed to a
 * {@link GroupMerger} and from there to the output, one key at a time.
 *
 * <p>Each {@link BatchLoserTree#merge} call yields the positions (source, page row) of many merged
 * versions; the loop scans them and cuts them into keys ({@link BatchLoserTree#sameKey}). When the runs'
 * sequences follow their age ({@link BlockMergedReader#sequencesFollowRuns}: an older run's sequences are at most a
 * newer run's, as Varve writes an LSM), the tree is told so ({@link BatchLoserTree#sequencesFollowSources}): equal
 * keys then merge in run order, the same order as (sequence, run), and while the blocks allow it the tree takes no
 * tie path and marks new keys exactly ({@link BatchLoserTree#keyBitsExact}), so the loop asks no {@code sameKey}:
 * <ul>
 * <li>a key with one version goes to the merger in place: a view of its input page's decoded
 *     columns, which the run writer copies from without decoding values; when the merger passes
 *     it through unchanged ({@link GroupMerger#passesLone}) and the sink takes it so
 *     ({@link Sink#takesInPlace}), it goes straight to the sink with its key bytes in place;</li>
 * <li>under {@link GroupMerger#keepsOnlyLatest()} only the last version of a longer key is read,
 *     in place too (straight to a sink that takes it so); when the merger reads add versions only
 *     while it merges them ({@link GroupMerger#mergesAddViews}: aggregation without sequence field),
 *     a key of several adds from as many sources goes to it as views of the pages
 *     ({@link #mergeViews}), or is folded straight from the pages when the merger stores their merged
 *     row ({@link #foldViews}, {@link GroupMerger#addViewFold}); other keys of several versions are copied (each source's arena,
 *     {@link RunBlockSource#copyValue}) for the merge function;</li>
 * <li>the call's last key may go on in the next call, whose first step can replace the block
 *     behind it: its versions are copied, and the next call's positions with its key are added
 *     (copied) before it goes to the merger.</li>
 * </ul>
 * The result is the same as merging each group of a {@link dev.varve.merge.SortMergeReader} over
 * the same runs with {@link GroupMerger#merge}. Per merged version nothing is allocated: the
 * holders, the key arrays (one per key length, up to {@link KeyArrays#CACHE} bytes) and the arenas are
 * reused.
 *
 * <p>Not thread-safe; one instance per compaction.
 */
final class CompactionMerge implements AutoCloseable {
    /** Receives the versions of each key, after being told whether the key had more than one. */
    interface Sink extends GroupMerger.Sink {
        /** Called before the versions of a key are handed out (there may be none). */
        void beginKey(boolean severalVersions);

        /**
         * Whether the sink takes the versions the merger passes through unchanged by
         * {@link #acceptInPlace} (no {@link KeyValue}, the key not copied); false: by {@link #accept}.
         */
        default boolean takesInPlace() {
            return false;
        }

        /**
         * As {@link #accept accept(kv, true)} for the version whose key is {@code keyLen} bytes of
         * {@code keyBytes} at {@code keyOff}; the key bytes and value are valid during the call only.
         * Called only when {@link #takesInPlace()}.
         */
        default void acceptInPlace(byte[] keyBytes, int keyOff, int keyLen, long sequence, RowKind kind, InternalRow value)
                throws IOException {
            throw new UnsupportedOperationException("this sink takes key-value objects");
        }

        /**
         * Whether the sink takes the versions the merger passes through unchanged as rows picked from the input pages
         * ({@link #acceptPicked}), a merge call's worth at a time, with no {@link #beginKey} for their keys (a sink
         * whose {@code beginKey} matters says false). Only asked when {@link #takesInPlace()}.
         */
        default boolean takesPicked() {
            return false;
        }

        /**
         * As {@link #acceptInPlace} of each of {@code picked}'s rows in turn (each a key's only version written, keys
         * in ascending order); the rows are valid during the call only.
         */
        default void acceptPicked(PickedRows picked) throws IOException {
            throw new UnsupportedOperationException("this sink takes no picked rows");
        }
    }

    /**
     * The versions passed through unchanged of the current merge call, picked from the input pages and handed to the
     * sink together ({@link Sink#acceptPicked}); null: not picking (see {@link #mergeAll}).
     */
    private PickedRows picked;
    /** The {@link #picked} instance of each compacting thread, reused across its compactions. */
    private static final ThreadLocal<PickedRows> PICKED = ThreadLocal.withInitial(() -> new PickedRows(0));
    /** The sources bound to {@link #picked} in the current merge call (bit per source). */
    private long pickBound;
    /** Per kind byte: whether the merger passes a lone version of that kind through ({@link GroupMerger#passesLone}). */
    private final boolean[] passLone = new boolean[4];
    /** Per kind byte: whether it passes the latest of several through ({@link GroupMerger#passesLatest}; latest-only). */
    private final boolean[] passLatest = new boolean[4];
    /** Versions handed to the sink as picked rows ({@link #pick}); for tests. */
    private long versionsPicked;
    /** Whether versions may be picked (tests and A/Bs turn it off: the same output). */
    private boolean pickingOn = picking;
    /**
     * Whether compactions pick the versions passed through unchanged ({@link #pick}); {@code
     * -Dvarve.compaction.pick-rows=false} hands them to the sink one by one as before (A/Bs; the same files).
     */
    private static final boolean picking = !"false".equalsIgnoreCase(System.getProperty("varve.compaction.pick-rows"));

    /** Positions per merge call. */
    static final int BATCH = 1024;
    /** Keys up to this length are handed out in reused arrays (one per length); longer ones in fresh arrays. */

    private final BatchLoserTree tree;
    private final RunBlockSource[] sources;
    private final GroupMerger merger;
    private final boolean latestOnly;
    /** Record-level expiration: versions it finds expired at {@link #now} are left out before merging; or null. */
    private final RecordExpiry expiry;
    private final long now;
    /** The merge calls' positions; pooled in production (tests ask for tiny batches, allocated exactly). */
    private long[] positions;
    /** The versions of a copied group (the call's last key, or a key of several versions); empty otherwise. */
    private final List<KeyValue> group = new ArrayList<>();
    private final List<KeyValue> groupView = Collections.unmodifiableList(group);
    private final List<KeyValue> holders = new ArrayList<>();
    private final KeyValue loneHolder = new KeyValue();
    private final KeyValue[] lone = new KeyValue[1];
    private final List<KeyValue> loneView = Arrays.asList(lone);
    private final KeyArrays keyArrays = new KeyArrays();
    /** Whether groups of adds may go to the merger as views ({@link #mergeViews}). */
    private final boolean addViews;
    /** The versions of a group handed out as views ({@link #mergeViews}); empty between groups. */
    private final List<KeyValue> viewGroup = new ArrayList<>();
    private final List<KeyValue> viewGroupView = Collections.unmodifiableList(viewGroup);
    private final List<KeyValue> viewHolders = new ArrayList<>();
    /** Versions copied for the merger ({@link #addCopy}) and handed to it as views ({@link #mergeViews}); for tests. */
    private long versionsCopied;
    /** Merge calls whose positions' new-key marks were exact ({@link BatchLoserTree#keyBitsExact}); for tests. */
    private long exactCalls;
    private long viewsMerged;
    /** Of {@link #viewsMerged}, the versions folded by the merger's fold of add views ({@link #foldViews}); for tests. */
    private long viewsFolded;
    /** Whether {@link #mergeViews} may use the merger's fold of add views (tests and A/Bs turn it off). */
    private boolean viewFoldOn = true;
    private byte[] groupKey = new byte[0];
    /**
     * Deletion-vector tables only (null otherwise): the runs outside a compaction that does not reach the bottom. A key
     * whose versions here hold a retraction and that none of these runs holds is merged as at the bottom (its
     * retraction result dropped), as Paimon 1.4.2 drops retractions in every compaction above level 0 of such a table
     * (COMPACTION.md "Deletion vectors", rule 1) and finds no row to mark. A key they hold keeps its retraction (Varve
     * keeps no vectors to mark the older row with).
     */
    private GroupMerger.OlderRuns retractionsBelow;
    /** Keys merged as at the bottom by {@link #retractionsBelow}. */
    private long retractionKeysAtBottom;
    /**
     * Whether {@link #retractionsBelow} holds the key being handed to the merger (asked for a key with a retraction):
     * its group is then not merged from its first retraction ({@link GroupMerger#merge(List, boolean, boolean,
     * GroupMerger.Sink)}).
     */
    private boolean heldBelow;

    /** @param sourcesOldestFirst run sources ({@link RunSources#blocksForCompaction}); closed by {@link #close()} */
    CompactionMerge(List<RunBlockSource> sourcesOldestFirst, GroupMerger merger) {
        this(sourcesOldestFirst, merger, BATCH, null);
    }

    /**
     * As {@link #CompactionMerge(List, GroupMerger)}, leaving out the versions {@code expiry} finds
     * expired now (the table's record-level expiration, {@link RecordExpiry}; null: none), each
     * before it meets the others of its key, as Paimon's compaction reads its files.
     */
    CompactionMerge(List<RunBlockSource> sourcesOldestFirst, GroupMerger merger, RecordExpiry expiry) {
        this(sourcesOldestFirst, merger, BATCH, expiry);
    }

    /** As {@link #CompactionMerge(List, GroupMerger)}, with {@code batch} positions per merge call (tests use tiny ones). */
    CompactionMerge(List<RunBlockSource> sourcesOldestFirst, GroupMerger merger, int batch) {
        this(sourcesOldestFirst, merger, batch, null);
    }

    CompactionMerge(List<RunBlockSource> sourcesOldestFirst, GroupMerger merger, int batch, RecordExpiry expiry) {
        this.expiry = expiry;
        this.now = RecordExpiry.nowSeconds();
        this.tree = new BatchLoserTree(sourcesOldestFirst, RunSources.ScratchPool.LONG_ARRAYS);
        if (BlockMergedReader.sequencesFollowRuns(sourcesOldestFirst)) {
            // an LSM's runs as Varve writes them: equal keys merge in run order, which is then their (sequence,
            // run) order, so the tree runs tie-free while its blocks allow it (the same positions in the same order)
            tree.sequencesFollowSources();
        }
        this.sources = sourcesOldestFirst.toArray(new RunBlockSource[0]);
        this.merger = merger;
        this.latestOnly = merger.keepsOnlyLatest();
        this.addViews = !latestOnly && merger.mergesAddViews();
        this.positions = batch >= BATCH ? RunSources.ScratchPool.LONG_ARRAYS.take(batch) : new long[batch];
    }

    /**
     * Deletion-vector tables: {@code older} are the runs outside this compaction, which does not reach the bottom; a key
     * with a retraction that none of them holds is merged as at the bottom ({@link #retractionsBelow}).
     */
    CompactionMerge droppingRetractionsOlderRunsLack(GroupMerger.OlderRuns older) {
        this.retractionsBelow = older;
        return this;
    }

    /** Keys whose retraction was merged as at the bottom because no older run holds them (tests). */
    long retractionKeysAtBottom() {
        return retractionKeysAtBottom;
    }

    /**
     * Whether a key with versions at {@code from..to-1} of this call, not at the bottom, is merged as at the bottom:
     * one of them is a retraction and no run outside the compaction holds the key ({@link #retractionsBelow}).
     */
    private boolean retractionUnheld(int from, int to) throws IOException {
        long[] pos = positions;
        for (int i = from; i < to; i++) {
            RunBlockSource src = sources[BatchLoserTree.source(pos[i])];
            int r = BatchLoserTree.row(pos[i]);
            if (src.kind(r).isRetract()) {
                return unheld(Arrays.copyOfRange(src.keyBytes(), src.keyOffset(r), src.keyOffset(r) + src.keyLength(r)));
            }
        }
        return false;
    }

    /** As {@link #retractionUnheld(int, int)} for the copied group. */
    private boolean groupRetractionUnheld() throws IOException {
        for (int i = 0, n = group.size(); i < n; i++) {
            if (group.get(i).kind().isRetract()) {
                return unheld(groupKey.clone());
            }
        }
        return false;
    }

    private boolean unheld(byte[] key) throws IOException {
        if (retractionsBelow.hold(key)) {
            heldBelow = true;
            return false;
        }
        retractionKeysAtBottom++;
        return true;
    }

    /**
     * Merges all keys into {@code sink}; {@code bottom}: nothing older than the inputs exists
     * (see {@link GroupMerger}).
     */
    void mergeAll(boolean bottom, Sink sink) throws IOException {
        long[] pos = positions;
        int n;
        // the versions passed through unchanged go to the sink a call's worth at a time, picked from the pages, when
        // it takes them so and no run outside the compaction is asked about retractions (retractionUnheld)
        if (pickingOn && sink.takesInPlace() && sink.takesPicked() && retractionsBelow == null && sources.length <= 64) {
            picked = PICKED.get(); // one per compacting thread, its arrays grown once (no allocation per compaction)
            picked.reset(sources.length);
            pickBound = 0;
            for (byte k = 0; k < 4; k++) {
                RowKind kind = RowKind.fromValidByte(k);
                passLone[k] = merger.passesLone(kind, bottom);
                passLatest[k] = latestOnly && merger.passesLatest(kind, bottom);
            }
        }
        try {
            while ((n = tree.merge(pos)) > 0) {
                // tie-free calls mark exactly the positions whose key is the previous position's; dropping expired
                // versions would leave a kept version marked after a dropped one of its key, so then sameKey decides
                boolean exact = tree.keyBitsExact() && expiry == null;
                if (exact) {
                    exactCalls++;
                }
                if (expiry != null && (n = dropExpired(pos, n)) == 0) {
                    continue;
                }
                int i = 0;
                if (!group.isEmpty()) {
                    // the last call's last key: its versions at the start of this call join its copies
                    while (i < n && BatchLoserTree.maybeSameKey(pos[i]) && isGroupKey(pos[i])) {
                        addCopy(pos[i++]);
                    }
                    if (i == n) {
                        continue;
                    }
                    emitCopied(bottom, sink);
                }
                while (i < n) {
                    int j = i + 1;
                    while (j < n && BatchLoserTree.maybeSameKey(pos[j]) && (exact || tree.sameKey(pos[j - 1], pos[j]))) {
                        j++;
                    }
                    if (j == n) {
                        flushPicked(sink);
                        // may go on in the next call: copy before that call moves the blocks
                        startCopies();
                        for (; i < n; i++) {
                            addCopy(pos[i]);
                        }
                        break;
                    }
                    if (picked == null || !pick(i, j)) {
                        flushPicked(sink);
                        emitInPlace(i, j, bottom, sink);
                    }
                    i = j;
                }
                flushPicked(sink); // before the next call may move the blocks
                pickBound = 0;
            }
            if (!group.isEmpty()) {
                emitCopied(bottom, sink);
            }
        } finally {
            if (picked != null) {
                picked.release(); // the thread's instance keeps no page of this compaction reachable
                picked = null;
            }
        }
    }

    /**
     * Picks the version the merger would pass through unchanged for the key of positions {@code from..to-1}: a lone
     * version it {@link GroupMerger#passesLone passes}, or under {@link #latestOnly} the latest of several that it
     * {@link GroupMerger#passesLatest passes}. Returns false, having picked nothing, for any other key (and for a
     * source whose rows cannot be picked, {@link RunBlockSource#bindPicked}): the caller hands it over as before.
     */
    private boolean pick(int from, int to) {
        boolean several = to - from > 1;
        if (several && !latestOnly) {
            return false;
        }
        long p = positions[to - 1];
        int s = BatchLoserTree.source(p);
        RunBlockSource src = sources[s];
        long bit = 1L << s;
        if ((pickBound & bit) == 0) {
            if (!src.bindPicked(picked, s)) {
                return false;
            }
            pickBound |= bit;
        }
        int pageRow = src.pageRow(BatchLoserTree.row(p));
        byte kind = picked.kind(s, pageRow);
        if (!(several ? passLatest[kind] : passLone[kind])) {
            return false;
        }
        picked.add(s, pageRow);
        return true;
    }

    /** Hands the versions picked so far to the sink ({@link Sink#acceptPicked}). */
    private void flushPicked(Sink sink) throws IOException {
        if (picked != null && picked.size() > 0) {
            versionsPicked += picked.size();
            try {
                sink.acceptPicked(picked);
            } finally {
                picked.clear();
            }
        }
    }

    /** Versions handed to the sink as picked rows so far ({@link Sink#acceptPicked}). */
    long versionsPicked() {
        return versionsPicked;
    }

    /**
     * With {@code false}, the versions passed through unchanged go to the sink one by one ({@link Sink#acceptInPlace})
     * as before picking; the same output (tests and A/Bs compare the two).
     */
    CompactionMerge picking(boolean on) {
        this.pickingOn = on;
        return this;
    }

    /**
     * Removes from the call's {@code n} positions the expired versions (their value rows looked at
     * ahead of the cursors, {@link RunBlockSource#peekValue}); returns how many are left, in order.
     */
    private int dropExpired(long[] pos, int n) {
        int kept = 0;
        for (int i = 0; i < n; i++) {
            long p = pos[i];
            if (!expiry.expired(sources[BatchLoserTree.source(p)].peekValue(BatchLoserTree.row(p)), now)) {
                pos[kept++] = p;
            }
        }
        return kept;
    }

    /** Hands the key of positions {@code from..to-1} of this call to the merger. */
    private void emitInPlace(int from, int to, boolean bottom, Sink sink) throws IOException {
        long[] pos = positions;
        heldBelow = false;
        if (!bottom && retractionsBelow != null && !latestOnly && to - from > 1 && sharesSource(from, to)) {
            // a source's rows are read in ascending order, once: asking their kinds about a retraction first would step
            // its cursor past the group's earlier rows, so the group is copied first and asked then (emitCopied)
            startCopies();
            for (int i = from; i < to; i++) {
                addCopy(pos[i]);
            }
            emitCopied(false, sink);
            return;
        }
        if (!bottom && retractionsBelow != null && retractionUnheld(latestOnly ? to - 1 : from, to)) {
            bottom = true;
        }
        if (to - from == 1) {
            sink.beginKey(false);
            if (sink.takesInPlace() && passInPlace(pos[from], false, bottom, sink)) {
                return;
            }
            lone[0] = version(pos[from]);
            merger.merge(loneView, bottom, sink);
            lone[0] = null;
            return;
        }
        sink.beginKey(true);
        if (latestOnly) {
            if (sink.takesInPlace()) {
                passInPlace(pos[to - 1], true, bottom, sink);
            } else {
                merger.mergeLatest(version(pos[to - 1]), bottom, sink);
            }
            return;
        }
        if (addViews && sink.takesInPlace() && mergeViews(from, to, bottom, sink)) {
            return;
        }
        startCopies();
        for (int i = from; i < to; i++) {
            addCopy(pos[i]);
        }
        merger.merge(groupView, bottom, heldBelow, sink);
        group.clear();
    }

    /** Whether two of the positions {@code from..to-1} of this call come from one source (or a source past 63). */
    private boolean sharesSource(int from, int to) {
        long seen = 0;
        for (int i = from; i < to; i++) {
            int s = BatchLoserTree.source(positions[i]);
            if (s >= 64 || (seen & (1L << s)) != 0) {
                return true;
            }
            seen |= 1L << s;
        }
        return false;
    }

    /**
     * Hands the key of positions {@code from..to-1} (two or more) to the merger as views of the
     * input pages, without copying them, when that is safe: the merger reads add versions only
     * while it merges them ({@link GroupMerger#mergesAddViews}), every version is an add, and no
     * two versions come from one source (a source's value view stays valid until a later row of
     * that source is asked for, which happens only after this key was written). Returns false,
     * having handed out nothing, when it is not; the caller then copies the versions.
     */
    private boolean mergeViews(int from, int to, boolean bottom, Sink sink) throws IOException {
        if (sharesSource(from, to)) {
            return false;
        }
        long[] pos = positions;
        for (int i = from; i < to; i++) {
            long p = pos[i];
            if (!sources[BatchLoserTree.source(p)].kind(BatchLoserTree.row(p)).isAdd()) {
                return false; // the cursors moved to these rows only: the copying path reads the same rows
            }
        }
        AddViewFold fold = viewFoldOn ? merger.addViewFold(bottom) : null;
        if (fold != null) {
            foldViews(fold, from, to, sink);
            return true;
        }
        long first = pos[from];
        byte[] key = key(sources[BatchLoserTree.source(first)], BatchLoserTree.row(first));
        for (int i = from; i < to; i++) {
            int s = BatchLoserTree.source(pos[i]);
            int r = BatchLoserTree.row(pos[i]);
            RunBlockSource src = sources[s];
            int k = i - from;
            if (k == viewHolders.size()) {
                viewHolders.add(new KeyValue());
            }
            viewGroup.add(viewHolders.get(k).replace(key, src.sequences()[r], src.kind(r), src.value(r)));
        }
        try {
            merger.merge(viewGroupView, bottom, sink);
        } finally {
            viewGroup.clear();
        }
        viewsMerged += to - from;
        return true;
    }

    /**
     * {@link #mergeViews} by the merger's fold of add views ({@link GroupMerger#addViewFold}): the versions' page rows
     * are folded straight into the merged row, which goes to the sink in place ({@link Sink#acceptInPlace}, as the
     * merger would hand it over: the first version's key, the group's highest sequence, {@code +I}); the run writer
     * copies its picked fields from the pages' decoded columns.
     */
    private void foldViews(AddViewFold fold, int from, int to, Sink sink) throws IOException {
        long[] pos = positions;
        fold.reset();
        long sequence = Long.MIN_VALUE;
        for (int i = from; i < to; i++) {
            RunBlockSource src = sources[BatchLoserTree.source(pos[i])];
            int r = BatchLoserTree.row(pos[i]);
            sequence = Math.max(sequence, src.sequences()[r]);
            fold.add(src.value(r));
        }
        RunBlockSource first = sources[BatchLoserTree.source(pos[from])];
        int r = BatchLoserTree.row(pos[from]);
        sink.acceptInPlace(first.keyBytes(), first.keyOffset(r), first.keyLength(r), sequence, RowKind.INSERT,
                fold.result());
        viewsMerged += to - from;
        viewsFolded += to - from;
    }

    /** Hands the copied group to the merger and ends it. */
    private void emitCopied(boolean bottom, Sink sink) throws IOException {
        int size = group.size();
        heldBelow = false;
        if (!bottom && retractionsBelow != null && (latestOnly && size > 1
                ? group.get(size - 1).kind().isRetract() && unheld(groupKey.clone()) : groupRetractionUnheld())) {
            bottom = true;
        }
        sink.beginKey(size > 1);
        if (latestOnly && size > 1) {
            merger.mergeLatest(group.get(size - 1), bottom, sink);
        } else {
            merger.merge(groupView, bottom, heldBelow, sink);
        }
        group.clear();
    }

    /**
     * The version at {@code position} straight to the sink ({@link Sink#acceptInPlace}) when the
     * merger passes it through unchanged: the only version of its key ({@code latest} false,
     * {@link GroupMerger#passesLone}) or the last of several under {@link #latestOnly}
     * ({@link GroupMerger#passesLatest}, where nothing is written otherwise). Returns whether
     * the key is done; false: a lone version the merge function has to see ({@link GroupMerger#merge}).
     */
    private boolean passInPlace(long position, boolean latest, boolean bottom, Sink sink) throws IOException {
        int s = BatchLoserTree.source(position);
        int r = BatchLoserTree.row(position);
        RunBlockSource src = sources[s];
        RowKind kind = src.kind(r);
        if (latest ? !merger.passesLatest(kind, bottom) : !merger.passesLone(kind, bottom)) {
            return latest;
        }
        sink.acceptInPlace(src.keyBytes(), src.keyOffset(r), src.keyLength(r), src.sequences()[r], kind, src.value(r));
        return true;
    }

    /** The version at {@code position} in place, in the lone holder. */
    private KeyValue version(long position) throws IOException {
        int s = BatchLoserTree.source(position);
        int r = BatchLoserTree.row(position);
        RunBlockSource src = sources[s];
        return loneHolder.replace(key(src, r), src.sequences()[r], src.kind(r), src.value(r));
    }

    /** Starts a copied group: the copies of the previous one are dead (it was written). */
    private void startCopies() {
        for (RunBlockSource s : sources) {
            s.releaseCopies();
        }
        group.clear();
    }

    /** Adds a copy of the version at {@code position} to the group (its key becomes the group's key if it is the first). */
    private void addCopy(long position) throws IOException {
        int s = BatchLoserTree.source(position);
        int r = BatchLoserTree.row(position);
        RunBlockSource src = sources[s];
        int n = group.size();
        if (n == 0) {
            int len = src.keyLength(r);
            if (groupKey.length != len) {
                groupKey = new byte[len];
            }
            System.arraycopy(src.keyBytes(), src.keyOffset(r), groupKey, 0, len);
        }
        if (n == holders.size()) {
            holders.add(new KeyValue());
        }
        versionsCopied++;
        group.add(holders.get(n).replace(groupKey, src.sequences()[r], src.kind(r), src.copyValue(r)));
    }

    /** Whether the version at {@code position} has the copied group's key. */
    private boolean isGroupKey(long position) {
        return sources[BatchLoserTree.source(position)].keyEquals(BatchLoserTree.row(position), groupKey);
    }

    /** Row {@code r}'s key in the reused array of its length ({@link KeyArrays}). */
    private byte[] key(RunBlockSource src, int r) {
        return keyArrays.copy(src.keyBytes(), src.keyOffset(r), src.keyLength(r));
    }

    /** Versions copied for the merger so far (groups that went through the sources' arenas). */
    long versionsCopied() {
        return versionsCopied;
    }

    /**
     * Merge calls so far that ran tie-free with exact new-key marks (the runs' sequences follow their age,
     * {@link BlockMergedReader#sequencesFollowRuns}, and the blocks allow it: {@link BatchLoserTree#keyBitsExact}),
     * grouped without {@link BatchLoserTree#sameKey}.
     */
    long exactCalls() {
        return exactCalls;
    }

    /** Of {@link #viewsMerged()}, the versions folded straight from the pages ({@link GroupMerger#addViewFold}). */
    long viewsFolded() {
        return viewsFolded;
    }

    /**
     * With {@code false}, groups of add views go to the merger's merge function as before the fold of add views
     * ({@link GroupMerger#addViewFold}); the same output (tests and A/Bs compare the two).
     */
    CompactionMerge foldingViews(boolean on) {
        this.viewFoldOn = on;
        return this;
    }

    /** Versions handed to the merger as views of the input pages so far ({@link #mergeViews}). */
    long viewsMerged() {
        return viewsMerged;
    }

    /** Closes every source. */
    @Override
    public void close() throws IOException {
        group.clear();
        try {
            tree.close();
        } finally {
            if (positions != null && positions.length >= BATCH) {
                RunSources.ScratchPool.LONG_ARRAYS.give(positions);
                positions = null;
            }
        }
    }
}
