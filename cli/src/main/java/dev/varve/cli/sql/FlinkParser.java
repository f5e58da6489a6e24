package dev.varve.cli.sql;

import org.apache.calcite.avatica.util.Quoting;
import org.apache.calcite.config.Lex;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.parser.SqlParseException;
import org.apache.calcite.sql.parser.SqlParser;
import org.apache.flink.sql.parser.impl.FlinkSqlParserImpl;
import org.apache.flink.sql.parser.validate.FlinkSqlConformance;

/** Parses one statement with Apache Flink's own SQL parser (the dialect Paimon users write). Thread-safe. */
public final class FlinkParser {
    private static final SqlParser.Config CONFIG = SqlParser.config()
            .withParserFactory(FlinkSqlParserImpl.FACTORY)
            .withLex(Lex.JAVA)
            .withQuoting(Quoting.BACK_TICK)
            .withConformance(FlinkSqlConformance.DEFAULT);

    private FlinkParser() {
    }

    /** @throws SqlError naming the position and what was found, on a syntax error */
    public static SqlNode parse(String sql) {
        try {
            return SqlParser.create(quoteDollarIdentifiers(sql), CONFIG).parseStmt();
        } catch (SqlParseException e) {
            throw new SqlError("syntax error: " + shorten(e));
        } catch (RuntimeException e) {
            throw new SqlError("syntax error: " + firstLine(String.valueOf(e.getMessage())));
        }
    }

    /**
     * Back-quotes unquoted identifiers containing {@code $} (system tables such as
     * {@code db.t$audit_log}), which Flink's lexer accepts only unqualified; strings, quoted
     * identifiers and comments are left alone.
     */
    static String quoteDollarIdentifiers(String sql) {
        if (sql.indexOf('$') < 0) {
            return sql;
        }
        StringBuilder out = new StringBuilder(sql.length() + 8);
        int i = 0;
        int n = sql.length();
        while (i < n) {
            char c = sql.charAt(i);
            if (c == '\'' || c == '`') {
                int j = i + 1;
                while (j < n) {
                    if (sql.charAt(j) == c) {
                        if (j + 1 < n && sql.charAt(j + 1) == c) {
                            j += 2;
                            continue;
                        }
                        break;
                    }
                    j++;
                }
                j = Math.min(n, j + 1);
                out.append(sql, i, j);
                i = j;
            } else if (c == '-' && i + 1 < n && sql.charAt(i + 1) == '-') {
                int j = sql.indexOf('\n', i);
                j = j < 0 ? n : j;
                out.append(sql, i, j);
                i = j;
            } else if (c == '/' && i + 1 < n && sql.charAt(i + 1) == '*') {
                int j = sql.indexOf("*/", i + 2);
                j = j < 0 ? n : j + 2;
                out.append(sql, i, j);
                i = j;
            } else if (Character.isLetter(c) || c == '_') {
                int j = i + 1;
                boolean dollar = false;
                while (j < n && (Character.isLetterOrDigit(sql.charAt(j)) || sql.charAt(j) == '_' || sql.charAt(j) == '$')) {
                    dollar |= sql.charAt(j) == '$';
                    j++;
                }
                if (dollar) {
                    out.append('`').append(sql, i, j).append('`');
                } else {
                    out.append(sql, i, j);
                }
                i = j;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    private static String shorten(SqlParseException e) {
        String msg = String.valueOf(e.getMessage());
        String[] lines = msg.split("\n");
        String first = lines[0].strip();
        // Calcite lists the expected tokens one per line after "Was expecting one of:"; keep a short list only
        java.util.List<String> expected = new java.util.ArrayList<>();
        boolean inList = false;
        for (String l : lines) {
            String t = l.strip();
            if (t.startsWith("Was expecting")) {
                inList = true;
            } else if (inList && !t.isEmpty()) {
                expected.add(t.endsWith(" ...") ? t.substring(0, t.length() - 4) : t);
            }
        }
        if (!expected.isEmpty() && expected.size() <= 6) {
            return first + " Expected: " + String.join(", ", expected);
        }
        return first;
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).strip();
    }
}
