package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.DataFileInfo;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.InternalRow;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.ArrayList;
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
 * Append buckets whose files hold overlapping sequence ranges: two writers opened on the same
 * bucket before either commits both number their rows from the same sequence, so the bucket's
 * files cannot be chained file after file and the reader falls back to merging them by sequence.
 * Every row must still come out exactly once, each writer's rows in the order it wrote them.
 * Replay one seed with {@code -Dseed=N}.
 */
class AppendOverlappingSequencesTest {
    @TempDir
    Path dir;

    static LongStream seeds() {
        String one = System.getProperty("seed");
        return one != null ? LongStream.of(Long.parseLong(one)) : LongStream.range(1, 5);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void overlappingFilesReadEveryRowOnceInEachWritersOrder(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        try (Catalog c = TableTestSupport.catalog(dir)) {
            var b = schema("w INT", "n BIGINT", "pad STRING")
                    .option("bucket", "-1")
                    .option("target-file-size", (4 + rnd.nextInt(8)) + " kb")
                    // keep every file: compaction would make the ranges disjoint again
                    .option("compaction.min.file-num", "1000")
                    .option("compaction.max.file-num", "2000");
            Table t = create(c, "overlap" + seed, b.build());
            Map<Integer, List<Long>> written = new HashMap<>();
            long identifier = 0;
            for (int round = 0; round < 3; round++) {
                TableWriter[] ws = {t.newWriter("a"), t.newWriter("b")};
                long[] next = new long[2];
                for (int i = 0; i < 400 + rnd.nextInt(400); i++) {
                    int w = rnd.nextInt(2);
                    long n = round * 1_000_000L + next[w]++;
                    ws[w].write(ins(w, n, "x".repeat(rnd.nextInt(30))));
                    written.computeIfAbsent(w, k -> new ArrayList<>()).add(n);
                }
                ws[0].commit(identifier);
                ws[1].commit(identifier);
                identifier++;
                ws[0].close();
                ws[1].close();
            }
            List<DataFileInfo> files = t.files(t.latestSnapshot().snapshotId);
            assertTrue(overlap(files), "the two writers' files overlap in sequence: " + files);

            Map<Integer, List<Long>> seen = new HashMap<>();
            try (RecordReader r = t.newBatchScan().read()) {
                while (r.hasNext()) {
                    InternalRow row = r.next();
                    seen.computeIfAbsent(row.getInt(0), k -> new ArrayList<>()).add(row.getLong(1));
                }
            }
            assertEquals(written, seen, "seed " + seed + ": every row once, each writer's rows in write order");
        }
    }

    private static boolean overlap(List<DataFileInfo> files) {
        for (DataFileInfo a : files) {
            for (DataFileInfo b : files) {
                if (a != b && a.minSequenceNumber <= b.maxSequenceNumber && b.minSequenceNumber <= a.maxSequenceNumber) {
                    return true;
                }
            }
        }
        return false;
    }
}
