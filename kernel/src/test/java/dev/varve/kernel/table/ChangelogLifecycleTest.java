package dev.varve.kernel.table;

import dev.varve.format.FaultInjectingFileIO;
import dev.varve.format.LocalFileIO;
import dev.varve.format.MemoryFileIO;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Schema;
import dev.varve.kernel.StreamScan;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.kernel.catalog.FileSystemCatalog;
import dev.varve.kernel.catalog.TableLoaders;
import dev.varve.row.InternalRow;
import dev.varve.row.ValueFormatter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static dev.varve.kernel.table.TableTestSupport.stream;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Changelog lifecycle decoupled from snapshots (SEMANTICS §8): {@code changelog.num-retained.*}
 * and {@code changelog.time-retained} longer than the snapshot retention keep expired snapshots'
 * changelogs readable as {@code changelog/changelog-<id>}; they expire by their own options.
 */
class ChangelogLifecycleTest {
    @TempDir
    Path dir;

    private static Schema.Builder base() {
        return schema("k INT", "v STRING").primaryKey("k")
                .option("bucket", "1")
                .option("changelog-producer", "input")
                .option("snapshot.num-retained.min", "1")
                .option("num-sorted-run.compaction-trigger", "2");
    }

    /**
     * Expires with at most 2 snapshots retained (created tables keep them all, so the expiration
     * after each commit changes nothing and the test decides when expiration happens).
     */
    private static int expire(Table t, String... options) {
        Map<String, String> o = new java.util.HashMap<>();
        o.put("snapshot.num-retained.max", "2");
        for (int i = 0; i < options.length; i += 2) {
            o.put(options[i], options[i + 1]);
        }
        return t.copy(o).expireSnapshots();
    }

