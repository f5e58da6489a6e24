package dev.varve.cli.sql;

import dev.varve.row.DataType;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlWindow;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The window function calls ({@code f(...) OVER (PARTITION BY ... ORDER BY ... [frame])}) of one batch SELECT, as
 * Flink evaluates them over a bounded input: ROW_NUMBER, RANK, DENSE_RANK, PERCENT_RANK, CUME_DIST, NTILE, LAG, LEAD and the
 * aggregates COUNT, SUM, MIN, MAX,
 * AVG, FIRST_VALUE, LAST_VALUE (both skip NULLs).
 * Without ORDER BY an aggregate covers its whole partition; with ORDER BY the frame defaults to {@code RANGE BETWEEN
 * UNBOUNDED PRECEDING AND CURRENT ROW} (the current row's peers included); {@code ROWS BETWEEN UNBOUNDED PRECEDING AND
 * CURRENT ROW} stops at the row itself. Each call gets a slot after the input's columns: {@link #apply} appends the
 * values to every row. Ties of the ORDER BY keep the input order (ROW_NUMBER among peers is then not specified, as in
 * Flink). Not thread-safe.
 */
final class Windows {
    private final int base;
    final List<Call> calls = new ArrayList<>();

    /** @param base the number of input columns (the first slot's index) */
    Windows(int base) {
        this.base = base;
    }

    /**
     * A window's {@code PARTITION BY} and {@code ORDER BY} compiled over the input rows: the partition key of a row,
     * its sort key, and the order of two sort keys (ASC nulls first, DESC nulls last unless NULLS FIRST/LAST says
     * otherwise, as Flink). The batch window functions and the streaming Top-N ({@link StreamTopN}) share it.
     */
    static final class Spec {
        final List<Expr> partition = new ArrayList<>();
        final List<Expr> order = new ArrayList<>();
        final List<boolean[]> directions = new ArrayList<>(); // {desc, nullsFirst}

        static Spec of(SqlWindow w, ExprCompiler ec) {
            Spec spec = new Spec();
            if (w.getPartitionList() != null) {
                for (SqlNode p : w.getPartitionList()) {
                    spec.partition.add(ec.compile(p));
                }
            }
            SqlNodeList order = w.getOrderList();
            if (order != null) {
                for (SqlNode o : order) {
                    QueryRunner.OrderItem oi = QueryRunner.OrderItem.of(o);
                    spec.order.add(ec.compile(oi.node));
                    spec.directions.add(new boolean[] {oi.desc, oi.nullsFirst});
                }
            }
            return spec;
        }

        Object[] partitionKey(Object[] row) {
            Object[] key = new Object[partition.size()];
            for (int i = 0; i < key.length; i++) {
                key[i] = partition.get(i).eval(row);
            }
            return key;
        }

        Object[] sortKey(Object[] row) {
            Object[] k = new Object[order.size()];
            for (int j = 0; j < k.length; j++) {
                k[j] = order.get(j).eval(row);
            }
            return k;
        }

        int compare(Object[] a, Object[] b) {
            return compare(a, b, SQL);
        }

        /**
         * The order of two sort keys with DOUBLE / FLOAT values compared as {@code how} says: {@link #SQL} (-0.0 =
         * 0.0, NaN = NaN above all), {@link #TOTAL} ({@code Double.compare}: -0.0 below 0.0, NaN above all: Flink's
         * batch sort), {@link #PRIMITIVE} ({@code <} / {@code >}: a NaN ties with anything: Flink's batch partition
         * boundaries and RANGE peers), {@link #EQUALS} ({@code ==}: NaN equals nothing: its RANK peers).
         */
        int compare(Object[] a, Object[] b, int how) {
            return compare(a, b, how, 0);
        }

        /** The order of two partition keys (ASC, nulls first), DOUBLE / FLOAT as {@code how} says. */
        int comparePartitions(Object[] a, Object[] b, int how) {
            return compare(a, b, how, directions.size());
        }

