package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.StreamScan;
import dev.varve.kernel.Table;
import dev.varve.kernel.VarveException;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.ValueFormatter;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
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
 * Pinned regressions found by property-tests' TableFlowDifferentialTest against Apache Paimon
 * 1.4.2: a streaming scan created on a table without snapshots decides its start when the first
 * snapshot appears (and records no consumer progress before), and expire_snapshots refuses a
 * retain-max below {@code snapshot.num-retained.min}.
 */
class StreamStartAndExpireTest {
    @TempDir
    Path dir;

    private Table pkTable(Catalog c, String name, String... options) {
        var b = schema("k INT", "v STRING").primaryKey("k").option("bucket", "1");
        for (int i = 0; i < options.length; i += 2) {
            b.option(options[i], options[i + 1]);
        }
        return create(c, name, b.build());
    }

    private static List<String> drain(StreamScan s, Table t) {
        List<String> out = new ArrayList<>();
        List<InternalRow> batch;
        while ((batch = s.poll()) != null) {
            for (InternalRow r : batch) {
                out.add(ValueFormatter.formatRow(r, t.rowType()));
            }
        }
        return out;
    }

    /** seed 134926936969729 (expire): Paimon's consumer on an empty table has no position to record. */
    @Test
    void aConsumerThatSawNoSnapshotRecordsNoProgress() {
        try (Catalog c = catalog(dir)) {
            Table t = pkTable(c, "t");
            assertEquals(List.of(), stream(t.copy(Map.of("consumer-id", "keep"))));
            assertTrue(t.consumers().isEmpty(), "no progress before a snapshot was seen: " + t.consumers());
            commit(t, ins(1, "a"));
            commit(t, row(RowKind.DELETE, 1, "a"), ins(2, "b"));
            // no progress: the default mode reads the latest snapshot in full, not the history
            assertEquals(List.of("+I[2, b]"), stream(t.copy(Map.of("consumer-id", "keep"))));
            assertEquals(3, t.consumers().get(0).nextSnapshotId);
        }
    }

    /** seed 134926936969730 (stream): a full-mode scan opened before the first commit reads in full later. */
    @Test
    void aFullScanOpenedOnAnEmptyTableStartsWithTheSnapshotItFirstSees() {
        try (Catalog c = catalog(dir)) {
            Table t = pkTable(c, "t");
            try (StreamScan full = t.newStreamScan();
                 StreamScan latest = t.copy(Map.of("scan.mode", "latest")).newStreamScan()) {
                assertEquals(List.of(), drain(full, t));
                commit(t, ins(1, "a"), ins(2, "b"));
                commit(t, row(RowKind.DELETE, 1, "a"));
                assertEquals(List.of("+I[2, b]"), drain(full, t));
                // Paimon's latest scanner: no snapshot at creation, so the first one is incremental
                assertEquals(List.of("+I[1, a]", "+I[2, b]", "-D[1, a]"), drain(latest, t));
            }
        }
    }

    /** seed 1010 (stream): 'compacted-full' starts from the latest compaction, not the latest snapshot. */
    @Test
    void compactedFullReadsTheLatestCompactedSnapshotInFullThenLaterChanges() {
        try (Catalog c = catalog(dir)) {
            Table t = pkTable(c, "t", "num-sorted-run.compaction-trigger", "100");
            commit(t, ins(1, "a"), ins(2, "b"));
            commit(t, ins(1, "a2"));
            long compacted = t.compact(Map.of());
            commit(t, ins(2, "b2"), ins(3, "c"));
            commit(t, row(RowKind.DELETE, 3, "c"));
            assertEquals(3, compacted);
            Table cf = t.copy(Map.of("scan.mode", "compacted-full"));
            assertEquals(List.of("+I[1, a2]", "+I[2, b]", "+I[2, b2]", "+I[3, c]", "-D[3, c]"), stream(cf));
            // without any compaction it is the latest snapshot in full
            Table u = pkTable(c, "u", "num-sorted-run.compaction-trigger", "100");
            commit(u, ins(1, "a"));
            commit(u, ins(1, "a2"));
            assertEquals(List.of("+I[1, a2]"), stream(u.copy(Map.of("scan.mode", "compacted-full"))));
        }
    }

