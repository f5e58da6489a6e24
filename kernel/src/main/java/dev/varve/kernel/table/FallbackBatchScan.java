package dev.varve.kernel.table;

import dev.varve.kernel.BatchScan;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.row.InternalRow;

import java.util.Map;
import java.util.NoSuchElementException;
import java.util.function.Function;

/**
 * A batch scan with {@code scan.fallback-branch} (Paimon's fallback read): the rows of the table's branch, then those
 * of the partitions it has no data in read from the fallback branch (its own schema and snapshot). Settings apply to
 * both scans except the snapshot chosen ({@link #withSnapshot}: the primary's). Not thread-safe.
 */
final class FallbackBatchScan implements BatchScan {
    private final BatchScanImpl primary;
    private final BatchScanImpl fallback;

    FallbackBatchScan(BatchScanImpl primary, BatchScanImpl fallback) {
        this.primary = primary;
        this.fallback = fallback;
    }

    @Override
    public BatchScan withProjection(int[] columns) {
        primary.withProjection(columns);
        fallback.withProjection(columns);
        return this;
    }

    @Override
    public BatchScan withPartitionFilter(Map<String, String> partition) {
        primary.withPartitionFilter(partition);
        fallback.withPartitionFilter(partition);
        return this;
    }

    @Override
    public BatchScan withFilter(String column, Comparison op, Object value) {
        primary.withFilter(column, op, value);
        fallback.withFilter(column, op, value);
        return this;
    }

    @Override
    public BatchScan withReadOptimized() {
        primary.withReadOptimized();
        fallback.withReadOptimized();
        return this;
    }

    @Override
    public BatchScan withSnapshot(long id) {
        primary.withSnapshot(id);
        return this;
    }

    @Override
    public RecordReader read() {
        return both(BatchScan::read);
    }

    @Override
    public RecordReader readWithRowKinds() {
        return both(BatchScan::readWithRowKinds);
    }

    @Override
    public RecordReader readWithSplitKinds() {
        return both(BatchScan::readWithSplitKinds);
    }

    @Override
    public SnapshotInfo snapshot() {
        return primary.snapshot();
    }

    private RecordReader both(Function<BatchScan, RecordReader> how) {
        fallback.excludePartitions(primary.dataPartitions());
        return new Concat(how.apply(primary), how, fallback);
    }

    /** The primary's rows, then (opened when the primary's end) the fallback's. */
    private static final class Concat implements RecordReader {
        private RecordReader current;
        private Function<BatchScan, RecordReader> how;
        private BatchScan next;

        Concat(RecordReader first, Function<BatchScan, RecordReader> how, BatchScan next) {
            this.current = first;
            this.how = how;
            this.next = next;
        }

        @Override
        public boolean hasNext() {
            while (!current.hasNext()) {
                if (next == null) {
                    return false;
                }
                current.close();
                current = how.apply(next);
                next = null;
            }
            return true;
        }

        @Override
        public InternalRow next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            return current.next();
        }

        @Override
        public void close() {
            current.close();
        }
    }
}
