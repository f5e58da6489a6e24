package dev.varve.kernel.table;

import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Where a table's files live (ARCHITECTURE.md "On disk"). The partition and bucket directory
 * names are built once per partition and bucket and then reused (they are asked for per file and
 * per commit). Thread-safe.
 */
public final class TablePaths {
    /** Beyond this many partitions the directory-name cache starts over (bounds its memory). */
    static final int MAX_CACHED_PARTITIONS = 4096;
    /** Buckets from this number on are not cached (their names are built per call). */
    static final int MAX_CACHED_BUCKET = 1 << 16;

    private final String tablePath;
    private final List<String> partitionKeys;
    private final String defaultPartitionName;
    private final ConcurrentHashMap<Partition, PartitionDirs> dirs = new ConcurrentHashMap<>();

    public TablePaths(String tablePath, List<String> partitionKeys, String defaultPartitionName) {
        this.tablePath = tablePath;
        this.partitionKeys = partitionKeys;
        this.defaultPartitionName = defaultPartitionName;
    }

    public String tablePath() {
        return tablePath;
    }

    /** {@code dt=20240108/hr=10} (empty for the unpartitioned table); the same string on every call. */
    public String partitionPath(Partition p) {
        return dirs(p).path;
    }

    /** The directory of a bucket's files; the same string on every call for buckets 0..65535. */
    public String bucketDir(Partition p, int bucket) {
        PartitionDirs d = dirs(p);
        if (bucket < 0 || bucket >= MAX_CACHED_BUCKET) {
            return d.bucketDir(tablePath, bucket);
        }
        String[] known = d.buckets;
        if (bucket < known.length && known[bucket] != null) {
            return known[bucket];
        }
        String dir = d.bucketDir(tablePath, bucket);
        // copy on write: readers see either the old array or the new one, never a half-filled one
        synchronized (d) {
            String[] now = d.buckets;
            String[] grown = java.util.Arrays.copyOf(now, Math.max(now.length, bucket + 1));
            grown[bucket] = dir;
            d.buckets = grown;
        }
        return dir;
    }

    private PartitionDirs dirs(Partition p) {
        PartitionDirs d = dirs.get(p);
        if (d == null) {
            if (dirs.size() >= MAX_CACHED_PARTITIONS) {
                dirs.clear();
            }
            d = dirs.computeIfAbsent(p, k -> new PartitionDirs(k.path(partitionKeys, defaultPartitionName)));
        }
        return d;
    }

    /** A partition's directory name and the names of its bucket directories built so far. */
    private static final class PartitionDirs {
        final String path;
        volatile String[] buckets = new String[0];

        PartitionDirs(String path) {
            this.path = path;
        }

        String bucketDir(String tablePath, int bucket) {
            return tablePath + (path.isEmpty() ? "" : "/" + path) + "/bucket-" + bucket;
        }
    }

    public String filePath(Partition p, int bucket, String fileName) {
        return bucketDir(p, bucket) + "/" + fileName;
    }

    /**
     * The path of file {@code f} of a bucket; the file's metadata keeps it, so asking again (open,
     * probe, evict, delete) does not build it again.
     */
    public String filePath(Partition p, int bucket, DataFileMeta f) {
        return f.pathIn(bucketDir(p, bucket));
    }

    public String indexDir() {
        return tablePath + "/index";
    }

    public String consumerDir() {
        return tablePath + "/consumer";
    }

    public List<String> partitionKeys() {
        return partitionKeys;
    }
}
