package dev.varve.kernel.table;

import dev.varve.kernel.CommitMessage;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowType;
import dev.varve.row.ValueCasts;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The order in which Apache Paimon 1.4.2's writer hands out the commit messages of its partitions, so
 * that a commit lists its files in Paimon's order. That order is visible: a full read returns the
 * partitions of a table (without {@code scan.plan-sort-partition}) in the order of their first file in
 * the manifests, and a streaming read of a snapshot's delta in the order of the commit's files
 * (probed on Flink 2.0 + Paimon 1.4.2: {@code sweep18_ld_partition_order_*} goldens).
 *
 * <p>Paimon keeps its writers in a {@code java.util.HashMap} keyed by the partition's binary row and
 * iterates it at every commit: partitions come out by hash bin — {@code (h ^ h >>> 16) & (capacity - 1)}
 * with {@code h} the binary row's hash ({@link PaimonBucketHash}: Murmur3 over Paimon's row layout) and
 * the capacity the smallest power of two ≥ 16 that has held every partition at a load factor of 0.75 —
 * and within a bin in insertion order (a {@code HashMap} resize keeps the relative order of a bin's
 * entries). A bin of eight or more entries (tree bins) is not modelled: its order stays the insertion
 * order. A partition whose values cannot be laid out as Paimon's row (a type without a Paimon hash, a
 * value that does not parse back) takes bin 0, keeping its insertion order.
 */
final class PaimonPartitionOrder {
    private final RowType rowType;
    private final int[] partitionIndexes;
    private final PaimonBucketHash hash;
    /** Per partition ever added: its hash (the high word) and its insertion number (the low word). */
    private final Map<Partition, Long> added = new HashMap<>();
    private int capacity = 16;

    PaimonPartitionOrder(RowType rowType, int[] partitionIndexes) {
        this.rowType = rowType;
        this.partitionIndexes = partitionIndexes.clone();
        this.hash = partitionIndexes.length > 0 && PaimonBucketHash.supports(rowType, partitionIndexes)
                ? new PaimonBucketHash(rowType, partitionIndexes) : null;
    }

    /** Notes a partition the writer opened (again): the first time, it is inserted into Paimon's map. */
    void added(Partition p) {
        if (added.containsKey(p)) {
            return;
        }
        long seq = added.size();
        added.put(p, ((long) hashOf(p) << 32) | seq);
        while (added.size() > capacity * 3 / 4) {
            capacity <<= 1;
        }
    }

    /** Sorts {@code messages} (stably) into Paimon's partition order; messages of one partition keep their order. */
    void sort(List<CommitMessage> messages) {
        if (hash == null || messages.size() < 2) {
            return;
        }
        messages.sort((a, b) -> Long.compare(rank(((CommitMessageImpl) a).partition()), rank(((CommitMessageImpl) b).partition())));
    }

    /** Sorts {@code items} (stably) by their partition ({@code partitionOf}) into this map's iteration order. */
    <T> void sort(List<T> items, java.util.function.Function<T, Partition> partitionOf) {
        if (hash == null || items.size() < 2) {
            return;
        }
        items.sort((a, b) -> Long.compare(rank(partitionOf.apply(a)), rank(partitionOf.apply(b))));
    }

    /** (bin, insertion number) as one comparable long; partitions not added go last, in their order. */
    private long rank(Partition p) {
        Long v = added.get(p);
        if (v == null) {
            return Long.MAX_VALUE;
        }
        int h = (int) (v >>> 32);
        long bin = (h ^ (h >>> 16)) & (capacity - 1);
        return (bin << 32) | (v & 0xFFFFFFFFL);
    }

    private int hashOf(Partition p) {
        if (hash == null) {
            return 0;
        }
        List<String> values = p.values();
        Object[] row = new Object[rowType.size()];
        try {
            for (int i = 0; i < partitionIndexes.length; i++) {
                String v = values.get(i);
                DataType t = rowType.type(partitionIndexes[i]);
                row[partitionIndexes[i]] = v == null ? null : ValueCasts.cast(v, t);
            }
        } catch (RuntimeException e) {
            return 0; // not laid out as Paimon's row: bin 0, insertion order
        }
        return hash.hash(GenericRow.of(row));
    }
}
