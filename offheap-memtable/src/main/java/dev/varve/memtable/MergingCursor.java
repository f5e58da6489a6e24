package dev.varve.memtable;

import java.io.IOException;

import org.agrona.DirectBuffer;

import dev.varve.row.RowKind;

/**
 * Merges sorted cursors into one sorted cursor (binary heap; key, then sequence, then source
 * index, so for equal key and sequence the lower-index — older — source comes first). Yields
 * every record of every source. Views are those of the current source: valid until the next
 * {@link #next()}. Closing closes all sources. Not thread-safe.
 */
public final class MergingCursor implements SortedCursor {
    private final SortedCursor[] sources;
    private final long[] prefixes;
    private final int[] heap;
    private int size;
    private boolean started;
    private SortedCursor current;
    private long recordCount;

    /** @param sources cursors in age order (oldest first); positioned before their first record */
    public MergingCursor(SortedCursor... sources) {
        if (sources == null || sources.length == 0) {
            throw new IllegalArgumentException("a merging cursor needs at least one source");
        }
        this.sources = sources.clone();
        this.prefixes = new long[sources.length];
        this.heap = new int[sources.length];
        for (SortedCursor s : this.sources) {
            if (s == null) {
                throw new IllegalArgumentException("null source cursor");
            }
            recordCount += s.recordCount();
        }
    }

    @Override
    public boolean next() throws IOException {
        if (!started) {
            started = true;
            for (int i = 0; i < sources.length; i++) {
                if (sources[i].next()) {
                    prefixes[i] = prefixOf(sources[i]);
                    heap[size] = i;
                    siftUp(size++);
                }
            }
        } else if (size > 0) {
            int top = heap[0];
            if (sources[top].next()) {
                prefixes[top] = prefixOf(sources[top]);
            } else {
                heap[0] = heap[--size];
            }
            if (size > 0) {
                siftDown(0);
            }
        }
        current = size > 0 ? sources[heap[0]] : null;
        return current != null;
    }

    /** Stable when every source is: the views are those of the sources' records. */
    @Override
    public boolean viewsStableUntilClose() {
        for (SortedCursor s : sources) {
            if (!s.viewsStableUntilClose()) {
                return false;
            }
        }
        return true;
    }

    @Override
    public long recordCount() {
        return recordCount;
    }

    @Override
    public DirectBuffer keyBuffer() {
        return positioned().keyBuffer();
    }

    @Override
    public int keyOffset() {
        return positioned().keyOffset();
    }

    @Override
    public int keyLength() {
        return positioned().keyLength();
    }

    @Override
    public long sequence() {
        return positioned().sequence();
    }

    @Override
    public RowKind kind() {
        return positioned().kind();
    }

    @Override
    public DirectBuffer valueBuffer() {
        return positioned().valueBuffer();
    }

    @Override
    public int valueOffset() {
        return positioned().valueOffset();
    }

    @Override
    public int valueLength() {
        return positioned().valueLength();
    }

    @Override
    public void close() throws IOException {
        current = null;
        IOException first = null;
        for (SortedCursor s : sources) {
            try {
                s.close();
            } catch (IOException e) {
                if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }

    private SortedCursor positioned() {
        if (current == null) {
            throw new IllegalStateException("the cursor is not on a record (call next() first; it returned false at the end)");
        }
        return current;
    }

    private static long prefixOf(SortedCursor c) {
        return DirectKeys.prefix(c.keyBuffer(), c.keyOffset(), c.keyLength());
    }

    /** Whether source {@code a}'s record comes before source {@code b}'s. */
    private boolean before(int a, int b) {
        int c = Long.compareUnsigned(prefixes[a], prefixes[b]);
        if (c != 0) {
            return c < 0;
        }
        SortedCursor x = sources[a];
        SortedCursor y = sources[b];
        c = DirectKeys.compare(x.keyBuffer(), x.keyOffset(), x.keyLength(), y.keyBuffer(), y.keyOffset(), y.keyLength());
        if (c != 0) {
            return c < 0;
        }
        c = Long.compare(x.sequence(), y.sequence());
        return c != 0 ? c < 0 : a < b;
    }

    private void siftUp(int i) {
        int node = heap[i];
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (!before(node, heap[parent])) {
                break;
            }
            heap[i] = heap[parent];
            i = parent;
        }
        heap[i] = node;
    }

    private void siftDown(int i) {
        int node = heap[i];
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && before(heap[child + 1], heap[child])) {
                child++;
            }
            if (!before(heap[child], node)) {
                break;
            }
            heap[i] = heap[child];
            i = child;
        }
        heap[i] = node;
    }
}
