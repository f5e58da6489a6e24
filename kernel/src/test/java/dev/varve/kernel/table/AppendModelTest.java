package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.InternalRow;
import dev.varve.row.ValueFormatter;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.LongStream;

import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Model test of append tables (SEMANTICS §6), scalable ({@code bucket = -1}) and queue
 * ({@code bucket = N}, {@code bucket-key}): random commits through a long-lived writer with tiny
 * files so small-file compaction runs all the time, writer restarts in between. After every
 * commit a batch read holds exactly the rows written, and each id's rows come in write order (one
 * bucket per id). Replay one seed with {@code -Dseed=N}.
 */
class AppendModelTest {
    @TempDir
    Path dir;

    static LongStream seeds() {
        String one = System.getProperty("seed");
        return one != null ? LongStream.of(Long.parseLong(one)) : LongStream.range(1, 9);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void appendTableMatchesModel(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        boolean queue = rnd.nextBoolean();
        int minFiles = 2 + rnd.nextInt(3);
        try (Catalog c = TableTestSupport.catalog(dir)) {
            var b = schema("id INT", "seq BIGINT", "pad STRING")
                    .option("bucket", queue ? String.valueOf(1 + rnd.nextInt(3)) : "-1")
                    .option("target-file-size", (8 + rnd.nextInt(24)) + " kb")
                    .option("compaction.min.file-num", String.valueOf(minFiles))
                    .option("compaction.max.file-num", String.valueOf(minFiles + rnd.nextInt(5)));
            if (queue) {
                b.option("bucket-key", "id");
            }
            Table t = create(c, "a" + seed, b.build());
            List<String> model = new ArrayList<>();
            Map<Integer, List<Long>> orderById = new HashMap<>();
            long seq = 0;
            long identifier = 0;
            TableWriter w = t.newWriter("model");
            for (int commit = 0; commit < 20; commit++) {
                int n = rnd.nextInt(120);
                for (int i = 0; i < n; i++) {
                    int id = rnd.nextInt(5);
                    String pad = "p".repeat(rnd.nextInt(40));
                    w.write(ins(id, seq, pad));
                    model.add("+I[" + id + ", " + seq + ", " + pad + "]");
                    orderById.computeIfAbsent(id, k -> new ArrayList<>()).add(seq);
                    seq++;
                }
                w.commit(identifier++);
                if (rnd.nextInt(6) == 0) {
                    w.close();
                    w = t.newWriter("model");
                }
                check(t, model, orderById, "seed " + seed + " commit " + commit);
            }
            w.close();
            check(t, model, orderById, "seed " + seed + " at the end");
            // compaction ran at least once (it is asynchronous, so not necessarily at the end): a
            // file of one snapshot is gone from the next (append tables remove files only so)
            boolean compacted = false;
            java.util.Set<String> previous = java.util.Set.of();
            for (var s : t.snapshots()) {
                java.util.Set<String> files = new java.util.HashSet<>();
                for (var f : t.files(s.snapshotId)) {
                    files.add(f.filePath);
                }
                if (!files.containsAll(previous)) {
                    compacted = true;
                }
                previous = files;
            }
            assertTrue(compacted || model.size() < 200, "small-file compaction never ran");
        }
    }

    private static void check(Table t, List<String> model, Map<Integer, List<Long>> orderById, String where) {
        List<String> rows = new ArrayList<>();
        Map<Integer, List<Long>> seen = new HashMap<>();
        try (RecordReader r = t.newBatchScan().read()) {
            while (r.hasNext()) {
                InternalRow row = r.next();
                rows.add(ValueFormatter.formatRow(row, t.rowType()));
                seen.computeIfAbsent((Integer) row.getField(0), k -> new ArrayList<>()).add((Long) row.getField(1));
            }
        }
        List<String> expected = new ArrayList<>(model);
        Collections.sort(expected);
        Collections.sort(rows);
        assertEquals(expected, rows, where + ": the rows written");
        assertEquals(orderById, seen, where + ": each id's rows in write order");
    }
}
