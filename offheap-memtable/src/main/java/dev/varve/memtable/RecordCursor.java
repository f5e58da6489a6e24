package dev.varve.memtable;

import static dev.varve.memtable.RecordDescriptor.ORDER;

import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

import dev.varve.row.RowKind;

/**
 * The part every cursor over records in the {@link RecordDescriptor} layout shares: positioning
 * on a record decodes its header once ({@link #describe}), and the accessors return views into
 * the buffer that holds it. Subclasses decide where records come from (a memtable's sorted index,
 * a spill file's blocks) and how long the buffer stays valid.
 *
 * <p>Not thread-safe.
 */
abstract class RecordCursor implements SortedCursor {
    private UnsafeBuffer buffer;
    private int keyOffset;
    private int keyLength;
    private long sequence;
    private RowKind kind;
    private int valueOffset;
    private int valueLength;

    /** Positions the cursor on the record at {@code at} of {@code buf}. */
    protected final void describe(UnsafeBuffer buf, int at) {
        int keyLen = buf.getInt(at, ORDER);
        buffer = buf;
        keyOffset = at + RecordDescriptor.KEY_OFFSET;
        keyLength = keyLen;
        sequence = buf.getLong(at + RecordDescriptor.sequenceOffset(keyLen), ORDER);
        kind = RowKind.fromByteValue(buf.getByte(at + RecordDescriptor.kindOffset(keyLen)));
        valueLength = buf.getInt(at + RecordDescriptor.valueLengthOffset(keyLen), ORDER);
        valueOffset = at + RecordDescriptor.valueOffset(keyLen);
    }

    /** Leaves the current record (at the end, or on close): the accessors throw until the next {@link #describe}. */
    protected final void clear() {
        buffer = null;
    }

    @Override
    public final DirectBuffer keyBuffer() {
        return positioned();
    }

    @Override
    public final int keyOffset() {
        positioned();
        return keyOffset;
    }

    @Override
    public final int keyLength() {
        positioned();
        return keyLength;
    }

    @Override
    public final long sequence() {
        positioned();
        return sequence;
    }

    @Override
    public final RowKind kind() {
        positioned();
        return kind;
    }

    @Override
    public final DirectBuffer valueBuffer() {
        return positioned();
    }

    @Override
    public final int valueOffset() {
        positioned();
        return valueOffset;
    }

    @Override
    public final int valueLength() {
        positioned();
        return valueLength;
    }

    private UnsafeBuffer positioned() {
        UnsafeBuffer b = buffer;
        if (b == null) {
            throw new IllegalStateException("the cursor is not on a record (call next() first; it returned false at the end)");
        }
        return b;
    }
}
