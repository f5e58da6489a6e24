package dev.varve.jmh;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.CommitMessage;
import dev.varve.kernel.DataFileInfo;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.StreamScan;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableCommit;
import dev.varve.kernel.TableWriter;
import dev.varve.row.BytesView;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Varve through its public API: {@link Catalog#open}, {@link TableWriter#write} of one reused
 * {@link GenericRow} (Long, Long, Double, String), {@link TableWriter#prepareCommit} then
 * {@link TableCommit#commit} per checkpoint (the split a distributed sink uses, as for Paimon),
 * {@code newBatchScan().read()} (v3 read as bytes in place with {@link InternalRow#getBytesView}),
 * {@code newStreamScan().poll()}, and {@link TableWriter#lookup}
 * of a fresh writer on the committed table for point gets. Not thread-safe.
 */
final class VarveEngine extends TableEngine {
    private static final String USER = "bench";

    private final Catalog catalog;
    private final Identifier id;
    private final Table table;
    private final int compactionTrigger;
    private TableWriter writer;
    private final TableCommit committer;
    private List<CommitMessage> pending = List.of();
    private final GenericRow row = new GenericRow(4);
    private TableWriter lookupWriter;
    /** The point gets' key row: the key as a primitive long (a {@code GenericRow} would box it). */
    private final LongKeyRow keyRow = new LongKeyRow(4);
    private final BytesView v3View = new BytesView();

    VarveEngine(Path warehouse, Workload workload, Dataset data, boolean fsync) {
        super(warehouse, workload, data);
        this.catalog = Catalog.open(warehouse.toString());
        this.id = Identifier.of(DATABASE, workload.table);
        Map<String, String> options = workload.options();
        options.put("commit.fsync", Boolean.toString(fsync));
        options.putAll(extraOptions());
        catalog.createDatabase(DATABASE, true);
        catalog.createTable(id, workload.schema(options), false);
        this.table = catalog.getTable(id);
        this.compactionTrigger = Integer.parseInt(
                table.options().getOrDefault("num-sorted-run.compaction-trigger", "5"));
        this.writer = table.newWriter(USER);
        this.committer = table.newCommit(USER);
    }

    /**
     * Table options added to every workload's from the system property {@code varve.bench.tableOptions}
     * ({@code key=value,key=value}; e.g. {@code -Dvarve.bench.tableOptions=compaction.thread-num=1} in
     * {@code -jvmArgsAppend} for an A/B of an option without a benchmark parameter). Empty when unset.
     */
    static Map<String, String> extraOptions() {
        String spec = System.getProperty("varve.bench.tableOptions", "").trim();
        Map<String, String> extra = new java.util.LinkedHashMap<>();
        if (spec.isEmpty()) {
            return extra;
        }
        for (String pair : spec.split(",")) {
            int eq = pair.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("varve.bench.tableOptions: expected key=value, got '" + pair + "'");
            }
            extra.put(pair.substring(0, eq).trim(), pair.substring(eq + 1).trim());
        }
        return extra;
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
        row.setField(3, new String(data.v3[i], StandardCharsets.ISO_8859_1));
    }

    @Override
    void write() {
        writer.write(row);
    }

    @Override
    Object newRow(int i) {
        return GenericRow.of(data.k[i], data.v1[i], data.v2[i], new String(data.v3[i], StandardCharsets.ISO_8859_1));
    }

    @Override
    void writeRow(Object r) {
        writer.write((GenericRow) r);
    }

    @Override
    void recordWaits(Figures f) {
        dev.varve.kernel.table.WriteWaits w = writer == null ? null : dev.varve.kernel.table.WriteWaits.of(writer);
        if (w == null) {
            return;
        }
        // write(): the graduated slowdowns (one call each); checkpoints: the stop-trigger waits; memory stalls
        f.put("wait.slowdown.count", w.slowdowns);
        f.put("wait.slowdown.total_ms", w.slowdownNanos / 1e6);
        f.put("wait.slowdown.max_ms", w.slowdownMaxNanos / 1e6);
        f.put("wait.stop.count", w.stopWaits);
        f.put("wait.stop.total_ms", w.stopWaitNanos / 1e6);
        f.put("wait.stop.max_ms", w.stopWaitMaxNanos / 1e6);
        f.put("wait.memory_stall_ms", w.memoryStallNanos / 1e6);
        // the compactions applied during the phase (not one still running at its end) and their rows: the compaction
        // threads' CPU per written row is the CPU per compacted row times these rows per written row
        f.put("compaction.count", w.compactions);
        f.put("compaction.input_rows", w.compactionInputRows);
        f.put("compaction.output_rows", w.compactionOutputRows);
    }

    @Override
    void prepareCommit(long checkpoint) {
        pending = writer.prepareCommit(checkpoint);
    }

    @Override
    void commit(long checkpoint) {
        committer.commit(checkpoint, pending);
        pending = List.of();
    }

    @Override
    long latestSnapshotId() {
        SnapshotInfo s = table.latestSnapshot();
        return s == null ? 0 : s.snapshotId;
    }

    @Override
    long readAndCheck(Expected expected) {
        expected.reset();
        try (RecordReader r = table.newBatchScan().read()) {
            while (r.hasNext()) {
                InternalRow x = r.next();
                long k = x.getLong(0);
                // the string's UTF-8 bytes in place, compared byte-wise (as the Paimon harness does with its BinaryString)
                BytesView v3 = x.isNullAt(3) ? null : x.getBytesView(3, v3View);
                boolean v3Equal = !workload.primaryKey
                        || v3 != null && expected.v3Equals(k, v3.array(), v3.offset(), v3.length());
                expected.check(k, x.getLong(1), x.getDouble(2), v3Equal);
            }
        }
        return expected.finish();
    }

    @Override
    long[] readChangelog() {
        long[] kinds = new long[4];
        Table from1 = table.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "1"));
        try (StreamScan scan = from1.newStreamScan()) {
            for (List<InternalRow> batch = scan.poll(); batch != null; batch = scan.poll()) {
                for (InternalRow r : batch) {
                    kinds[r.getRowKind().ordinal()]++;
                    r.getLong(1); // every column is read as a consumer would
                    // the string's bytes in place, as Paimon's getString hands out a BinaryString view
                    if (!r.isNullAt(3)) {
                        r.getBytesView(3, v3View);
                    }
                }
            }
        }
        return kinds;
    }

    @Override
    LsmState state() {
        LsmState s = new LsmState();
        for (DataFileInfo f : table.files(null)) {
            s.add(f.bucket, f.level, f.fileSizeInBytes, f.recordCount);
        }
        return s;
    }

    /** The live data files of the latest snapshot (for {@link W1LiveBytes}). */
    java.util.List<DataFileInfo> liveFiles() {
        return table.files(null);
    }

    @Override
    long waitCompactionIdle(long nextId, long timeoutMs) {
        long deadline = System.nanoTime() + timeoutMs * 1_000_000L;
        long checkpoint = nextId;
        int quietPolls = 0;
        while (System.nanoTime() < deadline) {
            prepareCommit(checkpoint); // only non-empty messages: finished compactions
            if (!pending.isEmpty()) {
                commit(checkpoint++);
                quietPolls = 0;
                continue;
            }
            if (!workload.primaryKey) {
                // append tables rest with up to compaction.max.file-num - 1 small files that no
                // window compacts (as in Paimon): idle after 200 ms without a compaction result
                if (++quietPolls >= 10) {
                    break;
                }
                sleepQuietly(20);
                continue;
            }
            int runs = state().maxRunsPerBucket();
            // below the trigger nothing is compacting; at it, a size-ratio compaction may still be
            // running (prepareCommit does not wait for it), so it counts as idle only after 200 ms
            // without a result: universal compaction never compacts a bucket resting there
            if (runs < compactionTrigger || (runs == compactionTrigger && ++quietPolls >= 10)) {
                break;
            }
            sleepQuietly(20);
        }
        return checkpoint;
    }

    @Override
    void closeWriter() {
        if (writer != null) {
            writer.close();
            writer = null;
        }
    }

    @Override
    void openLookup() {
        if (lookupWriter == null) {
            lookupWriter = table.newWriter("bench-lookup");
        }
    }

    @Override
    long lookupV1(long k) {
        keyRow.key = k;
        // the view is read here and dropped: lookupView's reuse contract
        InternalRow r = lookupWriter.lookupView(keyRow);
        return r == null ? Long.MIN_VALUE : r.getLong(1);
    }

    @Override
    public void close() {
        try {
            if (lookupWriter != null) {
                lookupWriter.close();
            }
            closeWriter();
            committer.close();
        } finally {
            catalog.close();
        }
    }

    /** A full-width key row whose field 0 is a primitive long (the lookup reads it with {@code getLong}). */
    static final class LongKeyRow implements InternalRow {
        private final int arity;
        long key;

        LongKeyRow(int arity) {
            this.arity = arity;
        }

        @Override public int getArity() { return arity; }
        @Override public dev.varve.row.RowKind getRowKind() { return dev.varve.row.RowKind.INSERT; }
        @Override public void setRowKind(dev.varve.row.RowKind kind) { throw new UnsupportedOperationException(); }
        @Override public boolean isNullAt(int pos) { return pos != 0; }
        @Override public Object getField(int pos) { return pos == 0 ? (Object) key : null; }
        @Override public long getLong(int pos) {
            if (pos != 0) {
                throw new IllegalArgumentException("field " + pos + " of a key row is null");
            }
            return key;
        }
    }
}
