package dev.varve.row;

import dev.varve.row.TypeLayout.RowLayout;
import java.util.Objects;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * Turns rows of one {@link RowType} into the binary row format (ROW_FORMAT.md, version
 * {@link #FORMAT_VERSION}) and back.
 *
 * <p>{@link #serialize} writes into an internal growable buffer that is reused for every call:
 * once it has grown to the largest record, serializing a row of fixed-width fields and strings
 * allocates nothing. The bytes are valid in {@link #buffer()} at {@code [0, length)} until the
 * next call. Values must already be in their canonical classes (see {@link InternalRow}); a
 * value of the wrong class, a null in a NOT NULL field, a DECIMAL with the wrong scale or too
 * many digits, or a time value with more fractional digits than its type allows is an
 * {@link IllegalArgumentException} naming the field.
 *
 * <p>Not thread-safe: use one serializer per thread. Reading ({@link #deserialize}) needs no
 * serializer state beyond the type and may be used on any buffer.
 */
public final class RowSerializer {
    /** Version of the layout written down in ROW_FORMAT.md. */
    public static final int FORMAT_VERSION = 1;

    private final RowType type;
    private final RowLayout layout;
    private final BinaryWriter writer;

    public RowSerializer(RowType type) {
        this.type = Objects.requireNonNull(type, "type");
        this.layout = new RowLayout(type, "");
        this.writer = new BinaryWriter(Math.max(64, layout.fixedBytes * 2));
    }

    public RowType type() {
        return type;
    }

    /**
     * Whether values of {@code type} live entirely in their 8-byte slot (no variable part):
     * BOOLEAN..BIGINT, FLOAT, DOUBLE, DATE, TIME, DECIMAL(p &lt;= 18), TIMESTAMP(p &lt;= 3) and
     * TIMESTAMP_LTZ(p &lt;= 3). Such fields can be read with {@link BinaryRow}'s primitive getters.
     */
    public static boolean isInSlot(DataType type) {
        return !TypeLayout.kindOf(type).isVar();
    }

    /** Size of a row's fixed part (header and slots): the smallest possible serialized row. */
    public int fixedPartSize() {
        return layout.fixedBytes;
    }

    /**
     * Serializes {@code row} into {@link #buffer()} at index 0 and returns its length. A
     * {@link BinaryRow} of the same type is copied byte for byte.
     */
    public int serialize(InternalRow row) {
        if (row == null) {
            throw new IllegalArgumentException("cannot serialize a null row");
        }
        if (row instanceof BinaryRow) {
            BinaryRow b = (BinaryRow) row;
            if (b.type().equals(type) && b.buffer() != null) {
                return writer.copy(b.buffer(), b.offset(), b.length());
            }
        }
        return writer.writeRow(layout, row);
    }

    /** The reused buffer holding the last serialized row at {@code [0, length)}. */
    public DirectBuffer buffer() {
        return writer.buffer();
    }

    /** Serializes {@code row} into a new array (convenience; allocates). */
    public byte[] toBytes(InternalRow row) {
        int len = serialize(row);
        byte[] out = new byte[len];
        writer.buffer().getBytes(0, out);
        return out;
    }

    /** Reads the row of {@code len} bytes at {@code off} into a new {@link GenericRow} of canonical values. */
    public GenericRow deserialize(DirectBuffer buf, int off, int len) {
        if (buf == null) {
            throw new IllegalArgumentException("cannot deserialize from a null buffer");
        }
        if (off < 0 || len < 0 || (long) off + len > buf.capacity()) {
            throw new IllegalArgumentException("row bytes [" + off + ", " + ((long) off + len)
                    + ") lie outside the buffer's " + buf.capacity() + " bytes");
        }
        return BinaryReader.readRow(layout, buf, off, len, null);
    }

    /** Reads a row produced by {@link #toBytes}. */
    public GenericRow fromBytes(byte[] bytes) {
        if (bytes == null) {
            throw new IllegalArgumentException("cannot deserialize null bytes");
        }
        return deserialize(new UnsafeBuffer(bytes), 0, bytes.length);
    }
}
