package dev.varve.kernel.table;

import dev.varve.kernel.options.CoreOptions;

import java.util.List;

/**
 * Where a compaction stores a key's lone version merged rather than as written (COMPACTION.md "A key's lone
 * version", lookup layout version 3).
 *
 * <p>Apache Paimon 1.4.2 reads and flushes a key's lone record as written (its reducer wrapper runs the merge
 * function only when two records meet). Tables that need lookups ({@link CoreOptions#needLookup()}) compact with its
 * lookup rewriter: a rewrite that takes a level-0 file runs every key of the rewrite through the merge function,
 * lone ones too (its lookup wrapper), while a level-0 file it only <em>upgrades</em> keeps its records as written, and
 * a rewrite without level-0 files passes lone records through. Its compaction task upgrades when the pick is a single
 * file (files below the compaction file size are otherwise rewritten together), and its lookup rewriter upgrades a
 * level-0 file without rewriting it only into the maximum level (into another level the aggregation and
 * partial-update engines rewrite it), and never one holding retractions into the maximum level (those are dropped
 * there by a rewrite). Varve's compactions always copy, so "upgraded" means "lone versions passed through".
 *
 * <p>Not modelled: Paimon upgrades a large file (at least the compaction file size, 70% of the target) of a run that
 * overlaps no other run of the pick without rewriting it; Varve's files are smaller than Paimon's Parquet files for
 * the same rows, so that threshold is not met at the same point anyway.
 */
final class LoneVersions {
    private LoneVersions() {
    }

    /**
     * Whether compacting {@code unit} (its runs, all of the bucket's or some) stores each key's lone version merged:
     * a table that needs lookups and is not compacted by the full-compaction producer's rewriter, a unit taking a
     * level-0 file, and not a single file without retractions going to the maximum level.
     */
    static boolean mergedBy(TableContext ctx, UniversalCompaction.Unit unit, int maxLevel) {
        return ctx.mergeEngine.mergingLoneVersionChangesIt() && rewritesLevel0(ctx, unit, maxLevel);
    }

    /**
     * Whether Paimon 1.4.2's lookup rewriter rewrites {@code unit}'s level-0 files (merging each key onto the row its
     * lookup finds below), whatever the engine: {@link #mergedBy} without its engine condition.
     */
    static boolean rewritesLevel0(TableContext ctx, UniversalCompaction.Unit unit, int maxLevel) {
        if (!ctx.primaryKeyTable || !ctx.options.needLookup()
                || ctx.options.changelogProducer() == CoreOptions.ChangelogProducer.FULL_COMPACTION) {
            return false;
        }
        List<DataFileMeta> files = unit.files();
        boolean level0 = false;
        for (int i = 0; i < files.size(); i++) {
            if (files.get(i).level() == 0) {
                level0 = true;
                break;
            }
        }
        if (!level0 || unit.outputLevel == 0) {
            return false;
        }
        if (files.size() == 1) {
            DataFileMeta only = files.get(0);
            // upgraded as it is into the top level when it holds no retraction
            return unit.outputLevel != maxLevel || only.retractCount() > 0;
        }
        return true;
    }

    /**
     * {@code merger}, or the same merger storing lone versions merged where {@link #mergedBy} says so.
     *
     * @param older the runs outside the unit when it does not reach the bottom (their keys' lone versions in the unit
     *     stay as written), or null when nothing is older
     */
    static GroupMerger merger(TableContext ctx, UniversalCompaction.Unit unit, int maxLevel, GroupMerger merger,
                              GroupMerger.OlderRuns older) {
        return mergedBy(ctx, unit, maxLevel) ? merger.mergingLoneVersions(older) : merger;
    }
}
