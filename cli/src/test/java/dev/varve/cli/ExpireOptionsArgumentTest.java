package dev.varve.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The options argument of CALL sys.expire_snapshots (Paimon 1.4.2: the table's options overridden for the call). */
class ExpireOptionsArgumentTest {
    @TempDir
    Path tmp;

    private Golden.Run sql(String stmts) {
        return Golden.kernelSql(tmp, stmts);
    }

    @Test
    void optionsOverrideTheTablesRetentionForTheCallOnly() {
        Golden.Run w = sql("CREATE TABLE t (k INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('snapshot.num-retained.min' = '1'); "
                + "INSERT INTO t VALUES (1); INSERT INTO t VALUES (2); INSERT INTO t VALUES (3)");
        assertEquals(0, w.exit, w.err);
        Golden.Run r = sql("CALL sys.expire_snapshots(`table` => 'default.t', options => 'snapshot.num-retained.max=2'); "
                + "SELECT snapshot_id FROM t$snapshots; SELECT * FROM t$options");
        assertEquals(0, r.exit, r.err);
        assertTrue(r.out.startsWith("+I[1]\n+I[2]\n+I[3]\n"), r.out);
        assertTrue(!r.out.contains("snapshot.num-retained.max"), "the table's options are unchanged: " + r.out);
    }

    @Test
    void aMalformedOptionsArgumentIsAnError() {
        Golden.Run r = sql("CREATE TABLE t (k INT, PRIMARY KEY (k) NOT ENFORCED); INSERT INTO t VALUES (1); "
                + "CALL sys.expire_snapshots(`table` => 'default.t', options => 'snapshot.num-retained.max')");
        assertEquals(1, r.exit);
        assertTrue(r.err.contains("is not of the form key=value"), r.err);
    }
}
