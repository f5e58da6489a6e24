package dev.varve.format.run;

import dev.varve.row.RowType;
import java.util.Objects;

/**
 * The buffers of a {@link RunWriter} (page columns, keys, sequences, page encodings, the staging
 * buffer of compressed pages, the page index and the key hashes of the bloom filter), handed from
 * one writer to the next of the same value type, so that writing many files does not allocate and
 * grow them again for every file; the page flusher (and its worker hand-over) of the last writer is
 * restarted for the next one. A writer given a scratch takes it over when it is created and
 * hands it back when {@link RunWriter#finish()} or {@link RunWriter#abort()} returns; a writer
 * dropped without either keeps it (the scratch is then never usable again: make a new one).
 *
 * <p>Not thread-safe: one writer at a time (a second writer on a scratch in use is an
 * IllegalStateException); a pool that hands scratches to threads must synchronize its hand-over.
 */
public final class RunWriterScratch {
    final RowType valueType;
    /** The column buffers of the first page set: they keep the file statistics of every set ({@link PageColumns}). */
    final ColumnBuffer[] columns;
    byte[] lastKey = new byte[64];
    int[] pageRows = new int[64];
    final ByteSink firstKeys = new ByteSink(1024);
    int[] firstKeyEnds = new int[64];
    long[][] keyHashes;
    /** Bits of the bloom filter built at finish (written out before the writer hands the scratch back). */
    byte[] bloomBits;
    final ByteSink footer = new ByteSink(4096);
    final byte[] trailer = new byte[RunFormat.TRAILER_SIZE];
    /** The figures of the last file finished by {@link RunWriter#finishRun()} on this scratch. */
    final FinishedRun finished = new FinishedRun();
    /**
     * The flusher's page buffers, each with the set of buffered records ({@link PageColumns}) the
     * writer fills before the flusher encodes it into the page; a writer without a background worker
     * uses the first only.
     */
    final PageFlusher.EncodedPage[] pages;
    final ByteSink stored = new ByteSink(64 * 1024);
    long[] pageOffsets = new long[64];
    int[] pageLengths = new int[64];
    /** The flusher of the last writer (stopped between writers), restarted by the next one that fits. */
    PageFlusher flusher;
    /** The cleaning action registered for each writer on {@link #flusher} (it holds nothing else). */
    Runnable reaper;
    /** Per column, the writer's columnar fast-path check cache (see {@code RunWriter#appendColumnar}). */
    final dev.varve.row.DataType[] checkedTypes;
    final boolean[] fits;
    /**
     * The binary-row fast path's check cache (see {@code RunWriter#appendBinary}): the row type it
     * last looked at (null: none) and, per column, whether that type's field is read straight from
     * the binary row.
     */
    RowType binaryRowType;
    final boolean[] binaryFits;
    final java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
    /** The file statistics of a finishing writer, per column (cleared when it is done with them). */
    final long[] statsNulls;
    final Object[] statsMins;
    final Object[] statsMaxs;
    /** A writer's page size estimate: fixed bytes per row (the variable-length columns are each set's). */
    final int fixedBytesPerRow;
    private boolean inUse;

    /** A scratch for writers of {@code valueType}. */
    public RunWriterScratch(RowType valueType) {
        this.valueType = Objects.requireNonNull(valueType, "valueType");
        int chunks = valueType.size() + 3;
        this.pages = new PageFlusher.EncodedPage[PageFlusher.POOL];
        PageColumns first = new PageColumns(valueType, null);
        for (int i = 0; i < pages.length; i++) {
            pages[i] = new PageFlusher.EncodedPage(chunks, i == 0 ? first : new PageColumns(valueType, first));
        }
        this.columns = first.columns;
        this.checkedTypes = new dev.varve.row.DataType[columns.length];
        this.statsNulls = new long[columns.length];
        this.statsMins = new Object[columns.length];
        this.statsMaxs = new Object[columns.length];
        this.fits = new boolean[columns.length];
        this.binaryFits = new boolean[columns.length];
        this.fixedBytesPerRow = first.fixedBytesPerRow();
    }

    public RowType valueType() {
        return valueType;
    }

    /**
     * Distinct keys a writer on this scratch can hash for its bloom filter without allocating (the
     * key-hash chunks it holds), so a pool can hand large files the scratch that has grown for them.
     */
    public synchronized long keyHashCapacity() {
        long n = 0;
        if (keyHashes != null) {
            for (long[] chunk : keyHashes) {
                if (chunk != null) {
                    n += chunk.length;
                }
            }
        }
        return n;
    }

    /** Whether a writer holds this scratch now. */
    public synchronized boolean inUse() {
        return inUse;
    }

    synchronized void claim(RowType type) {
        if (!valueType.equals(type)) {
            throw new IllegalArgumentException("run writer scratch is for value type " + valueType + ", not " + type);
        }
        if (inUse) {
            throw new IllegalStateException("run writer scratch is in use by another writer");
        }
        inUse = true;
        for (PageFlusher.EncodedPage p : pages) {
            p.raw.resetFile();
        }
        firstKeys.reset();
    }

    synchronized void release() {
        inUse = false;
    }
}
