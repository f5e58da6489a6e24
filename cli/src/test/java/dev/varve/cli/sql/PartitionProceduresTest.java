package dev.varve.cli.sql;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Procedures over partitions as Paimon 1.4.2 runs them (REPORT sweep 38 pm38). {@code CALL sys.compact} over several partitions ({@code partitions => 'dt=a;dt=b'} or {@code where}) is one job
 * with one commit in Paimon 1.4.2: one COMPACT snapshot, whatever the number of partitions it compacts (REPORT
 * sweep 38 pm38, fzme_1610; golden {@code sweep38_pm_compact_partitions_one_commit}); {@code CALL sys.rescale} of a
 * partition without data files is refused (fzme_1615; golden {@code sweep38_pm_rescale_empty_partition}).
 */
class PartitionProceduresTest {
    @TempDir
    Path tmp;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    private Session session() {
        return new Session(tmp.resolve("wh").toString(), CatalogOpener.kernel(),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    }

    private List<String> rows(Session s, String sql) {
        out.reset();
        s.execute(sql);
        return Arrays.stream(out.toString(StandardCharsets.UTF_8).split("\n"))
                .filter(l -> l.startsWith("+I[")).collect(Collectors.toList());
    }

    /** Three partitions of two files each, snapshots 1 and 2. */
    private static void threePartitions(Session s, String withOptions) {
        s.execute("CREATE TABLE t (dt STRING, k INT, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt)"
                + " WITH (" + withOptions + ")");
        s.execute("INSERT INTO t VALUES ('a', 1, 'x'), ('b', 1, 'x'), ('c', 1, 'x')");
        s.execute("INSERT INTO t VALUES ('a', 2, 'y'), ('b', 2, 'y'), ('c', 2, 'y')");
    }

    @Test
    void aWhereOverSeveralPartitionsCommitsOnce() {
        try (Session s = session()) {
            threePartitions(s, "'bucket' = '1'");
            assertEquals(List.of("+I[Success]"), rows(s, "CALL sys.compact(`table` => 'default.t', `where` => 'dt < ''c''')"));
            assertEquals(List.of("+I[1, APPEND]", "+I[2, APPEND]", "+I[3, COMPACT]"),
                    rows(s, "SELECT snapshot_id, commit_kind FROM t$snapshots"));
            assertEquals(List.of("+I[{a}, 5, 2]", "+I[{b}, 5, 2]", "+I[{c}, 0, 1]", "+I[{c}, 0, 1]"),
                    rows(s, "SELECT `partition`, level, record_count FROM t$files ORDER BY `partition`, level"));
        }
    }

    @Test
    void aPartitionsListCommitsOnce() {
        try (Session s = session()) {
            threePartitions(s, "'bucket' = '1', 'changelog-producer' = 'input'");
            s.execute("CALL sys.compact(`table` => 'default.t', partitions => 'dt=a;dt=c', compact_strategy => 'full')");
            assertEquals(List.of("+I[1, APPEND]", "+I[2, APPEND]", "+I[3, COMPACT]"),
                    rows(s, "SELECT snapshot_id, commit_kind FROM t$snapshots"));
            s.execute("CALL sys.compact(`table` => 'default.t', `where` => 'dt = ''z''')");
            s.execute("CALL sys.compact(`table` => 'default.t', partitions => 'dt=b')");
            assertEquals(List.of("+I[1, APPEND]", "+I[2, APPEND]", "+I[3, COMPACT]", "+I[4, COMPACT]"),
                    rows(s, "SELECT snapshot_id, commit_kind FROM t$snapshots"));
        }
    }

    @Test
    void aRescaleOfAPartitionWithoutDataFilesIsRefused() {
        try (Session s = session()) {
            threePartitions(s, "'bucket' = '1'");
            s.execute("TRUNCATE TABLE t");
            s.execute("INSERT INTO t VALUES ('b', 3, 'z')");
            SqlError e = assertThrows(SqlError.class,
                    () -> s.execute("CALL sys.rescale(`table` => 'default.t', bucket_num => 2, `partition` => 'dt=a')"));
            assertEquals("sys.rescale: The specified partition does not have any data files. No need to rescale.", e.getMessage());
            assertEquals(List.of("+I[1, APPEND]", "+I[2, APPEND]", "+I[3, OVERWRITE]", "+I[4, APPEND]"),
                    rows(s, "SELECT snapshot_id, commit_kind FROM t$snapshots"));
            assertEquals(List.of("+I[Success]"),
                    rows(s, "CALL sys.rescale(`table` => 'default.t', bucket_num => 1, `partition` => 'dt=b')"));
        }
    }
}
