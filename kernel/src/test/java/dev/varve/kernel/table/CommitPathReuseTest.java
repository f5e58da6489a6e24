package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Names and structures the commit path now keeps instead of rebuilding: {@link TablePaths}'
 * directory names and {@link Levels#runs()}. Each must equal what a fresh build gives. Seeded
 * ({@code -Dseed=} replays).
 */
class CommitPathReuseTest {
    private static final long SEED = Long.getLong("seed", 20261201L);

    @Test
    void cachedDirectoryNamesEqualFreshlyBuiltOnes_seed20261201() {
        SplittableRandom r = new SplittableRandom(SEED);
        String[] alphabet = {"a", "Z", "0", "/", " ", "=", "%", "é", "x y"};
        for (int table = 0; table < 20; table++) {
            int keys = r.nextInt(3);
            List<String> names = new ArrayList<>();
            for (int k = 0; k < keys; k++) {
                names.add("k" + k + alphabet[r.nextInt(alphabet.length)]);
            }
            TablePaths paths = new TablePaths("/w/db.db/t" + table, names, "__DEFAULT_PARTITION__");
            List<Partition> parts = new ArrayList<>();
            for (int p = 0; p < 6; p++) {
                List<String> values = new ArrayList<>();
                for (int k = 0; k < keys; k++) {
                    values.add(r.nextInt(5) == 0 ? null : alphabet[r.nextInt(alphabet.length)] + r.nextInt(3));
                }
                parts.add(new Partition(values));
            }
            for (int call = 0; call < 300; call++) {
                Partition p = parts.get(r.nextInt(parts.size()));
                // an equal but distinct partition object must find the same names
                Partition asked = r.nextBoolean() ? p : new Partition(new ArrayList<>(p.values()));
                int bucket = r.nextInt(8) == 0 ? (r.nextBoolean() ? -2 : TablePaths.MAX_CACHED_BUCKET + r.nextInt(3))
                        : r.nextInt(40);
                String pp = p.path(names, "__DEFAULT_PARTITION__");
                String expectedDir = "/w/db.db/t" + table + (pp.isEmpty() ? "" : "/" + pp) + "/bucket-" + bucket;
                String ctx = "seed " + SEED + " table " + table + " call " + call;
                assertEquals(pp, paths.partitionPath(asked), ctx);
                assertEquals(expectedDir, paths.bucketDir(asked, bucket), ctx);
                assertEquals(expectedDir + "/data-1.vrf", paths.filePath(asked, bucket, "data-1.vrf"), ctx);
                if (bucket >= 0 && bucket < TablePaths.MAX_CACHED_BUCKET) {
                    assertSame(paths.bucketDir(asked, bucket), paths.bucketDir(p, bucket), ctx);
                }
            }
        }
    }

    @Test
    void aWrittenFileKeepsItsPathAndOthersGetItBuilt() {
        TablePaths paths = new TablePaths("/w/db.db/t", List.of("dt"), "__DEFAULT_PARTITION__");
        Partition p = new Partition(List.of("2024"));
        String dir = paths.bucketDir(p, 3);
        String path = dir + "/data-1.vrf";
        DataFileMeta f = new DataFileMeta("data-1.vrf", DataFileMeta.Kind.DATA, 10, 1, 0, new byte[] {1},
                new byte[] {1}, 0, 0, 0, 0, 0).writtenAt(dir, path);
        // the writer's string on every later call, also for a copy of the metadata of the same file
        assertSame(path, paths.filePath(p, 3, f));
        assertSame(path, paths.filePath(new Partition(List.of("2024")), 3, f));
        assertSame(path, paths.filePath(p, 3, f.upgrade(4)));
        // another bucket (a copy of the file elsewhere), or metadata without a writer: built
        assertEquals(paths.bucketDir(p, 4) + "/data-1.vrf", paths.filePath(p, 4, f));
        DataFileMeta read = new DataFileMeta("data-1.vrf", DataFileMeta.Kind.DATA, 10, 1, 0, new byte[] {1},
                new byte[] {1}, 0, 0, 0, 0, 0);
        assertEquals(path, paths.filePath(p, 3, read));
        assertThrows(IllegalArgumentException.class, () -> read.writtenAt(dir, dir + "/data-2.vrf"));
        assertThrows(IllegalArgumentException.class, () -> read.writtenAt(dir, dir + "data-1.vrf"));
    }

    @Test
    void keptRunsEqualFreshlyBuiltRunsAfterEveryChange_seed20261201() {
        SplittableRandom r = new SplittableRandom(SEED);
        Levels levels = new Levels(5, List.of());
        List<DataFileMeta> files = new ArrayList<>();
        int name = 0;
        long seq = 0;
        for (int step = 0; step < 400; step++) {
            int op = r.nextInt(4);
            if (op == 0 || files.isEmpty()) {
                DataFileMeta f = file("f" + name++, r.nextInt(3) == 0 ? 0 : r.nextInt(1, 5), r, seq);
                seq += 10;
                levels.add(f);
                files.add(f);
            } else if (op == 1) {
                DataFileMeta f = files.remove(r.nextInt(files.size()));
                levels.remove(f);
            }
            // op 2 and 3: no change, the kept runs are handed out again
            List<Levels.SortedRun> kept = levels.runs();
            String ctx = "seed " + SEED + " step " + step;
            assertEquals(describe(new Levels(5, files).runs()), describe(kept), ctx);
            assertSame(kept, levels.runs(), ctx + ": unchanged levels hand out the same runs");
            assertThrows(UnsupportedOperationException.class, () -> kept.add(null), ctx);
        }
    }

    private static DataFileMeta file(String name, int level, SplittableRandom r, long seq) {
        byte lo = (byte) r.nextInt(0, 100);
        byte hi = (byte) (lo + r.nextInt(0, 27));
        return new DataFileMeta(name, DataFileMeta.Kind.DATA, 100, 10, 0, new byte[] {lo}, new byte[] {hi}, seq,
                seq + 9, 0, level, 1L);
    }

    private static List<String> describe(List<Levels.SortedRun> runs) {
        List<String> out = new ArrayList<>();
        for (Levels.SortedRun run : runs) {
            List<String> names = new ArrayList<>();
            for (DataFileMeta f : run.files) {
                names.add(f.fileName());
            }
            out.add("L" + run.level + Arrays.toString(names.toArray()));
        }
        return out;
    }
}
