package dev.varve.merge;

import java.util.stream.LongStream;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;

/**
 * The seeded, replayable harness: {@code count} seeds derived from {@code base}, or exactly the
 * one given with {@code -Dseed=N}. Each seed is its own dynamic test named {@code seed=N}, and a
 * failure's message starts with the seed and the replay flag.
 */
final class Seeds {
    /** A test body that gets its seed. */
    @FunctionalInterface
    interface SeededBody {
        void run(long seed) throws Exception;
    }

    private Seeds() {
    }

    static Stream<DynamicTest> tests(String name, long base, int count, SeededBody body) {
        String fixed = System.getProperty("seed");
        LongStream seeds = fixed != null && !fixed.isEmpty()
                ? LongStream.of(Long.parseLong(fixed.trim()))
                : LongStream.range(0, count).map(i -> base * 1_000_003L + i * 0x9E3779B97F4A7C15L);
        return seeds.mapToObj(seed -> DynamicTest.dynamicTest(name + " seed=" + seed, () -> {
            try {
                body.run(seed);
            } catch (Throwable t) {
                throw new AssertionError(name + " failed with seed=" + seed + " (replay: -Dseed=" + seed + "): " + t, t);
            }
        }));
    }
}
