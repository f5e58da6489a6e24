package dev.varve.kernel.table;

import dev.varve.format.PositionOutput;
import dev.varve.kernel.VarveException;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.UUID;
import java.util.zip.CRC32C;

/**
 * The key-hash → bucket index of one partition of a dynamic-bucket table (SEMANTICS §2): a key
 * stays in the bucket it was first assigned; new keys fill existing buckets up to
 * {@code dynamic-bucket.target-row-num} keys, then a new bucket opens. Persisted per bucket as
 * INDEX files of the snapshot (format in INDEX_FORMAT.md) and rewritten only for buckets that got
 * new keys, so a restart loads it without reading data files. In memory the hashes live off-heap
 * in an {@link OffHeapHashMap} of 4-byte hash → 2-byte bucket (8–10 bytes per key), so a
 * partition has at most 65,535 buckets. Keys whose 32-bit hashes collide share a bucket, which
 * keeps every key in one bucket. Not thread-safe; {@link #close()} frees the memory.
 */
final class DynamicBucketIndex implements AutoCloseable {
    static final int MAGIC = 0x58444956; // "VIDX" little-endian
    static final int VERSION = 1;

    private final OffHeapHashMap hashToBucket = OffHeapHashMap.intKeys();
    private final List<Integer> counts = new ArrayList<>();
    private final Map<Integer, DataFileMeta> indexFiles = new HashMap<>();
    private final TreeSet<Integer> dirty = new TreeSet<>();
    private final long targetRowNum;
    private final int initialBuckets;
    /**
     * For an overwrite's index: the partition's index before the overwrite, which chooses the bucket of every key
     * this index does not hold yet (null otherwise).
     */
    private DynamicBucketIndex assigner;
    /** {@code dynamic-bucket.max-buckets}: at most this many buckets per partition (-1: no limit). */
    private int maxBuckets = -1;

    DynamicBucketIndex(long targetRowNum, int initialBuckets) {
        this.targetRowNum = Math.max(1, targetRowNum);
        this.initialBuckets = Math.max(1, initialBuckets);
    }

    /**
     * The index an INSERT OVERWRITE of the partition writes: it starts empty (the overwrite replaces the partition's
     * index files, so it persists only the keys the overwrite writes) but its keys' buckets are chosen by {@code
     * prior}, the partition's index before the overwrite, as Paimon 1.4.2's Flink sink does (its
     * {@code HashBucketAssigner} loads the latest snapshot's index also for an overwrite): a key the table held
     * keeps its bucket, a new one fills the buckets below target as they were (fzmx_1018). Takes ownership of
     * {@code prior}.
     */
    static DynamicBucketIndex forOverwrite(DynamicBucketIndex prior) {
        DynamicBucketIndex index = new DynamicBucketIndex(prior.targetRowNum, prior.initialBuckets);
        index.maxBuckets = prior.maxBuckets;
        index.assigner = prior;
        return index;
    }

    /** Reserves room for {@code keys} hashes before loading files (avoids growth while loading). */
    void expect(long keys) {
        hashToBucket.ensureCapacity(keys);
    }

