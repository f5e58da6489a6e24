package dev.varve.row;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.impl.Constraint;

/**
 * Random types and canonical values for property tests, driven by QuickTheories' randomness so
 * failures are reported (and replayable) with QuickTheories' seed. Values deliberately hit the
 * edges: extremes, -0.0, NaN, infinities, empty and shared-prefix strings, embedded U+0000,
 * supplementary characters and lone surrogates, empty collections and nulls.
 */
final class RandomValues {
    private final RandomnessSource src;

    RandomValues(RandomnessSource src) {
        this.src = src;
    }

    /** A generator built from a function of a {@link RandomValues}. */
    static <T> Gen<T> gen(java.util.function.Function<RandomValues, T> f) {
        return in -> f.apply(new RandomValues(in));
    }

    long between(long lo, long hi) {
        return src.next(Constraint.between(lo, hi));
    }

    int below(int n) {
        return (int) between(0, n - 1);
    }

    boolean chance(int oneIn) {
        return below(oneIn) == 0;
    }

    <T> T pick(List<T> items) {
        return items.get(below(items.size()));
    }

    // ---- types ------------------------------------------------------------------------------

    /** Every non-nested type, with a spread of parameters. */
    DataType atomicType() {
        DataType t;
        switch (below(16)) {
            case 0: t = DataType.booleanType(); break;
            case 1: t = DataType.tinyint(); break;
            case 2: t = DataType.smallint(); break;
            case 3: t = DataType.intType(); break;
            case 4: t = DataType.bigint(); break;
            case 5: t = DataType.floatType(); break;
            case 6: t = DataType.doubleType(); break;
            case 7: {
                int p = pick(List.of(1, 2, 3, 4, 5, 9, 10, 17, 18, 19, 20, 28, 38));
                t = DataType.decimal(p, below(p + 1));
                break;
            }
            case 8: t = DataType.charType(1 + below(10)); break;
            case 9: t = chance(2) ? DataType.string() : DataType.varchar(1 + below(20)); break;
            case 10: t = DataType.binary(1 + below(8)); break;
            case 11: t = chance(2) ? DataType.bytes() : DataType.varbinary(1 + below(20)); break;
            case 12: t = DataType.date(); break;
            case 13: t = DataType.time(below(10)); break;
            case 14: t = DataType.timestamp(below(10)); break;
            default: t = DataType.timestampLtz(below(10)); break;
        }
        return chance(4) ? t.notNull() : t;
    }

