package dev.varve.jmh;

import dev.varve.merge.BatchLoserTree;
import dev.varve.merge.BlockSource;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Scratch harness (merge23, issue 3): is a <em>throughput-bound</em> window merge faster than
 * {@link BatchLoserTree}'s latency-bound tournament? Positions only, on {@link LoserTreeBench}'s
 * data (1 Mi random 8-byte keys over k sources, 1024-row blocks, 1024 positions a call), same
 * process, interleaved rounds, thread CPU time per merged record.
 *
 * <p>The window network ({@link WindowNetwork}): the window is every loaded row whose window key is
 * at most the smallest of the blocks' last window keys (no unread row can undercut it); its k runs
 * (read in place from the per-source window-key arrays, whose neighbours act as sentinels) are
 * merged by ⌈log2 k⌉ levels of 2-way merges, each split at its median (a co-rank binary search)
 * and each half merged from both ends, four independent select chains stepped in one loop body,
 * the select branch-free by arithmetic. Window key = ((prefix &gt;&gt;&gt; 2) with the low ⌈log2 k⌉
 * bits replaced by the source index): in [0, 2^62), so {@code (a - b) >> 63} is an exact
 * {@code a < b}; sentinels -1 and 2^62. Rows come back in one pass ({@code row = next[source]++}).
 * This scratch version knows no ties (random 63-bit keys have none in their top 57 bits here): it
 * only counts equal prefix parts of different sources, which a real merge would fix up.
 *
 * <p>Variants, each a full merge of the same sources per round: {@code batchLoserTree} (the
 * product); {@code network} (xor select, rows recovered by {@code next[source]++});
 * {@code netRowInKey} (the row in the window key's bits above the source index — 10 bits, this
 * harness's 1024-row blocks —, so recovery is arithmetic; {@code Math.min/max} selects, which C2
 * compiles to conditional moves); {@code networkBranchy} ({@code if (a < b)} selects, a plain
 * front-to-back merge: the control showing what a mispredicted select costs); and the phase split of
 * {@code network}: {@code net-noRecovery} (no positions written), {@code net-loadAndBounds} (block
 * loads and window bounds only), {@code net-loadOnly}. Each on random keys and on round-robin keys
 * (source s row i has key {@code (i * k + s) << 16}: every 2-way merge alternates, which a branch
 * predictor learns): a branch-free select costs the same on both, a branchy one does not.
 * {@code kernel} times one 2-way merge of two runs of {@code -Drun=} (512) random keys by chains in
 * flight (4 = split + both ends, 2 = both ends, 1 = front only) and select.
 *
 * <pre>
 * java -cp jmh/target/benchmarks.jar dev.varve.jmh.WindowNetworkScratch 8 16 32     # -Dbatch= -Drounds=
 * java -Drun=512 -cp jmh/target/benchmarks.jar dev.varve.jmh.WindowNetworkScratch kernel
 * </pre>
 *
 * <p>Result (sort-merge/README.md, merge23): not faster enough to build — {@code netRowInKey} is
 * 1.1x {@code batchLoserTree} at k = 8, 1.0x at 16, 0.9x at 32; dropped.
 */
public final class WindowNetworkScratch {
    static final int RECORDS = LoserTreeBench.RECORDS;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    public static void main(String[] args) throws IOException {
        int rounds = Integer.getInteger("rounds", 25);
        int batch = Integer.getInteger("batch", LoserTreeBench.BATCH);
        if (args.length > 0 && args[0].equals("kernel")) {
            kernels(rounds);
            return;
        }
        for (String arg : args) {
            int k = Integer.parseInt(arg);
            run(k, rounds, batch);
        }
    }

    interface Merge {
        long run(LoserTreeBench.PackedBlockSource[] sources, long[] positions) throws IOException;
    }

