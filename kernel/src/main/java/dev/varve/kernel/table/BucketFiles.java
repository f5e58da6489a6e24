package dev.varve.kernel.table;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Files of a snapshot grouped by partition and bucket: the unit of a scan ("split"). */
final class BucketFiles {
    final Partition partition;
    final int bucket;
    final List<DataFileMeta> files = new ArrayList<>();

    BucketFiles(Partition partition, int bucket) {
        this.partition = partition;
        this.bucket = bucket;
    }

    /**
     * Groups entries of the given file kind; partitions in value order when {@code sortPartitions},
     * else in the order of their first entry (the manifest order: a commit lists its files in
     * Paimon's writer order, {@link PaimonPartitionOrder}), as Apache Paimon 1.4.2 plans them;
     * buckets ascending.
     */
    static List<BucketFiles> group(List<ManifestEntry> entries, DataFileMeta.Kind kind, boolean sortPartitions) {
        Map<Partition, TreeMap<Integer, BucketFiles>> byPartition = new LinkedHashMap<>();
        for (ManifestEntry e : entries) {
            if (e.file().kind() != kind) {
                continue;
            }
            byPartition.computeIfAbsent(e.partition(), p -> new TreeMap<>())
                    .computeIfAbsent(e.bucket(), b -> new BucketFiles(e.partition(), b)).files.add(e.file());
        }
        List<List<BucketFiles>> parts = new ArrayList<>();
        for (TreeMap<Integer, BucketFiles> m : byPartition.values()) {
            parts.add(new ArrayList<>(m.values()));
        }
        if (sortPartitions) {
            parts.sort(Comparator.comparing(l -> l.get(0).partition));
        }
        List<BucketFiles> out = new ArrayList<>();
        for (List<BucketFiles> l : parts) {
            out.addAll(l);
        }
        return out;
    }
}
