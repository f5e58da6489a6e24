package dev.varve.cli;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.ConsumerInfo;
import dev.varve.kernel.DataFileInfo;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.Table;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;

/** {@code varve inspect db.t}: snapshots, files per partition/bucket/level with sizes, consumers, pending compaction. */
@Command(name = "inspect", mixinStandardHelpOptions = true,
        description = "Shows a table's schema, snapshots, files per bucket and level, consumers and pending compaction.")
final class InspectCommand implements Callable<Integer> {
    @CommandLine.ParentCommand
    Main main;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "DB.TABLE", description = "The table, e.g. default.orders.")
    String table;

    @Override
    public Integer call() {
        Identifier id = TableAction.identifier(table, spec.commandLine());
        try (Catalog c = TableAction.open(main)) {
            Table t = TableAction.table(c, id);
            print(t, main.out);
        }
        return Main.OK;
    }

    static void print(Table t, PrintStream out) {
        out.println("table " + t.identifier() + " (schema " + t.schemaId() + ")");
        out.println("  columns: " + t.rowType());
        out.println("  primary key: " + (t.primaryKeys().isEmpty() ? "none (append table)" : String.join(", ", t.primaryKeys())));
        out.println("  partitioned by: " + (t.partitionKeys().isEmpty() ? "-" : String.join(", ", t.partitionKeys())));
        out.println("  options: " + new TreeMap<>(t.options()));
        List<SnapshotInfo> snaps = t.snapshots();
        out.println("snapshots: " + snaps.size() + (snaps.isEmpty() ? "" : " (" + snaps.get(0).snapshotId + ".." + snaps.get(snaps.size() - 1).snapshotId + ")"));
        int from = Math.max(0, snaps.size() - 10);
        for (SnapshotInfo s : snaps.subList(from, snaps.size())) {
            out.printf("  #%d %-9s schema %d  total %d  delta %d  changelog %d  at %s%n", s.snapshotId, s.commitKind,
                    s.schemaId, s.totalRecordCount, s.deltaRecordCount, s.changelogRecordCount,
                    java.time.Instant.ofEpochMilli(s.commitTimeMillis));
        }
        List<DataFileInfo> files = t.files(null);
        long bytes = 0;
        long records = 0;
        Map<String, long[]> perBucketLevel = new TreeMap<>();
        Map<String, Integer> level0 = new TreeMap<>();
        for (DataFileInfo f : files) {
            bytes += f.fileSizeInBytes;
            records += f.recordCount;
            String part = f.partition == null || f.partition.isEmpty() ? "" : f.partition + " ";
            String key = part + "bucket " + f.bucket + " level " + f.level;
            long[] agg = perBucketLevel.computeIfAbsent(key, k -> new long[3]);
            agg[0]++;
            agg[1] += f.recordCount;
            agg[2] += f.fileSizeInBytes;
            if (f.level == 0) {
                level0.merge(part + "bucket " + f.bucket, 1, Integer::sum);
            }
        }
        out.println("files: " + files.size() + ", " + records + " records, " + human(bytes));
        for (Map.Entry<String, long[]> e : perBucketLevel.entrySet()) {
            out.printf("  %s: %d files, %d records, %s%n", e.getKey(), e.getValue()[0], e.getValue()[1], human(e.getValue()[2]));
        }
        List<ConsumerInfo> consumers = t.consumers();
        out.println("consumers: " + consumers.size());
        for (ConsumerInfo ci : consumers) {
            out.println("  " + ci.consumerId + " next snapshot " + ci.nextSnapshotId);
        }
        int trigger = 5;
        String opt = t.options().get("num-sorted-run.compaction-trigger");
        if (opt != null) {
            try {
                trigger = Integer.parseInt(opt.strip());
            } catch (NumberFormatException ignored) {
                // the kernel validated the option; keep the default for display
            }
        }
        int pending = 0;
        for (int n : level0.values()) {
            if (n + 1 >= trigger || !t.primaryKeys().isEmpty() && n > 1) {
                pending++;
            }
        }
        out.println("pending compaction: " + (pending == 0 ? "none" : pending + " buckets with several level-0 runs"));
    }

    static String human(long bytes) {
        if (bytes < 1024) {
            return bytes + " B";
        }
        if (bytes < 1024 * 1024) {
            return String.format("%.1f KiB", bytes / 1024.0);
        }
        if (bytes < 1024L * 1024 * 1024) {
            return String.format("%.1f MiB", bytes / (1024.0 * 1024));
        }
        return String.format("%.2f GiB", bytes / (1024.0 * 1024 * 1024));
    }
}