    static void run(int k, int rounds, int batch) throws IOException {
        LoserTreeBench bench = new LoserTreeBench();
        bench.k = k;
        bench.layout = "packed";
        bench.setup();
        LoserTreeBench.PackedBlockSource[] random = bench.blockSources;
        LoserTreeBench.PackedBlockSource[] robin = roundRobin(k);
        long[] positions = new long[batch];
        check(random, positions);
        check(robin, positions);
        String[] names = {"batchLoserTree", "network", "netRowInKey", "networkBranchy", "net-noRecovery", "net-loadAndBounds", "net-loadOnly"};
        Merge[] merges = {
                (s, p) -> tree(s, p),
                (s, p) -> network(s, p, false),
                (s, p) -> network(s, p, false, 0, true),
                (s, p) -> network(s, p, true),
                (s, p) -> network(s, p, false, 1),
                (s, p) -> network(s, p, false, 2),
                (s, p) -> network(s, p, false, 3)};
        LoserTreeBench.PackedBlockSource[][] data = {random, robin};
        String[] dataNames = {"random", "roundRobin"};
        double[][][] ns = new double[data.length][names.length][rounds];
        for (int warm = 0; warm < 8; warm++) {
            for (LoserTreeBench.PackedBlockSource[] d : data) {
                for (Merge m : merges) {
                    m.run(d, positions);
                }
            }
        }
        long sink = 0;
        for (int r = 0; r < rounds; r++) {
            for (int d = 0; d < data.length; d++) {
                for (int m = 0; m < merges.length; m++) {
                    long t0 = THREADS.getCurrentThreadCpuTime();
                    sink += merges[m].run(data[d], positions);
                    ns[d][m][r] = (THREADS.getCurrentThreadCpuTime() - t0) / (double) RECORDS;
                }
            }
        }
        System.out.printf("k=%d batch=%d rounds=%d (thread CPU ns per merged record: median / min)%n", k, batch, rounds, sink);
        for (int d = 0; d < data.length; d++) {
            StringBuilder line = new StringBuilder(String.format("  %-10s", dataNames[d]));
            double[] med = new double[names.length];
            for (int m = 0; m < names.length; m++) {
                double[] v = ns[d][m].clone();
                Arrays.sort(v);
                med[m] = v[v.length / 2];
                line.append(String.format("  %s %.2f / %.2f", names[m], med[m], v[0]));
            }
            line.append(String.format("  | tree/network %.2f tree/rowInKey %.2f", med[0] / med[1], med[0] / med[2]));
            System.out.println(line);
        }
        System.out.println("  (sink " + sink + ")");
    }

    interface Kernel {
        void merge(long[] A, int a0, int na, long[] B, int b0, int nb, long[] out, int o0);
    }

    /**
     * One 2-way merge alone, ns per output: two runs of 512 random window keys (sources 0 and 1),
     * merged again and again into the same output; variants by chains in flight and select.
     */
    static void kernels(int rounds) {
        SplittableRandom rnd = new SplittableRandom(7);
        int n = Integer.getInteger("run", 512);
        long[] A = new long[n + 2];
        long[] B = new long[n + 2];
        for (int i = 0; i < n; i++) {
            A[i + 1] = ((rnd.nextLong() >>> 2) & ~1L);
            B[i + 1] = ((rnd.nextLong() >>> 2) & ~1L) | 1;
        }
        Arrays.sort(A, 1, n + 1);
        Arrays.sort(B, 1, n + 1);
        A[0] = B[0] = WindowNetwork.NEG;
        A[n + 1] = B[n + 1] = WindowNetwork.POS;
        long[] expected = new long[2 * n];
        System.arraycopy(A, 1, expected, 0, n);
        System.arraycopy(B, 1, expected, n, n);
        Arrays.sort(expected);
        String[] names = {"4chains-xor", "4chains-minmax", "4chains-lean", "2chains-xor", "1chain-xor", "branchy"};
        Kernel[] kernels = {WindowNetwork::merge2, WindowNetwork::merge2MinMax, WindowNetwork::merge2Lean, WindowNetwork::merge2Bidi,
                WindowNetwork::merge2One, WindowNetwork::mergeBranchy};
        long[] out = new long[2 * n + 2];
        for (int v = 0; v < kernels.length; v++) {
            Arrays.fill(out, 0);
            kernels[v].merge(A, 1, n, B, 1, n, out, 1);
            if (!Arrays.equals(out, 1, 2 * n + 1, expected, 0, 2 * n)) {
                throw new AssertionError(names[v] + " does not merge");
            }
        }
        int reps = 2000;
        double[][] ns = new double[kernels.length][rounds];
        for (int r = -5; r < rounds; r++) {
            for (int v = 0; v < kernels.length; v++) {
                long t0 = THREADS.getCurrentThreadCpuTime();
                for (int x = 0; x < reps; x++) {
                    kernels[v].merge(A, 1, n, B, 1, n, out, 1);
                }
                if (r >= 0) {
                    ns[v][r] = (THREADS.getCurrentThreadCpuTime() - t0) / (double) (reps * 2L * n);
                }
            }
        }
        for (int v = 0; v < kernels.length; v++) {
            double[] x = ns[v].clone();
            Arrays.sort(x);
            System.out.printf("  %-16s %.3f / %.3f ns per output (median / min)%n", names[v], x[x.length / 2], x[0]);
        }
    }

