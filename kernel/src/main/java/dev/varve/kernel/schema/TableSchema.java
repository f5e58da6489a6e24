package dev.varve.kernel.schema;

import dev.varve.kernel.SchemaInfo;
import dev.varve.kernel.VarveException;
import dev.varve.kernel.options.CoreOptions;
import dev.varve.kernel.options.Options;
import dev.varve.row.DataField;
import dev.varve.row.RowType;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One version of a table's schema as stored in {@code schema/schema-<id>}: columns with stable
 * field ids, partition and primary keys, options, comment, creation time and the highest field id
 * ever assigned. Primary-key columns are NOT NULL (forced here). Immutable and thread-safe.
 *
 * <p>The on-disk form is {@link TableSchemaJson} (spec: {@code SCHEMA_FORMAT.md}).
 */
public final class TableSchema {
    private final long id;
    private final RowType rowType;
    private final List<String> partitionKeys;
    private final List<String> primaryKeys;
    private final Map<String, String> options;
    private final String comment;
    private final long timeMillis;
    private final int highestFieldId;
    /** The schema-file format version this schema is written in (SCHEMA_FORMAT.md "Versioning"). */
    private final int formatVersion;

    private final Options typedOptions;
    private final CoreOptions coreOptions;

    public TableSchema(long id, RowType rowType, List<String> partitionKeys, List<String> primaryKeys,
                       Map<String, String> options, String comment, long timeMillis, int highestFieldId) {
        this(id, rowType, partitionKeys, primaryKeys, options, comment, timeMillis, highestFieldId, 1);
    }

    /**
     * @param formatVersion the schema-file format version: 2 once a column's type has changed in this table's history
     *        (readers of version 1 would read older files in the new type), else 1
     */
    public TableSchema(long id, RowType rowType, List<String> partitionKeys, List<String> primaryKeys,
                       Map<String, String> options, String comment, long timeMillis, int highestFieldId,
                       int formatVersion) {
        if (id < 0) {
            throw new IllegalArgumentException("schema id must be >= 0, got " + id);
        }
        this.id = id;
        this.partitionKeys = Collections.unmodifiableList(new ArrayList<>(partitionKeys));
        this.primaryKeys = Collections.unmodifiableList(new ArrayList<>(primaryKeys));
        this.rowType = primaryKeysNotNull(Objects.requireNonNull(rowType, "rowType"), this.primaryKeys);
        this.options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
        this.comment = comment;
        this.timeMillis = timeMillis;
        int maxId = -1;
        for (DataField f : rowType.fields()) {
            maxId = Math.max(maxId, Math.max(f.id(), NestedFieldIds.max(f.type())));
        }
        if (highestFieldId < maxId) {
            throw new IllegalArgumentException("highestFieldId " + highestFieldId + " is below field id " + maxId);
        }
        this.highestFieldId = highestFieldId;
        this.formatVersion = formatVersion;
        this.typedOptions = Options.of(this.options);
        this.coreOptions = new CoreOptions(typedOptions);
    }

    private static RowType primaryKeysNotNull(RowType rowType, List<String> primaryKeys) {
        if (primaryKeys.isEmpty()) {
            return rowType;
        }
        List<DataField> fields = new ArrayList<>(rowType.size());
        boolean changed = false;
        for (DataField f : rowType.fields()) {
            if (primaryKeys.contains(f.name()) && f.type().isNullable()) {
                fields.add(f.withType(f.type().notNull()));
                changed = true;
            } else {
                fields.add(f);
            }
        }
        return changed ? new RowType(fields) : rowType;
    }

    public long id() { return id; }

    /** The columns, with field ids (primary-key columns NOT NULL). */
    public RowType logicalRowType() { return rowType; }

    public List<DataField> fields() { return rowType.fields(); }
    public List<String> fieldNames() { return rowType.names(); }
    public List<String> partitionKeys() { return partitionKeys; }
    public List<String> primaryKeys() { return primaryKeys; }
    public boolean isPrimaryKeyTable() { return !primaryKeys.isEmpty(); }

    /** The options as stored (what the user set), unmodifiable. */
    public Map<String, String> rawOptions() { return options; }

    /** The options as a typed view. */
    public Options options() { return typedOptions; }

    /** The options with the kernel's typed accessors. */
    public CoreOptions coreOptions() { return coreOptions; }

    public String comment() { return comment; }
    public long timeMillis() { return timeMillis; }

    /** The highest field id ever assigned in this table (new columns get the next one). */
    public int highestFieldId() { return highestFieldId; }

