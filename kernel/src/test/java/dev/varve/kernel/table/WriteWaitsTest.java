package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Schema;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link WriteWaits}: a kernel writer's back-pressure counters start at zero and only grow; checkpoints count; so do the
 * compactions applied and their input and output rows.
 */
class WriteWaitsTest {
    @TempDir
    Path dir;

    @Test
    void countersStartAtZeroAndGrowWithTheCheckpoints() {
        Catalog catalog = TableTestSupport.catalog(dir);
        Table table = TableTestSupport.create(catalog, "w", Schema.builder()
                .column("k", DataType.bigint().notNull())
                .column("v", DataType.bigint())
                .primaryKey("k")
                // every checkpoint leaves a run; the stop trigger is met from the fourth on
                .options(Map.of("bucket", "1", "num-sorted-run.compaction-trigger", "2",
                        "num-sorted-run.stop-trigger", "2"))
                .build());
        TableWriter w = table.newWriter("waits");
        try {
            WriteWaits zero = WriteWaits.of(w);
            assertNotNull(zero);
            assertEquals(0, zero.slowdowns + zero.stopWaits + zero.slowdownNanos + zero.stopWaitNanos + zero.memoryStallNanos);
            WriteWaits last = zero;
            for (int c = 1; c <= 12; c++) {
                for (long k = 0; k < 2_000; k++) {
                    w.write(GenericRow.of(k * 13 % 2_000, k + c));
                }
                w.commit(c);
                WriteWaits now = WriteWaits.of(w);
                assertTrue(now.slowdowns >= last.slowdowns && now.stopWaits >= last.stopWaits
                        && now.slowdownNanos >= last.slowdownNanos && now.stopWaitNanos >= last.stopWaitNanos
                        && now.stopWaitMaxNanos <= now.stopWaitNanos && now.slowdownMaxNanos <= now.slowdownNanos, now.toString());
                assertTrue(now.slowdowns <= c && now.stopWaits <= c, now.toString());
                assertTrue(now.compactions >= last.compactions && now.compactionInputRows >= last.compactionInputRows
                        && now.compactionOutputRows >= last.compactionOutputRows, now.toString());
                last = now;
            }
            // each checkpoint writes all 2 000 keys, so every run holds them all: a compaction's output is 2 000 rows
            // (deduplicated), its input 2 000 per run; with the stop trigger at 2, twelve checkpoints need merges
            assertTrue(last.compactions > 0, last.toString());
            assertEquals(2_000 * last.compactions, last.compactionOutputRows, last.toString());
            assertEquals(0, last.compactionInputRows % 2_000, last.toString());
            assertTrue(last.compactionInputRows > last.compactionOutputRows, last.toString());
        } finally {
            w.close();
        }
    }
}
