package dev.varve.cli.sql;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScriptSplitterTest {
    private static List<String> texts(String script) {
        return ScriptSplitter.split(script).stream().map(s -> s.text).collect(Collectors.toList());
    }

    @Test
    void splitsOnSemicolonsOutsideQuotesAndComments() {
        String script = "SELECT 'a;b' FROM t; -- c;d\nINSERT INTO `x;y` VALUES (1) /* e;f */;\n\n;SELECT \"q;\"";
        assertEquals(List.of("SELECT 'a;b' FROM t", "INSERT INTO `x;y` VALUES (1)", "SELECT \"q;\""), texts(script));
    }

    @Test
    void keepsOptionsHintsAndDropsOtherComments() {
        assertEquals(List.of("SELECT * FROM t /*+ OPTIONS('a'='b;c') */"),
                texts("SELECT * FROM t /*+ OPTIONS('a'='b;c') */; /* plain */ -- done"));
    }

    @Test
    void escapedQuotesStayInsideStrings() {
        assertEquals(List.of("SELECT 'it''s; fine'", "SELECT 2"), texts("SELECT 'it''s; fine'; SELECT 2"));
    }

    @Test
    void reportsLineOfEachStatement() {
        List<ScriptSplitter.Statement> s = ScriptSplitter.split("-- header\n\nSELECT 1;\n/* multi\nline */ SELECT\n 2;");
        assertEquals(3, s.get(0).line);
        assertEquals(5, s.get(1).line);
    }

    @Test
    void unterminatedStringIsAnError() {
        SqlError e = assertThrows(SqlError.class, () -> ScriptSplitter.split("SELECT 'abc;"));
        assertTrue(e.getMessage().contains("unterminated string literal"), e.getMessage());
    }

    @Test
    void completenessForTheShell() {
        assertTrue(ScriptSplitter.isComplete("SELECT 1;"));
        assertTrue(ScriptSplitter.isComplete("SELECT 1; -- trailing comment"));
        assertFalse(ScriptSplitter.isComplete("SELECT 'a;"));
        assertFalse(ScriptSplitter.isComplete("SELECT 1"));
        assertFalse(ScriptSplitter.isComplete("   "));
    }
}
