package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.kernel.Catalog;
import dev.varve.merge.BatchLoserTree;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import dev.varve.row.ValueFormatter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link BlockMergedReader} (the page-by-page merged read of a latest-version-wins table) returns
 * exactly what {@link MergedBucketReader} returns over the same runs: same keys, versions, kinds and
 * values, with and without retractions kept, over the whole key range and a part of it, for merge
 * calls of every size down to one position (so a key's versions straddle calls in every way: held
 * copies replaced by newer versions at the start of the next call, calls of one key only). Random
 * runs of several multi-page files, keys repeated within and across runs, retractions, nulls, empty
 * and non-ASCII strings. Seeded: -Dseed=N.
 */
class BlockMergedReaderTest {
    private static final long SEED = Long.getLong("seed", 20261201L);

    @TempDir
    Path dir;

    @Test
    void sameRowsAsTheLoserTreeReader() throws IOException {
        SplittableRandom rnd = new SplittableRandom(SEED);
        try (Catalog c = TableTestSupport.catalog(dir)) {
            FileStoreTable table = (FileStoreTable) TableTestSupport.create(c, "t_dedupe",
                    TableTestSupport.schema("k INT", "q BIGINT", "v BIGINT", "s STRING").primaryKey("k").option("bucket", "1").build());
            TableContext ctx = table.context();
            assertTrue(ctx.mergeEngine.latestVersionWins());
            List<Levels.SortedRun> newestFirst = randomRuns(ctx, rnd, true, false);
            assertTrue(newestFirst.get(newestFirst.size() - 1).files.size() > 1, "the oldest run has several files");
            byte[][][] ranges = keyRanges();
            // one scan's buffers handed from reader to reader, as from bucket to bucket
            ScanBuffers shared = new ScanBuffers();
            for (byte[][] range : ranges) {
                for (boolean keep : new boolean[] {false, true}) {
                    List<String> expected = viaLoserTree(ctx, newestFirst, range, keep);
                    List<String> expectedValues = new ArrayList<>();
                    for (String e : expected) {
                        expectedValues.add(e.substring(e.indexOf("] ") + 2).replaceFirst("^[0-9]+ ", ""));
                    }
                    if (range[0] == null && range[1] == null) {
                        assertTrue(expected.size() > 10_000, "enough rows: " + expected.size());
                    }
                    for (int batch : new int[] {1, 2, 3, 7, 64, BlockMergedReader.BATCH}) {
                        ScanBuffers buffers = batch % 2 == 1 ? shared : null;
                        List<String> actual = viaBlocks(ctx, newestFirst, range, keep, batch, buffers);
                        String what = "keep=" + keep + " batch=" + batch + " range " + (range[0] != null) + "/" + (range[1] != null)
                                + " seed " + SEED;
                        assertEquals(expected.size(), actual.size(), what);
                        for (int i = 0; i < expected.size(); i++) {
                            assertEquals(expected.get(i), actual.get(i), what + " row " + i);
                        }
                        List<String> values = valuesViaBlocks(ctx, newestFirst, range, keep, batch, buffers);
                        assertEquals(expectedValues.size(), values.size(), what + " (value rows)");
                        for (int i = 0; i < expectedValues.size(); i++) {
                            assertEquals(expectedValues.get(i), values.get(i), what + " value row " + i);
                        }
                    }
                }
            }
        }
    }

    /**
     * 3..6 random runs, newest first, of keys 0..29 999 (the oldest run at level 5 in several files of
     * 48 KiB, the others at level 0): a few keys with many versions in one run, values {@code k}, a
     * nullable {@code q}, {@code v} (nullable when {@code updates}) and a random string {@code s}; with
     * {@code retractions} one version in seven a retraction ({@code -D} or {@code -U}), and with
     * {@code updates} one add in five a {@code +U}.
     */
    /** The key ranges a scan is read with: all, a middle slice, a tail, a head of a few keys. */
    static byte[][][] keyRanges() {
        return new byte[][][] {{null, null}, {CompactionMergeTest.key(7_000), CompactionMergeTest.key(21_000)},
            {CompactionMergeTest.key(29_990), null}, {null, CompactionMergeTest.key(5)}};
    }

    static List<Levels.SortedRun> randomRuns(TableContext ctx, SplittableRandom rnd, boolean retractions, boolean updates)
            throws IOException {
        return randomRuns(ctx, rnd, retractions, updates, false);
    }

