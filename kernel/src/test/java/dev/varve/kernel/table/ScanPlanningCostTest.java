package dev.varve.kernel.table;

import dev.varve.format.FileIO;
import dev.varve.format.LocalFileIO;
import dev.varve.format.PositionInput;
import dev.varve.format.PositionOutput;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.StreamScan;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.kernel.catalog.FileSystemCatalog;
import dev.varve.kernel.catalog.TableLoaders;
import dev.varve.row.GenericRow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Planning does not grow with the number of retained snapshots (issue 4 item C), measured in
 * file-system operations, not time: the same plans on a table with 12 and with 100 retained
 * snapshots. A latest-snapshot plan and a streaming poll cost the same; time travel by timestamp
 * costs O(log snapshots) snapshot reads; nothing lists the snapshot directory.
 */
class ScanPlanningCostTest {
    /** Counts metadata operations. */
    private static final class CountingFileIO implements FileIO {
        final FileIO delegate = new LocalFileIO();
        final AtomicInteger ops = new AtomicInteger();
        /** Listings of the snapshot or manifest directory (O(history)). */
        final AtomicInteger lists = new AtomicInteger();

        @Override public PositionOutput create(String path) throws IOException { return delegate.create(path); }
        @Override public PositionInput open(String path) throws IOException {
            ops.incrementAndGet();
            return delegate.open(path);
        }
        @Override public boolean exists(String path) throws IOException {
            ops.incrementAndGet();
            return delegate.exists(path);
        }
        @Override public long size(String path) throws IOException {
            ops.incrementAndGet();
            return delegate.size(path);
        }
        @Override public List<FileStatus> list(String dir) throws IOException {
            ops.incrementAndGet();
            if (dir.endsWith("/snapshot") || dir.endsWith("/manifest")) {
                lists.incrementAndGet();
            }
            return delegate.list(dir);
        }
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
            ops.incrementAndGet();
            return delegate.readFully(path);
        }
        @Override public void syncDirectory(String dir) throws IOException { delegate.syncDirectory(dir); }
    }

    @TempDir
    Path dir;

    /** Operations of each plan kind on a table of {@code commits} snapshots. */
    private static final class Costs {
        int latestWarm;
        int latestCold;
        int byTimestamp;
        int streamPoll;
        int lists;
    }

    private Costs measure(String name, int commits) {
        CountingFileIO io = new CountingFileIO();
        try (Catalog c = new FileSystemCatalog(io, dir.resolve(name).toString(), TableLoaders.defaultLoader())) {
            Identifier id = Identifier.of("default", "t");
            c.createTable(id, TableTestSupport.schema("k INT NOT NULL", "v STRING").primaryKey("k")
                    .option("bucket", "2").option("snapshot.num-retained.min", "100000")
                    .option("commit.fsync", "false").build(), false);
            Table t = c.getTable(id);
            try (TableWriter w = t.newWriter("cost")) {
                for (int i = 1; i <= commits; i++) {
                    for (int k = 0; k < 5; k++) {
                        w.write(GenericRow.of((i * 5 + k) % 97, "v" + i));
                    }
                    w.commit(i);
                }
            }
            List<SnapshotInfo> snapshots = t.snapshots();
            assertEquals(commits, snapshots.size());
            Costs costs = new Costs();
            Table table = c.getTable(id);
            plan(table);
            io.ops.set(0);
            io.lists.set(0);
            plan(table);
            costs.latestWarm = io.ops.getAndSet(0);
            plan(c.getTable(id));
            costs.latestCold = io.ops.getAndSet(0);
            long middle = snapshots.get(snapshots.size() / 2).commitTimeMillis;
            Table travel = table.copy(Map.of("scan.timestamp-millis", Long.toString(middle)));
            io.ops.set(0);
            SnapshotInfo chosen = travel.newBatchScan().snapshot();
            costs.byTimestamp = io.ops.getAndSet(0);
            assertTrue(chosen.commitTimeMillis <= middle);
            long last = snapshots.get(snapshots.size() - 1).snapshotId;
            try (StreamScan s = table.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", Long.toString(last)))
                    .newStreamScan()) {
                assertTrue(s.poll() != null);
                s.restore(last);
                io.ops.set(0);
                assertTrue(s.poll() != null);
                costs.streamPoll = io.ops.getAndSet(0);
            }
            costs.lists = io.lists.get();
            return costs;
        }
    }

    private static void plan(Table t) {
        try (RecordReader r = t.newBatchScan().read()) {
            assertTrue(r != null);
        }
    }

    @Test
    void planningCostDoesNotGrowWithRetainedSnapshots() {
        Costs few = measure("few", 12);
        Costs many = measure("many", 100);
        String both = "12 snapshots: warm " + few.latestWarm + ", cold " + few.latestCold + ", timestamp " + few.byTimestamp
                + ", poll " + few.streamPoll + "; 100 snapshots: warm " + many.latestWarm + ", cold " + many.latestCold
                + ", timestamp " + many.byTimestamp + ", poll " + many.streamPoll;
        assertEquals(few.latestWarm, many.latestWarm, both);
        // a cold plan reads the data manifests, at most manifest.merge-min-count (30) by the manifest merge (Paimon's
        // rule, METADATA_FORMAT.md), whatever the history
        assertTrue(many.latestCold <= few.latestCold + 30, both);
        assertEquals(few.streamPoll, many.streamPoll, both);
        // binary search: log2(100) - log2(12) < 4 more probes, each an exists + a read at most
        assertTrue(many.byTimestamp <= few.byTimestamp + 2 * 4, both);
        assertEquals(0, few.lists + many.lists, "planning listed the snapshot or manifest directory; " + both);
    }
}
