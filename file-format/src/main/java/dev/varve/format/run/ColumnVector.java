package dev.varve.format.run;

import dev.varve.format.CorruptFileException;
import dev.varve.row.DataType;
import dev.varve.row.TypeRoot;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.Arrays;

/**
 * One decoded value column of the current page, indexed by row. Reused from page to page
 * (arrays only grow). Canonical objects are built only when {@link #get} is called; the
 * primitive getters allocate nothing. Not thread-safe.
 */
abstract class ColumnVector {
    DataType type;
    boolean[] isNull = new boolean[0];
    int rows;

    ColumnVector(DataType type) {
        this.type = type;
    }

    static ColumnVector create(DataType type) {
        switch (PhysicalKind.of(type)) {
            case LONG: return new LongVector(type);
            case BOOLEAN: return new BooleanVector(type);
            case FLOAT: return new FloatVector(type);
            case DOUBLE: return new DoubleVector(type);
            case TIMESTAMP: return new TimestampVector(type);
            default: return new BytesVector(type);
        }
    }

    /**
     * This vector, decoding {@code t} from now on, if t has its physical kind (arrays are kept);
     * else a new vector for t. Any decoded page is void afterwards.
     */
    final ColumnVector retype(DataType t) {
        if (t.equals(type)) {
            return this;
        }
        if (PhysicalKind.of(t) != PhysicalKind.of(type)) {
            return create(t);
        }
        type = t;
        typeChanged();
        rows = 0;
        return this;
    }

    /**
     * Exchanges everything this vector holds (type, decoded arrays, row count) with {@code o}, a vector
     * of the same class: a page decoded ahead into {@code o} on a read-ahead thread becomes this
     * vector's page, and this vector's arrays {@code o}'s to decode the page after into
     * ({@link PageDecoder#load}). The objects stay where they are (views hold them).
     */
    final void swapWith(ColumnVector o) {
        if (o.getClass() != getClass()) {
            throw new IllegalArgumentException(o.getClass() + " is not a " + getClass());
        }
        DataType t = type;
        type = o.type;
        o.type = t;
        boolean[] n = isNull;
        isNull = o.isNull;
        o.isNull = n;
        int r = rows;
        rows = o.rows;
        o.rows = r;
        swapValues(o);
    }

    /** {@link #swapWith}'s part for the fields of the subclass ({@code o} has this class). */
    abstract void swapValues(ColumnVector o);

    /** Called when {@link #retype} gave this vector another type of its physical kind. */
    void typeChanged() {
    }

    /** Decodes a column chunk of n rows. */
    final void decode(ByteSource in, int n) throws CorruptFileException {
        if (isNull.length < n) {
            isNull = new boolean[Math.max(n, isNull.length * 2)];
        }
        rows = n;
        int tag = in.u8();
        int nulls = NullSection.decode(in, tag & 0x0F, n, isNull);
        int nonNull = n - nulls;
        ensureCapacity(n);
        if (tag >>> 4 == 0) {
            decodeValues(in, nonNull);
        } else if (tag >>> 4 == RunFormat.DOUBLE_SCALED && this instanceof DoubleVector) {
            ((DoubleVector) this).decodeScaled(in, nonNull);
        } else {
            throw in.corrupt("unknown value encoding " + (tag >>> 4) + " of a " + type + " column");
        }
        if (nulls > 0) {
            // spread the dense values to their rows, from the back (dense index <= row index)
            int d = nonNull - 1;
            for (int r = n - 1; r >= 0 && d != r; r--) {
                if (!isNull[r]) {
                    move(d--, r);
                }
            }
        }
    }

    abstract void ensureCapacity(int n);

    abstract void decodeValues(ByteSource in, int nonNull) throws CorruptFileException;

    /** Moves the dense value at index {@code from} to row {@code to} (to ≥ from). */
    abstract void move(int from, int to);

    /** The canonical value at the row, or null. */
    final Object get(int row) {
        return isNull[row] ? null : getValue(row);
    }

    abstract Object getValue(int row);

