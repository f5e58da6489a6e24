package dev.varve.kernel.schema;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.varve.format.MemoryFileIO;
import dev.varve.kernel.Schema;
import dev.varve.kernel.SchemaChange;
import dev.varve.kernel.VarveException;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowType;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Nested field ids as Paimon 1.4.2 assigns them (probes flink-oracle/probes/schema27, Flink's output). */
class NestedFieldIdsTest {
    private final MemoryFileIO io = new MemoryFileIO();
    private final AtomicLong clock = new AtomicLong(1000);
    private final SchemaManager schemas = new SchemaManager(io, "/wh/default.db/t", "default.t", clock::incrementAndGet);

    /** Every id in the schema, nested ones too, as name=id in column order (nested fields after their column). */
    private static String ids(TableSchema s) {
        List<String> out = new ArrayList<>();
        for (DataField f : s.fields()) {
            out.add(f.name() + "=" + f.id());
            names(f.type(), out);
        }
        return String.join(" ", out);
    }

    private static void names(DataType t, List<String> out) {
        switch (t.root()) {
            case ARRAY:
                names(t.elementType(), out);
                break;
            case MAP:
                names(t.keyType(), out);
                names(t.valueType(), out);
                break;
            case ROW:
                for (DataField f : t.fields()) {
                    out.add(f.name() + "=" + f.id());
                    names(f.type(), out);
                }
                break;
            default:
                break;
        }
    }

    private TableSchema modify(String column, String type) {
        return schemas.commitChanges(List.of(SchemaChange.updateColumnType(column, DataType.parse(type))));
    }

    @Test
    void createAndAddNumberNestedFieldsAfterTheirColumnAsPaimonDoes() {
        // probe sc27_ids_create: a ROW field's own fields come before it; ids are shared with the columns
        TableSchema s = schemas.createTable(Schema.builder()
                .column("k", DataType.intType())
                .column("r", DataType.parse("ROW<x INT, y ROW<p INT, q STRING>>"))
                .column("a", DataType.parse("ARRAY<ROW<u INT, v STRING>>"))
                .column("m", DataType.parse("MAP<INT, ROW<s INT>>"))
                .column("v", DataType.intType())
                .primaryKey("k").build());
        assertEquals("k=0 r=1 x=2 y=5 p=3 q=4 a=6 u=7 v=8 m=9 s=10 v=11", ids(s));
        assertEquals(11, s.highestFieldId());
        assertEquals(4, s.formatVersion());
        TableSchema s1 = schemas.commitChanges(List.of(SchemaChange.addColumn("r2",
                DataType.parse("ROW<c INT, d ARRAY<ROW<e INT>>>"), null)));
        assertEquals("k=0 r=1 x=2 y=5 p=3 q=4 a=6 u=7 v=8 m=9 s=10 v=11 r2=12 c=13 d=15 e=14", ids(s1));
        assertEquals(15, s1.highestFieldId());
        assertEquals(s1, new SchemaManager(io, "/wh/default.db/t").schema(1), "the ids are stored");
        schemas.commitChanges(List.of(SchemaChange.dropColumn("r2")));
        TableSchema s3 = schemas.commitChanges(List.of(SchemaChange.addColumn("z", DataType.intType(), null)));
        assertEquals(16, s3.fields().get(5).id(), "a dropped column's nested ids are not reused");
    }

    @Test
    void modifyMatchesNestedFieldsByNameAndNumbersNewOnes() {
        schemas.createTable(Schema.builder().column("k", DataType.intType())
                .column("r", DataType.parse("ROW<x INT, y STRING>")).column("v", DataType.intType()).primaryKey("k").build());
        // probe sc27_modify_add_middle: new fields take the next ids in the order the new type lists them
        assertEquals("k=0 r=1 w=5 x=2 z=6 y=3 v=4", ids(modify("r", "ROW<w INT, x INT, z INT, y STRING>")));
        // sc27_modify_drop / _rename: a dropped id is not reused, a renamed field is a new one
        assertEquals("k=0 r=1 x=2 yy=7 v=4", ids(modify("r", "ROW<x BIGINT, yy STRING>")));
        TableSchema s = modify("r", "ROW<x BIGINT, yy STRING, y STRING NOT NULL>");
        assertEquals("k=0 r=1 x=2 yy=7 y=8 v=4", ids(s));
        assertTrue(s.fields().get(1).type().fields().get(2).type().isNullable(), "an added nested field is nullable");
        assertEquals(8, s.highestFieldId());
        // probe sc27_modify_nested_not_null: a nullable nested field made NOT NULL stays nullable, without an error
        TableSchema same = modify("r", "ROW<x BIGINT NOT NULL, yy STRING, y STRING>");
        assertEquals(s.fields(), same.fields());
        // sc27_modify_reorder / _row_to_int: refused with Paimon's reasons
        VarveException e = assertThrows(VarveException.InvalidSchema.class, () -> modify("r", "ROW<yy STRING, x BIGINT>"));
        assertTrue(e.getMessage().contains("order of existing fields in column r must be kept the same. However, field yy"
                + " and x have changed their orders"), e.getMessage());
        // fzev_1202: renaming a ROW's only field drops all of its fields first, which Paimon refuses
        e = assertThrows(VarveException.InvalidSchema.class, () -> modify("r", "ROW<a INT, b STRING>"));
        assertTrue(e.getMessage().contains("Cannot drop all fields in table"), e.getMessage());
        e = assertThrows(VarveException.InvalidSchema.class, () -> modify("r", "INT"));
        assertTrue(e.getMessage().contains("column r can only be updated to row type"), e.getMessage());
        e = assertThrows(VarveException.InvalidSchema.class, () -> modify("r", "ROW<x DATE, yy STRING, y STRING>"));
        assertTrue(e.getMessage().contains("cannot be changed to DATE"), e.getMessage());
        e = assertThrows(VarveException.InvalidSchema.class, () -> modify("v", "ROW<a INT>"));
        assertTrue(e.getMessage().contains("cannot be changed to ROW<`a` INT>"), e.getMessage());
    }

    @Test
    void arrayElementsAndMapValuesEvolveLikeRows() {
        // probe sc27_modify_array_row
        schemas.createTable(Schema.builder().column("k", DataType.intType())
                .column("a", DataType.parse("ARRAY<ROW<x INT, y STRING>>"))
                .column("m", DataType.parse("MAP<STRING, ROW<p INT, q INT>>")).primaryKey("k").build());
        assertEquals("k=0 a=1 x=2 y=3 z=7 m=4 p=5 q=6", ids(modify("a", "ARRAY<ROW<x INT, y STRING, z INT>>")));
        assertEquals("k=0 a=1 x=2 y=3 z=7 m=4 q=6 r=8", ids(modify("m", "MAP<STRING, ROW<q BIGINT, r INT>>")));
    }

    @Test
    void rowValuesAreReadByNestedFieldId() {
        // probe sc27_modify_add_middle and _drop: (x 1, y a, z 3) read as ROW<w, x BIGINT, z, yy> after y was dropped
        DataType from = NestedFieldIds.withIds(DataType.parse("ROW<x INT, y STRING, z INT>"), List.of(2, 3, 4));
        DataType to = NestedFieldIds.withIds(DataType.parse("ROW<w INT, x BIGINT, z INT, yy STRING>"), List.of(6, 2, 4, 7));
        InternalRow r = (InternalRow) ColumnCasts.cast(from, to).apply(GenericRow.of(1, "a", 3));
        assertEquals(4, r.getArity());
        assertNull(r.getField(0));
        assertEquals(1L, r.getField(1));
        assertEquals(3, r.getField(2));
        assertNull(r.getField(3));
    }

    /** A schema file as Varve wrote it before nested field ids: format version {@code version}, no nestedFieldIds. */
    private void writeLegacy(TableSchema s, int version) throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = (ObjectNode) mapper.readTree(TableSchemaJson.toJson(s));
        root.remove("checksum");
        root.put("version", version);
        root.get("fields").forEach(f -> ((ObjectNode) f).remove("nestedFieldIds"));
        root.put("checksum", TableSchemaJson.checksum(root));
        io.overwriteAtomically("/wh/default.db/t/schema/schema-" + s.id(), mapper.writeValueAsBytes(root));
    }

    @Test
    void schemasWrittenBeforeNestedIdsAreNumberedLikeTheirLastVersion() throws Exception {
        // before format version 4 a ROW's fields carried their positions and only grew at the end
        RowType v0 = new RowType(List.of(new DataField(0, "k", DataType.intType().notNull()),
                new DataField(1, "r", DataType.parse("ROW<a INT>"))));
        RowType v1 = new RowType(List.of(new DataField(0, "k", DataType.intType().notNull()),
                new DataField(1, "r", DataType.parse("ROW<a BIGINT, b INT>")), new DataField(2, "c", DataType.intType())));
        writeLegacy(new TableSchema(0, v0, List.of(), List.of("k"), Map.of(), null, 1, 1, 1), 1);
        writeLegacy(new TableSchema(1, v1, List.of(), List.of("k"), Map.of(), null, 2, 2, 2), 2);
        TableSchema s0 = schemas.schema(0);
        TableSchema s1 = schemas.schema(1);
        assertEquals("k=0 r=1 a=3 b=4 c=2", ids(s1), "numbered after the highest id");
        assertEquals(4, s1.highestFieldId());
        assertEquals("k=0 r=1 a=3", ids(s0), "the same ids as the last such version");
        TableSchema s2 = modify("r", "ROW<a BIGINT, z INT>");
        assertEquals("k=0 r=1 a=3 z=5 c=2", ids(s2));
        assertEquals(4, s2.formatVersion());
        String json = new String(io.readFully("/wh/default.db/t/schema/schema-2"), StandardCharsets.UTF_8);
        assertTrue(json.contains("\"nestedFieldIds\" : [ 3, 5 ]"), json);
        assertEquals(s2, schemas.schema(2));
        assertEquals(s0, schemas.schema(0), "still numbered like schema 1 once a version-4 schema follows");
        // a value of schema 0 reads into schema 2 by id: a kept (cast to BIGINT), z null
        InternalRow r = (InternalRow) ColumnCasts.cast(s0.fields().get(1).type(), s2.fields().get(1).type())
                .apply(GenericRow.of(7));
        assertEquals(7L, r.getField(0));
        assertNull(r.getField(1));
    }
}
