package dev.varve.cli.sql;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** CREATE TABLE ... AS SELECT / LIKE and the 'primary-key' / 'partition' options, through a session. */
class DerivedTablesTest {
    @TempDir
    Path dir;

    /** Runs the statements; returns what the last one printed. */
    private String run(String... statements) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(out, true, StandardCharsets.UTF_8);
        try (Session s = new Session(dir.toString(), CatalogOpener.kernel(), ps, new PrintStream(new ByteArrayOutputStream()))) {
            for (String st : statements) {
                out.reset();
                s.execute(st);
            }
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void repeatedNamesGetFlinksSuffixes() {
        assertEquals(List.of("a", "a0", "b", "a1"), DerivedTables.uniqueNames(List.of("a", "a", "b", "a")));
        assertEquals(List.of("a0", "a", "a00"), DerivedTables.uniqueNames(List.of("a0", "a", "a0")));
    }

    @Test
    void ctasTakesTheQueryTypesAndNullabilityButNotTheSourceKeyOrOptions() {
        String out = run("CREATE TABLE t (a INT NOT NULL, b STRING, PRIMARY KEY (a) NOT ENFORCED) WITH ('bucket' = '2')",
                "INSERT INTO t VALUES (1, 'x'), (2, 'y')",
                "CREATE TABLE t2 AS SELECT a, a + 1 AS a1, CAST(a AS BIGINT) AS big, b, 'c' AS lit FROM t",
                "DESCRIBE t2");
        assertEquals("+I[a, INT, false, null, null, null]\n+I[a1, INT, false, null, null, null]\n"
                + "+I[big, BIGINT, false, null, null, null]\n+I[b, STRING, true, null, null, null]\n"
                + "+I[lit, CHAR(1), false, null, null, null]\n", out);
        assertEquals("+I[1, APPEND, 2]\n", run("SELECT snapshot_id, commit_kind, total_record_count FROM t2$snapshots"));
        assertEquals("", run("SELECT * FROM t2$options"));
    }

    @Test
    void ctasKeyFromOptionsDeduplicatesAndMakesColumnsNotNull() {
        String out = run("CREATE TABLE t (a INT, b STRING, p STRING)",
                "INSERT INTO t VALUES (1, 'x', 'p1'), (1, 'y', 'p1')",
                "CREATE TABLE t2 WITH ('primary-key' = 'a, p', 'partition' = 'p', 'bucket' = '1') AS SELECT * FROM t",
                "SELECT * FROM t2");
        assertEquals("+I[1, y, p1]\n", out);
        assertEquals("+I[a, INT, false, PRI(a, p), null, null]\n+I[b, STRING, true, null, null, null]\n"
                + "+I[p, STRING, false, PRI(a, p), null, null]\n", run("DESCRIBE t2"));
        assertEquals("+I[p=p1]\n", run("SHOW PARTITIONS t2"));
    }

    @Test
    void ctasDeclaredKeyNeedsNotNullColumns() {
        run("CREATE TABLE t (a INT, b STRING)");
        SqlError e = assertThrows(SqlError.class,
                () -> run("CREATE TABLE t2 (PRIMARY KEY (a) NOT ENFORCED) AS SELECT * FROM t"));
        assertTrue(e.getMessage().contains("'a' is nullable"), e.getMessage());
        assertThrows(SqlError.class, () -> run("SELECT * FROM t2"));
    }

    @Test
    void ctasIfNotExistsInsertsIntoTheExistingTable() {
        String out = run("CREATE TABLE t (a INT)", "INSERT INTO t VALUES (1)", "CREATE TABLE t2 (x INT)",
                "CREATE TABLE IF NOT EXISTS t2 AS SELECT a FROM t", "CREATE TABLE IF NOT EXISTS t2 AS SELECT a + 1 FROM t",
                "SELECT * FROM t2 ORDER BY x");
        assertEquals("+I[1]\n+I[2]\n", out);
        SqlError e = assertThrows(SqlError.class, () -> run("CREATE TABLE t2 AS SELECT a FROM t"));
        assertTrue(e.getMessage().contains("already exists"), e.getMessage());
    }

    @Test
    void ctasColumnListPrependsNewColumnsAndOverridesTypes() {
        String out = run("CREATE TABLE t (a INT, b STRING)", "INSERT INTO t VALUES (1, 'x')",
                "CREATE TABLE t2 (c STRING, a BIGINT) AS SELECT a, b FROM t", "SELECT * FROM t2");
        assertEquals("+I[null, 1, x]\n", out);
        assertEquals("+I[c, STRING, true, null, null, null]\n+I[a, BIGINT, true, null, null, null]\n"
                + "+I[b, STRING, true, null, null, null]\n", run("DESCRIBE t2"));
        assertEquals("+I[x, 1]\n", run("CREATE TABLE t3 (b, a) AS SELECT a, b FROM t", "SELECT * FROM t3"));
        assertThrows(SqlError.class, () -> run("CREATE TABLE t4 (a INT NOT NULL) AS SELECT a FROM t"));
    }

    @Test
    void ctasRefusesAnUntypedNull() {
        run("CREATE TABLE t (a INT)");
        SqlError e = assertThrows(SqlError.class, () -> run("CREATE TABLE t2 AS SELECT a, NULL AS n FROM t"));
        assertTrue(e.getMessage().contains("untyped NULL"), e.getMessage());
    }

    @Test
    void replaceTableAsRecreatesTheTable() {
        String out = run("CREATE TABLE t (a INT)", "INSERT INTO t VALUES (1)", "CREATE TABLE t2 (x STRING)",
                "INSERT INTO t2 VALUES ('old')", "CREATE OR REPLACE TABLE t2 AS SELECT a * 5 AS y FROM t", "SELECT * FROM t2");
        assertEquals("+I[5]\n", out);
        SqlError e = assertThrows(SqlError.class, () -> run("REPLACE TABLE nope AS SELECT a FROM t"));
        assertTrue(e.getMessage().contains("doesn't exist"), e.getMessage());
    }

    @Test
    void keyOptionAndDeclaredKeyTogetherAreRefused() {
        SqlError e = assertThrows(SqlError.class,
                () -> run("CREATE TABLE t (a INT, PRIMARY KEY (a) NOT ENFORCED) WITH ('primary-key' = 'a')"));
        assertTrue(e.getMessage().contains("at the same time"), e.getMessage());
        e = assertThrows(SqlError.class, () -> run("CREATE TABLE t (a INT, p INT) PARTITIONED BY (p) WITH ('partition' = 'p')"));
        assertTrue(e.getMessage().contains("at the same time"), e.getMessage());
    }

    @Test
    void likeCopiesColumnsKeyAndPartitionsButNeedsExcludingOptions() {
        run("CREATE TABLE t (k INT, v STRING COMMENT 'c', p STRING, PRIMARY KEY (k, p) NOT ENFORCED) COMMENT 'tc'"
                + " PARTITIONED BY (p) WITH ('bucket' = '2')");
        SqlError e = assertThrows(SqlError.class, () -> run("CREATE TABLE t2 LIKE t"));
        assertTrue(e.getMessage().contains("'path'"), e.getMessage());
        String out = run("CREATE TABLE t2 (x INT) WITH ('bucket' = '3') LIKE t (EXCLUDING OPTIONS)", "SHOW CREATE TABLE t2");
        assertTrue(out.contains("  `v` VARCHAR(2147483647) COMMENT 'c',\n  `p` VARCHAR(2147483647) NOT NULL,\n  `x` INT,\n"
                + "  CONSTRAINT `PK_k_p` PRIMARY KEY (`k`, `p`) NOT ENFORCED\n)\nPARTITIONED BY (`p`)\nWITH (\n  'bucket' = '3',"), out);
        // EXCLUDING ALL drops the key; the partitioning stays unless another is declared
        out = run("CREATE TABLE t3 LIKE t (EXCLUDING ALL)", "SHOW CREATE TABLE t3");
        assertTrue(out.contains("  `p` VARCHAR(2147483647) NOT NULL\n)\nPARTITIONED BY (`p`)\n"), out);
        out = run("CREATE TABLE t4 PARTITIONED BY (v) LIKE t (EXCLUDING ALL)", "SHOW CREATE TABLE t4");
        assertTrue(out.contains("PARTITIONED BY (`v`)"), out);
        assertThrows(SqlError.class, () -> run("CREATE TABLE t5 PARTITIONED BY (v) LIKE t (EXCLUDING OPTIONS)"));
        assertThrows(SqlError.class, () -> run("CREATE TABLE t5 (PRIMARY KEY (v) NOT ENFORCED) LIKE t (EXCLUDING OPTIONS)"));
        assertThrows(SqlError.class, () -> run("CREATE TABLE t5 (v INT) LIKE t (EXCLUDING OPTIONS)"));
    }
}
