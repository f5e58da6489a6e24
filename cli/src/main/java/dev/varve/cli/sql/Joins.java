package dev.varve.cli.sql;

import dev.varve.row.DataType;
import org.apache.calcite.sql.JoinConditionType;
import org.apache.calcite.sql.JoinType;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlJoin;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Batch joins of two materialized relations (Flink's join semantics on bounded inputs): INNER, LEFT, RIGHT and FULL
 * [OUTER] JOIN with ON or USING, CROSS JOIN and the comma join. Each column keeps the qualifiers of its side (table
 * name, alias), so {@code a.id} and {@code b.id} are told apart and a bare {@code id} present on both sides is refused as
 * ambiguous; with USING, the right side's USING columns are reached only qualified (and not by '*'), as Flink shows
 * them once. An outer join's padded side becomes nullable. The join is a nested loop over the rows (the inputs of
 * {@code varve sql} queries are small); the order of the result is unspecified, as in Flink. Stateless.
 */
final class Joins {
    private Joins() {
    }

    /**
     * What a join of two inputs is, independent of their rows: the joined scope (left columns, then right), the ON
     * condition or the USING column pairs, and which sides an outer join pads with nulls. Shared by the batch join
     * and the streaming join ({@link StreamJoin}).
     */
    static final class Spec {
        final JoinType type;
        final int nl;
        final int nr;
        final boolean padLeft;
        final boolean padRight;
        final Scope scope;
        final List<String> names;
        final List<DataType> types;
        final List<List<String>> quals;
        final Set<Integer> hidden;
        final Expr condition;
        /** USING column pairs (left index, right index), or null for ON. */
        final int[][] using;

        private Spec(JoinType type, int nl, int nr, List<String> names, List<DataType> types, List<List<String>> quals,
                     Set<Integer> hidden, Scope scope, Expr condition, int[][] using) {
            this.type = type;
            this.nl = nl;
            this.nr = nr;
            this.padLeft = type == JoinType.RIGHT || type == JoinType.FULL;
            this.padRight = type == JoinType.LEFT || type == JoinType.FULL;
            this.names = names;
            this.types = types;
            this.quals = quals;
            this.hidden = hidden;
            this.scope = scope;
            this.condition = condition;
            this.using = using;
        }

        /** Whether left row {@code l} and right row {@code r} join; {@code both} holds them side by side. */
        boolean matches(Object[] both, Object[] l, Object[] r) {
            return Joins.matches(both, l, r, condition, using);
        }

        /** The joined row of {@code l} and {@code r}; a null side is padded with nulls. */
        Object[] row(Object[] l, Object[] r) {
            Object[] o = new Object[nl + nr];
            if (l != null) {
                System.arraycopy(l, 0, o, 0, nl);
            }
            if (r != null) {
                System.arraycopy(r, 0, o, nl, nr);
                if (l == null && using != null && padLeft) {
                    // the visible USING column shows the right side's value
                    for (int[] u : using) {
                        o[u[0]] = o[nl + u[1]];
                    }
                }
            }
            return o;
        }
    }

    static Spec spec(SqlJoin join, Scope left, Scope right) {
        if (join.isNatural()) {
            throw new SqlError("NATURAL JOIN is not supported; write JOIN ... USING (...) or ON ...");
        }
        JoinType type = join.getJoinType();
        int nl = left.size();
        int nr = right.size();
        boolean padLeft = type == JoinType.RIGHT || type == JoinType.FULL;
        boolean padRight = type == JoinType.LEFT || type == JoinType.FULL;
        List<String> names = new ArrayList<>(left.names);
        names.addAll(right.names);
        List<DataType> types = new ArrayList<>();
        for (DataType t : left.types) {
            types.add(padLeft && t != null ? t.nullable(true) : t);
        }
        for (DataType t : right.types) {
            types.add(padRight && t != null ? t.nullable(true) : t);
        }
        List<List<String>> quals = new ArrayList<>();
        for (int i = 0; i < nl; i++) {
            quals.add(left.qualifiersOf(i));
        }
        for (int i = 0; i < nr; i++) {
            quals.add(right.qualifiersOf(i));
        }
        Set<Integer> hidden = new HashSet<>();
        for (Integer h : left.hidden) {
            hidden.add(h);
        }
        for (Integer h : right.hidden) {
            hidden.add(nl + h);
        }
        Expr condition = null;
        int[][] using = null;
        Scope scope;
        if (join.getConditionType() == JoinConditionType.USING) {
            SqlNodeList cols = (SqlNodeList) join.getCondition();
            using = new int[cols.size()][2];
            for (int k = 0; k < cols.size(); k++) {
                String c = ((SqlIdentifier) cols.get(k)).getSimple();
                int li = left.indexOf(c);
                int ri = right.indexOf(c);
                if (li < 0 || ri < 0) {
                    throw new SqlError("USING column '" + c + "' is not in " + (li < 0 ? left.owner : right.owner));
                }
                using[k][0] = li;
                using[k][1] = ri;
                hidden.add(nl + ri);
            }
            scope = new Scope(names, types, List.of(), "the join", quals, hidden);
        } else {
            scope = new Scope(names, types, List.of(), "the join", quals, hidden);
            SqlNode on = join.getCondition();
            if (join.getConditionType() == JoinConditionType.ON && on != null) {
                condition = new ExprCompiler(scope).compile(on);
            } else if (type != JoinType.CROSS && type != JoinType.COMMA && type != JoinType.INNER) {
                throw new SqlError(type + " JOIN needs an ON or USING condition");
            }
        }
        return new Spec(type, nl, nr, names, types, quals, hidden, scope, condition, using);
    }

    static Relation join(SqlJoin join, Relation left, Relation right) {
        Spec spec = spec(join, left.scope, right.scope);
        int nl = spec.nl;
        int nr = spec.nr;
        List<Object[]> rows = new ArrayList<>();
        boolean[] rightMatched = new boolean[right.rows.size()];
        Object[] buf = new Object[nl + nr];
        for (Object[] l : left.rows) {
            boolean matched = false;
            System.arraycopy(l, 0, buf, 0, nl);
            for (int j = 0; j < right.rows.size(); j++) {
                Object[] r = right.rows.get(j);
                System.arraycopy(r, 0, buf, nl, nr);
                if (spec.matches(buf, l, r)) {
                    rows.add(buf.clone());
                    matched = true;
                    rightMatched[j] = true;
                }
            }
            if (!matched && spec.padRight) {
                rows.add(spec.row(l, null));
            }
        }
        if (spec.padLeft) {
            for (int j = 0; j < right.rows.size(); j++) {
                if (!rightMatched[j]) {
                    rows.add(spec.row(null, right.rows.get(j)));
                }
            }
        }
        return new Relation(spec.names, spec.types, rows, spec.quals, spec.hidden, "the join");
    }

    private static boolean matches(Object[] both, Object[] l, Object[] r, Expr condition, int[][] using) {
        if (using != null) {
            for (int[] u : using) {
                Object a = l[u[0]];
                Object b = r[u[1]];
                if (a == null || b == null || !Values.equal(a, b)) {
                    return false;
                }
            }
            return true;
        }
        return condition == null || Boolean.TRUE.equals(condition.eval(both));
    }
}
