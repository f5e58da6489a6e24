package dev.varve.cli.sql;

import dev.varve.kernel.DataFileInfo;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** {@code $files}' statistics columns as Paimon 1.4.2 printed them on Flink 2.0 (sweep14_t_files_stats*). */
class FileStatsFormatTest {
    private static DataFileInfo file(SortedMap<String, Long> nulls, SortedMap<String, Object> mins,
                                     SortedMap<String, Object> maxs, List<Object> minKey, List<Object> maxKey) {
        DataFileInfo base = new DataFileInfo("", 0, "p", "vrf", 0, 0, 3, 10, 0, 2, 0);
        return new DataFileInfo(base, nulls, mins, maxs, minKey, maxKey);
    }

    private static <V> SortedMap<String, V> map(Object... kv) {
        SortedMap<String, V> m = new TreeMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            @SuppressWarnings("unchecked") V v = (V) kv[i + 1];
            m.put((String) kv[i], v);
        }
        return m;
    }

    @Test
    void printsMapsInNameOrderAndKeysAsLists() {
        DataFileInfo f = file(map("v", 1L, "k", 0L, "n", 2L), map("k", 1, "v", "a", "n", 3L), map("k", 3, "v", "c", "n", null),
                List.of(1, "z"), List.of(2, "b"));
        FileStatsFormat fmt = new FileStatsFormat(Map.of());
        assertEquals("{k=0, n=2, v=1}", fmt.nullCounts(f));
        assertEquals("{k=1, n=3, v=a}", fmt.bounds(f.minValues, false));
        assertEquals("{k=3, n=null, v=c}", fmt.bounds(f.maxValues, true));
        assertEquals("[1, z]", FileStatsFormat.key(f.minKey));
        assertNull(FileStatsFormat.key(null));
        assertEquals("{}", fmt.nullCounts(new DataFileInfo("", 0, "p", "vrf", 0, 0, 3, 10, 0, 2, 0)));
    }

    @Test
    void valuesPrintAsPaimonsInternalValues() {
        assertEquals("19724", FileStatsFormat.value(LocalDate.of(2024, 1, 2)), "DATE: days since the epoch");
        assertEquals("3723004", FileStatsFormat.value(LocalTime.of(1, 2, 3, 4_000_000)), "TIME: milliseconds of the day");
        assertEquals("2024-01-02T03:04:05.678", FileStatsFormat.value(LocalDateTime.of(2024, 1, 2, 3, 4, 5, 678_000_000)));
        assertEquals("1999-12-31T23:59:59", FileStatsFormat.value(LocalDateTime.of(1999, 12, 31, 23, 59, 59)));
        assertEquals("1970-01-01T00:00:01", FileStatsFormat.value(Instant.ofEpochSecond(1)), "TIMESTAMP_LTZ in UTC");
        assertEquals("12.50", FileStatsFormat.value(new BigDecimal("12.50")));
        assertEquals("1.0E10", FileStatsFormat.value(1.0E10));
        assertEquals("false", FileStatsFormat.value(false));
    }

    @Test
    void statsModesTruncateOrDropValues() {
        String s = "abcdefghijklmnopqrstuvwxyz";
        assertEquals("abcdefghijklmnop", FileStatsFormat.truncate(s, 16, false));
        assertEquals("abcdefghijklmnoq", FileStatsFormat.truncate(s, 16, true), "a cut maximum stays an upper bound");
        assertEquals("short", FileStatsFormat.truncate("short", 16, true));
        DataFileInfo f = file(map("k", 0L, "s", 0L), map("k", 1, "s", s), map("k", 1, "s", s), List.of(1), List.of(1));
        FileStatsFormat full = new FileStatsFormat(Map.of("metadata.stats-mode", "full", "fields.k.stats-mode", "counts"));
        assertEquals("{k=0, s=0}", full.nullCounts(f));
        assertEquals("{k=null, s=abcdefghijklmnopqrstuvwxyz}", full.bounds(f.maxValues, true));
        FileStatsFormat none = new FileStatsFormat(Map.of("metadata.stats-mode", "none"));
        assertEquals("{k=null, s=null}", none.nullCounts(f));
        assertEquals("{k=null, s=null}", none.bounds(f.minValues, false));
        assertEquals("{k=1, s=abc}", new FileStatsFormat(Map.of("metadata.stats-mode", "truncate(3)")).bounds(f.minValues, false));
        assertEquals(Arrays.asList("k", "s"), List.copyOf(f.minValues.keySet()));
    }
}