    /** Round-robin keys: source s row i has key (i * k + s) << 16, so every 2-way merge alternates. */
    static LoserTreeBench.PackedBlockSource[] roundRobin(int k) {
        int per = RECORDS / k;
        LoserTreeBench.PackedBlockSource[] sources = new LoserTreeBench.PackedBlockSource[k];
        long seq = 0;
        for (int s = 0; s < k; s++) {
            byte[] keys = new byte[per * 8];
            long[] seqs = new long[per];
            ByteBuffer b = ByteBuffer.wrap(keys);
            for (int i = 0; i < per; i++) {
                b.putLong(((long) i * k + s) << 16);
                seqs[i] = seq++;
            }
            byte[] kinds = new byte[per];
            sources[s] = new LoserTreeBench.PackedBlockSource(keys, seqs, kinds, new long[per]);
        }
        return sources;
    }

    static long tree(LoserTreeBench.PackedBlockSource[] sources, long[] pos) throws IOException {
        for (LoserTreeBench.PackedBlockSource s : sources) {
            s.reset();
        }
        long sum = 0;
        try (BatchLoserTree tree = new BatchLoserTree(Arrays.asList(sources))) {
            int n;
            while ((n = tree.merge(pos)) > 0) {
                sum += pos[n - 1] + n;
            }
        }
        return sum;
    }

    static long network(LoserTreeBench.PackedBlockSource[] sources, long[] pos, boolean branchy) throws IOException {
        return network(sources, pos, branchy, 0);
    }

    static long network(LoserTreeBench.PackedBlockSource[] sources, long[] pos, boolean branchy, int mode) throws IOException {
        return network(sources, pos, branchy, mode, false);
    }

    static long network(LoserTreeBench.PackedBlockSource[] sources, long[] pos, boolean branchy, int mode, boolean rowInKey) throws IOException {
        for (LoserTreeBench.PackedBlockSource s : sources) {
            s.reset();
        }
        long sum = 0;
        WindowNetwork net = new WindowNetwork(sources, branchy, rowInKey);
        net.mode = mode;
        int n;
        while ((n = net.merge(pos)) > 0) {
            sum += pos[n - 1] + n;
        }
        return sum + net.ties;
    }

    /** The network's positions (source, row) equal the tree's, call by call concatenated. */
    static void check(LoserTreeBench.PackedBlockSource[] sources, long[] pos) throws IOException {
        long[] expected = new long[RECORDS];
        int e = 0;
        for (LoserTreeBench.PackedBlockSource s : sources) {
            s.reset();
        }
        // positions are only meaningful with their block, so compare (source, absolute row)
        int[] base = new int[sources.length];
        try (BatchLoserTree tree = new BatchLoserTree(Arrays.asList(sources))) {
            int n;
            int[] rowsSeen = new int[sources.length];
            while ((n = tree.merge(pos)) > 0) {
                for (int i = 0; i < n; i++) {
                    int s = BatchLoserTree.source(pos[i]);
                    expected[e++] = ((long) s << 32) | rowsSeen[s]++;
                }
            }
        }
        for (int variant = 0; variant < 3; variant++) {
            boolean branchy = variant == 1;
            for (LoserTreeBench.PackedBlockSource s : sources) {
                s.reset();
            }
            Arrays.fill(base, 0);
            int[] rowsSeen = new int[sources.length];
            WindowNetwork net = new WindowNetwork(sources, branchy, variant == 2);
            int n;
            int a = 0;
            while ((n = net.merge(pos)) > 0) {
                for (int i = 0; i < n; i++) {
                    int s = BatchLoserTree.source(pos[i]);
                    long got = ((long) s << 32) | rowsSeen[s]++;
                    if (got != expected[a]) {
                        throw new AssertionError("network" + (branchy ? " (branchy)" : "") + " differs at " + a);
                    }
                    if (BatchLoserTree.row(pos[i]) != (rowsSeen[s] - 1) % LoserTreeBench.BLOCK) {
                        throw new AssertionError("network row differs at " + a);
                    }
                    a++;
                }
            }
            if (a != e) {
                throw new AssertionError("network merged " + a + " records, the tree " + e);
            }
        }
    }

