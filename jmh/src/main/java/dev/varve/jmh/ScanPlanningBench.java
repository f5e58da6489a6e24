package dev.varve.jmh;

import dev.varve.kernel.BatchScan;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.Schema;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.StreamScan;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
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

/**
 * Planning cost against the number of retained snapshots (issue 4, item C). Setup (not timed):
 * a primary-key table ({@code bucket} = 4, 2 partitions) gets {@value #COMMITS} small commits
 * (20 upserts each, automatic compaction), then, for {@code snapshots} = 10, all but the last 10
 * snapshots are expired, so both cases have the same live files and differ only in how many
 * snapshots are retained. Timed, each op one plan, nothing read ({@code RecordReader}s open files
 * lazily):
 * <ul>
 *   <li>{@code batchPlanLatest}: latest snapshot of a warm table (manifests cached);</li>
 *   <li>{@code batchPlanLatestCold}: the same through a table handle fetched from the catalog
 *       per op (schema, snapshot, manifest lists and manifests read from disk);</li>
 *   <li>{@code batchPlanPointFilter}: latest snapshot with {@code k = const} (one bucket, file
 *       key ranges);</li>
 *   <li>{@code batchPlanByTimestamp}: time travel to the middle retained snapshot by
 *       {@code scan.timestamp-millis} (binary search over snapshot ids);</li>
 *   <li>{@code streamNextPlan}: a streaming scan's next poll: one snapshot's delta planned and
 *       its few rows read.</li>
 * </ul>
 * Planning is independent of the retained snapshot count when score(1000) / score(10) ≈ 1.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {
        "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED", "-XX:ThreadPriorityPolicy=1", "-XX:JavaPriority1_To_OSPriority=19",
        "--add-opens=java.base/java.nio=ALL-UNNAMED",
        "-Xmx1g"})
public class ScanPlanningBench {
    static final int COMMITS = 1000;

    @Param({"10", "1000"})
    public int snapshots;

    private Path dir;
    private Catalog catalog;
    private Table table;
    private Table byTimestamp;
    private StreamScan stream;
    private long latest;

    @Setup(Level.Trial)
    public void build() throws IOException {
        dir = Files.createTempDirectory("varve-scan-planning-");
        catalog = Catalog.open(dir.toString());
        Identifier id = Identifier.of("default", "t");
        catalog.createTable(id, Schema.builder()
                .column("p", DataType.intType().notNull())
                .column("k", DataType.bigint().notNull())
                .column("v", DataType.string())
                .primaryKey("p", "k").partitionKeys("p")
                .option("bucket", "4")
                .option("snapshot.num-retained.min", "1000000")
                .option("snapshot.num-retained.max", "1000000")
                .build(), false);
        table = catalog.getTable(id);
        try (TableWriter w = table.newWriter("bench")) {
            for (int c = 1; c <= COMMITS; c++) {
                for (int i = 0; i < 20; i++) {
                    long k = (c * 20L + i) * 7919 % 5000;
                    w.write(GenericRow.of((int) (k % 2), k, "v" + c));
                }
                w.commit(c);
            }
        }
        if (snapshots < COMMITS) {
            table.copy(Map.of("snapshot.num-retained.min", "1", "snapshot.num-retained.max", "1000000"))
                    .expireSnapshots(snapshots);
        }
        table = catalog.getTable(id);
        List<SnapshotInfo> retained = table.snapshots();
        if (retained.size() != snapshots) {
            throw new IllegalStateException("expected " + snapshots + " retained snapshots, found " + retained.size());
        }
        latest = retained.get(retained.size() - 1).snapshotId;
        // the LSM shape depends on background compaction timing: print it so runs can be compared
        System.out.println("retained snapshots " + retained.size() + ", latest " + latest + ", live data files "
                + table.files(null).size());
        long middle = retained.get(retained.size() / 2).commitTimeMillis;
        byTimestamp = table.copy(Map.of("scan.timestamp-millis", Long.toString(middle)));
        stream = table.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", Long.toString(latest)))
                .newStreamScan();
    }

    @TearDown(Level.Trial)
    public void cleanUp() throws IOException {
        stream.close();
        catalog.close();
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    private static boolean plan(BatchScan scan) {
        try (RecordReader r = scan.read()) {
            return r != null;
        }
    }

    @Benchmark
    public boolean batchPlanLatest() {
        return plan(table.newBatchScan());
    }

    @Benchmark
    public boolean batchPlanLatestCold() {
        return plan(catalog.getTable(Identifier.of("default", "t")).newBatchScan());
    }

    @Benchmark
    public boolean batchPlanPointFilter() {
        return plan(table.newBatchScan().withFilter("k", BatchScan.Comparison.EQUAL, 4242L));
    }

    @Benchmark
    public boolean batchPlanByTimestamp() {
        return plan(byTimestamp.newBatchScan());
    }

    @Benchmark
    public int streamNextPlan() {
        stream.restore(latest);
        List<InternalRow> rows = stream.poll();
        if (rows == null) {
            throw new UncheckedIOException(new IOException("snapshot " + latest + " has no changes"));
        }
        return rows.size();
    }
}
