package dev.varve.kernel.table;

import dev.varve.format.FileIO;
import dev.varve.format.LocalFileIO;
import dev.varve.format.PositionInput;
import dev.varve.format.PositionOutput;
import dev.varve.kernel.BatchScan.Comparison;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.kernel.VarveException;
import dev.varve.kernel.catalog.FileSystemCatalog;
import dev.varve.kernel.catalog.TableLoaders;
import dev.varve.row.GenericRow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Scan filters really skip work: data files opened are counted through a FileIO wrapper. */
class ScanPruningTest {
    /** Counts opens of data files (paths under a bucket directory). */
    private static final class CountingFileIO implements FileIO {
        final FileIO delegate = new LocalFileIO();
        final AtomicInteger dataOpens = new AtomicInteger();

        @Override public PositionOutput create(String path) throws IOException { return delegate.create(path); }
        @Override public PositionInput open(String path) throws IOException {
            if (path.contains("/bucket-")) {
                dataOpens.incrementAndGet();
            }
            return delegate.open(path);
        }
        @Override public boolean exists(String path) throws IOException { return delegate.exists(path); }
        @Override public long size(String path) throws IOException { return delegate.size(path); }
        @Override public List<FileStatus> list(String dir) throws IOException { return delegate.list(dir); }
        @Override public boolean delete(String path) throws IOException { return delegate.delete(path); }
        @Override public void deleteRecursively(String dir) throws IOException { delegate.deleteRecursively(dir); }
        @Override public void mkdirs(String dir) throws IOException { delegate.mkdirs(dir); }
        @Override public boolean tryCreateAtomically(String path, byte[] content) throws IOException {
            return delegate.tryCreateAtomically(path, content);
        }
        @Override public void overwriteAtomically(String path, byte[] content) throws IOException {
            delegate.overwriteAtomically(path, content);
        }
        @Override public byte[] readFully(String path) throws IOException {
            if (path.contains("/bucket-")) {
                dataOpens.incrementAndGet();
            }
            return delegate.readFully(path);
        }
        @Override public void syncDirectory(String dir) throws IOException { delegate.syncDirectory(dir); }
    }

    @TempDir
    Path dir;

    private final CountingFileIO io = new CountingFileIO();

    /** 4 buckets, 10 commits of 100 ascending keys each: every bucket has 10 files of narrow key ranges. */
    private Table table(Catalog c) {
        Identifier id = Identifier.of("default", "t");
        c.createTable(id, TableTestSupport.schema("k INT NOT NULL", "v STRING").primaryKey("k")
                .option("bucket", "4").option("num-sorted-run.compaction-trigger", "20").option("num-sorted-run.stop-trigger", "30").build(), false);
        Table t = c.getTable(id);
        try (TableWriter w = t.newWriter("pruning")) {
            for (int commit = 0; commit < 10; commit++) {
                for (int k = commit * 100; k < commit * 100 + 100; k++) {
                    w.write(GenericRow.of(k, "v" + k));
                }
                w.commit(commit + 1);
            }
        }
        return t;
    }

    private List<Integer> keys(RecordReader r) {
        List<Integer> out = new ArrayList<>();
        try (r) {
            while (r.hasNext()) {
                out.add((Integer) r.next().getField(0));
            }
        }
        out.sort(null);
        return out;
    }

    private int filesPlanned(BatchScanImpl scan) {
        int n = 0;
        for (BucketFiles b : scan.plan()) {
            n += b.files.size();
        }
        return n;
    }

    @Test
    void keyFiltersSkipBucketsAndFiles() {
        try (Catalog c = new FileSystemCatalog(io, dir.resolve("wh").toString(), TableLoaders.defaultLoader())) {
            Table t = table(c);
            assertEquals(40, filesPlanned((BatchScanImpl) t.newBatchScan()));

            io.dataOpens.set(0);
            assertEquals(1000, keys(t.newBatchScan().read()).size());
            assertEquals(40, io.dataOpens.get(), "an unfiltered scan opens every file");

            // equality on the whole key: one bucket, and within it the one file whose range holds the key
            BatchScanImpl point = (BatchScanImpl) t.newBatchScan().withFilter("k", Comparison.EQUAL, 345);
            assertEquals(1, filesPlanned(point));
            assertEquals(1, point.plan().size());
            io.dataOpens.set(0);
            assertEquals(List.of(345), keys(point.read()));
            assertEquals(1, io.dataOpens.get());

            // a range: only files of commits 2 and 3 (keys 200..399) in each bucket
            BatchScanImpl range = (BatchScanImpl) t.newBatchScan()
                    .withFilter("k", Comparison.GREATER_OR_EQUAL, 250)
                    .withFilter("k", Comparison.LESS_THAN, 310);
            assertEquals(8, filesPlanned(range));
            io.dataOpens.set(0);
            List<Integer> expected = new ArrayList<>();
            for (int k = 250; k < 310; k++) {
                expected.add(k);
            }
            assertEquals(expected, keys(range.read()));
            assertEquals(8, io.dataOpens.get());

            // a key range outside the data: nothing opened; a contradiction: nothing planned
            BatchScanImpl none = (BatchScanImpl) t.newBatchScan().withFilter("k", Comparison.GREATER_THAN, 5000);
            assertEquals(0, filesPlanned(none));
            BatchScanImpl contradiction = (BatchScanImpl) t.newBatchScan()
                    .withFilter("k", Comparison.EQUAL, 5).withFilter("k", Comparison.GREATER_THAN, 7);
            assertEquals(0, filesPlanned(contradiction));

            // a value filter prunes nothing for a primary-key table but still filters merged rows
            BatchScanImpl value = (BatchScanImpl) t.newBatchScan().withFilter("v", Comparison.EQUAL, "v7");
            assertEquals(40, filesPlanned(value));
            assertEquals(List.of(7), keys(value.read()));

            // after a full compaction the key ranges of the one file per bucket are wide: still one bucket
            t.compact(Map.of());
            BatchScanImpl afterCompaction = (BatchScanImpl) t.newBatchScan().withFilter("k", Comparison.EQUAL, 345);
            assertEquals(1, filesPlanned(afterCompaction));
            assertEquals(List.of(345), keys(afterCompaction.read()));
        }
    }

