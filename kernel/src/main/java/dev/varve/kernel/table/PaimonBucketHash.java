package dev.varve.kernel.table;

import dev.varve.row.BytesView;
import dev.varve.row.DataType;
import dev.varve.row.InternalRow;
import dev.varve.row.Murmur3;
import dev.varve.row.RowType;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.Arrays;

/**
 * The fixed-bucket hash of Apache Paimon 1.4.2, so that a row lands in the same bucket as Paimon puts
 * it (visible in {@code t$files}, {@code t$buckets} and per-bucket read order): the bucket-key columns
 * are laid out as Paimon's binary row (8-byte header with the row kind byte 0 and the null bits, one
 * 8-byte little-endian slot per field, strings and binaries up to 7 bytes inline with their length in
 * the slot's last byte as {@code 0x80 | len}, longer ones and non-compact decimals/timestamps in an
 * 8-byte-aligned variable part addressed by {@code offset << 32 | size}), and those bytes are hashed
 * with 32-bit Murmur3 over 4-byte words (seed 42, finalized with the byte length). The bucket is
 * {@link #bucket}{@code (hash, n)} = {@code |hash % n|}.
 *
 * <p>Only atomic column types are supported ({@link #supports}); ARRAY, MAP and ROW cannot be bucket
 * keys. Not thread-safe: one instance per writer, reused for every row (no allocation per row except
 * for decimals wider than 18 digits).
 */
public final class PaimonBucketHash {
    private static final int SEED = 42;

    private final int[] columns;
    private final DataType[] types;
    private final int fixedSize;
    /** One bucket-key column of a fixed-width type ({@link #isFixedWidth}): its 16 bytes are hashed without the buffer. */
    private final boolean singleFixed;
    private final BytesView bytes = new BytesView();
    private byte[] buf;
    private int cursor;

    /** Hashes columns {@code columns} (in that order) of rows of {@code rowType}. */
    public PaimonBucketHash(RowType rowType, int[] columns) {
        this.columns = columns.clone();
        this.types = new DataType[columns.length];
        for (int i = 0; i < columns.length; i++) {
            types[i] = rowType.type(columns[i]);
            if (!supports(types[i])) {
                throw new IllegalArgumentException("no Paimon bucket hash for column " + rowType.field(columns[i]).name()
                        + " of type " + types[i]);
            }
        }
        int nullBits = ((columns.length + 63 + 8) / 64) * 8;
        this.fixedSize = nullBits + 8 * columns.length;
        this.singleFixed = columns.length == 1 && isFixedWidth(types[0]);
        this.buf = new byte[fixedSize + 64];
    }

    /** Whether a column of type {@code t} can be hashed (every type but ARRAY, MAP and ROW). */
    public static boolean supports(DataType t) {
        switch (t.root()) {
            case ARRAY:
            case MAP:
            case ROW:
                return false;
            default:
                return true;
        }
    }

    /** Whether every one of {@code columns} of {@code rowType} can be hashed. */
    public static boolean supports(RowType rowType, int[] columns) {
        for (int c : columns) {
            if (!supports(rowType.type(c))) {
                return false;
            }
        }
        return true;
    }

    /** Paimon's bucket for {@code hash} among {@code numBuckets}: {@code Math.abs(hash % numBuckets)}. */
    public static int bucket(int hash, int numBuckets) {
        return Math.abs(hash % numBuckets);
    }

    /** The bucket of {@code row} among {@code numBuckets}. */
    public int bucketOf(InternalRow row, int numBuckets) {
        return bucket(hash(row), numBuckets);
    }

    /** The hash Paimon's binary row of the bucket-key columns of {@code row} has. */
    public int hash(InternalRow row) {
        if (singleFixed) {
            // the 16 bytes: header word (row kind 0; null bit of field 0 is bit 8), then the slot
            int pos = columns[0];
            return row.isNullAt(pos) ? Murmur3.hash16(1L << 8, 0, SEED)
                    : Murmur3.hash16(0, fixedBits(row, pos, types[0]), SEED);
        }
        return hashLaidOut(row);
    }

    /** {@link #hash} by laying the binary row out in the buffer (every supported key; tests compare both paths). */
    int hashLaidOut(InternalRow row) {
        Arrays.fill(buf, 0, fixedSize, (byte) 0);
        cursor = fixedSize;
        for (int i = 0; i < columns.length; i++) {
            write(i, row, columns[i], types[i]);
        }
        return murmur(buf, cursor);
    }

    private void write(int i, InternalRow row, int pos, DataType t) {
        int slot = fixedSize - 8 * columns.length + 8 * i;
        boolean isNull = row.isNullAt(pos);
        if (isNull) {
            int bit = i + 8;
            buf[bit >>> 3] |= (byte) (1 << (bit & 7));
        }
        if (isFixedWidth(t)) {
            if (!isNull) {
                putLong(slot, fixedBits(row, pos, t));
            }
            return;
        }
        switch (t.root()) {
            case CHAR:
            case VARCHAR:
            case BINARY:
            case VARBINARY:
                if (!isNull) {
                    BytesView b = row.getBytesView(pos, bytes);
                    writeBytes(slot, b.array(), b.offset(), b.length());
                }
                return;
            case DECIMAL:
                writeDecimal(slot, isNull ? null : (BigDecimal) row.getField(pos), t.precision());
                return;
            case TIMESTAMP:
            case TIMESTAMP_LTZ:
                writeTimestamp(slot, isNull ? null : row.getField(pos), t.precision());
                return;
            default:
                throw new IllegalStateException("unsupported bucket-key type " + t);
        }
    }

