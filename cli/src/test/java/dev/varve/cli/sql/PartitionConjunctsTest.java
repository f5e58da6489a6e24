package dev.varve.cli.sql;

import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.RowType;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlSelect;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The WHERE conjuncts a batch read's source consumes as Paimon 1.4.2's Flink source does (partition
 * columns only, convertible to a Paimon predicate), and what that changes for a cross-partition
 * row whose partition column the merge on read nulled (flink-oracle probe mix28/mx28_xpart_where_batch).
 */
class PartitionConjunctsTest {
    private static final RowType TYPE = new RowType(List.of(
            new DataField(0, "k", DataType.intType().notNull()),
            new DataField(1, "dt", DataType.string()),
            new DataField(2, "hr", DataType.intType()),
            new DataField(3, "v", DataType.string())));

    private static List<String> consumed(String where) {
        SqlSelect sel = (SqlSelect) FlinkParser.parse("SELECT * FROM x WHERE " + where);
        return PartitionConjuncts.consumed(sel.getWhere(), TYPE, List.of("dt", "hr")).stream()
                .map(n -> n.toString().replace("`", "")).collect(Collectors.toList());
    }

    @Test
    void consumesConvertibleConjunctsOnPartitionColumnsOnly() {
        assertEquals(List.of("dt = 'p1'", "hr > 1"), consumed("dt = 'p1' AND k > 4 AND hr > 1"));
        assertEquals(List.of("dt = 'p1' OR hr = 2"), consumed("(dt = 'p1' OR hr = 2) AND (dt = 'p1' OR k = 6)"));
        assertEquals(List.of("dt IN ('p1', 'p3')", "hr BETWEEN ASYMMETRIC 1 AND 2"),
                consumed("dt IN ('p1', 'p3') AND hr BETWEEN 1 AND 2"));
        assertEquals(List.of("dt IS NULL", "hr IS NOT NULL", "-1 < hr"), consumed("dt IS NULL AND hr IS NOT NULL AND -1 < hr"));
        assertEquals(List.of("dt LIKE 'p%'"), consumed("dt LIKE 'p%' AND dt LIKE '%1' AND dt LIKE 'p_'"));
        // functions, NOT, column against column, subqueries, other columns: left to the WHERE
        assertEquals(List.of(), consumed("UPPER(dt) = 'P1' AND NOT (dt = 'p1') AND dt = v AND hr = hr + 1"));
        assertEquals(List.of(), consumed("dt IN (SELECT v FROM y) AND v = 'a' AND k = 1"));
        assertEquals(List.of("x.dt <> 'p2'"), consumed("x.dt <> 'p2'"));
    }

    @Test
    void residualKeepsTheOtherConjunctsInOrder() {
        SqlNode where = ((SqlSelect) FlinkParser.parse("SELECT * FROM x WHERE k > 1 AND dt = 'p1' AND v = 'a'")).getWhere();
        List<SqlNode> c = PartitionConjuncts.consumed(where, TYPE, List.of("dt"));
        assertEquals("k > 1 AND v = 'a'",
                PartitionConjuncts.residual(where, PartitionConjuncts.identitySet(c)).toString().replace("`", ""));
        assertEquals(null, PartitionConjuncts.residual(c.get(0), PartitionConjuncts.identitySet(c)));
    }

    @Test
    void onlyCrossPartitionTablesHaveRowsOutsideTheirPartition() {
        assertTrue(PartitionConjuncts.rowsMayLeaveTheirPartition(List.of("k"), List.of("dt")));
        assertFalse(PartitionConjuncts.rowsMayLeaveTheirPartition(List.of("k", "dt"), List.of("dt")));
        assertFalse(PartitionConjuncts.rowsMayLeaveTheirPartition(List.of(), List.of("dt")));
        assertFalse(PartitionConjuncts.rowsMayLeaveTheirPartition(List.of("k"), List.of()));
    }

    @Test
    void aMergedRowWithItsPartitionColumnNulledIsKeptByItsPartition(@TempDir Path dir) {
        try (SessionRunner s = new SessionRunner(dir)) {
            s.run("CREATE TABLE t (k INT, dt STRING, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (dt)"
                    + " WITH ('bucket' = '-1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum',"
                    + " 'changelog-producer' = 'input')");
            s.run("INSERT INTO t VALUES (5, 'p1', 'e', 49), (6, 'p2', 'f', 1), (7, 'p1', 'g', 3)");
            // the -U retracts dt's default last_non_null_value too: merged on read, key 5's dt is null
            s.run("INSERT INTO t VALUES -U(5, 'p1', 'e', 60)");
            assertEquals(sorted("+I[5, null, null, -11]", "+I[6, p2, f, 1]", "+I[7, p1, g, 3]"), sorted(s.run("SELECT * FROM t")));
            // batch: the source consumes the partition filter; Flink prints the filter's constant for dt
            assertEquals(sorted("+I[5, p1, null, -11]", "+I[7, p1, g, 3]"), sorted(s.run("SELECT * FROM t WHERE dt = 'p1'")));
            assertEquals(sorted("+I[5, null]", "+I[7, p1]"), sorted(s.run("SELECT k, dt FROM t WHERE dt <> 'p2'")));
            assertEquals(sorted("+I[5, p1]"), sorted(s.run("SELECT k, dt FROM t AS x WHERE x.dt = 'p1' AND k < 6")));
            assertEquals(sorted("+I[p1, 2]"), sorted(s.run("SELECT dt, COUNT(*) AS c FROM t WHERE dt = 'p1' GROUP BY dt")));
            // a function of the column is not converted: the WHERE filters the row's own value
            assertEquals(sorted("+I[7, p1]"), sorted(s.run("SELECT k, dt FROM t WHERE UPPER(dt) = 'P1'")));
            // streaming: an unbounded source consumes no filter
            s.run("SET 'execution.runtime-mode' = 'streaming'");
            assertEquals(sorted("+I[7, p1, g, 3]"), sorted(s.run("SELECT * FROM t WHERE dt = 'p1'")));
        }
    }

    private static List<String> sorted(String printed) {
        return printed.lines().filter(l -> !l.isBlank()).sorted().collect(Collectors.toList());
    }

    private static List<String> sorted(String... rows) {
        return java.util.Arrays.stream(rows).sorted().collect(Collectors.toList());
    }
}
