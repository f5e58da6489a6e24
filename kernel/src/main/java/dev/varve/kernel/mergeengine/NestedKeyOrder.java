package dev.varve.kernel.mergeengine;

import dev.varve.kernel.table.PaimonBucketHash;
import dev.varve.row.InternalRow;
import dev.varve.row.RowType;

/**
 * The keys of nested_update / nested_partial_update rows as Apache Paimon 1.4.2 hashes them: Paimon merges
 * such an array through a {@code java.util.HashMap} keyed by the binary row of the nested-key fields and
 * keeps that map's iteration order, so a user sees it. A {@link Key} hashes as that binary row
 * ({@link PaimonBucketHash} lays out and hashes the same bytes) and is equal by SQL equality of the key
 * fields; key fields of ARRAY, MAP or ROW type fall back to a deterministic hash of their values.
 */
final class NestedKeyOrder {
    private final int[] keyFields;
    private final PaimonBucketHash hash;

    NestedKeyOrder(RowType elementType, int[] keyFields) {
        this.keyFields = keyFields.clone();
        this.hash = PaimonBucketHash.supports(elementType, keyFields) ? new PaimonBucketHash(elementType, keyFields) : null;
    }

    Key key(InternalRow row) {
        Object k = Values.key(row, keyFields);
        return new Key(k, hash == null ? k.hashCode() : hash.hash(row));
    }

    /** A nested key: Paimon's hash, SQL equality. */
    static final class Key {
        private final Object key;
        private final int hash;

        Key(Object key, int hash) {
            this.key = key;
            this.hash = hash;
        }

        @Override
        public int hashCode() {
            return hash;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key && key.equals(((Key) o).key);
        }
    }
}
