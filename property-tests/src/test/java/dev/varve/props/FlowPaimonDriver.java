package dev.varve.props;

import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;

import org.apache.paimon.CoreOptions;
import org.apache.paimon.Snapshot;
import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.Identifier;
import org.apache.paimon.crosspartition.GlobalIndexAssigner;
import org.apache.paimon.data.BinaryRow;
import org.apache.paimon.disk.IOManager;
import org.apache.paimon.index.HashBucketAssigner;
import org.apache.paimon.options.ExpireConfig;
import org.apache.paimon.schema.Schema;
import org.apache.paimon.table.FileStoreTable;
import org.apache.paimon.table.sink.CommitMessage;
import org.apache.paimon.table.sink.RowKeyExtractor;
import org.apache.paimon.table.sink.StreamTableCommit;
import org.apache.paimon.table.sink.StreamTableWrite;
import org.apache.paimon.table.sink.StreamWriteBuilder;
import org.apache.paimon.table.source.DataSplit;
import org.apache.paimon.table.source.ReadBuilder;
import org.apache.paimon.table.source.Split;
import org.apache.paimon.table.source.StreamTableScan;
import org.apache.paimon.table.source.TableRead;
import org.apache.paimon.utils.SnapshotManager;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * {@link FlowDriver} for Apache Paimon 1.4.2 through its Java API, the way Flink's sink and source
 * drive it: one long-lived {@link StreamTableWrite} and {@link StreamTableCommit} (which expires
 * snapshots after each commit by the table's options), {@code prepareCommit(waitCompaction=true)};
 * for dynamic-bucket tables one {@link HashBucketAssigner} (one assigner, as with
 * {@code dynamic-bucket.initial-buckets} or parallelism 1) choosing each record's bucket from the
 * hash of its trimmed primary key, as Flink's assigner operator does; streaming reads through
 * {@link StreamTableScan} with {@code notifyCheckpointComplete} recording consumer progress;
 * expiration as the {@code expire_snapshots} procedure configures it
 * ({@code ProcedureUtils.fillInSnapshotOptions}: retain-max given or the table's; retain-min,
 * time-retained and max-deletes the table's). Not thread-safe.
 */
final class FlowPaimonDriver extends FlowDriver {
    private final Catalog catalog;
    private final FileStoreTable table;
    private final RowType rowType = FlowCase.ROW_TYPE;
    private final IOManager ioManager;
    private final StreamTableWrite write;
    private final StreamTableCommit commit;
    private final HashBucketAssigner assigner;
    private final RowKeyExtractor extractor;
    /**
     * Cross-partition update tables: Flink's global index assigner (RocksDB), else null. One per commit, as
     * Flink SQL runs each statement as a job whose assigner bootstraps from the table's live rows (a key deleted
     * by an earlier statement is not in it; FlowVarveDriver's writer per commit).
     */
    private GlobalIndexAssigner globalAssigner;
    private final boolean crossPartition;
    private final boolean unawareAppend;
    /** (partition, bucket) pairs written so far, in first-write order. */
    private final Set<List<Object>> written = new LinkedHashSet<>();
    private final Map<String, ReadBuilder> streamBuilders = new HashMap<>();
    private final Map<String, StreamTableScan> streams = new HashMap<>();
    /** Splits of a stream's first plan, taken when it was opened, not read yet. */
    private final Map<String, List<Split>> pending = new HashMap<>();
    /** Per stream: whether its initial full snapshot reaches Flink through ChangelogNormalize (all +I). */
    private final Map<String, Boolean> normalized = new HashMap<>();
    private long identifier = 1;

    FlowPaimonDriver(FlowCase c, Path dir) {
        try {
            this.catalog = PaimonWarehouse.catalog(dir, "flow");
            Schema.Builder b = Schema.newBuilder();
            for (int i = 0; i < rowType.size(); i++) {
                b.column(rowType.field(i).name(), PaimonValues.toPaimonType(rowType.type(i)));
            }
            if (!c.primaryKeys.isEmpty()) {
                b.primaryKey(c.primaryKeys);
            }
            if (!c.partitionKeys.isEmpty()) {
                b.partitionKeys(c.partitionKeys);
            }
            b.options(c.options);
            Identifier id = Identifier.create("flow", "t");
            catalog.createTable(id, b.build(), false);
            this.table = (FileStoreTable) catalog.getTable(id);
        } catch (Exception e) {
            throw new IllegalStateException("Paimon refused the table: " + e, e);
        }
        this.ioManager = PaimonWarehouse.ioManager(dir);
        StreamWriteBuilder wb = table.newStreamWriteBuilder().withCommitUser("oracle");
        this.write = wb.newWrite();
        this.write.withIOManager(ioManager);
        this.commit = wb.newCommit();
        boolean dynamic = !table.primaryKeys().isEmpty()
                && Integer.parseInt(table.options().getOrDefault("bucket", "-1").trim()) == -1;
        CoreOptions o = table.coreOptions();
        this.assigner = dynamic && !table.primaryKeys().containsAll(table.partitionKeys()) ? null
                : dynamic ? new HashBucketAssigner(table.snapshotManager(), "oracle",
                table.store().newIndexFileHandler(), 1, 1, 0, o.dynamicBucketTargetRowNum(),
                o.dynamicBucketMaxBuckets() == null ? -1 : o.dynamicBucketMaxBuckets()) : null;
        this.crossPartition = dynamic && !table.primaryKeys().containsAll(table.partitionKeys());
        this.extractor = dynamic && !crossPartition ? table.createRowKeyExtractor() : null;
        this.unawareAppend = table.primaryKeys().isEmpty()
                && Integer.parseInt(table.options().getOrDefault("bucket", "-1").trim()) == -1;
    }

    private long latest() {
        Long id = table.snapshotManager().latestSnapshotId();
        return id == null ? 0 : id;
    }

    @Override
    public void commit(List<GenericRow> rows) {
        long before = latest();
        try {
            if (crossPartition) {
                openGlobalAssigner();
            }
            for (GenericRow r : rows) {
                org.apache.paimon.data.GenericRow p = PaimonValues.toPaimonRow(r, rowType);
                int bucket;
                if (globalAssigner != null) {
                    globalAssigner.processInput(p); // emits to writeAssigned, for a moved key a -D first
                    continue;
                } else if (assigner != null) {
                    extractor.setRecord(p);
                    bucket = assigner.assign(extractor.partition(), extractor.trimmedPrimaryKey().hashCode());
                    write.write(p, bucket);
                } else {
                    write.write(p);
                    bucket = write.getBucket(p);
                }
                written.add(List.of(write.getPartition(p).copy(), bucket));
            }
            long id = identifier++;
            List<CommitMessage> messages = write.prepareCommit(true, id);
            if (assigner != null) {
                assigner.prepareCommit(id);
            }
            commit.commit(id, messages);
        } catch (Exception e) {
            throw new IllegalStateException("Paimon failed to write/commit: " + e, e);
        }
        recordCommit(before, latest());
    }

    /** A new job's global index assigner, bootstrapped from the table's live rows as Flink's sink does. */
    private void openGlobalAssigner() throws Exception {
        if (globalAssigner != null) {
            globalAssigner.close();
            globalAssigner = null;
        }
        GlobalIndexAssigner g = new GlobalIndexAssigner(table);
        g.open(16 << 20, ioManager, 1, 0, this::writeAssigned);
        globalAssigner = g;
        new org.apache.paimon.crosspartition.IndexBootstrap(table).bootstrap(1, 0, row -> {
            try {
                g.bootstrapKey(row);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        g.endBoostrap(false);
    }

    /** Writes a record the global index assigner emitted with the bucket it chose. */
    private void writeAssigned(org.apache.paimon.data.InternalRow row, Integer bucket) {
        try {
            write.write(row, bucket);
            written.add(List.of(write.getPartition(row).copy(), bucket));
        } catch (Exception e) {
            throw new IllegalStateException("Paimon failed to write an assigned record: " + e, e);
        }
    }

    @Override
    public void compact() {
        if (unawareAppend) {
            // Paimon compacts unaware-bucket append tables only in a dedicated compaction job (its
            // writer has a no-op compaction manager); the result of a read does not depend on it
            return;
        }
        try {
            for (List<Object> pb : written) {
                write.compact((BinaryRow) pb.get(0), (Integer) pb.get(1), true);
            }
            long id = identifier++;
            commit.commit(id, write.prepareCommit(true, id));
        } catch (Exception e) {
            throw new IllegalStateException("Paimon failed to compact: " + e, e);
        }
    }

    @Override
    public List<GenericRow> batchRead(Long snapshotId) {
        org.apache.paimon.table.Table t = table;
        if (snapshotId != null) {
            Map<String, String> dyn = new HashMap<>();
            dyn.put("scan.snapshot-id", String.valueOf(snapshotId));
            t = table.copy(dyn);
        }
        ReadBuilder rb = t.newReadBuilder();
        return read(rb.newRead(), rb.newScan().plan().splits());
    }

    private List<GenericRow> read(TableRead read, List<Split> splits) {
        List<GenericRow> out = new ArrayList<>();
        try (org.apache.paimon.reader.RecordReader<org.apache.paimon.data.InternalRow> r = read.createReader(splits)) {
            r.forEachRemaining(row -> out.add(PaimonValues.fromPaimonRow(row, rowType)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    @Override
    public void openStream(String name, Map<String, String> options) {
        FileStoreTable t = table.copy(new LinkedHashMap<>(options));
        ReadBuilder rb = t.newReadBuilder();
        streamBuilders.put(name, rb);
        Map<String, String> o = t.options();
        normalized.put(name, "none".equals(o.getOrDefault("changelog-producer", "none"))
                && !Boolean.parseBoolean(o.getOrDefault("scan.remove-normalize", "false"))
                && !Boolean.parseBoolean(o.getOrDefault("scan.bounded", "false")));
        StreamTableScan scan = rb.newStreamScan();
        streams.put(name, scan);
        // Flink's source plans once when the job starts: the start position is taken now
        pending.put(name, scan.plan().splits());
    }

    @Override
    public List<List<GenericRow>> readStream(String name) {
        StreamTableScan scan = streams.get(name);
        TableRead read = streamBuilders.get(name).newRead();
        long latest = latest();
        List<List<GenericRow>> out = new ArrayList<>();
        for (int guard = 0; guard < 4 * latest + 10; guard++) {
            List<Split> first = pending.remove(name);
            List<Split> splits = first != null ? first : scan.plan().splits();
            if (!splits.isEmpty()) {
                List<GenericRow> batch = read(read, splits);
                if (normalized.get(name) && isSnapshotPhase(splits)) {
                    // without a changelog producer Flink's ChangelogNormalize makes a key's first row +I
                    // (Varve's StreamScan does the same); with one, both give Paimon's split kinds (a
                    // raw-convertible split +I, a merged one the merged record's kind)
                    for (GenericRow r : batch) {
                        r.setRowKind(RowKind.INSERT);
                    }
                }
                if (!batch.isEmpty()) {
                    out.add(batch);
                }
            }
            Long next = scan.checkpoint();
            if (latest == 0 || (next != null && next > latest)) {
                return out;
            }
        }
        throw new IllegalStateException("Paimon streaming read did not catch up with snapshot " + latest);
    }

    private static boolean isSnapshotPhase(List<Split> splits) {
        for (Split s : splits) {
            if (!(s instanceof DataSplit) || ((DataSplit) s).isStreaming()) {
                return false;
            }
        }
        return true;
    }

    @Override
    public void checkpointStream(String name) {
        StreamTableScan scan = streams.get(name);
        scan.notifyCheckpointComplete(scan.checkpoint());
    }

    @Override
    public void expire(Integer retainMax) {
        CoreOptions o = table.coreOptions();
        ExpireConfig config = ExpireConfig.builder()
                .snapshotRetainMax(retainMax != null ? retainMax : o.snapshotNumRetainMax())
                .snapshotRetainMin(o.snapshotNumRetainMin())
                .snapshotMaxDeletes(o.snapshotExpireLimit())
                .snapshotTimeRetain(o.snapshotTimeRetain())
                .build();
        table.newExpireSnapshots().config(config).expire();
    }

    @Override
    public List<Long> snapshotIds() {
        SnapshotManager sm = table.snapshotManager();
        List<Long> out = new ArrayList<>();
        Long earliest = sm.earliestSnapshotId();
        if (earliest == null) {
            return out;
        }
        for (long id = earliest; id <= latest(); id++) {
            if (sm.snapshotExists(id)) {
                out.add(id);
            }
        }
        return out;
    }

    /** The commit kinds of the retained snapshots, for diagnostics. */
    String snapshotKinds() {
        StringBuilder b = new StringBuilder();
        for (long id : snapshotIds()) {
            Snapshot s = table.snapshotManager().snapshot(id);
            b.append(id).append('=').append(s.commitKind()).append('/').append(s.commitIdentifier()).append(' ');
        }
        return b.toString();
    }

    @Override
    public Map<String, Integer> bucketCounts() {
        Map<String, Set<Integer>> buckets = new TreeMap<>();
        for (DataSplit s : table.newSnapshotReader().read().dataSplits()) {
            String p = s.partition().getFieldCount() == 0 ? "" : "pt=" + s.partition().getInt(0);
            buckets.computeIfAbsent(p, x -> new HashSet<>()).add(s.bucket());
        }
        Map<String, Integer> out = new TreeMap<>();
        buckets.forEach((p, b) -> out.put(p, b.size()));
        return out;
    }

    @Override
    public void close() {
        try {
            if (globalAssigner != null) {
                globalAssigner.close();
            }
            write.close();
            commit.close();
            ioManager.close();
            catalog.close();
        } catch (Exception e) {
            throw new IllegalStateException("closing Paimon failed", e);
        }
    }
}