    /** Commits n checkpoints, each rewriting key 1 and adding key i; returns the streamed changes. */
    private static List<String> writeCommits(Table t, int n) {
        try (TableWriter w = t.newWriter("u")) {
            for (int i = 1; i <= n; i++) {
                w.write(ins(1, "v" + i));
                w.write(ins(100 + i, "x" + i));
                w.commit(i);
            }
        }
        return stream(decoupled(t, Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "1")));
    }

    private Path tableDir(String name) {
        return dir.resolve("warehouse/default.db/" + name);
    }

    private SnapshotStore snapshotStore(String table) {
        return new SnapshotStore(new LocalFileIO(), tableDir(table).toString());
    }

    /**
     * Six commits ({@link #writeCommits}), then an expiration keeping snapshots 5 and 6: the changelogs of
     * snapshots 1 to 4 stay (the table decouples them with {@code changelog.num-retained.max} 100). Returns the
     * streamed changes of all six commits.
     */
    private static List<String> sixCommitsKeepingChangelogsOneToFour(Table t, SnapshotStore store) {
        List<String> all = writeCommits(t, 6);
        assertEquals(12, all.size(), all.toString());
        assertEquals(4, expire(t));
        assertEquals(List.of(1L, 2L, 3L, 4L), store.listChangelogIds());
        return all;
    }

    private static long count(Path p, String prefix) throws IOException {
        if (!Files.exists(p)) {
            return 0;
        }
        try (Stream<Path> s = Files.walk(p)) {
            return s.filter(f -> f.getFileName().toString().startsWith(prefix)).count();
        }
    }

    @Test
    void streamingReaderReadsThroughExpiredSnapshotsWithinChangelogRetention() throws IOException {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", base().option("changelog.num-retained.max", "100").build());
            List<String> all = writeCommits(t, 6);
            assertEquals(12, all.size(), all.toString());
            long changelogFiles = count(tableDir("t"), "changelog-") - 0;
            assertEquals(4, expire(t));
            SnapshotStore store = snapshotStore("t");
            assertEquals(5, store.earliestId());
            assertEquals(List.of(1L, 2L, 3L, 4L), store.listChangelogIds());
            assertEquals(1, store.earliestReadableId());
            // data files of the expired snapshots are gone, their changelog files are not
            try (Stream<Path> s = Files.list(tableDir("t").resolve("bucket-0"))) {
                assertEquals(changelogFiles, s.filter(f -> f.getFileName().toString().startsWith("changelog-")).count());
            }
            assertEquals(all, stream(decoupled(t, Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "1"))));
            assertEquals(all, stream(decoupled(t, Map.of("scan.mode", "earliest"))));
            assertEquals(all.subList(4, 12), stream(decoupled(t, Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "3"))));
            // a consumer that started earlier continues through the expired range
            Table consumer = decoupled(t, Map.of("consumer-id", "c1", "scan.mode", "from-snapshot", "scan.snapshot-id", "2"));
            try (StreamScan s = consumer.newStreamScan()) {
                List<InternalRow> batch = s.poll();
                assertEquals(List.of("+I[1, v2]", "+I[102, x2]"), format(t, batch));
                s.notifyCheckpointComplete();
            }
            // orphan cleanup treats retained changelogs as live
            List<String> deleted = ((FileStoreTable) t).removeOrphanFiles(System.currentTimeMillis());
            assertTrue(deleted.stream().noneMatch(p -> p.contains("/changelog-") || p.contains("manifest")), deleted.toString());
            assertEquals(all, stream(decoupled(t, Map.of("scan.mode", "earliest"))));
            assertEquals(all.subList(4, 12), stream(decoupled(t, Map.of("consumer-id", "c1"))));
            List<String> rows = new ArrayList<>(List.of("+I[1, v6]"));
            for (int i = 1; i <= 6; i++) {
                rows.add("+I[" + (100 + i) + ", x" + i + "]");
            }
            assertEquals(rows, read(t));
        }
    }

    /**
     * {@code Table#expireChangelogs} as Paimon 1.4.2's {@code expire_changelogs} procedure: the table's
     * {@code changelog.*} options do not apply, the latest long-lived changelog stays, the answer is the length of
     * the expired range (a retain-min that puts the bound below the earliest changelog fails), and
     * {@code expireAllChangelogs} leaves none. Six commits, snapshots 5 and 6 kept, changelogs 1 to 4.
     */
    @Test
    void expireChangelogsAsPaimonsProcedure() throws IOException {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", base().option("changelog.num-retained.max", "100").build());
            SnapshotStore store = snapshotStore("t");
            List<String> all = sixCommitsKeepingChangelogsOneToFour(t, store);
            assertEquals(0, t.expireChangelogs(null, null, null, null), "no argument: nothing expires");
            org.junit.jupiter.api.Assertions.assertThrows(dev.varve.kernel.VarveException.class,
                    () -> t.expireChangelogs(null, 10, null, null), "retain_min 10: the bound 6 - 10 + 1 is below changelog 1");
            assertEquals(List.of(1L, 2L, 3L, 4L), store.listChangelogIds());
            org.junit.jupiter.api.Assertions.assertThrows(dev.varve.kernel.VarveException.class,
                    () -> t.expireChangelogs(2, 3, null, null));
            long future = System.currentTimeMillis() + 86_400_000L;
            assertEquals(1, t.expireChangelogs(1, null, future, 1), "max_deletes 1");
            assertEquals(List.of(2L, 3L, 4L), store.listChangelogIds());
            assertEquals(all.subList(2, 12), stream(decoupled(t, Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "1"))));
            assertEquals(1, t.expireChangelogs(4, null, null, null), "retain_max 4: from id 3 on");
            assertEquals(List.of(3L, 4L), store.listChangelogIds());
            assertEquals(1, t.expireChangelogs(1, null, null, null), "the latest changelog stays");
            assertEquals(List.of(4L), store.listChangelogIds());
            assertEquals(all.subList(6, 12), stream(decoupled(t, Map.of("scan.mode", "earliest"))));
            assertEquals(1, t.expireAllChangelogs());
            assertEquals(List.of(), store.listChangelogIds());
            assertEquals(all.subList(8, 12), stream(decoupled(t, Map.of("scan.mode", "earliest"))));
            try (Stream<Path> files = Files.list(tableDir("t").resolve("bucket-0"))) {
                assertEquals(2, files.filter(f -> f.getFileName().toString().startsWith("changelog-")).count(),
                        "the changelog files of the two retained snapshots only");
            }
        }
    }

    /**
     * A {@code compact} that finds no live file (an emptied table) expires nothing, so the long-lived changelogs a
     * lowered {@code changelog.num-retained.max} would remove are still there for {@code expireChangelogs}, which
     * answers 2 (changelogs 1 and 2; the newest stays) as Paimon 1.4.2's procedure does (golden
     * sweep34_ex_compact_empty_expire_changelogs, reduced from fuzz fzmx_2292). Before the fix of the empty
     * compaction's expiry it removed changelogs 1 to 3 and the procedure answered 0.
     */
    @Test
    void emptyCompactionLeavesTheChangelogsToExpireChangelogs() throws IOException {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", base().option("num-sorted-run.compaction-trigger", "5")
                    .option("snapshot.num-retained.max", "1").option("changelog.num-retained.max", "20").build());
            for (int i = 1; i <= 4; i++) {
                TableTestSupport.commit(t, ins(i, "v" + i));
            }
            SnapshotStore store = snapshotStore("t");
            assertEquals(List.of(1L, 2L, 3L), store.listChangelogIds());
            assertTrue(t.truncate() > 0);
            Table lowered = t.copy(Map.of("changelog.num-retained.max", "2"));
            assertEquals(-1, lowered.compact(Map.of(), false), "an emptied table: nothing to compact");
            assertEquals(List.of(1L, 2L, 3L), store.listChangelogIds(), "the empty compaction expires nothing");
            assertEquals(2, lowered.expireChangelogs(1, null, null, null));
            assertEquals(List.of(3L), store.listChangelogIds());
        }
    }

    /**
     * Paimon 1.4.2's {@code expire_snapshots} procedure builds its expire configuration from the snapshot options
     * and its arguments only, so its changelog values are the snapshot's: the snapshots it expires take their
     * changelog files with them whatever {@code changelog.num-retained.*} say, and it expires no long-lived
     * changelog. A streaming read from a changelog id then stops at the gap (Paimon waits there for the id);
     * one starting in the gap reads nothing. Probe {@code flink-oracle/probes/mix29/mx29_procedure_expire_changelog}.
     */
    @Test
    void theExpireSnapshotsProcedureDropsTheChangelogsOfWhatItExpires() throws IOException {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            // decoupled (changelog max 100 over snapshot max 20), with no snapshot expiring at the commits below
            Table t = create(c, "t", base().option("changelog.num-retained.max", "100")
                    .option("snapshot.num-retained.max", "20").build());
            List<String> all = writeCommits(t, 8);
            // the commit-time expiry (the table's options) keeps changelogs 1..4 past their snapshots
            try (TableWriter w = t.copy(Map.of("snapshot.num-retained.max", "4")).newWriter("u")) {
                w.write(ins(1, "v9"));
                w.commit(9);
            }
            SnapshotStore store = snapshotStore("t");
            t.copy(Map.of("snapshot.num-retained.max", "4")).expireSnapshots();
            assertEquals(6, store.earliestId());
            assertEquals(List.of(1L, 2L, 3L, 4L, 5L), store.listChangelogIds());
            // the procedure: snapshots 6..8 expire with their changelog files, changelogs 1..5 stay
            assertEquals(3, t.expireSnapshots(1, 1, null, null));
            assertEquals(9, store.earliestId());
            assertEquals(List.of(1L, 2L, 3L, 4L, 5L), store.listChangelogIds());
            assertEquals(6, count(tableDir("t").resolve("bucket-0"), "changelog-"), "changelogs 1..5 and snapshot 9's");
            assertEquals(all.subList(0, 10), stream(decoupled(t, Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "1"))),
                    "changelogs 1..5, then the read waits at id 6");
            assertEquals(List.of(), stream(decoupled(t, Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "7"))));
            assertEquals(List.of("+I[1, v9]"), stream(decoupled(t, Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "9"))));
        }
    }

    /**
     * fzmx_2299 (golden {@code sweep34_rw_consumer_gap_newest_changelog}, SAME on Paimon 1.4.2): a consumer stopped
     * at the gap the procedure leaves (its next id, 3, has neither a snapshot nor a changelog) stays stopped after a
     * commit's expiration by {@code changelog.num-retained.max}, because that expiration keeps the newest long-lived
     * changelog (2) even where the count would remove it. Fails on the code before the newest changelog was kept
     * (changelogs 1 and 2 both went, so the consumer's read moved to the earliest snapshot and read 4 and 5).
     */
    @Test
    void aConsumerWaitingAtTheProceduresGapStaysThereAfterTheNextCommitsChangelogExpiration() throws IOException {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", base().option("changelog.num-retained.max", "100")
                    .option("snapshot.num-retained.max", "20").build());
            List<String> all = writeCommits(t, 4);
            SnapshotStore store = snapshotStore("t");
            t.copy(Map.of("snapshot.num-retained.max", "2")).expireSnapshots();
            assertEquals(List.of(1L, 2L), store.listChangelogIds());
            assertEquals(1, t.expireSnapshots(1, 1, null, null), "snapshot 3 goes with its changelog: a gap at 3");
            assertEquals(4, store.earliestId());
            assertEquals(all.subList(0, 4), stream(decoupled(t, Map.of("consumer-id", "c",
                    "scan.mode", "from-snapshot", "scan.snapshot-id", "1"))), "changelogs 1 and 2, then the gap");
            Table tight = t.copy(Map.of("snapshot.num-retained.max", "2", "changelog.num-retained.max", "3"));
            try (TableWriter w = tight.newWriter("u")) {
                w.write(ins(5, "e"));
                w.commit(5);
            }
            assertEquals(5, store.latestId());
            // the count (3 ids up to 5) would expire changelogs 1 and 2; the newest long-lived one, 2, stays
            assertEquals(List.of(2L), store.listChangelogIds());
            assertEquals(List.of(), stream(decoupled(t, Map.of("consumer-id", "c"))), "still waiting at 3");
        }
    }

    /**
     * Without a changelog producer (Paimon 1.4.2 decouples the lifecycle whatever the producer; probe
     * {@code flink-oracle/probes/mix34/mx34_changelog_none_producer}): the expired snapshots leave long-lived changelogs
     * that keep their delta manifests, and a streaming read from an expired id reads their new files, merged per key as
     * a snapshot's. Fails on the code that kept long-lived changelogs only with a producer (the read started at the
     * earliest snapshot, 5).
     */
    @Test
    void withoutProducerExpiredSnapshotsLeaveChangelogsReadFromTheirDeltas() throws IOException {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", base().option("changelog-producer", "none")
                    .option("num-sorted-run.compaction-trigger", "10").option("changelog.num-retained.max", "100").build());
            List<String> all = writeCommits(t, 6);
            assertEquals(12, all.size(), all.toString());
            assertEquals(4, expire(t));
            SnapshotStore store = snapshotStore("t");
            assertEquals(5, store.earliestId());
            assertEquals(List.of(1L, 2L, 3L, 4L), store.listChangelogIds());
            for (long id = 1; id <= 4; id++) {
                Snapshot cl = store.changelog(id);
                assertEquals(null, cl.baseManifestList);
                assertEquals(null, cl.changelogManifestList);
                assertTrue(cl.deltaManifestList != null && !store.changelogKeptEntries(cl).isEmpty(),
                        "changelog " + id + " keeps its delta and the files it added");
            }
            assertEquals(all, stream(decoupled(t, Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "1"))));
            assertEquals(all, stream(decoupled(t, Map.of("scan.mode", "earliest"))));
            assertEquals(all.subList(4, 12), stream(decoupled(t, Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "3"))));
            List<String> orphans = ((FileStoreTable) t).removeOrphanFiles(System.currentTimeMillis());
            assertEquals(List.of(), orphans, "the changelogs' delta manifests and new files are referenced");
            assertEquals(all, stream(decoupled(t, Map.of("scan.mode", "earliest"))));
        }
    }

    /**
     * Data files of a table without changelog producer under decoupled changelogs, as Paimon 1.4.2's SnapshotDeletion /
     * ChangelogDeletion: a writer's file a compaction removed outlives the expiration of that compaction's snapshot
     * (a long-lived changelog may still add it) and goes when the compaction's changelog expires; a compaction's
     * output the next compaction removed goes with the snapshot as before; the manifests the changelogs keep stay
     * readable through the retained snapshots' base lists, and nothing is left behind. Fails on the code before (the
     * writers' files went with the compaction's snapshot and no changelog was kept).
     */
    @Test
    void withoutProducerACompactedWritersFileGoesWithTheChangelogOfItsCompaction() throws IOException {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", base().option("changelog-producer", "none")
                    .option("num-sorted-run.compaction-trigger", "10").option("changelog.num-retained.max", "100").build());
            SnapshotStore store = snapshotStore("t");
            Path bucket = tableDir("t").resolve("bucket-0");
            assertEquals(1, TableTestSupport.commit(t, ins(1, "a")));
            assertEquals(2, TableTestSupport.commit(t, ins(2, "b")));
            List<String> written = addedFiles(store, 1, 2);
            assertEquals(3, t.compact(Map.of()));
            List<String> firstOutput = addedFiles(store, 3);
            assertEquals(4, TableTestSupport.commit(t, ins(3, "c")));
            List<String> third = addedFiles(store, 4);
            assertEquals(2, expire(t), "snapshots 1 and 2");
            assertEquals(List.of(1L, 2L), store.listChangelogIds());
            assertTrue(exist(bucket, written), "compacted away by snapshot 3, but changelogs 1 and 2 add them");
            assertEquals(List.of("+I[1, a]", "+I[2, b]", "+I[3, c]"),
                    stream(decoupled(t, Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "1"))));
            assertEquals(5, t.compact(Map.of()));
            assertEquals(6, TableTestSupport.commit(t, ins(4, "d")));
            assertEquals(2, expire(t), "snapshots 3 and 4");
            assertEquals(List.of(1L, 2L, 3L, 4L), store.listChangelogIds());
            assertTrue(none(bucket, firstOutput), "a compaction's output removed by snapshot 5 goes with it");
            assertTrue(exist(bucket, written) && exist(bucket, third), "their changelogs are kept");
            List<String> all = List.of("+I[1, a]", "+I[2, b]", "+I[3, c]", "+I[4, d]");
            assertEquals(all, stream(decoupled(t, Map.of("scan.mode", "earliest"))));
            // changelogs 1..3 expire (the newest, 4, stays): 3's compaction removed the first two files, which go now
            expire(t, "changelog.num-retained.max", "3");
            assertEquals(List.of(4L), store.listChangelogIds());
            assertTrue(none(bucket, written), "changelog 3 expired: the files its compaction removed are deleted");
            assertTrue(exist(bucket, third), "changelog 4 adds it (snapshot 5, which removed it, is retained)");
            assertEquals(all.subList(2, 4), stream(decoupled(t, Map.of("scan.mode", "earliest"))));
            assertEquals(List.of("+I[1, a]", "+I[2, b]", "+I[3, c]", "+I[4, d]"), read(t));
            List<String> orphans = ((FileStoreTable) t).removeOrphanFiles(System.currentTimeMillis());
            assertEquals(List.of(), orphans, "nothing unreferenced left behind");
            assertEquals(all.subList(2, 4), stream(decoupled(t, Map.of("scan.mode", "earliest"))));
        }
    }

    /** The names of the files the deltas of snapshots {@code ids} added. */
    private static List<String> addedFiles(SnapshotStore store, long... ids) {
        List<String> out = new ArrayList<>();
        for (long id : ids) {
            for (ManifestEntry e : store.deltaEntries(store.snapshot(id))) {
                if (e.kind() == ManifestEntry.Kind.ADD) {
                    out.add(e.file().fileName());
                }
            }
        }
        assertTrue(!out.isEmpty());
        return out;
    }

    private static boolean exist(Path bucket, List<String> names) {
        return names.stream().allMatch(n -> Files.exists(bucket.resolve(n)));
    }

    private static boolean none(Path bucket, List<String> names) {
        return names.stream().noneMatch(n -> Files.exists(bucket.resolve(n)));
    }

    @Test
    void changelogsExpireByCountAndDeleteTheirFiles() throws IOException {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", base().option("changelog.num-retained.max", "4").build());
            List<String> all = writeCommits(t, 8);
            expire(t);
            SnapshotStore store = snapshotStore("t");
            assertEquals(7, store.earliestId());
            assertEquals(List.of(5L, 6L), store.listChangelogIds(), "the latest 4 ids keep their changelog");
            assertEquals(all.subList(8, 16), stream(decoupled(t, Map.of("scan.mode", "earliest"))));
            // exactly the retained ids' changelog files remain (one per commit)
            assertEquals(4, count(tableDir("t").resolve("bucket-0"), "changelog-"));
            // (a compaction still running when the writer closed may leave a data file behind)
            List<String> orphans = ((FileStoreTable) t).removeOrphanFiles(System.currentTimeMillis());
            assertTrue(orphans.stream().noneMatch(p -> p.contains("/changelog-") || p.contains("/manifest/")),
                    "expiration left no unreferenced changelog files or manifests: " + orphans);
        }
    }

    /** Paimon's ChangelogDeletion applies {@code snapshot.expire.limit} to changelogs too. */
    @Test
    void theExpireLimitBoundsChangelogExpirationToo() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", base().option("changelog.num-retained.max", "100").build());
            writeCommits(t, 8);
            expire(t);
            SnapshotStore store = snapshotStore("t");
            assertEquals(List.of(1L, 2L, 3L, 4L, 5L, 6L), store.listChangelogIds());
            expire(t, "changelog.num-retained.max", "3", "snapshot.expire.limit", "2");
            assertEquals(List.of(3L, 4L, 5L, 6L), store.listChangelogIds());
            expire(t, "changelog.num-retained.max", "3", "snapshot.expire.limit", "2");
            assertEquals(List.of(5L, 6L), store.listChangelogIds());
            expire(t, "changelog.num-retained.max", "3", "snapshot.expire.limit", "2");
            assertEquals(List.of(6L), store.listChangelogIds());
        }
    }

    @Test
    void changelogsExpireByTime() throws Exception {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", base().option("changelog.num-retained.max", "100")
                    .option("changelog.time-retained", "1 ms").build());
            List<String> all = writeCommits(t, 4);
            Thread.sleep(5); // every changelog is now older than 1 ms
            assertEquals(2, expire(t));
            SnapshotStore store = snapshotStore("t");
            // as Paimon: the newest changelog stays however old it is (sweep34_mx_changelog_latest_stays)
            assertEquals(List.of(2L), store.listChangelogIds());
            assertEquals(3, count(tableDir("t").resolve("bucket-0"), "changelog-"));
            assertEquals(all.subList(2, 8), stream(decoupled(t, Map.of("scan.mode", "earliest"))));
            Thread.sleep(5);
            assertEquals(0, expire(t), "no snapshot to expire; changelog 2 is still the newest");
            assertEquals(List.of(2L), store.listChangelogIds());
        }
    }

    @Test
    void aConsumerProtectsTheChangelogsItStillNeeds() throws Exception {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", base().option("changelog.num-retained.max", "100").build());
            SnapshotStore store = snapshotStore("t");
            List<String> all = sixCommitsKeepingChangelogsOneToFour(t, store);
            // a consumer starts in the changelog range and reads id 2
            try (StreamScan s = decoupled(t, Map.of("consumer-id", "c1", "scan.mode", "from-snapshot", "scan.snapshot-id", "2"))
                    .newStreamScan()) {
                assertEquals(all.subList(2, 4), format(t, s.poll()));
                s.notifyCheckpointComplete();
            }
            // tighter changelog retention: by count and by time, ids 1..4 would all go
            Thread.sleep(5);
            expire(t, "changelog.num-retained.max", "3", "changelog.time-retained", "1 ms");
            assertEquals(List.of(3L, 4L), store.listChangelogIds(), "the consumer's next id and after are kept");
            assertEquals(all.subList(4, 12), stream(decoupled(t, Map.of("consumer-id", "c1"))));
            // the consumer moved on: the next expiration removes what it no longer needs but the newest changelog
            expire(t, "changelog.num-retained.max", "3", "changelog.time-retained", "1 ms");
            assertEquals(List.of(4L), store.listChangelogIds());
            List<String> orphans = ((FileStoreTable) t).removeOrphanFiles(System.currentTimeMillis());
            assertTrue(orphans.stream().noneMatch(p -> p.contains("/changelog-") || p.contains("/manifest/")),
                    orphans.toString());
            assertEquals(all.subList(6, 12), stream(decoupled(t, Map.of("scan.mode", "earliest"))));
        }
    }

    /**
     * As Paimon 1.4.2 (probe in REPORT sweep 34 mx): once the options no longer decouple the changelog lifecycle,
     * the changelogs kept before are neither expired by a commit's expiration nor read by a streaming read, which
     * starts at the earliest snapshot; decoupled again, they are read.
     */
    @Test
    void changelogsLeftFromADecoupledPeriodAreNeitherExpiredNorReadOnceRecoupled() throws IOException {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", base().option("changelog.num-retained.max", "100").build());
            SnapshotStore store = snapshotStore("t");
            List<String> all = sixCommitsKeepingChangelogsOneToFour(t, store);
            Map<String, String> recoupled = Map.of("snapshot.num-retained.max", "2", "changelog.num-retained.max", "2");
            assertEquals(0, expire(t, "changelog.num-retained.max", "2"));
            assertEquals(List.of(1L, 2L, 3L, 4L), store.listChangelogIds(), "not decoupled: no changelog expiration");
            Map<String, String> fromOne = new java.util.HashMap<>(recoupled);
            fromOne.put("scan.mode", "from-snapshot");
            fromOne.put("scan.snapshot-id", "1");
            assertEquals(all.subList(8, 12), stream(t.copy(fromOne)), "starts at the earliest snapshot, 5");
            assertEquals(all, stream(decoupled(t, Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "1"))), "decoupled again: read");
        }
    }

    @Test
    void changelogsExpireWithSnapshotsWhenNotDecoupled() throws IOException {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", base().build());
            List<String> all = writeCommits(t, 5);
            expire(t);
            SnapshotStore store = snapshotStore("t");
            assertEquals(List.of(), store.listChangelogIds());
            assertEquals(all.subList(6, 10), stream(decoupled(t, Map.of("scan.mode", "earliest"))));
            assertEquals(2, count(tableDir("t").resolve("bucket-0"), "changelog-"));
        }
    }

    /**
     * A failure at every file operation of an expiration that expires snapshots into changelogs
     * and changelogs themselves: afterwards a streaming reader from the earliest readable id sees
     * a suffix of the full change history with nothing missing in between, the table reads the
     * same, and a retried expiration completes.
     */
    @Test
    void failureAtEveryOperationOfChangelogExpirationLeavesReadersCorrect() {
        int ops = -1;
        for (int k = 1; ops < 0 || k <= ops + 1; k++) {
            FaultInjectingFileIO io = new FaultInjectingFileIO(new MemoryFileIO());
            Identifier id = Identifier.of("db", "t");
            try (Catalog c = new FileSystemCatalog(io, "/warehouse", TableLoaders.defaultLoader())) {
                c.createDatabase("db", true);
                c.createTable(id, base().option("changelog.num-retained.max", "3").build(), false);
                Table t = c.getTable(id);
                List<String> all = writeCommits(t, 4);
                // first expiration: snapshots 1, 2 become changelogs 1, 2; the second one expires
                // snapshots 3, 4 into changelogs and changelogs 1..3
                expire(t);
                try (TableWriter w = t.newWriter("u2")) {
                    for (int i = 5; i <= 6; i++) {
                        w.write(ins(1, "v" + i));
                        w.commit(i);
                        all.add("+I[1, v" + i + "]");
                    }
                }
                List<String> rows = read(t);
                long before = io.operationCount();
                io.failAtOperation(before + k);
                boolean failed = false;
                try {
                    expire(t);
                } catch (RuntimeException e) {
                    failed = true;
                }
                io.clearFaults();
                if (!failed && ops < 0) {
                    ops = (int) (io.operationCount() - before);
                }
                String where = "fault at operation " + k;
                Table fresh = c.getTable(id);
                assertEquals(rows, read(fresh), where);
                List<String> seen = stream(decoupled(fresh, Map.of("scan.mode", "earliest")));
                assertEquals(all.subList(all.size() - seen.size(), all.size()), seen, where);
                assertTrue(seen.size() >= 3, where);
                expire(fresh);
                assertEquals(all.subList(all.size() - seen(fresh).size(), all.size()), seen(fresh), where);
            }
        }
        assertTrue(ops >= 4, "an expiration of snapshots and changelogs takes several file operations: " + ops);
    }

    /**
     * {@code t} with {@code options} and at most 2 snapshots retained, as {@link #expire} runs it: the lifecycle is then
     * decoupled (the tables here keep every snapshot, so with their own options changelog retention never exceeds
     * the snapshot's) and, as in Paimon, streaming reads look at long-lived changelogs only then.
     */
    private static Table decoupled(Table t, Map<String, String> options) {
        Map<String, String> o = new java.util.HashMap<>(options);
        o.putIfAbsent("snapshot.num-retained.max", "2");
        return t.copy(o);
    }

    private static List<String> seen(Table t) {
        return stream(decoupled(t, Map.of("scan.mode", "earliest")));
    }

    private static List<String> format(Table t, List<InternalRow> rows) {
        List<String> out = new ArrayList<>();
        for (InternalRow r : rows) {
            out.add(ValueFormatter.formatRow(r, t.rowType()));
        }
        return out;
    }
}
