package dev.varve.merge;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;

/**
 * A tree of losers over k sorted {@link BlockSource}s (k &ge; 1) that writes their union, in the
 * order of {@link LoserTree} (key unsigned, then sequence, then source index: <b>a lower index is
 * an older run</b>, pass sources oldest first), as <em>positions</em>: many records per
 * {@link #merge(long[])} call, each a {@code long} naming a source and a row of its current block
 * ({@link #source(long)}, {@link #row(long)}; its top bit, {@link #maybeSameKey(long)}, is clear
 * when its key differs from the previous position's). The consumer then copies or decodes the merged
 * records column by column from the sources' vectors; grouping a key's versions (the
 * {@link MergeFunction} contract) is a scan over the positions ({@link #maybeSameKey},
 * then {@link #sameKey(long, long)}).
 *
 * <h2>Algorithm</h2>
 * The tree is {@link LoserTree}'s (implicit binary tree, leaf of source {@code i} at
 * {@code k + i}, one {@code long} node key per internal node: the prefix without the leading bits
 * every head shares, sign bit flipped, low ⌈log2 k⌉ bits the source index), but it reads the
 * sources' vectors instead of pulling one {@code KeyValue} per record: when a block is loaded
 * the tree turns its prefixes into node keys in one vectorizable pass (into its own array), so
 * per merged record the hot loop stores a position, reads the winner's next node key from that
 * array and replays ⌈log2 k⌉ matches, each a branch-free min/max on two {@code long}s; only equal
 * prefix parts take the tie path (full prefixes, exhausted sources last, full key bytes,
 * sequence, source index). No call on a source, no holder, no key object per record.
 *
 * <p>Blocks: when the winner's block runs out the call returns (its last position is the last row
 * of that block) and the next call loads that source's next block first. So every position a call
 * returns is valid until the next {@code merge} or {@link #close()}; a consumer that groups
 * versions across calls keeps a copy of the last key of a call.
 *
 * <p>Checks: a block whose prefixes go down, or that starts below the previous block's last
 * prefix, fails with {@link IllegalStateException} ("source i is not sorted"); disorder within
 * equal prefixes is not detected. Once a source throws or fails the check, the tree is failed for
 * good: every later call throws {@link IllegalStateException} with the first error as its cause.
 *
 * <p>Allocation: none per record or per call; per source the tree keeps a {@code long} array of
 * its block's node keys, grown (rarely) to the largest block seen.
 *
 * <p>Thread-safety: not thread-safe.
 */
public final class BatchLoserTree implements AutoCloseable {
    private static final int NEW = 0;
    private static final int READY = 1;
    private static final int DONE = 2;
    private static final int FAILED = 3;

    private final BlockSource[] sources;
    private final int k;
    private final int sourceBits;
    private final long sourceMask;
    private final long prefixMask;
    /** The loser's node key at each internal node 1..k-1 (index 0 unused). */
    private final long[] nodeKey;
    /** Per source: node keys of its current block's rows (the tree's own arrays). */
    private final long[][] blockKeys;
    /** Per source: the node key of the row after its head ({@code blockKeys[s][rows[s] + 1]}). */
    private final long[] nextKey;
    /** Per source: the next row of its current block to merge. */
    private final int[] rows;
    /** Per source: its current block's row count (0 once exhausted). */
    private final int[] ends;
    private final boolean[] exhausted;
    /**
     * Per source: its current block's prefix and sequence vectors, as {@link BlockSource#prefixes()}
     * returned them when the block was loaded and {@link BlockSource#sequences()} on the block's first
     * tie that compared sequences (null until then: a source may decode them on that call); the tie
     * path and {@link #sameKey} read them without a call.
     */
    private final long[][] blockPrefixes;
    private final long[][] blockSequences;
    /**
     * Per source: its current block's {@link BlockSource#fixedKeyLength()} (-1: keys of several
     * lengths or longer than 8 bytes); two heads of equal prefixes and the same fixed length have
     * the same key, so the tie path and {@link #sameKey} look at no length and no key byte.
     */
    private final int[] fixedLength;
    /** Per source: the last prefix of its previous block (the sortedness check across blocks). */
    private final long[] lastPrefix;
    /** Sources not yet exhausted. */
    private int live;
    private long winnerKey;
    /** The source whose block ran out at the end of the last call (its next block is due), or -1. */
    private int refill = -1;
    /** Leading prefix bits every head shares, dropped from node keys (as in {@link LoserTree}). */
    private int shift;
    private long commonBits;
    /** Set by {@link #loadBlock} when the shift shrank and every source's node keys were recomputed. */
    private boolean rebuild;
    private int state = NEW;
    private Exception failure;
    /**
     * The caller's promise ({@link #sequencesFollowSources()}): of two versions of one key, the one of
     * the lower source index never has the higher sequence.
     */
    private boolean sequencesFollowSources;
    /**
     * Whether the current blocks let a node key alone order two heads ({@link #updatePlain()}): with the
     * promise above, node keys holding whole prefixes, one fixed key length of at most 8 bytes in every
     * live block and no live head at the exhausted sentinel's prefix part, two heads of equal prefix
     * parts have the same key, and the lower source index (the node key's low bits) comes first. The
     * hot loop then takes no tie path ({@link #runPlain}).
     */
    private boolean plain;
    /** {@link #plain} during the last call ({@link #keyBitsExact()}). */
    private boolean lastCallPlain;

