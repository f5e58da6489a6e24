package dev.varve.kernel.options;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OptionValuesTest {

    @Test
    void durationsInPaimonSpelling() {
        assertEquals(Duration.ofHours(1), OptionValues.parseDuration("1 h"));
        assertEquals(Duration.ofMinutes(30), OptionValues.parseDuration("30 min"));
        assertEquals(Duration.ofSeconds(10), OptionValues.parseDuration("10s"));
        assertEquals(Duration.ofDays(7), OptionValues.parseDuration("7d"));
        assertEquals(Duration.ofDays(2), OptionValues.parseDuration("2 days"));
        assertEquals(Duration.ofMillis(1500), OptionValues.parseDuration("1500"));
        assertEquals(Duration.ofMillis(10), OptionValues.parseDuration("10 ms"));
        assertEquals(Duration.ofMinutes(5), OptionValues.parseDuration(" 5 MIN "));
    }

    @Test
    void localTimestampsInEverySpellingPaimonAccepts() {
        long noon = CoreOptions.localMillis(java.time.LocalDateTime.of(2024, 1, 8, 12, 0));
        assertEquals(noon, CoreOptions.localTimestampMillis("2024-01-08 12:00:00", "t"));
        assertEquals(noon, CoreOptions.localTimestampMillis(" 2024-01-08T12:00 ", "t"));
        assertEquals(noon, CoreOptions.localTimestampMillis("2024-01-08 12:00", "t"));
        assertEquals(noon + 123, CoreOptions.localTimestampMillis("2024-01-08 12:00:00.123", "t"));
        assertEquals(noon + 500, CoreOptions.localTimestampMillis("2024-01-08 12:00:00.5", "t"));
        assertEquals(noon + 123, CoreOptions.localTimestampMillis("2024-01-08 12:00:00.123456", "t"), "sub-millisecond digits truncate");
        assertEquals(noon - 12 * 3600_000L, CoreOptions.localTimestampMillis("2024-01-08", "t"));
        for (String bad : new String[] {"noon", "2024-13-01", "2024-01-08 25:00", "1704715200000", ""}) {
            dev.varve.kernel.VarveException e = assertThrows(dev.varve.kernel.VarveException.class,
                    () -> CoreOptions.localTimestampMillis(bad, "'older_than'"));
            assertTrue(e.getMessage().startsWith("'older_than' is not a timestamp"), e.getMessage());
        }
    }

    @Test
    void badDurationsSayWhatIsExpected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> OptionValues.parseDuration("soon"));
        assertTrue(e.getMessage().startsWith("expected a duration"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> OptionValues.parseDuration("3 fortnights"));
        assertTrue(e.getMessage().contains("unknown unit 'fortnights'"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> OptionValues.parseDuration("99999999999999999999 d"));
        assertThrows(IllegalArgumentException.class, () -> OptionValues.parseDuration("9223372036854775807 d"));
    }

    @Test
    void durationFormatRoundTrips() {
        for (String s : new String[] {"1 h", "30 min", "10 s", "7 d", "1500 ms", "0 ms"}) {
            assertEquals(s, OptionValues.formatDuration(OptionValues.parseDuration(s)));
        }
    }

    @Test
    void memorySizes() {
        assertEquals(256L << 20, OptionValues.parseMemorySize("256 mb"));
        assertEquals(64L << 10, OptionValues.parseMemorySize("64kb"));
        assertEquals(1L << 30, OptionValues.parseMemorySize("1 gb"));
        assertEquals(1L << 30, OptionValues.parseMemorySize("1 GB"));
        assertEquals(500L, OptionValues.parseMemorySize("500"));
        assertEquals(500L, OptionValues.parseMemorySize("500 bytes"));
        assertEquals(2L << 40, OptionValues.parseMemorySize("2 tb"));
        assertEquals("256 mb", OptionValues.formatMemorySize(256L << 20));
        assertEquals("500 bytes", OptionValues.formatMemorySize(500));
        assertEquals("unlimited", OptionValues.formatMemorySize(Long.MAX_VALUE));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> OptionValues.parseMemorySize("lots"));
        assertTrue(e.getMessage().startsWith("expected a memory size"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> OptionValues.parseMemorySize("9000000000 tb"));
        assertThrows(IllegalArgumentException.class, () -> OptionValues.parseMemorySize("5 parsecs"));
    }

    @Test
    void scalars() {
        assertTrue(OptionValues.parseBoolean("TRUE"));
        assertEquals(false, OptionValues.parseBoolean("false"));
        assertEquals("expected true or false",
                assertThrows(IllegalArgumentException.class, () -> OptionValues.parseBoolean("yes")).getMessage());
        assertEquals(-1, OptionValues.parseInt(" -1 "));
        assertEquals("expected an integer",
                assertThrows(IllegalArgumentException.class, () -> OptionValues.parseInt("abc")).getMessage());
        assertEquals("expected an integer",
                assertThrows(IllegalArgumentException.class, () -> OptionValues.parseInt("3000000000")).getMessage());
        assertEquals(0.25, OptionValues.parseDouble("0.25"));
        assertThrows(IllegalArgumentException.class, () -> OptionValues.parseDouble("NaN"));
        assertEquals(List.of("a", "b"), OptionValues.parseList(" a, ,b ,"));
    }
}
