package dev.varve.kernel.table;

import dev.varve.format.LocalFileIO;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.Table;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static dev.varve.kernel.table.TableTestSupport.catalog;
import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.row;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static dev.varve.kernel.table.TableTestSupport.stream;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code Table#compactManifests} (Paimon 1.4.2's {@code compact_manifest}, checked on Flink by the
 * sweep21_ld_compact_manifest_ goldens): one manifest of the latest snapshot's live entries, published as a
 * COMPACT snapshot of the same rows and files; nothing to publish with at most one data manifest and no
 * DELETE entry. A seeded model run interleaves it with writes, compactions and deletes.
 */
class ManifestCompactionTest {
    @TempDir
    Path dir;

    private SnapshotStore store() {
        return new SnapshotStore(new LocalFileIO(), dir.resolve("warehouse/default.db/t").toString());
    }

    private int dataManifests(Snapshot s) {
        SnapshotStore st = store();
        return st.manifestList(s.baseManifestList).manifests.size() + st.manifestList(s.deltaManifestList).manifests.size();
    }

    @Test
    void nothingToMergeOnAnEmptyTableOrOneManifest() {
        try (Catalog c = catalog(dir)) {
            Table t = create(c, "t", schema("id BIGINT", "v STRING").primaryKey("id").option("bucket", "1").build());
            assertEquals(-1, t.compactManifests(), "no snapshot yet");
            commit(t, ins(1L, "a"));
            assertEquals(-1, t.compactManifests(), "one manifest without DELETE entries");
            assertEquals(1, t.snapshots().size());
        }
    }

    @Test
    void mergesIntoOneCompactSnapshotOfTheSameRows() {
        try (Catalog c = catalog(dir)) {
            Table t = create(c, "t", schema("id BIGINT", "v STRING").primaryKey("id").option("bucket", "2").build());
            commit(t, ins(1L, "a"), ins(2L, "b"));
            commit(t, ins(1L, "c"));
            commit(t, row(RowKind.DELETE, 2L, "b"));
            List<String> rows = read(t);
            int files = t.files(null).size();
            long id = t.compactManifests();
            assertEquals(4, id);
            SnapshotInfo s = t.snapshots().get(t.snapshots().size() - 1);
            assertEquals("COMPACT", s.commitKind);
            assertEquals(0, s.deltaRecordCount);
            assertEquals(t.snapshots().get(2).totalRecordCount, s.totalRecordCount);
            assertEquals(1, dataManifests(store().snapshot(id)));
            assertEquals(rows, read(t));
            assertEquals(files, t.files(null).size());
            assertEquals(-1, t.compactManifests(), "already one manifest");
        }
    }

    @Test
    void seededModelKeepsRowsAndChangelog() {
        for (long seed = 1; seed <= 5; seed++) {
            Path d = dir.resolve("s" + seed);
            Random rnd = new Random(seed);
            try (Catalog c = catalog(d)) {
                Table t = create(c, "t", schema("id BIGINT", "v STRING").primaryKey("id").option("bucket", "2")
                        .option("num-sorted-run.compaction-trigger", "2").option("changelog-producer", "input").build());
                Table plain = create(c, "m", schema("id BIGINT", "v STRING").primaryKey("id").option("bucket", "2")
                        .option("num-sorted-run.compaction-trigger", "2").option("changelog-producer", "input").build());
                for (int step = 0; step < 16; step++) {
                    List<GenericRow> batch = new ArrayList<>();
                    for (int i = 0; i < 1 + rnd.nextInt(5); i++) {
                        long k = rnd.nextInt(12);
                        batch.add(rnd.nextInt(4) == 0 ? row(RowKind.DELETE, k, "x") : ins(k, "v" + step + "_" + i));
                    }
                    GenericRow[] rows = batch.toArray(new GenericRow[0]);
                    commit(t, rows);
                    commit(plain, rows);
                    if (rnd.nextInt(3) == 0) {
                        long before = t.snapshots().get(t.snapshots().size() - 1).snapshotId;
                        long id = t.compactManifests();
                        assertTrue(id == -1 || id == before + 1, "seed " + seed);
                    }
                    assertEquals(read(plain), read(t), "seed " + seed + " step " + step);
                }
                assertEquals(stream(plain.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "1"))),
                        stream(t.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "1"))),
                        "a streaming read skips the COMPACT snapshots, seed " + seed);
            }
        }
    }
}
