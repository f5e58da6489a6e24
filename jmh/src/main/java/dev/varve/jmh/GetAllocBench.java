package dev.varve.jmh;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.table.GetTables;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.InternalRow;

import java.nio.file.Path;
import java.util.Map;
import java.util.SplittableRandom;
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
 * Warm point gets through {@link TableWriter#lookupView} on tables of other shapes than PL's (which is a deduplicate
 * table without partitions): one op is one get, so {@code -prof gc}'s {@code gc.alloc.rate.norm} is bytes per get
 * and the score's ratio to {@code table=dedup} in the same run is the cost of the shape. The tables and histories are
 * the kernel tests' ({@link GetTables}, from the kernel test-jar): columns
 * {@code k BIGINT NOT NULL, p INT NOT NULL, v1 BIGINT, v2 DOUBLE, v3 STRING}, 4 fixed buckets, {@code rows} keys, 8
 * partitions where partitioned; {@code table} is a {@link GetTables#SHAPES shape}:
 * <ul>
 *   <li>{@code dedup}: primary key {@code k}, deduplicate (the path PL measures);</li>
 *   <li>{@code dedup-partitioned}: partitioned by {@code p = k % 8}, primary key {@code (k, p)};</li>
 *   <li>{@code partial-update}, {@code aggregation} ({@code v1} summed, the rest {@code last_non_null_value}),
 *   {@code first-row}: primary key {@code k}, that merge engine;</li>
 *   <li>{@code dynamic-bucket} ({@code bucket = -1}, primary key {@code k}), {@code dynamic-partitioned} (also
 *   partitioned by {@code p}, primary key {@code (k, p)}), {@code cross-partition} (partitioned by {@code p},
 *   primary key {@code k}: the key → partition index);</li>
 *   <li>{@code dedup-sequence} ({@code sequence.field = v1}), {@code dedup-ignore-delete}: deduplicate with an option
 *   that takes the merged path;</li>
 *   <li>{@code dedup-double-partitioned}: partitioned by a DOUBLE {@code p} (an eighth of the keys in {@code -0.0},
 *   an eighth in {@code 0.0}), primary key {@code (k, p)};</li>
 *   <li>{@code partial-update-sequence} ({@code sequence.field = v1}), {@code aggregation-sequence}
 *   ({@code sequence.field = v2}): engines whose flush keeps a key's versions, and the history writes every fourth key
 *   twice in the second commit, so files hold two versions of those keys;</li>
 *   <li>{@code partial-update-ignore-delete}, {@code aggregation-ignore-delete} ({@code ignore-delete = true}; the
 *   history's retractions are dropped);</li>
 * </ul>
 * with the history {@link GetTables.History#TWO_COMMITS} (every key, then new values of every other key with v2, v3
 * left null: a partial update; two commits, so the merge engines have two versions of half the keys in two sorted
 * runs), the gets from a fresh writer on the committed table; or, with the suffix {@code -rich} (e.g.
 * {@code dedup-sequence-rich}), {@link GetTables.History#RICH} (retractions in the second commit of a deduplicate
 * shape, so a file holds several versions of some keys, and a third of the keys written again into the write
 * buffer), the gets from the writer that wrote it. Keys {@code SplittableRandom(7)} over the written ones whose get
 * finds a row; a key row of primitive getters (nothing boxed); each op returns the row's {@code v1}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {
        "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED",
        "--add-opens=java.base/java.nio=ALL-UNNAMED",
        "-Xmx2g", "-XX:MaxDirectMemorySize=2g"})
public class GetAllocBench {
    private static final Identifier ID = Identifier.of("default", "g");
    private static final int PARTITIONS = 8;

    @Param({"dedup", "dedup-partitioned", "partial-update", "aggregation", "first-row", "dynamic-bucket",
            "dynamic-partitioned", "cross-partition", "dedup-sequence", "dedup-ignore-delete", "dedup-double-partitioned",
            "partial-update-rich", "aggregation-rich", "dedup-sequence-rich", "dedup-ignore-delete-rich",
            "partial-update-sequence", "aggregation-sequence", "partial-update-ignore-delete",
            "aggregation-ignore-delete", "partial-update-sequence-rich"})
    public String table;

    @Param({"200000"})
    public int rows;

    private Path dir;
    private Catalog catalog;
    private TableWriter getter;
    private long[] keys;
    private int next;
    private GetTables.KeyRow key;

    @Setup(Level.Trial)
    public void build() {
        boolean rich = table.endsWith("-rich");
        String shape = rich ? table.substring(0, table.length() - "-rich".length()) : table;
        dir = WriteRun.freshDir("getalloc-" + table);
        catalog = Catalog.open(dir.toString());
        catalog.createDatabase("default", true);
        catalog.createTable(ID, GetTables.schema(shape, 4, 0), false);
        Table t = catalog.getTable(ID);
        Map<Long, Object[]> model;
        if (rich) {
            getter = t.newWriter("get"); // the gets meet the history's write buffer too
            model = GetTables.write(getter, shape, GetTables.History.RICH, rows, PARTITIONS);
        } else {
            try (TableWriter w = t.newWriter("build")) {
                model = GetTables.write(w, shape, GetTables.History.TWO_COMMITS, rows, PARTITIONS);
            }
            getter = t.newWriter("get");
        }
        key = new GetTables.KeyRow(shape, PARTITIONS);
        keys = new long[1 << 16];
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < keys.length; i++) {
            long k;
            do {
                k = random.nextLong(rows);
            } while (!model.containsKey(k)); // every get must hit: a miss would measure another path
            keys[i] = k;
        }
        for (long k : keys) {
            key.k = k;
            InternalRow r = getter.lookupView(key);
            if (r == null || !java.util.Objects.equals(model.get(k)[0], r.isNullAt(2) ? null : r.getLong(2))) {
                throw new IllegalStateException(table + ": key " + k + " not as the model says");
            }
        }
    }

    @Benchmark
    public long get() {
        key.k = keys[next++ & (keys.length - 1)];
        InternalRow r = getter.lookupView(key);
        return r.getLong(2);
    }

    @TearDown(Level.Trial)
    public void close() {
        try {
            getter.close();
            catalog.close();
        } finally {
            TableEngine.deleteTree(dir);
        }
    }
}
