package dev.varve.cli.sql;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

/**
 * A USING join's columns (sweep 24 fz, Flink 2.0's answers): the bare USING column is {@code COALESCE(l.c, r.c)} and
 * '*' lists it first; each side's own column ({@code ta.z}, {@code tb.z}) keeps that side's value, null on its padded
 * rows (Varve showed the other side's value there). And a grouped select item names its group key by qualifier:
 * {@code tb.z} is not the key {@code ta.z} (Varve took the first column named {@code z}). Seeded random tables with
 * NULLs and INT against BIGINT, every join type, batch and streaming; {@code -Dseed=N} replays one seed.
 */
class JoinUsingColumnsTest {
    @TempDir
    Path dir;

    private static final String[] TYPES = {"INNER JOIN", "LEFT JOIN", "RIGHT JOIN", "FULL JOIN"};

    @Test
    void usingColumnsAndGroupKeysByQualifier() {
        String only = System.getProperty("seed");
        long first = only == null ? 1 : Long.parseLong(only);
        long last = only == null ? 6 : first;
        for (long seed = first; seed <= last; seed++) {
            check(seed);
        }
    }

    private static Object smallOrNull(SplittableRandom rnd) {
        return rnd.nextInt(5) == 0 ? null : rnd.nextInt(4);
    }

    private void check(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Object[]> as = new ArrayList<>();
        List<Object[]> bs = new ArrayList<>();
        for (int i = 0, n = 3 + rnd.nextInt(8); i < n; i++) {
            as.add(new Object[] {i, smallOrNull(rnd)});
        }
        for (int i = 0, n = 3 + rnd.nextInt(8); i < n; i++) {
            bs.add(new Object[] {10 + i, smallOrNull(rnd)});
        }
        try (SessionRunner s = new SessionRunner(dir.resolve("s" + seed))) {
            s.run("CREATE TABLE ta (a INT, z INT)");
            s.run("CREATE TABLE tb (b INT, z BIGINT)");
            s.run("INSERT INTO ta VALUES " + values(as));
            s.run("INSERT INTO tb VALUES " + values(bs));
            // a streaming DISTINCT over a join of $audit_log and a table, matched on a + 10 = b
            List<String> distinct = new ArrayList<>();
            for (Object[] l : as) {
                for (Object[] r : bs) {
                    String line = l[1] + ", " + r[1];
                    if ((Integer) l[0] + 10 == (Integer) r[0] && !distinct.contains(line)) {
                        distinct.add(line);
                    }
                }
            }
            String[] want = distinct.toArray(new String[0]);
            Arrays.sort(want);
            s.run("SET 'execution.runtime-mode' = 'streaming'");
            assertArrayEquals(want, JoinIndexTest.sorted(s.run("SELECT DISTINCT x.z, y.z FROM ta$audit_log AS x JOIN tb AS y ON x.a + 10 = y.b")),
                    "seed " + seed + " streaming DISTINCT over $audit_log");
            for (String type : TYPES) {
                boolean padA = type.startsWith("RIGHT") || type.startsWith("FULL");
                boolean padB = type.startsWith("LEFT") || type.startsWith("FULL");
                List<Object[][]> pairs = pairs(as, bs, padA, padB);
                String[] cols = lines(pairs, p -> p[0] == null ? null : p[0][1], p -> p[1] == null ? null : p[1][1],
                        p -> p[0] != null && p[0][1] != null ? p[0][1] : p[1] == null ? null : p[1][1]);
                String[] star = lines(pairs, p -> p[0] != null && p[0][1] != null ? p[0][1] : p[1] == null ? null : p[1][1],
                        p -> p[0] == null ? null : p[0][0], p -> p[1] == null ? null : p[1][0]);
                List<String> grouped = new ArrayList<>();
                for (String line : lines(pairs, p -> p[0] == null ? null : p[0][1], p -> p[1] == null ? null : p[1][1])) {
                    if (!grouped.contains(line)) {
                        grouped.add(line);
                    }
                }
                String[] groups = grouped.toArray(new String[0]);
                for (String mode : new String[] {"batch", "streaming"}) {
                    String what = "seed " + seed + " " + mode + " " + type;
                    s.run("SET 'execution.runtime-mode' = '" + mode + "'");
                    assertArrayEquals(cols, JoinIndexTest.sorted(s.run("SELECT ta.z, tb.z, z FROM ta " + type + " tb USING (z)")), what);
                    assertArrayEquals(star, JoinIndexTest.sorted(s.run("SELECT * FROM ta " + type + " tb USING (z)")), what + " *");
                    assertArrayEquals(groups, JoinIndexTest.sorted(s.run("SELECT ta.z, tb.z FROM ta " + type + " tb USING (z) GROUP BY ta.z, tb.z")),
                            what + " GROUP BY");
                }
            }
        }
    }

