package dev.varve.kernel.mergeengine;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class PaimonHashOrderTest {
    @Test
    void stringsHashAsPaimonsBinaryString() {
        // BinaryString.fromString(s).hashCode() in Apache Paimon 1.4.2
        String[] s = {"", "a", "b", "c", "abcd", "hello", "héllo wörld", "q"};
        int[] paimon = {142593372, 1485273170, 1905031361, -2124386278, -396302900, -1008564952, -281075962, 8338346};
        for (int i = 0; i < s.length; i++) {
            assertEquals(paimon[i], PaimonHashOrder.stringHash(s[i].getBytes(StandardCharsets.UTF_8)), s[i]);
        }
    }

    @Test
    void timestampsAndDecimalsHashAsPaimonsInternalValues() {
        assertEquals(-898085079, PaimonHashOrder.hash(LocalDateTime.parse("2024-01-01T10:00:00.123456")));
        assertEquals(4652, PaimonHashOrder.hash(new BigDecimal("1.50")));
        assertEquals(0, PaimonHashOrder.hash(null));
    }

    @Test
    void ordersAsAHashSetOfPaimonValues() {
        // Paimon: a HashSet of BinaryString a, b, c, d iterates as [a, d, c, b]
        List<Object> l = new ArrayList<>(Arrays.asList("a", "b", "c", "d"));
        PaimonHashOrder.apply(l);
        assertEquals(List.of("a", "d", "c", "b"), l);
        List<Object> ints = new ArrayList<>(Arrays.asList(17, 3, 1, null));
        PaimonHashOrder.apply(ints);
        assertEquals(Arrays.asList(null, 17, 1, 3), ints, "buckets of a 16-slot table: 0, 1, 1 (17 inserted first), 3");
        List<Object> bytes = new ArrayList<>(Arrays.asList(new byte[] {2}, new byte[] {1}));
        Object first = bytes.get(0);
        PaimonHashOrder.apply(bytes);
        assertEquals(first, bytes.get(0), "bytes (identity-hashed in Paimon) keep their order");
    }
}
