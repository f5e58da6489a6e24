package dev.varve.cli.sql;

import dev.varve.row.DataType;
import dev.varve.row.InternalRow;
import dev.varve.row.TypeRoot;
import dev.varve.row.ValueCasts;

import java.math.BigDecimal;

/**
 * SQL casts between canonical values (see {@link InternalRow}), on top of the row module's
 * {@link ValueCasts}: {@link #cast} converts values between types without regard to lengths;
 * {@link #castExplicit} is Flink's {@code CAST(x AS t)}, which also cuts CHAR/VARCHAR/BINARY/VARBINARY
 * values to their length and pads CHAR(n) with spaces and BINARY(n) with zero bytes to n (INSERT fits
 * values to their columns this way, as Flink's planner casts a query to its sink's types). Failures are
 * {@link SqlError}s naming the value and the type. Stateless; thread-safe.
 */
public final class Casts {
    private Casts() {
    }

    /**
     * Casts {@code v} to {@code t}. A number beyond a DECIMAL type's precision is NULL, as Flink's casts give
     * it (a NOT NULL column then refuses the row).
     *
     * @throws SqlError naming the value and the type when it cannot be cast
     */
    public static Object cast(Object v, DataType t) {
        try {
            return ValueCasts.cast(v, t);
        } catch (ValueCasts.DecimalOverflow e) {
            if (t.root() == TypeRoot.DECIMAL) {
                return null;
            }
            throw new SqlError(e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new SqlError(e.getMessage());
        }
    }

    /** {@code CAST(v AS t)}: {@link #cast}, then strings and bytes cut or padded to the type's length. */
    public static Object castExplicit(Object v, DataType t) {
        Object c = cast(v, t);
        if (c instanceof String && t.length() != DataType.MAX_LENGTH && t.root().isCharacterString()) {
            String s = (String) c;
            int n = s.codePointCount(0, s.length());
            if (n > t.length()) {
                c = s.substring(0, s.offsetByCodePoints(0, t.length()));
            } else if (n < t.length() && t.root() == TypeRoot.CHAR) {
                c = s + " ".repeat(t.length() - n);
            }
        } else if (c instanceof byte[] && t.length() != DataType.MAX_LENGTH && t.root().isBinaryString()) {
            byte[] b = (byte[]) c;
            if (b.length > t.length() || (t.root() == TypeRoot.BINARY && b.length < t.length())) {
                c = java.util.Arrays.copyOf(b, t.length());
            }
        }
        return c;
    }

    /**
     * The expression {@code CAST(v AS t)} with {@code v} of type {@code from} (null when unknown), as Flink's generated
     * code evaluates it: {@link #castExplicit}, except that a number cast to an integer type keeps the low bits of its
     * integer part (Flink casts like Java: {@code CAST(300 AS TINYINT)} is 44, {@code CAST(1e20 AS BIGINT)} is
     * Long.MAX_VALUE), a TIMESTAMP(p) / TIMESTAMP_LTZ(p) / TIME(p) cast to a string prints exactly p fraction digits,
     * an instant in the session time zone, and a TIMESTAMP cast to TIME keeps its milliseconds.
     */
    public static Object sqlCast(Object v, DataType from, DataType t) {
        if (v == null) {
            return castExplicit(null, t);
        }
        TypeRoot to = t.root();
        if (to.isIntegral() && v instanceof Number) {
            long n;
            if (v instanceof Double || v instanceof Float) {
                double d = ((Number) v).doubleValue();
                if (Double.isNaN(d)) {
                    return castExplicit(v, t); // the error names the value
                }
                n = to == TypeRoot.BIGINT ? (long) d : (long) (int) d;
            } else {
                n = v instanceof BigDecimal ? ((BigDecimal) v).longValue() : ((Number) v).longValue();
            }
            switch (to) {
                case TINYINT: return (byte) n;
                case SMALLINT: return (short) n;
                case INT: return (int) n;
                default: return n;
            }
        }
        if (to.isCharacterString() && from != null && (v instanceof java.time.LocalDateTime || v instanceof java.time.Instant
                || v instanceof java.time.LocalTime)) {
            return castExplicit(temporalText(v, from.precision()), t);
        }
        if (to == TypeRoot.TIME && v instanceof java.time.LocalDateTime) {
            return ((java.time.LocalDateTime) v).toLocalTime().truncatedTo(java.time.temporal.ChronoUnit.MILLIS);
        }
        return castExplicit(v, t);
    }

    /** A TIMESTAMP, TIMESTAMP_LTZ (session time zone) or TIME value with exactly {@code precision} fraction digits. */
    static String temporalText(Object v, int precision) {
        java.time.LocalDateTime ts;
        java.time.LocalTime time;
        if (v instanceof java.time.LocalTime) {
            ts = null;
            time = (java.time.LocalTime) v;
        } else {
            ts = v instanceof java.time.Instant
                    ? java.time.LocalDateTime.ofInstant((java.time.Instant) v, Functions.zone()) : (java.time.LocalDateTime) v;
            time = ts.toLocalTime();
        }
        StringBuilder sb = new StringBuilder();
        if (ts != null) {
            sb.append(ts.toLocalDate()).append(' ');
        }
        sb.append(String.format(java.util.Locale.ROOT, "%02d:%02d:%02d", time.getHour(), time.getMinute(), time.getSecond()));
        if (precision > 0) {
            String nanos = String.format(java.util.Locale.ROOT, "%09d", time.getNano());
            sb.append('.').append(nanos, 0, Math.min(9, precision));
        }
        return sb.toString();
    }

    /** The printed form of a value, as CAST(v AS STRING) gives it. */
    public static String toStr(Object v) {
        if (v instanceof String) {
            return (String) v;
        }
        return (String) cast(v, DataType.string());
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
}
