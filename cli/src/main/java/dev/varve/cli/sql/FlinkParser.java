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
            return SqlParser.create(sql, CONFIG).parseStmt();
        } catch (SqlParseException e) {
            throw new SqlError("syntax error: " + shorten(e));
        } catch (RuntimeException e) {
            throw new SqlError("syntax error: " + firstLine(String.valueOf(e.getMessage())));
        }
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