    /** Where the per-source node-key arrays come from (and go back to on {@link #close()}). */
    private final LongArrayPool arrays;

    /** @param sources oldest first; the tree closes them on {@link #close()} */
    public BatchLoserTree(List<? extends BlockSource> sources) {
        this(sources, LongArrayPool.NONE);
    }

    /**
     * @param sources oldest first; the tree closes them on {@link #close()}
     * @param arrays where the tree takes its per-source node-key arrays (given back on close)
     */
    public BatchLoserTree(List<? extends BlockSource> sources, LongArrayPool arrays) {
        this.arrays = arrays;
        if (sources == null || sources.isEmpty()) {
            throw new IllegalArgumentException("a loser tree needs at least one source");
        }
        this.k = sources.size();
        this.sources = sources.toArray(new BlockSource[0]);
        for (int i = 0; i < k; i++) {
            if (this.sources[i] == null) {
                throw new IllegalArgumentException("source " + i + " is null");
            }
        }
        this.sourceBits = 32 - Integer.numberOfLeadingZeros(k - 1);
        this.sourceMask = (1L << sourceBits) - 1;
        this.prefixMask = ~sourceMask;
        this.nodeKey = new long[k];
        this.blockKeys = new long[k][];
        this.nextKey = new long[k];
        this.rows = new int[k];
        this.ends = new int[k];
        this.exhausted = new boolean[k];
        this.lastPrefix = new long[k];
        this.fixedLength = new int[k];
        this.blockPrefixes = new long[k][];
        this.blockSequences = new long[k][];
    }

    public int sourceCount() {
        return k;
    }

    /**
     * Tells the tree that, of two versions of one key in sources {@code i < j}, source i's sequence
     * is never above source j's (the caller knows it, e.g. from its runs' sequence ranges: every
     * sequence of an older run at most every sequence of a newer one). Then the merge order of equal
     * keys is the source order, which the node keys give by themselves: while the blocks allow it
     * (whole prefixes in the node keys, one fixed key length of at most 8 bytes) the tree compares
     * no sequence and takes no tie path, and {@link #keyBitsExact()} says so. The order is the same
     * as without the promise when the promise holds; when it does not, equal keys come out in
     * source order. Call before the first {@link #merge}.
     *
     * @return this tree
     */
    public BatchLoserTree sequencesFollowSources() {
        if (state != NEW) {
            throw new IllegalStateException("sequencesFollowSources() must be called before the first merge");
        }
        sequencesFollowSources = true;
        return this;
    }

    /**
     * Whether the top bit of the last {@link #merge} call's positions after its first is exact:
     * {@link #maybeSameKey} is then true only where the position's key equals the previous
     * position's, so {@link #sameKey} need not be asked. False when the call ran on the tie path
     * (no {@link #sequencesFollowSources()} promise, keys of several lengths or longer than 8
     * bytes, or node keys without whole prefixes).
     */
    public boolean keyBitsExact() {
        return lastCallPlain;
    }

