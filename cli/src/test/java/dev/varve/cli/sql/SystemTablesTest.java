package dev.varve.cli.sql;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SystemTablesTest {
    @Test
    void partitionsPrintAsPaimonDoes() {
        assertEquals("{}", SystemTables.paimonPartition("", List.of()));
        assertEquals("{20240108}", SystemTables.paimonPartition("dt=20240108", List.of("dt")));
        assertEquals("{2024, a, b}", SystemTables.paimonPartition("dt=2024, hh=a, b", List.of("dt", "hh")));
        assertEquals("{x=1, 08}", SystemTables.paimonPartition("dt=x=1, hh=08", List.of("dt", "hh")));
    }

    @Test
    void partitionsTablePrintsPartitionPathsAsPaimonDoes() {
        String dflt = "__DEFAULT_PARTITION__";
        assertEquals("", SystemTables.paimonPartitionPath("", List.of(), dflt));
        assertEquals("dt=20240108", SystemTables.paimonPartitionPath("dt=20240108", List.of("dt"), dflt));
        assertEquals("dt=2024/hh=a, b", SystemTables.paimonPartitionPath("dt=2024, hh=a, b", List.of("dt", "hh"), dflt));
        assertEquals("dt=__DEFAULT_PARTITION__/hh=08", SystemTables.paimonPartitionPath("dt=null, hh=08", List.of("dt", "hh"), dflt));
    }

    @Test
    void changelogCountIsNullWithoutChangelogFilesAsInPaimon() {
        dev.varve.kernel.SnapshotInfo none = new dev.varve.kernel.SnapshotInfo(1, 0, "u", 1, "APPEND", 0, 3, 3, 0);
        dev.varve.kernel.SnapshotInfo some = new dev.varve.kernel.SnapshotInfo(2, 0, "u", 2, "APPEND", 0, 5, 2, 2);
        assertEquals(null, SystemTables.changelogRecordCount(none));
        assertEquals(2L, SystemTables.changelogRecordCount(some));
    }

    @Test
    void schemaOptionsPrintInPaimonsOrder() {
        // the order Paimon 1.4.2's t$schemas printed for these options (TableOpsDifferentialTest)
        java.util.Map<String, String> stored = new java.util.LinkedHashMap<>();
        for (String k : List.of("bucket", "num-sorted-run.compaction-trigger", "bucket-key", "manifest.merge-min-count",
                "snapshot.num-retained.min")) {
            stored.put(k, "v");
        }
        assertEquals("{\"bucket\":\"v\",\"manifest.merge-min-count\":\"v\",\"num-sorted-run.compaction-trigger\":\"v\","
                + "\"bucket-key\":\"v\",\"snapshot.num-retained.min\":\"v\"}", SystemTables.optionsJson(stored));
    }

    @Test
    void jsonEscapes() {
        assertEquals("\"a\\\"b\\\\c\\n\"", SystemTables.json("a\"b\\c\n"));
    }
}
