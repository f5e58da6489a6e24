package dev.varve.kernel.table;

import dev.varve.format.PositionOutput;
import dev.varve.row.KeyValue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import java.util.zip.CRC32C;

/**
 * Primary key → (partition, bucket) for cross-partition upserts (SEMANTICS §2): a dynamic-bucket
 * table whose primary key lacks partition columns. Keys are identified by their 64-bit
 * {@link KeyHash64} (two distinct keys share a hash with probability about n²/2⁶⁵, 3·10⁻⁶ at
 * 10 M keys; such keys would be treated as one); the hash maps to a location id, an index into
 * the table's (partition, bucket) pairs, in an off-heap {@link OffHeapHashMap.Compact} that keeps
 * all 64 hash bits in 7–8-byte slots by quotienting (8.75–10 bytes per key after a load,
 * INDEX_FORMAT.md §2 "Memory"). The index also assigns buckets to new keys of a partition from its
 * per-bucket key counts (the dynamic-bucket rule, {@link DynamicBucketIndex#chooseBucket}).
 *
 * <p>Persisted with the snapshot as one INDEX file per (partition, bucket) listing its keys'
 * hashes (INDEX_FORMAT.md "Cross-partition key index", names {@value #FILE_PREFIX}…): each
 * {@link #flush} rewrites the files of locations whose key set changed (a key added, removed, or
 * moved away), published as DELETE old / ADD new. {@link #open} loads these files and never reads
 * data files; only a snapshot written before the index existed (data but no such files) is
 * bootstrapped by merging the data files ({@link #rebuild}), and then every location is written
 * at the next flush. Not thread-safe; {@link #close()} frees the memory.
 */
final class CrossPartitionIndex implements AutoCloseable {
    static final int MAGIC = 0x50584956; // "VIXP" little-endian
    static final int VERSION = 1;
    static final String FILE_PREFIX = "index-cp-";
    private static final int HEADER = 12;

    /** A (partition, bucket) pair. Immutable. */
    static final class Location {
        final Partition partition;
        final int bucket;

        Location(Partition partition, int bucket) {
            this.partition = partition;
            this.bucket = bucket;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Location && ((Location) o).bucket == bucket && ((Location) o).partition.equals(partition);
        }

        @Override
        public int hashCode() {
            return Objects.hash(partition, bucket);
        }
    }

    /** One location's index file replacement produced by {@link #flush}. */
    static final class FileChange {
        final Location location;
        final List<DataFileMeta> before;
        final DataFileMeta after;

        FileChange(Location location, List<DataFileMeta> before, DataFileMeta after) {
            this.location = location;
            this.before = before;
            this.after = after;
        }
    }

    private final OffHeapHashMap.Compact keyToLocation = new OffHeapHashMap.Compact();
    private final List<Location> locations = new ArrayList<>();
    private final Map<Location, Integer> locationIds = new HashMap<>();
    private final List<List<DataFileMeta>> files = new ArrayList<>();
    private final Map<Partition, List<Integer>> bucketCounts = new HashMap<>();
    private final BitSet dirty = new BitSet();
    /**
     * Keys whose last {@link #put} was a deletion (see {@link #put(long, Partition, int, boolean)}): indexed here
     * until the writer ends, left out of the files.
     */
    private final org.agrona.collections.LongHashSet deletedKeys = new org.agrona.collections.LongHashSet();
    /** The keys put since {@link #trackWrites} (an overwrite's keys), or null. */
    private OffHeapHashMap writtenKeys;
    private final long targetRowNum;
    private final int initialBuckets;
    /** The location of the last put (writes usually come in runs of one partition and bucket). */
    private Partition lastPartition;
    private int lastBucket = -1;
    private int lastId;

    CrossPartitionIndex(long targetRowNum, int initialBuckets) {
        this.targetRowNum = Math.max(1, targetRowNum);
        this.initialBuckets = Math.max(1, initialBuckets);
    }

    /**
     * The index of the snapshot whose live files are {@code live}: loaded from its index files; an
     * empty index for an overwrite (it replaces what it writes); bootstrapped from the data files
     * if the snapshot has data but no index files (written before the index was persisted).
     */
    static CrossPartitionIndex open(TableContext ctx, List<ManifestEntry> live, boolean overwrite) throws IOException {
        if (overwrite) {
            return newIndex(ctx);
        }
        boolean hasIndexFiles = false;
        boolean hasData = false;
        for (ManifestEntry e : live) {
            hasIndexFiles |= isIndexFile(e.file());
            hasData |= e.file().kind() == DataFileMeta.Kind.DATA;
        }
        if (!hasIndexFiles && hasData) {
            return rebuild(ctx, live);
        }
        return load(ctx, live);
    }

