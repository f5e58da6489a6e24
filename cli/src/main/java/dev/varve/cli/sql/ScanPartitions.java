package dev.varve.cli.sql;

import dev.varve.kernel.Table;
import dev.varve.kernel.VarveException;
import dev.varve.row.DataType;
import dev.varve.row.RowType;
import dev.varve.row.ValueFormatter;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The {@code scan.partitions} read option of Apache Paimon 1.4.2's Flink source: the partitions to
 * read, {@code k1=v1,k2=v2} each, several separated by {@code ;}. A value equal to
 * {@code partition.default-name} means NULL. Values compare as printed. When a spec leaves a
 * partition column out, Paimon's source cannot build its partition filter and reads every partition
 * (it logs "Failed to get filter" and goes on; checked with Flink 2.0 + Paimon 1.4.2, flink-oracle):
 * Varve does the same and says so on stderr. A column that is not a partition column and a
 * malformed spec stay errors (typos). Immutable.
 */
final class ScanPartitions {
    static final String OPTION = "scan.partitions";

    private final int[] columns;
    private final DataType[] types;
    /** Per spec, the printed value of each partition column (null: the default partition). */
    private final List<String[]> specs;

    private ScanPartitions(int[] columns, DataType[] types, List<String[]> specs) {
        this.columns = columns;
        this.types = types;
        this.specs = specs;
    }

    /** The filter the read {@code options} (else the table's own options) ask for, or null when neither sets {@code scan.partitions}. */
    static ScanPartitions of(Table table, Map<String, String> options, java.util.function.Consumer<String> note) {
        String spec = options.containsKey(OPTION) ? options.get(OPTION) : table.options().get(OPTION);
        if (spec == null || spec.isBlank()) {
            return null;
        }
        List<String> keys = table.partitionKeys();
        if (keys.isEmpty()) {
            throw new VarveException("'" + OPTION + "' = '" + spec + "': the table is not partitioned");
        }
        String defaultName = table.options().getOrDefault("partition.default-name", "__DEFAULT_PARTITION__");
        RowType rowType = table.rowType();
        int[] columns = new int[keys.size()];
        DataType[] types = new DataType[keys.size()];
        for (int i = 0; i < columns.length; i++) {
            columns[i] = rowType.indexOf(keys.get(i));
            types[i] = rowType.type(columns[i]);
        }
        List<String[]> specs = new ArrayList<>();
        for (String one : spec.split(";")) {
            if (one.isBlank()) {
                continue;
            }
            String[] values = new String[keys.size()];
            boolean[] given = new boolean[keys.size()];
            for (String kv : one.split(",")) {
                int eq = kv.indexOf('=');
                if (eq <= 0) {
                    throw new VarveException("'" + OPTION + "' = '" + spec + "': '" + kv.strip()
                            + "' is not of the form column=value");
                }
                String k = kv.substring(0, eq).strip();
                String v = kv.substring(eq + 1).strip();
                int i = indexOfIgnoreCase(keys, k);
                if (i < 0) {
                    throw new VarveException("'" + OPTION + "' = '" + spec + "': '" + k
                            + "' is not a partition column of the table (partition columns: " + keys + ")");
                }
                values[i] = v.equals(defaultName) ? null : v;
                given[i] = true;
            }
            for (int i = 0; i < values.length; i++) {
                if (!given[i]) {
                    note.accept("'" + OPTION + "' = '" + spec + "': '" + one.strip() + "' leaves out partition column '"
                            + keys.get(i) + "', so no partition filter applies and every partition is read (as Paimon does)");
                    return null;
                }
            }
            specs.add(values);
        }
        return new ScanPartitions(columns, types, specs);
    }

    private static int indexOfIgnoreCase(List<String> names, String name) {
        for (int i = 0; i < names.size(); i++) {
            if (names.get(i).equalsIgnoreCase(name)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether a row (values in table column order, starting at {@code offset}) lies in one of the partitions. */
    boolean test(Object[] row, int offset) {
        for (String[] spec : specs) {
            boolean all = true;
            for (int i = 0; i < columns.length && all; i++) {
                Object v = row[offset + columns[i]];
                all = Objects.equals(spec[i], v == null ? null : ValueFormatter.format(v, types[i]));
            }
            if (all) {
                return true;
            }
        }
        return false;
    }

    /** {@code where} (may be null) and this filter, over rows whose table columns start at {@code offset}. */
    Expr and(Expr where, int offset) {
        if (where == null) {
            return new Expr(DataType.booleanType(), OPTION, row -> test(row, offset));
        }
        return new Expr(DataType.booleanType(), where.name, row -> test(row, offset) && Boolean.TRUE.equals(where.eval(row)));
    }
}
