package dev.varve.jmh;

/**
 * The machine's own interruptions, seen by one thread that does nothing but read {@link System#nanoTime()} for
 * {@code seconds}: how many times per second two consecutive reads are more than 2, 5, 10, 20, 50 µs and 1 ms apart.
 * No allocation, no I/O, no other thread of this JVM runs: each gap is time the thread was not on a CPU (the
 * hypervisor, interrupts, other processes). A per-operation latency percentile can be no better than what these
 * gaps impose at that operation's rate (e.g. 126 gaps over 50 µs per second put every p99.99 of one million
 * operations per second above 50 µs). Usage: {@code java -cp benchmarks.jar dev.varve.jmh.TimerGaps [seconds]}.
 */
public final class TimerGaps {
    private TimerGaps() {
    }

    public static void main(String[] args) {
        long seconds = args.length > 0 ? Long.parseLong(args[0]) : 10;
        long[] thresholds = {2_000, 5_000, 10_000, 20_000, 50_000, 1_000_000};
        long[] over = new long[thresholds.length];
        long end = seconds * 1_000_000_000L;
        long start = System.nanoTime();
        long prev = start;
        long reads = 0;
        while (true) {
            long t = System.nanoTime();
            long gap = t - prev;
            prev = t;
            reads++;
            for (int i = 0; i < thresholds.length; i++) {
                if (gap > thresholds[i]) {
                    over[i]++;
                }
            }
            if (t - start > end) {
                break;
            }
        }
        double s = (prev - start) / 1e9;
        System.out.printf("%d reads in %.1f s (%.1f ns each)%n", reads, s, (prev - start) / (double) reads);
        for (int i = 0; i < thresholds.length; i++) {
            System.out.printf("gaps > %d us: %d (%.0f per s)%n", thresholds[i] / 1000, over[i], over[i] / s);
        }
    }
}
