package dev.varve.kernel.table;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The LSM shape of one bucket (SEMANTICS §9): level 0 holds one sorted run per flush (newest
 * first); each level 1..max holds at most one sorted run, made of files with disjoint key ranges
 * ordered by key. Not thread-safe: the bucket writer guards it.
 */
final class Levels {
    private final int maxLevel;
    private final List<DataFileMeta> level0 = new ArrayList<>();
    private final List<List<DataFileMeta>> levels = new ArrayList<>();
    /**
     * Bumped by every change of the shape, before the change (point lookups cache their file list
     * by it). Volatile: a lookup reads it without the bucket writer's lock (see
     * {@code KeyValueBucketWriter#lookupLatest}); writes still happen under that lock.
     */
    private volatile int modCount;

    /**
     * @param numLevels the table's {@code num-levels} (by default {@code num-sorted-run.compaction-trigger} + 1); as
     *     Paimon 1.4.2's levels restore it, at least one more than the highest level a file is on: after the trigger
     *     was lowered by {@code ALTER TABLE SET}, files already on a higher level keep it the maximum level (its
     *     full compactions go there, fzmx_1255)
     */
    Levels(int numLevels, List<DataFileMeta> files) {
        this.maxLevel = maxLevel(numLevels, files);
        for (int i = 0; i <= maxLevel; i++) {
            levels.add(new ArrayList<>());
        }
        for (DataFileMeta f : files) {
            add(f);
        }
    }

    int maxLevel() {
        return maxLevel;
    }

    /** The maximum level of a bucket of {@code files} under {@code num-levels} {@code numLevels} (see the constructor). */
    static int maxLevel(int numLevels, List<DataFileMeta> files) {
        int restored = numLevels;
        for (int i = 0; i < files.size(); i++) {
            restored = Math.max(restored, files.get(i).level() + 1);
        }
        return restored - 1;
    }

    /** Changes whenever a file is added or removed. */
    int modCount() {
        return modCount;
    }

    void add(DataFileMeta f) {
        modCount++;
        int level = Math.min(f.level(), maxLevel);
        if (level == 0) {
            level0.add(f);
            level0.sort(NEWEST_FIRST);
        } else {
            List<DataFileMeta> run = levels.get(level);
            run.add(f);
            run.sort(BY_MIN_KEY);
        }
    }

    /** Level 0's order (the newest file first) and a sorted run's (by min key), made once. */
    private static final Comparator<DataFileMeta> NEWEST_FIRST =
            Comparator.comparingLong(DataFileMeta::maxSequence).reversed();
    private static final Comparator<DataFileMeta> BY_MIN_KEY =
            (a, b) -> java.util.Arrays.compareUnsigned(a.minKey(), b.minKey());

    void remove(DataFileMeta f) {
        modCount++;
        if (!level0.remove(f)) {
            for (int i = 0; i < levels.size(); i++) { // indexed loops: no iterator per file
                if (levels.get(i).remove(f)) {
                    return;
                }
            }
        }
    }

    /**
     * Replaces compaction inputs by outputs. A level 1..max holds one sorted run, so an output may
     * only go to a level whose files are all inputs: otherwise two runs would share a level (their
     * files overlapping, the older one possibly read first) and this fails without changing
     * anything.
     */
    void update(List<DataFileMeta> before, List<DataFileMeta> after) {
        for (int i = 0; i < after.size(); i++) {
            DataFileMeta f = after.get(i);
            int level = Math.min(f.level(), maxLevel);
            if (level > 0) {
                List<DataFileMeta> run = levels.get(level);
                for (int j = 0; j < run.size(); j++) {
                    DataFileMeta g = run.get(j);
                    if (!before.contains(g)) {
                        throw new IllegalStateException("compaction output " + f + " cannot go to level " + level
                                + ": the level holds " + g + ", which the compaction did not take");
                    }
                }
            }
        }
        for (int i = 0; i < before.size(); i++) {
            remove(before.get(i));
        }
        for (int i = 0; i < after.size(); i++) {
            add(after.get(i));
        }
    }

    /**
     * Sorted runs newest first: each L0 file, then levels 1..max (non-empty). A level whose files
     * overlap (left by a bug that once let a compaction write into a level holding another run)
     * reads as several runs, newest first, so merges still meet a key's versions in age order and
     * the next compaction of that level repairs it.
     */
    List<SortedRun> runs() {
        RunsAt cached = runsAt;
        int mod = modCount;
        if (cached != null && cached.modCount == mod) {
            return cached;
        }
        RunsAt runs = buildRuns(mod, cached);
        runsAt = runs;
        return runs;
    }

    /**
     * The runs of {@link #runs()} as of a {@link #modCount}: asked for once per commit and per
     * compaction pick, they change only when files do. Immutable: the list itself, one object over an
     * array of its own (no list, view and holder per rebuild).
     */
    private static final class RunsAt extends java.util.AbstractList<SortedRun> implements java.util.RandomAccess {
        final int modCount;
        private final SortedRun[] runs;
        private final int size;

        RunsAt(int modCount, SortedRun[] runs, int size) {
            this.modCount = modCount;
            this.runs = runs;
            this.size = size;
        }

        @Override
        public SortedRun get(int index) {
            java.util.Objects.checkIndex(index, size);
            return runs[index];
        }

        @Override
        public int size() {
            return size;
        }
    }

    private volatile RunsAt runsAt;

