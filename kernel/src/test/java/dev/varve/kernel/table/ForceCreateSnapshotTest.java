package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.catalog;
import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** {@code commit.force-create-snapshot}: an empty checkpoint commit publishes an APPEND snapshot; an empty end-of-input one does not. */
class ForceCreateSnapshotTest {
    @TempDir
    Path dir;

    @Test
    void emptyCheckpointCommitsPublishAnAppendSnapshotOnlyWithTheOption() {
        try (Catalog c = catalog(dir)) {
            Table forced = create(c, "f", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1")
                    .option("commit.force-create-snapshot", "true").build());
            Table plain = create(c, "p", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1").build());
            for (Table t : List.of(forced, plain)) {
                try (TableWriter w = t.newWriter("job")) {
                    w.write(ins(1, "a"));
                    assertEquals(1, w.commit(1));
                    long second = w.commit(2); // nothing written in checkpoint 2
                    long endOfInput = w.commit(Long.MAX_VALUE); // a batch statement's commit, empty
                    assertEquals(t == forced ? 2 : -1, second);
                    assertEquals(-1, endOfInput);
                }
                assertEquals(t == forced ? 3 : 2, t.compact(Map.of())); // a full compaction of the level-0 file
                assertEquals(-1, t.compact(Map.of())); // nothing left to compact: no snapshot either way
            }
            List<SnapshotInfo> snapshots = forced.snapshots();
            assertEquals(3, snapshots.size());
            assertEquals("APPEND", snapshots.get(1).commitKind);
            assertEquals(0, snapshots.get(1).deltaRecordCount);
            assertEquals(2, plain.snapshots().size());
        }
    }
}
