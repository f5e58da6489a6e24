package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import dev.varve.kernel.VarveException;
import dev.varve.row.RowKind;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.catalog;
import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.row;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static dev.varve.kernel.table.TableTestSupport.stream;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code incremental-between} / {@code incremental-between-timestamp} batch reads. Every expected
 * result is what Apache Paimon 1.4.2's Java API returned for the same commits (a batch write per
 * commit, one bucket; {@code table.copy(options)} read through the table for plain reads and
 * through its {@code AuditLogTable} for kinds), compared as sorted lists: a plain batch read keeps
 * only adds, as {@code +I} (Paimon's batch SQL drops {@code -D}; Varve's batch reads are
 * insert-only, so {@code -U} goes too).
 */
class IncrementalScanTest {
    @TempDir
    Path dir;

    private static List<String> read(Table t, boolean kinds, String... options) {
        Map<String, String> o = new LinkedHashMap<>();
        for (int i = 0; i < options.length; i += 2) {
            o.put(options[i], options[i + 1]);
        }
        return TableTestSupport.read(t.copy(o), kinds);
    }

    private static List<String> sorted(String... rows) {
        List<String> out = new ArrayList<>(List.of(rows));
        Collections.sort(out);
        return out;
    }

    private Table pk(Catalog c, String name, String producer) {
        return create(c, name, schema("id BIGINT", "v STRING").primaryKey("id").option("bucket", "1")
                .option("changelog-producer", producer).build());
    }

    @Test
    void inputProducerReadsTheChangelogByDefault() {
        try (Catalog c = catalog(dir)) {
            Table t = pk(c, "t", "input");
            commit(t, ins(1L, "a"), ins(2L, "b"), ins(4L, "x"));
            commit(t, row(RowKind.UPDATE_BEFORE, 1L, "a"), row(RowKind.UPDATE_AFTER, 1L, "c"));
            commit(t, ins(3L, "d"), row(RowKind.DELETE, 2L, "b"), ins(4L, "x"));
            String between = "incremental-between";
            assertEquals(sorted("-U[1, a]", "+U[1, c]", "-D[2, b]", "+I[3, d]", "+I[4, x]"), read(t, true, between, "1,3"));
            // a plain read: the same rows, retractions included, each as +I (Paimon's Flink batch source)
            assertEquals(sorted("+I[1, a]", "+I[1, c]", "+I[2, b]", "+I[3, d]", "+I[4, x]"), read(t, false, between, "1,3"));
            assertEquals(sorted("+I[1, a]", "+I[2, b]", "+I[4, x]", "-U[1, a]", "+U[1, c]", "-D[2, b]", "+I[3, d]", "+I[4, x]"),
                    read(t, true, between, "0,3"));
            assertEquals(sorted("-U[1, a]", "+U[1, c]", "-D[2, b]", "+I[3, d]", "+I[4, x]"),
                    read(t, true, between, "1,3", "incremental-between-scan-mode", "changelog"));
            // delta: each commit's data files, merged per key as its write buffer merged them
            assertEquals(sorted("+U[1, c]", "-D[2, b]", "+I[3, d]", "+I[4, x]"),
                    read(t, true, between, "1,3", "incremental-between-scan-mode", "delta"));
            // diff: files live at 3 but not at 1 against the reverse; key 4 rewritten counts as a change
            assertEquals(sorted("+U[1, c]", "-D[2, b]", "+I[3, d]", "+I[4, x]"),
                    read(t, true, between, "1,3", "incremental-between-scan-mode", "diff"));
            // a plain read of the diff leaves the deleted key out (Paimon 1.4.2 on Flink: golden
            // sweep45_op45_incremental_diff_plain), unlike the other modes' plain reads
            assertEquals(sorted("+I[1, c]", "+I[3, d]", "+I[4, x]"),
                    read(t, false, between, "1,3", "incremental-between-scan-mode", "diff"));
            assertEquals(List.of(), read(t, true, between, "2,2"));
            assertEquals(read(t, true, between, "0,3"), read(t, true, "incremental-between-timestamp", "0,99999999999999"));
            assertEquals(List.of(), read(t, true, "incremental-between-timestamp", "0,1"));
            assertEquals(read(t, true, between, "0,3"),
                    read(t, true, "incremental-between-timestamp", "1970-01-01,2999-12-31 23:59:59.999"));
        }
    }

