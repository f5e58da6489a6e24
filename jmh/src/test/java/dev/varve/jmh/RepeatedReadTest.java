package dev.varve.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The repeated full read's figures: read 1 as {@code read.first.*}, the median of reads 2..k as {@code read.*}. */
class RepeatedReadTest {

    /** A read of {@code rows} rows that takes about {@code millis[i]} ms on its i-th call (busy, so it costs CPU too). */
    private static RepeatedRead.Read timed(long rows, long[] millis, int[] calls) {
        return () -> {
            long until = System.nanoTime() + millis[calls[0]++] * 1_000_000L;
            long x = 0;
            while (System.nanoTime() < until) {
                x++;
            }
            return x < 0 ? -1 : rows;
        };
    }

    @Test
    void laterReadsGiveTheReadFiguresAndTheFirstKeepsItsOwn() {
        Figures f = new Figures("W1UpsertBench", "varve", 1000, 1);
        int[] calls = {0};
        // the first read slow, then 20, 40, 20, 40 ms: median of reads 2..5 = 30 ms
        RepeatedRead.record(f, "batch read", 5, timed(1000, new long[] {200, 20, 40, 20, 40}, calls));
        assertEquals(5, calls[0]);
        assertEquals(5L, ((Number) f.value("read.reads")).longValue());
        assertEquals(1000L, ((Number) f.value("read.rows")).longValue());
        for (int i = 1; i <= 5; i++) {
            assertNotNull(f.value("read." + i + ".rows_per_s"), "read " + i);
            assertNotNull(f.value("read." + i + ".cpu_us_per_row"), "read " + i);
        }
        double first = (Double) f.value("read.first.rows_per_s");
        double later = (Double) f.value("read.rows_per_s");
        assertEquals(f.value("read.1.rows_per_s"), first);
        // the median of reads 2..5 (the mean of the middle two), whatever the machine's load made of their times
        double[] warm = new double[4];
        for (int i = 0; i < 4; i++) {
            warm[i] = (Double) f.value("read." + (i + 2) + ".rows_per_s");
        }
        java.util.Arrays.sort(warm);
        assertEquals((warm[1] + warm[2]) / 2, later, 1e-9 * later);
        // a read takes at least as long as it busy-waits: upper bounds only (a loaded machine stretches the reads)
        assertTrue(first <= 1000 / 0.2, "first read of at least 200 ms: " + first);
        // each read's rate is at most rows / its busy wait (50 000, 25 000, 50 000, 25 000 rows/s), so each order
        // statistic of the rates is at most the bounds' one: the median of rates at most (25 000 + 50 000) / 2
        assertTrue(later <= 37_500 * (1 + 1e-9) && later > 0, "median of reads of at least 20/40/20/40 ms: " + later);
        assertNotNull(f.value("read.first.cpu_us_per_row"));
        assertNotNull(f.value("read.cpu_us_per_row"));
        assertNotNull(f.value("read.calling_thread_cpu_us_per_row"));
        assertNull(f.value("check.error"));
    }

    @Test
    void oneReadIsTheFirstReadAlone() {
        Figures f = new Figures("W1UpsertBench", "paimon", 1000, 1);
        int[] calls = {0};
        RepeatedRead.record(f, "batch read", 1, timed(500, new long[] {10}, calls));
        assertEquals(1, calls[0]);
        assertEquals(f.value("read.first.rows_per_s"), f.value("read.rows_per_s"));
    }

    @Test
    void aFailedCheckStopsTheReadsAndIsRecorded() {
        Figures f = new Figures("W1UpsertBench", "rocksdb", 1000, 1);
        int[] calls = {0};
        RepeatedRead.record(f, "full scan", 5, () -> {
            if (++calls[0] == 3) {
                throw new IllegalStateException("W1: key 7 read twice");
            }
            return 10;
        });
        assertEquals(3, calls[0]);
        assertEquals("full scan (read 3 of 5): W1: key 7 read twice", f.value("check.error"));
        assertEquals(2L, ((Number) f.value("read.reads")).longValue());
        assertNull(f.value("read.3.rows_per_s"));
    }

    @Test
    void medianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        assertEquals(2.5, RepeatedRead.median(new double[] {4, 1, 3, 2}));
        assertEquals(3.0, RepeatedRead.median(new double[] {5, 3, 1}));
    }
}
