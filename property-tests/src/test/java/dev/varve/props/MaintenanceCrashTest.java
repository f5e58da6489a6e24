package dev.varve.props;

import dev.varve.format.FaultInjectingFileIO;
import dev.varve.format.MemoryFileIO;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Schema;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Crash at every file operation of the two maintenance actions that delete files, rollback and
 * snapshot expiration (RELIABILITY R3/R4, SEMANTICS §7): a table with six committed snapshots
 * (compactions rewrite files between them, so later snapshots drop files earlier ones need) is
 * rolled back to snapshot 3, or expired down to the last two snapshots, and the k-th file
 * operation of the action and every one after it fail, for every k. Then, in the same process or
 * after a simulated power loss (all or a random part of the unsynced state lost), through a fresh
 * catalog:
 * <ul>
 *   <li>the table opens, and <em>every</em> snapshot it still lists reads completely as the data
 *       it committed: an action cut short never leaves a listed snapshot with a missing file;</li>
 *   <li>rollback: the latest snapshot is one of 3..6 (the removal runs newest first), never a
 *       gap; repeating the rollback reaches snapshot 3, and the next commit takes id 4;</li>
 *   <li>expiration: the latest snapshot is still 6; repeating the expiration leaves 5 and 6;</li>
 *   <li>afterwards a new commit on top works and reads as the model says.</li>
 * </ul>
 */
class MaintenanceCrashTest {
    private static final Identifier ID = Identifier.of("db", "t");
    private static final int COMMITS = 6;
    private static final int TARGET = 3;

    enum Action {
        ROLLBACK(t -> t.rollbackTo(TARGET)),
        EXPIRE(t -> t.expireSnapshots(2, 1, null, null));

        final Consumer<Table> run;

        Action(Consumer<Table> run) {
            this.run = run;
        }
    }

    @ParameterizedTest
    @EnumSource(CommitCrashTest.Ending.class)
    void rollbackCutShortAtEveryOperation(CommitCrashTest.Ending ending) {
        everyOperation(Action.ROLLBACK, ending);
    }

    @ParameterizedTest
    @EnumSource(CommitCrashTest.Ending.class)
    void expirationCutShortAtEveryOperation(CommitCrashTest.Ending ending) {
        everyOperation(Action.EXPIRE, ending);
    }

    private static void everyOperation(Action action, CommitCrashTest.Ending ending) {
        int ops = countOperations(action);
        assertTrue(ops >= 4, action + " should take several file operations, took " + ops);
        for (int k = 1; k <= ops + 1; k++) {
            runOnce(action, k, ending);
        }
    }

    // ---- the workload ----------------------------------------------------------------------

    private static Schema schema() {
        return Schema.builder()
                .column("k", DataType.intType().notNull())
                .column("v", DataType.string())
                .primaryKey("k")
                .option("bucket", "2")
                // a compaction at most commits: files of early snapshots are rewritten and dropped
                .option("num-sorted-run.compaction-trigger", "2")
                .option("snapshot.num-retained.min", "1")
                .option("snapshot.num-retained.max", "100")
                .build();
    }

