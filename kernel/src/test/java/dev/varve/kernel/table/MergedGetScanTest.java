package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Seeded: after random histories of the tables whose gets merge a key's versions (partial-update and aggregation with
 * and without {@code sequence.field} and {@code ignore-delete}, first-row, deduplicate with {@code sequence.field}),
 * every key's {@code lookupView} and {@code lookup} equal the row a batch scan of the same snapshot reads, after each
 * commit (the writer's buffer is then empty). Keys get many versions a commit (ties and nulls in the sequence field
 * too), so the files of an engine that keeps a flush's versions hold several of a key, and long strings make a key's
 * versions straddle pages; compactions run as the runs pile up. Gets file by file, then through the bucket's key
 * index (built by the first get of each levels). {@code -Dseed=N} replays one seed.
 */
class MergedGetScanTest {
    private static final long FIRST_SEED = 20261205L;
    private static final int KEYS = 60;

    /** Table options of each configuration (bucket 2; columns k INT NOT NULL, s BIGINT, v BIGINT, w STRING). */
    private static final String[][] CONFIGS = {
        {"merge-engine", "partial-update", "sequence.field", "s"},
        {"merge-engine", "partial-update"},
        {"merge-engine", "partial-update", "ignore-delete", "true"},
        {"merge-engine", "partial-update", "sequence.field", "s", "ignore-delete", "true"},
        {"merge-engine", "aggregation", "fields.v.aggregate-function", "sum", "sequence.field", "s"},
        {"merge-engine", "aggregation", "fields.v.aggregate-function", "sum", "ignore-delete", "true"},
        {"merge-engine", "aggregation", "fields.v.aggregate-function", "sum", "sequence.field", "s",
            "ignore-delete", "true"},
        {"merge-engine", "first-row"},
        {"sequence.field", "s"},
        {"sequence.field", "s", "ignore-update-before", "true"},
    };

    @TempDir
    Path dir;

    private static long[] seeds(int count) {
        String fixed = System.getProperty("seed");
        if (fixed != null) {
            return new long[] {Long.parseLong(fixed)};
        }
        long[] s = new long[count];
        for (int i = 0; i < count; i++) {
            s[i] = FIRST_SEED + i;
        }
        return s;
    }

    @Test
    void mergedGetsEqualTheScanAfterRandomHistories() {
        long savedRows = KeyValueBucketWriter.indexBuildRowsPerLookup;
        boolean savedBackground = KeyValueBucketWriter.buildIndexInBackground;
        try {
            // file by file (no key index), then through the bucket's key index built by each levels' first get
            KeyValueBucketWriter.indexBuildRowsPerLookup = 0;
            run("files");
            KeyValueBucketWriter.indexBuildRowsPerLookup = Long.MAX_VALUE;
            KeyValueBucketWriter.buildIndexInBackground = false;
            run("index");
        } finally {
            KeyValueBucketWriter.indexBuildRowsPerLookup = savedRows;
            KeyValueBucketWriter.buildIndexInBackground = savedBackground;
        }
    }

    private void run(String mode) {
        int compared = 0;
        try (Catalog catalog = TableTestSupport.catalog(dir.resolve(mode))) {
            int n = 0;
            for (long seed : seeds(6)) {
                for (int ci = 0; ci < CONFIGS.length; ci++) {
                    String[] config = CONFIGS[ci];
                    String ctx = mode + " seed " + seed + " config " + String.join(" ", config);
                    SplittableRandom rnd = new SplittableRandom(seed * 31 + ci);
                    var b = TableTestSupport.schema("k INT NOT NULL", "s BIGINT", "v BIGINT", "w STRING")
                            .primaryKey("k").option("bucket", "2");
                    for (int i = 0; i < config.length; i += 2) {
                        b.option(config[i], config[i + 1]);
                    }
                    Table t = TableTestSupport.create(catalog, "t" + n++, b.build());
                    boolean retractions = String.join(" ", config).contains("ignore-")
                            || !String.join(" ", config).contains("merge-engine");
                    try (TableWriter w = t.newWriter("g")) {
                        int commits = 3 + rnd.nextInt(6);
                        for (int c = 1; c <= commits; c++) {
                            int writes = 1 + rnd.nextInt(rnd.nextBoolean() ? 40 : 400);
                            for (int i = 0; i < writes; i++) {
                                w.write(randomRow(rnd, retractions));
                            }
                            w.commit(c);
                            Map<Integer, String> scan = scan(t);
                            GenericRow key = GenericRow.of(0, null, null, null);
                            for (int k = -1; k <= KEYS; k++) {
                                key.setField(0, k);
                                String want = scan.get(k);
                                InternalRow view = w.lookupView(key);
                                String got = view == null ? null : format(view);
                                assertEquals(want, got, ctx + " commit " + c + " key " + k + " (view)");
                                InternalRow copy = w.lookup(key);
                                assertEquals(want, copy == null ? null : format(copy),
                                        ctx + " commit " + c + " key " + k + " (lookup)");
                                compared++;
                            }
                        }
                    }
                }
            }
        }
        assertTrue(compared > 5_000, mode + ": " + compared + " gets compared");
    }

    private static GenericRow randomRow(SplittableRandom rnd, boolean retractions) {
        RowKind kind = RowKind.INSERT;
        if (retractions && rnd.nextInt(6) == 0) {
            kind = rnd.nextBoolean() ? RowKind.DELETE : RowKind.UPDATE_BEFORE;
        } else if (rnd.nextInt(4) == 0) {
            kind = RowKind.UPDATE_AFTER;
        }
        int k = rnd.nextInt(KEYS);
        Long s = rnd.nextInt(8) == 0 ? null : (long) rnd.nextInt(6); // ties and nulls
        Long v = rnd.nextInt(4) == 0 ? null : (long) rnd.nextInt(1_000);
        String str = null;
        if (rnd.nextInt(3) != 0) {
            // sometimes long: a page holds a few dozen rows, so a key's versions straddle pages
            str = (rnd.nextInt(4) == 0 ? "x".repeat(rnd.nextInt(4_000)) : "") + "w" + rnd.nextInt(100);
        }
        return GenericRow.ofKind(kind, k, s, v, str);
    }

    /** The latest snapshot's rows by key, formatted. */
    private static Map<Integer, String> scan(Table t) {
        Map<Integer, String> out = new HashMap<>();
        try (RecordReader r = t.newBatchScan().read()) {
            while (r.hasNext()) {
                InternalRow row = r.next();
                out.put(row.getInt(0), format(row));
            }
        }
        return out;
    }

    /** A row's values (not its kind: a get's row kind is not part of its result). */
    private static String format(InternalRow row) {
        List<String> cols = new ArrayList<>();
        for (int i = 0; i < row.getArity(); i++) {
            cols.add(row.isNullAt(i) ? "null" : String.valueOf(row.getField(i)));
        }
        return String.join(", ", cols);
    }
}
