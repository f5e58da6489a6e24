package dev.varve.cli.sql;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Streaming joins ({@link StreamJoin}) in Varve's read order (the right input until caught up, then the left one),
 * where Flink's output depends on how its two sources interleave: the exact changelog of Flink's StreamingJoinOperator
 * for that order. The interleaving-independent cases are goldens checked on Flink ({@code sweep22_ld_stream_join_*}).
 */
class StreamJoinTest {
    @TempDir
    Path dir;

    private static final String TWO_TABLES =
            "CREATE TABLE a (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input');"
            + "CREATE TABLE b (k INT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input');";

    private String run(String setup, String query) {
        try (SessionRunner s = new SessionRunner(dir)) {
            for (String st : setup.split(";")) {
                if (!st.isBlank()) {
                    s.run(st);
                }
            }
            s.run("SET 'execution.runtime-mode' = 'streaming'");
            return s.run(query);
        }
    }

    @Test
    void fullJoinCountsEachOuterRowsMatches() {
        String got = run(TWO_TABLES
                + "INSERT INTO b VALUES (1, 'b1'), (3, 'b3');"
                + "INSERT INTO a VALUES (1, 'a1'), (2, 'a2');"
                + "INSERT INTO a VALUES -D(1, 'a1');",
                "SELECT a.k, v, b.k, w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */"
                        + " FULL JOIN b ON a.k = b.k");
        assertEquals(String.join("\n",
                "+I[null, null, 1, b1]", // right rows first: no match yet, padded
                "+I[null, null, 3, b3]",
                "-D[null, null, 1, b1]", // b1's first match retracts its padded row before the joined one
                "+I[1, a1, 1, b1]",
                "+I[2, a2, null, null]",
                "-D[1, a1, 1, b1]", // an outer side's retraction is a -D
                "+I[null, null, 1, b1]") + "\n", got); // b1 lost its last match: padded again
    }

    @Test
    void innerJoinForwardsTheInputsRowKinds() {
        String got = run(TWO_TABLES
                + "INSERT INTO b VALUES (1, 'y');"
                + "INSERT INTO a VALUES (1, 'p'), (2, 'r');"
                + "INSERT INTO a VALUES -U(1, 'p'), +U(1, 'q'), -D(2, 'r');",
                "SELECT a.k, v, w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */"
                        + " JOIN b ON a.k = b.k");
        assertEquals("+I[1, p, y]\n-U[1, p, y]\n+U[1, q, y]\n", got);
    }

    @Test
    void leftJoinOfAnOuterSideSendsOnlyInsertsAndDeletes() {
        String got = run(TWO_TABLES
                + "INSERT INTO b VALUES (1, 'y');"
                + "INSERT INTO a VALUES (1, 'p'), (2, 'r');"
                + "INSERT INTO a VALUES -U(1, 'p'), +U(1, 'q'), -D(2, 'r');",
                "SELECT a.k, v, w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */"
                        + " LEFT JOIN b ON a.k = b.k");
        assertEquals("+I[1, p, y]\n+I[2, r, null]\n-D[1, p, y]\n+I[1, q, y]\n-D[2, r, null]\n", got);
    }

    @Test
    void rightJoinUsingShowsTheRightValueOfAnUnmatchedRow() {
        String got = run(TWO_TABLES
                + "INSERT INTO a VALUES (1, 'a1');"
                + "INSERT INTO b VALUES (1, 'b1'), (5, 'b5');",
                "SELECT * FROM a RIGHT JOIN b USING (k)");
        // right rows first, padded (the USING column shows b's k), then a1 joins b1
        assertEquals("+I[1, null, b1]\n+I[5, null, b5]\n-D[1, null, b1]\n+I[1, a1, b1]\n", got);
    }