    /** The window network over {@link BlockSource}s (scratch: no tie fix-up, no failure state). */
    static final class WindowNetwork {
        static final long NEG = -1L;
        static final long POS = 1L << 62;
        private static final long[] EMPTY = {NEG, POS};

        final BlockSource[] sources;
        final int k;
        final int width;
        final long mask;
        final long notSource;
        final boolean branchy;
        /** Per source: window keys of its block at 1..count, NEG at 0, POS at count + 1. */
        final long[][] wkeys;
        final int[] rows;
        final int[] ends;
        final boolean[] exhausted;
        final long[] lastPrefix;
        final int[] nextRow;
        final long[] bufA;
        final long[] bufB;
        final long[][] runArray;
        final int[] runOff;
        final int[] runLen;
        int live;
        long[] result;
        int resultAt;
        int resultEnd;
        long previous = NEG;
        long ties;
        boolean started;
        /** Phase split: 0 everything, 1 no row recovery, 2 no merge levels either, 3 block loads only. */
        int mode;

        /** Whether window keys carry the row (bits above the source index): recovery is then pure arithmetic. */
        final boolean rowInKey;
        final int sourceBits;
        static final int ROW_BITS = 10;
        final long lowMask;

        WindowNetwork(BlockSource[] sources, boolean branchy) {
            this(sources, branchy, false);
        }

        WindowNetwork(BlockSource[] sources, boolean branchy, boolean rowInKey) {
            this.rowInKey = rowInKey;
            this.sources = sources;
            this.k = sources.length;
            this.branchy = branchy;
            int bits = 32 - Integer.numberOfLeadingZeros(k - 1);
            this.width = 1 << bits;
            this.mask = (1L << bits) - 1;
            this.sourceBits = bits;
            this.lowMask = rowInKey ? (1L << (bits + ROW_BITS)) - 1 : mask;
            this.notSource = ~lowMask;
            this.wkeys = new long[k][LoserTreeBench.BLOCK + 2];
            this.rows = new int[k];
            this.ends = new int[k];
            this.exhausted = new boolean[k];
            this.lastPrefix = new long[k];
            this.nextRow = new int[k];
            int cap = k * LoserTreeBench.BLOCK + 2 * width + 2;
            this.bufA = new long[cap];
            this.bufB = new long[cap];
            this.runArray = new long[width][];
            this.runOff = new int[width];
            this.runLen = new int[width];
            this.live = k;
        }

        int merge(long[] out) throws IOException {
            if (resultAt == resultEnd && !nextWindow()) {
                return 0;
            }
            int n = Math.min(out.length, resultEnd - resultAt);
            if (mode != 0) {
                resultAt += n;
                return n;
            }
            if (rowInKey) {
                return recoverFromKeys(out, n);
            }
            long[] res = result;
            int[] next = nextRow;
            long m = mask;
            long ns = notSource;
            long prev = previous;
            int at = resultAt;
            long tie = 0;
            for (int o = 0; o < n; o++) {
                long w = res[at + o];
                int s = (int) (w & m);
                long differ = (w ^ prev) & ns;
                long same = ~(differ | -differ) & Long.MIN_VALUE;
                out[o] = ((long) s << 32) | next[s]++ | same;
                tie += (same != 0) & (w != prev) ? 1 : 0;
                prev = w;
            }
            ties += tie;
            previous = prev;
            resultAt = at + n;
            return n;
        }

        private int recoverFromKeys(long[] out, int n) {
            long[] res = result;
            long m = mask;
            long ns = notSource;
            int sb = sourceBits;
            long rowMask = (1L << ROW_BITS) - 1;
            long prev = previous;
            int at = resultAt;
            long tie = 0;
            for (int o = 0; o < n; o++) {
                long w = res[at + o];
                long differ = (w ^ prev) & ns;
                long same = ~(differ | -differ) & Long.MIN_VALUE;
                out[o] = ((w & m) << 32) | ((w >>> sb) & rowMask) | same;
                tie -= same >> 63;
                prev = w;
            }
            ties += tie; // here: equal prefix parts, same source or not (a real merge checks them)
            previous = prev;
            resultAt = at + n;
            return n;
        }

