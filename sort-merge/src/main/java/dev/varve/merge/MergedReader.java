package dev.varve.merge;

import java.io.IOException;
import java.util.List;

import dev.varve.row.KeyValue;

/**
 * Applies a {@link MergeFunction} to each group of a {@link SortMergeReader}: {@code reset()},
 * {@code add(..)} for every version in merge order, {@code getResult()}; keys whose result is
 * {@code null} are skipped.
 *
 * <p>Reuse contract: the version returned by {@link #next()} is the merge function's result,
 * valid until the next call to {@code next()} (the merge function's result is valid until its
 * next {@code reset()}, and the group it was built from until the next group is read).
 *
 * <p>Thread-safety: not thread-safe.
 */
public final class MergedReader implements AutoCloseable {
    private final SortMergeReader reader;
    private final MergeFunction mergeFunction;

    public MergedReader(SortMergeReader reader, MergeFunction mergeFunction) {
        if (reader == null || mergeFunction == null) {
            throw new IllegalArgumentException("a merged reader needs a sort-merge reader and a merge function");
        }
        this.reader = reader;
        this.mergeFunction = mergeFunction;
    }

    /** The merged version of the next key that has one, or {@code null} at the end. */
    public KeyValue next() throws IOException {
        while (reader.nextGroup()) {
            List<KeyValue> group = reader.group();
            mergeFunction.reset();
            for (int i = 0, n = group.size(); i < n; i++) {
                mergeFunction.add(group.get(i));
            }
            KeyValue result = mergeFunction.getResult();
            if (result != null) {
                return result;
            }
        }
        return null;
    }

    /** Closes the underlying reader and its sources. */
    @Override
    public void close() throws IOException {
        reader.close();
    }
}
