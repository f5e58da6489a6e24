package dev.varve.props;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.DataFileInfo;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.Schema;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.StreamScan;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowType;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * {@link FlowDriver} for Varve through its public kernel API, the way the CLI runs statements: a
 * new writer per commit (closed afterwards, which also waits for its background expiration), an
 * explicit {@code table.compact(all)} for COMPACT. Not thread-safe.
 */
final class FlowVarveDriver extends FlowDriver {
    private final Catalog catalog;
    private final Identifier id;
    private final Map<String, StreamScan> streams = new HashMap<>();
    private long identifier = 1;

    FlowVarveDriver(FlowCase c, Path dir) {
        this.catalog = Catalog.open(dir.toString());
        this.id = Identifier.of("flow", "t");
        catalog.createDatabase("flow", true);
        RowType rt = FlowCase.ROW_TYPE;
        Schema.Builder b = Schema.builder();
        for (int i = 0; i < rt.size(); i++) {
            b.column(rt.field(i).name(), rt.type(i));
        }
        b.primaryKey(c.primaryKeys).partitionKeys(c.partitionKeys).options(c.options);
        try {
            catalog.createTable(id, b.build(), false);
        } catch (RuntimeException e) {
            catalog.close();
            throw e;
        }
    }

    private Table table() {
        return catalog.getTable(id);
    }

    private long latest() {
        SnapshotInfo s = table().latestSnapshot();
        return s == null ? 0 : s.snapshotId;
    }

    @Override
    public void commit(List<GenericRow> rows) {
        long before = latest();
        try (TableWriter w = table().newWriter("varve")) {
            for (GenericRow r : rows) {
                w.write(r);
            }
            w.commit(identifier++);
        }
        recordCommit(before, latest());
    }

    @Override
    public void compact() {
        table().compact(Map.of());
    }

    @Override
    public List<GenericRow> batchRead(Long snapshotId) {
        List<GenericRow> out = new ArrayList<>();
        var scan = table().newBatchScan();
        if (snapshotId != null) {
            scan.withSnapshot(snapshotId);
        }
        try (RecordReader r = scan.read()) {
            while (r.hasNext()) {
                out.add(GenericRow.copyOf(r.next()));
            }
        }
        return out;
    }

    @Override
    public void openStream(String name, Map<String, String> options) {
        StreamScan old = streams.remove(name);
        if (old != null) {
            old.close();
        }
        streams.put(name, table().copy(options).newStreamScan());
    }

    @Override
    public List<List<GenericRow>> readStream(String name) {
        StreamScan scan = streams.get(name);
        List<List<GenericRow>> out = new ArrayList<>();
        for (int guard = 0; guard < 10_000; guard++) {
            List<InternalRow> rows = scan.poll();
            if (rows == null) {
                return out;
            }
            List<GenericRow> b = new ArrayList<>();
            for (InternalRow r : rows) {
                b.add(GenericRow.copyOf(r));
            }
            out.add(b);
        }
        throw new IllegalStateException("Varve streaming read did not catch up");
    }

    @Override
    public void checkpointStream(String name) {
        streams.get(name).notifyCheckpointComplete();
    }

    @Override
    public void expire(Integer retainMax) {
        if (retainMax == null) {
            table().expireSnapshots();
        } else {
            table().expireSnapshots(retainMax);
        }
    }

    @Override
    public List<Long> snapshotIds() {
        List<Long> out = new ArrayList<>();
        for (SnapshotInfo s : table().snapshots()) {
            out.add(s.snapshotId);
        }
        return out;
    }

    @Override
    public Map<String, Integer> bucketCounts() {
        Map<String, Set<Integer>> buckets = new TreeMap<>();
        for (DataFileInfo f : table().files(null)) {
            buckets.computeIfAbsent(f.partition, p -> new HashSet<>()).add(f.bucket);
        }
        Map<String, Integer> out = new TreeMap<>();
        buckets.forEach((p, b) -> out.put(p, b.size()));
        return out;
    }

    @Override
    public void close() {
        for (StreamScan s : streams.values()) {
            s.close();
        }
        catalog.close();
    }
}
