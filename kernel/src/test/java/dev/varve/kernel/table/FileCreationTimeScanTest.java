package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.catalog;
import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static dev.varve.kernel.table.TableTestSupport.stream;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code scan.file-creation-time-millis}: Paimon 1.4.2's from-file-creation-time scan (files older than the time are not read). */
class FileCreationTimeScanTest {
    @TempDir
    Path dir;

    @Test
    void readsOnlyFilesCreatedAtOrAfterTheTimeInBatchAndStreamingReads() {
        try (Catalog c = catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1").build());
            commit(t, ins(1, "old"), ins(2, "old"));
            long firstFile = ((BatchScanImpl) t.newBatchScan()).plan().get(0).files.get(0).creationTimeMillis();
            while (System.currentTimeMillis() <= firstFile) {
                Thread.onSpinWait(); // the next file is created in a later millisecond
            }
            commit(t, ins(1, "new"));
            long secondFile = -1;
            for (DataFileMeta f : ((BatchScanImpl) t.newBatchScan()).plan().get(0).files) {
                secondFile = Math.max(secondFile, f.creationTimeMillis());
            }
            assertEquals(List.of("+I[1, new]", "+I[2, old]"), read(t.copy(Map.of("scan.file-creation-time-millis", "0"))));
            assertTrue(secondFile > firstFile, firstFile + " " + secondFile);
            // only the second commit's file: key 2 is not read, key 1 is its value there
            Table since = t.copy(Map.of("scan.file-creation-time-millis", Long.toString(secondFile)));
            assertEquals(List.of("+I[1, new]"), read(since));
            assertEquals(List.of("+I[1, new]"), stream(since), "a streaming read starts with the same full read");
            Table none = t.copy(Map.of("scan.mode", "from-file-creation-time", "scan.file-creation-time-millis",
                    Long.toString(secondFile + 86_400_000L)));
            assertEquals(List.of(), read(none));
            assertEquals(List.of(), stream(none));
        }
    }
}
