package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.CommitMessage;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableCommit;
import dev.varve.kernel.TableWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static dev.varve.kernel.table.TableTestSupport.kvStringTable;
import static dev.varve.kernel.table.TableTestSupport.layout;
import static dev.varve.kernel.table.TableTestSupport.dataOnly;
import static dev.varve.kernel.table.TableTestSupport.deleteCompactionOutputs;
import static dev.varve.kernel.table.TableTestSupport.kinds;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The end of input's compaction (COMPACTION.md "End of input"): a batch statement's commit
 * ({@code Long.MAX_VALUE}) publishes its data as an APPEND snapshot, then the compaction Paimon's writer
 * picks over all runs as a COMPACT snapshot with the same identifier (goldens sweep17_eoi_* on Flink).
 */
class EndInputCompactionTest {
    private static final long END = Long.MAX_VALUE;

    @TempDir
    Path dir;


    private static long statement(Table t, int k) {
        try (TableWriter w = t.newWriter("stmt-" + k)) {
            w.write(ins(k, "v" + k));
            return w.commit(END);
        }
    }

    /** Four single-row statements, then the fifth's messages prepared by writer "job" (not committed). */
    private static List<CommitMessage> fourStatementsThenPrepareTheFifth(Table t, TableWriter w) {
        for (int k = 1; k <= 4; k++) {
            statement(t, k);
        }
        w.write(ins(5, "v5"));
        return w.prepareCommit(END);
    }

    /** Commits the messages as a batch statement's commit of {@code user} (a fresh committer, as after a restart). */
    private static long commitAs(Table t, String user, List<CommitMessage> messages) {
        try (TableCommit commit = t.newCommit(user)) {
            return commit.commit(END, messages);
        }
    }

    /** The data files of a bucket directory (what is on disk, published or not). */
    private long dataFilesOnDisk(String name) throws Exception {
        try (var s = Files.list(dir.resolve("warehouse/default.db/" + name + "/bucket-0"))) {
            return s.count();
        }
    }

