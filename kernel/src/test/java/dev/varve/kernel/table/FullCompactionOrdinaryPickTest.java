package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.layout;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static dev.varve.kernel.table.TableTestSupport.stream;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Paimon 1.4.2's full-changelog rewriter ({@code FullChangelogMergeTreeCompactRewriter}) writes the changelog of every
 * compaction whose output level is its maximum level ({@code num-levels - 1}), not only of the scheduled full
 * compaction: a streaming writer's own universal pick that takes every run into the top level between two full
 * compactions ({@code full-compaction.delta-commits} not reached) diffs the old top level against its result too.
 */
class FullCompactionOrdinaryPickTest {
    @TempDir
    Path dir;

    @Test
    void theWritersPickIntoTheTopLevelWritesTheChangelog() throws Exception {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1")
                    .option("changelog-producer", "full-compaction").option("full-compaction.delta-commits", "1000")
                    .option("num-sorted-run.compaction-trigger", "2").build());
            try (TableWriter w = t.newWriter("job")) {
                w.write(ins(1, "a"));
                w.write(ins(2, "b"));
                w.commit(1);
                w.write(ins(1, "a2"));
                w.write(ins(3, "c"));
                w.commit(2);
                w.write(ins(2, "b2"));
                w.write(ins(4, "d"));
                w.commit(3);
                // after checkpoint 2 the writer's pick takes its two level-0 runs (size amplification) into level 2,
                // the rewriter's maximum (num-levels - 1): no checkpoint is a full compaction's (delta-commits 1000)
                long id = 4;
                long deadline = System.nanoTime() + 30_000_000_000L;
                while (!layout(dir, "t").contains("L2x3") && System.nanoTime() < deadline) {
                    Thread.sleep(10);
                    w.commit(id++);
                }
                assertEquals(List.of("L0x2", "L2x3"), layout(dir, "t"));
                assertTrue(id < 1000);
            }
            // the pick's changelog is its whole result, as inserts (no top level before it); the old code wrote none
            assertEquals(List.of("+I[1, a2]", "+I[2, b]", "+I[3, c]"),
                    stream(t.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "1"))));
            assertEquals(List.of("+I[1, a2]", "+I[2, b2]", "+I[3, c]", "+I[4, d]"), read(t));
        }
    }
}
