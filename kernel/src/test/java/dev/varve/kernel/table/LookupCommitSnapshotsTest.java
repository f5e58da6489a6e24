package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.CommitMessage;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableCommit;
import dev.varve.kernel.TableWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static dev.varve.kernel.table.TableTestSupport.dataOnly;
import static dev.varve.kernel.table.TableTestSupport.deleteCompactionOutputs;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.kinds;
import static dev.varve.kernel.table.TableTestSupport.kvStringTable;
import static dev.varve.kernel.table.TableTestSupport.layout;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.stream;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every commit of the lookup layout publishes APPEND (the new level-0 files) then COMPACT (the lookup
 * compaction and the commit's changelog) with the same user and identifier, as Paimon 1.4.2 (COMPACTION.md
 * "The commit's own compaction"; goldens sweep18_lk_* on Flink); the changelog is published exactly once
 * also when a crash falls between the two snapshots.
 */
class LookupCommitSnapshotsTest {
    @TempDir
    Path dir;


    private static int restore(Table t, String user, long identifier, List<CommitMessage> messages) {
        try (TableCommit commit = t.newCommit(user)) {
            return commit.filterAndCommit(new TreeMap<>(Map.of(identifier, messages)));
        }
    }

    private static List<String> changelog(Table t) {
        return stream(t.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "1")));
    }

    /** Commits 1..5 as +I rows (one level-5 file), then prepares checkpoint 2 of writer "job": key 1 updated, key 9 new. */
    private static List<CommitMessage> firstCommitThenPrepareTheSecond(Table t, TableWriter w) {
        for (int k = 1; k <= 5; k++) {
            w.write(ins(k, "v" + k));
        }
        assertEquals(1, w.commit(1));
        w.write(ins(1, "new"));
        w.write(ins(9, "v9"));
        return w.prepareCommit(2);
    }

    @Test
    void checkpointCommitsPublishAppendThenCompactWithTheChangelog() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = kvStringTable(c, "t", "changelog-producer", "lookup");
            try (TableWriter w = t.newWriter("job")) {
                w.write(ins(1, "a"));
                w.write(ins(2, "b"));
                assertEquals(1, w.commit(1)); // the data snapshot's id
                w.write(ins(1, "a2"));
                assertEquals(3, w.commit(2));
            }
            assertEquals("1A2C3A4C", kinds(t));
            List<SnapshotInfo> s = t.snapshots();
            long[] identifiers = {1, 1, 2, 2};
            long[] changelogRows = {0, 2, 0, 2};
            for (int i = 0; i < 4; i++) {
                assertEquals("job", s.get(i).commitUser);
                assertEquals(identifiers[i], s.get(i).commitIdentifier);
                assertEquals(changelogRows[i], s.get(i).changelogRecordCount);
            }
            assertNull(s.get(2).changelogManifestList, "the APPEND snapshot carries no changelog");
            assertEquals(List.of("L4x1", "L5x2"), layout(dir, "t")); // one row stays above two
            // a streaming read from the APPEND id reads the COMPACT snapshot's changelog, once
            List<String> fromAppend = stream(t.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "3")));
            assertEquals(List.of("-U[1, a]", "+U[1, a2]"), fromAppend);
            assertEquals(fromAppend, stream(t.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "4"))));
            // time travel to the APPEND snapshot reads its level-0 file
            assertEquals(List.of("+I[1, a2]", "+I[2, b]"), read(t.copy(Map.of("scan.snapshot-id", "3"))));
        }
    }

    @Test
    void aCrashBetweenTheTwoSnapshotsIsRepairedByTheRetryOnce() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = kvStringTable(c, "t", "changelog-producer", "lookup");
            try (TableWriter w = t.newWriter("job")) {
                List<CommitMessage> messages = firstCommitThenPrepareTheSecond(t, w);
                try (TableCommit commit = t.newCommit("job")) {
                    assertEquals(3, commit.commit(2, dataOnly(messages))); // then the process died
                }
                assertEquals("1A2C3A", kinds(t));
                // the restored committer: the data is published, its compaction and changelog not yet
                restore(t, "job", 2, messages);
                assertEquals("1A2C3A4C", kinds(t));
                restore(t, "job", 2, messages); // again: nothing twice
                try (TableCommit commit = t.newCommit("job")) {
                    assertEquals(4, commit.commit(2, messages)); // the id of the user's latest snapshot
                }
            }
            assertEquals("1A2C3A4C", kinds(t));
            assertEquals(2, t.snapshots().get(3).commitIdentifier);
            assertEquals(List.of("+I[1, v1]", "+I[2, v2]", "+I[3, v3]", "+I[4, v4]", "+I[5, v5]",
                    "-U[1, v1]", "+U[1, new]", "+I[9, v9]"), changelog(t));
            assertEquals(List.of("+I[1, new]", "+I[2, v2]", "+I[3, v3]", "+I[4, v4]", "+I[5, v5]", "+I[9, v9]"), read(t));
        }
    }

    @Test
    void aRetryWhoseCompactionFilesAreGoneKeepsTheDataAndSkipsTheCompaction() throws Exception {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = kvStringTable(c, "t", "changelog-producer", "lookup");
            try (TableWriter w = t.newWriter("job")) {
                List<CommitMessage> messages = firstCommitThenPrepareTheSecond(t, w);
                try (TableCommit commit = t.newCommit("job")) {
                    commit.commit(2, dataOnly(messages));
                }
                deleteCompactionOutputs(dir, "t", messages); // lost with the process (e.g. never synced)
                restore(t, "job", 2, messages);
            }
            assertEquals("1A2C3A", kinds(t), "as Paimon's committer: the identifier is skipped");
            assertEquals(List.of("+I[1, new]", "+I[2, v2]", "+I[3, v3]", "+I[4, v4]", "+I[5, v5]", "+I[9, v9]"), read(t));
            // a new writer compacts the level-0 file with its next commit
            try (TableWriter w = t.newWriter("job2")) {
                w.write(ins(2, "b2"));
                w.commit(1);
            }
            assertEquals(List.of("+I[1, new]", "+I[2, b2]", "+I[3, v3]", "+I[4, v4]", "+I[5, v5]", "+I[9, v9]"), read(t));
            assertEquals(1, layout(dir, "t").size());
        }
    }

    @Test
    void aCompactionThatConflictsIsDroppedButItsChangelogIsPublished() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = kvStringTable(c, "t", "changelog-producer", "lookup");
            try (TableWriter w = t.newWriter("job")) {
                for (int k = 1; k <= 5; k++) {
                    w.write(ins(k, "v" + k));
                }
                w.commit(1);
                w.write(ins(6, "v6"));
                w.commit(2);
                assertEquals(List.of("L4x1", "L5x5"), layout(dir, "t"));
                for (int k = 1; k <= 3; k++) {
                    w.write(ins(k, "new"));
                }
                List<CommitMessage> messages = w.prepareCommit(3);
                // meanwhile a dedicated compaction rewrites the published files the lookup compaction took
                assertTrue(t.compact(Map.of()) > 0);
                try (TableCommit commit = t.newCommit("job")) {
                    commit.commit(3, messages);
                }
            }
            assertEquals("1A2C3A4C5C6A7C", kinds(t));
            SnapshotInfo last = t.snapshots().get(6);
            assertEquals(0, last.deltaRecordCount, "no file changed");
            assertEquals(6, last.changelogRecordCount); // -U/+U of keys 1..3
            assertEquals(List.of("+I[1, new]", "+I[2, new]", "+I[3, new]", "+I[4, v4]", "+I[5, v5]", "+I[6, v6]"), read(t));
            List<String> changes = stream(t.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "6")));
            assertEquals(List.of("-U[1, v1]", "+U[1, new]", "-U[2, v2]", "+U[2, new]", "-U[3, v3]", "+U[3, new]"), changes);
        }
    }
}
