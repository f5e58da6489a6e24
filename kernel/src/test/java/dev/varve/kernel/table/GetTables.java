package dev.varve.kernel.table;

import dev.varve.kernel.Schema;
import dev.varve.kernel.TableWriter;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The tables and histories point-get tests and benchmarks share ({@code LookupViewTest}, {@code LookupViewShapesTest},
 * jmh's {@code GetAllocBench} through the kernel test-jar): columns {@code k BIGINT NOT NULL, p INT NOT NULL, v1 BIGINT,
 * v2 DOUBLE, v3 STRING} (p DOUBLE for {@code dedup-double-partitioned}), key {@code k}'s partition value
 * {@link #partitionOf}, a shape per table kind ({@link #SHAPES}), two histories ({@link History}) and the model of what
 * a get of each key returns. No JUnit here: the jmh module runs it too.
 */
public final class GetTables {
    private GetTables() {
    }

    /**
     * The shapes: {@code dedup} (primary key {@code k}, deduplicate), {@code dedup-partitioned} (partitioned by
     * {@code p}, primary key {@code (k, p)}), {@code partial-update}, {@code aggregation} ({@code v1} summed, the rest
     * {@code last_non_null_value}), {@code first-row}, {@code dynamic-bucket} ({@code bucket = -1}),
     * {@code dynamic-partitioned} (also partitioned by {@code p}, primary key {@code (k, p)}), {@code cross-partition}
     * (partitioned by {@code p}, primary key {@code k}), {@code dedup-sequence} ({@code sequence.field = v1}),
     * {@code dedup-ignore-delete}, {@code dedup-ignore-update-before}, {@code dedup-double-partitioned} (partitioned by
     * a DOUBLE {@code p} whose values include {@code -0.0} and {@code 0.0}, primary key {@code (k, p)}),
     * {@code partial-update-sequence} ({@code sequence.field = v1}) and {@code aggregation-sequence}
     * ({@code sequence.field = v2}, {@code v1} summed): engines that keep a flush's versions of a key, so files hold
     * several versions of some keys; {@code partial-update-ignore-delete}, {@code aggregation-ignore-delete}
     * ({@code ignore-delete = true}, with retractions in the history that the engine drops).
     */
    public static final List<String> SHAPES = List.of("dedup", "dedup-partitioned", "partial-update", "aggregation",
            "first-row", "dynamic-bucket", "dynamic-partitioned", "cross-partition", "dedup-sequence",
            "dedup-ignore-delete", "dedup-ignore-update-before", "dedup-double-partitioned",
            "partial-update-sequence", "aggregation-sequence", "partial-update-ignore-delete",
            "aggregation-ignore-delete");

    /**
     * The merge engine of {@code shape}'s table: {@code partial-update}, {@code aggregation}, {@code first-row} or
     * {@code deduplicate}.
     */
    public static String engineOf(String shape) {
        if (shape.startsWith("partial-update")) {
            return "partial-update";
        }
        if (shape.startsWith("aggregation")) {
            return "aggregation";
        }
        return shape.equals("first-row") ? "first-row" : "deduplicate";
    }

    /** The deduplicate shapes (the model keeps each key's winning version). */
    public static final Set<String> DEDUP_SHAPES = Set.of("dedup", "dedup-partitioned", "dynamic-bucket",
            "dynamic-partitioned", "cross-partition", "dedup-sequence", "dedup-ignore-delete",
            "dedup-ignore-update-before", "dedup-double-partitioned");

    /** The deduplicate shapes whose gets merge a key's versions (the newest one alone does not decide). */
    public static final Set<String> MERGED_DEDUP_SHAPES =
            Set.of("dedup-sequence", "dedup-ignore-delete", "dedup-ignore-update-before");

    /** The histories {@link #write} writes. */
    public enum History {
        /**
         * Every key (v1 = 3k, v2 = k / 7, v3 = "value-k"), committed; then v1 = 5k (v2, v3 null: a partial update) of
         * the even keys, committed: the merge engines meet two versions of half the keys in two sorted runs. The
         * {@code -sequence} shapes' second commit also holds a second version of every fourth key (v1 = 4k,
         * v2 = k / 7 + 1, v3 = "late-k", written after the first: it sorts between the two by {@code sequence.field}
         * v1, last by v2), which their flush keeps next to the first in one file; the {@code -ignore-delete} shapes'
         * a -D of every 7th key and a -U of every 11th from key 3 (dropped by the engine: no change to the rows).
         */
        TWO_COMMITS,
        /**
         * {@link #TWO_COMMITS}, with, in the second commit of a deduplicate shape, a -D of every 7th key and a -U of
         * every 11th from key 3 whose v1 (6k) is above the key's before (so they win by {@code sequence.field} v1 too,
         * and files hold several versions of some keys); then, left in the write buffer, v1 (10k when k % 6 == 0, else
         * 1) and v3 = "buf" of every third key.
         */
        RICH
    }

    /** The table's schema: {@code shape} with {@code buckets} fixed buckets ({@code dynamicTargetRows} > 0: that target). */
    public static Schema schema(String shape, int buckets, int dynamicTargetRows) {
        Map<String, String> options = new HashMap<>();
        options.put("bucket", Integer.toString(buckets));
        Schema.Builder b = Schema.builder()
                .column("k", DataType.bigint().notNull())
                .column("p", shape.equals("dedup-double-partitioned") ? DataType.doubleType().notNull()
                        : DataType.intType().notNull())
                .column("v1", DataType.bigint())
                .column("v2", DataType.doubleType())
                .column("v3", DataType.string());
        if (shape.startsWith("dynamic") || shape.equals("cross-partition")) {
            options.put("bucket", "-1");
            if (dynamicTargetRows > 0) {
                options.put("dynamic-bucket.target-row-num", Integer.toString(dynamicTargetRows));
            }
        }
        switch (shape) {
            case "dedup":
            case "dynamic-bucket":
                b.primaryKey("k");
                break;
            case "dedup-partitioned":
            case "dynamic-partitioned":
            case "dedup-double-partitioned":
                b.primaryKey("k", "p").partitionKeys("p");
                break;
            case "cross-partition":
                b.primaryKey("k").partitionKeys("p");
                break;
            case "dedup-sequence":
                b.primaryKey("k");
                options.put("sequence.field", "v1");
                break;
            case "dedup-ignore-delete":
                b.primaryKey("k");
                options.put("ignore-delete", "true");
                break;
            case "dedup-ignore-update-before":
                b.primaryKey("k");
                options.put("ignore-update-before", "true");
                break;
            case "partial-update":
            case "first-row":
                b.primaryKey("k");
                options.put("merge-engine", shape);
                break;
            case "aggregation":
                b.primaryKey("k");
                options.put("merge-engine", "aggregation");
                options.put("fields.v1.aggregate-function", "sum");
                break;
            case "partial-update-sequence":
                b.primaryKey("k");
                options.put("merge-engine", "partial-update");
                options.put("sequence.field", "v1");
                break;
            case "aggregation-sequence":
                b.primaryKey("k");
                options.put("merge-engine", "aggregation");
                options.put("fields.v1.aggregate-function", "sum");
                options.put("sequence.field", "v2");
                break;
            case "partial-update-ignore-delete":
                b.primaryKey("k");
                options.put("merge-engine", "partial-update");
                options.put("ignore-delete", "true");
                break;
            case "aggregation-ignore-delete":
                b.primaryKey("k");
                options.put("merge-engine", "aggregation");
                options.put("fields.v1.aggregate-function", "sum");
                options.put("ignore-delete", "true");
                break;
            default:
                throw new IllegalArgumentException("shape " + shape);
        }
        return b.options(options).build();
    }

    /**
     * Key {@code k}'s partition value among {@code partitions}: {@code k % partitions} as an INT; for
     * {@code dedup-double-partitioned} a DOUBLE, {@code -0.0} for {@code k % partitions == 0}, else
     * {@code k % partitions - 1} (so {@code 0.0} for 1).
     */
    public static Object partitionOf(String shape, long k, int partitions) {
        int r = (int) (k % partitions);
        if (shape.equals("dedup-double-partitioned")) {
            return r == 0 ? -0.0 : (double) (r - 1);
        }
        return r;
    }

    /** A row of {@code shape} of key {@code k} (its partition value from {@link #partitionOf}). */
    public static GenericRow row(String shape, int partitions, RowKind kind, long k, Long v1, Double v2, String v3) {
        return GenericRow.ofKind(kind, k, partitionOf(shape, k, partitions), v1, v2, v3);
    }

    /**
     * Writes {@code history} of {@code keys} keys through {@code w} (committing as it says; what it leaves in the write
     * buffer stays there) and returns the model: key → {v1, v2, v3} as the shape's engine merges them (absent: no row).
     */
    public static Map<Long, Object[]> write(TableWriter w, String shape, History history, int keys, int partitions) {
        Map<Long, Object[]> model = new HashMap<>();
        boolean dedup = DEDUP_SHAPES.contains(shape);
        boolean rich = history == History.RICH;
        // deduplicate shapes: every key's winning version so far (v1, v2, v3, kind), a retraction too
        Map<Long, Object[]> winners = new HashMap<>();
        for (long k = 0; k < keys; k++) {
            w.write(row(shape, partitions, RowKind.INSERT, k, k * 3, k / 7.0, "value-" + k));
            model.put(k, new Object[] {k * 3, k / 7.0, "value-" + k});
            dedupVersion(winners, shape, k, RowKind.INSERT, k * 3, k / 7.0, "value-" + k);
        }
        w.commit(1);
        String engine = engineOf(shape);
        for (long k = 0; k < keys; k += 2) {
            w.write(row(shape, partitions, RowKind.INSERT, k, k * 5, null, null));
            Object[] m = model.get(k);
            switch (engine) {
                case "partial-update": m[0] = k * 5; break;
                case "aggregation": m[0] = k * 8; break;
                case "first-row": break;
                default: dedupVersion(winners, shape, k, RowKind.INSERT, k * 5, null, null);
            }
        }
        if (shape.endsWith("-sequence") && !dedup) {
            // a second version of every fourth key in this commit: partial-update orders it between the two others by
            // v1 (the 5k stays, its null v2 and v3 take nothing), aggregation last by v2 (v2 is the sequence field)
            for (long k = 0; k < keys; k += 4) {
                w.write(row(shape, partitions, RowKind.INSERT, k, k * 4, k / 7.0 + 1, "late-" + k));
                Object[] m = model.get(k);
                if (engine.equals("aggregation")) {
                    m[0] = (Long) m[0] + k * 4;
                }
                m[1] = k / 7.0 + 1;
                m[2] = "late-" + k;
            }
        }
        if (shape.endsWith("-ignore-delete") && !dedup) {
            // retractions the engine drops (ignore-delete)
            for (long k = 0; k < keys; k += 7) {
                w.write(row(shape, partitions, RowKind.DELETE, k, k * 6, 0.0, "x"));
            }
            for (long k = 3; k < keys; k += 11) {
                w.write(row(shape, partitions, RowKind.UPDATE_BEFORE, k, k * 6, 0.0, "x"));
            }
        }
        if (dedup && rich) {
            // retractions whose v1 is above the key's before (so they win by sequence.field v1 too)
            for (long k = 0; k < keys; k += 7) {
                w.write(row(shape, partitions, RowKind.DELETE, k, k * 6, 0.0, "x"));
                dedupVersion(winners, shape, k, RowKind.DELETE, k * 6, 0.0, "x");
            }
            for (long k = 3; k < keys; k += 11) {
                w.write(row(shape, partitions, RowKind.UPDATE_BEFORE, k, k * 6, 0.0, "x"));
                dedupVersion(winners, shape, k, RowKind.UPDATE_BEFORE, k * 6, 0.0, "x");
            }
        }
        w.commit(2);
        if (rich) {
            for (long k = 0; k < keys; k += 3) {
                // v1 1 (below the committed versions' but those of key 0: it loses by sequence.field v1) or 10 k
                long v1 = k % 6 == 0 ? k * 10 : 1L;
                w.write(row(shape, partitions, RowKind.INSERT, k, v1, null, "buf"));
                Object[] m = model.get(k);
                switch (shape) {
                    case "partial-update":
                    case "partial-update-ignore-delete":
                        m[0] = v1;
                        m[2] = "buf";
                        break;
                    case "aggregation":
                    case "aggregation-ignore-delete":
                        m[0] = (Long) m[0] + v1;
                        m[2] = "buf";
                        break;
                    case "partial-update-sequence":
                        // by sequence.field v1 the buffer's version is the last only with v1 = 10k (else the first)
                        if (k % 6 == 0) {
                            m[0] = v1;
                            m[2] = "buf";
                        }
                        break;
                    case "aggregation-sequence":
                        // its null v2 sorts it first: only the sum sees it
                        m[0] = (Long) m[0] + v1;
                        break;
                    case "first-row": break;
                    default: dedupVersion(winners, shape, k, RowKind.INSERT, v1, null, "buf");
                }
            }
        }
        if (dedup) {
            model.clear();
            for (Map.Entry<Long, Object[]> e : winners.entrySet()) {
                Object[] v = e.getValue();
                if (!((RowKind) v[3]).isRetract()) {
                    model.put(e.getKey(), new Object[] {v[0], v[1], v[2]});
                }
            }
        }
        return model;
    }

    /**
     * The deduplicate engine's rule (SEMANTICS §3) as the model applies it to a new version of key {@code k}:
     * {@code ignore-delete} drops retractions, {@code ignore-update-before} -U; with {@code sequence.field} v1 a
     * version wins if its v1 is not below the winner's (nulls first), else the later version wins.
     */
    private static void dedupVersion(Map<Long, Object[]> winners, String shape, long k, RowKind kind,
                                     Object v1, Object v2, Object v3) {
        if (kind.isRetract() && (shape.equals("dedup-ignore-delete")
                || (kind == RowKind.UPDATE_BEFORE && shape.equals("dedup-ignore-update-before")))) {
            return;
        }
        Object[] winner = winners.get(k);
        if (winner != null && shape.equals("dedup-sequence")) {
            Long a = (Long) v1;
            Long b = (Long) winner[0];
            int c = a == null ? (b == null ? 0 : -1) : b == null ? 1 : Long.compare(a, b);
            if (c < 0) {
                return;
            }
        }
        winners.put(k, new Object[] {v1, v2, v3, kind});
    }

    /**
     * A key row read through primitive getters (nothing boxed): {@code k} at 0, its partition value
     * ({@link #partitionOf}) at 1, nothing else set.
     */
    public static final class KeyRow implements InternalRow {
        private final int partitions;
        private final boolean doublePartition;
        /** The key; set it before each get. */
        public long k;

        public KeyRow(String shape, int partitions) {
            this.partitions = partitions;
            this.doublePartition = shape.equals("dedup-double-partitioned");
        }

        @Override public int getArity() { return 5; }
        @Override public RowKind getRowKind() { return RowKind.INSERT; }
        @Override public void setRowKind(RowKind kind) { throw new UnsupportedOperationException(); }
        @Override public boolean isNullAt(int pos) { return pos > 1; }
        @Override public Object getField(int pos) {
            return pos == 0 ? (Object) k : pos == 1 ? (doublePartition ? (Object) getDouble(1) : (Object) getInt(1)) : null;
        }
        @Override public long getLong(int pos) { return k; }
        @Override public int getInt(int pos) { return (int) (k % partitions); }
        @Override public double getDouble(int pos) {
            int r = (int) (k % partitions);
            return r == 0 ? -0.0 : (double) (r - 1);
        }
    }
}
