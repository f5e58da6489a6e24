package dev.varve.cli.sql;

import dev.varve.row.DataType;
import dev.varve.row.RowKind;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The streaming GroupAggregate ({@code QueryRunner.StreamAggregation}) as Flink 2.0's GroupAggFunction computes it:
 * retractions are applied to the accumulators and the group's record counter without matching a stored row (an
 * {@code input} producer's changelog is not normalized). The expected outputs are Flink's, from the probes
 * {@code flink-oracle/probes/jn42/} and fuzz fzjn_1668.
 */
class StreamAggregationTest {
    private static final RowKind I = RowKind.INSERT;
    private static final RowKind UB = RowKind.UPDATE_BEFORE;
    private static final RowKind UA = RowKind.UPDATE_AFTER;
    private static final RowKind D = RowKind.DELETE;

    /** Input rows (k INT, g INT, v INT, s STRING); GROUP BY g with the given calls over v (or s when named so). */
    private static QueryRunner.StreamAggregation agg(String... calls) {
        Aggregates ag = new Aggregates();
        ag.groupKeys.add(Expr.column(DataType.intType(), "g", 1));
        Expr v = Expr.column(DataType.intType(), "v", 2);
        Expr s = Expr.column(DataType.string(), "s", 3);
        for (String c : calls) {
            String[] p = c.split(" ");
            boolean distinct = p.length > 2 && p[2].equals("distinct");
            Expr arg = p.length < 2 || p[1].equals("*") ? null : p[1].equals("s") ? s : v;
            ag.calls.add(new Aggregates.Call(p[0], arg, distinct, c));
        }
        return new QueryRunner.StreamAggregation(ag, null);
    }

    /** Feeds changes given as kind, k, g, v, s; returns the emitted rows as Flink prints them. */
    private static List<String> feed(QueryRunner.StreamAggregation op, Object... changes) {
        List<String> got = new ArrayList<>();
        for (int i = 0; i < changes.length; i += 5) {
            op.accept((RowKind) changes[i], new Object[] {changes[i + 1], changes[i + 2], changes[i + 3], changes[i + 4]},
                    (k, row) -> got.add(k.shortString() + Arrays.toString(row)));
        }
        return got;
    }

    @Test
    void anUnmatchedUpdateBeforeEmptiesItsGroup() {
        // fzjn_1668: snapshot 1 +I(6, g=1), +I(4, g=2); snapshot 2 -U(2, g=1), +U(2, g=2) of a key that never existed
        Object[] changes = {I, 4, 2, null, "a2", I, 6, 1, 2, null, UB, 2, 1, 1, "a0", UA, 2, 2, 5, "a9"};
        assertEquals(List.of("+I[2, 1]", "+I[1, 1]", "-D[1, 1]", "-U[2, 1]", "+U[2, 2]"), feed(agg("COUNT *"), changes));
        // SELECT DISTINCT g: a GROUP BY without aggregates, its record counter alone
        assertEquals(List.of("+I[2]", "+I[1]", "-D[1]"), feed(agg(), changes));
    }

    @Test
    void aRetractionWithoutStateIsIgnoredAndAnEmptiedGroupStartsAgain() {
        assertEquals(List.of("+I[6, 1, 2]", "-D[6, 1, 2]", "+I[6, 1, 4]"),
                feed(agg("COUNT *", "SUM v"), I, 5, 6, 2, "b", D, 23, 6, 8, "h", D, 29, 6, 2, "b", I, 30, 6, 4, "d"));
    }