    /** Any type, nesting ARRAY/MAP/ROW up to {@code depth} levels. */
    DataType anyType(int depth) {
        if (depth <= 0 || !chance(4)) {
            return atomicType();
        }
        DataType t;
        switch (below(3)) {
            case 0: t = DataType.array(anyType(depth - 1)); break;
            case 1: t = DataType.map(anyType(depth - 1), anyType(depth - 1)); break;
            default: {
                int n = 1 + below(4);
                List<DataField> fs = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    fs.add(new DataField(i, "n" + i, anyType(depth - 1)));
                }
                t = DataType.row(fs);
            }
        }
        return chance(4) ? t.notNull() : t;
    }

    RowType rowType(int maxFields, boolean nested) {
        int n = 1 + below(maxFields);
        List<DataField> fs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            fs.add(new DataField(i, "c" + i, nested ? anyType(2) : atomicType()));
        }
        return new RowType(fs);
    }

    // ---- values -----------------------------------------------------------------------------

    GenericRow row(RowType type) {
        Object[] v = new Object[type.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = value(type.type(i));
        }
        return new GenericRow(pick(List.of(RowKind.values())), v);
    }

    /** A canonical value of {@code t}, null now and then when {@code t} is nullable. */
    Object value(DataType t) {
        if (t.isNullable() && chance(8)) {
            return null;
        }
        switch (t.root()) {
            case BOOLEAN: return chance(2);
            case TINYINT: return (byte) between(Byte.MIN_VALUE, Byte.MAX_VALUE);
            case SMALLINT: return (short) between(Short.MIN_VALUE, Short.MAX_VALUE);
            case INT: return (int) integral(Integer.MIN_VALUE, Integer.MAX_VALUE);
            case BIGINT: return integral(Long.MIN_VALUE, Long.MAX_VALUE);
            case FLOAT: return floatValue();
            case DOUBLE: return doubleValue();
            case DECIMAL: return decimal(t.precision(), t.scale());
            case CHAR: case VARCHAR: return string();
            case BINARY: case VARBINARY: return bytes();
            case DATE: return LocalDate.ofEpochDay(chance(10) ? pick(List.of(Integer.MIN_VALUE, Integer.MAX_VALUE, 0))
                    : between(-800_000, 800_000));
            case TIME: return LocalTime.ofNanoOfDay(truncate(between(0, 86_399_999_999_999L), t.precision()));
            case TIMESTAMP: {
                long s = epochSeconds();
                return LocalDateTime.ofEpochSecond(s, (int) truncate(between(0, 999_999_999), t.precision()), ZoneOffset.UTC);
            }
            case TIMESTAMP_LTZ:
                return Instant.ofEpochSecond(epochSeconds(), truncate(between(0, 999_999_999), t.precision()));
            case ARRAY: {
                int n = below(5);
                List<Object> l = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    l.add(value(t.elementType()));
                }
                return l;
            }
            case MAP: {
                int n = below(4);
                Map<Object, Object> m = new LinkedHashMap<>();
                for (int i = 0; i < n; i++) {
                    m.put(value(t.keyType()), value(t.valueType()));
                }
                return m;
            }
            case ROW: {
                Object[] v = new Object[t.fields().size()];
                for (int i = 0; i < v.length; i++) {
                    v[i] = value(t.fields().get(i).type());
                }
                return new GenericRow(RowKind.INSERT, v);
            }
            default:
                throw new IllegalStateException(t.toString());
        }
    }

    private long integral(long min, long max) {
        switch (below(4)) {
            case 0: return pick(List.of(min, max, 0L, -1L, 1L));
            case 1: return between(-300, 300);
            default: return between(min, max);
        }
    }

    private long epochSeconds() {
        // about year -9000 .. 11000: epoch millis always fit
        return chance(4) ? between(-100, 100) : between(-346_000_000_000L, 284_000_000_000L);
    }

    static long truncate(long nanos, int precision) {
        long unit = TypeLayout.pow10(9 - precision);
        return nanos - Math.floorMod(nanos, unit);
    }

    Float floatValue() {
        switch (below(4)) {
            case 0: return pick(List.of(0.0f, -0.0f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY,
                    Float.MIN_VALUE, -Float.MIN_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE, 1.0f, -1.0f,
                    Float.intBitsToFloat(0x7fc00001), Float.intBitsToFloat(0xffc00000)));
            case 1: return (float) between(-5, 5);
            default: return Float.intBitsToFloat((int) between(Integer.MIN_VALUE, Integer.MAX_VALUE));
        }
    }

    Double doubleValue() {
        switch (below(4)) {
            case 0: return pick(List.of(0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
                    Double.MIN_VALUE, -Double.MIN_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, 1.0, -1.0,
                    Double.longBitsToDouble(0x7ff8000000000001L), Double.longBitsToDouble(0xfff8000000000000L)));
            case 1: return (double) between(-5, 5) / 2;
            default: return Double.longBitsToDouble(between(Long.MIN_VALUE, Long.MAX_VALUE));
        }
    }

    BigDecimal decimal(int precision, int scale) {
        int digits = chance(4) ? precision : 1 + below(precision);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < digits; i++) {
            sb.append((char) ('0' + (chance(5) ? 9 : below(10))));
        }
        BigInteger unscaled = new BigInteger(sb.toString());
        if (chance(2)) {
            unscaled = unscaled.negate();
        }
        return new BigDecimal(unscaled, scale);
    }

    private static final List<String> PIECES = List.of("", "a", "ab", "b", "\u0000", "a\u0000", "z", "\u007f",
            "\u0080", "é", "\u07ff", "\u0800", "中", "\uffff", "\ud83d\ude00", "\udbff\udfff", "\ud800", "\udfff",
            "\ud7ff", "\ue000", " ", "A");

    String string() {
        int n = below(5);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (chance(3)) {
                sb.appendCodePoint((int) between(0, Character.MAX_CODE_POINT));
            } else {
                sb.append(pick(PIECES));
            }
        }
        return sb.toString();
    }

    byte[] bytes() {
        int n = below(7);
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = chance(3) ? pick(List.of((byte) 0, (byte) -1, (byte) 1, (byte) 0x7f, (byte) 0x80))
                    : (byte) between(-128, 127);
        }
        return b;
    }
}
