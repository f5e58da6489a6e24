package dev.varve.props;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.Schema;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.Table;
import dev.varve.row.DataType;
import dev.varve.row.InternalRow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Two writers in two processes commit to one table at the same time (SEMANTICS §7: snapshot ids
 * are claimed by atomic create-if-absent, losers retry): child JVMs running
 * {@link TwoProcessWriterMain} with many small commits to the same buckets, then the parent checks
 * that every commit of both landed exactly once (one APPEND snapshot per commit user and
 * identifier), snapshot ids are contiguous, and the table reads as the model: a primary-key table
 * with own and shared keys (a shared key ends as the last value one of the two writers gave it),
 * and an append table (every row of every commit exactly once).
 */
class TwoProcessCommitTest {
    private static final int COMMITS = 25;

    @TempDir
    Path dir;

    @Test
    void primaryKeyTableFixedBuckets() throws Exception {
        String warehouse = dir.resolve("wh").toString();
        try (Catalog c = Catalog.open(warehouse)) {
            c.createTable(Identifier.of("default", "pk"), Schema.builder()
                    .column("k", DataType.intType().notNull()).column("v", DataType.string())
                    .primaryKey("k").option("bucket", "2")
                    .option("num-sorted-run.compaction-trigger", "3")
                    .option("snapshot.num-retained.min", "100000")
                    .option("snapshot.num-retained.max", "100000").build(), false);
        }
        List<Child> children = runChildren(warehouse, "pk", "pk");
        try (Catalog c = Catalog.open(warehouse)) {
            Table t = c.getTable(Identifier.of("default", "pk"));
            checkSnapshots(t, children);
            Map<Integer, String> actual = new TreeMap<>();
            try (RecordReader r = t.newBatchScan().read()) {
                while (r.hasNext()) {
                    InternalRow row = r.next();
                    String old = actual.put((Integer) row.getField(0), (String) row.getField(1));
                    assertEquals(null, old, "key " + row.getField(0) + " read twice");
                }
            }
            // model: each writer's last value per key; shared keys end as one of the two writers' last values
            Map<Integer, Set<String>> allowed = new HashMap<>();
            for (int w = 1; w <= 2; w++) {
                Map<Integer, String> last = new HashMap<>();
                for (int commit = 1; commit <= COMMITS; commit++) {
                    for (int k : TwoProcessWriterMain.pkKeys(w, commit)) {
                        last.put(k, TwoProcessWriterMain.pkValue(w, commit));
                    }
                }
                for (Map.Entry<Integer, String> e : last.entrySet()) {
                    allowed.computeIfAbsent(e.getKey(), k -> new HashSet<>()).add(e.getValue());
                }
            }
            assertEquals(allowed.keySet(), actual.keySet());
            int shared = 0;
            for (Map.Entry<Integer, String> e : actual.entrySet()) {
                assertTrue(allowed.get(e.getKey()).contains(e.getValue()),
                        "key " + e.getKey() + " = " + e.getValue() + ", expected one of " + allowed.get(e.getKey()));
                shared += e.getKey() >= 5000 ? 1 : 0;
            }
            assertTrue(shared > 0);
        }
    }

    @Test
    void appendTable() throws Exception {
        String warehouse = dir.resolve("wh").toString();
        try (Catalog c = Catalog.open(warehouse)) {
            c.createTable(Identifier.of("default", "log"), Schema.builder()
                    .column("w", DataType.intType()).column("c", DataType.intType()).column("i", DataType.intType())
                    .option("bucket", "2").option("bucket-key", "i")
                    .option("compaction.min.file-num", "3")
                    .option("snapshot.num-retained.min", "100000")
                    .option("snapshot.num-retained.max", "100000").build(), false);
        }
        List<Child> children = runChildren(warehouse, "log", "append");
        try (Catalog c = Catalog.open(warehouse)) {
            Table t = c.getTable(Identifier.of("default", "log"));
            checkSnapshots(t, children);
            Map<String, Integer> counts = new TreeMap<>();
            try (RecordReader r = t.newBatchScan().read()) {
                while (r.hasNext()) {
                    InternalRow row = r.next();
                    counts.merge(row.getField(0) + "/" + row.getField(1) + "/" + row.getField(2), 1, Integer::sum);
                }
            }
            Map<String, Integer> expected = new TreeMap<>();
            for (int w = 1; w <= 2; w++) {
                for (int commit = 1; commit <= COMMITS; commit++) {
                    for (int i = 0; i < TwoProcessWriterMain.APPEND_ROWS; i++) {
                        expected.put(w + "/" + commit + "/" + i, 1);
                    }
                }
            }
            assertEquals(expected, counts);
        }
    }