    @Test
    void countsSumsAndAveragesRetractValuesNeverAdded() {
        // g = 3: three rows of NULL v, then -D of v = 4 and v = 6 that were never added, then +I of v = 1
        List<String> got = feed(agg("COUNT *", "COUNT v", "SUM v", "AVG v"),
                I, 4, 3, null, null, I, 5, 3, null, null, I, 6, 3, null, null,
                D, 11, 3, 4, null, D, 12, 3, 6, null, I, 13, 3, 1, null);
        assertEquals(List.of("+I[3, 1, 0, null, null]", "-U[3, 1, 0, null, null]", "+U[3, 2, 0, null, null]",
                "-U[3, 2, 0, null, null]", "+U[3, 3, 0, null, null]",
                "-U[3, 3, 0, null, null]", "+U[3, 2, -1, -4, 4]",
                "-U[3, 2, -1, -4, 4]", "+U[3, 1, -2, -10, 5]",
                "-U[3, 1, -2, -10, 5]", "+U[3, 2, -1, -9, 9]"), got);
        // g = 1: +I 10, +I NULL, -D 7 (never added: the count of values is 0, SUM and AVG NULL), +I 3 (sum 6 of 1 value)
        assertEquals(List.of("+I[1, 1, 1, 10, 10]", "-U[1, 1, 1, 10, 10]", "+U[1, 2, 1, 10, 10]",
                        "-U[1, 2, 1, 10, 10]", "+U[1, 1, 0, null, null]", "-U[1, 1, 0, null, null]", "+U[1, 2, 1, 6, 6]"),
                feed(agg("COUNT *", "COUNT v", "SUM v", "AVG v"), I, 1, 1, 10, null, I, 2, 1, null, null,
                        D, 9, 1, 7, null, I, 10, 1, 3, null));
    }

    @Test
    void decimalAndDoubleSumsGoBelowZero() {
        Aggregates ag = new Aggregates();
        ag.groupKeys.add(Expr.column(DataType.intType(), "g", 1));
        Expr m = Expr.column(DataType.decimal(10, 2), "m", 2);
        Expr d = Expr.column(DataType.doubleType(), "d", 3);
        ag.calls.add(new Aggregates.Call("SUM", m, false, "SUM(m)"));
        ag.calls.add(new Aggregates.Call("AVG", m, false, "AVG(m)"));
        ag.calls.add(new Aggregates.Call("AVG", d, false, "AVG(d)"));
        QueryRunner.StreamAggregation op = new QueryRunner.StreamAggregation(ag, null);
        List<String> got = feed(op, I, 4, 3, null, null, I, 5, 3, null, null, I, 6, 3, null, null,
                D, 11, 3, new BigDecimal("1.10"), 1.0, D, 12, 3, new BigDecimal("2.20"), 2.0, I, 13, 3, new BigDecimal("0.30"), 0.5);
        assertEquals("+U[3, -3.00, 3.000000, 2.5]", got.get(got.size() - 1));
    }

    @Test
    void minAndMaxKeepFlinksValueCounts() {
        // g = 4: NULLs, -D 5 (count -1: no value), +I 5 (count back to 0: still no value), +I 3, +I 5
        assertEquals(List.of("+I[4, null, null, 0]", "-U[4, null, null, 0]", "+U[4, 3, 3, 1]",
                        "-U[4, 3, 3, 1]", "+U[4, 3, 5, 2]"),
                feed(agg("MIN v", "MAX v", "COUNT v distinct"), I, 1, 4, null, null, I, 7, 4, null, null,
                        D, 21, 4, 5, null, I, 24, 4, 5, null, I, 25, 4, 3, null, I, 26, 4, 5, null));
        // g = 5: 3, 5, 7 and NULLs; -D 9 (never added), -D 7: the next MAX is taken from all counted values, 9 too;
        // -D 1 (never added), -D 3: the next MIN is 1
        List<String> got = feed(agg("MIN v", "MAX v"), I, 2, 5, 3, null, I, 3, 5, 5, null, I, 4, 5, null, null,
                I, 9, 5, null, null, I, 10, 5, null, null, I, 11, 5, 7, null,
                D, 22, 5, 9, null, D, 11, 5, 7, null, D, 27, 5, 1, null, D, 2, 5, 3, null, I, 28, 5, 9, null);
        assertEquals(List.of("+I[5, 3, 3]", "-U[5, 3, 3]", "+U[5, 3, 5]", "-U[5, 3, 5]", "+U[5, 3, 7]",
                "-U[5, 3, 7]", "+U[5, 3, 9]", "-U[5, 3, 9]", "+U[5, 1, 9]"), got);
    }

