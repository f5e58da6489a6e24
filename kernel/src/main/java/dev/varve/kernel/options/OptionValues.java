package dev.varve.kernel.options;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * Parsing and printing of option values in Apache Paimon's spelling: durations such as
 * {@code "1 h"}, {@code "30 min"}, {@code "10s"}, {@code "1d"} or a plain number of milliseconds;
 * memory sizes such as {@code "256 mb"}, {@code "64kb"}, {@code "1 gb"} or a plain number of bytes.
 * Stateless and thread-safe. Parse failures throw {@link IllegalArgumentException} whose message
 * says what was expected (callers add the option name).
 */
public final class OptionValues {
    private OptionValues() {
    }

    /** Parses a boolean: {@code true} or {@code false}, case-insensitive. */
    public static boolean parseBoolean(String raw) {
        String s = raw.trim();
        if (s.equalsIgnoreCase("true")) {
            return true;
        }
        if (s.equalsIgnoreCase("false")) {
            return false;
        }
        throw new IllegalArgumentException("expected true or false");
    }

    public static int parseInt(String raw) {
        try {
            return Integer.parseInt(raw.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("expected an integer");
        }
    }

    public static long parseLong(String raw) {
        try {
            return Long.parseLong(raw.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("expected an integer");
        }
    }

    public static double parseDouble(String raw) {
        try {
            double d = Double.parseDouble(raw.trim());
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                throw new NumberFormatException();
            }
            return d;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("expected a number");
        }
    }

    /** Splits a comma-separated list, trimming entries and dropping empty ones. */
    public static List<String> parseList(String raw) {
        List<String> out = new ArrayList<>();
        for (String part : raw.split(",")) {
            String p = part.trim();
            if (!p.isEmpty()) {
                out.add(p);
            }
        }
        return Collections.unmodifiableList(out);
    }

    // ---- durations ---------------------------------------------------------------------------

    private static final String DURATION_EXPECTED =
            "expected a duration such as '1 h', '30 min', '10 s', '1 d' or a number of milliseconds";

    /** Parses a duration; a number without unit is milliseconds. */
    public static Duration parseDuration(String raw) {
        String s = raw.trim().toLowerCase(Locale.ROOT);
        int i = 0;
        while (i < s.length() && Character.isDigit(s.charAt(i))) {
            i++;
        }
        if (i == 0) {
            throw new IllegalArgumentException(DURATION_EXPECTED);
        }
        long amount;
        try {
            amount = Long.parseLong(s.substring(0, i));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(DURATION_EXPECTED + " (number too large)");
        }
        String unit = s.substring(i).trim();
        try {
            switch (unit) {
                case "": case "ms": case "milli": case "millis": case "millisecond": case "milliseconds":
                    return Duration.ofMillis(amount);
                case "us": case "µs": case "micro": case "micros": case "microsecond": case "microseconds":
                    return Duration.ofNanos(Math.multiplyExact(amount, 1000L));
                case "ns": case "nano": case "nanos": case "nanosecond": case "nanoseconds":
                    return Duration.ofNanos(amount);
                case "s": case "sec": case "secs": case "second": case "seconds":
                    return Duration.ofSeconds(amount);
                case "m": case "min": case "mins": case "minute": case "minutes":
                    return Duration.ofMinutes(amount);
                case "h": case "hour": case "hours":
                    return Duration.ofHours(amount);
                case "d": case "day": case "days":
                    return Duration.ofDays(amount);
                default:
                    throw new IllegalArgumentException(DURATION_EXPECTED + " (unknown unit '" + unit + "')");
            }
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException(DURATION_EXPECTED + " (too large)");
        }
    }

    /** Prints a duration in the largest unit that divides it exactly: {@code 1 h}, {@code 90 s}. */
    public static String formatDuration(Duration d) {
        long ms = d.toMillis();
        if (ms == 0) {
            return "0 ms";
        }
        long[] sizes = {86_400_000L, 3_600_000L, 60_000L, 1000L, 1L};
        String[] names = {"d", "h", "min", "s", "ms"};
        for (int i = 0; i < sizes.length; i++) {
            if (ms % sizes[i] == 0) {
                return (ms / sizes[i]) + " " + names[i];
            }
        }
        return ms + " ms";
    }

    // ---- memory sizes ------------------------------------------------------------------------

    private static final String MEMORY_EXPECTED =
            "expected a memory size such as '256 mb', '64 kb', '1 gb' or a number of bytes";

    /** Parses a memory size into bytes; units b, kb, mb, gb, tb (1024-based), case-insensitive. */
    public static long parseMemorySize(String raw) {
        String s = raw.trim().toLowerCase(Locale.ROOT);
        int i = 0;
        while (i < s.length() && Character.isDigit(s.charAt(i))) {
            i++;
        }
        if (i == 0) {
            throw new IllegalArgumentException(MEMORY_EXPECTED);
        }
        long amount;
        try {
            amount = Long.parseLong(s.substring(0, i));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(MEMORY_EXPECTED + " (number too large)");
        }
        String unit = s.substring(i).trim();
        long factor;
        switch (unit) {
            case "": case "b": case "byte": case "bytes":
                factor = 1L;
                break;
            case "k": case "kb": case "kib": case "kibibytes": case "kilobytes":
                factor = 1L << 10;
                break;
            case "m": case "mb": case "mib": case "mebibytes": case "megabytes":
                factor = 1L << 20;
                break;
            case "g": case "gb": case "gib": case "gibibytes": case "gigabytes":
                factor = 1L << 30;
                break;
            case "t": case "tb": case "tib": case "tebibytes": case "terabytes":
                factor = 1L << 40;
                break;
            default:
                throw new IllegalArgumentException(MEMORY_EXPECTED + " (unknown unit '" + unit + "')");
        }
        try {
            return Math.multiplyExact(amount, factor);
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException(MEMORY_EXPECTED + " (too large)");
        }
    }

    /** Prints a byte count in the largest unit that divides it exactly: {@code 256 mb}, {@code 500 bytes}. */
    public static String formatMemorySize(long bytes) {
        if (bytes == Long.MAX_VALUE) {
            return "unlimited";
        }
        String[] names = {"tb", "gb", "mb", "kb"};
        int[] shifts = {40, 30, 20, 10};
        for (int i = 0; i < names.length; i++) {
            long unit = 1L << shifts[i];
            if (bytes != 0 && bytes % unit == 0) {
                return (bytes / unit) + " " + names[i];
            }
        }
        return bytes + " bytes";
    }
}
