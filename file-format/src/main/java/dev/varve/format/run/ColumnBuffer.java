package dev.varve.format.run;

import dev.varve.format.BloomFilter;
import dev.varve.row.KeyEncoder;
import dev.varve.row.BinaryRow;
import dev.varve.row.DataType;
import dev.varve.row.InternalRow;
import dev.varve.row.TypeRoot;
import dev.varve.row.ValueComparator;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.Arrays;

/**
 * The values of one value column for the page being built, plus the file-level statistics of
 * that column. Values are appended densely (nulls only marked); {@link #encode} writes the
 * column chunk. Reused across pages; not thread-safe. No allocation per value once the arrays
 * have grown to the page size (except BigDecimal.unscaledValue for DECIMAL).
 */
abstract class ColumnBuffer {
    /** Statistics values longer than this many bytes are not kept (min/max become unknown). */
    static final int MAX_STATS_BYTES = 256;

    final DataType type;
    final int pos;
    /** {@link PhysicalKind#ordinal()} of the concrete buffer class. */
    final int physical;
    byte[] nulls = new byte[64];
    int rows;
    int nonNull;
    /** Where {@link #encode} wrote the null section's tag byte (a value encoding may set its high nibble). */
    int nullTagAt;
    /**
     * Where the last {@link #encode} began the chunk's free-form value bytes (BYTES PLAIN), or -1: the
     * flusher compresses only those and stores the bytes before them (null section, lengths) raw.
     */
    int valueBytesAt = -1;
    long fileNullCount;
    /**
     * The buffer that keeps this column's file statistics ({@link #fileNullCount}, min and max): this
     * one, or the same column's buffer of another page set ({@link PageColumns}); {@link #encode}
     * folds each page into it, so only the encoding thread touches it until the file is finished.
     */
    ColumnBuffer owner = this;

    ColumnBuffer(DataType type, int pos) {
        this.type = type;
        this.pos = pos;
        this.physical = PhysicalKind.of(type).ordinal();
    }

    static ColumnBuffer create(DataType type, int pos) {
        switch (PhysicalKind.of(type)) {
            case LONG: return new LongBuffer(type, pos);
            case BOOLEAN: return new BooleanBuffer(type, pos);
            case FLOAT: return new FloatBuffer(type, pos);
            case DOUBLE: return new DoubleBuffer(type, pos);
            case TIMESTAMP: return new TimestampBuffer(type, pos);
            default: return new BytesBuffer(type, pos);
        }
    }

    /*
     * Appending a row's value: the writer calls the final addRow of the concrete class (chosen by
     * switching on `physical`), so that the per-value call is monomorphic; each addRow is
     * beginRow + addValue + endValue.
     */

    /** Marks a null (and returns false) or prepares for a value (returns true). */
    final boolean beginRow(InternalRow row) {
        if (rows == nulls.length) {
            nulls = Arrays.copyOf(nulls, rows * 2);
        }
        if (row.isNullAt(pos)) {
            if (!type.isNullable()) {
                throw new IllegalArgumentException("null in NOT NULL column of type " + type);
            }
            nulls[rows++] = 1;
            return false;
        }
        return true;
    }

    /** As {@link #beginRow(InternalRow)} for row {@code row} of a decoded column. */
    final boolean beginRow(ColumnVector v, int row) {
        if (rows == nulls.length) {
            nulls = Arrays.copyOf(nulls, rows * 2);
        }
        if (v.isNull[row]) {
            if (!type.isNullable()) {
                throw new IllegalArgumentException("null in NOT NULL column of type " + type);
            }
            nulls[rows++] = 1;
            return false;
        }
        return true;
    }

    /**
     * As {@link #beginRow(InternalRow)} for a binary row; {@code mayBeNull} false: the row's null
     * bitmap is empty ({@link BinaryRow#hasNullFields}), so the field's null bit is not read.
     */
    final boolean beginBinary(BinaryRow row, boolean mayBeNull) {
        if (rows == nulls.length) {
            nulls = Arrays.copyOf(nulls, rows * 2);
        }
        if (mayBeNull && row.isNullAt(pos)) {
            if (!type.isNullable()) {
                throw new IllegalArgumentException("null in NOT NULL column of type " + type);
            }
            nulls[rows++] = 1;
            return false;
        }
        return true;
    }

    /**
     * Whether {@code addBinary} of the concrete buffer may append field {@link #pos} of binary rows
     * whose field has type {@code t}: the same type, read through a primitive getter or as raw
     * bytes with the same file bytes as the row path (not DECIMAL, timestamps nor nested types,
     * whose values the row path re-derives from canonical objects).
     */
    final boolean canAppendBinary(DataType t) {
        if (!t.equals(type)) {
            return false;
        }
        switch (type.root()) {
            case DECIMAL: case TIMESTAMP: case TIMESTAMP_LTZ: case ARRAY: case MAP: case ROW:
                return false;
            default:
                return true;
        }
    }

    /**
     * Whether the {@code appendFrom} of a decoded column of type {@code t} appends exactly what
     * appending the canonical value through an {@link InternalRow} would: {@code t} is this
     * column's type (the stored representation is then the same) and not one whose values the
     * row path re-derives (DECIMAL, nested types).
     */
    final boolean canAppendFrom(DataType t) {
        if (!t.equals(type)) {
            return false;
        }
        TypeRoot r = type.root();
        return r != TypeRoot.DECIMAL && r != TypeRoot.ARRAY && r != TypeRoot.MAP && r != TypeRoot.ROW;
    }

    final void endValue() {
        nulls[rows++] = 0;
        nonNull++;
    }

    /** Makes room for {@code more} rows' null marks (a stretch of picked rows, {@code appendPicked}). */
    final void roomForRows(int more) {
        if (rows + more > nulls.length) {
            nulls = Arrays.copyOf(nulls, Math.max(rows + more, rows * 2));
        }
    }

    /** The error of a null in a NOT NULL column (as {@link #beginRow(ColumnVector, int)} throws it). */
    final IllegalArgumentException nullInNotNull() {
        return new IllegalArgumentException("null in NOT NULL column of type " + type);
    }

    /** Makes room for one more row's null mark (as {@link #beginRow(InternalRow)} does before a non-null value). */
    final void roomForRow() {
        if (rows == nulls.length) {
            nulls = Arrays.copyOf(nulls, rows * 2);
        }
    }

    /** Appends a null, as {@link #beginRow(InternalRow)} does for a row whose field is null (a {@link ComposedRow}'s). */
    final void appendNull() {
        if (rows == nulls.length) {
            nulls = Arrays.copyOf(nulls, rows * 2);
        }
        if (!type.isNullable()) {
            throw new IllegalArgumentException("null in NOT NULL column of type " + type);
        }
        nulls[rows++] = 1;
    }

