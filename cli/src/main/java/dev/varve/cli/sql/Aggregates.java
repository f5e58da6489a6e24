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
        /** LISTAGG's separator. */
        final String separator;
        /** ARRAY_AGG ... IGNORE NULLS, JSON_ARRAYAGG / JSON_OBJECTAGG ... ABSENT ON NULL: NULL values are skipped. */
        boolean ignoreNulls;
        /** JSON_OBJECTAGG's key. */
        Expr key;

        Call(String function, Expr arg, boolean distinct, String text) {
            this(function, arg, distinct, text, ",");
        }

        Call(String function, Expr arg, boolean distinct, String text, String separator) {
            this.function = function.equals("STDDEV") ? "STDDEV_SAMP" : function.equals("VARIANCE") ? "VAR_SAMP" : function;
            this.arg = arg;
            this.distinct = distinct;
            this.text = text;
            this.separator = separator;
            this.type = resultType(this.function, arg == null ? null : arg.type);
        }

        Accumulator newAccumulator() {
            return new Accumulator(this);
        }
    }

    /** Whether {@code name} (upper case) is an aggregate function of batch and streaming GROUP BY queries. */
    static boolean isAggregateName(String name) {
        switch (name) {
            case "COUNT": case "SUM": case "MIN": case "MAX": case "AVG": case "STDDEV_POP": case "STDDEV_SAMP":
            case "STDDEV": case "VAR_POP": case "VAR_SAMP": case "VARIANCE": case "LISTAGG": case "FIRST_VALUE":
            case "LAST_VALUE": case "ARRAY_AGG":
                return true;
            default:
                return false;
        }
    }

    private static boolean isStatistic(String fn) {
        return fn.startsWith("STDDEV") || fn.startsWith("VAR");
    }

    static DataType resultType(String fn, DataType arg) {
        if (isStatistic(fn)) {
            if (arg == null || !arg.root().isNumeric()) {
                throw new SqlError(fn + " needs a numeric argument" + (arg == null ? "" : ", got " + arg.asSqlStringNoNull()));
            }
            // Flink reduces them to SUM(x * x), SUM(x) and COUNT(x) in the argument's type: a DECIMAL(p, s) gives scale 2s
            return arg.root() == TypeRoot.DECIMAL ? DataType.decimal(38, Math.min(38, 2 * arg.scale())) : arg.nullable(true);
        }
        if (fn.equals("LISTAGG") || fn.startsWith("JSON_")) {
            return DataType.string();
        }
        if (fn.equals("ARRAY_AGG")) {
            return DataType.array(arg == null ? DataType.string() : arg.nullable(true));
        }
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
        /** SUM(x * x) of the statistics (Long, Double or BigDecimal, as SUM(x) in {@link #acc}). */
        private Object squares;
        private StringBuilder text;
        private boolean nullSeen;
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
            if (call.function.equals("ARRAY_AGG") || call.function.startsWith("JSON_")) {
                collectValue(row, v);
                return;
            }
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
                case "STDDEV_POP": case "STDDEV_SAMP": case "VAR_POP": case "VAR_SAMP": {
                    Object x = widen(v);
                    Object sq = x instanceof Long ? (Object) ((Long) x * (Long) x) : x instanceof Double
                            ? (Object) ((Double) x * (Double) x) : ((BigDecimal) x).multiply((BigDecimal) x);
                    acc = acc == null ? x : add(acc, x);
                    squares = squares == null ? sq : add(squares, sq);
                    break;
                }
                case "LISTAGG":
                    if (text == null) {
                        text = new StringBuilder();
                    } else if (call.separator != null) {
                        text.append(call.separator);
                    }
                    text.append(Casts.toStr(v));
                    break;
                case "FIRST_VALUE": // the first non-null value, as Flink's FIRST_VALUE
                    if (acc == null) {
                        acc = v;
                    }
                    break;
                case "LAST_VALUE":
                    acc = v;
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

        /**
         * VAR / STDDEV as Flink computes them after reducing them: {@code (SUM(x*x) - SUM(x)*SUM(x)/COUNT(x)) / n} with
         * n = COUNT(x) (population) or COUNT(x) - 1 (sample, NULL for one value), in the argument's arithmetic (integer
         * division for integers), the standard deviation as POWER(variance, 0.5) cast back.
         */
        private Object statistic() {
            boolean sample = call.function.endsWith("_SAMP");
            if (acc == null || (sample && count == 1)) {
                return null;
            }
            long n = sample ? count - 1 : count;
            boolean stddev = call.function.startsWith("STDDEV");
            if (acc instanceof Long) {
                long s = (Long) acc;
                long var = ((Long) squares - s * s / count) / n;
                return Casts.cast(stddev ? (long) Math.pow(var, 0.5) : var, call.type);
            }
            if (acc instanceof Double) {
                double s = (Double) acc;
                double var = ((Double) squares - s * s / count) / n;
                return Casts.cast(stddev ? Math.pow(var, 0.5) : var, call.type);
            }
            java.math.MathContext mc = java.math.MathContext.DECIMAL128;
            BigDecimal s = (BigDecimal) acc;
            BigDecimal var = ((BigDecimal) squares).subtract(s.multiply(s).divide(BigDecimal.valueOf(count), mc))
                    .divide(BigDecimal.valueOf(n), mc);
            BigDecimal r = stddev ? BigDecimal.valueOf(Math.pow(var.doubleValue(), 0.5)) : var;
            return r.setScale(call.type.scale(), RoundingMode.HALF_UP);
        }

        /** ARRAY_AGG / JSON_ARRAYAGG / JSON_OBJECTAGG: the values in input order, NULLs kept unless skipped. */
        private void collectValue(Object[] row, Object v) {
            if (v == null && call.ignoreNulls) {
                return;
            }
            if (seen != null && (v == null ? nullSeen : !seen.add(v))) {
                return;
            }
            nullSeen |= v == null;
            if (acc == null) {
                acc = new ArrayList<Object>();
            }
            @SuppressWarnings("unchecked")
            List<Object> values = (List<Object>) acc;
            if (call.key != null) {
                Object k = call.key.eval(row);
                if (k == null) {
                    throw new SqlError(call.text + ": a JSON object key is NULL");
                }
                values.add(Casts.toStr(k));
            }
            values.add(v);
            count++;
        }

        Object result() {
            switch (call.function) {
                case "ARRAY_AGG":
                    if (acc != null && call.distinct) {
                        // Flink plans DISTINCT as a grouping on the value first: the values come out sorted, NULL first
                        @SuppressWarnings("unchecked")
                        List<Object> values = (List<Object>) acc;
                        List<Object> sorted = new ArrayList<>(values.size());
                        boolean hasNull = false;
                        for (Object v : values) {
                            if (v == null) {
                                hasNull = true;
                            } else {
                                sorted.add(v);
                            }
                        }
                        sorted.sort(ValueComparator::compare);
                        if (hasNull) {
                            sorted.add(0, null);
                        }
                        return sorted;
                    }
                    return acc;
                case "JSON_ARRAYAGG": case "JSON_OBJECTAGG": {
                    @SuppressWarnings("unchecked")
                    List<Object> values = acc == null ? List.of() : (List<Object>) acc;
                    return JsonFunctions.aggregate(values, call.key != null);
                }
                case "COUNT":
                    return count;
                case "STDDEV_POP": case "STDDEV_SAMP": case "VAR_POP": case "VAR_SAMP":
                    return statistic();
                case "LISTAGG":
                    return text == null ? null : text.toString();
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
