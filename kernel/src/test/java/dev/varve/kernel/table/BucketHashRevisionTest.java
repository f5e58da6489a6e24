package dev.varve.kernel.table;

import dev.varve.format.LocalFileIO;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.Schema;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.kernel.VarveException;
import dev.varve.row.InternalRow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * METADATA_FORMAT.md revision 5: snapshots record their revision, and a fixed-bucket table whose data
 * may have been bucketed by revision 3's hash refuses new rows (reads and compaction keep working)
 * until an overwrite of the whole table rewrites it.
 */
class BucketHashRevisionTest {
    @TempDir
    Path dir;

    private SnapshotStore store(String name) {
        return new SnapshotStore(new LocalFileIO(), dir.resolve("warehouse/default.db/" + name).toString());
    }

    /** Rewrites the latest snapshot of {@code name} as a build before revision 5 wrote it: no revision fields. */
    private void claimOldRevision(String name) throws Exception {
        SnapshotStore store = store(name);
        Snapshot latest = store.latest();
        @SuppressWarnings("unchecked")
        Map<String, Object> json = Json.MAPPER.convertValue(latest, Map.class);
        json.remove("revision");
        json.remove("legacyBucketHash");
        new LocalFileIO().overwriteAtomically(store.snapshotPath(latest.id), Json.write(json));
        Snapshot reread = store(name).latest();
        assertEquals(0, reread.revision);
        assertTrue(reread.mayHoldLegacyBucketHash());
    }

    private static InternalRow[] rows(int from, int to, String v) {
        List<InternalRow> out = new ArrayList<>();
        for (int k = from; k < to; k++) {
            out.add(ins(k, v));
        }
        return out.toArray(new InternalRow[0]);
    }

    private static Schema pk(String bucket) {
        return schema("k INT", "v STRING").primaryKey("k").option("bucket", bucket).build();
    }

    @Test
    void newSnapshotsRecordTheRevision() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            commit(create(c, "t", pk("2")), rows(0, 10, "a"));
        }
        Snapshot s = store("t").latest();
        assertEquals(Snapshot.REVISION, s.revision);
        assertFalse(s.legacyBucketHash);
        assertFalse(s.mayHoldLegacyBucketHash());
    }

    @Test
    void oldRevisionFixedBucketTableIsReadableButRefusesWritesUntilOverwritten() throws Exception {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            commit(create(c, "t", pk("2")), rows(0, 10, "a"));
        }
        claimOldRevision("t");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = c.getTable(dev.varve.kernel.Identifier.of("default", "t"));
            assertEquals(10, read(t).size());
            VarveException e = assertThrows(VarveException.class, () -> commit(t, ins(3, "b")));
            assertTrue(e.getMessage().contains("INSERT OVERWRITE default.t SELECT * FROM default.t"), e.getMessage());
            assertTrue(e.getMessage().contains("bucket"), e.getMessage());
            // a compaction keeps each row in its bucket: allowed, and the data stays legacy
            t.compact(Map.of());
            assertTrue(store("t").latest().mayHoldLegacyBucketHash());
            // the fix: overwrite the whole table
            try (TableWriter w = t.newWriter("rewrite").withOverwrite(Map.of())) {
                for (InternalRow r : rows(0, 10, "a")) {
                    w.write(r);
                }
                w.commit(1);
            }
            Snapshot s = store("t").latest();
            assertEquals(Snapshot.CommitKind.OVERWRITE, s.commitKind);
            assertFalse(s.mayHoldLegacyBucketHash());
            commit(t, ins(3, "b"));
            assertEquals(10, read(t).size());
            assertTrue(read(t).contains("+I[3, b]"), read(t).toString());
        }
    }

    @Test
    void onlyPartitionsHoldingOldDataRefuseWritesAndAPartialOverwriteKeepsTheTableLegacy() throws Exception {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "p", schema("p INT", "k INT", "v STRING").primaryKey("p", "k").partitionKeys("p")
                    .option("bucket", "2").build());
            commit(t, ins(1, 1, "a"), ins(2, 1, "a"));
        }
        claimOldRevision("p");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = c.getTable(dev.varve.kernel.Identifier.of("default", "p"));
            VarveException e = assertThrows(VarveException.class, () -> commit(t, ins(1, 2, "b")));
            assertTrue(e.getMessage().contains("partition"), e.getMessage());
            commit(t, ins(3, 1, "new partition"));
            // a dynamic partition overwrite of p=1 leaves p=2's old data: still legacy
            try (TableWriter w = t.newWriter("rewrite").withOverwrite(Map.of())) {
                w.write(ins(1, 1, "a"));
                w.commit(1);
            }
            assertTrue(store("p").latest().mayHoldLegacyBucketHash());
            assertThrows(VarveException.class, () -> commit(t, ins(2, 2, "b")));
        }
    }

    @Test
    void singleBucketAndDynamicBucketTablesAreNotConcerned() throws Exception {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            commit(create(c, "one", pk("1")), rows(0, 5, "a"));
            commit(create(c, "dyn", pk("-1")), rows(0, 5, "a"));
        }
        claimOldRevision("one");
        claimOldRevision("dyn");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            for (String name : List.of("one", "dyn")) {
                Table t = c.getTable(dev.varve.kernel.Identifier.of("default", name));
                commit(t, ins(7, "b"));
                assertEquals(6, read(t).size(), name);
            }
        }
    }
}
