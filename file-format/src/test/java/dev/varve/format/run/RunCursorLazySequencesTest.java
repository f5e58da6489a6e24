package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.MemoryFileIO;
import dev.varve.row.RowType;
import java.io.IOException;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link RunCursor#lazySequences()}: a page's sequences decoded on the first {@link RunCursor#sequence()} or
 * {@link RunCursor#pageSequences()} call instead of at its load. Random schemas, codecs, page sizes and key ranges;
 * the lazy cursor is asked for sequences now and then (at random rows, whole pages, pages never asked) and must
 * give the writer's records, as the eager cursor does, through page changes, skips and scratch reuse.
 */
class RunCursorLazySequencesTest {
    private static final long SEED = Long.getLong("seed", 20261204L);

    @Test
    void lazySequencesAreTheWrittenOnes() throws IOException {
        SplittableRandom rnd = new SplittableRandom(SEED);
        RunReadScratch scratch = new RunReadScratch();
        int asked = 0;
        int pagesNeverAsked = 0;
        for (int file = 0; file < 40; file++) {
            RowType type = RandomRuns.randomSchema(rnd);
            List<RandomRuns.Rec> recs = RandomRuns.randomRecords(rnd, type, 1 + rnd.nextInt(3000), false);
            MemoryFileIO io = new MemoryFileIO();
            RunWriter w = new RunWriter(io, "/f" + file + ".vrf", type, RandomRuns.randomOptions(rnd));
            for (RandomRuns.Rec r : recs) {
                w.add(r.key, r.seq, r.kind, r.value);
            }
            w.finish();
            byte[] from = rnd.nextInt(4) == 0 ? recs.get(rnd.nextInt(recs.size())).key : null;
            int first = 0;
            if (from != null) {
                while (first < recs.size() && java.util.Arrays.compareUnsigned(recs.get(first).key, from) < 0) {
                    first++;
                }
            }
            try (RunReader reader = RunReader.open(io, "/f" + file + ".vrf", type)) {
                RunCursor c = rnd.nextBoolean() ? reader.cursor(null, from, null) : reader.cursor(null, from, null, scratch);
                c.lazySequences();
                int i = first;
                boolean pageAsked = false;
                int mode = rnd.nextInt(3); // 0: now and then, 1: every row, 2: whole pages at their first row
                while (c.next()) {
                    RandomRuns.Rec expect = recs.get(i);
                    if (c.pageRow() == 0 || i == first) {
                        if (i != first && !pageAsked) {
                            pagesNeverAsked++;
                        }
                        pageAsked = false;
                        if (mode == 2 && rnd.nextBoolean()) {
                            long[] seqs = c.pageSequences();
                            for (int r = c.pageRow(); r < c.pageEnd(); r++) {
                                assertEquals(recs.get(i + r - c.pageRow()).seq, seqs[r], "file " + file + " row " + (i + r - c.pageRow()));
                            }
                            pageAsked = true;
                            asked++;
                        }
                    }
                    if (mode == 1 || (mode == 0 && rnd.nextInt(50) == 0)) {
                        assertEquals(expect.seq, c.sequence(), "file " + file + " row " + i);
                        pageAsked = true;
                        asked++;
                    }
                    assertArrayEquals(expect.key, c.key(), "file " + file + " row " + i);
                    assertEquals(expect.kind, c.kind(), "file " + file + " row " + i);
                    assertTrue(RandomRuns.rowEquals(expect.value, c.value()), "file " + file + " row " + i);
                    if (rnd.nextInt(40) == 0 && c.pageRow() + 1 < c.pageEnd()) {
                        int to = c.pageRow() + 1 + rnd.nextInt(c.pageEnd() - c.pageRow() - 1);
                        i += to - c.pageRow();
                        c.skipTo(to);
                        assertEquals(recs.get(i).seq, c.sequence(), "file " + file + " row " + i + " after a skip");
                        assertArrayEquals(recs.get(i).key, c.key());
                        pageAsked = true;
                    }
                    i++;
                }
                assertEquals(recs.size(), i, "file " + file);
                c.close();
            }
        }
        assertTrue(asked > 100, "sequences asked for: " + asked);
        assertTrue(pagesNeverAsked > 10, "pages whose sequences were never asked for: " + pagesNeverAsked);
    }
}