        private boolean nextWindow() throws IOException {
            if (!started) {
                started = true;
                for (int s = 0; s < k; s++) {
                    load(s);
                }
            } else {
                for (int s = 0; s < k; s++) {
                    if (!exhausted[s] && rows[s] == ends[s]) {
                        load(s);
                    }
                }
            }
            if (live == 0) {
                return false;
            }
            if (mode == 3) {
                int total = 0;
                for (int s = 0; s < k; s++) {
                    total += ends[s] - rows[s];
                    rows[s] = ends[s];
                }
                resultAt = 0;
                resultEnd = total;
                return true;
            }
            long bound = Long.MAX_VALUE;
            for (int s = 0; s < k; s++) {
                if (!exhausted[s]) {
                    bound = Math.min(bound, wkeys[s][ends[s]]);
                }
            }
            int total = 0;
            for (int s = 0; s < width; s++) {
                if (s >= k || exhausted[s]) {
                    runArray[s] = EMPTY;
                    runOff[s] = 1;
                    runLen[s] = 0;
                    continue;
                }
                long[] keys = wkeys[s];
                int lo = rows[s];
                int hi = ends[s];
                while (lo < hi) { // the first row above the bound
                    int mid = (lo + hi) >>> 1;
                    if (keys[mid + 1] <= bound) {
                        lo = mid + 1;
                    } else {
                        hi = mid;
                    }
                }
                runArray[s] = keys;
                runOff[s] = rows[s] + 1;
                runLen[s] = lo - rows[s];
                total += lo - rows[s];
                nextRow[s] = rows[s];
                rows[s] = lo;
            }
            if (width == 1) {
                result = runArray[0];
                resultAt = runOff[0];
                resultEnd = resultAt + runLen[0];
                return true;
            }
            if (mode == 2) {
                resultAt = 0;
                resultEnd = total;
                return true;
            }
            long[] out = bufA;
            for (int runs = width; runs > 1; runs >>>= 1) {
                int o = 1;
                out[0] = NEG;
                for (int p = 0; p < runs; p += 2) {
                    int n = runLen[p] + runLen[p + 1];
                    if (branchy) {
                        mergeBranchy(runArray[p], runOff[p], runLen[p], runArray[p + 1], runOff[p + 1], runLen[p + 1], out, o);
                    } else if (rowInKey) {
                        merge2MinMax(runArray[p], runOff[p], runLen[p], runArray[p + 1], runOff[p + 1], runLen[p + 1], out, o);
                    } else {
                        merge2(runArray[p], runOff[p], runLen[p], runArray[p + 1], runOff[p + 1], runLen[p + 1], out, o);
                    }
                    out[o + n] = POS;
                    out[o + n + 1] = NEG;
                    runArray[p >>> 1] = out;
                    runOff[p >>> 1] = o;
                    runLen[p >>> 1] = n;
                    o += n + 2;
                }
                out = out == bufA ? bufB : bufA;
            }
            result = runArray[0];
            resultAt = runOff[0];
            resultEnd = resultAt + total;
            return true;
        }

        private void load(int s) throws IOException {
            BlockSource source = sources[s];
            int count = source.nextBlock();
            rows[s] = 0;
            if (count == 0) {
                exhausted[s] = true;
                ends[s] = 0;
                live--;
                return;
            }
            long[] p = source.prefixes();
            long[] keys = wkeys[s];
            long previous = lastPrefix[s];
            boolean sorted = true;
            long ns = notSource;
            long src = s;
            long rowScale = rowInKey ? 1L << sourceBits : 0;
            keys[0] = NEG;
            for (int i = 0; i < count; i++) {
                long prefix = p[i];
                sorted &= Long.compareUnsigned(previous, prefix) <= 0;
                previous = prefix;
                keys[i + 1] = ((prefix >>> 2) & ns) | (i * rowScale) | src;
            }
            keys[count + 1] = POS;
            if (!sorted) {
                throw new IllegalStateException("source " + s + " is not sorted");
            }
            lastPrefix[s] = previous;
            ends[s] = count;
        }