    /** Appends the non-null value of the row at index {@link #nonNull}. */
    abstract void addValue(InternalRow row);

    /** Keeps only the first {@code rowCount} rows (undo of a failed add). */
    final void truncate(int rowCount) {
        int nn = 0;
        for (int i = 0; i < rowCount; i++) {
            nn += nulls[i] == 0 ? 1 : 0;
        }
        rows = rowCount;
        nonNull = nn;
        truncateValues(nn);
    }

    void truncateValues(int valueCount) {
    }

    /** Back to the state of a new buffer (no page values, no file statistics), keeping the grown arrays. */
    final void resetFile() {
        rows = 0;
        nonNull = 0;
        fileNullCount = 0;
        resetFileStats();
    }

    /** Clears the file statistics (and any per-page state) of the concrete buffer. */
    abstract void resetFileStats();

    /** Estimated encoded bytes of the values so far (before compression). */
    abstract long estimatedBytes();

    /** Writes the chunk (null section + values), folds the page into the statistics, clears the page. */
    final void encode(ByteSink out) {
        int nullCount = rows - nonNull;
        nullTagAt = out.pos;
        valueBytesAt = -1;
        NullSection.encode(nulls, rows, nullCount, out);
        owner.fileNullCount += nullCount;
        encodeValues(out);
        rows = 0;
        nonNull = 0;
    }

    abstract void encodeValues(ByteSink out);

    /** The smallest non-null value seen in the file (canonical), or null if none or unknown. */
    abstract Object statsMin();

    abstract Object statsMax();

    /**
     * Writes the file statistics' flags and values exactly as {@link Footer#writeStatsValues} writes
     * {@link #statsMin()} and {@link #statsMax()} (FORMAT.md §"Footer"); the buffers of numbers, binary
     * strings and well-formed character strings write them without building the value objects.
     */
    void writeStatsValues(ByteSink out) {
        Footer.writeStatsValues(out, type, statsMin(), statsMax());
    }

    /**
     * Statistics flags 3 and {@code min}, {@code max} as {@code width}-byte values ({@link ValueCodec}'s
     * fixed-width numbers), or flags 0 without statistics.
     */
    static void writeStatsPair(ByteSink out, boolean has, long min, long max, int width) {
        if (!has) {
            out.u8(0);
            return;
        }
        out.u8(3);
        fixedWidth(out, min, width);
        fixedWidth(out, max, width);
    }

    private static void fixedWidth(ByteSink out, long v, int width) {
        switch (width) {
            case 1: out.u8((int) v); break;
            case 2: out.i16((int) v); break;
            case 4: out.i32((int) v); break;
            default: out.i64(v);
        }
    }

    static long[] grow(long[] a, int need) {
        return need <= a.length ? a : Arrays.copyOf(a, Math.max(need, a.length * 2));
    }

    // ---------------------------------------------------------------------------------------------

    static final class LongBuffer extends ColumnBuffer {
        private final TypeRoot root;
        private long[] vals = new long[64];
        private boolean hasStats;
        private long min;
        private long max;
        /** The page's FIXED keys as numbers and their length L (0: not FIXED), set before each {@link #encode}. */
        private long[] pageKeys;
        private int pageKeyLen;

        LongBuffer(DataType type, int pos) {
            super(type, pos);
            this.root = type.root();
        }

        final void addRow(InternalRow row) {
            if (beginRow(row)) {
                addValue(row);
                endValue();
            }
        }

        /**
         * Appends {@code o}, a {@link dev.varve.row.GenericRow}'s field, when it is the canonical value of a BIGINT
         * or INT column (a {@code Long} or an {@code Integer}); returns false (nothing appended) otherwise, for
         * the row path to append or reject it. The same values as the row path.
         */
        final boolean addObject(Object o) {
            long v;
            if (root == TypeRoot.BIGINT && o instanceof Long) {
                v = (Long) o;
            } else if (root == TypeRoot.INT && o instanceof Integer) {
                v = (Integer) o;
            } else {
                return false;
            }
            roomForRow();
            if (nonNull == vals.length) {
                vals = grow(vals, nonNull + 1);
            }
            vals[nonNull] = v;
            endValue();
            return true;
        }

        /** Appends field {@link #pos} of a binary row (see {@link ColumnBuffer#canAppendBinary}). */
        final void addBinary(BinaryRow row, boolean mayBeNull) {
            if (beginBinary(row, mayBeNull)) {
                long v;
                switch (root) {
                    case TINYINT: v = row.getByte(pos); break;
                    case SMALLINT: v = row.getShort(pos); break;
                    case INT: case DATE: v = row.getInt(pos); break;
                    case BIGINT: case TIME: v = row.getLong(pos); break;
                    default: throw new IllegalStateException(root.name());
                }
                if (nonNull == vals.length) {
                    vals = grow(vals, nonNull + 1);
                }
                vals[nonNull] = v;
                endValue();
            }
        }

        /**
         * As {@link #appendFrom(ColumnVector.LongVector, int)} of picks {@code from..to-1}: row {@code row[j]} of
         * column {@code col} of source {@code src[j]}'s vectors ({@link PickedRows}); room made once. On a null in a
         * NOT NULL column the picks before it stay appended (the caller truncates).
         */
        final void appendPicked(ColumnVector[][] vs, int col, int[] src, int[] row, int from, int to) {
            int k = to - from;
            roomForRows(k);
            vals = grow(vals, nonNull + k);
            byte[] nl = nulls;
            long[] out = vals;
            int rs = rows;
            int nn = nonNull;
            try {
                for (int j = from; j < to; j++) {
                    ColumnVector.LongVector v = (ColumnVector.LongVector) vs[src[j]][col];
                    int r = row[j];
                    if (v.isNull[r]) {
                        if (!type.isNullable()) {
                            throw nullInNotNull();
                        }
                        nl[rs++] = 1;
                    } else {
                        out[nn++] = v.vals[r];
                        nl[rs++] = 0;
                    }
                }
            } finally {
                rows = rs;
                nonNull = nn;
            }
        }

        /** Appends row {@code row} of {@code v} (see {@link ColumnBuffer#canAppendFrom}). */
        final void appendFrom(ColumnVector.LongVector v, int row) {
            if (beginRow(v, row)) {
                if (nonNull == vals.length) {
                    vals = grow(vals, nonNull + 1);
                }
                vals[nonNull] = v.vals[row];
                endValue();
            }
        }

