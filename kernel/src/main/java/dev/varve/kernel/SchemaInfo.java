package dev.varve.kernel;

import dev.varve.row.RowType;

import java.util.List;
import java.util.Map;

/** One schema version as {@code t$schemas} shows it. */
public final class SchemaInfo {
    public final long schemaId;
    public final RowType rowType;
    public final List<String> partitionKeys;
    public final List<String> primaryKeys;
    public final Map<String, String> options;
    public final String comment;
    public final long updateTimeMillis;

    public SchemaInfo(long schemaId, RowType rowType, List<String> partitionKeys, List<String> primaryKeys,
                      Map<String, String> options, String comment, long updateTimeMillis) {
        this.schemaId = schemaId;
        this.rowType = rowType;
        this.partitionKeys = partitionKeys;
        this.primaryKeys = primaryKeys;
        this.options = options;
        this.comment = comment;
        this.updateTimeMillis = updateTimeMillis;
    }
}
