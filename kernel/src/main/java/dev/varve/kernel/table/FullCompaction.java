package dev.varve.kernel.table;

import dev.varve.kernel.options.CoreOptions;
import dev.varve.merge.KeyValueSource;
import dev.varve.merge.SortMergeReader;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The explicit compaction action (SEMANTICS §9, {@code CALL sys.compact}): rewrites every file of
 * a bucket into one merged run at the maximum level (append tables: one file in write order).
 * Published as a COMPACT commit that the committer drops if a concurrent commit changed the
 * bucket's files meanwhile.
 */
final class FullCompaction {
    private FullCompaction() {
    }

    private static int totalBuckets(TableContext ctx, BucketFiles b, Snapshot base) {
        for (ManifestEntry e : ctx.store.liveEntries(base)) {
            if (e.partition().equals(b.partition) && e.bucket() == b.bucket) {
                return e.totalBuckets();
            }
        }
        return -1;
    }

    /**
     * A full compaction that rewrites nothing: the bucket's files move to {@code level} under their
     * own names (Paimon upgrades a lone file with no deletes this way, keeping its schema id).
     */
    static CommitMessageImpl upgrade(TableContext ctx, BucketFiles b, Snapshot base, int level) {
        List<DataFileMeta> after = new ArrayList<>();
        for (DataFileMeta f : b.files) {
            after.add(f.upgrade(level));
        }
        return new CommitMessageImpl(b.partition, ctx.paths.partitionPath(b.partition), b.bucket,
                totalBuckets(ctx, b, base), null, b.files, after, null, null, null);
    }

    static CommitMessageImpl compact(TableContext ctx, BucketFiles b, Snapshot base) throws IOException {
        if (ctx.primaryKeyTable) {
            Levels levels = new Levels(ctx.options.numLevels(), b.files);
            // every run, also a lone maximum-level run of several files or with expired records (the caller decides)
            return compact(ctx, b, base, new UniversalCompaction.Unit(levels.runs(), levels.maxLevel(), true));
        }
        return compact(ctx, b, base, null);
    }

    /**
     * The explicit minor compaction ({@code compact_strategy => 'minor'}): what the table's writers would pick
     * (the universal pick; the lookup layout's {@link ForceUpLevel0Compaction}), or null when that is nothing.
     * A lookup-layout pick that takes level-0 runs but leaves runs above them out becomes a full compaction:
     * Varve's explicit compaction merges a key's new versions with its older runs only when it takes them all
     * (Paimon's lookup rewriter looks the older value up instead and keeps those runs; same rows and changelog,
     * other levels).
     */
    static UniversalCompaction.Unit minorUnit(TableContext ctx, BucketFiles b) {
        Levels levels = new Levels(ctx.options.numLevels(), b.files);
        UniversalCompaction universal = new UniversalCompaction(ctx.options.maxSizeAmplificationPercent(),
                ctx.options.sizeRatio(), ctx.options.numSortedRunCompactionTrigger(), new RunWeigher(ctx, b.partition, b.bucket))
                .withEarlyFull(ctx.options);
        boolean lookupLayout = ctx.options.lookupLayout();
        List<Levels.SortedRun> runs = levels.runs();
        UniversalCompaction.Unit unit = lookupLayout ? new ForceUpLevel0Compaction(universal).pick(runs, levels.maxLevel())
                : universal.pick(runs, levels.maxLevel());
        if (unit == null || unit.isNoop()) {
            return null;
        }
        if (lookupLayout && unit.runs.size() < runs.size() && !runs.isEmpty() && runs.get(0).level == 0) {
            return UniversalCompaction.full(runs, levels.maxLevel());
        }
        return unit;
    }

