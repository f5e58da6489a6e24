package dev.varve.props;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * One random table-operations case for {@link TableOpsDifferentialTest}: a table definition (primary
 * key or append, partitioned by {@code dt} or not, a few options) and a sequence of metadata-level
 * operations (INSERT, INSERT OVERWRITE of the table or one partition, ALTER TABLE ADD COLUMN / SET /
 * RESET, full compaction). Every operation renders as the Flink SQL statement a scenario script would
 * run, which is what Varve's SQL session executes; {@link OpsPaimon} applies the same operation through
 * Paimon's Java API the way Flink's batch jobs do. Immutable once generated; {@link #generate} is a pure
 * function of the seed.
 */
final class OpsCase {
    /** A column: name and Flink SQL type ({@code INT}, {@code STRING} or {@code BIGINT}). */
    static final class Column {
        final String name;
        final String type;

        Column(String name, String type) {
            this.name = name;
            this.type = type;
        }
    }

    enum Kind { INSERT, OVERWRITE, OVERWRITE_PARTITION, ADD_COLUMN, SET, RESET, COMPACT }

    /** One operation. Rows hold SQL literals for every column of the table at that point (in order). */
    static final class Op {
        final Kind kind;
        final List<List<String>> rows;
        /** OVERWRITE_PARTITION: the value of {@code dt}. */
        final String partition;
        /** ADD_COLUMN: the new column. */
        final Column column;
        /** SET / RESET: the option key (SET: and value). */
        final String key;
        final String value;

        Op(Kind kind, List<List<String>> rows, String partition, Column column, String key, String value) {
            this.kind = kind;
            this.rows = rows;
            this.partition = partition;
            this.column = column;
            this.key = key;
            this.value = value;
        }
    }

    final long seed;
    final boolean primaryKey;
    final boolean partitioned;
    final List<Column> initialColumns;
    final Map<String, String> options;
    final List<Op> ops;

    private OpsCase(long seed, boolean primaryKey, boolean partitioned, List<Column> initialColumns,
                    Map<String, String> options, List<Op> ops) {
        this.seed = seed;
        this.primaryKey = primaryKey;
        this.partitioned = partitioned;
        this.initialColumns = initialColumns;
        this.options = options;
        this.ops = ops;
    }

    List<String> primaryKeys() {
        if (!primaryKey) {
            return List.of();
        }
        List<String> pk = new ArrayList<>(List.of("k"));
        pk.addAll(partitionKeys());
        return pk;
    }

    /** {@code dt}, and {@code hh} (INT) in some cases: a partial static partition can then be overwritten. */
    List<String> partitionKeys() {
        List<String> keys = new ArrayList<>();
        for (Column c : initialColumns) {
            if (c.name.equals("dt") || c.name.equals("hh")) {
                keys.add(c.name);
            }
        }
        return keys;
    }

    /** Options a SET may change: harmless to results, known to both systems. */
    private static final String[][] SETTABLE = {
            {"snapshot.num-retained.min", "10", "20"},
            {"write-buffer-size", "64 mb", "128 mb"},
            {"file.compression", "zstd", "lz4"},
            {"write-buffer-spillable", "false"},
            {"manifest.merge-min-count", "5", "40"},
    };

    static OpsCase generate(long seed, int opCount) {
        SplittableRandom rnd = new SplittableRandom(seed);
        boolean pk = rnd.nextInt(3) != 0;
        boolean partitioned = rnd.nextBoolean();
        List<Column> cols = new ArrayList<>();
        cols.add(new Column("k", "INT"));
        if (partitioned) {
            cols.add(new Column("dt", "STRING"));
            if (rnd.nextInt(3) == 0) {
                cols.add(new Column("hh", "INT"));
            }
        }
        cols.add(new Column("v", "STRING"));
        cols.add(new Column("n", "BIGINT"));
        Map<String, String> options = new LinkedHashMap<>();
        int bucketChoice = rnd.nextInt(3);
        if (bucketChoice > 0) {
            options.put("bucket", Integer.toString(bucketChoice));
            if (!pk) {
                // Paimon 1.4.2 refuses a bucketed append table without one; SEMANTICS §7 lets Varve
                // default it to all columns (with a warning), a documented difference not tested here
                options.put("bucket-key", "k");
            }
        }
        // Paimon compacts inside a batch INSERT once a bucket reaches the sorted-run trigger (and always
        // for first-row and lookup) and publishes that as a second, COMPACT snapshot; Varve publishes one
        // snapshot per commit (SEMANTICS §7, a documented difference): keep Paimon below the trigger
        if (pk) {
            options.put("num-sorted-run.compaction-trigger", Integer.toString(40 + rnd.nextInt(20)));
        } else if (bucketChoice > 0) {
            // likewise a bucketed append table compacts in the INSERT at compaction.min.file-num files
            options.put("compaction.min.file-num", "40");
        }
        if (pk && rnd.nextInt(3) == 0) {
            options.put("merge-engine", rnd.nextBoolean() ? "partial-update" : "deduplicate");
        }
        if (pk && rnd.nextInt(3) == 0) {
            options.put("changelog-producer", "input");
        }
        if (rnd.nextInt(4) == 0) {
            options.put("snapshot.num-retained.min", "50");
        }

        List<Column> current = new ArrayList<>(cols);
        List<Op> ops = new ArrayList<>();
        int added = 0;
        for (int i = 0; i < opCount; i++) {
            int r = i == 0 ? 0 : rnd.nextInt(100);
            Kind kind;
            if (r < 45) {
                kind = Kind.INSERT;
            } else if (r < 55) {
                kind = Kind.OVERWRITE;
            } else if (r < 63) {
                kind = partitioned ? Kind.OVERWRITE_PARTITION : Kind.INSERT;
            } else if (r < 73) {
                kind = added < 2 ? Kind.ADD_COLUMN : Kind.INSERT;
            } else if (r < 81) {
                kind = Kind.SET;
            } else if (r < 86) {
                kind = Kind.RESET;
            } else {
                kind = Kind.COMPACT;
            }
            switch (kind) {
                case INSERT:
                case OVERWRITE:
                    ops.add(new Op(kind, rows(rnd, current, null, 1 + rnd.nextInt(4)), null, null, null, null));
                    break;
                case OVERWRITE_PARTITION: {
                    String dt = rnd.nextBoolean() ? "a" : "b";
                    ops.add(new Op(kind, rows(rnd, current, dt, rnd.nextInt(4)), dt, null, null, null));
                    break;
                }
                case ADD_COLUMN: {
                    added++;
                    Column c = new Column("c" + added, rnd.nextBoolean() ? "INT" : "STRING");
                    current.add(c);
                    ops.add(new Op(kind, List.of(), null, c, null, null));
                    break;
                }
                case SET: {
                    String[] o = SETTABLE[rnd.nextInt(SETTABLE.length)];
                    ops.add(new Op(kind, List.of(), null, null, o[0], o[1 + rnd.nextInt(o.length - 1)]));
                    break;
                }
                case RESET: {
                    String[] o = SETTABLE[rnd.nextInt(SETTABLE.length)];
                    ops.add(new Op(kind, List.of(), null, null, o[0], null));
                    break;
                }
                default:
                    ops.add(new Op(kind, List.of(), null, null, null, null));
            }
        }
        return new OpsCase(seed, pk, partitioned, cols, options, ops);
    }

    /**
     * The fixed scenario of cli's golden script {@code kernel-golden/system_tables.sql}: a partitioned
     * primary-key table with 2 buckets, INSERT, ADD COLUMN, SET, a partition overwrite, RESET and a
     * full compaction, so that the golden output is checked against Paimon here.
     */
    static OpsCase pinned() {
        List<Column> cols = List.of(new Column("k", "INT"), new Column("dt", "STRING"), new Column("v", "STRING"),
                new Column("n", "BIGINT"));
        Column c1 = new Column("c1", "STRING");
        Map<String, String> options = new LinkedHashMap<>();
        options.put("bucket", "2");
        options.put("changelog-producer", "input");
        List<Op> ops = List.of(
                new Op(Kind.INSERT, List.of(List.of("1", "'a'", "'x'", "10"), List.of("2", "'a'", "'y'", "20"),
                        List.of("3", "'b'", "'z'", "30")), null, null, null, null),
                new Op(Kind.ADD_COLUMN, List.of(), null, c1, null, null),
                new Op(Kind.INSERT, List.of(List.of("1", "'a'", "'x2'", "11", "'new'")), null, null, null, null),
                new Op(Kind.SET, List.of(), null, null, "snapshot.num-retained.min", "20"),
                new Op(Kind.OVERWRITE_PARTITION, List.of(List.of("4", "'b'", "'w'", "40", "NULL")), "b", null, null, null),
                new Op(Kind.RESET, List.of(), null, null, "snapshot.num-retained.min", null),
                new Op(Kind.COMPACT, List.of(), null, null, null, null));
        return new OpsCase(0, true, true, cols, options, ops);
    }

    /** {@code count} rows of literals for {@code cols}; with {@code dt} non-null every row is in that partition. */
    private static List<List<String>> rows(SplittableRandom rnd, List<Column> cols, String dt, int count) {
        List<List<String>> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            List<String> row = new ArrayList<>();
            for (Column c : cols) {
                switch (c.name) {
                    case "k":
                        row.add(Integer.toString(rnd.nextInt(6)));
                        break;
                    case "dt":
                        row.add("'" + (dt != null ? dt : rnd.nextBoolean() ? "a" : "b") + "'");
                        break;
                    case "hh":
                        row.add(Integer.toString(1 + rnd.nextInt(2)));
                        break;
                    default:
                        if (rnd.nextInt(5) == 0) {
                            row.add("NULL");
                        } else if (c.type.equals("STRING")) {
                            row.add("'" + (char) ('p' + rnd.nextInt(8)) + rnd.nextInt(10) + "'");
                        } else {
                            row.add(Integer.toString(rnd.nextInt(1000) - 500));
                        }
                }
            }
            out.add(row);
        }
        return out;
    }

    /** The CREATE TABLE statement. */
    String createSql() {
        StringBuilder sb = new StringBuilder("CREATE TABLE t (");
        for (int i = 0; i < initialColumns.size(); i++) {
            sb.append(i > 0 ? ", " : "").append(initialColumns.get(i).name).append(' ').append(initialColumns.get(i).type);
        }
        if (primaryKey) {
            sb.append(", PRIMARY KEY (").append(String.join(", ", primaryKeys())).append(") NOT ENFORCED");
        }
        sb.append(')');
        if (partitioned) {
            sb.append(" PARTITIONED BY (").append(String.join(", ", partitionKeys())).append(')');
        }
        if (!options.isEmpty()) {
            sb.append(" WITH (");
            int i = 0;
            for (Map.Entry<String, String> e : options.entrySet()) {
                sb.append(i++ > 0 ? ", " : "").append('\'').append(e.getKey()).append("' = '").append(e.getValue()).append('\'');
            }
            sb.append(')');
        }
        return sb.toString();
    }

    /** The SQL statement of {@code op}; {@code columns} are the table's columns when it runs. */
    static String sql(Op op, List<Column> columns) {
        switch (op.kind) {
            case INSERT:
                return "INSERT INTO t VALUES " + values(op.rows, columns, null);
            case OVERWRITE:
                return "INSERT OVERWRITE t VALUES " + values(op.rows, columns, null);
            case OVERWRITE_PARTITION:
                if (op.rows.isEmpty()) {
                    // VALUES cannot be empty: a query that yields no rows
                    List<String> cols = new ArrayList<>();
                    for (Column c : columns) {
                        if (!c.name.equals("dt")) {
                            cols.add(c.name);
                        }
                    }
                    return "INSERT OVERWRITE t PARTITION (dt = '" + op.partition + "') SELECT " + String.join(", ", cols)
                            + " FROM t WHERE k < 0";
                }
                return "INSERT OVERWRITE t PARTITION (dt = '" + op.partition + "') VALUES " + values(op.rows, columns, "dt");
            case ADD_COLUMN:
                return "ALTER TABLE t ADD " + op.column.name + " " + op.column.type;
            case SET:
                return "ALTER TABLE t SET ('" + op.key + "' = '" + op.value + "')";
            case RESET:
                return "ALTER TABLE t RESET ('" + op.key + "')";
            case COMPACT:
                return "CALL sys.compact('default.t')";
            default:
                throw new IllegalStateException(op.kind.toString());
        }
    }

    private static String values(List<List<String>> rows, List<Column> columns, String skip) {
        List<String> out = new ArrayList<>();
        for (List<String> r : rows) {
            List<String> vs = new ArrayList<>();
            for (int i = 0; i < columns.size(); i++) {
                if (!columns.get(i).name.equals(skip)) {
                    vs.add(r.get(i));
                }
            }
            out.add("(" + String.join(", ", vs) + ")");
        }
        return String.join(", ", out);
    }

    /** The whole case as a SQL script (for failure reports and replay in the CLI). */
    String script(int upTo) {
        StringBuilder sb = new StringBuilder(createSql()).append(";\n");
        List<Column> cols = new ArrayList<>(initialColumns);
        for (int i = 0; i < Math.min(upTo, ops.size()); i++) {
            Op op = ops.get(i);
            if (op.kind == Kind.ADD_COLUMN) {
                cols.add(op.column);
            }
            sb.append(sql(op, cols)).append(";\n");
        }
        return sb.toString();
    }
}
