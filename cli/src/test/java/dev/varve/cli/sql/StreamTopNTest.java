package dev.varve.cli.sql;

import dev.varve.row.DataType;
import dev.varve.row.RowKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The streaming Top-N operator (Flink's Rank with ROW_NUMBER) and its query shape in a streaming session. */
class StreamTopNTest {
    @TempDir
    Path dir;

    // ---- the operator: rows (g STRING, v INT), PARTITION BY g ORDER BY v DESC, output (g, v, rn) ----

    private static StreamTopN topN(long start, long end, boolean rankOutput, boolean appendOnly) {
        Windows.Spec spec = new Windows.Spec();
        spec.partition.add(Expr.column(DataType.string(), "g", 0));
        spec.order.add(Expr.column(DataType.intType(), "v", 1));
        spec.directions.add(new boolean[] {true, false});
        List<Expr> projection = Arrays.asList(Expr.column(DataType.string(), "g", 0), Expr.column(DataType.intType(), "v", 1), null);
        return new StreamTopN(spec, start, end, rankOutput, appendOnly, projection, 2, null);
    }

    private static List<String> feed(StreamTopN op, Object... changes) {
        List<String> got = new ArrayList<>();
        for (int i = 0; i < changes.length; i += 3) {
            op.accept((RowKind) changes[i], new Object[] {changes[i + 1], changes[i + 2]},
                    (k, row) -> got.add(k.shortString() + Arrays.toString(row)));
        }
        return got;
    }

    @Test
    void appendOnlyTop1UpdatesItsRow() {
        assertEquals(List.of("+I[a, 10, 1]", "-U[a, 10, 1]", "+U[a, 20, 1]", "+I[b, 1, 1]"),
                feed(topN(1, 1, false, true), RowKind.INSERT, "a", 10, RowKind.INSERT, "a", 20, RowKind.INSERT, "a", 5,
                        RowKind.INSERT, "a", 20, RowKind.INSERT, "b", 1));
    }

    @Test
    void withoutTheRankTheLeavingRowIsDeletedBeforeTheEnteringOneIsInserted() {
        // append-only top 2 and a retracting top 2 emit the same for inserts
        for (boolean append : new boolean[] {true, false}) {
            assertEquals(List.of("+I[a, 10, 1]", "+I[a, 5, 1]", "-D[a, 5, 1]", "+I[a, 20, 1]"),
                    feed(topN(1, 2, false, append), RowKind.INSERT, "a", 10, RowKind.INSERT, "a", 5, RowKind.INSERT, "a", 20,
                            RowKind.INSERT, "a", 1));
        }
        // a retraction in the top lets the next row (kept by the retracting variant) in
        assertEquals(List.of("+I[a, 10, 1]", "+I[a, 5, 1]", "-D[a, 10, 1]", "+I[a, 1, 1]"),
                feed(topN(1, 2, false, false), RowKind.INSERT, "a", 10, RowKind.INSERT, "a", 5, RowKind.INSERT, "a", 1,
                        RowKind.UPDATE_BEFORE, "a", 10));
    }

    @Test
    void withTheRankEveryShiftedPositionIsAnUpdate() {
        assertEquals(List.of("+I[a, 10, 1]", "+I[a, 5, 2]",
                        "-U[a, 10, 1]", "+U[a, 20, 1]", "-U[a, 5, 2]", "+U[a, 10, 2]",
                        "-U[a, 20, 1]", "+U[a, 10, 1]", "-D[a, 10, 2]"),
                feed(topN(1, 2, true, false), RowKind.INSERT, "a", 10, RowKind.INSERT, "a", 5, RowKind.INSERT, "a", 20,
                        RowKind.DELETE, "a", 5, RowKind.DELETE, "a", 20));
    }

    @Test
    void aRangeNotStartingAtOneShiftsLikeARankedOutput() {
        // ranks 2..3 without the rank column (Flink: hasOffset)
        assertEquals(List.of("+I[a, 5, 2]", "-U[a, 5, 2]", "+U[a, 10, 2]", "+I[a, 5, 3]"),
                feed(topN(2, 3, false, true), RowKind.INSERT, "a", 10, RowKind.INSERT, "a", 5, RowKind.INSERT, "a", 20));
    }

    @Test
    void peersKeepTheirArrivalOrderAndUnknownRetractionsAreIgnored() {
        assertEquals(List.of("+I[a, 7, 1]", "+I[a, 7, 2]"),
                feed(topN(1, 2, true, false), RowKind.INSERT, "a", 7, RowKind.INSERT, "a", 7, RowKind.INSERT, "a", 7,
                        RowKind.DELETE, "a", 99, RowKind.DELETE, "b", 7));
        // the constant rank of a one-number range
        assertEquals(List.of("+I[a, 1, 3]"), feed(topN(3, 3, false, true), RowKind.INSERT, "a", 3, RowKind.INSERT, "a", 2,
                RowKind.INSERT, "a", 1));
    }

    // ---- the query shape through a streaming session ----

    @Test
    void aStreamingSelectDeduplicatesByRowNumber() {
        try (SessionRunner s = new SessionRunner(dir)) {
            s.run("CREATE TABLE t (id STRING, v INT, ts INT)");
            s.run("INSERT INTO t VALUES ('e1', 1, 1), ('e2', 2, 1)");
            s.run("INSERT INTO t VALUES ('e1', 3, 2)");
            s.run("SET 'execution.runtime-mode' = 'streaming'");
            String from = " FROM (SELECT id, v, ROW_NUMBER() OVER (PARTITION BY id ORDER BY ts DESC) AS rn FROM t"
                    + " /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) x";
            assertEquals("+I[e1, 1]\n+I[e2, 2]\n-U[e1, 1]\n+U[e1, 3]\n", s.run("SELECT id, v" + from + " WHERE rn = 1"));
            assertEquals("+I[e1, 10]\n-U[e1, 10]\n+U[e1, 30]\n", s.run("SELECT id, v * 10" + from + " WHERE x.rn <= 1 AND id = 'e1'"));
            assertEquals("+I[e1, 1, 1]\n+I[e2, 2, 1]\n-U[e1, 1, 1]\n+U[e1, 3, 1]\n+I[e1, 1, 2]\n", s.run("SELECT *" + from + " WHERE 3 > rn"));
        }
    }

    @Test
    void aGroupByAggregatesTheTopNChangelogAndCountStarDoesNotSelectTheRank() {
        try (SessionRunner s = new SessionRunner(dir)) {
            s.run("CREATE TABLE t (id STRING, u INT, v INT, ts INT)");
            s.run("INSERT INTO t VALUES ('e1', 1, 10, 1), ('e2', 1, 5, 1)");
            s.run("INSERT INTO t VALUES ('e1', 1, 12, 2)");
            s.run("SET 'execution.runtime-mode' = 'streaming'");
            // the top-1 of e1 changes: -U/+U into the aggregate (with rn selected it would be a -U/+U of rank 1 too)
            assertEquals("+I[1, 10, 1]\n-U[1, 10, 1]\n+U[1, 15, 2]\n-U[1, 15, 2]\n+U[1, 5, 1]\n-U[1, 5, 1]\n+U[1, 17, 2]\n",
                    s.run("SELECT u, SUM(v), COUNT(*) FROM (SELECT u, v, ROW_NUMBER() OVER (PARTITION BY id ORDER BY ts DESC) AS rn"
                            + " FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn = 1 GROUP BY u"));
        }
    }

    @Test
    void otherOverShapesAreRefusedNamingTheProblem() {
        String[][] cases = {
                {"SELECT * FROM (SELECT id, RANK() OVER (PARTITION BY id ORDER BY ts) AS r FROM t) WHERE r = 1",
                        "RANK() is not supported in streaming mode"},
                {"SELECT * FROM (SELECT id, ROW_NUMBER() OVER (PARTITION BY id ORDER BY ts) AS r FROM t) WHERE r > 1",
                        "needs an upper bound on r"},
                {"SELECT * FROM (SELECT id, ROW_NUMBER() OVER (PARTITION BY id ORDER BY ts) AS r FROM t)",
                        "needs an upper bound on r"},
                {"SELECT * FROM (SELECT id, ROW_NUMBER() OVER (PARTITION BY id) AS r FROM t) WHERE r = 1",
                        "needs an ORDER BY"},
                {"SELECT * FROM (SELECT id, SUM(v) OVER (PARTITION BY id ORDER BY ts) AS s FROM t) WHERE s < 3",
                        "time attribute"},
                {"SELECT id, ROW_NUMBER() OVER (ORDER BY ts) FROM t",
                        "only as a Top-N"},
                {"SELECT * FROM (SELECT id, 1 + ROW_NUMBER() OVER (ORDER BY ts) AS r FROM t) WHERE r = 1",
                        "inside an expression"},
                {"SELECT DISTINCT id FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY ts) AS r FROM t) WHERE r = 1",
                        "takes no DISTINCT"},
                {"SELECT * FROM (SELECT id, COUNT(*) AS c, ROW_NUMBER() OVER (ORDER BY id) AS r FROM t GROUP BY id) WHERE r = 1",
                        "takes no GROUP BY"},
                {"SELECT * FROM (SELECT id FROM t UNION SELECT id FROM t) x",
                        "streaming mode reads one table"},
                {"SELECT * FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY ts) AS r FROM t) WHERE r <= 2 AND (r = 1 OR id = 'x')",
                        "reads r beyond its bounds"},
                {"SELECT * FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY ts) AS r FROM t) WHERE r <= 2 LIMIT 1",
                        "LIMIT on a streaming Top-N is not supported"}};
        try (SessionRunner s = new SessionRunner(dir)) {
            s.run("CREATE TABLE t (id STRING, v INT, ts INT)");
            s.run("SET 'execution.runtime-mode' = 'streaming'");
            for (String[] c : cases) {
                String message = assertThrows(SqlError.class, () -> s.run(c[0])).getMessage();
                assertTrue(message.contains(c[1]), c[0] + ": " + message);
            }
        }
    }
}
