package dev.varve.kernel.table;

import static dev.varve.kernel.table.TableTestSupport.layout;
import static dev.varve.kernel.table.TableTestSupport.read;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableCommit;
import dev.varve.kernel.TableWriter;
import dev.varve.row.GenericRow;
import dev.varve.row.ValueFormatter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A compaction's sources read their files' next pages ahead on a background thread
 * ({@link RunSources.ScratchPool#prefetchPages}, on by default with more than one processor): the
 * compaction takes pages from the read ahead, and its output holds exactly the rows (and bytes) of a
 * compaction that reads every page itself — the last version of every key, as a model says.
 * Seeded runs of W1's columns, several pages per run file.
 */
class CompactionPrefetchTest {
    @TempDir
    Path dir;

    @Test
    void aCompactionReadingPagesAheadWritesWhatOneReadingThemItselfWrites() throws Exception {
        long takenAhead = 0;
        for (long seed = 1; seed <= 3; seed++) {
            List<String> expected = null;
            long[] bytes = new long[2];
            for (boolean ahead : new boolean[] {false, true}) {
                String ctx = "seed " + seed + (ahead ? " read ahead" : " plain");
                RunSources.ScratchPool.prefetchPages(ahead);
                Path sub = dir.resolve("s" + seed + (ahead ? "on" : "off"));
                try (Catalog c = TableTestSupport.catalog(sub)) {
                    Table t = TableTestSupport.create(c, "t", TableTestSupport.schema(
                            "k BIGINT NOT NULL", "v1 BIGINT", "v2 DOUBLE", "v3 STRING").primaryKey(List.of("k"))
                            .options(Map.of("bucket", "1", "write-only", "true")).build());
                    List<String> model = writeRuns(t, seed);
                    long before = RunSources.ScratchPool.pagesReadAheadForTest();
                    assertTrue(t.compact(Map.of()) > 0, ctx + ": nothing compacted");
                    long taken = RunSources.ScratchPool.pagesReadAheadForTest() - before;
                    assertEquals(1, layout(sub, "t").size(),
                            ctx + ": one sorted run after the compaction");
                    if (ahead) {
                        // a page is taken only if the read-ahead thread got a core in time: counted over all seeds
                        takenAhead += taken;
                    } else {
                        assertEquals(0, taken, ctx + ": pages read ahead with the read ahead off");
                    }
                    List<String> rows = read(t);
                    assertEquals(model, rows, ctx);
                    if (expected != null) {
                        assertEquals(expected, rows, ctx);
                    }
                    expected = rows;
                    bytes[ahead ? 1 : 0] = liveBytes(sub);
                }
            }
            assertEquals(bytes[0], bytes[1], "seed " + seed + ": the compactions' outputs differ in size");
        }
        assertTrue(takenAhead > 0, "no compaction took a page from a read ahead");
        RunSources.ScratchPool.prefetchPages(Runtime.getRuntime().availableProcessors() > 1);
    }

    /** The bytes of the table's live files (one run after the compaction). */
    private static long liveBytes(Path sub) {
        SnapshotStore store = new SnapshotStore(new dev.varve.format.LocalFileIO(),
                sub.resolve("warehouse/default.db/t").toString());
        long n = 0;
        for (ManifestEntry e : store.liveEntries(store.latest())) {
            n += e.file().fileSize();
        }
        return n;
    }

    /** Four commits of 12 000 random upserts over 20 000 keys; the model's rows (the last version of each key), sorted. */
    private static List<String> writeRuns(Table t, long seed) throws Exception {
        SplittableRandom rnd = new SplittableRandom(seed);
        TreeMap<Long, GenericRow> last = new TreeMap<>();
        try (TableWriter w = t.newWriter("w"); TableCommit commit = t.newCommit("w")) {
            for (int run = 0; run < 4; run++) {
                for (int i = 0; i < 12_000; i++) {
                    long k = rnd.nextLong(20_000);
                    char[] s = new char[16 + rnd.nextInt(17)];
                    for (int c = 0; c < s.length; c++) {
                        s[c] = (char) ('a' + rnd.nextInt(26));
                    }
                    GenericRow row = GenericRow.of(k, rnd.nextLong(1_000_000_000), rnd.nextBoolean() ? null : rnd.nextDouble(),
                            new String(s));
                    w.write(row);
                    last.put(k, row);
                }
                commit.commit(run, w.prepareCommit(run));
            }
        }
        List<String> out = new ArrayList<>();
        for (GenericRow r : last.values()) {
            out.add(ValueFormatter.formatRow(r, t.rowType()));
        }
        Collections.sort(out);
        return out;
    }
}
