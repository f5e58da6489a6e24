package dev.varve.row;

import dev.varve.row.TypeLayout.Kind;
import dev.varve.row.TypeLayout.RowLayout;
import java.nio.ByteOrder;
import java.util.Objects;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;

/**
 * Builds one row in the binary row format (ROW_FORMAT.md) field by field, into one growable
 * buffer reused for every row: after it has grown to the largest row, writing fixed-width fields
 * and strings/bytes from existing bytes ({@link #setUtf8}, {@link #setBinary}) allocates nothing.
 * The result is byte-identical to what {@link RowSerializer#serialize} writes for the same values.
 *
 * <p>Usage: {@link #begin}, then every field exactly once in ascending field order (a setter or
 * {@link #setNull}), then {@link #finish}, which returns the length; the bytes are in
 * {@link #buffer()} at {@code [0, length)} until the next {@link #begin}. Writing a field out of
 * order, twice, with a setter of another type, or a null into a NOT NULL field is an
 * IllegalArgumentException naming the field; {@link #finish} with fields missing is an
 * IllegalStateException. After an exception, start again with {@link #begin}.
 *
 * <p>{@link #setUtf8} copies the bytes as they are: the caller guarantees they are UTF-8 (bad
 * bytes are reported when the string is read). Not thread-safe.
 */
public final class BinaryRowWriter {
    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;
    private static final long BOOLEAN_KINDS = Kind.BOOLEAN.bit();
    private static final long BYTE_KINDS = Kind.TINYINT.bit();
    private static final long SHORT_KINDS = Kind.SMALLINT.bit();
    private static final long INT_KINDS = Kind.INT.bit() | Kind.DATE.bit();
    private static final long LONG_KINDS = Kind.BIGINT.bit() | Kind.TIME.bit() | Kind.DECIMAL_COMPACT.bit()
            | Kind.TIMESTAMP_COMPACT.bit() | Kind.LTZ_COMPACT.bit();
    private static final long FLOAT_KINDS = Kind.FLOAT.bit();
    private static final long DOUBLE_KINDS = Kind.DOUBLE.bit();
    private static final long STRING_KINDS = Kind.STRING.bit();
    private static final long BINARY_KINDS = Kind.BINARY.bit();

    private final RowType type;
    private final RowLayout layout;
    private final BinaryWriter writer;
    private int next = -1;

    public BinaryRowWriter(RowType type) {
        this.type = Objects.requireNonNull(type, "type");
        this.layout = new RowLayout(type, "");
        this.writer = new BinaryWriter(Math.max(64, layout.fixedBytes * 2));
    }

    public RowType type() {
        return type;
    }

    /** Starts a new row of kind {@code kind} (discarding any unfinished one). */
    public BinaryRowWriter begin(RowKind kind) {
        if (kind == null) {
            throw new IllegalArgumentException("row kind must not be null");
        }
        writer.beginRow(layout, kind);
        next = 0;
        return this;
    }

    public void setNull(int pos) {
        TypeLayout f = field(pos);
        if (!f.nullable) {
            throw ValueChecks.nullInNotNull(f.path, f.type);
        }
        writer.setNull(pos);
        next++;
    }

    public void setBoolean(int pos, boolean v) { writer.buffer().putByte(slot(pos, BOOLEAN_KINDS, "boolean"), v ? (byte) 1 : (byte) 0); }
    public void setByte(int pos, byte v) { writer.buffer().putByte(slot(pos, BYTE_KINDS, "byte"), v); }
    public void setShort(int pos, short v) { writer.buffer().putShort(slot(pos, SHORT_KINDS, "short"), v, LE); }
    /** INT, or DATE as epoch day. */
    public void setInt(int pos, int v) { writer.buffer().putInt(slot(pos, INT_KINDS, "int"), v, LE); }
    /** BIGINT, or the raw slot of TIME / DECIMAL(p &lt;= 18) / TIMESTAMP(p &lt;= 3) / TIMESTAMP_LTZ(p &lt;= 3) (see {@link BinaryRow}). */
    public void setLong(int pos, long v) { writer.buffer().putLong(slot(pos, LONG_KINDS, "long"), v, LE); }
    public void setFloat(int pos, float v) { writer.buffer().putFloat(slot(pos, FLOAT_KINDS, "float"), v, LE); }
    public void setDouble(int pos, double v) { writer.buffer().putDouble(slot(pos, DOUBLE_KINDS, "double"), v, LE); }

