package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Schema;
import dev.varve.row.ValueFormatter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link BlockFoldReader} (the page-by-page merged read of a table whose merge function folds a
 * key's versions) returns exactly what {@link MergedBucketReader} returns over the same runs: same
 * keys, sequences, kinds and values, with and without retractions kept, over the whole key range and
 * parts of it, for merge calls of every size down to one position (a key's versions straddle calls in
 * every way: carried copies joined by the next call's versions, calls of one key only), for every
 * engine that reads through a merge function: aggregation (lone versions passed through; with the
 * lookup producer; with {@code ignore-delete}; with a sequence field), partial-update, first-row and
 * deduplicate with a sequence field. Random runs of several multi-page files, keys repeated within
 * and across runs, retractions, nulls, empty and non-ASCII strings. Seeded: -Dseed=N.
 */
class BlockFoldReaderTest {
    private static final long SEED = Long.getLong("seed", 20261202L);

    @TempDir
    Path dir;

    private static Schema.Builder base() {
        return TableTestSupport.schema("k INT", "q BIGINT", "v BIGINT", "s STRING").primaryKey("k").option("bucket", "1");
    }

    private static Schema.Builder aggregation() {
        return base().option("merge-engine", "aggregation").option("fields.q.aggregate-function", "max")
                .option("fields.v.aggregate-function", "sum").option("fields.s.aggregate-function", "last_non_null_value");
    }

    @Test
    void aggregationPassingLoneVersionsThrough() throws IOException {
        check("t_agg", aggregation().build(), true);
    }

    @Test
    void aggregationWithTheLookupProducer() throws IOException {
        check("t_agg_lookup", aggregation().option("changelog-producer", "lookup").build(), true);
    }

    @Test
    void aggregationIgnoringDeletes() throws IOException {
        check("t_agg_ignore", aggregation().option("ignore-delete", "true").build(), true);
    }

    @Test
    void aggregationWithASequenceField() throws IOException {
        check("t_agg_seq", base().option("merge-engine", "aggregation").option("sequence.field", "q")
                .option("fields.v.aggregate-function", "sum").option("fields.s.aggregate-function", "last_non_null_value").build(), true);
    }

    @Test
    void partialUpdate() throws IOException {
        check("t_partial", base().option("merge-engine", "partial-update").build(), false);
    }

    @Test
    void firstRow() throws IOException {
        check("t_first", base().option("merge-engine", "first-row").build(), false);
    }

    @Test
    void deduplicateWithASequenceField() throws IOException {
        check("t_dedupe_seq", base().option("sequence.field", "q").build(), true);
    }

    private void check(String name, Schema schema, boolean retractions) throws IOException {
        SplittableRandom rnd = new SplittableRandom(SEED ^ name.hashCode());
        try (Catalog c = TableTestSupport.catalog(dir)) {
            FileStoreTable table = (FileStoreTable) TableTestSupport.create(c, name, schema);
            TableContext ctx = table.context();
            assertFalse(ctx.mergeEngine.latestVersionWins());
            List<Levels.SortedRun> newestFirst = BlockMergedReaderTest.randomRuns(ctx, rnd, retractions, true);
            assertTrue(newestFirst.get(newestFirst.size() - 1).files.size() > 1, "the oldest run has several files");
            byte[][][] ranges = BlockMergedReaderTest.keyRanges();
            // one scan's buffers handed from reader to reader, as from bucket to bucket
            ScanBuffers shared = new ScanBuffers();
            for (byte[][] range : ranges) {
                for (boolean keep : new boolean[] {false, true}) {
                    List<String> expected = BlockMergedReaderTest.viaLoserTree(ctx, newestFirst, range, keep);
                    if (range[0] == null && range[1] == null) {
                        assertTrue(expected.size() > 10_000, "enough rows: " + expected.size());
                    }
                    for (int batch : new int[] {1, 2, 7, BlockFoldReader.BATCH}) {
                        ScanBuffers buffers = batch % 2 == 1 ? shared : new ScanBuffers();
                        List<String> actual = viaBlocks(ctx, newestFirst, range, keep, batch, buffers);
                        String what = name + " keep=" + keep + " batch=" + batch + " range " + (range[0] != null) + "/"
                                + (range[1] != null) + " seed " + SEED;
                        assertEquals(expected.size(), actual.size(), what);
                        for (int i = 0; i < expected.size(); i++) {
                            assertEquals(expected.get(i), actual.get(i), what + " row " + i);
                        }
                    }
                }
            }
            shared.close();
        }
    }

    private static List<String> viaBlocks(TableContext ctx, List<Levels.SortedRun> runs, byte[][] range, boolean keep, int batch,
                                          ScanBuffers buffers) {
        try (BlockFoldReader r = new BlockFoldReader(ctx, RunSources.blocksForScan(ctx, Partition.EMPTY, 0, runs, range[0], range[1],
                buffers), keep, batch)) {
            return BlockMergedReaderTest.drain(ctx, r);
        }
    }
}
