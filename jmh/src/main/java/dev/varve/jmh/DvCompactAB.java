package dev.varve.jmh;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Schema;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableCommit;
import dev.varve.kernel.TableWriter;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;

/**
 * Same-JVM A/B of a deletion-vector table's compaction commit: arm A ({@code varve.dv.count-marks=false}) is the old
 * way, the committer reads the compaction's output again to count the rows it marks; arm B (the default) counts them
 * as the merge writes the output. Each rep, not measured: a fresh table ({@code deletion-vectors.enabled}, one
 * bucket) with {@code bottom} rows on the max level and {@code upper} upserts of those keys on level 4; measured: one
 * checkpoint of {@code upper} upserts (keys drawn over the level-4 run's range, so the commit's own compaction merges
 * level 0 with level 4 into level 4, marking rows of the max level): write, {@code prepareCommit}, commit. Prints per arm the median and all reps of wall and process CPU milliseconds, and the B/A ratios.
 * {@code java -cp jmh/target/benchmarks.jar dev.varve.jmh.DvCompactAB [bottom] [upper] [reps]}
 */
public final class DvCompactAB {
    private DvCompactAB() {
    }

    public static void main(String[] a) throws Exception {
        int bottom = a.length > 0 ? Integer.parseInt(a[0]) : 400_000;
        int upper = a.length > 1 ? Integer.parseInt(a[1]) : 100_000;
        int reps = a.length > 2 ? Integer.parseInt(a[2]) : 8;
        com.sun.management.OperatingSystemMXBean os =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        Path warehouse = Files.createTempDirectory("varve-dv-ab");
        double[][] wall = new double[2][reps];
        double[][] cpu = new double[2][reps];
        int tables = 0;
        try (Catalog catalog = Catalog.open(warehouse.toString())) {
            catalog.createDatabase("bench", true);
            for (int r = -2; r < reps; r++) {
                for (int x = 0; x < 2; x++) {
                    int arm = (r & 1) == 0 ? x : 1 - x; // alternate which arm goes first
                    Identifier id = Identifier.of("bench", "t" + tables++);
                    catalog.createTable(id, Schema.builder()
                            .column("k", DataType.bigint().notNull())
                            .column("v1", DataType.bigint())
                            .column("v3", DataType.string())
                            .primaryKey("k")
                            .options(Map.of("bucket", "1", "deletion-vectors.enabled", "true", "commit.fsync", "false"))
                            .build(), false);
                    Table t = catalog.getTable(id);
                    SplittableRandom rnd = new SplittableRandom(tables);
                    System.setProperty("varve.dv.count-marks", String.valueOf(arm == 1));
                    long[] took;
                    try (TableWriter w = t.newWriter("ab"); TableCommit c = t.newCommit("ab")) {
                        GenericRow row = new GenericRow(3);
                        for (int k = 0; k < bottom; k++) {
                            write(w, row, k, rnd);
                        }
                        c.commit(1, w.prepareCommit(1));
                        long lo = bottom / 4;
                        for (int i = 0; i < upper; i++) {
                            write(w, row, lo + rnd.nextLong(upper * 2L), rnd);
                        }
                        c.commit(2, w.prepareCommit(2));
                        System.gc();
                        long wall0 = System.nanoTime();
                        long cpu0 = os.getProcessCpuTime();
                        for (int i = 0; i < upper; i++) {
                            write(w, row, lo + upper + rnd.nextLong(upper * 2L), rnd);
                        }
                        c.commit(3, w.prepareCommit(3));
                        took = new long[]{System.nanoTime() - wall0, os.getProcessCpuTime() - cpu0};
                    }
                    if (r >= 0) {
                        wall[arm][r] = took[0] / 1e6;
                        cpu[arm][r] = took[1] / 1e6;
                    }
                }
            }
        } finally {
            System.clearProperty("varve.dv.count-marks");
            try (Stream<Path> files = Files.walk(warehouse)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
        String[] names = {"A reread", "B counted"};
        for (int arm = 0; arm < 2; arm++) {
            System.out.printf("%s: wall median %.1f ms %s; process cpu median %.1f ms %s%n", names[arm],
                    median(wall[arm]), round(wall[arm]), median(cpu[arm]), round(cpu[arm]));
        }
        System.out.printf("B/A: wall %.3f, process cpu %.3f (bottom %d, upper %d, reps %d)%n",
                median(wall[1]) / median(wall[0]), median(cpu[1]) / median(cpu[0]), bottom, upper, reps);
    }

    private static void write(TableWriter w, GenericRow row, long k, SplittableRandom rnd) throws Exception {
        row.setField(0, k);
        row.setField(1, rnd.nextLong(1_000_000));
        row.setField(2, "value-" + k + "-" + (k * 31 % 9973));
        w.write(row);
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }

    private static String round(double[] v) {
        return Arrays.toString(Arrays.stream(v).map(x -> Math.round(x * 10) / 10.0).toArray());
    }
}