    /**
     * Paimon 1.4.2's batch level filter ({@code batchScanSkipLevel0}) holds for changelog files too: on a
     * deletion-vector table the input producer's changelog (level 0) is not read in batch, a lookup changelog (written
     * at its compaction's output level) is; streaming reads take both (fzmx_1843, probe
     * {@code mix30/mx30_dv_input_incremental}, golden {@code sweep31_dv_input_incremental}). Fails on revision 7,
     * which read the input changelog: {@code [+I[1, b], +I[2, c]]} for {@code 2,3}.
     */
    @Test
    void deletionVectorTablesReadNoLevel0ChangelogInBatch() throws Exception {
        try (Catalog c = catalog(dir)) {
            Table t = create(c, "t", schema("id BIGINT", "v STRING").primaryKey("id").option("bucket", "1")
                    .option("changelog-producer", "input").option("deletion-vectors.enabled", "true").build());
            commit(t, ins(1L, "a"));
            commit(t, ins(1L, "b"), ins(2L, "c")); // snapshots 1 APPEND, 2 COMPACT, 3 APPEND, 4 COMPACT
            String between = "incremental-between";
            assertEquals(List.of(), read(t, true, between, "2,3"));
            assertEquals(List.of(), read(t, false, between, "0,4"));
            assertEquals(List.of(), read(t, true, between, "0,4", "incremental-between-scan-mode", "changelog"));
            assertEquals(List.of(), read(t, true, "incremental-between-timestamp", "0,99999999999999"));
            // streaming reads are not filtered
            assertEquals(List.of("+I[1, b]", "+I[2, c]"),
                    stream(t.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "3"))));

            Table l = create(c, "l", schema("id BIGINT", "v STRING").primaryKey("id").option("bucket", "1")
                    .option("changelog-producer", "lookup").option("deletion-vectors.enabled", "true").build());
            commit(l, ins(1L, "a"));
            commit(l, ins(1L, "b"), ins(2L, "c"));
            assertEquals(sorted("+I[1, a]", "-U[1, a]", "+U[1, b]", "+I[2, c]"), read(l, true, between, "0,4"));

