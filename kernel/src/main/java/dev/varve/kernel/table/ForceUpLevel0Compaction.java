package dev.varve.kernel.table;

import java.util.List;

/**
 * The lookup compaction layout of Apache Paimon 1.4.2 (COMPACTION.md "The lookup layout"): the
 * universal pick first; if it picks nothing, every level-0 run is taken and extended by size ratio
 * towards the older runs ({@link UniversalCompaction#pickForSizeRatio} forced), so no level-0 file
 * is left behind. Used by tables that need lookups (the lookup changelog producer, deletion
 * vectors, the first-row engine, {@code force-lookup}) and by {@code compaction.force-up-level-0}.
 */
final class ForceUpLevel0Compaction implements CompactionStrategy {
    private final UniversalCompaction universal;

    ForceUpLevel0Compaction(UniversalCompaction universal) {
        this.universal = universal;
    }

    @Override
    public UniversalCompaction.Unit pick(List<Levels.SortedRun> runs, int maxLevel) {
        UniversalCompaction.Unit unit = universal.pick(runs, maxLevel);
        if (unit != null) {
            return unit;
        }
        int level0 = 0;
        while (level0 < runs.size() && runs.get(level0).level == 0) {
            level0++;
        }
        return level0 == 0 ? null : universal.pickForSizeRatio(runs, maxLevel, level0, true);
    }
}
