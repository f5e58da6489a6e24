package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.SchemaChange;
import dev.varve.kernel.Table;
import dev.varve.row.BinaryRow;
import dev.varve.row.BytesView;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowSerializer;
import dev.varve.row.RowType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link InternalRow#getBytesView} through the kernel's row wrappers and a merged batch read. */
class RowBytesViewTest {
    @TempDir
    Path dir;

    private static BinaryRow binary(RowType type, GenericRow row) {
        RowSerializer s = new RowSerializer(type);
        int len = s.serialize(row);
        byte[] copy = new byte[len];
        s.buffer().getBytes(0, copy);
        return new BinaryRow(type).pointTo(new UnsafeBuffer(copy), 0, len);
    }

    @Test
    void projectedAndPaddedRowsForwardToTheInnerRowsInPlaceView() {
        RowType type = RowType.of(DataType.bigint(), DataType.string(), DataType.bytes());
        BinaryRow inner = binary(type, GenericRow.of(7L, "h\u00e9", new byte[] {1, 2}));
        BytesView v = new BytesView();
        BytesView w = new BytesView();

        ProjectedRow p = new ProjectedRow(new int[] {2, 1}).replace(inner, RowKind.INSERT);
        assertSame(v, p.getBytesView(1, v));
        inner.getBytesView(1, w);
        assertSame(w.array(), v.array()); // the binary row's own array: no copy on the way
        assertEquals(w.offset(), v.offset());
        assertArrayEquals("h\u00e9".getBytes(StandardCharsets.UTF_8), v.toByteArray());
        assertArrayEquals(new byte[] {1, 2}, p.getBytesView(0, v).toByteArray());

        PaddedRow padded = new PaddedRow(5).replace(inner, new FieldMap(new int[] {0, 1, 2, -1, -1}, null));
        assertArrayEquals("h\u00e9".getBytes(StandardCharsets.UTF_8), padded.getBytesView(1, v).toByteArray());
        assertSame(w.array(), v.array());
        assertArrayEquals(new byte[] {1, 2}, padded.getBytesView(2, v).toByteArray());
        // a column added after the row was written reads as null: no bytes, a clear error
        assertTrue(assertThrows(IllegalArgumentException.class, () -> padded.getBytesView(3, v)).getMessage().contains("null"));
        assertThrows(IllegalArgumentException.class, () -> padded.getBytesView(0, v)); // BIGINT
        // by field id: a column dropped since is skipped, one re-added under its name is null
        PaddedRow evolved = new PaddedRow(2).replace(inner, new FieldMap(new int[] {2, -1}, null));
        assertArrayEquals(new byte[] {1, 2}, evolved.getBytesView(0, v).toByteArray());
        assertTrue(evolved.isNullAt(1));
    }

    /**
     * A merged read (several overlapping commits, so versions merge, some keys' rows are copies
     * and some page views), whole and projected, before and after a column is added: every
     * string's view holds the UTF-8 of its getString. Seeded (-Dseed=N).
     */
    @Test
    void mergedReadsHandOutViewsThatMatchTheirStrings() {
        long seed = Long.getLong("seed", 42L);
        SplittableRandom r = new SplittableRandom(seed);
        try (Catalog catalog = TableTestSupport.catalog(dir)) {
            Table t = TableTestSupport.create(catalog, "bv", TableTestSupport.schema("k BIGINT NOT NULL", "s STRING", "n INT")
                    .primaryKey("k").option("bucket", "2").build());
            String[] last = new String[300];
            for (int c = 0; c < 4; c++) {
                GenericRow[] rows = new GenericRow[200];
                for (int i = 0; i < rows.length; i++) {
                    int k = r.nextInt(last.length);
                    String s = r.nextInt(7) == 0 ? null : "s" + k + "-" + c + "\u00fc".repeat(r.nextInt(3));
                    rows[i] = GenericRow.of((long) k, s, i);
                }
                TableTestSupport.commit(t, rows);
            }
            catalog.alterTable(Identifier.of("default", "bv"), List.of(SchemaChange.addColumn("extra", DataType.string(), null)), false);
            t = catalog.getTable(Identifier.of("default", "bv"));
            TableTestSupport.commit(t, GenericRow.of(1000L, "new", 1, "x\u00e9"));
            BytesView v = new BytesView();
            int rows = 0;
            try (RecordReader reader = t.newBatchScan().read()) {
                while (reader.hasNext()) {
                    InternalRow row = reader.next();
                    rows++;
                    checkString(row, 1, v, seed);
                    checkString(row, 3, v, seed);
                }
            }
            assertTrue(rows > 100, "rows " + rows);
            int projected = 0;
            try (RecordReader reader = t.newBatchScan().withProjection(new int[] {3, 1}).read()) {
                while (reader.hasNext()) {
                    InternalRow row = reader.next();
                    projected++;
                    checkString(row, 0, v, seed);
                    checkString(row, 1, v, seed);
                }
            }
            assertEquals(rows, projected);
        }
    }

    private static void checkString(InternalRow row, int pos, BytesView v, long seed) {
        if (row.isNullAt(pos)) {
            assertThrows(IllegalArgumentException.class, () -> row.getBytesView(pos, v), "seed " + seed);
            return;
        }
        String s = row.getString(pos);
        assertArrayEquals(s.getBytes(StandardCharsets.UTF_8), row.getBytesView(pos, v).toByteArray(), "seed " + seed + " " + s);
    }
}
