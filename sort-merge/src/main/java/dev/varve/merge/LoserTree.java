package dev.varve.merge;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;

import dev.varve.row.KeyEncoder;
import dev.varve.row.KeyValue;

/**
 * A tree of losers over k sorted {@link KeyValueSource}s (k &ge; 1) that yields their union in
 * merge order: key ascending, unsigned byte-wise, then sequence ascending, then source index
 * ascending. The last rule makes the order total and keeps arrival order: <b>a lower source
 * index means an older run</b>, so of two versions with equal key and sequence the one from the
 * older run comes first and the newer one is merged last (SEMANTICS §4). Callers must pass
 * sources oldest first.
 *
 * <h2>Algorithm</h2>
 * Every internal node {@code 1..k-1} of an implicit binary tree (leaf of source {@code i} at
 * {@code k + i}, parent of {@code n} at {@code n / 2}) stores the <em>loser</em> of the match
 * played there as one {@code long}, its <em>node key</em>: the key's normalized prefix (first 8
 * bytes big-endian, zero-padded, see {@link #prefix(byte[])}) shifted left past the leading bits
 * all live heads share (at most ⌈log2 k⌉ of them), with its sign bit flipped, so a signed compare
 * is the unsigned prefix compare, and with its low ⌈log2 k⌉ bits replaced by the source index
 * (0 bits for k = 1, 5 for k = 32). The shift keeps dense keys apart (BIGINT keys below 2^56
 * share their top bits, and neighbours differ only in the low bits): it is chosen from the first
 * heads and, when a later head leaves those common bits, shrinks, and every node key is rebuilt
 * (an O(k) replay, at most ⌈log2 k⌉ times). The winner's node key is kept in a field.
 * {@link #advance()} pulls the winner's next version and replays its leaf-to-root path,
 * ⌈log2 k⌉ matches, each on two {@code long}s of one array: when their prefix parts (the bits
 * above the source index) differ, the smaller goes on up and the larger stays, a branch-free
 * {@code min}/{@code max}. Only when the prefix parts are equal does the tie path run: the two heads' full
 * 8-byte prefixes (kept in an array; an exhausted source's is the largest), and only when those
 * are equal too the sources' {@code KeyValue}s: exhausted last, key bytes from byte 8 on (or the
 * key lengths), then sequence, then source index. Per record the hot path
 * touches the node array and the winner's new key only, never the other heads.
 *
 * <p>An exhausted source stays in the tree as a sentinel whose prefix part is the largest, so
 * exhaustion costs the hot compare nothing; it is told apart from a real key whose prefix is all
 * {@code 0xFF} on the tie path, where exhausted sources lose to every live one.
 *
 * <p>Run fast path: when the same source won the previous replay, nothing on its path moved, and
 * the smallest prefix part on that path is the runner-up's (every other head lost to some node on
 * the path). While the winner's next prefix part is strictly below it, the winner stays and the
 * replay is skipped: one compare per record while one source leads (non-overlapping or
 * clustered runs). Equal prefix parts always take the full replay.
 *
 * <p>Allocation: none per record; the tree is a {@code long} array of k node keys, a
 * {@code long} array of the heads' full prefixes and the sources' heads.
 *
 * <p>Reuse contract: {@link #peek()} returns the winning source's own {@code KeyValue}, valid
 * until the next {@link #advance()} (which pulls the next version from that source). Only the
 * winner's source is advanced, so other sources' heads stay valid.
 *
 * <p>Sortedness check: a source whose key prefix goes down fails with
 * {@link IllegalStateException}; disorder within equal prefixes is not detected.
 *
 * <p>Errors: once a source throws, returns a version without a key, or fails the sortedness
 * check, the tree is failed for good: every later {@code peek}/{@code advance} throws
 * {@link IllegalStateException} with the first error as its cause (never a silent end).
 *
 * <p>Thread-safety: not thread-safe.
 */
public final class LoserTree implements AutoCloseable {
    /** A runner-up key no node key is below: disables the run fast path. */
    private static final long NO_RUN = Long.MIN_VALUE;

