package dev.varve.row;

/**
 * One version of one primary key as the LSM sees it: the key in its normalized (memcmp-ordered)
 * byte form, the writer-assigned sequence number, the row kind, and the full value row (all
 * columns, key columns included).
 *
 * <p>Mutable so that readers can reuse one instance per source; see the reuse contract of
 * whatever hands it out.
 */
public final class KeyValue {
    private byte[] key;
    private long sequence;
    private RowKind kind;
    private InternalRow value;

    public KeyValue() {
    }

    public KeyValue(byte[] key, long sequence, RowKind kind, InternalRow value) {
        replace(key, sequence, kind, value);
    }

    public KeyValue replace(byte[] key, long sequence, RowKind kind, InternalRow value) {
        this.key = key;
        this.sequence = sequence;
        this.kind = kind;
        this.value = value;
        return this;
    }

    /** Normalized key bytes; compare with {@link java.util.Arrays#compareUnsigned(byte[], byte[])}. */
    public byte[] key() { return key; }
    public long sequence() { return sequence; }
    public RowKind kind() { return kind; }
    public InternalRow value() { return value; }

    public KeyValue copy() {
        return new KeyValue(key.clone(), sequence, kind, GenericRow.copyOf(value));
    }

    @Override
    public String toString() {
        return "KeyValue{seq=" + sequence + ", " + kind.shortString() + ", value=" + value + "}";
    }
}
