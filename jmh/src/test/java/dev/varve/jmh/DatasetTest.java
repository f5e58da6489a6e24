package dev.varve.jmh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The generator against the check values of BENCHMARKS.md §1 and §3. */
class DatasetTest {

    @Test
    void firstRowsMatchTheCheckValues() {
        Dataset d = Dataset.of(300_000);
        assertEquals(637706, d.k[0]);
        assertEquals(63446145, d.v1[0]);
        assertEquals(0.27860113025513866, d.v2[0]);
        assertEquals("BTMPQelbvSgBkNMsCJCZUbqSxaLADdJ", d.v3String(0));
        assertEquals(564641, d.k[1]);
        assertEquals(195440776, d.v1[1]);
        assertEquals(0.2660528284133429, d.v2[1]);
        assertEquals("ZVROUcJzHIIzoxQrA", d.v3String(1));
        assertEquals(537024, d.k[2]);
        assertEquals(450512477, d.v1[2]);
        assertEquals(0.875139634135542, d.v2[2]);
        assertEquals("IfXtylzHgjuARFvQcfXoiMeqsuEL", d.v3String(2));
    }

    @Test
    void summaryOf300kRowsMatches() {
        Dataset d = Dataset.of(300_000);
        Dataset.Summary s = d.summary();
        assertEquals(259_107, s.distinctKeys);
        assertEquals(149_981_563_478_977L, s.sumV1);
        assertEquals(7_203_262, s.v3Bytes);
        assertEquals(259_107, d.distinctKeys(d.n));
        assertEquals(2, d.distinctKeys(2));
        assertEquals(149_981_563_478_977L, d.sumV1(d.n));
    }

    /** One streamed pass over 5 000 000 rows: §1's check values, row 4 999 999, W2's key 637706. */
    @Test
    void checkValuesOf5MillionRowsMatch() {
        SplittableRandom rnd = new SplittableRandom(42);
        Dataset.Row row = new Dataset.Row();
        boolean[] seen = new boolean[Dataset.KEY_SPACE];
        long distinct = 0;
        long sumV1 = 0;
        long v3Bytes = 0;
        int count = 0;
        long keySum = 0;
        double keyMax = Double.NEGATIVE_INFINITY;
        String keyLast = null;
        for (int i = 0; i < 5_000_000; i++) {
            row.next(rnd);
            if (!seen[(int) row.k]) {
                seen[(int) row.k] = true;
                distinct++;
            }
            sumV1 += row.v1;
            v3Bytes += row.len;
            if (row.k == 637706) {
                count++;
                keySum += row.v1;
                keyMax = Math.max(keyMax, row.v2);
                keyLast = new String(row.v3, 0, row.len, StandardCharsets.US_ASCII);
            }
        }
        assertEquals(993_169, distinct);
        assertEquals(2_500_045_187_124_925L, sumV1);
        assertEquals(119_994_078, v3Bytes);
        assertEquals("k=247888, v1=727426793, v2=0.9833867588681674, v3=OYxdPzhLQerBxPHaqmvAmNm",
                "k=" + row.k + ", v1=" + row.v1 + ", v2=" + row.v2 + ", v3="
                        + new String(row.v3, 0, row.len, StandardCharsets.US_ASCII));
        assertEquals(6, count);
        assertEquals(2_356_553_431L, keySum);
        assertEquals(0.7804489708135004, keyMax);
        assertEquals("oLqefPGjZqzKxaFGp", keyLast);
    }

    @Test
    void expectedLookupChangelogOfTheWarmUpMatches() {
        assertArrayEquals(new long[] {259_107, 26_420, 26_420, 0},
                Dataset.of(300_000).expectedLookupChangelog(300_000, Dataset.COMMIT_ROWS));
    }

    @Test
    void lastRowAndAggregatesAgreeWithTheRows() {
        Dataset d = Dataset.of(300_000);
        int key = (int) d.k[0];
        long sum = 0;
        double max = Double.NEGATIVE_INFINITY;
        int last = -1;
        for (int i = 0; i < d.n; i++) {
            if (d.k[i] == key) {
                sum += d.v1[i];
                max = Math.max(max, d.v2[i]);
                last = i;
            }
        }
        assertEquals(last, d.lastRowOfKey(d.n)[key]);
        assertEquals(sum, d.sumV1ByKey(d.n)[key]);
        assertEquals(max, d.maxV2ByKey(d.n)[key]);
    }

    @Test
    void lookupKeysStartAsDocumented() {
        assertArrayEquals(new long[] {187243, 477902, 804673, 736101, 361837}, Dataset.lookupKeys(5));
    }

    @Test
    void badArgumentsAreNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Dataset.lookupKeys(-1));
        assertEquals("lookup count must be >= 0, got -1", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Dataset.of(300_000).expectedLookupChangelog(10, 0));
        assertEquals("rows per commit must be > 0, got 0", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Dataset.of(300_000).sumV1(300_001));
        assertEquals("row count must be in [0, 300000], got 300001", e.getMessage());
    }
}
