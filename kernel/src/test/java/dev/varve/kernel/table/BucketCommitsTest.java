package dev.varve.kernel.table;

import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.kinds;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static dev.varve.kernel.table.TableTestSupport.stream;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.FaultInjectingFileIO;
import dev.varve.format.FaultInjectingFileIO.Fault;
import dev.varve.format.FaultInjectingFileIO.Op;
import dev.varve.format.FileIO;
import dev.varve.format.MemoryFileIO;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.kernel.catalog.FileSystemCatalog;
import dev.varve.kernel.catalog.TableLoaders;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A checkpoint's per-bucket commit work (the lookup changelog and the lookup layout's compaction) runs for several
 * buckets at once ({@link BucketCommits}): the commit is the serial loop's (same changelog in the same order, same
 * snapshots, the same files in the same order in every manifest), the buckets really overlap, and a failure of one
 * bucket fails the whole checkpoint after every other bucket's work has ended, publishing nothing.
 */
class BucketCommitsTest {
    @TempDir
    Path dir;

    private final int helpersBefore = BucketCommits.helpers;

    @AfterEach
    void restore() {
        BucketCommits.helpers = helpersBefore;
        KeyValueBucketWriter.beforeCompactionApplyForTest = null;
    }

    @ParameterizedTest(name = "merge engine {0}")
    @ValueSource(strings = {"deduplicate", "partial-update", "first-row"})
    void concurrentBucketsCommitWhatTheSerialLoopCommits(String engine) {
        Outcome serial = run("serial_" + engine.replace('-', '_'), engine, 0);
        Outcome concurrent = run("concurrent_" + engine.replace('-', '_'), engine, 2);
        assertEquals(serial.changelog.size(), concurrent.changelog.size());
        for (int i = 0; i < serial.changelog.size(); i++) {
            assertEquals(serial.changelog.get(i), concurrent.changelog.get(i), "changelog record " + i);
        }
        assertEquals(serial.snapshots, concurrent.snapshots);
        assertEquals(serial.files, concurrent.files);
        assertEquals(serial.rows, concurrent.rows);
        assertTrue(serial.changelog.size() > 1_000, "a changelog of " + serial.changelog.size());
    }

    private record Outcome(List<String> changelog, List<String> snapshots, List<String> files, List<String> rows) {
    }

