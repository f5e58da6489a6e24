package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.Table;
import dev.varve.kernel.VarveException;
import dev.varve.row.ValueFormatter;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.catalog;
import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code BatchScan.withReadOptimized()} ({@code t$ro}): a primary-key table shows only what full
 * compaction produced (bottom-level files), an append table every file; as Apache Paimon 1.4.2's
 * {@code $ro} (checked on Flink by the {@code sweep16_sys_ro*} goldens).
 */
class ReadOptimizedScanTest {
    @TempDir
    Path dir;

    @Test
    void primaryKeyTableShowsOnlyFullyCompactedRows() {
        try (Catalog c = catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1").build());
            commit(t, ins(1, "a"), ins(2, "b"));
            commit(t, ins(1, "c"));
            assertEquals(List.of(), ro(t), "level-0 files only: nothing compacted yet");
            t.compact(Map.of());
            assertEquals(List.of("+I[1, c]", "+I[2, b]"), ro(t));
            commit(t, ins(3, "d"), ins(2, "x"));
            assertEquals(List.of("+I[1, c]", "+I[2, b]"), ro(t), "rows since the last full compaction are not seen");
            assertEquals(List.of("+I[1, c]", "+I[2, x]", "+I[3, d]"), read(t));
            assertEquals(List.of(), ro(t.copy(Map.of("scan.snapshot-id", "2"))), "time travel to before the compaction");
        }
    }

    @Test
    void appendTableShowsEveryFile() {
        try (Catalog c = catalog(dir)) {
            Table t = create(c, "a", schema("k INT", "v STRING").option("bucket", "-1").build());
            commit(t, ins(1, "a"));
            commit(t, ins(1, "a"), ins(2, "b"));
            assertEquals(List.of("+I[1, a]", "+I[1, a]", "+I[2, b]"), ro(t));
        }
    }

    /**
     * A deletion-vector table's {@code $ro} reads the max level with Paimon's vectors: the max-level row of a key a
     * run of levels 1..max-1 holds (an upsert, a retraction, a partial or aggregated row compacted above it) was
     * marked by that compaction's lookup, so it is left out (probe {@code dv31/dv31_ro_dedup}, fzmx_1448, fzmx_2127,
     * golden {@code sweep31_dv_ro_marked}). Fails on the old code, which read the max level as stored:
     * {@code +I[1, a, 1]} listed after the upsert of key 1.
     */
    @Test
    void deletionVectorTableLeavesOutMaxLevelRowsAKeyAboveMarked() {
        try (Catalog c = catalog(dir)) {
            for (String engine : List.of("deduplicate", "partial-update", "aggregation")) {
                dev.varve.kernel.Schema.Builder b = schema("k INT", "v STRING", "n INT").primaryKey("k")
                        .option("bucket", "1").option("merge-engine", engine).option("deletion-vectors.enabled", "true");
                if (engine.equals("aggregation")) {
                    b.option("fields.n.aggregate-function", "sum");
                }
                Table t = create(c, "t_" + engine.replace('-', '_'), b.build());
                commit(t, ins(1, "a", 1), ins(2, "b", 2), ins(3, "c", 3), ins(4, "d", 4), ins(5, "e", 5), ins(6, "f", 6));
                t.compact(Map.of());
                List<String> all = List.of("+I[1, a, 1]", "+I[2, b, 2]", "+I[3, c, 3]", "+I[4, d, 4]", "+I[5, e, 5]",
                        "+I[6, f, 6]");
                assertEquals(all, ro(t), engine);
                commit(t, ins(1, "a2", 10), ins(7, "g", 7)); // the commit's compaction: level 4 over level 5
                assertEquals(all.subList(1, 6), ro(t), engine + ": key 1's max-level row is marked");
                if (!engine.equals("partial-update")) {
                    commit(t, TableTestSupport.row(dev.varve.row.RowKind.DELETE, 2, "b", 2));
                    assertEquals(all.subList(2, 6), ro(t), engine + ": a DELETE marks too");
                }
                // projected, filtered: the same rows
                List<String> out = new ArrayList<>();
                try (RecordReader r = t.copy(Map.of()).newBatchScan().withReadOptimized().withProjection(new int[] {1})
                        .read()) {
                    while (r.hasNext()) {
                        out.add(r.next().getString(0).toString());
                    }
                }
                assertEquals(engine.equals("partial-update") ? List.of("b", "c", "d", "e", "f") : List.of("c", "d", "e", "f"),
                        out, engine);
                assertEquals(all, ro(t.copy(Map.of("scan.snapshot-id", "2"))), engine + ": time travel before the upsert");
                t.compact(Map.of());
                // the aggregation keeps key 2's retracted sum (2, null, 0)
                assertEquals(engine.equals("deduplicate") ? 6 : 7, ro(t).size(), engine + ": all at the max level");
            }
        }
    }

    @Test
    void incrementalReadIsRefused() {
        try (Catalog c = catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1").build());
            commit(t, ins(1, "a"));
            commit(t, ins(2, "b"));
            VarveException e = assertThrows(VarveException.class,
                    () -> ro(t.copy(Map.of("incremental-between", "1,2"))));
            assertTrue(e.getMessage().contains("read-optimized"), e.getMessage());
        }
    }

    private static List<String> ro(Table table) {
        List<String> out = new ArrayList<>();
        try (RecordReader r = table.newBatchScan().withReadOptimized().read()) {
            while (r.hasNext()) {
                out.add(ValueFormatter.formatRow(r.next(), table.rowType()));
            }
        }
        Collections.sort(out);
        return out;
    }
}
