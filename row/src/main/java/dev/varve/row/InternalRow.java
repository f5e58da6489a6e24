package dev.varve.row;

/**
 * A row as the kernel sees it: a row kind and positional fields.
 *
 * <p>Every field value has one canonical Java class per type (the "value model", shared by every
 * module and by the public API):
 * <pre>
 * BOOLEAN Boolean · TINYINT Byte · SMALLINT Short · INT Integer · BIGINT Long · FLOAT Float
 * DOUBLE Double · DECIMAL(p,s) BigDecimal with scale s · CHAR/VARCHAR/STRING String
 * BINARY/VARBINARY/BYTES byte[] · DATE LocalDate · TIME LocalTime · TIMESTAMP LocalDateTime
 * TIMESTAMP_LTZ Instant · ARRAY java.util.List · MAP java.util.Map · ROW InternalRow
 * </pre>
 * SQL NULL is {@code null}. The primitive getters avoid boxing where the implementation stores
 * primitives (the binary row does); they must only be called on non-null fields of that type.
 *
 * <p>Views (such as a binary row pointing into off-heap memory) may be reused by whoever hands
 * them out; copy with {@link GenericRow#copyOf(InternalRow)} to keep one.
 */
public interface InternalRow {
    int getArity();

    RowKind getRowKind();

    void setRowKind(RowKind kind);

    boolean isNullAt(int pos);

    /** The field in its canonical class (see above), or {@code null}. */
    Object getField(int pos);

    default boolean getBoolean(int pos) { return (Boolean) getField(pos); }
    default byte getByte(int pos) { return (Byte) getField(pos); }
    default short getShort(int pos) { return (Short) getField(pos); }
    default int getInt(int pos) { return (Integer) getField(pos); }
    default long getLong(int pos) { return (Long) getField(pos); }
    default float getFloat(int pos) { return (Float) getField(pos); }
    default double getDouble(int pos) { return (Double) getField(pos); }
    default String getString(int pos) { return (String) getField(pos); }
    default byte[] getBinary(int pos) { return (byte[]) getField(pos); }

    /**
     * The bytes of the non-null CHAR/VARCHAR/STRING field {@code pos} (UTF-8) or
     * BINARY/VARBINARY/BYTES field {@code pos}, pointed to by {@code reuse}, which is returned:
     * the counterpart of {@link #getString} that need not build a {@code String}. For a string,
     * the bytes are the row's stored UTF-8 and decode to what {@code getString} returns; only a
     * lone surrogate (not valid Unicode) is stored as each format stores it (the binary row and
     * this default: its 3-byte "WTF-8" form; the run format: {@code '?'}).
     *
     * <p>Reuse contract: {@code reuse} is the caller's and may serve every call. Row views that
     * store such values as bytes (the binary row, the run format's value rows) point it into their
     * own buffers without copying: the bytes are then valid only while the row's values are (for
     * a reused view, until it moves to the next record) and must never be modified. This default
     * points it at {@code getBinary}'s array or at a new UTF-8 encoding of {@code getString}.
     *
     * @throws IllegalArgumentException if the field is null or not a string or binary field
     */
    default BytesView getBytesView(int pos, BytesView reuse) {
        Object v = getField(pos);
        if (v instanceof byte[]) {
            return reuse.set((byte[]) v);
        }
        if (v instanceof String) {
            String s = (String) v;
            byte[] b = new byte[Utf8.encodedLength(s)];
            Utf8.encode(s, new org.agrona.concurrent.UnsafeBuffer(b), 0);
            return reuse.set(b);
        }
        throw new IllegalArgumentException("field " + pos + (v == null ? " is null: it has no bytes"
                : " holds a " + v.getClass().getSimpleName() + ", not a string or binary value"));
    }
}
