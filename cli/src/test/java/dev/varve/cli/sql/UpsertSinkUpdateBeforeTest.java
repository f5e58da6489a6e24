package dev.varve.cli.sql;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Which -U rows of a streaming INSERT ... SELECT reach a Paimon upsert sink (deduplicate, first-row, partial-update
 * without aggregates): Flink 2.0's changelog-mode inference keeps them through any WHERE or HAVING over the updates and
 * when the query's upsert key is not exactly the sink's primary key (probes flink-oracle/probes/st43, fuzz
 * fzst_1688); the sink then writes each one as a retraction.
 */
class UpsertSinkUpdateBeforeTest {
    @TempDir
    Path dir;

    private static final String FROM1 = " /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */";

    /** A lookup-producer source whose changelog holds -U(1, a, 5) / +U(1, a, 1), -U(2, b, 5) / +U(2, x, 5), -U(3, c, 1) / +U(3, c, 7). */
    private static SessionRunner source(Path dir, String sinks) {
        SessionRunner s = new SessionRunner(dir);
        s.run("CREATE TABLE src (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1')");
        for (String sink : sinks.split(";")) {
            s.run(sink);
        }
        s.run("INSERT INTO src VALUES (1, 'a', 5), (2, 'b', 5), (3, 'c', 1), (4, 'd', 5)");
        s.run("INSERT INTO src VALUES (1, 'a', 1), (2, 'x', 5), (3, 'c', 7)");
        s.run("SET 'execution.runtime-mode' = 'streaming'");
        return s;
    }

    /** {@code out}'s lines sorted (a changelog's rows compared as a multiset). */
    static String sorted(String out) {
        String[] lines = out.strip().split("\n");
        Arrays.sort(lines);
        return String.join("\n", lines);
    }

    /** {@code query}'s rows, sorted, read in batch mode by a streaming session. */
    static String batch(SessionRunner s, String query) {
        s.run("SET 'execution.runtime-mode' = 'batch'");
        String out = sorted(s.run(query));
        s.run("SET 'execution.runtime-mode' = 'streaming'");
        return out;
    }

    @Test
    void aFilterOnAValueColumnPassesTheUpdateBeforeWhoseUpdateAfterItDrops() {
        try (SessionRunner s = source(dir, "CREATE TABLE snk (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1')")) {
            s.run("INSERT INTO snk SELECT k, v, n FROM src" + FROM1 + " WHERE n > 2");
            // -U(1, a, 5) passes n > 2 and deletes key 1; +U(1, a, 1) does not pass (old Varve kept [1, a, 5])
            assertEquals("+I[2, x, 5]\n+I[3, c, 7]\n+I[4, d, 5]", batch(s, "SELECT * FROM snk"));
        }
    }

    @Test
    void ignoreDeleteDropsThem() {
        try (SessionRunner s = source(dir, "CREATE TABLE snk (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'ignore-delete' = 'true')")) {
            s.run("INSERT INTO snk SELECT k, v, n FROM src" + FROM1 + " WHERE n > 2");
            assertEquals("+I[1, a, 5]\n+I[2, x, 5]\n+I[3, c, 7]\n+I[4, d, 5]", batch(s, "SELECT * FROM snk"));
        }
    }

    @Test
    void aFilterOnTheKeyPassesThemTooSoAFirstRowSinkRefusesThem() {
        try (SessionRunner s = source(dir, "CREATE TABLE snk (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'bucket' = '1');"
                + "CREATE TABLE snk2 (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'bucket' = '1')")) {
            // without a condition the sink asks for +U only: DropUpdateBefore after the source
            s.run("INSERT INTO snk SELECT k, v, n FROM src" + FROM1);
            assertEquals("+I[1, a, 5]\n+I[2, b, 5]\n+I[3, c, 1]\n+I[4, d, 5]", batch(s, "SELECT * FROM snk"));
            String message = assertThrows(RuntimeException.class, () -> s.run("INSERT INTO snk2 SELECT k, v, n FROM src" + FROM1 + " WHERE k < 4")).getMessage();
            assertTrue(message.contains("cannot accept -U"), message);
        }
    }

    @Test
    void aComputedKeyIsNoUpsertKeyAMovedOrWidenedOneIs() {
        try (SessionRunner s = source(dir, "CREATE TABLE snk (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'bucket' = '1');"
                + "CREATE TABLE snk2 (k BIGINT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'bucket' = '1')")) {
            // the key moved to another position, or cast to the sink's BIGINT, is still the upsert key: no -U
            s.run("INSERT INTO snk (n, k, v) SELECT n, k, v FROM src" + FROM1);
            s.run("INSERT INTO snk2 SELECT k, v, n FROM src" + FROM1);
            assertEquals("+I[1, a, 5]\n+I[2, b, 5]\n+I[3, c, 1]\n+I[4, d, 5]", batch(s, "SELECT * FROM snk2"));
            String message = assertThrows(RuntimeException.class, () -> s.run("INSERT INTO snk SELECT k + 1, v, n FROM src" + FROM1)).getMessage();
            assertTrue(message.contains("cannot accept -U"), message);
        }
    }

    @Test
    void aSinkKeyedByAnotherColumnDeletesTheOldRowsKey() {
        try (SessionRunner s = source(dir, "CREATE TABLE snk (k INT, v STRING NOT NULL, n INT, PRIMARY KEY (v) NOT ENFORCED) WITH ('bucket' = '1')")) {
            s.run("INSERT INTO snk SELECT k, v, n FROM src" + FROM1);
            // -U(2, b, 5) deletes key b (old Varve kept [2, b, 5] beside [2, x, 5])
            assertEquals("+I[1, a, 1]\n+I[2, x, 5]\n+I[3, c, 7]\n+I[4, d, 5]", batch(s, "SELECT * FROM snk"));
        }
    }

    @Test
    void aHavingPassesTheUpdateBeforeOfAGroupLeavingIt() {
        try (SessionRunner s = source(dir, "CREATE TABLE g (n INT, c BIGINT, PRIMARY KEY (n) NOT ENFORCED) WITH ('bucket' = '1');"
                + "CREATE TABLE h (n INT, c BIGINT, PRIMARY KEY (n) NOT ENFORCED) WITH ('bucket' = '1')")) {
            s.run("INSERT INTO g SELECT n, COUNT(*) FROM src" + FROM1 + " GROUP BY n");
            s.run("INSERT INTO h SELECT n, COUNT(*) FROM src" + FROM1 + " GROUP BY n HAVING COUNT(*) > 2");
            assertEquals("+I[1, 1]\n+I[5, 2]\n+I[7, 1]", batch(s, "SELECT * FROM g"));
            // group 5 goes 3 -> 2: -U[5, 3] passes the HAVING and deletes it, +U[5, 2] does not pass
            assertEquals("", batch(s, "SELECT * FROM h"));
        }
    }
}
