package dev.varve.memtable;

import java.nio.ByteOrder;

/**
 * The byte layout of one record, the same in memtable pages and in spill-file blocks
 * (MEMTABLE.md §2). All integers are little-endian.
 *
 * <pre>
 *   0                   4                4+K         12+K   13+K              17+K         17+K+V
 *   +-------------------+----------------+-----------+------+-----------------+------------+
 *   | key length K (i32)| key bytes (K)  | seq (i64) | kind | value len V(i32)| value (V)  |
 *   +-------------------+----------------+-----------+------+-----------------+------------+
 * </pre>
 *
 * A record never spans two pages or two spill blocks. Non-instantiable.
 */
public final class RecordDescriptor {
    /** Byte order of every integer in a record. */
    public static final ByteOrder ORDER = ByteOrder.LITTLE_ENDIAN;
    /** Offset of the key length. */
    public static final int KEY_LENGTH_OFFSET = 0;
    /** Offset of the first key byte. */
    public static final int KEY_OFFSET = 4;
    /** Bytes of a record besides its key and value bytes. */
    public static final int OVERHEAD = 17;

    private RecordDescriptor() {
    }

    /** Offset of the sequence number, relative to the record start. */
    public static int sequenceOffset(int keyLength) {
        return KEY_OFFSET + keyLength;
    }

    /** Offset of the row-kind byte ({@link dev.varve.row.RowKind#toByteValue()}). */
    public static int kindOffset(int keyLength) {
        return KEY_OFFSET + keyLength + 8;
    }

    /** Offset of the value length. */
    public static int valueLengthOffset(int keyLength) {
        return KEY_OFFSET + keyLength + 9;
    }

    /** Offset of the first value byte. */
    public static int valueOffset(int keyLength) {
        return KEY_OFFSET + keyLength + 13;
    }

    /** Total record length (may exceed an int for absurd inputs; callers check). */
    public static long length(int keyLength, int valueLength) {
        return (long) OVERHEAD + keyLength + valueLength;
    }
}
