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
