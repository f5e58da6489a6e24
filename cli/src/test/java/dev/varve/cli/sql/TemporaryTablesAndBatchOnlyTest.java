package dev.varve.cli.sql;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Temporary connector tables live in the catalog and database they were created in, as Flink registers them; DELETE,
 * UPDATE, TRUNCATE TABLE and INSERT OVERWRITE of a table run in batch mode only (found by the fuzz18 quickstart runs on
 * Flink 2.0 + Paimon 1.4.2).
 */
class TemporaryTablesAndBatchOnlyTest {
    @TempDir
    Path dir;

    @Test
    void aTemporaryTableIsListedAndFoundInTheDatabaseItWasCreatedIn() {
        try (SessionRunner s = new SessionRunner(dir)) {
            temporaryTables(s);
        }
    }

    private static void temporaryTables(SessionRunner session) {
        session.run("CREATE DATABASE d1");
        session.run("CREATE TEMPORARY TABLE p1 (a INT) WITH ('connector' = 'print')");
        session.run("USE d1");
        session.run("CREATE TEMPORARY TABLE p2 (a INT) WITH ('connector' = 'blackhole')");
        session.run("CREATE TABLE t (a INT)");
        assertEquals("+I[p2]\n+I[t]\n", session.run("SHOW TABLES"));
        assertEquals("+I[p1]\n", session.run("SHOW TABLES FROM `default`"));
        // unqualified, p1 means d1.p1 now, which does not exist (Flink: "Cannot find table '`varve`.`d1`.`p1`'")
        assertThrows(RuntimeException.class, () -> session.run("INSERT INTO p1 VALUES (2)"));
        assertEquals("+I[2]\n", session.run("INSERT INTO `default`.p1 VALUES (2)"));
        session.run("USE `default`");
        assertEquals("+I[p1]\n", session.run("SHOW TABLES"));
        assertEquals("+I[p2]\n+I[t]\n", session.run("SHOW TABLES FROM d1"));
        assertEquals("", session.run("INSERT INTO d1.p2 VALUES (1)"));
        assertEquals("+I[3]\n", session.run("INSERT INTO varve.`default`.p1 VALUES (3)"));
        // the same name in another database is another table
        session.run("CREATE TEMPORARY TABLE d1.p1 (b STRING) WITH ('connector' = 'print')");
        assertEquals("+I[x]\n", session.run("INSERT INTO d1.p1 VALUES ('x')"));
        session.run("DROP TEMPORARY TABLE d1.p1");
        assertEquals("+I[p2]\n+I[t]\n", session.run("SHOW TABLES FROM d1"));
        assertEquals("+I[p1]\n", session.run("SHOW TABLES"));
    }

    @Test
    void rowLevelStatementsAndOverwriteAreRefusedInStreamingMode() {
        try (SessionRunner s = new SessionRunner(dir)) {
            streamingRefusals(s);
        }
    }

    private static void streamingRefusals(SessionRunner session) {
        session.run("CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED)");
        session.run("CREATE TABLE a (k INT, v STRING) PARTITIONED BY (v)");
        session.run("INSERT INTO t VALUES (1, 'a')");
        session.run("INSERT INTO a VALUES (1, 'a')");
        session.run("SET 'execution.runtime-mode' = 'streaming'");
        for (String s : new String[]{"UPDATE t SET v = 'b' WHERE k = 1", "DELETE FROM t WHERE k = 1", "TRUNCATE TABLE t",
                "INSERT OVERWRITE t VALUES (2, 'b')", "INSERT OVERWRITE a PARTITION (v = 'a') SELECT k FROM t"}) {
            SqlError e = assertThrows(SqlError.class, () -> session.run(s), s);
            assertTrue(e.getMessage().contains("streaming mode"), e.getMessage());
        }
        session.run("SET 'execution.runtime-mode' = 'batch'");
        assertEquals("+I[1, a]\n", session.run("SELECT * FROM t"));
        session.run("UPDATE t SET v = 'b' WHERE k = 1");
        session.run("INSERT OVERWRITE a PARTITION (v = 'a') SELECT k FROM t");
        assertEquals("+I[1, b]\n", session.run("SELECT * FROM t"));
        assertEquals("+I[1, a]\n", session.run("SELECT * FROM a"));
    }
}
