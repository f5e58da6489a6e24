package dev.varve.format.run;

import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;

/** Random schemas, values and sorted record lists for run-format tests, all from one seed. */
final class RandomRuns {
    private RandomRuns() {
    }

    /** One record as the writer receives it. */
    static final class Rec {
        final byte[] key;
        final long seq;
        final RowKind kind;
        final GenericRow value;

        Rec(byte[] key, long seq, RowKind kind, GenericRow value) {
            this.key = key;
            this.seq = seq;
            this.kind = kind;
            this.value = value;
        }
    }

    static final DataType[] PRIMITIVES = {
        DataType.booleanType(), DataType.tinyint(), DataType.smallint(), DataType.intType(), DataType.bigint(),
        DataType.floatType(), DataType.doubleType(), DataType.decimal(10, 2), DataType.decimal(18, 0),
        DataType.decimal(38, 10), DataType.decimal(20, 20), DataType.charType(5), DataType.varchar(40),
        DataType.string(), DataType.binary(4), DataType.varbinary(30), DataType.bytes(), DataType.date(),
        DataType.time(3), DataType.time(9), DataType.timestamp(3), DataType.timestamp(6), DataType.timestamp(9),
        DataType.timestampLtz(3), DataType.timestampLtz(9),
    };

    static DataType randomType(SplittableRandom rnd, int depth) {
        int pick = rnd.nextInt(depth > 0 ? PRIMITIVES.length + 3 : PRIMITIVES.length);
        DataType t;
        if (pick < PRIMITIVES.length) {
            t = PRIMITIVES[pick];
        } else if (pick == PRIMITIVES.length) {
            t = DataType.array(randomType(rnd, depth - 1));
        } else if (pick == PRIMITIVES.length + 1) {
            t = DataType.map(randomType(rnd, 0).notNull(), randomType(rnd, depth - 1));
        } else {
            List<DataField> fs = new ArrayList<>();
            int n = 1 + rnd.nextInt(3);
            for (int i = 0; i < n; i++) {
                fs.add(new DataField(i, "n" + i, randomType(rnd, depth - 1)));
            }
            t = DataType.row(fs);
        }
        return rnd.nextInt(4) == 0 ? t.notNull() : t;
    }

