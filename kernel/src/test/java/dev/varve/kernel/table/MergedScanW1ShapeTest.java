package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.BytesView;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Merged scans of a deduplicate table of W1's shape (BIGINT key, which its files store as the keys
 * themselves, random BIGINT, random DOUBLE stored SCALED, STRING) plus a BIGINT with nulls on some commits
 * only, an increasing BIGINT (DELTA-packed) and doubles that do not scale (a -0.0 among them: stored plain),
 * against a model, bit for bit: many runs of multi-page files in two buckets, retractions, several versions per
 * key, each key's latest version read in place ({@link BlockMergedReader}). Round 44 tried decoding these
 * columns for the read rows only (jmh/PEERS.md "W1 merged read and W4 (rd44)"); this is the check it was held
 * to, kept for the merged scan's value columns. The same with the scan's pages decoded on the read-ahead
 * thread ({@code varve.scan.decode-ahead}, round 45: which pages are decoded there depends on the scheduling;
 * file-format's PageDecodeAheadTest forces them). Seeded (-Dseed=N).
 */
class MergedScanW1ShapeTest {
    private static final long SEED = Long.getLong("seed", 20261205L);

    @TempDir
    Path dir;

    @Test
    void mergedScanReadsTheLatestVersionsValues() {
        ScanBuffers.decodeAhead(false);
        try {
            mergedScan();
        } finally {
            ScanBuffers.decodeAhead(Boolean.getBoolean("varve.scan.decode-ahead"));
        }
    }

    @Test
    void mergedScanDecodingPagesAheadReadsTheLatestVersionsValues() {
        ScanBuffers.decodeAhead(true);
        try {
            mergedScan();
        } finally {
            ScanBuffers.decodeAhead(Boolean.getBoolean("varve.scan.decode-ahead"));
        }
    }

    private void mergedScan() {
        SplittableRandom r = new SplittableRandom(SEED);
        TreeMap<Long, Object[]> model = new TreeMap<>();
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table table = TableTestSupport.create(c, "w1", TableTestSupport.schema(
                    "k BIGINT", "v1 BIGINT", "v2 DOUBLE", "v3 STRING", "n BIGINT", "d BIGINT", "z DOUBLE")
                    .primaryKey("k").option("bucket", "2")
                    .option("target-file-size", "256 kb")
                    .option("num-sorted-run.compaction-trigger", "5")
                    .option("num-sorted-run.stop-trigger", "1000").build());
            long counter = 0;
            for (int commit = 0; commit < 10; commit++) {
                int rows = commit == 0 ? 20_000 : 500 + r.nextInt(5000);
                boolean nulls = commit % 3 == 1;
                List<GenericRow> writes = new ArrayList<>();
                for (int i = 0; i < rows; i++) {
                    long k = r.nextLong(60_000) - 20_000;
                    boolean delete = model.containsKey(k) && r.nextInt(7) == 0;
                    Object[] x = {r.nextLong(1_000_000_000L), r.nextDouble(), "s" + k + "-" + r.nextInt(1000),
                            nulls && r.nextInt(4) == 0 ? null : (Long) r.nextLong(), counter++,
                            i % 97 == 0 ? -0.0 : r.nextDouble() * 1e9};
                    writes.add(GenericRow.ofKind(delete ? RowKind.DELETE : RowKind.INSERT, k, x[0], x[1], x[2], x[3], x[4], x[5]));
                    if (delete) {
                        model.remove(k);
                    } else {
                        model.put(k, x);
                    }
                }
                try (TableWriter w = table.newWriter("u")) {
                    for (GenericRow row : writes) {
                        w.write(row);
                    }
                    w.commit(commit + 1);
                }
                check(table, model, "seed " + SEED + " commit " + commit);
            }
            assertTrue(table.files(null).size() > 6, "several runs and files are read: " + table.files(null).size());
        }
    }

    private static void check(Table table, TreeMap<Long, Object[]> model, String where) {
        BytesView view = new BytesView();
        TreeMap<Long, Boolean> seen = new TreeMap<>();
        try (RecordReader reader = table.newBatchScan().read()) {
            while (reader.hasNext()) {
                InternalRow row = reader.next();
                long k = row.getLong(0);
                Object[] x = model.get(k);
                assertTrue(x != null, where + ": key " + k + " is not in the model");
                assertTrue(seen.put(k, true) == null, where + ": key " + k + " twice");
                assertEquals(RowKind.INSERT, row.getRowKind(), where);
                assertEquals((long) (Long) x[0], row.getLong(1), where + ": key " + k + " v1");
                assertEquals(Double.doubleToRawLongBits((Double) x[1]), Double.doubleToRawLongBits(row.getDouble(2)),
                        where + ": key " + k + " v2");
                BytesView v = row.getBytesView(3, view);
                assertEquals(x[2], new String(v.array(), v.offset(), v.length(), StandardCharsets.UTF_8), where);
                assertEquals(x[3] == null, row.isNullAt(4), where + ": key " + k + " n");
                if (x[3] != null) {
                    assertEquals((long) (Long) x[3], row.getLong(4), where + ": key " + k + " n");
                }
                assertEquals((long) (Long) x[4], row.getLong(5), where + ": key " + k + " d");
                assertEquals(Double.doubleToRawLongBits((Double) x[5]), Double.doubleToRawLongBits(row.getDouble(6)),
                        where + ": key " + k + " z");
            }
        }
        assertEquals(model.size(), seen.size(), where);
    }
}
