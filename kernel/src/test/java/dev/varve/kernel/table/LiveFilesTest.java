package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link LiveFiles}, the committer's live files by identity, against the {@link LinkedHashMap} by
 * {@link ManifestEntry.FileKey} it replaced ({@link SnapshotStore#apply}): the same entries in the same order after
 * seeded random ADDs (new and present files), DELETEs (present and absent), re-ADDs after a DELETE, clears; the same
 * look-ups. And a committer's steady state (each commit adds some files and deletes as many) allocates nothing.
 */
class LiveFilesTest {
    @Test
    void holdsWhatTheMapByFileKeyHeldInItsOrder() {
        for (long seed = 1; seed <= 200; seed++) {
            Random r = new Random(seed);
            LiveFiles live = new LiveFiles();
            Map<ManifestEntry.FileKey, ManifestEntry> model = new LinkedHashMap<>();
            int names = 1 + r.nextInt(seed % 4 == 0 ? 2_000 : 40);
            int steps = 1 + r.nextInt(60);
            for (int step = 0; step < steps; step++) {
                if (r.nextInt(40) == 0) {
                    live.clear();
                    model.clear();
                }
                List<ManifestEntry> delta = new ArrayList<>();
                int n = r.nextInt(seed % 4 == 0 ? 300 : 20);
                for (int i = 0; i < n; i++) {
                    DataFileMeta f = file("f" + r.nextInt(names), r.nextInt(3), r.nextInt(1_000));
                    delta.add(new ManifestEntry(r.nextInt(3) == 0 ? ManifestEntry.Kind.DELETE : ManifestEntry.Kind.ADD,
                            partition("p" + r.nextInt(3)), r.nextInt(2), 2, f));
                }
                live.apply(delta);
                SnapshotStore.apply(model, delta);
                assertEquals(new ArrayList<>(model.values()), new ArrayList<>(live.values()), "seed " + seed + " step " + step);
                assertEquals(model.size(), live.size());
                for (int i = 0; i < 30; i++) {
                    Partition p = partition("p" + r.nextInt(3));
                    int bucket = r.nextInt(2);
                    String name = "f" + r.nextInt(names);
                    ManifestEntry expected = model.get(new ManifestEntry(ManifestEntry.Kind.ADD, p, bucket, 2,
                            file(name, 0, 0)).fileKey());
                    assertEquals(expected, live.get(p, bucket, name));
                    assertEquals(expected != null, live.contains(p, bucket, name));
                }
                List<ManifestEntry> indexed = new ArrayList<>();
                for (int i = 0; i < live.end(); i++) {
                    if (live.at(i) != null) {
                        indexed.add(live.at(i));
                    }
                }
                assertEquals(new ArrayList<>(model.values()), indexed);
            }
        }
    }

    /**
     * 2 000 commits, each adding 8 new files and deleting 8 live ones (the live set stays at 400 files), with look-ups
     * of each: under 16 KB once the arrays have their size (the map built a key and a node per ADD, a key per DELETE
     * and look-up: ~1.9 MB here).
     */
    @Test
    void aCommittersSteadyStateAllocatesNothing() {
        int commits = 2_000;
        int perCommit = 8;
        int liveCount = 400;
        Partition p = partition("p");
        List<List<ManifestEntry>> deltas = new ArrayList<>();
        List<ManifestEntry> adds = new ArrayList<>();
        for (int i = 0; i < (commits + liveCount / perCommit) * perCommit; i++) {
            adds.add(new ManifestEntry(ManifestEntry.Kind.ADD, p, i % 2, 2, file("data-" + i + ".vrf", i % 3, i)));
        }
        List<ManifestEntry> first = new ArrayList<>(adds.subList(0, liveCount));
        for (int cc = 0; cc < commits; cc++) {
            List<ManifestEntry> d = new ArrayList<>();
            for (int i = 0; i < perCommit; i++) {
                d.add(adds.get(liveCount + cc * perCommit + i));
            }
            for (int i = 0; i < perCommit; i++) {
                ManifestEntry gone = adds.get(cc * perCommit + i);
                d.add(new ManifestEntry(ManifestEntry.Kind.DELETE, p, gone.bucket(), 2, gone.file()));
            }
            deltas.add(d);
        }
        LiveFiles live = new LiveFiles();
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        long me = Thread.currentThread().getId();
        long found = 0;
        long bytes = 0;
        for (int lap = 0; lap < 4; lap++) { // laps 0-2 warm the code; lap 3 is measured
            live.clear();
            live.apply(first);
            long before = mx.getThreadAllocatedBytes(me);
            for (int c = 0; c < commits; c++) {
                List<ManifestEntry> d = deltas.get(c);
                live.apply(d);
                for (int i = 0; i < d.size(); i++) {
                    ManifestEntry e = d.get(i);
                    found += live.contains(p, e.bucket(), e.file().fileName()) ? 1 : 0;
                    found += live.get(p, e.bucket(), e.file().fileName()) != null ? 1 : 0;
                }
            }
            bytes = mx.getThreadAllocatedBytes(me) - before;
            assertEquals(liveCount, live.size());
        }
        assertEquals(4L * commits * perCommit * 2, found);
        assertTrue(bytes < 16 * 1024, "bytes over " + commits + " commits: " + bytes);
    }

    private static Partition partition(String value) {
        List<String> v = new ArrayList<>();
        v.add(value);
        return new Partition(v);
    }

    private static DataFileMeta file(String name, int level, long rows) {
        return new DataFileMeta(name, DataFileMeta.Kind.DATA, 100, rows, 0, new byte[] {1}, new byte[] {2}, 0, 9, 0,
                level, 1L);
    }
}