    /**
     * fzmx_1379: a batch read with 'compacted-full' reads the snapshot a streaming read starts from (Paimon 1.4.2's
     * FullCompactedStartingScanner in batch too), not the latest; without any compaction the latest.
     */
    @Test
    void batchCompactedFullReadsTheLatestCompactedSnapshot() {
        try (Catalog c = catalog(dir)) {
            Table t = pkTable(c, "t", "num-sorted-run.compaction-trigger", "100");
            commit(t, ins(1, "a"), ins(2, "b"));
            commit(t, ins(1, "a2"));
            assertEquals(3, t.compact(Map.of()));
            commit(t, ins(2, "b2"), ins(3, "c"));
            assertEquals(List.of("+I[1, a2]", "+I[2, b]"), TableTestSupport.read(t.copy(Map.of("scan.mode", "compacted-full"))));
            assertEquals(List.of("+I[1, a2]", "+I[2, b2]", "+I[3, c]"), TableTestSupport.read(t.copy(Map.of("scan.mode", "latest-full"))));
            Table u = pkTable(c, "u", "num-sorted-run.compaction-trigger", "100");
            commit(u, ins(1, "a"));
            commit(u, ins(1, "a2"));
            assertEquals(List.of("+I[1, a2]"), TableTestSupport.read(u.copy(Map.of("scan.mode", "compacted-full"))));
        }
    }

    /** seed 5033 (stream): with lookup Paimon compacts in every data commit, so that is the start. */
    @Test
    void compactedFullOnALookupTableStartsFromTheLatestDataCommit() {
        try (Catalog c = catalog(dir)) {
            Table t = pkTable(c, "t", "changelog-producer", "lookup");
            commit(t, ins(1, "a"));
            t.compact(Map.of());
            commit(t, ins(1, "b"), ins(2, "c"));
            commit(t, row(RowKind.DELETE, 2, "c"));
            assertEquals(List.of("+I[1, b]"), stream(t.copy(Map.of("scan.mode", "compacted-full"))));
        }
    }

    /** seed 7001 (expire): Paimon's from-snapshot-full on an expired id reads the earliest in full. */
    @Test
    void fromSnapshotFullOfAnExpiredSnapshotStartsAtTheEarliest() {
        try (Catalog c = catalog(dir)) {
            Table t = pkTable(c, "t", "snapshot.num-retained.min", "1");
            commit(t, ins(1, "a"));
            commit(t, ins(2, "b"));
            commit(t, ins(1, "c"));
            assertEquals(1, t.expireSnapshots(2));
            Table from1 = t.copy(Map.of("scan.mode", "from-snapshot-full", "scan.snapshot-id", "1"));
            assertEquals(List.of("+I[1, a]", "+I[2, b]", "+I[1, c]"), stream(from1));
        }
    }

    @Test
    void badStartOptionsFailAtCreationEvenOnAnEmptyTable() {
        try (Catalog c = catalog(dir)) {
            Table t = pkTable(c, "t");
            VarveException e = assertThrows(VarveException.class,
                    () -> t.copy(Map.of("scan.mode", "from-snapshot")).newStreamScan());
            assertTrue(e.getMessage().contains("scan.snapshot-id"), e.getMessage());
        }
    }

    /** seed 134926936969730 (expire): Paimon: "retainMax (1) must not be less than retainMin (10)". */
    @Test
    void retainMaxBelowTheTablesMinimumIsRefused() {
        try (Catalog c = catalog(dir)) {
            Table t = pkTable(c, "t");
            for (int i = 0; i < 3; i++) {
                commit(t, ins(i, "v" + i));
            }
            VarveException e = assertThrows(VarveException.class, () -> t.expireSnapshots(1));
            assertTrue(e.getMessage().contains("snapshot.num-retained.min"), e.getMessage());
            assertEquals(3, t.snapshots().size());
            Table lowMin = pkTable(c, "u", "snapshot.num-retained.min", "1");
            for (int i = 0; i < 3; i++) {
                commit(lowMin, ins(i, "v" + i));
            }
            assertEquals(2, lowMin.expireSnapshots(1));
            assertEquals(3, lowMin.snapshots().get(0).snapshotId);
        }
    }
}