    /** As above; with {@code newerRunsLower} each newer run's sequences lie below the older runs' (they do not follow the runs). */
    static List<Levels.SortedRun> randomRuns(TableContext ctx, SplittableRandom rnd, boolean retractions, boolean updates,
                                             boolean newerRunsLower) throws IOException {
        List<Levels.SortedRun> newestFirst = new ArrayList<>();
        long seq = 0;
        int runs = 3 + rnd.nextInt(4);
        for (int run = 0; run < runs; run++) {
            if (newerRunsLower) {
                seq = (runs - run) * 1_000_000L;
            }
            int n = run == 0 ? 20_000 : 200 + rnd.nextInt(6000);
            TreeMap<Integer, Integer> versions = new TreeMap<>();
            for (int i = 0; i < n; i++) {
                // a few keys with many versions in one run: calls of one key only
                versions.merge(rnd.nextInt(30_000), rnd.nextInt(50) == 0 ? 1 + rnd.nextInt(8) : 1, Integer::sum);
            }
            RollingRunWriter out = new RollingRunWriter(ctx, Partition.EMPTY, 0, run == 0 ? 5 : 0,
                    DataFileMeta.Kind.DATA, run == 0 ? 48 * 1024 : Long.MAX_VALUE);
            for (Map.Entry<Integer, Integer> e : versions.entrySet()) {
                byte[] key = CompactionMergeTest.key(e.getKey());
                for (int v = 0; v < e.getValue(); v++) {
                    RowKind kind = retractions && rnd.nextInt(7) == 0 ? (rnd.nextBoolean() ? RowKind.DELETE : RowKind.UPDATE_BEFORE)
                            : updates && rnd.nextInt(5) == 0 ? RowKind.UPDATE_AFTER : RowKind.INSERT;
                    GenericRow row = GenericRow.ofKind(kind, e.getKey(), rnd.nextInt(5) == 0 ? null : (long) rnd.nextInt(1000),
                            updates && rnd.nextInt(9) == 0 ? null : (long) rnd.nextInt(100), CompactionMergeTest.string(rnd));
                    out.add(key, ++seq, kind, row, v == 0);
                }
            }
            newestFirst.add(0, new Levels.SortedRun(run == 0 ? 5 : 0, out.finish()));
        }
        return newestFirst;
    }

    /**
     * Runs whose sequences do not follow their age (a newer run's below an older one's): the merge orders a key's
     * versions by sequence, so the latest is the older run's, as the loser-tree reader says; runs written in order
     * take the path that compares no sequence ({@link BlockMergedReader#sequencesFollowRuns}) with the same rows.
     */
    @Test
    void runsWhoseSequencesDoNotFollowTheirAgeMergeBySequence() throws IOException {
        SplittableRandom rnd = new SplittableRandom(SEED + 1);
        try (Catalog c = TableTestSupport.catalog(dir)) {
            FileStoreTable table = (FileStoreTable) TableTestSupport.create(c, "t_dedupe",
                    TableTestSupport.schema("k INT", "q BIGINT", "v BIGINT", "s STRING").primaryKey("k").option("bucket", "1").build());
            TableContext ctx = table.context();
            for (boolean newerRunsLower : new boolean[] {true, false}) {
                List<Levels.SortedRun> newestFirst = randomRuns(ctx, rnd, true, false, newerRunsLower);
                List<RunBlockSource> probe = RunSources.blocksForScan(ctx, Partition.EMPTY, 0, newestFirst, null, null);
                assertEquals(!newerRunsLower, BlockMergedReader.sequencesFollowRuns(probe));
                for (RunBlockSource s : probe) {
                    s.close();
                }
                for (boolean keep : new boolean[] {false, true}) {
                    List<String> expected = viaLoserTree(ctx, newestFirst, new byte[2][], keep);
                    assertTrue(expected.size() > 10_000, "enough rows: " + expected.size());
                    for (int batch : new int[] {1, 7, BlockMergedReader.BATCH}) {
                        List<String> actual = viaBlocks(ctx, newestFirst, new byte[2][], keep, batch, null);
                        String what = "newerRunsLower=" + newerRunsLower + " keep=" + keep + " batch=" + batch + " seed " + (SEED + 1);
                        assertEquals(expected.size(), actual.size(), what);
                        for (int i = 0; i < expected.size(); i++) {
                            assertEquals(expected.get(i), actual.get(i), what + " row " + i);
                        }
                    }
                }
            }
        }
    }

