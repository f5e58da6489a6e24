package dev.varve.kernel.schema;

import dev.varve.kernel.VarveException;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.TypeRoot;
import dev.varve.row.ValueCasts;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * The casts of {@code ALTER TABLE t MODIFY c type}: how a value of a column written under an older type is read as
 * the column's current type (data files keep the type they were written with; SCHEMA_FORMAT.md). The supported
 * pairs and their results follow Paimon 1.4.2's schema-evolution casts as checked on Flink (goldens
 * {@code sweep15_s_*}):
 * <ul>
 *   <li>between TINYINT, SMALLINT, INT, BIGINT, FLOAT and DOUBLE: Java's primitive conversions (a narrowing keeps
 *       the low bits, a fraction is truncated toward zero);</li>
 *   <li>to DECIMAL(p, s) from a number or another DECIMAL: rounded HALF_UP to scale s; a value that needs more than
 *       p digits fails the read (as in Paimon); from DECIMAL to an integer type: truncated toward zero, then narrowed
 *       as above;</li>
 *   <li>to CHAR(n)/VARCHAR(n)/STRING from a number (as Java prints it; DECIMAL plainly), BOOLEAN ({@code true} /
 *       {@code false}), DATE ({@code 2024-03-04}), TIME(0) ({@code 10:11:12}), TIMESTAMP(p)
 *       ({@code 2024-01-02 10:11:12} and p fraction digits)
 *       or another string, cut to n characters and, for CHAR, padded with spaces to n;</li>
 *   <li>from CHAR/VARCHAR/STRING to a number or BOOLEAN: parsed as SQL's CAST parses it but without trimming
 *       blanks; a value that does not parse fails the read naming it (as in Paimon);</li>
 *   <li>between BOOLEAN and integers (1 / 0, non-zero is true);</li>
 *   <li>TIMESTAMP(p) to TIMESTAMP(q) and TIMESTAMP_LTZ(p) to TIMESTAMP_LTZ(q) (fractions beyond q truncated),
 *       TIMESTAMP to DATE, DATE to TIMESTAMP (midnight), INT/BIGINT to TIMESTAMP (seconds since the epoch);</li>
 *   <li>BINARY/VARBINARY/BYTES to VARBINARY/BYTES at least as long;</li>
 *   <li>ARRAY, MAP and ROW element by element with the casts above; a ROW's fields by nested field id
 *       ({@link NestedFieldIds}): a field added since reads as null in the values written before, a dropped one is
 *       skipped, the order may differ.</li>
 * </ul>
 * Which ROW changes ALTER TABLE MODIFY accepts is {@code SchemaManager}'s (as Paimon's nested column changes).
 * Other changes (TIME(p > 0), TIMESTAMP with and without time zone, ...) are refused by
 * {@link #check}. Stateless; thread-safe.
 */
public final class ColumnCasts {
    private ColumnCasts() {
    }

    /** Whether the two types are the same but for nullability (no cast needed). */
    public static boolean sameType(DataType a, DataType b) {
        return a.nullable(true).equals(b.nullable(true));
    }

    /**
     * Refuses a type change no cast is defined for.
     *
     * @param what the statement and column, for the message
     * @throws VarveException.InvalidSchema naming both types
     */
    public static void check(DataType from, DataType to, String what) {
        if (!sameType(from, to) && castOrNull(from, to) == null) {
            throw new VarveException.InvalidSchema(what + ": column type " + from.asSqlStringNoNull() + " cannot be changed to "
                    + to.asSqlStringNoNull() + " (supported: numeric and string conversions, DECIMAL, CHAR/VARCHAR and"
                    + " TIMESTAMP precision and length, TIMESTAMP to DATE and back, BINARY/VARBINARY lengths)");
        }
    }

    /**
     * Whether a column of type {@code from} may change to {@code to} when {@code 'disable-explicit-type-casting'} is
     * set: only Paimon 1.4.2's implicit casts, by type root (a length, precision or scale of the same root always
     * is one; so is a wider integer, an integer or DECIMAL to FLOAT, any number to DOUBLE or DECIMAL, CHAR to
     * VARCHAR, BINARY to VARBINARY, TIMESTAMP to DATE and either TIMESTAMP to the other).
     */
    public static boolean implicit(DataType from, DataType to) {
        TypeRoot f = from.root();
        TypeRoot t = to.root();
        if (f == t) {
            return true;
        }
        switch (t) {
            case SMALLINT:
                return f == TypeRoot.TINYINT;
            case INT:
                return f == TypeRoot.TINYINT || f == TypeRoot.SMALLINT;
            case BIGINT:
                return f == TypeRoot.TINYINT || f == TypeRoot.SMALLINT || f == TypeRoot.INT;
            case FLOAT:
                return f.isIntegral() || f == TypeRoot.DECIMAL;
            case DOUBLE:
            case DECIMAL:
                return f.isNumeric();
            case VARCHAR:
                return f == TypeRoot.CHAR;
            case VARBINARY:
                return f == TypeRoot.BINARY;
            case DATE:
                return f == TypeRoot.TIMESTAMP;
            case TIMESTAMP:
                return f == TypeRoot.TIMESTAMP_LTZ;
            case TIMESTAMP_LTZ:
                return f == TypeRoot.TIMESTAMP;
            default:
                return false;
        }
    }

    /**
     * The cast of a non-null value of type {@code from} (in its canonical class) to {@code to}. A value that does not
     * fit (a string that does not parse, a number with too many digits for a DECIMAL) fails the read, naming it, as
     * Paimon's read fails.
     *
     * @throws VarveException.InvalidSchema if there is none ({@link #check})
     */
    public static UnaryOperator<Object> cast(DataType from, DataType to) {
        check(from, to, "reading a column");
        UnaryOperator<Object> c = castOrNull(from, to);
        return c != null ? c : v -> v;
    }

    private static UnaryOperator<Object> castOrNull(DataType from, DataType to) {
        TypeRoot f = from.root();
        TypeRoot t = to.root();
        if (numberOrBoolean(f) && f != TypeRoot.DECIMAL && t != TypeRoot.DECIMAL && numberOrBoolean(t)) {
            if ((f == TypeRoot.BOOLEAN && !t.isIntegral() && t != TypeRoot.BOOLEAN)
                    || (t == TypeRoot.BOOLEAN && !f.isIntegral() && f != TypeRoot.BOOLEAN)) {
                return null; // Paimon: no FLOAT/DOUBLE <-> BOOLEAN
            }
            return v -> primitive(v, t);
        }
        if (t == TypeRoot.DECIMAL && f.isNumeric()) {
            int p = to.precision();
            int s = to.scale();
            return v -> decimal(v, p, s);
        }
        if (f == TypeRoot.DECIMAL && t.isNumeric()) {
            return v -> primitive(v, t);
        }
        if (t.isCharacterString()) {
            UnaryOperator<Object> text = text(from);
            if (text == null) {
                return null;
            }
            int n = to.length();
            if (t == TypeRoot.CHAR) {
                return v -> fit((String) text.apply(v), n, true);
            }
            return to.isUnbounded() ? text : v -> fit((String) text.apply(v), n, false);
        }
        if (f.isCharacterString() && (t.isNumeric() || t == TypeRoot.BOOLEAN)) {
            return v -> parse(v, to);
        }
        if (f == TypeRoot.TIMESTAMP && t == TypeRoot.TIMESTAMP || f == TypeRoot.TIMESTAMP_LTZ && t == TypeRoot.TIMESTAMP_LTZ) {
            return to.precision() >= from.precision() ? v -> v : v -> ValueCasts.cast(v, to);
        }
        if (f == TypeRoot.TIMESTAMP && t == TypeRoot.DATE) {
            return v -> ((LocalDateTime) v).toLocalDate();
        }
        if ((f == TypeRoot.INT || f == TypeRoot.BIGINT) && t == TypeRoot.TIMESTAMP) {
            // seconds since the epoch, as Paimon reads them
            return v -> LocalDateTime.ofEpochSecond(((Number) v).longValue(), 0, java.time.ZoneOffset.UTC);
        }
        if (f == TypeRoot.DATE && t == TypeRoot.TIMESTAMP) {
            return v -> ((LocalDate) v).atStartOfDay();
        }
        if (f.isBinaryString() && t == TypeRoot.VARBINARY && to.length() >= from.length()) {
            return v -> v;
        }
        if (f == TypeRoot.ARRAY && t == TypeRoot.ARRAY) {
            UnaryOperator<Object> e = element(from.elementType(), to.elementType());
            return e == null ? null : v -> list((List<?>) v, e);
        }
        if (f == TypeRoot.MAP && t == TypeRoot.MAP) {
            UnaryOperator<Object> k = element(from.keyType(), to.keyType());
            UnaryOperator<Object> e = element(from.valueType(), to.valueType());
            return k == null || e == null ? null : v -> map((Map<?, ?>) v, k, e);
        }
        if (f == TypeRoot.ROW && t == TypeRoot.ROW) {
            // nested fields by field id (SCHEMA_FORMAT.md): one the value lacks reads as null, one the type lost is
            // skipped, they may be in another order
            List<UnaryOperator<Object>> fields = new ArrayList<>();
            int[] positions = new int[to.fields().size()];
            for (int i = 0; i < to.fields().size(); i++) {
                int at = -1;
                for (int j = 0; j < from.fields().size(); j++) {
                    if (from.fields().get(j).id() == to.fields().get(i).id()) {
                        at = j;
                    }
                }
                positions[i] = at;
                if (at < 0) {
                    fields.add(null); // a nested field added since: null
                    continue;
                }
                UnaryOperator<Object> c = element(from.fields().get(at).type(), to.fields().get(i).type());
                if (c == null) {
                    return null;
                }
                fields.add(c);
            }
            return v -> row((InternalRow) v, positions, fields);
        }
        return null;
    }

    /** How a value of type {@code from} reads as text (before the target's length applies); null: it does not. */
    private static UnaryOperator<Object> text(DataType from) {
        TypeRoot f = from.root();
        if (f.isCharacterString()) {
            return v -> v;
        }
        if (f.isNumeric() || f == TypeRoot.BOOLEAN) {
            return v -> v instanceof BigDecimal ? ((BigDecimal) v).toPlainString() : String.valueOf(v);
        }
        if (f == TypeRoot.DATE) {
            return v -> v.toString();
        }
        if (f == TypeRoot.TIMESTAMP) {
            int p = from.precision();
            return v -> timestamp((LocalDateTime) v, p);
        }
        if (f == TypeRoot.TIME && from.precision() == 0) {
            return v -> v.toString().length() == 5 ? v + ":00" : v.toString(); // HH:mm:ss (LocalTime drops :00)
        }
        return null;
    }

    /** {@code yyyy-MM-dd HH:mm:ss} and, for a precision above 0, that many fraction digits (as Paimon prints it). */
    private static String timestamp(LocalDateTime t, int precision) {
        StringBuilder b = new StringBuilder(t.toLocalDate().toString()).append(' ');
        two(b, t.getHour()).append(':');
        two(b, t.getMinute()).append(':');
        two(b, t.getSecond());
        if (precision > 0) {
            String nanos = Integer.toString(t.getNano() + 1_000_000_000).substring(1);
            b.append('.').append(nanos, 0, Math.min(precision, 9));
        }
        return b.toString();
    }

    private static StringBuilder two(StringBuilder b, int v) {
        return b.append(v < 10 ? "0" : "").append(v);
    }

    /** {@code s} cut to {@code n} characters and, for CHAR, padded with spaces to {@code n}. */
    private static String fit(String s, int n, boolean pad) {
        int chars = s.codePointCount(0, s.length());
        if (chars > n) {
            return s.substring(0, s.offsetByCodePoints(0, n));
        }
        if (pad && chars < n) {
            StringBuilder b = new StringBuilder(s);
            for (int i = chars; i < n; i++) {
                b.append(' ');
            }
            return b.toString();
        }
        return s;
    }

    /** The cast of a nested value (null: unsupported), identity for the same type; nulls stay null. */
    private static UnaryOperator<Object> element(DataType from, DataType to) {
        if (sameType(from, to)) {
            return v -> v;
        }
        UnaryOperator<Object> c = castOrNull(from, to);
        return c == null ? null : v -> v == null ? null : c.apply(v);
    }

    private static List<Object> list(List<?> v, UnaryOperator<Object> e) {
        List<Object> out = new ArrayList<>(v.size());
        for (Object x : v) {
            out.add(e.apply(x));
        }
        return out;
    }

    private static Map<Object, Object> map(Map<?, ?> v, UnaryOperator<Object> k, UnaryOperator<Object> e) {
        Map<Object, Object> out = new LinkedHashMap<>();
        for (Map.Entry<?, ?> x : v.entrySet()) {
            out.put(k.apply(x.getKey()), e.apply(x.getValue()));
        }
        return out;
    }

    private static InternalRow row(InternalRow v, int[] positions, List<UnaryOperator<Object>> fields) {
        GenericRow out = new GenericRow(fields.size());
        for (int i = 0; i < fields.size(); i++) {
            out.setField(i, fields.get(i) == null ? null : fields.get(i).apply(v.getField(positions[i])));
        }
        return out;
    }

    private static boolean numberOrBoolean(TypeRoot r) {
        return r.isNumeric() || r == TypeRoot.BOOLEAN;
    }

    /** {@code v} (a Boolean, a Java number or a BigDecimal) as the primitive type {@code t}, as Java converts it. */
    private static Object primitive(Object v, TypeRoot t) {
        if (v instanceof Boolean) {
            v = (Boolean) v ? 1 : 0;
        }
        Number n = (Number) v;
        if (n instanceof BigDecimal && t.isIntegral()) {
            n = ((BigDecimal) n).setScale(0, RoundingMode.DOWN).longValue();
        }
        switch (t) {
            case BOOLEAN: return n.longValue() != 0;
            case TINYINT: return n.byteValue();
            case SMALLINT: return n.shortValue();
            case INT: return n.intValue();
            case BIGINT: return n.longValue();
            case FLOAT: return n.floatValue();
            case DOUBLE: return n.doubleValue();
            default: throw new IllegalStateException("not a primitive type: " + t);
        }
    }

    private static BigDecimal decimal(Object v, int precision, int scale) {
        BigDecimal d;
        if (v instanceof BigDecimal) {
            d = (BigDecimal) v;
        } else if (v instanceof Double || v instanceof Float) {
            double x = ((Number) v).doubleValue();
            if (Double.isNaN(x) || Double.isInfinite(x)) {
                return null;
            }
            d = BigDecimal.valueOf(x);
        } else {
            d = BigDecimal.valueOf(((Number) v).longValue());
        }
        BigDecimal r = d.setScale(scale, RoundingMode.HALF_UP);
        if (r.precision() > precision) {
            // Paimon's read fails on it too
            throw new VarveException("cannot read " + (v instanceof BigDecimal ? d.toPlainString() : v) + " as DECIMAL("
                    + precision + ", " + scale + "): it has too many digits (the column's type was changed by ALTER TABLE MODIFY)");
        }
        return r;
    }

    private static Object parse(Object v, DataType to) {
        String s = (String) v;
        try {
            if (to.root().isNumeric() && !s.equals(s.trim())) {
                throw new IllegalArgumentException("invalid character (blank) found"); // Paimon does not trim either
            }
            return ValueCasts.cast(s, to);
        } catch (IllegalArgumentException e) {
            throw new VarveException("cannot read '" + v + "' as " + to.asSqlStringNoNull() + " (the column's type was changed"
                    + " by ALTER TABLE MODIFY): " + e.getMessage(), e);
        }
    }
}
