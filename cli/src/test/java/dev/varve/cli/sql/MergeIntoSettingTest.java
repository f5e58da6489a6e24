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
 * {@code CALL sys.merge_into} reads its settings and scopes its expressions as Paimon 1.4.2's merge-into action does
 * (REPORT sweep 39 pm39; probes {@code flink-oracle/probes/pm39}, each checked on Flink 2.0 + Paimon 1.4.2): a setting
 * is split at every ',' and '=', its column must be a target column as written, and each item of the select list is
 * backquoted at its dots when its last piece is a target column ({@code s.n + t.n} is the name {@code `s`.`n + t`.`n`});
 * the not-matched-by-source actions see the target's columns only, the insert's values and condition the source's only.
 */
class MergeIntoSettingTest {
    @TempDir
    Path tmp;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    private Session session() {
        Session s = new Session(tmp.resolve("wh").toString(), CatalogOpener.kernel(),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        s.execute("CREATE TABLE t (k INT, n INT, v STRING, PRIMARY KEY (k) NOT ENFORCED)");
        s.execute("CREATE TABLE s (k INT, n INT, v STRING)");
        s.execute("INSERT INTO t VALUES (1, 10, 'a'), (2, 20, 'b'), (4, 40, 'd')");
        s.execute("INSERT INTO s VALUES (2, 5, 'x'), (3, 7, 'y'), (4, 9, 'z')");
        return s;
    }

    private List<String> rows(Session s, String sql) {
        out.reset();
        s.execute(sql);
        return Arrays.stream(out.toString(StandardCharsets.UTF_8).split("\n"))
                .filter(l -> l.startsWith("+I[")).sorted().collect(Collectors.toList());
    }

    private static String merge(String more) {
        return "CALL sys.merge_into(target_table => 'default.t', source_table => 'default.s', merge_condition => 't.k = s.k', "
                + more + ")";
    }

    private static String refused(Session s, String sql) {
        return assertThrows(SqlError.class, () -> s.execute(sql)).getMessage();
    }

    private static final List<String> UNCHANGED = List.of("+I[1, 10, a]", "+I[2, 20, b]", "+I[4, 40, d]");

    @Test
    void aSettingValueWithTwoQualifiedNamesIsOneName() {
        try (Session s = session()) {
            // probes pm39m_p05, p07, p08, p17, p01, p02, p14: Flink's words and positions
            assertEquals("sys.merge_into: SQL validation failed. From line 1, column 20 to line 1, column 26: Column 'n + t'"
                    + " not found in table 's'", refused(s, merge("matched_upsert_setting => 'n = s.n + t.n'")));
            assertEquals("sys.merge_into: SQL validation failed. From line 1, column 20 to line 1, column 24: Column 'n+t'"
                    + " not found in table 's'", refused(s, merge("matched_upsert_setting => 'n=s.n+t.n'")));
            assertEquals("sys.merge_into: SQL validation failed. From line 1, column 20 to line 1, column 26: Column 'n + t'"
                    + " not found in table 's'", refused(s, merge("matched_upsert_setting => 'n = s.n + t.k'")));
            assertEquals("sys.merge_into: SQL validation failed. From line 1, column 16 to line 1, column 22: Table '1 + s'"
                    + " not found", refused(s, merge("matched_upsert_setting => 'n = 1 + s.n'")));
            assertEquals("sys.merge_into: SQL validation failed. From line 1, column 16 to line 1, column 19: Table '-s'"
                    + " not found", refused(s, merge("matched_upsert_setting => 'n = -s.n'")));
            assertEquals("sys.merge_into: SQL validation failed. From line 1, column 20 to line 1, column 26: Column 'n + s'"
                    + " not found in table 'T'", refused(s, "CALL sys.merge_into(target_table => 'default.t', target_alias"
                    + " => 'T', source_table => 'default.s', merge_condition => 'T.k = s.k', matched_upsert_setting =>"
                    + " 'n = T.n + s.n')"));
            assertEquals(UNCHANGED, rows(s, "SELECT * FROM t"));
            // what runs: the last piece is no column name (p03, p04), or the value ends with a backquote
            assertEquals(List.of("+I[Success]"), rows(s, merge("matched_upsert_setting => 'n = (t.n + s.n)'")));
            assertEquals(List.of("+I[1, 10, a]", "+I[2, 25, b]", "+I[4, 49, d]"), rows(s, "SELECT * FROM t"));
            rows(s, merge("matched_upsert_setting => 'n = t.n + `s`.`n`'"));
            rows(s, merge("matched_upsert_setting => 'n = s.n*2, v = t.v'"));
            assertEquals(List.of("+I[1, 10, a]", "+I[2, 10, b]", "+I[4, 18, d]"), rows(s, "SELECT * FROM t"));
        }
    }

    @Test
    void aSettingIsSplitAtEveryCommaAndItsColumnIsTakenAsWritten() {
        try (Session s = session()) {
            // p06, p21, p12, p20
            assertEquals("sys.merge_into: Invalid key-value string ' s.v)'. Please use format 'key=value'",
                    refused(s, merge("matched_upsert_setting => 'v = CONCAT(t.v, s.v)'")));
            assertEquals("sys.merge_into: Invalid key-value string ' 0)'. Please use format 'key=value'",
                    refused(s, merge("matched_upsert_setting => 'n = COALESCE(s.n, 0)'")));
            assertEquals("sys.merge_into: Invalid column reference 't.n' of table 'default.t' at matched-upsert action.",
                    refused(s, merge("matched_upsert_setting => 't.n = s.n'")));
            assertEquals("sys.merge_into: Invalid column reference 'N' of table 'default.t' at matched-upsert action.",
                    refused(s, merge("matched_upsert_setting => 'N = s.n'")));
            assertEquals(UNCHANGED, rows(s, "SELECT * FROM t"));
            // p25: a later piece for the same column wins
            rows(s, merge("matched_upsert_setting => 'n = s.n, n = t.n + 1'"));
            assertEquals(List.of("+I[1, 10, a]", "+I[2, 21, b]", "+I[4, 41, d]"), rows(s, "SELECT * FROM t"));
        }
    }

    @Test
    void theInsertSeesTheSourceAndTheNotMatchedBySourceActionsTheTarget() {
        try (Session s = session()) {
            // p16, p23, p24: refused; p22: bare names are the source's
            assertEquals("sys.merge_into: SQL validation failed. In 's.n + s.k > t.k': Table 't' not found",
                    refused(s, merge("not_matched_insert_values => 's.k, s.n, s.v', not_matched_insert_condition =>"
                            + " 's.n + s.k > t.k'")));
            assertEquals("sys.merge_into: SQL validation failed. From line 1, column 12 to line 1, column 14: Table 's'"
                    + " not found", refused(s, merge("not_matched_by_source_upsert_setting => 'n = s.n'")));
            assertEquals("sys.merge_into: SQL validation failed. In 's.n IS NULL': Table 's' not found",
                    refused(s, merge("not_matched_by_source_delete_condition => 's.n IS NULL'")));
            assertEquals(UNCHANGED, rows(s, "SELECT * FROM t"));
            rows(s, merge("not_matched_insert_values => 'k, n + 1, v'"));
            assertEquals(List.of("+I[1, 10, a]", "+I[2, 20, b]", "+I[3, 8, y]", "+I[4, 40, d]"),
                    rows(s, "SELECT * FROM t"));
            rows(s, merge("not_matched_by_source_upsert_setting => 'n = t.n * 2', not_matched_by_source_upsert_condition"
                    + " => 'n > k + 1'"));
            assertEquals(List.of("+I[1, 20, a]", "+I[2, 20, b]", "+I[3, 8, y]", "+I[4, 40, d]"),
                    rows(s, "SELECT * FROM t"));
        }
    }

    /**
     * Probes flink-oracle/probes/ag40 ag40_mi_*, checked on Flink 2.0 + Paimon 1.4.2: a matched-upsert condition
     * without a setting and an insert condition without values are refused by Paimon's procedure; a condition that is
     * not BOOLEAN is refused by Flink's validation of the action's query (ON, WHERE, or '.. AND (cond)'); names are
     * case-sensitive. A NULL condition, and a not-matched-by-source upsert condition alone, run.
     */
    @Test
    void conditionsAreCheckedAsPaimonsQueriesCheckThem() {
        try (Session s = session()) {
            assertEquals("sys.merge_into: matched-upsert must set the 'matchedUpsertSetting' argument",
                    refused(s, merge("matched_upsert_condition => 's.n > 6', not_matched_insert_values => '*'")));
            assertEquals("sys.merge_into: not-matched-insert must set the 'notMatchedInsertValues' argument",
                    refused(s, merge("matched_upsert_setting => 'n = s.n', not_matched_insert_condition => 's.n > 6'")));
            assertEquals("sys.merge_into: SQL validation failed. In 's.n': WHERE clause must be a condition",
                    refused(s, merge("matched_upsert_condition => 's.n', matched_upsert_setting => 'n = s.n'")));
            assertEquals("sys.merge_into: SQL validation failed. In 's.n': WHERE clause must be a condition",
                    refused(s, merge("matched_delete_condition => 's.n'")));
            assertEquals("sys.merge_into: SQL validation failed. In 't.k + s.k': ON clause must be a condition",
                    refused(s, "CALL sys.merge_into(target_table => 'default.t', source_table => 'default.s',"
                            + " merge_condition => 't.k + s.k', matched_upsert_setting => 'n = s.n')"));
            assertEquals("sys.merge_into: SQL validation failed. In 't.n': Cannot apply 'AND' to arguments of type"
                    + " '<BOOLEAN> AND <INT>'. Supported form(s): '<BOOLEAN> AND <BOOLEAN>'",
                    refused(s, merge("not_matched_by_source_delete_condition => 't.n'")));
            assertEquals("sys.merge_into: SQL validation failed. In 't.n > 0': Table 't' not found; did you mean 'T'?",
                    refused(s, "CALL sys.merge_into(target_table => 'default.t', target_alias => 'T', source_table =>"
                            + " 'default.s', merge_condition => 'T.k = s.k', matched_delete_condition => 't.n > 0')"));
            assertEquals("sys.merge_into: SQL validation failed. In 'N > 0': Column 'N' not found in any table",
                    refused(s, merge("matched_delete_condition => 'N > 0'")));
            assertEquals(UNCHANGED, rows(s, "SELECT * FROM t"));
            // ag40_mi_14, ag40_mi_15: run
            assertEquals(List.of("+I[Success]"),
                    rows(s, merge("matched_upsert_condition => 'NULL', matched_upsert_setting => 'n = s.n'")));
            assertEquals(UNCHANGED, rows(s, "SELECT * FROM t"));
            rows(s, merge("not_matched_by_source_upsert_condition => 't.n > 0', not_matched_insert_values => '*'"));
            assertEquals(List.of("+I[1, 10, a]", "+I[2, 20, b]", "+I[3, 7, y]", "+I[4, 40, d]"),
                    rows(s, "SELECT * FROM t"));
        }
    }
}
