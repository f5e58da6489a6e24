package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.kernel.VarveException;
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
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MaintenanceTest {
    @TempDir
    Path dir;

    @Test
    void writeOnlyWritersNeitherCompactNorExpireAndADedicatedCompactionDoes() throws Exception {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "wo", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1")
                    .option("write-only", "true").option("num-sorted-run.compaction-trigger", "2")
                    .option("num-sorted-run.stop-trigger", "3").option("snapshot.num-retained.min", "1")
                    .option("snapshot.num-retained.max", "2").build());
            Table append = create(c, "woa", schema("k INT", "v STRING").option("write-only", "true")
                    .option("compaction.min.file-num", "2").build());
            try (TableWriter w = t.newWriter("u"); TableWriter a = append.newWriter("ua")) {
                for (int i = 0; i < 8; i++) {
                    w.write(ins(i % 3, "v" + i));
                    w.commit(i);
                    a.write(ins(i, "a" + i));
                    a.commit(i);
                }
                // eight level-0 runs: no compaction, no stall at the stop trigger, no expiration
                assertEquals(8, t.files(null).size());
                assertTrue(t.files(null).stream().allMatch(f -> f.level == 0));
                assertEquals(8, t.snapshots().size());
                assertEquals(8, append.files(null).size());
                assertEquals(List.of("+I[0, v6]", "+I[1, v7]", "+I[2, v5]"), read(t));
                // the dedicated compaction job
                t.compact(Map.of());
                assertEquals(1, t.files(null).size());
                assertEquals("COMPACT", t.latestSnapshot().commitKind);
                // the writer goes on over the compacted files
                w.write(ins(1, "after"));
                w.commit(100);
                assertEquals(List.of("+I[0, v6]", "+I[1, after]", "+I[2, v5]"), read(t));
                append.compact(Map.of());
                assertEquals(1, append.files(null).size());
                assertEquals(8, read(append).size());
            }
            // the writers' own expiration is skipped; an explicit expiration still applies retention
            t.expireSnapshots();
            assertEquals(2, t.snapshots().size());
        }
    }

    private static List<String> changelog(Table t) {
        return TableTestSupport.stream(t.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "1")));
    }

    private static long changelogRecords(Table t) {
        return t.latestSnapshot().changelogManifestList == null ? -1 : t.latestSnapshot().changelogRecordCount;
    }

    /**
     * write-only with the lookup producer (Paimon 1.4.2, probed on Flink: sweep19_ld_write_only_*): the writers
     * publish APPENDs without changelog, and the dedicated compaction produces it for the keys of the level-0
     * files, diffing them against the runs above level 0.
     */
    @Test
    void writeOnlyLookupTablesGetTheirChangelogFromTheDedicatedCompaction() throws Exception {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "wol", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1")
                    .option("write-only", "true").option("changelog-producer", "lookup").build());
            try (TableWriter w = t.newWriter("u")) {
                w.write(ins(1, "x"));
                w.write(ins(2, "y"));
                w.commit(1);
                w.write(ins(1, "z"));
                w.write(ins(3, "w"));
                w.commit(2);
            }
            assertEquals(-1, changelogRecords(t), "a write-only writer produces no changelog");
            assertEquals(List.of(), changelog(t));
            assertTrue(t.compact(Map.of()) > 0);
            assertEquals(3, changelogRecords(t));
            assertEquals(List.of("+I[1, z]", "+I[2, y]", "+I[3, w]"), changelog(t));
            try (TableWriter w = t.newWriter("u")) {
                w.write(ins(2, "q"));
                w.write(TableTestSupport.row(dev.varve.row.RowKind.DELETE, 3, "w"));
                w.commit(3);
            }
            t.compact(Map.of());
            assertEquals(3, changelogRecords(t));
            assertEquals(List.of("+I[1, z]", "+I[2, y]", "+I[3, w]", "-U[2, y]", "+U[2, q]", "-D[3, w]"), changelog(t));
            assertEquals(List.of("+I[1, z]", "+I[2, q]"), read(t));
        }
    }

    /**
     * The minor dedicated compaction (Paimon's compact_strategy 'minor', goldens sweep19_ld_compact_minor_*): what the
     * writers would pick, nothing below the compaction trigger; the lookup layout takes every level-0 run up, with
     * its changelog.
     */
    @Test
    void aMinorCompactionPicksWhatTheWritersWould() throws Exception {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "minor", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1")
                    .option("write-only", "true").build());
            Table l = create(c, "minorl", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1")
                    .option("write-only", "true").option("changelog-producer", "lookup").build());
            try (TableWriter w = t.newWriter("u"); TableWriter lw = l.newWriter("ul")) {
                for (int i = 0; i < 3; i++) {
                    w.write(ins(i, "v" + i));
                    w.commit(i);
                }
                lw.write(ins(1, "x"));
                lw.commit(1);
                lw.write(ins(1, "y"));
                lw.write(ins(2, "z"));
                lw.commit(2);
            }
            assertEquals(-1, t.compact(Map.of(), false), "three runs are below the compaction trigger (5)");
            assertEquals(3, t.files(null).size());
            try (TableWriter w = t.newWriter("u")) {
                for (int i = 3; i < 6; i++) {
                    w.write(ins(i % 4, "w" + i));
                    w.commit(i);
                }
            }
            assertTrue(t.compact(Map.of(), false) > 0, "six runs are above it");
            assertEquals(List.of(5), t.files(null).stream().map(f -> f.level).distinct().toList());
            assertEquals(List.of("+I[0, w4]", "+I[1, w5]", "+I[2, v2]", "+I[3, w3]"), read(t));
            assertTrue(l.compact(Map.of(), false) > 0, "the lookup layout takes every level-0 run up");
            assertEquals(List.of("+I[1, y]", "+I[2, z]"), changelog(l));
            assertEquals(-1, l.compact(Map.of(), false));
        }
    }

    /** write-only with the full-compaction producer: the dedicated compaction diffs the previous top level. */
    @Test
    void writeOnlyFullCompactionTablesGetTheirChangelogFromTheDedicatedCompaction() throws Exception {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "wof", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1")
                    .option("write-only", "true").option("changelog-producer", "full-compaction").build());
            try (TableWriter w = t.newWriter("u")) {
                w.write(ins(1, "x"));
                w.write(ins(2, "y"));
                w.commit(1);
                w.write(ins(1, "z"));
                w.write(ins(3, "w"));
                w.commit(2);
                assertEquals(-1, changelogRecords(t));
                t.compact(Map.of());
                assertEquals(List.of("+I[1, z]", "+I[2, y]", "+I[3, w]"), changelog(t));
                w.write(ins(2, "q"));
                w.write(TableTestSupport.row(dev.varve.row.RowKind.DELETE, 3, "w"));
                w.commit(3);
            }
            t.compact(Map.of());
            assertEquals(List.of("+I[1, z]", "+I[2, y]", "+I[3, w]", "-U[2, y]", "+U[2, q]", "-D[3, w]"), changelog(t));
        }
    }

    @Test
    void compactionExpiresSnapshotsByRetentionAlsoWhenItCompactsNothing() throws Exception {
        // as Paimon 1.4.2's compact job, whose committer expires after its (possibly empty) commit (golden
        // sweep25_mx_compact_expires, checked on Flink); the old code never expired there
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1")
                    .option("snapshot.num-retained.min", "1").option("snapshot.num-retained.max", "2").build());
            commit(t, ins(1, "a"));
            commit(t, ins(2, "b"));
            assertEquals(2, t.snapshots().size());
            assertTrue(t.compact(Map.of(), true) > 0);
            assertEquals(List.of(2L, 3L), t.snapshots().stream().map(s -> s.snapshotId).collect(java.util.stream.Collectors.toList()));
            t = t.copy(Map.of("snapshot.num-retained.max", "1"));
            assertEquals(-1, t.compact(Map.of(), true), "one file at the top level: nothing to compact");
            assertEquals(List.of(3L), t.snapshots().stream().map(s -> s.snapshotId).collect(java.util.stream.Collectors.toList()));
            assertEquals(List.of("+I[1, a]", "+I[2, b]"), read(t));
        }
    }

    @Test
    void compactionThatFindsNoLiveFileExpiresNothing() throws Exception {
        // as Paimon 1.4.2's compact job: a scan that finds no live data file (an emptied table, a partition filter
        // matching no data) hands its committer nothing, so it neither commits nor expires (goldens
        // sweep34_mx_compact_empty_*, checked on Flink); one file found is enough to expire (the test above)
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1")
                    .option("snapshot.num-retained.min", "1").option("snapshot.num-retained.max", "10").build());
            commit(t, ins(1, "a"));
            commit(t, ins(2, "b"));
            assertTrue(t.truncate() > 0);
            t = t.copy(Map.of("snapshot.num-retained.max", "1"));
            assertEquals(-1, t.compact(Map.of(), true), "an emptied table: nothing to compact");
            assertEquals(List.of(1L, 2L, 3L), ids(t));
            assertEquals(-1, t.compact(Map.of(), false));
            assertEquals(List.of(1L, 2L, 3L), ids(t));
            commit(t, ins(3, "c"));
            assertEquals(List.of(4L), ids(t), "the next commit expires by the retention");

            Table p = create(c, "p", schema("dt STRING", "k INT", "v STRING").primaryKey("dt", "k")
                    .partitionKeys("dt").option("bucket", "1").option("snapshot.num-retained.min", "1")
                    .option("snapshot.num-retained.max", "10").build());
            commit(p, ins("a", 1, "a"));
            commit(p, ins("a", 2, "b"));
            p = p.copy(Map.of("snapshot.num-retained.max", "1"));
            assertEquals(-1, p.compact(Map.of("dt", "x"), true), "no data in partition dt=x");
            assertEquals(List.of(1L, 2L), ids(p));
            assertTrue(p.compact(Map.of("dt", "a"), true) > 0);
            assertEquals(List.of(3L), ids(p));
            assertEquals(List.of("+I[a, 1, a]", "+I[a, 2, b]"), read(p));
        }
    }

    @Test
    void anOverwriteThatCommitsNothingStillExpiresSnapshots() throws Exception {
        // as Paimon 1.4.2's committer, which maintains after an overwrite also when it made no snapshot (fzmx_2578,
        // golden sweep38_fz_empty_overwrite_expires, checked on Flink); the old code expired only after a snapshot
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table p = create(c, "p", schema("dt STRING", "k INT", "v STRING").primaryKey("dt", "k")
                    .partitionKeys("dt").option("bucket", "1").option("snapshot.num-retained.min", "1")
                    .option("snapshot.num-retained.max", "10").build());
            commit(p, ins("a", 1, "a"));
            commit(p, ins("a", 2, "b"));
            p = p.copy(Map.of("snapshot.num-retained.max", "1"));
            try (TableWriter w = p.newWriter("ow").withOverwrite(Map.of("dt", "b"))) {
                assertTrue(w.commit(Long.MAX_VALUE) <= 0, "nothing written, nothing replaced: no snapshot");
            }
            assertEquals(List.of(2L), ids(p));
            assertEquals(List.of("+I[a, 1, a]", "+I[a, 2, b]"), read(p));
        }
    }

    private static List<Long> ids(Table t) {
        return t.snapshots().stream().map(s -> s.snapshotId).collect(java.util.stream.Collectors.toList());
    }

    @Test
    void compactionOfAWriteOnlyTableExpiresSnapshotsByRetention() throws Exception {
        // Paimon 1.4.2's compact job runs with write-only = false (CompactAction copies the table so), so its committer
        // expires a write-only table's snapshots; the writers' own commits do not (probe fuzz26/p01, p02 on Flink)
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1")
                    .option("write-only", "true").option("snapshot.num-retained.min", "1")
                    .option("snapshot.num-retained.max", "2").build());
            commit(t, ins(1, "a"));
            commit(t, ins(2, "b"));
            commit(t, ins(3, "c"));
            assertEquals(3, t.snapshots().size(), "write-only writers never expire");
            assertTrue(t.compact(Map.of(), true) > 0);
            assertEquals(List.of(3L, 4L), t.snapshots().stream().map(s -> s.snapshotId).collect(java.util.stream.Collectors.toList()));
            t = t.copy(Map.of("snapshot.num-retained.max", "1"));
            assertEquals(-1, t.compact(Map.of(), true), "one file at the top level: nothing to compact");
            assertEquals(List.of(4L), t.snapshots().stream().map(s -> s.snapshotId).collect(java.util.stream.Collectors.toList()));
            assertEquals(List.of("+I[1, a]", "+I[2, b]", "+I[3, c]"), read(t));
        }
    }

    @Test
    void compactionOfAnUnawareBucketAppendTableExpiresOnlyWhenItCompacts() throws Exception {
        // Paimon 1.4.2's compact job of an unaware-bucket append table hands its committer nothing when no file is
        // picked: no commit, no expiration (probe fuzz26/p19); with files picked it commits and expires (p21, write-only)
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "a", schema("k INT", "v STRING").option("snapshot.num-retained.min", "1")
                    .option("snapshot.num-retained.max", "10").build());
            for (int i = 1; i <= 3; i++) {
                commit(t, ins(i, "v" + i));
            }
            t = t.copy(Map.of("snapshot.num-retained.max", "1"));
            assertEquals(-1, t.compact(Map.of(), true), "three small files, compaction.min.file-num 5: nothing to compact");
            assertEquals(List.of(1L, 2L, 3L), t.snapshots().stream().map(s -> s.snapshotId).collect(java.util.stream.Collectors.toList()));
            Table w = create(c, "w", schema("k INT", "v STRING").option("write-only", "true")
                    .option("snapshot.num-retained.min", "1").option("snapshot.num-retained.max", "10").build());
            for (int i = 1; i <= 6; i++) {
                commit(w, ins(i, "v" + i));
            }
            w = w.copy(Map.of("snapshot.num-retained.max", "2"));
            assertTrue(w.compact(Map.of(), true) > 0);
            assertEquals(List.of(6L, 7L), w.snapshots().stream().map(s -> s.snapshotId).collect(java.util.stream.Collectors.toList()));
            assertEquals(6, read(w).size());
        }
    }

    @Test
    void orphanCleanupCountsTheDeletedBytes() throws Exception {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING").primaryKey("k").option("bucket", "1").build());
            commit(t, ins(1, "a"));
            Path bucket = dir.resolve("warehouse/default.db/t/bucket-0");
            for (String name : List.of("data-orphan1.vrf", "data-orphan2.vrf")) {
                Path orphan = Files.write(bucket.resolve(name), name.endsWith("1.vrf") ? new byte[] {1, 2, 3} : new byte[] {1, 2, 3, 4, 5});
                Files.setLastModifiedTime(orphan, java.nio.file.attribute.FileTime.fromMillis(1_000)); // well before the margin
            }
            FileStoreTable.OrphanCleanup cleaned = ((FileStoreTable) t).cleanOrphanFiles(System.currentTimeMillis());
            assertEquals(2, cleaned.deleted().size(), cleaned.deleted().toString());
            assertEquals(8, cleaned.bytes(), "as Paimon's remove_orphan_files answer: the deleted files' bytes");
            assertEquals(0, ((FileStoreTable) t).cleanOrphanFiles(System.currentTimeMillis()).bytes());
            assertEquals(List.of("+I[1, a]"), read(t));
        }
    }

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
            // every file an hour old, so only references decide (a file's mtime may share the cut-off's millisecond)
            ageEveryFile(dir.resolve("warehouse/default.db/t"), 3_600_000L);
            List<String> deleted = ((FileStoreTable) t).removeOrphanFiles(System.currentTimeMillis() - 60_000L);
            assertTrue(deleted.stream().anyMatch(p -> p.endsWith("data-orphan.vrf")), deleted.toString());
            assertFalse(Files.exists(orphan));
            assertEquals(List.of("+I[1, a]", "+I[2, b]"), read(t));
            assertEquals(List.of(), ((FileStoreTable) t).removeOrphanFiles(System.currentTimeMillis() - 60_000L));
        }
    }

    private static void ageEveryFile(Path root, long ageMillis) throws java.io.IOException {
        java.nio.file.attribute.FileTime old = java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - ageMillis);
        try (java.util.stream.Stream<Path> files = Files.walk(root)) {
            for (Path p : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                Files.setLastModifiedTime(p, old);
            }
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
