package dev.varve.row;

import dev.varve.row.TypeLayout.Kind;
import dev.varve.row.TypeLayout.RowLayout;
import java.nio.ByteOrder;
import java.util.Objects;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;

/**
 * A view of one row in the binary row format (ROW_FORMAT.md), read in place from any
 * {@link DirectBuffer} (heap or off-heap). {@link #pointTo} re-targets the view without
 * allocating, so one instance can walk millions of rows.
 *
 * <p>Primitive getters read straight from the buffer and allocate nothing:
 * {@link #getBoolean} (BOOLEAN), {@link #getByte} (TINYINT), {@link #getShort} (SMALLINT),
 * {@link #getInt} (INT; DATE as epoch day), {@link #getLong} (BIGINT; TIME as nano of day;
 * DECIMAL(p &lt;= 18) as unscaled value; TIMESTAMP(p &lt;= 3) / TIMESTAMP_LTZ(p &lt;= 3) as epoch
 * millis, UTC), {@link #getFloat} (FLOAT), {@link #getDouble} (DOUBLE). Calling one on a field of
 * another type is an IllegalArgumentException; on a null field it returns 0/false.
 * {@link #getField} returns new canonical objects (nested arrays, maps and rows are materialized
 * as List, Map and {@link GenericRow}), which stay valid after the view moves on.
 *
 * <p>The row kind is the row's first byte; {@link #setRowKind} writes it into the buffer.
 *
 * <p>Not thread-safe. The view is valid only while the bytes it points to are unchanged.
 * {@link #equals} compares type and bytes (binary equality, not SQL equality).
 */
public final class BinaryRow implements InternalRow {
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
    private final long[] kindBits;
    private final int arity;
    private final int headerBytes;

    private DirectBuffer buf;
    private int offset;
    private int length;

    public BinaryRow(RowType type) {
        this.type = Objects.requireNonNull(type, "type");
        this.layout = new RowLayout(type, "");
        this.arity = layout.arity;
        this.headerBytes = layout.headerBytes;
        this.kindBits = new long[arity];
        for (int i = 0; i < arity; i++) {
            kindBits[i] = layout.fields[i].kind.bit();
        }
    }

    /**
     * Points this view at the row of {@code length} bytes at {@code offset} in {@code buf} and
     * returns it. Checks only that the range fits the buffer and holds the fixed part; offsets of
     * variable-length fields are checked when those fields are read.
     */
    public BinaryRow pointTo(DirectBuffer buf, int offset, int length) {
        if (buf == null) {
            throw new IllegalArgumentException("cannot point a BinaryRow at a null buffer");
        }
        if (offset < 0 || length < layout.fixedBytes || (long) offset + length > buf.capacity()) {
            throw new IllegalArgumentException("cannot point a BinaryRow of " + arity + " fields (at least "
                    + layout.fixedBytes + " bytes) at [" + offset + ", " + ((long) offset + length)
                    + ") of a " + buf.capacity() + "-byte buffer");
        }
        this.buf = buf;
        this.offset = offset;
        this.length = length;
        return this;
    }

    public RowType type() { return type; }
    /** The buffer this view points to, or null before the first {@link #pointTo}. */
    public DirectBuffer buffer() { return buf; }
    public int offset() { return offset; }
    public int length() { return length; }

    @Override
    public int getArity() {
        return arity;
    }

    @Override
    public RowKind getRowKind() {
        checkPointed();
        return RowKind.fromByteValue(buf.getByte(offset));
    }

    @Override
    public void setRowKind(RowKind kind) {
        checkPointed();
        if (kind == null) {
            throw new IllegalArgumentException("row kind must not be null");
        }
        if (!(buf instanceof MutableDirectBuffer)) {
            throw new IllegalStateException("the buffer this BinaryRow points to is read-only");
        }
        ((MutableDirectBuffer) buf).putByte(offset, kind.toByteValue());
    }

