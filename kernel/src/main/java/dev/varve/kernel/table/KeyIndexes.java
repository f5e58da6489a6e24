package dev.varve.kernel.table;

import dev.varve.kernel.Table;
import dev.varve.kernel.VarveException;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Loads the key indexes of a dynamic-bucket table the way a writer does when it starts, to
 * measure them (benchmarks, tools): {@link #load} reads the persisted index files of the latest
 * snapshot, {@link #rebuild} builds a cross-partition index from the data files instead (the
 * bootstrap a writer falls back to for snapshots written before the index was persisted). Both
 * free the index before returning. Stateless and thread-safe.
 */
public final class KeyIndexes {
    private KeyIndexes() {
    }

    /** What an index load produced: its key count and the off-heap bytes it held. Immutable. */
    public static final class Stats {
        public final long keys;
        public final long offHeapBytes;

        Stats(long keys, long offHeapBytes) {
            this.keys = keys;
            this.offHeapBytes = offHeapBytes;
        }

        /** Off-heap bytes per key (0 for an empty index). */
        public double bytesPerKey() {
            return keys == 0 ? 0 : (double) offHeapBytes / keys;
        }

        @Override
        public String toString() {
            return keys + " keys, " + offHeapBytes + " off-heap bytes (" + String.format("%.2f", bytesPerKey()) + " B/key)";
        }
    }

    /**
     * Loads the latest snapshot's persisted key index: the cross-partition index of a table whose
     * primary key lacks partition columns, else every partition's dynamic-bucket index.
     */
    public static Stats load(Table table) {
        TableContext ctx = context(table);
        List<ManifestEntry> live = live(ctx);
        try {
            if (isCrossPartition(ctx)) {
                try (CrossPartitionIndex index = CrossPartitionIndex.load(ctx, live)) {
                    return new Stats(index.size(), index.offHeapBytes());
                }
            }
            Set<Partition> partitions = new LinkedHashSet<>();
            for (ManifestEntry e : live) {
                partitions.add(e.partition());
            }
            long keys = 0;
            long bytes = 0;
            for (Partition p : partitions) {
                try (DynamicBucketIndex index = TableWriterImpl.loadDynamicIndex(ctx, live, p, false)) {
                    keys += index.size();
                    bytes += index.offHeapBytes();
                }
            }
            return new Stats(keys, bytes);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load the key index of " + table.identifier() + ": " + e.getMessage(), e);
        }
    }

    /** Rebuilds the cross-partition index of the latest snapshot by merging its data files. */
    public static Stats rebuild(Table table) {
        TableContext ctx = context(table);
        if (!isCrossPartition(ctx)) {
            throw new VarveException("table " + table.identifier() + " has no cross-partition index to rebuild "
                    + "(it needs a dynamic-bucket primary key without all partition columns)");
        }
        try (CrossPartitionIndex index = CrossPartitionIndex.rebuild(ctx, live(ctx))) {
            return new Stats(index.size(), index.offHeapBytes());
        } finally {
            ctx.closeReaders();
        }
    }

    private static TableContext context(Table table) {
        if (!(table instanceof FileStoreTable)) {
            throw new VarveException("table " + table.identifier() + " is not a file-store table");
        }
        TableContext ctx = ((FileStoreTable) table).context().fresh();
        if (!ctx.primaryKeyTable || ctx.options.bucket() > 0) {
            throw new VarveException("table " + table.identifier() + " is not a dynamic-bucket primary-key table");
        }
        return ctx;
    }

    private static List<ManifestEntry> live(TableContext ctx) {
        long latest = ctx.store.latestId();
        return ctx.store.liveEntries(latest < 0 ? null : ctx.store.snapshot(latest));
    }

    static boolean isCrossPartition(TableContext ctx) {
        if (!ctx.primaryKeyTable || ctx.options.bucket() > 0 || ctx.schema.partitionKeys().isEmpty()) {
            return false;
        }
        for (String p : ctx.schema.partitionKeys()) {
            boolean found = false;
            for (String k : ctx.schema.primaryKeys()) {
                found |= k.equalsIgnoreCase(p);
            }
            if (!found) {
                return true;
            }
        }
        return false;
    }
}
