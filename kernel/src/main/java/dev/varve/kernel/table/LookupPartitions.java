package dev.varve.kernel.table;

import dev.varve.row.InternalRow;
import dev.varve.row.KeyEncoder;
import dev.varve.row.RowType;
import dev.varve.row.TypeRoot;
import org.agrona.DirectBuffer;

import java.util.Arrays;

/**
 * The partitions point lookups of a partitioned table asked for, found by the encoded values of a key row's partition
 * columns, each with its bucket writers by number and, for a dynamic-bucket table, its key-hash → bucket index: a warm
 * get finds its bucket writer without building a {@link Partition} (a list of formatted values) or hashing one, so it
 * allocates nothing on the way. An open-addressing table of the encodings ({@link KeyEncoder} of the partition
 * columns); at {@link #MAX_PARTITIONS} it starts over (the bucket writers and indexes stay in the table writer).
 *
 * <p>Equal encodings must mean one partition: the key encoding tells apart every value of every key type as the
 * partition's printed value does ({@code ValueFormatter}: a DECIMAL value has its column's scale and a TIME or
 * TIMESTAMP value its column's precision, both checked by the encoder; every NaN prints as {@code NaN}), except
 * FLOAT and DOUBLE {@code -0.0}, which encodes as {@code 0.0} but is the partition {@code -0.0} (as in Paimon, whose
 * partition is the value's bits and whose path prints {@code -0.0}): a slot is the encoding together with which
 * FLOAT/DOUBLE partition columns hold {@code -0.0} (a bit each), so {@code -0.0} and {@code 0.0} take two slots and a
 * warm get of either builds nothing; only a table of more than 64 FLOAT/DOUBLE partition columns answers
 * {@link #UNCACHED} for a key row with a negative zero (the caller builds that partition per get). Encodings that
 * differ but print alike (never for these types) would only take two slots of one partition. Writer thread only.
 */
final class LookupPartitions {
    /** Partitions kept before the table starts over. */
    static final int MAX_PARTITIONS = 4096;

    /**
     * {@link #find}'s answer for a key row whose partition this table does not hold ({@code -0.0} in a table of more
     * FLOAT/DOUBLE partition columns than a {@code long} has bits).
     */
    static final int UNCACHED = -2;

    private final KeyEncoder encoder;
    /** Row positions of the FLOAT and DOUBLE partition columns (checked for {@code -0.0}), and whether each is a FLOAT. */
    private final int[] floatingPositions;
    private final boolean[] isFloat;
    private byte[][] keys;
    /** Per slot, the FLOAT/DOUBLE partition columns holding {@code -0.0} ({@link #negativeZeros}) next to {@link #keys}. */
    private long[] zeros;
    private Partition[] partitions;
    private BucketWriter[][] writers;
    /** Per slot, a dynamic-bucket table's index of that partition (null until a get asked; see {@link #forgetIndexes}). */
    private DynamicBucketIndex[] indexes;
    private int size;
    /** Slot of the key {@link #find} encoded last if it was absent. */
    private int freeSlot;
    /** {@link #negativeZeros} of the key row {@link #find} looked at last. */
    private long lastZeros;

    private LookupPartitions(KeyEncoder encoder, int[] floatingPositions, boolean[] isFloat) {
        this.encoder = encoder;
        this.floatingPositions = floatingPositions;
        this.isFloat = isFloat;
        clear();
    }

    /** The cache for a table partitioned by the columns at {@code partitionIndexes}, or null when it has none. */
    static LookupPartitions of(RowType rowType, int[] partitionIndexes) {
        if (partitionIndexes.length == 0) {
            return null;
        }
        int floating = 0;
        for (int i : partitionIndexes) {
            TypeRoot root = rowType.type(i).root();
            if (root == TypeRoot.ARRAY || root == TypeRoot.MAP || root == TypeRoot.ROW) {
                return null; // not a key type (a partition column never is one)
            }
            if (root == TypeRoot.FLOAT || root == TypeRoot.DOUBLE) {
                floating++;
            }
        }
        int[] positions = new int[floating];
        boolean[] isFloat = new boolean[floating];
        int n = 0;
        for (int i : partitionIndexes) {
            TypeRoot root = rowType.type(i).root();
            if (root == TypeRoot.FLOAT || root == TypeRoot.DOUBLE) {
                positions[n] = i;
                isFloat[n++] = root == TypeRoot.FLOAT;
            }
        }
        return new LookupPartitions(new KeyEncoder(rowType, partitionIndexes), positions, isFloat);
    }

    /**
     * Bit i set when the i-th FLOAT or DOUBLE partition column of {@code keyRow} holds {@code -0.0} (which the key
     * encoding folds into {@code 0.0}); {@link #OVERFLOW} (-1) when a column past the 64th does, which {@link #find}
     * only reads as such in a table of more than 64 of them (with 64 or fewer, -1 is the mask of all of them).
     */
    private long negativeZeros(InternalRow keyRow) {
        long mask = 0;
        for (int i = 0; i < floatingPositions.length; i++) {
            int p = floatingPositions[i];
            if (keyRow.isNullAt(p)) {
                continue;
            }
            if (isFloat[i] ? Float.floatToRawIntBits(keyRow.getFloat(p)) == Integer.MIN_VALUE
                    : Double.doubleToRawLongBits(keyRow.getDouble(p)) == Long.MIN_VALUE) {
                if (i >= Long.SIZE) {
                    return OVERFLOW;
                }
                mask |= 1L << i;
            }
        }
        return mask;
    }