    @Test
    void fifthSingleRowStatementEndsWithACompactSnapshot() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = kvStringTable(c, "t");
            for (int k = 1; k <= 4; k++) {
                assertEquals(k, statement(t, k)); // the data snapshot's id
            }
            assertEquals(List.of("L0x1", "L0x1", "L0x1", "L0x1"), layout(dir, "t")); // 4 runs: below the trigger (5)
            assertEquals(5, statement(t, 5));
            assertEquals(List.of("L5x5"), layout(dir, "t"));
            assertEquals("1A2A3A4A5A6C", kinds(t));
            SnapshotInfo data = t.snapshots().get(4);
            SnapshotInfo compact = t.snapshots().get(5);
            assertEquals(data.commitUser, compact.commitUser);
            assertEquals(END, data.commitIdentifier);
            assertEquals(END, compact.commitIdentifier);
            assertEquals(0, compact.deltaRecordCount); // five rows out, five in
            assertEquals(List.of("+I[1, v1]", "+I[2, v2]", "+I[3, v3]", "+I[4, v4]", "+I[5, v5]"), read(t));
            // a sixth statement adds one run above the compacted one; nothing to compact
            statement(t, 6);
            assertEquals(List.of("L0x1", "L5x5"), layout(dir, "t"));
            assertEquals("1A2A3A4A5A6C7A", kinds(t));
        }
        try (Catalog c = TableTestSupport.catalog(dir)) { // reopened
            Table t = c.getTable(dev.varve.kernel.Identifier.of("default", "t"));
            assertEquals(6, read(t).size());
            assertEquals(List.of("L0x1", "L5x5"), layout(dir, "t"));
        }
    }

    @Test
    void checkpointCommitsDoNotWaitForACompaction() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = kvStringTable(c, "t", "num-sorted-run.compaction-trigger", "2");
            try (TableWriter w = t.newWriter("job")) {
                w.write(ins(1, "a"));
                assertEquals(1, w.commit(1));
                w.write(ins(2, "b"));
                assertEquals(2, w.commit(2)); // a checkpoint: a background compaction may come later, never in it
                assertEquals("APPEND", t.snapshots().get(1).commitKind);
            }
        }
    }

    @Test
    void writeOnlyTablesNeverCompactAtTheEndOfInput() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = kvStringTable(c, "t", "write-only", "true");
            for (int k = 1; k <= 6; k++) {
                statement(t, k);
            }
            assertEquals(6, layout(dir, "t").size());
            assertEquals("1A2A3A4A5A6A", kinds(t));
        }
    }

    @Test
    void retryOfBothCommitsPublishesNothingTwice() throws Exception {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = kvStringTable(c, "t");
            try (TableWriter w = t.newWriter("job")) {
                List<CommitMessage> messages = fourStatementsThenPrepareTheFifth(t, w);
                assertEquals(5, commitAs(t, "job", messages));
                long onDisk = dataFilesOnDisk("t");
                try (TableCommit retry = t.newCommit("job")) {
                    assertEquals(6, retry.commit(END, messages)); // already published: nothing more
                    assertEquals(0, retry.filterAndCommit(new java.util.TreeMap<>(Map.of(END, messages))));
                }
                assertEquals(onDisk, dataFilesOnDisk("t")); // the published output is kept
            }
            assertEquals("1A2A3A4A5A6C", kinds(t));
            assertEquals(List.of("L5x5"), layout(dir, "t"));
            assertEquals(5, read(t).size());
        }
    }

    @Test
    void retryAfterThePublishedOutputWasCompactedAwayKeepsItForOlderSnapshots() throws Exception {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = kvStringTable(c, "t");
            try (TableWriter w = t.newWriter("job")) {
                List<CommitMessage> messages = fourStatementsThenPrepareTheFifth(t, w);
                assertEquals(5, commitAs(t, "job", messages));
                statement(t, 6);
                assertEquals(8, t.compact(Map.of())); // the end of input's output is no longer live
                assertEquals(List.of("L5x6"), layout(dir, "t"));
                assertEquals(6, commitAs(t, "job", messages)); // the retry: already published, nothing more
            }
            assertEquals("1A2A3A4A5A6C7A8C", kinds(t));
            // snapshot 7 still reads the output of the end of input's compaction
            assertEquals(6, read(t.copy(Map.of("scan.snapshot-id", "7"))).size());
            assertEquals(6, read(t).size());
        }
    }

    @Test
    void retryAfterOnlyTheDataWasPublishedPublishesTheCompaction() throws Exception {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = kvStringTable(c, "t");
            try (TableWriter w = t.newWriter("job")) {
                List<CommitMessage> messages = fourStatementsThenPrepareTheFifth(t, w);
                long onDisk = dataFilesOnDisk("t"); // 5 level-0 files and the compaction's output
                assertEquals(5, commitAs(t, "job", dataOnly(messages))); // then the process died
                assertEquals("1A2A3A4A5A", kinds(t));
                // the retry: the data is this user's latest snapshot, the compaction's files are there
                assertEquals(5, commitAs(t, "job", messages));
                assertEquals(6, commitAs(t, "job", messages)); // nothing twice (the id of the user's latest snapshot)
                assertEquals(onDisk, dataFilesOnDisk("t"));
            }
            assertEquals("1A2A3A4A5A6C", kinds(t));
            assertEquals(List.of("L5x5"), layout(dir, "t"));
            assertEquals(5, read(t).size());
        }
    }

    @Test
    void retryAfterOnlyTheDataWasPublishedDropsACompactionWhoseOutputIsGone() throws Exception {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = kvStringTable(c, "t");
            try (TableWriter w = t.newWriter("job")) {
                List<CommitMessage> messages = fourStatementsThenPrepareTheFifth(t, w);
                deleteCompactionOutputs(dir, "t", messages); // lost with the process
                assertEquals(5, commitAs(t, "job", dataOnly(messages))); // then the process died
                assertEquals(5, commitAs(t, "job", messages)); // the retry: the compaction cannot be published
            }
            assertEquals("1A2A3A4A5A", kinds(t));
            assertEquals(5, layout(dir, "t").size());
            assertEquals(5, read(t).size());
        }
    }

    @Test
    void aCompactionThatConflictsIsDroppedAndTheDataStays() throws Exception {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = kvStringTable(c, "t");
            try (TableWriter w = t.newWriter("job")) {
                List<CommitMessage> messages = fourStatementsThenPrepareTheFifth(t, w);
                // meanwhile a dedicated compaction rewrites the four older files
                assertEquals(5, t.compact(Map.of()));
                assertEquals(List.of("L5x4"), layout(dir, "t"));
                assertEquals(6, commitAs(t, "job", messages));
            }
            assertEquals("1A2A3A4A5C6A", kinds(t)); // the data; its compaction's inputs were gone
            assertEquals(List.of("L0x1", "L5x4"), layout(dir, "t"));
            assertEquals(List.of("+I[1, v1]", "+I[2, v2]", "+I[3, v3]", "+I[4, v4]", "+I[5, v5]"), read(t));
            // the 4 compacted-away inputs stay until expiry, the explicit compaction's output, the new file: no orphan
            assertEquals(6, dataFilesOnDisk("t"));
        }
    }

    @Test
    void fullCompactionDeltaCommitsCompactsFullyAtEveryStatementsEnd() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = kvStringTable(c, "t", "full-compaction.delta-commits", "3");
            statement(t, 1);
            assertEquals(List.of("L5x1"), layout(dir, "t"));
            statement(t, 2);
            assertEquals(List.of("L5x2"), layout(dir, "t"));
            assertEquals("1A2C3A4C", kinds(t));
        }
    }

    /**
     * Golden sweep18_kd_eoi_nonassoc on Flink: Paimon's end-of-input compaction stores one merged row per key also
     * for order-sensitive columns under {@code sequence.field}, so a later record with a lower sequence sorts before
     * that row (last_non_null_value keeps 24.86; folding the raw versions would give -1.5).
     */
    @Test
    void theEndOfInputsCompactionStoresNonAssociativeGroupsMerged() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table a = create(c, "a", schema("k INT", "v DOUBLE", "n INT", "ts INT").primaryKey("k").option("bucket", "1")
                    .option("merge-engine", "aggregation").option("sequence.field", "ts")
                    .option("fields.n.aggregate-function", "sum").build());
            Object[][] rows = {{1, null, 1, 3}, {1, 24.86, 1, 0}, {2, 1.0, 1, 1}, {2, 2.0, 1, 2}, {3, 3.0, 1, 1}};
            for (Object[] r : rows) {
                try (TableWriter w = a.newWriter("s" + r[0] + r[3])) {
                    w.write(ins(r));
                    w.commit(END);
                }
            }
            assertEquals(List.of("L5x3"), layout(dir, "a"), "one merged row per key");
            try (TableWriter w = a.newWriter("late")) {
                w.write(ins(1, -1.5, 1, 2));
                w.commit(END);
            }
            assertEquals(List.of("+I[1, 24.86, 3, 3]", "+I[2, 2.0, 2, 2]", "+I[3, 3.0, 1, 1]"), read(a));
        }
    }

    /**
     * fzmx_1255 on Flink: {@code num-levels} defaults to {@code num-sorted-run.compaction-trigger} + 1, but Paimon's
     * levels restore at least one more than the highest level a file is on, so after the trigger is lowered to 3 the
     * maximum level stays 5 and a full compaction (here the end of input's, {@code full-compaction.delta-commits})
     * still goes there; an explicit full compaction of that lone top file does nothing.
     */
    @Test
    void aLoweredCompactionTriggerKeepsTheRestoredMaximumLevel() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = kvStringTable(c, "t", "full-compaction.delta-commits", "2");
            statement(t, 1);
            assertEquals(List.of("L5x1"), layout(dir, "t"));
            c.alterTable(dev.varve.kernel.Identifier.of("default", "t"),
                    List.of(dev.varve.kernel.SchemaChange.setOption("num-sorted-run.compaction-trigger", "3")), false);
            Table u = c.getTable(dev.varve.kernel.Identifier.of("default", "t"));
            statement(u, 2);
            assertEquals(List.of("L5x2"), layout(dir, "t"));
            String before = kinds(u);
            u.compact(java.util.Map.of(), true);
            assertEquals(before, kinds(u), "nothing to compact");
            assertEquals(List.of("L5x2"), layout(dir, "t"));
        }
    }

    /**
     * fzmx_1209 on Flink: Paimon's sink runs its global full-compaction write for any table with
     * {@code full-compaction.delta-commits}, also a fixed-bucket append table: at a statement's end it compacts the
     * buckets it wrote fully (three small files are one), in a COMPACT snapshot after the data's.
     */
    @Test
    void bucketedAppendTableWithFullCompactionDeltaCommitsCompactsFullyAtTheEndOfInput() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table a = create(c, "a", schema("k INT", "v STRING").option("bucket", "1").option("bucket-key", "k")
                    .option("full-compaction.delta-commits", "3").build());
            Table p = create(c, "p", schema("k INT", "v STRING").option("bucket", "1").option("bucket-key", "k").build());
            for (int k = 1; k <= 3; k++) {
                statement(a, k);
                statement(p, k);
            }
            assertEquals(List.of("L0x3"), layout(dir, "a"), "one file of three rows");
            assertEquals("1A2A3A4C", kinds(a));
            // without the option: the flush's own pick needs five files
            assertEquals(List.of("L0x1", "L0x1", "L0x1"), layout(dir, "p"));
            assertEquals(List.of("+I[1, v1]", "+I[2, v2]", "+I[3, v3]"), read(a));
        }
    }

    @Test
    void bucketedAppendTableCompactsMinFileNumFilesAtTheEndOfInput() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table a = create(c, "a", schema("k INT", "v STRING").option("bucket", "1").option("bucket-key", "k")
                    .option("compaction.min.file-num", "3").build());
            Table u = create(c, "u", schema("k INT", "v STRING").option("compaction.min.file-num", "3").build());
            for (int k = 1; k <= 3; k++) {
                statement(a, k);
                statement(u, k);
            }
            assertEquals(List.of("L0x3"), layout(dir, "a"));
            assertEquals("1A2A3A4C", kinds(a));
            // bucket-unaware: compacted by a dedicated job, never at a statement's end
            assertEquals(List.of("L0x1", "L0x1", "L0x1"), layout(dir, "u"));
            assertEquals(List.of("+I[1, v1]", "+I[2, v2]", "+I[3, v3]"), read(a));
        }
    }

    /** One statement of {@code rows} rows {@code (k, 32 hex digits)}, keys from {@code first}. */
    private static void hexStatement(Table t, java.util.Random random, int first, int rows) {
        try (TableWriter w = t.newWriter("hex-" + first)) {
            for (int k = first; k < first + rows; k++) {
                w.write(ins(k, String.format("%016x%016x", random.nextLong(), random.nextLong())));
            }
            w.commit(END);
        }
    }

    /**
     * Round 44, golden {@code sweep44_ap44_append_window_two_targets}: Paimon's end-of-input pick slides its window
     * on at twice the target, so four 10-row files adding up to between one and two targets (Paimon's ~837 bytes
     * each against 1600) are one file at the fourth statement; Varve slid at one target and left four.
     */
    @Test
    void bucketedAppendEndOfInputWindowHoldsUpToTwiceTheTarget() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table a = create(c, "a", schema("k INT", "v STRING").option("bucket", "1").option("bucket-key", "k")
                    .option("compaction.min.file-num", "4").option("target-file-size", "1600 b").build());
            java.util.Random random = new java.util.Random(44);
            for (int s = 0; s < 4; s++) {
                hexStatement(a, random, 10 * s, 10);
            }
            assertEquals(List.of("L0x40"), layout(dir, "a"));
            assertEquals("1A2A3A4A5C", kinds(a));
        }
    }

    /**
     * Round 44, golden {@code sweep44_ap44_append_window_paimon_sizes}: the pick adds up Paimon's file sizes; five
     * one-row files (Paimon's ~680 bytes, Varve's ~470) fill twice a 1 kb target before five are in a window, so
     * nothing is compacted, as on Flink; over Varve's sizes the five were one file.
     */
    @Test
    void bucketedAppendEndOfInputPickAddsUpPaimonsFileSizes() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table b = create(c, "b", schema("k INT", "v STRING").option("bucket", "1").option("bucket-key", "k")
                    .option("compaction.min.file-num", "5").option("target-file-size", "1 kb").build());
            java.util.Random random = new java.util.Random(45);
            for (int s = 0; s < 5; s++) {
                hexStatement(b, random, s, 1);
            }
            assertEquals(List.of("L0x1", "L0x1", "L0x1", "L0x1", "L0x1"), layout(dir, "b"));
            assertEquals("1A2A3A4A5A", kinds(b));
        }
    }
}