    /** Commit {@code c}'s rows: new keys, an update of an older key, a delete. */
    private static List<GenericRow> batch(int c) {
        List<GenericRow> rows = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            rows.add(GenericRow.of(c * 10 + i, "c" + c + "-" + i));
        }
        if (c > 1) {
            rows.add(GenericRow.ofKind(RowKind.UPDATE_AFTER, (c - 1) * 10, "c" + c + "-upd"));
            rows.add(GenericRow.ofKind(RowKind.DELETE, (c - 1) * 10 + 1, null));
        }
        return rows;
    }

    /** The deduplicate model after commits 1..n. */
    private static List<String> expected(int n) {
        TreeMap<Integer, String> rows = new TreeMap<>();
        for (int c = 1; c <= n; c++) {
            for (GenericRow r : batch(c)) {
                int k = (Integer) r.getField(0);
                if (r.getRowKind().isAdd()) {
                    rows.put(k, "+I[" + k + ", " + r.getField(1) + "]");
                } else {
                    rows.remove(k);
                }
            }
        }
        List<String> out = new ArrayList<>(rows.values());
        Collections.sort(out);
        return out;
    }

    private static void setUp(Catalog catalog) {
        catalog.createDatabase("db", true);
        catalog.createTable(ID, schema(), false);
        Table t = catalog.getTable(ID);
        try (TableWriter w = t.newWriter("u")) {
            for (int c = 1; c <= COMMITS; c++) {
                for (GenericRow r : batch(c)) {
                    w.write(r);
                }
                w.commit(c);
            }
        }
        assertEquals(COMMITS, t.latestSnapshot().snapshotId);
    }

    private static int countOperations(Action action) {
        FaultInjectingFileIO io = new FaultInjectingFileIO(new MemoryFileIO());
        try (Catalog c = CommitCrashTest.catalog(io)) {
            setUp(c);
            long before = io.operationCount();
            action.run.accept(c.getTable(ID));
            return (int) (io.operationCount() - before);
        }
    }

    /** Every snapshot the table lists reads as the data it committed (its id = commits 1..id). */
    private static void everySnapshotReadsComplete(Table t, String where) {
        for (SnapshotInfo s : t.snapshots()) {
            Table at = t.copy(Map.of("scan.snapshot-id", Long.toString(s.snapshotId)));
            List<String> rows;
            try {
                rows = CommitCrashTest.read(at);
            } catch (RuntimeException e) {
                throw new AssertionError(where + ": snapshot " + s.snapshotId + " is listed but unreadable: " + e, e);
            }
            assertEquals(expected((int) s.snapshotId), rows, where + ": snapshot " + s.snapshotId);
        }
    }

    private static void runOnce(Action action, int k, CommitCrashTest.Ending ending) {
        MemoryFileIO mem = new MemoryFileIO();
        FaultInjectingFileIO io = new FaultInjectingFileIO(mem);
        String where = action + " with a fault at operation " + k + ", " + ending;
        Catalog first = CommitCrashTest.catalog(io);
        setUp(first);
        io.failAtOperation(io.operationCount() + k);
        boolean failed = false;
        try {
            action.run.accept(first.getTable(ID));
        } catch (RuntimeException e) {
            failed = true;
        }
        io.clearFaults();
        Catalog second = CommitCrashTest.afterFailure(ending, k, mem, io, first);
        try {
            Table after = second.getTable(ID);
            long latest = after.latestSnapshot().snapshotId;
            if (action == Action.ROLLBACK) {
                assertTrue(latest >= TARGET && latest <= COMMITS, where + ": latest snapshot " + latest);
                if (!failed && ending == CommitCrashTest.Ending.PROCESS_SURVIVES) {
                    assertEquals(TARGET, latest, where + ": a rollback that returned is done");
                }
            } else {
                assertEquals(COMMITS, latest, where + ": expiration never touches the latest snapshot");
            }
            everySnapshotReadsComplete(after, where);
            // repeat the action: it completes from wherever the cut left the table
            action.run.accept(after);
            try (Catalog third = CommitCrashTest.catalog(io)) {
                Table t = third.getTable(ID);
                long end = action == Action.ROLLBACK ? TARGET : COMMITS;
                assertEquals(end, t.latestSnapshot().snapshotId, where + ": after repeating");
                if (action == Action.EXPIRE) {
                    assertEquals(List.of(5L, 6L), t.snapshots().stream().map(s -> s.snapshotId).collect(
                            java.util.stream.Collectors.toList()), where + ": snapshots left after repeating");
                }
                everySnapshotReadsComplete(t, where + ", repeated");
                // a commit on top continues the history
                try (TableWriter w = t.newWriter("u2")) {
                    w.write(GenericRow.of(999, "after"));
                    w.commit(100);
                }
                assertEquals(end + 1, t.latestSnapshot().snapshotId, where + ": the next commit's id");
                List<String> want = new ArrayList<>(expected((int) end));
                want.add("+I[999, after]");
                Collections.sort(want);
                assertEquals(want, CommitCrashTest.read(t), where + ": a commit after the action");
            }
        } catch (RuntimeException e) {
            throw new AssertionError(where + ": " + e, e);
        } finally {
            second.close();
            if (second != first) {
                first.close();
            }
        }
    }
}