    /** Heap bytes held by the decoded arrays, not counting the page buffer values point into. */
    final long retainedBytes() {
        long b = 64L + isNull.length;
        if (this instanceof LongVector) {
            b += 8L * ((LongVector) this).vals.length;
        } else if (this instanceof BooleanVector) {
            b += ((BooleanVector) this).vals.length;
        } else if (this instanceof FloatVector) {
            b += 4L * ((FloatVector) this).vals.length;
        } else if (this instanceof DoubleVector) {
            b += 8L * ((DoubleVector) this).vals.length;
        } else if (this instanceof TimestampVector) {
            b += 16L * ((TimestampVector) this).secs.length;
        } else if (this instanceof BytesVector) {
            b += ((BytesVector) this).retainedArrayBytes();
        }
        return b;
    }

    // ---------------------------------------------------------------------------------------------

    static final class LongVector extends ColumnVector {
        long[] vals = new long[0];

        @Override
        void swapValues(ColumnVector other) {
            LongVector o = (LongVector) other;
            long[] vals0 = vals;
            vals = o.vals;
            o.vals = vals0;
        }

        LongVector(DataType type) {
            super(type);
        }

        @Override
        void ensureCapacity(int n) {
            if (vals.length < n) {
                vals = new long[Math.max(n, vals.length * 2)];
            }
        }

        @Override
        void decodeValues(ByteSource in, int nonNull) throws CorruptFileException {
            IntBlock.decode(in, nonNull, vals);
            checkRange(in, nonNull);
        }

        /**
         * Decodes a version-3 KEY chunk of n rows (FORMAT.md "LONG values"): the tag byte
         * {@code LONG_KEY << 4} (no nulls) and nothing else; value i is what the page's FIXED key i
         * ({@code keys[i]}, {@code keyLen} bytes) encodes. {@code keyLen} is 0 when the page's keys are
         * not FIXED, which makes the chunk corrupt.
         */
        void decodeFromKeys(ByteSource in, int n, long[] keys, int keyLen) throws CorruptFileException {
            int tag = in.u8();
            if (tag != RunFormat.LONG_KEY << 4) {
                throw in.corrupt("KEY column chunk with null section " + (tag & 0x0F) + " and value encoding " + (tag >>> 4));
            }
            if (keyLen == 0) {
                throw in.corrupt("KEY column chunk on a page whose keys are not FIXED");
            }
            if (isNull.length < n) {
                isNull = new boolean[Math.max(n, isNull.length * 2)];
            }
            java.util.Arrays.fill(isNull, 0, n, false);
            rows = n;
            ensureCapacity(n);
            long[] v = vals;
            for (int i = 0; i < n; i++) {
                v[i] = KeyChunk.keyLong(keys[i], keyLen);
            }
            checkRange(in, n);
        }

        /** Validates the ranges of narrow types, so canonical conversion never fails later. */
        private void checkRange(ByteSource in, int nonNull) throws CorruptFileException {
            TypeRoot r = type.root();
            long lo;
            long hi;
            switch (r) {
                case TINYINT: lo = Byte.MIN_VALUE; hi = Byte.MAX_VALUE; break;
                case SMALLINT: lo = Short.MIN_VALUE; hi = Short.MAX_VALUE; break;
                case INT: lo = Integer.MIN_VALUE; hi = Integer.MAX_VALUE; break;
                case DATE: lo = LocalDate.MIN.toEpochDay(); hi = LocalDate.MAX.toEpochDay(); break;
                case TIME: lo = 0; hi = LocalTime.MAX.toNanoOfDay(); break;
                default: return;
            }
            for (int i = 0; i < nonNull; i++) {
                if (vals[i] < lo || vals[i] > hi) {
                    throw in.corrupt(type + " value " + vals[i] + " out of range");
                }
            }
        }

        @Override
        void move(int from, int to) {
            vals[to] = vals[from];
        }

        @Override
        Object getValue(int row) {
            return canonical(type, vals[row]);
        }

