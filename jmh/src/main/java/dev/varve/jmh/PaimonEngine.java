package dev.varve.jmh;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.CatalogContext;
import org.apache.paimon.catalog.CatalogFactory;
import org.apache.paimon.catalog.Identifier;
import org.apache.paimon.data.BinaryRow;
import org.apache.paimon.data.BinaryString;
import org.apache.paimon.data.GenericRow;
import org.apache.paimon.data.InternalRow;
import org.apache.paimon.disk.IOManager;
import org.apache.paimon.io.DataFileMeta;
import org.apache.paimon.reader.RecordReader;
import org.apache.paimon.schema.Schema;
import org.apache.paimon.table.FileStoreTable;
import org.apache.paimon.table.query.LocalTableQuery;
import org.apache.paimon.table.sink.CommitMessage;
import org.apache.paimon.table.sink.CommitMessageImpl;
import org.apache.paimon.table.sink.RowKeyExtractor;
import org.apache.paimon.table.sink.StreamTableCommit;
import org.apache.paimon.table.sink.StreamTableWrite;
import org.apache.paimon.table.sink.StreamWriteBuilder;
import org.apache.paimon.table.source.DataSplit;
import org.apache.paimon.table.source.ReadBuilder;
import org.apache.paimon.table.source.Split;
import org.apache.paimon.table.source.StreamTableScan;
import org.apache.paimon.table.source.TableRead;
import org.apache.paimon.types.DataTypes;

/**
 * Apache Paimon 1.4.2 through its Java API with its defaults (no fsync), driven as Flink's sink
 * does: one {@link StreamTableWrite} ({@code write(row)} of one reused {@link GenericRow} of Long,
 * Long, Double and a {@link BinaryString} over the shared bytes), then per checkpoint
 * {@code prepareCommit(waitCompaction, id)} and {@link StreamTableCommit#commit}. Point gets go
 * through {@link LocalTableQuery} with the latest snapshot's files registered per bucket.
 * Not thread-safe.
 */
final class PaimonEngine extends TableEngine {
    private static final String USER = "bench";

    private final Catalog catalog;
    private final FileStoreTable table;
    private final IOManager ioManager;
    private final int compactionTrigger;
    private StreamTableWrite write;
    private final StreamTableCommit commit;
    private List<CommitMessage> pending = List.of();
    private final GenericRow row = new GenericRow(4);
    private LocalTableQuery query;
    private RowKeyExtractor keyExtractor;
    private final GenericRow keyRow = new GenericRow(4);

