package dev.varve.props;

import dev.varve.format.FaultInjectingFileIO;
import dev.varve.format.MemoryFileIO;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.Schema;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.kernel.catalog.FileSystemCatalog;
import dev.varve.kernel.catalog.TableLoaders;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.ValueFormatter;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Crash at every file operation of a commit (RELIABILITY R3/R4, SEMANTICS §7): a table with two
 * committed snapshots gets a third commit (flush + manifests + snapshot) whose k-th file operation
 * and every one after it fail, for every k. Then, either in the same process or after a simulated
 * power loss ({@link MemoryFileIO#crash()} / {@link MemoryFileIO#crashRandomly}), and through a
 * fresh catalog:
 * <ul>
 *   <li>the table opens and its latest snapshot reads as either the old data (snapshot count
 *       unchanged) or the complete new data (exactly one more snapshot): never half a commit;</li>
 *   <li>retrying the same commit (same user, same identifier) publishes it exactly once.</li>
 * </ul>
 */
class CommitCrashTest {
    private static final Identifier ID = Identifier.of("db", "t");
    private static final String USER = "crash-user";

    /** How the failure ends (shared with {@link MaintenanceCrashTest}). */
    enum Ending {
        /** The process survives the I/O error; the writer is aborted and the same catalog retries. */
        PROCESS_SURVIVES,
        /** Power loss: unsynced bytes and directory entries are lost; a new catalog retries. */
        POWER_LOSS,
        /** Torn power loss: a random part of the unsynced state survives. */
        TORN_POWER_LOSS
    }

    @ParameterizedTest
    @EnumSource(Ending.class)
    void failureAtEveryOperationOfACommitNeverShowsHalfACommit(Ending ending) {
        fsync = true;
        int ops = countCommitOperations();
        assertTrue(ops >= 5, "a commit should take several file operations, took " + ops);
        for (int k = 1; k <= ops + 1; k++) {
            runOnce(k, ending, false);
        }
    }

    /**
     * {@code commit.fsync = false} syncs nothing, so promises nothing against a power loss, but its publish is as
     * atomic against a failure or a crash of the process: at every operation of the commit, with the process going
     * on (the same catalog) or dying (a fresh catalog over the files as they are, nothing lost).
     */
    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(booleans = {false, true})
    void withoutFsyncAFailureAtEveryOperationNeverShowsHalfACommit(boolean processDies) {
        fsync = false;
        try {
            int ops = countCommitOperations();
            assertTrue(ops >= 5, "a commit should take several file operations, took " + ops);
            for (int k = 1; k <= ops + 1; k++) {
                runOnce(k, Ending.PROCESS_SURVIVES, processDies);
            }
        } finally {
            fsync = true;
        }
    }

    /** {@code commit.fsync} of the table the next run creates (JUnit runs a class's tests one at a time). */
    private static boolean fsync = true;

    // ---- the workload ----------------------------------------------------------------------

    private static Schema schema() {
        return Schema.builder()
                .column("dt", DataType.string().notNull())
                .column("k", DataType.intType().notNull())
                .column("v", DataType.string())
                .primaryKey("dt", "k").partitionKeys("dt")
                .option("bucket", "2")
                .option("num-sorted-run.compaction-trigger", "100")
                .option("num-sorted-run.stop-trigger", "100")
                .option("commit.fsync", Boolean.toString(fsync))
                .build();
    }

    private static List<GenericRow> batch(int n) {
        List<GenericRow> rows = new ArrayList<>();
        switch (n) {
            case 1:
                for (int k = 0; k < 6; k++) {
                    rows.add(GenericRow.of(k % 2 == 0 ? "a" : "b", k, "v1-" + k));
                }
                break;
            case 2:
                rows.add(GenericRow.of("a", 0, "v2-0"));
                rows.add(GenericRow.ofKind(RowKind.DELETE, "b", 1, "v1-1"));
                rows.add(GenericRow.of("b", 7, "v2-7"));
                break;
            default:
                rows.add(GenericRow.ofKind(RowKind.UPDATE_AFTER, "a", 2, "v3-2"));
                rows.add(GenericRow.ofKind(RowKind.DELETE, "a", 0, "v2-0"));
                rows.add(GenericRow.of("a", 8, "v3-8"));
                rows.add(GenericRow.of("b", 9, "v3-9"));
                break;
        }
        return rows;
    }

    /** The deduplicate model: the merged rows after batches 1..n. */
    private static List<String> expected(int n) {
        TreeMap<String, String> rows = new TreeMap<>();
        for (int b = 1; b <= n; b++) {
            for (GenericRow r : batch(b)) {
                String key = r.getField(0) + "/" + r.getField(1);
                if (r.getRowKind().isAdd()) {
                    rows.put(key, "+I[" + r.getField(0) + ", " + r.getField(1) + ", " + r.getField(2) + "]");
                } else {
                    rows.remove(key);
                }
            }
        }
        List<String> out = new ArrayList<>(rows.values());
        Collections.sort(out);
        return out;
    }

    static Catalog catalog(FaultInjectingFileIO io) {
        return new FileSystemCatalog(io, "/warehouse", TableLoaders.defaultLoader());
    }

    /** Creates the table and commits batches 1 and 2. */
    private static void setUp(Catalog catalog) {
        catalog.createDatabase("db", true);
        catalog.createTable(ID, schema(), false);
        Table t = catalog.getTable(ID);
        try (TableWriter w = t.newWriter(USER)) {
            for (int b = 1; b <= 2; b++) {
                for (GenericRow r : batch(b)) {
                    w.write(r);
                }
                w.commit(b);
            }
        }
    }

    /** Batch 3 as commit identifier 3. */
    private static void commitThird(Table t) {
        TableWriter w = t.newWriter(USER);
        for (GenericRow r : batch(3)) {
            w.write(r);
        }
        w.commit(3);
        w.close();
    }

    private static int countCommitOperations() {
        FaultInjectingFileIO io = new FaultInjectingFileIO(new MemoryFileIO());
        try (Catalog c = catalog(io)) {
            setUp(c);
            long before = io.operationCount();
            commitThird(c.getTable(ID));
            assertEquals(expected(3), read(c.getTable(ID)));
            return (int) (io.operationCount() - before);
        }
    }

    /** The table's merged rows, formatted and sorted. */
    static List<String> read(Table t) {
        List<String> out = new ArrayList<>();
        try (RecordReader r = t.newBatchScan().read()) {
            while (r.hasNext()) {
                InternalRow row = r.next();
                out.add(ValueFormatter.formatRow(row, t.rowType()));
            }
        }
        Collections.sort(out);
        return out;
    }

    private static long snapshotCount(Table t) {
        SnapshotInfo s = t.latestSnapshot();
        return s == null ? 0 : s.snapshotId;
    }

    /**
     * The catalog to go on with once the k-th operation failed: the same one if the process
     * survives, else a new one over what a (torn, seeded by {@code k}) power loss left.
     */
    static Catalog afterFailure(Ending ending, int k, MemoryFileIO mem, FaultInjectingFileIO io, Catalog first) {
        switch (ending) {
            case PROCESS_SURVIVES:
                return first;
            case POWER_LOSS:
                mem.crash();
                return catalog(io);
            default:
                mem.crashRandomly(new SplittableRandom(k));
                return catalog(io);
        }
    }

    private static void runOnce(int k, Ending ending, boolean processDies) {
        MemoryFileIO mem = new MemoryFileIO();
        FaultInjectingFileIO io = new FaultInjectingFileIO(mem);
        String where = "fault at operation " + k + " of the commit, " + ending;
        Catalog first = catalog(io);
        setUp(first);
        Table table = first.getTable(ID);
        long snapshotsBefore = snapshotCount(table);
        io.failAtOperation(io.operationCount() + k);
        boolean failed = false;
        TableWriter w = null;
        try {
            w = table.newWriter(USER);
            for (GenericRow r : batch(3)) {
                w.write(r);
            }
            w.commit(3);
            w.close();
        } catch (RuntimeException e) {
            failed = true;
        }
        io.clearFaults();
        if (ending == Ending.PROCESS_SURVIVES && !processDies && failed && w != null) {
            try {
                w.abort();
            } catch (RuntimeException e) {
                // cleaning up after the failure may fail too; the table must still be consistent
            }
        }
        // a process that dies loses nothing of what it wrote (no power loss): a fresh catalog over the same files
        Catalog second = processDies ? catalog(io) : afterFailure(ending, k, mem, io, first);
        Table after = second.getTable(ID);
        long snapshotsAfter;
        List<String> visible;
        try {
            snapshotsAfter = snapshotCount(after);
            visible = read(after);
        } catch (RuntimeException e) {
            throw new AssertionError(where + ": table unreadable after the failure: " + e, e);
        }
        if (snapshotsAfter == snapshotsBefore) {
            assertEquals(expected(2), visible, where + ": old snapshot must read as the old data");
        } else if (snapshotsAfter == snapshotsBefore + 1) {
            assertEquals(expected(3), visible, where + ": a published commit must be complete");
        } else {
            fail(where + ": " + (snapshotsAfter - snapshotsBefore) + " snapshots appeared");
        }
        if (!failed) {
            assertEquals(snapshotsBefore + 1, snapshotsAfter, where + ": a commit that returned must be durable");
        }
        // Retry the same checkpoint: exactly once.
        try {
            commitThird(after);
        } catch (RuntimeException e) {
            throw new AssertionError(where + ": retry failed: " + e, e);
        }
        try (Catalog third = catalog(io)) {
            Table reopened = third.getTable(ID);
            assertEquals(expected(3), read(reopened), where + ": after retry");
            assertEquals(snapshotsBefore + 1, snapshotCount(reopened), where + ": retry must publish exactly once");
        } finally {
            second.close();
            if (second != first) {
                first.close();
            }
        }
    }
}