        /**
         * Appends {@code v}, a {@link ComposedRow}'s integral field of this column's type (TINYINT … BIGINT, in its
         * range): the value the row path reads through the row's getter.
         */
        final void appendLong(long v) {
            roomForRow();
            if (nonNull == vals.length) {
                vals = grow(vals, nonNull + 1);
            }
            vals[nonNull] = v;
            endValue();
        }

        @Override
        void addValue(InternalRow row) {
            long v;
            switch (root) {
                case TINYINT: v = row.getByte(pos); break;
                case SMALLINT: v = row.getShort(pos); break;
                case INT: v = row.getInt(pos); break;
                case BIGINT: v = row.getLong(pos); break;
                case DATE: v = ((LocalDate) row.getField(pos)).toEpochDay(); break;
                case TIME: v = ((LocalTime) row.getField(pos)).toNanoOfDay(); break;
                case DECIMAL: v = ValueCodec.unscaled(type, (BigDecimal) row.getField(pos)).longValueExact(); break;
                default: throw new IllegalStateException(root.name());
            }
            if (nonNull == vals.length) {
                vals = grow(vals, nonNull + 1);
            }
            vals[nonNull] = v;
        }

        @Override
        long estimatedBytes() {
            return 8L * nonNull;
        }

        @Override
        void resetFileStats() {
            hasStats = false;
            min = 0;
            max = 0;
        }

        @Override
        void encodeValues(ByteSink out) {
            int n = nonNull;
            long lo = 0;
            long hi = 0;
            if (n > 0) {
                lo = vals[0];
                hi = vals[0];
                for (int i = 1; i < n; i++) {
                    lo = Math.min(lo, vals[i]);
                    hi = Math.max(hi, vals[i]);
                }
                LongBuffer o = (LongBuffer) owner;
                o.min = o.hasStats ? Math.min(o.min, lo) : lo;
                o.max = o.hasStats ? Math.max(o.max, hi) : hi;
                o.hasStats = true;
            }
            int len = pageKeyLen;
            pageKeyLen = 0;
            if (len != 0 && n == rows && n > 0 && equalsKeys(pageKeys, len, n)) {
                // version 3 KEY: no nulls (tag NONE) and every value is the row's key; nothing more to write
                out.buf[nullTagAt] |= (byte) (RunFormat.LONG_KEY << 4);
                return;
            }
            if (n == 0) {
                IntBlock.encode(vals, 0, out);
            } else {
                IntBlock.encode(vals, n, lo, hi, out); // the page's range from the statistics pass: not scanned again
            }
        }

        /** Sets the page's FIXED keys (as numbers, L = {@code len} bytes; 0: the keys are not FIXED) for the next encode. */
        void pageKeys(long[] keys, int len) {
            pageKeys = keys;
            pageKeyLen = len;
        }

        /** Whether {@code vals[i]} is the integer the FIXED key i encodes, for every row (checked from the first). */
        private boolean equalsKeys(long[] keys, int len, int n) {
            long[] v = vals;
            for (int i = 0; i < n; i++) {
                if (v[i] != KeyChunk.keyLong(keys[i], len)) {
                    return false;
                }
            }
            return true;
        }

        @Override
        Object statsMin() {
            return hasStats ? ColumnVector.LongVector.canonical(type, min) : null;
        }

        @Override
        Object statsMax() {
            return hasStats ? ColumnVector.LongVector.canonical(type, max) : null;
        }

        @Override
        void writeStatsValues(ByteSink out) {
            switch (root) {
                case TINYINT: writeStatsPair(out, hasStats, min, max, 1); break;
                case SMALLINT: writeStatsPair(out, hasStats, min, max, 2); break;
                case INT: writeStatsPair(out, hasStats, min, max, 4); break;
                case BIGINT: writeStatsPair(out, hasStats, min, max, 8); break;
                default: super.writeStatsValues(out); // DATE, TIME (range-checked by their value objects), DECIMAL
            }
        }
    }

    static final class BooleanBuffer extends ColumnBuffer {
        private byte[] vals = new byte[64];
        private boolean seenFalse;
        private boolean seenTrue;

        BooleanBuffer(DataType type, int pos) {
            super(type, pos);
        }

        final void addRow(InternalRow row) {
            if (beginRow(row)) {
                addValue(row);
                endValue();
            }
        }

        @Override
        void addValue(InternalRow row) {
            if (nonNull == vals.length) {
                vals = Arrays.copyOf(vals, nonNull * 2);
            }
            vals[nonNull] = (byte) (row.getBoolean(pos) ? 1 : 0);
        }

        /** Appends field {@link #pos} of a binary row (see {@link ColumnBuffer#canAppendBinary}). */
        final void addBinary(BinaryRow row, boolean mayBeNull) {
            if (beginBinary(row, mayBeNull)) {
                if (nonNull == vals.length) {
                    vals = Arrays.copyOf(vals, nonNull * 2);
                }
                vals[nonNull] = (byte) (row.getBoolean(pos) ? 1 : 0);
                endValue();
            }
        }

        /** Appends row {@code row} of {@code v} (see {@link ColumnBuffer#canAppendFrom}). */
        final void appendFrom(ColumnVector.BooleanVector v, int row) {
            if (beginRow(v, row)) {
                if (nonNull == vals.length) {
                    vals = Arrays.copyOf(vals, nonNull * 2);
                }
                vals[nonNull] = (byte) (v.vals[row] ? 1 : 0);
                endValue();
            }
        }

        @Override
        long estimatedBytes() {
            return (nonNull + 7) / 8;
        }

        @Override
        void resetFileStats() {
            seenFalse = false;
            seenTrue = false;
        }

        @Override
        void encodeValues(ByteSink out) {
            int bytes = (nonNull + 7) / 8;
            out.ensure(bytes);
            byte[] b = out.buf;
            int p = out.pos;
            Arrays.fill(b, p, p + bytes, (byte) 0);
            BooleanBuffer o = (BooleanBuffer) owner;
            for (int i = 0; i < nonNull; i++) {
                if (vals[i] != 0) {
                    b[p + (i >>> 3)] |= (byte) (1 << (i & 7));
                    o.seenTrue = true;
                } else {
                    o.seenFalse = true;
                }
            }
            out.pos = p + bytes;
        }

        @Override
        Object statsMin() {
            return seenFalse ? Boolean.FALSE : (seenTrue ? Boolean.TRUE : null);
        }

        @Override
        Object statsMax() {
            return seenTrue ? Boolean.TRUE : (seenFalse ? Boolean.FALSE : null);
        }
    }