    @Test
    void listsRetractTheFirstEqualValueNotTheRow() {
        // a consistent changelog: x, y, x; the second x is deleted: Flink removes the first 'x'
        assertEquals(List.of("+I[3, x, x, x]", "-U[3, x, x, x]", "+U[3, x,y, x, y]", "-U[3, x,y, x, y]",
                        "+U[3, x,y,x, x, x]", "-U[3, x,y,x, x, x]", "+U[3, y,x, y, x]"),
                feed(agg("LISTAGG s", "FIRST_VALUE s", "LAST_VALUE s"), I, 5, 3, 1, "x", I, 6, 3, 2, "y", I, 7, 3, 3, "x",
                        D, 7, 3, 3, "x"));
        // a value never added is not removed (the counter still drops)
        assertEquals(List.of("+I[1, 1, a]", "-U[1, 1, a]", "+U[1, 2, a,b]", "-U[1, 2, a,b]", "+U[1, 1, a,b]"),
                feed(agg("COUNT *", "LISTAGG s"), I, 1, 1, 1, "a", I, 2, 1, 2, "b", D, 9, 1, 1, "z"));
    }

    @Test
    void distinctPassesAValueOnWhenItsCountCrossesZero() {
        // -D 5 never added: 5's count -1; +I 5: count 0, not passed on; +I 5 again: count 1, counted
        assertEquals(List.of("+I[1, 1, 3]", "-U[1, 1, 3]", "+U[1, 2, 3]", "-U[1, 2, 3]", "+U[1, 1, 3]",
                        "-U[1, 1, 3]", "+U[1, 2, 3]", "-U[1, 2, 3]", "+U[1, 3, 8]"),
                feed(agg("COUNT *", "SUM v distinct"), I, 1, 1, 3, null, I, 2, 1, null, null, D, 3, 1, 5, null,
                        I, 4, 1, 5, null, I, 5, 1, 5, null));
    }

    @Test
    void anArrayWithANullElementIsNeverEqualToThePreviousResult() {
        // -D of 5 (never added) leaves ARRAY_AGG unchanged: [null, null] is re-emitted, [3, 2] is not
        assertEquals(List.of("+I[4, [null]]", "-U[4, [null]]", "+U[4, [null, null]]", "-U[4, [null, null]]", "+U[4, [null, null]]"),
                feed(agg("ARRAY_AGG v"), I, 1, 4, null, null, I, 7, 4, null, null, D, 21, 4, 5, null));
        assertEquals(List.of("+I[4, [3]]", "-U[4, [3]]", "+U[4, [3, 2]]"),
                feed(agg("ARRAY_AGG v"), I, 1, 4, 3, null, I, 7, 4, 2, null, D, 21, 4, 5, null));
    }

    /** GROUP BY g over (k INT, g INT, d DOUBLE, s STRING) with the given calls over d. */
    private static QueryRunner.StreamAggregation doubleAgg(String... calls) {
        Aggregates ag = new Aggregates();
        ag.groupKeys.add(Expr.column(DataType.intType(), "g", 1));
        Expr d = Expr.column(DataType.doubleType(), "d", 2);
        for (String c : calls) {
            String[] p = c.split(" ");
            ag.calls.add(new Aggregates.Call(p[0], p.length < 2 || p[1].equals("*") ? null : d,
                    p.length > 2 && p[2].equals("distinct"), c));
        }
        return new QueryRunner.StreamAggregation(ag, null);
    }

    @Test
    void minAndMaxKeepMinusZeroBelowAndApartFromZero() {
        // probe ag43_nz_1: Flink's value -> count map keys DOUBLE values by equals and orders them by compareTo: -0.0
        // becomes the MIN beside 0.0, and when 0.0 goes -0.0 is the MAX
        assertEquals(List.of("+I[1, 1, 0.0, 0.0]", "-U[1, 1, 0.0, 0.0]", "+U[1, 2, -0.0, 0.0]",
                        "-U[1, 2, -0.0, 0.0]", "+U[1, 1, -0.0, -0.0]"),
                feed(doubleAgg("COUNT *", "MIN d", "MAX d"), I, 1, 1, 0.0, null, I, 2, 1, -0.0, null, D, 1, 1, 0.0, null));
        assertEquals(List.of("+I[2, 1, -0.0, -0.0]", "-U[2, 1, -0.0, -0.0]", "+U[2, 2, -0.0, 0.0]",
                        "-U[2, 2, -0.0, 0.0]", "+U[2, 1, 0.0, 0.0]"),
                feed(doubleAgg("COUNT *", "MIN d", "MAX d"), I, 3, 2, -0.0, null, I, 4, 2, 0.0, null, D, 3, 2, -0.0, null));
    }