    private final KeyValueSource[] sources;
    private final KeyValue[] heads;
    /** The full prefix recorded for an exhausted source: the unsigned largest, equal only to all-0xFF keys' (tie path). */
    private static final long EXHAUSTED_PREFIX = -1L;
    /**
     * The full normalized prefix of each source's head (for the sortedness check, the tie path
     * and {@link #peekPrefix()}); {@link #EXHAUSTED_PREFIX} once the source is exhausted.
     */
    private final long[] prefixes;
    /** The loser's node key at each internal node 1..k-1 (index 0 unused). */
    private final long[] nodeKey;
    private final int k;
    /** Low bits of a node key holding the source index. */
    private final long sourceMask;
    /** High bits of a node key holding the (truncated, sign-flipped) prefix. */
    private final long prefixMask;
    /** Bits of the source index: the most {@link #shift} can be. */
    private final int sourceBits;
    /**
     * Leading prefix bits every live head shares ({@link #commonBits}'s), dropped from node keys
     * so that the bits the source index takes are low bits that still tell keys apart (dense keys).
     */
    private int shift;
    /** A prefix whose top {@link #shift} bits every live head's prefix has. */
    private long commonBits;
    /** Set by {@link #load} when a head broke the common leading bits: {@link #shift} shrank, node keys are stale. */
    private boolean rebuild;
    /** The winner's node key. */
    private long winnerKey;
    /** The prefix part of the smallest node key on the winner's path, or {@link #NO_RUN} when unknown. */
    private long runnerUpKey = NO_RUN;
    /** {@link #NEW} until the first call reads the sources, {@link #READY}, or {@link #FAILED} for good. */
    private int state = NEW;
    private static final int NEW = 0;
    private static final int READY = 1;
    private static final int FAILED = 2;
    /** What made the tree fail (a source's error or the sortedness check). */
    private Exception failure;

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
        this.nodeKey = new long[k];
        this.sourceBits = 32 - Integer.numberOfLeadingZeros(k - 1);
        this.sourceMask = (1L << sourceBits) - 1;
        this.prefixMask = ~sourceMask;
    }

    public int sourceCount() {
        return k;
    }

    /** The smallest head of all sources, or {@code null} when all are exhausted. */
    public KeyValue peek() throws IOException {
        if (state != READY) {
            ready();
        }
        return heads[(int) (winnerKey & sourceMask)];
    }

    /** The index of the source {@link #peek()} came from (meaningless when it is null). */
    public int peekSource() throws IOException {
        if (state != READY) {
            ready();
        }
        return (int) (winnerKey & sourceMask);
    }

    /** The normalized prefix ({@link #prefix(byte[])}) of {@link #peek()}'s key (meaningless when it is null). */
    public long peekPrefix() throws IOException {
        if (state != READY) {
            ready();
        }
        return prefixes[(int) (winnerKey & sourceMask)];
    }

    /** Consumes the winner: pulls the next version from its source and replays its path. */
    public void advance() throws IOException {
        if (state != READY) {
            ready();
        }
        int w = (int) (winnerKey & sourceMask);
        if (heads[w] == null) {
            throw new IllegalStateException("advance() past the end of the loser tree");
        }
        long key;
        try {
            key = load(w);
        } catch (IOException | RuntimeException e) {
            fail(e);
            throw e;
        }
        if (rebuild) {
            build(); // the common leading bits shrank: every node key is recomputed
            return;
        }
        if (key < runnerUpKey) {
            // strictly before every loser on its path, so before every other head: nothing moves
            winnerKey = key;
            return;
        }
        replay(key);
    }

    /** Closes every source, keeping the first error. */
    @Override
    public void close() throws IOException {
        Closing.closeAll(sources.length, i -> sources[i].close());
    }

    /** The normalized 8-byte prefix: first 8 bytes big-endian, zero-padded. */
    public static long prefix(byte[] key) {
        return KeyEncoder.prefix(key);
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

    /**
     * Moves the winner's new node key {@code key} from its leaf to the root: at each node the
     * smaller of it and the stored loser goes on up, the larger stays. Different prefix parts
     * decide by one min/max; equal ones go to {@link #tieBefore}. Tracks the smallest node key
     * on the path: if the same source wins again nothing on the path moved, and that key is the
     * runner-up's, used by the run fast path.
     */
    private void replay(long key) {
        long[] keys = nodeKey;
        long notSource = prefixMask;
        long wk = key;
        long min = Long.MAX_VALUE;
        for (int node = (k + (int) (key & sourceMask)) >>> 1; node >= 1; node >>>= 1) {
            long lk = keys[node];
            min = Math.min(min, lk);
            if (((lk ^ wk) & notSource) != 0) {
                keys[node] = Math.max(lk, wk);
                wk = Math.min(lk, wk);
            } else if (tieBefore(lk, wk)) {
                keys[node] = wk;
                wk = lk;
            }
        }
        winnerKey = wk;
        runnerUpKey = wk == key ? min & notSource : NO_RUN;
    }

    /** Reads the first version of every source and plays all matches, or rethrows an earlier failure. */
    private void ready() throws IOException {
        if (state == FAILED) {
            throw new IllegalStateException("the loser tree failed earlier: " + failure.getMessage(), failure);
        }
        try {
            init();
        } catch (IOException | RuntimeException e) {
            fail(e);
            throw e;
        }
        state = READY;
    }

    /** Marks the tree as failed for good: its heads may be half-advanced. */
    private void fail(Exception e) {
        state = FAILED;
        failure = e;
    }

    private void init() throws IOException {
        shift = 0; // no check while the first heads are read
        for (int i = 0; i < k; i++) {
            load(i);
        }
        long diff = 0;
        boolean any = false;
        for (int i = 0; i < k; i++) {
            if (heads[i] != null) {
                if (!any) {
                    commonBits = prefixes[i];
                    any = true;
                }
                diff |= prefixes[i] ^ commonBits;
            }
        }
        shift = Math.min(sourceBits, Long.numberOfLeadingZeros(diff));
        build();
    }

    /** Plays every match from the heads' prefixes with the current {@link #shift}. */
    private void build() {
        long[] winners = new long[2 * k];
        for (int i = 0; i < k; i++) {
            winners[k + i] = heads[i] == null ? exhaustedKey(i) : nodeKey(prefixes[i], i);
        }
        for (int node = k - 1; node >= 1; node--) {
            long left = winners[2 * node];
            long right = winners[2 * node + 1];
            boolean leftFirst = ((left ^ right) & prefixMask) != 0 ? left < right : tieBefore(left, right);
            winners[node] = leftFirst ? left : right;
            nodeKey[node] = leftFirst ? right : left;
        }
        winnerKey = winners[1];
        runnerUpKey = NO_RUN;
        rebuild = false;
    }

    /**
     * The node key of a head with prefix {@code prefix} from {@code source}: the prefix without
     * its {@link #shift} common leading bits, sign bit flipped (so a signed compare is the
     * unsigned one), low bits replaced by the source index.
     */
    private long nodeKey(long prefix, int source) {
        return (((prefix << shift) ^ Long.MIN_VALUE) & prefixMask) | source;
    }

    /** The node key of exhausted source {@code source}: the largest prefix part. */
    private long exhaustedKey(int source) {
        return (Long.MAX_VALUE & prefixMask) | source;
    }

    /**
     * Pulls the next version of {@code source} into its head and returns its node key: the
     * prefix with its sign bit flipped (so a signed compare is the unsigned one), its low bits
     * replaced by the source index. An exhausted source gets the largest prefix part.
     */
    private long load(int source) throws IOException {
        KeyValue kv = sources[source].next();
        heads[source] = kv;
        if (kv == null) {
            prefixes[source] = EXHAUSTED_PREFIX;
            return exhaustedKey(source);
        }
        byte[] key = kv.key();
        if (key == null) {
            throw new IllegalStateException("source " + source + " returned a version without a key");
        }
        long prefix = prefix(key);
        long previous = prefixes[source];
        if (Long.compareUnsigned(prefix, previous) < 0) {
            throw new IllegalStateException("source " + source + " is not sorted: key prefix "
                    + Long.toHexString(prefix) + " follows " + Long.toHexString(previous));
        }
        prefixes[source] = prefix;
        if (shift != 0 && (prefix ^ commonBits) >>> (64 - shift) != 0) {
            // this key leaves the common leading bits: fewer are common now, node keys must be rebuilt
            shift = Long.numberOfLeadingZeros(prefix ^ commonBits);
            rebuild = true;
        }
        return nodeKey(prefix, source);
    }

    /**
     * Whether node key {@code a}'s head comes strictly before {@code b}'s, given that their
     * prefix parts are equal: the full prefixes (an exhausted source's is the largest), then
     * exhausted sources last (by index among themselves), then the key bytes after the first 8
     * (or the key lengths), then sequence, then source index.
     */
    private boolean tieBefore(long a, long b) {
        int sa = (int) (a & sourceMask);
        int sb = (int) (b & sourceMask);
        // the full 8-byte prefixes first (an exhausted source's is the largest): they settle ties
        // of prefix parts that differ only in the bits the source index took (dense keys, such
        // as neighbouring BIGINTs) without touching the heads
        long px = prefixes[sa];
        long py = prefixes[sb];
        if (px != py) {
            return Long.compareUnsigned(px, py) < 0;
        }
        KeyValue x = heads[sa];
        KeyValue y = heads[sb];
        if (x == null || y == null) {
            return y == null && (x != null || sa < sb);
        }
        byte[] kx = x.key();
        byte[] ky = y.key();
        int lx = kx.length;
        int ly = ky.length;
        if (lx > 8 || ly > 8) {
            // equal zero-padded prefixes: the first min(8, lengths) bytes are equal
            int from = Math.min(8, Math.min(lx, ly));
            int c = Arrays.compareUnsigned(kx, from, lx, ky, from, ly);
            if (c != 0) {
                return c < 0;
            }
        } else if (lx != ly) {
            return lx < ly; // equal up to the shorter one's end, then zero padding: the shorter one first
        }
        long qx = x.sequence();
        long qy = y.sequence();
        return qx != qy ? qx < qy : sa < sb;
    }
}
