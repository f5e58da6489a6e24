package dev.varve.row;

import dev.varve.row.TypeLayout.Kind;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteOrder;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.Arrays;
import java.util.Objects;
import org.agrona.DirectBuffer;
import org.agrona.ExpandableArrayBuffer;

/**
 * Encodes key columns of a row into normalized keys (KEY_FORMAT.md, version
 * {@link #FORMAT_VERSION}): byte strings whose unsigned lexicographic order is the SQL order of
 * the key tuples ({@link ValueComparator}) and whose byte equality is SQL equality. So
 * {@code -0.0} and {@code 0.0} encode identically, every NaN encodes to one NaN that sorts after
 * +Infinity, nulls sort first, strings sort by code point. ARRAY, MAP and ROW columns cannot be
 * key columns (rejected by the constructor). Normalized keys are persisted and hashed for bucket
 * assignment: the encoding and {@link #hash} must never change for a format version.
 *
 * <p>{@link #encode} writes into an internal growable buffer reused for every call; the key is
 * valid in {@link #buffer()} at {@code [0, length)} until the next call. Encoding allocates
 * nothing once the buffer has grown (DECIMAL keys allocate a BigInteger). Rows must hold
 * canonical values (see {@link InternalRow}); a {@link BinaryRow} of the same type is read in
 * place. Not thread-safe; the static helpers are thread-safe and allocation-free.
 */
public final class KeyEncoder {
    /** Version of the encoding written down in KEY_FORMAT.md. */
    public static final int FORMAT_VERSION = 1;
    /** Seed of {@link #hash} (MurmurHash3 x86_32). Never change it. */
    public static final int HASH_SEED = 0;

    private static final ByteOrder BE = ByteOrder.BIG_ENDIAN;
    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;
    private static final VarHandle LONG_BE = MethodHandles.byteArrayViewVarHandle(long[].class, BE);
    private static final byte NULL_MARKER = 0x00;
    private static final byte VALUE_MARKER = 0x01;

    private final RowType type;
    private final int[] keyFields;
    private final TypeLayout[] layouts;
    private final int[] decimalWidths;
    /** Every key column is a Java primitive (BOOLEAN, TINYINT..BIGINT, FLOAT, DOUBLE): see {@link #encodePrimitives}. */
    private final boolean primitiveKey;
    private final ExpandableArrayBuffer buf = new ExpandableArrayBuffer(64);
    private RowType lastBinaryType;
    private int pos;

    public KeyEncoder(RowType type, int[] keyFields) {
        this.type = Objects.requireNonNull(type, "type");
        if (keyFields == null) {
            throw new IllegalArgumentException("key field positions must not be null");
        }
        this.keyFields = keyFields.clone();
        this.layouts = new TypeLayout[keyFields.length];
        this.decimalWidths = new int[keyFields.length];
        for (int k = 0; k < keyFields.length; k++) {
            int p = keyFields[k];
            if (p < 0 || p >= type.size()) {
                throw new IllegalArgumentException("key field position " + p + " out of range for a row of "
                        + type.size() + " fields");
            }
            DataField field = type.field(p);
            TypeRoot root = field.type().root();
            if (root == TypeRoot.ARRAY || root == TypeRoot.MAP || root == TypeRoot.ROW) {
                throw new IllegalArgumentException("key field '" + field.name() + "' has type " + field.type()
                        + "; ARRAY, MAP and ROW columns cannot be part of a key");
            }
            layouts[k] = TypeLayout.of(field.type(), field.name());
            decimalWidths[k] = root == TypeRoot.DECIMAL ? decimalWidth(field.type().precision()) : 0;
        }
        boolean primitive = true;
        for (TypeLayout f : layouts) {
            switch (f.kind) {
                case BOOLEAN: case TINYINT: case SMALLINT: case INT: case BIGINT: case FLOAT: case DOUBLE:
                    break;
                default:
                    primitive = false;
            }
        }
        this.primitiveKey = primitive;
    }

    /** Bytes of a DECIMAL(p, s) key value: 1, 2, 4, 8 or 16. */
    static int decimalWidth(int precision) {
        return precision <= 2 ? 1 : precision <= 4 ? 2 : precision <= 9 ? 4 : precision <= 18 ? 8 : 16;
    }

    public RowType rowType() {
        return type;
    }

    public int[] keyFields() {
        return keyFields.clone();
    }

    /** The row type of the key columns alone, in key order. */
    public RowType keyType() {
        return type.project(keyFields);
    }

