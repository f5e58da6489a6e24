package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Schema;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A compaction hands the versions its merger passes through unchanged to the output as rows picked from the input
 * pages, a merge call's worth at a time, appended column by column ({@link CompactionMerge#pick},
 * {@link RollingRunWriter#addPicked}): its output files are byte for byte those of the record-at-a-time path
 * ({@link CompactionMerge#picking picking(false)}), file rolls and page cuts included. Seeded random runs over five
 * merge engines (deduplicate's latest-only path, the lone versions of the others), retractions, bottom and not, tiny
 * pages and files, 4-byte keys (tie-free calls) and 9-byte ones (the tree's tie path), batch sizes from 1 to 1024,
 * schemas with a DECIMAL column (picked rows whose columns the columnar copy does not take, added record by record).
 * The outputs compress in the writing thread ({@link RollingRunWriter#deterministic}): with the background worker a
 * file's size at a roll check counts the pages the worker has stored so far, so where files roll depends on its
 * progress, picked or not. {@code -Dseed=N} replays one case.
 */
class CompactionPickTest {
    private static final Long SEED = Long.getLong("seed");
    private static final long CREATED = 1_700_000_000_000L;

    private static final List<Map<String, String>> ENGINES = CompactionMergeModelTest.ENGINES;

    @TempDir
    Path dir;

    @Test
    void pickedCompactionsWriteTheBytesOfRecordAtATimeOnes() throws IOException {
        long picked = 0;
        try (Catalog c = TableTestSupport.catalog(dir)) {
            List<TableContext> tables = new ArrayList<>();
            for (int e = 0; e < ENGINES.size(); e++) {
                for (String v : new String[] {"v BIGINT", "v DECIMAL(12, 2)"}) {
                    Schema.Builder b = TableTestSupport.schema("k INT", "q BIGINT", v, "s STRING", "d DOUBLE")
                            .primaryKey("k").option("bucket", "1");
                    ENGINES.get(e).forEach(b::option);
                    tables.add(((FileStoreTable) TableTestSupport.create(c, "t" + tables.size(), b.build())).context());
                }
            }
            if (SEED != null) {
                runCase(tables, SEED);
                return;
            }
            for (long seed = 1; seed <= 30; seed++) {
                picked += runCase(tables, seed);
            }
        }
        assertTrue(picked > 0, "no version was picked");
    }

    /** Returns the versions picked. */
    private long runCase(List<TableContext> tables, long seed) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        int table = (int) (seed % tables.size());
        TableContext ctx = tables.get(table);
        boolean decimal = table % 2 == 1;
        boolean wide = rnd.nextInt(3) == 0;
        int keys = rnd.nextBoolean() ? 1 + rnd.nextInt(60) : 5_000;
        int k = 1 + rnd.nextInt(6);
        int batch = rnd.nextInt(3) == 0 ? 1 + rnd.nextInt(8) : rnd.nextBoolean() ? 1 + rnd.nextInt(200) : CompactionMerge.BATCH;
        List<Levels.SortedRun> newestFirst = new ArrayList<>();
        long seq = 0;
        for (int run = 0; run < k; run++) {
            int n = rnd.nextInt(5) == 0 ? rnd.nextInt(3) : 1 + rnd.nextInt(3000);
            TreeMap<Integer, Integer> versions = new TreeMap<>();
            for (int i = 0; i < n; i++) {
                versions.merge(rnd.nextInt(keys), rnd.nextInt(5) == 0 ? 1 + rnd.nextInt(3) : 1, Integer::sum);
            }
            RollingRunWriter out = new RollingRunWriter(ctx, Partition.EMPTY, 0, 0, DataFileMeta.Kind.DATA,
                    rnd.nextBoolean() ? 4096 : Long.MAX_VALUE).pageBytes(1024);
            for (Map.Entry<Integer, Integer> e : versions.entrySet()) {
                byte[] key = wide ? wideKey(e.getKey()) : key(e.getKey());
                for (int v = 0; v < e.getValue(); v++) {
                    RowKind kind = rnd.nextInt(6) == 0 ? RowKind.fromValidByte((byte) rnd.nextInt(4)) : RowKind.INSERT;
                    Object value = rnd.nextInt(6) == 0 ? null : decimal
                            ? java.math.BigDecimal.valueOf(rnd.nextInt(100_000), 2) : (Object) (long) rnd.nextInt(100);
                    GenericRow row = GenericRow.ofKind(kind, e.getKey(), rnd.nextInt(5) == 0 ? null : (long) rnd.nextInt(1000),
                            value, rnd.nextInt(4) == 0 ? null : "s" + rnd.nextInt(1000) + (rnd.nextInt(9) == 0 ? "é" : ""),
                            rnd.nextInt(4) == 0 ? null : rnd.nextDouble());
                    out.add(key, ++seq, kind, row, v == 0);
                }
            }
            newestFirst.add(0, new Levels.SortedRun(0, out.finish()));
        }
        long target = rnd.nextBoolean() ? 8192 : Long.MAX_VALUE;
        long picked = 0;
        String name = "seed " + seed + " (table " + table + ", k " + k + ", batch " + batch + ", keys " + keys
                + ", wide " + wide + ", target " + target + "; replay with -Dseed=" + seed + ")";
        for (boolean bottom : new boolean[] {false, true}) {
            List<byte[]> plain = null;
            for (boolean on : new boolean[] {false, true}) {
                RollingRunWriter out = new RollingRunWriter(ctx, Partition.EMPTY, 0, 5, DataFileMeta.Kind.DATA, target)
                        .pageBytes(1024).deterministic(CREATED).inOrder();
                List<DataFileMeta> files;
                try (CompactionMerge merge = new CompactionMerge(RunSources.blocksForCompaction(ctx, Partition.EMPTY, 0,
                        newestFirst), new GroupMerger(ctx.mergeEngine), batch).picking(on)) {
                    merge.mergeAll(bottom, new KeyValueBucketWriter.CompactionSink(out, null, ctx.mergeEngine, null));
                    files = out.finish();
                    if (on) {
                        picked += merge.versionsPicked();
                    } else {
                        assertEquals(0, merge.versionsPicked(), name);
                    }
                }
                List<byte[]> bytes = new ArrayList<>();
                for (DataFileMeta f : files) {
                    bytes.add(Files.readAllBytes(Path.of(ctx.paths.filePath(Partition.EMPTY, 0, f))));
                }
                if (plain == null) {
                    plain = bytes;
                } else {
                    String what = name + " bottom=" + bottom;
                    assertEquals(plain.size(), bytes.size(), what + ": files");
                    for (int i = 0; i < bytes.size(); i++) {
                        assertArrayEquals(plain.get(i), bytes.get(i), what + ": file " + i);
                    }
                }
            }
        }
        return picked;
    }

    /** A 9-byte key: longer than a prefix, so equal prefixes take the tie path. */
    private static byte[] wideKey(int k) {
        return new byte[] {(byte) (k >>> 24), (byte) (k >>> 16), (byte) (k >>> 8), (byte) k, 0, 0, 0, 0, (byte) (k % 7)};
    }

    private static byte[] key(int k) {
        return new byte[] {(byte) (k >>> 24), (byte) (k >>> 16), (byte) (k >>> 8), (byte) k};
    }
}
