package dev.varve.kernel.table;

import dev.varve.row.BytesView;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import dev.varve.row.TypeRoot;

import java.nio.charset.StandardCharsets;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.RandomAccess;

/**
 * The rows of one streaming poll ({@link StreamScanImpl}), kept after the reader that produced them
 * has moved on: values are copied column by column into growing arrays — integral, boolean and
 * floating-point fields unboxed into a {@code long[]}, CHAR/VARCHAR and BINARY/VARBINARY fields as
 * raw bytes into one byte arena (taken with {@link InternalRow#getBytesView}, so a string is neither
 * decoded nor encoded on the way), other types as their canonical objects. Each element is a small
 * row object over its index: {@link InternalRow#getString} decodes on demand,
 * {@link InternalRow#getBytesView} points into the arena without copying, primitive getters read
 * the arrays. This replaces one {@link GenericRow} (boxes, a String, an Object[]) per change.
 *
 * <p>Semantics are those of a {@link GenericRow#copyOf} copy: {@code getField} returns the
 * canonical class of the field's type (a new {@code String} / {@code byte[]} per call for string
 * and binary fields), the primitive getters must be called on fields of their own type (else the
 * same ClassCastException as a GenericRow), {@link InternalRow#setRowKind} changes the element's
 * kind. Elements compare by identity; {@link #get} returns the same element for an index.
 *
 * <p>Not thread-safe while it is filled ({@link #append}); afterwards it may be read by one thread at a
 * time (element kinds are mutable). The list itself is unmodifiable through the {@code List} API.
 */
final class ChangeBatch extends AbstractList<InternalRow> implements RandomAccess {
    private static final int OBJECT = 0;
    private static final int PRIMITIVE = 1;
    private static final int BYTES = 2;

    private final RowType type;
    private final int arity;
    private final TypeRoot[] roots;
    private final int[] storage;
    private final long[][] prims;
    private final int[][] offsets;
    private final int[][] lengths;
    private final Object[][] objects;
    private final boolean[][] nulls;
    private final BytesView view = new BytesView();
    private byte[] bytes;
    private int bytesUsed;
    private byte[] kinds;
    private Row[] rows;
    private int size;

    ChangeBatch(RowType type) {
        this(type, 64);
    }

    /** With room for {@code expectedRows} rows before the arrays grow. */
    ChangeBatch(RowType type, long expectedRows) {
        this.type = type;
        this.arity = type.size();
        this.roots = new TypeRoot[arity];
        this.storage = new int[arity];
        this.prims = new long[arity][];
        this.offsets = new int[arity][];
        this.lengths = new int[arity][];
        this.objects = new Object[arity][];
        this.nulls = new boolean[arity][];
        int cap = (int) Math.max(16, Math.min(expectedRows, 1 << 24));
        for (int i = 0; i < arity; i++) {
            TypeRoot root = type.type(i).root();
            roots[i] = root;
            switch (root) {
                case BOOLEAN: case TINYINT: case SMALLINT: case INT: case BIGINT: case FLOAT: case DOUBLE:
                    storage[i] = PRIMITIVE;
                    prims[i] = new long[cap];
                    break;
                case CHAR: case VARCHAR: case BINARY: case VARBINARY:
                    storage[i] = BYTES;
                    offsets[i] = new int[cap];
                    lengths[i] = new int[cap];
                    break;
                default:
                    storage[i] = OBJECT;
                    objects[i] = new Object[cap];
            }
            nulls[i] = new boolean[cap];
        }
        this.kinds = new byte[cap];
        this.rows = new Row[cap];
        this.bytes = new byte[(int) Math.min(1 << 26, Math.max(1 << 12, (long) cap * 16))];
    }

    /** Appends a copy of {@code row} (a full row of this batch's type; it may be a reused view). */
    void append(InternalRow row) {
        if (row.getArity() != arity) {
            throw new IllegalArgumentException("a change row has " + row.getArity() + " fields, the table's row type "
                    + type + " has " + arity);
        }
        int at = size;
        if (at == rows.length) {
            grow();
        }
        for (int i = 0; i < arity; i++) {
            boolean isNull = row.isNullAt(i);
            nulls[i][at] = isNull;
            if (isNull) {
                continue;
            }
            switch (storage[i]) {
                case PRIMITIVE:
                    prims[i][at] = primitive(row, i);
                    break;
                case BYTES: {
                    BytesView v = row.getBytesView(i, view);
                    int len = v.length();
                    int off = reserve(len);
                    System.arraycopy(v.array(), v.offset(), bytes, off, len);
                    offsets[i][at] = off;
                    lengths[i][at] = len;
                    break;
                }
                default: {
                    Object o = row.getField(i);
                    // as GenericRow.copyOf: a nested row view is copied, canonical values are immutable
                    objects[i][at] = o instanceof InternalRow && !(o instanceof GenericRow)
                            ? GenericRow.copyOf((InternalRow) o) : o;
                }
            }
        }
        kinds[at] = row.getRowKind().toByteValue();
        rows[at] = new Row(at);
        size = at + 1;
    }

