package dev.varve.cli.sql;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BiPredicate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Joins matched through the equi-join index ({@link Joins.Spec#equi}) against a nested loop written here: random
 * small tables (nulls, duplicates, INT against BIGINT keys, DOUBLE keys with -0.0) joined by USING, by equi conjuncts,
 * by equi conjuncts beside a non-equi one, and by conditions the index must not use (OR, mixed numeric families), in
 * every join type, batch and streaming (insert-only inputs, so the streaming result is the batch one as a multiset).
 * Seeded: {@code -Dseed=N} replays one seed.
 */
class JoinIndexTest {
    @TempDir
    Path dir;

    /** One condition: its SQL and the same test on a row of a (a, x, z, d) and a row of b (b, y, z, d). */
    private static final class Cond {
        final String sql;
        final BiPredicate<Object[], Object[]> test;

        Cond(String sql, BiPredicate<Object[], Object[]> test) {
            this.sql = sql;
            this.test = test;
        }
    }

    private static boolean eq(Object p, Object q) {
        if (p == null || q == null) {
            return false;
        }
        if (p instanceof Double || q instanceof Double) {
            return ((Number) p).doubleValue() == ((Number) q).doubleValue();
        }
        return ((Number) p).longValue() == ((Number) q).longValue();
    }

    private static final Cond[] CONDS = {
        new Cond("USING (z)", (l, r) -> eq(l[2], r[2])),
        new Cond("ON ta.x = tb.y", (l, r) -> eq(l[1], r[1])),
        new Cond("ON tb.y = ta.x AND ta.z = tb.z", (l, r) -> eq(l[1], r[1]) && eq(l[2], r[2])),
        new Cond("ON ta.x = tb.y AND ta.z < tb.z", (l, r) -> eq(l[1], r[1]) && l[2] != null && r[2] != null
                && ((Number) l[2]).longValue() < ((Number) r[2]).longValue()),
        new Cond("ON ta.x = tb.y OR ta.z = tb.z", (l, r) -> eq(l[1], r[1]) || eq(l[2], r[2])),
        new Cond("ON ta.d = tb.d", (l, r) -> eq(l[3], r[3])),
        new Cond("ON ta.x = tb.d", (l, r) -> eq(l[1], r[3])),
        new Cond("ON ta.x + 0 = tb.y", (l, r) -> eq(l[1], r[1])),
    };

    private static final String[] TYPES = {"INNER JOIN", "LEFT JOIN", "RIGHT JOIN", "FULL JOIN"};

    @Test
    void indexedJoinEqualsANestedLoop() {
        String only = System.getProperty("seed");
        long first = only == null ? 1 : Long.parseLong(only);
        long last = only == null ? 12 : first;
        for (long seed = first; seed <= last; seed++) {
            check(seed);
        }
    }

    private static Object smallOrNull(SplittableRandom rnd, int bound) {
        return rnd.nextInt(6) == 0 ? null : rnd.nextInt(bound);
    }

    private void check(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Path warehouse = dir.resolve("s" + seed);
        List<Object[]> as = new ArrayList<>();
        List<Object[]> bs = new ArrayList<>();
        int n = 5 + rnd.nextInt(25);
        for (int i = 0; i < n; i++) {
            Object d = rnd.nextInt(5) == 0 ? null : (rnd.nextBoolean() ? -0.0 : (double) rnd.nextInt(3));
            as.add(new Object[] {i, smallOrNull(rnd, 4), smallOrNull(rnd, 3), d});
        }
        int m = 5 + rnd.nextInt(25);
        for (int i = 0; i < m; i++) {
            Object d = rnd.nextInt(5) == 0 ? null : (rnd.nextBoolean() ? 0.0 : (double) rnd.nextInt(3));
            Object y = smallOrNull(rnd, 4);
            bs.add(new Object[] {i, y == null ? null : ((Integer) y).longValue(), smallOrNull(rnd, 3), d});
        }
        try (SessionRunner s = new SessionRunner(warehouse)) {
            s.run("CREATE TABLE ta (a INT, x INT, z INT, d DOUBLE)");
            s.run("CREATE TABLE tb (b INT, y BIGINT, z INT, d DOUBLE)");
            s.run("INSERT INTO ta VALUES " + values(as));
            s.run("INSERT INTO tb VALUES " + values(bs));
            for (Cond c : CONDS) {
                for (String type : TYPES) {
                    boolean padA = type.startsWith("RIGHT") || type.startsWith("FULL");
                    boolean padB = type.startsWith("LEFT") || type.startsWith("FULL");
                    String select = "SELECT ta.a, tb.b FROM ta " + type + " tb " + c.sql;
                    String[] want = expected(as, bs, c, padA, padB);
                    String what = "seed " + seed + ": " + select;
                    s.run("SET 'execution.runtime-mode' = 'batch'");
                    assertArrayEquals(want, sorted(s.run(select)), what);
                    s.run("SET 'execution.runtime-mode' = 'streaming'");
                    assertArrayEquals(want, sorted(s.run(select)), what + " (streaming)");
                }
            }
        }
    }

    private static String values(List<Object[]> rows) {
        StringBuilder b = new StringBuilder();
        for (Object[] r : rows) {
            b.append(b.length() == 0 ? "(" : ", (");
            for (int i = 0; i < r.length; i++) {
                Object v = r[i];
                String lit = v == null ? "CAST(NULL AS " + (i == 3 ? "DOUBLE" : "INT") + ")"
                        : v instanceof Double ? "CAST(" + (((Double) v) == 0.0 && 1 / (Double) v < 0 ? "-0.0" : v) + " AS DOUBLE)"
                        : v.toString();
                b.append(i == 0 ? "" : ", ").append(lit);
            }
            b.append(')');
        }
        return b.toString();
    }

    /** The join's (a, b) pairs by a nested loop, as lines sorted like {@link #sorted}. */
    private static String[] expected(List<Object[]> as, List<Object[]> bs, Cond c, boolean padA, boolean padB) {
        List<String> out = new ArrayList<>();
        boolean[] bMatched = new boolean[bs.size()];
        for (Object[] l : as) {
            boolean matched = false;
            for (int j = 0; j < bs.size(); j++) {
                if (c.test.test(l, bs.get(j))) {
                    out.add(l[0] + ", " + bs.get(j)[0]);
                    matched = true;
                    bMatched[j] = true;
                }
            }
            if (!matched && padB) {
                out.add(l[0] + ", null");
            }
        }
        if (padA) {
            for (int j = 0; j < bs.size(); j++) {
                if (!bMatched[j]) {
                    out.add("null, " + bs.get(j)[0]);
                }
            }
        }
        String[] a = out.toArray(new String[0]);
        Arrays.sort(a);
        return a;
    }

    /**
     * The rows a query printed (batch: {@code +I[a, b]} lines; streaming: a changelog whose retractions cancel adds),
     * as their sorted multiset of {@code a, b} lines.
     */
    static String[] sorted(String printed) {
        List<String> rows = new ArrayList<>();
        for (String line : printed.split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            int open = line.indexOf('[');
            assertEquals(']', line.charAt(line.length() - 1), line);
            String kind = line.substring(0, open);
            String row = line.substring(open + 1, line.length() - 1);
            if (kind.equals("+I") || kind.equals("+U")) {
                rows.add(row);
            } else {
                assertEquals(true, rows.remove(row), "retraction of a row never sent: " + line);
            }
        }
        String[] a = rows.toArray(new String[0]);
        Arrays.sort(a);
        return a;
    }
}
