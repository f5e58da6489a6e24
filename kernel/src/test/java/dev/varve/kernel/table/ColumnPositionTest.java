package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.SchemaChange;
import dev.varve.kernel.Table;
import dev.varve.row.DataType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** ALTER TABLE ADD ... FIRST | AFTER and MODIFY ... FIRST | AFTER: files written before are read by field id. */
class ColumnPositionTest {
    @TempDir
    Path dir;

    @Test
    void primaryKeyTableReadsOldFilesInTheNewColumnOrderAfterReopen() {
        Identifier id = Identifier.of("default", "pk");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "pk", schema("k INT", "v STRING", "n INT").primaryKey("k")
                    .option("bucket", "1").option("changelog-producer", "lookup").build());
            commit(t, ins(1, "a", 10), ins(2, "b", 20));
            c.alterTable(id, List.of(SchemaChange.addColumn("a", DataType.intType(), null, SchemaChange.Move.first()),
                    SchemaChange.addColumn("b", DataType.string(), null, SchemaChange.Move.after("k")),
                    SchemaChange.modifyColumn("n", null, SchemaChange.Move.after("a"))), false);
        }
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = c.getTable(id);
            assertEquals(List.of("a", "n", "k", "b", "v"), t.rowType().names());
            assertEquals(List.of("+I[null, 10, 1, null, a]", "+I[null, 20, 2, null, b]"), read(t));
            commit(t, ins(7, 11, 1, "x", "a2"));
            assertEquals(List.of("+I[7, 11, 1, x, a2]", "+I[null, 20, 2, null, b]"), read(t));
            t.compact(Map.of());
            assertEquals(List.of("+I[7, 11, 1, x, a2]", "+I[null, 20, 2, null, b]"), read(c.getTable(id)));
        }
    }

    @Test
    void appendTableCompactsFilesOfAnotherColumnOrder() {
        Identifier id = Identifier.of("default", "ap");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "ap", schema("k INT", "v STRING").option("bucket", "-1").build());
            commit(t, ins(1, "a"));
            commit(t, ins(2, "b"));
            c.alterTable(id, List.of(SchemaChange.modifyColumn("v", "the v", SchemaChange.Move.first())), false);
            t = c.getTable(id);
            assertEquals("the v", t.rowType().fields().get(0).description());
            commit(t, ins("c", 3));
            t.compact(Map.of());
            assertEquals(List.of("+I[a, 1]", "+I[b, 2]", "+I[c, 3]"), read(c.getTable(id)));
        }
    }
}
