package dev.varve.props;

import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowType;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One generated differential case: a primary-key table definition and the batches written to it,
 * one commit per batch. A batch may be marked invalid: it holds a record that Varve must reject at
 * write time (SEMANTICS §2), so it is never given to Paimon. Immutable.
 */
final class DiffCase {
    final long seed;
    final String engine;
    final RowType rowType;
    final List<String> primaryKeys;
    final List<String> partitionKeys;
    final Map<String, String> options;
    final List<Batch> batches;

    DiffCase(long seed, String engine, RowType rowType, List<String> primaryKeys, List<String> partitionKeys,
             Map<String, String> options, List<Batch> batches) {
        this.seed = seed;
        this.engine = engine;
        this.rowType = rowType;
        this.primaryKeys = List.copyOf(primaryKeys);
        this.partitionKeys = List.copyOf(partitionKeys);
        this.options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
        this.batches = List.copyOf(batches);
    }

    DiffCase withBatches(List<Batch> newBatches) {
        return new DiffCase(seed, engine, rowType, primaryKeys, partitionKeys, options, newBatches);
    }

    DiffCase withOptions(Map<String, String> newOptions) {
        return new DiffCase(seed, engine, rowType, primaryKeys, partitionKeys, newOptions, batches);
    }

    int[] keyPositions() {
        int[] out = new int[primaryKeys.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = rowType.indexOf(primaryKeys.get(i));
        }
        return out;
    }

    /**
     * Why Paimon's result for this case depends on its compaction schedule (a Paimon bug that
     * SEMANTICS §4 rules out for Varve), or null if it should not.
     */
    String knownPaimonScheduleDependence() {
        boolean retractions = false;
        for (Batch b : batches) {
            for (GenericRow r : b.rows) {
                retractions |= b.invalidReason == null && r.getRowKind().isRetract();
            }
        }
        if (engine.equals("deduplicate") && options.containsKey("sequence.field") && retractions
                && !"true".equals(options.get("ignore-delete"))) {
            return "Paimon drops a delete when compacting it into the last level, so a later record "
                    + "with a lower sequence.field value brings the key back";
        }
        return null;
    }

    int rowCount() {
        int n = 0;
        for (Batch b : batches) {
            n += b.rows.size();
        }
        return n;
    }

    /** A replayable script in the style of the seed examples (CLI.md), one INSERT per commit. */
    String script() {
        StringBuilder sb = new StringBuilder();
        sb.append("-- seed=").append(seed).append(" engine=").append(engine).append('\n');
        sb.append("CREATE TABLE T (");
        for (int i = 0; i < rowType.size(); i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(rowType.field(i).name()).append(' ').append(rowType.type(i));
        }
        sb.append(", PRIMARY KEY (").append(String.join(", ", primaryKeys)).append(") NOT ENFORCED)");
        if (!partitionKeys.isEmpty()) {
            sb.append(" PARTITIONED BY (").append(String.join(", ", partitionKeys)).append(')');
        }
        if (!options.isEmpty()) {
            sb.append(" WITH (");
            boolean first = true;
            for (Map.Entry<String, String> e : options.entrySet()) {
                if (!first) {
                    sb.append(", ");
                }
                first = false;
                sb.append('\'').append(e.getKey()).append("' = '").append(e.getValue()).append('\'');
            }
            sb.append(')');
        }
        sb.append(";\n");
        for (Batch b : batches) {
            if (b.invalidReason != null) {
                sb.append("-- must be rejected (").append(b.invalidReason).append("):\n");
            }
            sb.append("INSERT INTO T VALUES ");
            for (int r = 0; r < b.rows.size(); r++) {
                if (r > 0) {
                    sb.append(", ");
                }
                GenericRow row = b.rows.get(r);
                sb.append(row.getRowKind().shortString()).append('(');
                for (int i = 0; i < row.getArity(); i++) {
                    if (i > 0) {
                        sb.append(", ");
                    }
                    sb.append(literal(row.getField(i), rowType.type(i)));
                }
                sb.append(')');
            }
            sb.append(";\n");
        }
        return sb.toString();
    }

    static String literal(Object v, DataType t) {
        if (v == null) {
            return "NULL";
        }
        if (v instanceof String) {
            return "'" + ((String) v).replace("'", "''") + "'";
        }
        if (v instanceof BigDecimal) {
            return ((BigDecimal) v).toPlainString();
        }
        if (v instanceof LocalDate) {
            return "DATE '" + v + "'";
        }
        if (v instanceof LocalDateTime) {
            return "TIMESTAMP '" + v.toString().replace('T', ' ') + "'";
        }
        if (v instanceof Double) {
            return v + "E0";
        }
        return String.valueOf(v);
    }

    @Override
    public String toString() {
        return script();
    }

    /** The records of one commit. */
    static final class Batch {
        final List<GenericRow> rows;
        /** Why Varve must reject this batch at write time, or null if it is valid. */
        final String invalidReason;

        Batch(List<GenericRow> rows, String invalidReason) {
            this.rows = List.copyOf(rows);
            this.invalidReason = invalidReason;
        }

        Batch withRows(List<GenericRow> newRows) {
            return new Batch(newRows, invalidReason);
        }

        static List<Batch> valid(List<List<GenericRow>> batches) {
            List<Batch> out = new ArrayList<>();
            for (List<GenericRow> b : batches) {
                out.add(new Batch(b, null));
            }
            return out;
        }
    }
}
