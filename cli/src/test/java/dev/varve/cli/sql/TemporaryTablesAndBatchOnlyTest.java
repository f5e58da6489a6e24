package dev.varve.cli.sql;

import org.junit.jupiter.api.AfterEach;
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

    private SessionRunner session;

    @AfterEach
    void close() {
        if (session != null) {
            session.close();
        }
    }

    private String run(String statement) {
        if (session == null) {
            session = new SessionRunner(dir);
        }
        return session.run(statement);
    }

    @Test
    void aTemporaryTableIsListedAndFoundInTheDatabaseItWasCreatedIn() {
        run("CREATE DATABASE d1");
        run("CREATE TEMPORARY TABLE p1 (a INT) WITH ('connector' = 'print')");
        run("USE d1");
        run("CREATE TEMPORARY TABLE p2 (a INT) WITH ('connector' = 'blackhole')");
        run("CREATE TABLE t (a INT)");
        assertEquals("+I[p2]\n+I[t]\n", run("SHOW TABLES"));
        assertEquals("+I[p1]\n", run("SHOW TABLES FROM `default`"));
        // unqualified, p1 means d1.p1 now, which does not exist (Flink: "Cannot find table '`varve`.`d1`.`p1`'")
        assertThrows(RuntimeException.class, () -> run("INSERT INTO p1 VALUES (2)"));
        assertEquals("+I[2]\n", run("INSERT INTO `default`.p1 VALUES (2)"));
        run("USE `default`");
        assertEquals("+I[p1]\n", run("SHOW TABLES"));
        assertEquals("+I[p2]\n+I[t]\n", run("SHOW TABLES FROM d1"));
        assertEquals("", run("INSERT INTO d1.p2 VALUES (1)"));
        assertEquals("+I[3]\n", run("INSERT INTO varve.`default`.p1 VALUES (3)"));
        // the same name in another database is another table
        run("CREATE TEMPORARY TABLE d1.p1 (b STRING) WITH ('connector' = 'print')");
        assertEquals("+I[x]\n", run("INSERT INTO d1.p1 VALUES ('x')"));
        run("DROP TEMPORARY TABLE d1.p1");
        assertEquals("+I[p2]\n+I[t]\n", run("SHOW TABLES FROM d1"));
        assertEquals("+I[p1]\n", run("SHOW TABLES"));
    }

    @Test
    void rowLevelStatementsAndOverwriteAreRefusedInStreamingMode() {
        run("CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED)");
        run("CREATE TABLE a (k INT, v STRING) PARTITIONED BY (v)");
        run("INSERT INTO t VALUES (1, 'a')");
        run("INSERT INTO a VALUES (1, 'a')");
        run("SET 'execution.runtime-mode' = 'streaming'");
        for (String s : new String[]{"UPDATE t SET v = 'b' WHERE k = 1", "DELETE FROM t WHERE k = 1", "TRUNCATE TABLE t",
                "INSERT OVERWRITE t VALUES (2, 'b')", "INSERT OVERWRITE a PARTITION (v = 'a') SELECT k FROM t"}) {
            SqlError e = assertThrows(SqlError.class, () -> run(s), s);
            assertTrue(e.getMessage().contains("streaming mode"), e.getMessage());
        }
        run("SET 'execution.runtime-mode' = 'batch'");
        assertEquals("+I[1, a]\n", run("SELECT * FROM t"));
        run("UPDATE t SET v = 'b' WHERE k = 1");
        run("INSERT OVERWRITE a PARTITION (v = 'a') SELECT k FROM t");
        assertEquals("+I[1, b]\n", run("SELECT * FROM t"));
        assertEquals("+I[1, a]\n", run("SELECT * FROM a"));
    }
}
