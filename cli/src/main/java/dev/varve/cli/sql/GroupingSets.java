package dev.varve.cli.sql;

import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.util.Litmus;

import java.util.ArrayList;
import java.util.List;

/**
 * The grouping sets of a GROUP BY with {@code GROUPING SETS (...)}, {@code ROLLUP (...)} or {@code CUBE (...)}, as
 * SQL defines them: {@code ROLLUP (a, b)} is the sets {@code (a, b), (a), ()}, {@code CUBE (a, b)} every subset,
 * a parenthesized {@code (a, b)} one composite element, and the items of a GROUP BY list are crossed
 * ({@code GROUP BY g, ROLLUP (s)} is {@code (g, s), (g)}). Stateless.
 */
final class GroupingSets {
    private GroupingSets() {
    }

    /** Whether {@code group} holds a GROUPING SETS, ROLLUP or CUBE item (else it is a plain GROUP BY list). */
    static boolean present(SqlNodeList group) {
        if (group == null) {
            return false;
        }
        for (SqlNode n : group) {
            if (isSetCall(n)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isSetCall(SqlNode n) {
        SqlKind k = n.getKind();
        return k == SqlKind.GROUPING_SETS || k == SqlKind.ROLLUP || k == SqlKind.CUBE;
    }

    /**
     * The grouping sets of {@code group}, each the list of its expressions (no two deep-equal), in the order the
     * GROUP BY writes them (a set written twice is listed twice: it groups twice).
     */
    static List<List<SqlNode>> expand(SqlNodeList group) {
        List<List<SqlNode>> sets = new ArrayList<>();
        sets.add(new ArrayList<>());
        for (SqlNode item : group) {
            List<List<SqlNode>> crossed = new ArrayList<>();
            for (List<SqlNode> left : sets) {
                for (List<SqlNode> right : element(item)) {
                    List<SqlNode> s = new ArrayList<>(left);
                    addAll(s, right);
                    crossed.add(s);
                }
            }
            sets = crossed;
        }
        return sets;
    }

    /** The sets one GROUP BY element stands for. */
    private static List<List<SqlNode>> element(SqlNode n) {
        List<List<SqlNode>> out = new ArrayList<>();
        switch (n.getKind()) {
            case GROUPING_SETS:
                for (SqlNode op : ((SqlCall) n).getOperandList()) {
                    out.addAll(element(op));
                }
                return out;
            case ROLLUP: {
                List<List<SqlNode>> parts = parts((SqlCall) n);
                for (int len = parts.size(); len >= 0; len--) {
                    List<SqlNode> s = new ArrayList<>();
                    for (List<SqlNode> p : parts.subList(0, len)) {
                        addAll(s, p);
                    }
                    out.add(s);
                }
                return out;
            }
            case CUBE: {
                List<List<SqlNode>> parts = parts((SqlCall) n);
                if (parts.size() > 16) {
                    throw new SqlError("CUBE of more than 16 elements is not supported: " + n);
                }
                // every subset, the full set first and the empty set last
                for (int mask = (1 << parts.size()) - 1; mask >= 0; mask--) {
                    List<SqlNode> s = new ArrayList<>();
                    for (int i = 0; i < parts.size(); i++) {
                        if ((mask & (1 << (parts.size() - 1 - i))) != 0) {
                            addAll(s, parts.get(i));
                        }
                    }
                    out.add(s);
                }
                return out;
            }
            default:
                out.add(composite(n));
                return out;
        }
    }

    /** The elements of a ROLLUP / CUBE, each a (possibly composite) list of expressions. */
    private static List<List<SqlNode>> parts(SqlCall c) {
        List<List<SqlNode>> parts = new ArrayList<>();
        for (SqlNode op : c.getOperandList()) {
            if (isSetCall(op)) {
                throw new SqlError("a GROUPING SETS, ROLLUP or CUBE inside a " + c.getKind() + " is not supported: " + c);
            }
            parts.add(composite(op));
        }
        return parts;
    }

    /** {@code (a, b)} (a list or a ROW), {@code ()} or one expression, as a list of expressions. */
    private static List<SqlNode> composite(SqlNode n) {
        List<SqlNode> out = new ArrayList<>();
        if (n instanceof SqlNodeList) {
            for (SqlNode e : (SqlNodeList) n) {
                addAll(out, composite(e));
            }
        } else if (n.getKind() == SqlKind.ROW) {
            for (SqlNode e : ((SqlCall) n).getOperandList()) {
                addAll(out, composite(e));
            }
        } else if (isSetCall(n)) {
            throw new SqlError("a GROUPING SETS, ROLLUP or CUBE inside a grouping set is not supported: " + n);
        } else {
            out.add(n);
        }
        return out;
    }

    private static void addAll(List<SqlNode> set, List<SqlNode> more) {
        for (SqlNode m : more) {
            if (indexOf(set, m) < 0) {
                set.add(m);
            }
        }
    }

    /** Each set as the list of its key positions. */
    static List<List<Integer>> setsAsLists(List<boolean[]> sets) {
        List<List<Integer>> out = new ArrayList<>();
        for (boolean[] in : sets) {
            List<Integer> l = new ArrayList<>();
            for (int i = 0; i < in.length; i++) {
                if (in[i]) {
                    l.add(i);
                }
            }
            out.add(l);
        }
        return out;
    }

    /**
     * The sets' indexes in the order Flink's Expand emits an input row's copies (Calcite sorts an aggregate's grouping
     * sets so that a set comes before the sets it encloses, others by their key positions lexicographically:
     * {@code ROLLUP (g, s)} as (g, s), (g), (); probe sq45p_gs_st).
     */
    static int[] flinkOrder(List<boolean[]> sets) {
        List<List<Integer>> lists = setsAsLists(sets);
        Integer[] idx = new Integer[sets.size()];
        for (int i = 0; i < idx.length; i++) {
            idx[i] = i;
        }
        java.util.Arrays.sort(idx, (x, y) -> {
            List<Integer> a = lists.get(x);
            List<Integer> b = lists.get(y);
            if (a.equals(b)) {
                return 0;
            }
            if (a.containsAll(b)) {
                return -1;
            }
            if (b.containsAll(a)) {
                return 1;
            }
            for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
                if (!a.get(i).equals(b.get(i))) {
                    return Integer.compare(a.get(i), b.get(i));
                }
            }
            return Integer.compare(a.size(), b.size());
        });
        int[] out = new int[idx.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = idx[i];
        }
        return out;
    }

    /** The position of an expression deep-equal to {@code n} in {@code nodes}, or -1. */
    static int indexOf(List<SqlNode> nodes, SqlNode n) {
        for (int i = 0; i < nodes.size(); i++) {
            if (nodes.get(i).equalsDeep(n, Litmus.IGNORE)) {
                return i;
            }
        }
        return -1;
    }
}
