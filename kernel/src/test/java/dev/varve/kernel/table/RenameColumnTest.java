package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.SchemaChange;
import dev.varve.kernel.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** ALTER TABLE RENAME column: files written before the rename are read under the new name, options follow it. */
class RenameColumnTest {
    @TempDir
    Path dir;

    @Test
    void aggregationColumnRenamedMergesOldAndNewFilesAfterReopen() {
        Identifier id = Identifier.of("default", "agg");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "agg", schema("k INT", "s INT", "m INT").primaryKey("k")
                    .option("bucket", "1").option("merge-engine", "aggregation")
                    .option("fields.s.aggregate-function", "sum").option("fields.m.aggregate-function", "max").build());
            commit(t, ins(1, 5, 5), ins(2, 1, 1));
            c.alterTable(id, List.of(SchemaChange.renameColumn("s", "total")), false);
        }
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = c.getTable(id);
            assertEquals(List.of("k", "total", "m"), t.rowType().names());
            assertEquals("sum", t.options().get("fields.total.aggregate-function"));
            commit(t, ins(1, 3, 3));
            assertEquals(List.of("+I[1, 8, 5]", "+I[2, 1, 1]"), read(t));
            t.compact(java.util.Map.of());
            assertEquals(List.of("+I[1, 8, 5]", "+I[2, 1, 1]"), read(c.getTable(id)));
        }
    }

    @Test
    void partialUpdateSequenceGroupFollowsTheRename() {
        Identifier id = Identifier.of("default", "pu");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "pu", schema("k INT", "a INT", "b INT", "g INT").primaryKey("k")
                    .option("bucket", "1").option("merge-engine", "partial-update")
                    .option("fields.g.sequence-group", "a,b").build());
            commit(t, ins(1, 1, 1, 5));
            c.alterTable(id, List.of(SchemaChange.renameColumn("a", "a2"), SchemaChange.renameColumn("g", "g2")), false);
            t = c.getTable(id);
            assertEquals("a2,b", t.options().get("fields.g2.sequence-group"));
            commit(t, ins(1, 7, 7, 3)); // older sequence-group value: ignored
            commit(t, ins(1, 9, 9, 6));
            assertEquals(List.of("+I[1, 9, 9, 6]"), read(t));
        }
    }

    @Test
    void appendTableBucketKeyRenamedKeepsBucketsAndCompactsOldFiles() {
        Identifier id = Identifier.of("default", "ap");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "ap", schema("k INT", "b INT", "v STRING")
                    .option("bucket", "2").option("bucket-key", "b").build());
            commit(t, ins(1, 5, "a"));
            commit(t, ins(2, 6, "b"));
            c.alterTable(id, List.of(SchemaChange.renameColumn("b", "b2")), false);
            t = c.getTable(id);
            assertEquals("b2", t.options().get("bucket-key"));
            commit(t, ins(3, 5, "c"));
            t.compact(java.util.Map.of());
            t = c.getTable(id);
            assertEquals(List.of("+I[1, 5, a]", "+I[2, 6, b]", "+I[3, 5, c]"), read(t));
        }
    }
}
