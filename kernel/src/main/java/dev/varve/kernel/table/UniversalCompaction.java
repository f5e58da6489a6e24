package dev.varve.kernel.table;

import java.util.ArrayList;
import java.util.List;

/**
 * Picks what to compact among a bucket's sorted runs (newest first), in the universal style of
 * SEMANTICS §9, with Apache Paimon 1.4.2's rules: (1) size amplification — with at least
 * {@code trigger} runs, if the runs above the oldest add up to more than
 * {@code maxSizeAmplificationPercent}% of the oldest, compact everything; (2) size ratio — with at
 * least {@code trigger} runs, from the newest, keep adding the next run while it is no bigger than
 * (100 + sizeRatio)% of what is picked so far (a pick of one run is none); (3) run count — if there
 * are more than {@code trigger} runs, compact the newest (runs - trigger + 1), extended by size
 * ratio. The output level is chosen by {@link #createUnit}. See COMPACTION.md "Which runs a
 * primary-key compaction takes"; {@link ForceUpLevel0Compaction} builds on it.
 */
final class UniversalCompaction implements CompactionStrategy {
    private final int maxSizeAmpPercent;
    private final int sizeRatio;
    private final int trigger;
    private final RunWeigher weigher;

    /** Weighing runs by file bytes + 4 per record (version 1 of "Run sizes"): for tests of the pick rules. */
    UniversalCompaction(int maxSizeAmpPercent, int sizeRatio, int trigger) {
        this(maxSizeAmpPercent, sizeRatio, trigger, RunWeigher.BYTES);
    }

    UniversalCompaction(int maxSizeAmpPercent, int sizeRatio, int trigger, RunWeigher weigher) {
        this.maxSizeAmpPercent = maxSizeAmpPercent;
        this.sizeRatio = sizeRatio;
        this.trigger = trigger;
        this.weigher = weigher;
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
            int n = 0;
            for (int i = 0; i < runs.size(); i++) {
                n += runs.get(i).files.size();
            }
            List<DataFileMeta> out = new ArrayList<>(n); // sized: no regrowth
            for (int i = 0; i < runs.size(); i++) { // indexed: no iterator per compaction
                out.addAll(runs.get(i).files);
            }
            return out;
        }

        /** A unit that would only leave one run where it is (nothing to do). */
        boolean isNoop() {
            return runs.size() == 1 && runs.get(0).level == outputLevel;
        }

