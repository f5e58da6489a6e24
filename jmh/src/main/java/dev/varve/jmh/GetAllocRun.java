package dev.varve.jmh;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;

/**
 * {@link GetAllocBench}'s gets outside JMH, for allocation sites: builds the bench's table ({@code table}, {@code rows}),
 * warms with {@code warm} gets, then times {@code measure} gets and prints the calling thread's bytes per get; with a
 * third argument, a JFR recording of the measured gets is written there ({@code VARVE_ALLOC_JFC}: its settings file,
 * else {@code profile}; for allocation sites use {@code jmh/alloc-sites.jfc} with {@code -XX:-UseTLAB} and summarize
 * with {@link AllocSites}).
 *
 * <pre>
 * VARVE_ALLOC_JFC=jmh/alloc-sites.jfc java -XX:-UseTLAB --add-exports=java.base/jdk.internal.misc=ALL-UNNAMED \
 *   --add-opens=java.base/java.nio=ALL-UNNAMED -cp jmh/target/benchmarks.jar dev.varve.jmh.GetAllocRun \
 *   partial-update 200000 300000 100000 /tmp/g.jfr
 * java -cp jmh/target/benchmarks.jar dev.varve.jmh.AllocSites /tmp/g.jfr 6 main 20
 * </pre>
 */
public final class GetAllocRun {
    private GetAllocRun() {
    }

    public static void main(String[] args) throws Exception {
        GetAllocBench bench = new GetAllocBench();
        bench.table = args[0];
        bench.rows = Integer.parseInt(args[1]);
        long warm = Long.parseLong(args[2]);
        long measure = Long.parseLong(args[3]);
        Path jfr = args.length > 4 ? Path.of(args[4]) : null;
        bench.build();
        try {
            long sum = 0;
            for (long i = 0; i < warm; i++) {
                sum += bench.get();
            }
            com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
            long me = Thread.currentThread().getId();
            jdk.jfr.Recording recording = null;
            if (jfr != null) {
                String jfc = System.getenv("VARVE_ALLOC_JFC");
                recording = new jdk.jfr.Recording(jfc == null ? jdk.jfr.Configuration.getConfiguration("profile")
                        : jdk.jfr.Configuration.create(Path.of(jfc)));
                recording.start();
            }
            long before = mx.getThreadAllocatedBytes(me);
            long t0 = System.nanoTime();
            for (long i = 0; i < measure; i++) {
                sum += bench.get();
            }
            long ns = System.nanoTime() - t0;
            long bytes = mx.getThreadAllocatedBytes(me) - before;
            if (recording != null) {
                recording.stop();
                recording.dump(jfr);
                recording.close();
            }
            System.out.printf("%s: %.2f B/get, %.0f ns/get over %d gets (checksum %d)%n", bench.table,
                    (double) bytes / measure, (double) ns / measure, measure, sum);
        } finally {
            bench.close();
        }
    }
}
