package dev.varve.props;

import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import dev.varve.row.ValueFormatter;

import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.Identifier;
import org.apache.paimon.data.BinaryRow;
import org.apache.paimon.disk.IOManager;
import org.apache.paimon.fs.Path;
import org.apache.paimon.schema.Schema;
import org.apache.paimon.table.FileStoreTable;
import org.apache.paimon.table.Table;
import org.apache.paimon.table.sink.CommitMessage;
import org.apache.paimon.table.sink.StreamTableCommit;
import org.apache.paimon.table.sink.StreamTableWrite;
import org.apache.paimon.table.sink.StreamWriteBuilder;
import org.apache.paimon.table.source.ReadBuilder;
import org.apache.paimon.table.source.Split;
import org.apache.paimon.table.source.StreamTableScan;
import org.apache.paimon.table.source.TableRead;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The reference implementation for differential tests: Apache Paimon 1.4.2 driven through its
 * Java API in a local warehouse under a temporary directory, the way Flink's sink drives it
 * (one long-lived {@link StreamTableWrite}, one {@code prepareCommit} + {@code commit} per batch).
 * Results are converted to Varve's canonical values and printed with {@link ValueFormatter}, so
 * they compare as strings such as {@code +I[1, 8.0, cherry]}.
 *
 * <p>Not thread-safe; one oracle per test. Close it to release Paimon's writers and temp files.
 */
final class PaimonOracle implements AutoCloseable {
    private static final String DATABASE = "oracle";

    private final java.nio.file.Path root;
    private final Catalog catalog;
    private final IOManager ioManager;
    private final List<OracleTable> tables = new ArrayList<>();

    PaimonOracle(java.nio.file.Path root) {
        this.root = root;
        this.catalog = PaimonWarehouse.catalog(root, DATABASE);
        this.ioManager = PaimonWarehouse.ioManager(root);
    }

    /** The directory of the Paimon warehouse (for inspection when a case fails). */
    java.nio.file.Path warehouse() {
        return root.resolve("warehouse");
    }

    /**
     * Creates a Paimon table. Paimon's own validation applies: a definition it refuses throws its
     * exception (wrapped in {@link OracleException}).
     */
    OracleTable createTable(String name, RowType rowType, List<String> primaryKeys, List<String> partitionKeys,
                            Map<String, String> options) {
        Schema.Builder b = Schema.newBuilder();
        for (int i = 0; i < rowType.size(); i++) {
            b.column(rowType.field(i).name(), PaimonValues.toPaimonType(rowType.type(i)));
        }
        if (!primaryKeys.isEmpty()) {
            b.primaryKey(primaryKeys);
        }
        if (!partitionKeys.isEmpty()) {
            b.partitionKeys(partitionKeys);
        }
        b.options(options);
        Identifier id = Identifier.create(DATABASE, name);
        try {
            catalog.createTable(id, b.build(), false);
            OracleTable t = new OracleTable((FileStoreTable) catalog.getTable(id), rowType, ioManager);
            tables.add(t);
            return t;
        } catch (Exception e) {
            throw new OracleException("Paimon refused table " + name + ": " + e, e);
        }
    }

    /**
     * Applies {@code changes} (ALTER TABLE) to {@code old}'s Paimon table and returns the table with a fresh writer
     * ({@code rowType}: the row type after the change); Paimon's refusal throws {@link OracleException}.
     */
    OracleTable alterTable(OracleTable old, List<org.apache.paimon.schema.SchemaChange> changes, RowType rowType) {
        Identifier id = Identifier.create(DATABASE, old.paimonTable().name());
        try {
            catalog.alterTable(id, changes, false);
        } catch (Exception e) {
            throw new OracleException("Paimon refused to alter " + id + ": " + e, e);
        }
        return reopen(old, rowType);
    }

