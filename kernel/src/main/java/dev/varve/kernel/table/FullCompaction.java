package dev.varve.kernel.table;

import dev.varve.merge.KeyValueSource;
import dev.varve.merge.SortMergeReader;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

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
        int total = totalBuckets(ctx, b, base);
        List<DataFileMeta> after;
        if (ctx.primaryKeyTable) {
            int maxLevel = ctx.options.numLevels() - 1;
            Levels levels = new Levels(ctx.options.numLevels(), b.files);
            RollingRunWriter out = new RollingRunWriter(ctx, b.partition, b.bucket, maxLevel, DataFileMeta.Kind.DATA,
                    ctx.options.targetFileSize(true)).inOrder(); // the merge says where each key starts
            try (CompactionMerge merge = new CompactionMerge(RunSources.blocksForCompaction(ctx, b.partition, b.bucket, levels.runs()),
                    new GroupMerger(ctx.mergeEngine), RecordExpiry.of(ctx))) {
                merge.mergeAll(true, new CompactionMerge.Sink() {
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
                });
                after = out.finish();
            } catch (IOException | RuntimeException e) {
                out.abort();
                throw e;
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
        return new CommitMessageImpl(b.partition, ctx.paths.partitionPath(b.partition), b.bucket, total, null, b.files,
                after, null, null, null);
    }
}
