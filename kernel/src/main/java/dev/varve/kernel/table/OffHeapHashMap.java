package dev.varve.kernel.table;

import org.agrona.BufferUtil;
import org.agrona.concurrent.UnsafeBuffer;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * An open-addressing hash map from primitive keys to small non-negative int values, stored
 * off-heap in one direct buffer (no per-entry objects, no boxing). Two slot layouts:
 * <ul>
 *   <li>{@link #intKeys()}: 4-byte key + 2-byte value (values 0..65534), 6 bytes per slot;</li>
 *   <li>{@link #longKeys()}: 8-byte key + 4-byte value (values 0..2^31-2), 12 bytes per slot.</li>
 * </ul>
 * A slot's value field holds {@code value + 1}; 0 marks an empty slot, so every key value
 * (including 0) is a legal key and no sentinel key exists. Linear probing from a home slot chosen
 * by multiply-shift over a capacity that need not be a power of two; at most {@link #MAX_LOAD}
 * of the slots are used, and a full map grows by {@link #GROWTH} (rehash into a new buffer), so
 * memory stays between {@code slot / 0.75} and {@code 1.25 * slot / 0.75} bytes per key (8–10
 * bytes for int keys) once the map is beyond its minimum size. Removal shifts later entries of
 * the probe run back (no tombstones).
 *
 * <p>Not thread-safe. {@link #close()} frees the memory at once; any use after close fails with
 * {@link IllegalStateException}. Keys are assumed to be hashes already; they are mixed once more
 * to pick the home slot.
 */
final class OffHeapHashMap implements AutoCloseable {
    static final double MAX_LOAD = 0.75;
    static final double GROWTH = 1.25;
    static final long NO_VALUE = -1;
    private static final int MIN_CAPACITY = 16;

    private final int keyBytes;
    private final int valueBytes;
    private final int slotBytes;
    private final long maxValue;
    private ByteBuffer memory;
    private UnsafeBuffer slots;
    private int capacity;
    private int size;
    private int growAt;

    private OffHeapHashMap(int keyBytes, int valueBytes) {
        this.keyBytes = keyBytes;
        this.valueBytes = valueBytes;
        this.slotBytes = keyBytes + valueBytes;
        this.maxValue = valueBytes == 2 ? 0xFFFEL : Integer.MAX_VALUE - 1L;
        allocate(MIN_CAPACITY);
    }

    /** A map of int keys to values 0..65534 (6 bytes per slot). */
    static OffHeapHashMap intKeys() {
        return new OffHeapHashMap(4, 2);
    }

    /** A map of long keys to values 0..2^31-2 (12 bytes per slot). */
    static OffHeapHashMap longKeys() {
        return new OffHeapHashMap(8, 4);
    }

    /** The largest value this map stores. */
    long maxValue() {
        return maxValue;
    }

    int size() {
        return size;
    }

    /** Bytes of off-heap memory held now. */
    long offHeapBytes() {
        return slots == null ? 0 : (long) capacity * slotBytes;
    }

    /** Grows the map (if needed) so that {@code expected} keys fit without further growth. */
    void ensureCapacity(long expected) {
        checkOpen();
        if (expected > growAt) {
            rehash(capacityFor(expected));
        }
    }

    /** The value of {@code key}, or {@link #NO_VALUE}. */
    long get(long key) {
        checkOpen();
        checkKey(key);
        int i = home(key);
        while (true) {
            long v = storedValue(i);
            if (v == 0) {
                return NO_VALUE;
            }
            if (keyAt(i) == key) {
                return v - 1;
            }
            i = next(i);
        }
    }

    /** Maps {@code key} to {@code value}; returns the previous value or {@link #NO_VALUE}. */
    long put(long key, long value) {
        checkOpen();
        checkKey(key);
        if (value < 0 || value > maxValue) {
            throw new IllegalArgumentException("value " + value + " out of range 0.." + maxValue);
        }
        int i = home(key);
        while (true) {
            long v = storedValue(i);
            if (v == 0) {
                break;
            }
            if (keyAt(i) == key) {
                setSlot(i, key, value + 1);
                return v - 1;
            }
            i = next(i);
        }
        if (size + 1 > growAt) {
            rehash(capacityFor(Math.max(size + 1L, (long) (capacity * GROWTH * MAX_LOAD))));
            i = home(key);
            while (storedValue(i) != 0) {
                i = next(i);
            }
        }
        setSlot(i, key, value + 1);
        size++;
        return NO_VALUE;
    }

    /** Removes {@code key}; returns its value or {@link #NO_VALUE}. */
    long remove(long key) {
        checkOpen();
        checkKey(key);
        int i = home(key);
        while (true) {
            long v = storedValue(i);
            if (v == 0) {
                return NO_VALUE;
            }
            if (keyAt(i) == key) {
                break;
            }
            i = next(i);
        }
        long removed = storedValue(i) - 1;
        // backward-shift: move later entries of the run into the hole when their home allows it
        int hole = i;
        int j = next(i);
        while (true) {
            long v = storedValue(j);
            if (v == 0) {
                break;
            }
            long k = keyAt(j);
            int h = home(k);
            // the entry at j may move to the hole unless its home lies cyclically in (hole, j]
            boolean homeInRange = hole <= j ? (h > hole && h <= j) : (h > hole || h <= j);
            if (!homeInRange) {
                setSlot(hole, k, v);
                hole = j;
            }
            j = next(j);
        }
        setSlot(hole, 0, 0);
        size--;
        return removed;
    }

    /** Receives the entries of {@link #forEach}. */
    interface EntryVisitor {
        void accept(long key, long value);
    }

    /** Visits every entry, in slot order; the map must not be changed meanwhile. */
    void forEach(EntryVisitor visitor) {
        checkOpen();
        for (int i = 0; i < capacity; i++) {
            long v = storedValue(i);
            if (v != 0) {
                visitor.accept(keyAt(i), v - 1);
            }
        }
    }

    /** Frees the memory; idempotent. */
    @Override
    public void close() {
        if (memory != null) {
            BufferUtil.free(memory);
            memory = null;
            slots = null;
            size = 0;
            capacity = 0;
        }
    }

    private void checkOpen() {
        if (slots == null) {
            throw new IllegalStateException("off-heap hash map is closed");
        }
    }

    private void checkKey(long key) {
        if (keyBytes == 4 && key != (int) key) {
            throw new IllegalArgumentException("key " + key + " does not fit the 4-byte keys of this map");
        }
    }

    private static int capacityFor(long keys) {
        long cap = (long) Math.ceil(keys / MAX_LOAD) + 1;
        if (cap > Integer.MAX_VALUE - 8) {
            throw new IllegalStateException("off-heap hash map cannot hold " + keys + " keys");
        }
        return (int) Math.max(MIN_CAPACITY, cap);
    }

    private void allocate(int newCapacity) {
        long bytes = (long) newCapacity * slotBytes;
        if (bytes > Integer.MAX_VALUE - 8) {
            throw new IllegalStateException("off-heap hash map of " + newCapacity + " slots exceeds 2 GiB");
        }
        // allocateDirect zeroes the memory: every slot starts empty
        memory = ByteBuffer.allocateDirect((int) bytes).order(ByteOrder.LITTLE_ENDIAN);
        slots = new UnsafeBuffer(memory);
        capacity = newCapacity;
        growAt = (int) Math.min(Integer.MAX_VALUE, (long) (newCapacity * MAX_LOAD));
    }

    private void rehash(int newCapacity) {
        ByteBuffer oldMemory = memory;
        UnsafeBuffer old = slots;
        int oldCapacity = capacity;
        allocate(newCapacity);
        for (int s = 0; s < oldCapacity; s++) {
            int at = s * slotBytes;
            long v = valueBytes == 2 ? old.getShort(at + keyBytes, ByteOrder.LITTLE_ENDIAN) & 0xFFFFL
                    : old.getInt(at + keyBytes, ByteOrder.LITTLE_ENDIAN) & 0xFFFFFFFFL;
            if (v == 0) {
                continue;
            }
            long k = keyBytes == 4 ? old.getInt(at, ByteOrder.LITTLE_ENDIAN) : old.getLong(at, ByteOrder.LITTLE_ENDIAN);
            int i = home(k);
            while (storedValue(i) != 0) {
                i = next(i);
            }
            setSlot(i, k, v);
        }
        BufferUtil.free(oldMemory);
    }

    private int home(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        h ^= h >>> 29;
        return (int) (((h >>> 32) * capacity) >>> 32);
    }

    private int next(int i) {
        return i + 1 == capacity ? 0 : i + 1;
    }

    private long storedValue(int i) {
        int at = i * slotBytes + keyBytes;
        return valueBytes == 2 ? slots.getShort(at, ByteOrder.LITTLE_ENDIAN) & 0xFFFFL
                : slots.getInt(at, ByteOrder.LITTLE_ENDIAN) & 0xFFFFFFFFL;
    }

    private long keyAt(int i) {
        int at = i * slotBytes;
        return keyBytes == 4 ? slots.getInt(at, ByteOrder.LITTLE_ENDIAN) : slots.getLong(at, ByteOrder.LITTLE_ENDIAN);
    }

    private void setSlot(int i, long key, long stored) {
        int at = i * slotBytes;
        if (keyBytes == 4) {
            slots.putInt(at, (int) key, ByteOrder.LITTLE_ENDIAN);
            slots.putShort(at + 4, (short) stored, ByteOrder.LITTLE_ENDIAN);
        } else {
            slots.putLong(at, key, ByteOrder.LITTLE_ENDIAN);
            slots.putInt(at + 8, (int) stored, ByteOrder.LITTLE_ENDIAN);
        }
    }
}