    /**
     * Compacts {@code unit}'s runs of a primary-key bucket into its output level (append tables, {@code unit}
     * null: {@code b}'s files into one file in write order), with the changelog of the table's producer: the
     * full-compaction producer's when the output is the maximum level, the lookup producer's when level-0 runs
     * are taken.
     */
    static CommitMessageImpl compact(TableContext ctx, BucketFiles b, Snapshot base, UniversalCompaction.Unit unit)
            throws IOException {
        int total = totalBuckets(ctx, b, base);
        List<DataFileMeta> after;
        List<DataFileMeta> before = b.files;
        List<DataFileMeta> changelog = null;
        DeletionVectorIndex.Counter dvCounter = null;
        List<DeletionVectorIndex.Marks> marks = List.of();
        if (ctx.primaryKeyTable) {
            Levels levels = new Levels(ctx.options.numLevels(), b.files);
            int maxLevel = levels.maxLevel();
            before = new ArrayList<>();
            for (Levels.SortedRun r : unit.runs) {
                before.addAll(r.files);
            }
            boolean bottom = unit.full || unit.outputLevel >= levels.nonEmptyHighestLevel();
            Levels picked = new Levels(ctx.options.numLevels(), before);
            CoreOptions.ChangelogProducer producer = ctx.options.changelogProducer();
            // as Paimon's full-changelog rewriter, whose maximum level is num-levels - 1 whatever the restored levels
            // hold: a top level above it (the compaction trigger lowered after the files were written) gets no changelog
            boolean fullChangelog = producer == CoreOptions.ChangelogProducer.FULL_COMPACTION && unit.outputLevel == maxLevel
                    && maxLevel == ctx.options.numLevels() - 1;
            boolean lookupChangelog = producer == CoreOptions.ChangelogProducer.LOOKUP;
            RollingRunWriter out = new RollingRunWriter(ctx, b.partition, b.bucket, unit.outputLevel, DataFileMeta.Kind.DATA,
                    ctx.options.targetFileSize(true)).inOrder(); // the merge says where each key starts
            RollingRunWriter changes = null;
            ChangelogDiff diff = null;
            // the full-compaction producer stores merged rows as its writers' full compactions do (GroupMerger#collapsing);
            // an explicit compaction reaching the bottom stores what Paimon 1.4.2's CALL sys.compact stores: every group
            // merged into one row, retraction results and a key's lone retractions dropped, also with sequence.field
            // (GroupMerger#endOfInput; COMPACTION.md "The explicit compaction stores Paimon's merged rows", sweep 44 lt)
            GroupMerger merger = fullChangelog ? GroupMerger.collapsing(ctx.mergeEngine)
                    : bottom ? GroupMerger.endOfInput(ctx.mergeEngine) : new GroupMerger(ctx.mergeEngine);
            // a lookup table's rewrite of level-0 files stores lone versions merged, as Paimon's lookup rewriter (a lookup
            // table's explicit unit that takes level-0 files takes every run, minorUnit: nothing older to probe)
            if (bottom) {
                merger = LoneVersions.merger(ctx, unit, maxLevel, merger, null);
            }
            // deletion vectors: a key's retraction no run outside the unit holds is dropped (CompactionMerge#retractionsBelow)
            List<RunProbe> dvProbes = new ArrayList<>();
            if (!bottom && ctx.options.deletionVectorsEnabled()) {
                Set<String> inUnit = new HashSet<>();
                long keys = 0;
                for (DataFileMeta f : before) {
                    inUnit.add(f.fileName());
                    keys += f.rowCount();
                }
                for (Levels.SortedRun r : levels.runs()) {
                    boolean outside = true;
                    for (DataFileMeta f : r.files) {
                        outside &= !inUnit.contains(f.fileName());
                    }
                    if (outside) {
                        dvProbes.add(new RunProbe(ctx, b.partition, b.bucket, r.files, keys));
                    }
                }
            }
            merger.marksUpTo(ctx.marksUpTo(before)).supersedesUpTo(ctx.supersedesUpTo(before));
            // the deletion-vector marks of the output's keys, counted as they are written (the commit need not read them)
            dvCounter = DeletionVectorIndex.counting(ctx, b.partition, b.bucket, unit.outputLevel, b.files, before);
            if (dvCounter != null) {
                out.keysTo(dvCounter::key);
            }
            try (CompactionMerge merge = new CompactionMerge(RunSources.blocksForCompaction(ctx, b.partition, b.bucket, unit.runs),
                    merger, RecordExpiry.of(ctx)).droppingRetractionsOlderRunsLack(bottom || !ctx.options.deletionVectorsEnabled()
                    ? null : RunProbe.anyHolds(dvProbes))) {
                if (fullChangelog || (lookupChangelog && hasLevel0(picked))) {
                    // at the compaction's output level, as Paimon's (a batch read of a deletion-vector table skips level 0)
                    changes = new RollingRunWriter(ctx, b.partition, b.bucket, unit.outputLevel, DataFileMeta.Kind.CHANGELOG,
                            Long.MAX_VALUE);
                    diff = changelogDiff(ctx, b, picked, fullChangelog, changes);
                }
                KeyValueBucketWriter.CompactionSink sink = diff == null ? null
                        // the lookup changelog of a lone version kept as written is still its merge (Paimon's wrapper)
                        : new KeyValueBucketWriter.CompactionSink(out, diff, ctx.mergeEngine, null,
                        lookupChangelog && !merger.mergesLoneVersions());
                merge.mergeAll(bottom, sink != null ? sink : new CompactionMerge.Sink() {
                    @Override
                    public void beginKey(boolean severalVersions) {
                    }

                    @Override
                    public void accept(KeyValue kv, boolean first) throws IOException {
                        out.add(kv.key(), kv.sequence(), kv.kind(), kv.value(), first);
                    }

                    @Override
                    public boolean takesInPlace() {
                        return true;
                    }

                    @Override
                    public void acceptInPlace(byte[] keyBytes, int keyOff, int keyLen, long sequence, RowKind kind,
                                              InternalRow value) throws IOException {
                        out.add(keyBytes, keyOff, keyLen, sequence, kind, value, true);
                    }

                    @Override
                    public boolean takesPicked() {
                        return out.takesPicked();
                    }

                    @Override
                    public void acceptPicked(dev.varve.format.run.PickedRows rows) throws IOException {
                        out.addPicked(rows);
                    }
                });
                after = out.finish();
                if (dvCounter != null) {
                    marks = List.of(dvCounter.finish(after));
                }
                if (diff != null) {
                    diff.finish();
                    changelog = changes.finish();
                }
            } catch (IOException | RuntimeException e) {
                out.abort();
                if (diff != null) {
                    diff.close();
                }
                if (changes != null) {
                    changes.abort();
                }
                throw e;
            } finally {
                for (RunProbe p : dvProbes) {
                    p.close();
                }
                if (dvCounter != null) {
                    dvCounter.close();
                }
            }
        } else {
            List<DataFileMeta> files = new ArrayList<>(b.files);
            files.sort(Comparator.comparingLong(DataFileMeta::minSequence));
            List<KeyValueSource> sources = new ArrayList<>();
            for (DataFileMeta f : files) {
                sources.add(RunSources.forFile(ctx, b.partition, b.bucket, f));
            }
            RollingRunWriter out = new RollingRunWriter(ctx, b.partition, b.bucket, 0, DataFileMeta.Kind.DATA,
                    ctx.options.targetFileSize(false));
            try (SortMergeReader reader = new SortMergeReader(sources)) {
                while (reader.nextGroup()) {
                    List<KeyValue> group = reader.group();
                    for (int i = 0, n = group.size(); i < n; i++) {
                        KeyValue kv = group.get(i);
                        out.add(kv.key(), kv.sequence(), kv.kind(), kv.value(), true);
                    }
                }
                after = out.finish();
            } catch (IOException | RuntimeException e) {
                out.abort();
                throw e;
            }
        }
        return new CommitMessageImpl(b.partition, ctx.paths.partitionPath(b.partition), b.bucket, total, null, before,
                after, changelog, null, null).withDeletionVectorMarks(marks);
    }

