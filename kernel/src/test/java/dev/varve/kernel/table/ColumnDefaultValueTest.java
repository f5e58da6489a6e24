package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.SchemaChange;
import dev.varve.kernel.Table;
import dev.varve.kernel.VarveException;
import dev.varve.kernel.schema.SchemaManager;
import dev.varve.kernel.schema.TableSchema;
import dev.varve.row.GenericRow;
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
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Column default values (SchemaChange.updateColumnDefaultValue): applied by the writer to nulls, as Paimon 1.4.2. */
class ColumnDefaultValueTest {
    @TempDir
    Path dir;

    @Test
    void aNullWrittenAfterTheDefaultIsSetTakesItRowsWrittenBeforeKeepTheirNull() {
        try (Catalog c = catalog(dir)) {
            Identifier id = Identifier.of("default", "t");
            Table t = create(c, "t", schema("k INT", "v STRING", "n INT").primaryKey("k").option("bucket", "1").build());
            commit(t, ins(1, null, null));
            c.alterTable(id, List.of(SchemaChange.updateColumnDefaultValue("v", "dft"),
                    SchemaChange.updateColumnDefaultValue("n", "7")), false);
            t = c.getTable(id);
            commit(t, ins(2, null, null), ins(3, "x", 3));
            assertEquals(List.of("+I[1, null, null]", "+I[2, dft, 7]", "+I[3, x, 3]"), read(t));
            c.alterTable(id, List.of(SchemaChange.setOption("write-buffer-size", "64 mb")), false);
            // the schema keeps the defaults across other changes, in format version 3
            TableSchema s = new SchemaManager(new dev.varve.format.LocalFileIO(),
                    dir.resolve("warehouse/default.db/t").toString()).latest().get();
            assertEquals("dft", s.fields().get(1).defaultValue());
            assertEquals(3, s.formatVersion());
        }
    }

    @Test
    void partialUpdateNullsBecomeTheDefaultAndOverwrite() {
        try (Catalog c = catalog(dir)) {
            Identifier id = Identifier.of("default", "t");
            Table t = create(c, "t", schema("k INT", "a INT", "b STRING").primaryKey("k").option("bucket", "1")
                    .option("merge-engine", "partial-update").build());
            c.alterTable(id, List.of(SchemaChange.updateColumnDefaultValue("b", "B")), false);
            t = c.getTable(id);
            commit(t, ins(1, 1, "one"));
            commit(t, GenericRow.ofKind(RowKind.INSERT, 1, 2, null));
            assertEquals(List.of("+I[1, 2, B]"), read(t));
        }
    }

    @Test
    void aBadDefaultOrAnUnknownColumnIsRefused() {
        try (Catalog c = catalog(dir)) {
            Identifier id = Identifier.of("default", "t");
            create(c, "t", schema("k INT", "n INT").primaryKey("k").build());
            VarveException e = assertThrows(VarveException.InvalidSchema.class,
                    () -> c.alterTable(id, List.of(SchemaChange.updateColumnDefaultValue("n", "abc")), false));
            assertTrue(e.getMessage().contains("not a valid INT"), e.getMessage());
            e = assertThrows(VarveException.InvalidSchema.class,
                    () -> c.alterTable(id, List.of(SchemaChange.updateColumnDefaultValue("zz", "1")), false));
            assertTrue(e.getMessage().contains("'zz' does not exist"), e.getMessage());
        }
    }
}
