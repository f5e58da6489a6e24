package dev.varve.jmh;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@link WritePathAllocBench}'s work, fixed instead of timed: W1 rows (built before) written with a
 * checkpoint every {@value Dataset#COMMIT_ROWS} rows, {@code warm} rows first, then
 * {@code measure} rows over which every thread's allocated bytes are counted, per row, by thread
 * name (the writer, the flush and the compaction threads). Being a fixed amount of work it does not
 * depend on how fast the shared machine lets the writer go (the benchmark's B/op does, through how
 * much background work an iteration catches), which makes A/B comparisons of the writer and flush
 * threads steady; compaction still varies with when it runs. With a third argument, a JFR recording
 * of the measured rows is written there ({@code VARVE_ALLOC_JFC}: its settings file, else
 * {@code profile}; for allocation sites use {@code jmh/alloc-sites.jfc}, which enables
 * {@code jdk.ObjectAllocationOutsideTLAB}, run with {@code -XX:-UseTLAB}, and summarize the
 * recording with {@link AllocSites}).
 *
 * <pre>
 * java --add-exports=java.base/jdk.internal.misc=ALL-UNNAMED --add-opens=java.base/java.nio=ALL-UNNAMED \
 *   -Xmx4g -XX:MaxDirectMemorySize=4g -cp jmh/target/benchmarks.jar dev.varve.jmh.WritePathAllocRun 2000000 8000000
 * VARVE_ALLOC_JFC=jmh/alloc-sites.jfc java -XX:-UseTLAB ... dev.varve.jmh.WritePathAllocRun 2000000 8000000 /tmp/w.jfr
 * java -cp jmh/target/benchmarks.jar dev.varve.jmh.AllocSites /tmp/w.jfr 2 main 40
 * </pre>
 */
public final class WritePathAllocRun {
    private WritePathAllocRun() {
    }

    public static void main(String[] args) throws Exception {
        long warm = Long.parseLong(args[0]);
        long measure = Long.parseLong(args[1]);
        Path jfr = args.length > 2 ? Path.of(args[2]) : null;
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        int n = 1_000_000;
        WriteRun run = new WriteRun("varve", Workload.W1, Dataset.of(n), n, false);
        Object[] rows = new Object[n];
        for (int i = 0; i < n; i++) {
            rows[i] = run.engine.newRow(i);
        }
        long me = Thread.currentThread().getId();
        Map<String, Long> before = null;
        long writerBefore = 0;
        jdk.jfr.Recording recording = null;
        int next = 0;
        int sinceCheckpoint = 0;
        for (long i = 0; i < warm + measure; i++) {
            if (i == warm) {
                if (jfr != null) {
                    String jfc = System.getenv("VARVE_ALLOC_JFC");
                    recording = new jdk.jfr.Recording(jfc == null ? jdk.jfr.Configuration.getConfiguration("profile")
                            : jdk.jfr.Configuration.create(Path.of(jfc)));
                    recording.start();
                }
                before = byThread(mx);
                writerBefore = mx.getThreadAllocatedBytes(me);
            }
            run.engine.writeRow(rows[next]);
            if (++next == n) {
                next = 0;
            }
            if (++sinceCheckpoint == Dataset.COMMIT_ROWS) {
                sinceCheckpoint = 0;
                run.checkpoint();
            }
        }
        long writer = mx.getThreadAllocatedBytes(me) - writerBefore;
        Map<String, Long> after = byThread(mx);
        if (recording != null) {
            recording.stop();
            recording.dump(jfr);
        }
        long all = 0;
        StringBuilder threads = new StringBuilder();
        for (Map.Entry<String, Long> e : after.entrySet()) {
            long d = e.getValue() - before.getOrDefault(e.getKey(), 0L);
            all += d;
            if (d > 0) {
                threads.append(String.format("  %-28s %.4f B/row%n", e.getKey(), d / (double) measure));
            }
        }
        System.out.printf("rows %d, checkpoints %d: all threads %.4f B/row, writer thread %.4f B/row%n%s", measure,
                measure / Dataset.COMMIT_ROWS, all / (double) measure, writer / (double) measure, threads);
        run.close();
        System.exit(0);
    }

    /** Allocated bytes of the live threads, summed by name without digits and table paths. */
    private static Map<String, Long> byThread(com.sun.management.ThreadMXBean mx) {
        Map<String, Long> out = new TreeMap<>();
        for (ThreadInfo t : mx.getThreadInfo(mx.getAllThreadIds())) {
            if (t != null) {
                long bytes = mx.getThreadAllocatedBytes(t.getThreadId());
                if (bytes > 0) {
                    out.merge(t.getThreadName().replaceAll("/.*", "").replaceAll("[0-9]+", "N"), bytes, Long::sum);
                }
            }
        }
        return out;
    }
}