    /** Encodes the key of {@code row} into {@link #buffer()} at index 0 and returns its length. */
    public int encode(InternalRow row) {
        if (row == null) {
            throw new IllegalArgumentException("cannot encode the key of a null row");
        }
        if (row.getArity() != type.size()) {
            throw new IllegalArgumentException("row has " + row.getArity() + " fields but the key encoder's row type has "
                    + type.size());
        }
        pos = 0;
        BinaryRow binary = sameTypeBinary(row);
        if (binary == null && primitiveKey && !(row instanceof GenericRow)) {
            try {
                return encodePrimitives(row);
            } catch (ClassCastException | NullPointerException e) {
                pos = 0; // a value of the wrong class: the object path below reports it as it always did
            }
        }
        for (int k = 0; k < keyFields.length; k++) {
            TypeLayout f = layouts[k];
            int p = keyFields[k];
            if (binary != null) {
                if (binary.isNullAt(p)) {
                    putNull(f);
                } else {
                    putMarker(f);
                    encodeBinary(f, decimalWidths[k], binary, p);
                }
            } else {
                Object v = row.getField(p);
                if (v == null) {
                    putNull(f);
                } else {
                    putMarker(f);
                    encodeObject(f, decimalWidths[k], v);
                }
            }
        }
        return pos;
    }

    /**
     * The key of a row that is neither a {@link GenericRow} (whose values are boxed already; its path checks their
     * classes) nor a binary row of this type, when every key column is a Java primitive: read through
     * {@code isNullAt} and the primitive getters, so a row that keeps its values unboxed (a caller's reused key row)
     * is encoded without boxing them. The bytes are those of the object path.
     */
    private int encodePrimitives(InternalRow row) {
        for (int k = 0; k < keyFields.length; k++) {
            TypeLayout f = layouts[k];
            int p = keyFields[k];
            if (row.isNullAt(p)) {
                putNull(f);
                continue;
            }
            putMarker(f);
            switch (f.kind) {
                case BOOLEAN: putByte(row.getBoolean(p) ? 1 : 0); break;
                case TINYINT: putByte(row.getByte(p) ^ 0x80); break;
                case SMALLINT: putShort(row.getShort(p)); break;
                case INT: putInt(row.getInt(p)); break;
                case BIGINT: putLong(row.getLong(p)); break;
                case FLOAT: putFloat(row.getFloat(p)); break;
                default: putDouble(row.getDouble(p)); // DOUBLE
            }
        }
        return pos;
    }

    /** The reused buffer holding the last key at {@code [0, length)}. */
    public DirectBuffer buffer() {
        return buf;
    }

    /** Encodes the key of {@code row} into a new array (convenience; allocates). */
    public byte[] encodeToBytes(InternalRow row) {
        int len = encode(row);
        byte[] out = new byte[len];
        buf.getBytes(0, out);
        return out;
    }

    private BinaryRow sameTypeBinary(InternalRow row) {
        if (!(row instanceof BinaryRow)) {
            return null;
        }
        BinaryRow b = (BinaryRow) row;
        if (b.type() != lastBinaryType) {
            if (!b.type().equals(type)) {
                return null;
            }
            lastBinaryType = b.type();
        }
        return b;
    }

    private void putNull(TypeLayout f) {
        if (!f.nullable) {
            throw ValueChecks.nullInNotNull(f.path, f.type);
        }
        buf.putByte(pos++, NULL_MARKER);
    }

    private void putMarker(TypeLayout f) {
        if (f.nullable) {
            buf.putByte(pos++, VALUE_MARKER);
        }
    }

    private void encodeObject(TypeLayout f, int decimalWidth, Object v) {
        switch (f.kind) {
            case BOOLEAN: putByte(((Boolean) expect(f, v, Boolean.class)) ? 1 : 0); return;
            case TINYINT: putByte((Byte) expect(f, v, Byte.class) ^ 0x80); return;
            case SMALLINT: putShort((Short) expect(f, v, Short.class)); return;
            case INT: putInt((Integer) expect(f, v, Integer.class)); return;
            case BIGINT: putLong((Long) expect(f, v, Long.class)); return;
            case FLOAT: putFloat((Float) expect(f, v, Float.class)); return;
            case DOUBLE: putDouble((Double) expect(f, v, Double.class)); return;
            case DATE: putInt(ValueChecks.epochDay((LocalDate) expect(f, v, LocalDate.class), f.type, f.path)); return;
            case TIME: {
                LocalTime t = (LocalTime) expect(f, v, LocalTime.class);
                ValueChecks.checkFraction(t.getNano(), f.fractionUnit, f.type, f.path, t);
                putLong(t.toNanoOfDay());
                return;
            }
            case DECIMAL_COMPACT: case DECIMAL_BIG: {
                BigDecimal d = (BigDecimal) expect(f, v, BigDecimal.class);
                ValueChecks.checkDecimal(d, f.type, f.path);
                putDecimal(d.unscaledValue(), decimalWidth);
                return;
            }
            case TIMESTAMP_COMPACT: case TIMESTAMP_NANOS: {
                LocalDateTime t = (LocalDateTime) expect(f, v, LocalDateTime.class);
                ValueChecks.checkFraction(t.getNano(), f.fractionUnit, f.type, f.path, t);
                putTimestamp(f, ValueChecks.epochSecond(t), t.getNano(), t);
                return;
            }
            case LTZ_COMPACT: case LTZ_NANOS: {
                Instant t = (Instant) expect(f, v, Instant.class);
                ValueChecks.checkFraction(t.getNano(), f.fractionUnit, f.type, f.path, t);
                putTimestamp(f, t.getEpochSecond(), t.getNano(), t);
                return;
            }
            case STRING: putString((String) expect(f, v, String.class)); return;
            case BINARY: {
                byte[] b = (byte[]) expect(f, v, byte[].class);
                buf.checkLimit(pos + 2 * b.length + 2);
                for (byte x : b) {
                    putEscaped(x);
                }
                putTerminator();
                return;
            }
            default:
                throw new IllegalStateException("not a key kind: " + f.kind);
        }
    }

