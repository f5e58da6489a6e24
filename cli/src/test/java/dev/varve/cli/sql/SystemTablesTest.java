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
    void filesPartitionValuesAreCastToStringAsInPaimon() {
        // Paimon's $files / $buckets cast the partition row to a string (fzky_1604: TIMESTAMP(9) partitions)
        assertEquals("{1, 2024-01-01 00:00:00.000000001}", SystemTables.paimonPartition(
                "p0=1, p1=2024-01-01T00:00:00.000000001", List.of("p0", "p1"),
                List.of(dev.varve.row.DataType.intType(), dev.varve.row.DataType.timestamp(9))));
        assertEquals("{2024-02-29 12:30:45.123456000}", SystemTables.paimonPartition("p=2024-02-29T12:30:45.123456",
                List.of("p"), List.of(dev.varve.row.DataType.timestamp(9))));
        assertEquals("{2024-01-01 00:00:00, 2024-01-01 00:00:00.000}", SystemTables.paimonPartition(
                "a=2024-01-01T00:00, b=2024-01-01T00:00", List.of("a", "b"),
                List.of(dev.varve.row.DataType.timestamp(0), dev.varve.row.DataType.timestamp(3))));
        assertEquals("{null, 00:00:00}", SystemTables.paimonPartition("a=null, b=00:00", List.of("a", "b"),
                List.of(dev.varve.row.DataType.timestamp(3), dev.varve.row.DataType.time(0))));
        assertEquals("{abc, }", SystemTables.paimonPartition("a=x'616263', b=x''", List.of("a", "b"),
                List.of(dev.varve.row.DataType.bytes(), dev.varve.row.DataType.bytes())));
    }

    @Test
    void partitionsTableNamesBlankValuesAndTimesAsPaimonDoes() {
        // Paimon's $partitions: an empty or blank value is the default partition name, a TIME is HH:mm:ss
        // (sweep39_ky_partitions_blank_default, sweep39_ky_files_partition_types)
        List<dev.varve.row.DataType> types = List.of(dev.varve.row.DataType.string(), dev.varve.row.DataType.time(3));
        assertEquals("p=none/q=00:00:00", SystemTables.partitionsTablePath("p=, q=00:00", List.of("p", "q"), types, "none", true));
        assertEquals("p=none/q=10:00:00", SystemTables.partitionsTablePath("p=   , q=10:00:00.500", List.of("p", "q"), types, "none", true));
        assertEquals("p=none/q=none", SystemTables.partitionsTablePath("p=null, q=null", List.of("p", "q"), types, "none", true));
        assertEquals("p= a/q=23:59:00", SystemTables.partitionsTablePath("p= a, q=23:59", List.of("p", "q"), types, "none", true));
    }

    @Test
    void partitionsTableOfATimestampPartitionFailsAsInPaimon() {
        List<dev.varve.row.DataType> ts = List.of(dev.varve.row.DataType.timestamp(3));
        org.junit.jupiter.api.Assertions.assertThrows(SqlError.class, () -> SystemTables.partitionsTablePath(
                "p=2024-01-01T10:00", List.of("p"), ts, "__DEFAULT_PARTITION__", true));
        assertEquals("p=__DEFAULT_PARTITION__", SystemTables.partitionsTablePath("p=null", List.of("p"), ts,
                "__DEFAULT_PARTITION__", true));
        // 'partition.legacy-name' = 'false': Paimon names the partition by the cast, which parses back
        assertEquals("p=2024-01-01 10:00:00.000", SystemTables.partitionsTablePath("p=2024-01-01T10:00", List.of("p"), ts,
                "__DEFAULT_PARTITION__", false));
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