        static Object canonical(DataType type, long v) {
            switch (type.root()) {
                case TINYINT: return (byte) v;
                case SMALLINT: return (short) v;
                case INT: return (int) v;
                case BIGINT: return v;
                case DATE: return LocalDate.ofEpochDay(v);
                case TIME: return LocalTime.ofNanoOfDay(v);
                case DECIMAL: return BigDecimal.valueOf(v, type.scale());
                default: throw new IllegalStateException(type.toString());
            }
        }
    }

    static final class BooleanVector extends ColumnVector {
        boolean[] vals = new boolean[0];

        @Override
        void swapValues(ColumnVector other) {
            BooleanVector o = (BooleanVector) other;
            boolean[] vals0 = vals;
            vals = o.vals;
            o.vals = vals0;
        }

        BooleanVector(DataType type) {
            super(type);
        }

        @Override
        void ensureCapacity(int n) {
            if (vals.length < n) {
                vals = new boolean[Math.max(n, vals.length * 2)];
            }
        }

        @Override
        void decodeValues(ByteSource in, int nonNull) throws CorruptFileException {
            int bytes = (nonNull + 7) / 8;
            in.need(bytes, "boolean bits");
            for (int i = 0; i < nonNull; i++) {
                vals[i] = (in.buf[in.pos + (i >>> 3)] & (1 << (i & 7))) != 0;
            }
            in.pos += bytes;
        }

        @Override
        void move(int from, int to) {
            vals[to] = vals[from];
        }

        @Override
        Object getValue(int row) {
            return vals[row];
        }
    }

    static final class FloatVector extends ColumnVector {
        float[] vals = new float[0];

        @Override
        void swapValues(ColumnVector other) {
            FloatVector o = (FloatVector) other;
            float[] vals0 = vals;
            vals = o.vals;
            o.vals = vals0;
        }

        FloatVector(DataType type) {
            super(type);
        }

        @Override
        void ensureCapacity(int n) {
            if (vals.length < n) {
                vals = new float[Math.max(n, vals.length * 2)];
            }
        }

        @Override
        void decodeValues(ByteSource in, int nonNull) throws CorruptFileException {
            in.need(4L * nonNull, "floats");
            for (int i = 0; i < nonNull; i++) {
                vals[i] = Float.intBitsToFloat((int) ByteSink.INT_LE.get(in.buf, in.pos + 4 * i));
            }
            in.pos += 4 * nonNull;
        }

        @Override
        void move(int from, int to) {
            vals[to] = vals[from];
        }

        @Override
        Object getValue(int row) {
            return vals[row];
        }
    }

    static final class DoubleVector extends ColumnVector {
        double[] vals = new double[0];
        /** The scaled integers of a SCALED chunk (grown, never shrunk). */
        private long[] scaled = new long[0];

        @Override
        void swapValues(ColumnVector other) {
            DoubleVector o = (DoubleVector) other;
            double[] vals0 = vals;
            vals = o.vals;
            o.vals = vals0;
            long[] scaled0 = scaled;
            scaled = o.scaled;
            o.scaled = scaled0;
        }

        DoubleVector(DataType type) {
            super(type);
        }

        @Override
        void ensureCapacity(int n) {
            if (vals.length < n) {
                vals = new double[Math.max(n, vals.length * 2)];
            }
        }

        @Override
        void decodeValues(ByteSource in, int nonNull) throws CorruptFileException {
            in.need(8L * nonNull, "doubles");
            byte[] b = in.buf;
            int p = in.pos;
            for (int i = 0; i < nonNull; i++) {
                vals[i] = Double.longBitsToDouble((long) ByteSink.LONG_LE.get(b, p + 8 * i));
            }
            in.pos += 8 * nonNull;
        }

        /** Version 2's SCALED values: {@code u8 s, IntBlock(nonNull)} of v·2^s. */
        void decodeScaled(ByteSource in, int nonNull) throws CorruptFileException {
            double f = Math.scalb(1.0, -in.u8());
            if (scaled.length < nonNull) {
                scaled = new long[Math.max(nonNull, scaled.length * 2)];
            }
            long[] k = scaled;
            IntBlock.decode(in, nonNull, k);
            double[] v = vals;
            for (int i = 0; i < nonNull; i++) {
                v[i] = (double) k[i] * f;
            }
        }