    static final class FloatBuffer extends ColumnBuffer {
        private float[] vals = new float[64];
        private boolean hasStats;
        private float min;
        private float max;

        FloatBuffer(DataType type, int pos) {
            super(type, pos);
        }

        final void addRow(InternalRow row) {
            if (beginRow(row)) {
                addValue(row);
                endValue();
            }
        }

        @Override
        void addValue(InternalRow row) {
            if (nonNull == vals.length) {
                vals = Arrays.copyOf(vals, nonNull * 2);
            }
            vals[nonNull] = row.getFloat(pos);
        }

        /** Appends field {@link #pos} of a binary row (see {@link ColumnBuffer#canAppendBinary}). */
        final void addBinary(BinaryRow row, boolean mayBeNull) {
            if (beginBinary(row, mayBeNull)) {
                if (nonNull == vals.length) {
                    vals = Arrays.copyOf(vals, nonNull * 2);
                }
                vals[nonNull] = row.getFloat(pos);
                endValue();
            }
        }

        /** Appends {@code v}, a {@link ComposedRow}'s FLOAT field: the value the row path reads through {@code getFloat}. */
        final void appendFloat(float v) {
            roomForRow();
            if (nonNull == vals.length) {
                vals = Arrays.copyOf(vals, nonNull * 2);
            }
            vals[nonNull] = v;
            endValue();
        }

        /** Appends row {@code row} of {@code v} (see {@link ColumnBuffer#canAppendFrom}). */
        final void appendFrom(ColumnVector.FloatVector v, int row) {
            if (beginRow(v, row)) {
                if (nonNull == vals.length) {
                    vals = Arrays.copyOf(vals, nonNull * 2);
                }
                vals[nonNull] = v.vals[row];
                endValue();
            }
        }

        @Override
        long estimatedBytes() {
            return 4L * nonNull;
        }

        @Override
        void resetFileStats() {
            hasStats = false;
            min = 0;
            max = 0;
        }

        @Override
        void encodeValues(ByteSink out) {
            out.ensure(4 * nonNull);
            FloatBuffer o = (FloatBuffer) owner;
            for (int i = 0; i < nonNull; i++) {
                float v = vals[i];
                ByteSink.INT_LE.set(out.buf, out.pos, Float.floatToRawIntBits(v));
                out.pos += 4;
                if (!o.hasStats) {
                    o.min = v;
                    o.max = v;
                    o.hasStats = true;
                } else {
                    if (ValueComparator.compareDouble(v, o.min) < 0) {
                        o.min = v;
                    }
                    if (ValueComparator.compareDouble(v, o.max) > 0) {
                        o.max = v;
                    }
                }
            }
        }

        @Override
        Object statsMin() {
            return hasStats ? (Object) min : null;
        }

        @Override
        Object statsMax() {
            return hasStats ? (Object) max : null;
        }

        @Override
        void writeStatsValues(ByteSink out) {
            writeStatsPair(out, hasStats, Float.floatToRawIntBits(min), Float.floatToRawIntBits(max), 4);
        }
    }

    static final class DoubleBuffer extends ColumnBuffer {
        private double[] vals = new double[64];
        /** The page's values as integers v·2^s while encoding SCALED (grown, never shrunk). */
        private long[] scaled = new long[0];
        private boolean hasStats;
        private double min;
        private double max;

        DoubleBuffer(DataType type, int pos) {
            super(type, pos);
        }

        final void addRow(InternalRow row) {
            if (beginRow(row)) {
                addValue(row);
                endValue();
            }
        }

        @Override
        void addValue(InternalRow row) {
            if (nonNull == vals.length) {
                vals = Arrays.copyOf(vals, nonNull * 2);
            }
            vals[nonNull] = row.getDouble(pos);
        }

        /** As {@code LongBuffer.addObject} for a DOUBLE column's canonical value (a {@code Double}). */
        final boolean addObject(Object o) {
            if (!(o instanceof Double)) {
                return false;
            }
            roomForRow();
            if (nonNull == vals.length) {
                vals = Arrays.copyOf(vals, nonNull * 2);
            }
            vals[nonNull] = (Double) o;
            endValue();
            return true;
        }

        /** Appends field {@link #pos} of a binary row (see {@link ColumnBuffer#canAppendBinary}). */
        final void addBinary(BinaryRow row, boolean mayBeNull) {
            if (beginBinary(row, mayBeNull)) {
                if (nonNull == vals.length) {
                    vals = Arrays.copyOf(vals, nonNull * 2);
                }
                vals[nonNull] = row.getDouble(pos);
                endValue();
            }
        }

        /** Appends {@code v}, a {@link ComposedRow}'s DOUBLE field: the value the row path reads through {@code getDouble}. */
        final void appendDouble(double v) {
            roomForRow();
            if (nonNull == vals.length) {
                vals = Arrays.copyOf(vals, nonNull * 2);
            }
            vals[nonNull] = v;
            endValue();
        }

        /** As {@link LongBuffer#appendPicked} for DOUBLE columns. */
        final void appendPicked(ColumnVector[][] vs, int col, int[] src, int[] row, int from, int to) {
            int k = to - from;
            roomForRows(k);
            if (nonNull + k > vals.length) {
                vals = Arrays.copyOf(vals, Math.max(nonNull + k, nonNull * 2));
            }
            byte[] nl = nulls;
            double[] out = vals;
            int rs = rows;
            int nn = nonNull;
            try {
                for (int j = from; j < to; j++) {
                    ColumnVector.DoubleVector v = (ColumnVector.DoubleVector) vs[src[j]][col];
                    int r = row[j];
                    if (v.isNull[r]) {
                        if (!type.isNullable()) {
                            throw nullInNotNull();
                        }
                        nl[rs++] = 1;
                    } else {
                        out[nn++] = v.vals[r];
                        nl[rs++] = 0;
                    }
                }
            } finally {
                rows = rs;
                nonNull = nn;
            }
        }

        /** Appends row {@code row} of {@code v} (see {@link ColumnBuffer#canAppendFrom}). */
        final void appendFrom(ColumnVector.DoubleVector v, int row) {
            if (beginRow(v, row)) {
                if (nonNull == vals.length) {
                    vals = Arrays.copyOf(vals, nonNull * 2);
                }
                vals[nonNull] = v.vals[row];
                endValue();
            }
        }

        @Override
        long estimatedBytes() {
            return 8L * nonNull;
        }

        @Override
        void resetFileStats() {
            hasStats = false;
            min = 0;
            max = 0;
        }

