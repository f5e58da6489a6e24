package dev.varve.jmh;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.CommitMessage;
import dev.varve.kernel.DataFileInfo;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableCommit;
import dev.varve.kernel.TableWriter;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The W1 table (BENCHMARKS.md §3: PK k, 4 buckets, deduplicate) of one compaction setting, driven
 * through Varve's public API exactly as {@link VarveEngine} drives W1 (one reused
 * {@link GenericRow} of Long, Long, Double, String; {@link TableWriter#prepareCommit} then
 * {@link TableCommit#commit} per checkpoint), with {@code num-sorted-run.compaction-trigger} and
 * {@code compaction.size-ratio} set and everything else (stop trigger = trigger + 3, size
 * amplification 200 %) left at its default. Also reads a given snapshot back (checked), answers
 * point lookups from a fresh writer, and reports the LSM state and history.
 *
 * <p>Not thread-safe: one instance per benchmark thread and table.
 */
final class SweepTable implements AutoCloseable {
    static final String TRIGGER = "num-sorted-run.compaction-trigger";
    static final String SIZE_RATIO = "compaction.size-ratio";
    static final String STOP_TRIGGER = "num-sorted-run.stop-trigger";
    private static final String USER = "sweep";

    final Path warehouse;
    final Table table;
    final int trigger;
    private final Dataset data;
    private final Catalog catalog;
    private TableWriter writer;
    private final TableCommit committer;
    private List<CommitMessage> pending = List.of();
    private final GenericRow row = new GenericRow(4);
    private TableWriter lookupWriter;
    private final GenericRow keyRow = new GenericRow(4);

    SweepTable(Path warehouse, Dataset data, int trigger, int sizeRatio, boolean fsync) {
        if (trigger < 1 || sizeRatio < 0) {
            throw new IllegalArgumentException("compaction trigger must be >= 1 and size ratio >= 0, got trigger "
                    + trigger + ", size ratio " + sizeRatio);
        }
        this.warehouse = warehouse;
        this.data = data;
        this.trigger = trigger;
        this.catalog = Catalog.open(warehouse.toString());
        Map<String, String> options = Workload.W1.options();
        options.put(TRIGGER, Integer.toString(trigger));
        options.put(SIZE_RATIO, Integer.toString(sizeRatio));
        options.put("commit.fsync", Boolean.toString(fsync));
        Identifier id = Identifier.of(TableEngine.DATABASE, Workload.W1.table);
        catalog.createDatabase(TableEngine.DATABASE, true);
        catalog.createTable(id, Workload.W1.schema(options), false);
        this.table = catalog.getTable(id);
        this.writer = table.newWriter(USER);
        this.committer = table.newCommit(USER);
    }

    /** The stop trigger the table ended up with (its default follows the trigger). */
    int stopTrigger() {
        String s = table.options().get(STOP_TRIGGER);
        return s == null ? trigger + 3 : Integer.parseInt(s);
    }

    /** Writes data set row {@code i} (the row object is built here, inside the write time, as in W1). */
    void write(int i) {
        row.setField(0, data.k[i]);
        row.setField(1, data.v1[i]);
        row.setField(2, data.v2[i]);
        row.setField(3, new String(data.v3[i], StandardCharsets.ISO_8859_1));
        writer.write(row);
    }

    /** One checkpoint: prepareCommit (flush, back-pressure) then commit. */
    void checkpoint(long id) {
        pending = writer.prepareCommit(id);
        committer.commit(id, pending);
        pending = List.of();
    }

    long latestSnapshotId() {
        SnapshotInfo s = table.latestSnapshot();
        return s == null ? 0 : s.snapshotId;
    }

    /** Live files of a snapshot (null: the latest). */
    TableEngine.LsmState state(Long snapshotId) {
        TableEngine.LsmState s = new TableEngine.LsmState();
        for (DataFileInfo f : table.files(snapshotId)) {
            s.add(f.bucket, f.level, f.fileSizeInBytes, f.recordCount);
        }
        return s;
    }

    /** How long compaction took to become idle after the write phase. */
    static final class Idle {
        /** The checkpoint id to use next. */
        final long nextCheckpoint;
        /** From the start of the wait to the commit of the last compaction result (0 if none). */
        final long nanos;
        /** This JVM's CPU time over the same span (compaction threads included). */
        final long cpuNanos;
        /** Whether the wait gave up at its timeout (compaction was still busy). */
        final boolean timedOut;

        Idle(long nextCheckpoint, long nanos, long cpuNanos, boolean timedOut) {
            this.nextCheckpoint = nextCheckpoint;
            this.nanos = nanos;
            this.cpuNanos = cpuNanos;
            this.timedOut = timedOut;
        }
    }

    /**
     * Commits compaction results from checkpoint {@code nextId} on until compaction is idle, or
     * {@code timeoutMs} passed. Idle: no result pending and every bucket has fewer runs than the
     * trigger; or, at exactly the trigger (where universal compaction merges only if size
     * amplification or size ratio call for it, so that state can be final), no result for
     * {@code settleMs}. The time (and CPU) reported ends at the last result's commit, so the
     * settle wait is not counted.
     */
    Idle waitCompactionIdle(long nextId, long timeoutMs, long settleMs) {
        long start = System.nanoTime();
        long cpuStart = CpuMeter.processCpuNanos();
        long cpuAtLastChange = cpuStart;
        long deadline = start + timeoutMs * 1_000_000L;
        long lastChange = start;
        long id = nextId;
        while (System.nanoTime() < deadline) {
            pending = writer.prepareCommit(id);
            if (!pending.isEmpty()) {
                committer.commit(id++, pending);
                pending = List.of();
                lastChange = System.nanoTime();
                cpuAtLastChange = CpuMeter.processCpuNanos();
                continue;
            }
            int runs = state(null).maxRunsPerBucket();
            if (runs < trigger || runs == trigger && System.nanoTime() - lastChange >= settleMs * 1_000_000L) {
                return new Idle(id, lastChange - start, cpuAtLastChange - cpuStart, false);
            }
            TableEngine.sleepQuietly(20);
        }
        return new Idle(id, lastChange - start, cpuAtLastChange - cpuStart, true);
    }

    /** A full merged read of snapshot {@code snapshotId}, every row checked; returns the row count. */
    long readAndCheck(long snapshotId, Expected expected) {
        expected.reset();
        try (RecordReader r = table.newBatchScan().withSnapshot(snapshotId).read()) {
            while (r.hasNext()) {
                InternalRow x = r.next();
                long k = x.getLong(0);
                expected.check(k, x.getLong(1), x.getDouble(2), Expected.sameAscii(x.getString(3), expected.v3(k)));
            }
        }
        return expected.finish();
    }

    /** v1 of key {@code k} from a lookup writer opened on first use, or {@link Long#MIN_VALUE}. */
    long lookupV1(long k) {
        if (lookupWriter == null) {
            lookupWriter = table.newWriter(USER + "-lookup");
        }
        keyRow.setField(0, k);
        InternalRow r = lookupWriter.lookup(keyRow);
        return r == null ? Long.MIN_VALUE : r.getLong(1);
    }

    @Override
    public void close() {
        try {
            if (lookupWriter != null) {
                lookupWriter.close();
            }
            if (writer != null) {
                writer.close();
                writer = null;
            }
            committer.close();
        } finally {
            catalog.close();
        }
    }
}
