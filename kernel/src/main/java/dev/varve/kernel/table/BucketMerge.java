package dev.varve.kernel.table;

import dev.varve.row.KeyValue;

/**
 * The merged rows of one bucket of a primary-key table, key by key ({@link MergedBucketReader},
 * {@link BlockMergedReader}). Not thread-safe.
 */
interface BucketMerge extends AutoCloseable {
    /** The next key's merged version, valid until the following call, or null at the end. */
    KeyValue next();

    @Override
    void close();
}
