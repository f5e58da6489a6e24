package dev.varve.jmh;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The peers data set of BENCHMARKS.md §1 in generation order: one {@link SplittableRandom} with
 * seed 42, per row the draws k, v1, v2, len, then len letters. Generated into primitive arrays
 * before any timing; a workload with N rows uses rows 0 .. N-1. Also derives what the workloads
 * check their results against (last row per key, per-key aggregates, the expected lookup
 * changelog) and the point-lookup key sequence of PL / R1 ({@code SplittableRandom(7)}).
 *
 * <p>Immutable after construction and safe to share between threads; {@link #of(int)} caches the
 * last data set generated in this JVM.
 */
public final class Dataset {
    /** Keys are uniform in [0, KEY_SPACE). */
    public static final int KEY_SPACE = 1_000_000;
    /** Rows per commit (one checkpoint) in every write workload. */
    public static final int COMMIT_ROWS = 100_000;

    public final int n;
    public final long[] k;
    public final long[] v1;
    public final double[] v2;
    /** ASCII letters, 16..32 bytes each; shared, never modify. */
    public final byte[][] v3;

    private static Dataset cached;

    private Dataset(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("row count must be >= 0, got " + n);
        }
        this.n = n;
        this.k = new long[n];
        this.v1 = new long[n];
        this.v2 = new double[n];
        this.v3 = new byte[n][];
        SplittableRandom rnd = new SplittableRandom(42);
        Row row = new Row();
        for (int i = 0; i < n; i++) {
            row.next(rnd);
            k[i] = row.k;
            v1[i] = row.v1;
            v2[i] = row.v2;
            v3[i] = Arrays.copyOf(row.v3, row.len);
        }
    }

    /** The first {@code n} rows (generated, or the cached data set of this JVM if it has n rows). */
    public static synchronized Dataset of(int n) {
        if (cached == null || cached.n != n) {
            cached = null; // let the old arrays go before allocating the new ones
            cached = new Dataset(n);
        }
        return cached;
    }

    /**
     * One generated row in scratch fields; {@link #next} draws exactly as BENCHMARKS.md §1 says
     * (the tests stream the 5 000 000-row check values through it without keeping arrays).
     */
    static final class Row {
        long k;
        long v1;
        double v2;
        int len;
        final byte[] v3 = new byte[32];

        void next(SplittableRandom rnd) {
            k = rnd.nextLong(KEY_SPACE);
            v1 = rnd.nextLong(1_000_000_000L);
            v2 = rnd.nextDouble();
            len = 16 + rnd.nextInt(17);
            for (int j = 0; j < len; j++) {
                int c = rnd.nextInt(52);
                v3[j] = (byte) (c < 26 ? 'A' + c : 'a' + (c - 26));
            }
        }
    }

    /** What the check-value table of §1 lists for a row count. */
    public static final class Summary {
        public final long distinctKeys;
        public final long sumV1;
        public final long v3Bytes;

        Summary(long distinctKeys, long sumV1, long v3Bytes) {
            this.distinctKeys = distinctKeys;
            this.sumV1 = sumV1;
            this.v3Bytes = v3Bytes;
        }

        @Override
        public String toString() {
            return distinctKeys + " distinct keys, sum(v1)=" + sumV1 + ", " + v3Bytes + " bytes of v3";
        }
    }

    /** The check values of this data set. */
    public Summary summary() {
        boolean[] seen = new boolean[KEY_SPACE];
        long distinct = 0;
        long sum = 0;
        long bytes = 0;
        for (int i = 0; i < n; i++) {
            if (!seen[(int) k[i]]) {
                seen[(int) k[i]] = true;
                distinct++;
            }
            sum += v1[i];
            bytes += v3[i].length;
        }
        return new Summary(distinct, sum, bytes);
    }

    public String v3String(int i) {
        return new String(v3[i], StandardCharsets.ISO_8859_1);
    }

    /** For each key, the index of the last of rows 0 .. rows-1 written with it, or -1. */
    public int[] lastRowOfKey(int rows) {
        checkRows(rows);
        int[] last = new int[KEY_SPACE];
        Arrays.fill(last, -1);
        for (int i = 0; i < rows; i++) {
            last[(int) k[i]] = i;
        }
        return last;
    }

    /** Distinct keys among rows 0 .. rows-1. */
    public long distinctKeys(int rows) {
        long d = 0;
        for (int r : lastRowOfKey(rows)) {
            if (r >= 0) {
                d++;
            }
        }
        return d;
    }

    /** Sum of v1 over rows 0 .. rows-1 (W4's check). */
    public long sumV1(int rows) {
        checkRows(rows);
        long s = 0;
        for (int i = 0; i < rows; i++) {
            s += v1[i];
        }
        return s;
    }

    /** W2's expected v1 per key: sum of v1 over the key's rows among 0 .. rows-1. */
    public long[] sumV1ByKey(int rows) {
        checkRows(rows);
        long[] s = new long[KEY_SPACE];
        for (int i = 0; i < rows; i++) {
            s[(int) k[i]] += v1[i];
        }
        return s;
    }

    /** W2's expected v2 per key: max of v2 over the key's rows among 0 .. rows-1 (NaN if absent). */
    public double[] maxV2ByKey(int rows) {
        checkRows(rows);
        double[] m = new double[KEY_SPACE];
        Arrays.fill(m, Double.NaN);
        for (int i = 0; i < rows; i++) {
            int key = (int) k[i];
            if (Double.isNaN(m[key]) || v2[i] > m[key]) {
                m[key] = v2[i];
            }
        }
        return m;
    }

    /**
     * The expected lookup changelog of W3 (BENCHMARKS.md §3) for rows 0 .. rows-1: each commit's
     * rows deduplicated by key; a new key gives +I, a key that existed gives -U and +U. Returns
     * the counts {+I, -U, +U, -D}.
     */
    public long[] expectedLookupChangelog(int rows, int commitRows) {
        checkRows(rows);
        if (commitRows <= 0) {
            throw new IllegalArgumentException("rows per commit must be > 0, got " + commitRows);
        }
        boolean[] existed = new boolean[KEY_SPACE];
        int[] inCommit = new int[KEY_SPACE];
        Arrays.fill(inCommit, -1);
        long inserts = 0;
        long updates = 0;
        for (int start = 0, commit = 0; start < rows; start += commitRows, commit++) {
            int end = Math.min(rows, start + commitRows);
            for (int i = start; i < end; i++) {
                int key = (int) k[i];
                if (inCommit[key] == commit) {
                    continue;
                }
                inCommit[key] = commit;
                if (existed[key]) {
                    updates++;
                } else {
                    inserts++;
                }
            }
            for (int i = start; i < end; i++) {
                existed[(int) k[i]] = true;
            }
        }
        return new long[] {inserts, updates, updates, 0};
    }

    private void checkRows(int rows) {
        if (rows < 0 || rows > n) {
            throw new IllegalArgumentException("row count must be in [0, " + n + "], got " + rows);
        }
    }

    /** The point-lookup keys of PL and R1: {@code new SplittableRandom(7).nextLong(1_000_000)}, in order. */
    public static long[] lookupKeys(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("lookup count must be >= 0, got " + count);
        }
        SplittableRandom rnd = new SplittableRandom(7);
        long[] keys = new long[count];
        for (int i = 0; i < count; i++) {
            keys[i] = rnd.nextLong(KEY_SPACE);
        }
        return keys;
    }
}
