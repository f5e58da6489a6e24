package dev.varve.kernel.table;

import dev.varve.format.run.PickedRows;
import dev.varve.format.run.RunCursor;
import dev.varve.format.run.RunReadScratch;
import dev.varve.merge.BlockSource;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyEncoder;
import dev.varve.row.RowKind;

import java.io.IOException;
import java.util.List;

/**
 * The versions of a sorted run's files (read one after the other) as a {@link BlockSource} for a
 * compaction's batch merge ({@link CompactionMerge}): one block per decoded page. The block's key
 * bytes are the page's decoded key column in place ({@link RunCursor#keyArray()}), its key
 * prefixes and sequences are computed into vectors of this source, grown to the largest page.
 *
 * <p>Values: the source's cursor trails the block. A consumer reads row {@code r}'s kind and value
 * with {@link #kind(int)} / {@link #value(int)} / {@link #copyValue(int)}, in ascending row order
 * (rows may be skipped, never revisited: the merge hands out each source's rows in order); the
 * cursor skips to that row ({@link RunCursor#skipTo}: no decode, no visit of the rows between, the
 * page's columns are decoded when it is loaded). A value
 * row handed out stays valid until a later row of this source is asked for; {@link #copyValue}
 * makes a copy in this source's arena (valid until {@link #releaseCopies()}). {@link #nextBlock()}
 * first steps past the rest of the current block.
 *
 * <p>Files of another schema with fewer fields get their value rows padded with nulls
 * ({@link PaddedRow}); such rows are copied as {@link GenericRow}s.
 *
 * <p>Not thread-safe; one per compaction input run. Closing hands the decode scratch and copy arena
 * back to {@link RunSources.ScratchPool}.
 */
final class RunBlockSource implements BlockSource {
    private final TableContext ctx;
    private final RunFiles run;
    private final PaddedRow padded;
    /** {@link #peekValue}'s padding view, made on first use. */
    private PaddedRow peekPadded;
    /**
     * For a merged scan ({@link BlockMergedReader}): files decoded with buffers of their own and
     * copies in an arena of this source (nothing from {@link RunSources.ScratchPool}), so rows handed
     * out stay readable after the scan is closed.
     */
    private final boolean ownBuffers;
    /** With {@link #ownBuffers}: the scan's scratches and arenas, shared with its other sources bucket after bucket (null: new ones per file). */
    private final ScanBuffers scan;
    private RunCursor cursor;
    private RunReadScratch scratch;
    private BinaryRowArena arena;
    /** Block vectors, from {@link RunSources.ScratchPool#LONG_ARRAYS} (given back at the end and on close). */
    private long[] prefixes = EMPTY;
    private long[] sequences = EMPTY;
    private static final long[] EMPTY = new long[0];
    private byte[] keyBytes;
    private int[] keyOffsets;
    /** The current block's {@link #fixedKeyLength()}. */
    private int fixedKeyLength = -1;
    /** Whether {@link #sequences} holds the current block's (copied on the first {@link #sequences()} call). */
    private boolean sequencesCopied;
    /** The current page's keys as numbers when it stores them FIXED ({@link RunCursor#pageFixedKeys()}), else null. */
    private long[] fixedNumbers;
    /** The open file's {@code run.pad} (read for every row {@link #scanValue} hands out). */
    private boolean pad;
    /** The page row of block row 0. */
    private int start;
    private int count;
    /** The block row last read: the cursor is on it ({@link #moveTo}) or before it ({@link #scanValue}). */
    private int at;

    /** The run's files. */
    List<DataFileMeta> files() {
        return run.files();
    }

    RunBlockSource(TableContext ctx, Partition partition, int bucket, List<DataFileMeta> files) {
        this(ctx, partition, bucket, files, null, null, false, null);
    }

    /**
     * @param from first key to read (inclusive), null = open
     * @param to end key (exclusive), null = open
     * @param ownBuffers decode into buffers of this source's files and copy into an arena of its own
     *     (for scans: rows handed out outlive the source), else into pooled ones
     * @param scan with {@code ownBuffers}: the scan's buffers to decode and copy into (taken on the
     *     first file and the first copy, given back when exhausted or closed); null: each file's own
     */
    RunBlockSource(TableContext ctx, Partition partition, int bucket, List<DataFileMeta> files, byte[] from, byte[] to,
                   boolean ownBuffers, ScanBuffers scan) {
        this.ctx = ctx;
        this.run = new RunFiles(ctx, partition, bucket, files, from, to);
        this.padded = new PaddedRow(ctx.rowType.size());
        this.ownBuffers = ownBuffers;
        this.scan = ownBuffers ? scan : null;
    }