    /** A CHAR/VARCHAR field from {@code len} UTF-8 bytes of {@code src} at {@code off} (copied, not decoded). */
    public void setUtf8(int pos, byte[] src, int off, int len) {
        checkRange(src == null ? -1 : src.length, off, len);
        writer.appendVar(slot(pos, STRING_KINDS, "UTF-8 bytes"), src, off, len);
    }

    /** A CHAR/VARCHAR field from {@code len} UTF-8 bytes of {@code src} at {@code off} (copied, not decoded). */
    public void setUtf8(int pos, DirectBuffer src, int off, int len) {
        checkRange(src == null ? -1 : src.capacity(), off, len);
        writer.appendVar(slot(pos, STRING_KINDS, "UTF-8 bytes"), src, off, len);
    }

    /** A BINARY/VARBINARY field from {@code len} bytes of {@code src} at {@code off}. */
    public void setBinary(int pos, byte[] src, int off, int len) {
        checkRange(src == null ? -1 : src.length, off, len);
        writer.appendVar(slot(pos, BINARY_KINDS, "bytes"), src, off, len);
    }

    /** A BINARY/VARBINARY field from {@code len} bytes of {@code src} at {@code off}. */
    public void setBinary(int pos, DirectBuffer src, int off, int len) {
        checkRange(src == null ? -1 : src.capacity(), off, len);
        writer.appendVar(slot(pos, BINARY_KINDS, "bytes"), src, off, len);
    }

    /** Any field from its canonical value (see {@link InternalRow}); null writes a null. Checked as by {@link RowSerializer}. */
    public void setField(int pos, Object value) {
        if (value == null) {
            setNull(pos);
            return;
        }
        TypeLayout f = field(pos);
        writer.writeValue(f, value, layout.headerBytes + 8 * pos);
        next++;
    }

    /** Ends the row and returns its length; all fields must have been written. */
    public int finish() {
        if (next != layout.arity) {
            throw new IllegalStateException(next < 0 ? "no row begun: call begin first"
                    : "row incomplete: " + next + " of " + layout.arity + " fields written");
        }
        next = -1;
        return writer.length();
    }

    /** The reused buffer holding the last finished row at {@code [0, length)}. */
    public MutableDirectBuffer buffer() {
        return writer.buffer();
    }

    private TypeLayout field(int pos) {
        if (next < 0) {
            throw new IllegalStateException("no row begun: call begin first");
        }
        if (pos != next) {
            throw new IllegalArgumentException("fields must be written once each in order: expected field "
                    + (next < layout.arity ? next + " ('" + type.field(next).name() + "')" : "none (row complete)")
                    + " but got " + pos);
        }
        return layout.fields[pos];
    }

    private int slot(int pos, long kinds, String what) {
        TypeLayout f = field(pos);
        if ((f.kind.bit() & kinds) == 0) {
            throw new IllegalArgumentException("field '" + f.path + "' of type " + f.type + " has no " + what + " setter");
        }
        next++;
        return layout.headerBytes + 8 * pos;
    }

    private static void checkRange(int capacity, int off, int len) {
        if (capacity < 0) {
            throw new IllegalArgumentException("source bytes must not be null");
        }
        if (off < 0 || len < 0 || (long) off + len > capacity) {
            throw new IllegalArgumentException("source range [" + off + ", " + ((long) off + len)
                    + ") lies outside its " + capacity + " bytes");
        }
    }
}