    /** A finished child process: its id and output lines. */
    private static final class Child {
        final int writerId;
        final List<String> lines;

        Child(int writerId, List<String> lines) {
            this.writerId = writerId;
            this.lines = lines;
        }
    }

    private List<Child> runChildren(String warehouse, String table, String mode) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<Process> processes = new ArrayList<>();
        List<Path> outputs = new ArrayList<>();
        for (int w = 1; w <= 2; w++) {
            Path out = dir.resolve("child-" + w + ".out");
            outputs.add(out);
            ProcessBuilder pb = new ProcessBuilder(java, "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED",
                    "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                    TwoProcessWriterMain.class.getName(), warehouse, table, Integer.toString(w),
                    Integer.toString(COMMITS), mode);
            pb.redirectErrorStream(true).redirectOutput(out.toFile());
            processes.add(pb.start());
        }
        Files.writeString(Path.of(warehouse, "go"), "go");
        List<Child> children = new ArrayList<>();
        for (int w = 1; w <= 2; w++) {
            Process p = processes.get(w - 1);
            if (!p.waitFor(120, TimeUnit.SECONDS)) {
                for (Process q : processes) {
                    q.destroyForcibly();
                }
                fail("child " + w + " did not finish; output:\n" + Files.readString(outputs.get(w - 1)));
            }
            List<String> lines = Files.readAllLines(outputs.get(w - 1), StandardCharsets.UTF_8);
            assertEquals(0, p.exitValue(), "child " + w + " failed:\n" + String.join("\n", lines));
            children.add(new Child(w, lines));
        }
        return children;
    }

    /** Contiguous ids; every commit of both writers exactly once, at the snapshot the writer reported. */
    private static void checkSnapshots(Table t, List<Child> children) {
        List<SnapshotInfo> snapshots = t.snapshots();
        for (int i = 0; i < snapshots.size(); i++) {
            assertEquals(i + 1, snapshots.get(i).snapshotId, "snapshot ids must be contiguous from 1");
        }
        Map<String, Long> byCommit = new HashMap<>();
        for (SnapshotInfo s : snapshots) {
            if (s.commitKind.equals("APPEND")) {
                Long old = byCommit.put(s.commitUser + "#" + s.commitIdentifier, s.snapshotId);
                assertEquals(null, old, "commit " + s.commitUser + "#" + s.commitIdentifier + " landed twice");
            }
        }
        assertEquals(2 * COMMITS, byCommit.size(), "APPEND snapshots: " + byCommit.keySet());
        // diagnostics (not asserted: how the two processes interleave depends on scheduling)
        int switches = 0;
        String previous = null;
        for (SnapshotInfo s : snapshots) {
            if (s.commitKind.equals("APPEND")) {
                switches += previous != null && !previous.equals(s.commitUser) ? 1 : 0;
                previous = s.commitUser;
            }
        }
        StringBuilder retries = new StringBuilder();
        for (Child child : children) {
            for (String line : child.lines) {
                if (line.startsWith("RETRIES ")) {
                    retries.append(" writer-").append(child.writerId).append(' ').append(line);
                }
            }
        }
        System.out.println(t.identifier() + ": " + snapshots.size() + " snapshots, writer switches between APPEND "
                + "snapshots: " + switches + ";" + retries);
        for (Child child : children) {
            int reported = 0;
            for (String line : child.lines) {
                if (line.startsWith("COMMITTED ")) {
                    String[] f = line.split(" ");
                    assertEquals(Long.valueOf(f[2]), byCommit.get("writer-" + child.writerId + "#" + f[1]), line);
                    reported++;
                }
            }
            assertEquals(COMMITS, reported, String.join("\n", child.lines));
        }
    }
}