    @Override
    public int nextBlock() throws IOException {
        if (cursor != null) {
            RunCursor c = cursor;
            c.skipTo(start + count - 1); // past the rows the consumer did not read
            if (c.next()) {
                return load(c);
            }
        }
        while (true) {
            cursor = null;
            if (!run.hasNextFile()) {
                run.close(); // before the scratch goes back: the reader holds its footer arrays until then
                giveBackScratch();
                count = 0;
                return 0;
            }
            if (scratch == null) {
                if (!ownBuffers) {
                    scratch = RunSources.ScratchPool.take(RunSources.footerHint(run.files()));
                } else if (scan != null) {
                    scratch = scan.takeScratch();
                }
            }
            run.openNext(scratch);
            cursor = run.cursor;
            pad = run.pad;
            if (ownBuffers) {
                // a scan's merge asks for a page's sequences only on a tie of equal keys, or not at all
                cursor.lazySequences();
            }
            if (cursor.next()) {
                return load(cursor);
            }
        }
    }

    /** Makes the block of the cursor's page, from its current row (just loaded) to its end. */
    private int load(RunCursor c) {
        int first = c.pageRow();
        int n = c.pageEnd() - first;
        if (prefixes.length < n || sequences.length < n) {
            int size = Math.max(n, 2 * prefixes.length);
            giveBackVectors();
            prefixes = RunSources.ScratchPool.LONG_ARRAYS.take(size);
            sequences = RunSources.ScratchPool.LONG_ARRAYS.take(size);
        }
        long[] p = prefixes;
        int fixed = c.pageFixedKeyLength();
        byte[] keys = null;
        int[] off = null;
        if (fixed > 0) {
            // the key bytes are taken from the cursor when first asked for (keyBytes(): a merged scan asks for a
            // few per page), so a page of fixed keys is not written out in bytes for every row
            // keys stored as numbers of one length: the prefixes are those numbers shifted to the top
            long[] numbers = c.pageFixedKeys();
            fixedNumbers = numbers;
            int shift = 64 - 8 * fixed;
            for (int i = 0; i < n; i++) {
                p[i] = numbers[first + i] << shift;
            }
            fixedKeyLength = fixed;
        } else {
            fixedNumbers = null;
            keys = c.keyArray();
            off = c.pageKeyOffsets();
            int length0 = off[first + 1] - off[first];
            int lengths = 0; // the OR of every key length's difference from the first's
            for (int i = 0; i < n; i++) {
                int o = off[first + i];
                int length = off[first + i + 1] - o;
                lengths |= length ^ length0;
                p[i] = KeyEncoder.prefix(keys, o, length);
            }
            fixedKeyLength = lengths == 0 && length0 <= 8 ? length0 : -1;
        }
        sequencesCopied = false;
        keyBytes = keys;
        keyOffsets = off;
        start = first;
        count = n;
        at = 0;
        return n;
    }

    @Override
    public long[] prefixes() {
        return prefixes;
    }

    /** The block's sequences, copied from the cursor's page on the first call per block (a lazy cursor decodes them then). */
    @Override
    public long[] sequences() {
        if (!sequencesCopied && count > 0) {
            System.arraycopy(cursor.pageSequences(), start, sequences, 0, count);
            sequencesCopied = true;
        }
        return sequences;
    }

    /** The block's key bytes and offsets from the cursor's page, on the first call per block of fixed keys. */
    private void takeKeys() {
        keyBytes = cursor.keyArray();
        keyOffsets = cursor.pageKeyOffsets();
    }

    @Override
    public byte[] keyBytes() {
        if (keyBytes == null) {
            takeKeys();
        }
        return keyBytes;
    }

    @Override
    public int keyOffset(int row) {
        if (keyOffsets == null) {
            takeKeys();
        }
        return keyOffsets[start + row];
    }

    @Override
    public int keyLength(int row) {
        if (keyOffsets == null) {
            takeKeys();
        }
        return keyOffsets[start + row + 1] - keyOffsets[start + row];
    }

    @Override
    public int fixedKeyLength() {
        return fixedKeyLength;
    }

    /**
     * Row {@code row}'s key in a reused array of {@code into} ({@link KeyArrays}): from the page's number
     * when its keys are FIXED (no byte form of the page written), else from the key bytes.
     */
    byte[] copyKey(int row, KeyArrays into) {
        long[] v = fixedNumbers;
        if (v != null) {
            return into.copyFixed(v[start + row], fixedKeyLength);
        }
        return into.copy(keyBytes(), keyOffset(row), keyLength(row));
    }

    /** Whether row {@code row}'s key is {@code key}. */
    boolean keyEquals(int row, byte[] key) {
        long[] v = fixedNumbers;
        if (v != null) {
            int len = fixedKeyLength;
            if (key.length != len) {
                return false;
            }
            long k = 0;
            for (int i = 0; i < len; i++) {
                k = (k << 8) | (key[i] & 0xFFL);
            }
            return k == v[start + row];
        }
        if (keyOffsets == null) {
            takeKeys();
        }
        int off = keyOffsets[start + row];
        return java.util.Arrays.equals(keyBytes, off, keyOffsets[start + row + 1], key, 0, key.length);
    }

