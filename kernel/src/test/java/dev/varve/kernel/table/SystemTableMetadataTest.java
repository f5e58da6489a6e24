package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.ConsumerInfo;
import dev.varve.kernel.DataFileInfo;
import dev.varve.kernel.SchemaChange;
import dev.varve.kernel.Table;
import dev.varve.kernel.VarveException;
import dev.varve.row.RowKind;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.catalog;
import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.row;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the {@code $files} system table and the consumer / rollback procedures read from the kernel
 * (values checked on Flink 2.0 + Paimon 1.4.2 by the sweep14_t_* golden scripts): a file's null
 * counts, min/max values and key range from its footer, mapped onto the current schema;
 * {@code resetConsumer}, {@code clearConsumers} and {@code rollbackToTimestamp}.
 */
class SystemTableMetadataTest {
    @TempDir
    Path dir;

    @Test
    void fileStatisticsOfPrimaryKeyAndAppendFiles() {
        try (Catalog c = catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING", "n BIGINT").primaryKey("k").option("bucket", "1").build());
            commit(t, ins(1, "a", null), ins(2, null, null), ins(3, "c", 3L));
            commit(t, row(RowKind.DELETE, 3, "c", 3L), ins(0, "z", 7L));
            List<DataFileInfo> files = new ArrayList<>(t.files(null, true));
            files.sort((a, b) -> Long.compare(a.minSequenceNumber, b.minSequenceNumber));
            assertEquals(2, files.size());
            DataFileInfo first = files.get(0);
            assertEquals(Map.of("k", 0L, "v", 1L, "n", 2L), first.nullValueCounts);
            assertEquals(List.of("k", "n", "v"), new ArrayList<>(first.nullValueCounts.keySet()), "in column-name order");
            assertEquals(Map.of("k", 1, "v", "a", "n", 3L), first.minValues);
            assertEquals(Map.of("k", 3, "v", "c", "n", 3L), first.maxValues);
            assertEquals(List.of(1), first.minKey);
            assertEquals(List.of(3), first.maxKey);
            DataFileInfo second = files.get(1);
            assertEquals(Map.of("k", 0, "v", "c", "n", 3L), second.minValues, "the retraction counts");
            assertEquals(List.of(0), second.minKey);
            assertEquals(List.of(3), second.maxKey);
            assertNull(t.files(null).get(0).nullValueCounts, "no statistics unless asked for");

            Table a = create(c, "a", schema("k INT", "v STRING").option("bucket", "-1").build());
            commit(a, ins(1, null), ins(null, "b"));
            DataFileInfo f = a.files(null, true).get(0);
            assertEquals(Map.of("k", 1L, "v", 1L), f.nullValueCounts);
            assertEquals(Map.of("k", 1, "v", "b"), f.minValues);
            assertNull(f.minKey, "append files have no key range");
        }
    }

    @Test
    void statisticsFollowTheCurrentSchema() {
        try (Catalog c = catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1").build());
            commit(t, ins(1, "a"));
            c.alterTable(t.identifier(), List.of(SchemaChange.addColumn("e", dev.varve.row.DataType.intType(), null)), false);
            Table evolved = c.getTable(t.identifier());
            DataFileInfo f = evolved.files(null, true).get(0);
            assertEquals(Arrays.asList("e", "k", "v"), new ArrayList<>(f.nullValueCounts.keySet()));
            assertEquals(1L, f.nullValueCounts.get("e"), "a column the file lacks is null in every row (as Paimon)");
            assertNull(f.minValues.get("e"));
            assertEquals(1, f.minValues.get("k"));
        }
    }

    @Test
    void resetAndClearConsumers() {
        try (Catalog c = catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1").build());
            commit(t, ins(1, "a"));
            commit(t, ins(2, "b"));
            t.resetConsumer("c1", 1L);
            t.resetConsumer("c2", 1L);
            t.resetConsumer("x1", 1L);
            t.resetConsumer("c1", 2L);
            assertEquals(List.of("c1=2", "c2=1", "x1=1"), consumers(t));
            assertThrows(VarveException.NotFound.class, () -> t.resetConsumer("c1", 3L), "as Paimon: the snapshot must exist");
            t.resetConsumer("c2", null);
            t.resetConsumer("nobody", null);
            assertEquals(List.of("c1=2", "x1=1"), consumers(t));
            assertThrows(VarveException.class, () -> t.resetConsumer("c1", 0L));
            assertThrows(VarveException.class, () -> t.resetConsumer("bad id", 1L));
            t.resetConsumer("c2", 1L);
            assertEquals(1, t.clearConsumers("c.*", "c1"), "including matches the whole id, excluding wins");
            assertEquals(List.of("c1=2", "x1=1"), consumers(t));
            assertEquals(0, t.clearConsumers("c", null), "a pattern matches the whole id");
            assertThrows(VarveException.class, () -> t.clearConsumers("(", null));
            assertEquals(2, t.clearConsumers(null, null));
            assertEquals(List.of(), consumers(t));
        }
    }

    @Test
    void rollbackToTimestamp() {
        try (Catalog c = catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1").build());
            commit(t, ins(1, "a"));
            long first = t.snapshots().get(0).commitTimeMillis;
            while (System.currentTimeMillis() <= first) {
                Thread.onSpinWait(); // the second commit a later millisecond than the first
            }
            commit(t, ins(2, "b"));
            assertThrows(VarveException.NotFound.class, () -> t.rollbackToTimestamp(first - 1));
            assertEquals(2, t.rollbackToTimestamp(Long.MAX_VALUE), "the latest: nothing removed");
            assertEquals(1, t.rollbackToTimestamp(first));
            assertEquals(List.of("+I[1, a]"), read(t));
            assertEquals(1, t.snapshots().size());
        }
    }

    @Test
    void auditLogStreamReadsTheFullSnapshotWithStoredKinds() {
        try (Catalog c = catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1")
                    .option("changelog-producer", "input").build());
            commit(t, ins(1, "a"), ins(2, "b"));
            commit(t, row(RowKind.UPDATE_BEFORE, 1, "a"), row(RowKind.UPDATE_AFTER, 1, "a2"), row(RowKind.DELETE, 2, "b"));
            assertEquals(List.of("+U[1, a2]", "-D[2, b]"), firstPoll(t.newStreamScan(true)),
                    "as Paimon's streaming $audit_log (latest-full): stored kinds, the retraction kept");
            assertEquals(List.of("+U[1, a2]"), firstPoll(t.newStreamScan()),
                    "a plain streaming read: Paimon's split kinds (two level-0 files are merged, the +U kept), retractions left out");
        }
    }

    private static List<String> firstPoll(dev.varve.kernel.StreamScan scan) {
        try (scan) {
            List<String> out = new ArrayList<>();
            for (dev.varve.row.InternalRow r : scan.poll()) {
                out.add(r.getRowKind().shortString() + "[" + r.getField(0) + ", " + r.getField(1) + "]");
            }
            return out;
        }
    }

    private static List<String> consumers(Table t) {
        List<String> out = new ArrayList<>();
        for (ConsumerInfo i : t.consumers()) {
            out.add(i.consumerId + "=" + i.nextSnapshotId);
        }
        out.sort(null);
        return out;
    }
}
