package dev.varve.cli.sql;

import dev.varve.row.RowKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Flink 2.0's ChangelogNormalize over an upsert source ({@code QueryRunner.Normalizer}): a row equal to the key's stored
 * row on the compared columns is dropped when it comes as +I, and is still an update (-U old, +U new) when it comes as
 * +U, because Flink 2.0's equaliser also compares the row kinds and the stored row is always +I (FLINK-38217, fixed
 * after 2.0). The expected outputs are Flink's, from the probes {@code fz45p_norm_nowhere} and
 * {@code fz45p_norm_where_g} (REPORT sweep 45 fz45) and fuzz fzjn_1904.
 */
class ChangelogNormalizeTest {
    private static final RowKind I = RowKind.INSERT;
    private static final RowKind UA = RowKind.UPDATE_AFTER;
    private static final RowKind D = RowKind.DELETE;

    /** Feeds changes given as kind, k, g, s through a normalizer keyed by k comparing k and g. */
    private static List<String> feed(Object... changes) {
        QueryRunner.Normalizer n = new QueryRunner.Normalizer(new int[] {0}, new int[] {0, 1});
        List<String> got = new ArrayList<>();
        for (int i = 0; i < changes.length; i += 4) {
            n.apply((RowKind) changes[i], new Object[] {changes[i + 1], changes[i + 2], changes[i + 3]}, (k, row) -> {
                got.add(k.shortString() + Arrays.toString(row));
                return 1;
            });
        }
        return got;
    }

    @Test
    void anUnchangedInsertIsDroppedAndAnUnchangedUpdateAfterIsAnUpdate() {
        assertEquals(List.of("+I[5, 1, b1]", "-U[5, 1, b1]", "+U[5, 1, u9]"),
                feed(I, 5, 1, "b1", UA, 5, 1, "u9", I, 5, 1, "b7"));
        // a changed compared column is an update whatever the kind; a first row is +I also when it comes as +U
        assertEquals(List.of("+I[5, 1, b1]", "-U[5, 1, b1]", "+U[5, 2, b7]", "-D[5, 2, b7]", "+I[5, 2, x]"),
                feed(UA, 5, 1, "b1", I, 5, 2, "b7", D, 5, 2, "b7", UA, 5, 2, "x"));
    }

    @Test
    void anUpdateStatementKeepingTheReadColumnsStillUpdatesTheGroup(@TempDir Path dir) {
        try (SessionRunner s = new SessionRunner(dir)) {
            s.run("CREATE TABLE b (k INT NOT NULL, g INT, s STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1')");
            s.run("INSERT INTO b VALUES (3, 2, 'b2'), (5, 1, 'b1')");
            s.run("UPDATE b SET s = 'u9', g = 1 WHERE k = 5"); // written as +U: Flink's normalize emits it
            s.run("INSERT INTO b VALUES (5, 1, 'b7')"); // +I equal on (k, g): dropped
            s.run("INSERT INTO b VALUES (6, 1, 'b8')");
            s.run("SET 'execution.runtime-mode' = 'streaming'");
            String hint = " /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */";
            assertEquals("+I[1, 1]\n-D[1, 1]\n+I[1, 1]\n-U[1, 1]\n+U[1, 2]\n",
                    s.run("SELECT g, COUNT(*) AS c FROM b" + hint + " WHERE g <> 2 GROUP BY g"));
            assertEquals("+I[3, 2]\n+I[5, 1]\n-U[5, 1]\n+U[5, 1]\n+I[6, 1]\n", s.run("SELECT k, g FROM b" + hint));
        }
    }
}
