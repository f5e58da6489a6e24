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