    PaimonEngine(Path warehouse, Workload workload, Dataset data) {
        super(warehouse, workload, data);
        try {
            Files.createDirectories(warehouse.resolve("paimon-io"));
            this.catalog = CatalogFactory.createCatalog(CatalogContext.create(
                    new org.apache.paimon.fs.Path(warehouse.toUri().toString())));
            catalog.createDatabase(DATABASE, true);
            Schema.Builder b = Schema.newBuilder()
                    .column("k", workload.primaryKey ? DataTypes.BIGINT().notNull() : DataTypes.BIGINT())
                    .column("v1", DataTypes.BIGINT())
                    .column("v2", DataTypes.DOUBLE())
                    .column("v3", DataTypes.STRING())
                    .options(workload.options());
            if (workload.primaryKey) {
                b.primaryKey("k");
            }
            Identifier id = Identifier.create(DATABASE, workload.table);
            catalog.createTable(id, b.build(), false);
            this.table = (FileStoreTable) catalog.getTable(id);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (Catalog.DatabaseAlreadyExistException | Catalog.TableAlreadyExistException
                 | Catalog.DatabaseNotExistException | Catalog.TableNotExistException e) {
            throw new IllegalStateException("Paimon refused the benchmark table: " + e, e);
        }
        this.ioManager = IOManager.create(warehouse.resolve("paimon-io").toString());
        this.compactionTrigger = Integer.parseInt(
                table.options().getOrDefault("num-sorted-run.compaction-trigger", "5"));
        StreamWriteBuilder wb = table.newStreamWriteBuilder().withCommitUser(USER);
        this.write = wb.newWrite();
        write.withIOManager(ioManager);
        this.commit = wb.newCommit();
    }

    @Override
    Path tableDir() {
        return warehouse.resolve(DATABASE + ".db").resolve(workload.table);
    }

    @Override
    void setRow(int i) {
        row.setField(0, data.k[i]);
        row.setField(1, data.v1[i]);
        row.setField(2, data.v2[i]);
        row.setField(3, BinaryString.fromBytes(data.v3[i]));
    }

    @Override
    void write() {
        try {
            write.write(row);
        } catch (Exception e) {
            throw new IllegalStateException("Paimon write failed: " + e, e);
        }
    }

    @Override
    Object newRow(int i) {
        return GenericRow.of(data.k[i], data.v1[i], data.v2[i], BinaryString.fromBytes(data.v3[i]));
    }

    @Override
    void writeRow(Object r) {
        try {
            write.write((GenericRow) r);
        } catch (Exception e) {
            throw new IllegalStateException("Paimon write failed: " + e, e);
        }
    }

    @Override
    void prepareCommit(long checkpoint) {
        try {
            pending = write.prepareCommit(workload.waitCompaction(), checkpoint);
        } catch (Exception e) {
            throw new IllegalStateException("Paimon prepareCommit failed: " + e, e);
        }
    }

    @Override
    void commit(long checkpoint) {
        commit.commit(checkpoint, pending);
        pending = List.of();
    }

    @Override
    long latestSnapshotId() {
        Long id = table.snapshotManager().latestSnapshotId();
        return id == null ? 0 : id;
    }

    @Override
    long readAndCheck(Expected expected) {
        expected.reset();
        ReadBuilder rb = table.newReadBuilder();
        List<Split> splits = rb.newScan().plan().splits();
        try (RecordReader<InternalRow> reader = rb.newRead().createReader(splits)) {
            RecordReader.RecordIterator<InternalRow> batch;
            while ((batch = reader.readBatch()) != null) {
                InternalRow x;
                while ((x = batch.next()) != null) {
                    long k = x.getLong(0);
                    BinaryString v3 = x.getString(3);
                    boolean v3Equal = !workload.primaryKey || sameV3(v3, k, expected);
                    expected.check(k, x.getLong(1), x.getDouble(2), v3Equal);
                }
                batch.releaseBatch();
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Paimon read failed: " + e, e);
        }
        return expected.finish();
    }

    /**
     * Whether a string holds exactly the expected v3 of {@code key}: compared in place on its heap
     * segment with {@link Expected#v3Equals}, the check the Varve harness uses; a string spread over
     * several segments or off heap byte by byte against {@link Expected#v3}.
     */
    private static boolean sameV3(BinaryString s, long key, Expected expected) {
        if (s == null) {
            return false;
        }
        org.apache.paimon.memory.MemorySegment[] segs = s.getSegments();
        int length = s.getSizeInBytes();
        if (segs.length == 1 && !segs[0].isOffHeap() && s.getOffset() + length <= segs[0].size()) {
            return expected.v3Equals(key, segs[0].getArray(), s.getOffset(), length);
        }
        byte[] want = expected.v3(key);
        if (want == null || length != want.length) {
            return false;
        }
        for (int i = 0; i < want.length; i++) {
            if (s.byteAt(i) != want[i]) {
                return false;
            }
        }
        return true;
    }

    @Override
    long[] readChangelog() {
        Map<String, String> dyn = new HashMap<>();
        dyn.put("scan.mode", "from-snapshot");
        dyn.put("scan.snapshot-id", "1");
        ReadBuilder rb = table.copy(dyn).newReadBuilder();
        StreamTableScan scan = rb.newStreamScan();
        TableRead read = rb.newRead();
        long latest = latestSnapshotId();
        long[] kinds = new long[4];
        for (int guard = 0; guard < 4 * latest + 10; guard++) {
            List<Split> splits = scan.plan().splits();
            if (!splits.isEmpty()) {
                try (RecordReader<InternalRow> reader = read.createReader(splits)) {
                    RecordReader.RecordIterator<InternalRow> batch;
                    while ((batch = reader.readBatch()) != null) {
                        InternalRow x;
                        while ((x = batch.next()) != null) {
                            kinds[x.getRowKind().ordinal()]++;
                            x.getLong(1);
                            x.getString(3);
                        }
                        batch.releaseBatch();
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException("Paimon stream read failed: " + e, e);
                }
            }
            Long next = scan.checkpoint();
            if (next != null && next > latest) {
                return kinds;
            }
        }
        throw new IllegalStateException("Paimon streaming read did not pass snapshot " + latest);
    }

    /** The latest snapshot's data files per (partition, bucket). */
    private Map<BinaryRow, Map<Integer, List<DataFileMeta>>> liveFiles() {
        Map<BinaryRow, Map<Integer, List<DataFileMeta>>> out = new LinkedHashMap<>();
        for (DataSplit s : table.newSnapshotReader().read().dataSplits()) {
            out.computeIfAbsent(s.partition(), p -> new LinkedHashMap<>())
                    .computeIfAbsent(s.bucket(), b -> new ArrayList<>()).addAll(s.dataFiles());
        }
        return out;
    }

    @Override
    LsmState state() {
        LsmState s = new LsmState();
        for (Map<Integer, List<DataFileMeta>> buckets : liveFiles().values()) {
            for (Map.Entry<Integer, List<DataFileMeta>> b : buckets.entrySet()) {
                for (DataFileMeta f : b.getValue()) {
                    s.add(b.getKey(), f.level(), f.fileSize(), f.rowCount());
                }
            }
        }
        return s;
    }

    @Override
    long waitCompactionIdle(long nextId, long timeoutMs) {
        long deadline = System.nanoTime() + timeoutMs * 1_000_000L;
        long checkpoint = nextId;
        while (System.nanoTime() < deadline) {
            try {
                pending = write.prepareCommit(true, checkpoint); // waits for the running compaction
            } catch (Exception e) {
                throw new IllegalStateException("Paimon prepareCommit failed: " + e, e);
            }
            boolean work = false;
            for (CommitMessage m : pending) {
                work |= !((CommitMessageImpl) m).isEmpty();
            }
            if (work) {
                commit(checkpoint++);
            } else if (!workload.primaryKey || state().maxRunsPerBucket() <= compactionTrigger) {
                // an unaware-bucket append table is compacted by a separate job in Paimon, never by
                // its writer: nothing more will happen here
                break;
            } else {
                sleepQuietly(20);
            }
        }
        return checkpoint;
    }

    @Override
    void closeWriter() {
        if (write != null) {
            try {
                write.close();
            } catch (Exception e) {
                throw new IllegalStateException("Paimon writer close failed: " + e, e);
            }
            write = null;
        }
    }

    @Override
    void openLookup() {
        if (query != null) {
            return;
        }
        query = table.newLocalTableQuery().withIOManager(ioManager);
        for (Map.Entry<BinaryRow, Map<Integer, List<DataFileMeta>>> p : liveFiles().entrySet()) {
            for (Map.Entry<Integer, List<DataFileMeta>> b : p.getValue().entrySet()) {
                query.refreshFiles(p.getKey(), b.getKey(), List.of(), b.getValue());
            }
        }
        keyExtractor = table.createRowKeyExtractor();
    }

    @Override
    long lookupV1(long k) {
        keyRow.setField(0, k);
        keyExtractor.setRecord(keyRow);
        try {
            InternalRow r = query.lookup(keyExtractor.partition(), keyExtractor.bucket(), keyExtractor.trimmedPrimaryKey());
            return r == null ? Long.MIN_VALUE : r.getLong(1);
        } catch (IOException e) {
            throw new UncheckedIOException("Paimon lookup failed: " + e, e);
        }
    }

    @Override
    public void close() {
        try {
            if (query != null) {
                query.close();
            }
            closeWriter();
            commit.close();
            ioManager.close();
            catalog.close();
        } catch (Exception e) {
            throw new IllegalStateException("closing Paimon failed: " + e, e);
        }
    }
}