    private void encodeBinary(TypeLayout f, int decimalWidth, BinaryRow row, int p) {
        switch (f.kind) {
            case BOOLEAN: putByte(row.getBoolean(p) ? 1 : 0); return;
            case TINYINT: putByte(row.getByte(p) ^ 0x80); return;
            case SMALLINT: putShort(row.getShort(p)); return;
            case INT: case DATE: putInt(row.getInt(p)); return;
            case BIGINT: case TIME: putLong(row.getLong(p)); return;
            case FLOAT: putFloat(row.getFloat(p)); return;
            case DOUBLE: putDouble(row.getDouble(p)); return;
            case DECIMAL_COMPACT: putCompactDecimal(row.getLong(p), decimalWidth); return;
            case TIMESTAMP_COMPACT: case LTZ_COMPACT: putLong(row.getLong(p)); return;
            case TIMESTAMP_NANOS: case LTZ_NANOS: {
                int start = row.varStart(p);
                DirectBuffer src = row.buffer();
                putLong(src.getLong(start, LE));
                putNanos(src.getInt(start + 8, LE));
                return;
            }
            case STRING: case BINARY: {
                int start = row.varStart(p);
                int len = row.rawVarLength(p);
                DirectBuffer src = row.buffer();
                buf.checkLimit(pos + 2 * len + 2);
                for (int i = 0; i < len; i++) {
                    putEscaped(src.getByte(start + i));
                }
                putTerminator();
                return;
            }
            default: // DECIMAL_BIG
                encodeObject(f, decimalWidth, row.getField(p));
        }
    }

    private static Object expect(TypeLayout f, Object v, Class<?> c) {
        if (!c.isInstance(v)) {
            throw ValueChecks.wrongClass(f.path, f.type, f.canonicalClassName(), v);
        }
        return v;
    }

    // ---- primitive encodings (big-endian, sign bit flipped) ----------------------------------

    private void putByte(int b) {
        buf.putByte(pos++, (byte) b);
    }

    private void putShort(short v) {
        buf.putShort(pos, (short) (v ^ 0x8000), BE);
        pos += 2;
    }

    private void putInt(int v) {
        buf.putInt(pos, v ^ Integer.MIN_VALUE, BE);
        pos += 4;
    }

    private void putLong(long v) {
        buf.putLong(pos, v ^ Long.MIN_VALUE, BE);
        pos += 8;
    }

    private void putNanos(int nanos) {
        buf.putInt(pos, nanos, BE);
        pos += 4;
    }

    /** IEEE bits made order-preserving; -0.0 is +0.0 and every NaN is the canonical NaN. */
    private void putFloat(float v) {
        int bits = v == 0.0f ? 0 : Float.floatToIntBits(v);
        buf.putInt(pos, bits < 0 ? ~bits : bits ^ Integer.MIN_VALUE, BE);
        pos += 4;
    }

    private void putDouble(double v) {
        long bits = v == 0.0 ? 0L : Double.doubleToLongBits(v);
        buf.putLong(pos, bits < 0 ? ~bits : bits ^ Long.MIN_VALUE, BE);
        pos += 8;
    }

    private void putCompactDecimal(long unscaled, int width) {
        switch (width) {
            case 1: putByte((int) unscaled ^ 0x80); return;
            case 2: putShort((short) unscaled); return;
            case 4: putInt((int) unscaled); return;
            default: putLong(unscaled);
        }
    }

    private void putDecimal(BigInteger unscaled, int width) {
        if (width <= 8) {
            putCompactDecimal(unscaled.longValue(), width);
        } else {
            putLong(unscaled.shiftRight(64).longValue());
            buf.putLong(pos, unscaled.longValue(), BE);
            pos += 8;
        }
    }

