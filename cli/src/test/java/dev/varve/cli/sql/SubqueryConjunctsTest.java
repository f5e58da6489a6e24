package dev.varve.cli.sql;

import org.apache.calcite.sql.SqlSelect;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * A partition filter above a subquery, view, CTE, aggregation, inner join or UNION reaches the table's
 * scan as Flink's planner pushes it, so Paimon's source consumes it there ({@link PartitionConjuncts}):
 * a cross-partition row whose merge nulled {@code dt} is kept by its partition (flink-oracle probes
 * fuzz29/q01, q02: Flink 2.0 + Paimon 1.4.2's output).
 */
class SubqueryConjunctsTest {

    private static String pushed(String sql) {
        SqlSelect outer = (SqlSelect) FlinkParser.parse(sql);
        SqlSelect inner = (SqlSelect) ((org.apache.calcite.sql.SqlCall) outer.getFrom()).operand(0);
        SqlSelect out = SubqueryConjuncts.push(outer, inner, "s");
        return out == null ? null : out.toString().replace("`", "").replaceAll("\\s+", " ");
    }

    @Test
    void plainColumnConjunctsMoveAndTheRestStays() {
        assertEquals("SELECT * FROM (SELECT k, dt AS d, UPPER(v) AS u FROM t WHERE k > 4 AND dt = 'p1') AS s WHERE u = 'X'",
                pushed("SELECT * FROM (SELECT k, dt AS d, UPPER(v) AS u FROM t WHERE k > 4) AS s WHERE s.d = 'p1' AND u = 'X'"));
        // window functions stop the filter, as in Flink's plan (a subquery with ORDER BY / LIMIT is not a SELECT here)
        assertNull(pushed("SELECT * FROM (SELECT k, dt, ROW_NUMBER() OVER (ORDER BY k) AS r FROM t) AS s WHERE dt = 'p1'"));
        // an aggregation: grouping keys only
        assertNull(pushed("SELECT * FROM (SELECT dt, COUNT(*) AS c FROM t GROUP BY dt) AS s WHERE c > 1"));
        assertEquals("SELECT * FROM (SELECT dt, COUNT(*) AS c FROM t WHERE dt = 'p1' GROUP BY dt) AS s",
                pushed("SELECT * FROM (SELECT dt, COUNT(*) AS c FROM t GROUP BY dt) AS s WHERE dt = 'p1'"));
        // a star passes every name through, but not beside a named item that may repeat one
        assertEquals("SELECT * FROM (SELECT * FROM t WHERE dt = 'p1') AS s", pushed("SELECT * FROM (SELECT * FROM t) AS s WHERE s.dt = 'p1'"));
        assertNull(pushed("SELECT * FROM (SELECT *, v AS dt FROM t) AS s WHERE dt = 'p1'"));
        // a conjunct holding a subquery stays
        assertNull(pushed("SELECT * FROM (SELECT k, dt FROM t) AS s WHERE dt IN (SELECT dt FROM t)"));
    }

    @Test
    void aPartitionFilterAboveASubqueryKeepsTheRowByItsPartition(@TempDir Path dir) {
        try (SessionRunner s = new SessionRunner(dir)) {
            s.run("CREATE TABLE t (k INT, dt STRING, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (dt)"
                    + " WITH ('bucket' = '-1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum')");
            s.run("CREATE TABLE u (k INT, w STRING, PRIMARY KEY (k) NOT ENFORCED)");
            s.run("INSERT INTO t VALUES (5, 'p1', 'e', 49), (6, 'p2', 'f', 1), (7, 'p1', 'g', 3)");
            s.run("INSERT INTO t VALUES -U(5, 'p1', 'e', 60), +I(6, 'p2', CAST(NULL AS STRING), 2)");
            s.run("INSERT INTO u VALUES (5, 'x'), (6, 'y'), (7, 'z')");
            // the old code filtered row 5 out (its dt is null) everywhere below
            assertEquals(sorted("+I[5, p1, null, -11]", "+I[7, p1, g, 3]"),
                    sorted(s.run("SELECT * FROM (SELECT * FROM t) WHERE dt = 'p1'")));
            assertEquals(sorted("+I[5, p1]", "+I[7, p1]"), sorted(s.run("SELECT k, d FROM (SELECT k, dt AS d FROM t) WHERE d = 'p1'")));
            assertEquals(sorted("+I[5, null]", "+I[7, p1]"), sorted(s.run("SELECT * FROM (SELECT k, dt FROM t) WHERE dt <> 'p2'")));
            assertEquals(sorted("+I[5, p1, -10]"),
                    sorted(s.run("SELECT * FROM (SELECT k, dt, n + 1 AS n1 FROM t) WHERE dt = 'p1' AND n1 < 0")));
            assertEquals(sorted("+I[5, p1, null, -11]", "+I[7, p1, g, 3]"),
                    sorted(s.run("WITH s AS (SELECT * FROM t) SELECT * FROM s WHERE dt = 'p1'")));
            s.run("CREATE TEMPORARY VIEW tv AS SELECT k, dt, n FROM t");
            assertEquals(sorted("+I[5, p1, -11]", "+I[7, p1, 3]"), sorted(s.run("SELECT * FROM tv WHERE dt = 'p1'")));
            assertEquals(sorted("+I[p1, 2]"), sorted(s.run("SELECT * FROM (SELECT dt, COUNT(*) AS c FROM t GROUP BY dt) WHERE dt = 'p1'")));
            assertEquals(sorted("+I[5, p1]", "+I[7, p1]"), sorted(s.run("SELECT * FROM (SELECT DISTINCT k, dt FROM t) WHERE dt = 'p1'")));
            assertEquals(sorted("+I[5, p1, x]", "+I[7, p1, z]"),
                    sorted(s.run("SELECT t.k, t.dt, u.w FROM t JOIN u ON t.k = u.k WHERE t.dt = 'p1'")));
            assertEquals(sorted("+I[5, p1]", "+I[7, p1]"),
                    sorted(s.run("SELECT * FROM (SELECT k, dt FROM t UNION ALL SELECT k, 'p9' AS dt FROM u) WHERE dt = 'p1'")));
            // not through ORDER BY / LIMIT; a computed column or an OR with another column is Flink's filter
            assertEquals(sorted("+I[7, p1]"), sorted(s.run("SELECT * FROM (SELECT k, dt FROM t ORDER BY k LIMIT 5) WHERE dt = 'p1'")));
            assertEquals(sorted("+I[7, p1]"), sorted(s.run("SELECT * FROM (SELECT k, COALESCE(dt, 'none') AS dd FROM t) WHERE dd = 'p1'")));
            assertEquals(sorted("+I[6, p2]", "+I[7, p1]"), sorted(s.run("SELECT * FROM (SELECT k, dt FROM t) WHERE dt = 'p1' OR k = 6")));
        }
    }

    private static List<String> sorted(String printed) {
        return printed.lines().filter(l -> !l.isBlank()).sorted().collect(Collectors.toList());
    }

    private static List<String> sorted(String... rows) {
        return java.util.Arrays.stream(rows).sorted().collect(Collectors.toList());
    }
}