        @Override
        void encodeValues(ByteSink out) {
            int n = nonNull;
            DoubleBuffer o = (DoubleBuffer) owner;
            double lo = o.hasStats ? o.min : Double.NaN;
            double hi = o.hasStats ? o.max : Double.NaN;
            boolean has = o.hasStats;
            // statistics, and the scale s that makes every value an exact integer v·2^s (SCALED)
            int maxScale = 0;
            int maxExp = 0;
            boolean scalable = true;
            for (int i = 0; i < n; i++) {
                double v = vals[i];
                if (!has) {
                    lo = v;
                    hi = v;
                    has = true;
                } else {
                    if (v < lo || (Double.isNaN(lo) && !Double.isNaN(v))) {
                        lo = v;
                    }
                    if (v > hi || Double.isNaN(v)) {
                        hi = v;
                    }
                }
                long bits = Double.doubleToRawLongBits(v);
                int exp = (int) (bits >>> 52) & 0x7FF;
                if (exp == 0 || exp == 0x7FF) {
                    // +0.0 scales to 0; -0.0, subnormals, infinities and NaNs keep their raw bits
                    scalable &= bits == 0;
                    continue;
                }
                long mant = (bits & 0xF_FFFF_FFFF_FFFFL) | (1L << 52);
                maxScale = Math.max(maxScale, 1075 - exp - Long.numberOfTrailingZeros(mant));
                maxExp = Math.max(maxExp, exp);
            }
            o.min = lo;
            o.max = hi;
            o.hasStats = has;
            // |v| < 2^(exp-1022), so |v·2^s| < 2^63 when exp + s <= 1085; s is stored as a u8
            if (scalable && n > 0 && maxScale <= RunFormat.DOUBLE_MAX_SCALE && maxExp + maxScale <= 1085) {
                if (scaled.length < n) {
                    scaled = new long[Math.max(n, scaled.length * 2)];
                }
                double f = Math.scalb(1.0, maxScale);
                long[] k = scaled;
                long kLo = Long.MAX_VALUE;
                long kHi = Long.MIN_VALUE;
                for (int i = 0; i < n; i++) {
                    long x = (long) (vals[i] * f); // exact: a power-of-two scaling of a value with <= 53 significant bits
                    k[i] = x;
                    kLo = Math.min(kLo, x);
                    kHi = Math.max(kHi, x);
                }
                int at = out.pos;
                out.u8(maxScale);
                IntBlock.encode(k, n, kLo, kHi, out); // the integers' range from this pass: not scanned again
                if (out.pos - at < 8L * n) {
                    out.buf[nullTagAt] |= (byte) (RunFormat.DOUBLE_SCALED << 4);
                    return;
                }
                out.pos = at; // no smaller than the raw bits: write those
            }
            out.ensure(8 * n);
            byte[] b = out.buf;
            int p = out.pos;
            for (int i = 0; i < n; i++) {
                ByteSink.LONG_LE.set(b, p, Double.doubleToRawLongBits(vals[i]));
                p += 8;
            }
            out.pos = p;
        }

        @Override
        Object statsMin() {
            return hasStats ? (Object) min : null;
        }

        @Override
        Object statsMax() {
            return hasStats ? (Object) max : null;
        }

        @Override
        void writeStatsValues(ByteSink out) {
            writeStatsPair(out, hasStats, Double.doubleToRawLongBits(min), Double.doubleToRawLongBits(max), 8);
        }
    }

    static final class TimestampBuffer extends ColumnBuffer {
        private final boolean ltz;
        private long[] secs = new long[64];
        private long[] nanos = new long[64];
        private boolean hasStats;
        private long minSec;
        private long minNano;
        private long maxSec;
        private long maxNano;

        TimestampBuffer(DataType type, int pos) {
            super(type, pos);
            this.ltz = type.root() == TypeRoot.TIMESTAMP_LTZ;
        }

        final void addRow(InternalRow row) {
            if (beginRow(row)) {
                addValue(row);
                endValue();
            }
        }

        @Override
        void addValue(InternalRow row) {
            if (nonNull == secs.length) {
                secs = grow(secs, nonNull + 1);
                nanos = grow(nanos, nonNull + 1);
            }
            Object v = row.getField(pos);
            if (ltz) {
                Instant t = (Instant) v;
                secs[nonNull] = t.getEpochSecond();
                nanos[nonNull] = t.getNano();
            } else {
                LocalDateTime t = (LocalDateTime) v;
                secs[nonNull] = t.toEpochSecond(ZoneOffset.UTC);
                nanos[nonNull] = t.getNano();
            }
        }

        /** Appends row {@code row} of {@code v} (see {@link ColumnBuffer#canAppendFrom}). */
        final void appendFrom(ColumnVector.TimestampVector v, int row) {
            if (beginRow(v, row)) {
                if (nonNull == secs.length) {
                    secs = grow(secs, nonNull + 1);
                    nanos = grow(nanos, nonNull + 1);
                }
                secs[nonNull] = v.secs[row];
                nanos[nonNull] = v.nanos[row];
                endValue();
            }
        }

        @Override
        long estimatedBytes() {
            return 12L * nonNull;
        }

        @Override
        void resetFileStats() {
            hasStats = false;
            minSec = 0;
            minNano = 0;
            maxSec = 0;
            maxNano = 0;
        }

        @Override
        void encodeValues(ByteSink out) {
            TimestampBuffer o = (TimestampBuffer) owner;
            for (int i = 0; i < nonNull; i++) {
                long s = secs[i];
                long n = nanos[i];
                if (!o.hasStats) {
                    o.minSec = o.maxSec = s;
                    o.minNano = o.maxNano = n;
                    o.hasStats = true;
                } else {
                    if (s < o.minSec || (s == o.minSec && n < o.minNano)) {
                        o.minSec = s;
                        o.minNano = n;
                    }
                    if (s > o.maxSec || (s == o.maxSec && n > o.maxNano)) {
                        o.maxSec = s;
                        o.maxNano = n;
                    }
                }
            }
            IntBlock.encode(secs, nonNull, out);
            IntBlock.encode(nanos, nonNull, out);
        }

        private Object canonical(long s, long n) {
            return ltz ? Instant.ofEpochSecond(s, n) : LocalDateTime.ofEpochSecond(s, (int) n, ZoneOffset.UTC);
        }

        @Override
        Object statsMin() {
            return hasStats ? canonical(minSec, minNano) : null;
        }

        @Override
        Object statsMax() {
            return hasStats ? canonical(maxSec, maxNano) : null;
        }
    }

