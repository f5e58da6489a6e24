package dev.varve.cli.sql;

import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.TypeRoot;
import dev.varve.row.ValueFormatter;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoField;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * SQL casts between canonical values (see {@link InternalRow}): used for {@code CAST(x AS t)} and to
 * fit INSERT values to the target column types. Strings parse as Flink does ({@code '2024-01-08'} to
 * DATE, {@code '2024-01-08 10:15:00'} to TIMESTAMP); numbers narrow with a range check; DECIMAL
 * rounds half-up to its scale and fails on overflow; temporal values truncate to their precision;
 * TIMESTAMP_LTZ is read and printed in UTC (the session time zone). Stateless; thread-safe.
 */
public final class Casts {
    private static final DateTimeFormatter TS = new DateTimeFormatterBuilder()
            .appendPattern("yyyy-MM-dd")
            .optionalStart().appendLiteral(' ').optionalEnd()
            .optionalStart().appendLiteral('T').optionalEnd()
            .optionalStart()
            .appendPattern("HH:mm")
            .optionalStart().appendPattern(":ss").optionalEnd()
            .optionalStart().appendFraction(ChronoField.NANO_OF_SECOND, 0, 9, true).optionalEnd()
            .optionalEnd()
            .parseDefaulting(ChronoField.HOUR_OF_DAY, 0)
            .parseDefaulting(ChronoField.MINUTE_OF_HOUR, 0)
            .parseDefaulting(ChronoField.SECOND_OF_MINUTE, 0)
            .toFormatter(Locale.ROOT);

    private Casts() {
    }

    /** Casts {@code v} to {@code t}. @throws SqlError naming the value and the type when it cannot be cast */
    @SuppressWarnings("unchecked")
    public static Object cast(Object v, DataType t) {
        if (v == null) {
            return null;
        }
        try {
            switch (t.root()) {
                case BOOLEAN: return toBoolean(v, t);
                case TINYINT: return (byte) integral(v, t, Byte.MIN_VALUE, Byte.MAX_VALUE);
                case SMALLINT: return (short) integral(v, t, Short.MIN_VALUE, Short.MAX_VALUE);
                case INT: return (int) integral(v, t, Integer.MIN_VALUE, Integer.MAX_VALUE);
                case BIGINT: return integral(v, t, Long.MIN_VALUE, Long.MAX_VALUE);
                case FLOAT: return (float) toDouble(v, t);
                case DOUBLE: return toDouble(v, t);
                case DECIMAL: return toDecimal(v, t);
                case CHAR: case VARCHAR: {
                    String s = toStr(v);
                    if (t.length() != DataType.MAX_LENGTH && s.codePointCount(0, s.length()) > t.length()) {
                        s = s.substring(0, s.offsetByCodePoints(0, t.length()));
                    }
                    return s;
                }
                case BINARY: case VARBINARY: {
                    byte[] b = v instanceof byte[] ? (byte[]) v : toStr(v).getBytes(StandardCharsets.UTF_8);
                    if (t.length() != DataType.MAX_LENGTH && b.length > t.length()) {
                        b = java.util.Arrays.copyOf(b, t.length());
                    } else if (t.root() == TypeRoot.BINARY && b.length < t.length()) {
                        b = java.util.Arrays.copyOf(b, t.length());
                    }
                    return b;
                }
                case DATE: return toDate(v, t);
                case TIME: return truncate(toTime(v, t), t.precision());
                case TIMESTAMP: return truncate(toTimestamp(v, t), t.precision());
                case TIMESTAMP_LTZ: {
                    Instant i = v instanceof Instant ? (Instant) v : toTimestamp(v, t).toInstant(ZoneOffset.UTC);
                    return truncate(i, t.precision());
                }
                case ARRAY: {
                    if (!(v instanceof List)) {
                        throw bad(v, t);
                    }
                    List<Object> out = new ArrayList<>();
                    for (Object e : (List<Object>) v) {
                        out.add(cast(e, t.elementType()));
                    }
                    return out;
                }
                case MAP: {
                    if (!(v instanceof Map)) {
                        throw bad(v, t);
                    }
                    Map<Object, Object> out = new LinkedHashMap<>();
                    for (Map.Entry<Object, Object> e : ((Map<Object, Object>) v).entrySet()) {
                        out.put(cast(e.getKey(), t.keyType()), cast(e.getValue(), t.valueType()));
                    }
                    return out;
                }
                case ROW: {
                    if (!(v instanceof InternalRow)) {
                        throw bad(v, t);
                    }
                    InternalRow r = (InternalRow) v;
                    List<DataField> fs = t.fields();
                    if (r.getArity() != fs.size()) {
                        throw new SqlError("cannot cast a row of " + r.getArity() + " fields to " + t.asSqlStringNoNull());
                    }
                    Object[] vals = new Object[fs.size()];
                    for (int i = 0; i < vals.length; i++) {
                        vals[i] = cast(r.getField(i), fs.get(i).type());
                    }
                    return GenericRow.of(vals);
                }
                default:
                    throw bad(v, t);
            }
        } catch (NumberFormatException | DateTimeParseException | ArithmeticException e) {
            throw bad(v, t);
        }
    }

