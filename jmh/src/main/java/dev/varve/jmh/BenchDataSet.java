package dev.varve.jmh;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The data set of BENCHMARKS.md §1 (seed 42, draws in the documented order), generated into
 * primitive arrays before any timing, then physically reordered "by key, then by sequence (= the
 * row's index in generation order)" as the run-format benchmarks need: row r of the arrays is
 * the r-th record, {@link #seq} holds its generation index. Immutable after build.
 */
public final class BenchDataSet {
    public final int n;
    /** Column values in key-then-sequence order. */
    public final long[] k;
    public final long[] v1;
    public final double[] v2;
    public final byte[][] v3;
    /** The generation index (= sequence number) of each row. */
    public final long[] seq;

    private BenchDataSet(int n) {
        this.n = n;
        long[] gk = new long[n];
        long[] gv1 = new long[n];
        double[] gv2 = new double[n];
        byte[][] gv3 = new byte[n][];
        SplittableRandom rnd = new SplittableRandom(42);
        for (int i = 0; i < n; i++) {
            gk[i] = rnd.nextLong(1_000_000);
            gv1[i] = rnd.nextLong(1_000_000_000L);
            gv2[i] = rnd.nextDouble();
            int len = 16 + rnd.nextInt(17);
            byte[] s = new byte[len];
            for (int j = 0; j < len; j++) {
                int c = rnd.nextInt(52);
                s[j] = (byte) (c < 26 ? 'A' + c : 'a' + (c - 26));
            }
            gv3[i] = s;
        }
        verifyCheckValues(gk, gv1, gv2, gv3);
        // k < 2^20 and i < 2^23 (n ≤ 8,388,608): one long sort gives key-then-sequence order
        if (n > (1 << 23)) {
            throw new IllegalArgumentException("n must be at most 8388608, got " + n);
        }
        long[] packed = new long[n];
        for (int i = 0; i < n; i++) {
            packed[i] = (gk[i] << 23) | i;
        }
        Arrays.sort(packed);
        k = new long[n];
        v1 = new long[n];
        v2 = new double[n];
        v3 = new byte[n][];
        seq = new long[n];
        for (int r = 0; r < n; r++) {
            int i = (int) (packed[r] & ((1 << 23) - 1));
            k[r] = gk[i];
            v1[r] = gv1[i];
            v2[r] = gv2[i];
            v3[r] = gv3[i].clone(); // allocated in row order, so a scan of the rows walks memory forwards
            seq[r] = i;
        }
    }

    public static BenchDataSet generate(int n) {
        return new BenchDataSet(n);
    }

    /** The normalized key of a row: 8 bytes big-endian of k with the sign bit flipped. */
    public static void key(long k, byte[] out) {
        long x = k ^ Long.MIN_VALUE;
        for (int j = 7; j >= 0; j--) {
            out[j] = (byte) x;
            x >>>= 8;
        }
    }

    public String v3String(int i) {
        return new String(v3[i], StandardCharsets.US_ASCII);
    }

    /** Checks the generator against BENCHMARKS.md's check values for rows 0..2 (fails loudly). */
    private static void verifyCheckValues(long[] k, long[] v1, double[] v2, byte[][] v3) {
        if (k.length >= 3 && (k[0] != 637706 || v1[0] != 63446145 || v2[0] != 0.27860113025513866
                || !new String(v3[0], StandardCharsets.US_ASCII).equals("BTMPQelbvSgBkNMsCJCZUbqSxaLADdJ") || k[1] != 564641
                || !new String(v3[1], StandardCharsets.US_ASCII).equals("ZVROUcJzHIIzoxQrA") || k[2] != 537024)) {
            throw new IllegalStateException("the data set generator does not match BENCHMARKS.md §1");
        }
    }
}
