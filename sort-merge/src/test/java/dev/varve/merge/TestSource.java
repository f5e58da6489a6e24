package dev.varve.merge;

import java.util.Arrays;
import java.util.List;

import dev.varve.row.GenericRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;

/**
 * A source over a sorted list of versions whose values are {@code (sourceIndex, position)} rows.
 * In reusing mode it enforces the reuse contract the hard way: on every {@code next()} it
 * scribbles over the previously returned key array (0xFF) and rewrites the one value row it
 * hands out, so a consumer that kept a reference without copying sees garbage. Its copies
 * ({@link #copyValue}) behave like an arena's: {@link #releaseCopies()} scribbles over every copy
 * made so far, so a reader that releases copies too early hands out garbage too.
 */
final class TestSource implements KeyValueSource {
    /** One version as the test model sees it. */
    static final class Entry {
        final byte[] key;
        final long sequence;
        final RowKind kind;
        final int source;
        final int position;

        Entry(byte[] key, long sequence, RowKind kind, int source, int position) {
            this.key = key;
            this.sequence = sequence;
            this.kind = kind;
            this.source = source;
            this.position = position;
        }

        @Override
        public String toString() {
            return Arrays.toString(key) + "@" + sequence + kind.shortString() + " from " + source + "#" + position;
        }
    }

    /**
     * A source's entries as it must hand them out: sorted by key (unsigned), then sequence, each
     * numbered with {@code source} and its position.
     */
    static List<Entry> sortedAndNumbered(List<Entry> entries, int source) {
        List<Entry> sorted = new java.util.ArrayList<>(entries);
        sorted.sort((a, b) -> {
            int c = Arrays.compareUnsigned(a.key, b.key);
            return c != 0 ? c : Long.compare(a.sequence, b.sequence);
        });
        List<Entry> numbered = new java.util.ArrayList<>();
        for (int i = 0; i < sorted.size(); i++) {
            Entry e = sorted.get(i);
            numbered.add(new Entry(e.key, e.sequence, e.kind, source, i));
        }
        return numbered;
    }

    private final List<Entry> entries;
    private final boolean reusing;
    private final KeyValue holder = new KeyValue();
    private final GenericRow row = new GenericRow(2);
    private final List<GenericRow> liveCopies = new java.util.ArrayList<>();
    int releases;
    private byte[] lastKey;
    private int next;
    boolean closed;

    TestSource(List<Entry> entries, boolean reusing) {
        this.entries = entries;
        this.reusing = reusing;
    }

    @Override
    public KeyValue next() {
        if (closed) {
            throw new IllegalStateException("read after close");
        }
        if (reusing && lastKey != null) {
            Arrays.fill(lastKey, (byte) 0xFF);
            row.setField(0, -1);
            row.setField(1, -1);
        }
        if (next == entries.size()) {
            return null;
        }
        Entry e = entries.get(next++);
        byte[] key = e.key.clone();
        lastKey = key;
        if (reusing) {
            row.setField(0, e.source);
            row.setField(1, e.position);
            return holder.replace(key, e.sequence, e.kind, row);
        }
        return holder.replace(key, e.sequence, e.kind, GenericRow.of(e.source, e.position));
    }

    @Override
    public dev.varve.row.InternalRow copyValue(dev.varve.row.InternalRow value) {
        GenericRow copy = GenericRow.copyOf(value);
        liveCopies.add(copy);
        return copy;
    }

    @Override
    public void releaseCopies() {
        releases++;
        for (GenericRow r : liveCopies) {
            r.setField(0, -2);
            r.setField(1, -2);
        }
        liveCopies.clear();
    }

    @Override
    public boolean reusesKeyAndValue() {
        return reusing;
    }

    @Override
    public void close() {
        closed = true;
    }
}