    /** Steps the cursor to block row {@code row} (at or after the row last read). */
    private RunCursor moveTo(int row) throws IOException {
        RunCursor c = cursor;
        if (row < at || row >= count) {
            throw new IllegalStateException("row " + row + " of a block of " + count + " rows read after row " + at
                    + ": rows are read in ascending order");
        }
        c.skipTo(start + row);
        at = row;
        return c;
    }

    /**
     * Binds {@code picked}'s source {@code s} to this source's current page ({@link PickedRows#bind}), whose rows are
     * then picked by page row ({@link #pageRow}); false (nothing bound) when its value rows are padded (a file of an
     * older schema) or its cursor reads sequences lazily. The cursor does not move: rows picked are not read through
     * {@link #kind} / {@link #value}, which may still be asked for later rows.
     */
    boolean bindPicked(PickedRows picked, int s) {
        if (pad || ownBuffers || count == 0) {
            return false;
        }
        picked.bind(s, cursor);
        return true;
    }

    /** The page row of block row {@code row} (for {@link PickedRows}). */
    int pageRow(int row) {
        return start + row;
    }

    /** Row {@code row}'s kind (see the class comment for the order). */
    RowKind kind(int row) throws IOException {
        return moveTo(row).kind();
    }

    /** Row {@code row}'s value row, a view valid until a later row is asked for (see the class comment). */
    InternalRow value(int row) throws IOException {
        InternalRow v = moveTo(row).value();
        return run.pad ? padded.replace(v, run.map) : v;
    }

    /**
     * As {@link #value(int)}, for a merged scan that reads, of the rows of a block, the ones it picked
     * (each key's latest version) in ascending order: a view of the row in the decoded page, made
     * without stepping the cursor to it ({@link RunCursor#rowAt}), valid as {@link #value}'s is
     * (until a later row of this source is asked for, at most until the block ends). Later
     * {@link #value}, {@link #kind} and {@link #copyValue} calls take rows after it.
     */
    InternalRow scanValue(int row) {
        if (row < at || row >= count) {
            throw new IllegalStateException("row " + row + " of a block of " + count + " rows read after row " + at
                    + ": rows are read in ascending order");
        }
        at = row;
        InternalRow v = cursor.rowAt(start + row);
        return pad ? padded.replace(v, run.map) : v;
    }

    /**
     * Row {@code row}'s value row without moving the cursor (a row at or after the one it is on,
     * in this block): a filter looks at the rows of a merge call before they are read. The same
     * view for every call, valid until the next call of this method or the next block.
     */
    InternalRow peekValue(int row) {
        InternalRow v = cursor.peek(start + row);
        if (!run.pad) {
            return v;
        }
        if (peekPadded == null) {
            peekPadded = new PaddedRow(ctx.rowType.size());
        }
        return peekPadded.replace(v, run.map);
    }

    /** A copy of row {@code row}'s value row, valid until {@link #releaseCopies()}. */
    InternalRow copyValue(int row) throws IOException {
        RunCursor c = moveTo(row);
        if (run.arenaFits) {
            if (arena == null) {
                arena = !ownBuffers ? RunSources.ScratchPool.takeArena(ctx.rowType)
                        : scan != null ? scan.takeArena(ctx) : new BinaryRowArena(ctx.rowType);
            }
            return arena.copy(c, c.value());
        }
        return GenericRow.copyOf(value(row));
    }

    /** Ends the copies of {@link #copyValue}. */
    void releaseCopies() {
        if (arena != null) {
            arena.release();
        }
    }

    private void giveBackScratch() {
        if (scratch != null) {
            if (ownBuffers) {
                scan.give(scratch);
            } else {
                RunSources.ScratchPool.give(scratch);
            }
            scratch = null;
        }
        giveBackVectors();
    }

    /** The block vectors go back to the pool: the block they held is over. */
    private void giveBackVectors() {
        if (prefixes != EMPTY) {
            RunSources.ScratchPool.LONG_ARRAYS.give(prefixes);
            RunSources.ScratchPool.LONG_ARRAYS.give(sequences);
            prefixes = EMPTY;
            sequences = EMPTY;
        }
    }

    @Override
    public void close() throws IOException {
        count = 0;
        cursor = null;
        try {
            run.close(); // before the scratch goes back: the reader holds its footer arrays until then
        } finally {
            giveBackScratch();
            if (arena != null && !ownBuffers) {
                RunSources.ScratchPool.giveArena(arena);
            } else if (arena != null && scan != null) {
                // its copies may still be read (the bucket's last row) until a later bucket's source copies into it
                scan.give(arena);
            }
            arena = null;
        }
    }
}
