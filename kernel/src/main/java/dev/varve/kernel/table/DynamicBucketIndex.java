package dev.varve.kernel.table;

import dev.varve.format.PositionOutput;
import org.agrona.collections.Int2IntHashMap;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.zip.CRC32C;

/**
 * The key-hash → bucket index of one partition of a dynamic-bucket table (SEMANTICS §2): a key
 * stays in the bucket it was first assigned; new keys fill existing buckets up to
 * {@code dynamic-bucket.target-row-num} keys, then a new bucket opens. Persisted per bucket as
 * INDEX files of the snapshot (format in INDEX_FORMAT.md) and rewritten only for buckets that got
 * new keys, so a restart loads it without reading data files. Keys whose 32-bit hashes collide
 * share a bucket, which keeps every key in one bucket. Not thread-safe.
 */
final class DynamicBucketIndex {
    static final int MAGIC = 0x58444956; // "VIDX" little-endian
    static final int VERSION = 1;

    private final Int2IntHashMap hashToBucket = new Int2IntHashMap(-1);
    private final List<Integer> counts = new ArrayList<>();
    private final Map<Integer, DataFileMeta> indexFiles = new HashMap<>();
    private final Map<Integer, Boolean> dirty = new HashMap<>();
    private final long targetRowNum;
    private final int initialBuckets;

    DynamicBucketIndex(long targetRowNum, int initialBuckets) {
        this.targetRowNum = Math.max(1, targetRowNum);
        this.initialBuckets = Math.max(1, initialBuckets);
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
        for (int i = 0; i < n; i++) {
            hashToBucket.put(b.getInt(12 + 4 * i), bucket);
        }
        ensureBucket(bucket);
        counts.set(bucket, counts.get(bucket) + n);
        indexFiles.put(bucket, file);
    }

    private void ensureBucket(int bucket) {
        while (counts.size() <= bucket) {
            counts.add(0);
        }
    }

    /** The bucket of a key hash, assigning one if the key is new. */
    int assign(int hash) {
        int b = hashToBucket.get(hash);
        if (b >= 0) {
            return b;
        }
        int chosen = -1;
        int preferred = Math.floorMod(hash, initialBuckets);
        ensureBucket(initialBuckets - 1);
        if (counts.get(preferred) < targetRowNum) {
            chosen = preferred;
        } else {
            for (int i = 0; i < counts.size(); i++) {
                if (counts.get(i) < targetRowNum) {
                    chosen = i;
                    break;
                }
            }
        }
        if (chosen < 0) {
            chosen = counts.size();
            ensureBucket(chosen);
        }
        hashToBucket.put(hash, chosen);
        counts.set(chosen, counts.get(chosen) + 1);
        dirty.put(chosen, Boolean.TRUE);
        return chosen;
    }

    int bucketCount() {
        return counts.size();
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
        Map<Integer, List<Integer>> byBucket = new HashMap<>();
        for (Integer b : dirty.keySet()) {
            byBucket.put(b, new ArrayList<>());
        }
        Int2IntHashMap.EntryIterator it = hashToBucket.entrySet().iterator();
        while (it.hasNext()) {
            it.next();
            List<Integer> l = byBucket.get(it.getIntValue());
            if (l != null) {
                l.add(it.getIntKey());
            }
        }
        for (Map.Entry<Integer, List<Integer>> e : byBucket.entrySet()) {
            int bucket = e.getKey();
            List<Integer> hashes = e.getValue();
            ByteBuffer b = ByteBuffer.allocate(12 + 4 * hashes.size() + 4).order(ByteOrder.LITTLE_ENDIAN);
            b.putInt(MAGIC).putInt(VERSION).putInt(hashes.size());
            for (int h : hashes) {
                b.putInt(h);
            }
            CRC32C crc = new CRC32C();
            crc.update(b.array(), 0, b.position());
            b.putInt((int) crc.getValue());
            String name = "index-" + UUID.randomUUID();
            String path = ctx.paths.filePath(partition, bucket, name);
            try (PositionOutput o = ctx.io.create(path)) {
                o.write(b.array());
                o.sync();
            }
            DataFileMeta meta = new DataFileMeta(name, DataFileMeta.Kind.INDEX, b.capacity(), hashes.size(), 0,
                    new byte[0], new byte[0], 0, 0, ctx.schema.id(), 0, System.currentTimeMillis());
            out.put(bucket, new DataFileMeta[] {indexFiles.get(bucket), meta});
            indexFiles.put(bucket, meta);
        }
        dirty.clear();
        return out;
    }
}
