package dev.varve.kernel.mergeengine;

import dev.varve.row.BytesView;
import dev.varve.row.DataType;
import dev.varve.row.RowKind;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A copy of one string or bytes field of an input row, kept as raw bytes at the field's position
 * {@link #pos} of a row of {@code arity} fields (the other positions read null): what an
 * accumulator hands a {@link FoldedRow} as an undecoded column ({@link FieldAccumulator#undecodedResult()}),
 * so a byte-wise reader ({@link #getBytesView}) never builds the {@code String}, and
 * {@link #getField} decodes only when asked.
 *
 * <p>Reuse contract: {@link #set} overwrites the bytes; a view from {@code getBytesView} is valid
 * until then. Not thread-safe.
 */
final class KeptBytesRow implements dev.varve.format.run.HeldBytesRow {
    private final int pos;
    private final boolean string;
    private int arity;
    private byte[] bytes = new byte[32];
    private int length;

    /** @param type the field's type: CHAR/VARCHAR (decoded as String) or BINARY/VARBINARY (byte[]) */
    KeptBytesRow(int pos, DataType type) {
        if (!isStringOrBinary(type)) {
            throw new IllegalArgumentException("field " + pos + " of type " + type + " is not a string or bytes field");
        }
        this.pos = pos;
        this.string = type.root().isCharacterString();
    }

    /** Whether a field of {@code type} is kept as bytes. */
    static boolean isStringOrBinary(DataType type) {
        return type != null && (type.root().isCharacterString() || type.root().isBinaryString());
    }

    /** Keeps a copy of {@code view}'s bytes as the field of a row of {@code arity} fields. */
    void set(BytesView view, int arity) {
        int n = view.length();
        if (bytes.length < n) {
            bytes = new byte[Math.max(n, bytes.length * 2)];
        }
        System.arraycopy(view.array(), view.offset(), bytes, 0, n);
        length = n;
        this.arity = arity;
    }

    @Override
    public int getArity() {
        return arity;
    }

    @Override
    public RowKind getRowKind() {
        return RowKind.INSERT;
    }

    @Override
    public void setRowKind(RowKind kind) {
        throw new UnsupportedOperationException("a kept field row has no row kind to set");
    }

    @Override
    public boolean isNullAt(int i) {
        return i != pos;
    }

    @Override
    public Object getField(int i) {
        if (i != pos) {
            return null;
        }
        return string ? new String(bytes, 0, length, StandardCharsets.UTF_8) : Arrays.copyOf(bytes, length);
    }

    /** A run writer copies the kept bytes as they are (see {@link dev.varve.format.run.HeldBytesRow}). */
    @Override
    public boolean holdsBytes(int i, boolean asString) {
        return i == pos && string == asString;
    }

    @Override
    public byte[] heldBytes(int i) {
        return bytes;
    }

    @Override
    public int heldLength(int i) {
        return length;
    }

    @Override
    public BytesView getBytesView(int i, BytesView reuse) {
        if (i != pos) {
            throw new IllegalArgumentException("field " + i + " is null: it has no bytes");
        }
        return reuse.set(bytes, 0, length);
    }
}
