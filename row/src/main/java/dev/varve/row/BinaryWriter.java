package dev.varve.row;

import dev.varve.row.TypeLayout.RowLayout;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigDecimal;
import java.nio.ByteOrder;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.agrona.DirectBuffer;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.MutableDirectBuffer;

/**
 * Writes canonical values in the binary row format (ROW_FORMAT.md) into one growable heap buffer
 * that is reused for every record: after the buffer has grown to the largest record, writing a
 * flat row allocates nothing. Values are checked as they are written (class, NOT NULL, DECIMAL
 * scale/precision, fractional-second digits); a bad value is an IllegalArgumentException naming
 * the field. Not thread-safe.
 */
final class BinaryWriter {
    static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;
    /** Largest record the writer produces (Agrona's array limit). */
    static final long MAX_RECORD_BYTES = ExpandableArrayBuffer.MAX_ARRAY_LENGTH;

    private static final int KEYS = 1;
    private static final int VALUES = 2;

    private final ExpandableArrayBuffer buf;
    private int cursor;

    BinaryWriter(int initialCapacity) {
        this.buf = new ExpandableArrayBuffer(initialCapacity);
    }

    MutableDirectBuffer buffer() {
        return buf;
    }

    /**
     * Whether flat heap rows take {@link #flatRow} (on unless {@code -Dvarve.row.flat-writer=false}, the base arm of an
     * A/B: both paths write the same bytes).
     */
    static final boolean FLAT_WRITER = !"false".equals(System.getProperty("varve.row.flat-writer"));
    private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final int K_BOOLEAN = TypeLayout.Kind.BOOLEAN.ordinal();
    private static final int K_TINYINT = TypeLayout.Kind.TINYINT.ordinal();
    private static final int K_SMALLINT = TypeLayout.Kind.SMALLINT.ordinal();
    private static final int K_INT = TypeLayout.Kind.INT.ordinal();
    private static final int K_BIGINT = TypeLayout.Kind.BIGINT.ordinal();
    private static final int K_FLOAT = TypeLayout.Kind.FLOAT.ordinal();
    private static final int K_DOUBLE = TypeLayout.Kind.DOUBLE.ordinal();
    private static final int K_STRING = TypeLayout.Kind.STRING.ordinal();

    /** Writes {@code row} at index 0 and returns its length. */
    int writeRow(RowLayout layout, InternalRow row) {
        cursor = 0;
        if (FLAT_WRITER && layout.flatClasses != null && row instanceof GenericRow) {
            int len = flatRow(layout, (GenericRow) row);
            if (len >= 0) {
                cursor = len;
                return len;
            }
        }
        row(layout, row, null);
        return cursor;
    }

    /** {@link #writeRow} through the general path only (tests compare the two paths' bytes). */
    int writeRowRowwise(RowLayout layout, InternalRow row) {
        cursor = 0;
        row(layout, row, null);
        return cursor;
    }

