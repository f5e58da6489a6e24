package dev.varve.kernel.table;

import java.util.ArrayList;
import java.util.List;

/**
 * Picks what to compact among a bucket's sorted runs (newest first), in the universal style of
 * SEMANTICS §9: (1) size amplification — with at least {@code trigger} runs, if the runs above the oldest add up to more than
 * {@code maxSizeAmplificationPercent}% of the oldest, compact everything; (2) size ratio — from
 * the newest, keep adding the next run while it is no bigger than (100 + sizeRatio)% of what is
 * picked so far; (3) run count — if there are more than {@code trigger} runs, compact the newest
 * (runs - trigger + 1). The output level is the level just above the first run not picked (the
 * maximum level when all are picked), never 0: a pick ending on level 0 just above level 1 takes
 * that run too.
 */
final class UniversalCompaction {
    private final int maxSizeAmpPercent;
    private final int sizeRatio;
    private final int trigger;

    UniversalCompaction(int maxSizeAmpPercent, int sizeRatio, int trigger) {
        this.maxSizeAmpPercent = maxSizeAmpPercent;
        this.sizeRatio = sizeRatio;
        this.trigger = trigger;
    }

    /** A compaction to run: its input runs and output level; null if nothing to do. */
    static final class Unit {
        final List<Levels.SortedRun> runs;
        final int outputLevel;
        final boolean full;

        Unit(List<Levels.SortedRun> runs, int outputLevel, boolean full) {
            this.runs = runs;
            this.outputLevel = outputLevel;
            this.full = full;
        }

        List<DataFileMeta> files() {
            List<DataFileMeta> out = new ArrayList<>();
            for (int i = 0; i < runs.size(); i++) { // indexed: no iterator per compaction
                out.addAll(runs.get(i).files);
            }
            return out;
        }
    }

    Unit pick(List<Levels.SortedRun> runs, int maxLevel) {
        if (runs.size() < 2) {
            return null;
        }
        // 1. size amplification
        long above = 0;
        for (int i = 0; i < runs.size() - 1; i++) {
            above += runs.get(i).totalSize();
        }
        long oldest = runs.get(runs.size() - 1).totalSize();
        if (runs.size() >= trigger && above * 100 > (long) maxSizeAmpPercent * Math.max(1, oldest)) {
            return unit(runs, runs.size(), maxLevel);
        }
        // 2. size ratio, from the newest run
        if (runs.size() >= trigger) {
            int n = extendBySizeRatio(runs, 1);
            if (n > 1) {
                return unit(runs, n, maxLevel);
            }
        }
        // 3. run count: too many runs, take the newest (runs - trigger + 1) and extend by size ratio
        if (runs.size() > trigger) {
            return unit(runs, extendBySizeRatio(runs, runs.size() - trigger + 1), maxLevel);
        }
        return null;
    }

    /**
     * As {@link #pick(List, int)}, among the window {@code runs[from, to)} of a bucket's runs
     * (newest first): the runs a compaction may take now (the committed ones). The window need
     * not reach the bucket's oldest run: a result not yet committed (a compaction that finished
     * after the checkpoint's commit message was made) can lie below it. A unit that takes the
     * whole window then outputs just above the first run below the window, never into the
     * maximum level (which would put newer data under older, into a level that may hold another
     * run), and is not full; if no level is free there, nothing is picked.
     */
    Unit pick(List<Levels.SortedRun> runs, int from, int to, int maxLevel) {
        Unit unit = pick(runs.subList(from, to), maxLevel);
        if (unit == null || to == runs.size() || unit.runs.size() < to - from) {
            return unit;
        }
        int outputLevel = runs.get(to).level - 1;
        return outputLevel >= 1 ? new Unit(unit.runs, outputLevel, false) : null;
    }

    private int extendBySizeRatio(List<Levels.SortedRun> runs, int start) {
        long candidate = 0;
        for (int i = 0; i < start; i++) {
            candidate += runs.get(i).totalSize();
        }
        int n = start;
        while (n < runs.size()) {
            long next = runs.get(n).totalSize();
            if (candidate * (100 + sizeRatio) / 100 < next) {
                break;
            }
            candidate += next;
            n++;
        }
        return n;
    }

    /** A full compaction of every run into the maximum level. */
    static Unit full(List<Levels.SortedRun> runs, int maxLevel) {
        if (runs.isEmpty()) {
            return null;
        }
        if (runs.size() == 1 && runs.get(0).level == maxLevel) {
            return null;
        }
        return new Unit(new ArrayList<>(runs), maxLevel, true);
    }

    private static Unit unit(List<Levels.SortedRun> runs, int count, int maxLevel) {
        count = Math.max(2, Math.min(count, runs.size()));
        while (count < runs.size()) {
            int outputLevel = runs.get(count).level - 1;
            if (outputLevel >= 1) {
                return new Unit(new ArrayList<>(runs.subList(0, count)), outputLevel, false);
            }
            count++;
        }
        return new Unit(new ArrayList<>(runs), maxLevel, true);
    }
}
