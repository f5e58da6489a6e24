package dev.varve.jmh;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;

/**
 * Allocation sites of a JFR recording made by {@link WritePathAllocRun} with
 * {@code VARVE_ALLOC_JFC=jmh/alloc-sites.jfc} and {@code -XX:-UseTLAB} (so that every allocation is
 * an {@code ObjectAllocationOutsideTLAB} event, with its exact size): bytes and objects per thread
 * (names without digits and table paths, as {@link WritePathAllocRun} groups them), then the top
 * sites by bytes. A site is the first {@code frames} frames from the first Varve frame down (JDK
 * frames above it, e.g. inside {@code FileChannel.open}, are summed into it).
 *
 * <pre>
 * java -cp jmh/target/benchmarks.jar dev.varve.jmh.AllocSites recording.jfr [frames=2] [thread prefix] [top=40]
 * </pre>
 */
public final class AllocSites {
    private AllocSites() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int frames = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        String prefix = args.length > 2 ? args[2] : "";
        int top = args.length > 3 ? Integer.parseInt(args[3]) : 40;
        Map<String, long[]> threads = new TreeMap<>();
        Map<String, long[]> sites = new HashMap<>();
        for (RecordedEvent e : RecordingFile.readAllEvents(file)) {
            if (!e.getEventType().getName().equals("jdk.ObjectAllocationOutsideTLAB")) {
                continue;
            }
            long bytes = e.getLong("allocationSize");
            String thread = threadName(e.getThread());
            add(threads, thread, bytes);
            if (thread.startsWith(prefix)) {
                add(sites, thread + " " + site(e.getStackTrace(), frames), bytes);
            }
        }
        System.out.println("bytes, objects per thread:");
        threads.forEach((t, v) -> System.out.printf("  %-32s %12d B %10d%n", t, v[0], v[1]));
        List<Map.Entry<String, long[]>> sorted = new ArrayList<>(sites.entrySet());
        sorted.sort((a, b) -> Long.compare(b.getValue()[0], a.getValue()[0]));
        System.out.println("top sites (thread, first Varve frames):");
        for (int i = 0; i < Math.min(top, sorted.size()); i++) {
            Map.Entry<String, long[]> s = sorted.get(i);
            System.out.printf("%12d B %8d  %s%n", s.getValue()[0], s.getValue()[1], s.getKey());
        }
    }

    private static void add(Map<String, long[]> m, String key, long bytes) {
        long[] v = m.computeIfAbsent(key, k -> new long[2]);
        v[0] += bytes;
        v[1]++;
    }

    private static String threadName(RecordedThread t) {
        String name = t == null ? null : t.getJavaName();
        return name == null ? "?" : name.replaceAll("/.*", "").replaceAll("[0-9]+", "N");
    }

    /** The first {@code frames} frames from the first dev.varve frame (all frames if there is none). */
    private static String site(RecordedStackTrace stack, int frames) {
        if (stack == null) {
            return "(no stack)";
        }
        List<RecordedFrame> all = stack.getFrames();
        int from = 0;
        while (from < all.size() && !all.get(from).getMethod().getType().getName().startsWith("dev.varve.")) {
            from++;
        }
        if (from == all.size()) {
            from = 0;
        }
        StringBuilder b = new StringBuilder();
        for (int i = from; i < Math.min(all.size(), from + frames); i++) {
            RecordedFrame f = all.get(i);
            b.append(i == from ? "" : " < ").append(f.getMethod().getType().getName().replace("dev.varve.", ""))
                    .append('.').append(f.getMethod().getName()).append(':').append(f.getLineNumber());
        }
        return b.toString();
    }
}
