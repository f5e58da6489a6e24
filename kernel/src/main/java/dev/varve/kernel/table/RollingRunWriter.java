package dev.varve.kernel.table;

import dev.varve.format.run.FinishedRun;
import dev.varve.format.run.RunWriter;
import dev.varve.format.run.RunWriterOptions;
import dev.varve.format.run.RunWriterScratch;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.ValueCasts;
import org.agrona.DirectBuffer;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes sorted records into run files of one bucket and level, starting a new file when the
 * current one reaches the target size (only between keys, so a key's versions never straddle
 * two files of a level). Not thread-safe.
 */
final class RollingRunWriter implements AutoCloseable {
    private final TableContext ctx;
    private final Partition partition;
    private final int bucket;
    private final int level;
    private final DataFileMeta.Kind kind;
    private final long targetSize;
    private RunWriterOptions options;
    private final List<DataFileMeta> written = new ArrayList<>();
    private RunWriter current;
    /** The buffers of {@link #current}, back to the table's pool when it is finished or aborted. */
    private RunWriterScratch scratch;
    private String currentName;
    /** The bucket directory and path of {@link #current} (kept by its metadata, see {@link DataFileMeta#writtenAt}). */
    private String currentDir;
    private String currentPath;
    private byte[] lastKey;
    /** Records since the size was last checked: the estimate is consulted every 256 records. */
    private int sinceCheck;
    /** See {@link #inOrder()}. */
    private boolean inOrder;
    /** See {@link #deferSyncTo}. */
    private RunWriter.SyncDeferral deferral;
    /**
     * A cross-partition table's partition columns, stored as the file's partition where a record holds null (null:
     * not such a table). They are value columns of its merge there (the key misses them), so a merge can null them
     * (an aggregation's default {@code last_non_null_value} retracted by a {@code -U}); Apache Paimon 1.4.2 stores
     * that null but reads every file's partition columns from its partition, so a stored merged row reads with the
     * partition's values while a merge on read of its unmerged versions still gives null (fzmx_1254, golden
     * {@code sweep27_mx_xpart_agg_retract_partition}). Storing the partition's values reads the same.
     */
    private final DefaultedRow partitionValues;
    /** See {@link #keysTo}; null: none. */
    private KeySink keys;
    /** A key as a byte array for {@link #keys} when it comes in a buffer (allocated on first use). */
    private byte[] keyScratch;

    /** Receives the key of every record starting a new key, in the order written. */
    interface KeySink {
        void key(byte[] bytes, int off, int len) throws IOException;
    }

    RollingRunWriter(TableContext ctx, Partition partition, int bucket, int level, DataFileMeta.Kind kind, long targetSize) {
        this.ctx = ctx;
        this.partition = partition;
        this.bucket = bucket;
        this.level = level;
        this.kind = kind;
        this.targetSize = targetSize;
        this.options = ctx.runOptions;
        this.partitionValues = partitionValues(ctx, partition);
    }

    private static DefaultedRow partitionValues(TableContext ctx, Partition partition) {
        int[] idx = ctx.partitionIndexes;
        if (!ctx.primaryKeyTable || idx.length == 0 || !ctx.schema.crossPartitionUpdate()) {
            return null;
        }
        Object[] values = new Object[ctx.rowType.size()];
        boolean any = false;
        for (int i = 0; i < idx.length; i++) {
            String text = partition.values().get(i);
            if (text != null) {
                values[idx[i]] = ValueCasts.cast(text, ctx.rowType.type(idx[i]));
                any = true;
            }
        }
        return any ? new DefaultedRow(values) : null;
    }

    /** {@code value}, or a view of it with the partition's values in its null partition columns. */
    private InternalRow filled(InternalRow value) {
        return partitionValues == null || value == null ? value : partitionValues.wrap(value);
    }

    /**
     * The caller adds records it has put in order itself and whose {@code newKey} says exactly
     * whether the key differs from the previous record's (a sorted memtable's flush): the run
     * writer does not compare keys again ({@link RunWriter#addInOrder}).
     */
    RollingRunWriter inOrder() {
        inOrder = true;
        return this;
    }

    /** Hands the key of each record that starts a new key to {@code sink} as it is written. */
    RollingRunWriter keysTo(KeySink sink) {
        keys = sink;
        return this;
    }

    /** Each finished file's sync is handed to {@code d} ({@link RunWriter#deferSyncTo}) instead of done at its finish. */
    RollingRunWriter deferSyncTo(RunWriter.SyncDeferral d) {
        deferral = d;
        return this;
    }

    /** Closes pages at {@code bytes} uncompressed bytes instead of the table's default (tests make tiny pages). */
    RollingRunWriter pageBytes(int bytes) {
        options = options.withTargetPageBytes(bytes);
        return this;
    }

    /**
     * Files that depend on their records only (tests compare bytes): {@code millis} as every file's creation time, and
     * pages compressed in the caller's thread, so the size checked at a roll ({@link RunWriter#estimatedSize}, which
     * counts the bytes the background worker has stored so far) does not depend on the worker's progress.
     */
    RollingRunWriter deterministic(long millis) {
        options = options.withCreationTimeMillis(millis).withBackgroundCompression(false);
        return this;
    }

    private void open() throws IOException {
        String prefix = kind == DataFileMeta.Kind.CHANGELOG ? "changelog-" : "data-";
        currentName = ctx.fileNames.next(prefix, ".vrf");
        currentDir = ctx.paths.bucketDir(partition, bucket);
        currentPath = currentDir + "/" + currentName;
        // level 0 and changelogs: flushes' size; data above: compaction outputs (a changelog's level is its producer's)
        RunWriterScratch s = ctx.acquireWriterScratch(level > 0 && kind == DataFileMeta.Kind.DATA);
        try {
            current = new RunWriter(ctx.io, currentPath, ctx.rowType, options, s);
            if (deferral != null) {
                current.deferSyncTo(deferral);
            }
        } catch (IOException | RuntimeException e) {
            ctx.releaseWriterScratch(s);
            throw e;
        }
        scratch = s;
    }

