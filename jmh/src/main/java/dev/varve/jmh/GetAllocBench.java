package dev.varve.jmh;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Schema;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;

import java.nio.file.Path;
import java.util.HashMap;
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
 * and the score's ratio to {@code table=dedup} in the same run is the cost of the shape. Tables (columns
 * {@code k BIGINT NOT NULL, p INT NOT NULL, v1 BIGINT, v2 DOUBLE, v3 STRING}, 4 fixed buckets, {@code rows} keys):
 * <ul>
 *   <li>{@code dedup}: primary key {@code k}, deduplicate (the path PL measures);</li>
 *   <li>{@code dedup-partitioned}: partitioned by {@code p = k % 8}, primary key {@code (k, p)};</li>
 *   <li>{@code partial-update}, {@code aggregation} ({@code v1} summed, the rest {@code last_non_null_value}),
 *   {@code first-row}: primary key {@code k}, that merge engine;</li>
 *   <li>{@code dynamic-bucket} ({@code bucket = -1}, primary key {@code k}), {@code dynamic-partitioned} (also
 *   partitioned by {@code p}, primary key {@code (k, p)}), {@code cross-partition} (partitioned by {@code p},
 *   primary key {@code k}: the key → partition index);</li>
 *   <li>{@code dedup-sequence} ({@code sequence.field = v1}), {@code dedup-ignore-delete}: deduplicate with an option
 *   that takes the merged path.</li>
 * </ul>
 * Two commits write every key, then new values of every other key (v2, v3 left null: a partial update), so the
 * merge engines have two versions of half the keys in two sorted runs. The gets (keys
 * {@code SplittableRandom(7)} over the written ones, all hits) come from a fresh writer on the committed table, with
 * a key row of primitive getters (nothing boxed); each op returns the row's {@code v1}.
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
            "dynamic-partitioned", "cross-partition", "dedup-sequence", "dedup-ignore-delete"})
    public String table;

    @Param({"200000"})
    public int rows;

    private Path dir;
    private Catalog catalog;
    private TableWriter getter;
    private long[] keys;
    private int next;
    private final KeyRow key = new KeyRow();

    /** A key row of primitive getters: {@code k} at 0, its partition {@code p} at 1; nothing else set. */
    static final class KeyRow implements InternalRow {
        long k;

        @Override public int getArity() { return 5; }
        @Override public RowKind getRowKind() { return RowKind.INSERT; }
        @Override public void setRowKind(RowKind kind) { throw new UnsupportedOperationException(); }
        @Override public boolean isNullAt(int pos) { return pos > 1; }
        @Override public Object getField(int pos) { return pos == 0 ? (Object) k : pos == 1 ? (Object) getInt(1) : null; }
        @Override public long getLong(int pos) { return k; }
        @Override public int getInt(int pos) { return (int) (k % PARTITIONS); }
    }

    @Setup(Level.Trial)
    public void build() {
        dir = WriteRun.freshDir("getalloc-" + table);
        catalog = Catalog.open(dir.toString());
        Map<String, String> options = new HashMap<>();
        options.put("bucket", "4");
        Schema.Builder b = Schema.builder()
                .column("k", DataType.bigint().notNull())
                .column("p", DataType.intType().notNull())
                .column("v1", DataType.bigint())
                .column("v2", DataType.doubleType())
                .column("v3", DataType.string());
        switch (table) {
            case "dedup":
                b.primaryKey("k");
                break;
            case "dedup-partitioned":
                b.primaryKey("k", "p").partitionKeys("p");
                break;
            case "partial-update":
            case "first-row":
                b.primaryKey("k");
                options.put("merge-engine", table);
                break;
            case "aggregation":
                b.primaryKey("k");
                options.put("merge-engine", "aggregation");
                options.put("fields.v1.aggregate-function", "sum");
                break;
            case "dynamic-bucket":
                b.primaryKey("k");
                options.put("bucket", "-1");
                break;
            case "dynamic-partitioned":
                b.primaryKey("k", "p").partitionKeys("p");
                options.put("bucket", "-1");
                break;
            case "cross-partition":
                b.primaryKey("k").partitionKeys("p");
                options.put("bucket", "-1");
                break;
            case "dedup-sequence":
                b.primaryKey("k");
                options.put("sequence.field", "v1");
                break;
            case "dedup-ignore-delete":
                b.primaryKey("k");
                options.put("ignore-delete", "true");
                break;
            default:
                throw new IllegalArgumentException("table " + table);
        }
        catalog.createDatabase("default", true);
        catalog.createTable(ID, b.options(options).build(), false);
        Table t = catalog.getTable(ID);
        try (TableWriter w = t.newWriter("build")) {
            for (long k = 0; k < rows; k++) {
                w.write(GenericRow.of(k, (int) (k % PARTITIONS), k * 3, k / 7.0, "value-" + k));
            }
            w.commit(1);
            for (long k = 0; k < rows; k += 2) {
                w.write(GenericRow.of(k, (int) (k % PARTITIONS), k * 5, null, null));
            }
            w.commit(2);
        }
        getter = t.newWriter("get");
        keys = new long[1 << 16];
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < keys.length; i++) {
            keys[i] = random.nextLong(rows);
        }
        // every get must hit: a miss would measure another path
        for (long k : keys) {
            key.k = k;
            if (getter.lookupView(key) == null) {
                throw new IllegalStateException(table + ": key " + k + " not found");
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
