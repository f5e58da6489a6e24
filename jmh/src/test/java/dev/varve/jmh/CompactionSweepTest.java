package dev.varve.jmh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The sweep's arguments (clear errors for bad ones) and its per-round order. */
class CompactionSweepTest {

    @Test
    void defaultsSweepTheIssueGridAroundPaimonsDefault() {
        CompactionSweep.Config c = CompactionSweep.Config.parse();
        assertArrayEquals(new int[] {2, 3, 5, 8, 12}, c.triggers);
        assertArrayEquals(new int[] {1, 5, 10}, c.ratios);
        assertEquals(15, c.settings().size());
        assertEquals(false, c.fsync);
    }

    @Test
    void argumentsOverrideAndWarmUpNeverExceedsTheRows() {
        CompactionSweep.Config c = CompactionSweep.Config.parse("rows=1000", "triggers=3,5", "ratios=0", "fsync=true",
                "warmupRows=5000");
        assertEquals(1000, c.rows);
        assertEquals(1000, c.warmupRows);
        assertEquals(2, c.settings().size());
        assertArrayEquals(new int[] {3, 0}, c.settings().get(0));
        assertTrue(c.fsync);
    }

    @Test
    void badArgumentsNameTheProblem() {
        assertTrue(message("rows=0").contains("rows must be >= 1"));
        assertTrue(message("rows=abc").contains("rows must be an integer, got 'abc'"));
        assertTrue(message("triggers=5,0").contains("triggers must all be >= 1"));
        assertTrue(message("fsync=yes").contains("fsync must be true or false"));
        assertTrue(message("speed=11").contains("unknown argument 'speed'"));
        assertTrue(message("rows").contains("not key=value"));
    }

    private static String message(String arg) {
        return assertThrows(IllegalArgumentException.class, () -> CompactionSweep.Config.parse(arg)).getMessage();
    }

    @Test
    void eachRoundShufflesEverySettingReproducibly() {
        List<int[]> settings = CompactionSweep.Config.parse().settings();
        List<String> one = labels(CompactionSweep.order(settings, 1));
        assertEquals(one, labels(CompactionSweep.order(settings, 1)));
        assertNotEquals(one, labels(CompactionSweep.order(settings, 2)));
        List<String> sorted = new ArrayList<>(one);
        sorted.sort(null);
        List<String> all = labels(settings);
        all.sort(null);
        assertEquals(all, sorted);
    }

    private static List<String> labels(List<int[]> settings) {
        List<String> out = new ArrayList<>();
        for (int[] s : settings) {
            out.add(SweepRep.label(s[0], s[1]));
        }
        return out;
    }
}
