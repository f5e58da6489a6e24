package dev.varve.memtable;

import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

import dev.varve.row.RowKind;

/**
 * The holder a point lookup fills: sequence, kind and a private copy of the value bytes.
 *
 * <p>Reuse contract: one instance serves many lookups; each successful lookup overwrites it.
 * The value is copied into an array owned by this object (grown when needed, never shrunk), so
 * it stays valid after the memtable it came from is flushed or released — until the next lookup
 * into this object. {@link #valueBuffer()} is a view of that array; {@link #valueBytes()} returns
 * a fresh copy. Not thread-safe.
 */
public final class LookupResult {
    private final UnsafeBuffer keyView = new UnsafeBuffer(new byte[0]);
    private final UnsafeBuffer valueView;
    private byte[] value;
    private int valueLength;
    private long sequence;
    private RowKind kind;

    public LookupResult() {
        this.value = new byte[64];
        this.valueView = new UnsafeBuffer(value);
    }

    public long sequence() {
        checkFilled();
        return sequence;
    }

    public RowKind kind() {
        checkFilled();
        return kind;
    }

    /** A view of the value bytes, starting at offset 0, {@link #valueLength()} bytes long. */
    public DirectBuffer valueBuffer() {
        checkFilled();
        return valueView;
    }

    public int valueLength() {
        checkFilled();
        return valueLength;
    }

    /** A fresh copy of the value bytes. */
    public byte[] valueBytes() {
        checkFilled();
        byte[] copy = new byte[valueLength];
        System.arraycopy(value, 0, copy, 0, valueLength);
        return copy;
    }

    void set(long sequence, RowKind kind, DirectBuffer source, int offset, int length) {
        if (value.length < length) {
            value = new byte[Math.max(length, value.length * 2)];
            valueView.wrap(value);
        }
        source.getBytes(offset, value, 0, length);
        this.valueLength = length;
        this.sequence = sequence;
        this.kind = kind;
    }

    /** A reusable view used to look up a heap key without allocating. */
    UnsafeBuffer wrapKey(byte[] key) {
        if (key == null) {
            throw new IllegalArgumentException("lookup key must not be null");
        }
        keyView.wrap(key);
        return keyView;
    }

    private void checkFilled() {
        if (kind == null) {
            throw new IllegalStateException("no lookup has filled this result yet");
        }
    }

    @Override
    public String toString() {
        return kind == null ? "LookupResult{empty}"
                : "LookupResult{seq=" + sequence + ", " + kind.shortString() + ", " + valueLength + " value bytes}";
    }
}