    /** Seeded writes into a partitioned 3-bucket lookup table, committed with {@code helpers} helping threads. */
    private Outcome run(String name, String engine, int helpers) {
        BucketCommits.helpers = helpers;
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, name, schema("p INT", "k INT", "v STRING", "n BIGINT").primaryKey("p", "k")
                    .partitionKeys("p")
                    .option("bucket", "3")
                    .option("merge-engine", engine)
                    .option("changelog-producer", "lookup")
                    .option("num-sorted-run.compaction-trigger", "3")
                    .build());
            SplittableRandom rnd = new SplittableRandom(42);
            try (TableWriter w = t.newWriter("u")) {
                for (int commit = 1; commit <= 8; commit++) {
                    int ops = commit == 1 ? 6_000 : commit % 2 == 0 ? 2_000 : 30;
                    for (int i = 0; i < ops; i++) {
                        int k = rnd.nextInt(5_000);
                        RowKind kind = "deduplicate".equals(engine) && rnd.nextInt(10) == 0 ? RowKind.DELETE : RowKind.INSERT;
                        String v = rnd.nextInt(7) == 0 ? null : "c" + commit + "-" + i;
                        w.write(GenericRow.ofKind(kind, rnd.nextInt(2), k, v, (long) i));
                    }
                    w.commit(commit);
                }
            }
            TableContext ctx = ((FileStoreTable) t).context();
            List<String> files = new ArrayList<>();
            for (long id = 1; id <= ctx.store.latestId(); id++) {
                Snapshot s = ctx.store.snapshot(id);
                describe(files, id + " delta", ctx.store.deltaEntries(s));
                if (s.changelogManifestList != null) {
                    describe(files, id + " changelog", ctx.store.changelogEntries(s));
                }
            }
            List<String> snapshots = new ArrayList<>();
            for (SnapshotInfo s : t.snapshots()) {
                snapshots.add(s.snapshotId + s.commitKind + " changelog " + s.changelogRecordCount + " delta " + s.deltaRecordCount);
            }
            snapshots.add(kinds(t));
            return new Outcome(stream(t.copy(Map.of("scan.mode", "earliest"))), snapshots, files, read(t));
        }
    }

    /** Each entry in manifest order, without its file's (random) name. */
    private static void describe(List<String> out, String what, List<ManifestEntry> entries) {
        for (ManifestEntry e : entries) {
            DataFileMeta f = e.file();
            out.add(what + ": " + e.kind() + " " + e.partition() + " bucket " + e.bucket() + " " + f.kind() + " L"
                    + f.level() + " rows " + f.rowCount() + " seq " + f.minSequence() + ".." + f.maxSequence());
        }
    }

    @Test
    void bucketsCompactAtTheCommitAtOnce() throws Exception {
        BucketCommits.helpers = 1;
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING").primaryKey("k")
                    .option("bucket", "4")
                    .option("changelog-producer", "lookup")
                    .build());
            try (TableWriter w = t.newWriter("u")) {
                for (int k = 0; k < 4_000; k++) {
                    w.write(GenericRow.ofKind(RowKind.INSERT, k, "a" + k));
                }
                w.commit(1);
                // every bucket compacts at the commit: two of them must be in their compaction together
                CyclicBarrier together = new CyclicBarrier(2);
                Set<String> threads = ConcurrentHashMap.newKeySet();
                KeyValueBucketWriter.beforeCompactionApplyForTest = () -> {
                    threads.add(Thread.currentThread().getName());
                    try {
                        together.await(20, TimeUnit.SECONDS);
                    } catch (Exception e) {
                        throw new IllegalStateException("no other bucket compacted meanwhile", e);
                    }
                };
                for (int k = 0; k < 4_000; k += 2) {
                    w.write(GenericRow.ofKind(RowKind.INSERT, k, "b" + k));
                }
                w.commit(2);
                assertEquals(2, threads.size(), threads.toString());
            }
            List<String> rows = read(t);
            assertEquals(4_000, rows.size());
            assertTrue(rows.contains("+I[2, b2]") && rows.contains("+I[3, a3]"));
        }
    }

    @Test
    void aFailedBucketFailsTheCommitOnceEveryBucketEnded() throws Exception {
        BucketCommits.helpers = 1;
        FaultInjectingFileIO io = new FaultInjectingFileIO(new MemoryFileIO());
        try (Catalog c = new FileSystemCatalog(io, "/warehouse", TableLoaders.defaultLoader())) {
            c.createDatabase("db", true);
            Table t = create(c, "t", schema("k INT", "v STRING").primaryKey("k")
                    .option("bucket", "4")
                    .option("changelog-producer", "lookup")
                    .option("num-sorted-run.compaction-trigger", "10")
                    .build());
            AtomicInteger started = new AtomicInteger();
            AtomicInteger ended = new AtomicInteger();
            long snapshots = -1;
            try (TableWriter w = t.newWriter("u")) {
                for (int k = 0; k < 4_000; k++) {
                    w.write(GenericRow.ofKind(RowKind.INSERT, k, "a" + k));
                }
                w.commit(1);
                for (int k = 0; k < 4_000; k += 3) {
                    w.write(GenericRow.ofKind(RowKind.INSERT, k, "b" + k));
                }
                w.commit(2);
                snapshots = t.snapshots().size();
                for (int k = 1; k < 4_000; k += 3) {
                    w.write(GenericRow.ofKind(RowKind.INSERT, k, "c" + k));
                }
                // bucket 2's lookup changelog fails reading an older run; the other buckets' compactions take a while
                String bucket2 = "/warehouse/default.db/t/bucket-2";
                Set<String> older = new java.util.HashSet<>();
                for (FileIO.FileStatus f : io.list(bucket2)) {
                    older.add(f.path());
                }
                KeyValueBucketWriter.beforeCompactionApplyForTest = () -> {
                    started.incrementAndGet();
                    try {
                        Thread.sleep(300);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    ended.incrementAndGet();
                };
                io.inject(Fault.on(Op.READ).path(older::contains));
                RuntimeException failure = assertThrows(RuntimeException.class, () -> w.commit(3));
                int startedThen = started.get();
                int endedThen = ended.get();
                assertTrue(io.injectedCount() > 0, "the fault was met");
                io.clearFaults();
                assertEquals(startedThen, endedThen, "bucket work still running when the commit failed: " + failure);
            } catch (RuntimeException closeAfterFailure) {
                // the writer's close may report the failed commit again; what matters is below
            }
            KeyValueBucketWriter.beforeCompactionApplyForTest = null;
            // the failed commit published nothing: the table reads as after commit 2
            Table again = c.getTable(Identifier.of("default", "t"));
            assertEquals(snapshots, again.snapshots().size(), "snapshots after the failed commit");
            List<String> rows = read(again);
            assertEquals(4_000, rows.size());
            assertTrue(rows.contains("+I[3, b3]") && rows.contains("+I[4, a4]"), rows.subList(0, 6).toString());
        }
    }
}