    /** {@link #negativeZeros}' answer past the 64th column. */
    private static final long OVERFLOW = -1L;

    /** The slot hash of an encoding's hash and its {@link #negativeZeros} mask. */
    private static int slotHash(int encodingHash, long zeros) {
        return zeros == 0 ? encodingHash : encodingHash ^ (Long.hashCode(zeros) * 0x9E3779B9);
    }

    /**
     * The slot of {@code keyRow}'s partition, -1 when it is not known yet ({@link #add} it then), or {@link #UNCACHED}
     * when this table does not hold it (build the partition).
     */
    int find(InternalRow keyRow) {
        long z = floatingPositions.length == 0 ? 0 : negativeZeros(keyRow);
        if (z == OVERFLOW && floatingPositions.length > Long.SIZE) {
            return UNCACHED;
        }
        lastZeros = z;
        int len = encoder.encode(keyRow);
        DirectBuffer b = encoder.buffer();
        int mask = keys.length - 1;
        int slot = slotHash(KeyEncoder.hash(b, 0, len), z) & mask;
        while (true) {
            byte[] k = keys[slot];
            if (k == null) {
                freeSlot = slot;
                return -1;
            }
            if (zeros[slot] == z && equal(k, b, len)) {
                return slot;
            }
            slot = (slot + 1) & mask;
        }
    }

    private static boolean equal(byte[] k, DirectBuffer b, int len) {
        if (k.length != len) {
            return false;
        }
        for (int i = 0; i < len; i++) {
            if (k[i] != b.getByte(i)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Adds {@code partition} (the partition of the key row {@link #find} did not know, which must be the last call) and
     * returns its slot.
     */
    int add(InternalRow keyRow, Partition partition) {
        if (size + 1 > MAX_PARTITIONS) {
            clear();
            find(keyRow);
        } else if ((size + 1) * 2 > keys.length) {
            grow();
            find(keyRow);
        }
        int len = encoder.encode(keyRow);
        byte[] k = new byte[len];
        encoder.buffer().getBytes(0, k);
        int slot = freeSlot;
        keys[slot] = k;
        zeros[slot] = lastZeros;
        partitions[slot] = partition;
        writers[slot] = new BucketWriter[0];
        indexes[slot] = null;
        size++;
        return slot;
    }

    Partition partition(int slot) {
        return partitions[slot];
    }

    /** The bucket writer of the partition at {@code slot} for {@code bucket}, or null if none was set. */
    BucketWriter writer(int slot, int bucket) {
        BucketWriter[] w = writers[slot];
        return bucket < w.length ? w[bucket] : null;
    }

    void setWriter(int slot, int bucket, BucketWriter writer) {
        BucketWriter[] w = writers[slot];
        if (bucket >= w.length) {
            w = Arrays.copyOf(w, bucket + 1);
            writers[slot] = w;
        }
        w[bucket] = writer;
    }

    /** The dynamic-bucket index of the partition at {@code slot}, or null if none was set since the last forget. */
    DynamicBucketIndex index(int slot) {
        return indexes[slot];
    }

    void setIndex(int slot, DynamicBucketIndex index) {
        indexes[slot] = index;
    }

    /** Drops the dynamic-bucket indexes (the table writer closed them; they are loaded again when next asked). */
    void forgetIndexes() {
        Arrays.fill(indexes, null);
    }

    private void clear() {
        keys = new byte[16][];
        zeros = new long[16];
        partitions = new Partition[16];
        writers = new BucketWriter[16][];
        indexes = new DynamicBucketIndex[16];
        size = 0;
    }

    private void grow() {
        byte[][] oldKeys = keys;
        long[] oldZeros = zeros;
        Partition[] oldPartitions = partitions;
        BucketWriter[][] oldWriters = writers;
        DynamicBucketIndex[] oldIndexes = indexes;
        int capacity = oldKeys.length * 2;
        keys = new byte[capacity][];
        zeros = new long[capacity];
        partitions = new Partition[capacity];
        writers = new BucketWriter[capacity][];
        indexes = new DynamicBucketIndex[capacity];
        int mask = capacity - 1;
        for (int i = 0; i < oldKeys.length; i++) {
            byte[] k = oldKeys[i];
            if (k != null) {
                int slot = slotHash(KeyEncoder.hash(k), oldZeros[i]) & mask;
                while (keys[slot] != null) {
                    slot = (slot + 1) & mask;
                }
                keys[slot] = k;
                zeros[slot] = oldZeros[i];
                partitions[slot] = oldPartitions[i];
                writers[slot] = oldWriters[i];
                indexes[slot] = oldIndexes[i];
            }
        }
    }
}
