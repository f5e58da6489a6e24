package dev.varve.merge;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import dev.varve.row.KeyValue;

/**
 * Merges k sorted sources (oldest first) with a {@link LoserTree} and hands out one group per
 * key: all versions of that key, in merge order (sequence ascending; equal sequences: older
 * source first).
 *
 * <p>Reuse contract: {@link #group()} returns an unmodifiable list of {@code KeyValue} holders
 * owned by this reader; the list, the holders, their key array and their value rows are valid
 * until the next {@link #nextGroup()} or {@link #close()}. All holders of a group share one key
 * array. Because the next version of a source must be read before a group is known to be
 * complete, a version from a source whose {@link KeyValueSource#reusesKeyAndValue()} is
 * {@code true} is copied (key once per group, into an array reused by later groups whose key has
 * the same length; value row through {@link KeyValueSource#copyValue}); sources that return
 * fresh keys and rows are not copied.
 * At the start of every {@link #nextGroup()} each source is told
 * ({@link KeyValueSource#releaseCopies()}) that the copies of the previous group are dead.
 *
 * <p>Thread-safety: not thread-safe.
 */
public final class SortMergeReader implements AutoCloseable {
    private final LoserTree tree;
    private final KeyValueSource[] sources;
    private final List<KeyValue> group = new ArrayList<>();
    private final List<KeyValue> groupView = Collections.unmodifiableList(group);
    private final List<KeyValue> holders = new ArrayList<>();
    /** Reused group-key copies by key length (keys up to {@link #KEY_CACHE} bytes). */
    private static final int KEY_CACHE = 256;
    private final byte[][] keyCopies = new byte[KEY_CACHE + 1][];

    /** @param sources oldest first (a lower index wins ties); closed by {@link #close()} */
    public SortMergeReader(List<KeyValueSource> sources) {
        this.tree = new LoserTree(sources);
        this.sources = sources.toArray(new KeyValueSource[0]);
    }

    /** Advances to the next key; {@code false} when all sources are exhausted. */
    public boolean nextGroup() throws IOException {
        group.clear();
        for (KeyValueSource s : sources) {
            s.releaseCopies();
        }
        KeyValue head = tree.peek();
        if (head == null) {
            return false;
        }
        long prefix = tree.peekPrefix();
        byte[] groupKey = null;
        do {
            KeyValueSource source = sources[tree.peekSource()];
            KeyValue holder = holder(group.size());
            if (source.reusesKeyAndValue()) {
                if (groupKey == null) {
                    groupKey = copyKey(head.key());
                }
                holder.replace(groupKey, head.sequence(), head.kind(), source.copyValue(head.value()));
            } else {
                if (groupKey == null) {
                    groupKey = head.key();
                }
                holder.replace(groupKey, head.sequence(), head.kind(), head.value());
            }
            group.add(holder);
            tree.advance();
            head = tree.peek();
        } while (head != null && tree.peekPrefix() == prefix && Arrays.equals(head.key(), groupKey));
        return true;
    }

    /** All versions of the current key in merge order; see the reuse contract. */
    public List<KeyValue> group() {
        return groupView;
    }

    /** Closes all sources. */
    @Override
    public void close() throws IOException {
        group.clear();
        tree.close();
    }

    /** A copy of {@code key} valid until the next group (a reused array for short keys). */
    private byte[] copyKey(byte[] key) {
        int len = key.length;
        if (len > KEY_CACHE) {
            return key.clone();
        }
        byte[] copy = keyCopies[len];
        if (copy == null) {
            copy = new byte[len];
            keyCopies[len] = copy;
        }
        System.arraycopy(key, 0, copy, 0, len);
        return copy;
    }

    private KeyValue holder(int index) {
        if (index == holders.size()) {
            holders.add(new KeyValue());
        }
        return holders.get(index);
    }
}
