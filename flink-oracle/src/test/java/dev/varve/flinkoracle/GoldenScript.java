package dev.varve.flinkoracle;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One golden script of {@code cli/src/test/resources/kernel-golden}: its statements (split on {@code ;} outside
 * quotes and comments; {@code --} comments dropped, {@code /*+ ... *}{@code /} hints kept), the directives
 * {@code KernelGoldenTest} reads ({@code -- exit: N}, {@code -- stderr: TEXT}, {@code -- ordered}) and the expected
 * stdout ({@code NAME.out}).
 */
final class GoldenScript {
    final String name;
    final List<String> statements;
    final int exit;
    final boolean ordered;
    final List<String> stderr;
    final String expected;
    final String notCheckedReason;

    private GoldenScript(String name, List<String> statements, int exit, boolean ordered, List<String> stderr,
                         String expected, String notCheckedReason) {
        this.name = name;
        this.statements = statements;
        this.exit = exit;
        this.ordered = ordered;
        this.stderr = stderr;
        this.expected = expected;
        this.notCheckedReason = notCheckedReason;
    }

    static GoldenScript load(Path sqlFile) throws IOException {
        String sql = Files.readString(sqlFile, StandardCharsets.UTF_8);
        String name = sqlFile.getFileName().toString().replaceFirst("\\.sql$", "");
        Path out = sqlFile.resolveSibling(name + ".out");
        String expected = Files.exists(out) ? Files.readString(out, StandardCharsets.UTF_8) : "";
        int exit = 0;
        boolean ordered = false;
        String notChecked = null;
        List<String> errs = new ArrayList<>();
        for (String l : sql.split("\n")) {
            String t = l.strip();
            if (t.startsWith("-- exit:")) {
                exit = Integer.parseInt(t.substring(8).strip());
            } else if (t.startsWith("-- stderr:")) {
                errs.add(t.substring(10).strip());
            } else if (t.equals("-- ordered")) {
                ordered = true;
            } else if (t.startsWith("-- not checked against Paimon:")) {
                notChecked = t.substring("-- not checked against Paimon:".length()).strip();
            }
        }
        return new GoldenScript(name, split(sql), exit, ordered, errs, expected, notChecked);
    }

    /** Splits on top-level semicolons; drops {@code --} line comments; keeps block comments (hints). */
    static List<String> split(String sql) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        int n = sql.length();
        for (int i = 0; i < n; i++) {
            char c = sql.charAt(i);
            if (c == '\'' || c == '`' || c == '"') {
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
                cur.append(sql, i, Math.min(j + 1, n));
                i = j;
            } else if (c == '-' && i + 1 < n && sql.charAt(i + 1) == '-') {
                int j = sql.indexOf('\n', i);
                i = j < 0 ? n : j;
                cur.append('\n');
            } else if (c == '/' && i + 1 < n && sql.charAt(i + 1) == '*') {
                int j = sql.indexOf("*/", i + 2);
                j = j < 0 ? n : j + 2;
                cur.append(sql, i, j);
                i = j - 1;
            } else if (c == ';') {
                add(out, cur);
            } else {
                cur.append(c);
            }
        }
        add(out, cur);
        return out;
    }

    private static void add(List<String> out, StringBuilder cur) {
        String s = cur.toString().strip();
        if (!s.isEmpty()) {
            out.add(s);
        }
        cur.setLength(0);
    }

    /** Non-blank lines, trailing blanks stripped; sorted unless the script says {@code -- ordered}. */
    static List<String> lines(String s, boolean sort) {
        List<String> out = new ArrayList<>();
        for (String l : s.split("\n", -1)) {
            String t = l.stripTrailing();
            if (!t.isEmpty()) {
                out.add(t);
            }
        }
        if (sort) {
            Collections.sort(out);
        }
        return out;
    }
}
