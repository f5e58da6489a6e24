package dev.varve.kernel.table;

import dev.varve.format.run.RunCursor;
import dev.varve.row.BinaryRow;
import dev.varve.row.BinaryRowWriter;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowType;
import java.util.ArrayList;
import java.util.List;
import org.agrona.ExpandableArrayBuffer;

/**
 * Copies the current row of a {@link RunCursor} into a {@link BinaryRow} that lives in one reused
 * byte arena: strings and bytes are copied as raw bytes (no String decode or encode), primitive
 * fields through their unboxed getters, other fields through their canonical values. Used where a
 * merge must keep several versions of the current key (a compaction's multi-version groups,
 * {@link CompactionMerge}; merged reads; {@link dev.varve.merge.SortMergeReader}): the copies stay
 * valid until {@link #release()}, which the source calls when the merge moves to the next group
 * ({@link dev.varve.merge.KeyValueSource#releaseCopies()}). After
 * the arena and its pool of views have grown to the largest group, copying allocates nothing.
 *
 * <p>An arena above {@link #LIMIT_BYTES} (a key with a huge number of versions) hands out
 * {@link GenericRow} copies for the rest of the group instead of growing further.
 *
 * <p>Not thread-safe; one arena per source.
 */
final class BinaryRowArena {
    static final int LIMIT_BYTES = 64 << 20;

    private static final int NULLABLE_GENERIC = 0;
    private static final int UTF8 = 1;
    private static final int BYTES = 2;
    private static final int BOOLEAN = 3;
    private static final int TINYINT = 4;
    private static final int SMALLINT = 5;
    private static final int INT = 6;
    private static final int BIGINT = 7;
    private static final int FLOAT = 8;
    private static final int DOUBLE = 9;

    private final RowType type;
    private final int limitBytes;
    private final int[] copyKind;
    private final BinaryRowWriter writer;
    private final ExpandableArrayBuffer arena;
    private final List<BinaryRow> views = new ArrayList<>();
    private int used;
    private int viewsUsed;

    BinaryRowArena(RowType type) {
        this(type, LIMIT_BYTES);
    }

    /** With an arena size above which copies are {@link GenericRow}s until the next release. */
    BinaryRowArena(RowType type, int limitBytes) {
        this(type, limitBytes, 8192);
    }

    /** With an arena size limit and the arena buffer's initial capacity (it grows as needed). */
    BinaryRowArena(RowType type, int limitBytes, int initialBytes) {
        this.arena = new ExpandableArrayBuffer(initialBytes);
        this.type = type;
        this.limitBytes = limitBytes;
        this.writer = new BinaryRowWriter(type);
        this.copyKind = new int[type.size()];
        for (int i = 0; i < copyKind.length; i++) {
            switch (type.type(i).root()) {
                case CHAR: case VARCHAR: copyKind[i] = UTF8; break;
                case BINARY: case VARBINARY: copyKind[i] = BYTES; break;
                case BOOLEAN: copyKind[i] = BOOLEAN; break;
                case TINYINT: copyKind[i] = TINYINT; break;
                case SMALLINT: copyKind[i] = SMALLINT; break;
                case INT: copyKind[i] = INT; break;
                case BIGINT: copyKind[i] = BIGINT; break;
                case FLOAT: copyKind[i] = FLOAT; break;
                case DOUBLE: copyKind[i] = DOUBLE; break;
                default: copyKind[i] = NULLABLE_GENERIC;
            }
        }
    }

    RowType type() {
        return type;
    }

    /**
     * A copy of {@code value}, a still valid value row of {@code cursor} (its current or previous
     * record, see {@link RunCursor#ownsView}; unprojected, of this arena's row type), valid until
     * {@link #release()}.
     */
    InternalRow copy(RunCursor cursor, InternalRow value) {
        if (used >= limitBytes) {
            return GenericRow.copyOf(value);
        }
        BinaryRowWriter w = writer;
        w.begin(value.getRowKind());
        for (int i = 0; i < copyKind.length; i++) {
            if (value.isNullAt(i)) {
                w.setNull(i);
                continue;
            }
            switch (copyKind[i]) {
                case UTF8: w.setUtf8(i, cursor.bytesArray(i), cursor.bytesOffset(value, i), cursor.bytesLength(value, i)); break;
                case BYTES: w.setBinary(i, cursor.bytesArray(i), cursor.bytesOffset(value, i), cursor.bytesLength(value, i)); break;
                case BOOLEAN: w.setBoolean(i, value.getBoolean(i)); break;
                case TINYINT: w.setByte(i, value.getByte(i)); break;
                case SMALLINT: w.setShort(i, value.getShort(i)); break;
                case INT: w.setInt(i, value.getInt(i)); break;
                case BIGINT: w.setLong(i, value.getLong(i)); break;
                case FLOAT: w.setFloat(i, value.getFloat(i)); break;
                case DOUBLE: w.setDouble(i, value.getDouble(i)); break;
                default: w.setField(i, value.getField(i));
            }
        }
        int len = w.finish();
        int at = used;
        arena.checkLimit(at + len);
        // heap to heap: System.arraycopy is much cheaper than Unsafe.copyMemory for short rows
        System.arraycopy(w.buffer().byteArray(), w.buffer().wrapAdjustment(), arena.byteArray(), at, len);
        used = at + len;
        BinaryRow view;
        if (viewsUsed == views.size()) {
            view = new BinaryRow(type);
            views.add(view);
        } else {
            view = views.get(viewsUsed);
        }
        viewsUsed++;
        return view.pointTo(arena, at, len);
    }

    /** Heap bytes of the arena buffer (for pools that bound what they keep). */
    long retainedBytes() {
        return arena.capacity() + 64L * views.size();
    }

    /** Every copy handed out so far is dead: the arena and the views are reused from the start. */
    void release() {
        used = 0;
        viewsUsed = 0;
    }
}
