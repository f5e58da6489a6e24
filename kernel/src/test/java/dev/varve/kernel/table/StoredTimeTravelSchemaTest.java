package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.SchemaChange;
import dev.varve.kernel.Table;
import dev.varve.kernel.VarveException;
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
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A table whose stored options hold a time-travel option opens in that snapshot's schema with the current options, as
 * Paimon 1.4.2's catalog loads it (flink-oracle REPORT "Sweep 23 fx", goldens sweep23_fx_travel_*).
 */
class StoredTimeTravelSchemaTest {
    @TempDir
    Path dir;

    @Test
    void storedSnapshotIdTravelsTheSchemaHintsDoNot() {
        Identifier id = Identifier.of("default", "t");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1").build());
            commit(t, ins(1, "a"));
            c.alterTable(id, List.of(SchemaChange.addColumn("c", DataType.intType(), null)), false);
            commit(c.getTable(id), ins(2, "b", 20));
            c.alterTable(id, List.of(SchemaChange.setOption("scan.snapshot-id", "1")), false);

            Table traveled = c.getTable(id);
            assertEquals(List.of("k", "v"), traveled.rowType().names());
            assertEquals("1", traveled.options().get("scan.snapshot-id"), "the current options");
            assertEquals(List.of("+I[1, a]"), read(traveled));
            // a hint reads another snapshot in the traveled schema
            assertEquals(List.of("+I[1, a]", "+I[2, b]"), read(traveled.copy(Map.of("scan.snapshot-id", "2"))));
            // a write in the traveled columns; its snapshot records the latest schema
            commit(traveled, ins(3, "c"));
            assertEquals(2, c.getTable(id).latestSnapshot().schemaId);

            c.alterTable(id, List.of(SchemaChange.removeOption("scan.snapshot-id")), false);
            Table current = c.getTable(id);
            assertEquals(List.of("k", "v", "c"), current.rowType().names());
            assertEquals(List.of("+I[1, a, null]", "+I[2, b, 20]", "+I[3, c, null]"), read(current));

            // options are validated against the traveled columns
            c.alterTable(id, List.of(SchemaChange.setOption("scan.snapshot-id", "1"),
                    SchemaChange.setOption("sequence.field", "c")), false);
            VarveException e = assertThrows(VarveException.class, () -> c.getTable(id));
            assertTrue(e.getMessage().contains("'c'"), e.getMessage());
        }
    }

    /**
     * {@code scan.timestamp} (the string form) travels the schema as {@code scan.timestamp-millis} does, the
     * {@code log.scan.timestamp-millis} alias does not (probes fix24 s01-s05, goldens sweep24_fx_travel_*timestamp*):
     * a time after the last snapshot opens the table in that snapshot's schema, without a column added since.
     */
    @Test
    void storedScanTimestampTravelsTheAliasDoesNot() {
        Identifier id = Identifier.of("default", "t");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1").build());
            commit(t, ins(1, "a"));
            c.alterTable(id, List.of(SchemaChange.addColumn("c", DataType.intType(), null)), false);
            c.alterTable(id, List.of(SchemaChange.setOption("scan.timestamp", "2099-01-01 00:00:00")), false);
            assertEquals(List.of("k", "v"), c.getTable(id).rowType().names());
            assertEquals(List.of("+I[1, a]"), read(c.getTable(id)));
            c.alterTable(id, List.of(SchemaChange.removeOption("scan.timestamp"),
                    SchemaChange.setOption("log.scan.timestamp-millis", "4102444800000")), false);
            assertEquals(List.of("k", "v", "c"), c.getTable(id).rowType().names());
            assertEquals(List.of("+I[1, a, null]"), read(c.getTable(id)));
        }
    }
}
