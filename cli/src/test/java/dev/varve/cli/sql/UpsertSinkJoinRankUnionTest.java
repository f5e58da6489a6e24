package dev.varve.cli.sql;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Which -U rows of a streaming INSERT ... SELECT over a join, a Top-N or a UNION ALL reach a Paimon upsert sink, as
 * Flink 2.0 plans them (probes flink-oracle/probes/st44, REPORT.md "Sweep 44 st44"): a join whose input with updates
 * has no upsert key containing its join key, a filter over updates, or upsert keys (the join's, the rank's) other than
 * the sink's key keep them; a UNION ALL has no upsert key; what Calcite folds ({@code k + 0}, {@code k IS NOT NULL} of
 * a NOT NULL key) is neither a computed key nor a condition.
 */
class UpsertSinkJoinRankUnionTest {
    @TempDir
    Path dir;

    private static final String FROM1 = " /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */";

    /**
     * a (k, g, v): (1, 10, a), (2, 20, b), (3, 10, c), then (1, 30, a), (2, 20, bb); b (g, w) = (10, x), (20, y); c (k, w)
     * = (1, p), (2, q), (3, r); all with the lookup producer, read from snapshot 1.
     */
    private static SessionRunner tables(Path dir, String sinks) {
        SessionRunner s = new SessionRunner(dir);
        s.run("CREATE TABLE a (k INT, g INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1')");
        s.run("CREATE TABLE b (g INT, w STRING, PRIMARY KEY (g) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1')");
        s.run("CREATE TABLE c (k INT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1')");
        for (String sink : sinks.split(";")) {
            s.run(sink);
        }
        s.run("INSERT INTO b VALUES (10, 'x'), (20, 'y')");
        s.run("INSERT INTO c VALUES (1, 'p'), (2, 'q'), (3, 'r')");
        s.run("INSERT INTO a VALUES (1, 10, 'a'), (2, 20, 'b'), (3, 10, 'c')");
        s.run("INSERT INTO a VALUES (1, 30, 'a'), (2, 20, 'bb')");
        s.run("SET 'execution.runtime-mode' = 'streaming'");
        return s;
    }

    private static String sorted(String out) {
        return UpsertSinkUpdateBeforeTest.sorted(out);
    }

    private static String batch(SessionRunner s, String query) {
        return UpsertSinkUpdateBeforeTest.batch(s, query);
    }

    private static final String SINK = " (k INT, v STRING, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1')";
    private static final String FIRST_ROW = " (k INT, v STRING, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row')";

    @Test
    void aJoinOnANonKeyColumnSendsTheUpdateBeforeOfAKeyThatLeavesTheJoin() {
        try (SessionRunner s = tables(dir, "CREATE TABLE snk" + SINK)) {
            s.run("INSERT INTO snk SELECT a.k, a.v, b.w FROM a" + FROM1 + " JOIN b" + FROM1 + " ON a.g = b.g");
            // -U(1, 10, a, x) deletes key 1, whose +U (g 30) joins nothing (old Varve kept [1, a, x]); probe st44p_01
            assertEquals("+I[2, bb, y]\n+I[3, c, x]", batch(s, "SELECT * FROM snk"));
        }
    }

    @Test
    void aJoinOnBothKeysDropsThemUnlessAFilterSitsOverTheUpdates() {
        try (SessionRunner s = tables(dir, "CREATE TABLE snk" + SINK + ";CREATE TABLE fr" + FIRST_ROW
                + ";CREATE TABLE fr2" + FIRST_ROW)) {
            s.run("INSERT INTO snk SELECT a.k, a.v, c.w FROM a" + FROM1 + " JOIN c" + FROM1 + " ON a.k = c.k WHERE a.v <> 'bb'");
            // -U(2, b, q) passes the filter and deletes key 2; +U(2, bb, q) does not (old Varve kept [2, b, q])
            assertEquals("+I[1, a, p]\n+I[3, c, r]", batch(s, "SELECT * FROM snk"));
            // both inputs joined on their keys, the join's key is the sink's: no -U (a first-row sink takes it)
            s.run("INSERT INTO fr SELECT a.k, a.v, c.w FROM a" + FROM1 + ", c" + FROM1 + " WHERE a.k = c.k");
            assertEquals("+I[1, a, p]\n+I[2, b, q]\n+I[3, c, r]", batch(s, "SELECT * FROM fr"));
            String message = assertThrows(RuntimeException.class,
                    () -> s.run("INSERT INTO fr2 SELECT a.k, a.v, b.w FROM a" + FROM1 + " JOIN b" + FROM1 + " ON a.g = b.g")).getMessage();
            assertTrue(message.contains("cannot accept -U"), message);
        }
    }