    /**
     * A flat row ({@link RowLayout#flatClasses}) of a {@link GenericRow}, the bytes {@link #row} writes: one pass
     * checks each value's exact class and NOT NULL and bounds the variable part, one capacity check, then the header
     * word and every slot as whole little-endian words (a narrow value zero-extended: the bytes {@link #row}'s zeroed
     * slot and narrow put leave) and the strings / binaries after the fixed part. Returns -1, having written nothing
     * that counts, when the row is not what the layout takes (wrong arity, no kind, a null in a NOT NULL field, a value
     * of another class, a bound past {@link #MAX_RECORD_BYTES}): {@link #row} then writes it or throws the error
     * naming the field.
     */
    private int flatRow(RowLayout l, GenericRow r) {
        Object[] values = r.values();
        int arity = l.arity;
        RowKind kind = r.getRowKind();
        if (values.length != arity || kind == null) {
            return -1;
        }
        Class<?>[] classes = l.flatClasses;
        TypeLayout[] fields = l.fields;
        long nulls = 0;
        long varBound = 0;
        for (int i = 0; i < arity; i++) {
            Object v = values[i];
            if (v == null) {
                if (!fields[i].nullable) {
                    return -1;
                }
                nulls |= 1L << i;
            } else {
                Class<?> c = v.getClass();
                if (c != classes[i]) {
                    return -1;
                }
                if (c == String.class) {
                    varBound += 3L * ((String) v).length();
                } else if (c == byte[].class) {
                    varBound += ((byte[]) v).length;
                }
            }
        }
        int fixed = l.fixedBytes;
        if (fixed + varBound > MAX_RECORD_BYTES) {
            return -1; // the general path checks each value's bound where it starts
        }
        buf.checkLimit((int) (fixed + varBound));
        byte[] a = buf.byteArray();
        LONG_LE.set(a, 0, (kind.toByteValue() & 0xFFL) | nulls << 8);
        byte[] kinds = l.flatKinds;
        int at = fixed;
        for (int i = 0; i < arity; i++) {
            Object v = values[i];
            long bits;
            if (v == null) {
                bits = 0;
            } else {
                int k = kinds[i];
                if (k == K_BIGINT) {
                    bits = (Long) v;
                } else if (k == K_DOUBLE) {
                    bits = Double.doubleToRawLongBits((Double) v);
                } else if (k == K_STRING) {
                    int len = Utf8.encode((String) v, buf, at);
                    bits = (long) len << 32 | at;
                    at += len;
                } else if (k == K_INT) {
                    bits = (Integer) v & 0xFFFF_FFFFL;
                } else if (k == K_BOOLEAN) {
                    bits = (Boolean) v ? 1 : 0;
                } else if (k == K_TINYINT) {
                    bits = (Byte) v & 0xFFL;
                } else if (k == K_SMALLINT) {
                    bits = (Short) v & 0xFFFFL;
                } else if (k == K_FLOAT) {
                    bits = Float.floatToRawIntBits((Float) v) & 0xFFFF_FFFFL;
                } else { // BINARY
                    byte[] b = (byte[]) v;
                    System.arraycopy(b, 0, a, at, b.length);
                    bits = (long) b.length << 32 | at;
                    at += b.length;
                }
            }
            LONG_LE.set(a, 8 + 8 * i, bits);
        }
        return at;
    }

    /** Copies an already-serialized record to index 0 and returns its length. */
    int copy(DirectBuffer src, int offset, int length) {
        buf.putBytes(0, src, offset, length);
        cursor = length;
        return length;
    }

    /** Starts a top-level row at index 0 (fixed part zeroed, kind written) for field-at-a-time writing. */
    void beginRow(RowLayout l, RowKind kind) {
        cursor = 0;
        reserve(l.fixedBytes);
        buf.putByte(0, kind.toByteValue());
    }

    /** Marks field {@code i} of the row begun by {@link #beginRow} null. */
    void setNull(int i) {
        setNullBit(1, i);
    }

    /** Writes non-null canonical value {@code v} of field layout {@code f} into the top-level row's slot at {@code slot}. */
    void writeValue(TypeLayout f, Object v, int slot) {
        value(f, v, 0, slot);
    }

    /** Appends {@code len} bytes of {@code src} at {@code off} as the variable part of the top-level slot at {@code slot}. */
    void appendVar(int slot, DirectBuffer src, int off, int len) {
        int start = cursor;
        ensure((long) start + len);
        byte[] from = src.byteArray();
        if (from != null) {
            src.boundsCheck(off, len);
            // heap to heap: System.arraycopy is much cheaper than Unsafe.copyMemory for short values
            System.arraycopy(from, src.wrapAdjustment() + off, buf.byteArray(), start, len);
        } else {
            buf.putBytes(start, src, off, len);
        }
        cursor = start + len;
        buf.putInt(slot, start, LE);
        buf.putInt(slot + 4, len, LE);
    }

    /** As {@link #appendVar(int, DirectBuffer, int, int)} from an array. */
    void appendVar(int slot, byte[] src, int off, int len) {
        int start = cursor;
        ensure((long) start + len);
        System.arraycopy(src, off, buf.byteArray(), start, len);
        cursor = start + len;
        buf.putInt(slot, start, LE);
        buf.putInt(slot + 4, len, LE);
    }

