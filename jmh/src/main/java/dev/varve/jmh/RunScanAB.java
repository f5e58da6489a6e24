package dev.varve.jmh;

import dev.varve.format.LocalFileIO;
import dev.varve.format.run.*;
import dev.varve.row.*;
import java.lang.management.*;
import java.nio.file.*;
import java.util.*;
/**
 * Same-JVM decode cost of two encodings of the same records: full scans (every column read) of the W1
 * run files in DIR_A and in DIR_B (e.g. version-1 files and their {@link RunRewrite} into version 2),
 * alternating, thread CPU per row. {@code java -cp jmh/target/benchmarks.jar dev.varve.jmh.RunScanAB DIR_A DIR_B REPS}
 */
public final class RunScanAB {
  private RunScanAB() {
  }

  static final RowType T = RunRewrite.W1_VALUE;
  public static void main(String[] a) throws Exception {
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    List<List<String>> dirs = new ArrayList<>();
    for (String d : new String[]{a[0], a[1]}) { List<String> fs = new ArrayList<>(); try (var s = Files.list(Path.of(d))) { s.forEach(p -> fs.add(p.toString())); } Collections.sort(fs); dirs.add(fs); }
    LocalFileIO io = new LocalFileIO();
    int reps = Integer.parseInt(a[2]);
    double[][] ns = new double[2][reps];
    long sink = 0; BytesView bv = new BytesView();
    for (int r = -3; r < reps; r++) {
      for (int x = 0; x < 2; x++) {
        int d = (r & 1) == 0 ? x : 1 - x;
        long rows = 0; long t0 = mx.getCurrentThreadCpuTime();
        for (String f : dirs.get(d)) {
          try (RunReader rd = RunReader.open(io, f, T); RunCursor c = rd.cursor(null, null, null)) {
            while (c.next()) { InternalRow v = c.value(); sink += v.getLong(0) + v.getLong(1) + Double.doubleToRawLongBits(v.getDouble(2)) + v.getBytesView(3, bv).length(); rows++; }
          }
        }
        long t = mx.getCurrentThreadCpuTime() - t0;
        if (r >= 0) ns[d][r] = t / (double) rows;
      }
    }
    for (int d = 0; d < 2; d++) { double[] s = ns[d].clone(); Arrays.sort(s); System.out.printf("%s: median %.1f ns/row, min %.1f, all %s%n", a[d], s[reps/2], s[0], Arrays.toString(Arrays.stream(ns[d]).map(v -> Math.round(v*10)/10.0).toArray())); }
    double[] ratio = new double[reps]; for (int r = 0; r < reps; r++) ratio[r] = ns[1][r] / ns[0][r]; Arrays.sort(ratio);
    System.out.printf("paired ratio %s / %s: median %.3f%n", a[1], a[0], ratio[reps/2]);
    System.out.println(sink == 42 ? "" : " ");
  }
}
