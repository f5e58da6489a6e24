package dev.varve.kernel.util;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class SuggestTest {
    @Test
    void distanceCountsEditsAndAdjacentSwaps() {
        assertEquals(0, Suggest.distance("bucket", "bucket"));
        assertEquals(1, Suggest.distance("bukcet", "bucket"));
        assertEquals(1, Suggest.distance("bucet", "bucket"));
        assertEquals(1, Suggest.distance("buckett", "bucket"));
        assertEquals(1, Suggest.distance("bucjet", "bucket"));
        assertEquals(3, Suggest.distance("kitten", "sitting"));
        assertEquals(6, Suggest.distance("", "bucket"));
        assertEquals(6, Suggest.distance("bucket", ""));
        assertEquals(3, Suggest.distance("ca", "abc"));
    }

    @Test
    void distanceIsSymmetricAndBoundedByTheLongerLength() {
        SplittableRandom rnd = new SplittableRandom(11);
        for (int i = 0; i < 2_000; i++) {
            String a = word(rnd);
            String b = word(rnd);
            int d = Suggest.distance(a, b);
            assertEquals(d, Suggest.distance(b, a), a + " / " + b);
            assertEquals(true, d <= Math.max(a.length(), b.length()), a + " / " + b);
            assertEquals(true, d >= Math.abs(a.length() - b.length()), a + " / " + b);
        }
    }

    @Test
    void closestIgnoresCaseAndRejectsFarCandidates() {
        List<String> tables = List.of("orders", "customers", "Lineitem");
        assertEquals("orders", Suggest.closest("ORDRES", tables));
        assertEquals("Lineitem", Suggest.closest("lineitme", tables));
        assertNull(Suggest.closest("payments", tables));
        assertEquals("sum", Suggest.closest("summ", List.of("sum", "max", "min")));
        assertNull(Suggest.closest("x", List.of("sum")));
    }

    private static String word(SplittableRandom rnd) {
        char[] c = new char[rnd.nextInt(8)];
        for (int i = 0; i < c.length; i++) {
            c[i] = (char) ('a' + rnd.nextInt(3));
        }
        return new String(c);
    }
}