    /** Bytes written so far for the current record. */
    int length() {
        return cursor;
    }

    private void row(RowLayout l, InternalRow r, String path) {
        int arity = r.getArity();
        if (arity != l.arity) {
            throw new IllegalArgumentException((path == null ? "row" : "field '" + path + "'") + " has " + arity
                    + " fields but its type has " + l.arity);
        }
        RowKind kind = r.getRowKind();
        if (kind == null) {
            throw new IllegalArgumentException((path == null ? "row" : "field '" + path + "'") + " has no row kind");
        }
        int base = reserve(l.fixedBytes);
        buf.putByte(base, kind.toByteValue());
        for (int i = 0; i < l.arity; i++) {
            TypeLayout f = l.fields[i];
            Object v = r.getField(i);
            if (v == null) {
                if (!f.nullable) {
                    throw ValueChecks.nullInNotNull(f.path, f.type);
                }
                setNullBit(base + 1, i);
            } else {
                value(f, v, base, base + l.headerBytes + 8 * i);
            }
        }
    }

    /** Reserves {@code size} zeroed bytes at the cursor, advances past them, returns their start. */
    private int reserve(long size) {
        int start = cursor;
        ensure(start + size);
        buf.setMemory(start, (int) size, (byte) 0);
        cursor = (int) (start + size);
        return start;
    }

    private void ensure(long end) {
        if (end > MAX_RECORD_BYTES) {
            throw new IllegalArgumentException("serialized record would exceed " + MAX_RECORD_BYTES + " bytes");
        }
        buf.checkLimit((int) end);
    }

    private void setNullBit(int bitmapStart, int i) {
        int at = bitmapStart + (i >>> 3);
        buf.putByte(at, (byte) (buf.getByte(at) | (1 << (i & 7))));
    }

    /** Writes a non-null value into the slot at {@code slot}; var data goes at the cursor. */
    private void value(TypeLayout f, Object v, int base, int slot) {
        switch (f.kind) {
            case BOOLEAN:
                buf.putByte(slot, ((Boolean) expect(f, v, Boolean.class)) ? (byte) 1 : (byte) 0);
                return;
            case TINYINT:
                buf.putByte(slot, (Byte) expect(f, v, Byte.class));
                return;
            case SMALLINT:
                buf.putShort(slot, (Short) expect(f, v, Short.class), LE);
                return;
            case INT:
                buf.putInt(slot, (Integer) expect(f, v, Integer.class), LE);
                return;
            case BIGINT:
                buf.putLong(slot, (Long) expect(f, v, Long.class), LE);
                return;
            case FLOAT:
                buf.putFloat(slot, (Float) expect(f, v, Float.class), LE);
                return;
            case DOUBLE:
                buf.putDouble(slot, (Double) expect(f, v, Double.class), LE);
                return;
            case DATE:
                buf.putInt(slot, ValueChecks.epochDay((LocalDate) expect(f, v, LocalDate.class), f.type, f.path), LE);
                return;
            case TIME: {
                LocalTime t = (LocalTime) expect(f, v, LocalTime.class);
                ValueChecks.checkFraction(t.getNano(), f.fractionUnit, f.type, f.path, t);
                buf.putLong(slot, t.toNanoOfDay(), LE);
                return;
            }
            case DECIMAL_COMPACT:
                buf.putLong(slot, ValueChecks.compactUnscaled((BigDecimal) expect(f, v, BigDecimal.class), f.type, f.path), LE);
                return;
            case TIMESTAMP_COMPACT: {
                LocalDateTime t = (LocalDateTime) expect(f, v, LocalDateTime.class);
                ValueChecks.checkFraction(t.getNano(), f.fractionUnit, f.type, f.path, t);
                buf.putLong(slot, ValueChecks.epochMillis(ValueChecks.epochSecond(t), t.getNano(), f.type, f.path, t), LE);
                return;
            }
            case LTZ_COMPACT: {
                Instant t = (Instant) expect(f, v, Instant.class);
                ValueChecks.checkFraction(t.getNano(), f.fractionUnit, f.type, f.path, t);
                buf.putLong(slot, ValueChecks.epochMillis(t.getEpochSecond(), t.getNano(), f.type, f.path, t), LE);
                return;
            }
            default:
                varValue(f, v, base, slot);
        }
    }

