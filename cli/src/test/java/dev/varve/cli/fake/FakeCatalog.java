package dev.varve.cli.fake;

import dev.varve.kernel.BatchScan;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.CommitMessage;
import dev.varve.kernel.ConsumerInfo;
import dev.varve.kernel.DataFileInfo;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.Schema;
import dev.varve.kernel.SchemaChange;
import dev.varve.kernel.SchemaInfo;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.StreamScan;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableCommit;
import dev.varve.kernel.TableWriter;
import dev.varve.kernel.VarveException;
import dev.varve.row.DataField;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A small in-memory stand-in for the kernel, enough to test the SQL layer on its own: tables keep
 * their committed records per snapshot; a PK table's batch read keeps the last record per key
 * (deduplicate), dropping keys whose last record retracts; streaming reads return the written
 * records (an 'input' changelog), starting with the latest snapshot in full as +I unless
 * {@code scan.mode = from-snapshot} or a consumer's progress says otherwise. Not thread-safe.
 */
public final class FakeCatalog implements Catalog {
    private final String warehouse;
    private final Map<String, Map<String, FakeTable>> dbs = new TreeMap<>();

    public FakeCatalog(String warehouse) {
        this.warehouse = warehouse;
    }

    @Override public String warehouse() { return warehouse; }
    @Override public List<String> listDatabases() { return new ArrayList<>(dbs.keySet()); }
    @Override public boolean databaseExists(String database) { return dbs.containsKey(database.toLowerCase()); }

    @Override
    public void createDatabase(String database, boolean ignoreIfExists) {
        if (databaseExists(database) && !ignoreIfExists) {
            throw new VarveException.AlreadyExists("database " + database + " exists");
        }
        dbs.putIfAbsent(database.toLowerCase(), new TreeMap<>());
    }

    @Override
    public void dropDatabase(String database, boolean ignoreIfNotExists, boolean cascade) {
        dbs.remove(database.toLowerCase());
    }

    @Override
    public List<String> listTables(String database) {
        return new ArrayList<>(dbs.getOrDefault(database.toLowerCase(), Map.of()).keySet());
    }

    @Override
    public boolean tableExists(Identifier id) {
        return dbs.containsKey(id.database()) && dbs.get(id.database()).containsKey(id.table());
    }

    @Override
    public List<String> createTable(Identifier id, Schema schema, boolean ignoreIfExists) {
        for (String k : schema.options().keySet()) {
            if (k.equals("merge_engine")) {
                throw new VarveException.InvalidSchema("unknown option 'merge_engine' (did you mean 'merge-engine'?)");
            }
        }
        if (!databaseExists(id.database())) {
            throw new VarveException.NotFound("database " + id.database() + " does not exist");
        }
        dbs.get(id.database()).put(id.table(), new FakeTable(id, schema));
        return schema.options().containsKey("file.format") ? List.of("option 'file.format' is ignored") : List.of();
    }

    @Override
    public void dropTable(Identifier id, boolean ignoreIfNotExists) {
        dbs.get(id.database()).remove(id.table());
    }

    @Override
    public List<String> alterTable(Identifier id, List<SchemaChange> changes, boolean ignoreIfNotExists) {
        FakeTable t = (FakeTable) getTable(id);
        Map<String, String> opts = new LinkedHashMap<>(t.state.options);
        List<DataField> fields = new ArrayList<>(t.state.rowType.fields());
        for (SchemaChange c : changes) {
            if (c instanceof SchemaChange.SetOption) {
                opts.put(((SchemaChange.SetOption) c).key, ((SchemaChange.SetOption) c).value);
            } else if (c instanceof SchemaChange.RemoveOption) {
                opts.remove(((SchemaChange.RemoveOption) c).key);
            } else {
                SchemaChange.AddColumn a = (SchemaChange.AddColumn) c;
                fields.add(new DataField(fields.size(), a.name, a.type, a.comment));
            }
        }
        t.state.options = opts;
        t.state.rowType = new RowType(fields);
        t.state.schemaId++;
        t.state.schemas.add(new SchemaInfo(t.state.schemaId, t.state.rowType, t.state.partitionKeys, t.state.primaryKeys,
                opts, t.state.comment, 0));
        return List.of();
    }

    @Override
    public Table getTable(Identifier id) {
        if (!tableExists(id)) {
            throw new VarveException.NotFound("table " + id + " does not exist");
        }
        return dbs.get(id.database()).get(id.table());
    }

    @Override
    public void close() {
    }

    /** Shared state of one table. */
    static final class State {
        final Identifier id;
        RowType rowType;
        final List<String> primaryKeys;
        final List<String> partitionKeys;
        Map<String, String> options;
        final String comment;
        long schemaId;
        final List<SchemaInfo> schemas = new ArrayList<>();
        final List<List<GenericRow>> deltas = new ArrayList<>();
        final List<SnapshotInfo> snapshots = new ArrayList<>();
        final Map<String, Long> consumers = new TreeMap<>();