    /**
     * The runs as of now; a run whose files are those of a run of {@code previous} (the same file
     * objects in the same order) is that run object again, so a commit that adds one level-0 file
     * builds one new run, not all of them.
     */
    private RunsAt buildRuns(int mod, List<SortedRun> previous) {
        // one slot per level-0 file and level: a damaged level read as several runs grows it
        SortedRun[] out = new SortedRun[level0.size() + maxLevel];
        int n = 0;
        for (int j = 0; j < level0.size(); j++) {
            DataFileMeta f = level0.get(j);
            SortedRun same = sameRun(previous, 0, f, null);
            out[n++] = same != null ? same : new SortedRun(0, List.of(f));
        }
        for (int i = 1; i <= maxLevel; i++) {
            List<DataFileMeta> level = levels.get(i);
            if (level.isEmpty()) {
                continue;
            }
            if (!overlapping(level)) {
                SortedRun same = sameRun(previous, i, null, level);
                // List.copyOf: one immutable list (a level holds no null), not a copy and a view of it
                out[n++] = same != null ? same : new SortedRun(i, List.copyOf(level));
            } else {
                List<List<DataFileMeta>> split = splitIntoRuns(level);
                if (n + split.size() + (maxLevel - i) > out.length) {
                    out = java.util.Arrays.copyOf(out, n + split.size() + (maxLevel - i));
                }
                for (List<DataFileMeta> run : split) {
                    out[n++] = new SortedRun(i, run);
                }
            }
        }
        return new RunsAt(mod, out, n);
    }

    /** The run of {@code previous} at {@code level} holding exactly {@code single} or {@code files}, else null. */
    private static SortedRun sameRun(List<SortedRun> previous, int level, DataFileMeta single, List<DataFileMeta> files) {
        if (previous == null) {
            return null;
        }
        for (int r = 0; r < previous.size(); r++) {
            SortedRun run = previous.get(r);
            if (run.level != level) {
                continue;
            }
            List<DataFileMeta> have = run.files;
            if (single != null) {
                if (have.size() == 1 && have.get(0) == single) {
                    return run;
                }
                continue;
            }
            if (have.size() != files.size()) {
                continue;
            }
            boolean same = true;
            for (int k = 0; k < have.size() && same; k++) {
                same = have.get(k) == files.get(k);
            }
            if (same) {
                return run;
            }
        }
        return null;
    }

    int numberOfSortedRuns() {
        int n = level0.size();
        for (int i = 1; i <= maxLevel; i++) {
            List<DataFileMeta> level = levels.get(i);
            if (!level.isEmpty()) {
                n += overlapping(level) ? splitIntoRuns(level).size() : 1;
            }
        }
        return n;
    }

    /** Whether files of one level (in min-key order) overlap in key range. */
    private static boolean overlapping(List<DataFileMeta> byMinKey) {
        for (int j = 1; j < byMinKey.size(); j++) {
            if (java.util.Arrays.compareUnsigned(byMinKey.get(j).minKey(), byMinKey.get(j - 1).maxKey()) <= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Splits an overlapping level into runs of disjoint files, newest first: files are placed,
     * newest (highest max sequence) first, into the first run none of whose files they overlap.
     */
    private static List<List<DataFileMeta>> splitIntoRuns(List<DataFileMeta> level) {
        List<DataFileMeta> newestFirst = new ArrayList<>(level);
        newestFirst.sort(Comparator.comparingLong(DataFileMeta::maxSequence).reversed());
        List<List<DataFileMeta>> runs = new ArrayList<>();
        for (DataFileMeta f : newestFirst) {
            List<DataFileMeta> home = null;
            for (List<DataFileMeta> run : runs) {
                boolean clash = false;
                for (DataFileMeta g : run) {
                    if (java.util.Arrays.compareUnsigned(f.minKey(), g.maxKey()) <= 0
                            && java.util.Arrays.compareUnsigned(g.minKey(), f.maxKey()) <= 0) {
                        clash = true;
                        break;
                    }
                }
                if (!clash) {
                    home = run;
                    break;
                }
            }
            if (home == null) {
                home = new ArrayList<>();
                runs.add(home);
            }
            home.add(f);
        }
        for (List<DataFileMeta> run : runs) {
            run.sort((a, b) -> java.util.Arrays.compareUnsigned(a.minKey(), b.minKey()));
        }
        return runs;
    }

    /** The highest level holding data, or -1 if the bucket is empty. */
    int nonEmptyHighestLevel() {
        for (int i = maxLevel; i >= 1; i--) {
            if (!levels.get(i).isEmpty()) {
                return i;
            }
        }
        return level0.isEmpty() ? -1 : 0;
    }

    List<DataFileMeta> allFiles() {
        List<DataFileMeta> out = new ArrayList<>(level0);
        for (List<DataFileMeta> run : levels) {
            out.addAll(run);
        }
        return out;
    }

    long maxSequence() {
        long max = -1;
        for (DataFileMeta f : allFiles()) {
            max = Math.max(max, f.maxSequence());
        }
        return max;
    }

    /** A sorted run: one L0 file, or all files of one level in key order. */
    static final class SortedRun {
        final int level;
        final List<DataFileMeta> files;

        SortedRun(int level, List<DataFileMeta> files) {
            this.level = level;
            this.files = files;
        }

        /**
         * The run's size as compaction picks weigh it (COMPACTION.md "Run sizes"): the sum of its files'
         * weights, an estimate of Paimon's Parquet sizes ({@link RunWeigher}).
         */
        long totalSize(RunWeigher weigher) {
            long s = 0;
            for (int i = 0; i < files.size(); i++) { // indexed: cold commit-path code allocates its iterators
                s += weigher.weigh(files.get(i));
            }
            return s;
        }

        @Override
        public String toString() {
            return "L" + level + files;
        }
    }
}
