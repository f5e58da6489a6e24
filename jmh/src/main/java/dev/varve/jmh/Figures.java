package dev.varve.jmh;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * The figures of one benchmark iteration that JMH's primary score does not carry (read rows/s,
 * checkpoint latencies, latency percentiles, files, bytes), appended as one JSON line to the
 * side-car file {@code $PEERS_EXTRA} (default {@code peers-extra.jsonl} in the working directory)
 * that {@code run-peers.sh} merges with JMH's JSON. Warm-up iterations are not recorded.
 *
 * <p>Not thread-safe: one instance per iteration, filled by the benchmark thread.
 */
public final class Figures {
    private final String bench;
    private final String engine;
    private final int n;
    private final int iteration;
    private final Map<String, Object> values = new LinkedHashMap<>();

    public Figures(String bench, String engine, int n, int iteration) {
        this.bench = bench;
        this.engine = engine;
        this.n = n;
        this.iteration = iteration;
    }

    public Figures put(String name, double value) {
        values.put(name, value);
        return this;
    }

    public Figures put(String name, long value) {
        values.put(name, value);
        return this;
    }

    public Figures put(String name, String value) {
        values.put(name, value);
        return this;
    }

    /** The value recorded as {@code name}, or null. */
    Object value(String name) {
        return values.get(name);
    }

    /** Rows (or operations) per second for {@code count} in {@code nanos}. */
    public Figures rate(String name, long count, long nanos) {
        return put(name, nanos <= 0 ? 0.0 : count * 1e9 / nanos);
    }

    /** p50, p99, p99.9, p99.99 and max of a histogram of nanoseconds, in microseconds. */
    public Figures latencyMicros(String prefix, Histogram h) {
        put(prefix + ".count", h.getTotalCount());
        put(prefix + ".p50_us", h.getValueAtPercentile(50) / 1e3);
        put(prefix + ".p99_us", h.getValueAtPercentile(99) / 1e3);
        put(prefix + ".p99.9_us", h.getValueAtPercentile(99.9) / 1e3);
        put(prefix + ".p99.99_us", h.getValueAtPercentile(99.99) / 1e3);
        put(prefix + ".max_us", h.getMaxValue() / 1e3);
        return this;
    }

    /** p50 and max of a histogram of nanoseconds, in milliseconds (checkpoints). */
    public Figures latencyMillis(String prefix, Histogram h) {
        put(prefix + ".count", h.getTotalCount());
        put(prefix + ".p50_ms", h.getValueAtPercentile(50) / 1e6);
        put(prefix + ".p99_ms", h.getValueAtPercentile(99) / 1e6);
        put(prefix + ".max_ms", h.getMaxValue() / 1e6);
        return this;
    }

    /** A histogram of nanoseconds with 3 significant digits up to one hour. */
    public static Histogram newHistogram() {
        return new Histogram(3_600_000_000_000L, 3);
    }

    public String toJson() {
        StringBuilder b = new StringBuilder(256);
        b.append("{\"bench\":").append(quote(bench)).append(",\"engine\":").append(quote(engine))
                .append(",\"n\":").append(n).append(",\"iteration\":").append(iteration).append(",\"figures\":{");
        boolean first = true;
        for (Map.Entry<String, Object> e : values.entrySet()) {
            if (!first) {
                b.append(',');
            }
            first = false;
            b.append(quote(e.getKey())).append(':');
            Object v = e.getValue();
            if (v instanceof Double) {
                double d = (Double) v;
                b.append(Double.isFinite(d) ? String.format(Locale.ROOT, "%.6g", d) : "null");
            } else if (v instanceof Long) {
                b.append((long) (Long) v);
            } else {
                b.append(quote(String.valueOf(v)));
            }
        }
        return b.append("}}").toString();
    }

    /** Appends this record to the side-car file and prints it to stdout (JMH shows the fork's output). */
    public void emit() {
        String line = toJson();
        System.out.println("[figures] " + line);
        String target = System.getenv("PEERS_EXTRA");
        Path path = Paths.get(target == null || target.isEmpty() ? "peers-extra.jsonl" : target);
        try {
            Path parent = path.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.write(path, (line + "\n").getBytes(StandardCharsets.UTF_8),
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot append figures to " + path + ": " + e.getMessage(), e);
        }
    }

    private static String quote(String s) {
        StringBuilder b = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                b.append('\\').append(c);
            } else if (c < 0x20) {
                b.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.append('"').toString();
    }
}