    /**
     * Variable-length values. Keeps a dictionary while it pays (at most half of the values
     * distinct, checked from 32 values on); encodes PLAIN or DICT, whichever is smaller.
     */
    static final class BytesBuffer extends ColumnBuffer {
        static final int PLAIN = 1;
        static final int DICT = 2;
        private static final int DICT_MIN_VALUES = 32;

        private final TypeRoot root;
        private final boolean nested;
        private final boolean bigDecimal;
        private final boolean string;
        private final ByteSink data = new ByteSink(1024);
        private int[] ends = new int[64];
        private final long[] scratch = new long[0];
        private long[] lens = scratch;

        // dictionary state for the current page
        private boolean dictOn = true;
        private int[] slots = new int[64];     // open addressing: value index + 1 of a first occurrence, 0 = empty
        private int[] ids = new int[64];        // per value: dictionary id
        private int[] firstOf = new int[64];    // per dictionary id: value index of its first occurrence
        private int distinct;

        /** The row type {@link #binaryRowFieldIs} last looked at (null: none) and what it found. */
        private dev.varve.row.RowType checkedRowType;
        private boolean checkedIsString;
        private boolean checkedIsBinary;

        // statistics
        private boolean statsKnown = true;
        /** The file's smallest / largest value so far: the first {@code minLen} / {@code maxLen} bytes of
         *  these buffers ({@link #MAX_STATS_BYTES} each, kept across pages and files); -1: none yet. */
        private final byte[] minBytes = new byte[MAX_STATS_BYTES];
        private final byte[] maxBytes = new byte[MAX_STATS_BYTES];
        private int minLen = -1;
        private int maxLen = -1;
        private BigDecimal minDecimal;
        private BigDecimal maxDecimal;

        BytesBuffer(DataType type, int pos) {
            super(type, pos);
            this.root = type.root();
            this.nested = root == TypeRoot.ARRAY || root == TypeRoot.MAP || root == TypeRoot.ROW;
            this.bigDecimal = root == TypeRoot.DECIMAL;
            this.string = root == TypeRoot.CHAR || root == TypeRoot.VARCHAR;
            if (nested) {
                statsKnown = false;
            }
        }

        private int start(int i) {
            return i == 0 ? 0 : ends[i - 1];
        }

        final void addRow(InternalRow row) {
            if (beginRow(row)) {
                addValue(row);
                endValue();
            }
        }

        @Override
        void addValue(InternalRow row) {
            int i = nonNull;
            if (i == ends.length) {
                ends = Arrays.copyOf(ends, i * 2);
            }
            int before = data.pos;
            try {
                switch (root) {
                    case CHAR: case VARCHAR:
                        if (!copyInPlaceString(inPlaceSource(row))) {
                            data.utf8(row.getString(pos));
                        }
                        break;
                    case BINARY: case VARBINARY: {
                        if (!copyInPlaceBinary(inPlaceSource(row))) {
                            byte[] b = row.getBinary(pos);
                            data.bytes(b, 0, b.length);
                        }
                        break;
                    }
                    case DECIMAL: {
                        BigDecimal d = (BigDecimal) row.getField(pos);
                        byte[] b = ValueCodec.unscaled(type, d).toByteArray();
                        data.bytes(b, 0, b.length);
                        BytesBuffer o = (BytesBuffer) owner; // the writer's thread: values are added in file order
                        if (o.minDecimal == null || d.compareTo(o.minDecimal) < 0) {
                            o.minDecimal = d;
                        }
                        if (o.maxDecimal == null || d.compareTo(o.maxDecimal) > 0) {
                            o.maxDecimal = d;
                        }
                        break;
                    }
                    default:
                        ValueCodec.write(type, row.getField(pos), data);
                }
            } catch (RuntimeException e) {
                data.pos = before;
                throw e;
            }
            ends[i] = data.pos;
            if (dictOn) {
                addToDictionary(i);
            }
        }

        /**
         * Appends field {@link #pos} of a binary row (see {@link ColumnBuffer#canAppendBinary}): the
         * bytes as they are; string bytes that are not well-formed UTF-8 (a lone surrogate, kept as
         * WTF-8 by the binary row format) go the row path, as in {@link #copyInPlaceString}.
         */
        final void addBinary(BinaryRow row, boolean mayBeNull) {
            if (beginBinary(row, mayBeNull)) {
                int i = nextValue();
                int before = data.pos;
                long range = row.varRange(pos);
                if (!string) {
                    data.bytes(row.varBuffer(), (int) (range >>> 32), (int) range);
                } else if (!data.utf8Bytes(row.varBuffer(), (int) (range >>> 32), (int) range)) {
                    data.pos = before;
                    data.utf8(row.getString(pos));
                }
                valueAppended(i);
            }
        }

        /**
         * As {@code LongBuffer.addObject} for a CHAR or VARCHAR column's canonical value (a
         * {@code String}), encoded as the row path does ({@link ByteSink#utf8}).
         */
        final boolean addObject(Object o) {
            if (!string || !(o instanceof String)) {
                return false;
            }
            roomForRow();
            int i = nextValue();
            data.utf8((String) o);
            valueAppended(i);
            return true;
        }

        /** Makes room for the end of one more value; returns its index. */
        private int nextValue() {
            int i = nonNull;
            if (i == ends.length) {
                ends = Arrays.copyOf(ends, i * 2);
            }
            return i;
        }

        /** Value {@code i}'s bytes are appended: records its end and dictionary id, marks it non-null. */
        private void valueAppended(int i) {
            ends[i] = data.pos;
            if (dictOn) {
                addToDictionary(i);
            }
            endValue();
        }

        /**
         * Appends row {@code row} of {@code v} (see {@link ColumnBuffer#canAppendFrom}): CHAR/VARCHAR and
         * BINARY/VARBINARY bytes as they are. String bytes that are not well-formed UTF-8 go the
         * way of the row path (decoded with replacement, then encoded), so that the file bytes
         * never depend on the path taken.
         */
        final void appendFrom(ColumnVector.BytesVector v, int row) {
            if (beginRow(v, row)) {
                int i = nextValue();
                int before = data.pos;
                data.bytes(v.data, v.off[row], v.len[row]);
                if (string && !v.asciiOnly() && !Utf8Check.isWellFormed(data.buf, before, data.pos)) {
                    data.pos = before;
                    data.utf8(v.string(row));
                }
                valueAppended(i);
            }
        }

