package dev.varve.cli.sql;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Batch OVER with DOUBLE partition and order keys as Flink 2.0 computes it (probes flink-oracle/probes/ag44
 * ag44_nz_2, ag43_nz_3 b6; the expected rows are Flink's): the rows are sorted by partition then order keys
 * (Double.compare: -0.0 below 0.0, NaN last, over the leading keys of the first key's direction; < / > after), a
 * partition starts where two neighbours' keys differ by < / > (so -0.0 and 0.0 are one partition, and a NaN joins the
 * one before it), RANK's peers compare with == (NaN equals nothing), a RANGE frame's with < / >.
 */
class WindowDoubleKeysTest {
    @Test
    void doublePartitionAndOrderKeysAsFlinksBatchSort(@TempDir Path dir) {
        try (SessionRunner s = new SessionRunner(dir)) {
            s.run("CREATE TABLE s (k INT, z DOUBLE, PRIMARY KEY (k) NOT ENFORCED)");
            s.run("INSERT INTO s VALUES (1, CAST(0.0 AS DOUBLE))");
            s.run("CREATE TABLE a (k INT, g INT, d DOUBLE, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1')");
            s.run("INSERT INTO a SELECT 1, 1, z FROM s UNION ALL SELECT 2, 1, -z FROM s UNION ALL SELECT 3, 2, -z FROM s"
                    + " UNION ALL SELECT 4, 2, z FROM s UNION ALL SELECT 5, 2, z FROM s UNION ALL SELECT 6, 3, z / z FROM s"
                    + " UNION ALL SELECT 7, 3, 2.0E0 FROM s UNION ALL SELECT 8, 4, 2.0E0 FROM s UNION ALL SELECT 9, 4, z / z FROM s"
                    + " UNION ALL SELECT 10, 1, 1.0E0 FROM s");
            assertEquals("[[1, 3], [10, 1], [2, 1], [3, 2], [4, 4], [5, 5], [6, 3], [7, 1], [8, 2], [9, 4]]",
                    sorted(s.run("SELECT k, ROW_NUMBER() OVER (PARTITION BY d ORDER BY k) AS rn FROM a")));
            assertEquals("[[1, 1], [10, 6], [2, 1], [3, 1], [4, 1], [5, 1], [6, 9], [7, 7], [8, 7], [9, 10]]",
                    sorted(s.run("SELECT k, RANK() OVER (ORDER BY d) AS r FROM a")));
            assertEquals("[[1, 15], [10, 25], [2, 15], [3, 15], [4, 15], [5, 15], [6, 55], [7, 55], [8, 55], [9, 55]]",
                    sorted(s.run("SELECT k, SUM(k) OVER (ORDER BY d) AS s FROM a")));
            assertEquals("[[1, 2], [10, 1], [2, 3], [3, 1], [4, 2], [5, 3], [6, 1], [7, 2], [8, 1], [9, 2]]",
                    sorted(s.run("SELECT k, ROW_NUMBER() OVER (PARTITION BY g ORDER BY d DESC, k) AS rn FROM a")));
        }
    }

    private static String sorted(String out) {
        String[] a = out.lines().filter(l -> !l.isBlank()).map(l -> l.substring(2)).toArray(String[]::new);
        Arrays.sort(a);
        return Arrays.toString(a);
    }
}
