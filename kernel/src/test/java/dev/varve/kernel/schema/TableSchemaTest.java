package dev.varve.kernel.schema;

import dev.varve.kernel.SchemaInfo;
import dev.varve.kernel.VarveException;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.RowType;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TableSchemaTest {

    private static RowType row() {
        return new RowType(List.of(
                new DataField(0, "dt", DataType.string()),
                new DataField(1, "id", DataType.intType()),
                new DataField(2, "v", DataType.doubleType()),
                new DataField(3, "s", DataType.string())));
    }

    @Test
    void primaryKeyColumnsBecomeNotNull() {
        TableSchema s = new TableSchema(0, row(), List.of("dt"), List.of("dt", "id"), Map.of(), null, 1, 3);
        assertFalse(s.logicalRowType().type(0).isNullable());
        assertFalse(s.logicalRowType().type(1).isNullable());
        assertTrue(s.logicalRowType().type(2).isNullable());
        assertEquals(0, s.logicalRowType().field(1).id() - 1);
    }

    @Test
    void keysAndIndexes() {
        TableSchema s = new TableSchema(0, row(), List.of("dt"), List.of("id", "dt"), Map.of("bucket", "2"), "c", 1, 3);
        assertArrayEquals(new int[] {1, 0}, s.primaryKeyIndexes());
        assertArrayEquals(new int[] {0}, s.partitionKeyIndexes());
        assertEquals(List.of("id"), s.trimmedPrimaryKeys());
        assertEquals(List.of("id"), s.bucketKeys());
        assertArrayEquals(new int[] {1}, s.bucketKeyIndexes());
        assertFalse(s.crossPartitionUpdate());
        assertTrue(s.isPrimaryKeyTable());
        assertEquals(2, s.coreOptions().bucket());

        TableSchema withKey = new TableSchema(0, row(), List.of(), List.of("id", "s"), Map.of("bucket", "2", "bucket-key", "s"), null, 1, 3);
        assertEquals(List.of("s"), withKey.bucketKeys());

        TableSchema append = new TableSchema(0, row(), List.of("dt"), List.of(), Map.of(), null, 1, 3);
        assertEquals(List.of("dt", "id", "v", "s"), append.bucketKeys());
        assertFalse(append.isPrimaryKeyTable());

        TableSchema cross = new TableSchema(0, row(), List.of("dt"), List.of("id"), Map.of(), null, 1, 3);
        assertTrue(cross.crossPartitionUpdate());
        assertFalse(new TableSchema(0, row(), List.of("dt"), List.of("id"), Map.of("bucket", "3"), null, 1, 3).crossPartitionUpdate());
    }

    @Test
    void toSchemaInfo() {
        TableSchema s = new TableSchema(7, row(), List.of("dt"), List.of("id", "dt"), Map.of("bucket", "2"), "c", 99, 5);
        SchemaInfo i = s.toSchemaInfo();
        assertEquals(7, i.schemaId);
        assertEquals(s.logicalRowType(), i.rowType);
        assertEquals(List.of("dt"), i.partitionKeys);
        assertEquals(List.of("id", "dt"), i.primaryKeys);
        assertEquals(Map.of("bucket", "2"), i.options);
        assertEquals("c", i.comment);
        assertEquals(99, i.updateTimeMillis);
        assertEquals(5, s.highestFieldId());
    }

    @Test
    void badArguments() {
        assertThrows(IllegalArgumentException.class, () -> new TableSchema(-1, row(), List.of(), List.of(), Map.of(), null, 1, 3));
        assertThrows(IllegalArgumentException.class, () -> new TableSchema(0, row(), List.of(), List.of(), Map.of(), null, 1, 2));
        VarveException e = assertThrows(VarveException.InvalidSchema.class,
                () -> new TableSchema(0, row(), List.of("nope"), List.of(), Map.of(), null, 1, 3).partitionKeyIndexes());
        assertEquals("schema 0 has no column 'nope'", e.getMessage());
    }
}
