package dev.varve.flinkoracle;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.runtime.minicluster.MiniClusterConfiguration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Runs the {@code varve sql} golden scripts on real Flink 2.0 + Paimon 1.4.2 ({@link FlinkSession}) and compares
 * what they print with the {@code .out} files as {@code KernelGoldenTest} does: sorted lines unless the script says
 * {@code -- ordered}; the exit status (a failing statement is exit 1). {@code -- stderr:} texts are Varve's
 * messages and are not compared; Flink's message is kept in the result file. {@code -DflinkOracle.only=REGEX} selects
 * scripts by base name. Each script's Flink output, error and verdict go to
 * {@code target/flink-oracle-results/NAME.txt}, one line per script to {@code summary.tsv}.
 */
class FlinkGoldenOracleTest {
    private static MiniCluster cluster;
    private static PrintCapture capture;
    private static PrintStream realOut;
    private static Path work;

    @BeforeAll
    static void startCluster() throws Exception {
        Map<String, String> c = new HashMap<>();
        c.put("rest.bind-port", "0");
        c.put("taskmanager.memory.managed.size", "256m");
        cluster = new MiniCluster(new MiniClusterConfiguration.Builder()
                .setConfiguration(Configuration.fromMap(c))
                .setNumTaskManagers(1)
                .setNumSlotsPerTaskManager(8)
                .build());
        cluster.start();
        realOut = System.out;
        capture = new PrintCapture();
        System.setOut(new PrintStream(capture, true, StandardCharsets.UTF_8));
        work = Files.createTempDirectory("flink-oracle");
    }

    @AfterAll
    static void stopCluster() throws Exception {
        if (realOut != null) {
            System.setOut(realOut);
        }
        if (cluster != null) {
            cluster.close();
        }
        if (work != null) {
            try (Stream<Path> s = Files.walk(work)) {
                s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private static Map<String, String> known;

    /**
     * {@code known-differences.txt}: {@code NAME | EXIT-DIFFERS or OUTPUT-DIFFERS | diagnosis} per line ({@code #}
     * comments): scripts whose Flink output is known to differ from the golden, each diagnosed in REPORT.md.
     */
    static synchronized Map<String, String> knownDifferences() throws IOException {
        if (known == null) {
            known = new HashMap<>();
            Path f = Paths.get(System.getProperty("flinkOracle.known", "known-differences.txt"));
            if (Files.exists(f)) {
                for (String l : Files.readAllLines(f, StandardCharsets.UTF_8)) {
                    String t = l.strip();
                    if (t.isEmpty() || t.startsWith("#")) {
                        continue;
                    }
                    String[] parts = t.split("\\s*\\|\\s*", 3);
                    known.put(parts[0], parts.length > 1 ? parts[1] + (parts.length > 2 ? " " + parts[2] : "") : "");
                }
            }
        }
        return known;
    }

    static List<Path> scripts() throws IOException {
        Path dir = Paths.get(System.getProperty("flinkOracle.goldens", "../cli/src/test/resources/kernel-golden"));
        String only = System.getProperty("flinkOracle.only", "");
        String regex = only.isEmpty() ? ".*" : only;
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".sql"))
                    .filter(p -> p.getFileName().toString().replaceFirst("\\.sql$", "").matches(regex))
                    .sorted().collect(Collectors.toList());
        }
    }

    @TestFactory
    List<DynamicTest> flinkPrintsTheGoldenOutput() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path script : scripts()) {
            tests.add(DynamicTest.dynamicTest(script.getFileName().toString(), () -> check(script)));
        }
        assertTrue(!tests.isEmpty(), "no golden script matches flinkOracle.only");
        return tests;
    }

    private void check(Path file) throws Exception {
        GoldenScript g = GoldenScript.load(file);
        URI rest = cluster.getRestAddress().get();
        long t0 = System.currentTimeMillis();
        capture.drain();
        Path warehouse = Files.createTempDirectory(work, g.name);
        FlinkSession s = new FlinkSession(rest, warehouse, capture);
        s.run(g.statements);
        long ms = System.currentTimeMillis() - t0;
        int exit = s.error == null ? 0 : 1;
        List<String> want = GoldenScript.lines(g.expected, !g.ordered);
        // the warehouse directory (SHOW CREATE TABLE's 'path') as cli's Golden masks it
        List<String> got = GoldenScript.lines(s.out.toString().replace(warehouse.toString(), "<warehouse>"), !g.ordered);
        String verdict = (exit == g.exit && want.equals(got) ? "SAME" : exit != g.exit ? "EXIT-DIFFERS" : "OUTPUT-DIFFERS")
                + (s.adjustments.isEmpty() ? "" : "+ADJUSTED");
        writeResult(g, s, exit, verdict, ms);
        String ctx = g.name + "\n--- flink error: " + s.error + "\n--- notes: " + s.notes + "\n--- adjusted: " + s.adjustments + "\n--- flink stdout:\n" + s.out;
        String known = knownDifferences().get(g.name);
        String plain = verdict.replace("+ADJUSTED", "");
        if (known != null) {
            assertTrue(!plain.equals("SAME"), g.name + " is listed in known-differences.txt (" + known
                    + ") but Flink now prints the golden output: remove it from the list");
            assertTrue(known.startsWith(plain), g.name + " is listed in known-differences.txt as [" + known
                    + "] but now " + plain + "\n" + ctx);
            return;
        }
        assertEquals(g.exit, exit, "exit status of " + ctx);
        assertEquals(want, got, "stdout of " + ctx);
    }

    private static void writeResult(GoldenScript g, FlinkSession s, int exit, String verdict, long ms) throws IOException {
        Path dir = Paths.get(System.getProperty("flinkOracle.report", "target/flink-oracle-results"));
        Files.createDirectories(dir);
        StringBuilder b = new StringBuilder();
        b.append("script: ").append(g.name).append("\nverdict: ").append(verdict).append("\nexpected exit: ")
                .append(g.exit).append(", flink exit: ").append(exit).append("\nms: ").append(ms).append('\n');
        if (g.notCheckedReason != null) {
            b.append("not checked against Paimon (script says): ").append(g.notCheckedReason).append('\n');
        }
        b.append("expected stderr (Varve's): ").append(g.stderr).append('\n');
        b.append("flink error: ").append(s.error).append('\n');
        b.append("notes: ").append(s.notes).append('\n');
        b.append("adjusted (refused by Flink/Paimon as written, run reworded):\n");
        for (String a : s.adjustments) {
            b.append("  ").append(a).append('\n');
        }
        b.append("--- expected stdout\n").append(g.expected);
        b.append("--- flink stdout\n").append(s.out);
        Files.writeString(dir.resolve(g.name + ".txt"), b.toString(), StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("summary.tsv"), g.name + "\t" + verdict + "\t" + ms + "\t"
                        + (s.error == null ? "" : s.error.replace('\t', ' ')) + "\n", StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }
}