    /** Whether a value of type {@code t} fills (part of) its 8-byte slot and nothing else. */
    static boolean isFixedWidth(DataType t) {
        switch (t.root()) {
            case BOOLEAN:
            case TINYINT:
            case SMALLINT:
            case INT:
            case DATE:
            case TIME:
            case BIGINT:
            case FLOAT:
            case DOUBLE:
                return true;
            default:
                return false;
        }
    }

    /** The slot of a non-null fixed-width value, as a little-endian long (unused high bytes 0). */
    private static long fixedBits(InternalRow row, int pos, DataType t) {
        switch (t.root()) {
            case BOOLEAN:
                return row.getBoolean(pos) ? 1 : 0;
            case TINYINT:
                return row.getByte(pos) & 0xFFL;
            case SMALLINT:
                return row.getShort(pos) & 0xFFFFL;
            case INT:
                return row.getInt(pos) & 0xFFFF_FFFFL;
            case DATE:
                return (int) ((LocalDate) row.getField(pos)).toEpochDay() & 0xFFFF_FFFFL;
            case TIME:
                return (int) (((LocalTime) row.getField(pos)).toNanoOfDay() / 1_000_000L) & 0xFFFF_FFFFL;
            case BIGINT:
                return row.getLong(pos);
            case FLOAT:
                return Float.floatToRawIntBits(row.getFloat(pos)) & 0xFFFF_FFFFL;
            case DOUBLE:
                return Double.doubleToRawLongBits(row.getDouble(pos));
            default:
                throw new IllegalStateException("not a fixed-width bucket-key type " + t);
        }
    }

    private void writeBytes(int slot, byte[] b, int off, int len) {
        if (len <= 7) {
            System.arraycopy(b, off, buf, slot, len);
            buf[slot + 7] = (byte) (0x80 | len);
            return;
        }
        int rounded = (len + 7) & ~7;
        ensure(cursor + rounded);
        System.arraycopy(b, off, buf, cursor, len);
        Arrays.fill(buf, cursor + len, cursor + rounded, (byte) 0);
        putLong(slot, ((long) cursor << 32) | len);
        cursor += rounded;
    }

    private void writeDecimal(int slot, BigDecimal v, int precision) {
        if (precision <= 18) {
            if (v != null) {
                putLong(slot, v.unscaledValue().longValueExact());
            }
            return;
        }
        // non-compact: 16 reserved bytes in the variable part, even for null
        ensure(cursor + 16);
        Arrays.fill(buf, cursor, cursor + 16, (byte) 0);
        int size = 0;
        if (v != null) {
            byte[] unscaled = v.unscaledValue().toByteArray();
            System.arraycopy(unscaled, 0, buf, cursor, unscaled.length);
            size = unscaled.length;
        }
        putLong(slot, ((long) cursor << 32) | size);
        cursor += 16;
    }

    private void writeTimestamp(int slot, Object v, int precision) {
        long millis = 0;
        int nanoOfMilli = 0;
        if (v instanceof LocalDateTime) {
            LocalDateTime t = (LocalDateTime) v;
            long nanoOfDay = t.toLocalTime().toNanoOfDay();
            millis = t.toLocalDate().toEpochDay() * 86_400_000L + nanoOfDay / 1_000_000L;
            nanoOfMilli = (int) (nanoOfDay % 1_000_000L);
        } else if (v instanceof Instant) {
            Instant t = (Instant) v;
            millis = t.toEpochMilli();
            nanoOfMilli = t.getNano() % 1_000_000;
        }
        if (precision <= 3) {
            if (v != null) {
                putLong(slot, millis);
            }
            return;
        }
        ensure(cursor + 8);
        putLong(cursor, v == null ? 0 : millis);
        putLong(slot, ((long) cursor << 32) | (v == null ? 0 : nanoOfMilli));
        cursor += 8;
    }

    private void ensure(int size) {
        if (size > buf.length) {
            buf = Arrays.copyOf(buf, Math.max(size, buf.length * 2));
        }
    }

    private void putShort(int at, short v) {
        buf[at] = (byte) v;
        buf[at + 1] = (byte) (v >>> 8);
    }

    private void putInt(int at, int v) {
        buf[at] = (byte) v;
        buf[at + 1] = (byte) (v >>> 8);
        buf[at + 2] = (byte) (v >>> 16);
        buf[at + 3] = (byte) (v >>> 24);
    }

    private void putLong(int at, long v) {
        putInt(at, (int) v);
        putInt(at + 4, (int) (v >>> 32));
    }

    /** Murmur3 32-bit over {@code len} bytes (a multiple of 4) read as little-endian ints, seed 42. */
    static int murmur(byte[] b, int len) {
        return Murmur3.hash32(b, 0, len, SEED);
    }
}
