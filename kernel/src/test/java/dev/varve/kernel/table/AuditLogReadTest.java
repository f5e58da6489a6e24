package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import dev.varve.row.RowKind;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static dev.varve.kernel.table.TableTestSupport.catalog;
import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.row;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@code readWithRowKinds} ({@code $audit_log}) keeps a key whose merged record is a retraction while
 * the files still hold it, as Apache Paimon 1.4.2's audit log does (checked by
 * {@code sweep10_audit_log_deletes}); {@code read} drops it; a full compaction removes it.
 */
class AuditLogReadTest {
    @TempDir
    Path dir;

    @Test
    void retractionsStayVisibleWithKindsUntilCompacted() {
        try (Catalog c = catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1").build());
            commit(t, ins(1, "a"), ins(2, "b"), ins(3, "c"));
            commit(t, row(RowKind.DELETE, 2, "b"), row(RowKind.UPDATE_BEFORE, 3, "c"), row(RowKind.DELETE, 5, "x"));
            assertEquals(List.of("+I[1, a]"), read(t, false));
            assertEquals(List.of("+I[1, a]", "-D[2, b]", "-D[5, x]", "-U[3, c]"), read(t, true));
            t.compact(java.util.Map.of());
            assertEquals(List.of("+I[1, a]"), read(t, true), "a full compaction drops the retractions");
        }
    }
}
