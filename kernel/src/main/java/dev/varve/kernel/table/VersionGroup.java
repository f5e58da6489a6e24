package dev.varve.kernel.table;

import dev.varve.row.BinaryRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.agrona.DirectBuffer;
import org.agrona.ExpandableArrayBuffer;

/**
 * The versions of one key collected from serialized records (a flush of the write buffer), kept
 * as {@link BinaryRow} views over copies in one reused byte arena: no row is decoded and, once the
 * arena, the views and the holders have grown to the largest group, adding allocates nothing.
 * All holders of a group share one key array, reused by the next group if its key has the same
 * length. The versions, their key and their rows are valid until {@link #clear()}.
 *
 * <p>Not thread-safe; one group per flush.
 */
final class VersionGroup {
    private final RowType type;
    private final ExpandableArrayBuffer values = new ExpandableArrayBuffer(1024);
    private final List<KeyValue> holders = new ArrayList<>();
    private final List<BinaryRow> views = new ArrayList<>();
    private final List<KeyValue> group = new ArrayList<>();
    private final List<KeyValue> groupView = Collections.unmodifiableList(group);
    private byte[] key = new byte[0];
    private int used;

    VersionGroup(RowType type) {
        this.type = type;
    }

    /**
     * Appends a version: the key is {@code keyLen} bytes at 0 of {@code keyBuf} (only read for the
     * first version of the group; all versions of a group have the same key), the value the
     * serialized row of {@code valueLen} bytes at 0 of {@code valueBuf}. Both are copied.
     */
    void add(DirectBuffer keyBuf, int keyLen, long sequence, RowKind kind, DirectBuffer valueBuf, int valueLen) {
        add(keyBuf, 0, keyLen, sequence, kind, valueBuf, 0, valueLen);
    }

    /** As {@link #add(DirectBuffer, int, long, RowKind, DirectBuffer, int)}, the key and value at the given offsets. */
    void add(DirectBuffer keyBuf, int keyOff, int keyLen, long sequence, RowKind kind,
             DirectBuffer valueBuf, int valueOff, int valueLen) {
        int n = group.size();
        if (n == 0) {
            if (key.length != keyLen) {
                key = new byte[keyLen];
            }
            keyBuf.getBytes(keyOff, key, 0, keyLen);
        }
        int at = used;
        values.putBytes(at, valueBuf, valueOff, valueLen);
        used = at + valueLen;
        BinaryRow view;
        KeyValue holder;
        if (n == holders.size()) {
            view = new BinaryRow(type);
            views.add(view);
            holder = new KeyValue();
            holders.add(holder);
        } else {
            view = views.get(n);
            holder = holders.get(n);
        }
        view.pointTo(values, at, valueLen);
        group.add(holder.replace(key, sequence, kind, view));
    }

    boolean isEmpty() {
        return group.isEmpty();
    }

    /** The versions in the order added (unmodifiable); valid until {@link #clear()}. */
    List<KeyValue> versions() {
        return groupView;
    }

    /** Ends the group: its versions are dead, the arena is reused from the start. */
    void clear() {
        group.clear();
        used = 0;
    }
}
