package dev.varve.kernel.table;

import java.util.List;

/**
 * Picks what to compact among a bucket's sorted runs (newest first): {@link UniversalCompaction},
 * or {@link ForceUpLevel0Compaction} for the lookup layout. See COMPACTION.md "Which runs a
 * primary-key compaction takes".
 */
interface CompactionStrategy {

    /** A compaction of {@code runs} (a bucket's runs, newest first), or null if nothing is to do. */
    UniversalCompaction.Unit pick(List<Levels.SortedRun> runs, int maxLevel);

    /**
     * As {@link #pick(List, int)}, among the window {@code runs[from, to)} of a bucket's runs
     * (newest first): the runs a compaction may take now (the committed ones). The window need
     * not reach the bucket's oldest run: a result not yet committed (a compaction that finished
     * after the checkpoint's commit message was made) can lie below it. A unit that takes the
     * whole window then outputs just above the first run below the window, never into the
     * maximum level (which would put newer data under older, into a level that may hold another
     * run), and is not full; if no level is free there, nothing is picked.
     */
    default UniversalCompaction.Unit pick(List<Levels.SortedRun> runs, int from, int to, int maxLevel) {
        UniversalCompaction.Unit unit = pick(from == 0 && to == runs.size() ? runs : runs.subList(from, to), maxLevel);
        if (unit == null || to == runs.size() || unit.runs.size() < to - from) {
            return unit;
        }
        int outputLevel = runs.get(to).level - 1;
        return outputLevel >= 1 ? new UniversalCompaction.Unit(unit.runs, outputLevel, false) : null;
    }
}
