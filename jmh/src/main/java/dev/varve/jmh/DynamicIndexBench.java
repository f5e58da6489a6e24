package dev.varve.jmh;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Schema;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.kernel.table.KeyIndexes;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.concurrent.TimeUnit;
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
 * Key indexes of dynamic-bucket tables (issue 5, kernel INDEX_FORMAT.md "Performance"): what a
 * writer pays at start to get the key index of a table of {@code n} keys. One
 * {@code SingleShotTime} op is one full index build:
 * <ul>
 *   <li>{@code crossLoad}: the persisted cross-partition index (key → partition, bucket) read from
 *   its index files ({@link KeyIndexes#load});</li>
 *   <li>{@code crossRebuild}: the same index rebuilt by merging every data file
 *   ({@link KeyIndexes#rebuild}, the bootstrap of a snapshot without index files);</li>
 *   <li>{@code dynamicLoad}: the per-partition key-hash → bucket indexes of a dynamic-bucket table
 *   whose primary key holds the partition column.</li>
 * </ul>
 * The table (BIGINT key, 8 partitions, default {@code dynamic-bucket.target-row-num}, keys
 * written in random order) is built once per {@code (table, n)} under
 * {@code $PEERS_TMP/varve-dynidx} and reused by later forks. Each op prints the index's key
 * count and off-heap bytes per key ({@code [dynidx] ...} lines).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(value = 1, jvmArgsAppend = {
        "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED", "-XX:ThreadPriorityPolicy=1", "-XX:JavaPriority1_To_OSPriority=19",
        "--add-opens=java.base/java.nio=ALL-UNNAMED",
        "-Xmx4g", "-XX:MaxDirectMemorySize=4g"})
public class DynamicIndexBench {
    private static final Identifier ID = Identifier.of("default", "t");

    @Param({"crossLoad", "crossRebuild", "dynamicLoad"})
    public String what;

    @Param({"1000000"})
    public int n;

    private Catalog catalog;
    private Table table;

    @Setup(Level.Trial)
    public void openTable() throws IOException {
        boolean cross = what.startsWith("cross");
        Path dir = tableDir((cross ? "cross-" : "dynamic-") + n);
        Path done = dir.resolve("COMPLETE");
        if (!Files.exists(done)) {
            deleteRecursively(dir);
            Files.createDirectories(dir);
            build(dir, cross);
            Files.createFile(done);
        }
        catalog = Catalog.open(dir.toString());
        table = catalog.getTable(ID);
    }

    private void build(Path dir, boolean cross) {
        try (Catalog c = Catalog.open(dir.toString())) {
            c.createTable(ID, Schema.builder()
                    .column("k", DataType.parse("BIGINT NOT NULL"))
                    .column("p", DataType.parse("STRING NOT NULL"))
                    .column("v", DataType.parse("BIGINT"))
                    .primaryKey(cross ? new String[] {"k"} : new String[] {"k", "p"})
                    .partitionKeys("p")
                    .option("write-buffer-size", "256 mb")
                    .build(), false);
            Table t = c.getTable(ID);
            long t0 = System.nanoTime();
            try (TableWriter w = t.newWriter("bench-build")) {
                GenericRow row = GenericRow.ofKind(RowKind.INSERT, 0L, "", 0L);
                String[] partitions = new String[8];
                for (int i = 0; i < partitions.length; i++) {
                    partitions[i] = "p" + i;
                }
                // a bijective scramble of 0..n-1: every key once, in random order
                long mul = 0x9E3779B97F4A7C15L;
                for (long i = 0; i < n; i++) {
                    long k = i * mul;
                    row.setField(0, k);
                    row.setField(1, partitions[(int) (i & 7)]);
                    row.setField(2, i);
                    w.write(row);
                }
                w.commit(1);
            }
            System.out.printf("[dynidx] built %s table of %d keys in %.1f s%n", cross ? "cross-partition" : "dynamic-bucket",
                    n, (System.nanoTime() - t0) / 1e9);
        }
    }

    @Benchmark
    public long buildIndex() {
        KeyIndexes.Stats s = what.equals("crossRebuild") ? KeyIndexes.rebuild(table) : KeyIndexes.load(table);
        // the dynamic-bucket index counts distinct 32-bit hashes per partition: a few collide
        long expectedMin = what.equals("dynamicLoad") ? n - n / 1000 : n;
        if (s.keys < expectedMin || s.keys > n) {
            throw new IllegalStateException(what + " produced " + s.keys + " keys, expected " + n);
        }
        System.out.printf("[dynidx] %s n=%d: %s%n", what, n, s);
        return s.offHeapBytes;
    }

    @TearDown(Level.Trial)
    public void close() {
        if (catalog != null) {
            catalog.close();
        }
    }

    private static Path tableDir(String name) {
        String base = System.getenv("PEERS_TMP");
        Path root = base == null || base.isEmpty() ? Paths.get(System.getProperty("java.io.tmpdir"), "varve-peers")
                : Paths.get(base);
        return root.resolve("varve-dynidx").resolve(name);
    }

    private static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (java.util.stream.Stream<Path> s = Files.walk(dir)) {
            s.sorted(java.util.Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }
}