        @Override
        void move(int from, int to) {
            vals[to] = vals[from];
        }

        @Override
        Object getValue(int row) {
            return vals[row];
        }
    }

    static final class TimestampVector extends ColumnVector {
        long[] secs = new long[0];
        long[] nanos = new long[0];

        @Override
        void swapValues(ColumnVector other) {
            TimestampVector o = (TimestampVector) other;
            long[] secs0 = secs;
            secs = o.secs;
            o.secs = secs0;
            long[] nanos0 = nanos;
            nanos = o.nanos;
            o.nanos = nanos0;
        }

        TimestampVector(DataType type) {
            super(type);
        }

        @Override
        void ensureCapacity(int n) {
            if (secs.length < n) {
                secs = new long[Math.max(n, secs.length * 2)];
                nanos = new long[secs.length];
            }
        }

        @Override
        void decodeValues(ByteSource in, int nonNull) throws CorruptFileException {
            IntBlock.decode(in, nonNull, secs);
            IntBlock.decode(in, nonNull, nanos);
            boolean ltz = type.root() == TypeRoot.TIMESTAMP_LTZ;
            long minSec = ltz ? Instant.MIN.getEpochSecond() : LocalDateTime.MIN.toEpochSecond(ZoneOffset.UTC);
            long maxSec = ltz ? Instant.MAX.getEpochSecond() : LocalDateTime.MAX.toEpochSecond(ZoneOffset.UTC);
            for (int i = 0; i < nonNull; i++) {
                if (nanos[i] < 0 || nanos[i] > 999_999_999 || secs[i] < minSec || secs[i] > maxSec) {
                    throw in.corrupt("timestamp " + secs[i] + "s " + nanos[i] + "ns out of range");
                }
            }
        }

        @Override
        void move(int from, int to) {
            secs[to] = secs[from];
            nanos[to] = nanos[from];
        }

        @Override
        Object getValue(int row) {
            if (type.root() == TypeRoot.TIMESTAMP_LTZ) {
                return Instant.ofEpochSecond(secs[row], nanos[row]);
            }
            return LocalDateTime.ofEpochSecond(secs[row], (int) nanos[row], ZoneOffset.UTC);
        }
    }

    /** Variable-length values; offsets point into the page buffer (plain) or its dictionary. */
    static final class BytesVector extends ColumnVector {
        byte[] data;
        int[] off = new int[0];
        int[] len = new int[0];
        private long[] scratch = new long[0];
        private int[] dictOff = new int[0];
        private int[] dictLen = new int[0];
        private Object[] nested = new Object[0];
        /**
         * Where the decoded page's value bytes of this column lie in {@link #data}: the plain values, or the
         * dictionary's entries, so every value is a slice of it ({@link #asciiOnly}).
         */
        private int payloadFrom;
        private int payloadTo;
        /**
         * {@link #asciiOnly} of the decoded page: 0 not asked yet, 1 yes, 2 no; no for a vector whose values
         * {@link #decodeValues} did not set (filled by hand: no payload range is known).
         */
        private byte ascii = 2;

        @Override
        void swapValues(ColumnVector other) {
            BytesVector o = (BytesVector) other;
            byte[] data0 = data;
            data = o.data;
            o.data = data0;
            int[] off0 = off;
            off = o.off;
            o.off = off0;
            int[] len0 = len;
            len = o.len;
            o.len = len0;
            long[] scratch0 = scratch;
            scratch = o.scratch;
            o.scratch = scratch0;
            int[] dictOff0 = dictOff;
            dictOff = o.dictOff;
            o.dictOff = dictOff0;
            int[] dictLen0 = dictLen;
            dictLen = o.dictLen;
            o.dictLen = dictLen0;
            Object[] nested0 = nested;
            nested = o.nested;
            o.nested = nested0;
            int payloadFrom0 = payloadFrom;
            payloadFrom = o.payloadFrom;
            o.payloadFrom = payloadFrom0;
            int payloadTo0 = payloadTo;
            payloadTo = o.payloadTo;
            o.payloadTo = payloadTo0;
            byte ascii0 = ascii;
            ascii = o.ascii;
            o.ascii = ascii0;
            boolean stringOrBinary0 = stringOrBinary;
            stringOrBinary = o.stringOrBinary;
            o.stringOrBinary = stringOrBinary0;
        }

