package dev.varve.row;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.quicktheories.QuickTheory.qt;

import dev.varve.row.TypeLayout.RowLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link BinaryWriter}'s flat path (rows of booleans, integers, floats, doubles, strings and binaries from a
 * {@link GenericRow}) writes the bytes of the general, field-by-field path: over random flat row types and rows,
 * through one reused writer (the flat path writes every fixed byte itself: the buffer is not zeroed), and every row it
 * does not take — a wrong class, a null in a NOT NULL field, a wrong arity — gets the general path's error.
 */
class BinaryWriterFlatTest {

    private static final List<DataType> FLAT = List.of(DataType.booleanType(), DataType.tinyint(), DataType.smallint(),
            DataType.intType(), DataType.bigint(), DataType.floatType(), DataType.doubleType(), DataType.string(),
            DataType.charType(3), DataType.varchar(5), DataType.bytes(), DataType.binary(2));

    private static RowType flatType(RandomValues r, int maxFields) {
        int n = 1 + r.below(maxFields);
        List<DataField> fs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            DataType t = r.pick(FLAT);
            fs.add(new DataField(i, "f" + i, r.chance(3) ? t.notNull() : t));
        }
        return new RowType(fs);
    }

    private static byte[] bytes(BinaryWriter w, int len) {
        byte[] out = new byte[len];
        w.buffer().getBytes(0, out);
        return out;
    }

    @Test
    void flatRowsAreWrittenAsTheGeneralPathWritesThem() {
        qt().withExamples(400).forAll(RandomValues.gen(r -> {
            RowType t = flatType(r, r.chance(4) ? 64 : 8);
            List<GenericRow> rows = new ArrayList<>();
            for (int i = 0; i < 6; i++) {
                rows.add(r.row(t));
            }
            return Map.entry(t, rows);
        })).checkAssert(e -> {
            RowLayout layout = new RowLayout(e.getKey(), "");
            assertEquals(e.getKey().size() <= 56, layout.flatClasses != null, "flat up to 56 fields");
            BinaryWriter reused = new BinaryWriter(8);
            for (GenericRow row : e.getValue()) {
                BinaryWriter general = new BinaryWriter(8);
                int expected = general.writeRowRowwise(layout, row);
                int got = reused.writeRow(layout, row);
                assertEquals(expected, got, () -> "type " + e.getKey() + " row " + row);
                assertArrayEquals(bytes(general, expected), bytes(reused, got), () -> "type " + e.getKey() + " row " + row);
                assertEquals(row, new RowSerializer(e.getKey()).deserialize(reused.buffer(), 0, got));
            }
        });
    }

    @Test
    void aRowTheFlatPathDoesNotTakeGetsTheGeneralPathsError() {
        RowType t = new RowType(List.of(new DataField(0, "k", DataType.bigint().notNull()),
                new DataField(1, "s", DataType.string()), new DataField(2, "i", DataType.intType())));
        RowLayout layout = new RowLayout(t, "");
        assertNotNull(layout.flatClasses);
        List<GenericRow> bad = List.of(GenericRow.of(1L, "x", 5L), GenericRow.of(null, "x", 5),
                GenericRow.of(1L, new byte[] {1}, 5), GenericRow.of(1L, "x"), GenericRow.of(1L, "x", 5, 6));
        for (GenericRow row : bad) {
            String general = assertThrows(IllegalArgumentException.class,
                    () -> new BinaryWriter(8).writeRowRowwise(layout, row)).getMessage();
            BinaryWriter w = new BinaryWriter(8);
            w.writeRow(layout, GenericRow.of(7L, "a longer string than the next", -1)); // leaves bytes behind
            assertEquals(general, assertThrows(IllegalArgumentException.class, () -> w.writeRow(layout, row)).getMessage());
            int len = w.writeRow(layout, GenericRow.of(2L, null, -3));
            assertEquals(GenericRow.of(2L, null, -3), new RowSerializer(t).deserialize(w.buffer(), 0, len));
        }
        GenericRow noKind = new GenericRow(null, new Object[] {1L, "x", 5});
        assertEquals(assertThrows(IllegalArgumentException.class, () -> new BinaryWriter(8).writeRowRowwise(layout, noKind))
                .getMessage(), assertThrows(IllegalArgumentException.class, () -> new BinaryWriter(8).writeRow(layout, noKind))
                .getMessage());
    }

    @Test
    void rowsWithAnotherKindOfFieldAreNotFlat() {
        assertNull(new RowLayout(RowType.of(DataType.bigint(), DataType.decimal(5, 2)), "").flatClasses);
        assertNull(new RowLayout(RowType.of(DataType.bigint(), DataType.date()), "").flatClasses);
        assertNull(new RowLayout(RowType.of(DataType.array(DataType.intType())), "").flatClasses);
        assertNotNull(new RowLayout(RowType.of(DataType.bigint(), DataType.string()), "").flatClasses);
    }
}
