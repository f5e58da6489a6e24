package dev.varve.format.run;

import dev.varve.format.BloomFilter;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * In-process A/B of a run file's bloom filter filled at finish by one thread or by two ({@link BloomHalves}: the
 * writer's thread and a run-writer worker, half the blocks each; w143, round 43): one JVM fills filters of the same
 * {@code keys} hashes (8-byte keys, 10 bits per key: a W1 compaction output's filter) alternately both ways into a
 * reused bit array (as a writer scratch's), and reports per key the wall time and the calling thread's CPU of each,
 * and checks that both give the same bytes.
 *
 * <pre>java -cp benchmarks.jar dev.varve.format.run.BloomHalvesAB [keys 500000] [rounds 15]</pre>
 */
public final class BloomHalvesAB {
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private BloomHalvesAB() {
    }

    public static void main(String[] args) {
        int keys = args.length > 0 ? Integer.parseInt(args[0]) : 500_000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 15;
        SplittableRandom rnd = new SplittableRandom(43);
        long[][] chunks = new long[keys / RunWriter.HASH_CHUNK + 1][RunWriter.HASH_CHUNK];
        byte[] k = new byte[8];
        for (int i = 0; i < keys; i++) {
            long v = rnd.nextLong();
            for (int b = 0; b < 8; b++) {
                k[b] = (byte) (v >>> (56 - 8 * b));
            }
            chunks[i / RunWriter.HASH_CHUNK][i % RunWriter.HASH_CHUNK] = BloomFilter.hash(k, 0, 8);
        }
        byte[] bits = new byte[BloomFilter.bitBytes(keys, 10)];
        double[][] wall = new double[2][rounds];
        double[][] cpu = new double[2][rounds];
        byte[][] out = new byte[2][];
        for (int round = -5; round < rounds; round++) {
            for (int j = 0; j < 2; j++) {
                int arm = (Math.max(round, 0) + j) % 2;
                long w0 = System.nanoTime();
                long c0 = THREADS.getCurrentThreadCpuTime();
                BloomFilter f = BloomFilter.create(keys, 10, bits);
                if (arm == 0) {
                    f.addHashes(chunks, RunWriter.HASH_CHUNK, keys, 0, Long.MAX_VALUE);
                } else {
                    BloomHalves.fill(f, chunks, RunWriter.HASH_CHUNK, keys);
                }
                long c = THREADS.getCurrentThreadCpuTime() - c0;
                long w = System.nanoTime() - w0;
                byte[] s = f.serialize();
                if (out[arm] == null) {
                    out[arm] = s;
                }
                if (!Arrays.equals(out[arm], s) || out[1 - arm] != null && !Arrays.equals(out[1 - arm], s)) {
                    throw new IllegalStateException("the filters differ");
                }
                if (round >= 0) {
                    wall[arm][round] = w / (double) keys;
                    cpu[arm][round] = c / (double) keys;
                }
            }
        }
        double[] rw = new double[rounds];
        double[] rc = new double[rounds];
        for (int i = 0; i < rounds; i++) {
            rw[i] = wall[1][i] / wall[0][i];
            rc[i] = cpu[1][i] / cpu[0][i];
        }
        System.out.printf("%d keys, %d processors, parallel=%s: one thread wall %.2f, cpu %.2f ns/key; two threads wall %.2f, "
                        + "calling thread cpu %.2f ns/key; two / one per round, median (min-max): wall %.3f (%.3f-%.3f), "
                        + "calling thread cpu %.3f (%.3f-%.3f); same bytes%n",
                keys, Runtime.getRuntime().availableProcessors(), BloomHalves.ON, median(wall[0]), median(cpu[0]),
                median(wall[1]), median(cpu[1]), median(rw), Arrays.stream(rw).min().orElse(0),
                Arrays.stream(rw).max().orElse(0), median(rc), Arrays.stream(rc).min().orElse(0),
                Arrays.stream(rc).max().orElse(0));
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }
}