    /**
     * {@link BlockMergedReader#collectLatest}'s branch-free pass picks the same positions as stepping
     * over each key's versions: the position before each one marked as a new key (top bit clear),
     * from the given start, leaving out the call's last key. Random calls of 1..1024 positions, keys
     * of 1..9 versions, random starts.
     */
    @Test
    void collectLatestPicksEachKeysLastPosition() {
        SplittableRandom rnd = new SplittableRandom(SEED + 2);
        long[] pos = new long[BlockMergedReader.BATCH];
        long[] out = new long[BlockMergedReader.BATCH];
        for (int round = 0; round < 2000; round++) {
            int count = 1 + rnd.nextInt(pos.length);
            int versionsLeft = 0;
            for (int j = 0; j < count; j++) {
                boolean newKey = versionsLeft == 0;
                if (newKey) {
                    versionsLeft = rnd.nextInt(4) == 0 ? 1 + rnd.nextInt(9) : 1;
                }
                versionsLeft--;
                long position = ((long) rnd.nextInt(40) << 32) | rnd.nextInt(1 << 20);
                pos[j] = newKey && (j > 0 || rnd.nextBoolean()) ? position : position | Long.MIN_VALUE;
            }
            // a start where a key starts (as the reader's: 0, or past a held key's versions)
            int from = 0;
            while (rnd.nextBoolean() && from < count) {
                from++;
                while (from < count && pos[from] < 0) {
                    from++;
                }
            }
            List<Long> expected = new ArrayList<>();
            int at = from;
            while (at < count) {
                int j = at + 1;
                while (j < count && BatchLoserTree.maybeSameKey(pos[j])) {
                    j++;
                }
                if (j < count) {
                    expected.add(pos[j - 1]);
                }
                at = j;
            }
            int m = BlockMergedReader.collectLatest(pos, from, count, out);
            List<Long> actual = new ArrayList<>();
            for (int i = 0; i < m; i++) {
                actual.add(out[i]);
            }
            assertEquals(expected, actual, "round " + round + " count " + count + " from " + from + " seed " + (SEED + 2));
        }
    }

    static List<String> viaLoserTree(TableContext ctx, List<Levels.SortedRun> runs, byte[][] range, boolean keep) {
        try (MergedBucketReader r = new MergedBucketReader(ctx,
                RunSources.forCompaction(ctx, Partition.EMPTY, 0, runs, range[0], range[1]), true, keep)) {
            return drain(ctx, r);
        }
    }

    private static List<String> viaBlocks(TableContext ctx, List<Levels.SortedRun> runs, byte[][] range, boolean keep, int batch,
                                          ScanBuffers buffers) {
        try (BlockMergedReader r = new BlockMergedReader(RunSources.blocksForScan(ctx, Partition.EMPTY, 0, runs, range[0], range[1],
                buffers),
                keep, batch)) {
            return drain(ctx, r);
        }
    }

    /** The value rows of {@link BlockMergedReader#nextValue()}: kind (the row's) and values, as {@link #drain} writes them. */
    private static List<String> valuesViaBlocks(TableContext ctx, List<Levels.SortedRun> runs, byte[][] range, boolean keep,
                                                int batch, ScanBuffers buffers) {
        List<String> out = new ArrayList<>();
        try (BlockMergedReader r = new BlockMergedReader(RunSources.blocksForScan(ctx, Partition.EMPTY, 0, runs, range[0], range[1],
                buffers),
                keep, batch).valuesOnly()) { // as a batch scan reads it: sequences decoded only for ties
            assertThrows(IllegalStateException.class, r::next);
            for (InternalRow v = r.nextValue(); v != null; v = r.nextValue()) {
                out.add(v.getRowKind() + " " + ValueFormatter.formatRow(v, ctx.rowType));
            }
        }
        return out;
    }

    static List<String> drain(TableContext ctx, BucketMerge r) {
        List<String> out = new ArrayList<>();
        for (KeyValue kv = r.next(); kv != null; kv = r.next()) {
            out.add(java.util.Arrays.toString(kv.key()) + " " + kv.sequence() + " " + kv.kind() + " "
                    + ValueFormatter.formatRow(kv.value(), ctx.rowType));
        }
        return out;
    }
}
