package dev.varve.format.run;

import dev.varve.row.BytesView;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;

/**
 * A flyweight over one row of a decoded page: field i is column {@code projection[i]}. Reused
 * by its cursor for every row; getField builds a canonical object, the primitive getters do not
 * allocate. Not thread-safe.
 */
final class ColumnarRow implements InternalRow {
    private ColumnVector[] cols;
    int row;
    /**
     * The row kind's byte value ({@link RowKind#toByteValue()}, 0..3): a cursor sets it for every
     * row it steps to, and a primitive store costs no garbage-collector write barrier, which the
     * store of a {@code RowKind} reference into a long-lived view does (measured: that one store was
     * ~9 % of a W1 merged scan's reading thread).
     */
    byte kind = RowKind.INSERT.toByteValue();

    ColumnarRow(ColumnVector[] projectedColumns) {
        this.cols = projectedColumns;
    }

    /** Makes this row a view of row {@code r} of other columns (a reused lookup view: {@link RunReader#newRowView}). */
    ColumnarRow pointTo(ColumnVector[] columns, int r, RowKind k) {
        this.cols = columns;
        this.row = r;
        this.kind = k.toByteValue();
        return this;
    }

    /** The column vectors of the fields (for zero-copy writers in this package; not to be modified). */
    ColumnVector[] columns() {
        return cols;
    }

    /** The column vector of field {@code pos} (for zero-copy readers in this package). */
    ColumnVector column(int pos) {
        return cols[pos];
    }

    @Override
    public int getArity() {
        return cols.length;
    }

    @Override
    public RowKind getRowKind() {
        return RowKind.fromValidByte(kind); // 0..3: checked when the page was decoded, or set from a RowKind
    }

    @Override
    public void setRowKind(RowKind kind) {
        this.kind = kind.toByteValue();
    }

    @Override
    public boolean isNullAt(int pos) {
        return cols[pos].isNull[row];
    }

    @Override
    public Object getField(int pos) {
        return cols[pos].get(row);
    }

    @Override
    public long getLong(int pos) {
        ColumnVector c = cols[pos];
        return c instanceof ColumnVector.LongVector ? ((ColumnVector.LongVector) c).vals[row] : (Long) getField(pos);
    }

    @Override
    public int getInt(int pos) {
        ColumnVector c = cols[pos];
        return c instanceof ColumnVector.LongVector ? (int) ((ColumnVector.LongVector) c).vals[row] : (Integer) getField(pos);
    }

    @Override
    public short getShort(int pos) {
        ColumnVector c = cols[pos];
        return c instanceof ColumnVector.LongVector ? (short) ((ColumnVector.LongVector) c).vals[row] : (Short) getField(pos);
    }

    @Override
    public byte getByte(int pos) {
        ColumnVector c = cols[pos];
        return c instanceof ColumnVector.LongVector ? (byte) ((ColumnVector.LongVector) c).vals[row] : (Byte) getField(pos);
    }

    @Override
    public double getDouble(int pos) {
        ColumnVector c = cols[pos];
        return c instanceof ColumnVector.DoubleVector ? ((ColumnVector.DoubleVector) c).vals[row] : (Double) getField(pos);
    }

    @Override
    public float getFloat(int pos) {
        ColumnVector c = cols[pos];
        return c instanceof ColumnVector.FloatVector ? ((ColumnVector.FloatVector) c).vals[row] : (Float) getField(pos);
    }

    @Override
    public boolean getBoolean(int pos) {
        ColumnVector c = cols[pos];
        return c instanceof ColumnVector.BooleanVector ? ((ColumnVector.BooleanVector) c).vals[row] : (Boolean) getField(pos);
    }

    @Override
    public String getString(int pos) {
        ColumnVector c = cols[pos];
        if (c instanceof ColumnVector.BytesVector && ((ColumnVector.BytesVector) c).isString()) {
            return ((ColumnVector.BytesVector) c).string(row);
        }
        return (String) getField(pos);
    }

    /**
     * Zero-copy for string and binary columns: the view points into the decoded page, valid while
     * this row is (until the cursor moves past the record, see {@link RunCursor}).
     */
    @Override
    public BytesView getBytesView(int pos, BytesView reuse) {
        ColumnVector c = cols[pos];
        if (c instanceof ColumnVector.BytesVector && ((ColumnVector.BytesVector) c).isStringOrBinary()) {
            ColumnVector.BytesVector b = (ColumnVector.BytesVector) c;
            if (b.isNull[row]) {
                throw new IllegalArgumentException("field " + pos + " is null: it has no bytes");
            }
            return reuse.set(b.data, b.off[row], b.len[row]);
        }
        return InternalRow.super.getBytesView(pos, reuse);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(getRowKind().shortString()).append('[');
        for (int i = 0; i < cols.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            Object v = getField(i);
            sb.append(v instanceof byte[] ? java.util.Arrays.toString((byte[]) v) : String.valueOf(v));
        }
        return sb.append(']').toString();
    }
}
