package dev.varve.kernel.table;

import dev.varve.merge.KeyValueSource;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * The writer of one bucket of an append table (SEMANTICS §6): rows are streamed straight into
 * run files in arrival order (empty key, increasing sequence), so a bucket's rows are read back in
 * write order; small committed files are compacted in the background by concatenation once
 * {@code compaction.min.file-num} consecutive ones add up to {@code target-file-size}, or
 * {@code compaction.max.file-num} of them exist ({@link AppendCompactionPicker#forWriter}), copying their pages
 * ({@link AppendConcat}) when they have the table's current row type.
 */
final class AppendBucketWriter implements BucketWriter {
    private static final byte[] EMPTY_KEY = new byte[0];

    private final TableContext ctx;
    private final Partition partition;
    private final int bucket;
    private final int totalBuckets;
    private final long targetFileSize;
    private final ExecutorService compactExecutor;

    private long nextSequence;
    private long buffered;
    private RollingRunWriter current;

    // guarded by this
    private List<DataFileMeta> committed;
    private final List<DataFileMeta> newFiles = new ArrayList<>();
    private final List<DataFileMeta> compactBefore = new ArrayList<>();
    private final List<DataFileMeta> compactAfter = new ArrayList<>();
    private Future<?> compaction;
    private long generation;
    /** Paimon's file sizes for the end of input's pick (COMPACTION.md "Append tables"), made on first use. */
    private RunWeigher weigher;

    AppendBucketWriter(TableContext ctx, Partition partition, int bucket, int totalBuckets, List<DataFileMeta> files,
                       ExecutorService compactExecutor) {
        this.ctx = ctx;
        this.partition = partition;
        this.bucket = bucket;
        this.totalBuckets = totalBuckets;
        this.targetFileSize = ctx.options.targetFileSize(false);
        this.compactExecutor = compactExecutor;
        this.committed = new ArrayList<>(files);
        long max = -1;
        for (DataFileMeta f : files) {
            max = Math.max(max, f.maxSequence());
        }
        this.nextSequence = max + 1;
    }

    @Override
    public void write(InternalRow row) throws IOException {
        if (current == null) {
            current = new RollingRunWriter(ctx, partition, bucket, 0, DataFileMeta.Kind.DATA, targetFileSize);
        }
        current.add(EMPTY_KEY, nextSequence++, row.getRowKind(), row, true);
        buffered++;
    }

    @Override
    public InternalRow lookup(InternalRow keyRow) {
        throw new UnsupportedOperationException("append tables have no primary key to look up");
    }

    @Override
    public long bufferedRecords() {
        return buffered;
    }

    @Override
    public CommitMessageImpl prepareCommit(boolean waitCompaction, boolean fullCompaction, boolean endOfInput)
            throws IOException {
        if (current != null) {
            List<DataFileMeta> files = current.finish();
            current = null;
            synchronized (this) {
                newFiles.addAll(files);
            }
        }
        if (waitCompaction) {
            waitCompaction();
        }
        CommitMessageImpl msg;
        synchronized (this) {
            if (compaction != null && compaction.isDone()) {
                compaction = null;
            }
            msg = new CommitMessageImpl(partition, ctx.paths.partitionPath(partition), bucket, totalBuckets, newFiles,
                    compactBefore, compactAfter, null, null, null);
            committed.addAll(newFiles);
            newFiles.clear();
            compactBefore.clear();
            compactAfter.clear();
        }
        buffered = 0;
        if (!endOfInput) {
            maybeCompact();
        }
        return msg;
    }

    /**
     * The end of input's compaction of a fixed bucket, as Paimon's bucketed append writer picks when it flushes at
     * the end of input ({@link AppendCompactionPicker#atEndOfInput}, over the sizes of Paimon's files for the same
     * records: {@link RunWeigher}), on this thread; with {@code fullCompaction}
     * ({@code full-compaction.delta-commits} set: Paimon's sink asks the writer for a full compaction of the buckets
     * it wrote) first the explicit full compaction's pick ({@link AppendCompactionPicker#forFixedBucketFullCompaction}),
     * and the flush's own pick only where that picks nothing. Bucket-unaware tables ({@code bucket = -1}) are compacted
     * by a dedicated job in Paimon's batch sink (none runs): nothing here, as with {@code write-only}.
     */
    @Override
    public CommitMessageImpl commitCompaction(boolean fullCompaction, boolean endOfInput) throws IOException {
        if (!endOfInput) {
            return null;
        }
        waitCompaction();
        List<DataFileMeta> pick = null;
        synchronized (this) {
            if (totalBuckets > 0 && !ctx.options.writeOnly()) {
                List<DataFileMeta> all = new ArrayList<>(committed);
                all.sort(Comparator.comparingLong(DataFileMeta::minSequence));
                if (fullCompaction) {
                    pick = AppendCompactionPicker.forFixedBucketFullCompaction(all, targetFileSize);
                }
                if (pick == null) {
                    if (weigher == null) {
                        weigher = new RunWeigher(ctx, partition, bucket);
                    }
                    pick = AppendCompactionPicker.atEndOfInput(all, targetFileSize, ctx.options.compactionMinFileNum(),
                            weigher::weigh);
                }
            }
        }
        if (pick != null) {
            compact(pick);
        }
        synchronized (this) {
            CommitMessageImpl msg = new CommitMessageImpl(partition, ctx.paths.partitionPath(partition), bucket, totalBuckets,
                    null, compactBefore, compactAfter, null, null, null).asCommitCompaction();
            compactBefore.clear();
            compactAfter.clear();
            return msg;
        }
    }

    private synchronized void maybeCompact() {
        if (compaction != null || ctx.options.writeOnly()) {
            return; // write-only: a dedicated compaction job compacts (Table.compact)
        }
        List<DataFileMeta> all = new ArrayList<>(committed);
        all.sort(Comparator.comparingLong(DataFileMeta::minSequence));
        List<DataFileMeta> pick = AppendCompactionPicker.forWriter(all, targetFileSize, ctx.options.compactionMinFileNum(),
                ctx.options.compactionMaxFileNum());
        if (pick == null) {
            return;
        }
        compaction = compactExecutor.submit(() -> {
            compact(pick);
            return null;
        });
    }

    private void compact(List<DataFileMeta> pick) throws IOException {
        long startGeneration;
        synchronized (this) {
            startGeneration = generation;
        }
        // An append bucket's files hold disjoint sequence ranges: concatenating them in sequence
        // order keeps the write order (queue tables, SEMANTICS §6); no merge. Files of the current
        // row type are concatenated page by page (no record is decoded); older schemas are rewritten.
        List<DataFileMeta> inOrder = new ArrayList<>(pick);
        inOrder.sort((a, b) -> Long.compare(a.minSequence(), b.minSequence()));
        List<DataFileMeta> after = sameRowType(inOrder)
                ? AppendConcat.concatenate(ctx, partition, bucket, inOrder, targetFileSize)
                : rewrite(inOrder);
        synchronized (this) {
            if (startGeneration != generation) {
                for (DataFileMeta f : after) {
                    deleteQuietly(f);
                }
                return;
            }
            committed.removeAll(pick);
            committed.addAll(after);
            compactBefore.addAll(pick);
            compactAfter.addAll(after);
            for (DataFileMeta f : pick) {
                ctx.evict(partition, bucket, f);
            }
        }
    }

    /**
     * Whether every file has the table's current fields (by field id, in order: a column dropped and added again
     * under its name is another column), so its pages can be copied as they are.
     */
    private boolean sameRowType(List<DataFileMeta> files) {
        for (DataFileMeta f : files) {
            if (ctx.fieldMap(f.schemaId()) != null) {
                return false;
            }
        }
        return true;
    }

    /** Decodes every record of the files (older schemas padded to the current one) and writes them again. */
    private List<DataFileMeta> rewrite(List<DataFileMeta> inOrder) throws IOException {
        RollingRunWriter out = new RollingRunWriter(ctx, partition, bucket, 0, DataFileMeta.Kind.DATA, targetFileSize);
        try (KeyValueSource source = new RunSources.FilesSource(ctx, partition, bucket, inOrder, null, null)) {
            KeyValue kv;
            while ((kv = source.next()) != null) {
                out.add(kv.key(), kv.sequence(), kv.kind(), kv.value(), true);
            }
            return out.finish();
        } catch (IOException | RuntimeException e) {
            out.abort();
            throw e;
        }
    }

    private void waitCompaction() throws IOException {
        Future<?> f;
        synchronized (this) {
            f = compaction;
        }
        if (f == null) {
            return;
        }
        try {
            f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while waiting for compaction", e);
        } catch (ExecutionException e) {
            // a failed compaction changed nothing
        }
        synchronized (this) {
            if (compaction == f) {
                compaction = null;
            }
        }
    }

    @Override
    public synchronized void reload(List<DataFileMeta> liveFiles) {
        generation++;
        for (DataFileMeta f : compactAfter) {
            deleteQuietly(f);
        }
        compactAfter.clear();
        compactBefore.clear();
        committed = new ArrayList<>(liveFiles);
        for (DataFileMeta f : liveFiles) {
            nextSequence = Math.max(nextSequence, f.maxSequence() + 1);
        }
    }

    @Override
    public void abort() {
        try {
            waitCompaction();
        } catch (IOException ignored) {
            // aborting anyway
        }
        if (current != null) {
            current.abort();
            current = null;
        }
        synchronized (this) {
            for (DataFileMeta f : newFiles) {
                deleteQuietly(f);
            }
            for (DataFileMeta f : compactAfter) {
                deleteQuietly(f);
            }
            newFiles.clear();
            compactAfter.clear();
        }
    }

    private void deleteQuietly(DataFileMeta f) {
        try {
            ctx.io.delete(ctx.paths.filePath(partition, bucket, f));
        } catch (IOException ignored) {
            // orphan cleanup removes it
        }
    }

    @Override
    public void close() {
        try {
            waitCompaction();
        } catch (IOException ignored) {
            // closing
        }
        if (current != null) {
            current.abort();
            current = null;
        }
    }
}