    /** Loads one bucket's index file content. */
    void load(int bucket, DataFileMeta file, byte[] content, String path) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(content).order(ByteOrder.LITTLE_ENDIAN);
        if (content.length < 16 || b.getInt(0) != MAGIC) {
            throw new IOException("corrupt index file " + path + " at offset 0: bad magic");
        }
        int version = b.getInt(4);
        if (version != VERSION) {
            throw new IOException("index file " + path + " has unsupported version " + version);
        }
        int n = b.getInt(8);
        if (n < 0 || 12 + 4L * n + 4 != content.length) {
            throw new IOException("corrupt index file " + path + " at offset 8: count " + n + " does not match length");
        }
        CRC32C crc = new CRC32C();
        crc.update(content, 0, content.length - 4);
        if ((int) crc.getValue() != b.getInt(content.length - 4)) {
            throw new IOException("corrupt index file " + path + " at offset " + (content.length - 4) + ": checksum mismatch");
        }
        if (bucket > hashToBucket.maxValue()) {
            throw new IOException("index file " + path + " belongs to bucket " + bucket + " beyond the limit of "
                    + hashToBucket.maxValue());
        }
        hashToBucket.ensureCapacity(hashToBucket.size() + (long) n);
        ensureBucket(bucket);
        int added = 0;
        for (int i = 0; i < n; i++) {
            long previous = hashToBucket.put(b.getInt(12 + 4 * i), bucket);
            if (previous < 0) {
                added++;
            } else if (previous != bucket) {
                // a hash listed by two buckets (left over by an overwrite): the bucket loaded last keeps it
                counts.set((int) previous, counts.get((int) previous) - 1);
                added++;
            }
        }
        counts.set(bucket, counts.get(bucket) + added);
        indexFiles.put(bucket, file);
    }

    private void ensureBucket(int bucket) {
        while (counts.size() <= bucket) {
            counts.add(0);
        }
    }

    /** Caps the partition's buckets ({@code dynamic-bucket.max-buckets}; -1 or less: none). */
    DynamicBucketIndex withMaxBuckets(int max) {
        this.maxBuckets = max;
        return this;
    }

    /** The bucket of a known key hash, or -1. */
    int find(int hash) {
        return (int) hashToBucket.get(hash);
    }

    /** The bucket of a key hash, assigning one if the key is new. */
    int assign(int hash) {
        long b = hashToBucket.get(hash);
        if (b >= 0) {
            return (int) b;
        }
        int chosen = assigner != null ? assigner.assign(hash) : chooseBucket(counts, hash, initialBuckets, targetRowNum, maxBuckets);
        if (chosen > hashToBucket.maxValue()) {
            throw new VarveException("a partition of a dynamic-bucket table cannot have more than "
                    + hashToBucket.maxValue() + " buckets; raise 'dynamic-bucket.target-row-num' (now "
                    + targetRowNum + ")");
        }
        hashToBucket.put(hash, chosen);
        ensureBucket(chosen);
        counts.set(chosen, counts.get(chosen) + 1);
        dirty.add(chosen);
        return chosen;
    }

    /**
     * The bucket for a new key (SEMANTICS §2), as Paimon 1.4.2's {@code PartitionIndex.assign}: a bucket that holds
     * keys but fewer than {@code target} ({@code floorMod(hash, initialBuckets)} first, then the lowest), else an
     * empty bucket ({@code floorMod(hash, initialBuckets)} first, then the lowest id without keys), else a new one.
     * An empty bucket below a non-full one is one an overwrite emptied (the partition's index lists only the keys
     * the overwrite wrote): Paimon fills the buckets its index lists first (fzmx_1350, probe
     * mix28/mx28_dynbucket_overwrite_files). Grows {@code counts} to cover the returned bucket.
     */
    static int chooseBucket(List<Integer> counts, int hash, int initialBuckets, long target) {
        return chooseBucket(counts, hash, initialBuckets, target, -1);
    }

    /**
     * {@link #chooseBucket(List, int, int, long)} with at most {@code maxBuckets} buckets (-1: no limit): once every
     * bucket is full and there are that many, a new key goes to an existing one by its hash, as Paimon 1.4.2's
     * {@code PartitionIndex} assigns past the upper bound (its key hash is not Varve's: which bucket differs, how
     * many there are does not; golden sweep45_op45_dynamic_bucket_max_buckets).
     */
    static int chooseBucket(List<Integer> counts, int hash, int initialBuckets, long target, int maxBuckets) {
        while (counts.size() < initialBuckets) {
            counts.add(0);
        }
        int preferred = Math.floorMod(hash, initialBuckets);
        if (counts.get(preferred) > 0 && counts.get(preferred) < target) {
            return preferred;
        }
        for (int i = 0; i < counts.size(); i++) {
            if (counts.get(i) > 0 && counts.get(i) < target) {
                return i;
            }
        }
        if (counts.get(preferred) == 0) {
            return preferred;
        }
        for (int i = 0; i < counts.size(); i++) {
            if (counts.get(i) == 0) {
                return i;
            }
        }
        if (maxBuckets > 0 && counts.size() >= maxBuckets) {
            return Math.floorMod(hash, counts.size());
        }
        counts.add(0);
        return counts.size() - 1;
    }

    int bucketCount() {
        return counts.size();
    }

    int size() {
        return hashToBucket.size();
    }

    long offHeapBytes() {
        return hashToBucket.offHeapBytes();
    }

    /**
     * Writes index files for buckets that got new keys since the last call; returns, per bucket,
     * {old file or null, new file}.
     */
    Map<Integer, DataFileMeta[]> flush(TableContext ctx, Partition partition) throws IOException {
        Map<Integer, DataFileMeta[]> out = new HashMap<>();
        if (dirty.isEmpty()) {
            return out;
        }
        Map<Integer, ByteBuffer> byBucket = new HashMap<>();
        for (Integer b : dirty) {
            ByteBuffer buf = ByteBuffer.allocate(12 + 4 * counts.get(b) + 4).order(ByteOrder.LITTLE_ENDIAN);
            buf.putInt(MAGIC).putInt(VERSION).putInt(counts.get(b));
            byBucket.put(b, buf);
        }
        hashToBucket.forEach((hash, bucket) -> {
            ByteBuffer buf = byBucket.get((int) bucket);
            if (buf != null) {
                buf.putInt((int) hash);
            }
        });
        for (Map.Entry<Integer, ByteBuffer> e : byBucket.entrySet()) {
            int bucket = e.getKey();
            ByteBuffer b = e.getValue();
            CRC32C crc = new CRC32C();
            crc.update(b.array(), 0, b.position());
            b.putInt((int) crc.getValue());
            String name = "index-" + UUID.randomUUID();
            String path = ctx.paths.filePath(partition, bucket, name);
            try (PositionOutput o = ctx.io.create(path)) {
                o.write(b.array());
                o.sync();
            }
            DataFileMeta meta = new DataFileMeta(name, DataFileMeta.Kind.INDEX, b.capacity(), counts.get(bucket), 0,
                    new byte[0], new byte[0], 0, 0, ctx.schema.id(), 0, System.currentTimeMillis());
            out.put(bucket, new DataFileMeta[] {indexFiles.get(bucket), meta});
            indexFiles.put(bucket, meta);
        }
        dirty.clear();
        return out;
    }

    @Override
    public void close() {
        hashToBucket.close();
        if (assigner != null) {
            assigner.close();
        }
    }
}