    /** Adds a record; {@code newKey} says whether it starts a new key (files roll only there). */
    void add(byte[] key, long seq, RowKind rowKind, InternalRow value, boolean newKey) throws IOException {
        RunWriter w = writerFor(newKey);
        value = filled(value);
        if (keys != null && newKey) {
            keys.key(key, 0, key.length);
        }
        if (inOrder) {
            w.addInOrder(key, seq, rowKind, value, newKey);
        } else {
            w.add(key, seq, rowKind, value);
        }
    }

    /** As {@link #add(byte[], long, RowKind, InternalRow, boolean)} with the key {@code keyLen} bytes of {@code keyBytes} at {@code keyOff}. */
    void add(byte[] keyBytes, int keyOff, int keyLen, long seq, RowKind rowKind, InternalRow value, boolean newKey)
            throws IOException {
        RunWriter w = writerFor(newKey);
        value = filled(value);
        if (keys != null && newKey) {
            keys.key(keyBytes, keyOff, keyLen);
        }
        if (inOrder) {
            w.addInOrder(keyBytes, keyOff, keyLen, seq, rowKind, value, newKey);
        } else {
            w.add(keyBytes, keyOff, keyLen, seq, rowKind, value);
        }
    }

    void add(DirectBuffer keyBuf, int keyOff, int keyLen, long seq, RowKind rowKind, InternalRow value, boolean newKey)
            throws IOException {
        RunWriter w = writerFor(newKey);
        value = filled(value);
        if (keys != null && newKey) {
            if (keyScratch == null || keyScratch.length < keyLen) {
                keyScratch = new byte[keyLen];
            }
            keyBuf.getBytes(keyOff, keyScratch, 0, keyLen);
            keys.key(keyScratch, 0, keyLen);
        }
        if (inOrder) {
            w.addInOrder(keyBuf, keyOff, keyLen, seq, rowKind, value, newKey);
        } else {
            w.add(keyBuf, keyOff, keyLen, seq, rowKind, value);
        }
    }

    /**
     * Whether {@link #addPicked} may be used: records in order ({@link #inOrder()}), no key sink, no partition values
     * to fill in.
     */
    boolean takesPicked() {
        return inOrder && keys == null && partitionValues == null;
    }

    /**
     * Adds all of {@code picked}'s records, each a new key in ascending order ({@link RunWriter#addPicked}); the same
     * files as {@link #add(byte[], int, int, long, RowKind, InternalRow, boolean) add(..., true)} of each in turn:
     * the file size is checked before the same records. Only when {@link #takesPicked()}.
     */
    void addPicked(dev.varve.format.run.PickedRows picked) throws IOException {
        int n = picked.size();
        int i = 0;
        while (i < n) {
            RunWriter w = writerFor(true);
            // the records after this one that writerFor would not check: until sinceCheck reaches 256
            int end = Math.min(n, i + 256 - sinceCheck);
            sinceCheck += end - i - 1;
            w.addPicked(picked, i, end);
            i = end;
        }
    }

    /** The writer of the next record: a new file once the current one is full at a new key. */
    private RunWriter writerFor(boolean newKey) throws IOException {
        if (current != null && newKey && ++sinceCheck >= 256) {
            sinceCheck = 0;
            if (current.estimatedSize() >= targetSize) {
                finishCurrent();
            }
        }
        if (current == null) {
            open();
        }
        return current;
    }

    private void finishCurrent() throws IOException {
        try {
            // the figures are in the scratch's holder: read them before the scratch goes back to the pool
            FinishedRun f = current.finishRun();
            written.add(new DataFileMeta(currentName, kind, f.fileSize(), f.rowCount(), f.retractCount(), f.minKey(),
                    f.maxKey(), f.minSequence(), f.maxSequence(), ctx.schema.id(), level, f.creationTimeMillis())
                    .writtenAt(currentDir, currentPath));
        } finally {
            releaseScratch();
        }
        current = null;
        lastKey = null;
    }

    /**
     * Readies this writer for another run of files after {@link #finish()} returned (the list it returned is cleared:
     * its caller has taken the files), as a new writer with the same settings. Only for a writer whose files are done
     * with: no file open (finished, never aborted half-way).
     */
    RollingRunWriter reuse() {
        if (current != null) {
            throw new IllegalStateException("a file is open");
        }
        written.clear();
        lastKey = null;
        sinceCheck = 0;
        return this;
    }

    /** Finishes the open file and returns every file written. */
    List<DataFileMeta> finish() throws IOException {
        if (current != null) {
            finishCurrent();
        }
        return written;
    }

    /** Deletes everything written (used when the work is abandoned). */
    void abort() {
        if (current != null) {
            try {
                current.abort();
            } catch (IOException ignored) {
                // orphan cleanup removes it
            } finally {
                releaseScratch();
            }
            current = null;
        }
        for (DataFileMeta f : written) {
            try {
                ctx.io.delete(ctx.paths.filePath(partition, bucket, f));
            } catch (IOException ignored) {
                // orphan cleanup removes it
            }
        }
        written.clear();
    }

    @Override
    public void close() {
        if (current != null) {
            abort();
        }
    }

    private void releaseScratch() {
        ctx.releaseWriterScratch(scratch);
        scratch = null;
    }

    byte[] lastKey() {
        return lastKey;
    }
}