    /** The source index of a position. */
    public static int source(long position) {
        return (int) (position >>> 32) & 0x7FFF_FFFF;
    }

    /**
     * Whether the record at a position may have the same key as the one before it in its call
     * (the first of a call always may): false says the keys differ, so a consumer grouping a key's
     * versions looks at prefixes or key bytes ({@link #sameKey}) only where this is true. Read from
     * the position's top bit, which the tree sets when the two heads' node keys had equal prefix parts.
     */
    public static boolean maybeSameKey(long position) {
        return position < 0;
    }

    /** The row (in its source's current block) of a position. */
    public static int row(long position) {
        return (int) position;
    }

    /**
     * Writes the next merged records' positions to {@code positions} from index 0 and returns how
     * many: between 1 and {@code positions.length} (fewer when a source's block runs out), or 0
     * when the merge is over. The positions are valid until the next call or {@link #close()}.
     */
    public int merge(long[] positions) throws IOException {
        if (positions == null || positions.length == 0) {
            throw new IllegalArgumentException("merge needs a positions array of length >= 1");
        }
        if (state != READY) {
            if (state == DONE) {
                return 0;
            }
            ready();
        }
        if (refill >= 0) {
            int s = refill;
            refill = -1;
            try {
                long key = loadBlock(s);
                updatePlain(); // from the blocks now loaded: the replay below may take the plain matches
                if (rebuild) {
                    build();
                } else {
                    // plain: node keys order every two heads (no tie path, so no sequences decoded for a tie)
                    winnerKey = plain ? replayPlain(key, s) : replay(key, s);
                }
            } catch (IOException | RuntimeException e) {
                fail(e);
                throw e;
            }
        }
        if (live == 0) {
            state = DONE;
            return 0;
        }
        lastCallPlain = plain;
        return plain ? runPlain(positions) : run(positions);
    }

    /** The hot loop: emits winners and replays their paths until the batch is full or a block runs out. */
    private int run(long[] out) {
        final long[][] keys = blockKeys;
        final long[] next = nextKey;
        final int[] rowOf = rows;
        final int[] endOf = ends;
        final long[] nodes = nodeKey;
        final long mask = sourceMask;
        final long notSource = prefixMask;
        final int leaves = k;
        final int max = out.length;
        long wk = winnerKey;
        long previous = wk; // the first position of a call may continue the last key of the previous one
        int n = 0;
        while (n < max) {
            int w = (int) (wk & mask);
            int r = rowOf[w];
            // the top bit: equal prefix parts as the previous winner's (else the keys differ), branch-free
            long differ = (wk ^ previous) & notSource;
            out[n++] = ((long) w << 32) | r | (~(differ | -differ) & Long.MIN_VALUE);
            previous = wk;
            long x = next[w]; // the winner's next node key, loaded ahead: one load on the critical path
            if (++r == endOf[w]) {
                rowOf[w] = r;
                refill = w;
                break;
            }
            rowOf[w] = r;
            next[w] = keys[w][r + 1]; // the key array has a slot past the block's last row
            // the replay of replay(long, int), inlined by hand: calling it measured up to 1.6x slower at k = 32
            for (int node = (leaves + w) >>> 1; node >= 1; node >>>= 1) {
                long lk = nodes[node];
                if (((lk ^ x) & notSource) != 0) {
                    nodes[node] = Math.max(lk, x);
                    x = Math.min(lk, x);
                } else if (tieBefore(lk, x)) {
                    nodes[node] = x;
                    x = lk;
                }
            }
            wk = x;
        }
        winnerKey = wk;
        return n;
    }

