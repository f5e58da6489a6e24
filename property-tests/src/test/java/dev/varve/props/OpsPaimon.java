package dev.varve.props;

import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import dev.varve.row.ValueFormatter;

import org.apache.paimon.append.AppendCompactCoordinator;
import org.apache.paimon.append.AppendCompactTask;
import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.Identifier;
import org.apache.paimon.data.BinaryRow;
import org.apache.paimon.disk.IOManager;
import org.apache.paimon.fs.Path;
import org.apache.paimon.operation.BaseAppendFileStoreWrite;
import org.apache.paimon.schema.Schema;
import org.apache.paimon.schema.SchemaChange;
import org.apache.paimon.table.FileStoreTable;
import org.apache.paimon.table.Table;
import org.apache.paimon.table.sink.BatchTableCommit;
import org.apache.paimon.table.sink.BatchTableWrite;
import org.apache.paimon.table.sink.BatchWriteBuilder;
import org.apache.paimon.table.sink.CommitMessage;
import org.apache.paimon.table.sink.TableWriteImpl;
import org.apache.paimon.table.source.DataSplit;
import org.apache.paimon.table.source.ReadBuilder;
import org.apache.paimon.table.source.Split;
import org.apache.paimon.types.DataTypeRoot;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Applies {@link OpsCase} operations to Apache Paimon 1.4.2 through its Java API the way Flink's batch
 * jobs do (one fresh {@link BatchTableWrite} per statement, committed with
 * {@link BatchWriteBuilder#COMMIT_IDENTIFIER}; INSERT OVERWRITE through {@code withOverwrite}, whose
 * dynamic-partition default Paimon's commit applies; ALTER TABLE as one catalog schema change;
 * {@code sys.compact} as a full compaction of every partition and bucket for primary-key and
 * fixed-bucket tables, and the append compaction coordinator's batch plan for unaware-bucket append
 * tables), and reads system tables back as printed rows. Not thread-safe; close it.
 */
final class OpsPaimon implements AutoCloseable {
    static final String DATABASE = "default";

    private final Catalog catalog;
    private final IOManager ioManager;
    private final Identifier id = Identifier.create(DATABASE, "t");

    OpsPaimon(java.nio.file.Path root) {
        this.catalog = PaimonWarehouse.catalog(root, DATABASE);
        this.ioManager = PaimonWarehouse.ioManager(root);
    }

    static org.apache.paimon.types.DataType type(String sqlType) {
        switch (sqlType) {
            case "INT": return org.apache.paimon.types.DataTypes.INT();
            case "BIGINT": return org.apache.paimon.types.DataTypes.BIGINT();
            case "STRING": return org.apache.paimon.types.DataTypes.STRING();
            default: throw new IllegalArgumentException(sqlType);
        }
    }

    void create(OpsCase c) throws Exception {
        Schema.Builder b = Schema.newBuilder();
        for (OpsCase.Column col : c.initialColumns) {
            b.column(col.name, type(col.type));
        }
        if (c.primaryKey) {
            b.primaryKey(c.primaryKeys());
        }
        if (c.partitioned) {
            b.partitionKeys(c.partitionKeys());
        }
        b.options(c.options);
        b.comment(""); // Flink's catalog hands Paimon its default table comment, the empty string
        catalog.createTable(id, b.build(), false);
    }

    FileStoreTable table() throws Catalog.TableNotExistException {
        return (FileStoreTable) catalog.getTable(id);
    }

    /** Runs one operation; {@code columns} are the table's columns when it runs. */
    void apply(OpsCase.Op op, List<OpsCase.Column> columns) throws Exception {
        switch (op.kind) {
            case INSERT:
                write(op.rows, columns, null);
                break;
            case OVERWRITE:
                write(op.rows, columns, Map.of());
                break;
            case OVERWRITE_PARTITION:
                write(op.rows, columns, Map.of("dt", op.partition));
                break;
            case ADD_COLUMN:
                catalog.alterTable(id, List.of(SchemaChange.addColumn(op.column.name, type(op.column.type))), false);
                break;
            case SET:
                catalog.alterTable(id, List.of(SchemaChange.setOption(op.key, op.value)), false);
                break;
            case RESET:
                catalog.alterTable(id, List.of(SchemaChange.removeOption(op.key)), false);
                break;
            case COMPACT:
                compact();
                break;
            default:
                throw new IllegalStateException(op.kind.toString());
        }
    }

    private void write(List<List<String>> rows, List<OpsCase.Column> columns, Map<String, String> overwrite) throws Exception {
        FileStoreTable t = table();
        BatchWriteBuilder wb = t.newBatchWriteBuilder();
        if (overwrite != null) {
            wb = wb.withOverwrite(overwrite);
        }
        boolean dynamicBucket = !t.primaryKeys().isEmpty() && t.coreOptions().bucket() == -1;
        BatchTableWrite w = wb.newWrite();
        BatchTableCommit commit = wb.newCommit();
        try {
            if (overwrite != null) {
                // Flink commits an overwrite even when the query yields no rows (the documented way to
                // purge a partition); the Java API's batch commit would skip it as empty
                ((org.apache.paimon.table.sink.InnerTableCommit) commit).ignoreEmptyCommit(false);
            }
            w.withIOManager(ioManager);
            for (List<String> r : rows) {
                org.apache.paimon.data.GenericRow row = new org.apache.paimon.data.GenericRow(columns.size());
                for (int i = 0; i < columns.size(); i++) {
                    row.setField(i, literal(r.get(i), columns.get(i).type));
                }
                if (dynamicBucket) {
                    // Flink's hash assigner puts every key of a small table into bucket 0
                    w.write(row, 0);
                } else {
                    w.write(row);
                }
            }
            commitAsFlink(commit, w.prepareCommit());
        } finally {
            closeAll(w, commit);
        }
    }

    /**
     * Commits as Flink's committer does: with Flink's "no watermark yet", {@code Long.MIN_VALUE}, which
     * Paimon records as the snapshot's watermark (the Java API's batch commit records null).
     */
    private static void commitAsFlink(BatchTableCommit commit, List<org.apache.paimon.table.sink.CommitMessage> messages) {
        ((org.apache.paimon.table.sink.TableCommitImpl) commit).commit(new org.apache.paimon.manifest.ManifestCommittable(
                BatchWriteBuilder.COMMIT_IDENTIFIER, Long.MIN_VALUE, messages));
    }

    /** Closes Paimon's writers and committers (whose close() may throw any Exception). */
    private static void closeAll(AutoCloseable... resources) throws Exception {
        Exception first = null;
        for (AutoCloseable r : resources) {
            try {
                r.close();
            } catch (Exception e) {
                if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }

    private static Object literal(String sql, String type) {
        if (sql.equals("NULL")) {
            return null;
        }
        if (sql.startsWith("'")) {
            return org.apache.paimon.data.BinaryString.fromString(sql.substring(1, sql.length() - 1));
        }
        return type.equals("BIGINT") ? (Object) Long.parseLong(sql) : (Object) Integer.parseInt(sql);
    }

    private void compact() throws Exception {
        FileStoreTable t = table();
        BatchWriteBuilder wb = t.newBatchWriteBuilder();
        List<CommitMessage> messages = new ArrayList<>();
        if (t.primaryKeys().isEmpty() && t.coreOptions().bucket() == -1) {
            AppendCompactCoordinator coordinator = new AppendCompactCoordinator(t, false);
            List<AppendCompactTask> tasks = new ArrayList<>();
            // Flink's batch compaction source plans until the coordinator's scan ends
            try {
                List<AppendCompactTask> batch;
                do {
                    batch = coordinator.run();
                    tasks.addAll(batch);
                } while (!batch.isEmpty());
            } catch (org.apache.paimon.table.source.EndOfScanException end) {
                // every file was planned
            }
            BatchTableWrite w = wb.newWrite();
            try {
                BaseAppendFileStoreWrite store = (BaseAppendFileStoreWrite) ((TableWriteImpl<?>) w).getWrite();
                for (AppendCompactTask task : tasks) {
                    messages.add(task.doCompact(t, store));
                }
            } finally {
                closeAll(w);
            }
        } else {
            Set<List<Object>> buckets = new LinkedHashSet<>();
            Map<List<Object>, BinaryRow> partitions = new LinkedHashMap<>();
            for (Split s : t.newReadBuilder().newScan().plan().splits()) {
                DataSplit d = (DataSplit) s;
                List<Object> key = List.of(d.partition(), d.bucket());
                buckets.add(key);
                partitions.put(key, d.partition());
            }
            BatchTableWrite w = wb.newWrite();
            try {
                w.withIOManager(ioManager);
                for (List<Object> b : buckets) {
                    ((TableWriteImpl<?>) w).compact(partitions.get(b), (Integer) b.get(1), true);
                }
                messages.addAll(w.prepareCommit());
            } finally {
                closeAll(w);
            }
        }
        BatchTableCommit commit = wb.newCommit();
        try {
            commitAsFlink(commit, messages);
        } finally {
            closeAll(commit);
        }
    }

    /** The merged rows of the table, printed as {@code +I[...]}. */
    List<String> rows(List<OpsCase.Column> columns) throws Exception {
        RowType rt = rowType(columns, false);
        List<String> out = new ArrayList<>();
        for (org.apache.paimon.data.InternalRow r : readAll(table())) {
            out.add(ValueFormatter.formatRow(RowKind.INSERT, PaimonValues.fromPaimonRow(r, rt), rt));
        }
        return out;
    }

    /** {@code t$audit_log}: the row kind, then the table's columns. */
    List<String> auditLog(List<OpsCase.Column> columns) throws Exception {
        RowType rt = rowType(columns, true);
        List<String> out = new ArrayList<>();
        for (org.apache.paimon.data.InternalRow r : readAll(catalog.getTable(Identifier.create(DATABASE, "t$audit_log")))) {
            GenericRow g = PaimonValues.fromPaimonRow(r, rt);
            out.add(ValueFormatter.formatRow(RowKind.INSERT, g, rt));
        }
        return out;
    }

    /** The columns of system table {@code t$name}, in order, each as {@code name TYPE nullable} (Flink SQL type). */
    List<String> systemSchema(String name) throws Exception {
        List<String> out = new ArrayList<>();
        for (org.apache.paimon.types.DataField f : catalog.getTable(Identifier.create(DATABASE, "t$" + name)).rowType().getFields()) {
            out.add(f.name() + " " + f.type().copy(true).asSQLString() + " " + f.type().isNullable());
        }
        return out;
    }

    /** The column names of system table {@code t$name}, in order. */
    List<String> systemColumns(String name) throws Exception {
        return catalog.getTable(Identifier.create(DATABASE, "t$" + name)).rowType().getFieldNames();
    }

    /**
     * The given columns of system table {@code t$name}, each row printed as {@code +I[...]} (strings
     * unquoted, numbers plain, null as {@code null}).
     */
    List<String> system(String name, List<String> columns) throws Exception {
        Table sys = catalog.getTable(Identifier.create(DATABASE, "t$" + name));
        org.apache.paimon.types.RowType type = sys.rowType();
        int[] pos = new int[columns.size()];
        for (int i = 0; i < pos.length; i++) {
            pos[i] = type.getFieldIndex(columns.get(i));
            if (pos[i] < 0) {
                throw new IllegalArgumentException("Paimon's t$" + name + " has no column " + columns.get(i) + ": " + type);
            }
        }
        List<String> out = new ArrayList<>();
        for (org.apache.paimon.data.InternalRow r : readAll(sys)) {
            List<String> vs = new ArrayList<>();
            for (int p : pos) {
                vs.add(value(r, p, type.getTypeAt(p).getTypeRoot()));
            }
            out.add("+I[" + String.join(", ", vs) + "]");
        }
        return out;
    }

    private static String value(org.apache.paimon.data.InternalRow r, int p, DataTypeRoot root) {
        if (r.isNullAt(p)) {
            return "null";
        }
        switch (root) {
            case INTEGER: return Integer.toString(r.getInt(p));
            case BIGINT: return Long.toString(r.getLong(p));
            case CHAR:
            case VARCHAR: return r.getString(p).toString();
            default: throw new IllegalArgumentException("no printed form for system column type " + root);
        }
    }

    private static List<org.apache.paimon.data.InternalRow> readAll(Table t) throws IOException {
        ReadBuilder rb = t.newReadBuilder();
        List<org.apache.paimon.data.InternalRow> out = new ArrayList<>();
        org.apache.paimon.types.RowType type = t.rowType();
        try (org.apache.paimon.reader.RecordReader<org.apache.paimon.data.InternalRow> reader =
                     rb.newRead().createReader(rb.newScan().plan())) {
            org.apache.paimon.data.serializer.InternalRowSerializer ser =
                    new org.apache.paimon.data.serializer.InternalRowSerializer(type);
            reader.forEachRemaining(r -> out.add(ser.copy(r)));
        }
        return out;
    }

    static RowType rowType(List<OpsCase.Column> columns, boolean withRowKind) {
        List<DataField> fields = new ArrayList<>();
        if (withRowKind) {
            fields.add(new DataField(fields.size(), "rowkind", DataType.string()));
        }
        for (OpsCase.Column c : columns) {
            DataType t = c.type.equals("INT") ? DataType.intType() : c.type.equals("BIGINT") ? DataType.bigint() : DataType.string();
            fields.add(new DataField(fields.size(), c.name, t));
        }
        return new RowType(fields);
    }

    @Override
    public void close() {
        try {
            closeAll(ioManager, catalog);
        } catch (Exception e) {
            throw new IllegalStateException("closing the Paimon catalog failed", e);
        }
    }
}