        /** As {@link #compare(Object[], Object[], int)} for keys starting at order key {@code first}. */
        int compare(Object[] a, Object[] b, int how, int first) {
            for (int j = 0; j < a.length; j++) {
                Object u = a[j];
                Object v = b[j];
                boolean[] dir = first + j < directions.size() ? directions.get(first + j) : ASC;
                int c;
                if (u == null || v == null) {
                    c = u == v ? 0 : (u == null) == dir[1] ? -1 : 1;
                } else {
                    c = compareValues(u, v, how);
                    if (dir[0]) {
                        c = -c;
                    }
                }
                if (c != 0) {
                    return c;
                }
            }
            return 0;
        }

        private static final boolean[] ASC = {false, true};
        static final int SQL = 0;
        static final int TOTAL = 1;
        static final int PRIMITIVE = 2;
        static final int EQUALS = 3;

        private static int compareValues(Object u, Object v, int how) {
            boolean floating = (u instanceof Double || u instanceof Float) && (v instanceof Double || v instanceof Float);
            if (how == SQL || !floating) {
                return Values.compare(u, v);
            }
            double x = ((Number) u).doubleValue();
            double y = ((Number) v).doubleValue();
            switch (how) {
                case TOTAL: return Double.compare(x, y);
                case PRIMITIVE: return x < y ? -1 : x > y ? 1 : 0;
                default: return x == y ? 0 : Double.isNaN(x) || x > y ? 1 : -1;
            }
        }

        /** Whether any value of {@code keys} is a DOUBLE or FLOAT. */
        private static boolean floating(List<Object[]> keys) {
            for (Object[] k : keys) {
                for (Object v : k) {
                    if (v instanceof Double || v instanceof Float) {
                        return true;
                    }
                }
            }
            return false;
        }
    }

    private static final class Call {
        final String function;
        final Aggregates.Call aggregate;
        Spec spec;
        final boolean rowsFrame;
        final String text;
        /** LAG / LEAD: the value, the offset and the default. */
        Expr value;
        int offset;
        Expr fallback;

        Call(String function, Aggregates.Call aggregate, boolean rowsFrame, String text) {
            this.function = function;
            this.aggregate = aggregate;
            this.rowsFrame = rowsFrame;
            this.text = text;
        }
    }

    /** The slot of {@code over} (an OVER call) compiled over {@code scope}. */
    Expr slot(SqlCall over, Scope scope) {
        String text = over.toString();
        for (int i = 0; i < calls.size(); i++) {
            if (calls.get(i).text.equals(text)) {
                return Expr.column(type(calls.get(i)), text, base + i);
            }
        }
        SqlCall fn = (SqlCall) over.operand(0);
        if (!(over.operand(1) instanceof SqlWindow)) {
            throw new SqlError("named windows are not supported: " + text);
        }
        SqlWindow w = (SqlWindow) over.operand(1);
        String name = fn.getOperator().getName().toUpperCase(Locale.ROOT);
        ExprCompiler ec = new ExprCompiler(scope);
        Aggregates.Call agg = null;
        switch (name) {
            case "ROW_NUMBER": case "RANK": case "DENSE_RANK": case "PERCENT_RANK": case "CUME_DIST":
                if (!fn.getOperandList().isEmpty()) {
                    throw new SqlError(name + " takes no arguments: " + text);
                }
                if (w.getOrderList() == null || w.getOrderList().isEmpty()) {
                    throw new SqlError(name + " needs an ORDER BY in its window: " + text);
                }
                break;
            case "NTILE": {
                if (fn.getOperandList().size() != 1) {
                    throw new SqlError("NTILE takes the number of buckets: " + text);
                }
                Object buckets = ExprCompiler.constant(fn.getOperandList().get(0));
                if (!(buckets instanceof Number) || ((Number) buckets).longValue() < 1) {
                    throw new SqlError("NTILE needs a positive number of buckets: " + text);
                }
                if (w.getOrderList() == null || w.getOrderList().isEmpty()) {
                    throw new SqlError(name + " needs an ORDER BY in its window: " + text);
                }
                Call call = new Call(name, null, false, text);
                call.offset = ((Number) buckets).intValue();
                return register(call, w, ec);
            }
            case "LAG": case "LEAD": {
                List<SqlNode> ops = fn.getOperandList();
                if (ops.isEmpty() || ops.size() > 3) {
                    throw new SqlError(name + " takes 1 to 3 arguments: " + text);
                }
                if (w.getOrderList() == null || w.getOrderList().isEmpty()) {
                    throw new SqlError(name + " needs an ORDER BY in its window: " + text);
                }
                Expr value = ec.compile(ops.get(0));
                Object offset = ops.size() > 1 ? ExprCompiler.constant(ops.get(1)) : 1;
                Expr fallback = ops.size() > 2 ? ec.compile(ops.get(2)) : null;
                Call call = new Call(name, null, false, text);
                call.value = value;
                call.offset = offset == null ? 1 : ((Number) offset).intValue();
                call.fallback = fallback;
                return register(call, w, ec);
            }
            case "COUNT": case "SUM": case "MIN": case "MAX": case "AVG": case "FIRST_VALUE": case "LAST_VALUE": {
                boolean distinct = fn.getFunctionQuantifier() != null;
                if (distinct) {
                    throw new SqlError("DISTINCT in a window aggregate is not supported: " + text);
                }
                Expr arg = null;
                List<SqlNode> ops = fn.getOperandList();
                if (ops.size() == 1 && !(ops.get(0) instanceof org.apache.calcite.sql.SqlIdentifier
                        && ((org.apache.calcite.sql.SqlIdentifier) ops.get(0)).isStar())) {
                    arg = ec.compile(ops.get(0));
                } else if (!name.equals("COUNT") || ops.size() > 1) {
                    throw new SqlError(name + " takes one argument: " + text);
                }
                agg = new Aggregates.Call(name, arg, false, text);
                break;
            }
            default:
                throw new SqlError("window function " + name + " is not supported (ROW_NUMBER, RANK, DENSE_RANK, PERCENT_RANK, CUME_DIST, NTILE, LAG, LEAD, COUNT,"
                        + " SUM, MIN, MAX, AVG, FIRST_VALUE and LAST_VALUE are): " + text);
        }
        return register(new Call(name, agg, frame(w, text), text), w, ec);
    }

