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
}
