package dev.varve.jmh;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.HashMap;
import java.util.Map;

/**
 * CPU time of this JVM's threads over one phase, grouped by what they do (from the thread's name
 * as {@code /proc/self/task/<tid>/comm} shows it, the first 15 characters): the benchmark thread
 * that writes ({@code writer}), Varve's flush threads, its compaction thread, the run writers'
 * page-compression workers, the page read-ahead threads (a compaction's and a scan's next pages read
 * and decompressed: {@code prefetch}), the JIT compilers, GC, and the rest. Which thread did which work is
 * what says where a write workload's cores went (the writer thread waits at every checkpoint).
 * A thread that exits during the phase takes its time with it; empty where {@code /proc} is
 * missing. Not thread-safe; one instance per phase.
 */
final class ThreadCpu {
    /** Groups in the order they are reported. */
    static final String[] GROUPS = {"writer", "flush", "compact", "compress", "prefetch", "jit", "gc", "other"};

    private final Map<Integer, long[]> start;
    private final String writerComm;

    private ThreadCpu(String writerComm) {
        this.writerComm = writerComm;
        this.start = snapshot();
    }

    /** Starts a phase; the calling thread is the writer. */
    static ThreadCpu start() {
        return new ThreadCpu(comm(Thread.currentThread().getName()));
    }

    /** Records {@code <prefix>.thread_cpu_us_per_row.<group>} for every group that used CPU in the phase. */
    void record(Figures f, String prefix, long rows) {
        Map<Integer, long[]> end = snapshot();
        if (end.isEmpty() || rows <= 0) {
            return;
        }
        Map<Integer, String> names = names(end.keySet());
        long[] byGroup = new long[GROUPS.length];
        for (Map.Entry<Integer, long[]> e : end.entrySet()) {
            long[] before = start.get(e.getKey());
            long ticks = e.getValue()[0] - (before == null ? 0 : before[0]);
            byGroup[group(names.getOrDefault(e.getKey(), ""))] += ticks;
        }
        for (int g = 0; g < GROUPS.length; g++) {
            if (byGroup[g] > 0) {
                f.put(prefix + ".thread_cpu_us_per_row." + GROUPS[g], byGroup[g] * 10_000.0 / rows);
            }
        }
    }

    private int group(String comm) {
        if (comm.equals(writerComm)) {
            return 0;
        }
        if (comm.startsWith("varve-flush")) {
            return 1;
        }
        if (comm.startsWith("varve-compact")) {
            return 2;
        }
        if (comm.startsWith("varve-run-writ")) {
            return 3;
        }
        if (comm.startsWith("varve-page-pre")) {
            return 4;
        }
        if (comm.startsWith("C1 Compiler") || comm.startsWith("C2 Compiler")) {
            return 5;
        }
        if (comm.startsWith("GC ") || comm.startsWith("G1 ") || comm.startsWith("VM Thread")) {
            return 6;
        }
        return 7;
    }

    /** A thread name as the kernel keeps it: at most 15 bytes. */
    private static String comm(String name) {
        byte[] b = name.getBytes(StandardCharsets.UTF_8);
        return b.length <= 15 ? name : new String(b, 0, 15, StandardCharsets.UTF_8);
    }

    /** utime + stime (clock ticks, 100 a second) of every live thread of this process, by thread id. */
    private static Map<Integer, long[]> snapshot() {
        Map<Integer, long[]> out = new HashMap<>();
        File[] tasks = new File("/proc/self/task").listFiles();
        if (tasks == null) {
            return out;
        }
        for (File task : tasks) {
            try {
                String stat = new String(Files.readAllBytes(task.toPath().resolve("stat")), StandardCharsets.ISO_8859_1);
                String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                out.put(Integer.parseInt(task.getName()), new long[] {Long.parseLong(f[11]) + Long.parseLong(f[12])});
            } catch (IOException | RuntimeException gone) {
                // the thread exited meanwhile
            }
        }
        return out;
    }

    private static Map<Integer, String> names(Iterable<Integer> tids) {
        Map<Integer, String> out = new HashMap<>();
        for (Integer tid : tids) {
            try {
                String comm = new String(Files.readAllBytes(new File("/proc/self/task/" + tid + "/comm").toPath()),
                        StandardCharsets.UTF_8).trim();
                out.put(tid, comm);
            } catch (IOException | RuntimeException gone) {
                // the thread exited meanwhile
            }
        }
        return out;
    }
}
