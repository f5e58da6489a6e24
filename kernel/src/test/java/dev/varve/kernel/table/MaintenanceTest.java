package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MaintenanceTest {
    @TempDir
    Path dir;

    @Test
    void orphanCleanupRemovesOnlyUnreferencedFiles() throws Exception {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1").build());
            commit(t, ins(1, "a"), ins(2, "b"));
            // an aborted writer leaves nothing; a crashed one would leave files: simulate one
            Path bucket = dir.resolve("warehouse/default.db/t/bucket-0");
            Path orphan = bucket.resolve("data-orphan.vrf");
            Files.write(orphan, new byte[] {1, 2, 3});
            try (TableWriter w = t.newWriter("x")) {
                w.write(ins(3, "c"));
                w.abort();
            }
            List<String> deleted = ((FileStoreTable) t).removeOrphanFiles(System.currentTimeMillis() + 0);
            assertTrue(deleted.stream().anyMatch(p -> p.endsWith("data-orphan.vrf")), deleted.toString());
            assertFalse(Files.exists(orphan));
            assertEquals(List.of("+I[1, a]", "+I[2, b]"), read(t));
            assertEquals(List.of(), ((FileStoreTable) t).removeOrphanFiles(System.currentTimeMillis()));
        }
    }

    @Test
    void dynamicBucketIndexIsPersistedAsIndexFiles() throws Exception {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING").primaryKey("k")
                    .option("dynamic-bucket.target-row-num", "100").build());
            TableWriter w = t.newWriter("u");
            for (int i = 0; i < 1000; i++) {
                w.write(ins(i, "v" + i));
            }
            w.commit(1);
            w.close();
            long indexFiles;
            try (Stream<Path> s = Files.walk(dir)) {
                indexFiles = s.filter(p -> p.getFileName().toString().startsWith("index-")).count();
            }
            assertEquals(10, indexFiles, "one index file per bucket");
            // a restarted writer keeps every key in its bucket: rewriting all keys adds no bucket
            Table again = c.getTable(Identifier.of("default", "t"));
            try (TableWriter w2 = again.newWriter("u2")) {
                for (int i = 0; i < 1000; i++) {
                    w2.write(ins(i, "w" + i));
                }
                w2.commit(1);
            }
            assertEquals(10, again.files(null).stream().mapToInt(f -> f.bucket).distinct().count());
            assertEquals(1000, read(again).size());
            assertTrue(read(again).contains("+I[7, w7]"));
            assertEquals(1, again.compact(Map.of()) > 0 ? 1 : 0);
        }
    }
}
