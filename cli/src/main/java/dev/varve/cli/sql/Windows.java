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
            for (int j = 0; j < a.length; j++) {
                Object u = a[j];
                Object v = b[j];
                boolean[] dir = directions.get(j);
                int c;
                if (u == null || v == null) {
                    c = u == v ? 0 : (u == null) == dir[1] ? -1 : 1;
                } else {
                    c = Values.compare(u, v);
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

    private static DataType type(Call c) {
        if (c.function.equals("PERCENT_RANK") || c.function.equals("CUME_DIST")) {
            return DataType.doubleType().notNull();
        }
        if (c.function.equals("NTILE")) {
            return DataType.bigint().notNull();
        }
        if (c.value != null) {
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
            Map<List<Object>, List<Object[]>> parts = new LinkedHashMap<>();
            for (Object[] r : out) {
                parts.computeIfAbsent(QueryRunner.normalizedKey(call.spec.partitionKey(r)), k -> new ArrayList<>()).add(r);
            }
            for (List<Object[]> part : parts.values()) {
                fill(call, part, slot);
            }
        }
        return out;
    }

    private static void fill(Call call, List<Object[]> part, int slot) {
        int n = part.size();
        Object[][] keys = new Object[n][];
        for (int i = 0; i < n; i++) {
            keys[i] = call.spec.sortKey(part.get(i));
        }
        Integer[] idx = new Integer[n];
        for (int i = 0; i < n; i++) {
            idx[i] = i;
        }
        Arrays.sort(idx, (a, b) -> call.spec.compare(keys[a], keys[b])); // stable: peers keep the input order
        if (call.value != null) {
            int step = call.function.equals("LAG") ? -call.offset : call.offset;
            for (int p = 0; p < n; p++) {
                int from = p + step;
                Object[] row = part.get(idx[p]);
                row[slot] = from >= 0 && from < n ? call.value.eval(part.get(idx[from]))
                        : call.fallback == null ? null : call.fallback.eval(row);
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
                boolean newPeer = p == 0 || call.spec.compare(keys[idx[p - 1]], keys[idx[p]]) != 0;
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
                while (end < n && call.spec.compare(keys[idx[p]], keys[idx[end]]) == 0) {
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