    @Test
    void aJoinOfAnIntAndABigintKeyKeepsOnlyTheWiderSidesKeyThroughTheCast() {
        // round 45 (golden sweep45_op45_join_key_types_firstrow; probes op45 jf_types, jr_castkey_sink): Flink widens the
        // INT key with a cast and keeps the key as one of the cast value: a sink keyed by the BIGINT side's key asks
        // for no -U; one keyed by the INT side's key gets them (a first-row sink refuses; Varve refused both before)
        try (SessionRunner s = new SessionRunner(dir)) {
            s.run("CREATE TABLE a (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1')");
            s.run("CREATE TABLE c (k BIGINT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1')");
            s.run("CREATE TABLE f_c (k BIGINT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row')");
            s.run("CREATE TABLE f_a (k INT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row')");
            s.run("CREATE TABLE d_c (k BIGINT, v STRING, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1')");
            s.run("INSERT INTO c VALUES (1, 'p'), (2, 'q'), (3, 'r')");
            s.run("INSERT INTO a VALUES (1, 'a'), (2, 'b'), (3, 'c')");
            s.run("INSERT INTO a VALUES (1, 'a1'), (2, 'q')");
            s.run("SET 'execution.runtime-mode' = 'streaming'");
            s.run("INSERT INTO f_c SELECT c.k, c.w FROM a" + FROM1 + " JOIN c" + FROM1 + " ON a.k = c.k");
            assertEquals("+I[1, p]\n+I[2, q]\n+I[3, r]", batch(s, "SELECT * FROM f_c"));
            String message = assertThrows(RuntimeException.class,
                    () -> s.run("INSERT INTO f_a SELECT a.k, c.w FROM a" + FROM1 + " JOIN c" + FROM1 + " ON a.k = c.k")).getMessage();
            assertTrue(message.contains("cannot accept -U"), message);
            // keyed by c.k the sink takes no -U: the condition over both sides drops +U(2, q, q) and leaves [2, b, q]
            // (one of Flink's outcomes: the other read order never joins (2, b))
            s.run("INSERT INTO d_c SELECT c.k, a.v, c.w FROM a" + FROM1 + " JOIN c" + FROM1 + " ON a.k = c.k AND a.v <> c.w");
            assertEquals("+I[1, a1, p]\n+I[2, b, q]\n+I[3, c, r]", batch(s, "SELECT * FROM d_c"));
        }
    }

    @Test
    void aTopOneKeyedByItsPartitionSendsTheReplacedRowsUpdateBeforeIntoASinkKeyedOtherwise() {
        try (SessionRunner s = new SessionRunner(dir)) {
            s.run("CREATE TABLE q (k INT, g INT, n INT) WITH ('bucket' = '1', 'bucket-key' = 'k')");
            s.run("CREATE TABLE d_k (k INT, g INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1')");
            s.run("CREATE TABLE d_g (k INT, g INT, n INT, PRIMARY KEY (g) NOT ENFORCED) WITH ('bucket' = '1')");
            s.run("INSERT INTO q VALUES (1, 1, 5), (2, 1, 7), (3, 2, 4)");
            s.run("INSERT INTO q VALUES (4, 1, 9), (5, 2, 1)");
            s.run("SET 'execution.runtime-mode' = 'streaming'");
            String top1 = " SELECT k, g, n FROM (SELECT k, g, n, ROW_NUMBER() OVER (PARTITION BY g ORDER BY n DESC) AS rn FROM q"
                    + FROM1 + ") WHERE rn = 1";
            s.run("INSERT INTO d_k" + top1);
            s.run("INSERT INTO d_g" + top1);
            // the rank's upsert key is g: into d_k its -U rows delete keys 1 and 2 (old Varve kept them); probe st44p_05
            assertEquals("+I[3, 2, 4]\n+I[4, 1, 9]", batch(s, "SELECT * FROM d_k"));
            assertEquals("+I[3, 2, 4]\n+I[4, 1, 9]", batch(s, "SELECT * FROM d_g"));
        }
    }

