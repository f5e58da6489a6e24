package dev.varve.cli.sql;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Round 45 (op45), as Flink 2.0 + Paimon 1.4.2 run them: a DELETE's or UPDATE's alias hides the table's own name
 * (goldens sweep45_op45_dml_alias, sweep45_op45_delete_alias_hides_name); SHOW PARTITIONS and {@code $partitions} of a
 * table with {@code scan.fallback-branch} list the fallback branch's partitions too, {@code $files} does not (golden
 * sweep45_op45_fallback_partitions).
 */
class DmlAliasAndFallbackListingTest {
    @TempDir
    Path dir;

    @Test
    void anAliasHidesTheTablesOwnName() {
        try (SessionRunner s = new SessionRunner(dir)) {
            s.run("CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED)");
            s.run("INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c')");
            s.run("DELETE FROM t AS x WHERE x.k = 1");
            s.run("UPDATE t x SET v = UPPER(x.v) WHERE k = 2");
            s.run("DELETE FROM t AS t WHERE t.k = 3");
            assertEquals("+I[2, B]", UpsertSinkUpdateBeforeTest.batch(s, "SELECT * FROM t"));
            s.run("SET 'execution.runtime-mode' = 'batch'");
            for (String statement : new String[] {"DELETE FROM t AS x WHERE t.k = 2", "UPDATE t AS x SET v = 'z' WHERE t.k = 2"}) {
                String message = assertThrows(RuntimeException.class, () -> s.run(statement)).getMessage();
                assertTrue(message.contains("unknown table or column 't'"), message);
            }
            assertEquals("+I[2, B]", UpsertSinkUpdateBeforeTest.batch(s, "SELECT * FROM t"), "nothing written");
        }
    }

    @Test
    void partitionListingsIncludeTheFallbackBranchs() {
        try (SessionRunner s = new SessionRunner(dir)) {
            s.run("CREATE TABLE p (k INT, v STRING, dt STRING) PARTITIONED BY (dt)");
            s.run("INSERT INTO p VALUES (1, 'a', 'd1')");
            s.run("CALL sys.create_branch('default.p', 'b')");
            s.run("INSERT INTO p$branch_b VALUES (2, 'x', 'd1'), (3, 'y', 'd2'), (4, 'z', 'd2')");
            assertEquals("+I[dt=d1]", s.run("SHOW PARTITIONS p").trim());
            s.run("ALTER TABLE p SET ('scan.fallback-branch' = 'b')");
            assertEquals("+I[dt=d1]\n+I[dt=d2]", s.run("SHOW PARTITIONS p").trim());
            assertEquals("+I[dt=d1, 1, 1]\n+I[dt=d2, 2, 1]",
                    UpsertSinkUpdateBeforeTest.batch(s, "SELECT `partition`, record_count, file_count FROM p$partitions"),
                    "d1 counts main's file only, d2 the fallback's");
            assertEquals("+I[{d1}, 1]", UpsertSinkUpdateBeforeTest.batch(s, "SELECT `partition`, record_count FROM p$files"));
            s.run("ALTER TABLE p RESET ('scan.fallback-branch')");
            assertEquals("+I[dt=d1]", s.run("SHOW PARTITIONS p").trim());
        }
    }
}