    private long primitive(InternalRow row, int i) {
        switch (roots[i]) {
            case BOOLEAN: return row.getBoolean(i) ? 1 : 0;
            case TINYINT: return row.getByte(i);
            case SMALLINT: return row.getShort(i);
            case INT: return row.getInt(i);
            case BIGINT: return row.getLong(i);
            case FLOAT: return Float.floatToRawIntBits(row.getFloat(i));
            case DOUBLE: return Double.doubleToRawLongBits(row.getDouble(i));
            default: throw new IllegalStateException("not a primitive type: " + roots[i]);
        }
    }

    private int reserve(int len) {
        int at = bytesUsed;
        if (len > bytes.length - at) {
            long want = Math.max((long) bytes.length * 2, (long) at + len);
            if (want > Integer.MAX_VALUE - 16) {
                throw new IllegalStateException("the string and binary values of one streaming poll exceed 2 GiB");
            }
            bytes = Arrays.copyOf(bytes, (int) want);
        }
        bytesUsed = at + len;
        return at;
    }

    private void grow() {
        int cap = rows.length * 2;
        for (int i = 0; i < arity; i++) {
            if (prims[i] != null) {
                prims[i] = Arrays.copyOf(prims[i], cap);
            }
            if (offsets[i] != null) {
                offsets[i] = Arrays.copyOf(offsets[i], cap);
                lengths[i] = Arrays.copyOf(lengths[i], cap);
            }
            if (objects[i] != null) {
                objects[i] = Arrays.copyOf(objects[i], cap);
            }
            nulls[i] = Arrays.copyOf(nulls[i], cap);
        }
        kinds = Arrays.copyOf(kinds, cap);
        rows = Arrays.copyOf(rows, cap);
    }

    @Override
    public InternalRow get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("index " + index + " of a batch of " + size + " changes");
        }
        return rows[index];
    }

    @Override
    public int size() {
        return size;
    }

    /** One change: a view of index {@code i} of the batch's arrays. */
    private final class Row implements InternalRow {
        private final int i;

        Row(int i) {
            this.i = i;
        }

        @Override
        public int getArity() {
            return arity;
        }

        @Override
        public RowKind getRowKind() {
            return RowKind.fromByteValue(kinds[i]);
        }

        @Override
        public void setRowKind(RowKind kind) {
            if (kind == null) {
                throw new IllegalArgumentException("row kind must not be null");
            }
            kinds[i] = kind.toByteValue();
        }

        @Override
        public boolean isNullAt(int pos) {
            return nulls[pos][i];
        }

        @Override
        public Object getField(int pos) {
            if (nulls[pos][i]) {
                return null;
            }
            switch (storage[pos]) {
                case PRIMITIVE: {
                    long v = prims[pos][i];
                    switch (roots[pos]) {
                        case BOOLEAN: return v != 0;
                        case TINYINT: return (byte) v;
                        case SMALLINT: return (short) v;
                        case INT: return (int) v;
                        case BIGINT: return v;
                        case FLOAT: return Float.intBitsToFloat((int) v);
                        default: return Double.longBitsToDouble(v);
                    }
                }
                case BYTES: {
                    int off = offsets[pos][i];
                    int len = lengths[pos][i];
                    return roots[pos].isCharacterString() ? new String(bytes, off, len, StandardCharsets.UTF_8)
                            : Arrays.copyOfRange(bytes, off, off + len);
                }
                default:
                    return objects[pos][i];
            }
        }

        @Override
        public boolean getBoolean(int pos) {
            return roots[pos] == TypeRoot.BOOLEAN ? prims[pos][i] != 0 : InternalRow.super.getBoolean(pos);
        }

        @Override
        public byte getByte(int pos) {
            return roots[pos] == TypeRoot.TINYINT ? (byte) prims[pos][i] : InternalRow.super.getByte(pos);
        }

        @Override
        public short getShort(int pos) {
            return roots[pos] == TypeRoot.SMALLINT ? (short) prims[pos][i] : InternalRow.super.getShort(pos);
        }

        @Override
        public int getInt(int pos) {
            return roots[pos] == TypeRoot.INT ? (int) prims[pos][i] : InternalRow.super.getInt(pos);
        }

        @Override
        public long getLong(int pos) {
            return roots[pos] == TypeRoot.BIGINT ? prims[pos][i] : InternalRow.super.getLong(pos);
        }

        @Override
        public float getFloat(int pos) {
            return roots[pos] == TypeRoot.FLOAT ? Float.intBitsToFloat((int) prims[pos][i]) : InternalRow.super.getFloat(pos);
        }

        @Override
        public double getDouble(int pos) {
            return roots[pos] == TypeRoot.DOUBLE ? Double.longBitsToDouble(prims[pos][i]) : InternalRow.super.getDouble(pos);
        }

        /**
         * Zero-copy: the view points into the batch's byte arena, valid while the batch is (never
         * modify it).
         */
        @Override
        public BytesView getBytesView(int pos, BytesView reuse) {
            if (storage[pos] != BYTES) {
                return InternalRow.super.getBytesView(pos, reuse);
            }
            if (nulls[pos][i]) {
                throw new IllegalArgumentException("field " + pos + " is null: it has no bytes");
            }
            return reuse.set(bytes, offsets[pos][i], lengths[pos][i]);
        }

        @Override
        public String toString() {
            return GenericRow.copyOf(this).toString(); // the same text as a copy's
        }
    }
}
