package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.varve.format.LocalFileIO;
import dev.varve.kernel.CommitMessage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A reused {@link FileStoreCommit} keeps the live files from commit to commit (its own delta
 * applied in place); it must decide exactly as a fresh committer that reads them from the
 * manifests every time. Differential, seeded ({@code -Dseed=} replays): the same random commits
 * (new files, compactions of live or already-replaced files, now and then a foreign user's
 * commit) go to two tables, one through one reused committer, the other through a new committer
 * per commit; after every commit both tables have the same live files in the same order.
 */
class CommitLiveIndexTest {
    private static final long SEED = Long.getLong("seed", 7_301L);

    @TempDir
    Path dir;

    @Test
    void reusedCommitterMatchesFreshCommitters_seed7301() {
        SplittableRandom r = new SplittableRandom(SEED);
        LocalFileIO io = new LocalFileIO();
        String a = dir.resolve("a").toString();
        String b = dir.resolve("b").toString();
        SnapshotStore storeA = new SnapshotStore(io, a);
        SnapshotStore storeB = new SnapshotStore(io, b);
        TablePaths pathsA = new TablePaths(a, List.of(), "__DEFAULT__");
        TablePaths pathsB = new TablePaths(b, List.of(), "__DEFAULT__");
        FileStoreCommit reused = new FileStoreCommit(storeA, pathsA, "writer", () -> 0L, false, false);
        List<DataFileMeta> known = new ArrayList<>();
        int fileNo = 0;
        for (int commit = 1; commit <= 120; commit++) {
            int bucket = r.nextInt(2);
            List<DataFileMeta> newFiles = new ArrayList<>();
            List<DataFileMeta> before = new ArrayList<>();
            List<DataFileMeta> after = new ArrayList<>();
            int adds = r.nextInt(3);
            for (int i = 0; i < adds; i++) {
                newFiles.add(file("f" + fileNo++, 0, r));
            }
            if (!known.isEmpty() && r.nextInt(3) == 0) {
                // a compaction of earlier files: some may be gone already (then it is dropped)
                int n = r.nextInt(1, Math.min(4, known.size()) + 1);
                for (int i = 0; i < n; i++) {
                    DataFileMeta f = known.get(r.nextInt(known.size()));
                    if (!before.contains(f)) {
                        before.add(f);
                    }
                }
                after.add(file("c" + fileNo++, r.nextInt(1, 4), r));
            }
            known.addAll(newFiles);
            known.addAll(after);
            boolean foreign = r.nextInt(6) == 0;
            List<CommitMessage> messages = List.of(new CommitMessageImpl(Partition.EMPTY, "", bucket, 2, newFiles,
                    before, after, null, null, null));
            String user = foreign ? "other" : "writer";
            long idA = (foreign ? new FileStoreCommit(storeA, pathsA, user, () -> 0L, false, false) : reused)
                    .commit(commit, messages);
            long idB = new FileStoreCommit(storeB, pathsB, user, () -> 0L, false, false).commit(commit, messages);
            assertEquals(idB, idA, "seed " + SEED + " commit " + commit);
            assertEquals(describe(storeB), describe(storeA), "seed " + SEED + " commit " + commit);
            assertBaseIsLiveOfPredecessor(storeA, "seed " + SEED + " commit " + commit);
            assertBaseIsLiveOfPredecessor(storeB, "seed " + SEED + " commit " + commit);
        }
    }

    /**
     * The latest snapshot's base manifest list holds exactly its predecessor's live files, in
     * {@link SnapshotStore#liveEntries} order, also when its manifests were merged into one (by Paimon's rule,
     * every 30 manifests).
     */
    private static void assertBaseIsLiveOfPredecessor(SnapshotStore store, String ctx) {
        Snapshot s = store.latest();
        if (s == null || s.id == 1) {
            return;
        }
        Snapshot prev = store.snapshot(s.id - 1);
        java.util.Map<ManifestEntry.FileKey, ManifestEntry> base = new java.util.LinkedHashMap<>();
        SnapshotStore.apply(base, store.entries(s.baseManifestList));
        List<String> fromBase = new ArrayList<>();
        for (ManifestEntry e : base.values()) {
            fromBase.add(e.bucket() + "/" + e.file().fileName() + "@L" + e.file().level());
        }
        List<String> live = new ArrayList<>();
        for (ManifestEntry e : store.liveEntries(prev)) {
            live.add(e.bucket() + "/" + e.file().fileName() + "@L" + e.file().level());
        }
        assertEquals(live, fromBase, ctx + ": base of snapshot " + s.id);
    }

    private static DataFileMeta file(String name, int level, SplittableRandom r) {
        byte lo = (byte) r.nextInt(0, 100);
        byte hi = (byte) (lo + r.nextInt(0, 27));
        return new DataFileMeta(name, DataFileMeta.Kind.DATA, 100, 10, 0, new byte[] {lo}, new byte[] {hi}, 0, 9, 0,
                level, 1L);
    }

    private static List<String> describe(SnapshotStore store) {
        List<String> out = new ArrayList<>();
        for (ManifestEntry e : store.liveEntries(store.latest())) {
            out.add(e.bucket() + "/" + e.file().fileName() + "@L" + e.file().level());
        }
        return out;
    }
}