        /**
         * Zero-copy fast path for a string field of a {@link BinaryRow}, {@link ColumnarRow} or {@link HeldBytesRow}:
         * appends its UTF-8 bytes as they are and returns true, or returns false (nothing
         * appended) when the row is of another kind, the field is not a string there, or the
         * bytes are not well-formed UTF-8: the binary row format keeps lone surrogates as WTF-8,
         * which this format writes as '?' ({@link ByteSink#utf8}); run-file bytes that are not
         * UTF-8 are decoded with replacement. The slow path keeps exactly those behaviours, so
         * the written bytes never depend on which path was taken.
         */
        private boolean copyInPlaceString(InternalRow row) {
            if (row instanceof BinaryRow) {
                BinaryRow b = (BinaryRow) row;
                if (!binaryRowFieldIs(b, true)) {
                    return false;
                }
                int before = data.pos;
                data.bytes(b.varBuffer(), b.varOffset(pos), b.varLength(pos));
                if (!Utf8Check.isWellFormed(data.buf, before, data.pos)) {
                    data.pos = before; // the slow path writes '?' for a lone surrogate, or reports bad bytes
                    return false;
                }
                return true;
            }
            if (row instanceof ColumnarRow) {
                ColumnarRow c = (ColumnarRow) row;
                ColumnVector v = c.column(pos);
                if (!(v instanceof ColumnVector.BytesVector) || !isCategory(v.type.root(), true)) {
                    return false;
                }
                ColumnVector.BytesVector bv = (ColumnVector.BytesVector) v;
                int before = data.pos;
                data.bytes(bv.data, bv.off[c.row], bv.len[c.row]);
                if (!bv.asciiOnly() && !Utf8Check.isWellFormed(data.buf, before, data.pos)) {
                    data.pos = before; // the slow path decodes with replacement, as before
                    return false;
                }
                return true;
            }
            if (row instanceof HeldBytesRow) {
                HeldBytesRow h = (HeldBytesRow) row;
                if (!h.holdsBytes(pos, true)) {
                    return false;
                }
                int before = data.pos;
                data.bytes(h.heldBytes(pos), 0, h.heldLength(pos));
                if (!Utf8Check.isWellFormed(data.buf, before, data.pos)) {
                    data.pos = before; // the slow path decodes with replacement
                    return false;
                }
                return true;
            }
            return false;
        }

        /** The row to copy field {@link #pos} from in place: its {@link FieldSourceRow#fieldSource} if any, else {@code row}. */
        private InternalRow inPlaceSource(InternalRow row) {
            if (row instanceof FieldSourceRow) {
                InternalRow source = ((FieldSourceRow) row).fieldSource(pos);
                if (source != null) {
                    return source;
                }
            }
            return row;
        }

        /** As {@link #copyInPlaceString} for BINARY/VARBINARY fields (no conversion at all). */
        private boolean copyInPlaceBinary(InternalRow row) {
            if (row instanceof BinaryRow) {
                BinaryRow b = (BinaryRow) row;
                if (!binaryRowFieldIs(b, false)) {
                    return false;
                }
                data.bytes(b.varBuffer(), b.varOffset(pos), b.varLength(pos));
                return true;
            }
            if (row instanceof ColumnarRow) {
                ColumnarRow c = (ColumnarRow) row;
                ColumnVector v = c.column(pos);
                if (!(v instanceof ColumnVector.BytesVector) || !isCategory(v.type.root(), false)) {
                    return false;
                }
                ColumnVector.BytesVector bv = (ColumnVector.BytesVector) v;
                data.bytes(bv.data, bv.off[c.row], bv.len[c.row]);
                return true;
            }
            if (row instanceof HeldBytesRow) {
                HeldBytesRow h = (HeldBytesRow) row;
                if (!h.holdsBytes(pos, false)) {
                    return false;
                }
                data.bytes(h.heldBytes(pos), 0, h.heldLength(pos));
                return true;
            }
            return false;
        }

        /**
         * Whether field {@link #pos} of binary rows of {@code b}'s row type is a string
         * ({@code string}) or a binary field; the answer is kept for the row type object last
         * asked about, so the usual case (every row of a flush has one type) is a reference compare.
         */
        private boolean binaryRowFieldIs(BinaryRow b, boolean string) {
            dev.varve.row.RowType t = b.type();
            if (t != checkedRowType) {
                TypeRoot r = t.type(pos).root();
                checkedIsString = isCategory(r, true);
                checkedIsBinary = isCategory(r, false);
                checkedRowType = t;
            }
            return string ? checkedIsString : checkedIsBinary;
        }

        private static boolean isCategory(TypeRoot r, boolean string) {
            return string ? r == TypeRoot.CHAR || r == TypeRoot.VARCHAR : r == TypeRoot.BINARY || r == TypeRoot.VARBINARY;
        }

        private void addToDictionary(int i) {
            if (i == ids.length) {
                ids = Arrays.copyOf(ids, i * 2);
            }
            if (distinct * 2 >= slots.length) {
                rehash(slots.length * 2);
            }
            int s = start(i);
            int len = ends[i] - s;
            int mask = slots.length - 1;
            int h = (int) BloomFilter.hash(data.buf, s, len) & mask;
            while (true) {
                int slot = slots[h];
                if (slot == 0) {
                    slots[h] = distinct + 1;
                    if (distinct == firstOf.length) {
                        firstOf = Arrays.copyOf(firstOf, distinct * 2);
                    }
                    firstOf[distinct] = i;
                    ids[i] = distinct++;
                    break;
                }
                int other = firstOf[slot - 1];
                int os = start(other);
                if (ends[other] - os == len && Arrays.equals(data.buf, os, os + len, data.buf, s, s + len)) {
                    ids[i] = slot - 1;
                    break;
                }
                h = (h + 1) & mask;
            }
            int n = i + 1;
            if (n >= DICT_MIN_VALUES && distinct * 2 > n) {
                dictOn = false;
            }
        }

        private void rehash(int size) {
            slots = new int[size];
            int mask = size - 1;
            for (int id = 0; id < distinct; id++) {
                int v = firstOf[id];
                int s = start(v);
                int h = (int) BloomFilter.hash(data.buf, s, ends[v] - s) & mask;
                while (slots[h] != 0) {
                    h = (h + 1) & mask;
                }
                slots[h] = id + 1;
            }
        }

        @Override
        void truncateValues(int valueCount) {
            data.pos = valueCount == 0 ? 0 : ends[valueCount - 1];
            // the dictionary is rebuilt from scratch: simplest correct undo
            resetDictionary();
            if (dictOn) {
                for (int i = 0; i < valueCount && dictOn; i++) {
                    addToDictionary(i);
                }
            }
        }

        private void resetDictionary() {
            dictOn = true;
            distinct = 0;
            Arrays.fill(slots, 0);
        }