        /**
         * Merges A[a0..a0+na) and B[b0..b0+nb) (no equal elements across them; the elements around
         * each run act as sentinels: smaller before, larger after) to out[o0..): split at the median
         * by a co-rank search, each half merged from both ends — four independent chains.
         */
        static void merge2(long[] A, int a0, int na, long[] B, int b0, int nb, long[] out, int o0) {
            int n = na + nb;
            int m = n >>> 1;
            int lo = Math.max(0, m - nb);
            int hi = Math.min(m, na);
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (A[a0 + mid] < B[b0 + m - mid - 1]) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            int ca = lo;
            int cb = m - ca;
            int i1 = a0;
            int j1 = b0;
            int i2 = a0 + ca - 1;
            int j2 = b0 + cb - 1;
            int i3 = a0 + ca;
            int j3 = b0 + cb;
            int i4 = a0 + na - 1;
            int j4 = b0 + nb - 1;
            int o1 = o0;
            int o2 = o0 + m - 1;
            int o3 = o0 + m;
            int o4 = o0 + n - 1;
            int h2 = n - m;
            int steps = m >>> 1;
            for (int t = 0; t < steps; t++) {
                long a = A[i1];
                long b = B[j1];
                long lt = (a - b) >> 63;
                out[o1 + t] = b ^ ((a ^ b) & lt);
                i1 -= lt;
                j1 += 1 + lt;

                long c = A[i2];
                long d = B[j2];
                long gt = (d - c) >> 63;
                out[o2 - t] = d ^ ((c ^ d) & gt);
                i2 += gt;
                j2 -= 1 + gt;

                long e = A[i3];
                long f = B[j3];
                long lt3 = (e - f) >> 63;
                out[o3 + t] = f ^ ((e ^ f) & lt3);
                i3 -= lt3;
                j3 += 1 + lt3;

                long g = A[i4];
                long h = B[j4];
                long gt4 = (h - g) >> 63;
                out[o4 - t] = h ^ ((g ^ h) & gt4);
                i4 += gt4;
                j4 -= 1 + gt4;
            }
            // leftovers: each chain at most one more step
            if (((m + 1) >>> 1) > steps) {
                long a = A[i1];
                long b = B[j1];
                out[o1 + steps] = Math.min(a, b);
            }
            if (((h2 + 1) >>> 1) > steps) {
                long e = A[i3];
                long f = B[j3];
                out[o3 + steps] = Math.min(e, f);
            }
            if ((h2 >>> 1) > steps) {
                long g = A[i4];
                long h = B[j4];
                out[o4 - steps] = Math.max(g, h);
            }
        }

        /** merge2 with Math.min / Math.max selects (conditional moves) and arithmetic index steps. */
        static void merge2MinMax(long[] A, int a0, int na, long[] B, int b0, int nb, long[] out, int o0) {
            int n = na + nb;
            int m = n >>> 1;
            int lo = Math.max(0, m - nb);
            int hi = Math.min(m, na);
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (A[a0 + mid] < B[b0 + m - mid - 1]) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            int ca = lo;
            int cb = m - ca;
            int i1 = a0;
            int j1 = b0;
            int i2 = a0 + ca - 1;
            int j2 = b0 + cb - 1;
            int i3 = a0 + ca;
            int j3 = b0 + cb;
            int i4 = a0 + na - 1;
            int j4 = b0 + nb - 1;
            int o1 = o0;
            int o2 = o0 + m - 1;
            int o3 = o0 + m;
            int o4 = o0 + n - 1;
            int h2 = n - m;
            int steps = m >>> 1;
            for (int t = 0; t < steps; t++) {
                long a = A[i1];
                long b = B[j1];
                int lt = (int) ((a - b) >>> 63);
                out[o1 + t] = Math.min(a, b);
                i1 += lt;
                j1 += 1 - lt;

                long c = A[i2];
                long d = B[j2];
                int gt = (int) ((d - c) >>> 63);
                out[o2 - t] = Math.max(c, d);
                i2 -= gt;
                j2 -= 1 - gt;

                long e = A[i3];
                long f = B[j3];
                int lt3 = (int) ((e - f) >>> 63);
                out[o3 + t] = Math.min(e, f);
                i3 += lt3;
                j3 += 1 - lt3;

                long g = A[i4];
                long h = B[j4];
                int gt4 = (int) ((h - g) >>> 63);
                out[o4 - t] = Math.max(g, h);
                i4 -= gt4;
                j4 -= 1 - gt4;
            }
            if (((m + 1) >>> 1) > steps) {
                out[o1 + steps] = Math.min(A[i1], B[j1]);
            }
            if (((h2 + 1) >>> 1) > steps) {
                out[o3 + steps] = Math.min(A[i3], B[j3]);
            }
            if ((h2 >>> 1) > steps) {
                out[o4 - steps] = Math.max(A[i4], B[j4]);
            }
        }

