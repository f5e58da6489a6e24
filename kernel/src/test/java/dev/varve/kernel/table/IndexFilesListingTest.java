package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.DataFileInfo;
import dev.varve.kernel.Table;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.catalog;
import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code Table.indexFiles} ({@code t$table_indexes}): the dynamic-bucket hash index file of each partition and
 * bucket with its key count, at the latest, a given or a tagged snapshot; not the cross-partition key index.
 */
class IndexFilesListingTest {
    @TempDir
    Path dir;

    @Test
    void listsTheHashIndexPerPartitionAndBucket() {
        try (Catalog c = catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "dt STRING").primaryKey("k", "dt").partitionKeys("dt").build());
            commit(t, ins(1, "x"), ins(2, "x"), ins(3, "y"));
            commit(t, ins(4, "x"), ins(1, "x"));
            assertEquals(List.of("dt=x 0 3", "dt=y 0 1"), describe(t.indexFiles(null)));
            assertEquals(List.of("dt=x 0 2", "dt=y 0 1"), describe(t.indexFiles(1L)));
            t.createTag("one", 1L, null);
            assertEquals(List.of("dt=x 0 2", "dt=y 0 1"), describe(t.copy(Map.of("scan.tag-name", "one")).indexFiles(null)));
            for (DataFileInfo f : t.indexFiles(null)) {
                assertTrue(f.filePath.substring(f.filePath.lastIndexOf('/') + 1).startsWith("index-"), f.filePath);
            }
        }
    }

    @Test
    void noneForFixedBucketAndCrossPartitionTables() {
        try (Catalog c = catalog(dir)) {
            Table fixed = create(c, "f", schema("k INT", "v STRING").primaryKey("k").option("bucket", "2").build());
            commit(fixed, ins(1, "a"));
            assertEquals(List.of(), fixed.indexFiles(null));
            Table cross = create(c, "c", schema("k INT", "dt STRING").primaryKey("k").partitionKeys("dt").build());
            commit(cross, ins(1, "x"), ins(2, "y"));
            assertEquals(List.of(), cross.indexFiles(null));
        }
    }

    private static List<String> describe(List<DataFileInfo> files) {
        List<String> out = new ArrayList<>();
        for (DataFileInfo f : files) {
            out.add(f.partition + " " + f.bucket + " " + f.recordCount);
        }
        Collections.sort(out);
        return out;
    }
}