    @Override
    public boolean isNullAt(int pos) {
        checkPos(pos);
        return BinaryReader.isNull(buf, offset + 1, pos);
    }

    /**
     * Whether any field of the row is null: one look at the null bitmap, so that a reader of every
     * field can skip the per-field {@link #isNullAt} when the answer is false.
     */
    public boolean hasNullFields() {
        checkPointed();
        int bitmap = offset + 1;
        int full = arity >>> 3;
        for (int i = 0; i < full; i++) {
            if (buf.getByte(bitmap + i) != 0) {
                return true;
            }
        }
        int rest = arity & 7;
        return rest != 0 && (buf.getByte(bitmap + full) & ((1 << rest) - 1)) != 0;
    }

    @Override
    public Object getField(int pos) {
        checkPos(pos);
        if (BinaryReader.isNull(buf, offset + 1, pos)) {
            return null;
        }
        return BinaryReader.readValue(layout.fields[pos], buf, offset, offset + length, slotAt(pos));
    }

    @Override public boolean getBoolean(int pos) { return buf.getByte(slot(pos, BOOLEAN_KINDS, "boolean")) != 0; }
    @Override public byte getByte(int pos) { return buf.getByte(slot(pos, BYTE_KINDS, "byte")); }
    @Override public short getShort(int pos) { return buf.getShort(slot(pos, SHORT_KINDS, "short"), LE); }
    @Override public int getInt(int pos) { return buf.getInt(slot(pos, INT_KINDS, "int"), LE); }
    @Override public long getLong(int pos) { return buf.getLong(slot(pos, LONG_KINDS, "long"), LE); }
    @Override public float getFloat(int pos) { return buf.getFloat(slot(pos, FLOAT_KINDS, "float"), LE); }
    @Override public double getDouble(int pos) { return buf.getDouble(slot(pos, DOUBLE_KINDS, "double"), LE); }

    @Override
    public String getString(int pos) {
        int slot = slot(pos, STRING_KINDS, "String");
        return isNullAt(pos) ? null : (String) BinaryReader.readValue(layout.fields[pos], buf, offset, offset + length, slot);
    }

    @Override
    public byte[] getBinary(int pos) {
        int slot = slot(pos, BINARY_KINDS, "byte[]");
        return isNullAt(pos) ? null : (byte[]) BinaryReader.readValue(layout.fields[pos], buf, offset, offset + length, slot);
    }

    /**
     * Zero-copy when the row's buffer is on the heap ({@link DirectBuffer#byteArray()}): the view
     * points into that array, valid while this view points at the same bytes; an off-heap row's
     * bytes are copied into a new array. A null field or one of another type is an
     * IllegalArgumentException.
     */
    @Override
    public BytesView getBytesView(int pos, BytesView reuse) {
        checkVarAccess(pos);
        int start = BinaryReader.varStart(layout.fields[pos], buf, offset, offset + length, slotAt(pos));
        int len = BinaryReader.varLength(buf, slotAt(pos));
        byte[] array = buf.byteArray();
        if (array != null) {
            return reuse.set(array, buf.wrapAdjustment() + start, len);
        }
        byte[] copy = new byte[len];
        buf.getBytes(start, copy);
        return reuse.set(copy);
    }

    /**
     * Whether field {@code pos} is CHAR/VARCHAR/STRING (stored as UTF-8) or BINARY/VARBINARY/BYTES,
     * i.e. whether its bytes can be read in place with {@link #varBuffer}, {@link #varOffset} and
     * {@link #varLength}. This format stores every such value in the variable part (no inline
     * short values), so the answer depends only on the field's type.
     */
    public boolean isStringOrBinary(int pos) {
        checkIndex(pos);
        return (kindBits[pos] & (STRING_KINDS | BINARY_KINDS)) != 0;
    }

