package dev.varve.format.run;

import dev.varve.format.CorruptFileException;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The self-contained binary encoding of one canonical value of a known type (FORMAT.md §"Value
 * encoding"): used for nested columns (ARRAY, MAP, ROW) and for footer statistics. Little-endian,
 * fixed-width primitives, u32 lengths and counts, a u8 presence flag before each nested element.
 */
final class ValueCodec {
    private ValueCodec() {
    }

    static void write(DataType t, Object v, ByteSink out) {
        switch (t.root()) {
            case BOOLEAN: out.u8(((Boolean) v) ? 1 : 0); break;
            case TINYINT: out.u8((Byte) v); break;
            case SMALLINT: out.i16((Short) v); break;
            case INT: out.i32((Integer) v); break;
            case BIGINT: out.i64((Long) v); break;
            case FLOAT: out.i32(Float.floatToRawIntBits((Float) v)); break;
            case DOUBLE: out.i64(Double.doubleToRawLongBits((Double) v)); break;
            case DECIMAL: out.lengthPrefixed(unscaled(t, (BigDecimal) v).toByteArray()); break;
            case CHAR: case VARCHAR: {
                int at = out.reserveI32();
                int len = out.utf8((String) v);
                out.patchI32(at, len);
                break;
            }
            case BINARY: case VARBINARY: out.lengthPrefixed((byte[]) v); break;
            case DATE: out.i64(((LocalDate) v).toEpochDay()); break;
            case TIME: out.i64(((LocalTime) v).toNanoOfDay()); break;
            case TIMESTAMP: {
                LocalDateTime ts = (LocalDateTime) v;
                out.i64(ts.toEpochSecond(ZoneOffset.UTC));
                out.i32(ts.getNano());
                break;
            }
            case TIMESTAMP_LTZ: {
                Instant ts = (Instant) v;
                out.i64(ts.getEpochSecond());
                out.i32(ts.getNano());
                break;
            }
            case ARRAY: {
                List<?> list = (List<?>) v;
                out.i32(list.size());
                for (Object e : list) {
                    writeNullable(t.elementType(), e, out);
                }
                break;
            }
            case MAP: {
                Map<?, ?> map = (Map<?, ?>) v;
                out.i32(map.size());
                for (Map.Entry<?, ?> e : map.entrySet()) {
                    writeNullable(t.keyType(), e.getKey(), out);
                    writeNullable(t.valueType(), e.getValue(), out);
                }
                break;
            }
            case ROW: {
                InternalRow r = (InternalRow) v;
                List<DataField> fs = t.fields();
                if (r.getArity() != fs.size()) {
                    throw new IllegalArgumentException("ROW value has " + r.getArity() + " fields, type " + t + " has " + fs.size());
                }
                for (int i = 0; i < fs.size(); i++) {
                    writeNullable(fs.get(i).type(), r.getField(i), out);
                }
                break;
            }
            default:
                throw new IllegalStateException("unhandled type " + t);
        }
    }

    private static void writeNullable(DataType t, Object v, ByteSink out) {
        if (v == null) {
            out.u8(0);
        } else {
            out.u8(1);
            write(t, v, out);
        }
    }

    /** The unscaled value of a decimal at the type's scale; IllegalArgumentException if it does not fit. */
    static BigInteger unscaled(DataType t, BigDecimal v) {
        BigDecimal d = v;
        if (d.scale() != t.scale()) {
            try {
                d = d.setScale(t.scale(), RoundingMode.UNNECESSARY);
            } catch (ArithmeticException e) {
                throw new IllegalArgumentException("value " + v + " does not have the scale of " + t, e);
            }
        }
        if (d.precision() > t.precision() && d.signum() != 0) {
            throw new IllegalArgumentException("value " + v + " exceeds the precision of " + t);
        }
        return d.unscaledValue();
    }

    static Object read(DataType t, ByteSource in) throws CorruptFileException {
        switch (t.root()) {
            case BOOLEAN: {
                int b = in.u8();
                if (b > 1) {
                    throw in.corrupt("boolean byte " + b);
                }
                return b == 1;
            }
            case TINYINT: return (byte) in.u8();
            case SMALLINT: return in.i16();
            case INT: return in.i32();
            case BIGINT: return in.i64();
            case FLOAT: return Float.intBitsToFloat(in.i32());
            case DOUBLE: return Double.longBitsToDouble(in.i64());
            case DECIMAL: {
                byte[] b = in.lengthPrefixed("decimal");
                if (b.length == 0) {
                    throw in.corrupt("empty decimal");
                }
                return new BigDecimal(new BigInteger(b), t.scale());
            }
            case CHAR: case VARCHAR: return new String(in.lengthPrefixed("string"), StandardCharsets.UTF_8);
            case BINARY: case VARBINARY: return in.lengthPrefixed("bytes");
            case DATE: return date(in.i64(), in);
            case TIME: return time(in.i64(), in);
            case TIMESTAMP: return timestamp(in.i64(), in.i32(), in);
            case TIMESTAMP_LTZ: return instant(in.i64(), in.i32(), in);
            case ARRAY: {
                int n = in.count("array size", in.remaining());
                List<Object> list = new ArrayList<>(n);
                for (int i = 0; i < n; i++) {
                    list.add(readNullable(t.elementType(), in));
                }
                return list;
            }
            case MAP: {
                int n = in.count("map size", in.remaining() / 2);
                Map<Object, Object> map = new LinkedHashMap<>();
                for (int i = 0; i < n; i++) {
                    Object k = readNullable(t.keyType(), in);
                    map.put(k, readNullable(t.valueType(), in));
                }
                return map;
            }
            case ROW: {
                List<DataField> fs = t.fields();
                Object[] values = new Object[fs.size()];
                for (int i = 0; i < values.length; i++) {
                    values[i] = readNullable(fs.get(i).type(), in);
                }
                return new GenericRow(RowKind.INSERT, values);
            }
            default:
                throw new IllegalStateException("unhandled type " + t);
        }
    }

    /**
     * Moves {@code in} past one value of type {@code t}, validating it as {@link #read} does; the
     * fixed-size and string/binary forms without building the value (footer statistics are
     * skipped this way when a file is opened for its rows).
     */
    static void skip(DataType t, ByteSource in) throws CorruptFileException {
        switch (t.root()) {
            case TINYINT: in.skip(1); return;
            case SMALLINT: in.skip(2); return;
            case INT: case FLOAT: in.skip(4); return;
            case BIGINT: case DOUBLE: in.skip(8); return;
            case CHAR: case VARCHAR: case BINARY: case VARBINARY: {
                long max = in.remaining() - 4L;
                int len = in.i32();
                if (len < 0 || len > max) {
                    throw in.corrupt((t.root() == dev.varve.row.TypeRoot.CHAR || t.root() == dev.varve.row.TypeRoot.VARCHAR
                            ? "string" : "bytes") + " length " + Integer.toUnsignedString(len) + " is out of range 0.." + max);
                }
                in.skip(len);
                return;
            }
            default:
                // range-checked values (boolean, decimal, temporal) and nested ones: validated by building
                // them (a boolean is one of two shared objects)
                read(t, in);
        }
    }

    private static Object readNullable(DataType t, ByteSource in) throws CorruptFileException {
        int flag = in.u8();
        if (flag == 0) {
            return null;
        }
        if (flag != 1) {
            throw in.corrupt("presence flag " + flag);
        }
        return read(t, in);
    }

    static LocalDate date(long epochDay, ByteSource in) throws CorruptFileException {
        try {
            return LocalDate.ofEpochDay(epochDay);
        } catch (DateTimeException e) {
            throw in.corrupt("epoch day " + epochDay + " out of range");
        }
    }

    static LocalTime time(long nanoOfDay, ByteSource in) throws CorruptFileException {
        try {
            return LocalTime.ofNanoOfDay(nanoOfDay);
        } catch (DateTimeException e) {
            throw in.corrupt("nano of day " + nanoOfDay + " out of range");
        }
    }

    static LocalDateTime timestamp(long sec, int nano, ByteSource in) throws CorruptFileException {
        try {
            return LocalDateTime.ofEpochSecond(sec, nano, ZoneOffset.UTC);
        } catch (DateTimeException e) {
            throw in.corrupt("timestamp " + sec + "s " + nano + "ns out of range");
        }
    }

    static Instant instant(long sec, int nano, ByteSource in) throws CorruptFileException {
        if (nano < 0 || nano > 999_999_999) {
            throw in.corrupt("nano " + nano + " out of range");
        }
        try {
            return Instant.ofEpochSecond(sec, nano);
        } catch (DateTimeException e) {
            throw in.corrupt("instant " + sec + "s out of range");
        }
    }
}