    /** {@code old}'s table with a fresh writer (as the next Flink job has), e.g. after an overwrite. */
    OracleTable reopen(OracleTable old, RowType rowType) {
        Identifier id = Identifier.create(DATABASE, old.paimonTable().name());
        old.close();
        tables.remove(old);
        try {
            OracleTable t = new OracleTable((FileStoreTable) catalog.getTable(id), rowType, ioManager);
            tables.add(t);
            return t;
        } catch (Exception e) {
            throw new OracleException("Paimon lost table " + id + ": " + e, e);
        }
    }

    @Override
    public void close() {
        for (OracleTable t : tables) {
            t.close();
        }
        try {
            ioManager.close();
            catalog.close();
        } catch (Exception e) {
            throw new IllegalStateException("closing the Paimon oracle failed", e);
        }
    }

    /** Paimon refused a table, a record or a commit, or failed to read. */
    static final class OracleException extends RuntimeException {
        OracleException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** One Paimon table with its long-lived writer and committer. */
    static final class OracleTable implements AutoCloseable {
        private final FileStoreTable table;
        private final RowType rowType;
        private final IOManager ioManager;
        private final StreamTableWrite write;
        private final StreamTableCommit commit;
        private final boolean dynamicBucket;
        private final boolean waitCompaction;
        private final int fullCompactionDeltaCommits;
        private final Set<PartitionBucket> written = new LinkedHashSet<>();
        private long nextIdentifier = 1;
        private int commitsSinceFullCompaction;
        private boolean closed;

        OracleTable(FileStoreTable table, RowType rowType, IOManager ioManager) {
            this.table = table;
            this.rowType = rowType;
            this.ioManager = ioManager;
            Map<String, String> opts = table.options();
            String bucket = opts.getOrDefault("bucket", "-1");
            this.dynamicBucket = !table.primaryKeys().isEmpty() && Integer.parseInt(bucket.trim()) == -1;
            String producer = opts.getOrDefault("changelog-producer", "none").trim().toLowerCase(java.util.Locale.ROOT);
            boolean fullCompaction = producer.equals("full-compaction");
            // Flink's sink: full compaction every 'full-compaction.delta-commits' (default 1) checkpoints.
            this.fullCompactionDeltaCommits = fullCompaction || opts.containsKey("full-compaction.delta-commits")
                    ? Math.max(1, Integer.parseInt(opts.getOrDefault("full-compaction.delta-commits", "1").trim()))
                    : 0;
            // Batch INSERTs (what the seeds run) end with waitCompaction = true; lookup needs it for
            // the changelog to be in the same commit. Waiting also makes the oracle deterministic.
            this.waitCompaction = true;
            StreamWriteBuilder wb = table.newStreamWriteBuilder().withCommitUser("oracle");
            this.write = wb.newWrite();
            this.write.withIOManager(ioManager);
            this.commit = wb.newCommit();
        }

        RowType rowType() {
            return rowType;
        }

        FileStoreTable paimonTable() {
            return table;
        }

        /**
         * Writes the rows (row kinds kept) and commits them as one checkpoint. Throws
         * {@link OracleException} if Paimon refuses a record or fails while flushing/compacting; the
         * table must then be considered broken for the rest of the case.
         */
        void commitBatch(List<? extends InternalRow> rows) {
            commitBatch(rows, false);
        }