    private Expr register(Call call, SqlWindow w, ExprCompiler ec) {
        call.spec = Spec.of(w, ec);
        calls.add(call);
        return Expr.column(type(call), call.text, base + calls.size() - 1);
    }

    /** Whether the frame is a ROWS frame up to the current row; refuses frames other than the default two. */
    private static boolean frame(SqlWindow w, String text) {
        SqlNode lower = w.getLowerBound();
        SqlNode upper = w.getUpperBound();
        if (lower == null && upper == null) {
            return false;
        }
        boolean fromStart = lower == null || SqlWindow.isUnboundedPreceding(lower);
        boolean toCurrent = upper == null || SqlWindow.isCurrentRow(upper);
        if (!fromStart || !toCurrent) {
            throw new SqlError("only the frames UNBOUNDED PRECEDING to CURRENT ROW are supported: " + text);
        }
        return w.isRows();
    }

    /**
     * Whether LAG / LEAD has a NOT NULL default ({@code LEAD(x, 1, 7)}): Flink then types the call NOT NULL and writes
     * a NULL value of the offset row as its code generator's primitive default (probes ag44_x_lead, sq45p_small).
     */
    private static boolean notNullDefault(Call c) {
        return c.fallback != null && c.fallback.type != null && !c.fallback.type.isNullable();
    }

    /**
     * The value Flink's generated code holds for a NULL of a NOT NULL LAG / LEAD: -1 (integers, DATE: 1969-12-31),
     * -1.0 (FLOAT, DOUBLE), FALSE, '' (CHAR / VARCHAR, not padded); of other types the job fails writing the NULL.
     */
    private static Object primitiveDefault(Call c) {
        DataType t = c.value.type;
        switch (t.root()) {
            case TINYINT: return (byte) -1;
            case SMALLINT: return (short) -1;
            case INT: return -1;
            case BIGINT: return -1L;
            case FLOAT: return -1.0f;
            case DOUBLE: return -1.0;
            case BOOLEAN: return false;
            case CHAR: case VARCHAR: return "";
            case DATE: return Casts.cast("1969-12-31", t);
            default:
                throw new SqlError("Column '" + c.text + "' is NOT NULL, however, a null value is being written into it"
                        + " (Flink types " + c.function + " with a NOT NULL default NOT NULL)");
        }
    }