        /** {@link #isStringOrBinary()} of the current type, kept so a row's getter asks no type per call. */
        private boolean stringOrBinary;

        BytesVector(DataType type) {
            super(type);
            typeChanged();
        }

        @Override
        void typeChanged() {
            TypeRoot r = type.root();
            stringOrBinary = r == TypeRoot.CHAR || r == TypeRoot.VARCHAR || r == TypeRoot.BINARY || r == TypeRoot.VARBINARY;
        }

        @Override
        void ensureCapacity(int n) {
            if (off.length < n) {
                off = new int[Math.max(n, off.length * 2)];
                len = new int[off.length];
            }
        }

        long retainedArrayBytes() {
            // nested values are objects of unknown size: count them at 64 bytes each
            return 8L * off.length + 8L * scratch.length + 8L * dictOff.length + 64L * nested.length;
        }

        private long[] scratch(int n) {
            if (scratch.length < n) {
                scratch = new long[Math.max(n, scratch.length * 2)];
            }
            return scratch;
        }

        @Override
        void decodeValues(ByteSource in, int nonNull) throws CorruptFileException {
            data = in.buf;
            ascii = 0;
            int enc = in.u8();
            if (enc == ColumnBuffer.BytesBuffer.PLAIN) {
                long[] l = scratch(nonNull);
                IntBlock.decode(in, nonNull, l);
                // the value bytes follow their u32 count: one branch-free pass makes the offsets, the lengths,
                // their sum and the OR of every length (a length below 0 or above Integer.MAX_VALUE sets a bit
                // from 31 up); the checks come after it, in the order they had (a length out of range, the
                // count, then the sum), and a failed one leaves the vectors unread
                int p = in.pos + 4;
                long any = 0;
                long sum = 0;
                int[] o = off;
                int[] ln = len;
                for (int i = 0; i < nonNull; i++) {
                    long x = l[i];
                    any |= x;
                    o[i] = p + (int) sum;
                    ln[i] = (int) x;
                    sum += x;
                }
                if ((any >>> 31) != 0) {
                    IntBlock.checkBounded(in, nonNull, l, Integer.MAX_VALUE, "value length");
                }
                int total = in.count("value bytes", in.remaining() - 4L);
                if (sum > total) {
                    throw in.corrupt("value lengths exceed the " + total + " value bytes");
                }
                if (sum != total) {
                    throw in.corrupt("value lengths sum to " + sum + ", not " + total);
                }
                payloadFrom = p;
                payloadTo = p + total;
                in.skip(total);
            } else if (enc == ColumnBuffer.BytesBuffer.DICT) {
                int distinct = in.count("dictionary size", Math.max(1, nonNull));
                if (dictOff.length < distinct) {
                    dictOff = new int[Math.max(distinct, dictOff.length * 2)];
                    dictLen = new int[dictOff.length];
                }
                long[] l = scratch(Math.max(distinct, nonNull));
                IntBlock.decodeBounded(in, distinct, l, Integer.MAX_VALUE, "dictionary entry length");
                int total = in.count("dictionary bytes", in.remaining() - 4L);
                int p = in.pos;
                long sum = 0;
                for (int i = 0; i < distinct; i++) {
                    dictOff[i] = p + (int) sum;
                    dictLen[i] = (int) l[i];
                    sum += l[i];
                    if (sum > total) {
                        throw in.corrupt("dictionary lengths exceed the " + total + " dictionary bytes");
                    }
                }
                if (sum != total) {
                    throw in.corrupt("dictionary lengths sum to " + sum + ", not " + total);
                }
                payloadFrom = p;
                payloadTo = p + total;
                in.skip(total);
                IntBlock.decodeBounded(in, nonNull, l, distinct - 1L, "dictionary id");
                for (int i = 0; i < nonNull; i++) {
                    int id = (int) l[i];
                    off[i] = dictOff[id];
                    len[i] = dictLen[id];
                }
            } else {
                throw in.corrupt("unknown bytes encoding " + enc);
            }
            decodeNested(in, nonNull);
        }