    static boolean isIndexFile(DataFileMeta f) {
        return f.kind() == DataFileMeta.Kind.INDEX && f.fileName().startsWith(FILE_PREFIX);
    }

    private static CrossPartitionIndex newIndex(TableContext ctx) {
        return new CrossPartitionIndex(ctx.options.dynamicBucketTargetRowNum(), ctx.options.effectiveInitialBuckets());
    }

    /** Loads the index files of {@code live}; reads no data file. */
    static CrossPartitionIndex load(TableContext ctx, List<ManifestEntry> live) throws IOException {
        CrossPartitionIndex index = newIndex(ctx);
        try {
            long expected = 0;
            int files = 0;
            for (ManifestEntry e : live) {
                if (isIndexFile(e.file())) {
                    expected += e.file().rowCount();
                    files++;
                }
            }
            // every file is one location at most: size the slots and their value field once
            index.keyToLocation.ensureValues(Math.max(0, Math.min(files - 1L, index.keyToLocation.maxValue())));
            index.keyToLocation.ensureCapacity(expected);
            for (ManifestEntry e : live) {
                if (isIndexFile(e.file())) {
                    String path = ctx.paths.filePath(e.partition(), e.bucket(), e.file().fileName());
                    index.loadFile(e.partition(), e.bucket(), e.file(), ctx.io.readFully(path), path);
                }
            }
            return index;
        } catch (IOException | RuntimeException e) {
            index.close();
            throw e;
        }
    }

    /**
     * Builds the index by merging every bucket's data files (the bootstrap of a snapshot without
     * index files); every location is written at the next flush, replacing any older
     * dynamic-bucket index files of the same buckets.
     */
    static CrossPartitionIndex rebuild(TableContext ctx, List<ManifestEntry> live) {
        CrossPartitionIndex index = newIndex(ctx);
        try {
            Map<Location, List<DataFileMeta>> dataFiles = new LinkedHashMap<>();
            for (ManifestEntry e : live) {
                Location loc = new Location(e.partition(), e.bucket());
                int id = index.locationId(loc);
                if (e.file().kind() == DataFileMeta.Kind.DATA) {
                    dataFiles.computeIfAbsent(loc, l -> new ArrayList<>()).add(e.file());
                } else if (e.file().kind() == DataFileMeta.Kind.INDEX && !DeletionVectorIndex.isIndexFile(e.file())) {
                    index.files.get(id).add(e.file());
                }
                index.dirty.set(id);
            }
            for (Map.Entry<Location, List<DataFileMeta>> b : dataFiles.entrySet()) {
                Location loc = b.getKey();
                Levels levels = new Levels(ctx.options.numLevels(), b.getValue());
                try (MergedBucketReader r = new MergedBucketReader(ctx,
                        RunSources.forRuns(ctx, loc.partition, loc.bucket, levels.runs()))) {
                    KeyValue kv;
                    while ((kv = r.next()) != null) {
                        index.put(KeyHash64.hash(kv.key()), loc.partition, loc.bucket);
                    }
                }
            }
            return index;
        } catch (RuntimeException e) {
            index.close();
            throw e;
        }
    }

    private void loadFile(Partition partition, int bucket, DataFileMeta file, byte[] content, String path)
            throws IOException {
        ByteBuffer b = ByteBuffer.wrap(content).order(ByteOrder.LITTLE_ENDIAN);
        if (content.length < HEADER + 4 || b.getInt(0) != MAGIC) {
            throw new IOException("corrupt cross-partition index file " + path + " at offset 0: bad magic");
        }
        int version = b.getInt(4);
        if (version != VERSION) {
            throw new IOException("cross-partition index file " + path + " at offset 4: unsupported version " + version
                    + " (this Varve reads version " + VERSION + ")");
        }
        int n = b.getInt(8);
        if (n < 0 || HEADER + 8L * n + 4 != content.length) {
            throw new IOException("corrupt cross-partition index file " + path + " at offset 8: count " + n
                    + " does not match the file length " + content.length);
        }
        CRC32C crc = new CRC32C();
        crc.update(content, 0, content.length - 4);
        if ((int) crc.getValue() != b.getInt(content.length - 4)) {
            throw new IOException("corrupt cross-partition index file " + path + " at offset " + (content.length - 4)
                    + ": checksum mismatch");
        }
        int id = locationId(new Location(partition, bucket));
        files.get(id).add(file);
        int added = 0;
        for (int i = 0; i < n; i++) {
            long previous = keyToLocation.put(b.getLong(HEADER + 8 * i), id);
            if (previous != id) {
                if (previous >= 0) {
                    // a hash listed by two locations (left by an overwrite): the location loaded last keeps it
                    addCount(locations.get((int) previous), -1);
                }
                added++;
            }
        }
        addCount(locations.get(id), added);
    }

