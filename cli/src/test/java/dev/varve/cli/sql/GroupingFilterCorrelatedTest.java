package dev.varve.cli.sql;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Sweep 45 sq45 (Flink 2.0's answers, probes sq45p_*): aggregate {@code FILTER (WHERE ..)}, GROUPING SETS / ROLLUP /
 * CUBE with GROUPING_ID, correlated EXISTS / NOT EXISTS / IN / NOT IN / scalar subqueries, each against a model over
 * seeded random tables with NULLs ({@code -Dseed=N} replays one seed); LEAD with a NOT NULL default.
 */
class GroupingFilterCorrelatedTest {
    @TempDir
    Path dir;

    private static Integer smallOrNull(SplittableRandom rnd) {
        return rnd.nextInt(5) == 0 ? null : rnd.nextInt(4);
    }

    @Test
    void filterGroupingSetsAndCorrelatedSubqueriesAgainstAModel() {
        String only = System.getProperty("seed");
        long first = only == null ? 1 : Long.parseLong(only);
        long last = only == null ? 6 : first;
        for (long seed = first; seed <= last; seed++) {
            check(seed);
        }
    }

    private void check(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Integer[]> as = new ArrayList<>(); // k, g, h, v
        List<Integer[]> bs = new ArrayList<>(); // k, g, n
        for (int i = 0, n = 2 + rnd.nextInt(9); i < n; i++) {
            as.add(new Integer[] {i, smallOrNull(rnd), smallOrNull(rnd), smallOrNull(rnd)});
        }
        for (int i = 0, n = rnd.nextInt(8); i < n; i++) {
            bs.add(new Integer[] {i, smallOrNull(rnd), smallOrNull(rnd)});
        }
        try (SessionRunner s = new SessionRunner(dir.resolve("s" + seed))) {
            s.run("CREATE TABLE a (k INT, g INT, h INT, v INT, PRIMARY KEY (k) NOT ENFORCED)");
            s.run("CREATE TABLE b (k INT, g INT, n INT, PRIMARY KEY (k) NOT ENFORCED)");
            s.run("INSERT INTO a VALUES " + values(as));
            if (!bs.isEmpty()) {
                s.run("INSERT INTO b VALUES " + values(bs));
            }
            String ctx = "seed " + seed;

            // FILTER: COUNT(*), SUM and COUNT(DISTINCT) of the rows with v > 1, per g
            TreeMap<String, long[]> counts = new TreeMap<>();
            TreeMap<String, List<Integer>> sums = new TreeMap<>();
            for (Integer[] r : as) {
                String g = String.valueOf(r[1]);
                counts.computeIfAbsent(g, x -> new long[1]);
                List<Integer> vs = sums.computeIfAbsent(g, x -> new ArrayList<>());
                if (r[3] != null && r[3] > 1) {
                    counts.get(g)[0]++;
                    vs.add(r[3]);
                }
            }
            List<String> filtered = new ArrayList<>();
            for (String g : counts.keySet()) {
                List<Integer> vs = sums.get(g);
                filtered.add("+I[" + g + ", " + counts.get(g)[0] + ", "
                        + (vs.isEmpty() ? "null" : String.valueOf(vs.stream().mapToInt(Integer::intValue).sum())) + ", "
                        + vs.stream().distinct().count() + "]");
            }
            assertEquals(sorted(filtered), lines(s.run("SELECT g, COUNT(*) FILTER (WHERE v > 1), SUM(v) FILTER (WHERE v > 1), "
                    + "COUNT(DISTINCT v) FILTER (WHERE v > 1) FROM a GROUP BY g")), ctx);

            // ROLLUP (g, h): the groups of (g, h), of (g) and the total, with GROUPING_ID
            TreeMap<String, long[]> rolled = new TreeMap<>();
            for (Integer[] r : as) {
                rolled.computeIfAbsent(r[1] + ", " + r[2] + ", 0", x -> new long[1])[0]++;
                rolled.computeIfAbsent(r[1] + ", null, 1", x -> new long[1])[0]++;
                rolled.computeIfAbsent("null, null, 3", x -> new long[1])[0]++;
            }
            List<String> rollup = new ArrayList<>();
            rolled.forEach((k, c) -> rollup.add("+I[" + k + ", " + c[0] + "]"));
            assertEquals(sorted(rollup), lines(s.run("SELECT g, h, GROUPING_ID(g, h), COUNT(*) FROM a GROUP BY ROLLUP (g, h)")), ctx);
            // CUBE (g, h) has one more set than ROLLUP: (h)
            long cubeRows = lines(s.run("SELECT g, h, COUNT(*) FROM a GROUP BY CUBE (g, h)")).size();
            long hGroups = as.stream().map(r -> String.valueOf(r[2])).distinct().count();
            assertEquals(rollup.size() + hGroups, cubeRows, ctx);

            // correlated subqueries on b.g = a.g
            List<String> exists = new ArrayList<>();
            List<String> notExists = new ArrayList<>();
            List<String> in = new ArrayList<>();
            List<String> notIn = new ArrayList<>();
            List<String> scalar = new ArrayList<>();
            for (Integer[] r : as) {
                List<Integer> ns = new ArrayList<>();
                for (Integer[] q : bs) {
                    if (r[1] != null && Objects.equals(q[1], r[1])) {
                        ns.add(q[2]);
                    }
                }
                (ns.isEmpty() ? notExists : exists).add("+I[" + r[0] + "]");
                boolean hasNull = ns.contains(null);
                boolean found = r[3] != null && ns.contains(r[3]);
                Boolean isIn = ns.isEmpty() ? Boolean.FALSE : r[3] == null ? null : found ? Boolean.TRUE : hasNull ? null : Boolean.FALSE;
                if (Boolean.TRUE.equals(isIn)) {
                    in.add("+I[" + r[0] + "]");
                }
                if (Boolean.FALSE.equals(isIn)) {
                    notIn.add("+I[" + r[0] + "]");
                }
                Integer max = ns.stream().filter(Objects::nonNull).max(Integer::compare).orElse(null);
                scalar.add("+I[" + r[0] + ", " + max + ", " + ns.size() + ", " + ns.stream().filter(Objects::nonNull).count() + "]");
            }
            assertEquals(sorted(exists), lines(s.run("SELECT k FROM a WHERE EXISTS (SELECT 1 FROM b WHERE b.g = a.g)")), ctx);
            assertEquals(sorted(notExists), lines(s.run("SELECT k FROM a x WHERE NOT EXISTS (SELECT * FROM b WHERE x.g = b.g)")), ctx);
            assertEquals(sorted(in), lines(s.run("SELECT k FROM a WHERE v IN (SELECT n FROM b WHERE b.g = a.g)")), ctx);
            assertEquals(sorted(notIn), lines(s.run("SELECT k FROM a WHERE v NOT IN (SELECT n FROM b WHERE b.g = a.g)")), ctx);
            assertEquals(sorted(scalar), lines(s.run("SELECT k, (SELECT MAX(n) FROM b WHERE b.g = a.g), "
                    + "(SELECT COUNT(*) FROM b WHERE b.g = a.g), (SELECT COUNT(n) FROM b WHERE b.g = a.g) FROM a")), ctx);
        }
    }

    @Test
    void correlatedFormsFlinkCannotPlanAreRefused() {
        try (SessionRunner s = new SessionRunner(dir.resolve("c"))) {
            s.run("CREATE TABLE a (k INT, g INT, v INT, PRIMARY KEY (k) NOT ENFORCED)");
            s.run("CREATE TABLE b (k INT, g INT, n INT, PRIMARY KEY (k) NOT ENFORCED)");
            s.run("INSERT INTO a VALUES (1, 1, 1), (2, 2, 2)");
            s.run("INSERT INTO b VALUES (1, 1, 10), (2, 1, 20)");
            // an outer column beside the subquery's aggregate is not grouped (as Flink's validator says)
            SqlError grouped = assertThrows(SqlError.class, () -> s.run("SELECT k, (SELECT MAX(n) + a.v FROM b WHERE b.g = a.g) FROM a"));
            assertTrue(grouped.getMessage().contains("must appear in GROUP BY"), grouped.getMessage());
            assertEquals(List.of("+I[1, 21]", "+I[2, null]"),
                    lines(s.run("SELECT k, (SELECT MAX(n) FROM b WHERE b.g = a.g) + a.v FROM a")));
            for (String q : new String[] {
                    "SELECT k FROM a WHERE EXISTS (SELECT 1 FROM b WHERE b.g = a.g AND EXISTS (SELECT 1 FROM a a2 WHERE a2.v = a.v))",
                    "SELECT k, (SELECT n FROM b WHERE b.g = a.g ORDER BY n DESC LIMIT 1) FROM a",
                    "SELECT k FROM a WHERE v IN (SELECT n FROM b WHERE b.g = a.g UNION ALL SELECT k FROM b WHERE b.g = a.g)"}) {
                SqlError e = assertThrows(SqlError.class, () -> s.run(q));
                assertTrue(e.getMessage().contains("unexpected correlate variable"), e.getMessage());
            }
            SqlError e = assertThrows(SqlError.class, () -> s.run("SELECT g, (SELECT COUNT(*) FROM b WHERE b.g = a.g) FROM a GROUP BY g"));
            assertTrue(e.getMessage().contains("of a grouped query is not supported"), e.getMessage());
            // uncorrelated, the same forms run
            assertEquals(List.of("+I[1, 20]", "+I[2, 20]"), lines(s.run("SELECT k, (SELECT n FROM b ORDER BY n DESC LIMIT 1) FROM a")));
        }
    }

    @Test
    void streamingFilterRetractsOnlyTheRowsItAdded() {
        try (SessionRunner s = new SessionRunner(dir.resolve("st"))) {
            s.run("CREATE TABLE a (k INT, g INT, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input')");
            s.run("INSERT INTO a VALUES +I(1, 1, 1), +I(2, 1, 2)");
            s.run("INSERT INTO a VALUES -D(2, 1, 2), +I(3, 1, 0)");
            s.run("SET 'execution.runtime-mode' = 'streaming'");
            List<String> out = Arrays.asList(s.run("SELECT g, COUNT(*) FILTER (WHERE v > 1), SUM(v) FILTER (WHERE v > 1) "
                    + "FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g").strip().split("\n"));
            // +I(1,1,1) enters the group with nothing filtered in; +I(2,1,2) passes; -D(2,1,2) leaves; +I(3,1,0) does not pass
            assertEquals(List.of("+I[1, 0, null]", "-U[1, 0, null]", "+U[1, 1, 2]", "-U[1, 1, 2]", "+U[1, 0, null]"), out);
        }
    }

    @Test
    void groupingFunctionsAndRefusals() {
        try (SessionRunner s = new SessionRunner(dir.resolve("g"))) {
            s.run("CREATE TABLE a (k INT, g INT, v INT, PRIMARY KEY (k) NOT ENFORCED)");
            s.run("INSERT INTO a VALUES (1, 1, 1), (2, 2, 2)");
            // GROUPING of a plain GROUP BY is 0; GROUPING SETS (()) is a global aggregate: one row over no input
            assertEquals(List.of("+I[1, 0]", "+I[2, 0]"), lines(s.run("SELECT g, GROUPING(g) FROM a GROUP BY g")));
            assertEquals(List.of("+I[0]"), lines(s.run("SELECT COUNT(*) FROM a WHERE k > 9 GROUP BY GROUPING SETS (())")));
            assertEquals(List.of(), lines(s.run("SELECT g, COUNT(*) FROM a WHERE k > 9 GROUP BY ROLLUP (g)")));
            SqlError e = assertThrows(SqlError.class, () -> s.run("SELECT GROUPING(v) FROM a GROUP BY ROLLUP (g)"));
            assertTrue(e.getMessage().contains("must be a grouping key"), e.getMessage());
            // a subquery in a FILTER condition fails on Flink 2.0 (probe sq45p_x1 x4): refused
            e = assertThrows(SqlError.class, () -> s.run("SELECT COUNT(*) FILTER (WHERE v IN (SELECT k FROM a)) FROM a"));
            assertTrue(e.getMessage().contains("subquery is not supported here"), e.getMessage());
            s.run("SET 'execution.runtime-mode' = 'streaming'");
            // streaming: each change reaches one group per set, the sets in Flink's Expand order ((g) before ())
            assertEquals(List.of("+I[1, 1, 0]", "+I[null, 1, 1]", "+I[2, 1, 0]", "-U[null, 1, 1]", "+U[null, 2, 1]"),
                    Arrays.asList(s.run("SELECT g, COUNT(*), GROUPING(g) FROM a GROUP BY ROLLUP (g)").strip().split("\n")));
            e = assertThrows(SqlError.class, () -> s.run("SELECT g, COUNT(*) FROM a GROUP BY GROUPING SETS ((g), (g))"));
            assertTrue(e.getMessage().contains("not supported in streaming mode"), e.getMessage());
        }
    }

    @Test
    void leadWithANotNullDefaultWritesThePrimitiveDefaultForANull() {
        try (SessionRunner s = new SessionRunner(dir.resolve("l"))) {
            s.run("CREATE TABLE t (id INT, a INT, s STRING, d DECIMAL(5, 2), PRIMARY KEY (id) NOT ENFORCED)");
            s.run("INSERT INTO t VALUES (1, 1, 'x', 1.00), (2, CAST(NULL AS INT), CAST(NULL AS STRING), CAST(NULL AS DECIMAL(5, 2))), (3, 3, 'y', 3.00)");
            assertEquals(List.of("+I[1, -1, , null]", "+I[2, 3, y, 3]", "+I[3, 7, end, null]"),
                    lines(s.run("SELECT id, LEAD(a, 1, 7) OVER (ORDER BY id), LEAD(s, 1, 'end') OVER (ORDER BY id), "
                            + "LEAD(a, 1, CAST(NULL AS INT)) OVER (ORDER BY id) FROM t")));
            SqlError e = assertThrows(SqlError.class, () -> s.run("SELECT id, LEAD(d, 1, 9.99) OVER (ORDER BY id) FROM t"));
            assertTrue(e.getMessage().contains("a null value is being written"), e.getMessage());
        }
    }

    @Test
    void doubleEqualitiesOfOneColumnAreASearchOverPoints() {
        try (SessionRunner s = new SessionRunner(dir.resolve("p"))) {
            s.run("CREATE TABLE z (k INT, z DOUBLE, PRIMARY KEY (k) NOT ENFORCED)");
            s.run("INSERT INTO z VALUES (1, 0.0E0)");
            s.run("CREATE TABLE a (k INT, d DOUBLE, PRIMARY KEY (k) NOT ENFORCED)");
            s.run("INSERT INTO a SELECT 1, z FROM z UNION ALL SELECT 2, -z FROM z UNION ALL SELECT 3, z / z FROM z "
                    + "UNION ALL SELECT 4, 1.0E0 FROM z");
            // one equality: -0.0 = 0.0; two of one column: points, -0.0 is not 0.0 (and <> .. AND <> .. keeps it)
            assertEquals(List.of("+I[1]", "+I[2]", "+I[4]"), lines(s.run("SELECT k FROM a WHERE d = 0.0E0 OR k = 4")));
            assertEquals(List.of("+I[1]", "+I[4]"), lines(s.run("SELECT k FROM a WHERE d = 0.0E0 OR d = 1.0E0")));
            assertEquals(List.of("+I[2]", "+I[3]"), lines(s.run("SELECT k FROM a WHERE d <> 0.0E0 AND d <> 1.0E0")));
            // a NaN constant equals nothing, NaN included, and <> holds for every value
            assertEquals(List.of(), lines(s.run("SELECT k FROM a WHERE d = CAST('NaN' AS DOUBLE)")));
            assertEquals(List.of("+I[1]", "+I[2]", "+I[3]", "+I[4]"), lines(s.run("SELECT k FROM a WHERE d <> CAST('NaN' AS DOUBLE)")));
        }
    }

    private static List<String> lines(String out) {
        List<String> l = new ArrayList<>();
        for (String line : out.split("\n")) {
            if (!line.isBlank()) {
                l.add(line.strip());
            }
        }
        Collections.sort(l);
        return l;
    }

    private static List<String> sorted(List<String> l) {
        List<String> c = new ArrayList<>(l);
        Collections.sort(c);
        return c;
    }

    private static String values(List<Integer[]> rows) {
        StringBuilder sb = new StringBuilder();
        for (Integer[] r : rows) {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append('(');
            for (int i = 0; i < r.length; i++) {
                sb.append(i > 0 ? ", " : "").append(r[i] == null ? "CAST(NULL AS INT)" : String.valueOf(r[i]));
            }
            sb.append(')');
        }
        return sb.toString();
    }
}
