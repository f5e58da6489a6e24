package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.Table;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A merged batch read of a latest-version-wins table over several buckets, each of several
 * overlapping multi-page runs: the scan's run sources decode into buffers handed from bucket to
 * bucket ({@link ScanBuffers}) and merge fixed-length keys without comparing key bytes
 * ({@code BlockSource.fixedKeyLength}); every row, read as it is handed out, is the model's
 * latest version of its key (deletes dropped), for a BIGINT key and for a STRING key of 5 to 9 characters
 * bytes (runs with pages of one key length and with pages of several, holding the same keys). Seeded (-Dseed=N).
 */
class MergedScanBuffersTest {
    @TempDir
    Path dir;

    @Test
    void bigintKeys() {
        check("k BIGINT NOT NULL", false);
    }

    @Test
    void stringKeys() {
        check("k STRING NOT NULL", true);
    }

    private void check(String keyColumn, boolean stringKey) {
        long seed = Long.getLong("seed", 19L);
        SplittableRandom r = new SplittableRandom(seed);
        try (Catalog catalog = TableTestSupport.catalog(dir)) {
            Table t = TableTestSupport.create(catalog, "t", TableTestSupport.schema(keyColumn, "v BIGINT", "s STRING")
                    .primaryKey("k").option("bucket", "3").option("page-size", "2 kb").build());
            TreeMap<String, String> model = new TreeMap<>();
            for (int c = 0; c < 7; c++) {
                int n = 300 + r.nextInt(1500);
                List<InternalRow> rows = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    long k = r.nextInt(4000);
                    // string keys: every other commit only 5-character ones (pages of fixed-width keys), the
                    // others also longer ones (pages of keys of several lengths), so one key is met in both
                    String five = String.format("%05d", k); // 5 characters: 7 or fewer key bytes with the terminator
                    Object key = !stringKey ? (Object) k : c % 2 == 0 || k % 3 == 0 ? five : five + "x".repeat((int) (1 + k % 4));
                    String id = String.valueOf(key);
                    if (r.nextInt(10) == 0) {
                        rows.add(GenericRow.ofKind(RowKind.DELETE, key, 0L, null));
                        model.remove(id);
                        continue;
                    }
                    long v = r.nextLong();
                    String s = r.nextInt(9) == 0 ? null : "s" + c + "-" + "\u00e9".repeat(r.nextInt(30));
                    rows.add(GenericRow.of(key, v, s));
                    model.put(id, v + " " + s);
                }
                TableTestSupport.commit(t, rows.toArray(new InternalRow[0]));
            }
            for (int read = 0; read < 2; read++) {
                TreeMap<String, String> seen = new TreeMap<>();
                try (RecordReader reader = t.newBatchScan().read()) {
                    while (reader.hasNext()) {
                        InternalRow row = reader.next();
                        String id = stringKey ? row.getString(0) : String.valueOf(row.getLong(0));
                        String before = seen.put(id, row.getLong(1) + " " + (row.isNullAt(2) ? null : row.getString(2)));
                        assertEquals(null, before, "key " + id + " read twice, seed " + seed);
                        assertEquals(RowKind.INSERT, row.getRowKind());
                    }
                }
                assertTrue(seen.size() > 1000, "rows " + seen.size());
                for (Map.Entry<String, String> e : model.entrySet()) {
                    assertEquals(e.getValue(), seen.get(e.getKey()), "key " + e.getKey() + ", seed " + seed);
                }
                assertEquals(model.size(), seen.size(), "seed " + seed);
            }
        }
    }
}
