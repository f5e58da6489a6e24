package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.SchemaChange;
import dev.varve.kernel.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.layout;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static dev.varve.kernel.table.TableTestSupport.stream;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The full-compaction producer's compaction takes the buckets its writer wrote, as Paimon's sink does: a bucket
 * holding level-0 files of another producer (here input, before ALTER TABLE SET) keeps them until a job writes it
 * (flink-oracle REPORT "Sweep 22 fz", golden sweep22_fz_full_compaction_written_buckets).
 */
class FullCompactionProducerSwitchTest {
    @TempDir
    Path dir;

    @Test
    void aBucketTheWriterDidNotWriteKeepsItsLevel0Files() {
        Identifier id = Identifier.of("default", "t");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("p STRING", "k INT", "v STRING").primaryKey("p", "k").partitionKeys("p")
                    .option("bucket", "1").option("changelog-producer", "input").build());
            commit(t, ins("x", 1, "a"), ins("y", 2, "b"));
            c.alterTable(id, List.of(SchemaChange.setOption("changelog-producer", "full-compaction")), false);
            Table f = c.getTable(id);
            long first = commit(f, ins("x", 3, "c"));
            assertEquals(List.of("L0x1", "L5x2"), layout(dir, "t"));
            assertEquals(List.of("+I[x, 1, a]", "+I[x, 3, c]"),
                    stream(f.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", Long.toString(first)))));
            // a job that writes y compacts it: its level-0 record comes out merged with the new one
            long second = commit(f, ins("y", 2, "b2"));
            assertEquals(List.of("L5x1", "L5x2"), layout(dir, "t"));
            assertEquals(List.of("+I[y, 2, b2]"),
                    stream(f.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", Long.toString(second)))));
            assertEquals(List.of("+I[x, 1, a]", "+I[x, 3, c]", "+I[y, 2, b2]"), read(f));
        }
    }
    /**
     * Paimon's full-changelog rewriter takes its maximum level from the options ({@code num-levels - 1}, by default
     * {@code num-sorted-run.compaction-trigger}), while the levels keep the highest level a file holds: after the
     * trigger is lowered, the full compaction into level 5 writes no changelog (fzmx_1351, probe
     * {@code flink-oracle/probes/fuzz29/q04}); with {@code num-levels} kept at 6 it does.
     */
    @Test
    void aTopLevelAboveTheConfiguredLevelsGetsNoChangelog() {
        Identifier id = Identifier.of("default", "t");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING").primaryKey("k")
                    .option("bucket", "1").option("changelog-producer", "full-compaction").build());
            long first = commit(t, ins(1, "a"), ins(2, "b"));
            assertEquals(List.of("L5x2"), layout(dir, "t"));
            assertEquals(List.of("+I[1, a]", "+I[2, b]"),
                    stream(t.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", Long.toString(first)))));
            c.alterTable(id, List.of(SchemaChange.setOption("num-sorted-run.compaction-trigger", "2"),
                    SchemaChange.setOption("num-sorted-run.stop-trigger", "3")), false);
            Table lowered = c.getTable(id);
            long second = commit(lowered, ins(3, "c"), ins(1, "a2"));
            assertEquals(List.of("L5x3"), layout(dir, "t"));
            assertEquals(List.of(),
                    stream(lowered.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", Long.toString(second)))));
            c.alterTable(id, List.of(SchemaChange.setOption("num-levels", "6")), false);
            Table six = c.getTable(id);
            long third = commit(six, ins(2, "b3"));
            assertEquals(List.of("-U[2, b]", "+U[2, b3]"),
                    stream(six.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", Long.toString(third)))));
            assertEquals(List.of("+I[1, a2]", "+I[2, b3]", "+I[3, c]"), read(six));
        }
    }
}
