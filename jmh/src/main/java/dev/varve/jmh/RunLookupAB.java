package dev.varve.jmh;

import dev.varve.format.BloomFilter;
import dev.varve.format.LocalFileIO;
import dev.varve.format.run.RunReader;
import dev.varve.row.BytesView;
import dev.varve.row.InternalRow;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Same-JVM cost of point lookups in two encodings of the same records: the W1 run files of DIR_A and
 * DIR_B (e.g. {@link W1RunBytes}' "full" files written by two builds), each key probed in every file of
 * its directory ({@code lookupValue} with the key's bloom hash, every column of a hit read), alternating
 * which directory goes first, thread CPU per get. Run it with {@code -Dvarve.lookup.cache-bytes=0} to
 * make every get decode its page (the decode cost), and without for warm gets served from the lookup
 * cache.
 *
 * <pre>
 * java -cp jmh/target/benchmarks.jar dev.varve.jmh.RunLookupAB DIR_A DIR_B REPS GETS
 * </pre>
 */
public final class RunLookupAB {
    private RunLookupAB() {
    }

    public static void main(String[] a) throws Exception {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        LocalFileIO io = new LocalFileIO();
        List<List<RunReader>> readers = new ArrayList<>();
        for (String d : new String[] {a[0], a[1]}) {
            List<String> fs = new ArrayList<>();
            try (var s = Files.list(Path.of(d))) {
                s.filter(p -> p.getFileName().toString().startsWith("full-")).forEach(p -> fs.add(p.toString()));
            }
            Collections.sort(fs);
            List<RunReader> rs = new ArrayList<>();
            for (String f : fs) {
                rs.add(RunReader.open(io, f, RunRewrite.W1_VALUE));
            }
            readers.add(rs);
        }
        int reps = Integer.parseInt(a[2]);
        int gets = Integer.parseInt(a[3]);
        SplittableRandom rnd = new SplittableRandom(41);
        byte[][] keys = new byte[gets][];
        long[] hashes = new long[gets];
        for (int i = 0; i < gets; i++) {
            keys[i] = new byte[8];
            W1RunBytes.normalized(rnd.nextLong(Dataset.KEY_SPACE), keys[i]);
            hashes[i] = BloomFilter.hash(keys[i], 0, 8);
        }
        double[][] ns = new double[2][reps];
        long sink = 0;
        BytesView bv = new BytesView();
        long[] found = new long[2];
        for (int r = -3; r < reps; r++) {
            for (int x = 0; x < 2; x++) {
                int d = (r & 1) == 0 ? x : 1 - x;
                long t0 = mx.getCurrentThreadCpuTime();
                long hits = 0;
                for (int i = 0; i < gets; i++) {
                    for (RunReader rd : readers.get(d)) {
                        InternalRow v = rd.lookupValue(keys[i], hashes[i]);
                        if (v != null) {
                            sink += v.getLong(0) + v.getLong(1) + Double.doubleToRawLongBits(v.getDouble(2))
                                    + v.getBytesView(3, bv).length();
                            hits++;
                        }
                    }
                }
                long t = mx.getCurrentThreadCpuTime() - t0;
                found[d] = hits;
                if (r >= 0) {
                    ns[d][r] = t / (double) gets;
                }
            }
        }
        for (int d = 0; d < 2; d++) {
            double[] s = ns[d].clone();
            Arrays.sort(s);
            System.out.printf("%s: %d hits of %d gets, median %.1f ns/get, min %.1f, all %s%n", a[d], found[d], gets,
                    s[reps / 2], s[0], Arrays.toString(Arrays.stream(ns[d]).map(v -> Math.round(v * 10) / 10.0).toArray()));
        }
        double[] ratio = new double[reps];
        for (int r = 0; r < reps; r++) {
            ratio[r] = ns[1][r] / ns[0][r];
        }
        Arrays.sort(ratio);
        System.out.printf("paired ratio %s / %s: median %.3f%n", a[1], a[0], ratio[reps / 2]);
        System.out.println(sink == 42 ? "" : " ");
        for (List<RunReader> rs : readers) {
            for (RunReader r : rs) {
                r.close();
            }
        }
    }
}