        /** merge2MinMax with the B index derived from the A index and the step (one update per chain). */
        static void merge2Lean(long[] A, int a0, int na, long[] B, int b0, int nb, long[] out, int o0) {
            int n = na + nb;
            int m = n >>> 1;
            int lo = Math.max(0, m - nb);
            int hi = Math.min(m, na);
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (A[a0 + mid] < B[b0 + m - mid - 1]) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            int ca = lo;
            int cb = m - ca;
            // front chains: i + j = base + t; back chains: i + j = base - t
            int i1 = a0;
            int s1 = a0 + b0;
            int i2 = a0 + ca - 1;
            int s2 = a0 + ca - 1 + b0 + cb - 1;
            int i3 = a0 + ca;
            int s3 = a0 + ca + b0 + cb;
            int i4 = a0 + na - 1;
            int s4 = a0 + na - 1 + b0 + nb - 1;
            int o1 = o0;
            int o2 = o0 + m - 1;
            int o3 = o0 + m;
            int o4 = o0 + n - 1;
            int h2 = n - m;
            int steps = m >>> 1;
            for (int t = 0; t < steps; t++) {
                long a = A[i1];
                long b = B[s1 + t - i1];
                out[o1 + t] = Math.min(a, b);
                i1 += (int) ((a - b) >>> 63);

                long c = A[i2];
                long d = B[s2 - t - i2];
                out[o2 - t] = Math.max(c, d);
                i2 -= (int) ((d - c) >>> 63);

                long e = A[i3];
                long f = B[s3 + t - i3];
                out[o3 + t] = Math.min(e, f);
                i3 += (int) ((e - f) >>> 63);

                long g = A[i4];
                long h = B[s4 - t - i4];
                out[o4 - t] = Math.max(g, h);
                i4 -= (int) ((h - g) >>> 63);
            }
            if (((m + 1) >>> 1) > steps) {
                out[o1 + steps] = Math.min(A[i1], B[s1 + steps - i1]);
            }
            if (((h2 + 1) >>> 1) > steps) {
                out[o3 + steps] = Math.min(A[i3], B[s3 + steps - i3]);
            }
            if ((h2 >>> 1) > steps) {
                out[o4 - steps] = Math.max(A[i4], B[s4 - steps - i4]);
            }
        }

        /** Both ends only: two chains. */
        static void merge2Bidi(long[] A, int a0, int na, long[] B, int b0, int nb, long[] out, int o0) {
            int n = na + nb;
            int i1 = a0;
            int j1 = b0;
            int i2 = a0 + na - 1;
            int j2 = b0 + nb - 1;
            int o2 = o0 + n - 1;
            int steps = n >>> 1;
            for (int t = 0; t < steps; t++) {
                long a = A[i1];
                long b = B[j1];
                long lt = (a - b) >> 63;
                out[o0 + t] = b ^ ((a ^ b) & lt);
                i1 -= lt;
                j1 += 1 + lt;
                long c = A[i2];
                long d = B[j2];
                long gt = (d - c) >> 63;
                out[o2 - t] = d ^ ((c ^ d) & gt);
                i2 += gt;
                j2 -= 1 + gt;
            }
            if ((n & 1) != 0) {
                out[o0 + steps] = Math.min(A[i1], B[j1]);
            }
        }

        /** Front only: one chain. */
        static void merge2One(long[] A, int a0, int na, long[] B, int b0, int nb, long[] out, int o0) {
            int n = na + nb;
            int i1 = a0;
            int j1 = b0;
            for (int t = 0; t < n; t++) {
                long a = A[i1];
                long b = B[j1];
                long lt = (a - b) >> 63;
                out[o0 + t] = b ^ ((a ^ b) & lt);
                i1 -= lt;
                j1 += 1 + lt;
            }
        }

        /** A plain front-to-back merge with a branch per select (the control). */
        static void mergeBranchy(long[] A, int a0, int na, long[] B, int b0, int nb, long[] out, int o0) {
            int n = na + nb;
            int i = a0;
            int j = b0;
            for (int o = o0; o < o0 + n; o++) {
                long a = A[i];
                long b = B[j];
                if (a < b) {
                    out[o] = a;
                    i++;
                } else {
                    out[o] = b;
                    j++;
                }
            }
        }
    }
}