    /**
     * {@link #run} while {@link #plain}: the node keys order every two heads (equal prefix parts
     * mean equal keys, and the lower source comes first), so each match is a branch-free min/max.
     */
    private int runPlain(long[] out) {
        final long[][] keys = blockKeys;
        final long[] next = nextKey;
        final int[] rowOf = rows;
        final int[] endOf = ends;
        final long[] nodes = nodeKey;
        final long mask = sourceMask;
        final long notSource = prefixMask;
        final int leaves = k;
        final int max = out.length;
        long wk = winnerKey;
        long previous = wk;
        int n = 0;
        while (n < max) {
            int w = (int) (wk & mask);
            int r = rowOf[w];
            long differ = (wk ^ previous) & notSource;
            out[n++] = ((long) w << 32) | r | (~(differ | -differ) & Long.MIN_VALUE);
            previous = wk;
            long x = next[w];
            if (++r == endOf[w]) {
                rowOf[w] = r;
                refill = w;
                break;
            }
            rowOf[w] = r;
            next[w] = keys[w][r + 1];
            for (int node = (leaves + w) >>> 1; node >= 1; node >>>= 1) {
                long lk = nodes[node];
                nodes[node] = Math.max(lk, x);
                x = Math.min(lk, x);
            }
            wk = x;
        }
        winnerKey = wk;
        return n;
    }

    /** Recomputes {@link #plain} from the current blocks (after the first blocks and after each block load). */
    private void updatePlain() {
        boolean p = sequencesFollowSources && shift == sourceBits;
        long exhaustedPart = Long.MAX_VALUE & prefixMask;
        int f = -1;
        for (int s = 0; s < k && p; s++) {
            if (exhausted[s]) {
                continue;
            }
            if (f < 0) {
                f = fixedLength[s];
            }
            // the block's last row has its largest node key: below the sentinel's part, so is every other head of it
            p = fixedLength[s] >= 0 && fixedLength[s] == f && (blockKeys[s][ends[s] - 1] & prefixMask) != exhaustedPart;
        }
        plain = p;
    }

    /**
     * Whether positions {@code a} and {@code b} of the last call hold the same key (the
     * {@link MergeFunction} grouping): equal prefixes, then equal key bytes.
     */
    public boolean sameKey(long a, long b) {
        int sa = source(a);
        int sb = source(b);
        int ra = row(a);
        int rb = row(b);
        if (blockPrefixes[sa][ra] != blockPrefixes[sb][rb]) {
            return false;
        }
        int f = fixedLength[sa];
        if (f >= 0 && f == fixedLength[sb]) {
            return true; // one length of at most 8 bytes and equal zero-padded prefixes: equal keys
        }
        BlockSource x = sources[sa];
        BlockSource y = sources[sb];
        int lx = x.keyLength(ra);
        int ly = y.keyLength(rb);
        if (lx != ly) {
            return false;
        }
        if (lx <= 8) {
            return true; // equal zero-padded 8-byte prefixes and equal lengths up to 8: equal keys
        }
        int ox = x.keyOffset(ra);
        int oy = y.keyOffset(rb);
        return Arrays.equals(x.keyBytes(), ox, ox + lx, y.keyBytes(), oy, oy + ly);
    }

    /** Closes every source, keeping the first error. */
    @Override
    public void close() throws IOException {
        for (int s = 0; s < k; s++) {
            if (blockKeys[s] != null) {
                arrays.give(blockKeys[s]);
                blockKeys[s] = null;
            }
        }
        Closing.closeAll(sources.length, i -> sources[i].close());
    }


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

    private void fail(Exception e) {
        state = FAILED;
        failure = e;
    }

    private void init() throws IOException {
        live = k;
        int[] counts = new int[k];
        for (int s = 0; s < k; s++) {
            counts[s] = nextBlock(s);
        }
        long diff = 0;
        boolean any = false;
        for (int s = 0; s < k; s++) {
            if (counts[s] > 0) {
                long[] p = sources[s].prefixes();
                if (!any) {
                    commonBits = p[0];
                    any = true;
                }
                diff |= (p[0] ^ commonBits) | (p[counts[s] - 1] ^ commonBits);
            }
        }
        shift = Math.min(sourceBits, Long.numberOfLeadingZeros(diff));
        for (int s = 0; s < k; s++) {
            if (counts[s] > 0) {
                fillCheckedKeys(s, counts[s]);
            }
        }
        build();
        updatePlain();
    }

