package dev.varve.cli.sql;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a subquery's scope owns (REPORT sweep 44 fz44): a scalar subquery's aggregate does not make the outer query
 * grouped, and an alias hides its table's name, as Flink 2.0 (Calcite) plans them.
 */
class SubqueryScopeTest {
    @TempDir
    Path dir;
    private SessionRunner s;

    @BeforeEach
    void tables() {
        s = new SessionRunner(dir);
        s.run("CREATE TABLE s (id INT, g STRING, x INT, PRIMARY KEY (id) NOT ENFORCED)");
        s.run("CREATE TABLE b (id INT, x INT)");
        s.run("INSERT INTO s VALUES (1, 'a', 1), (2, 'b', -1), (3, 'a', 4)");
        s.run("INSERT INTO b VALUES (1, 0), (2, 5)");
    }

    @AfterEach
    void close() {
        s.close();
    }

    private String sorted(String statement) {
        String[] lines = s.run(statement).split("\n");
        Arrays.sort(lines);
        return String.join("\n", lines);
    }

    @Test
    void aScalarSubquerysAggregateLeavesTheOuterQueryUngrouped() {
        // one value per row of s (the subquery's MAX used to make the outer query one group: a single row)
        assertEquals("+I[5]\n+I[5]\n+I[5]", sorted("SELECT (SELECT MAX(x) FROM b) AS m FROM s"));
        // beside plain columns (refused before: "column 'id' must appear in GROUP BY")
        assertEquals("+I[1, 5]\n+I[2, 5]\n+I[3, 5]", sorted("SELECT id, (SELECT MAX(x) FROM b) AS m FROM s"));
        assertEquals("+I[1, 3]\n+I[3, 3]", sorted("SELECT id, 1 + (SELECT COUNT(*) FROM b) AS m FROM s WHERE x > 0"));
        // in a grouped query it is a constant beside the groups
        assertEquals("+I[a, 2, 0]\n+I[b, 1, 0]", sorted("SELECT g, COUNT(*) AS c, (SELECT MIN(x) FROM b) AS m FROM s GROUP BY g"));
        // IN / EXISTS subqueries with aggregates in the select list
        assertEquals("+I[1, false]\n+I[2, false]\n+I[3, false]", sorted("SELECT id, x IN (SELECT MAX(x) FROM b) AS m FROM s"));
        // a query that groups on its own still does
        assertEquals("+I[3, 5]", sorted("SELECT COUNT(*), (SELECT MAX(x) FROM b) FROM s"));
    }

    @Test
    void anAliasHidesItsTablesName() {
        SqlError e = assertThrows(SqlError.class, () -> s.run("SELECT s.x FROM s AS s2"));
        assertTrue(e.getMessage().contains("'s'"), e.getMessage());
        assertEquals("+I[-1]\n+I[1]\n+I[4]", sorted("SELECT s2.x FROM s AS s2"));
        assertEquals("+I[-1]\n+I[1]\n+I[4]", sorted("SELECT x FROM s AS s2"));
        assertEquals("+I[1]\n+I[2]\n+I[3]", sorted("SELECT s.id FROM s"));
        // in a subquery the table's name then names the outer query's table: a correlated subquery (sweep 45 sq45),
        // where it used to read the aliased table itself (s2.g = s2.g: every row of s, one MAX)
        assertEquals("+I[2]\n+I[3]", sorted("SELECT id FROM s WHERE x = (SELECT MAX(s2.x) FROM s AS s2 WHERE s2.g = s.g)"));
        assertEquals("+I[1]\n+I[3]", sorted("SELECT id FROM s WHERE EXISTS (SELECT 1 FROM s AS s2 WHERE s2.x < s.x)"));
        // a self join names each side by its alias
        assertEquals("+I[1, 3]\n+I[3, 1]", sorted("SELECT l.id, r.id FROM s AS l JOIN s AS r ON l.g = r.g AND l.id <> r.id"));
        assertThrows(SqlError.class, () -> s.run("SELECT s.id FROM s AS l JOIN s AS r ON l.g = r.g"));
        // a derived table's alias
        assertEquals("+I[1]\n+I[4]", sorted("SELECT u.x FROM (SELECT x FROM s WHERE x > 0) AS u"));
    }
}