        State(Identifier id, Schema s) {
            this.id = id;
            this.rowType = s.rowType();
            this.primaryKeys = s.primaryKeys();
            this.partitionKeys = s.partitionKeys();
            this.options = new LinkedHashMap<>(s.options());
            this.comment = s.comment();
            schemas.add(new SchemaInfo(0, rowType, partitionKeys, primaryKeys, options, comment, 0));
        }

        List<GenericRow> merged(long upTo) {
            if (primaryKeys.isEmpty()) {
                List<GenericRow> out = new ArrayList<>();
                for (int i = 0; i < upTo; i++) {
                    for (GenericRow r : deltas.get(i)) {
                        out.add(GenericRow.ofKind(RowKind.INSERT, r.values().clone()));
                    }
                }
                return out;
            }
            int[] keys = primaryKeys.stream().mapToInt(rowType::indexOf).toArray();
            Map<List<Object>, GenericRow> byKey = new LinkedHashMap<>();
            for (int i = 0; i < upTo; i++) {
                for (GenericRow r : deltas.get(i)) {
                    List<Object> k = new ArrayList<>();
                    for (int p : keys) {
                        k.add(r.getField(p));
                    }
                    if (r.getRowKind().isAdd()) {
                        byKey.put(k, GenericRow.ofKind(RowKind.INSERT, r.values().clone()));
                    } else {
                        byKey.remove(k);
                    }
                }
            }
            return new ArrayList<>(byKey.values());
        }
    }

    static final class FakeTable implements Table {
        final State state;
        final Map<String, String> dynamic;

        FakeTable(Identifier id, Schema s) {
            this(new State(id, s), Map.of());
        }

        FakeTable(State state, Map<String, String> dynamic) {
            this.state = state;
            this.dynamic = dynamic;
        }

        @Override public Identifier identifier() { return state.id; }
        @Override public long schemaId() { return state.schemaId; }
        @Override public RowType rowType() { return state.rowType; }
        @Override public List<String> primaryKeys() { return state.primaryKeys; }
        @Override public List<String> partitionKeys() { return state.partitionKeys; }
        @Override public Map<String, String> options() { return state.options; }
        @Override public String comment() { return state.comment; }

        @Override
        public Table copy(Map<String, String> dynamicOptions) {
            for (String k : dynamicOptions.keySet()) {
                if (k.equals("scan.snapshotid")) {
                    throw new VarveException.InvalidSchema("unknown option 'scan.snapshotid' (did you mean 'scan.snapshot-id'?)");
                }
            }
            Map<String, String> d = new LinkedHashMap<>(dynamic);
            d.putAll(dynamicOptions);
            return new FakeTable(state, d);
        }

        @Override
        public TableWriter newWriter(String commitUser) {
            return new FakeWriter(this, commitUser);
        }

        @Override
        public TableCommit newCommit(String commitUser) {
            throw new UnsupportedOperationException();
        }

        @Override
        public BatchScan newBatchScan() {
            long snap = dynamic.containsKey("scan.snapshot-id") ? Long.parseLong(dynamic.get("scan.snapshot-id"))
                    : state.deltas.size();
            List<GenericRow> rows = state.merged(snap);
            return new BatchScan() {
                @Override public BatchScan withProjection(int[] columns) { throw new UnsupportedOperationException(); }
                @Override public BatchScan withPartitionFilter(Map<String, String> partition) { return this; }
                @Override public BatchScan withSnapshot(long id) { throw new UnsupportedOperationException(); }
                @Override public RecordReader read() { return reader(rows); }
                @Override public RecordReader readWithRowKinds() { return reader(rows); }
                @Override public SnapshotInfo snapshot() { return snap == 0 ? null : state.snapshots.get((int) snap - 1); }
            };
        }

        @Override
        public StreamScan newStreamScan() {
            String consumer = dynamic.get("consumer-id");
            long start;
            boolean full;
            if (consumer != null && state.consumers.containsKey(consumer)) {
                start = state.consumers.get(consumer);
                full = false;
            } else if ("from-snapshot".equals(dynamic.get("scan.mode"))) {
                start = Long.parseLong(dynamic.get("scan.snapshot-id"));
                full = false;
            } else {
                start = state.deltas.size();
                full = start > 0;
            }
            return new StreamScan() {
                long next = start;
                boolean initial = full;

                @Override
                public List<InternalRow> poll() {
                    if (initial) {
                        initial = false;
                        next = start + 1;
                        return new ArrayList<>(state.merged(start));
                    }
                    if (next > state.deltas.size()) {
                        return null;
                    }
                    List<InternalRow> out = new ArrayList<>(state.deltas.get((int) next - 1));
                    next++;
                    return out;
                }

                @Override public long nextSnapshotId() { return next; }
                @Override public void restore(long nextSnapshotId) { next = nextSnapshotId; }

                @Override
                public void notifyCheckpointComplete() {
                    if (consumer != null) {
                        state.consumers.put(consumer, next);
                    }
                }

                @Override public void close() { }
            };
        }

        @Override public List<SnapshotInfo> snapshots() { return state.snapshots; }

        @Override
        public SnapshotInfo latestSnapshot() {
            return state.snapshots.isEmpty() ? null : state.snapshots.get(state.snapshots.size() - 1);
        }