    private void putTimestamp(TypeLayout f, long seconds, int nanos, Object v) {
        if (f.kind == Kind.TIMESTAMP_COMPACT || f.kind == Kind.LTZ_COMPACT) {
            putLong(ValueChecks.epochMillis(seconds, nanos, f.type, f.path, v));
        } else {
            putLong(seconds);
            putNanos(nanos);
        }
    }

    private void putEscaped(byte b) {
        buf.putByte(pos++, b);
        if (b == 0) {
            buf.putByte(pos++, (byte) 0xFF);
        }
    }

    private void putTerminator() {
        buf.putByte(pos++, (byte) 0);
        buf.putByte(pos++, (byte) 0);
    }

    private void putString(String s) {
        // U+0000 is the only character whose UTF-8 form contains a zero byte: escape it, encode the rest.
        buf.checkLimit(pos + 3 * s.length() + 2);
        int n = s.length();
        int start = 0;
        for (int i = 0; i <= n; i++) {
            if (i == n || s.charAt(i) == 0) {
                pos += Utf8.encode(s, start, i, buf, pos);
                if (i < n) {
                    buf.putByte(pos++, (byte) 0);
                    buf.putByte(pos++, (byte) 0xFF);
                }
                start = i + 1;
            }
        }
        putTerminator();
    }

    // ---- static helpers ---------------------------------------------------------------------

    /** The first 8 bytes of a key as a big-endian long, zero-padded; compare with {@link Long#compareUnsigned}. */
    public static long prefix(DirectBuffer buf, int off, int len) {
        return word(buf, off, len, 0);
    }

    /** Bytes 8..16 of a key as a big-endian long, zero-padded: the tie-breaker after {@link #prefix}. */
    public static long prefix2(DirectBuffer buf, int off, int len) {
        return word(buf, off, len, 8);
    }

    public static long prefix(byte[] key) {
        return word(key, 0, key.length, 0);
    }

    /** {@link #prefix(byte[])} of the {@code len} bytes of {@code b} at {@code off}. */
    public static long prefix(byte[] b, int off, int len) {
        return word(b, off, len, 0);
    }

    public static long prefix2(byte[] key) {
        return word(key, 0, key.length, 8);
    }

    private static long word(DirectBuffer buf, int off, int len, int from) {
        if (len >= from + 8) {
            return buf.getLong(off + from, BE);
        }
        long v = 0;
        for (int i = from; i < from + 8; i++) {
            v = (v << 8) | (i < len ? buf.getByte(off + i) & 0xFF : 0);
        }
        return v;
    }

    private static long word(byte[] b, int off, int len, int from) {
        if (len >= from + 8) {
            return (long) LONG_BE.get(b, off + from);
        }
        long v = 0;
        for (int i = from; i < from + 8; i++) {
            v = (v << 8) | (i < len ? b[off + i] & 0xFF : 0);
        }
        return v;
    }

    /** Unsigned lexicographic comparison of two keys (the order normalized keys are made for). */
    public static int compare(DirectBuffer a, int aOff, int aLen, DirectBuffer b, int bOff, int bLen) {
        int n = Math.min(aLen, bLen);
        int i = 0;
        for (; i + 8 <= n; i += 8) {
            long x = a.getLong(aOff + i, BE);
            long y = b.getLong(bOff + i, BE);
            if (x != y) {
                return Long.compareUnsigned(x, y);
            }
        }
        for (; i < n; i++) {
            int x = a.getByte(aOff + i) & 0xFF;
            int y = b.getByte(bOff + i) & 0xFF;
            if (x != y) {
                return x - y;
            }
        }
        return Integer.compare(aLen, bLen);
    }

    /** Unsigned lexicographic comparison of two keys. */
    public static int compare(byte[] a, byte[] b) {
        return Arrays.compareUnsigned(a, b);
    }

    /**
     * MurmurHash3 x86_32 of the key bytes with seed {@link #HASH_SEED}: the hash that assigns
     * keys to buckets. Its values are persisted implicitly (data sits in the bucket the hash
     * chose) and must never change.
     */
    public static int hash(DirectBuffer buf, int off, int len) {
        return Murmur3.hash32(buf, off, len, HASH_SEED);
    }

    public static int hash(byte[] key) {
        return Murmur3.hash32(key, 0, key.length, HASH_SEED);
    }

    /** The bucket of a key hash among {@code numBuckets} buckets: {@code floorMod(hash, numBuckets)}. Never change it. */
    public static int bucket(int hash, int numBuckets) {
        if (numBuckets <= 0) {
            throw new IllegalArgumentException("number of buckets must be positive, got " + numBuckets);
        }
        return Math.floorMod(hash, numBuckets);
    }
}