        @Override
        void move(int from, int to) {
            off[to] = off[from];
            len[to] = len[from];
            if (nested.length > to) {
                nested[to] = nested[from];
            }
        }

        /**
         * Whether every value byte of the decoded page is ASCII (below 0x80), so every string value is well-formed
         * UTF-8 without checking it: a run writer copying the page's strings ({@link ColumnBuffer.BytesBuffer})
         * then skips its per-value {@link Utf8Check}. Scanned once per decoded page, when first asked (a word at a
         * time over the page's value or dictionary bytes; stops at the first other byte).
         */
        boolean asciiOnly() {
            byte a = ascii;
            if (a == 0) {
                a = scanAscii(data, payloadFrom, payloadTo) ? (byte) 1 : (byte) 2;
                ascii = a;
            }
            return a == 1;
        }

        private static boolean scanAscii(byte[] b, int from, int to) {
            int i = from;
            long or = 0;
            for (; i + 32 <= to; i += 32) {
                or |= (long) ByteSink.LONG_LE.get(b, i) | (long) ByteSink.LONG_LE.get(b, i + 8)
                        | (long) ByteSink.LONG_LE.get(b, i + 16) | (long) ByteSink.LONG_LE.get(b, i + 24);
                if ((or & 0x8080808080808080L) != 0) {
                    return false;
                }
            }
            for (; i + 8 <= to; i += 8) {
                or |= (long) ByteSink.LONG_LE.get(b, i);
            }
            for (; i < to; i++) {
                or |= b[i];
            }
            return (or & 0x8080808080808080L) == 0;
        }

        /** Whether values are CHAR/VARCHAR (UTF-8 bytes decoded to a String). */
        boolean isString() {
            return type.root() == TypeRoot.CHAR || type.root() == TypeRoot.VARCHAR;
        }

        /** Whether values are CHAR/VARCHAR (UTF-8) or BINARY/VARBINARY: their bytes are the value. */
        boolean isStringOrBinary() {
            return stringOrBinary;
        }

        /** The value of {@code row}, a string column's, without boxing through {@link #get}. */
        String string(int row) {
            return isNull[row] ? null : new String(data, off[row], len[row], StandardCharsets.UTF_8);
        }

        @Override
        Object getValue(int row) {
            int o = off[row];
            int l = len[row];
            switch (type.root()) {
                case CHAR: case VARCHAR:
                    return new String(data, o, l, StandardCharsets.UTF_8);
                case BINARY: case VARBINARY:
                    return Arrays.copyOfRange(data, o, o + l);
                case DECIMAL:
                    return new BigDecimal(new BigInteger(data, o, l), type.scale());
                default:
                    return nested[row];
            }
        }

        /** Nested values are decoded (and so validated) when the page is loaded. */
        private void decodeNested(ByteSource in, int nonNull) throws CorruptFileException {
            TypeRoot r = type.root();
            if (r == TypeRoot.DECIMAL) {
                for (int i = 0; i < nonNull; i++) {
                    if (len[i] == 0) {
                        throw in.corrupt("empty decimal value");
                    }
                }
                return;
            }
            if (r != TypeRoot.ARRAY && r != TypeRoot.MAP && r != TypeRoot.ROW) {
                return;
            }
            if (nested.length < off.length) {
                nested = new Object[off.length];
            }
            for (int i = 0; i < nonNull; i++) {
                ByteSource v = in.slice(off[i], len[i]);
                nested[i] = ValueCodec.read(type, v);
                if (v.remaining() != 0) {
                    throw v.corrupt(v.remaining() + " bytes left after a " + type + " value");
                }
            }
        }
    }
}
