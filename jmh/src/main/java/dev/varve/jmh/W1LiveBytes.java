package dev.varve.jmh;

import dev.varve.kernel.DataFileInfo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * W1's live bytes at rest, and where they go: writes W1 (BENCHMARKS.md §3) with Varve, waits until
 * compaction is idle, then prints the live files per bucket and level (rows, bytes, versions per key)
 * and {@link RunBreakdown}'s table over all live files and per level.
 *
 * <pre>
 * java -cp jmh/target/benchmarks.jar -Xmx4g -XX:MaxDirectMemorySize=4g \
 *      --add-exports=java.base/jdk.internal.misc=ALL-UNNAMED --add-opens=java.base/java.nio=ALL-UNNAMED \
 *      dev.varve.jmh.W1LiveBytes 5000000 [copy-to-dir]
 * </pre>
 */
public final class W1LiveBytes {
    private W1LiveBytes() {
    }

    public static void main(String[] args) throws Exception {
        int rows = Integer.parseInt(args[0]);
        Path copy = args.length > 1 ? Path.of(args[1]) : null;
        Dataset data = Dataset.of(rows);
        WriteRun run = new WriteRun("varve", Workload.W1, data, rows, false);
        try {
            VarveEngine e = (VarveEngine) run.engine;
            long next = 0;
            for (int i = 0; i < rows; i++) {
                e.setRow(i);
                e.write();
                if ((i + 1) % Dataset.COMMIT_ROWS == 0 || i == rows - 1) {
                    e.prepareCommit(next);
                    e.commit(next++);
                }
            }
            e.waitCompactionIdle(next, WriteRun.IDLE_TIMEOUT_MS);
            List<DataFileInfo> files = e.liveFiles();
            long distinct = java.util.Arrays.stream(data.k, 0, rows).distinct().count();
            long liveRows = 0;
            long liveBytes = 0;
            Map<Integer, RunBreakdown> byLevel = new TreeMap<>();
            RunBreakdown all = null;
            if (copy != null) {
                Files.createDirectories(copy);
            }
            StringBuilder list = new StringBuilder("| bucket | level | rows | bytes | B/row |\n|---:|---:|---:|---:|---:|\n");
            for (DataFileInfo f : files) {
                Path p = Path.of(f.filePath);
                if (!p.isAbsolute()) {
                    p = e.tableDir().resolve(f.filePath);
                }
                byte[] bytes = Files.readAllBytes(p);
                if (all == null) {
                    all = new RunBreakdown(RunBreakdown.columnsOf(bytes));
                }
                all.add(bytes);
                byLevel.computeIfAbsent(f.level, l -> new RunBreakdown(RunBreakdown.columnsOf(bytes))).add(bytes);
                liveRows += f.recordCount;
                liveBytes += f.fileSizeInBytes;
                list.append(String.format("| %d | %d | %,d | %,d | %.2f |%n", f.bucket, f.level, f.recordCount,
                        f.fileSizeInBytes, f.fileSizeInBytes / (double) f.recordCount));
                if (copy != null) {
                    Files.copy(p, copy.resolve("b" + f.bucket + "-l" + f.level + "-" + p.getFileName()),
                            StandardCopyOption.REPLACE_EXISTING);
                }
            }
            System.out.printf("W1 N=%d: live files %d, live bytes %,d, live rows %,d, distinct keys %,d,"
                            + " versions per key %.3f, bytes per distinct key %.2f%n",
                    rows, files.size(), liveBytes, liveRows, distinct, liveRows / (double) distinct,
                    liveBytes / (double) distinct);
            System.out.print(list);
            System.out.println("\nAll live files:");
            System.out.print(all == null ? "none\n" : all.table());
            for (Map.Entry<Integer, RunBreakdown> l : byLevel.entrySet()) {
                System.out.println("\nLevel " + l.getKey() + ":");
                System.out.print(l.getValue().table());
            }
            e.closeWriter();
        } finally {
            run.close();
        }
    }
}
