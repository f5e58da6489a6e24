package dev.varve.jmh;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableCommit;
import dev.varve.kernel.TableWriter;
import dev.varve.row.GenericRow;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
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
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;

/**
 * The CPU of one compaction, isolated: each iteration writes {@code runs} sorted runs of
 * {@code rowsPerRun} random upserts (W1's columns: k BIGINT primary key, v1 BIGINT, v2 DOUBLE,
 * v3 STRING; keys drawn from {@code runs × rowsPerRun × keyShare / 100} values, so keys repeat within and
 * across runs) into a fresh {@code write-only} table of one bucket, not measured; the measured
 * {@code SingleShotTime} op is one {@link Table#compact} of that bucket: the merge of the runs'
 * files into the top level, decode, merge and encode. The iteration tear-down records into the
 * figures side-car ({@code PEERS_EXTRA}): {@code compact.cpu_us_per_row} and
 * {@code compact.cpu_ex_jit_us_per_row} (this JVM's CPU, page compression threads included, per
 * input row, {@link CpuMeter}), {@code compact.thread_cpu_ns_per_row} (the compacting thread
 * only), {@code compact.prefetch_cpu_ns_per_row} (the page read-ahead threads, which read and
 * decompress the sources' next pages), {@code compact.wall_ns_per_row} (the compaction's wall time)
 * and {@code compact.thread_alloc_bytes_per_row} (its heap allocation;
 * {@code -prof gc} counts every thread). Warm-up iterations are recorded as iteration 0.
 *
 * <p>Not thread-safe: JMH runs one benchmark thread per fork.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 4)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgsAppend = {
        "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED", "--add-opens=java.base/java.nio=ALL-UNNAMED",
        "-Xmx2g", "-XX:MaxDirectMemorySize=2g"})
public class CompactMergeBench {
    /** Sorted runs merged by the compaction (the k of its merge). */
    @Param({"4", "12"})
    public int runs;

    @Param({"200000"})
    public int rowsPerRun;

    /**
     * The table's merge engine: {@code deduplicate} (W1's) or {@code aggregation} (W2's functions: v1 sum,
     * v2 max, v3 last_non_null_value).
     */
    @Param({"deduplicate"})
    public String mergeEngine;

    /** Distinct keys as a percentage of all rows written (lower: more versions per key). */
    @Param({"50"})
    public int keyShare;

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private Path warehouse;
    private Catalog catalog;
    private Table table;
    private int tables;
    private int measured;
    private boolean warmup;
    private CpuMeter cpu;
    private long threadCpu;
    private long threadAlloc;
    private long readAheadCpu;
    private long wallStart;

    @Setup(Level.Trial)
    public void open() throws IOException {
        warehouse = Files.createTempDirectory("varve-compact-bench");
        catalog = Catalog.open(warehouse.toString());
        catalog.createDatabase("bench", true);
    }

    /** A fresh table holding {@code runs} sorted runs (one commit each, no compaction). */
    @Setup(Level.Iteration)
    public void writeRuns(IterationParams iteration) {
        warmup = iteration.getType() == IterationType.WARMUP;
        Identifier id = Identifier.of("bench", "t" + tables++);
        catalog.createTable(id, Workload.W1.schema(options()), false);
        table = catalog.getTable(id);
        SplittableRandom rnd = new SplittableRandom(42 + tables);
        long keys = Math.max(1, (long) runs * rowsPerRun * keyShare / 100);
        GenericRow row = new GenericRow(4);
        try (TableWriter writer = table.newWriter("bench"); TableCommit commit = table.newCommit("bench")) {
            for (int r = 0; r < runs; r++) {
                for (int i = 0; i < rowsPerRun; i++) {
                    long k = rnd.nextLong(keys);
                    row.setField(0, k);
                    row.setField(1, rnd.nextLong(1_000_000));
                    row.setField(2, rnd.nextDouble());
                    row.setField(3, "value-" + k + "-" + (k * 31 % 9973));
                    writer.write(row);
                }
                commit.commit(r, writer.prepareCommit(r));
            }
        } catch (Exception e) {
            throw new IllegalStateException("cannot write the runs: " + e.getMessage(), e);
        }
        readAheadCpu = readAheadCpu(); // first: it allocates (the thread list), not to be counted
        cpu = CpuMeter.start();
        threadCpu = THREADS.getCurrentThreadCpuTime();
        threadAlloc = THREADS.getCurrentThreadAllocatedBytes();
        wallStart = System.nanoTime();
    }

    /** CPU nanoseconds of the page read-ahead threads ({@code varve-page-prefetch-*}) so far. */
    private static long readAheadCpu() {
        long ns = 0;
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().startsWith("varve-page-prefetch")) {
                ns += Math.max(0, THREADS.getThreadCpuTime(t.getId()));
            }
        }
        return ns;
    }

    private Map<String, String> options() {
        Map<String, String> o = new java.util.HashMap<>(Map.of("bucket", "1", "write-only", "true", "commit.fsync", "false"));
        switch (mergeEngine) {
            case "deduplicate":
                break;
            case "aggregation":
                o.put("merge-engine", "aggregation");
                o.put("fields.v1.aggregate-function", "sum");
                o.put("fields.v2.aggregate-function", "max");
                o.put("fields.v3.aggregate-function", "last_non_null_value");
                break;
            default:
                throw new IllegalArgumentException("mergeEngine must be deduplicate or aggregation, got " + mergeEngine);
        }
        return o;
    }

    @Benchmark
    public long compact() {
        return table.compact(Map.of());
    }

    @TearDown(Level.Iteration)
    public void record() {
        long wall = System.nanoTime() - wallStart;
        long thread = THREADS.getCurrentThreadCpuTime() - threadCpu;
        long alloc = THREADS.getCurrentThreadAllocatedBytes() - threadAlloc;
        long ahead = readAheadCpu() - readAheadCpu;
        long rows = (long) runs * rowsPerRun;
        Figures f = new Figures("CompactMergeBench", "varve", (int) rows, warmup ? 0 : ++measured);
        f.put("runs", runs);
        cpu.record(f, "compact", rows);
        f.put("compact.thread_cpu_ns_per_row", thread / (double) rows);
        f.put("compact.thread_alloc_bytes_per_row", alloc / (double) rows);
        f.put("compact.prefetch_cpu_ns_per_row", ahead / (double) rows);
        f.put("compact.wall_ns_per_row", wall / (double) rows);
        f.emit();
    }

    @TearDown(Level.Trial)
    public void close() throws IOException {
        catalog.close();
        try (Stream<Path> files = Files.walk(warehouse)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (UncheckedIOException e) {
            // a temp directory left behind is harmless
        }
    }
}
