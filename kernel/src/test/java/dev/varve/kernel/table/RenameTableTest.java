package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Table;
import dev.varve.kernel.VarveException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** ALTER TABLE RENAME TO: the table's directory moves with its snapshots and data; the old name is gone. */
class RenameTableTest {
    @TempDir
    Path dir;

    @Test
    void renamedTableKeepsItsDataAndHistory() {
        Identifier from = Identifier.of("default", "t");
        Identifier to = Identifier.of("default", "t2");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1").build());
            commit(t, ins(1, "a"));
            c.renameTable(from, to, false);
            assertEquals(List.of("t2"), c.listTables("default"));
            assertFalse(c.tableExists(from));
            assertThrows(VarveException.NotFound.class, () -> c.getTable(from));
        }
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = c.getTable(to);
            assertEquals(List.of("+I[1, a]"), read(t));
            commit(t, ins(2, "b"));
            assertEquals(List.of("+I[1, a]", "+I[2, b]"), read(t));
            assertEquals(List.of("+I[1, a]"), read(t.copy(Map.of("scan.snapshot-id", "1"))));
            t.compact(Map.of());
            assertEquals(List.of("+I[1, a]", "+I[2, b]"), read(c.getTable(to)));
        }
    }

    @Test
    void refusesAMissingSourceAnExistingTargetAndAMissingDatabase() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            create(c, "t", schema("k INT").build());
            create(c, "u", schema("k INT").build());
            Identifier t = Identifier.of("default", "t");
            VarveException e = assertThrows(VarveException.AlreadyExists.class,
                    () -> c.renameTable(t, Identifier.of("default", "u"), false));
            assertEquals("cannot rename table 'default.t' to 'default.u': table 'default.u' already exists", e.getMessage());
            assertThrows(VarveException.AlreadyExists.class, () -> c.renameTable(t, t, false));
            assertThrows(VarveException.NotFound.class,
                    () -> c.renameTable(Identifier.of("default", "x"), Identifier.of("default", "y"), false));
            c.renameTable(Identifier.of("default", "x"), Identifier.of("default", "y"), true);
            assertThrows(VarveException.NotFound.class, () -> c.renameTable(t, Identifier.of("nodb", "t"), false));
            assertEquals(List.of("t", "u"), c.listTables("default"));
        }
    }

    @Test
    void aLeftoverDirectoryAtTheNewNameIsReplacedWhenEmptyAndRefusedOtherwise() throws Exception {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            create(c, "t", schema("k INT").build());
            Path db = dir.resolve("warehouse").resolve("default.db");
            Files.createDirectories(db.resolve("empty"));
            c.renameTable(Identifier.of("default", "t"), Identifier.of("default", "empty"), false);
            assertEquals(List.of("empty"), c.listTables("default"));
            Files.createDirectories(db.resolve("junk"));
            Files.writeString(db.resolve("junk").resolve("f"), "x");
            VarveException e = assertThrows(VarveException.AlreadyExists.class,
                    () -> c.renameTable(Identifier.of("default", "empty"), Identifier.of("default", "junk"), false));
            assertTrue(e.getMessage().contains("exists (not a table)"), e.getMessage());
            assertEquals(List.of("empty"), c.listTables("default"));
        }
    }
}
