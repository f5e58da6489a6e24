package dev.varve.jmh;

/**
 * What a full batch read of a workload's table must return after rows 0 .. rows-1 were written:
 * for a primary-key table every distinct key once with the values its merge engine gives (W1/W3
 * the last row of the key; W2 sum(v1), max(v2), last v3); for the append table every row, checked
 * by count and sum(v1). Engines call {@link #check} for every row they read, so a wrong value
 * fails the benchmark with a message naming the key. Not thread-safe.
 */
final class Expected {
    final Workload workload;
    final int rows;
    /** Rows the read must return. */
    final long count;
    /** W4: sum of v1 over all rows. */
    final long sumV1;
    private final long[] v1ByKey;
    private final double[] v2ByKey;
    private final byte[][] v3ByKey;
    /**
     * The expected v3 bytes of every written key packed in key order (key {@code k}'s at
     * {@code v3Packed[v3Start[k] .. v3Start[k + 1])}): the per-row check of a batch read walks them
     * in memory order, about half the cache lines of one array object per key.
     */
    private final byte[] v3Packed;
    private final int[] v3Start;
    private final boolean[] seen;
    private long read;
    private long readSumV1;

    Expected(Workload workload, Dataset d, int rows) {
        this.workload = workload;
        this.rows = rows;
        if (!workload.primaryKey) {
            this.count = rows;
            this.sumV1 = d.sumV1(rows);
            this.v1ByKey = null;
            this.v2ByKey = null;
            this.v3ByKey = null;
            this.v3Packed = null;
            this.v3Start = null;
            this.seen = null;
            return;
        }
        int[] last = d.lastRowOfKey(rows);
        long distinct = 0;
        v1ByKey = workload == Workload.W2 ? d.sumV1ByKey(rows) : new long[Dataset.KEY_SPACE];
        v2ByKey = workload == Workload.W2 ? d.maxV2ByKey(rows) : new double[Dataset.KEY_SPACE];
        v3ByKey = new byte[Dataset.KEY_SPACE][];
        for (int key = 0; key < Dataset.KEY_SPACE; key++) {
            int r = last[key];
            if (r < 0) {
                continue;
            }
            distinct++;
            // a copy allocated in key order: readers return a bucket's keys ascending, so the
            // check walks these arrays nearly in memory order instead of missing the cache on
            // every row (the dataset's arrays are in row order); the same for every engine
            v3ByKey[key] = d.v3[r].clone();
            if (workload != Workload.W2) {
                v1ByKey[key] = d.v1[r];
                v2ByKey[key] = d.v2[r];
            }
        }
        this.count = distinct;
        this.sumV1 = 0;
        v3Start = new int[Dataset.KEY_SPACE + 1];
        long bytes = 0;
        for (int key = 0; key < Dataset.KEY_SPACE; key++) {
            v3Start[key] = (int) bytes;
            bytes += v3ByKey[key] == null ? 0 : v3ByKey[key].length;
        }
        v3Start[Dataset.KEY_SPACE] = Math.toIntExact(bytes);
        v3Packed = new byte[(int) bytes];
        for (int key = 0; key < Dataset.KEY_SPACE; key++) {
            if (v3ByKey[key] != null) {
                System.arraycopy(v3ByKey[key], 0, v3Packed, v3Start[key], v3ByKey[key].length);
            }
        }
        this.seen = new boolean[Dataset.KEY_SPACE];
    }

    /** Forgets what was read (a new read starts). */
    void reset() {
        read = 0;
        readSumV1 = 0;
        if (seen != null) {
            java.util.Arrays.fill(seen, false);
        }
    }

    /** The expected v3 of a key (null if the key was never written). */
    byte[] v3(long key) {
        return v3ByKey == null || key < 0 || key >= Dataset.KEY_SPACE ? null : v3ByKey[(int) key];
    }

    /**
     * Whether {@code length} bytes of {@code a} from {@code offset} are exactly the expected v3 of
     * {@code key} (never for a key that was never written): {@link #v3(long)} compared with
     * {@link java.util.Arrays#equals(byte[], int, int, byte[], int, int)} (which the JIT vectorizes), on the
     * packed copy; every engine's harness checks v3 with it.
     */
    boolean v3Equals(long key, byte[] a, int offset, int length) {
        if (v3Packed == null || key < 0 || key >= Dataset.KEY_SPACE || v3ByKey[(int) key] == null) {
            return false;
        }
        int from = v3Start[(int) key];
        return length == v3Start[(int) key + 1] - from
                && java.util.Arrays.equals(a, offset, offset + length, v3Packed, from, from + length);
    }

    /** The expected v1 of a key, for point lookups (the key must have been written). */
    long v1(long key) {
        return v1ByKey[(int) key];
    }

    /**
     * Checks one row read; {@code v3Equal} says whether the engine's v3 equals {@link #v3(long)}
     * (for append tables pass true).
     */
    void check(long key, long v1, double v2, boolean v3Equal) {
        read++;
        if (seen == null) {
            readSumV1 += v1;
            return;
        }
        if (key < 0 || key >= Dataset.KEY_SPACE || v3ByKey[(int) key] == null) {
            throw new IllegalStateException(workload + ": read key " + key + " that was never written");
        }
        int kk = (int) key;
        if (seen[kk]) {
            throw new IllegalStateException(workload + ": key " + key + " read twice");
        }
        seen[kk] = true;
        if (v1 != v1ByKey[kk] || Double.compare(v2, v2ByKey[kk]) != 0 || !v3Equal) {
            throw new IllegalStateException(workload + ": key " + key + " read v1=" + v1 + ", v2=" + v2
                    + (v3Equal ? "" : ", a different v3") + "; expected v1=" + v1ByKey[kk] + ", v2=" + v2ByKey[kk]
                    + ", v3=" + new String(v3ByKey[kk], java.nio.charset.StandardCharsets.ISO_8859_1));
        }
    }

    /** Fails unless the read returned exactly what was expected; returns the row count. */
    long finish() {
        if (read != count) {
            throw new IllegalStateException(workload + ": the read returned " + read + " rows, expected " + count);
        }
        if (seen == null && readSumV1 != sumV1) {
            throw new IllegalStateException(workload + ": sum(v1) read " + readSumV1 + ", expected " + sumV1);
        }
        return read;
    }

    /** Whether a Java string equals the expected ASCII bytes. */
    static boolean sameAscii(String s, byte[] expected) {
        if (s == null || expected == null || s.length() != expected.length) {
            return false;
        }
        for (int i = 0; i < expected.length; i++) {
            if (s.charAt(i) != (char) (expected[i] & 0xff)) {
                return false;
            }
        }
        return true;
    }
}
