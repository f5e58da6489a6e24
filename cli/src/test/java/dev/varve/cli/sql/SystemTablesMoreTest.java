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
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The system tables of sweep 16 ({@code $ro}, {@code $binlog}, {@code $aggregation_fields}, {@code $branches},
 * {@code $statistics}, {@code sys.*}) and the refused ones; the values are those Flink 2.0 + Paimon 1.4.2
 * printed (goldens {@code sweep16_sys_*}).
 */
class SystemTablesMoreTest {
    @TempDir
    Path tmp;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    private Session session() {
        return new Session(tmp.resolve("wh").toString(), CatalogOpener.kernel(),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    }

    /** The rows {@code sql} prints, in order. */
    private List<String> rows(Session s, String sql) {
        out.reset();
        s.execute(sql);
        return Arrays.stream(out.toString(StandardCharsets.UTF_8).split("\n"))
                .filter(l -> l.startsWith("+I[") || l.startsWith("-D[")).collect(Collectors.toList());
    }

    @Test
    void readOptimizedShowsWhatFullCompactionProduced() {
        try (Session s = session()) {
            s.execute("CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1')");
            s.execute("INSERT INTO t VALUES (1, 'a'), (2, 'b')");
            assertEquals(List.of(), rows(s, "SELECT * FROM t$ro"));
            s.execute("CALL sys.compact('default.t')");
            s.execute("INSERT INTO t VALUES (3, 'c')");
            assertEquals(List.of("+I[1, a]", "+I[2, b]"), rows(s, "SELECT * FROM t$ro ORDER BY k"));
            assertEquals(List.of("+I[b]"), rows(s, "SELECT t$ro.v FROM t$ro WHERE k > 1"));
            assertEquals(List.of(), rows(s, "SELECT * FROM t$ro /*+ OPTIONS('scan.snapshot-id' = '1') */"));
            s.execute("SET 'execution.runtime-mode' = 'streaming'");
            SqlError e = assertThrows(SqlError.class, () -> s.execute("SELECT * FROM t$ro"));
            assertTrue(e.getMessage().contains("t$ro"), e.getMessage());
        }
    }

    @Test
    void binlogWrapsEachColumnInAnArray() {
        try (Session s = session()) {
            s.execute("CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1')");
            s.execute("INSERT INTO t VALUES (1, 'a'), (2, 'b')");
            s.execute("DELETE FROM t WHERE k = 2");
            assertEquals(List.of("+I[+I, [1], [a]]", "+I[-D, [2], [b]]"), rows(s, "SELECT * FROM t$binlog"));
            assertEquals(List.of("+I[k, ARRAY<INT>, true, null, null, null]"),
                    rows(s, "DESCRIBE t$binlog").subList(1, 2));
        }
    }

    @Test
    void streamingBinlogPacksAnUpdateIntoOneRow() {
        try (Session s = session()) {
            s.execute("CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', "
                    + "'changelog-producer' = 'input')");
            s.execute("INSERT INTO t VALUES (1, 'a'), (2, 'b')");
            s.execute("INSERT INTO t VALUES -U(1, 'a'), +U(1, 'c'), -D(2, 'b'), -U(2, 'x')");
            s.execute("SET 'execution.runtime-mode' = 'streaming'");
            assertEquals(List.of("+I[+I, [1], [a]]", "+I[+I, [2], [b]]", "+I[+U, [1, 1], [a, c]]", "+I[-D, [2], [b]]"),
                    rows(s, "SELECT * FROM t$binlog /*+ OPTIONS('scan.snapshot-id' = '1') */"),
                    "a -U without its +U (end of the stream) waits");
            assertEquals(List.of("+I[+U, [a, c]]"),
                    rows(s, "SELECT rowkind, v FROM t$binlog /*+ OPTIONS('scan.snapshot-id' = '1') */ WHERE rowkind = '+U'"));
        }
    }

    @Test
    void aggregationFieldsListEachColumnsFieldOptions() {
        try (Session s = session()) {
            s.execute("CREATE TABLE t (k INT, s BIGINT COMMENT 'the sum', v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH "
                    + "('merge-engine' = 'aggregation', 'fields.s.aggregate-function' = 'sum', "
                    + "'fields.default-aggregate-function' = 'max')");
            assertEquals(List.of("+I[k, INT NOT NULL, [], [], null]", "+I[s, BIGINT, [sum], [fields.s.aggregate-function], the sum]",
                    "+I[v, STRING, [], [], null]"), rows(s, "SELECT * FROM t$aggregation_fields"));
        }
    }

    @Test
    void emptyAndRefusedSystemTables() {
        try (Session s = session()) {
            s.execute("CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1')");
            s.execute("INSERT INTO t VALUES (1, 'a')");
            assertEquals(List.of(), rows(s, "SELECT * FROM t$branches"));
            assertEquals(List.of(), rows(s, "SELECT * FROM t$statistics"));
            for (String refused : List.of("row_tracking")) {
                SqlError e = assertThrows(SqlError.class, () -> s.execute("SELECT * FROM t$" + refused));
                assertTrue(e.getMessage().contains("t$" + refused + "' is not supported"), e.getMessage());
            }
            SqlError e = assertThrows(SqlError.class, () -> s.execute("SELECT * FROM t$binlgo"));
            assertTrue(e.getMessage().contains("did you mean '$binlog'"), e.getMessage());
        }
    }

    @Test
    void tableIndexesListTheHashIndexOfDynamicBucketTables() {
        try (Session s = session()) {
            s.execute("CREATE TABLE t (k INT, dt STRING, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt)");
            s.execute("INSERT INTO t VALUES (1, 'x'), (2, 'x'), (3, 'y')");
            assertEquals(List.of("+I[{x}, 0, HASH, 2, null]", "+I[{y}, 0, HASH, 1, null]"),
                    rows(s, "SELECT `partition`, bucket, index_type, row_count, dv_ranges FROM t$table_indexes ORDER BY `partition`"));
            s.execute("CREATE TABLE c (k INT, dt STRING, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (dt)");
            s.execute("INSERT INTO c VALUES (1, 'x')");
            assertEquals(List.of(), rows(s, "SELECT * FROM c$table_indexes"), "no cross-partition key index (Paimon has none)");
        }
    }

    /**
     * A deletion-vector table lists its DELETION_VECTORS index once a row was marked (probe dv28_table_indexes): the
     * upsert of key 2 marks its row in the level-5 file; the range names that file. Refused before sweep 35.
     */
    @Test
    void tableIndexesListTheDeletionVectorIndex() {
        try (Session s = session()) {
            s.execute("CREATE TABLE d (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'deletion-vectors.enabled' = 'true')");
            s.execute("INSERT INTO d VALUES (1, 'a'), (2, 'b'), (3, 'c')");
            assertEquals(List.of(), rows(s, "SELECT * FROM d$table_indexes"));
            List<String> files = rows(s, "SELECT file_path FROM d$files");
            s.execute("INSERT INTO d VALUES (2, 'bb')");
            String bottom = files.get(0).substring(files.get(0).lastIndexOf('/') + 1, files.get(0).length() - 1);
            assertEquals(List.of("+I[{}, 0, DELETION_VECTORS, 1, 1, " + bottom + ", 1]"),
                    rows(s, "SELECT `partition`, bucket, index_type, row_count, CARDINALITY(dv_ranges), dv_ranges[1].f0, "
                            + "dv_ranges[1].`_CARDINALITY` FROM d$table_indexes"));
            assertEquals(List.of("+I[true, 12, " + (4 + bottom.length() + 8) + "]"), rows(s, "SELECT file_name LIKE 'index-dv-%', dv_ranges[1].f1, "
                    + "dv_ranges[1].f2 FROM d$table_indexes"));
        }
    }

    @Test
    void catalogWideSystemTables() {
        try (Session s = session()) {
            s.execute("CREATE TABLE t (k INT, dt STRING, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1')");
            s.execute("CREATE TABLE a (k INT)");
            s.execute("INSERT INTO t VALUES (1, 'x'), (2, 'y'), (3, 'y')");
            assertEquals(List.of("+I[default, a, table, false, false, null, null, null, null, null, null, null, null, null]",
                    "+I[default, t, table, true, true, null, null, null, null, null, null, null, null, null]"),
                    rows(s, "SELECT * FROM sys.`tables` ORDER BY table_name"));
            assertEquals(List.of("+I[t, dt=x, 1, 1, false]", "+I[t, dt=y, 2, 1, false]"),
                    rows(s, "SELECT table_name, partition_name, record_count, file_count, done FROM sys.partitions"));
            assertEquals(List.of("+I[a, path]", "+I[t, bucket]", "+I[t, path]"),
                    rows(s, "SELECT table_name, `key` FROM sys.all_table_options ORDER BY table_name, `key`"));
            assertEquals(List.of("+I[warehouse, " + tmp.resolve("wh") + "]"), rows(s, "SELECT * FROM sys.catalog_options"));
            SqlError e = assertThrows(SqlError.class, () -> s.execute("SELECT * FROM sys.all_table_option"));
            assertTrue(e.getMessage().contains("did you mean 'sys.all_table_options'"), e.getMessage());
        }
    }

    /**
     * {@code CALL sys.compact} on dynamic-bucket tables: Paimon 1.4.2's procedure refuses a cross-partition upsert
     * table ("Unsupported bucket mode: KEY_DYNAMIC"; fuzz17 fzdb_0002, checked on Flink 2.0 + Paimon 1.4.2) and
     * compacts the others.
     */
    @Test
    void crossPartitionUpsertTablesAreRefusedOthersCompacted() {
        try (Session s = session()) {
            s.execute("CREATE TABLE x (p STRING, k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (p)");
            s.execute("CREATE TABLE d (p STRING, k INT, v STRING, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p)"
                    + " WITH ('bucket' = '-1')");
            s.execute("CREATE TABLE u (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '-1')");
            for (String t : new String[] {"x", "d", "u"}) {
                s.execute("INSERT INTO " + t + (t.equals("u") ? " VALUES (1, 'a')" : " VALUES ('p1', 1, 'a')"));
            }
            SqlError e = assertThrows(SqlError.class, () -> s.execute("CALL sys.compact(`table` => 'default.x')"));
            assertTrue(e.getMessage().contains("cross-partition upsert"), e.getMessage());
            out.reset();
            s.execute("CALL sys.compact(`table` => 'default.d')");
            s.execute("CALL sys.compact('default.u')");
            String printed = out.toString(StandardCharsets.UTF_8);
            assertTrue(printed.split("\\+I\\[Success]", -1).length == 3, printed);
        }
    }
}