        @Override public List<SchemaInfo> schemas() { return state.schemas; }

        @Override
        public List<DataFileInfo> files(Long snapshotId) {
            List<DataFileInfo> out = new ArrayList<>();
            for (int i = 0; i < state.deltas.size(); i++) {
                out.add(new DataFileInfo("", 0, "bucket-0/data-" + i + ".vrf", "vrf", 0, 0, state.deltas.get(i).size(),
                        100, 0, 0, 0));
            }
            return out;
        }

        @Override
        public List<ConsumerInfo> consumers() {
            List<ConsumerInfo> out = new ArrayList<>();
            state.consumers.forEach((k, v) -> out.add(new ConsumerInfo(k, v)));
            return out;
        }

        @Override public long compact(Map<String, String> partitionFilter) { return -1; }
        @Override public List<Map<String, String>> partitions() { return List.of(); }
        @Override public long truncate() { throw new UnsupportedOperationException("truncate"); }
        @Override public long truncatePartitions(List<Map<String, String>> partitions) { throw new UnsupportedOperationException("truncatePartitions"); }
        @Override public int expireSnapshots() { return 0; }
        @Override public int expireSnapshots(int retainMax) { return Math.max(0, state.snapshots.size() - retainMax); }
        @Override public int expireSnapshots(Integer retainMax, Integer retainMin, Long olderThanMillis, Integer maxDeletes) {
            return retainMax == null ? expireSnapshots() : expireSnapshots(retainMax);
        }
        @Override public int expireChangelogs(Integer retainMax, Integer retainMin, Long olderThanMillis, Integer maxDeletes) { return 0; }
        @Override public int expireAllChangelogs() { return 0; }
        @Override public long compactManifests() { throw new UnsupportedOperationException("compactManifests"); }
        @Override public int rollbackTo(long snapshotId) { throw new UnsupportedOperationException("rollbackTo"); }
        @Override public long rollbackToTimestamp(long timeMillis) { throw new UnsupportedOperationException("rollbackToTimestamp"); }
        @Override public void resetConsumer(String consumerId, Long nextSnapshotId) { throw new UnsupportedOperationException("resetConsumer"); }
        @Override public int clearConsumers(String including, String excluding) { throw new UnsupportedOperationException("clearConsumers"); }
    }

    static RecordReader reader(List<GenericRow> rows) {
        Iterator<GenericRow> it = rows.iterator();
        return new RecordReader() {
            @Override public boolean hasNext() { return it.hasNext(); }
            @Override public InternalRow next() { return it.next(); }
            @Override public void close() { }
        };
    }

    static final class FakeWriter implements TableWriter {
        private final FakeTable table;
        private final String user;
        private final List<GenericRow> buffer = new ArrayList<>();
        private Map<String, String> overwrite;

        FakeWriter(FakeTable table, String user) {
            this.table = table;
            this.user = user;
        }

        @Override
        public void write(InternalRow row) {
            if (table.state.primaryKeys.isEmpty() && row.getRowKind() != RowKind.INSERT) {
                throw new VarveException.InvalidRecord("append table " + table.state.id + " accepts only +I");
            }
            for (int i = 0; i < row.getArity(); i++) {
                if (row.getField(i) == null && !table.state.rowType.type(i).isNullable()) {
                    throw new VarveException.InvalidRecord("column " + table.state.rowType.field(i).name() + " is NOT NULL");
                }
            }
            buffer.add(GenericRow.copyOf(row));
        }

        @Override
        public TableWriter withOverwrite(Map<String, String> staticPartition) {
            overwrite = staticPartition;
            return this;
        }

        @Override public InternalRow lookup(InternalRow keyRow) { return null; }
        @Override public List<CommitMessage> prepareCommit(long identifier) { throw new UnsupportedOperationException(); }

        @Override
        public long commit(long identifier) {
            State s = table.state;
            if (buffer.isEmpty() && overwrite == null) {
                return -1;
            }
            List<GenericRow> delta = new ArrayList<>();
            if (overwrite != null) {
                for (GenericRow old : s.merged(s.deltas.size())) {
                    boolean inPartition = true;
                    for (Map.Entry<String, String> e : overwrite.entrySet()) {
                        Object v = old.getField(s.rowType.indexOf(e.getKey()));
                        inPartition &= String.valueOf(v).equals(e.getValue());
                    }
                    if (inPartition) {
                        if (s.primaryKeys.isEmpty()) {
                            throw new UnsupportedOperationException("fake: overwrite of append tables");
                        }
                        delta.add(GenericRow.ofKind(RowKind.DELETE, old.values().clone()));
                    }
                }
            }
            delta.addAll(buffer);
            s.deltas.add(delta);
            long id = s.deltas.size();
            s.snapshots.add(new SnapshotInfo(id, s.schemaId, user, identifier, overwrite != null ? "OVERWRITE" : "APPEND",
                    1_700_000_000_000L, s.merged(s.deltas.size()).size(), buffer.size(), 0));
            buffer.clear();
            return id;
        }

        @Override public void abort() { buffer.clear(); }
        @Override public void close() { }
    }
}