        /**
         * {@link #commitBatch(List)}; with {@code endOfInput} the commit is a finished Flink batch job's last
         * checkpoint (identifier {@code Long.MAX_VALUE} in Flink), at which the full-compaction sink compacts
         * whatever {@code full-compaction.delta-commits} says.
         */
        void commitBatch(List<? extends InternalRow> rows, boolean endOfInput) {
            try {
                for (InternalRow r : rows) {
                    org.apache.paimon.data.GenericRow p = PaimonValues.toPaimonRow(r, rowType);
                    if (dynamicBucket) {
                        write.write(p, 0);
                        written.add(new PartitionBucket(write.getPartition(p).copy(), 0));
                    } else {
                        write.write(p);
                        written.add(new PartitionBucket(write.getPartition(p).copy(), write.getBucket(p)));
                    }
                }
                long id = nextIdentifier++;
                if (fullCompactionDeltaCommits > 0
                        && (++commitsSinceFullCompaction >= fullCompactionDeltaCommits || endOfInput)) {
                    commitsSinceFullCompaction = 0;
                    for (PartitionBucket pb : written) {
                        write.compact(pb.partition, pb.bucket, true);
                    }
                }
                List<CommitMessage> messages = write.prepareCommit(waitCompaction, id);
                // a finished Flink batch job's committer ignores an empty commit (all its records dropped by input
                // filters), a streaming checkpoint commits it
                ((org.apache.paimon.table.sink.TableCommitImpl) commit).ignoreEmptyCommit(endOfInput);
                commit.commit(id, messages);
            } catch (Exception e) {
                throw new OracleException("Paimon failed to write/commit: " + e, e);
            }
        }

        /** Drops one partition ({@code DELETE} whose filter names only it) as one overwrite commit. */
        void truncatePartition(Map<String, String> partition) {
            try (org.apache.paimon.table.sink.BatchTableCommit c = table.newBatchWriteBuilder().newCommit()) {
                c.truncatePartitions(List.of(partition));
            } catch (Exception e) {
                throw new OracleException("Paimon failed to drop partition " + partition + ": " + e, e);
            }
        }

        /**
         * {@code CALL sys.compact('db.t')}: a full compaction of every partition and bucket written so far, committed
         * as one snapshot (nothing when no file changed).
         */
        void compactAll() {
            try {
                for (PartitionBucket pb : written) {
                    write.compact(pb.partition, pb.bucket, true);
                }
                long id = nextIdentifier++;
                commit.commit(id, write.prepareCommit(true, id));
            } catch (Exception e) {
                throw new OracleException("Paimon failed to compact: " + e, e);
            }
        }

        /**
         * {@code INSERT OVERWRITE} as one Flink batch job: the rows replace the {@code staticPartition} (empty: the
         * table, or with {@code dynamic-partition-overwrite} the partitions the rows hit). The caller reopens the
         * table afterwards (this writer's state predates the overwrite).
         */
        void overwrite(List<? extends InternalRow> rows, Map<String, String> staticPartition) {
            org.apache.paimon.table.sink.BatchWriteBuilder wb = table.newBatchWriteBuilder().withOverwrite(staticPartition);
            try (org.apache.paimon.table.sink.BatchTableWrite w = wb.newWrite();
                 org.apache.paimon.table.sink.BatchTableCommit c = wb.newCommit()) {
                w.withIOManager(ioManager);
                for (InternalRow r : rows) {
                    org.apache.paimon.data.GenericRow p = PaimonValues.toPaimonRow(r, rowType);
                    if (dynamicBucket) {
                        w.write(p, 0);
                    } else {
                        w.write(p);
                    }
                }
                c.commit(w.prepareCommit());
            } catch (Exception e) {
                throw new OracleException("Paimon failed to overwrite: " + e, e);
            }
        }

        /** The latest snapshot id, or 0 if none. */
        long latestSnapshotId() {
            Long id = table.snapshotManager().latestSnapshotId();
            return id == null ? 0 : id;
        }

        /** The merged rows of the latest snapshot, each as {@code +I}, in no particular order. */
        List<GenericRow> readMergedRows() {
            return readMergedRows(Map.of());
        }

        /** {@link #readMergedRows()} of the table with dynamic options {@code hints} (time travel: scan.snapshot-id ...). */
        List<GenericRow> readMergedRows(Map<String, String> hints) {
            ReadBuilder rb;
            List<Split> splits;
            try {
                rb = (hints.isEmpty() ? table : table.copy(hints)).newReadBuilder();
                splits = rb.newScan().plan().splits();
            } catch (RuntimeException e) {
                throw new OracleException("Paimon failed to plan a read with " + hints + ": " + e, e);
            }
            TableRead read = rb.newRead();
            List<GenericRow> out = new ArrayList<>();
            try (org.apache.paimon.reader.RecordReader<org.apache.paimon.data.InternalRow> reader =
                         read.createReader(splits)) {
                reader.forEachRemaining(r -> out.add(PaimonValues.fromPaimonRow(r, rowType)));
            } catch (IOException e) {
                throw new OracleException("Paimon failed to read: " + e, e);
            } catch (RuntimeException e) {
                throw new OracleException("Paimon failed to read: " + e, e);
            }
            return out;
        }

