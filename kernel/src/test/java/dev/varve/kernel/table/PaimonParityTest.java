package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.DataFileInfo;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.SchemaChange;
import dev.varve.kernel.SchemaInfo;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Pinned regressions for the metadata-level divergences from Apache Paimon 1.4.2 that
 * property-tests' TableOpsDifferentialTest found (the expected values are Paimon's, taken from
 * that differential and from Paimon's own binary-row hash).
 */
class PaimonParityTest {
    @TempDir
    Path dir;

    @Test
    void bucketHashIsPaimonsBinaryRowMurmurHash() {
        // BinaryRow.hashCode() of Paimon 1.4.2 for the one-column rows (0) .. (9) of INT
        int[] paimonInt = {-300363099, 1465514398, 1340390384, -771300025, 1447522506, 260196596, 842153448,
                -348168691, 965062536, 1417041215};
        RowType oneInt = new RowType(List.of(new dev.varve.row.DataField(0, "k", DataType.intType())));
        PaimonBucketHash h = new PaimonBucketHash(oneInt, new int[]{0});
        for (int k = 0; k < 10; k++) {
            assertEquals(paimonInt[k], h.hash(GenericRow.of(k)), "INT " + k);
        }
        assertEquals(-1748325344, h.hash(GenericRow.of((Object) null)));
        // |hash % n|, not floorMod: key 0 goes to bucket 3 of 4
        assertEquals(3, PaimonBucketHash.bucket(paimonInt[0], 4));
        RowType oneString = new RowType(List.of(new dev.varve.row.DataField(0, "s", DataType.string())));
        PaimonBucketHash hs = new PaimonBucketHash(oneString, new int[]{0});
        assertEquals(660430696, hs.hash(GenericRow.of("apple")));
        assertEquals(759435526, hs.hash(GenericRow.of("a-much-longer-key")));
        RowType two = new RowType(List.of(new dev.varve.row.DataField(0, "dt", DataType.string()),
                new dev.varve.row.DataField(1, "v", DataType.string()), new dev.varve.row.DataField(2, "n", DataType.bigint())));
        assertEquals(1137577619, new PaimonBucketHash(two, new int[]{0, 2}).hash(GenericRow.of("20240108", "x", 1L << 40)));
    }

