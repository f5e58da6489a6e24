package dev.varve.merge;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;

import dev.varve.row.KeyValue;

/**
 * A tree of losers over k sorted {@link KeyValueSource}s (k &ge; 1) that yields their union in
 * merge order: key ascending (the cached 8-byte normalized prefix first, as one unsigned
 * {@code long} compare, then the full key unsigned), then sequence ascending, then source index
 * ascending. The last rule makes the order total and keeps arrival order: <b>a lower source
 * index means an older run</b>, so of two versions with equal key and sequence the one from the
 * older run comes first and the newer one is merged last (SEMANTICS §4). Callers must pass
 * sources oldest first.
 *
 * <p>Each advance costs ⌈log2 k⌉ comparisons; the tree is two {@code int}/{@code long} arrays
 * and allocates nothing per record.
 *
 * <p>Reuse contract: {@link #peek()} returns the winning source's own {@code KeyValue}, valid
 * until the next {@link #advance()} (which pulls the next version from that source). Only the
 * winner's source is advanced, so other sources' heads stay valid.
 *
 * <p>Sortedness check: a source whose key prefix goes down fails with
 * {@link IllegalStateException}; disorder within equal prefixes is not detected.
 *
 * <p>Thread-safety: not thread-safe.
 */
public final class LoserTree implements AutoCloseable {
    private final KeyValueSource[] sources;
    private final KeyValue[] heads;
    private final long[] prefixes;
    /** tree[0] is the winner, tree[1..k-1] the loser at each internal node; leaf i is node k + i. */
    private final int[] tree;
    private final int k;
    private boolean initialized;

    /** @param sources oldest first; the tree closes them on {@link #close()} */
    public LoserTree(List<KeyValueSource> sources) {
        if (sources == null || sources.isEmpty()) {
            throw new IllegalArgumentException("a loser tree needs at least one source");
        }
        this.k = sources.size();
        this.sources = sources.toArray(new KeyValueSource[0]);
        for (int i = 0; i < k; i++) {
            if (this.sources[i] == null) {
                throw new IllegalArgumentException("source " + i + " is null");
            }
        }
        this.heads = new KeyValue[k];
        this.prefixes = new long[k];
        this.tree = new int[k];
    }

    public int sourceCount() {
        return k;
    }

    /** The smallest head of all sources, or {@code null} when all are exhausted. */
    public KeyValue peek() throws IOException {
        init();
        return heads[tree[0]];
    }

    /** The index of the source {@link #peek()} came from (meaningless when it is null). */
    public int peekSource() throws IOException {
        init();
        return tree[0];
    }

    /** The normalized prefix of {@link #peek()}'s key. */
    public long peekPrefix() throws IOException {
        init();
        return prefixes[tree[0]];
    }

    /** Consumes the winner: pulls the next version from its source and replays its path. */
    public void advance() throws IOException {
        init();
        int winner = tree[0];
        if (heads[winner] == null) {
            throw new IllegalStateException("advance() past the end of the loser tree");
        }
        load(winner);
        for (int node = (k + winner) >>> 1; node >= 1; node >>>= 1) {
            int loser = tree[node];
            if (before(loser, winner)) {
                tree[node] = winner;
                winner = loser;
            }
        }
        tree[0] = winner;
    }

    /** Closes every source, keeping the first error. */
    @Override
    public void close() throws IOException {
        IOException first = null;
        for (KeyValueSource source : sources) {
            try {
                source.close();
            } catch (IOException e) {
                if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }

    /** The normalized 8-byte prefix: first 8 bytes big-endian, zero-padded. */
    public static long prefix(byte[] key) {
        long prefix = 0;
        int n = Math.min(8, key.length);
        for (int i = 0; i < n; i++) {
            prefix |= (key[i] & 0xFFL) << (56 - 8 * i);
        }
        return prefix;
    }

    /**
     * Merge order of two versions from sources {@code sourceA} and {@code sourceB}: negative if
     * {@code a} comes first. Exposed for tests and for readers that need the same order.
     */
    public static int compare(KeyValue a, int sourceA, KeyValue b, int sourceB) {
        int c = Arrays.compareUnsigned(a.key(), b.key());
        if (c != 0) {
            return c;
        }
        c = Long.compare(a.sequence(), b.sequence());
        return c != 0 ? c : Integer.compare(sourceA, sourceB);
    }

    private void init() throws IOException {
        if (initialized) {
            return;
        }
        initialized = true;
        for (int i = 0; i < k; i++) {
            load(i);
        }
        if (k == 1) {
            tree[0] = 0;
            return;
        }
        int[] winners = new int[2 * k];
        for (int i = 0; i < k; i++) {
            winners[k + i] = i;
        }
        for (int node = k - 1; node >= 1; node--) {
            int left = winners[2 * node];
            int right = winners[2 * node + 1];
            if (before(left, right)) {
                winners[node] = left;
                tree[node] = right;
            } else {
                winners[node] = right;
                tree[node] = left;
            }
        }
        tree[0] = winners[1];
    }

    private void load(int source) throws IOException {
        KeyValue kv = sources[source].next();
        if (kv != null) {
            byte[] key = kv.key();
            if (key == null) {
                throw new IllegalStateException("source " + source + " returned a version without a key");
            }
            long prefix = prefix(key);
            if (heads[source] != null && Long.compareUnsigned(prefix, prefixes[source]) < 0) {
                throw new IllegalStateException("source " + source + " is not sorted: key prefix "
                        + Long.toHexString(prefix) + " follows " + Long.toHexString(prefixes[source]));
            }
            prefixes[source] = prefix;
        }
        heads[source] = kv;
    }

    /** Whether source {@code a}'s head comes strictly before source {@code b}'s; exhausted sources last. */
    private boolean before(int a, int b) {
        KeyValue x = heads[a];
        KeyValue y = heads[b];
        if (x == null || y == null) {
            return y == null && (x != null || a < b);
        }
        int c = Long.compareUnsigned(prefixes[a], prefixes[b]);
        if (c != 0) {
            return c < 0;
        }
        byte[] kx = x.key();
        byte[] ky = y.key();
        // equal prefixes: the first min(8, lengths) bytes are equal
        int from = Math.min(8, Math.min(kx.length, ky.length));
        c = Arrays.compareUnsigned(kx, from, kx.length, ky, from, ky.length);
        if (c != 0) {
            return c < 0;
        }
        c = Long.compare(x.sequence(), y.sequence());
        return c != 0 ? c < 0 : a < b;
    }
}