    @Test
    void aTopTwoWithItsRankNumberIsKeyedByPartitionAndRankNumber() {
        try (SessionRunner s = new SessionRunner(dir)) {
            s.run("CREATE TABLE t (k INT, g INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1')");
            s.run("CREATE TABLE r_k (k INT, g INT, n INT, rn BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1')");
            s.run("INSERT INTO t VALUES (1, 1, 5), (2, 1, 7), (3, 1, 4), (6, 2, 3)");
            s.run("INSERT INTO t VALUES (4, 1, 9)");
            s.run("INSERT INTO t VALUES (6, 2, 8), (1, 1, 1)");
            s.run("SET 'execution.runtime-mode' = 'streaming'");
            String top2 = " SELECT k, g, n, rn FROM (SELECT k, g, n, ROW_NUMBER() OVER (PARTITION BY g ORDER BY n DESC) AS rn FROM t"
                    + FROM1 + ") WHERE rn <= 2";
            s.run("INSERT INTO r_k" + top2);
            // a shifted position's -U deletes the key that left it (old Varve kept [1, 1, 5, 2])
            assertEquals("+I[2, 1, 7, 2]\n+I[4, 1, 9, 1]\n+I[6, 2, 8, 1]", batch(s, "SELECT * FROM r_k"));
        }
    }

    @Test
    void aUnionAllHasNoUpsertKeyItsUpdateBeforeReachesTheSinkAlsoThroughADerivedTable() {
        try (SessionRunner s = tables(dir, "CREATE TABLE fr" + FIRST_ROW + ";CREATE TABLE u (k INT, v STRING, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1')")) {
            s.run("INSERT INTO u SELECT k, v, w FROM (SELECT k, v, 'a' AS w FROM a" + FROM1 + " UNION ALL SELECT k + 10, w, w FROM c" + FROM1 + ")");
            assertEquals("+I[1, a, a]\n+I[11, p, p]\n+I[12, q, q]\n+I[13, r, r]\n+I[2, bb, a]\n+I[3, c, a]", batch(s, "SELECT * FROM u"));
            // old Varve dropped -U below a derived table over the UNION ALL (into fr: passed)
            String message = assertThrows(RuntimeException.class, () -> s.run("INSERT INTO fr SELECT k, v, w FROM (SELECT k, v, 'a' AS w FROM a"
                    + FROM1 + " UNION ALL SELECT k + 10, w, w FROM c" + FROM1 + ")")).getMessage();
            assertTrue(message.contains("cannot accept -U"), message);
        }
    }

    @Test
    void whatCalciteFoldsIsNeitherAComputedKeyNorACondition() {
        try (SessionRunner s = tables(dir, "CREATE TABLE fr" + FIRST_ROW + ";CREATE TABLE fr2" + FIRST_ROW + ";CREATE TABLE fr3" + FIRST_ROW)) {
            s.run("INSERT INTO fr SELECT k + 0, v, 'w' FROM a" + FROM1);
            s.run("INSERT INTO fr2 SELECT k, v, 'w' FROM a" + FROM1 + " WHERE k IS NOT NULL");
            // probes st43p_07, st43p_19: old Varve refused both (a computed key, a condition)
            assertEquals("+I[1, a, w]\n+I[2, b, w]\n+I[3, c, w]", batch(s, "SELECT * FROM fr"));
            assertEquals("+I[1, a, w]\n+I[2, b, w]\n+I[3, c, w]", batch(s, "SELECT * FROM fr2"));
            String message = assertThrows(RuntimeException.class, () -> s.run("INSERT INTO fr3 SELECT k + 1, v, 'w' FROM a" + FROM1)).getMessage();
            assertTrue(message.contains("cannot accept -U"), message);
        }
    }

    @Test
    void aGroupByOverATopNWithAHavingDeletesTheGroupLeavingIt() {
        try (SessionRunner s = new SessionRunner(dir)) {
            s.run("CREATE TABLE t (k INT, g INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1')");
            s.run("CREATE TABLE gh (g INT, c BIGINT, s INT, PRIMARY KEY (g) NOT ENFORCED) WITH ('bucket' = '1')");
            s.run("INSERT INTO t VALUES (1, 1, 5), (2, 1, 7), (3, 2, 4)");
            s.run("INSERT INTO t VALUES (4, 1, 9)");
            s.run("INSERT INTO t VALUES (2, 1, 1)");
            s.run("INSERT INTO t VALUES (4, 1, 2)");
            s.run("SET 'execution.runtime-mode' = 'streaming'");
            s.run("INSERT INTO gh SELECT g, COUNT(*), SUM(n) FROM (SELECT k, g, n, ROW_NUMBER() OVER (PARTITION BY g ORDER BY n DESC) AS rn FROM t"
                    + FROM1 + ") WHERE rn <= 2 GROUP BY g HAVING SUM(n) > 12");
            // group 1's top two sum 12, 16, 14, then 7: its -U(1, 2, 14) passes the HAVING and deletes it (old Varve kept it)
            s.run("SET 'execution.runtime-mode' = 'batch'");
            assertEquals("", s.run("SELECT * FROM gh").strip());
        }
    }
}
