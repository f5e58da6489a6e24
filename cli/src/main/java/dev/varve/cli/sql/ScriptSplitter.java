package dev.varve.cli.sql;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a SQL script into statements on {@code ;}, respecting {@code '...'} strings, {@code `...`} and
 * {@code "..."} identifiers, {@code --} line comments and {@code /* ... *&#47;} block comments. Comments
 * are dropped, except hints {@code /*+ ... *&#47;}, which are kept verbatim. Stateless; thread-safe.
 */
public final class ScriptSplitter {
    private ScriptSplitter() {
    }

    /** One statement of a script: its text (comments removed, trimmed) and its first line (1-based). */
    public static final class Statement {
        public final String text;
        public final int line;

        Statement(String text, int line) {
            this.text = text;
            this.line = line;
        }

        @Override
        public String toString() {
            return text;
        }
    }

    /** The statements of {@code script}; empty statements are skipped. */
    public static List<Statement> split(String script) {
        List<Statement> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        int line = 1;
        int startLine = -1;
        int n = script.length();
        int i = 0;
        while (i < n) {
            char c = script.charAt(i);
            if (c == '\'' || c == '`' || c == '"') {
                if (startLine < 0) {
                    startLine = line;
                }
                int j = i + 1;
                while (j < n) {
                    char d = script.charAt(j);
                    if (d == '\n') {
                        line++;
                    }
                    if (d == c) {
                        if (j + 1 < n && script.charAt(j + 1) == c) {
                            j += 2;
                            continue;
                        }
                        break;
                    }
                    j++;
                }
                if (j >= n) {
                    throw new SqlError("unterminated " + (c == '\'' ? "string literal" : "quoted identifier")
                            + " starting at line " + startLine);
                }
                cur.append(script, i, j + 1);
                i = j + 1;
            } else if (c == '-' && i + 1 < n && script.charAt(i + 1) == '-') {
                while (i < n && script.charAt(i) != '\n') {
                    i++;
                }
            } else if (c == '/' && i + 1 < n && script.charAt(i + 1) == '*') {
                boolean hint = i + 2 < n && script.charAt(i + 2) == '+';
                int end = script.indexOf("*/", i + 2);
                if (end < 0) {
                    throw new SqlError("unterminated comment starting at line " + line);
                }
                for (int k = i; k < end; k++) {
                    if (script.charAt(k) == '\n') {
                        line++;
                    }
                }
                if (hint) {
                    cur.append(script, i, end + 2);
                } else {
                    cur.append(' ');
                }
                i = end + 2;
            } else if (c == ';') {
                add(out, cur, startLine);
                cur.setLength(0);
                startLine = -1;
                i++;
            } else {
                if (c == '\n') {
                    line++;
                } else if (startLine < 0 && !Character.isWhitespace(c)) {
                    startLine = line;
                }
                cur.append(c);
                i++;
            }
        }
        add(out, cur, startLine);
        return out;
    }

    /** Whether {@code text} ends a statement: its last significant character is a {@code ;} outside quotes and comments. */
    public static boolean isComplete(String text) {
        try {
            String stripped = text.strip();
            if (stripped.isEmpty()) {
                return false;
            }
            // complete if splitting the text + a marker yields the marker as a separate, trailing statement
            List<Statement> parts = split(text + "\n__varve_end__");
            return !parts.isEmpty() && parts.get(parts.size() - 1).text.equals("__varve_end__");
        } catch (SqlError e) {
            return false;
        }
    }

    private static void add(List<Statement> out, StringBuilder cur, int line) {
        String s = cur.toString().strip();
        if (!s.isEmpty()) {
            out.add(new Statement(s, Math.max(line, 1)));
        }
    }
}