        /** The merged result as sorted strings, every row printed as {@code +I[...]}. */
        List<String> readMerged() {
            List<String> out = new ArrayList<>();
            for (GenericRow r : readMergedRows()) {
                out.add(ValueFormatter.formatRow(RowKind.INSERT, r, rowType));
            }
            Collections.sort(out);
            return out;
        }

        /**
         * A streaming read from snapshot 1 ({@code scan.mode = from-snapshot}) until caught up with the
         * latest snapshot: one list of changes per non-empty plan, each printed with its row kind.
         */
        List<List<String>> streamChangelog() {
            List<List<String>> out = new ArrayList<>();
            for (List<GenericRow> batch : streamChangelogRows()) {
                List<String> b = new ArrayList<>();
                for (GenericRow r : batch) {
                    b.add(ValueFormatter.formatRow(r, rowType));
                }
                out.add(b);
            }
            return out;
        }

        /** {@link #streamChangelog()} as rows (row kinds set). */
        List<List<GenericRow>> streamChangelogRows() {
            Map<String, String> dyn = new HashMap<>();
            dyn.put("scan.mode", "from-snapshot");
            dyn.put("scan.snapshot-id", "1");
            Table t = table.copy(dyn);
            ReadBuilder rb = t.newReadBuilder();
            StreamTableScan scan = rb.newStreamScan();
            TableRead read = rb.newRead();
            long latest = latestSnapshotId();
            List<List<GenericRow>> out = new ArrayList<>();
            for (int guard = 0; guard < 4 * latest + 10; guard++) {
                List<Split> splits = scan.plan().splits();
                if (!splits.isEmpty()) {
                    List<GenericRow> batch = new ArrayList<>();
                    try (org.apache.paimon.reader.RecordReader<org.apache.paimon.data.InternalRow> reader =
                                 read.createReader(splits)) {
                        reader.forEachRemaining(r -> batch.add(PaimonValues.fromPaimonRow(r, rowType)));
                    } catch (IOException e) {
                        throw new OracleException("Paimon failed to stream-read: " + e, e);
                    }
                    if (!batch.isEmpty()) {
                        out.add(batch);
                    }
                }
                Long next = scan.checkpoint();
                if (next != null && next > latest) {
                    return out;
                }
            }
            throw new IllegalStateException("Paimon streaming read did not catch up with snapshot " + latest);
        }

        /** The snapshot kinds (APPEND, COMPACT, ...) from 1 to latest, for diagnostics. */
        Map<Long, String> snapshotKinds() {
            Map<Long, String> out = new LinkedHashMap<>();
            for (long id = 1; id <= latestSnapshotId(); id++) {
                out.put(id, table.snapshotManager().snapshot(id).commitKind().name());
            }
            return out;
        }

        @Override
        public void close() {
            if (closed) {
                return;
            }
            closed = true;
            try {
                write.close();
                commit.close();
            } catch (Exception e) {
                throw new IllegalStateException("closing Paimon writer failed", e);
            }
        }
    }

    private static final class PartitionBucket {
        final BinaryRow partition;
        final int bucket;

        PartitionBucket(BinaryRow partition, int bucket) {
            this.partition = partition;
            this.bucket = bucket;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof PartitionBucket && ((PartitionBucket) o).partition.equals(partition)
                    && ((PartitionBucket) o).bucket == bucket;
        }

        @Override
        public int hashCode() {
            return Objects.hash(partition, bucket);
        }
    }
}
