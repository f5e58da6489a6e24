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

/**
 * ALTER TABLE DROP column: files written before are read by field id (the dropped column skipped), and a column
 * added later under the dropped name is another column (null in the old files), through scans, merges, lookups
 * and compactions, after a reopen.
 */
class DropColumnTest {
    @TempDir
    Path dir;

    @Test
    void primaryKeyTableReadsOldFilesByFieldIdAfterDropAndReAdd() {
        Identifier id = Identifier.of("default", "pk");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "pk", schema("k INT", "v STRING", "n INT", "m INT").primaryKey("k")
                    .option("bucket", "1").option("changelog-producer", "lookup").build());
            commit(t, ins(1, "a", 10, 100), ins(2, "b", 20, 200));
            c.alterTable(id, List.of(SchemaChange.dropColumn("v"), SchemaChange.dropColumn("m")), false);
        }
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = c.getTable(id);
            assertEquals(List.of("k", "n"), t.rowType().names());
            assertEquals(List.of("+I[1, 10]", "+I[2, 20]"), read(t));
            commit(t, ins(3, 30));
            c.alterTable(id, List.of(SchemaChange.addColumn("v", DataType.string(), null)), false);
            t = c.getTable(id);
            commit(t, ins(1, 11, "z")); // the lookup producer reads the old row of key 1 from a file with v's old id
            assertEquals(List.of("+I[1, 11, z]", "+I[2, 20, null]", "+I[3, 30, null]"), read(t));
            assertEquals(List.of("+I[1, 11, z]", "+I[2, 20, null]", "+I[3, 30, null]"), read(t));
            t.compact(Map.of());
            t = c.getTable(id);
            assertEquals(List.of("+I[1, 11, z]", "+I[2, 20, null]", "+I[3, 30, null]"), read(t));
        }
    }

    @Test
    void partialUpdateMergesRowsOfOldFilesByFieldId() {
        Identifier id = Identifier.of("default", "pu");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "pu", schema("k INT", "a INT", "b STRING", "d INT").primaryKey("k")
                    .option("bucket", "1").option("merge-engine", "partial-update").build());
            commit(t, ins(1, 1, "x", 7));
            c.alterTable(id, List.of(SchemaChange.dropColumn("a")), false);
            t = c.getTable(id);
            commit(t, ins(1, null, 8));
            assertEquals(List.of("+I[1, x, 8]"), read(t));
            t.compact(Map.of());
            assertEquals(List.of("+I[1, x, 8]"), read(c.getTable(id)));
        }
    }

    @Test
    void appendTableCompactsFilesOfTheOlderSchema() {
        Identifier id = Identifier.of("default", "ap");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "ap", schema("k INT", "v STRING", "n INT").option("bucket", "-1").build());
            commit(t, ins(1, "a", 10));
            commit(t, ins(2, "b", 20));
            c.alterTable(id, List.of(SchemaChange.dropColumn("v")), false);
            t = c.getTable(id);
            commit(t, ins(3, 30));
            assertEquals(List.of("+I[1, 10]", "+I[2, 20]", "+I[3, 30]"), read(t));
            t.compact(Map.of());
            assertEquals(List.of("+I[1, 10]", "+I[2, 20]", "+I[3, 30]"), read(c.getTable(id)));
        }
    }

    @Test
    void appendCompactionDoesNotCopyPagesOfAColumnDroppedAndAddedAgainWithTheSameType() {
        Identifier id = Identifier.of("default", "re");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "re", schema("k INT", "n INT").option("bucket", "-1")
                    .option("compaction.min.file-num", "2").build());
            commit(t, ins(1, 10));
            commit(t, ins(2, 20));
            c.alterTable(id, List.of(SchemaChange.dropColumn("n")), false);
            c.alterTable(id, List.of(SchemaChange.addColumn("n", DataType.intType(), null)), false);
            t = c.getTable(id);
            commit(t, ins(3, 30));
            assertEquals(List.of("+I[1, null]", "+I[2, null]", "+I[3, 30]"), read(t));
            t.compact(Map.of());
            assertEquals(List.of("+I[1, null]", "+I[2, null]", "+I[3, 30]"), read(c.getTable(id)));
        }
    }
}