    /**
     * Loads source {@code s}'s next block (checked, node keys filled) and returns the node key of
     * its first row or the exhausted sentinel at its end; sets {@link #rebuild} when the block
     * broke the common leading bits and every source's node keys were recomputed (the caller
     * rebuilds the tree then).
     */
    private long loadBlock(int s) throws IOException {
        int count = nextBlock(s);
        if (count == 0) {
            return exhaustedKey(s);
        }
        long[] p = sources[s].prefixes();
        long diff = (p[0] ^ commonBits) | (p[count - 1] ^ commonBits);
        if (shift != 0 && diff >>> (64 - shift) != 0) {
            shift = Long.numberOfLeadingZeros(diff);
            for (int t = 0; t < k; t++) {
                if (t != s && !exhausted[t]) {
                    fillKeys(t, rows[t], ends[t]);
                }
            }
            rebuild = true;
        }
        fillCheckedKeys(s, count);
        return blockKeys[s][0];
    }

    /** Asks source {@code s} for its next block and records it; returns its row count. */
    private int nextBlock(int s) throws IOException {
        BlockSource source = sources[s];
        int count = source.nextBlock();
        rows[s] = 0;
        if (count <= 0) {
            if (count < 0) {
                throw new IllegalStateException("source " + s + " returned a negative block size " + count);
            }
            ends[s] = 0;
            exhausted[s] = true;
            live--;
            return 0;
        }
        long[] p = source.prefixes();
        if (p == null || p.length < count) {
            throw new IllegalStateException("source " + s + " returned a block of " + count
                    + " rows without a prefix vector that long");
        }
        int fixed = source.fixedKeyLength();
        if (fixed < -1 || fixed > 8) {
            throw new IllegalStateException("source " + s + " says its block's keys are all " + fixed
                    + " bytes long: a fixed key length is 0..8 (or -1: none)");
        }
        fixedLength[s] = fixed;
        ends[s] = count;
        blockPrefixes[s] = p;
        blockSequences[s] = null; // asked for on the block's first tie of equal keys
        if (blockKeys[s] == null || blockKeys[s].length < count + 1) {
            // one slot past the last row: the hot loop loads it ahead of need
            long[] old = blockKeys[s];
            blockKeys[s] = arrays.take(Math.max(count + 1, old == null ? 0 : 2 * old.length));
            if (old != null) {
                arrays.give(old);
            }
        }
        return count;
    }

    /**
     * Node keys of source {@code s}'s new block of {@code count} rows, in the same pass as the
     * sortedness check: its prefixes must not go down, within the block or from the previous one.
     */
    private void fillCheckedKeys(int s, int count) {
        long[] p = sources[s].prefixes();
        long[] keys = blockKeys[s];
        int sh = shift;
        long mask = prefixMask;
        long src = s;
        long previous = lastPrefix[s];
        boolean sorted = true;
        for (int i = 0; i < count; i++) {
            long prefix = p[i];
            sorted &= Long.compareUnsigned(previous, prefix) <= 0;
            previous = prefix;
            keys[i] = (((prefix << sh) ^ Long.MIN_VALUE) & mask) | src;
        }
        if (!sorted) {
            throw new IllegalStateException("source " + s + " is not sorted: its key prefixes go down in a block of " + count + " rows");
        }
        lastPrefix[s] = previous;
        nextKey[s] = keys[1];
    }

    /** Node keys of source {@code s}'s rows {@code from..to-1} from its prefixes and the current shift. */
    private void fillKeys(int s, int from, int to) {
        long[] p = sources[s].prefixes();
        long[] keys = blockKeys[s];
        int sh = shift;
        long mask = prefixMask;
        long src = s;
        for (int i = from; i < to; i++) {
            keys[i] = (((p[i] << sh) ^ Long.MIN_VALUE) & mask) | src;
        }
        nextKey[s] = keys[rows[s] + 1];
    }

    /** The node key of exhausted source {@code s}: the largest prefix part. */
    private long exhaustedKey(int s) {
        return (Long.MAX_VALUE & prefixMask) | s;
    }