    static SqlError bad(Object v, DataType t) {
        String shown = v instanceof String ? "'" + v + "'" : ValueFormatter.format(v, null);
        return new SqlError("cannot cast " + shown + " to " + t.asSqlStringNoNull());
    }

    /** The printed form of a value, as CAST(v AS STRING) gives it. */
    public static String toStr(Object v) {
        if (v instanceof String) {
            return (String) v;
        }
        if (v instanceof Boolean) {
            return ((Boolean) v) ? "TRUE" : "FALSE";
        }
        if (v instanceof LocalDateTime) {
            LocalDateTime ts = (LocalDateTime) v;
            String s = ts.toLocalDate() + " " + ts.toLocalTime();
            return ts.getSecond() == 0 && ts.getNano() == 0 ? s + ":00" : s;
        }
        return ValueFormatter.format(v, null);
    }

    private static boolean toBoolean(Object v, DataType t) {
        if (v instanceof Boolean) {
            return (Boolean) v;
        }
        if (v instanceof String) {
            String s = ((String) v).strip().toLowerCase(Locale.ROOT);
            switch (s) {
                case "true": case "t": case "yes": case "y": case "1": return true;
                case "false": case "f": case "no": case "n": case "0": return false;
                default: throw bad(v, t);
            }
        }
        if (v instanceof Number) {
            return toBigDecimal(v).signum() != 0;
        }
        throw bad(v, t);
    }

    private static long integral(Object v, DataType t, long min, long max) {
        BigDecimal d;
        if (v instanceof Boolean) {
            d = ((Boolean) v) ? BigDecimal.ONE : BigDecimal.ZERO;
        } else if (v instanceof String) {
            d = new BigDecimal(((String) v).strip());
        } else if (v instanceof Double || v instanceof Float) {
            double x = ((Number) v).doubleValue();
            if (Double.isNaN(x) || Double.isInfinite(x)) {
                throw bad(v, t);
            }
            d = BigDecimal.valueOf(x);
        } else if (v instanceof Number) {
            d = toBigDecimal(v);
        } else {
            throw bad(v, t);
        }
        BigInteger i = d.setScale(0, RoundingMode.DOWN).toBigIntegerExact();
        if (i.compareTo(BigInteger.valueOf(min)) < 0 || i.compareTo(BigInteger.valueOf(max)) > 0) {
            throw new SqlError("value " + toStr(v) + " is out of range for " + t.asSqlStringNoNull());
        }
        return i.longValue();
    }

