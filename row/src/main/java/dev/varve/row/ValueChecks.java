package dev.varve.row;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

/**
 * The value-model rules that go beyond the Java class (see {@link InternalRow}) and their error
 * messages, shared by {@link RowSerializer}, {@link KeyEncoder} and {@link ValueCasts#validate}
 * so that every entry point rejects the same values with the same words:
 * <ul>
 *   <li>DECIMAL(p, s): scale exactly s, at most p digits;</li>
 *   <li>TIME(p) / TIMESTAMP(p) / TIMESTAMP_LTZ(p): at most p fractional-second digits;</li>
 *   <li>DATE: epoch day fits in 32 bits; TIMESTAMP(p &lt;= 3): epoch millis fit in 64 bits.</li>
 * </ul>
 * Stateless; thread-safe.
 */
final class ValueChecks {
    private ValueChecks() {
    }

    static String describe(Object v) {
        if (v instanceof String) {
            return "'" + v + "'";
        }
        if (v instanceof byte[]) {
            return ValueFormatter.format(v, null);
        }
        return String.valueOf(v);
    }

    static IllegalArgumentException wrongClass(String path, DataType type, String expected, Object v) {
        return new IllegalArgumentException("field '" + path + "' of type " + type + " expects a value of class " + expected
                + ", got " + v.getClass().getName() + ": " + describe(v));
    }

    static IllegalArgumentException nullInNotNull(String path, DataType type) {
        return new IllegalArgumentException("field '" + path + "' of type " + type + " is null");
    }

    static IllegalArgumentException outOfRange(String path, DataType type, Object v, String why) {
        return new IllegalArgumentException("field '" + path + "' of type " + type + ": value " + describe(v) + " " + why);
    }

    /** Checks scale and precision of a DECIMAL value. */
    static void checkDecimal(BigDecimal d, DataType type, String path) {
        if (d.scale() != type.scale()) {
            throw outOfRange(path, type, d, "has scale " + d.scale() + " but the type needs scale " + type.scale()
                    + " (use ValueCasts.cast to round)");
        }
        if (d.precision() > type.precision()) {
            throw outOfRange(path, type, d, "has more than " + type.precision() + " digits");
        }
    }

    /** The unscaled long of a DECIMAL(p &lt;= 18) value, after {@link #checkDecimal}. */
    static long compactUnscaled(BigDecimal d, DataType type, String path) {
        checkDecimal(d, type, path);
        return d.unscaledValue().longValue();
    }

    static int epochDay(LocalDate d, DataType type, String path) {
        long day = d.toEpochDay();
        if (day != (int) day) {
            throw outOfRange(path, type, d, "is outside the supported DATE range (epoch day must fit in 32 bits)");
        }
        return (int) day;
    }

    static void checkFraction(int nanos, int unit, DataType type, String path, Object v) {
        if (nanos % unit != 0) {
            throw outOfRange(path, type, v, "has more than " + type.precision()
                    + " fractional-second digits (use ValueCasts.cast to truncate)");
        }
    }

    static long epochMillis(long seconds, int nanos, DataType type, String path, Object v) {
        try {
            return Math.addExact(Math.multiplyExact(seconds, 1000L), nanos / 1_000_000);
        } catch (ArithmeticException e) {
            throw outOfRange(path, type, v, "is outside the supported range (epoch milliseconds must fit in 64 bits)");
        }
    }

    static long epochSecond(LocalDateTime t) {
        return t.toEpochSecond(ZoneOffset.UTC);
    }

    static long epochSecond(Instant t) {
        return t.getEpochSecond();
    }
}
