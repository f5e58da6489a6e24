package dev.varve.kernel.table;

import dev.varve.merge.KeyValueSource;
import dev.varve.merge.LoserTree;
import dev.varve.row.KeyValue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The merge loop of a compaction: a loser-tree merge of the input runs, each key's versions
 * handed to a {@link GroupMerger} and from there to the output, one key at a time.
 *
 * <p>Zero-copy pass-through: the sources are {@link RunSources.FilesSource}s, whose returned
 * version stays valid one more {@code next()} of that source. So the loop consumes a version,
 * then looks at the next winner: when its key differs, the version was its key's only one and
 * goes to the merger in place (a view of the input page's decoded columns, which the run writer
 * copies from without decoding values). Under {@link GroupMerger#keepsOnlyLatest()} the
 * superseded versions of a key are skipped and its last version is passed in place too. Only
 * the versions of other multi-version groups are copied ({@link KeyValueSource#copyValue}) for
 * the merge function. The result is the same as merging each group of a
 * {@link dev.varve.merge.SortMergeReader} with {@link GroupMerger#merge}.
 *
 * <p>Not thread-safe; one instance per compaction.
 */
final class CompactionMerge implements AutoCloseable {
    /** Receives the versions of each key, after being told whether the key had more than one. */
    interface Sink extends GroupMerger.Sink {
        /** Called before the versions of a key are handed out (there may be none). */
        void beginKey(boolean severalVersions);
    }

    private final LoserTree tree;
    private final KeyValueSource[] sources;
    private final GroupMerger merger;
    private final boolean latestOnly;
    private final List<KeyValue> group = new ArrayList<>();
    private final List<KeyValue> groupView = Collections.unmodifiableList(group);
    private final List<KeyValue> holders = new ArrayList<>();
    private final KeyValue[] lone = new KeyValue[1];
    private final List<KeyValue> loneView = Arrays.asList(lone);
    private byte[] groupKey = new byte[0];

    /** @param sourcesOldestFirst run-file sources ({@link RunSources#forCompaction}); closed by {@link #close()} */
    CompactionMerge(List<KeyValueSource> sourcesOldestFirst, GroupMerger merger) {
        for (KeyValueSource s : sourcesOldestFirst) {
            if (!(s instanceof RunSources.FilesSource)) {
                throw new IllegalArgumentException("a compaction merges run-file sources, not " + s.getClass().getName());
            }
        }
        this.tree = new LoserTree(sourcesOldestFirst);
        this.sources = sourcesOldestFirst.toArray(new KeyValueSource[0]);
        this.merger = merger;
        this.latestOnly = merger.keepsOnlyLatest();
    }

    /**
     * Merges all keys into {@code sink}; {@code bottom}: nothing older than the inputs exists
     * (see {@link GroupMerger}).
     */
    void mergeAll(boolean bottom, Sink sink) throws IOException {
        while (true) {
            KeyValue head = tree.peek();
            if (head == null) {
                return;
            }
            int source = tree.peekSource();
            long prefix = tree.peekPrefix();
            tree.advance(); // head stays valid: its source keeps its last version one more step
            KeyValue following = tree.peek();
            if (!sameKey(following, prefix, head.key())) {
                sink.beginKey(false);
                lone[0] = head;
                merger.merge(loneView, bottom, sink);
                lone[0] = null;
                continue;
            }
            sink.beginKey(true);
            if (latestOnly) {
                do {
                    head = following;
                    tree.advance();
                    following = tree.peek();
                } while (sameKey(following, prefix, head.key()));
                merger.mergeLatest(head, bottom, sink);
            } else {
                merger.merge(collectGroup(head, source, prefix), bottom, sink);
            }
        }
    }

    /**
     * Copies a group of two or more versions: {@code first} (already consumed from
     * {@code firstSource}, still valid) and the versions at the head of the tree with its key.
     */
    private List<KeyValue> collectGroup(KeyValue first, int firstSource, long prefix) throws IOException {
        for (KeyValueSource s : sources) {
            s.releaseCopies(); // the previous group was written: its copies are dead
        }
        group.clear();
        byte[] key = first.key();
        if (groupKey.length != key.length) {
            groupKey = new byte[key.length];
        }
        System.arraycopy(key, 0, groupKey, 0, key.length);
        group.add(holder(0).replace(groupKey, first.sequence(), first.kind(), sources[firstSource].copyValue(first.value())));
        KeyValue head = tree.peek();
        // compared with the copied key: first's own key array dies when its source moves twice
        while (sameKey(head, prefix, groupKey)) {
            KeyValueSource s = sources[tree.peekSource()];
            group.add(holder(group.size()).replace(groupKey, head.sequence(), head.kind(), s.copyValue(head.value())));
            tree.advance();
            head = tree.peek();
        }
        return groupView;
    }

    /** Whether {@code kv}, the tree's head (null at the end), has key {@code key}, whose prefix is {@code prefix}. */
    private boolean sameKey(KeyValue kv, long prefix, byte[] key) throws IOException {
        return kv != null && tree.peekPrefix() == prefix && Arrays.equals(kv.key(), key);
    }

    private KeyValue holder(int i) {
        if (i == holders.size()) {
            holders.add(new KeyValue());
        }
        return holders.get(i);
    }

    /** Closes every source. */
    @Override
    public void close() throws IOException {
        group.clear();
        tree.close();
    }
}