    private static Object expect(TypeLayout f, Object v, Class<?> c) {
        if (!c.isInstance(v)) {
            throw ValueChecks.wrongClass(f.path, f.type, f.canonicalClassName(), v);
        }
        return v;
    }

    private void varValue(TypeLayout f, Object v, int base, int slot) {
        int start = cursor;
        switch (f.kind) {
            case STRING: {
                String s = (String) expect(f, v, String.class);
                ensure(start + 3L * s.length());
                cursor += Utf8.encode(s, buf, start);
                break;
            }
            case BINARY: {
                byte[] b = (byte[]) expect(f, v, byte[].class);
                ensure((long) start + b.length);
                buf.putBytes(start, b);
                cursor += b.length;
                break;
            }
            case DECIMAL_BIG: {
                BigDecimal d = (BigDecimal) expect(f, v, BigDecimal.class);
                ValueChecks.checkDecimal(d, f.type, f.path);
                byte[] b = d.unscaledValue().toByteArray();
                ensure((long) start + b.length);
                buf.putBytes(start, b);
                cursor += b.length;
                break;
            }
            case TIMESTAMP_NANOS: {
                LocalDateTime t = (LocalDateTime) expect(f, v, LocalDateTime.class);
                ValueChecks.checkFraction(t.getNano(), f.fractionUnit, f.type, f.path, t);
                secondsAndNanos(ValueChecks.epochSecond(t), t.getNano());
                break;
            }
            case LTZ_NANOS: {
                Instant t = (Instant) expect(f, v, Instant.class);
                ValueChecks.checkFraction(t.getNano(), f.fractionUnit, f.type, f.path, t);
                secondsAndNanos(t.getEpochSecond(), t.getNano());
                break;
            }
            case ARRAY:
                array(f.element, (List<?>) expect(f, v, List.class), 0);
                break;
            case MAP:
                map(f, (Map<?, ?>) expect(f, v, Map.class));
                break;
            case ROW:
                row(f.row, (InternalRow) expect(f, v, InternalRow.class), f.path);
                break;
            default:
                throw new IllegalStateException("not a variable-length kind: " + f.kind);
        }
        buf.putInt(slot, start - base, LE);
        buf.putInt(slot + 4, cursor - start, LE);
    }

    private void secondsAndNanos(long seconds, int nanos) {
        int start = reserve(12);
        buf.putLong(start, seconds, LE);
        buf.putInt(start + 8, nanos, LE);
    }

    /**
     * Writes an array of {@code values}; {@code mode} 0 takes the elements themselves, KEYS/VALUES
     * take the keys/values of map entries.
     */
    private void array(TypeLayout e, Collection<?> values, int mode) {
        int n = values.size();
        int nullBytes = (n + 7) >>> 3;
        int base = reserve(4L + nullBytes + (long) n * e.width);
        buf.putInt(base, n, LE);
        int slots = base + 4 + nullBytes;
        int i = 0;
        for (Object x : values) {
            if (i == n) {
                throw new IllegalArgumentException("field '" + e.path + "': collection changed while being written");
            }
            Object v = mode == 0 ? x : mode == KEYS ? ((Map.Entry<?, ?>) x).getKey() : ((Map.Entry<?, ?>) x).getValue();
            if (v == null) {
                if (!e.nullable) {
                    throw ValueChecks.nullInNotNull(e.path, e.type);
                }
                setNullBit(base + 4, i);
            } else {
                value(e, v, base, slots + i * e.width);
            }
            i++;
        }
        if (i != n) {
            throw new IllegalArgumentException("field '" + e.path + "': collection changed while being written");
        }
    }

    private void map(TypeLayout f, Map<?, ?> m) {
        int base = reserve(4);
        array(f.element, m.entrySet(), KEYS);
        buf.putInt(base, cursor - base - 4, LE);
        array(f.value, m.entrySet(), VALUES);
    }
}
