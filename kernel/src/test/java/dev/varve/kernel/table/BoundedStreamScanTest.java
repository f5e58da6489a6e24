package dev.varve.kernel.table;

import dev.varve.kernel.StreamScan;
import dev.varve.kernel.Table;
import dev.varve.row.RowKind;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.row;
import static dev.varve.kernel.table.TableTestSupport.stream;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * {@code scan.bounded}, {@code scan.remove-normalize} and {@code scan.snapshot-id} below 1 on streaming reads, as Paimon 1.4.2 on Flink 2.0
 * shows them (golden sweep15_st_scan_bounded, sweep15_st_remove_normalize): a bounded read is the batch read
 * of the scan options with each key's stored row kind (retractions left out), then the end; a remove-normalize
 * read of a changelog-producer none table starts with the full snapshot in stored kinds.
 */
class BoundedStreamScanTest {
    @TempDir
    Path dir;

    private Table table(String name, String... options) {
        return TableTestSupport.keyValueTable(dir, name, options);
    }

    private static void history(Table t) {
        commit(t, ins(1, 1L), ins(3, 3L));
        commit(t, row(RowKind.UPDATE_BEFORE, 1, 1L), row(RowKind.UPDATE_AFTER, 1, 2L), ins(2, 5L),
                row(RowKind.DELETE, 3, 3L));
    }

    @Test
    void boundedReadsTheLatestSnapshotWithStoredKindsThenEnds() {
        Table t = table("b", "changelog-producer", "input");
        history(t);
        Table bounded = t.copy(Map.of("scan.bounded", "true"));
        assertEquals(List.of("+U[1, 2]", "+I[2, 5]"), stream(bounded));
        try (StreamScan s = bounded.newStreamScan()) {
            assertEquals(2, s.poll().size());
            commit(t, ins(4, 4L));
            assertNull(s.poll(), "a bounded read does not follow later commits");
        }
    }

    @Test
    void boundedFromSnapshotMeansTimeTravel() {
        Table t = table("s", "changelog-producer", "input");
        history(t);
        assertEquals(List.of("+I[1, 1]", "+I[3, 3]"),
                stream(t.copy(Map.of("scan.bounded", "true", "scan.mode", "from-snapshot", "scan.snapshot-id", "1"))));
        assertEquals(List.of("+I[1, 1]", "+I[3, 3]"),
                stream(t.copy(Map.of("scan.bounded", "true", "scan.mode", "from-snapshot-full", "scan.snapshot-id", "1"))));
        // unbounded, for contrast: snapshot 1 in full, then snapshot 2's changelog
        assertEquals(List.of("+I[1, 1]", "+I[3, 3]", "-U[1, 1]", "+U[1, 2]", "+I[2, 5]", "-D[3, 3]"),
                stream(t.copy(Map.of("scan.mode", "from-snapshot-full", "scan.snapshot-id", "1"))));
    }

    @Test
    void boundedAuditLogKeepsRetractions() {
        Table t = table("a", "changelog-producer", "input");
        history(t);
        List<String> out = new java.util.ArrayList<>();
        try (StreamScan s = t.copy(Map.of("scan.bounded", "true")).newStreamScan(true)) {
            List<dev.varve.row.InternalRow> batch;
            while ((batch = s.poll()) != null) {
                for (dev.varve.row.InternalRow r : batch) {
                    out.add(r.getRowKind().shortString() + r.getInt(0));
                }
            }
        }
        assertEquals(List.of("+U1", "+I2", "-D3"), out);
    }

    /** Paimon 1.4.2 on Flink 2.0 (golden sweep15_st_stream_snapshot_zero): ids below 1 start a stream at the earliest. */
    @Test
    void snapshotIdBelowOneStartsAStreamAtTheEarliestAndFailsABatchRead() {
        Table t = table("z", "changelog-producer", "input");
        history(t);
        for (String id : new String[]{"0", "-1"}) {
            assertEquals(List.of("+I[1, 1]", "+I[3, 3]", "-U[1, 1]", "+U[1, 2]", "+I[2, 5]", "-D[3, 3]"),
                    stream(t.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", id))));
        }
        assertEquals(List.of("+I[1, 1]", "+I[3, 3]", "-U[1, 1]", "+U[1, 2]", "+I[2, 5]", "-D[3, 3]"),
                stream(t.copy(Map.of("scan.mode", "from-snapshot-full", "scan.snapshot-id", "0"))));
        dev.varve.kernel.VarveException e = org.junit.jupiter.api.Assertions.assertThrows(dev.varve.kernel.VarveException.class,
                () -> TableTestSupport.read(t.copy(Map.of("scan.snapshot-id", "0"))));
        org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains("scan.snapshot-id 0 is not a snapshot of table"),
                e.getMessage());
    }

    @Test
    void removeNormalizeStartsWithStoredKinds() {
        Table t = table("n");
        history(t);
        assertEquals(List.of("+U[1, 2]", "+I[2, 5]"), stream(t.copy(Map.of("scan.remove-normalize", "true"))));
        assertEquals(List.of("+I[1, 2]", "+I[2, 5]"), stream(t), "without it the initial rows are +I (normalized later)");
    }
}