    private static double toDouble(Object v, DataType t) {
        if (v instanceof Number) {
            return ((Number) v).doubleValue();
        }
        if (v instanceof String) {
            String s = ((String) v).strip();
            switch (s.toLowerCase(Locale.ROOT)) {
                case "nan": return Double.NaN;
                case "infinity": case "+infinity": case "inf": return Double.POSITIVE_INFINITY;
                case "-infinity": case "-inf": return Double.NEGATIVE_INFINITY;
                default: return Double.parseDouble(s);
            }
        }
        if (v instanceof Boolean) {
            return ((Boolean) v) ? 1 : 0;
        }
        throw bad(v, t);
    }

    static BigDecimal toBigDecimal(Object v) {
        if (v instanceof BigDecimal) {
            return (BigDecimal) v;
        }
        if (v instanceof Double || v instanceof Float) {
            return new BigDecimal(v.toString());
        }
        if (v instanceof Number) {
            return BigDecimal.valueOf(((Number) v).longValue());
        }
        if (v instanceof String) {
            return new BigDecimal(((String) v).strip());
        }
        throw new NumberFormatException();
    }

    private static BigDecimal toDecimal(Object v, DataType t) {
        if ((v instanceof Double && (((Double) v).isNaN() || ((Double) v).isInfinite()))
                || (v instanceof Float && (((Float) v).isNaN() || ((Float) v).isInfinite()))) {
            throw bad(v, t);
        }
        BigDecimal d = v instanceof Boolean ? (((Boolean) v) ? BigDecimal.ONE : BigDecimal.ZERO) : toBigDecimal(v);
        d = d.setScale(t.scale(), RoundingMode.HALF_UP);
        if (d.precision() - d.scale() > t.precision() - t.scale()) {
            throw new SqlError("value " + toStr(v) + " does not fit " + t.asSqlStringNoNull());
        }
        return d;
    }

    private static LocalDate toDate(Object v, DataType t) {
        if (v instanceof LocalDate) {
            return (LocalDate) v;
        }
        if (v instanceof LocalDateTime) {
            return ((LocalDateTime) v).toLocalDate();
        }
        if (v instanceof Instant) {
            return LocalDateTime.ofInstant((Instant) v, ZoneOffset.UTC).toLocalDate();
        }
        if (v instanceof String) {
            String s = ((String) v).strip();
            if (s.length() > 10 && (s.charAt(10) == ' ' || s.charAt(10) == 'T')) {
                return LocalDateTime.parse(s, TS).toLocalDate();
            }
            return LocalDate.parse(s);
        }
        throw bad(v, t);
    }

    private static LocalTime toTime(Object v, DataType t) {
        if (v instanceof LocalTime) {
            return (LocalTime) v;
        }
        if (v instanceof LocalDateTime) {
            return ((LocalDateTime) v).toLocalTime();
        }
        if (v instanceof String) {
            return LocalTime.parse(((String) v).strip());
        }
        throw bad(v, t);
    }

    private static LocalDateTime toTimestamp(Object v, DataType t) {
        if (v instanceof LocalDateTime) {
            return (LocalDateTime) v;
        }
        if (v instanceof LocalDate) {
            return ((LocalDate) v).atStartOfDay();
        }
        if (v instanceof Instant) {
            return LocalDateTime.ofInstant((Instant) v, ZoneOffset.UTC);
        }
        if (v instanceof String) {
            return LocalDateTime.parse(((String) v).strip(), TS);
        }
        throw bad(v, t);
    }

    private static int nanosUnit(int precision) {
        int unit = 1;
        for (int i = precision; i < 9; i++) {
            unit *= 10;
        }
        return unit;
    }

    private static LocalTime truncate(LocalTime x, int p) {
        int unit = nanosUnit(p);
        return x.withNano(x.getNano() / unit * unit);
    }

    private static LocalDateTime truncate(LocalDateTime x, int p) {
        int unit = nanosUnit(p);
        return x.withNano(x.getNano() / unit * unit);
    }

    private static Instant truncate(Instant x, int p) {
        int unit = nanosUnit(p);
        return Instant.ofEpochSecond(x.getEpochSecond(), x.getNano() / unit * unit);
    }
}
