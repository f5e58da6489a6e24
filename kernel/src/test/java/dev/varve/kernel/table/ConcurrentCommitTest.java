package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.kernel.VarveException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Several writers on one table (SEMANTICS §7): non-conflicting commits all land; conflicts are clear. */
class ConcurrentCommitTest {
    @TempDir
    Path dir;

    @Test
    void writersOfDifferentPartitionsCommitConcurrently() throws Exception {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("p INT", "k INT", "v BIGINT").primaryKey("p", "k").partitionKeys("p")
                    .option("bucket", "2").option("num-sorted-run.compaction-trigger", "2").build());
            int writers = 4;
            int commits = 12;
            ExecutorService pool = Executors.newFixedThreadPool(writers);
            List<Future<?>> futures = new ArrayList<>();
            for (int w = 0; w < writers; w++) {
                final int p = w;
                futures.add(pool.submit(() -> {
                    try (TableWriter writer = t.newWriter("writer-" + p)) {
                        for (int i = 0; i < commits; i++) {
                            for (int k = 0; k < 50; k++) {
                                writer.write(ins(p, k, (long) i));
                            }
                            writer.commit(i);
                        }
                    }
                    return null;
                }));
            }
            // a compaction action racing the writers' own compactions: it may be dropped, never the data
            for (int i = 0; i < 3; i++) {
                t.compact(Map.of());
            }
            for (Future<?> f : futures) {
                f.get();
            }
            pool.shutdown();
            List<String> rows = read(t);
            assertEquals(writers * 50, rows.size());
            for (String r : rows) {
                assertEquals(", " + (commits - 1) + "]", r.substring(r.lastIndexOf(',')), r);
            }
            assertEquals(writers * commits, t.snapshots().stream().filter(s -> !s.commitKind.equals("COMPACT")).count());
        }
    }

    @Test
    void overwriteConflictsWithDataAddedAfterItStarted() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("p INT", "k INT", "v BIGINT").primaryKey("p", "k").partitionKeys("p")
                    .option("bucket", "1").build());
            TableTestSupport.commit(t, ins(1, 1, 1L));
            try (TableWriter overwrite = t.newWriter("ow").withOverwrite(Map.of("p", "1"))) {
                overwrite.write(ins(1, 2, 2L));
                TableTestSupport.commit(t, ins(1, 3, 3L)); // lands after the overwrite started
                assertThrows(VarveException.CommitConflict.class, () -> overwrite.commit(1));
            }
            assertEquals(List.of("+I[1, 1, 1]", "+I[1, 3, 3]"), read(t));
        }
    }
}