    @Test
    void partitionComparisonsPrunePartitions() {
        try (Catalog c = new FileSystemCatalog(io, dir.resolve("wh").toString(), TableLoaders.defaultLoader())) {
            Identifier id = Identifier.of("default", "p");
            c.createTable(id, TableTestSupport.schema("d INT NOT NULL", "k INT NOT NULL", "v STRING")
                    .primaryKey("d", "k").partitionKeys("d").option("bucket", "1").build(), false);
            Table t = c.getTable(id);
            try (TableWriter w = t.newWriter("p")) {
                for (int d = 0; d < 12; d++) {
                    for (int k = 0; k < 5; k++) {
                        w.write(GenericRow.of(d, k, "x"));
                    }
                }
                w.commit(1);
            }
            // printed "10" and "9": compared as INT, not as strings
            BatchScanImpl s = (BatchScanImpl) t.newBatchScan().withFilter("d", Comparison.GREATER_OR_EQUAL, 9);
            assertEquals(3, s.plan().size());
            assertEquals(15, keys(s.read()).size());
        }
    }

    @Test
    void appendTableEqualityOnTheBucketKeyReadsOneBucket() {
        try (Catalog c = new FileSystemCatalog(io, dir.resolve("wh").toString(), TableLoaders.defaultLoader())) {
            Identifier id = Identifier.of("default", "log");
            c.createTable(id, TableTestSupport.schema("k INT", "v STRING").option("bucket", "3")
                    .option("bucket-key", "k").build(), false);
            Table t = c.getTable(id);
            try (TableWriter w = t.newWriter("a")) {
                for (int k = 0; k < 60; k++) {
                    w.write(GenericRow.of(k % 20, "v" + k));
                }
                w.commit(1);
            }
            BatchScanImpl s = (BatchScanImpl) t.newBatchScan().withFilter("k", Comparison.EQUAL, 7);
            assertEquals(1, s.plan().size());
            List<String> values = new ArrayList<>();
            try (RecordReader r = s.read()) {
                while (r.hasNext()) {
                    values.add((String) r.next().getField(1));
                }
            }
            values.sort(null);
            assertEquals(List.of("v27", "v47", "v7"), values);
            // a range on an append table prunes nothing by key but filters rows
            BatchScanImpl range = (BatchScanImpl) t.newBatchScan().withFilter("k", Comparison.LESS_THAN, 2);
            assertEquals(3, range.plan().size());
            assertEquals(List.of(0, 0, 0, 1, 1, 1), keys(range.read()));
        }
    }

    @Test
    void badFiltersAreRejectedWithClearErrors() {
        try (Catalog c = new FileSystemCatalog(io, dir.resolve("wh").toString(), TableLoaders.defaultLoader())) {
            Table t = table(c);
            VarveException e = assertThrows(VarveException.class,
                    () -> t.newBatchScan().withFilter("nope", Comparison.EQUAL, 1));
            assertTrue(e.getMessage().contains("'nope'"), e.getMessage());
            e = assertThrows(VarveException.class, () -> t.newBatchScan().withFilter("k", Comparison.EQUAL, 1L));
            assertTrue(e.getMessage().contains("'k'"), e.getMessage());
            e = assertThrows(VarveException.class, () -> t.newBatchScan().withFilter("k", Comparison.LESS_THAN, null));
            assertTrue(e.getMessage().contains("NULL"), e.getMessage());
        }
    }

    @Test
    void timeTravelByTimestampPicksTheLatestSnapshotAtOrBefore() throws InterruptedException {
        try (Catalog c = new FileSystemCatalog(io, dir.resolve("wh").toString(), TableLoaders.defaultLoader())) {
            Table t = table(c);
            List<dev.varve.kernel.SnapshotInfo> snaps = t.snapshots();
            for (dev.varve.kernel.SnapshotInfo s : snaps) {
                long expected = -1;
                for (dev.varve.kernel.SnapshotInfo o : snaps) {
                    if (o.commitTimeMillis <= s.commitTimeMillis) {
                        expected = o.snapshotId;
                    }
                }
                Table at = t.copy(Map.of("scan.timestamp-millis", Long.toString(s.commitTimeMillis)));
                assertEquals(expected, at.newBatchScan().snapshot().snapshotId);
            }
            Table before = t.copy(Map.of("scan.timestamp-millis", Long.toString(snaps.get(0).commitTimeMillis - 1)));
            assertEquals(null, before.newBatchScan().snapshot());
            // reading there fails, as in Paimon 1.4.2 ("no snapshot earlier than or equal to timestamp")
            VarveException e = assertThrows(VarveException.class,
                    () -> before.newBatchScan().read().close());
            assertTrue(e.getMessage().contains("no snapshot earlier than or equal to timestamp"), e.getMessage());
        }
    }
}
