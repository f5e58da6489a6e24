package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.varve.format.LocalFileIO;
import dev.varve.kernel.CommitMessage;
import dev.varve.row.DataType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A commit builds the next base manifests by Apache Paimon 1.4.2's manifest merge ({@link ManifestMerge}), so that
 * {@code $manifests} lists Paimon's manifests. The counts are those Flink 2.0 + Paimon 1.4.2 printed for the same
 * commits (probes {@code flink-oracle/probes/mf37/}: mf05_merge30, mf07_truncate_expire).
 */
class ManifestMergeTest {
    @TempDir
    Path dir;

    private final LocalFileIO io = new LocalFileIO();

    @Test
    void baseAndDeltaMergeIntoOneWhenTheyReachMergeMinCount() throws Exception {
        String t = dir.resolve("t").toString();
        SnapshotStore store = new SnapshotStore(io, t);
        TablePaths paths = new TablePaths(t, List.of(), "__DEFAULT__");
        List<Integer> counts = new ArrayList<>();
        for (int commit = 1; commit <= 33; commit++) {
            FileStoreCommit c = new FileStoreCommit(store, paths, "u", () -> 0L, false, false);
            c.commit(commit, List.of(new CommitMessageImpl(Partition.EMPTY, "", 0, -1, List.of(file("f" + commit, 0)),
                    List.of(), List.of(), null, null, null)));
            counts.add(store.dataManifests(store.latest()).size());
        }
        List<Integer> expected = new ArrayList<>();
        for (int n = 1; n <= 30; n++) {
            expected.add(n); // one delta manifest per commit, no merge below 30 (Varve merged above 16 before)
        }
        expected.addAll(List.of(2, 3, 4)); // the 30 manifests merged into one, then a delta again per commit
        assertEquals(expected, counts);
        List<String> manifests = store.dataManifests(store.latest());
        assertEquals(30, store.manifest(manifests.get(0)).entries.size());
        assertEquals(33, store.liveEntries(store.latest()).size());
    }

    @Test
    void aCommitWithoutFileEntriesWritesNoDeltaManifest() throws Exception {
        String t = dir.resolve("t").toString();
        SnapshotStore store = new SnapshotStore(io, t);
        TablePaths paths = new TablePaths(t, List.of(), "__DEFAULT__");
        FileStoreCommit c = new FileStoreCommit(store, paths, "u", () -> 0L, false, false).withForceCreateSnapshot(true);
        c.commit(1, List.of(new CommitMessageImpl(Partition.EMPTY, "", 0, -1, List.of(file("a", 0)), List.of(), List.of(),
                null, null, null)));
        List<CommitMessage> none = List.of();
        assertEquals(2, c.commit(2, none));
        Snapshot s = store.latest();
        assertEquals(List.of(), store.manifestList(s.deltaManifestList).manifests); // Varve wrote an empty manifest before
        assertEquals(1, store.dataManifests(s).size());
        assertEquals(3, c.commit(3, List.of(new CommitMessageImpl(Partition.EMPTY, "", 0, -1, List.of(file("b", 0)),
                List.of(), List.of(), null, null, null))));
        assertEquals(2, store.dataManifests(store.latest()).size());
        assertEquals(2, store.liveEntries(store.latest()).size());
    }

