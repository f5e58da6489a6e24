package dev.varve.jmh;

import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowSerializer;
import dev.varve.row.RowType;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The writer thread's row encode alone ({@link RowSerializer#serialize}, what {@code TableWriter.write} does to every
 * row before the memtable copies it): W1's heap rows (BIGINT NOT NULL, BIGINT, DOUBLE, STRING of 16..32 letters),
 * {@code rows} of them (256: hot in cache, the encode's own CPU; more: their first touch too) encoded over and over,
 * 15 repetitions of 65 536 encodes; prints the median of the last 10 repetitions' CPU ns per row. An A/B of the flat
 * path runs JVMs alternately with and without {@code -Dvarve.row.flat-writer=false}:
 * {@code java -cp benchmarks.jar dev.varve.jmh.RowSerializeRun 256}.
 */
public final class RowSerializeRun {
    private RowSerializeRun() {
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 256;
        RowType t = new RowType(List.of(new DataField(0, "k", DataType.bigint().notNull()),
                new DataField(1, "v1", DataType.bigint()), new DataField(2, "v2", DataType.doubleType()),
                new DataField(3, "v3", DataType.string())));
        RowSerializer s = new RowSerializer(t);
        SplittableRandom r = new SplittableRandom(1);
        GenericRow[] rows = new GenericRow[n];
        for (int i = 0; i < n; i++) {
            char[] c = new char[16 + r.nextInt(17)];
            for (int j = 0; j < c.length; j++) {
                c[j] = (char) ('a' + r.nextInt(26));
            }
            rows[i] = GenericRow.of(r.nextLong(), r.nextLong(1_000_000_000L), r.nextDouble(), new String(c));
        }
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        int rounds = Math.max(1, 65_536 / n);
        double[] ns = new double[15];
        long sink = 0;
        for (int rep = 0; rep < ns.length; rep++) {
            long c0 = mx.getCurrentThreadCpuTime();
            for (int k = 0; k < rounds; k++) {
                for (int i = 0; i < n; i++) {
                    sink += s.serialize(rows[i]);
                }
            }
            ns[rep] = (mx.getCurrentThreadCpuTime() - c0) / ((double) rounds * n);
        }
        double[] last = Arrays.copyOfRange(ns, 5, ns.length);
        Arrays.sort(last);
        System.out.printf("row encode %.2f ns/row (flat writer %s; %d rows; bytes %d)%n", last[last.length / 2],
                System.getProperty("varve.row.flat-writer", "on"), n, sink);
    }
}