    /**
     * Zero-copy access to string/bytes fields: the buffer holding the bytes of the field passed to
     * {@link #varOffset} / {@link #varLength} (the same as {@link #buffer()}). Valid while the
     * view points at the same bytes.
     */
    public DirectBuffer varBuffer() {
        checkPointed();
        return buf;
    }

    /**
     * Absolute index in {@link #varBuffer()} of the bytes of the non-null CHAR/VARCHAR (UTF-8, as
     * written by the serializer: lone surrogates in their 3-byte WTF-8 form) or BINARY/VARBINARY
     * field {@code pos}. The slot is checked against the row's bounds: a corrupt slot is an
     * IllegalArgumentException, as is a null field or a field of another type. Allocation-free.
     */
    public int varOffset(int pos) {
        checkVarAccess(pos);
        return BinaryReader.varStart(layout.fields[pos], buf, offset, offset + length, slotAt(pos));
    }

    /** Length in bytes of the non-null CHAR/VARCHAR or BINARY/VARBINARY field {@code pos}; see {@link #varOffset}. */
    public int varLength(int pos) {
        checkVarAccess(pos);
        BinaryReader.varStart(layout.fields[pos], buf, offset, offset + length, slotAt(pos));
        return BinaryReader.varLength(buf, slotAt(pos));
    }

    /**
     * {@link #varOffset} and {@link #varLength} of field {@code pos} in one checked call:
     * {@code offset << 32 | length} (both non-negative ints).
     */
    public long varRange(int pos) {
        checkVarAccess(pos);
        int slot = slotAt(pos);
        int start = BinaryReader.varStart(layout.fields[pos], buf, offset, offset + length, slot);
        return ((long) start << 32) | BinaryReader.varLength(buf, slot);
    }

    private void checkVarAccess(int pos) {
        slot(pos, STRING_KINDS | BINARY_KINDS, "in-place bytes");
        if (BinaryReader.isNull(buf, offset + 1, pos)) {
            throw new IllegalArgumentException("field '" + type.field(pos).name() + "' is null: it has no bytes");
        }
    }

    /** Absolute index in {@link #buffer()} of a non-null variable-length field's bytes (checked). */
    int varStart(int pos) {
        return BinaryReader.varStart(layout.fields[pos], buf, offset, offset + length, slotAt(pos));
    }

    /** Length of a non-null variable-length field's bytes (any variable-length kind; unchecked). */
    int rawVarLength(int pos) {
        return BinaryReader.varLength(buf, slotAt(pos));
    }

    TypeLayout fieldLayout(int pos) {
        return layout.fields[pos];
    }

    private int slotAt(int pos) {
        return offset + headerBytes + (pos << 3);
    }

    private int slot(int pos, long allowedKinds, String what) {
        checkPos(pos);
        if ((kindBits[pos] & allowedKinds) == 0) {
            throw new IllegalArgumentException("field '" + type.field(pos).name() + "' of type " + type.type(pos)
                    + " has no " + what + " getter");
        }
        return slotAt(pos);
    }

    private void checkPos(int pos) {
        checkPointed();
        checkIndex(pos);
    }

    private void checkIndex(int pos) {
        if (pos < 0 || pos >= arity) {
            throw new IllegalArgumentException("field index " + pos + " out of range for a row of " + arity + " fields");
        }
    }

    private void checkPointed() {
        if (buf == null) {
            throw new IllegalStateException("BinaryRow is not pointed at any bytes; call pointTo first");
        }
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof BinaryRow)) {
            return false;
        }
        BinaryRow r = (BinaryRow) o;
        if (buf == null || r.buf == null) {
            return buf == r.buf && type.equals(r.type);
        }
        if (length != r.length || !type.equals(r.type)) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (buf.getByte(offset + i) != r.buf.getByte(r.offset + i)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return buf == null ? 0 : Murmur3.hash32(buf, offset, length, 0);
    }

    @Override
    public String toString() {
        return buf == null ? "BinaryRow(unpointed)" : ValueFormatter.formatRow(this, type);
    }
}
