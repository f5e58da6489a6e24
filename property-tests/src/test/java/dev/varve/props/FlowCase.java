package dev.varve.props;

import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowType;
import dev.varve.row.ValueFormatter;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One table-flow scenario of {@link TableFlowDifferentialTest}: a table definition and a script of
 * steps (commits, compactions, streaming reads, expirations, time travel, batch reads) that a
 * {@link FlowDriver} executes against Varve or Apache Paimon 1.4.2. The table always has the
 * columns {@code pt INT NOT NULL, k INT NOT NULL, v BIGINT, s STRING}; {@code v} is unique per
 * written row so every row is distinguishable. Immutable once built; thread-safe.
 */
final class FlowCase {
    static final RowType ROW_TYPE = new RowType(List.of(
            new DataField(0, "pt", DataType.intType().notNull()),
            new DataField(1, "k", DataType.intType().notNull()),
            new DataField(2, "v", DataType.bigint()),
            new DataField(3, "s", DataType.string())));

    /** What the streaming read's rows are grouped by when compared. */
    enum StreamOrder {
        /** Per primary key, in change order (PK tables). */
        PER_KEY,
        /** Per (partition, bucket-key), in write order (append tables with fixed buckets: queue). */
        PER_BUCKET_KEY,
        /** As a multiset per read (unaware-bucket append tables: order unspecified). */
        UNORDERED
    }

    /** One step of the script. */
    static final class Step {
        enum Kind { COMMIT, COMPACT, BATCH_READ, OPEN_STREAM, READ_STREAM, CHECKPOINT_STREAM, EXPIRE, SNAPSHOTS,
            TIME_TRAVEL, BUCKETS }

        final Kind kind;
        final List<GenericRow> rows;
        final String stream;
        /** Options of an OPEN_STREAM; a {@code scan.snapshot-id} value "commit:N" names commit N's snapshot. */
        final Map<String, String> options;
        /** EXPIRE: retain-max override (null = table options); TIME_TRAVEL: the commit number. */
        final Integer number;

        private Step(Kind kind, List<GenericRow> rows, String stream, Map<String, String> options, Integer number) {
            this.kind = kind;
            this.rows = rows == null ? List.of() : Collections.unmodifiableList(new ArrayList<>(rows));
            this.stream = stream;
            this.options = options == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(options));
            this.number = number;
        }

        static Step commit(List<GenericRow> rows) {
            return new Step(Kind.COMMIT, rows, null, null, null);
        }

        static Step of(Kind kind) {
            return new Step(kind, null, null, null, null);
        }

        static Step stream(Kind kind, String name, Map<String, String> options) {
            return new Step(kind, null, name, options, null);
        }

        static Step numbered(Kind kind, Integer n) {
            return new Step(kind, null, null, null, n);
        }

        String describe() {
            switch (kind) {
                case COMMIT: {
                    StringBuilder b = new StringBuilder("COMMIT");
                    for (GenericRow r : rows) {
                        b.append(' ').append(ValueFormatter.formatRow(r, ROW_TYPE));
                    }
                    return b.toString();
                }
                case OPEN_STREAM: return "OPEN_STREAM " + stream + " " + options;
                case READ_STREAM: case CHECKPOINT_STREAM: return kind + " " + stream;
                case EXPIRE: return "EXPIRE retain-max=" + number;
                case TIME_TRAVEL: return "TIME_TRAVEL commit " + number;
                default: return kind.name();
            }
        }
    }

    final long seed;
    final String family;
    final List<String> primaryKeys;
    final List<String> partitionKeys;
    final Map<String, String> options;
    final StreamOrder streamOrder;
    final List<Step> steps;

    FlowCase(long seed, String family, List<String> primaryKeys, List<String> partitionKeys,
             Map<String, String> options, StreamOrder streamOrder, List<Step> steps) {
        this.seed = seed;
        this.family = family;
        this.primaryKeys = List.copyOf(primaryKeys);
        this.partitionKeys = List.copyOf(partitionKeys);
        this.options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
        this.streamOrder = streamOrder;
        this.steps = List.copyOf(steps);
    }

    /** Positions of the columns a streamed row is grouped by (see {@link StreamOrder}). */
    int[] groupPositions() {
        List<String> cols = new ArrayList<>();
        if (streamOrder == StreamOrder.PER_KEY) {
            // per key and partition: a key moved across partitions (cross-partition update) has
            // changes in two buckets, whose relative order within one snapshot is unspecified
            cols.addAll(primaryKeys);
            for (String p : partitionKeys) {
                if (!cols.contains(p)) {
                    cols.add(p);
                }
            }
        } else if (streamOrder == StreamOrder.PER_BUCKET_KEY) {
            cols.addAll(partitionKeys);
            String bk = options.get("bucket-key");
            for (String c : bk.split(",")) {
                if (!cols.contains(c.trim())) {
                    cols.add(c.trim());
                }
            }
        }
        int[] out = new int[cols.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = ROW_TYPE.indexOf(cols.get(i));
        }
        return out;
    }

    /** The case as a readable script, for failure reports. */
    String script() {
        StringBuilder b = new StringBuilder();
        b.append("-- seed=").append(seed).append(' ').append(family).append('\n');
        b.append("CREATE TABLE t (pt INT NOT NULL, k INT NOT NULL, v BIGINT, s STRING");
        if (!primaryKeys.isEmpty()) {
            b.append(", PRIMARY KEY (").append(String.join(", ", primaryKeys)).append(") NOT ENFORCED");
        }
        b.append(')');
        if (!partitionKeys.isEmpty()) {
            b.append(" PARTITIONED BY (").append(String.join(", ", partitionKeys)).append(')');
        }
        b.append(" WITH ").append(options).append(";\n");
        for (Step s : steps) {
            b.append(s.describe()).append('\n');
        }
        return b.toString();
    }
}