    /** Plays every match from the heads' node keys. */
    private void build() {
        long[] winners = new long[2 * k]; // at the start and when the shift shrinks: at most ⌈log2 k⌉ + 1 times
        for (int s = 0; s < k; s++) {
            winners[k + s] = exhausted[s] ? exhaustedKey(s) : blockKeys[s][rows[s]];
        }
        for (int node = k - 1; node >= 1; node--) {
            long left = winners[2 * node];
            long right = winners[2 * node + 1];
            boolean leftFirst = ((left ^ right) & prefixMask) != 0 ? left < right : tieBefore(left, right);
            winners[node] = leftFirst ? left : right;
            nodeKey[node] = leftFirst ? right : left;
        }
        winnerKey = winners[1];
        rebuild = false;
    }

    /** Replays source {@code s}'s path with its new head's node key; returns the new winner's. */
    private long replay(long key, int s) {
        long x = key;
        for (int node = (k + s) >>> 1; node >= 1; node >>>= 1) {
            long lk = nodeKey[node];
            if (((lk ^ x) & prefixMask) != 0) {
                nodeKey[node] = Math.max(lk, x);
                x = Math.min(lk, x);
            } else if (tieBefore(lk, x)) {
                nodeKey[node] = x;
                x = lk;
            }
        }
        return x;
    }

    /**
     * {@link #replay} while {@link #plain}: equal prefix parts mean equal keys and the lower source
     * first, which is the node keys' order, as two exhausted sources' sentinels are (by index): each
     * match a min/max, as in {@link #runPlain}.
     */
    private long replayPlain(long key, int s) {
        long x = key;
        for (int node = (k + s) >>> 1; node >= 1; node >>>= 1) {
            long lk = nodeKey[node];
            nodeKey[node] = Math.max(lk, x);
            x = Math.min(lk, x);
        }
        return x;
    }

    /**
     * Whether node key {@code a}'s head comes strictly before {@code b}'s, given equal prefix
     * parts: exhausted sources last (by index among themselves), then the full prefixes, then the
     * key bytes after the first 8 (or, for keys up to 8 bytes, the lengths; neither when both
     * blocks have one fixed key length), then sequence, then source index.
     */
    private boolean tieBefore(long a, long b) {
        int sa = (int) (a & sourceMask);
        int sb = (int) (b & sourceMask);
        if (exhausted[sa] || exhausted[sb]) {
            return !exhausted[sa] || (exhausted[sb] && sa < sb);
        }
        int ra = rows[sa];
        int rb = rows[sb];
        long px = blockPrefixes[sa][ra];
        long py = blockPrefixes[sb][rb];
        if (px != py) {
            return Long.compareUnsigned(px, py) < 0;
        }
        int f = fixedLength[sa];
        if (f < 0 || f != fixedLength[sb]) {
            int c = keyTail(sa, ra, sb, rb);
            if (c != 0) {
                return c < 0;
            }
        }
        long qx = sequences(sa)[ra];
        long qy = sequences(sb)[rb];
        return qx != qy ? qx < qy : sa < sb;
    }

    /** Source {@code s}'s current block's sequences, asked for once per block (checked like the prefixes). */
    private long[] sequences(int s) {
        long[] q = blockSequences[s];
        if (q == null) {
            q = sources[s].sequences();
            if (q == null || q.length < ends[s]) {
                throw new IllegalStateException("source " + s + " returned a block of " + ends[s]
                        + " rows without a sequence vector that long");
            }
            blockSequences[s] = q;
        }
        return q;
    }

    /**
     * The key order of heads of equal prefixes, not both of one fixed length: the key bytes after
     * the first 8, or for keys up to 8 bytes the lengths; 0 when the keys are equal.
     */
    private int keyTail(int sa, int ra, int sb, int rb) {
        BlockSource x = sources[sa];
        BlockSource y = sources[sb];
        int lx = x.keyLength(ra);
        int ly = y.keyLength(rb);
        if (lx > 8 || ly > 8) {
            // equal zero-padded prefixes: the first min(8, lengths) bytes are equal
            int from = Math.min(8, Math.min(lx, ly));
            int ox = x.keyOffset(ra);
            int oy = y.keyOffset(rb);
            return Arrays.compareUnsigned(x.keyBytes(), ox + from, ox + lx, y.keyBytes(), oy + from, oy + ly);
        }
        // equal up to the shorter one's end, then zero padding: the shorter one first
        return Integer.compare(lx, ly);
    }
}
