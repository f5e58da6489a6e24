package dev.varve.format.run;

import dev.varve.row.RowType;

/**
 * The records of one page as a {@link RunWriter} buffers them before they are encoded: keys,
 * sequences, kinds and one {@link ColumnBuffer} per value column. Each of a flusher's page buffers
 * ({@link PageFlusher.EncodedPage}) carries one, so the writer fills one while the flusher's worker
 * encodes, compresses and writes another ({@link #encode}).
 *
 * <p>The file statistics of a column live in the column buffers of one set, the statistics owner
 * (the first set of a scratch): every set's buffers fold their pages into the owner's fields, and
 * pages are encoded one at a time in file order (by the worker, or by the writer without one), so
 * the statistics are exactly those of one set encoding every page in turn.
 *
 * <p>Threading: the writer's thread fills a set between taking its page from the flusher and
 * submitting it; the encoding thread owns it from then until it puts the page back (the flusher's
 * rings order the two).
 */
final class PageColumns {
    final ColumnBuffer[] columns;
    /** The columns of variable length (their buffered bytes are part of the page size estimate). */
    final ColumnBuffer[] variableColumns;
    final ByteSink keys = new ByteSink(4096);
    int[] keyEnds = new int[256];
    long[] seqs = new long[256];
    byte[] kinds = new byte[256];
    /** The encoder's scratch (key numbers). */
    long[] scratch = new long[256];
    /** Records buffered (set by the writer when it submits the page). */
    int rows;

    /** A set for {@code valueType}; {@code statsOwner}: the set that keeps the file statistics (null: this one). */
    PageColumns(RowType valueType, PageColumns statsOwner) {
        this.columns = new ColumnBuffer[valueType.size()];
        java.util.List<ColumnBuffer> variable = new java.util.ArrayList<>();
        for (int i = 0; i < columns.length; i++) {
            ColumnBuffer c = ColumnBuffer.create(valueType.type(i), i);
            if (statsOwner != null) {
                c.owner = statsOwner.columns[i];
            }
            columns[i] = c;
            if (c instanceof ColumnBuffer.BytesBuffer) {
                variable.add(c);
            }
        }
        this.variableColumns = variable.toArray(new ColumnBuffer[0]);
    }

    /** Fixed bytes per row of the page size estimate (sequence, kind, lengths and fixed-width values). */
    int fixedBytesPerRow() {
        int fixed = 9; // sequence + kind
        for (ColumnBuffer c : columns) {
            if (c instanceof ColumnBuffer.BytesBuffer) {
                fixed += 4;
            } else {
                fixed += c instanceof ColumnBuffer.TimestampBuffer ? 12 : c instanceof ColumnBuffer.BooleanBuffer ? 1 : 8;
            }
        }
        return fixed;
    }

    /** Back to the state of a new set for a new file (no records, no statistics), keeping the grown arrays. */
    void resetFile() {
        for (ColumnBuffer c : columns) {
            c.resetFile();
        }
        keys.reset();
        rows = 0;
    }

    /**
     * Drops the buffered records of a page that was not encoded (a flusher that failed or was
     * aborted hands such pages back unprocessed); the statistics are untouched.
     */
    void dropPage() {
        for (ColumnBuffer c : columns) {
            c.truncate(0);
        }
        keys.reset();
        rows = 0;
    }

    /**
     * Encodes the {@link #rows} buffered records into {@code page} (FORMAT.md's chunks laid end to
     * end: key, sequence, kind, value columns), folds them into the statistics, and empties the set.
     */
    void encode(PageFlusher.EncodedPage page) {
        int n = rows;
        if (scratch.length < n) {
            scratch = new long[Math.max(n, scratch.length * 2)];
        }
        ByteSink body = page.body;
        body.reset();
        int fixedKeyLen = KeyChunk.encode(keys.buf, keyEnds, n, body, scratch);
        page.chunkEnds[0] = body.pos;
        IntBlock.encode(seqs, n, body);
        page.chunkEnds[1] = body.pos;
        KindChunk.encode(kinds, n, body);
        page.chunkEnds[2] = body.pos;
        for (int c = 0; c < columns.length; c++) {
            int from = body.pos;
            ColumnBuffer col = columns[c];
            if (col instanceof ColumnBuffer.LongBuffer) {
                // version 3: a LONG column equal to the page's FIXED keys is stored as a reference to them
                ((ColumnBuffer.LongBuffer) col).pageKeys(scratch, fixedKeyLen);
            }
            col.encode(body);
            page.chunkEnds[c + 3] = body.pos;
            page.rawPrefix[c + 3] = columns[c].valueBytesAt < 0 ? 0 : columns[c].valueBytesAt - from;
        }
        page.rows = n;
        rows = 0;
        keys.reset();
    }
}
