package dev.varve.row;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * SQL-style casts of literal and canonical values to the canonical class of a target type (for
 * CLI literals and {@code INSERT ... SELECT}), and validation of canonical values.
 *
 * <p>{@link #cast} accepts {@code null} (gives {@code null}; NOT NULL is {@link #validate}'s job),
 * String, BigDecimal, Long, Integer, Short, Byte, Double, Float, Boolean, byte[], the java.time
 * classes of the value model, List, Map, {@link InternalRow} (and List for ROW). Rules:
 * <ul>
 *   <li>integers: from numbers (fractions truncated toward zero, like Flink), numeric strings
 *       ({@code ' 42 '}, {@code '1.9'} gives 1) and booleans (1/0); out of range is an error;</li>
 *   <li>FLOAT/DOUBLE: from numbers, strings ({@code 'NaN'}, {@code 'Infinity'} too) and booleans;
 *       a finite value too large for FLOAT is an error;</li>
 *   <li>DECIMAL(p, s): rounded HALF_UP to scale s; more than p digits is a {@link DecimalOverflow};</li>
 *   <li>BOOLEAN: from {@code true/t/yes/y/1} and {@code false/f/no/n/0} (any case) and integers
 *       (0 is false);</li>
 *   <li>CHAR(n)/VARCHAR(n)/STRING: numbers as SQL prints them, booleans {@code TRUE/FALSE},
 *       dates {@code 2024-01-08}, times {@code 10:15:30[.5]}, timestamps
 *       {@code 2024-01-08 10:15:30[.5]} (TIMESTAMP_LTZ in UTC), bytes decoded as UTF-8, nested
 *       values as {@link ValueFormatter} prints them; the length n is not enforced (Flink's
 *       default);</li>
 *   <li>BINARY/VARBINARY/BYTES: byte[] as is; a string {@code x'0a1B'} is hex, any other string
 *       its UTF-8 bytes;</li>
 *   <li>DATE from {@code 'yyyy-M-d'} (a timestamp string gives its date), TIME(p) from
 *       {@code 'H:m[:s[.f]]'}, TIMESTAMP(p) from {@code 'yyyy-MM-dd[( |T)HH:mm[:ss[.f]]]'},
 *       TIMESTAMP_LTZ(p) from the same read as UTC or from an ISO string with {@code Z} or an
 *       offset; between date/time classes as SQL does (TIMESTAMP_LTZ is UTC); fractional
 *       seconds beyond p are truncated (as Flink does);</li>
 *   <li>ARRAY, MAP, ROW: element by element.</li>
 * </ul>
 * Anything else is an IllegalArgumentException such as {@code cannot cast 'abc' to INT}.
 *
 * <p>Stateless; thread-safe.
 */
public final class ValueCasts {
    private static final Pattern DATE = Pattern.compile("([+-]?\\d{1,9})-(\\d{1,2})-(\\d{1,2})");
    private static final Pattern TIME = Pattern.compile("(\\d{1,2}):(\\d{1,2})(?::(\\d{1,2})(?:\\.(\\d{1,9}))?)?");
    private static final Pattern TIMESTAMP = Pattern.compile(DATE.pattern() + "(?:[ T]" + TIME.pattern() + ")?"
            + "(Z|[+-]\\d{2}(?::?\\d{2})?)?");
    private static final Pattern HEX_LITERAL = Pattern.compile("[xX]'([0-9a-fA-F]*)'");

    private ValueCasts() {
    }

    // ---- cast -------------------------------------------------------------------------------

    /** Casts {@code value} to the canonical class of {@code target}; see the class comment. */
    public static Object cast(Object value, DataType target) {
        if (target == null) {
            throw new IllegalArgumentException("cast target type must not be null");
        }
        if (value == null) {
            return null;
        }
        try {
            return castNonNull(value, target);
        } catch (NumberFormatException | DateTimeException e) {
            throw fail(value, target);
        } catch (ArithmeticException e) {
            throw fail(value, target, "out of range");
        }
    }

    private static Object castNonNull(Object v, DataType t) {
        switch (t.root()) {
            case BOOLEAN: return toBoolean(v, t);
            case TINYINT: return (byte) toIntegral(v, t, Byte.MIN_VALUE, Byte.MAX_VALUE);
            case SMALLINT: return (short) toIntegral(v, t, Short.MIN_VALUE, Short.MAX_VALUE);
            case INT: return (int) toIntegral(v, t, Integer.MIN_VALUE, Integer.MAX_VALUE);
            case BIGINT: return toIntegral(v, t, Long.MIN_VALUE, Long.MAX_VALUE);
            case FLOAT: return toFloat(v, t);
            case DOUBLE: return toDouble(v, t);
            case DECIMAL: return toDecimal(v, t);
            case CHAR: case VARCHAR: return toText(v, t);
            case BINARY: case VARBINARY: return toBytes(v, t);
            case DATE: return toDate(v, t);
            case TIME: return toTime(v, t);
            case TIMESTAMP: return toTimestamp(v, t);
            case TIMESTAMP_LTZ: return toInstant(v, t);
            case ARRAY: return toList(v, t);
            case MAP: return toMap(v, t);
            case ROW: return toRow(v, t);
            default: throw fail(v, t);
        }
    }

    private static IllegalArgumentException fail(Object v, DataType t) {
        return new IllegalArgumentException("cannot cast " + describe(v) + " to " + t.asSqlStringNoNull());
    }

    /**
     * A number outside a DECIMAL type's range, after rounding to its scale. Flink's casts (implicit ones on
     * INSERT and {@code CAST}) give NULL for it; callers that follow Flink catch this one.
     */
    public static final class DecimalOverflow extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        DecimalOverflow(String message) {
            super(message);
        }
    }

    private static IllegalArgumentException fail(Object v, DataType t, String why) {
        return new IllegalArgumentException("cannot cast " + describe(v) + " to " + t.asSqlStringNoNull() + ": " + why);
    }

    private static String describe(Object v) {
        if (v instanceof BigDecimal) {
            return ((BigDecimal) v).toPlainString();
        }
        if (v instanceof List || v instanceof Map || v instanceof InternalRow) {
            return ValueFormatter.format(v, null);
        }
        return ValueChecks.describe(v);
    }

    private static boolean isIntegral(Object v) {
        return v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte;
    }

    private static Boolean toBoolean(Object v, DataType t) {
        if (v instanceof Boolean) {
            return (Boolean) v;
        }
        if (isIntegral(v)) {
            return ((Number) v).longValue() != 0;
        }
        if (v instanceof BigDecimal) {
            return ((BigDecimal) v).signum() != 0;
        }
        if (v instanceof String) {
            switch (((String) v).trim().toLowerCase(Locale.ROOT)) {
                case "true": case "t": case "yes": case "y": case "1": return true;
                case "false": case "f": case "no": case "n": case "0": return false;
                default: throw fail(v, t);
            }
        }
        throw fail(v, t);
    }

    private static long toIntegral(Object v, DataType t, long min, long max) {
        long r;
        if (isIntegral(v)) {
            r = ((Number) v).longValue();
        } else if (v instanceof Boolean) {
            r = (Boolean) v ? 1 : 0;
        } else if (v instanceof Double || v instanceof Float) {
            double d = ((Number) v).doubleValue();
            if (Double.isNaN(d)) {
                throw fail(v, t);
            }
            if (d >= 0x1p63 || d < -0x1p63) {
                throw fail(v, t, "out of range");
            }
            r = (long) d;
        } else if (v instanceof BigDecimal || v instanceof String) {
            BigDecimal d = v instanceof String ? parseNumber((String) v) : (BigDecimal) v;
            int integerDigits = d.precision() - d.scale(); // |d| < 10^integerDigits
            if (integerDigits > 19) {
                throw fail(v, t, "out of range");
            }
            r = integerDigits <= 0 ? 0 : d.setScale(0, RoundingMode.DOWN).longValueExact();
        } else {
            throw fail(v, t);
        }
        if (r < min || r > max) {
            throw fail(v, t, "out of range");
        }
        return r;
    }

    private static BigDecimal parseNumber(String s) {
        String x = s.trim();
        if (x.isEmpty()) {
            throw new NumberFormatException("empty");
        }
        return new BigDecimal(x);
    }

    private static double parseFloating(String s) {
        String x = s.trim();
        if (x.isEmpty() || x.indexOf('x') >= 0 || x.indexOf('X') >= 0 || "fFdD".indexOf(x.charAt(x.length() - 1)) >= 0) {
            throw new NumberFormatException(s);
        }
        if (x.equalsIgnoreCase("nan")) {
            return Double.NaN;
        }
        if (x.equalsIgnoreCase("infinity") || x.equalsIgnoreCase("+infinity") || x.equalsIgnoreCase("inf")) {
            return Double.POSITIVE_INFINITY;
        }
        if (x.equalsIgnoreCase("-infinity") || x.equalsIgnoreCase("-inf")) {
            return Double.NEGATIVE_INFINITY;
        }
        return Double.parseDouble(x);
    }

    private static Double toDouble(Object v, DataType t) {
        if (v instanceof Double) {
            return (Double) v;
        }
        if (v instanceof Float) {
            return (double) (Float) v;
        }
        if (isIntegral(v)) {
            return (double) ((Number) v).longValue();
        }
        if (v instanceof BigDecimal) {
            double d = ((BigDecimal) v).doubleValue();
            if (Double.isInfinite(d)) {
                throw fail(v, t, "out of range");
            }
            return d;
        }
        if (v instanceof Boolean) {
            return (Boolean) v ? 1.0 : 0.0;
        }
        if (v instanceof String) {
            return parseFloating((String) v);
        }
        throw fail(v, t);
    }

    private static Float toFloat(Object v, DataType t) {
        if (v instanceof Float) {
            return (Float) v;
        }
        if (v instanceof String) {
            String x = ((String) v).trim();
            double d = parseFloating(x);
            float f = Double.isNaN(d) || Double.isInfinite(d) ? (float) d : Float.parseFloat(x);
            if (Float.isInfinite(f) && !Double.isInfinite(d)) {
                throw fail(v, t, "out of range");
            }
            return f;
        }
        double d = toDouble(v, t);
        float f = (float) d;
        if (Float.isInfinite(f) && !Double.isInfinite(d)) {
            throw fail(v, t, "out of range");
        }
        return f;
    }

    private static BigDecimal toDecimal(Object v, DataType t) {
        BigDecimal d;
        if (v instanceof BigDecimal) {
            d = (BigDecimal) v;
        } else if (isIntegral(v)) {
            d = BigDecimal.valueOf(((Number) v).longValue());
        } else if (v instanceof Double || v instanceof Float) {
            double x = ((Number) v).doubleValue();
            if (Double.isNaN(x) || Double.isInfinite(x)) {
                throw fail(v, t);
            }
            d = v instanceof Float ? new BigDecimal(Float.toString((Float) v)) : BigDecimal.valueOf(x);
        } else if (v instanceof String) {
            d = parseNumber((String) v);
        } else if (v instanceof Boolean) {
            d = (Boolean) v ? BigDecimal.ONE : BigDecimal.ZERO;
        } else {
            throw fail(v, t);
        }
        int integerDigits = d.precision() - d.scale(); // |d| < 10^integerDigits
        if (d.signum() != 0 && integerDigits > t.precision() - t.scale()) {
            throw new DecimalOverflow(fail(v, t, "numeric overflow").getMessage());
        }
        if (integerDigits < -t.scale() - 1) { // |d| < 0.1 * 10^-s: rounds to zero (and avoids huge rescaling)
            return BigDecimal.ZERO.setScale(t.scale());
        }
        BigDecimal r = d.setScale(t.scale(), RoundingMode.HALF_UP);
        if (r.precision() > t.precision()) {
            throw new DecimalOverflow(fail(v, t, "numeric overflow").getMessage());
        }
        return r;
    }

    private static String toText(Object v, DataType t) {
        if (v instanceof String) {
            return (String) v;
        }
        if (v instanceof Boolean) {
            return (Boolean) v ? "TRUE" : "FALSE";
        }
        if (v instanceof BigDecimal) {
            return ((BigDecimal) v).toPlainString();
        }
        if (v instanceof Number) {
            return v.toString();
        }
        if (v instanceof byte[]) {
            return new String((byte[]) v, StandardCharsets.UTF_8);
        }
        if (v instanceof LocalDate) {
            return v.toString();
        }
        if (v instanceof LocalTime) {
            return formatTime((LocalTime) v);
        }
        if (v instanceof LocalDateTime) {
            LocalDateTime x = (LocalDateTime) v;
            return x.toLocalDate() + " " + formatTime(x.toLocalTime());
        }
        if (v instanceof Instant) {
            LocalDateTime x = LocalDateTime.ofInstant((Instant) v, ZoneOffset.UTC);
            return x.toLocalDate() + " " + formatTime(x.toLocalTime());
        }
        if (v instanceof List || v instanceof Map || v instanceof InternalRow) {
            return ValueFormatter.format(v, null);
        }
        throw fail(v, t);
    }

    /** {@code HH:mm:ss} plus the fraction in groups of 3 digits, as java.time prints it. */
    private static String formatTime(LocalTime t) {
        String s = t.withNano(0).toString();
        if (t.getSecond() == 0) {
            s += ":00"; // LocalTime omits zero seconds
        }
        if (t.getNano() == 0) {
            return s;
        }
        String frac = t.toString();
        return s + frac.substring(frac.indexOf('.'));
    }

    private static byte[] toBytes(Object v, DataType t) {
        if (v instanceof byte[]) {
            return (byte[]) v;
        }
        if (v instanceof String) {
            Matcher m = HEX_LITERAL.matcher(((String) v).trim());
            if (m.matches()) {
                String hex = m.group(1);
                if (hex.length() % 2 != 0) {
                    throw fail(v, t, "odd number of hex digits");
                }
                return parseHex(hex);
            }
            return ((String) v).getBytes(StandardCharsets.UTF_8);
        }
        throw fail(v, t);
    }

    /** Decodes hex digits (upper or lower case, even count) into bytes. */
    public static byte[] parseHex(String hex) {
        if (hex == null || hex.length() % 2 != 0) {
            throw new IllegalArgumentException("hex string must have an even number of digits: " + hex);
        }
        byte[] out = new byte[hex.length() / 2];
        for (int i = 0; i < out.length; i++) {
            int hi = Character.digit(hex.charAt(2 * i), 16);
            int lo = Character.digit(hex.charAt(2 * i + 1), 16);
            if (hi < 0 || lo < 0) {
                throw new IllegalArgumentException("invalid hex digit in '" + hex + "'");
            }
            out[i] = (byte) ((hi << 4) | lo);
        }
        return out;
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
            Matcher m = TIMESTAMP.matcher(((String) v).trim());
            if (m.matches() && m.group(8) == null) {
                return date(m);
            }
        }
        throw fail(v, t);
    }

    private static LocalDate date(Matcher m) {
        return LocalDate.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
    }

    /** The time in groups {@code from..from+3} of {@code m} (hour, minute, second, fraction); midnight if absent. */
    private static LocalTime time(Matcher m, int from) {
        if (m.group(from) == null) {
            return LocalTime.MIDNIGHT;
        }
        int second = m.group(from + 2) == null ? 0 : Integer.parseInt(m.group(from + 2));
        String frac = m.group(from + 3);
        int nanos = frac == null ? 0 : Integer.parseInt((frac + "000000000").substring(0, 9));
        return LocalTime.of(Integer.parseInt(m.group(from)), Integer.parseInt(m.group(from + 1)), second, nanos);
    }

    private static int truncateNanos(int nanos, int precision) {
        int unit = (int) TypeLayout.pow10(9 - precision);
        return nanos - nanos % unit;
    }

    private static LocalTime toTime(Object v, DataType t) {
        LocalTime r;
        if (v instanceof LocalTime) {
            r = (LocalTime) v;
        } else if (v instanceof LocalDateTime) {
            r = ((LocalDateTime) v).toLocalTime();
        } else if (v instanceof String) {
            Matcher m = TIME.matcher(((String) v).trim());
            if (!m.matches()) {
                throw fail(v, t);
            }
            r = time(m, 1);
        } else {
            throw fail(v, t);
        }
        return r.withNano(truncateNanos(r.getNano(), t.precision()));
    }

    private static LocalDateTime toTimestamp(Object v, DataType t) {
        LocalDateTime r;
        if (v instanceof LocalDateTime) {
            r = (LocalDateTime) v;
        } else if (v instanceof LocalDate) {
            r = ((LocalDate) v).atStartOfDay();
        } else if (v instanceof Instant) {
            r = LocalDateTime.ofInstant((Instant) v, ZoneOffset.UTC);
        } else if (v instanceof String) {
            Matcher m = TIMESTAMP.matcher(((String) v).trim());
            if (!m.matches() || m.group(8) != null) {
                throw fail(v, t);
            }
            r = LocalDateTime.of(date(m), time(m, 4));
        } else {
            throw fail(v, t);
        }
        return r.withNano(truncateNanos(r.getNano(), t.precision()));
    }

    private static Instant toInstant(Object v, DataType t) {
        Instant r;
        if (v instanceof Instant) {
            r = (Instant) v;
        } else if (v instanceof LocalDateTime) {
            r = ((LocalDateTime) v).toInstant(ZoneOffset.UTC);
        } else if (v instanceof LocalDate) {
            r = ((LocalDate) v).atStartOfDay().toInstant(ZoneOffset.UTC);
        } else if (v instanceof String) {
            Matcher m = TIMESTAMP.matcher(((String) v).trim());
            if (!m.matches()) {
                throw fail(v, t);
            }
            String zone = m.group(8);
            ZoneOffset offset = zone == null ? ZoneOffset.UTC : ZoneOffset.of(zone);
            r = LocalDateTime.of(date(m), time(m, 4)).toInstant(offset);
        } else {
            throw fail(v, t);
        }
        return r.minusNanos(r.getNano() - truncateNanos(r.getNano(), t.precision()));
    }

    private static List<Object> toList(Object v, DataType t) {
        Iterable<?> items;
        if (v instanceof List) {
            items = (List<?>) v;
        } else if (v instanceof Object[]) {
            items = java.util.Arrays.asList((Object[]) v);
        } else {
            throw fail(v, t);
        }
        List<Object> out = new ArrayList<>();
        for (Object x : items) {
            out.add(cast(x, t.elementType()));
        }
        return out;
    }

    private static Map<Object, Object> toMap(Object v, DataType t) {
        if (!(v instanceof Map)) {
            throw fail(v, t);
        }
        Map<Object, Object> out = new LinkedHashMap<>();
        for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
            out.put(cast(e.getKey(), t.keyType()), cast(e.getValue(), t.valueType()));
        }
        return out;
    }

    private static GenericRow toRow(Object v, DataType t) {
        List<DataField> fields = t.fields();
        Object[] values;
        RowKind kind = RowKind.INSERT;
        if (v instanceof InternalRow) {
            InternalRow r = (InternalRow) v;
            values = new Object[r.getArity()];
            for (int i = 0; i < values.length; i++) {
                values[i] = r.getField(i);
            }
            kind = r.getRowKind();
        } else if (v instanceof List) {
            values = ((List<?>) v).toArray();
        } else {
            throw fail(v, t);
        }
        if (values.length != fields.size()) {
            throw fail(v, t, "it has " + values.length + " fields, the type " + fields.size());
        }
        for (int i = 0; i < values.length; i++) {
            values[i] = cast(values[i], fields.get(i).type());
        }
        return new GenericRow(kind, values);
    }

    // ---- validate ---------------------------------------------------------------------------

    /**
     * Checks that {@code value} is a valid value of {@code type} in the value model: the canonical
     * class, NOT NULL, DECIMAL scale and precision, fractional-second digits, DATE/TIMESTAMP range
     * (ROW_FORMAT.md §7), recursively for ARRAY elements, MAP keys/values and ROW fields. Throws an
     * IllegalArgumentException naming {@code fieldName} (with {@code [i]}, {@code {key}},
     * {@code {value}} or {@code .field} for nested positions).
     */
    public static void validate(Object value, DataType type, String fieldName) {
        Objects.requireNonNull(type, "type");
        String name = fieldName == null ? "?" : fieldName;
        if (value == null) {
            if (!type.isNullable()) {
                throw ValueChecks.nullInNotNull(name, type);
            }
            return;
        }
        TypeLayout.Kind kind = TypeLayout.kindOf(type);
        switch (type.root()) {
            case BOOLEAN: expect(value, Boolean.class, type, name, kind); return;
            case TINYINT: expect(value, Byte.class, type, name, kind); return;
            case SMALLINT: expect(value, Short.class, type, name, kind); return;
            case INT: expect(value, Integer.class, type, name, kind); return;
            case BIGINT: expect(value, Long.class, type, name, kind); return;
            case FLOAT: expect(value, Float.class, type, name, kind); return;
            case DOUBLE: expect(value, Double.class, type, name, kind); return;
            case CHAR: case VARCHAR: expect(value, String.class, type, name, kind); return;
            case BINARY: case VARBINARY: expect(value, byte[].class, type, name, kind); return;
            case DECIMAL:
                ValueChecks.checkDecimal((BigDecimal) expect(value, BigDecimal.class, type, name, kind), type, name);
                return;
            case DATE:
                ValueChecks.epochDay((LocalDate) expect(value, LocalDate.class, type, name, kind), type, name);
                return;
            case TIME: {
                LocalTime t = (LocalTime) expect(value, LocalTime.class, type, name, kind);
                ValueChecks.checkFraction(t.getNano(), fractionUnit(type), type, name, t);
                return;
            }
            case TIMESTAMP: {
                LocalDateTime t = (LocalDateTime) expect(value, LocalDateTime.class, type, name, kind);
                ValueChecks.checkFraction(t.getNano(), fractionUnit(type), type, name, t);
                if (kind == TypeLayout.Kind.TIMESTAMP_COMPACT) {
                    ValueChecks.epochMillis(ValueChecks.epochSecond(t), t.getNano(), type, name, t);
                }
                return;
            }
            case TIMESTAMP_LTZ: {
                Instant t = (Instant) expect(value, Instant.class, type, name, kind);
                ValueChecks.checkFraction(t.getNano(), fractionUnit(type), type, name, t);
                if (kind == TypeLayout.Kind.LTZ_COMPACT) {
                    ValueChecks.epochMillis(t.getEpochSecond(), t.getNano(), type, name, t);
                }
                return;
            }
            case ARRAY: {
                int i = 0;
                for (Object e : (List<?>) expect(value, List.class, type, name, kind)) {
                    validate(e, type.elementType(), name + "[" + i++ + "]");
                }
                return;
            }
            case MAP:
                for (Map.Entry<?, ?> e : ((Map<?, ?>) expect(value, Map.class, type, name, kind)).entrySet()) {
                    validate(e.getKey(), type.keyType(), name + "{key}");
                    validate(e.getValue(), type.valueType(), name + "{value}");
                }
                return;
            case ROW: {
                InternalRow r = (InternalRow) expect(value, InternalRow.class, type, name, kind);
                List<DataField> fields = type.fields();
                if (r.getArity() != fields.size()) {
                    throw new IllegalArgumentException("field '" + name + "' of type " + type + " has " + fields.size()
                            + " fields, got a row of " + r.getArity());
                }
                for (int i = 0; i < fields.size(); i++) {
                    validate(r.getField(i), fields.get(i).type(), name + "." + fields.get(i).name());
                }
                return;
            }
            default:
                throw new IllegalArgumentException("unsupported type " + type);
        }
    }

    private static int fractionUnit(DataType type) {
        return (int) TypeLayout.pow10(9 - type.precision());
    }

    private static Object expect(Object v, Class<?> c, DataType type, String name, TypeLayout.Kind kind) {
        if (!c.isInstance(v)) {
            throw ValueChecks.wrongClass(name, type, kind.canonicalClassName(), v);
        }
        return v;
    }
}