    private static boolean hasLevel0(Levels levels) {
        for (Levels.SortedRun r : levels.runs()) {
            if (r.level == 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The changelog of a dedicated full compaction, as Paimon's compaction job produces it for
     * tables whose writers leave it to that job ({@code write-only}) or whose writers did not
     * fully compact yet: the full-compaction producer diffs the previous maximum-level run against
     * the result; the lookup producer diffs, for the keys of the level-0 files, the merge of the
     * runs above level 0 against the result.
     */
    private static ChangelogDiff changelogDiff(TableContext ctx, BucketFiles b, Levels levels, boolean full,
                                               RollingRunWriter changes) {
        List<Levels.SortedRun> above = new ArrayList<>();
        List<Levels.SortedRun> level0 = new ArrayList<>();
        for (Levels.SortedRun r : levels.runs()) { // newest first
            if (full ? r.level == levels.maxLevel() : r.level > 0) {
                above.add(r);
            } else if (!full && r.level == 0) {
                level0.add(r);
            }
        }
        MergedBucketReader before = above.isEmpty() ? null
                : new MergedBucketReader(ctx, RunSources.forRuns(ctx, b.partition, b.bucket, above));
        if (full) {
            return new ChangelogDiff(ctx, changes, before);
        }
        MergedBucketReader keys = new MergedBucketReader(ctx, RunSources.forRuns(ctx, b.partition, b.bucket, level0),
                false, true);
        return new ChangelogDiff(ctx, changes, before, keys);
    }
}
