package dev.varve.kernel.table;

import dev.varve.row.InternalRow;
import dev.varve.row.KeyEncoder;
import dev.varve.row.RowType;
import dev.varve.row.TypeRoot;
import org.agrona.DirectBuffer;

import java.util.Arrays;

/**
 * The partitions point lookups of a partitioned table asked for, found by the encoded values of a key row's partition
 * columns, each with its bucket writers by number: a warm get finds its bucket writer without building a
 * {@link Partition} (a list of formatted values) or hashing one, so it allocates nothing on the way. An open-addressing
 * table of the encodings ({@link KeyEncoder} of the partition columns); at {@link #MAX_PARTITIONS} it starts over (the
 * bucket writers stay in the table writer). Only for partition columns whose encoding tells every value apart as the
 * partition's printed value does ({@link #of}: integers, booleans, dates, strings); other tables build the partition
 * per get. Writer thread only.
 */
final class LookupPartitions {
    /** Partitions kept before the table starts over. */
    static final int MAX_PARTITIONS = 4096;

    private final KeyEncoder encoder;
    private byte[][] keys;
    private Partition[] partitions;
    private BucketWriter[][] writers;
    private int size;
    /** Slot of the key {@link #find} encoded last if it was absent. */
    private int freeSlot;

    private LookupPartitions(KeyEncoder encoder) {
        this.encoder = encoder;
        clear();
    }

    /**
     * The cache for a table partitioned by the columns at {@code partitionIndexes}, or null when it has none or a column
     * whose key encoding can give two different printed values the same bytes (FLOAT and DOUBLE encode -0.0 as 0.0;
     * decimals and temporal types are left out too).
     */
    static LookupPartitions of(RowType rowType, int[] partitionIndexes) {
        if (partitionIndexes.length == 0) {
            return null;
        }
        for (int i : partitionIndexes) {
            TypeRoot root = rowType.type(i).root();
            if (!(root.isIntegral() || root == TypeRoot.BOOLEAN || root == TypeRoot.DATE || root.isCharacterString())) {
                return null;
            }
        }
        return new LookupPartitions(new KeyEncoder(rowType, partitionIndexes));
    }

    /** The slot of {@code keyRow}'s partition, or -1 when it is not known yet ({@link #add} it then). */
    int find(InternalRow keyRow) {
        int len = encoder.encode(keyRow);
        DirectBuffer b = encoder.buffer();
        int mask = keys.length - 1;
        int slot = KeyEncoder.hash(b, 0, len) & mask;
        while (true) {
            byte[] k = keys[slot];
            if (k == null) {
                freeSlot = slot;
                return -1;
            }
            if (equal(k, b, len)) {
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
        partitions[slot] = partition;
        writers[slot] = new BucketWriter[0];
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

    private void clear() {
        keys = new byte[16][];
        partitions = new Partition[16];
        writers = new BucketWriter[16][];
        size = 0;
    }

    private void grow() {
        byte[][] oldKeys = keys;
        Partition[] oldPartitions = partitions;
        BucketWriter[][] oldWriters = writers;
        int capacity = oldKeys.length * 2;
        keys = new byte[capacity][];
        partitions = new Partition[capacity];
        writers = new BucketWriter[capacity][];
        int mask = capacity - 1;
        for (int i = 0; i < oldKeys.length; i++) {
            byte[] k = oldKeys[i];
            if (k != null) {
                int slot = KeyEncoder.hash(k) & mask;
                while (keys[slot] != null) {
                    slot = (slot + 1) & mask;
                }
                keys[slot] = k;
                partitions[slot] = oldPartitions[i];
                writers[slot] = oldWriters[i];
            }
        }
    }
}
