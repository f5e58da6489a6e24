package dev.varve.kernel.mergeengine;

import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;

import java.util.ArrayList;
import java.util.List;

/**
 * Copies of the versions of one key, for engines that must re-order them by
 * {@code sequence.field} before folding. Rows are copied into pooled arrays that are reused across
 * keys, or kept as given for a caller whose rows stay valid ({@link #keepAsGiven});
 * {@link #sortedOrder} is a stable merge sort that costs one comparison per version when the
 * versions already arrive in sequence order. Not thread-safe.
 */
final class VersionBuffer {
    private final int arity;
    private final SequenceOrder order;
    private final List<GenericRow> rows = new ArrayList<>();
    /** Per position, the row {@link #row} reads: a copy in {@link #rows}, or the value as given ({@link #keepAsGiven}). */
    private InternalRow[] given = new InternalRow[8];
    /** Whether {@link #add} keeps the values as given rather than copying them. */
    private boolean asGiven;
    private RowKind[] kinds = new RowKind[8];
    private long[] seqs = new long[8];
    private int[] index = new int[8];
    private int[] scratch = new int[8];
    private int size;

    VersionBuffer(int arity, SequenceOrder order) {
        this.arity = arity;
        this.order = order;
    }

    void clear() {
        for (int i = 0; i < size; i++) {
            if (i < rows.size() && given[i] == rows.get(i)) {
                java.util.Arrays.fill(rows.get(i).values(), null);
            }
            given[i] = null;
        }
        size = 0;
    }

    /**
     * Whether the next {@link #add}s (until this is called again) keep each value as it is instead of copying it: for a
     * caller whose values stay valid and unchanged until the versions are folded ({@code MergeFunction#resetStable}).
     */
    void keepAsGiven(boolean keep) {
        asGiven = keep;
    }

    int size() {
        return size;
    }

    void add(InternalRow value, RowKind kind, long sequence) {
        if (size == kinds.length) {
            int n = size * 2;
            kinds = java.util.Arrays.copyOf(kinds, n);
            seqs = java.util.Arrays.copyOf(seqs, n);
            given = java.util.Arrays.copyOf(given, n);
            index = new int[n];
            scratch = new int[n];
        }
        if (asGiven) {
            given[size] = value;
        } else {
            if (size == rows.size()) {
                rows.add(new GenericRow(arity));
            }
            GenericRow row = rows.get(size);
            Object[] v = row.values();
            for (int i = 0; i < arity; i++) {
                v[i] = Values.copy(value.getField(i));
            }
            row.setRowKind(kind);
            given[size] = row;
        }
        kinds[size] = kind;
        seqs[size] = sequence;
        size++;
    }

    /** The value at position {@code i}: its copy, or the value as given (its row kind then need not be the version's: see {@link #kind}). */
    InternalRow row(int i) {
        return given[i];
    }

    RowKind kind(int i) {
        return kinds[i];
    }

    /** The buffer positions in sequence order (valid until the next add or clear). */
    int[] sortedOrder() {
        return sortedOrder(0, size);
    }

    /**
     * The positions {@code from} (inclusive) to {@code to} (exclusive) of the buffer (arrival order) in sequence
     * order, as the first {@code to - from} entries of the returned array (valid until the next add, clear or sort).
     */
    int[] sortedOrder(int from, int to) {
        for (int i = from; i < to; i++) {
            index[i - from] = i;
        }
        mergeSort(0, to - from);
        return index;
    }

    /** The system sequence of position {@code i}. */
    long sequence(int i) {
        return seqs[i];
    }

    private int cmp(int a, int b) {
        return order.compare(given[a], seqs[a], given[b], seqs[b]);
    }

    private void mergeSort(int from, int to) {
        if (to - from < 2) {
            return;
        }
        int mid = (from + to) >>> 1;
        mergeSort(from, mid);
        mergeSort(mid, to);
        if (cmp(index[mid - 1], index[mid]) <= 0) {
            return; // already in order
        }
        System.arraycopy(index, from, scratch, from, to - from);
        int i = from;
        int j = mid;
        int k = from;
        while (i < mid && j < to) {
            index[k++] = cmp(scratch[j], scratch[i]) < 0 ? scratch[j++] : scratch[i++];
        }
        while (i < mid) {
            index[k++] = scratch[i++];
        }
        while (j < to) {
            index[k++] = scratch[j++];
        }
    }
}
