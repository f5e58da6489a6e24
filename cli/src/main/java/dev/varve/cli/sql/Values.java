package dev.varve.cli.sql;

import dev.varve.row.DataType;
import dev.varve.row.TypeRoot;
import dev.varve.row.ValueComparator;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;

/** Runtime operations on canonical values: SQL comparison with implicit coercion, arithmetic. Stateless. */
final class Values {
    private Values() {
    }

    /** SQL comparison of two non-null values; a string compared with a typed value is cast to that value's type. */
    static int compare(Object a, Object b) {
        if (a instanceof Number && b instanceof Number) {
            if (a instanceof Double || a instanceof Float || b instanceof Double || b instanceof Float) {
                return ValueComparator.compareDouble(((Number) a).doubleValue(), ((Number) b).doubleValue());
            }
            if (a instanceof BigDecimal || b instanceof BigDecimal) {
                return Casts.toBigDecimal(a).compareTo(Casts.toBigDecimal(b));
            }
            return Long.compare(((Number) a).longValue(), ((Number) b).longValue());
        }
        if (a instanceof String && !(b instanceof String)) {
            return compare(coerce((String) a, b), b);
        }
        if (b instanceof String && !(a instanceof String)) {
            return compare(a, coerce((String) b, a));
        }
        if (a instanceof LocalDate && b instanceof LocalDateTime) {
            return ((LocalDate) a).atStartOfDay().compareTo((LocalDateTime) b);
        }
        if (a instanceof LocalDateTime && b instanceof LocalDate) {
            return ((LocalDateTime) a).compareTo(((LocalDate) b).atStartOfDay());
        }
        if (a.getClass() != b.getClass() && !(a instanceof java.util.List && b instanceof java.util.List)
                && !(a instanceof java.util.Map && b instanceof java.util.Map)
                && !(a instanceof dev.varve.row.InternalRow && b instanceof dev.varve.row.InternalRow)) {
            throw new SqlError("cannot compare " + Casts.toStr(a) + " with " + Casts.toStr(b));
        }
        return ValueComparator.compare(a, b);
    }

    private static Object coerce(String s, Object like) {
        DataType t;
        if (like instanceof Number) {
            t = like instanceof Double || like instanceof Float ? DataType.doubleType() : DataType.decimal(38, 10);
        } else if (like instanceof LocalDate) {
            t = DataType.date();
        } else if (like instanceof LocalDateTime) {
            t = DataType.timestamp(9);
        } else if (like instanceof LocalTime) {
            t = DataType.time(9);
        } else if (like instanceof Instant) {
            t = DataType.timestampLtz(9);
        } else if (like instanceof Boolean) {
            t = DataType.booleanType();
        } else if (like instanceof byte[]) {
            t = DataType.bytes();
        } else {
            return s;
        }
        return Casts.cast(s, t);
    }

    static boolean equal(Object a, Object b) {
        return compare(a, b) == 0;
    }

    /** {@code a op b} in the result type {@code t} (see {@link Types#arithmetic}); nulls propagate. */
    static Object arithmetic(char op, Object a, Object b, DataType t) {
        if (a == null || b == null) {
            return null;
        }
        TypeRoot r = t.root();
        if (r == TypeRoot.DOUBLE || r == TypeRoot.FLOAT) {
            double x = ((Number) a).doubleValue();
            double y = ((Number) b).doubleValue();
            double z;
            switch (op) {
                case '+': z = x + y; break;
                case '-': z = x - y; break;
                case '*': z = x * y; break;
                case '/': z = x / y; break;
                default: z = x % y;
            }
            return r == TypeRoot.FLOAT ? (Object) (float) z : (Object) z;
        }
        if (r == TypeRoot.DECIMAL) {
            BigDecimal x = Casts.toBigDecimal(a);
            BigDecimal y = Casts.toBigDecimal(b);
            BigDecimal z;
            switch (op) {
                case '+': z = x.add(y); break;
                case '-': z = x.subtract(y); break;
                case '*': z = x.multiply(y); break;
                case '/':
                    if (y.signum() == 0) {
                        throw new SqlError("division by zero");
                    }
                    z = x.divide(y, t.scale(), RoundingMode.HALF_UP);
                    break;
                default:
                    if (y.signum() == 0) {
                        throw new SqlError("division by zero");
                    }
                    z = x.remainder(y);
            }
            z = z.setScale(t.scale(), RoundingMode.HALF_UP);
            if (z.precision() - z.scale() > t.precision() - t.scale()) {
                return null; // Flink: decimal overflow yields NULL
            }
            return z;
        }
        long x = ((Number) a).longValue();
        long y = ((Number) b).longValue();
        long z;
        switch (op) {
            case '+': z = x + y; break;
            case '-': z = x - y; break;
            case '*': z = x * y; break;
            case '/':
                if (y == 0) {
                    throw new SqlError("division by zero");
                }
                z = x / y;
                break;
            default:
                if (y == 0) {
                    throw new SqlError("division by zero");
                }
                z = x % y;
        }
        switch (r) {
            case TINYINT: return (byte) z;
            case SMALLINT: return (short) z;
            case INT: return (int) z;
            default: return z;
        }
    }

    static Object negate(Object v) {
        if (v == null) {
            return null;
        }
        if (v instanceof Byte) {
            return (byte) -(Byte) v;
        }
        if (v instanceof Short) {
            return (short) -(Short) v;
        }
        if (v instanceof Integer) {
            return -(Integer) v;
        }
        if (v instanceof Long) {
            return -(Long) v;
        }
        if (v instanceof Float) {
            return -(Float) v;
        }
        if (v instanceof Double) {
            return -(Double) v;
        }
        if (v instanceof BigDecimal) {
            return ((BigDecimal) v).negate();
        }
        throw new SqlError("cannot negate " + Casts.toStr(v));
    }
}
