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
 * to pick the home slot. {@link Compact} is a denser map of 64-bit keys (quotiented slots).
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

    /**
     * A lossless off-heap map from 64-bit keys to values 0..2^31-2 that stores a key in fewer
     * than 64 bits by quotienting (INDEX_FORMAT.md §2 "Memory"): the key is mixed by a bijection
     * into {@code m}; the top 32 bits {@code t} of {@code m} pick the home slot
     * {@code home = t * capacity >>> 32}, so {@code t} lies in
     * {@code [lower(home), lower(home + 1))} with {@code lower(h) = ceil(h * 2^32 / capacity)} and
     * only {@code q = t - lower(home)} (⌈log2⌈2^32/capacity⌉⌉ bits) is stored, next to the
     * 32 low bits of {@code m}. A slot is one little-endian bit field of {@code slotBytes} bytes:
     * {@code value + 1} (0 = empty) in the low {@code valueBits}, then the Robin Hood probe
     * distance (slot − home) in {@code distBits}, then the remainder {@code q << 32 | low32}.
     * The home slot is recovered as {@code slot - distance}, so {@link #forEach} and rehashing
     * give back every key's full 64 bits. The field widths follow the capacity, the largest
     * value and the longest probe distance: a wider value or distance re-lays the slots out at
     * the same capacity. At most {@link #COMPACT_MAX_LOAD} full, growing by {@link #GROWTH}.
     *
     * <p>Not thread-safe; {@link #close()} frees the memory, later use fails with
     * {@link IllegalStateException}.
     */
    static final class Compact implements AutoCloseable {
        static final double COMPACT_MAX_LOAD = 0.8;
        private static final long MIX1 = 0x9E3779B97F4A7C15L;
        private static final long MIX2 = 0xD6E8FEB86659FD93L;
        private static final long UNMIX1 = inverse(MIX1);
        private static final long UNMIX2 = inverse(MIX2);
        private static final long MAX_VALUE = Integer.MAX_VALUE - 1L;
        /**
         * The distance field a table starts with (probe distances up to 63; Robin Hood runs at
         * 0.8 load rarely get longer); a longer distance widens it by re-laying the slots out.
         */
        private static final int MIN_DIST_BITS = 6;

        private ByteBuffer memory;
        private UnsafeBuffer slots;
        private int capacity;
        private int size;
        private int growAt;
        private int valueBits;
        private int distBits;
        private int qBits;
        private int slotBytes;
        private long valueMask;
        private long distMask;
        private int metaBits;
        /** The distance bits the entries need (distBits adds the spare bits of the slot's last byte). */
        private int distNeed;

        Compact() {
            layout(MIN_CAPACITY, 1, 1);
        }

        long maxValue() {
            return MAX_VALUE;
        }

        int size() {
            return size;
        }

        /** Bytes per slot of the current layout. */
        int slotBytes() {
            return slotBytes;
        }

        /** Bytes of off-heap memory held now (slots, without the 8 padding bytes). */
        long offHeapBytes() {
            return slots == null ? 0 : (long) capacity * slotBytes;
        }

        /** Grows the map (if needed) so that {@code expected} keys fit without further growth. */
        void ensureCapacity(long expected) {
            checkOpen();
            if (expected > growAt) {
                relayout(compactCapacityFor(expected), valueBits, MIN_DIST_BITS);
            }
        }

        /** Widens the value field (if needed) so that values up to {@code max} need no later re-layout. */
        void ensureValues(long max) {
            checkOpen();
            if (max < 0 || max > MAX_VALUE) {
                throw new IllegalArgumentException("value " + max + " out of range 0.." + MAX_VALUE);
            }
            if (max + 1 > valueMask) {
                relayout(capacity, 64 - Long.numberOfLeadingZeros(max + 1), distNeed);
            }
        }

        /** The value of {@code key}, or {@link #NO_VALUE}. */
        long get(long key) {
            checkOpen();
            int i = find(mix(key));
            return i < 0 ? NO_VALUE : (lo(i) & valueMask) - 1;
        }

        /** Maps {@code key} to {@code value}; returns the previous value or {@link #NO_VALUE}. */
        long put(long key, long value) {
            checkOpen();
            if (value < 0 || value > MAX_VALUE) {
                throw new IllegalArgumentException("value " + value + " out of range 0.." + MAX_VALUE);
            }
            if (value + 1 > valueMask) {
                relayout(capacity, 64 - Long.numberOfLeadingZeros(value + 1), distNeed);
            }
            long m = mix(key);
            int i = find(m);
            if (i >= 0) {
                long prev = (lo(i) & valueMask) - 1;
                long lo = lo(i);
                writeSlot(i, (lo & ~valueMask) | (value + 1), hi(i));
                return prev;
            }
            if (size + 1 > growAt) {
                // a larger table has shorter runs: start again from the default distance field
                relayout(compactCapacityFor(Math.max(size + 1L, (long) (capacity * GROWTH * COMPACT_MAX_LOAD))),
                        valueBits, MIN_DIST_BITS);
            }
            insertNew(m, value + 1);
            size++;
            return NO_VALUE;
        }

        /** Removes {@code key}; returns its value or {@link #NO_VALUE}. */
        long remove(long key) {
            checkOpen();
            int i = find(mix(key));
            if (i < 0) {
                return NO_VALUE;
            }
            long removed = (lo(i) & valueMask) - 1;
            // backward shift: pull the rest of the run one slot closer to home
            int hole = i;
            int j = next(i);
            while (true) {
                long lo = lo(j);
                long d = (lo >>> valueBits) & distMask;
                if ((lo & valueMask) == 0 || d == 0) {
                    break;
                }
                long moved = (lo & ~(distMask << valueBits)) | ((d - 1) << valueBits);
                writeSlot(hole, moved, hi(j));
                hole = j;
                j = next(j);
            }
            writeSlot(hole, 0, 0);
            size--;
            return removed;
        }

        /** Visits every entry with its full 64-bit key, in slot order; the map must not change meanwhile. */
        void forEach(EntryVisitor visitor) {
            checkOpen();
            for (int i = 0; i < capacity; i++) {
                long lo = lo(i);
                if ((lo & valueMask) != 0) {
                    visitor.accept(unmix(fullMixed(i, lo, hi(i))), (lo & valueMask) - 1);
                }
            }
        }

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

        /** The slot holding mixed key {@code m}, or -1. */
        private int find(long m) {
            int home = home(m);
            long rem = remainder(m, home);
            int i = home;
            for (long d = 0; ; d++) {
                long lo = lo(i);
                if ((lo & valueMask) == 0) {
                    return -1;
                }
                long sd = (lo >>> valueBits) & distMask;
                if (sd < d) {
                    return -1; // Robin Hood: the key would sit before this entry
                }
                if (sd == d && remainderAt(lo, hi(i)) == rem) {
                    return i;
                }
                i = next(i);
            }
        }

        /** Robin Hood insert of an absent mixed key with stored value {@code v} (value + 1). */
        private void insertNew(long m, long v) {
            int home = home(m);
            long rem = remainder(m, home);
            int i = home;
            long d = 0;
            while (true) {
                if (d > distMask) {
                    // the carried entry needs a wider distance field: re-lay out, then place it again
                    long carried = unmixedFromParts(home, rem);
                    relayout(capacity, valueBits, 64 - Long.numberOfLeadingZeros(d));
                    insertNew(mix(carried), v);
                    return;
                }
                long lo = lo(i);
                if ((lo & valueMask) == 0) {
                    writeEntry(i, v, d, rem);
                    return;
                }
                long sd = (lo >>> valueBits) & distMask;
                if (sd < d) {
                    long hi = hi(i);
                    long evictedRem = remainderAt(lo, hi);
                    long evictedV = lo & valueMask;
                    writeEntry(i, v, d, rem);
                    home = i - (int) sd;
                    if (home < 0) {
                        home += capacity;
                    }
                    rem = evictedRem;
                    v = evictedV;
                    d = sd;
                }
                i = next(i);
                d++;
            }
        }

        private long unmixedFromParts(int home, long rem) {
            return unmix(((lower(home) + (rem >>> 32)) << 32) | (rem & 0xFFFFFFFFL));
        }

        private long fullMixed(int i, long lo, long hi) {
            long d = (lo >>> valueBits) & distMask;
            int home = (int) (i - d);
            if (home < 0) {
                home += capacity;
            }
            long rem = remainderAt(lo, hi);
            return ((lower(home) + (rem >>> 32)) << 32) | (rem & 0xFFFFFFFFL);
        }

        private int home(long m) {
            return (int) (((m >>> 32) * capacity) >>> 32);
        }

        /** ceil(h * 2^32 / capacity): the smallest top-32-bit value whose home is h. */
        private long lower(int h) {
            return (((long) h << 32) + capacity - 1) / capacity;
        }

        private long remainder(long m, int home) {
            return (((m >>> 32) - lower(home)) << 32) | (m & 0xFFFFFFFFL);
        }

        private long remainderAt(long lo, long hi) {
            long r = (lo >>> metaBits) | (hi << (64 - metaBits));
            int bits = 32 + qBits;
            return bits >= 64 ? r : r & ((1L << bits) - 1);
        }

        private int next(int i) {
            return i + 1 == capacity ? 0 : i + 1;
        }

        private long lo(int i) {
            return slots.getLong(i * slotBytes, ByteOrder.LITTLE_ENDIAN);
        }

        private long hi(int i) {
            return slotBytes > 8 ? slots.getLong(i * slotBytes + 8, ByteOrder.LITTLE_ENDIAN) : 0;
        }

        private void writeEntry(int i, long v, long d, long rem) {
            long lo = v | (d << valueBits) | (rem << metaBits);
            long hi = rem >>> (64 - metaBits);
            writeSlot(i, lo, hi);
        }

        /** Writes the slot's bit field (lo = its first 64 bits, hi = the rest) without touching neighbours. */
        private void writeSlot(int i, long lo, long hi) {
            int at = i * slotBytes;
            if (slotBytes >= 8) {
                slots.putLong(at, lo, ByteOrder.LITTLE_ENDIAN);
                if (slotBytes > 8) {
                    long mask = (1L << (8 * (slotBytes - 8))) - 1;
                    long old = slots.getLong(at + 8, ByteOrder.LITTLE_ENDIAN);
                    slots.putLong(at + 8, (old & ~mask) | (hi & mask), ByteOrder.LITTLE_ENDIAN);
                }
            } else {
                long mask = (1L << (8 * slotBytes)) - 1;
                long old = slots.getLong(at, ByteOrder.LITTLE_ENDIAN);
                slots.putLong(at, (old & ~mask) | (lo & mask), ByteOrder.LITTLE_ENDIAN);
            }
        }

        /** Allocates an empty table of {@code cap} slots whose fields hold values and distances of these widths. */
        private void layout(int cap, int vBits, int dBits) {
            distNeed = dBits;
            long l = (1L << 32) / cap + ((1L << 32) % cap == 0 ? 0 : 1); // ceil(2^32 / cap)
            int q = 64 - Long.numberOfLeadingZeros(l - 1);
            int bits = vBits + dBits + 32 + q;
            int bytes = (bits + 7) / 8;
            // spare bits of the last byte widen the distance field
            dBits = Math.min(31, 8 * bytes - vBits - 32 - q);
            bits = vBits + dBits + 32 + q;
            bytes = (bits + 7) / 8;
            if (bytes > 16) {
                throw new IllegalStateException("compact hash map slot of " + bits + " bits exceeds 16 bytes");
            }
            long total = (long) cap * bytes + 8;
            if (total > Integer.MAX_VALUE - 8) {
                throw new IllegalStateException("off-heap hash map of " + cap + " slots exceeds 2 GiB");
            }
            memory = ByteBuffer.allocateDirect((int) total).order(ByteOrder.LITTLE_ENDIAN);
            slots = new UnsafeBuffer(memory);
            capacity = cap;
            valueBits = vBits;
            distBits = dBits;
            qBits = q;
            metaBits = vBits + dBits;
            slotBytes = bytes;
            valueMask = (1L << vBits) - 1;
            distMask = (1L << dBits) - 1;
            growAt = (int) Math.min(Integer.MAX_VALUE, (long) (cap * COMPACT_MAX_LOAD));
        }

        /** Moves every entry into a new table of {@code cap} slots and these field widths. */
        private void relayout(int cap, int vBits, int dBits) {
            ByteBuffer oldMemory = memory;
            UnsafeBuffer oldSlots = slots;
            int oldCapacity = capacity;
            int oldSlotBytes = slotBytes;
            int oldValueBits = valueBits;
            long oldValueMask = valueMask;
            long oldDistMask = distMask;
            int oldMetaBits = metaBits;
            int oldQBits = qBits;
            layout(cap, Math.max(vBits, valueBits), Math.max(dBits, 1));
            for (int s = 0; s < oldCapacity; s++) {
                int at = s * oldSlotBytes;
                long lo = oldSlots.getLong(at, ByteOrder.LITTLE_ENDIAN);
                long v = lo & oldValueMask;
                if (v == 0) {
                    continue;
                }
                long hi = oldSlotBytes > 8 ? oldSlots.getLong(at + 8, ByteOrder.LITTLE_ENDIAN) : 0;
                long d = (lo >>> oldValueBits) & oldDistMask;
                long home = s - d;
                if (home < 0) {
                    home += oldCapacity;
                }
                long r = (lo >>> oldMetaBits) | (hi << (64 - oldMetaBits));
                int bits = 32 + oldQBits;
                long rem = bits >= 64 ? r : r & ((1L << bits) - 1);
                long low = ((home << 32) + oldCapacity - 1) / oldCapacity;
                long m = ((low + (rem >>> 32)) << 32) | (rem & 0xFFFFFFFFL);
                insertNew(m, v);
            }
            BufferUtil.free(oldMemory);
        }

        private static int compactCapacityFor(long keys) {
            long cap = (long) Math.ceil(keys / COMPACT_MAX_LOAD);
            if ((long) (cap * COMPACT_MAX_LOAD) < keys) {
                cap++; // a rounding error of the division
            }
            if (cap > Integer.MAX_VALUE - 8) {
                throw new IllegalStateException("off-heap hash map cannot hold " + keys + " keys");
            }
            return (int) Math.max(MIN_CAPACITY, cap);
        }

        /** A bijection of 64-bit values: every step (odd multiply, xor with a >= 32-bit shift) is invertible. */
        static long mix(long k) {
            long m = k * MIX1;
            m ^= m >>> 32;
            m *= MIX2;
            m ^= m >>> 32;
            return m;
        }

        static long unmix(long m) {
            long k = m ^ (m >>> 32);
            k *= UNMIX2;
            k ^= k >>> 32;
            return k * UNMIX1;
        }

        /** The inverse of an odd number modulo 2^64 (Newton's iteration doubles the correct bits each step). */
        private static long inverse(long a) {
            long x = a;
            for (int i = 0; i < 6; i++) {
                x *= 2 - a * x;
            }
            return x;
        }
    }
}
