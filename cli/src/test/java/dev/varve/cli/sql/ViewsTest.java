package dev.varve.cli.sql;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Temporary views through one session. */
class ViewsTest {
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
    void aViewRunsItsQueryAtEachRead() {
        run("CREATE TABLE t (a INT, b STRING)");
        run("INSERT INTO t VALUES (1, 'x'), (2, 'x')");
        run("CREATE TEMPORARY VIEW v (name, n) AS SELECT b, COUNT(*) FROM t GROUP BY b");
        assertEquals("+I[x, 2]\n", run("SELECT * FROM v"));
        run("INSERT INTO t VALUES (3, 'y')");
        assertEquals("+I[x, 2]\n+I[y, 1]\n", run("SELECT * FROM v ORDER BY name"));
        assertEquals("+I[name, STRING, true, null, null, null]\n+I[n, BIGINT, false, null, null, null]\n", run("DESCRIBE v"));
        assertEquals("+I[v]\n", run("SHOW VIEWS"));
        assertEquals("+I[t]\n+I[v]\n", run("SHOW TABLES"));
    }

    @Test
    void aViewKeepsTheDatabaseOfItsCreationAndShadowsTables() {
        run("CREATE DATABASE d1");
        run("CREATE TABLE d1.t (a INT)");
        run("CREATE TABLE t (a INT)");
        run("INSERT INTO d1.t VALUES (5)");
        run("INSERT INTO t VALUES (7)");
        run("USE d1");
        run("CREATE TEMPORARY VIEW v AS SELECT a FROM t");
        run("USE `default`");
        assertEquals("", run("SHOW VIEWS"));
        assertEquals("+I[5]\n", run("SELECT * FROM d1.v"));
        assertThrows(SqlError.class, () -> run("SELECT * FROM v"));
        run("CREATE TEMPORARY VIEW t AS SELECT a * 10 AS a FROM `default`.t");
        assertEquals("+I[70]\n", run("SELECT * FROM t"));
        run("DROP TEMPORARY VIEW t");
        assertEquals("+I[7]\n", run("SELECT * FROM t"));
    }

    @Test
    void refusedAsOnFlinkWithPaimonsFilesystemCatalog() {
        run("CREATE TABLE t (a INT)");
        assertTrue(assertThrows(SqlError.class, () -> run("CREATE VIEW p AS SELECT a FROM t")).getMessage()
                .contains("CREATE TEMPORARY VIEW"));
        run("CREATE TEMPORARY VIEW v AS SELECT a FROM t");
        run("CREATE TEMPORARY VIEW IF NOT EXISTS v AS SELECT 1");
        assertThrows(SqlError.class, () -> run("CREATE TEMPORARY VIEW v AS SELECT 1"));
        assertThrows(SqlError.class, () -> run("DROP VIEW v"));
        assertThrows(SqlError.class, () -> run("ALTER VIEW v RENAME TO w"));
        assertThrows(SqlError.class, () -> run("INSERT INTO v VALUES (1)"));
        assertThrows(SqlError.class, () -> run("SHOW CREATE TABLE v"));
        run("SET 'execution.runtime-mode' = 'streaming'");
        assertTrue(assertThrows(SqlError.class, () -> run("SELECT * FROM v")).getMessage().contains("views"));
        run("SET 'execution.runtime-mode' = 'batch'");
        run("DROP TEMPORARY VIEW v");
        run("DROP TEMPORARY VIEW IF EXISTS v");
        assertThrows(SqlError.class, () -> run("DROP TEMPORARY VIEW v"));
    }
}