    @Test
    void fixedBucketsAreAssignedAsPaimonAssignsThem() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING").primaryKey("k").option("bucket", "4").build());
            commit(t, ins(0, "a"), ins(1, "b"), ins(4, "c"));
            Map<Integer, Long> rowsPerBucket = new HashMap<>();
            for (DataFileInfo f : t.files(null)) {
                rowsPerBucket.merge(f.bucket, f.recordCount, Long::sum);
            }
            // Paimon: 0 -> |-300363099 % 4| = 3, 1 -> 2, 4 -> 2
            assertEquals(Map.of(3, 1L, 2, 2L), rowsPerBucket);
        }
    }

    @Test
    void emptyOverwriteOfAStaticPartitionReplacesNothingUnderDynamicOverwrite() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "dt STRING").partitionKeys("dt").build());
            commit(t, ins(1, "a"), ins(2, "b"));
            try (TableWriter w = t.newWriter("o").withOverwrite(Map.of("dt", "a"))) {
                assertEquals(-1, w.commit(Long.MAX_VALUE));
            }
            assertEquals(List.of("+I[1, a]", "+I[2, b]"), read(t));
            Table purge = t.copy(Map.of("dynamic-partition-overwrite", "false"));
            try (TableWriter w = purge.newWriter("o2").withOverwrite(Map.of("dt", "a"))) {
                assertEquals(2, w.commit(Long.MAX_VALUE));
            }
            assertEquals(List.of("+I[2, b]"), read(t));
        }
    }

    @Test
    void overwritePublishesNoChangelogAndUpgradesNonOverlappingFiles() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1")
                    .option("changelog-producer", "input").build());
            commit(t, ins(1, "a"));
            try (TableWriter w = t.newWriter("o").withOverwrite(Map.of())) {
                w.write(ins(2, "b"));
                w.write(ins(3, "c"));
                w.commit(Long.MAX_VALUE);
            }
            SnapshotInfo s = t.snapshots().get(1);
            assertEquals("OVERWRITE", s.commitKind);
            assertEquals(0, s.changelogRecordCount);
            assertEquals(List.of(5), levels(t)); // num-levels = trigger 5 + 1
            Table noUpgrade = t.copy(Map.of("overwrite-upgrade", "false"));
            try (TableWriter w = noUpgrade.newWriter("o2").withOverwrite(Map.of())) {
                w.write(ins(4, "d"));
                w.commit(Long.MAX_VALUE);
            }
            assertEquals(List.of(0), levels(t));
        }
    }

    @Test
    void fullCompactionUpgradesALoneFileKeepingItsSchema() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1").build());
            commit(t, ins(1, "a"), ins(2, "b"));
            c.alterTable(Identifier.of("default", "t"), List.of(SchemaChange.addColumn("c", DataType.intType(), null)), false);
            t = c.getTable(Identifier.of("default", "t"));
            t.compact(Map.of());
            DataFileInfo f = t.files(null).get(0);
            assertEquals(5, f.level);
            assertEquals(0, f.schemaId);
            assertEquals(List.of("+I[1, a, null]", "+I[2, b, null]"), read(t));
        }
    }

    @Test
    void appendCompactionFollowsPaimonsThresholds() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table bucketed = create(c, "q", schema("k INT", "v STRING").option("bucket", "1").option("bucket-key", "k").build());
            commit(bucketed, ins(1, "a"));
            commit(bucketed, ins(2, "b"));
            assertEquals(-1, bucketed.compact(Map.of()), "Paimon rewrites a bucket of fewer than 3 small files not at all");
            commit(bucketed, ins(3, "c"));
            assertEquals(4, bucketed.compact(Map.of()));
            assertEquals(1, bucketed.files(null).size());

            Table unaware = create(c, "u", schema("k INT", "v STRING").build());
            for (int i = 0; i < 4; i++) {
                commit(unaware, ins(i, "x"));
            }
            assertEquals(-1, unaware.compact(Map.of()), "fewer than compaction.min.file-num small files");
            commit(unaware, ins(4, "x"));
            assertEquals(6, unaware.compact(Map.of()));
            assertEquals(1, unaware.files(null).size());
        }
    }

    @Test
    void schemaOptionsAreKeptInPaimonsHashMapOrder() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            create(c, "t", schema("k INT", "v STRING").option("bucket", "2").option("bucket-key", "k")
                    .option("num-sorted-run.compaction-trigger", "21").option("snapshot.num-retained.min", "50").build());
            c.alterTable(Identifier.of("default", "t"), List.of(SchemaChange.setOption("manifest.merge-min-count", "5")), false);
            List<SchemaInfo> schemas = c.getTable(Identifier.of("default", "t")).schemas();
            // Paimon 1.4.2 wrote these two schemas with their options in exactly this order
            assertEquals(List.of("bucket", "num-sorted-run.compaction-trigger", "bucket-key", "snapshot.num-retained.min"),
                    new ArrayList<>(schemas.get(0).options.keySet()));
            Map<String, String> expected = new HashMap<>(new LinkedHashMap<>(schemas.get(0).options));
            expected.put("manifest.merge-min-count", "5");
            assertEquals(new ArrayList<>(expected.keySet()), new ArrayList<>(schemas.get(1).options.keySet()));
        }
    }

    @Test
    void settingAnExistingOptionKeepsItsPlaceAsInPaimon() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            create(c, "t", schema("k INT", "v STRING").option("snapshot.num-retained.min", "50").build());
            Identifier id = Identifier.of("default", "t");
            c.alterTable(id, List.of(SchemaChange.setOption("write-buffer-size", "64 mb")), false);
            c.alterTable(id, List.of(SchemaChange.setOption("file.compression", "lz4")), false);
            c.alterTable(id, List.of(SchemaChange.setOption("snapshot.num-retained.min", "20")), false);
            // Paimon 1.4.2's schema-3 file lists them in this order
            assertEquals(List.of("file.compression", "snapshot.num-retained.min", "write-buffer-size"),
                    new ArrayList<>(c.getTable(id).schemas().get(3).options.keySet()));
        }
    }

    private static List<Integer> levels(Table t) {
        List<Integer> out = new ArrayList<>();
        for (DataFileInfo f : t.files(null)) {
            out.add(f.level);
        }
        return out;
    }
}
