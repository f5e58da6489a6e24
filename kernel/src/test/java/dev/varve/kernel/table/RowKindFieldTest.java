package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.kernel.VarveException;
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
import static dev.varve.kernel.table.TableTestSupport.stream;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code rowkind.field}: the row kind of a written record is its string column's value, as in Paimon 1.4.2. */
class RowKindFieldTest {
    @TempDir
    Path dir;

    @Test
    void theColumnDecidesTheKindOverTheRecordsOwn() {
        try (Catalog c = catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING", "op STRING").primaryKey("k")
                    .option("bucket", "1").option("rowkind.field", "op").option("changelog-producer", "input").build());
            commit(t, ins(1, "a", "+I"), ins(2, "b", "+I"), ins(3, "c", "+I"));
            // the record's own kind (-D) is replaced by +I; a +I record whose column says -D deletes
            commit(t, row(RowKind.DELETE, 3, "c", "+I"), ins(1, "a", "-D"), ins(2, "b", "-U"), ins(2, "b2", "+U"));
            assertEquals(List.of("+I[2, b2, +U]", "+I[3, c, +I]"), read(t));
            List<String> changes = stream(t.copy(java.util.Map.of("scan.snapshot-id", "2")));
            assertEquals(List.of("-D[1, a, -D]", "-U[2, b, -U]", "+U[2, b2, +U]", "+I[3, c, +I]"), changes); // key order
        }
    }

    @Test
    void aNullOrUnknownKindOrANonStringColumnFailsTheWrite() {
        try (Catalog c = catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "op STRING").primaryKey("k")
                    .option("bucket", "1").option("rowkind.field", "op").build());
            try (TableWriter w = t.newWriter("u")) {
                VarveException e = assertThrows(VarveException.InvalidRecord.class, () -> w.write(ins(1, (Object) null)));
                assertTrue(e.getMessage().contains("'op'") && e.getMessage().contains("NULL"), e.getMessage());
                e = assertThrows(VarveException.InvalidRecord.class, () -> w.write(ins(1, "+i")));
                assertTrue(e.getMessage().contains("'+i'"), e.getMessage());
                e = assertThrows(VarveException.InvalidRecord.class, () -> w.write(ins(1, " +I")));
                assertTrue(e.getMessage().contains("+I, -U, +U or -D"), e.getMessage());
            }
            Table n = create(c, "n", schema("k INT", "op INT").primaryKey("k")
                    .option("bucket", "1").option("rowkind.field", "op").build());
            try (TableWriter w = n.newWriter("u")) {
                VarveException e = assertThrows(VarveException.InvalidRecord.class, () -> w.write(ins(1, 1)));
                assertTrue(e.getMessage().contains("must be a STRING"), e.getMessage());
            }
        }
    }

    @Test
    void anUnknownColumnIsRefusedAtCreate() {
        try (Catalog c = catalog(dir)) {
            VarveException e = assertThrows(VarveException.InvalidSchema.class, () -> create(c, "t",
                    schema("k INT", "op STRING").primaryKey("k").option("rowkind.field", "zz").build()));
            assertTrue(e.getMessage().contains("'rowkind.field': no column 'zz'"), e.getMessage());
        }
    }

    @Test
    void anAppendTableTakesPlusIAndRefusesARetractionFromTheColumn() {
        try (Catalog c = catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "op STRING").option("rowkind.field", "op").build());
            commit(t, row(RowKind.DELETE, 1, "+I"));
            assertEquals(List.of("+I[1, +I]"), read(t));
            try (TableWriter w = t.newWriter("u")) {
                assertThrows(VarveException.InvalidRecord.class, () -> w.write(ins(2, "-D")));
            }
        }
    }
}
