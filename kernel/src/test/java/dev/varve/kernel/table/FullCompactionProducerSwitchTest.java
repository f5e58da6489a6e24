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
}