    @Test
    void aGroupReachingTheTargetSizeMergesAndKeepsDeletesOfFilesAddedBeforeIt() throws Exception {
        SnapshotStore store = new SnapshotStore(io, dir.resolve("t").toString());
        List<ManifestEntry> many = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            many.add(add("x", file("a" + i, 0)));
        }
        String m1 = store.writeManifest(many, null, false);
        String m2 = store.writeManifest(List.of(del("x", file("a0", 0)), add("x", file("b", 0))), null, false);
        String m3 = store.writeManifest(List.of(del("x", file("b", 0)), add("x", file("c", 1))), null, false);
        String m4 = store.writeManifest(List.of(add("x", file("d", 0))), null, false);
        // m1 alone reaches the target: a group of one, kept; m2..m4 stay below it and are 3 >= merge-min-count 3
        ManifestMerge rule = new ManifestMerge(store.manifestSize(m1), 3, Long.MAX_VALUE, null);
        List<String> merged = rule.merge(store, List.of(m1, m2, m3, m4), entries -> store.writeManifest(entries, null, false));
        assertEquals(2, merged.size());
        assertEquals(m1, merged.get(0));
        // a0's DELETE stays (its ADD is in m1), b was added and deleted within the group
        assertEquals(List.of("DELETE a0@0", "ADD c@1", "ADD d@0"), describe(store.manifest(merged.get(1)).entries));
        // with merge-min-count 4 the last group (3 manifests) is kept as it is
        assertEquals(List.of(m1, m2, m3, m4), new ManifestMerge(store.manifestSize(m1), 4, Long.MAX_VALUE, null)
                .merge(store, List.of(m1, m2, m3, m4), entries -> store.writeManifest(entries, null, false)));
    }

    @Test
    void fullCompactionRewritesTheManifestsThatMayHoldDeletedFiles() throws Exception {
        SnapshotStore store = new SnapshotStore(io, dir.resolve("t").toString());
        String m1 = store.writeManifest(List.of(add("2024-01-01", file("a", 0)), add("2024-01-03", file("b", 0))), null, false);
        String m2 = store.writeManifest(List.of(add("2024-01-05", file("c", 0)), add("2024-01-09", file("d", 0))), null, false);
        String m3 = store.writeManifest(List.of(add("2024-01-02", file("e", 0))), null, false);
        String m4 = store.writeManifest(List.of(del("2024-01-02", file("e", 0)), add("2024-01-02", file("f", 1))), null, false);
        // target 1 byte: only a manifest with a DELETE must change; full compaction from 1 byte of those
        ManifestMerge rule = new ManifestMerge(1, 30, 1, List.of(DataType.string()));
        List<String> merged = rule.merge(store, List.of(m1, m2, m3, m4), entries -> store.writeManifest(entries, null, false));
        // m2's range [2024-01-05, 2024-01-09] cannot hold the deleted file's partition: kept without reading it (first);
        // m1's range [2024-01-01, 2024-01-03] may, but m1 does not hold the file: read and kept; m3 (the deleted file)
        // and m4 (a DELETE) rewritten into one
        assertEquals(3, merged.size());
        assertEquals(List.of(m2, m1), merged.subList(0, 2));
        assertEquals(List.of("ADD f@1"), describe(store.manifest(merged.get(2)).entries));
        // without DELETE entries nothing but the manifests that must change is read: all small, all rewritten
        ManifestMerge small = new ManifestMerge(1L << 20, 30, 1, List.of(DataType.string()));
        List<String> one = small.merge(store, List.of(m1, m2, m3), entries -> store.writeManifest(entries, null, false));
        assertEquals(1, one.size());
        assertEquals(List.of("ADD a@0", "ADD b@0", "ADD c@0", "ADD d@0", "ADD e@0"), describe(store.manifest(one.get(0)).entries));
    }

    @Test
    void partitionValuesCompareByType() {
        assertEquals(-1, Integer.signum(ManifestMerge.compare("9", "10", DataType.intType())));
        assertEquals(1, Integer.signum(ManifestMerge.compare("9", "10", DataType.string())));
        assertEquals(-1, Integer.signum(ManifestMerge.compare("-5", "1.5", DataType.decimal(5, 2))));
        assertEquals(-1, Integer.signum(ManifestMerge.compare("false", "true", DataType.booleanType())));
        ManifestMerge.Range r = ManifestMerge.range(List.of(add("7", file("a", 0)), add("10", file("b", 0)),
                add(null, file("c", 0))), List.of(DataType.intType()), true);
        assertEquals("7", r.min[0]);
        assertEquals("10", r.max[0]);
        assertEquals(true, r.hasNull[0]);
        // a changelog manifest's range is that of its changelog files; index files are not Paimon's data manifests'
        DataFileMeta changelog = new DataFileMeta("cl", DataFileMeta.Kind.CHANGELOG, 100, 10, 0, new byte[] {1},
                new byte[] {2}, 0, 9, 0, 0, 1L);
        DataFileMeta index = new DataFileMeta("ix", DataFileMeta.Kind.INDEX, 100, 10, 0, new byte[] {1},
                new byte[] {2}, 0, 9, 0, 0, 1L);
        ManifestMerge.Range c = ManifestMerge.range(List.of(add("b", changelog), add("a", index)),
                List.of(DataType.string()), true);
        assertEquals("b", c.min[0]);
        assertEquals("b", c.max[0]);
    }

    private static List<String> describe(List<ManifestEntry> entries) {
        List<String> out = new ArrayList<>();
        for (ManifestEntry e : entries) {
            out.add(e.kind() + " " + e.file().fileName() + "@" + e.file().level());
        }
        return out;
    }

    /**
     * The manifest merge's file identity hashes as {@code Objects.hash} did (no varargs array per entry), and a commit's
     * repeated look-ups of cached manifests ({@link SnapshotStore#manifest}, {@link SnapshotStore#manifestSize}) build
     * nothing (they built a capturing lambda per call: 16 bytes each, ~2 200 per 40 checkpoints of W1).
     */
    @Test
    void identitiesAndCachedManifestLookUpsAllocateNothing() throws Exception {
        List<ManifestEntry> entries = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            entries.add(add("p" + (i % 7), file("f" + i, i % 4)));
        }
        for (ManifestEntry e : entries) {
            assertEquals(java.util.Objects.hash(e.partition(), e.bucket(), e.file().level(), e.file().fileName()),
                    new ManifestMerge.Id(e).hashCode());
        }
        SnapshotStore store = new SnapshotStore(io, dir.resolve("t").toString());
        String m = store.writeManifest(entries, null, false);
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        long me = Thread.currentThread().getId();
        ManifestMerge.Id id = new ManifestMerge.Id(entries.get(3));
        long sum = 0;
        for (int i = 0; i < 20_000; i++) { // warm-up
            sum += store.manifestSize(m) + store.manifest(m).entries.size() + id.hashCode();
        }
        mx.getThreadAllocatedBytes(me);
        long before = mx.getThreadAllocatedBytes(me);
        for (int i = 0; i < 10_000; i++) {
            sum += store.manifestSize(m) + store.manifest(m).entries.size() + id.hashCode();
        }
        long bytes = mx.getThreadAllocatedBytes(me) - before;
        org.junit.jupiter.api.Assertions.assertTrue(bytes < 16 * 1024, "bytes over 10 000 look-ups and hashes: " + bytes
                + " (sum " + sum + ")");
    }

    /**
     * A minor compaction through a reused {@link ManifestMerge.Scratch} (its open-addressed index of a group's entries)
     * merges as a {@link java.util.LinkedHashMap} by file identity did: seeded random groups of manifests with ADDs,
     * DELETEs of files added before (in the group or not), re-ADDs after a DELETE, repeated DELETEs, the same name in
     * other partitions, buckets and levels; one scratch over every seed, so what a merge leaves behind is exercised.
     */
    @Test
    void aReusedScratchMergesAsTheMapDid() throws Exception {
        SnapshotStore store = new SnapshotStore(io, dir.resolve("t").toString());
        ManifestMerge rule = new ManifestMerge(Long.MAX_VALUE, 3, Long.MAX_VALUE, null);
        ManifestMerge.Scratch scratch = new ManifestMerge.Scratch();
        for (long seed = 1; seed <= 300; seed++) {
            java.util.Random r = new java.util.Random(seed);
            int names = 1 + r.nextInt(seed % 3 == 0 ? 400 : 12);
            List<String> input = new ArrayList<>();
            int manifests = 1 + r.nextInt(8);
            for (int m = 0; m < manifests; m++) {
                List<ManifestEntry> entries = new ArrayList<>();
                int n = r.nextInt(seed % 3 == 0 ? 200 : 10);
                for (int i = 0; i < n; i++) {
                    DataFileMeta f = file("f" + r.nextInt(names), r.nextInt(2));
                    String p = "p" + r.nextInt(2);
                    entries.add(new ManifestEntry(r.nextInt(3) == 0 ? ManifestEntry.Kind.DELETE : ManifestEntry.Kind.ADD,
                            partition(p), r.nextInt(2), 2, f));
                }
                input.add(store.writeManifest(entries, null, false));
            }
            List<List<ManifestEntry>> expectedWritten = new ArrayList<>();
            List<String> expected = mapMerge(store, rule, input, expectedWritten);
            List<List<ManifestEntry>> written = new ArrayList<>();
            List<String> actual = new ArrayList<>(rule.merge(store, input, entries -> {
                written.add(new ArrayList<>(entries));
                return "merged-" + written.size();
            }, scratch));
            assertEquals(expected, actual, "seed " + seed);
            assertEquals(expectedWritten, written, "seed " + seed);
        }
    }

    /** The minor compaction as it was written with a LinkedHashMap by identity (targetSize never reached). */
    private static List<String> mapMerge(SnapshotStore store, ManifestMerge rule, List<String> input,
            List<List<ManifestEntry>> written) {
        if (input.size() < rule.minCount || input.size() == 1) {
            return new ArrayList<>(input);
        }
        java.util.Map<ManifestMerge.Id, ManifestEntry> merged = new java.util.LinkedHashMap<>();
        for (String m : input) {
            for (ManifestEntry e : store.manifest(m).entries) {
                ManifestMerge.Id id = new ManifestMerge.Id(e);
                if (e.kind() == ManifestEntry.Kind.ADD) {
                    merged.put(id, e);
                } else if (merged.containsKey(id) && merged.get(id).kind() == ManifestEntry.Kind.ADD) {
                    merged.remove(id);
                } else {
                    merged.put(id, e);
                }
            }
        }
        List<String> out = new ArrayList<>();
        if (!merged.isEmpty()) {
            written.add(new ArrayList<>(merged.values()));
            out.add("merged-" + written.size());
        }
        return out;
    }

    /**
     * Once its scratch has grown, a minor compaction of 30 manifests of 40 entries each (a tenth of them deleted within
     * the group) allocates nothing: the map by identity built an id and a node per entry (~2 800 B per merge here).
     */
    @Test
    void aMinorCompactionWithAGrownScratchAllocatesNothing() throws Exception {
        SnapshotStore store = new SnapshotStore(io, dir.resolve("t").toString());
        List<String> input = new ArrayList<>();
        for (int m = 0; m < 30; m++) {
            List<ManifestEntry> entries = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                String name = "f" + (m * 40 + i);
                entries.add(add("p", file(name, i % 3)));
                if (m > 0 && i % 10 == 0) {
                    entries.add(del("p", file("f" + ((m - 1) * 40 + i), i % 3)));
                }
            }
            input.add(store.writeManifest(entries, null, false));
        }
        ManifestMerge rule = new ManifestMerge(Long.MAX_VALUE, 30, Long.MAX_VALUE, null);
        ManifestMerge.Scratch scratch = new ManifestMerge.Scratch();
        long[] count = new long[1];
        ManifestMerge.Writer writer = entries -> {
            count[0] += entries.size();
            return "merged";
        };
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        long me = Thread.currentThread().getId();
        for (int i = 0; i < 3_000; i++) { // warm-up: the scratch grows, the code compiles
            rule.merge(store, input, writer, scratch);
        }
        assertEquals(List.of("merged"), rule.merge(store, input, writer, scratch));
        mx.getThreadAllocatedBytes(me);
        long before = mx.getThreadAllocatedBytes(me);
        for (int i = 0; i < 1_000; i++) {
            rule.merge(store, input, writer, scratch);
        }
        long bytes = mx.getThreadAllocatedBytes(me) - before;
        org.junit.jupiter.api.Assertions.assertTrue(bytes < 16 * 1024, "bytes over 1 000 merges of 30 manifests: " + bytes
                + " (entries written " + count[0] + ")");
    }

    private static ManifestEntry add(String partition, DataFileMeta f) {
        return new ManifestEntry(ManifestEntry.Kind.ADD, partition(partition), 0, 1, f);
    }

    private static ManifestEntry del(String partition, DataFileMeta f) {
        return new ManifestEntry(ManifestEntry.Kind.DELETE, partition(partition), 0, 1, f);
    }

    private static Partition partition(String value) {
        List<String> v = new ArrayList<>();
        v.add(value);
        return new Partition(v);
    }

    private static DataFileMeta file(String name, int level) {
        return new DataFileMeta(name, DataFileMeta.Kind.DATA, 100, 10, 0, new byte[] {1}, new byte[] {2}, 0, 9, 0,
                level, 1L);
    }
}
