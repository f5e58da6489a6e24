package dev.varve.jmh;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Paths;

/**
 * CPU time of one benchmark phase (BENCHMARKS.md §4): this JVM's CPU time (all its threads, the
 * engine's background and native threads included) and the CPU time the rest of the machine used
 * meanwhile ({@code /proc/stat} busy time minus ours; 0 where {@code /proc/stat} is missing). On a
 * shared machine, {@code cpu_us_per_row} compares engines better than wall-clock rates. The JIT's
 * compile time in the phase ({@code CompilationMXBean}, summed over compiler threads) is reported
 * too, and {@code cpu_ex_jit_us_per_row} without it: early in a fork the compiler can spend as
 * much CPU as the engine, and how much varies from run to run. Not thread-safe; one meter per phase.
 */
final class CpuMeter {
    /** Linux reports /proc/stat in USER_HZ ticks, 100 per second on every common kernel. */
    private static final long NANOS_PER_TICK = 10_000_000L;

    private final long processStart;
    private final long machineStart;
    private final long wallStart;
    private final long jitStart;
    private final long compilerStart;
    private final long threadStart;
    private long compiler;
    private long thread;
    private long process = -1;
    private long jit;
    private long machine;
    private long wall;

    private CpuMeter() {
        processStart = processCpuNanos();
        machineStart = machineBusyNanos();
        wallStart = System.nanoTime();
        jitStart = jitNanos();
        compilerStart = compilerThreadsCpuNanos();
        threadStart = threadCpuNanos();
    }

    static CpuMeter start() {
        return new CpuMeter();
    }

    /** Ends the phase (idempotent); returns this. */
    CpuMeter stop() {
        if (process < 0) {
            process = processCpuNanos() - processStart;
            machine = machineBusyNanos() - machineStart;
            wall = System.nanoTime() - wallStart;
            jit = jitNanos() - jitStart;
            compiler = compilerStart < 0 ? -1 : compilerThreadsCpuNanos() - compilerStart;
            thread = threadCpuNanos() - threadStart;
        }
        return this;
    }

    /** This JVM's CPU time over the phase, all threads (stops the phase if it still runs). */
    long processNanos() {
        return stop().process;
    }

    /** The phase's wall time. */
    long wallNanos() {
        return stop().wall;
    }

    /** The JIT's compile time in the phase ({@code CompilationMXBean}). */
    long jitNanosInPhase() {
        return stop().jit;
    }

    /** The JIT compiler threads' CPU time in the phase, or -1 where /proc is missing. */
    long compilerNanosInPhase() {
        return stop().compiler;
    }

    /** The calling thread's CPU time in the phase. */
    long threadNanos() {
        return stop().thread;
    }

    /** What the rest of the machine used meanwhile (0 where /proc/stat is missing). */
    long foreignNanos() {
        stop();
        return machineStart < 0 ? 0 : Math.max(0, machine - process);
    }

    /**
     * Records {@code <prefix>.cpu_s}, {@code .cpu_us_per_row}, {@code .foreign_cpu_s} and
     * {@code .wall_s} of the phase (stopping it if it still runs).
     */
    void record(Figures f, String prefix, long rows) {
        stop();
        f.put(prefix + ".cpu_s", process / 1e9);
        f.put(prefix + ".cpu_us_per_row", rows <= 0 ? 0.0 : process / 1e3 / rows);
        f.put(prefix + ".foreign_cpu_s", machineStart < 0 ? 0.0 : Math.max(0, machine - process) / 1e9);
        f.put(prefix + ".wall_s", wall / 1e9);
        f.put(prefix + ".jit_s", jit / 1e9);
        f.put(prefix + ".cpu_ex_jit_us_per_row", rows <= 0 ? 0.0 : Math.max(0, process - jit) / 1e3 / rows);
        if (compiler >= 0) {
            // the JIT compiler threads' own CPU time (/proc), steadier than the compile time above
            f.put(prefix + ".cpu_ex_compiler_us_per_row", rows <= 0 ? 0.0 : Math.max(0, process - compiler) / 1e3 / rows);
        }
        f.put(prefix + ".calling_thread_cpu_us_per_row", rows <= 0 ? 0.0 : thread / 1e3 / rows);
    }

    /** Time the JIT compilers spent so far (0 where the JVM does not report it). */
    static long jitNanos() {
        java.lang.management.CompilationMXBean c = ManagementFactory.getCompilationMXBean();
        return c != null && c.isCompilationTimeMonitoringSupported() ? c.getTotalCompilationTime() * 1_000_000L : 0;
    }

    /**
     * The thread bean, looked up once: {@code ManagementFactory.getThreadMXBean()} filters the
     * platform components with streams on every call (about 800 bytes), which the write-path
     * allocation benchmarks would count against every checkpoint.
     */
    private static final java.lang.management.ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** CPU time of the calling thread. */
    static long threadCpuNanos() {
        return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : 0;
    }

    /**
     * CPU time of the JIT compiler threads alive now (user + system from
     * {@code /proc/self/task/<tid>/stat}), or -1 where that is missing. A compiler thread that
     * exits during a phase takes its time with it (run with {@code -XX:-UseDynamicNumberOfCompilerThreads}).
     */
    static long compilerThreadsCpuNanos() {
        java.io.File[] tasks = new java.io.File("/proc/self/task").listFiles();
        if (tasks == null) {
            return -1;
        }
        long ticks = 0;
        for (java.io.File task : tasks) {
            try {
                String stat = new String(Files.readAllBytes(task.toPath().resolve("stat")), java.nio.charset.StandardCharsets.ISO_8859_1);
                int open = stat.indexOf('(');
                int close = stat.lastIndexOf(')');
                String comm = stat.substring(open + 1, close);
                if (!comm.startsWith("C1 Compiler") && !comm.startsWith("C2 Compiler")) {
                    continue;
                }
                // after the command: state(3) ... utime(14) stime(15)
                String[] f = stat.substring(close + 2).split(" ");
                ticks += Long.parseLong(f[11]) + Long.parseLong(f[12]);
            } catch (IOException | RuntimeException gone) {
                // the thread exited meanwhile
            }
        }
        return ticks * NANOS_PER_TICK;
    }

    static long processCpuNanos() {
        java.lang.management.OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof com.sun.management.OperatingSystemMXBean) {
            return ((com.sun.management.OperatingSystemMXBean) os).getProcessCpuTime();
        }
        return 0;
    }

    /** Busy CPU time of the whole machine (user, nice, system, irq, softirq, steal), or -1. */
    static long machineBusyNanos() {
        try {
            String line = Files.readAllLines(Paths.get("/proc/stat")).get(0);
            String[] f = line.trim().split("\\s+");
            if (!f[0].equals("cpu") || f.length < 9) {
                return -1;
            }
            long busy = 0;
            for (int i : new int[] {1, 2, 3, 6, 7, 8}) {
                busy += Long.parseLong(f[i]);
            }
            return busy * NANOS_PER_TICK;
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }
}
