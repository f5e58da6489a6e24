package dev.varve.kernel.table;

import dev.varve.row.KeyValue;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Primary key → (partition, bucket) for cross-partition upserts (SEMANTICS §2): a dynamic-bucket
 * table whose primary key lacks partition columns. Bootstrapped when a writer first needs it by
 * reading the keys of the latest snapshot (merged), then maintained by the writer. Not thread-safe.
 *
 * <p>Missing (see the note): persisting this index with the snapshot; today a writer
 * rebuilds it from the data files at start.
 */
final class CrossPartitionIndex {
    static final class Location {
        final Partition partition;
        final int bucket;

        Location(Partition partition, int bucket) {
            this.partition = partition;
            this.bucket = bucket;
        }
    }

    private final Map<ByteBuffer, Location> map = new HashMap<>();

    static CrossPartitionIndex bootstrap(FileStoreTable table, TableContext ctx, List<ManifestEntry> live, boolean empty) {
        CrossPartitionIndex index = new CrossPartitionIndex();
        if (empty) {
            return index;
        }
        Map<Partition, Map<Integer, List<DataFileMeta>>> files = new LinkedHashMap<>();
        for (ManifestEntry e : live) {
            if (e.file().kind() == DataFileMeta.Kind.DATA) {
                files.computeIfAbsent(e.partition(), p -> new HashMap<>())
                        .computeIfAbsent(e.bucket(), b -> new ArrayList<>()).add(e.file());
            }
        }
        for (Map.Entry<Partition, Map<Integer, List<DataFileMeta>>> p : files.entrySet()) {
            for (Map.Entry<Integer, List<DataFileMeta>> b : p.getValue().entrySet()) {
                Levels levels = new Levels(ctx.options.numLevels(), b.getValue());
                try (MergedBucketReader r = new MergedBucketReader(ctx,
                        RunSources.forRuns(ctx, p.getKey(), b.getKey(), levels.runs()))) {
                    KeyValue kv;
                    while ((kv = r.next()) != null) {
                        index.put(kv.key(), p.getKey(), b.getKey());
                    }
                }
            }
        }
        return index;
    }

    Location get(byte[] key) {
        return map.get(ByteBuffer.wrap(key));
    }

    void put(byte[] key, Partition p, int bucket) {
        map.put(ByteBuffer.wrap(key.clone()), new Location(p, bucket));
    }

    void remove(byte[] key) {
        map.remove(ByteBuffer.wrap(key));
    }
}
