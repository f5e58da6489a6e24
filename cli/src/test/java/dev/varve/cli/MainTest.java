package dev.varve.cli;

import dev.varve.cli.fake.FakeCatalog;
import dev.varve.cli.sql.CatalogOpener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Command-line behaviour: help, exit codes, subcommands, stop-at-first-error. */
class MainTest {
    private static final CatalogOpener FAKE = FakeCatalog::new;

    @TempDir
    Path tmp;

    @Test
    void helpForEverySubcommand() {
        for (String cmd : new String[]{"sql", "demo", "export", "inspect", "compact", "expire"}) {
            Golden.Run r = Golden.run(FAKE, cmd, "--help");
            assertEquals(0, r.exit, cmd);
            assertTrue(r.out.contains("Usage: varve " + cmd), cmd + ": " + r.out);
        }
    }

    @Test
    void badUsageExitsTwo() {
        assertEquals(2, Golden.run(FAKE, "sql", "--no-such-flag").exit);
        assertEquals(2, Golden.run(FAKE, "nosuchcommand").exit);
        assertEquals(2, Golden.run(FAKE).exit);
        assertEquals(2, Golden.run(FAKE, "inspect").exit);
        assertEquals(2, Golden.run(FAKE, "--warehouse", tmp.toString(), "inspect", "no_dot").exit);
    }

    @Test
    void stopsAtFirstFailingStatementAndKeepsWhatRanBefore() {
        Golden.Run r = Golden.sql(FAKE, tmp, "CREATE TABLE t (k INT); INSERT INTO t VALUES (1); SELECT nope FROM t; SELECT * FROM t");
        assertEquals(1, r.exit);
        assertEquals("", r.out);
        assertTrue(r.err.startsWith("[INFO]"), r.err);
        assertTrue(r.err.contains("ERROR: statement 3 (line 1) \"SELECT nope FROM t\" failed: unknown column 'nope'"), r.err);
    }

    @Test
    void fileAndInlineStatementsRunInOrder() throws Exception {
        Path f = tmp.resolve("s.sql");
        Files.writeString(f, "CREATE TABLE t (k INT);\nINSERT INTO t VALUES (7);\n");
        Golden.Run r = Golden.run(FAKE, "sql", "--warehouse", tmp.toString(), "-f", f.toString(), "-e", "SELECT k + 1 FROM t");
        assertEquals(0, r.exit, r.err);
        assertEquals("+I[8]\n", r.out);
    }

    @Test
    void missingScriptFileFails() {
        Golden.Run r = Golden.run(FAKE, "sql", "--warehouse", tmp.toString(), "-f", tmp.resolve("none.sql").toString());
        assertEquals(1, r.exit);
        assertTrue(r.err.startsWith("ERROR: script file"), r.err);
    }

    @Test
    void demoRejectsBadRowCount() {
        Golden.Run r = Golden.run(FAKE, "--warehouse", tmp.toString(), "demo", "--rows", "0");
        assertEquals(2, r.exit);
        assertTrue(r.err.contains("--rows must be at least 1"), r.err);
    }

    @Test
    void maintenanceOnMissingWarehouseOrTableFails() {
        Golden.Run r = Golden.run(FAKE, "--warehouse", tmp.resolve("nowhere").toString(), "inspect", "default.t");
        assertEquals(1, r.exit);
        assertTrue(r.err.contains("ERROR: warehouse") && r.err.contains("does not exist"), r.err);
        r = Golden.run(FAKE, "--warehouse", tmp.toString(), "compact", "default.t");
        assertEquals(1, r.exit);
        assertTrue(r.err.contains("ERROR: table 'default.t' does not exist"), r.err);
    }
}