        @Override
        public String toString() {
            return runs + " -> L" + outputLevel + (full ? " (full)" : "");
        }
    }

    /**
     * Paimon 1.4.2's early full compaction ({@code compaction.optimization-interval},
     * {@code compaction.total-size-threshold}, {@code compaction.incremental-size-threshold}): checked
     * first at every pick with two or more runs. Null values leave a rule out.
     */
    UniversalCompaction withEarlyFull(Long intervalMillis, Long totalSizeThreshold, Long incrementalSizeThreshold) {
        this.fullIntervalMillis = intervalMillis;
        this.totalSizeThreshold = totalSizeThreshold;
        this.incrementalSizeThreshold = incrementalSizeThreshold;
        return this;
    }

    /** The table's early full compaction options. */
    UniversalCompaction withEarlyFull(dev.varve.kernel.options.CoreOptions options) {
        java.time.Duration interval = options.compactionOptimizationInterval();
        return withEarlyFull(interval == null ? null : interval.toMillis(), options.compactionTotalSizeThreshold(),
                options.compactionIncrementalSizeThreshold());
    }

    private Long fullIntervalMillis;
    private Long totalSizeThreshold;
    private Long incrementalSizeThreshold;
    /** When this strategy last picked a full compaction (epoch millis), or null: the interval rule's clock. */
    private Long lastFull;

    @Override
    public Unit pick(List<Levels.SortedRun> runs, int maxLevel) {
        Unit unit = pickRules(runs, maxLevel);
        if (unit != null && unit.full) {
            lastFull = System.currentTimeMillis();
        }
        return unit;
    }

    /** The early full compaction's verdict: whether every run is to be compacted now. */
    private boolean earlyFull(List<Levels.SortedRun> runs, int maxLevel) {
        if (fullIntervalMillis != null && (lastFull == null || System.currentTimeMillis() - lastFull > fullIntervalMillis)) {
            return true;
        }
        if (totalSizeThreshold != null) {
            long total = 0;
            for (int i = 0; i < runs.size(); i++) {
                total += runs.get(i).totalSize(weigher);
            }
            if (total < totalSizeThreshold) {
                return true;
            }
        }
        if (incrementalSizeThreshold != null) {
            long incremental = 0;
            for (int i = 0; i < runs.size(); i++) {
                if (runs.get(i).level != maxLevel) {
                    incremental += runs.get(i).totalSize(weigher);
                }
            }
            return incremental > incrementalSizeThreshold;
        }
        return false;
    }

    private Unit pickRules(List<Levels.SortedRun> runs, int maxLevel) {
        if (runs.size() < 2) {
            return null;
        }
        // 0. early full compaction (Paimon's EarlyFullCompaction: only with two or more runs)
        if (earlyFull(runs, maxLevel)) {
            return new Unit(new ArrayList<>(runs), maxLevel, true);
        }
        // 1. size amplification
        long above = 0;
        for (int i = 0; i < runs.size() - 1; i++) {
            above += runs.get(i).totalSize(weigher);
        }
        long oldest = runs.get(runs.size() - 1).totalSize(weigher);
        if (runs.size() >= trigger && above * 100 > (long) maxSizeAmpPercent * Math.max(1, oldest)) {
            return createUnit(runs, maxLevel, runs.size());
        }
        // 2. size ratio, from the newest run
        if (runs.size() >= trigger) {
            Unit unit = pickForSizeRatio(runs, maxLevel, 1, false);
            if (unit != null) {
                return unit;
            }
        }
        // 3. run count: too many runs, take the newest (runs - trigger + 1) and extend by size ratio
        if (runs.size() > trigger) {
            return pickForSizeRatio(runs, maxLevel, runs.size() - trigger + 1, false);
        }
        return null;
    }

    /**
     * The newest {@code candidates} runs, extended by each next run while it is no bigger than
     * (100 + sizeRatio)% of what is taken so far. Without {@code force} a pick of one run is none.
     */
    Unit pickForSizeRatio(List<Levels.SortedRun> runs, int maxLevel, int candidates, boolean force) {
        long candidate = 0;
        for (int i = 0; i < candidates; i++) {
            candidate += runs.get(i).totalSize(weigher);
        }
        int n = candidates;
        while (n < runs.size()) {
            long next = runs.get(n).totalSize(weigher);
            // integer division: next is whole, so floor(x) < next exactly when x < next
            if (candidate * (100 + sizeRatio) / 100 < next) {
                break;
            }
            candidate += next;
            n++;
        }
        return force || n > 1 ? createUnit(runs, maxLevel, n) : null;
    }

    /**
     * The unit of the newest {@code count} runs. Its output level is the next run's level minus
     * one; if that is 0 (the next run is in level 0 or 1), the unit takes the following runs up
     * to and including the first one not in level 0 and outputs into that run's level. A unit that
     * takes every run outputs into the maximum level and is full.
     */
    static Unit createUnit(List<Levels.SortedRun> runs, int maxLevel, int count) {
        int outputLevel = count == runs.size() ? maxLevel : Math.max(0, runs.get(count).level - 1);
        if (outputLevel == 0) {
            while (count < runs.size()) {
                int level = runs.get(count++).level;
                if (level != 0) {
                    outputLevel = level;
                    break;
                }
            }
        }
        boolean full = count == runs.size();
        List<Levels.SortedRun> taken = new ArrayList<>(count);
        for (int i = 0; i < count; i++) { // no sub-list view per pick
            taken.add(runs.get(i));
        }
        return new Unit(taken, full ? maxLevel : outputLevel, full);
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
}
