package dev.varve.cli.sql;

import dev.varve.row.DataType;
import dev.varve.row.TypeRoot;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;

/**
 * The aggregate calls of one grouped query (COUNT, SUM, MIN, MAX, AVG, each optionally DISTINCT) and
 * the group keys; after grouping a row is {@code [group keys..., aggregate results...]}. Not thread-safe.
 */
final class Aggregates {
    final List<Expr> groupKeys = new ArrayList<>();
    final List<org.apache.calcite.sql.SqlNode> groupNodes = new ArrayList<>();
    final List<Call> calls = new ArrayList<>();
    /**
     * GROUPING SETS / ROLLUP / CUBE: per grouping set, which of {@link #groupKeys} it groups by; a grouped row then
     * ends with its set's index (after the aggregates). Null for a plain GROUP BY.
     */
    List<boolean[]> groupingSets;

    /** Whether some grouping set leaves key {@code i} out (its rows hold NULL for it). */
    boolean rolledUp(int i) {
        if (groupingSets == null) {
            return false;
        }
        for (boolean[] in : groupingSets) {
            if (!in[i]) {
                return true;
            }
        }
        return false;
    }

    /**
     * {@code GROUPING(k1, .., kn)} / {@code GROUPING_ID(..)} of a grouped row: bit n-1-j set when key {@code keys[j]}
     * is rolled up in the row's grouping set (0 for a plain GROUP BY).
     */
    long grouping(Object[] groupedRow, int[] keys) {
        if (groupingSets == null) {
            return 0L;
        }
        boolean[] in = groupingSets.get((Integer) groupedRow[groupedRow.length - 1]);
        long bits = 0;
        for (int k : keys) {
            bits = (bits << 1) | (in[k] ? 0 : 1);
        }
        return bits;
    }

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
        /** {@code FILTER (WHERE cond)}: a row whose cond is not TRUE is neither added nor retracted; null: every row. */
        Expr filter;

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

