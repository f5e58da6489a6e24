package dev.varve.kernel.table;

import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.kernel.VarveException;
import dev.varve.row.GenericRow;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The writer's value checks (its fast path accepts a value of exactly the column's class for the
 * types where that is all there is to check): wrong classes, nulls in NOT NULL columns and
 * out-of-range values are rejected with an error naming the column; good rows of every simple
 * type are written.
 */
class WriteValidationTest {
    @TempDir
    Path dir;

    @Test
    void badValuesAreRejectedNamingTheColumnAndGoodOnesWritten() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("k BIGINT NOT NULL", "b BOOLEAN", "ti TINYINT", "si SMALLINT", "i INT",
                    "f FLOAT", "d DOUBLE", "s VARCHAR(3)", "bin VARBINARY(4)", "dec DECIMAL(5, 2)")
                    .primaryKey("k").option("bucket", "1").build());
            Object[] good = {1L, true, (byte) 2, (short) 3, 4, 5.5f, 6.5, "abc", new byte[] {7}, new java.math.BigDecimal("1.25")};
            try (TableWriter w = t.newWriter("u")) {
                String[] names = {"k", "b", "ti", "si", "i", "f", "d", "s", "bin", "dec"};
                Object[] wrong = {1, 1, 2, 3, 4L, 5.5, 6.5f, 'x', "bytes", 1.25};
                for (int col = 0; col < good.length; col++) {
                    Object[] values = good.clone();
                    values[col] = wrong[col];
                    VarveException.InvalidRecord e = assertThrows(VarveException.InvalidRecord.class,
                            () -> w.write(GenericRow.of(values)), "column " + names[col]);
                    assertTrue(e.getMessage().contains("'" + names[col] + "'"), e.getMessage());
                }
                Object[] nullKey = good.clone();
                nullKey[0] = null;
                assertThrows(VarveException.InvalidRecord.class, () -> w.write(GenericRow.of(nullKey)));
                Object[] badScale = good.clone();
                badScale[9] = new java.math.BigDecimal("1234.5");
                assertThrows(VarveException.InvalidRecord.class, () -> w.write(GenericRow.of(badScale)));
            }
            Object[] nulls = {2L, null, null, null, null, null, null, null, null, null};
            commit(t, ins(good), ins(nulls));
            List<String> rows = read(t);
            assertEquals(2, rows.size(), rows.toString());
            assertTrue(rows.get(0).startsWith("+I[1, true, 2, 3, 4, 5.5, 6.5, abc,"), rows.toString());
            assertEquals("+I[2, null, null, null, null, null, null, null, null, null]", rows.get(1));
        }
    }
}
