package dev.varve.memtable;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Comparator;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class PrefixRadixSortTest {

    @TestFactory
    Stream<DynamicTest> sortsUnsignedAndStably() {
        return Seeds.tests("radix", 7, 40, seed -> {
            SplittableRandom random = new SplittableRandom(seed);
            int n = random.nextInt(random.nextBoolean() ? 20 : 5000);
            long[] prefixes = new long[n];
            long[] payloads = new long[n];
            int shape = random.nextInt(6);
            for (int i = 0; i < n; i++) {
                long p;
                switch (shape) {
                    case 0: p = random.nextLong(); break;
                    case 1: p = random.nextInt(5) - 2; break; // few values, negatives = high unsigned
                    case 2: p = 0x1234_5600_0000_0000L | (random.nextInt(3) * 0x0100_0000_0000L); break;
                    case 3: p = random.nextBoolean() ? Long.MIN_VALUE : Long.MAX_VALUE; break;
                    // a normalized BIGINT key below 1 M: only the three low bytes differ
                    case 4: p = Long.MIN_VALUE | random.nextInt(1_000_000); break;
                    // differing bytes apart (bytes 1 and 6), the ones between constant
                    default: p = 0x0011_0000_0000_2200L | ((long) random.nextInt(4) << 48) | (random.nextInt(4) << 8);
                }
                prefixes[i] = p;
                payloads[i] = i; // payload = input position, to check stability
            }
            long[][] expected = referenceSort(prefixes);
            long[] sp = new long[n];
            long[] sv = new long[n];
            boolean inScratch = PrefixRadixSort.sort(prefixes, payloads, sp, sv, n);
            assertArrayEquals(expected[0], inScratch ? sp : prefixes);
            assertArrayEquals(expected[1], inScratch ? sv : payloads);
        });
    }

    @Test
    void rejectsShortArrays() {
        assertThrows(IllegalArgumentException.class, () -> PrefixRadixSort.sort(new long[4], new long[4], new long[3], new long[4], 4));
    }

    private static long[][] referenceSort(long[] prefixes) {
        Integer[] order = IntStream.range(0, prefixes.length).boxed().toArray(Integer[]::new);
        Arrays.sort(order, Comparator.comparing((Integer i) -> prefixes[i], Long::compareUnsigned)); // stable
        long[] p = new long[prefixes.length];
        long[] v = new long[prefixes.length];
        for (int i = 0; i < order.length; i++) {
            p[i] = prefixes[order[i]];
            v[i] = order[i];
        }
        return new long[][] {p, v};
    }
}