            // a snapshot written before revision 8 carries every changelog file at level 0: read as before
            SnapshotStore store = new SnapshotStore(new dev.varve.format.LocalFileIO(),
                    dir.resolve("warehouse/default.db/t").toString());
            Snapshot s3 = store.snapshot(3);
            @SuppressWarnings("unchecked")
            Map<String, Object> json = Json.MAPPER.convertValue(s3, Map.class);
            json.put("revision", 5);
            new dev.varve.format.LocalFileIO().overwriteAtomically(store.snapshotPath(3), Json.write(json));
            assertEquals(sorted("+I[1, b]", "+I[2, c]"), read(t, true, between, "2,3"));
        }
    }

    @Test
    void noneProducerReadsEachCommitsDelta() {
        try (Catalog c = catalog(dir)) {
            Table t = pk(c, "t", "none");
            commit(t, ins(1L, "a"), ins(2L, "b"));
            commit(t, ins(1L, "c"));
            commit(t, ins(3L, "d"), row(RowKind.DELETE, 2L, "b"));
            commit(t, ins(1L, "e"), ins(3L, "f"));
            assertEquals(sorted("+I[1, c]", "-D[2, b]", "+I[3, d]"), read(t, true, "incremental-between", "1,3"));
            assertEquals(sorted("+I[1, c]", "+I[1, a]", "+I[2, b]"), read(t, true, "incremental-between", "0,2"));
            assertEquals(List.of(), read(t, true, "incremental-between", "1,3", "incremental-between-scan-mode", "changelog"));
            assertEquals(sorted("+I[1, c]", "-D[2, b]", "+I[3, d]"),
                    read(t, true, "incremental-between", "1,3", "incremental-between-scan-mode", "diff"));
            assertEquals(sorted("+I[1, c]", "+I[3, d]"),
                    read(t, false, "incremental-between", "1,3", "incremental-between-scan-mode", "diff"));
            assertEquals(sorted("+I[3, d]"), read(t, false, "incremental-between", "2,3", "incremental-between-scan-mode", "diff"),
                    "snapshot 3 adds key 3 and deletes key 2: the plain read leaves the deletion out");
            assertEquals(sorted("+I[3, d]", "-D[2, b]"),
                    read(t, true, "incremental-between", "2,3", "incremental-between-scan-mode", "diff"));
        }
    }

    @Test
    void appendTablesReadTheRowsWritten() {
        try (Catalog c = catalog(dir)) {
            Table t = create(c, "a", schema("id BIGINT", "v STRING").option("bucket", "-1").build());
            commit(t, ins(1L, "a"), ins(2L, "b"));
            commit(t, ins(1L, "a"));
            commit(t, ins(3L, "d"));
            assertEquals(sorted("+I[1, a]", "+I[3, d]"), read(t, true, "incremental-between", "1,3"));
            assertEquals(sorted("+I[1, a]", "+I[2, b]", "+I[1, a]"), read(t, false, "incremental-between", "0,2"));
            assertEquals(List.of(), read(t, true, "incremental-between", "1,3", "incremental-between-scan-mode", "changelog"));
            assertEquals(sorted("+I[1, a]", "+I[3, d]"),
                    read(t, true, "incremental-between", "1,3", "incremental-between-scan-mode", "diff"));
        }
    }

    @Test
    void appendDiffReadsOnlyTheFilesAddedSinceTheStart() {
        // Paimon 1.4.2 on Flink 2.0 (golden sweep15_st_incremental_diff_append): rows of files an overwrite
        // removed are not read as -D; Varve read them as -D (and a plain SELECT printed them)
        try (Catalog c = catalog(dir)) {
            Table t = create(c, "a", schema("id BIGINT", "v STRING").option("bucket", "-1").build());
            commit(t, ins(1L, "a"), ins(2L, "b"));
            try (dev.varve.kernel.TableWriter w = t.newWriter("overwrite-user").withOverwrite(Map.of())) {
                w.write(ins(3L, "c"));
                w.commit(1);
            }
            commit(t, ins(4L, "d"));
            assertEquals(sorted("+I[3, c]", "+I[4, d]"),
                    read(t, true, "incremental-between", "1,3", "incremental-between-scan-mode", "diff"));
            assertEquals(sorted("+I[3, c]"),
                    read(t, false, "incremental-between", "1,2", "incremental-between-scan-mode", "diff"));
        }
    }

    @Test
    void badRangesAreNamed() {
        try (Catalog c = catalog(dir)) {
            Table t = pk(c, "t", "none");
            commit(t, ins(1L, "a"));
            commit(t, ins(1L, "b"));
            commit(t, ins(1L, "c"));
            assertError(t, "is before the start snapshot 3", "incremental-between", "3,1");
            assertError(t, "outside the table's snapshots 1..3", "incremental-between", "2,5");
            assertError(t, "outside the table's snapshots 1..3", "incremental-between", "-1,2");
            assertError(t, "Tag 'a' doesn't exist", "incremental-between", "a,b");
            assertError(t, "must give the start (exclusive) and end snapshot", "incremental-between", "1");
            assertError(t, "the start snapshot, which must exist", "incremental-between", "0,2", "incremental-between-scan-mode", "diff");
            assertError(t, "is before the start timestamp", "incremental-between-timestamp", "5,1");
            assertError(t, "is not a timestamp: use yyyy-MM-dd", "incremental-between-timestamp", "yesterday,today");
            assertError(t, "'scan.snapshot-id'", "incremental-between", "1,2", "scan.snapshot-id", "1");
            VarveException badTime = assertThrows(VarveException.class,
                    () -> TableTestSupport.read(t.copy(Map.of("scan.timestamp", "noon"))));
            assertTrue(badTime.getMessage().contains("'scan.timestamp' = 'noon' is not a timestamp"), badTime.getMessage());
            // scan.timestamp reads the snapshot at or before it, as scan.timestamp-millis does
            assertEquals(List.of("+I[1, c]"), TableTestSupport.read(t.copy(Map.of("scan.timestamp", "2999-01-01 00:00:00"))));
            // before the first snapshot: an error, as in Paimon 1.4.2
            VarveException early = assertThrows(VarveException.class,
                    () -> TableTestSupport.read(t.copy(Map.of("scan.timestamp", "1970-01-02"))));
            assertTrue(early.getMessage().contains("no snapshot earlier than or equal to timestamp"), early.getMessage());
            VarveException streaming = assertThrows(VarveException.class,
                    () -> stream(t.copy(Map.of("incremental-between", "1,2"))));
            assertTrue(streaming.getMessage().contains("batch mode"), streaming.getMessage());
        }
    }

    private static void assertError(Table t, String part, String... options) {
        VarveException e = assertThrows(VarveException.class, () -> read(t, false, options));
        assertTrue(e.getMessage().contains(part), e.getMessage());
    }
}