    static RowType randomSchema(SplittableRandom rnd) {
        int n = 1 + rnd.nextInt(6);
        List<DataField> fs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            fs.add(new DataField(i, "c" + i, randomType(rnd, 2)));
        }
        return new RowType(fs);
    }

    static Object randomValue(SplittableRandom rnd, DataType t, double nullRate, boolean allowHuge) {
        if (t.isNullable() && rnd.nextDouble() < nullRate) {
            return null;
        }
        switch (t.root()) {
            case BOOLEAN: return rnd.nextBoolean();
            case TINYINT: return (byte) rnd.nextInt();
            case SMALLINT: return (short) rnd.nextInt();
            case INT: return rnd.nextInt(5) == 0 ? rnd.nextInt() : rnd.nextInt(100);
            case BIGINT: {
                int c = rnd.nextInt(8);
                return c == 0 ? Long.MIN_VALUE : c == 1 ? Long.MAX_VALUE : c < 4 ? rnd.nextLong() : rnd.nextLong(1000);
            }
            case FLOAT: {
                int c = rnd.nextInt(12);
                return c == 0 ? Float.NaN : c == 1 ? -0.0f : c == 2 ? Float.NEGATIVE_INFINITY : (float) rnd.nextGaussian();
            }
            case DOUBLE: {
                int c = rnd.nextInt(12);
                return c == 0 ? Double.NaN : c == 1 ? -0.0 : c == 2 ? Double.POSITIVE_INFINITY : rnd.nextDouble() * 1e6;
            }
            case DECIMAL: {
                int digits = 1 + rnd.nextInt(t.precision());
                StringBuilder sb = new StringBuilder(rnd.nextBoolean() ? "-" : "");
                for (int i = 0; i < digits; i++) {
                    sb.append((char) ('0' + rnd.nextInt(10)));
                }
                return new BigDecimal(new BigInteger(sb.toString()), t.scale());
            }
            case CHAR: case VARCHAR: return randomString(rnd, allowHuge && rnd.nextInt(200) == 0 ? 200_000 : 12);
            case BINARY: case VARBINARY: {
                byte[] b = new byte[allowHuge && rnd.nextInt(200) == 0 ? 100_000 : rnd.nextInt(10)];
                rnd.nextBytes(b);
                return b;
            }
            case DATE: return rnd.nextInt(30) == 0 ? LocalDate.MIN : LocalDate.ofEpochDay(rnd.nextLong(-1_000_000, 1_000_000));
            case TIME: return LocalTime.ofNanoOfDay(rnd.nextLong(LocalTime.MAX.toNanoOfDay() + 1));
            case TIMESTAMP:
                return LocalDateTime.ofEpochSecond(rnd.nextLong(-100_000_000_000L, 100_000_000_000L),
                        rnd.nextInt(3) == 0 ? 0 : rnd.nextInt(1_000_000_000), ZoneOffset.UTC);
            case TIMESTAMP_LTZ:
                return Instant.ofEpochSecond(rnd.nextLong(-100_000_000_000L, 100_000_000_000L), rnd.nextInt(1_000_000_000));
            case ARRAY: {
                int n = rnd.nextInt(4);
                List<Object> l = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    l.add(randomValue(rnd, t.elementType(), 0.2, false));
                }
                return l;
            }
            case MAP: {
                int n = rnd.nextInt(4);
                Map<Object, Object> m = new LinkedHashMap<>();
                for (int i = 0; i < n; i++) {
                    m.put(randomValue(rnd, t.keyType(), 0, false), randomValue(rnd, t.valueType(), 0.2, false));
                }
                return m;
            }
            case ROW: {
                Object[] v = new Object[t.fields().size()];
                for (int i = 0; i < v.length; i++) {
                    v[i] = randomValue(rnd, t.fields().get(i).type(), 0.2, false);
                }
                return GenericRow.of(v);
            }
            default:
                throw new IllegalStateException(t.toString());
        }
    }

    static String randomString(SplittableRandom rnd, int maxLen) {
        int len = rnd.nextInt(maxLen + 1);
        StringBuilder sb = new StringBuilder(len);
        for (int i = 0; i < len; i++) {
            int c = rnd.nextInt(20);
            if (c < 14) {
                sb.append((char) ('a' + rnd.nextInt(26)));
            } else if (c < 16) {
                sb.append((char) (0x80 + rnd.nextInt(0x700)));
            } else if (c < 18) {
                sb.append((char) (0x800 + rnd.nextInt(0xD000 - 0x800)));
            } else {
                sb.appendCodePoint(0x10000 + rnd.nextInt(0x10000));
            }
        }
        return sb.toString();
    }

    /** Sorted records: ascending unsigned keys, equal keys with non-decreasing sequences. */
    static List<Rec> randomRecords(SplittableRandom rnd, RowType type, int n, boolean allowHuge) {
        int keyStyle = rnd.nextInt(3); // 0 fixed 8 bytes, 1 fixed 1..8, 2 variable
        int fixedLen = keyStyle == 0 ? 8 : 1 + rnd.nextInt(8);
        double nullRate = rnd.nextInt(4) == 0 ? 0 : rnd.nextDouble();
        long keySpace = Math.max(1, n / (1 + rnd.nextInt(3)));
        List<byte[]> keys = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            byte[] k;
            if (keyStyle == 2) {
                k = new byte[rnd.nextInt(12)];
                if (k.length > 0) {
                    k[0] = (byte) rnd.nextInt(3);
                }
                for (int j = 1; j < k.length; j++) {
                    k[j] = (byte) (rnd.nextInt(4) == 0 ? rnd.nextInt() : j);
                }
            } else {
                long v = rnd.nextLong(keySpace) * (keyStyle == 0 ? 0x0101010101L : 1) ^ (rnd.nextInt(10) == 0 ? Long.MIN_VALUE : 0);
                k = new byte[fixedLen];
                for (int j = fixedLen - 1; j >= 0; j--) {
                    k[j] = (byte) v;
                    v >>>= 8;
                }
            }
            keys.add(k);
        }
        keys.sort(Arrays::compareUnsigned);
        List<Rec> out = new ArrayList<>(n);
        long seq = rnd.nextLong(1L << 40) - (1L << 39);
        for (byte[] k : keys) {
            seq += rnd.nextInt(3);
            RowKind kind = RowKind.fromByteValue((byte) (rnd.nextInt(5) == 0 ? rnd.nextInt(4) : 0));
            Object[] v = new Object[type.size()];
            for (int c = 0; c < v.length; c++) {
                v[c] = randomValue(rnd, type.type(c), nullRate, allowHuge);
            }
            out.add(new Rec(k, seq, kind, new GenericRow(kind, v)));
        }
        return out;
    }

    /** Half the time null (all columns), else 1..n random column indexes of {@code type} (repeats allowed). */
    static int[] randomProjection(SplittableRandom rnd, RowType type) {
        if (!rnd.nextBoolean()) {
            return null;
        }
        int[] proj = new int[1 + rnd.nextInt(type.size())];
        for (int i = 0; i < proj.length; i++) {
            proj[i] = rnd.nextInt(type.size());
        }
        return proj;
    }

    static RunWriterOptions randomOptions(SplittableRandom rnd) {
        String[] codecs = {"none", "lz4", "zstd"};
        return RunWriterOptions.defaults()
                .withCompression(codecs[rnd.nextInt(3)])
                .withZstdLevel(1 + rnd.nextInt(5))
                .withTargetPageBytes(1024 * (1 + rnd.nextInt(16)))
                .withBloomBitsPerKey(rnd.nextInt(4) == 0 ? 0 : 1 + rnd.nextInt(16))
                .withSyncOnFinish(rnd.nextBoolean())
                .withBackgroundCompression(rnd.nextBoolean());
    }

    // ---- deep equality of canonical values -------------------------------------------------

    static boolean valueEquals(Object a, Object b) {
        if (a == null || b == null) {
            return a == b;
        }
        if (a instanceof byte[]) {
            return b instanceof byte[] && Arrays.equals((byte[]) a, (byte[]) b);
        }
        if (a instanceof List) {
            if (!(b instanceof List) || ((List<?>) a).size() != ((List<?>) b).size()) {
                return false;
            }
            for (int i = 0; i < ((List<?>) a).size(); i++) {
                if (!valueEquals(((List<?>) a).get(i), ((List<?>) b).get(i))) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof Map) {
            if (!(b instanceof Map)) {
                return false;
            }
            List<Map.Entry<?, ?>> ea = new ArrayList<>(((Map<?, ?>) a).entrySet());
            List<Map.Entry<?, ?>> eb = new ArrayList<>(((Map<?, ?>) b).entrySet());
            if (ea.size() != eb.size()) {
                return false;
            }
            for (int i = 0; i < ea.size(); i++) {
                if (!valueEquals(ea.get(i).getKey(), eb.get(i).getKey())
                        || !valueEquals(ea.get(i).getValue(), eb.get(i).getValue())) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof InternalRow) {
            return b instanceof InternalRow && rowEquals((InternalRow) a, (InternalRow) b);
        }
        return a.getClass() == b.getClass() && a.equals(b);
    }

    static boolean rowEquals(InternalRow a, InternalRow b) {
        if (a.getArity() != b.getArity()) {
            return false;
        }
        for (int i = 0; i < a.getArity(); i++) {
            if (!valueEquals(a.getField(i), b.getField(i))) {
                return false;
            }
        }
        return true;
    }

    static String show(InternalRow r) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < r.getArity(); i++) {
            Object v = r.getField(i);
            sb.append(i > 0 ? ", " : "").append(v instanceof byte[] ? Arrays.toString((byte[]) v) : Objects.toString(v));
        }
        return sb.append(']').toString();
    }
}
