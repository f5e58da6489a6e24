package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.row.BytesView;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link ChangeBatch}: every element reads as a {@link GenericRow#copyOf} copy of the row appended
 * (all getters, kinds, nulls, bytes views), even though the appended row object is reused and
 * overwritten after each append and the arrays grow. Seeded (-Dseed=N).
 */
class ChangeBatchTest {
    private static final long SEED = Long.getLong("seed", 20261201L);

    private static final String[] TYPES = {
        "BOOLEAN", "TINYINT", "SMALLINT", "INT", "BIGINT", "FLOAT", "DOUBLE", "STRING", "CHAR(3)", "BYTES",
        "DECIMAL(10, 2)", "DATE", "ARRAY<INT>"
    };

    @Test
    void elementsReadAsCopiesOfTheAppendedRows() {
        SplittableRandom r = new SplittableRandom(SEED);
        List<DataField> fields = new ArrayList<>();
        for (String t : TYPES) {
            fields.add(new DataField(fields.size(), "c" + fields.size(), DataType.parse(t)));
        }
        RowType type = new RowType(fields);
        for (int expectedRows : new int[] {0, 1, 5000}) {
            ChangeBatch batch = new ChangeBatch(type, expectedRows);
            List<GenericRow> want = new ArrayList<>();
            GenericRow reused = new GenericRow(TYPES.length);
            for (int i = 0; i < 3000; i++) {
                RowKind kind = RowKind.values()[r.nextInt(4)];
                reused.setRowKind(kind);
                for (int c = 0; c < TYPES.length; c++) {
                    reused.setField(c, value(r, TYPES[c]));
                }
                batch.append(reused);
                want.add(GenericRow.copyOf(reused));
                for (int c = 0; c < TYPES.length; c++) {
                    reused.setField(c, value(r, TYPES[c])); // the source row moves on
                }
            }
            assertEquals(want.size(), batch.size());
            BytesView view = new BytesView();
            for (int i = 0; i < want.size(); i++) {
                String msg = "seed " + SEED + " row " + i + " " + want.get(i);
                InternalRow got = batch.get(i);
                assertSame(got, batch.get(i));
                assertEquals(want.get(i), GenericRow.copyOf(got), msg);
                assertEquals(want.get(i).toString(), got.toString(), msg);
                GenericRow w = want.get(i);
                for (int c = 0; c < TYPES.length; c++) {
                    assertEquals(w.isNullAt(c), got.isNullAt(c), msg);
                    if (w.isNullAt(c)) {
                        continue;
                    }
                    switch (c) {
                        case 0: assertEquals(w.getBoolean(c), got.getBoolean(c), msg); break;
                        case 1: assertEquals(w.getByte(c), got.getByte(c), msg); break;
                        case 2: assertEquals(w.getShort(c), got.getShort(c), msg); break;
                        case 3: assertEquals(w.getInt(c), got.getInt(c), msg); break;
                        case 4: assertEquals(w.getLong(c), got.getLong(c), msg); break;
                        case 5: assertEquals(Float.floatToRawIntBits(w.getFloat(c)), Float.floatToRawIntBits(got.getFloat(c)), msg); break;
                        case 6: assertEquals(Double.doubleToRawLongBits(w.getDouble(c)), Double.doubleToRawLongBits(got.getDouble(c)), msg); break;
                        case 7: case 8:
                            assertEquals(w.getString(c), got.getString(c), msg);
                            assertArrayEquals(w.getString(c).getBytes(StandardCharsets.UTF_8), got.getBytesView(c, view).toByteArray(), msg);
                            break;
                        case 9:
                            assertArrayEquals(w.getBinary(c), got.getBinary(c), msg);
                            assertArrayEquals(w.getBinary(c), got.getBytesView(c, view).toByteArray(), msg);
                            break;
                        default:
                            assertEquals(w.getField(c), got.getField(c), msg);
                    }
                }
            }
            int full = 0;
            while (full < want.size() && (want.get(full).isNullAt(3) || want.get(full).isNullAt(4))) {
                full++;
            }
            if (full < want.size()) {
                InternalRow first = batch.get(full);
                first.setRowKind(RowKind.DELETE);
                assertEquals(RowKind.DELETE, batch.get(full).getRowKind());
                // a getter of another type fails as on a GenericRow, not with a wrong value
                assertThrows(ClassCastException.class, () -> first.getInt(4));
                assertThrows(ClassCastException.class, () -> first.getLong(3));
            }
            assertThrows(IndexOutOfBoundsException.class, () -> batch.get(batch.size()));
            assertThrows(UnsupportedOperationException.class, () -> batch.add(GenericRow.of()));
        }
    }

    @Test
    void aRowOfAnotherArityIsRefusedByName() {
        ChangeBatch batch = new ChangeBatch(RowType.of(DataType.intType(), DataType.string()));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> batch.append(GenericRow.of(1)));
        assertTrue(e.getMessage().contains("1 fields"), e.getMessage());
    }

    @Test
    void aNullFieldHasNoBytes() {
        ChangeBatch batch = new ChangeBatch(RowType.of(DataType.string()));
        batch.append(GenericRow.of((Object) null));
        assertThrows(IllegalArgumentException.class, () -> batch.get(0).getBytesView(0, new BytesView()));
    }

    private static Object value(SplittableRandom r, String type) {
        if (r.nextInt(6) == 0) {
            return null;
        }
        switch (type) {
            case "BOOLEAN": return r.nextBoolean();
            case "TINYINT": return (byte) r.nextInt();
            case "SMALLINT": return (short) r.nextInt();
            case "INT": return r.nextInt();
            case "BIGINT": return r.nextLong();
            case "FLOAT": return r.nextInt(8) == 0 ? -0.0f : r.nextInt(8) == 0 ? Float.NaN : (float) r.nextDouble(-1e6, 1e6);
            case "DOUBLE": return r.nextInt(8) == 0 ? -0.0d : r.nextInt(8) == 0 ? Double.NaN : r.nextDouble(-1e9, 1e9);
            case "STRING": {
                String[] parts = {"a", "é", "中文", "😀", "", "xyz"};
                StringBuilder sb = new StringBuilder();
                for (int i = r.nextInt(6); i > 0; i--) {
                    sb.append(parts[r.nextInt(parts.length)]);
                }
                return sb.toString();
            }
            case "CHAR(3)": return "c" + r.nextInt(10) + "z";
            case "BYTES": {
                byte[] b = new byte[r.nextInt(40)];
                for (int i = 0; i < b.length; i++) {
                    b[i] = (byte) r.nextInt();
                }
                return b;
            }
            case "DECIMAL(10, 2)": return BigDecimal.valueOf(r.nextInt(), 2);
            case "DATE": return LocalDate.ofEpochDay(r.nextInt(40000));
            case "ARRAY<INT>": return Arrays.asList(r.nextInt(5), null, r.nextInt());
            default: throw new IllegalStateException(type);
        }
    }
}
