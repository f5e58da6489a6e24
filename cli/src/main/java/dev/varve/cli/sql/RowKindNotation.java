package dev.varve.cli.sql;

import dev.varve.row.RowKind;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * Rewrites the seeds' row-kind notation {@code VALUES +I(...), -U(...), +U(...), -D(...)} into plain SQL
 * ({@code VALUES (...), (...)}) and returns the kinds on the side, one per row, in order (a bare
 * {@code (...)} is {@code +I}). Only rows of a {@code VALUES} list are touched; strings and quoted
 * identifiers are skipped. Stateless; thread-safe.
 */
public final class RowKindNotation {
    private RowKindNotation() {
    }

    /** The rewritten statement and the row kinds of its VALUES rows (empty when no row carried a kind). */
    public static final class Result {
        public final String sql;
        public final List<RowKind> kinds;

        Result(String sql, List<RowKind> kinds) {
            this.sql = sql;
            this.kinds = kinds;
        }

        public boolean hasKinds() {
            return !kinds.isEmpty();
        }
    }

    public static Result rewrite(String sql) {
        StringBuilder out = new StringBuilder(sql.length());
        List<RowKind> kinds = new ArrayList<>();
        boolean anyKind = false;
        int n = sql.length();
        int i = 0;
        while (i < n) {
            char c = sql.charAt(i);
            if (c == '\'' || c == '`' || c == '"') {
                int j = skipQuoted(sql, i);
                out.append(sql, i, j);
                i = j;
            } else if (c == '/' && i + 1 < n && sql.charAt(i + 1) == '*') {
                int end = sql.indexOf("*/", i + 2);
                int j = end < 0 ? n : end + 2;
                out.append(sql, i, j);
                i = j;
            } else if (isWordStart(sql, i) && sql.regionMatches(true, i, "VALUES", 0, 6)
                    && (i + 6 >= n || !isWordChar(sql.charAt(i + 6)))) {
                out.append(sql, i, i + 6);
                i += 6;
                // rows: [kind] ( ... ) [, [kind] ( ... )]*
                while (true) {
                    int p = skipWs(sql, i);
                    RowKind kind = RowKind.INSERT;
                    boolean explicit = false;
                    if (p + 1 < n && (sql.charAt(p) == '+' || sql.charAt(p) == '-')) {
                        String tok = sql.substring(p, p + 2).toUpperCase(Locale.ROOT);
                        int q = skipWs(sql, p + 2);
                        if ((tok.equals("+I") || tok.equals("-U") || tok.equals("+U") || tok.equals("-D"))
                                && q < n && sql.charAt(q) == '('
                                && (p + 2 >= n || !isWordChar(sql.charAt(p + 2)))) {
                            kind = RowKind.fromShortString(tok);
                            explicit = true;
                            out.append(sql, i, p);
                            i = p + 2;
                            p = q;
                        }
                    }
                    if (p >= n || sql.charAt(p) != '(') {
                        break;
                    }
                    int close = matchParen(sql, p);
                    if (close < 0) {
                        break;
                    }
                    out.append(sql, i, close + 1);
                    i = close + 1;
                    kinds.add(kind);
                    anyKind |= explicit;
                    int comma = skipWs(sql, i);
                    if (comma < n && sql.charAt(comma) == ',') {
                        out.append(sql, i, comma + 1);
                        i = comma + 1;
                    } else {
                        break;
                    }
                }
            } else {
                out.append(c);
                i++;
            }
        }
        return new Result(out.toString(), anyKind ? kinds : Collections.emptyList());
    }

    private static boolean isWordStart(String s, int i) {
        return i == 0 || !isWordChar(s.charAt(i - 1));
    }

    private static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '$';
    }

    private static int skipWs(String s, int i) {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    private static int skipQuoted(String s, int i) {
        char q = s.charAt(i);
        int j = i + 1;
        while (j < s.length()) {
            if (s.charAt(j) == q) {
                if (j + 1 < s.length() && s.charAt(j + 1) == q) {
                    j += 2;
                    continue;
                }
                return j + 1;
            }
            j++;
        }
        return s.length();
    }

    /** Index of the ')' matching the '(' at {@code open}, or -1. */
    private static int matchParen(String s, int open) {
        int depth = 0;
        int i = open;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '\'' || c == '`' || c == '"') {
                i = skipQuoted(s, i);
                continue;
            }
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
                if (depth == 0) {
                    return i;
                }
            }
            i++;
        }
        return -1;
    }
}