    private static DataType type(Call c) {
        if (c.function.equals("PERCENT_RANK") || c.function.equals("CUME_DIST")) {
            return DataType.doubleType().notNull();
        }
        if (c.function.equals("NTILE")) {
            return DataType.bigint().notNull();
        }
        if (c.value != null) {
            if (c.value.type != null && notNullDefault(c)) {
                return c.value.type.notNull();
            }
            return c.value.type == null ? null : c.value.type.nullable(true);
        }
        return c.aggregate != null ? c.aggregate.type : DataType.bigint().notNull();
    }

    /** The rows with every call's value appended (in slot order). */
    List<Object[]> apply(List<Object[]> rows) {
        List<Object[]> out = new ArrayList<>(rows.size());
        for (Object[] r : rows) {
            out.add(Arrays.copyOf(r, base + calls.size()));
        }
        for (int c = 0; c < calls.size(); c++) {
            Call call = calls.get(c);
            int slot = base + c;
            List<Object[]> partKeys = new ArrayList<>(out.size());
            for (Object[] r : out) {
                partKeys.add(call.spec.partitionKey(r));
            }
            if (Spec.floating(partKeys)) {
                // Flink's batch OVER sorts the rows by partition then order keys (Double.compare: -0.0 below 0.0, NaN
                // last) and starts a partition where two neighbours' keys differ by < / > only: -0.0 and 0.0 rows are
                // one partition, numbered in the sort's order (-0.0 first), and a NaN joins the partition before it
                // (probes flink-oracle/probes/ag44 ag44_nz_2 o1, o6, o10, o12; ag43_nz_3 b6)
                Integer[] idx = new Integer[out.size()];
                for (int i = 0; i < idx.length; i++) {
                    idx[i] = i;
                }
                Arrays.sort(idx, (a, b) -> call.spec.comparePartitions(partKeys.get(a), partKeys.get(b), Spec.TOTAL));
                int from = 0;
                for (int i = 1; i <= idx.length; i++) {
                    if (i == idx.length || call.spec.comparePartitions(partKeys.get(idx[i - 1]), partKeys.get(idx[i]), Spec.PRIMITIVE) != 0) {
                        List<Object[]> part = new ArrayList<>();
                        List<Object[]> keys = new ArrayList<>();
                        for (int q = from; q < i; q++) {
                            part.add(out.get(idx[q]));
                            keys.add(partKeys.get(idx[q]));
                        }
                        fill(call, part, slot, keys);
                        from = i;
                    }
                }
                continue;
            }
            Map<List<Object>, List<Object[]>> parts = new LinkedHashMap<>();
            for (Object[] r : out) {
                parts.computeIfAbsent(QueryRunner.normalizedKey(call.spec.partitionKey(r)), k -> new ArrayList<>()).add(r);
            }
            for (List<Object[]> part : parts.values()) {
                fill(call, part, slot, null);
            }
        }
        return out;
    }