        /** An accumulator that also retracts (a streaming GROUP BY over a changelog). */
        Accumulator newRetractingAccumulator() {
            return new Accumulator(this, true);
        }
    }

    /** Whether {@code name} (upper case) is an aggregate function of batch and streaming GROUP BY queries. */
    static boolean isAggregateName(String name) {
        switch (name) {
            case "COUNT": case "SUM": case "MIN": case "MAX": case "AVG": case "STDDEV_POP": case "STDDEV_SAMP":
            case "STDDEV": case "VAR_POP": case "VAR_SAMP": case "VARIANCE": case "LISTAGG": case "FIRST_VALUE":
            case "LAST_VALUE": case "ARRAY_AGG": case "COLLECT":
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
        if (fn.equals("COLLECT")) {
            // Flink's MULTISET<T> NOT NULL, kept as its map of element -> count (printed as Flink prints it: {a=2, b=1})
            return DataType.map(arg == null ? DataType.string() : arg.nullable(true), DataType.intType().notNull()).notNull();
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

    /**
     * The running state of one aggregate call for one group, as Flink's aggregate functions keep it: values are
     * accumulated and, in a streaming GROUP BY over a changelog, retracted ({@link #retract}) without matching rows,
     * so a retraction of a value never accumulated drives the state below zero. COUNT counts the non-null values
     * (COUNT(*) the rows) and may go negative; SUM / AVG / VAR / STDDEV keep the sum(s) and the count of their
     * non-null values and are NULL while that count is 0 (Flink's SumWithRetract / Avg: a sum with a count of -1 is
     * printed); MIN / MAX of a retracting accumulator keep Flink's value &rarr; count map (MaxWithRetractAggFunction:
     * the extreme is replaced from all the map's values, a value retracted before it was added included, and it is
     * NULL while no value has a positive count); LISTAGG, FIRST_VALUE, LAST_VALUE, ARRAY_AGG and JSON_ARRAYAGG keep
     * their values in arrival order and a retraction removes the first equal one (nothing if none is);
     * JSON_OBJECTAGG removes its key if it holds the retracted value. A DISTINCT call counts each value
     * (Flink's distinct view: value &rarr; count) and passes it on when its count goes from 0 to 1 and retracts it
     * when it goes from 1 to 0. Without retractions every function gives what it gives over the rows added.
     */
    static final class Accumulator {
        private final Call call;
        /** Whether {@link #retract} may be called: MIN / MAX then keep value counts, FIRST / LAST_VALUE their values. */
        private final boolean retracting;
        private long count;
        private Object acc;
        /** SUM(x * x) of the statistics (Long, Double or BigDecimal, as SUM(x) in {@link #acc}). */
        private Object squares;
        /** LISTAGG, ARRAY_AGG, JSON_* (JSON_OBJECTAGG: key, value, key, value ...); FIRST / LAST_VALUE if retracting. */
        private List<Object> values;
        /** MIN / MAX of a retracting accumulator: value &rarr; count (non-zero, may be negative). */
        private final TreeMap<Object, Long> valueCounts;
        /** MIN / MAX of a retracting accumulator: how many values have a positive count (Flink's mapSize). */
        private long positiveValues;
        /** COLLECT: element &rarr; count (CollectAggFunction's map: a count may be 0 or negative). */
        private TreeMap<Object, Integer> multiset;
        /** DISTINCT: value &rarr; count (non-zero), NULL counted apart. */
        private final TreeMap<Object, Long> distinctCounts;
        private long distinctNulls;

        Accumulator(Call call) {
            this(call, false);
        }

        Accumulator(Call call, boolean retracting) {
            this.call = call;
            this.retracting = retracting;
            this.distinctCounts = call.distinct ? new TreeMap<>(Accumulator::flinkCompare) : null;
            this.valueCounts = retracting && (call.function.equals("MIN") || call.function.equals("MAX"))
                    ? new TreeMap<>(Accumulator::flinkCompare) : null;
        }

        /** Accumulates one input row. */
        void add(Object[] row) {
            apply(row, 1);
        }

        /** Retracts one input row (only on an accumulator created retracting). */
        void retract(Object[] row) {
            if (!retracting) {
                throw new IllegalStateException("a retraction into an accumulator that does not retract");
            }
            apply(row, -1);
        }

        private void apply(Object[] row, int sign) {
            if (call.filter != null && !Boolean.TRUE.equals(call.filter.eval(row))) {
                return;
            }
            if (call.arg == null) {
                count += sign; // COUNT(*)
                return;
            }
            Object v = call.arg.eval(row);
            if (distinctCounts != null) {
                long c = (v == null ? distinctNulls : distinctCounts.getOrDefault(v, 0L)) + sign;
                if (v == null) {
                    distinctNulls = c;
                } else if (c == 0) {
                    distinctCounts.remove(v);
                } else {
                    distinctCounts.put(v, c);
                }
                if (sign > 0 ? c != 1 : c != 0) {
                    return; // the value was already counted (or is still retracted) / is still counted
                }
            }
            if (sign > 0) {
                accumulate(row, v);
            } else {
                retractValue(row, v);
            }
        }

        private void accumulate(Object[] row, Object v) {
            if (call.function.equals("ARRAY_AGG") || call.function.startsWith("JSON_")) {
                collectValue(row, v);
                return;
            }
            if (v == null) {
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
                    Object sq = square(x);
                    acc = acc == null ? x : add(acc, x);
                    squares = squares == null ? sq : add(squares, sq);
                    break;
                }
                case "LISTAGG":
                    values().add(v);
                    break;
                case "COLLECT":
                    multiset().merge(v, 1, Integer::sum); // a count of -1 becomes 0 and stays
                    break;
                case "FIRST_VALUE": // the first non-null value, as Flink's FIRST_VALUE
                    if (retracting) {
                        values().add(v);
                    } else if (acc == null) {
                        acc = v;
                    }
                    break;
                case "LAST_VALUE":
                    if (retracting) {
                        values().add(v);
                    } else {
                        acc = v;
                    }
                    break;
                case "MIN": case "MAX": {
                    int better = call.function.equals("MAX") ? 1 : -1;
                    if (valueCounts == null) {
                        if (acc == null || replaces(v, acc, better)) {
                            acc = v;
                        }
                        break;
                    }
                    if (positiveValues == 0 || flinkCompare(v, acc) * better > 0) {
                        acc = v;
                    }
                    long c = valueCounts.getOrDefault(v, 0L) + 1;
                    if (c == 0) {
                        valueCounts.remove(v);
                    } else {
                        valueCounts.put(v, c);
                    }
                    if (c == 1) {
                        positiveValues++;
                    }
                    break;
                }
                default:
                    throw new SqlError("unsupported aggregate function " + call.function);
            }
        }

        private void retractValue(Object[] row, Object v) {
            switch (call.function) {
                case "ARRAY_AGG": case "JSON_ARRAYAGG":
                    if (v == null && call.ignoreNulls) {
                        return;
                    }
                    removeFirst(v);
                    return;
                case "JSON_OBJECTAGG": {
                    Object k = call.key.eval(row);
                    if (values != null && k != null) {
                        String key = Casts.toStr(k);
                        for (int i = 0; i + 1 < values.size(); i += 2) {
                            if (key.equals(values.get(i))) {
                                if (same(values.get(i + 1), v)) {
                                    values.remove(i + 1);
                                    values.remove(i);
                                }
                                break;
                            }
                        }
                    }
                    return;
                }
                default:
                    break;
            }
            if (v == null) {
                return;
            }
            count--;
            switch (call.function) {
                case "COUNT":
                    break;
                case "SUM": case "AVG":
                    acc = acc == null ? negate(widen(v)) : subtract(acc, widen(v));
                    break;
                case "STDDEV_POP": case "STDDEV_SAMP": case "VAR_POP": case "VAR_SAMP": {
                    Object x = widen(v);
                    Object sq = square(x);
                    acc = acc == null ? negate(x) : subtract(acc, x);
                    squares = squares == null ? negate(sq) : subtract(squares, sq);
                    break;
                }
                case "LISTAGG": case "FIRST_VALUE": case "LAST_VALUE":
                    removeFirst(v);
                    break;
                case "COLLECT": {
                    Integer c = multiset().get(v);
                    if (c != null && c == 1) {
                        multiset.remove(v);
                    } else {
                        multiset.put(v, c == null ? -1 : c - 1); // a value never added is kept with -1
                    }
                    break;
                }
                case "MIN": case "MAX": {
                    long c = valueCounts.getOrDefault(v, 0L) - 1;
                    if (c != 0) {
                        valueCounts.put(v, c); // a negative count does not count as a value
                        break;
                    }
                    valueCounts.remove(v);
                    positiveValues--;
                    if (positiveValues == 0) {
                        acc = null;
                    } else if (flinkCompare(v, acc) == 0) {
                        // the next extreme among all the map's values, those of negative count included (as Flink)
                        if (valueCounts.isEmpty()) {
                            positiveValues = 0;
                            acc = null;
                        } else {
                            acc = call.function.equals("MAX") ? valueCounts.lastKey() : valueCounts.firstKey();
                        }
                    }
                    break;
                }
                default:
                    throw new SqlError("unsupported aggregate function " + call.function);
            }
        }

        private TreeMap<Object, Integer> multiset() {
            if (multiset == null) {
                multiset = new TreeMap<>(Accumulator::flinkCompare);
            }
            return multiset;
        }

        private List<Object> values() {
            if (values == null) {
                values = new ArrayList<>();
            }
            return values;
        }

        /** Removes the first value equal to {@code v} (as Flink's list views remove an element), if any. */
        private void removeFirst(Object v) {
            if (values == null) {
                return;
            }
            for (int i = 0; i < values.size(); i++) {
                if (same(values.get(i), v)) {
                    values.remove(i);
                    return;
                }
            }
        }

        /**
         * Whether {@code v} replaces the MIN ({@code better} -1) / MAX (1) {@code acc} of an accumulator that does not
         * retract, as Flink's MinAggFunction / MaxAggFunction compare with {@code <} / {@code >}: a DOUBLE / FLOAT is
         * compared as a primitive, so -0.0 does not replace 0.0 (nor the reverse) and NaN replaces nothing and, once
         * first, is replaced by nothing (probes ag43_nz_3 b7, ag43_nz_4).
         */
        private static boolean replaces(Object v, Object acc, int better) {
            if ((v instanceof Double || v instanceof Float) && (acc instanceof Double || acc instanceof Float)) {
                double x = ((Number) v).doubleValue();
                double y = ((Number) acc).doubleValue();
                return better > 0 ? x > y : x < y;
            }
            return Values.compare(v, acc) * better > 0;
        }

        /**
         * The order and equality of Flink's MIN / MAX value &rarr; count map (MinWithRetract / MaxWithRetract compare the
         * boxed values with {@code compareTo} and key the map by {@code equals}): a DOUBLE / FLOAT -0.0 is below and apart
         * from 0.0, NaN above everything and equal to itself; other values as {@link Values#compare} (probe ag43_nz_1). The
         * same for DISTINCT's value &rarr; count map and COLLECT's multiset (keyed by equals: -0.0 apart, probe ag43_nz_3).
         */
        static int flinkCompare(Object a, Object b) {
            if (a instanceof Double && b instanceof Double) {
                return Double.compare((Double) a, (Double) b);
            }
            if (a instanceof Float && b instanceof Float) {
                return Float.compare((Float) a, (Float) b);
            }
            return Values.compare(a, b);
        }

        private static boolean same(Object a, Object b) {
            if (a == null || b == null) {
                return a == b;
            }
            if (a instanceof byte[] && b instanceof byte[]) {
                return Arrays.equals((byte[]) a, (byte[]) b);
            }
            if (a instanceof BigDecimal && b instanceof BigDecimal) {
                return ((BigDecimal) a).compareTo((BigDecimal) b) == 0;
            }
            return a.equals(b);
        }

        private static Object square(Object x) {
            return x instanceof Long ? (Object) ((Long) x * (Long) x) : x instanceof Double
                    ? (Object) ((Double) x * (Double) x) : ((BigDecimal) x).multiply((BigDecimal) x);
        }

        private static Object negate(Object x) {
            if (x instanceof Long) {
                return 0L - (Long) x;
            }
            if (x instanceof Double) {
                return 0.0 - (Double) x;
            }
            return BigDecimal.ZERO.subtract((BigDecimal) x);
        }

        private static Object subtract(Object a, Object b) {
            if (a instanceof Long) {
                return (Long) a - (Long) b;
            }
            if (a instanceof Double) {
                return (Double) a - (Double) b;
            }
            return ((BigDecimal) a).subtract((BigDecimal) b);
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
            if (count == 0 || (sample && count == 1)) {
                return null; // SUM(x) is NULL while its count is 0
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
            String key = null;
            if (call.key != null) {
                Object k = call.key.eval(row);
                if (k == null) {
                    throw new SqlError(call.text + ": a JSON object key is NULL");
                }
                key = Casts.toStr(k);
                for (int i = 0; values != null && i + 1 < values.size(); i += 2) {
                    if (key.equals(values.get(i))) {
                        // Flink's JsonObjectAggFunction checks the key before it looks at the value (probe ag43_jo_2)
                        throw new SqlError("Key '" + key + "' is already present. Duplicate keys are not allowed in "
                                + "JSON_OBJECTAGG. Please ensure that keys are unique.");
                    }
                }
            }
            if (v == null && call.ignoreNulls) {
                return;
            }
            List<Object> values = values();
            if (key != null) {
                values.add(key);
            }
            values.add(v);
            count++;
        }

        Object result() {
            switch (call.function) {
                case "ARRAY_AGG":
                    if (values == null || values.isEmpty()) {
                        return null; // Flink's ARRAY_AGG of no values (or all retracted) is NULL
                    }
                    if (call.distinct) {
                        // Flink plans DISTINCT as a grouping on the value first: the values come out sorted, NULL first
                        List<Object> sorted = new ArrayList<>(values.size());
                        boolean hasNull = false;
                        for (Object v : values) {
                            if (v == null) {
                                hasNull = true;
                            } else {
                                sorted.add(v);
                            }
                        }
                        sorted.sort(Accumulator::flinkCompare); // -0.0 before 0.0 (probe ag43_x_nz b1)
                        if (hasNull) {
                            sorted.add(0, null);
                        }
                        return sorted;
                    }
                    return new ArrayList<>(values); // a copy: the state changes after the result is emitted
                case "JSON_ARRAYAGG": case "JSON_OBJECTAGG":
                    return JsonFunctions.aggregate(values == null ? List.of() : new ArrayList<>(values), call.key != null);
                case "COUNT":
                    return count;
                case "COLLECT": // an empty multiset, not NULL, when no value was collected
                    return multiset == null ? new java.util.LinkedHashMap<>() : new java.util.LinkedHashMap<>(multiset);
                case "STDDEV_POP": case "STDDEV_SAMP": case "VAR_POP": case "VAR_SAMP":
                    return statistic();
                case "LISTAGG": {
                    if (values == null || values.isEmpty()) {
                        return null;
                    }
                    StringBuilder text = new StringBuilder();
                    for (int i = 0; i < values.size(); i++) {
                        if (i > 0 && call.separator != null) {
                            text.append(call.separator);
                        }
                        text.append(Casts.toStr(values.get(i)));
                    }
                    return text.toString();
                }
                case "FIRST_VALUE":
                    if (retracting) {
                        return values == null || values.isEmpty() ? null : values.get(0);
                    }
                    return acc;
                case "LAST_VALUE":
                    if (retracting) {
                        return values == null || values.isEmpty() ? null : values.get(values.size() - 1);
                    }
                    return acc;
                case "MIN": case "MAX":
                    return valueCounts != null && positiveValues == 0 ? null : acc;
                case "SUM":
                    return count == 0 ? null : Casts.cast(acc, call.type); // SUM's count of non-null values
                case "AVG": {
                    if (count == 0) {
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
