package dev.varve.props;

import dev.varve.format.FaultInjectingFileIO;
import dev.varve.format.MemoryFileIO;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Schema;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.StreamScan;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.ValueFormatter;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Crash at every file operation of a lookup-producer checkpoint commit, which publishes two snapshots (APPEND:
 * the new level-0 file, COMPACT: the lookup compaction and the changelog; COMPACTION.md "The commit's own
 * compaction"), as {@link CommitCrashTest} does for one: the table reads as the old data (no new snapshot) or the
 * complete new data (the APPEND alone, or both), never anything else; the restore (the committer's
 * {@code filterAndCommit} of the prepared messages when the process survived them, else the checkpoint written
 * again) publishes each snapshot at most once, and the lookup changelog holds every change at most once: all of
 * the commit's when its compaction was published, none when the data alone was and the compaction could not be
 * repaired (as Paimon's committer skips the identifier).
 */
class LookupCommitCrashTest {
    private static final Identifier ID = Identifier.of("db", "t");
    private static final String USER = "lookup-crash-user";

    private static final List<String> CHANGES_1_2 = List.of("+I[1, a]", "+I[2, b]", "+I[3, c]", "+I[4, d]",
            "-U[1, a]", "+U[1, a2]", "-D[2, b]", "+I[5, e]");
    private static final List<String> CHANGES_3 = List.of("-U[3, c]", "+U[3, c3]", "+I[6, f]");
    private static final List<String> OLD = List.of("+I[1, a2]", "+I[3, c]", "+I[4, d]", "+I[5, e]");
    private static final List<String> NEW = List.of("+I[1, a2]", "+I[3, c3]", "+I[4, d]", "+I[5, e]", "+I[6, f]");

    @ParameterizedTest
    @EnumSource(CommitCrashTest.Ending.class)
    void aCrashAtEveryOperationNeverShowsHalfACommitNorAChangeTwice(CommitCrashTest.Ending ending) {
        int ops = countOperations();
        assertTrue(ops >= 8, "a lookup commit should take several file operations, took " + ops);
        int repaired = 0;
        for (int k = 1; k <= ops + 1; k++) {
            repaired += runOnce(k, ending) ? 1 : 0;
        }
        if (ending == CommitCrashTest.Ending.PROCESS_SURVIVES) {
            assertTrue(repaired > 0, "some fault falls between the two snapshots and the restore repairs it");
        }
    }

    private static Schema schema() {
        return Schema.builder()
                .column("k", DataType.intType().notNull())
                .column("v", DataType.string())
                .primaryKey("k")
                .option("bucket", "1")
                .option("changelog-producer", "lookup")
                .build();
    }

    private static List<GenericRow> batch(int n) {
        switch (n) {
            case 1:
                return List.of(GenericRow.of(1, "a"), GenericRow.of(2, "b"), GenericRow.of(3, "c"), GenericRow.of(4, "d"));
            case 2:
                return List.of(GenericRow.of(1, "a2"), GenericRow.ofKind(RowKind.DELETE, 2, "b"), GenericRow.of(5, "e"));
            default:
                return List.of(GenericRow.of(3, "c3"), GenericRow.of(6, "f"));
        }
    }

    private static void setUp(Catalog catalog) {
        catalog.createDatabase("db", true);
        catalog.createTable(ID, schema(), false);
        try (TableWriter w = catalog.getTable(ID).newWriter(USER)) {
            for (int b = 1; b <= 2; b++) {
                for (GenericRow r : batch(b)) {
                    w.write(r);
                }
                w.commit(b);
            }
        }
    }

    private static int countOperations() {
        FaultInjectingFileIO io = new FaultInjectingFileIO(new MemoryFileIO());
        try (Catalog c = CommitCrashTest.catalog(io)) {
            setUp(c);
            long before = io.operationCount();
            try (TableWriter w = c.getTable(ID).newWriter(USER)) {
                for (GenericRow r : batch(3)) {
                    w.write(r);
                }
                w.commit(3);
            }
            Table t = c.getTable(ID);
            assertEquals(NEW, CommitCrashTest.read(t));
            assertEquals("APPEND,COMPACT,APPEND,COMPACT,APPEND,COMPACT", kinds(t));
            return (int) (io.operationCount() - before);
        }
    }

    private static String kinds(Table t) {
        List<String> out = new ArrayList<>();
        for (SnapshotInfo s : t.snapshots()) {
            out.add(s.commitKind);
        }
        return String.join(",", out);
    }

    private static long snapshotCount(Table t) {
        SnapshotInfo s = t.latestSnapshot();
        return s == null ? 0 : s.snapshotId;
    }

    /** Every change of the table's changelog, in order. */
    private static List<String> changelog(Table t) {
        List<String> out = new ArrayList<>();
        try (StreamScan s = t.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "1")).newStreamScan()) {
            List<InternalRow> batch;
            while ((batch = s.poll()) != null) {
                for (InternalRow r : batch) {
                    out.add(ValueFormatter.formatRow(r, t.rowType()));
                }
            }
        }
        return out;
    }

    /** One fault; returns whether the restore published the compaction of a commit whose data alone was there. */
    private static boolean runOnce(int k, CommitCrashTest.Ending ending) {
        MemoryFileIO mem = new MemoryFileIO();
        FaultInjectingFileIO io = new FaultInjectingFileIO(mem);
        String where = "fault at operation " + k + " of the lookup commit, " + ending;
        Catalog first = CommitCrashTest.catalog(io);
        setUp(first);
        Table table = first.getTable(ID);
        long before = snapshotCount(table);
        CrashedCommit crash = CrashedCommit.commitFailingAt(k, ending, mem, io, first, table, USER, batch(3), 3);
        boolean failed = crash.failed;
        try (crash) {
            Table after = crash.second.getTable(ID);
            long published = snapshotCount(after) - before;
            List<String> visible = CommitCrashTest.read(after);
            assertTrue(published >= 0 && published <= 2, where + ": " + published + " snapshots appeared");
            assertEquals(published == 0 ? OLD : NEW, visible, where + ": " + published + " snapshots published");
            if (!failed) {
                assertEquals(2, published, where + ": a commit that returned must be durable");
            }
            // the restore: the committer's messages if the process kept them, else the checkpoint written again
            crash.restore(after);
            try (Catalog third = CommitCrashTest.catalog(io)) {
                Table reopened = third.getTable(ID);
                assertEquals(NEW, CommitCrashTest.read(reopened), where + ": after the restore");
                long total = snapshotCount(reopened) - before;
                List<String> changes = changelog(reopened);
                List<String> complete = new ArrayList<>(CHANGES_1_2);
                complete.addAll(CHANGES_3);
                if (total == 2) {
                    assertEquals("APPEND,COMPACT,APPEND,COMPACT,APPEND,COMPACT", kinds(reopened), where);
                    assertEquals(complete, changes, where + ": the commit's changes, once");
                } else {
                    // only the data: the compaction could not be repaired (its files were lost, or another writer's)
                    assertEquals(1, total, where + ": the restore must publish each snapshot at most once");
                    assertTrue(published == 1, where + ": the data alone only when the failure left it so");
                    assertEquals(CHANGES_1_2, changes, where + ": the lost commit's changes are not half there");
                }
                if (published == 1 && crash.restoresMessages()) {
                    assertEquals(2, total, where + ": the restored committer repairs the compaction");
                }
                return published == 1 && total == 2;
            }
        }
    }
}