        @Override
        long estimatedBytes() {
            return data.pos;
        }

        @Override
        void resetFileStats() {
            data.reset();
            resetDictionary();
            statsKnown = !nested;
            minLen = -1;
            maxLen = -1;
            minDecimal = null;
            maxDecimal = null;
        }

        @Override
        void encodeValues(ByteSink out) {
            int n = nonNull;
            updateStats(n);
            if (lens.length < Math.max(n, distinct)) {
                lens = new long[Math.max(64, Math.max(n, distinct) * 2)];
            }
            boolean useDict = false;
            if (dictOn && n > 0 && distinct < n) {
                long dictBytes = 0;
                for (int id = 0; id < distinct; id++) {
                    int v = firstOf[id];
                    dictBytes += ends[v] - start(v);
                }
                int idWidth = BitPacking.widthOf(distinct - 1);
                long dictSize = dictBytes + 4L * distinct / 2 + BitPacking.packedBytes(n, idWidth);
                long plainSize = data.pos + 4L * n / 2;
                useDict = dictSize < plainSize;
            }
            if (useDict) {
                out.u8(DICT);
                out.i32(distinct);
                for (int id = 0; id < distinct; id++) {
                    int v = firstOf[id];
                    lens[id] = ends[v] - start(v);
                }
                IntBlock.encode(lens, distinct, out);
                int total = 0;
                for (int id = 0; id < distinct; id++) {
                    total += (int) lens[id];
                }
                out.i32(total);
                for (int id = 0; id < distinct; id++) {
                    int v = firstOf[id];
                    out.bytes(data.buf, start(v), (int) lens[id]);
                }
                for (int i = 0; i < n; i++) {
                    lens[i] = ids[i];
                }
                IntBlock.encode(lens, n, out);
            } else {
                out.u8(PLAIN);
                int prev = 0;
                long lo = Long.MAX_VALUE;
                long hi = Long.MIN_VALUE;
                for (int i = 0; i < n; i++) {
                    long len = ends[i] - prev;
                    lens[i] = len;
                    lo = Math.min(lo, len);
                    hi = Math.max(hi, len);
                    prev = ends[i];
                }
                if (n == 0) {
                    IntBlock.encode(lens, 0, out);
                } else {
                    IntBlock.encode(lens, n, lo, hi, out); // the lengths' range from this pass: not scanned again
                }
                out.i32(data.pos);
                valueBytesAt = out.pos;
                out.bytes(data.buf, 0, data.pos);
            }
            data.reset();
            resetDictionary();
        }

        private void updateStats(int n) {
            BytesBuffer o = (BytesBuffer) owner;
            if (!o.statsKnown || bigDecimal || n == 0) {
                return;
            }
            // the page's smallest and largest value: their zero-padded 8-byte prefixes decide unless equal
            int lo = 0;
            int hi = 0;
            long loPrefix = prefix(0, ends[0]);
            long hiPrefix = loPrefix;
            for (int i = 1; i < n; i++) {
                int s = ends[i - 1];
                int e = ends[i];
                long p = prefix(s, e);
                int c = Long.compareUnsigned(p, loPrefix);
                if (c < 0 || c == 0 && compare(s, e, start(lo), ends[lo]) < 0) {
                    lo = i;
                    loPrefix = p;
                }
                c = Long.compareUnsigned(p, hiPrefix);
                if (c > 0 || c == 0 && compare(s, e, start(hi), ends[hi]) > 0) {
                    hi = i;
                    hiPrefix = p;
                }
            }
            if (ends[lo] - start(lo) > MAX_STATS_BYTES || ends[hi] - start(hi) > MAX_STATS_BYTES) {
                o.statsKnown = false;
                o.minLen = -1;
                o.maxLen = -1;
                return;
            }
            if (o.minLen < 0 || Arrays.compareUnsigned(data.buf, start(lo), ends[lo], o.minBytes, 0, o.minLen) < 0) {
                o.minLen = ends[lo] - start(lo);
                System.arraycopy(data.buf, start(lo), o.minBytes, 0, o.minLen);
            }
            if (o.maxLen < 0 || Arrays.compareUnsigned(data.buf, start(hi), ends[hi], o.maxBytes, 0, o.maxLen) > 0) {
                o.maxLen = ends[hi] - start(hi);
                System.arraycopy(data.buf, start(hi), o.maxBytes, 0, o.maxLen);
            }
        }

        /** The zero-padded 8-byte big-endian prefix of {@code data.buf[from, to)} ({@link KeyEncoder#prefix}). */
        private long prefix(int from, int to) {
            return KeyEncoder.prefix(data.buf, from, to - from);
        }

        private int compare(int aFrom, int aTo, int bFrom, int bTo) {
            return Arrays.compareUnsigned(data.buf, aFrom, aTo, data.buf, bFrom, bTo);
        }

        private Object canonical(byte[] b, int len, BigDecimal d) {
            if (bigDecimal) {
                return d;
            }
            if (!statsKnown || len < 0) {
                return null;
            }
            return root.isCharacterString() ? new String(b, 0, len, java.nio.charset.StandardCharsets.UTF_8)
                    : Arrays.copyOf(b, len);
        }

        @Override
        Object statsMin() {
            return canonical(minBytes, minLen, minDecimal);
        }

        @Override
        Object statsMax() {
            return canonical(maxBytes, maxLen, maxDecimal);
        }

        @Override
        void writeStatsValues(ByteSink out) {
            boolean chars = root == TypeRoot.CHAR || root == TypeRoot.VARCHAR;
            boolean hasMin = statsKnown && minLen >= 0;
            boolean hasMax = statsKnown && maxLen >= 0;
            // a character string's value is the UTF-8 decoding of its bytes, written encoded again: the same
            // bytes when they are well-formed (a malformed one, e.g. cut by the stored prefix, goes the long way)
            if (bigDecimal || !(chars || root == TypeRoot.BINARY || root == TypeRoot.VARBINARY)
                    || chars && (hasMin && !Utf8Check.isWellFormed(minBytes, 0, minLen)
                            || hasMax && !Utf8Check.isWellFormed(maxBytes, 0, maxLen))) {
                super.writeStatsValues(out);
                return;
            }
            out.u8((hasMin ? 1 : 0) | (hasMax ? 2 : 0));
            if (hasMin) {
                out.i32(minLen);
                out.bytes(minBytes, 0, minLen);
            }
            if (hasMax) {
                out.i32(maxLen);
                out.bytes(maxBytes, 0, maxLen);
            }
        }
    }
}