    private int locationId(Location loc) {
        Integer id = locationIds.get(loc);
        if (id == null) {
            id = locations.size();
            if (id > keyToLocation.maxValue()) {
                throw new IllegalStateException("cross-partition index cannot hold more than "
                        + keyToLocation.maxValue() + " (partition, bucket) pairs");
            }
            locations.add(loc);
            locationIds.put(loc, id);
            files.add(new ArrayList<>());
            counts(loc.partition, loc.bucket);
        }
        return id;
    }

    private List<Integer> counts(Partition p, int bucket) {
        List<Integer> c = bucketCounts.computeIfAbsent(p, x -> new ArrayList<>());
        while (c.size() <= bucket) {
            c.add(0);
        }
        return c;
    }

    private void addCount(Location loc, int delta) {
        List<Integer> c = counts(loc.partition, loc.bucket);
        c.set(loc.bucket, c.get(loc.bucket) + delta);
    }

    /** Where the key with this hash lives, or null. */
    Location get(long keyHash) {
        long id = keyToLocation.get(keyHash);
        return id < 0 ? null : locations.get((int) id);
    }

    /**
     * The id of the location of a key hash, or -1 ({@link #location} gives it): an id stays its location's for the
     * life of this index (locations are only added).
     */
    int locationOf(long keyHash) {
        return (int) keyToLocation.get(keyHash);
    }

    Location location(int id) {
        return locations.get(id);
    }

    /** The bucket of {@code partition} a new key goes to (the dynamic-bucket rule); records nothing. */
    int newBucket(Partition partition, int keyHash32) {
        List<Integer> c = bucketCounts.computeIfAbsent(partition, x -> new ArrayList<>());
        return DynamicBucketIndex.chooseBucket(c, keyHash32, initialBuckets, targetRowNum);
    }

    /** Records that the key lives at (partition, bucket); a key that moves leaves its old location. */
    void put(long keyHash, Partition partition, int bucket) {
        int id;
        if (bucket == lastBucket && partition.equals(lastPartition)) {
            id = lastId;
        } else {
            id = locationId(new Location(partition, bucket));
            lastPartition = partition;
            lastBucket = bucket;
            lastId = id;
        }
        if (writtenKeys != null) {
            writtenKeys.put(keyHash, 0);
        }
        long previous = keyToLocation.put(keyHash, id);
        if (previous == id) {
            return;
        }
        if (previous >= 0) {
            // a moved key leaves its old location
            addCount(locations.get((int) previous), -1);
            dirty.set((int) previous);
        }
        addCount(locations.get(id), 1);
        dirty.set(id);
    }

    /**
     * As {@link #put(long, Partition, int)}, noting whether the record deletes the key (a retraction of an
     * engine whose latest version decides). A deleted key stays indexed where it was last written for the rest
     * of this index's life, as Paimon's global index keeps it within a job, but the files leave it out: Paimon
     * 1.4.2 bootstraps each job's index from the table's live rows, so its room in the bucket is free again for
     * the next statement's new keys and it comes back as a new key.
     */
    void put(long keyHash, Partition partition, int bucket, boolean deletes) {
        put(keyHash, partition, bucket);
        if (deletes ? deletedKeys.add(keyHash) : deletedKeys.remove(keyHash)) {
            dirty.set(lastId);
        }
    }

    /** Forgets the key (deleted); its location's file drops it at the next flush. */
    void remove(long keyHash) {
        deletedKeys.remove(keyHash);
        long previous = keyToLocation.remove(keyHash);
        if (previous >= 0) {
            addCount(locations.get((int) previous), -1);
            dirty.set((int) previous);
        }
    }

    int size() {
        return keyToLocation.size();
    }

    /** Remembers from now on which keys are {@link #put} (an overwrite, see {@link #replacePartitions}). */
    void trackWrites() {
        if (writtenKeys == null) {
            writtenKeys = OffHeapHashMap.longKeys();
        }
    }

