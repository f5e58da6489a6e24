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
    /**
     * The variable-length fields, if each is a STRING, BINARY or a 12-byte timestamp (whose length
     * {@link #maxLength} bounds from the value alone); null if the row has another (nested, big
     * decimal), so that no bound is given.
     */
    private final TypeLayout[] boundedVarFields;
    private final int[] boundedVarIndexes;

    public RowSerializer(RowType type) {
        this.type = Objects.requireNonNull(type, "type");
        this.layout = new RowLayout(type, "");
        this.writer = new BinaryWriter(Math.max(64, layout.fixedBytes * 2));
        int vars = 0;
        boolean bounded = true;
        for (TypeLayout f : layout.fields) {
            if (f.kind.isVar()) {
                vars++;
                bounded &= f.kind == TypeLayout.Kind.STRING || f.kind == TypeLayout.Kind.BINARY
                        || f.kind == TypeLayout.Kind.TIMESTAMP_NANOS || f.kind == TypeLayout.Kind.LTZ_NANOS;
            }
        }
        this.boundedVarFields = bounded ? new TypeLayout[vars] : null;
        this.boundedVarIndexes = bounded ? new int[vars] : null;
        for (int i = 0, v = 0; bounded && i < layout.arity; i++) {
            if (layout.fields[i].kind.isVar()) {
                boundedVarFields[v] = layout.fields[i];
                boundedVarIndexes[v++] = i;
            }
        }
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

    /**
     * An upper bound of the length {@link #serialize} gives {@code row}, cheap to compute (no pass
     * over a string's chars: 3 bytes per char), or -1 when there is none cheap: the type has a
     * nested or big-decimal field, a value is not of its field's canonical class or the arity is
     * wrong (serializing then fails, naming it), or the row is a {@link BinaryRow}. For {@link #serializeInto}.
     */
    public int maxLength(InternalRow row) {
        TypeLayout[] vars = boundedVarFields;
        if (vars == null || row instanceof BinaryRow || row.getArity() != layout.arity) {
            return -1;
        }
        long bound = layout.fixedBytes;
        int[] indexes = boundedVarIndexes;
        for (int v = 0; v < vars.length; v++) {
            Object value = row.getField(indexes[v]);
            if (value == null) {
                continue;
            }
            switch (vars[v].kind) {
                case STRING:
                    if (!(value instanceof String)) {
                        return -1;
                    }
                    bound += 3L * ((String) value).length();
                    break;
                case BINARY:
                    if (!(value instanceof byte[])) {
                        return -1;
                    }
                    bound += ((byte[]) value).length;
                    break;
                default: // TIMESTAMP_NANOS, LTZ_NANOS: epoch seconds and nanos
                    bound += 12;
            }
        }
        return bound > Integer.MAX_VALUE ? -1 : (int) bound;
    }

    /**
     * Serializes {@code row} at {@code offset} of {@code dst} (a memtable page) and returns its
     * length, the same bytes as {@link #serialize}: no copy through {@link #buffer()}. The row must
     * fit the {@code room} bytes from there, with 3 bytes per char of a string while it is encoded:
     * {@link #maxLength} bytes are enough; an IllegalStateException if it does not fit. On an
     * exception the region holds a partial row.
     */
    public int serializeInto(InternalRow row, DirectBuffer dst, int offset, int room) {
        if (row == null) {
            throw new IllegalArgumentException("cannot serialize a null row");
        }
        return writer.writeRowInto(layout, row, dst, offset, room);
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
