package dev.varve.jmh;

import dev.varve.kernel.Schema;
import dev.varve.row.DataType;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The table workloads of BENCHMARKS.md §3: table name, primary key or not, and the table options,
 * given identically to every engine (Varve ignores {@code file.format}: it writes its own run
 * format). Immutable.
 */
public enum Workload {
    /** Upsert-dedupe: PK (k), 4 buckets, last write wins. */
    W1("w1_dedupe", true, Map.of(
            "bucket", "4",
            "merge-engine", "deduplicate",
            "changelog-producer", "none",
            "file.format", "parquet")),
    /** Aggregation: v1 sum, v2 max, v3 last non-null value. */
    W2("w2_agg", true, Map.of(
            "bucket", "4",
            "merge-engine", "aggregation",
            "fields.v1.aggregate-function", "sum",
            "fields.v2.aggregate-function", "max",
            "fields.v3.aggregate-function", "last_non_null_value",
            "changelog-producer", "none",
            "file.format", "parquet")),
    /** Lookup changelog: as W1 with {@code changelog-producer=lookup}; commits wait for the lookup compaction. */
    W3("w3_lookup", true, Map.of(
            "bucket", "4",
            "merge-engine", "deduplicate",
            "changelog-producer", "lookup",
            "file.format", "parquet")),
    /** Append: no primary key, unaware buckets. */
    W4("w4_append", false, Map.of(
            "bucket", "-1",
            "file.format", "parquet"));

    public final String table;
    public final boolean primaryKey;
    private final Map<String, String> options;

    Workload(String table, boolean primaryKey, Map<String, String> options) {
        this.table = table;
        this.primaryKey = primaryKey;
        this.options = options;
    }

    /** The table options (a fresh, ordered, mutable copy). */
    public Map<String, String> options() {
        return new LinkedHashMap<>(new java.util.TreeMap<>(options));
    }

    /**
     * Varve's schema of the workload's table with {@code options}: k BIGINT (NOT NULL and the primary key for the
     * primary-key workloads), v1 BIGINT, v2 DOUBLE, v3 STRING — the columns every peer writes.
     */
    public Schema schema(Map<String, String> options) {
        Schema.Builder b = Schema.builder()
                .column("k", primaryKey ? DataType.bigint().notNull() : DataType.bigint())
                .column("v1", DataType.bigint())
                .column("v2", DataType.doubleType())
                .column("v3", DataType.string())
                .options(options);
        if (primaryKey) {
            b.primaryKey("k");
        }
        return b.build();
    }

    /** What Flink's sink passes as {@code waitCompaction}: true only for tables that need lookup. */
    public boolean waitCompaction() {
        return this == W3;
    }
}
