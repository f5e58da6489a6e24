package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowType;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The single fixed-width key's direct hash agrees with the laid-out binary row (Paimon values: PaimonParityTest). */
class PaimonBucketHashTest {

    @Test
    void oneFixedWidthColumnHashesLikeItsLaidOutBinaryRow() {
        SplittableRandom rnd = new SplittableRandom(7);
        DataType[] types = {DataType.booleanType(), DataType.tinyint(), DataType.smallint(), DataType.intType(),
                DataType.date(), DataType.time(0), DataType.bigint(), DataType.floatType(), DataType.doubleType()};
        for (DataType t : types) {
            assertTrue(PaimonBucketHash.isFixedWidth(t), t.toString());
            // the key in the middle of the row, as a table's primary key usually is not column 0
            PaimonBucketHash h = new PaimonBucketHash(RowType.of(DataType.string(), t, DataType.bigint()), new int[] {1});
            GenericRow nullRow = GenericRow.of("x", null, 1L);
            assertEquals(h.hashLaidOut(nullRow), h.hash(nullRow), t + " null");
            for (int i = 0; i < 500; i++) {
                long r = i < 4 ? new long[] {0, -1, Long.MIN_VALUE, Long.MAX_VALUE}[i] : rnd.nextLong();
                GenericRow row = GenericRow.of("x", value(t, r), 1L);
                assertEquals(h.hashLaidOut(row), h.hash(row), t + " " + row);
            }
        }
    }

    @Test
    void otherKeysAreNotFixedWidth() {
        DataType[] types = {DataType.string(), DataType.bytes(), DataType.decimal(10, 2), DataType.timestamp(3)};
        for (DataType t : types) {
            assertEquals(false, PaimonBucketHash.isFixedWidth(t), t.toString());
        }
    }

    private static Object value(DataType t, long r) {
        switch (t.root()) {
            case BOOLEAN: return (r & 1) == 1;
            case TINYINT: return (byte) r;
            case SMALLINT: return (short) r;
            case INT: return (int) r;
            case DATE: return LocalDate.ofEpochDay(Math.floorMod(r, 3_000_000L) - 1_000_000L);
            case TIME: return LocalTime.ofNanoOfDay(Math.floorMod(r, 86_400L) * 1_000_000_000L);
            case BIGINT: return r;
            case FLOAT: return Float.intBitsToFloat((int) r);
            case DOUBLE: return Double.longBitsToDouble(r);
            default: throw new IllegalArgumentException(t.toString());
        }
    }
}