    /**
     * Fills {@code slot} of one partition's rows. {@code partKeys}: the rows' partition keys when the partition holds
     * DOUBLE / FLOAT keys (Flink's sort order and peers, see {@link #apply}), else null.
     */
    private static void fill(Call call, List<Object[]> part, int slot, List<Object[]> partKeys) {
        int n = part.size();
        Object[][] keys = new Object[n][];
        for (int i = 0; i < n; i++) {
            keys[i] = call.spec.sortKey(part.get(i));
        }
        boolean floating = partKeys != null || Spec.floating(java.util.Arrays.asList(keys));
        Integer[] idx = new Integer[n];
        for (int i = 0; i < n; i++) {
            idx[i] = i;
        }
        if (floating) {
            // the batch sort's order: the partition keys (ASC), then the order keys. Flink's sort compares a normalized
            // key (Double.compare's order for DOUBLE / FLOAT) over the leading keys of the first key's direction, the
            // rest with a comparator of < / > (-0.0 ties with 0.0, NaN with anything): PARTITION BY g ORDER BY d DESC, k
            // orders -0.0 and 0.0, or NaN and 2.0, by k, where ORDER BY d DESC alone puts NaN first (probe ag44_nz_2 o8, o9)
            int total = 0;
            boolean firstDesc = call.spec.partition.isEmpty() && !call.spec.directions.isEmpty() && call.spec.directions.get(0)[0];
            while (total < call.spec.directions.size() && call.spec.directions.get(total)[0] == firstDesc) {
                total++;
            }
            int normalized = total;
            java.util.Comparator<Integer> order = (a, b) -> {
                int c = partKeys == null ? 0 : call.spec.comparePartitions(partKeys.get(a), partKeys.get(b), Spec.TOTAL);
                for (int j = 0; c == 0 && j < keys[a].length; j++) {
                    c = call.spec.compare(new Object[] {keys[a][j]}, new Object[] {keys[b][j]}, j < normalized ? Spec.TOTAL : Spec.PRIMITIVE, j);
                }
                return c;
            };
            try {
                Arrays.sort(idx, order);
            } catch (IllegalArgumentException notTransitive) {
                // a NaN's ties are not transitive; TimSort may notice: the normalized key's order then
                Arrays.sort(idx, (a, b) -> {
                    int c = partKeys == null ? 0 : call.spec.comparePartitions(partKeys.get(a), partKeys.get(b), Spec.TOTAL);
                    return c != 0 ? c : call.spec.compare(keys[a], keys[b], Spec.TOTAL);
                });
            }
        } else {
            Arrays.sort(idx, (a, b) -> call.spec.compare(keys[a], keys[b])); // stable: peers keep the input order
        }
        // RANK's peers compare DOUBLE / FLOAT with == (NaN equals nothing), a RANGE frame's with < / > (a NaN is a
        // peer of its neighbours) (probe ag44_nz_2 o2, o3, o7, o8)
        int rankPeers = floating ? Spec.EQUALS : Spec.SQL;
        int rangePeers = floating ? Spec.PRIMITIVE : Spec.SQL;
        if (call.value != null) {
            int step = call.function.equals("LAG") ? -call.offset : call.offset;
            boolean notNull = call.value.type != null && notNullDefault(call);
            for (int p = 0; p < n; p++) {
                int from = p + step;
                Object[] row = part.get(idx[p]);
                row[slot] = from >= 0 && from < n ? call.value.eval(part.get(idx[from]))
                        : call.fallback == null ? null : call.fallback.eval(row);
                if (row[slot] == null && notNull) {
                    row[slot] = primitiveDefault(call);
                }
            }
            return;
        }
        if (call.function.equals("NTILE")) {
            // n rows into b buckets: the first n % b buckets get one row more
            int b = call.offset;
            int size = n / b;
            int bigger = n % b;
            for (int p = 0; p < n; p++) {
                int bucket = p < bigger * (size + 1) ? p / (size + 1) : bigger + (p - bigger * (size + 1)) / Math.max(1, size);
                part.get(idx[p])[slot] = (long) bucket + 1;
            }
            return;
        }
        if (call.aggregate == null) {
            long rank = 0;
            long dense = 0;
            for (int p = 0; p < n; p++) {
                boolean newPeer = p == 0 || call.spec.compare(keys[idx[p - 1]], keys[idx[p]], rankPeers) != 0;
                if (newPeer) {
                    rank = p + 1;
                    dense++;
                }
                Object v;
                switch (call.function) {
                    case "ROW_NUMBER": v = (long) p + 1; break;
                    case "RANK": v = rank; break;
                    case "DENSE_RANK": v = dense; break;
                    case "PERCENT_RANK": v = n == 1 ? 0.0d : (rank - 1) / (double) (n - 1); break;
                    default: // CUME_DIST as Flink 2.0 computes it: the row's position over the partition (peers not shared)
                        v = (p + 1) / (double) n;
                }
                part.get(idx[p])[slot] = v;
            }
            return;
        }
        if (call.spec.order.isEmpty()) {
            Aggregates.Accumulator acc = call.aggregate.newAccumulator();
            for (Object[] r : part) {
                acc.add(r);
            }
            Object v = acc.result();
            for (Object[] r : part) {
                r[slot] = v;
            }
            return;
        }
        Aggregates.Accumulator acc = call.aggregate.newAccumulator();
        int p = 0;
        while (p < n) {
            int end = p + 1;
            if (!call.rowsFrame) {
                while (end < n && call.spec.compare(keys[idx[p]], keys[idx[end]], rangePeers) == 0) {
                    end++;
                }
            }
            for (int q = p; q < end; q++) {
                acc.add(part.get(idx[q]));
            }
            Object v = acc.result();
            for (int q = p; q < end; q++) {
                part.get(idx[q])[slot] = v;
            }
            p = end;
        }
    }
}
