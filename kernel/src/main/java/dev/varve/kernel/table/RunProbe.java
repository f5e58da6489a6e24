package dev.varve.kernel.table;

import dev.varve.format.run.RunCursor;
import dev.varve.format.run.RunReader;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Finds every version of a key in one sorted run, for keys asked in ascending order (the lookup
 * changelog producer). Dense probes walk one forward cursor per file (sequential I/O), comparing
 * keys where the page holds them; sparse probes use the bloom filter and the sparse index to decode
 * only the page that can hold the key.
 *
 * <p>Reuse contract: the versions a call hands out (holders, values; their key is the probed key
 * array itself) are this probe's and stay valid until its next {@link #versions} or {@link #latest}
 * call or {@link #close()}. Values of files with the table's field types are copied as
 * {@link dev.varve.row.BinaryRow}s into a reused arena (no boxing, nothing allocated per version once
 * the arena has grown); other files' as {@link GenericRow}s.
 */
final class RunProbe implements AutoCloseable {
    private final TableContext ctx;
    private final Partition partition;
    private final int bucket;
    private final List<DataFileMeta> files;
    private final boolean linear;
    private final PaddedRow padded;
    private int fileIndex;
    private RunCursor cursor;
    private boolean cursorValid;
    private FieldMap pad;
    /** Whether {@link #cursor}'s file has the table's field types (its rows fit {@link #arena}). */
    private boolean cursorFits;
    /** The copies of the versions handed out by the last call; made on first use. */
    private BinaryRowArena arena;
    /** Reused version holders, {@link #holdersUsed} of them handed out by the last call. */
    private final List<KeyValue> holders = new ArrayList<>();
    private int holdersUsed;

    RunProbe(TableContext ctx, Partition partition, int bucket, List<DataFileMeta> files, long expectedProbes) {
        this.ctx = ctx;
        this.partition = partition;
        this.bucket = bucket;
        this.files = files;
        long rows = 0;
        for (DataFileMeta f : files) {
            rows += f.rowCount();
        }
        this.linear = expectedProbes * 64 >= rows;
        this.padded = new PaddedRow(ctx.rowType.size());
    }

    /** The run's files. */
    List<DataFileMeta> files() {
        return files;
    }

    /** Appends the versions of {@code key} in this run to {@code out} (ascending sequence); see the reuse contract. */
    void versions(byte[] key, List<KeyValue> out) throws IOException {
        release();
        if (linear) {
            linearVersions(key, out, false);
        } else {
            sparseVersions(key, out, false);
        }
    }

    /**
     * Whether any of {@code probes} holds a key, as the older runs a merge asks about ({@code null}: none does). The
     * probes are asked in the order given, each at most once per key.
     */
    static GroupMerger.OlderRuns anyHolds(List<RunProbe> probes) {
        return anyHolds(probes, false);
    }

    /**
     * As {@link #anyHolds(List)}; with {@code olderThanInputs} (every probed run is older than the merge's inputs, the
     * probes newest first) the runs also hand out a key's versions, oldest first ({@link GroupMerger.OlderRuns#versions}).
     */
    static GroupMerger.OlderRuns anyHolds(List<RunProbe> probes, boolean olderThanInputs) {
        return new GroupMerger.OlderRuns() {
            @Override
            public boolean hold(byte[] key) throws IOException {
                if (probes != null) {
                    for (int i = 0; i < probes.size(); i++) {
                        if (probes.get(i).latest(key) != null) {
                            return true;
                        }
                    }
                }
                return false;
            }

            @Override
            public boolean versions(byte[] key, List<KeyValue> out) throws IOException {
                if (!olderThanInputs) {
                    return false;
                }
                if (probes != null) {
                    for (int i = probes.size() - 1; i >= 0; i--) {
                        probes.get(i).versions(key, out);
                    }
                }
                return true;
            }
        };
    }

    /**
     * The newest version of {@code key} in this run (the last of {@link #versions}), or null when the run
     * does not hold the key; see the reuse contract. The older versions are skipped without a copy.
     */
    KeyValue latest(byte[] key) throws IOException {
        release();
        if (linear) {
            linearVersions(key, null, true);
        } else {
            sparseVersions(key, null, true);
        }
        return holdersUsed == 0 ? null : holders.get(holdersUsed - 1);
    }

    private void release() {
        holdersUsed = 0;
        if (arena != null) {
            arena.release();
        }
    }

    private void sparseVersions(byte[] key, List<KeyValue> out, boolean latestOnly) throws IOException {
        for (DataFileMeta f : files) {
            if (Arrays.compareUnsigned(key, f.minKey()) < 0 || Arrays.compareUnsigned(key, f.maxKey()) > 0) {
                continue;
            }
            RunReader r = ctx.reader(partition, bucket, f);
            if (!r.mightContain(key)) {
                continue;
            }
            FieldMap padRow = ctx.fieldMap(f.schemaId());
            boolean fits = fits(f, padRow);
            try (RunCursor c = r.cursor(null, key, successor(key))) {
                while (c.next()) {
                    if (latestOnly) {
                        // a key's versions never straddle two files of a run: only the last one is wanted
                        release();
                    }
                    KeyValue kv = copy(key, c, padRow, fits);
                    if (out != null) {
                        out.add(kv);
                    }
                }
            }
        }
    }

    private void linearVersions(byte[] key, List<KeyValue> out, boolean latestOnly) throws IOException {
        while (true) {
            if (cursor == null) {
                // skip files entirely below the key
                while (fileIndex < files.size() && Arrays.compareUnsigned(files.get(fileIndex).maxKey(), key) < 0) {
                    fileIndex++;
                }
                if (fileIndex >= files.size()) {
                    return;
                }
                DataFileMeta f = files.get(fileIndex);
                if (Arrays.compareUnsigned(key, f.minKey()) < 0) {
                    return;
                }
                cursor = ctx.reader(partition, bucket, f).cursor(null, key, null);
                pad = ctx.fieldMap(f.schemaId());
                cursorFits = fits(f, pad);
                cursorValid = cursor.next();
            }
            RunCursor c = cursor;
            // keys compared where the page holds them: nothing copied for the rows walked past
            while (cursorValid && compareCursorKey(c, key) < 0) {
                cursorValid = c.next();
            }
            while (cursorValid && compareCursorKey(c, key) == 0) {
                if (latestOnly) {
                    release();
                }
                KeyValue kv = copy(key, c, pad, cursorFits);
                if (out != null) {
                    out.add(kv);
                }
                cursorValid = c.next();
            }
            if (cursorValid) {
                return;
            }
            c.close();
            cursor = null;
            fileIndex++;
            if (fileIndex >= files.size() || Arrays.compareUnsigned(key, files.get(fileIndex).minKey()) < 0) {
                return;
            }
        }
    }

    private static int compareCursorKey(RunCursor c, byte[] key) {
        int off = c.keyOffset();
        return Arrays.compareUnsigned(c.keyArray(), off, off + c.keyLength(), key, 0, key.length);
    }

    private boolean fits(DataFileMeta f, FieldMap padRow) {
        return padRow == null && RunSources.sameFieldTypes(ctx.rowTypeOf(f.schemaId()), ctx.rowType);
    }

    /**
     * A version holder for the cursor's record: its key is {@code key} (equal to the record's), its value a
     * copy (see the reuse contract).
     *
     * @param padRow the file's {@link TableContext#fieldMap}, null: its rows are the table's
     * @param fits whether the file has the table's field types (the value is copied into the arena)
     */
    private KeyValue copy(byte[] key, RunCursor c, FieldMap padRow, boolean fits) {
        InternalRow copy;
        if (fits) {
            if (arena == null) {
                arena = new BinaryRowArena(ctx.rowType);
            }
            copy = arena.copy(c, c.value());
        } else {
            copy = GenericRow.copyOf(padRow != null ? padded.replace(c.value(), padRow) : c.value());
        }
        KeyValue h;
        if (holdersUsed == holders.size()) {
            h = new KeyValue();
            holders.add(h);
        } else {
            h = holders.get(holdersUsed);
        }
        holdersUsed++;
        return h.replace(key, c.sequence(), c.kind(), copy);
    }

    static byte[] successor(byte[] key) {
        return Arrays.copyOf(key, key.length + 1);
    }

    @Override
    public void close() throws IOException {
        if (cursor != null) {
            cursor.close();
            cursor = null;
        }
    }
}
