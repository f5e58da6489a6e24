package dev.varve.cli.sql;

import dev.varve.row.RowKind;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

class RowKindNotationTest {
    @Test
    void rewritesSeedNotation() {
        RowKindNotation.Result r = RowKindNotation.rewrite(
                "INSERT INTO T VALUES +I(1, 2.0, 'apple'), -U (1, 2.0, 'x'), +u(1, 4.0, 'banana'), -D(1, 4.0, 'b'), (2, 1.0, '-D(')");
        assertEquals("INSERT INTO T VALUES (1, 2.0, 'apple'),  (1, 2.0, 'x'), (1, 4.0, 'banana'), (1, 4.0, 'b'), (2, 1.0, '-D(')",
                r.sql);
        assertEquals(List.of(RowKind.INSERT, RowKind.UPDATE_BEFORE, RowKind.UPDATE_AFTER, RowKind.DELETE, RowKind.INSERT), r.kinds);
    }

    @Test
    void plainValuesHaveNoKinds() {
        RowKindNotation.Result r = RowKindNotation.rewrite("INSERT INTO t VALUES (1, -2), (3, +4)");
        assertEquals("INSERT INTO t VALUES (1, -2), (3, +4)", r.sql);
        assertFalse(r.hasKinds());
    }

    @Test
    void leavesStringsAndIdentifiersAlone() {
        String sql = "SELECT 'VALUES +I(1)' FROM `values`";
        assertEquals(sql, RowKindNotation.rewrite(sql).sql);
    }

    @Test
    void nestedParenthesesInRows() {
        RowKindNotation.Result r = RowKindNotation.rewrite("INSERT INTO t VALUES -D(ROW(1, (2)), ARRAY[3])");
        assertEquals("INSERT INTO t VALUES (ROW(1, (2)), ARRAY[3])", r.sql);
        assertEquals(List.of(RowKind.DELETE), r.kinds);
    }
}