    /**
     * An overwrite replaces the partitions {@code replaced} accepts: their keys not put since
     * {@link #trackWrites} are forgotten, and every location of theirs is written again at the next
     * {@link #flush} as a new file only (the overwrite's commit deletes their old index files with
     * their data).
     */
    void replacePartitions(java.util.function.Predicate<Partition> replaced) {
        BitSet ids = new BitSet();
        for (int id = 0; id < locations.size(); id++) {
            if (replaced.test(locations.get(id).partition)) {
                ids.set(id);
                files.get(id).clear();
                dirty.set(id);
            }
        }
        if (ids.isEmpty()) {
            return;
        }
        org.agrona.collections.LongArrayList stale = new org.agrona.collections.LongArrayList();
        OffHeapHashMap written = writtenKeys;
        keyToLocation.forEach((hash, id) -> {
            if (ids.get((int) id) && (written == null || written.get(hash) < 0)) {
                stale.addLong(hash);
            }
        });
        for (int i = 0; i < stale.size(); i++) {
            remove(stale.getLong(i));
        }
    }

    long offHeapBytes() {
        return keyToLocation.offHeapBytes();
    }

    /** Writes the files of every location whose key set changed since the last flush. */
    List<FileChange> flush(TableContext ctx) throws IOException {
        List<FileChange> out = new ArrayList<>();
        if (dirty.isEmpty()) {
            return out;
        }
        Map<Integer, ByteBuffer> buffers = new HashMap<>();
        Map<Integer, Integer> deletedIn = new HashMap<>();
        for (org.agrona.collections.LongHashSet.LongIterator it = deletedKeys.iterator(); it.hasNext(); ) {
            long id = keyToLocation.get(it.nextValue());
            if (id >= 0 && dirty.get((int) id)) {
                deletedIn.merge((int) id, 1, Integer::sum);
            }
        }
        for (int id = dirty.nextSetBit(0); id >= 0; id = dirty.nextSetBit(id + 1)) {
            Location loc = locations.get(id);
            int n = counts(loc.partition, loc.bucket).get(loc.bucket) - deletedIn.getOrDefault(id, 0);
            long size = HEADER + 8L * n + 4;
            if (size > Integer.MAX_VALUE - 8) {
                throw new IOException("cross-partition index of " + loc.partition + " bucket " + loc.bucket
                        + " has too many keys (" + n + ") for one index file");
            }
            ByteBuffer buf = ByteBuffer.allocate((int) size).order(ByteOrder.LITTLE_ENDIAN);
            buf.putInt(MAGIC).putInt(VERSION).putInt(n);
            buffers.put(id, buf);
        }
        boolean anyDeleted = !deletedIn.isEmpty();
        keyToLocation.forEach((hash, id) -> {
            ByteBuffer buf = buffers.get((int) id);
            if (buf != null && !(anyDeleted && deletedKeys.contains(hash))) {
                buf.putLong(hash);
            }
        });
        for (int id = dirty.nextSetBit(0); id >= 0; id = dirty.nextSetBit(id + 1)) {
            Location loc = locations.get(id);
            ByteBuffer b = buffers.get(id);
            if (b.remaining() != 4) {
                throw new IllegalStateException("cross-partition index of " + loc.partition + " bucket " + loc.bucket
                        + " counted " + b.getInt(8) + " keys but holds " + (b.position() - HEADER) / 8);
            }
            CRC32C crc = new CRC32C();
            crc.update(b.array(), 0, b.position());
            b.putInt((int) crc.getValue());
            String name = FILE_PREFIX + UUID.randomUUID();
            String path = ctx.paths.filePath(loc.partition, loc.bucket, name);
            try (PositionOutput o = ctx.io.create(path)) {
                o.write(b.array());
                o.sync();
            }
            DataFileMeta meta = new DataFileMeta(name, DataFileMeta.Kind.INDEX, b.capacity(), b.getInt(8), 0,
                    new byte[0], new byte[0], 0, 0, ctx.schema.id(), 0, System.currentTimeMillis());
            List<DataFileMeta> current = files.get(id);
            out.add(new FileChange(loc, new ArrayList<>(current), meta));
            current.clear();
            current.add(meta);
        }
        dirty.clear();
        return out;
    }

    @Override
    public void close() {
        keyToLocation.close();
        if (writtenKeys != null) {
            writtenKeys.close();
        }
    }
}
