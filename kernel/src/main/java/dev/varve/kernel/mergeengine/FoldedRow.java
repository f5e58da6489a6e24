package dev.varve.kernel.mergeengine;

import dev.varve.format.run.FieldSourceRow;
import dev.varve.row.BytesView;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.TypeRoot;

import java.util.Arrays;

/**
 * The result row of a {@link FoldingMergeFunction}: canonical values in {@link #values()}, except
 * for columns whose accumulator kept its result undecoded in a row of its own
 * ({@link #setUndecoded}: a string or bytes value still in the serialized input it came from).
 * Such a column is decoded on the first {@code getField} / {@code getString} (and then kept), while
 * {@link #getBytesView} reads its bytes in place: a reader that wants bytes (a run writer, a
 * byte-wise consumer) never builds the {@code String}.
 *
 * <p>Numeric columns (TINYINT … BIGINT, FLOAT, DOUBLE) may instead hold their value unboxed
 * ({@link #setNumericBits}, {@link #setIntegral}, {@link #setFloating}): the typed getters read it directly, so a flush or
 * compaction that writes the row through {@code getLong}/{@code getDouble} allocates nothing per
 * merged key; {@code getField} boxes it.
 *
 * <p>Reuse contract: the row and the rows it points into belong to the merge function; valid until
 * its next {@code reset()} or {@code add}. Not thread-safe (even reads: decoding caches).
 */
final class FoldedRow implements FieldSourceRow {
    private final Object[] values;
    /** Per column: a row holding the column's value at the same position, not yet decoded; or null. */
    private final InternalRow[] undecoded;
    private boolean anyUndecoded;
    /** Per column: the type of the unboxed value in {@link #prims}, or null when the column is in {@link #values}. */
    private final TypeRoot[] primRoot;
    /** Unboxed values: integral as {@code long}, FLOAT/DOUBLE as the raw bits of a {@code double}. */
    private final long[] prims;
    private boolean anyPrim;
    private RowKind kind = RowKind.INSERT;

    FoldedRow(int arity) {
        this.values = new Object[arity];
        this.undecoded = new InternalRow[arity];
        this.primRoot = new TypeRoot[arity];
        this.prims = new long[arity];
    }

    /** The canonical values (an undecoded column reads null here until decoded). */
    Object[] values() {
        return values;
    }

    /** Clears every value, every undecoded column and every unboxed value. */
    void clear() {
        Arrays.fill(values, null);
        clearUndecoded();
        if (anyPrim) {
            Arrays.fill(primRoot, null);
            anyPrim = false;
        }
    }

    /** Column {@code pos} is the canonical value {@code v} (or NULL). */
    void set(int pos, Object v) {
        values[pos] = v;
        undecoded[pos] = null;
        primRoot[pos] = null;
    }

    /** Column {@code pos}, of a type with {@link Values#hasNumericBits numeric bits}, holds {@code bits}, unboxed. */
    void setNumericBits(int pos, long bits, TypeRoot root) {
        prims[pos] = bits;
        primRoot[pos] = root;
        values[pos] = null;
        undecoded[pos] = null;
        anyPrim = true;
    }

    /** Column {@code pos}, of integral type {@code root}, is {@code v} (wrapped like a Java cast), or NULL. */
    void setIntegral(int pos, boolean isNull, long v, TypeRoot root) {
        if (isNull) {
            set(pos, null);
        } else {
            setNumericBits(pos, v, root);
        }
    }

    /** Column {@code pos}, of type FLOAT or DOUBLE ({@code root}), is {@code v} (a FLOAT rounds to float), or NULL. */
    void setFloating(int pos, boolean isNull, double v, TypeRoot root) {
        if (isNull) {
            set(pos, null);
        } else {
            setNumericBits(pos, Double.doubleToRawLongBits(root == TypeRoot.FLOAT ? (double) (float) v : v), root);
        }
    }

    /** Column {@code pos} takes {@code from}'s column {@code pos} as it holds it (unboxed, canonical or undecoded). */
    void copyColumn(FoldedRow from, int pos) {
        values[pos] = from.values[pos];
        prims[pos] = from.prims[pos];
        primRoot[pos] = from.primRoot[pos];
        undecoded[pos] = from.undecoded[pos];
        anyPrim |= from.primRoot[pos] != null;
        anyUndecoded |= from.undecoded[pos] != null;
    }

    /**
     * Column {@code pos} takes {@code source}'s value at {@code pos} (of type {@code root}): numeric
     * values unboxed, others copied ({@link Values#copy}).
     */
    void copyFrom(InternalRow source, int pos, TypeRoot root) {
        if (source.isNullAt(pos)) {
            set(pos, null);
        } else if (Values.hasNumericBits(root)) {
            setNumericBits(pos, Values.readNumericBits(source, pos, root), root);
        } else {
            set(pos, Values.copy(source.getField(pos)));
        }
    }

    void clearUndecoded() {
        if (anyUndecoded) {
            Arrays.fill(undecoded, null);
            anyUndecoded = false;
        }
    }

    /** Column {@code pos} is the non-null value at {@code pos} of {@code source} (not copied). */
    void setUndecoded(int pos, InternalRow source) {
        undecoded[pos] = source;
        values[pos] = null;
        primRoot[pos] = null;
        anyUndecoded = true;
    }

    @Override
    public int getArity() {
        return values.length;
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
        return undecoded[pos] == null && values[pos] == null && primRoot[pos] == null;
    }

    @Override
    public byte getByte(int pos) {
        return primRoot[pos] != null ? (byte) prims[pos] : FieldSourceRow.super.getByte(pos);
    }

    @Override
    public short getShort(int pos) {
        return primRoot[pos] != null ? (short) prims[pos] : FieldSourceRow.super.getShort(pos);
    }

    @Override
    public int getInt(int pos) {
        return primRoot[pos] != null ? (int) prims[pos] : FieldSourceRow.super.getInt(pos);
    }

    @Override
    public long getLong(int pos) {
        return primRoot[pos] != null ? prims[pos] : FieldSourceRow.super.getLong(pos);
    }

    @Override
    public float getFloat(int pos) {
        return primRoot[pos] != null ? (float) Double.longBitsToDouble(prims[pos]) : FieldSourceRow.super.getFloat(pos);
    }

    @Override
    public double getDouble(int pos) {
        return primRoot[pos] != null ? Double.longBitsToDouble(prims[pos]) : FieldSourceRow.super.getDouble(pos);
    }

    @Override
    public Object getField(int pos) {
        TypeRoot root = primRoot[pos];
        if (root != null) {
            return Values.boxNumericBits(prims[pos], root);
        }
        InternalRow u = undecoded[pos];
        if (u != null) {
            values[pos] = Values.copy(u.getField(pos));
            undecoded[pos] = null;
        }
        return values[pos];
    }

    /** The undecoded source of column {@code pos} (a run writer copies its bytes in place), or null. */
    @Override
    public InternalRow fieldSource(int pos) {
        return undecoded[pos];
    }

    @Override
    public BytesView getBytesView(int pos, BytesView reuse) {
        InternalRow u = undecoded[pos];
        return u != null ? u.getBytesView(pos, reuse) : FieldSourceRow.super.getBytesView(pos, reuse);
    }

    @Override
    public String toString() {
        return GenericRow.copyOf(this).toString(); // the same text as a copy's
    }
}
