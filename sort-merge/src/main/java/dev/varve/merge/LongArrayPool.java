package dev.varve.merge;

/**
 * Where a merge takes its per-source {@code long} vectors from and gives them back, so that
 * successive merges (one per compaction) reuse them instead of allocating. Implementations must
 * be thread-safe if merges on several threads share one.
 */
public interface LongArrayPool {
    /** No pooling: a new array each time, given-back arrays are dropped. */
    LongArrayPool NONE = new LongArrayPool() {
        @Override
        public long[] take(int minLength) {
            return new long[minLength];
        }

        @Override
        public void give(long[] array) {
        }
    };

    /** An array of at least {@code minLength} longs (contents undefined), owned by the caller until given back. */
    long[] take(int minLength);

    /** Returns an array taken earlier; the caller no longer touches it. */
    void give(long[] array);
}
