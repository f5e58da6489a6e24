package dev.varve.merge;

import java.io.IOException;

/**
 * A sorted stream of key versions handed out block by block as decoded vectors, the input of a
 * {@link BatchLoserTree}. Order as {@link KeyValueSource}'s: key ascending (unsigned byte-wise),
 * equal keys by ascending sequence. A block is rows {@code 0..count-1}: each row's normalized key
 * prefix ({@link LoserTree#prefix(byte[])}: first 8 key bytes big-endian, zero-padded) in
 * {@link #prefixes()}, its sequence in {@link #sequences()}, its full key bytes at
 * {@link #keyOffset(int)} / {@link #keyLength(int)} in {@link #keyBytes()}. Other columns (row
 * kind, value fields) are the concrete source's business: a merge consumer that knows its sources
 * reads them by the (source, row) positions the merge hands out.
 *
 * <p>Reuse contract: the arrays returned by the accessors, and what they hold for the current
 * block, stay valid until the next {@link #nextBlock()} or {@link #close()}; the arrays may be
 * longer than the block (only rows {@code 0..count-1} count) and may be the same objects for
 * every block.
 *
 * <p>Thread-safety: a source is used by one thread at a time.
 */
public interface BlockSource extends AutoCloseable {

    /**
     * Moves to the next block and returns its row count ({@code >= 1}), or 0 at the end (and every
     * call after). The previous block's vectors may be overwritten.
     */
    int nextBlock() throws IOException;

    /** The current block's normalized key prefixes, rows {@code 0..count-1}. */
    long[] prefixes();

    /**
     * The current block's sequence numbers, rows {@code 0..count-1}. A merge asks for them only when
     * it needs them (equal keys whose order the sequences decide), so a source may decode them on
     * that first call.
     */
    long[] sequences();

    /** The array holding the current block's full key bytes (read with {@link #keyOffset} and {@link #keyLength}). */
    byte[] keyBytes();

    /** Where row {@code row}'s key starts in {@link #keyBytes()}. */
    int keyOffset(int row);

    /** The length of row {@code row}'s key. */
    int keyLength(int row);

    /**
     * The length every key of the current block has, when they all have one length of at most 8
     * bytes (fixed-width keys such as a {@code BIGINT} primary key), else -1 (the default). Then
     * a key is determined by its prefix, and a merge compares no lengths or key bytes between two
     * such blocks of the same length: equal prefixes are equal keys. Read once per block, after
     * {@link #nextBlock()}; a source that says so wrongly breaks the merge order.
     */
    default int fixedKeyLength() {
        return -1;
    }

    @Override
    void close() throws IOException;
}