    /** Positions of the primary-key columns in {@link #logicalRowType()}, in key order. */
    public int[] primaryKeyIndexes() {
        return indexes(primaryKeys);
    }

    /** Positions of the partition columns in {@link #logicalRowType()}, in key order. */
    public int[] partitionKeyIndexes() {
        return indexes(partitionKeys);
    }

    /** The primary key without partition columns (what is stored as the key inside a partition). */
    public List<String> trimmedPrimaryKeys() {
        List<String> out = new ArrayList<>();
        for (String k : primaryKeys) {
            if (!partitionKeys.contains(k)) {
                out.add(k);
            }
        }
        return Collections.unmodifiableList(out);
    }

    public int[] trimmedPrimaryKeyIndexes() {
        return indexes(trimmedPrimaryKeys());
    }

    /**
     * The columns hashed into a fixed bucket: {@code bucket-key} if set, else the trimmed primary key,
     * else (append tables) all columns.
     */
    public List<String> bucketKeys() {
        List<String> explicit = coreOptions.bucketKey();
        if (!explicit.isEmpty()) {
            return explicit;
        }
        if (isPrimaryKeyTable()) {
            return trimmedPrimaryKeys();
        }
        return rowType.names();
    }

    public int[] bucketKeyIndexes() {
        return indexes(bucketKeys());
    }

    /** A dynamic-bucket primary-key table whose key misses a partition column: keys may move between partitions. */
    public boolean crossPartitionUpdate() {
        return isPrimaryKeyTable() && coreOptions.bucket() == -1 && !primaryKeys.containsAll(partitionKeys);
    }

    /** Position of the column named exactly {@code name}, or -1. */
    public int fieldIndex(String name) {
        List<DataField> fs = rowType.fields();
        for (int i = 0; i < fs.size(); i++) {
            if (fs.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    private int[] indexes(List<String> names) {
        int[] out = new int[names.size()];
        for (int i = 0; i < out.length; i++) {
            int idx = fieldIndex(names.get(i));
            if (idx < 0) {
                throw new VarveException.InvalidSchema("schema " + id + " has no column '" + names.get(i) + "'");
            }
            out[i] = idx;
        }
        return out;
    }

    /** This schema as the public API's {@link SchemaInfo}. */
    public SchemaInfo toSchemaInfo() {
        return new SchemaInfo(id, rowType, partitionKeys, primaryKeys, options, comment, timeMillis);
    }

    /** The schema-file format version this schema is written in: 2 once a column's type changed, else 1. */
    public int formatVersion() {
        return formatVersion;
    }

    /**
     * A copy with another id, options, row type and time (for ALTER); {@code typeChanged}: a column's type changed
     * (format version 2 from then on); a column with a default value: format version 3 from then on.
     */
    TableSchema next(RowType newRowType, Map<String, String> newOptions, int newHighestFieldId, long newTimeMillis,
                     boolean typeChanged) {
        int version = hasNestedFields(newRowType) ? Math.max(formatVersion, 4)
                : ColumnDefaults.any(newRowType) ? Math.max(formatVersion, 3)
                : typeChanged ? Math.max(formatVersion, 2) : formatVersion;
        return new TableSchema(id + 1, newRowType, partitionKeys, primaryKeys, newOptions, comment, newTimeMillis,
                newHighestFieldId, version);
    }

    /** Whether a column's type holds a ROW (whose nested fields carry ids: format version 4). */
    static boolean hasNestedFields(RowType rowType) {
        for (DataField f : rowType.fields()) {
            if (NestedFieldIds.hasRow(f.type())) {
                return true;
            }
        }
        return false;
    }

    /** This schema without primary key (same id, columns, options): {@code ALTER TABLE t DROP PRIMARY KEY}. */
    TableSchema withoutPrimaryKey() {
        return new TableSchema(id, rowType, partitionKeys, List.of(), options, comment, timeMillis, highestFieldId,
                formatVersion);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof TableSchema)) {
            return false;
        }
        TableSchema t = (TableSchema) o;
        return id == t.id && timeMillis == t.timeMillis && highestFieldId == t.highestFieldId
                && formatVersion == t.formatVersion
                && rowType.equals(t.rowType) && partitionKeys.equals(t.partitionKeys)
                && primaryKeys.equals(t.primaryKeys) && options.equals(t.options) && Objects.equals(comment, t.comment);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, rowType, partitionKeys, primaryKeys, options, comment, timeMillis, highestFieldId);
    }

    @Override
    public String toString() {
        return "TableSchema{id=" + id + ", rowType=" + rowType + ", partitionKeys=" + partitionKeys
                + ", primaryKeys=" + primaryKeys + ", options=" + options + "}";
    }
}
