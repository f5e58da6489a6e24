package dev.varve.row;

import dev.varve.row.TypeLayout.RowLayout;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteOrder;
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
import org.agrona.DirectBuffer;

/**
 * Reads values of the binary row format (ROW_FORMAT.md) from any {@link DirectBuffer}, heap or
 * off-heap, into their canonical classes. Offsets and lengths found in the data are checked
 * against the enclosing structure; corrupt data is an IllegalArgumentException saying where.
 * Stateless; thread-safe.
 */
final class BinaryReader {
    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;

    private BinaryReader() {
    }

    static IllegalArgumentException corrupt(String path, String what) {
        return new IllegalArgumentException("corrupt binary row" + (path == null ? "" : " at field '" + path + "'")
                + ": " + what);
    }

    /** Reads a whole row of {@code length} bytes at {@code start}. */
    static GenericRow readRow(RowLayout l, DirectBuffer b, int start, int length, String path) {
        if (length < l.fixedBytes) {
            throw corrupt(path, "a row of " + l.arity + " fields needs at least " + l.fixedBytes + " bytes, got " + length);
        }
        byte kindByte = b.getByte(start);
        if (kindByte < 0 || kindByte > 3) {
            throw corrupt(path, "unknown row kind byte " + kindByte);
        }
        Object[] values = new Object[l.arity];
        int limit = start + length;
        for (int i = 0; i < l.arity; i++) {
            if (!isNull(b, start + 1, i)) {
                values[i] = readValue(l.fields[i], b, start, limit, start + l.headerBytes + 8 * i);
            }
        }
        return new GenericRow(RowKind.fromByteValue(kindByte), values);
    }

    static boolean isNull(DirectBuffer b, int bitmapStart, int i) {
        return (b.getByte(bitmapStart + (i >>> 3)) & (1 << (i & 7))) != 0;
    }

    /** Absolute start of the var data whose slot is at {@code slot}, checked to lie in [base, limit). */
    static int varStart(TypeLayout f, DirectBuffer b, int base, int limit, int slot) {
        int off = b.getInt(slot, LE);
        int len = b.getInt(slot + 4, LE);
        if (off < 0 || len < 0 || (long) base + off + len > limit) {
            throw corrupt(f.path, "variable-length data at offset " + off + " length " + len
                    + " lies outside its " + (limit - base) + "-byte enclosing structure");
        }
        return base + off;
    }

    static int varLength(DirectBuffer b, int slot) {
        return b.getInt(slot + 4, LE);
    }

    /** Reads the non-null value whose slot is at {@code slot} (structure spans [base, limit)). */
    static Object readValue(TypeLayout f, DirectBuffer b, int base, int limit, int slot) {
        try {
            switch (f.kind) {
                case BOOLEAN: return b.getByte(slot) != 0;
                case TINYINT: return b.getByte(slot);
                case SMALLINT: return b.getShort(slot, LE);
                case INT: return b.getInt(slot, LE);
                case BIGINT: return b.getLong(slot, LE);
                case FLOAT: return b.getFloat(slot, LE);
                case DOUBLE: return b.getDouble(slot, LE);
                case DATE: return LocalDate.ofEpochDay(b.getInt(slot, LE));
                case TIME: return LocalTime.ofNanoOfDay(b.getLong(slot, LE));
                case DECIMAL_COMPACT: return BigDecimal.valueOf(b.getLong(slot, LE), f.type.scale());
                case TIMESTAMP_COMPACT: return timestampFromMillis(b.getLong(slot, LE));
                case LTZ_COMPACT: return Instant.ofEpochMilli(b.getLong(slot, LE));
                default:
                    return readVar(f, b, varStart(f, b, base, limit, slot), varLength(b, slot));
            }
        } catch (DateTimeException e) {
            throw corrupt(f.path, "invalid " + f.type + " value: " + e.getMessage());
        }
    }

    static LocalDateTime timestampFromMillis(long millis) {
        return LocalDateTime.ofEpochSecond(Math.floorDiv(millis, 1000L), (int) Math.floorMod(millis, 1000L) * 1_000_000,
                ZoneOffset.UTC);
    }

    private static Object readVar(TypeLayout f, DirectBuffer b, int start, int len) {
        switch (f.kind) {
            case STRING:
                try {
                    return Utf8.decode(b, start, len);
                } catch (IllegalArgumentException e) {
                    throw corrupt(f.path, e.getMessage());
                }
            case BINARY: {
                byte[] out = new byte[len];
                b.getBytes(start, out);
                return out;
            }
            case DECIMAL_BIG: {
                if (len == 0) {
                    throw corrupt(f.path, "empty DECIMAL value");
                }
                byte[] out = new byte[len];
                b.getBytes(start, out);
                return new BigDecimal(new BigInteger(out), f.type.scale());
            }
            case TIMESTAMP_NANOS:
                checkLength(f, len, 12);
                return LocalDateTime.ofEpochSecond(b.getLong(start, LE), nanos(f, b, start + 8), ZoneOffset.UTC);
            case LTZ_NANOS:
                checkLength(f, len, 12);
                return Instant.ofEpochSecond(b.getLong(start, LE), nanos(f, b, start + 8));
            case ARRAY:
                return readArray(f.element, b, start, len);
            case MAP:
                return readMap(f, b, start, len);
            case ROW:
                return readRow(f.row, b, start, len, f.path);
            default:
                throw new IllegalStateException("not a variable-length kind: " + f.kind);
        }
    }

    private static int nanos(TypeLayout f, DirectBuffer b, int at) {
        int n = b.getInt(at, LE);
        if (n < 0 || n > 999_999_999) {
            throw corrupt(f.path, "nano-of-second " + n + " out of range");
        }
        return n;
    }

    private static void checkLength(TypeLayout f, int len, int expected) {
        if (len != expected) {
            throw corrupt(f.path, "expected " + expected + " bytes, got " + len);
        }
    }

    static List<Object> readArray(TypeLayout e, DirectBuffer b, int start, int len) {
        if (len < 4) {
            throw corrupt(e.path, "array of " + len + " bytes has no element count");
        }
        int n = b.getInt(start, LE);
        int nullBytes = (n + 7) >>> 3;
        if (n < 0 || 4L + nullBytes + (long) n * e.width > len) {
            throw corrupt(e.path, "array claims " + n + " elements but has only " + len + " bytes");
        }
        int slots = start + 4 + nullBytes;
        int limit = start + len;
        List<Object> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(isNull(b, start + 4, i) ? null : readValue(e, b, start, limit, slots + i * e.width));
        }
        return out;
    }

    static Map<Object, Object> readMap(TypeLayout f, DirectBuffer b, int start, int len) {
        if (len < 4) {
            throw corrupt(f.path, "map of " + len + " bytes has no key-array length");
        }
        int keyBytes = b.getInt(start, LE);
        if (keyBytes < 0 || 4L + keyBytes > len) {
            throw corrupt(f.path, "key array length " + keyBytes + " exceeds the map's " + len + " bytes");
        }
        List<Object> keys = readArray(f.element, b, start + 4, keyBytes);
        List<Object> values = readArray(f.value, b, start + 4 + keyBytes, len - 4 - keyBytes);
        if (keys.size() != values.size()) {
            throw corrupt(f.path, "map has " + keys.size() + " keys but " + values.size() + " values");
        }
        Map<Object, Object> out = new LinkedHashMap<>(Math.max(4, keys.size() * 2));
        for (int i = 0; i < keys.size(); i++) {
            out.put(keys.get(i), values.get(i));
        }
        return out;
    }
}