    @Test
    void aNaNResultIsNeverEqualToThePreviousOne() {
        // probe ag43_nz_1: the equaliser compares DOUBLE results with ==, so MAX = NaN is re-emitted, 0.0 -> -0.0 is not
        assertEquals(List.of("+I[3, NaN]", "-U[3, NaN]", "+U[3, NaN]"),
                feed(doubleAgg("MAX d"), I, 5, 3, Double.NaN, null, I, 6, 3, 2.0, null));
        assertEquals(List.of("+I[1, 0.0]"),
                feed(doubleAgg("MIN d"), I, 1, 1, 0.0, null, I, 2, 1, -0.0, null));
    }

    @Test
    void jsonObjectAggRefusesADuplicateKeyAndRemovesARetractedOne() {
        // probes ag43_jo_1 / _2 / _3: Flink's JsonObjectAggFunction fails on a key already present ("Duplicate keys are
        // not allowed"), a retraction removes the key when it holds the retracted value (a NULL too), so it may come back
        Aggregates ag = new Aggregates();
        ag.groupKeys.add(Expr.column(DataType.intType(), "g", 1));
        Aggregates.Call call = new Aggregates.Call("JSON_OBJECTAGG", Expr.column(DataType.intType(), "v", 2), false, "o");
        call.key = Expr.column(DataType.string(), "s", 3);
        ag.calls.add(call);
        QueryRunner.StreamAggregation op = new QueryRunner.StreamAggregation(ag, null);
        assertEquals(List.of("+I[1, {\"a\":1}]", "-U[1, {\"a\":1}]", "+U[1, {\"a\":1,\"b\":null}]",
                        "-U[1, {\"a\":1,\"b\":null}]", "+U[1, {\"a\":1}]", "-U[1, {\"a\":1}]", "+U[1, {\"a\":1,\"b\":9}]"),
                feed(op, I, 1, 1, 1, "a", I, 2, 1, null, "b", D, 2, 1, null, "b", I, 5, 1, 9, "b"));
        SqlError e = org.junit.jupiter.api.Assertions.assertThrows(SqlError.class, () -> feed(op, I, 6, 1, 2, "a"));
        org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains("Key 'a' is already present"), e.getMessage());
    }

    @Test
    void collectCountsElementsAndKeepsARetractionBelowZero() {
        // probe ag43_co_2: COLLECT is a multiset (printed as its element -> count map); NULLs are skipped (an empty
        // multiset, not NULL); a retraction of an element never collected is kept with count -1
        assertEquals(List.of("+I[1, {a=1}]", "-U[1, {a=1}]", "+U[1, {a=1, b=1}]", "-U[1, {a=1, b=1}]", "+U[1, {a=2, b=1}]",
                        "+I[2, {}]", "-U[2, {}]", "+U[2, {c=1}]", "-U[1, {a=2, b=1}]", "+U[1, {a=1, b=1}]",
                        "-U[2, {c=1}]", "+U[2, {c=1, x=-1}]"),
                feed(agg("COLLECT s"), I, 1, 1, null, "a", I, 2, 1, null, "b", I, 3, 1, null, "a", I, 4, 2, null, null,
                        I, 5, 2, null, "c", D, 3, 1, null, "a", D, 9, 2, null, "x"));
    }

    @Test
    void minAndMaxOverAnInsertOnlyInputCompareAsPrimitives() {
        // probe ag43_nz_4: over an append table Flink plans MinAggFunction / MaxAggFunction (< and >): -0.0 does not
        // replace 0.0, a first NaN stays, a later one is ignored
        QueryRunner.StreamAggregation op = new QueryRunner.StreamAggregation(doubleAgg("MIN d", "MAX d").aggregates, null, false);
        assertEquals(List.of("+I[1, 0.0, 0.0]", "+I[3, NaN, NaN]", "-U[3, NaN, NaN]", "+U[3, NaN, NaN]",
                        "+I[4, 2.0, 2.0]", "-U[4, 2.0, 2.0]", "+U[4, 2.0, 3.0]"),
                feed(op, I, 1, 1, 0.0, null, I, 2, 1, -0.0, null, I, 6, 3, Double.NaN, null, I, 7, 3, 2.0, null,
                        I, 8, 4, 2.0, null, I, 9, 4, Double.NaN, null, I, 10, 4, 3.0, null));
    }

    @Test
    void minusZeroIsAGroupOfItsOwn() {
        // probe ag43_nz_1 s3 / ag43_nz_3: GROUP BY and COUNT(DISTINCT) keep -0.0 apart from 0.0
        Aggregates ag = new Aggregates();
        ag.groupKeys.add(Expr.column(DataType.doubleType(), "d", 2));
        ag.calls.add(new Aggregates.Call("COUNT", null, false, "COUNT *"));
        assertEquals(List.of("+I[0.0, 1]", "+I[-0.0, 1]", "-U[-0.0, 1]", "+U[-0.0, 2]"),
                feed(new QueryRunner.StreamAggregation(ag, null), I, 1, 1, 0.0, null, I, 2, 1, -0.0, null, I, 3, 1, -0.0, null));
        assertEquals(List.of("+I[1, 1]", "-U[1, 1]", "+U[1, 2]"),
                feed(doubleAgg("COUNT d distinct"), I, 1, 1, 0.0, null, I, 2, 1, -0.0, null, I, 3, 1, 0.0, null));
        // ARRAY_AGG(DISTINCT d) sorts -0.0 before 0.0 (probe ag43_x_nz b1)
        assertEquals(List.of("+I[1, [0.0]]", "-U[1, [0.0]]", "+U[1, [-0.0, 0.0]]"),
                feed(doubleAgg("ARRAY_AGG d distinct"), I, 1, 1, 0.0, null, I, 2, 1, -0.0, null));
    }

    @Test
    void minAndMaxOverAnInsertOnlyJoinSubqueryOrUnionCompareAsPrimitives(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        // probe ag44_mm_1 (Flink 2.0's rows): an inner join of append tables, a subquery over one and a UNION ALL of
        // such reads are insert-only, so MIN / MAX are MinAggFunction / MaxAggFunction as over the table itself: a
        // later -0.0 does not replace 0.0, a NaN after 2.0 is ignored (Varve used the retracting value -> count maps)
        try (SessionRunner s = new SessionRunner(dir)) {
            s.run("CREATE TABLE s (k INT, z DOUBLE, PRIMARY KEY (k) NOT ENFORCED)");
            s.run("INSERT INTO s VALUES (1, CAST(0.0 AS DOUBLE))");
            s.run("CREATE TABLE a (g INT, n INT, d DOUBLE)");
            s.run("CREATE TABLE b (g INT, m INT)");
            s.run("INSERT INTO b VALUES (1, 1), (2, 2), (3, 3)");
            s.run("INSERT INTO a SELECT 1, 1, z FROM s");
            s.run("INSERT INTO a SELECT 1, 2, -z FROM s");
            s.run("INSERT INTO a SELECT 2, 3, -z FROM s");
            s.run("INSERT INTO a SELECT 2, 4, z FROM s");
            s.run("INSERT INTO a VALUES (3, 5, 2.0E0)");
            s.run("INSERT INTO a VALUES (3, 6, CAST('NaN' AS DOUBLE))");
            s.run("INSERT INTO a VALUES (3, 7, 1.0E0)");
            s.run("SET 'execution.runtime-mode' = 'streaming'");
            String a = "a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */";
            assertEquals("+I[1, 0.0, 0.0]\n+I[2, -0.0, -0.0]\n+I[3, 2.0, 2.0]\n-U[3, 2.0, 2.0]\n+U[3, 1.0, 2.0]\n",
                    s.run("SELECT g, MIN(d) AS mi, MAX(d) AS ma FROM (SELECT g, d FROM " + a + " WHERE n > 0) GROUP BY g"));
            String joined = s.run("SELECT a.g, MIN(d) AS mi, MAX(d) AS ma FROM " + a + " JOIN b ON a.g = b.g GROUP BY a.g");
            assertTrue(joined.contains("[1, 0.0, 0.0]\n") && joined.contains("[2, -0.0, -0.0]\n")
                    && joined.endsWith("+U[3, 1.0, 2.0]\n") && !joined.contains("NaN") && !joined.contains("[1, -0.0"), joined);
            String union = s.run("SELECT g, MIN(d) AS mi, MAX(d) AS ma FROM (SELECT g, d FROM " + a
                    + " UNION ALL SELECT g, d FROM " + a + ") GROUP BY g");
            assertTrue(!union.contains("NaN") && !union.contains("[1, -0.0") && !union.contains("[2, 0.0"), union);
        }
    }
}
