package dev.varve.jmh;

import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * PL point lookups (BENCHMARKS.md §3) on the W1 table right after W1 (built once per fork, not
 * timed): {@code lookups} gets of the keys {@code SplittableRandom(7).nextLong(1_000_000)}, each
 * timed into an HdrHistogram and checked after the pass's clocks stop (a miss exactly when the
 * key was never written, else v1 of its last write). One {@code SingleShotTime} op is one pass over the key
 * sequence (gets/s = lookups / score); the first measured pass is cold (Paimon builds its local
 * lookup files on first touch), the others warm. Engines: {@code varve} ({@code TableWriter.lookupView}
 * of a fresh writer on the committed table, with an unboxed key row: a warm get allocates nothing),
 * {@code paimon} ({@code LocalTableQuery} with the latest snapshot's files registered per bucket;
 * each get computes bucket and binary key with the table's {@code RowKeyExtractor}), {@code rocksdb} (tuned for gets: {@link RocksPeer#tunedForGets},
 * puts of the W1 rows with the WAL off, then flush).
 *
 * <p>The fork touches its heap as it commits it ({@code -XX:+AlwaysPreTouch}, all engines), as
 * {@link W4AppendBench}'s does: a Varve get through {@code lookup} allocated only a boxed key and the
 * row it returned, so the young generation rarely collected and kept growing into heap pages touched
 * for the first time; on a VM where such a page fault costs ~10 µs, about one get in a hundred took
 * one, which was the warm p99 (jmh/PEERS.md, "Run of record ... 7e68759": 12–13 µs without, ~1 µs with).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 3)
@Fork(value = 1, jvmArgsAppend = {
        "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED", "-XX:ThreadPriorityPolicy=1", "-XX:JavaPriority1_To_OSPriority=19",
        "--add-opens=java.base/java.nio=ALL-UNNAMED",
        "-Xmx4g", "-XX:+AlwaysPreTouch", "-XX:MaxDirectMemorySize=4g"})
public class PointLookupBench {
    @Param({"varve", "paimon", "rocksdb"})
    public String engine;

    @Param({"5000000"})
    public int n;

    @Param({"1000000"})
    public int lookups;

    private Dataset data;
    private Expected expected;
    private long[] keys;
    /** The v1 (or Long.MIN_VALUE for a miss) each get of the pass returned, checked after the pass. */
    private long[] results;
    private WriteRun run;
    private RocksPeer rocks;
    private double openMs;
    private int pass;
    private Histogram latency;
    private long nanos;
    private long hits;
    private long errors;
    private String firstError;
    private CpuMeter cpu;

    @Setup(Level.Trial)
    public void buildTable() {
        data = Dataset.of(n);
        expected = new Expected(Workload.W1, data, n);
        keys = Dataset.lookupKeys(lookups);
        results = new long[lookups];
        long t0;
        if (engine.equals("rocksdb")) {
            rocks = RocksPeer.tunedForGets(WriteRun.freshDir("pl-rocksdb"), data);
            rocks.putAll(n, null);
            rocks.flush();
            t0 = System.nanoTime();
        } else {
            run = new WriteRun(engine, Workload.W1, data, n, false);
            run.writeAll();
            t0 = System.nanoTime();
            run.engine.openLookup();
        }
        openMs = (System.nanoTime() - t0) / 1e6;
    }

    @Setup(Level.Iteration)
    public void newPass() {
        latency = Figures.newHistogram();
        hits = 0;
        errors = 0;
        firstError = null;
    }

    @Benchmark
    public long gets() {
        cpu = CpuMeter.start();
        long start = System.nanoTime();
        TableEngine e = run == null ? null : run.engine;
        long[] ks = keys;
        long[] got = results;
        for (int i = 0; i < ks.length; i++) {
            long t0 = System.nanoTime();
            long v1 = e != null ? e.lookupV1(ks[i]) : rocks.getV1(ks[i]);
            latency.recordValue(System.nanoTime() - t0);
            got[i] = v1;
        }
        nanos = System.nanoTime() - start;
        cpu.stop();
        // checked after the clocks stop: the checker's look-ups of the expected values (two random
        // reads of arrays over the key space) are no part of a get
        for (int i = 0; i < ks.length; i++) {
            check(ks[i], got[i]);
        }
        return hits;
    }

    private void check(long k, long v1) {
        boolean written = expected.v3(k) != null;
        if (written && v1 == expected.v1(k)) {
            hits++;
        } else if (written || v1 != Long.MIN_VALUE) {
            errors++;
            if (firstError == null) {
                firstError = "key " + k + ": got " + (v1 == Long.MIN_VALUE ? "a miss" : "v1=" + v1)
                        + ", expected " + (written ? "v1=" + expected.v1(k) : "a miss");
            }
        }
    }

    @TearDown(Level.Iteration)
    public void record() {
        Figures f = new Figures("PointLookupBench", engine, n, ++pass);
        f.put("pass", pass == 1 ? "cold" : "warm");
        f.put("lookups", keys.length);
        f.put("hits", hits);
        f.put("open.ms", openMs);
        f.rate("gets_per_s", keys.length, nanos);
        cpu.record(f, "get", keys.length);
        f.latencyMicros("get", latency);
        if (errors > 0) {
            WriteRun.checkFailed(f, "point lookups", new IllegalStateException(errors + " wrong results, first: " + firstError));
        }
        f.emit();
    }

    @TearDown(Level.Trial)
    public void close() {
        if (rocks != null) {
            try {
                rocks.close();
            } finally {
                TableEngine.deleteTree(rocks.dir());
            }
        }
        if (run != null) {
            run.close();
        }
    }
}
