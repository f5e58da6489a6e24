package dev.varve.props;

import dev.varve.kernel.table.PaimonBucketHash;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowType;

import org.apache.paimon.data.serializer.InternalRowSerializer;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link PaimonBucketHash} against Apache Paimon 1.4.2 itself: for random bucket-key rows of every
 * atomic type (nulls, short and long strings, compact and wide decimals and timestamps), Varve's hash
 * must equal the hash of the binary row Paimon's serializer builds, and so must the bucket. Seeded:
 * {@code -Dseed=S} replays, {@code -Dops.hash.rows=N} sets the number of rows.
 */
class OpsBucketHashTest {
    private static final DataType[] TYPES = {
            DataType.booleanType(), DataType.tinyint(), DataType.smallint(), DataType.intType(), DataType.bigint(),
            DataType.floatType(), DataType.doubleType(), DataType.date(), DataType.time(0), DataType.string(),
            DataType.charType(5), DataType.bytes(), DataType.decimal(10, 2), DataType.decimal(30, 5),
            DataType.timestamp(3), DataType.timestamp(6), DataType.timestampLtz(3), DataType.timestampLtz(9),
    };

    @Test
    void hashesEqualPaimonsBinaryRowHash() {
        long seed = Long.getLong("seed", 0x0b5_4a54L);
        int rows = Integer.getInteger("ops.hash.rows", 3000);
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int n = 0; n < rows; n++) {
            int arity = 1 + rnd.nextInt(3);
            List<DataField> fields = new ArrayList<>();
            Object[] values = new Object[arity];
            for (int i = 0; i < arity; i++) {
                DataType t = TYPES[rnd.nextInt(TYPES.length)];
                fields.add(new DataField(i, "c" + i, t));
                values[i] = rnd.nextInt(6) == 0 ? null : value(rnd, t);
            }
            RowType rowType = new RowType(fields);
            int[] all = new int[arity];
            for (int i = 0; i < arity; i++) {
                all[i] = i;
            }
            GenericRow row = GenericRow.of(values);
            org.apache.paimon.types.DataType[] paimonTypes = new org.apache.paimon.types.DataType[arity];
            for (int i = 0; i < arity; i++) {
                paimonTypes[i] = PaimonValues.toPaimonType(rowType.type(i));
            }
            int expected = new InternalRowSerializer(paimonTypes).toBinaryRow(PaimonValues.toPaimonRow(row, rowType)).hashCode();
            int actual = new PaimonBucketHash(rowType, all).hash(row);
            assertEquals(expected, actual, "seed=" + seed + " row " + n + ": " + fields + " " + java.util.Arrays.toString(values));
            int buckets = 1 + rnd.nextInt(16);
            assertEquals(Math.abs(expected % buckets), PaimonBucketHash.bucket(actual, buckets));
        }
    }

    private static Object value(SplittableRandom rnd, DataType t) {
        switch (t.root()) {
            case BOOLEAN: return rnd.nextBoolean();
            case TINYINT: return (byte) rnd.nextInt();
            case SMALLINT: return (short) rnd.nextInt();
            case INT: return rnd.nextInt(3) == 0 ? rnd.nextInt(10) : rnd.nextInt();
            case BIGINT: return rnd.nextLong();
            case FLOAT: return (float) (rnd.nextDouble() * 1000 - 500);
            case DOUBLE: return rnd.nextDouble() * 1e6 - 5e5;
            case DATE: return LocalDate.ofEpochDay(rnd.nextInt(40000) - 10000);
            case TIME: return LocalTime.ofSecondOfDay(rnd.nextInt(86400));
            case CHAR: return text(rnd, 5, 5);
            case VARCHAR: return text(rnd, 0, 20);
            case VARBINARY: return text(rnd, 0, 20).getBytes(StandardCharsets.UTF_8);
            case DECIMAL: {
                BigInteger unscaled = new BigInteger(t.precision() <= 18 ? 50 : 90, new java.util.Random(rnd.nextLong()));
                BigInteger limit = BigInteger.TEN.pow(t.precision());
                unscaled = unscaled.mod(limit);
                return new BigDecimal(rnd.nextBoolean() ? unscaled : unscaled.negate(), t.scale());
            }
            case TIMESTAMP: {
                LocalDateTime ts = LocalDateTime.ofEpochSecond(rnd.nextLong(4_000_000_000L) - 1_000_000_000L,
                        rnd.nextInt(1_000_000_000), java.time.ZoneOffset.UTC);
                return t.precision() <= 3 ? ts.withNano(ts.getNano() / 1_000_000 * 1_000_000) : ts.withNano(ts.getNano() / 1000 * 1000);
            }
            case TIMESTAMP_LTZ: {
                Instant i = Instant.ofEpochSecond(rnd.nextLong(4_000_000_000L) - 1_000_000_000L, rnd.nextInt(1_000_000_000));
                return t.precision() <= 3 ? Instant.ofEpochMilli(i.toEpochMilli()) : i;
            }
            default: throw new IllegalArgumentException(t.toString());
        }
    }

    private static String text(SplittableRandom rnd, int min, int max) {
        int len = min + rnd.nextInt(max - min + 1);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < len; i++) {
            sb.append(rnd.nextInt(10) == 0 ? 'é' : (char) ('a' + rnd.nextInt(26)));
        }
        return sb.toString();
    }
}