    /** The (a row or null, b row or null) pairs of the join on {@code z} (NULLs match nothing). */
    private static List<Object[][]> pairs(List<Object[]> as, List<Object[]> bs, boolean padA, boolean padB) {
        List<Object[][]> out = new ArrayList<>();
        boolean[] bMatched = new boolean[bs.size()];
        for (Object[] l : as) {
            boolean matched = false;
            for (int j = 0; j < bs.size(); j++) {
                Object[] r = bs.get(j);
                if (l[1] != null && r[1] != null && ((Integer) l[1]).intValue() == ((Integer) r[1]).intValue()) {
                    out.add(new Object[][] {l, r});
                    matched = true;
                    bMatched[j] = true;
                }
            }
            if (!matched && padB) {
                out.add(new Object[][] {l, null});
            }
        }
        for (int j = 0; j < bs.size() && padA; j++) {
            if (!bMatched[j]) {
                out.add(new Object[][] {null, bs.get(j)});
            }
        }
        return out;
    }

    @SafeVarargs
    private static String[] lines(List<Object[][]> pairs, java.util.function.Function<Object[][], Object>... cols) {
        List<String> out = new ArrayList<>();
        for (Object[][] p : pairs) {
            StringBuilder b = new StringBuilder();
            for (java.util.function.Function<Object[][], Object> c : cols) {
                b.append(b.length() == 0 ? "" : ", ").append(c.apply(p));
            }
            out.add(b.toString());
        }
        String[] a = out.toArray(new String[0]);
        Arrays.sort(a);
        return a;
    }

    /**
     * A USING join over a join (sweep 44 ag44, probes flink-oracle/probes/ag44 ag44_nu_*, Flink 2.0's answers): the
     * condition compares each input's first own column of the name, so {@code t RIGHT JOIN y USING (k) LEFT JOIN z
     * USING (k)} joins z on {@code t.k}, not on the merged {@code k}; and the bare {@code k} is {@code COALESCE(t.k,
     * y.k)}, the first two inputs having it, z's column left out (Varve joined and merged on the merged {@code k}).
     */
    @Test
    void aNestedUsingJoinComparesTheFirstInputsColumn() {
        try (SessionRunner s = new SessionRunner(dir)) {
            s.run("CREATE TABLE t (k INT, a INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1')");
            s.run("INSERT INTO t VALUES (1, 10), (2, 20), (3, 30), (5, 50)");
            s.run("CREATE TABLE y (k INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1')");
            s.run("INSERT INTO y VALUES (1, 100), (2, 200), (4, 400), (6, 600)");
            s.run("CREATE TABLE z (k INT, e INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1')");
            s.run("INSERT INTO z VALUES (1, 1000), (3, 3000), (4, 4000), (7, 7000)");
            String cols = "SELECT k, t.k, y.k, z.k FROM ";
            for (String mode : List.of("batch")) {
                assertArrayEquals(new String[] {"+I[1, 1, 1, 1]", "+I[2, 2, 2, null]", "+I[4, null, 4, null]",
                        "+I[6, null, 6, null]"}, sorted(s.run(cols + "t RIGHT JOIN y USING (k) LEFT JOIN z USING (k)")), mode);
                assertArrayEquals(new String[] {"+I[1, 1, 1, 1]", "+I[2, 2, 2, null]", "+I[3, 3, null, 3]",
                        "+I[4, null, 4, null]", "+I[5, 5, null, null]", "+I[6, null, 6, null]", "+I[null, null, null, 4]",
                        "+I[null, null, null, 7]"}, sorted(s.run(cols + "t FULL JOIN y USING (k) FULL JOIN z USING (k)")), mode);
                assertArrayEquals(new String[] {"+I[1, 1, 1, 1]", "+I[3, 3, null, 3]", "+I[null, null, null, 4]",
                        "+I[null, null, null, 7]"}, sorted(s.run(cols + "t LEFT JOIN y USING (k) RIGHT JOIN z USING (k)")), mode);
                assertArrayEquals(new String[] {"+I[1, 1, 1, 1]", "+I[null, null, null, 3]", "+I[null, null, null, 4]",
                        "+I[null, null, null, 7]"}, sorted(s.run(cols + "t RIGHT JOIN y USING (k) RIGHT JOIN z USING (k)")), mode);
            }
        }
    }

    private static String[] sorted(String out) {
        String[] a = out.lines().filter(l -> !l.isBlank()).toArray(String[]::new);
        Arrays.sort(a);
        return a;
    }

    private static String values(List<Object[]> rows) {
        StringBuilder b = new StringBuilder();
        for (Object[] r : rows) {
            b.append(b.length() == 0 ? "(" : ", (").append(r[0]).append(", ")
                    .append(r[1] == null ? "CAST(NULL AS INT)" : r[1]).append(')');
        }
        return b.toString();
    }
}
