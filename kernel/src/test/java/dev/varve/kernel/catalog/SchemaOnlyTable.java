package dev.varve.kernel.catalog;

import dev.varve.format.FileIO;
import dev.varve.kernel.BatchScan;
import dev.varve.kernel.ConsumerInfo;
import dev.varve.kernel.DataFileInfo;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.SchemaInfo;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.StreamScan;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableCommit;
import dev.varve.kernel.TableWriter;
import dev.varve.kernel.options.OptionsValidator;
import dev.varve.kernel.schema.SchemaManager;
import dev.varve.kernel.schema.TableSchema;
import dev.varve.row.RowType;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Test-only table for catalog tests: the metadata side of {@link Table} (name, schema, options,
 * schema history) read from the schema files; reading and writing data is outside these tests.
 */
final class SchemaOnlyTable implements Table {
    final FileIO io;
    final String path;
    private final Identifier id;
    private final SchemaManager schemas;
    private final TableSchema schema;
    private final Map<String, String> dynamic;

    SchemaOnlyTable(FileIO io, String path, Identifier id, SchemaManager schemas, Map<String, String> dynamic) {
        this.io = io;
        this.path = path;
        this.id = id;
        this.schemas = schemas;
        this.schema = schemas.latest().orElseThrow();
        this.dynamic = dynamic;
    }

    /** The loader the catalog tests plug in; also the reflective target of {@link TableLoaders#byName}. */
    public static Table open(FileIO io, String path, Identifier id, SchemaManager schemas) {
        return new SchemaOnlyTable(io, path, id, schemas, Map.of());
    }

    @Override public Identifier identifier() { return id; }
    @Override public long schemaId() { return schema.id(); }
    @Override public RowType rowType() { return schema.logicalRowType(); }
    @Override public List<String> primaryKeys() { return schema.primaryKeys(); }
    @Override public List<String> partitionKeys() { return schema.partitionKeys(); }
    @Override public Map<String, String> options() { return schema.rawOptions(); }
    @Override public String comment() { return schema.comment(); }

    @Override
    public Table copy(Map<String, String> dynamicOptions) {
        OptionsValidator.validateDynamic(schema.rawOptions(), dynamicOptions);
        return new SchemaOnlyTable(io, path, id, schemas, dynamicOptions);
    }

    Map<String, String> dynamicOptions() { return dynamic; }

    @Override
    public List<SchemaInfo> schemas() {
        List<SchemaInfo> out = new ArrayList<>();
        for (TableSchema s : schemas.listAll()) {
            out.add(s.toSchemaInfo());
        }
        return out;
    }

    private static UnsupportedOperationException notInTest() {
        return new UnsupportedOperationException("data access is not part of the catalog tests");
    }

    @Override public TableWriter newWriter(String commitUser) { throw notInTest(); }
    @Override public TableCommit newCommit(String commitUser) { throw notInTest(); }
    @Override public BatchScan newBatchScan() { throw notInTest(); }
    @Override public StreamScan newStreamScan() { throw notInTest(); }
    @Override public List<SnapshotInfo> snapshots() { return List.of(); }
    @Override public SnapshotInfo latestSnapshot() { return null; }
    @Override public List<DataFileInfo> files(Long snapshotId) { return List.of(); }
    @Override public List<ConsumerInfo> consumers() { return List.of(); }
    @Override public long compact(Map<String, String> partitionFilter) { return -1; }
    @Override public List<Map<String, String>> partitions() { return List.of(); }
    @Override public long truncate() { throw new UnsupportedOperationException("truncate"); }
    @Override public long truncatePartitions(List<Map<String, String>> partitions) { throw new UnsupportedOperationException("truncatePartitions"); }
    @Override public int expireSnapshots() { return 0; }
    @Override public int expireSnapshots(int retainMax) { return 0; }
    @Override public int expireSnapshots(Integer retainMax, Integer retainMin, Long olderThanMillis, Integer maxDeletes) { return 0; }
    @Override public int expireChangelogs(Integer retainMax, Integer retainMin, Long olderThanMillis, Integer maxDeletes) { return 0; }
    @Override public int expireAllChangelogs() { return 0; }
    @Override public long compactManifests() { throw new UnsupportedOperationException("compactManifests"); }
    @Override public int rollbackTo(long snapshotId) { throw new UnsupportedOperationException("rollbackTo"); }
    @Override public long rollbackToTimestamp(long timeMillis) { throw new UnsupportedOperationException("rollbackToTimestamp"); }
    @Override public void resetConsumer(String consumerId, Long nextSnapshotId) { throw new UnsupportedOperationException("resetConsumer"); }
    @Override public int clearConsumers(String including, String excluding) { throw new UnsupportedOperationException("clearConsumers"); }
}
