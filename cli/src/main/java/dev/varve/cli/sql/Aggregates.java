package dev.varve.cli.sql;

import dev.varve.row.DataType;
import dev.varve.row.TypeRoot;
import dev.varve.row.ValueComparator;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * The aggregate calls of one grouped query (COUNT, SUM, MIN, MAX, AVG, each optionally DISTINCT) and
 * the group keys; after grouping a row is {@code [group keys..., aggregate results...]}. Not thread-safe.
 */
final class Aggregates {
    final List<Expr> groupKeys = new ArrayList<>();
    final List<org.apache.calcite.sql.SqlNode> groupNodes = new ArrayList<>();
    final List<Call> calls = new ArrayList<>();

    /** One aggregate call: function, argument (null for COUNT(*)), DISTINCT, result type. */
    static final class Call {
        final String function;
        final Expr arg;
        final boolean distinct;
        final DataType type;
        final String text;

        Call(String function, Expr arg, boolean distinct, String text) {
            this.function = function;
            this.arg = arg;
            this.distinct = distinct;
            this.text = text;
            this.type = resultType(function, arg == null ? null : arg.type);
        }

        Accumulator newAccumulator() {
            return new Accumulator(this);
        }
    }

    static DataType resultType(String fn, DataType arg) {
        switch (fn) {
            case "COUNT":
                return DataType.bigint().notNull();
            case "SUM":
                if (arg == null || !arg.root().isNumeric()) {
                    throw new SqlError("SUM needs a numeric argument" + (arg == null ? "" : ", got " + arg.asSqlStringNoNull()));
                }
                return arg.root() == TypeRoot.DECIMAL ? DataType.decimal(38, arg.scale()) : arg.nullable(true);
            case "AVG":
                if (arg == null || !arg.root().isNumeric()) {
                    throw new SqlError("AVG needs a numeric argument" + (arg == null ? "" : ", got " + arg.asSqlStringNoNull()));
                }
                return arg.root() == TypeRoot.DECIMAL ? DataType.decimal(38, Math.max(6, arg.scale())) : arg.nullable(true);
            default:
                return arg == null ? DataType.string() : arg.nullable(true);
        }
    }

    /** The running state of one aggregate call for one group. */
    static final class Accumulator {
        private final Call call;
        private long count;
        private Object acc;
        private final TreeSet<Object> seen;

        Accumulator(Call call) {
            this.call = call;
            this.seen = call.distinct ? new TreeSet<>(ValueComparator::compare) : null;
        }

        void add(Object[] row) {
            if (call.arg == null) {
                count++;
                return;
            }
            Object v = call.arg.eval(row);
            if (v == null) {
                return;
            }
            if (seen != null && !seen.add(v)) {
                return;
            }
            count++;
            switch (call.function) {
                case "COUNT":
                    break;
                case "SUM": case "AVG":
                    acc = acc == null ? widen(v) : add(acc, widen(v));
                    break;
                case "MIN":
                    if (acc == null || Values.compare(v, acc) < 0) {
                        acc = v;
                    }
                    break;
                case "MAX":
                    if (acc == null || Values.compare(v, acc) > 0) {
                        acc = v;
                    }
                    break;
                default:
                    throw new SqlError("unsupported aggregate function " + call.function);
            }
        }

        private static Object widen(Object v) {
            if (v instanceof Byte || v instanceof Short || v instanceof Integer) {
                return ((Number) v).longValue();
            }
            if (v instanceof Float) {
                return ((Float) v).doubleValue();
            }
            return v;
        }

        private static Object add(Object a, Object b) {
            if (a instanceof Long) {
                return (Long) a + (Long) b;
            }
            if (a instanceof Double) {
                return (Double) a + (Double) b;
            }
            return ((BigDecimal) a).add((BigDecimal) b);
        }

        Object result() {
            switch (call.function) {
                case "COUNT":
                    return count;
                case "SUM":
                    return acc == null ? null : Casts.cast(acc, call.type);
                case "AVG": {
                    if (acc == null) {
                        return null;
                    }
                    if (acc instanceof Long) {
                        return Casts.cast(((Long) acc) / count, call.type);
                    }
                    if (acc instanceof Double) {
                        return Casts.cast(((Double) acc) / count, call.type);
                    }
                    return ((BigDecimal) acc).divide(BigDecimal.valueOf(count), call.type.scale(), RoundingMode.HALF_UP);
                }
                default:
                    return acc;
            }
        }
    }
}
