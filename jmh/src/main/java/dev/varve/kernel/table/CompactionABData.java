package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * What the in-process compaction A/Bs ({@link AddViewFoldAB}, {@link TieFreeCompactionAB},
 * {@link CompactionPrefetchAB}) share: the W1 / W2-shaped table (k BIGINT key, v1 BIGINT, v2 DOUBLE, v3 STRING), one
 * run's seeded upserts, BIGINT's normalized key, the compacting thread's CPU and allocation counters, medians and the
 * temporary directory's removal. Each A/B keeps its own arms, run layout and figures.
 */
final class CompactionABData {
    static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private CompactionABData() {
    }

    /** The in-process compaction A/Bs' arguments: {@code [runs 5] [rowsPerRun 200000] [rounds 9] [keyShare 50]}. */
    static final class Args {
        final int runs;
        final int rowsPerRun;
        final int rounds;
        final int keyShare;

        Args(String[] args) {
            runs = args.length > 0 ? Integer.parseInt(args[0]) : 5;
            rowsPerRun = args.length > 1 ? Integer.parseInt(args[1]) : 200_000;
            rounds = args.length > 2 ? Integer.parseInt(args[2]) : 9;
            keyShare = args.length > 3 ? Integer.parseInt(args[3]) : 50;
        }
    }

    /** Creates {@code bench.<name>} (k BIGINT NOT NULL primary key, v1 BIGINT, v2 DOUBLE, v3 STRING) with {@code options}. */
    static TableContext createTable(Catalog catalog, String name, Map<String, String> options) throws Exception {
        catalog.createDatabase("bench", true);
        Identifier id = Identifier.of("bench", name);
        catalog.createTable(id, dev.varve.jmh.Workload.W1.schema(options), false);
        return ((FileStoreTable) catalog.getTable(id)).context();
    }

    /**
     * Run {@code run}'s upserts, the last per key (seed 42 + run): {@code rowsPerRun} draws of a key below {@code keys},
     * a string of {@code minLength + [0, lengthSpread)} letters (lower case, or both cases when {@code mixedCase}), v1
     * below {@code v1Bound}, v2 in [0, 1).
     */
    static TreeMap<Long, Object[]> upserts(int run, int rowsPerRun, long keys, long v1Bound, int minLength,
                                           int lengthSpread, boolean mixedCase) {
        SplittableRandom rnd = new SplittableRandom(42 + run);
        TreeMap<Long, Object[]> versions = new TreeMap<>();
        for (int i = 0; i < rowsPerRun; i++) {
            long k = rnd.nextLong(keys);
            char[] s = new char[minLength + rnd.nextInt(lengthSpread)];
            for (int c = 0; c < s.length; c++) {
                if (mixedCase) {
                    int x = rnd.nextInt(52);
                    s[c] = (char) (x < 26 ? 'A' + x : 'a' + (x - 26));
                } else {
                    s[c] = (char) ('a' + rnd.nextInt(26));
                }
            }
            versions.put(k, new Object[] {k, rnd.nextLong(v1Bound), rnd.nextDouble(), new String(s)});
        }
        return versions;
    }

    /** BIGINT's normalized key: big-endian with the sign bit flipped. */
    static byte[] key(long k) {
        long v = k ^ Long.MIN_VALUE;
        byte[] b = new byte[8];
        for (int i = 0; i < 8; i++) {
            b[i] = (byte) (v >>> (56 - 8 * i));
        }
        return b;
    }

    static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }

    /** Deletes {@code dir} and everything below it. */
    static void deleteTree(Path dir) throws Exception {
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