    @Test
    void anAppendSideIsAMultisetAndALimitStopsTheRead() {
        String setup = "CREATE TABLE a (k INT, v STRING);"
                + "CREATE TABLE b (k INT, w STRING, PRIMARY KEY (k) NOT ENFORCED);"
                + "INSERT INTO b VALUES (1, 'y');"
                + "INSERT INTO a VALUES (1, 'p'), (1, 'p'), (1, 'q');";
        assertEquals("+I[1, p, y]\n+I[1, p, y]\n+I[1, q, y]\n", run(setup, "SELECT a.k, v, w FROM a JOIN b ON a.k = b.k"));
        assertEquals("+I[1, p, y]\n+I[1, p, y]\n", run("", "SELECT a.k, v, w FROM a JOIN b ON a.k = b.k LIMIT 2"));
    }

    @Test
    void aSubqueryInputIsAMultisetOfItsChangelog() {
        String got = run(TWO_TABLES
                + "INSERT INTO a VALUES (1, 'a1'), (2, 'a2');"
                + "INSERT INTO b VALUES (1, 'x'), (2, 'y');"
                + "INSERT INTO b VALUES (3, 'x');",
                "SELECT a.k, s.n FROM a JOIN (SELECT w, COUNT(*) AS n FROM b GROUP BY w) s ON a.v = 'a1' AND s.w = 'x'");
        // the subquery's changelog is read first (+I[x, 1], +I[y, 1], -U[x, 1], +U[x, 2]): a1 then meets [x, 2] only
        assertEquals("+I[1, 2]\n", got);
    }

    @Test
    void threeTablesJoinAsATree() {
        String got = run(TWO_TABLES
                + "CREATE TABLE c (k INT, x STRING, PRIMARY KEY (k) NOT ENFORCED);"
                + "INSERT INTO a VALUES (1, 'a1'), (2, 'a2');"
                + "INSERT INTO b VALUES (1, 'b1'), (2, 'b2');"
                + "INSERT INTO c VALUES (2, 'c2');",
                "SELECT a.k, v, w, x FROM a JOIN b ON a.k = b.k LEFT JOIN c ON b.k = c.k");
        assertEquals("+I[1, a1, b1, null]\n+I[2, a2, b2, c2]\n", got);
    }

    @Test
    void consumerIdsOfBothSidesRecordTheirProgress() {
        try (SessionRunner s = new SessionRunner(dir)) {
            for (String st : TWO_TABLES.split(";")) {
                s.run(st);
            }
            s.run("INSERT INTO a VALUES (1, 'a1')");
            s.run("INSERT INTO b VALUES (1, 'b1')");
            s.run("SET 'execution.runtime-mode' = 'streaming'");
            String q = "SELECT a.k, v, w FROM a /*+ OPTIONS('consumer-id' = 'j') */ JOIN b /*+ OPTIONS('consumer-id' = 'j') */"
                    + " ON a.k = b.k";
            assertEquals("+I[1, a1, b1]\n", s.run(q));
            s.run("SET 'execution.runtime-mode' = 'batch'");
            s.run("INSERT INTO a VALUES (2, 'a2')");
            s.run("INSERT INTO b VALUES (2, 'b2')");
            s.run("SET 'execution.runtime-mode' = 'streaming'");
            // each side continues after what it read: the new rows only, which join each other
            assertEquals("+I[2, a2, b2]\n", s.run(q));
        }
    }

    @Test
    void unionsAndSystemTablesAreRefusedByName() {
        SqlError e = assertThrows(SqlError.class, () -> run(TWO_TABLES,
                "SELECT * FROM a JOIN (SELECT k FROM b UNION SELECT k FROM b) s ON a.k = s.k"));
        assertTrue(e.getMessage().contains("a streaming join of SELECT"), e.getMessage());
        // $audit_log / $binlog join as insert-only inputs (sweep 24 fz); other system tables do not stream
        e = assertThrows(SqlError.class, () -> run("", "SELECT * FROM a JOIN b$snapshots x ON a.k = x.snapshot_id"));
        assertTrue(e.getMessage().contains("a streaming join of system table"), e.getMessage());
    }
}
