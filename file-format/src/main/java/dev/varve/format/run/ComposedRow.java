package dev.varve.format.run;

import dev.varve.row.BytesView;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import dev.varve.row.TypeRoot;

import java.util.Arrays;

/**
 * A value row put together field by field: each field is NULL, a number set by its owner (an integral, FLOAT or
 * DOUBLE value, unboxed) or field {@code pos} of another row, picked and not copied ({@link #pick}). A merge that
 * folds a key's versions straight from their rows (a compaction's fold of aggregation adds) hands its result to a
 * {@link RunWriter} as one: numbers are appended as they are, and a picked field of a run cursor's row is copied from
 * its decoded column (primitives as they are, strings and bytes as byte ranges, as for a version copied in place).
 * Every getter gives the value the field holds, so any other reader, and the run writer's row path, see the same row;
 * the file bytes never depend on the path taken.
 *
 * <p>Reuse contract: the owner sets every field of each result ({@link #clear} first); a picked row must stay on its
 * record until the row is written. Not thread-safe.
 */
public final class ComposedRow implements FieldSourceRow {
    static final byte NULL = 0;
    static final byte LONG = 1;
    static final byte DOUBLE = 2;
    static final byte FLOAT = 3;
    static final byte PICK = 4;

    final TypeRoot[] roots;
    /** Per field: {@link #NULL}, {@link #LONG}, {@link #DOUBLE}, {@link #FLOAT} or {@link #PICK}. */
    final byte[] how;
    /** LONG: the value; DOUBLE: its raw bits; FLOAT: {@link Float#floatToRawIntBits} of it. */
    final long[] bits;
    /** PICK: the row whose field at the same position this field is. */
    final InternalRow[] from;
    private RowKind kind = RowKind.INSERT;

    /** A row of {@code type}'s fields, all NULL. */
    public ComposedRow(RowType type) {
        int n = type.size();
        this.roots = new TypeRoot[n];
        for (int i = 0; i < n; i++) {
            roots[i] = type.type(i).root();
        }
        this.how = new byte[n];
        this.bits = new long[n];
        this.from = new InternalRow[n];
    }

    /** Every field NULL, no picked row kept. */
    public void clear() {
        Arrays.fill(how, NULL);
        Arrays.fill(from, null);
    }

    public void setNull(int pos) {
        how[pos] = NULL;
        from[pos] = null;
    }

    /** Field {@code pos}, of type TINYINT … BIGINT, is {@code v} wrapped to its type (as a Java cast). */
    public void setIntegral(int pos, long v) {
        long w;
        switch (roots[pos]) {
            case TINYINT: w = (byte) v; break;
            case SMALLINT: w = (short) v; break;
            case INT: w = (int) v; break;
            case BIGINT: w = v; break;
            default: throw new IllegalArgumentException("field " + pos + " is " + roots[pos] + ", not an integral type");
        }
        bits[pos] = w;
        how[pos] = LONG;
        from[pos] = null;
    }

    /** Field {@code pos}, of type DOUBLE, is {@code v}. */
    public void setDouble(int pos, double v) {
        if (roots[pos] != TypeRoot.DOUBLE) {
            throw new IllegalArgumentException("field " + pos + " is " + roots[pos] + ", not DOUBLE");
        }
        bits[pos] = Double.doubleToRawLongBits(v);
        how[pos] = DOUBLE;
        from[pos] = null;
    }

    /** Field {@code pos}, of type FLOAT, is {@code v}. */
    public void setFloat(int pos, float v) {
        if (roots[pos] != TypeRoot.FLOAT) {
            throw new IllegalArgumentException("field " + pos + " is " + roots[pos] + ", not FLOAT");
        }
        bits[pos] = Float.floatToRawIntBits(v);
        how[pos] = FLOAT;
        from[pos] = null;
    }

    /** Field {@code pos} is field {@code pos} of {@code source} (its value, NULL included; not copied). */
    public void pick(int pos, InternalRow source) {
        how[pos] = PICK;
        from[pos] = source;
    }

    @Override
    public InternalRow fieldSource(int pos) {
        return how[pos] == PICK ? from[pos] : null;
    }

    @Override
    public int getArity() {
        return how.length;
    }

    @Override
    public RowKind getRowKind() {
        return kind;
    }

    @Override
    public void setRowKind(RowKind kind) {
        this.kind = kind;
    }

    @Override
    public boolean isNullAt(int pos) {
        byte h = how[pos];
        return h == NULL || h == PICK && from[pos].isNullAt(pos);
    }

    @Override
    public Object getField(int pos) {
        switch (how[pos]) {
            case NULL: return null;
            case LONG:
                switch (roots[pos]) {
                    case TINYINT: return (byte) bits[pos];
                    case SMALLINT: return (short) bits[pos];
                    case INT: return (int) bits[pos];
                    default: return bits[pos];
                }
            case DOUBLE: return Double.longBitsToDouble(bits[pos]);
            case FLOAT: return Float.intBitsToFloat((int) bits[pos]);
            default: return from[pos].getField(pos);
        }
    }

    @Override
    public byte getByte(int pos) {
        return how[pos] == LONG ? (byte) bits[pos] : how[pos] == PICK ? from[pos].getByte(pos) : FieldSourceRow.super.getByte(pos);
    }

    @Override
    public short getShort(int pos) {
        return how[pos] == LONG ? (short) bits[pos] : how[pos] == PICK ? from[pos].getShort(pos) : FieldSourceRow.super.getShort(pos);
    }

    @Override
    public int getInt(int pos) {
        return how[pos] == LONG ? (int) bits[pos] : how[pos] == PICK ? from[pos].getInt(pos) : FieldSourceRow.super.getInt(pos);
    }

    @Override
    public long getLong(int pos) {
        return how[pos] == LONG ? bits[pos] : how[pos] == PICK ? from[pos].getLong(pos) : FieldSourceRow.super.getLong(pos);
    }

    @Override
    public float getFloat(int pos) {
        return how[pos] == FLOAT ? Float.intBitsToFloat((int) bits[pos])
                : how[pos] == PICK ? from[pos].getFloat(pos) : FieldSourceRow.super.getFloat(pos);
    }

    @Override
    public double getDouble(int pos) {
        return how[pos] == DOUBLE ? Double.longBitsToDouble(bits[pos])
                : how[pos] == PICK ? from[pos].getDouble(pos) : FieldSourceRow.super.getDouble(pos);
    }

    @Override
    public boolean getBoolean(int pos) {
        return how[pos] == PICK ? from[pos].getBoolean(pos) : FieldSourceRow.super.getBoolean(pos);
    }

    @Override
    public String getString(int pos) {
        return how[pos] == PICK ? from[pos].getString(pos) : FieldSourceRow.super.getString(pos);
    }

    @Override
    public byte[] getBinary(int pos) {
        return how[pos] == PICK ? from[pos].getBinary(pos) : FieldSourceRow.super.getBinary(pos);
    }

    @Override
    public BytesView getBytesView(int pos, BytesView reuse) {
        return how[pos] == PICK ? from[pos].getBytesView(pos, reuse) : FieldSourceRow.super.getBytesView(pos, reuse);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(kind.shortString()).append('[');
        for (int i = 0; i < how.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            Object v = getField(i);
            sb.append(v instanceof byte[] ? Arrays.toString((byte[]) v) : String.valueOf(v));
        }
        return sb.append(']').toString();
    }
}
