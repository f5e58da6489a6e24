package dev.varve.cli.sql;

import dev.varve.row.DataType;
import dev.varve.row.TypeRoot;
import org.apache.calcite.sql.JoinConditionType;
import org.apache.calcite.sql.JoinType;
import org.apache.calcite.sql.SqlBasicCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlJoin;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Batch joins of two materialized relations (Flink's join semantics on bounded inputs): INNER, LEFT, RIGHT and FULL
 * [OUTER] JOIN with ON or USING, CROSS JOIN and the comma join. Each column keeps the qualifiers of its side (table
 * name, alias), so {@code a.id} and {@code b.id} are told apart and a bare {@code id} present on both sides is refused as
 * ambiguous; with USING, the right side's USING columns are reached only qualified (and not by '*'), as Flink shows
 * them once. An outer join's padded side becomes nullable. Rows are matched through a hash index on the condition's
 * equi-join columns ({@link Spec#equi}: the USING columns, or the {@code left.col = right.col} conjuncts of ON) when it
 * has any, else by a nested loop; every candidate still passes the whole condition. The order of the result is
 * unspecified, as in Flink (here: left rows in order, each with its matches in right-row order). Stateless.
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
        /**
         * Per USING column, the two columns of the joined row (left input's, then right input's columns) its merged
         * value is {@code COALESCE} of, then the two its '*' value is {@code COALESCE} of; or null for ON.
         */
        final int[][] mergedFrom;
        /**
         * Equi-join column pairs (left index, right index in the right input) that every match must satisfy with SQL
         * {@code =} and whose values hash alike whenever they are equal ({@link #hashable}); empty when the condition
         * has none (a cross join, a non-equi ON): then every row is a candidate of every other.
         */
        final int[][] equi;
        /** The ON condition as written, or null (USING, a comma or cross join). */
        final SqlNode conditionNode;

        private Spec(JoinType type, int nl, int nr, List<String> names, List<DataType> types, List<List<String>> quals,
                     Set<Integer> hidden, Scope scope, Expr condition, SqlNode conditionNode, int[][] using,
                     int[][] mergedFrom) {
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
            this.mergedFrom = mergedFrom;
            this.equi = equiPairs(condition == null ? null : conditionNode, using, types, nl, scope);
            this.conditionNode = conditionNode;
        }

        /** The equi-join key of {@code row}, one side's row, or null when a key column is null (it matches nothing). */
        List<Object> key(Object[] row, boolean leftSide) {
            if (equi.length == 0) {
                return Collections.emptyList();
            }
            List<Object> k = new ArrayList<>(equi.length);
            for (int[] pair : equi) {
                int c = leftSide ? pair[0] : pair[1];
                Object v = row[c];
                if (v == null) {
                    return null;
                }
                k.add(hashValue(v, types.get(leftSide ? c : nl + c).root()));
            }
            return k;
        }

        /** Whether left row {@code l} and right row {@code r} join; {@code both} holds them side by side. */
        boolean matches(Object[] both, Object[] l, Object[] r) {
            return Joins.matches(both, l, r, condition, using);
        }

        /** The joined row's width: both inputs' columns, then the USING columns' merged values, then their '*' values. */
        int width() {
            return nl + nr + (using == null ? 0 : 2 * using.length);
        }

        /**
         * The joined row of {@code l} and {@code r}; a null side is padded with nulls. A USING column's merged value
         * (what its bare name reads) is {@code COALESCE} of its {@link #mergedFrom} columns in their common type: for
         * two tables {@code COALESCE(l.c, r.c)}, the left value of an inner or left join, the right one of a right
         * join's padded row, either of a full join's; its '*' value is {@code COALESCE} of the inputs' '*' values
         * (equal for two tables); each side's own column ({@code x.c}) keeps its side's value, null when padded.
         */
        Object[] row(Object[] l, Object[] r) {
            Object[] o = new Object[width()];
            if (l != null) {
                System.arraycopy(l, 0, o, 0, nl);
            }
            if (r != null) {
                System.arraycopy(r, 0, o, nl, nr);
            }
            if (using != null) {
                for (int k = 0; k < 2 * using.length; k++) {
                    int[] from = mergedFrom[k];
                    Object v = o[from[0]];
                    if (v == null) {
                        v = o[from[1]];
                    }
                    o[nl + nr + k] = v == null ? null : Casts.cast(v, types.get(nl + nr + k));
                }
            }
            return o;
        }
    }

    static Spec spec(SqlJoin join, Scope left, Scope right) {
        return spec(join, left, right, null, null);
    }

    /**
     * As {@link #spec(SqlJoin, Scope, Scope)}, with the inputs' {@link Relation#scanColumns} (null: every column reaches
     * a scan): an ON conjunct on one input's columns loses a search's CHAR constants' trailing spaces only where it
     * reaches that input's scan (probe ag42_ch_3 s12: not below a subquery's LIMIT).
     */
    static Spec spec(SqlJoin join, Scope left, Scope right, boolean[] leftScan, boolean[] rightScan) {
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
        SqlNode conditionNode = null;
        int[][] using = null;
        int[][] mergedFrom = null;
        Set<Integer> merged = new HashSet<>(left.merged);
        for (Integer m : right.merged) {
            merged.add(nl + m);
        }
        Set<Integer> starListed = new HashSet<>(left.starListed);
        for (Integer m : right.starListed) {
            starListed.add(nl + m);
        }
        Scope scope;
        if (join.getConditionType() == JoinConditionType.USING) {
            SqlNodeList cols = (SqlNodeList) join.getCondition();
            int m = cols.size();
            using = new int[m][2];
            mergedFrom = new int[2 * m][2];
            List<DataType> starTypes = new ArrayList<>();
            for (int k = 0; k < m; k++) {
                String c = ((SqlIdentifier) cols.get(k)).getSimple();
                int lv = left.indexOf(c);
                int rv = right.indexOf(c);
                if (lv < 0 || rv < 0) {
                    throw new SqlError("USING column '" + c + "' is not in " + (lv < 0 ? left.owner : right.owner));
                }
                // Flink (Calcite) compares each side's first own column of the name, not a nested join's merged one:
                // t RIGHT JOIN y USING (k) LEFT JOIN z USING (k) joins z on t.k; and the bare name is COALESCE of
                // the first two inputs that have the column, in FROM order: there COALESCE(t.k, y.k), z.k left out
                // (probes flink-oracle/probes/ag44 ag44_nu_*)
                int li = left.firstOwn(c);
                int ri = right.firstOwn(c);
                using[k][0] = li;
                using[k][1] = ri;
                // every input column a bare c reached (t.k and y.k of an ON join) now reaches the merged one
                for (int i = 0; i < nl; i++) {
                    if (left.names.get(i).equalsIgnoreCase(c)) {
                        hidden.add(i);
                    }
                }
                for (int i = 0; i < nr; i++) {
                    if (right.names.get(i).equalsIgnoreCase(c)) {
                        hidden.add(nl + i);
                    }
                }
                // '*' lists COALESCE of the inputs' '*' columns: over three FULL joins COALESCE(COALESCE(COALESCE(
                // t.k, y.k), z.k), w.k) (probe ag44_nus3_full_full_full), not the bare name's value
                int ls = left.starIndexOf(c);
                int rs = nl + right.starIndexOf(c);
                starListed.remove(ls);
                starListed.remove(rs);
                mergedFrom[m + k][0] = ls;
                mergedFrom[m + k][1] = rs;
                DataType s0 = types.get(ls);
                DataType s1 = types.get(rs);
                DataType st = Types.commonColumn(s0, s1);
                starTypes.add(st == null ? null : st.nullable(s0 == null || s1 == null || s0.isNullable() && s1.isNullable()));
                List<Integer> own = new ArrayList<>(left.own(c));
                for (int i : right.own(c)) {
                    own.add(nl + i);
                }
                mergedFrom[k][0] = own.get(0);
                mergedFrom[k][1] = own.get(1);
                DataType t0 = types.get(own.get(0));
                DataType t1 = types.get(own.get(1));
                DataType t = Types.commonColumn(t0, t1);
                boolean nullable = t0 == null || t1 == null || t0.isNullable() && t1.isNullable();
                merged.add(names.size());
                names.add(c);
                types.add(t == null ? null : t.nullable(nullable));
                quals.add(List.of());
            }
            for (int k = 0; k < m; k++) {
                int at = names.size();
                merged.add(at);
                hidden.add(at);
                starListed.add(at);
                names.add(names.get(nl + nr + k));
                types.add(starTypes.get(k));
                quals.add(List.of());
            }
            scope = new Scope(names, types, List.of(), "the join", quals, hidden, starOrder(left, right, m),
                    merged, starListed);
        } else {
            scope = new Scope(names, types, List.of(), "the join", quals, hidden, starOrder(left, right, 0), merged,
                    starListed);
            SqlNode on = join.getCondition();
            if (join.getConditionType() == JoinConditionType.ON && on != null) {
                // the ON's conjuncts on one input's columns are pushed into that input (into the null-supplying
                // side only, for an outer join), where a search's CHAR constants lose their trailing spaces as in a
                // WHERE; the others are the join's own condition (probes flink-oracle/probes/ag41 ag41_ch_3, _5)
                ExprCompiler ec = new ExprCompiler(scope);
                boolean toLeft = type != JoinType.LEFT && type != JoinType.FULL;
                boolean toRight = type != JoinType.RIGHT && type != JoinType.FULL;
                condition = ec.compileFilter(on, c -> {
                    if (SubqueryConjuncts.holdsSubquery(c) || !ec.oneInput(c)) {
                        return false; // over two tables of a nested join: that join's condition, above the scans
                    }
                    Set<Integer> cols = ec.columnsOf(c);
                    boolean onLeft = cols.stream().allMatch(i -> i < nl && (leftScan == null || i < leftScan.length && leftScan[i]));
                    boolean onRight = cols.stream().allMatch(i -> i >= nl
                            && (rightScan == null || i - nl < rightScan.length && rightScan[i - nl]));
                    return onLeft && toLeft || onRight && toRight;
                });
                conditionNode = on;
            } else if (type != JoinType.CROSS && type != JoinType.COMMA && type != JoinType.INNER) {
                throw new SqlError(type + " JOIN needs an ON or USING condition");
            }
        }
        return new Spec(type, nl, nr, names, types, quals, hidden, scope, condition, conditionNode, using, mergedFrom);
    }

    /**
     * The order a bare '*' lists a join's columns in: its {@code merged} USING columns' '*' columns (after both inputs'
     * columns and the bare names' merged columns) first, then the left input's columns in its own '*' order, then the
     * right's (Flink's order).
     */
    private static int[] starOrder(Scope left, Scope right, int merged) {
        int nl = left.size();
        int nr = right.size();
        int[] star = new int[nl + nr + merged];
        int at = 0;
        for (int k = 0; k < merged; k++) {
            star[at++] = nl + nr + merged + k; // the '*' column; the bare name's (nl + nr + k) is not listed
        }
        for (int c : left.starOrder()) {
            star[at++] = c;
        }
        for (int c : right.starOrder()) {
            star[at++] = nl + c;
        }
        return star;
    }

    static Relation join(SqlJoin join, Relation left, Relation right) {
        Spec spec = spec(join, left.scope, right.scope,
                left.scanColumns == null ? new boolean[left.names.size()] : left.scanColumns,
                right.scanColumns == null ? new boolean[right.names.size()] : right.scanColumns);
        int nl = spec.nl;
        int nr = spec.nr;
        List<Object[]> rows = new ArrayList<>();
        boolean[] rightMatched = new boolean[right.rows.size()];
        // right rows by equi-join key, each list in row order (one list of all rows when there is no equi column)
        Map<List<Object>, List<Integer>> index = new HashMap<>();
        for (int j = 0; j < right.rows.size(); j++) {
            List<Object> k = spec.key(right.rows.get(j), false);
            if (k != null) {
                index.computeIfAbsent(k, x -> new ArrayList<>()).add(j);
            }
        }
        Object[] buf = new Object[nl + nr];
        for (Object[] l : left.rows) {
            boolean matched = false;
            System.arraycopy(l, 0, buf, 0, nl);
            List<Object> k = spec.key(l, true);
            for (int j : k == null ? List.<Integer>of() : index.getOrDefault(k, List.of())) {
                Object[] r = right.rows.get(j);
                System.arraycopy(r, 0, buf, nl, nr);
                if (spec.matches(buf, l, r)) {
                    rows.add(spec.using == null ? buf.clone() : spec.row(l, r));
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
        return new Relation(spec.scope, rows);
    }

    /**
     * The equi-join column pairs of a condition: the USING pairs, or the {@code a = b} conjuncts at the top of ON
     * (an AND tree) where {@code a} is a column of one input and {@code b} a column of the other — only pairs whose
     * types hash alike when SQL says the values are equal ({@link #hashable}). An ON with an OR at its top, or with no
     * such conjunct, has none.
     */
    private static int[][] equiPairs(SqlNode on, int[][] using, List<DataType> types, int nl, Scope scope) {
        List<int[]> pairs = new ArrayList<>();
        if (using != null) {
            for (int[] u : using) {
                if (hashable(types.get(u[0]), types.get(nl + u[1]))) {
                    pairs.add(new int[] {u[0], u[1]});
                }
            }
        } else if (on != null) {
            List<SqlNode> conjuncts = new ArrayList<>();
            conjuncts(on, conjuncts);
            for (SqlNode c : conjuncts) {
                if (c.getKind() != SqlKind.EQUALS) {
                    continue;
                }
                SqlBasicCall eq = (SqlBasicCall) c;
                int a = columnOf(eq.operand(0), scope);
                int b = columnOf(eq.operand(1), scope);
                if (a < 0 || b < 0 || (a < nl) == (b < nl)) {
                    continue;
                }
                int l = Math.min(a, b);
                int r = Math.max(a, b);
                if (hashable(types.get(l), types.get(r))) {
                    pairs.add(new int[] {l, r - nl});
                }
            }
        }
        return pairs.toArray(new int[0][]);
    }

    static void conjuncts(SqlNode node, List<SqlNode> out) {
        if (node.getKind() == SqlKind.AND) {
            for (SqlNode op : ((SqlBasicCall) node).getOperandList()) {
                conjuncts(op, out);
            }
        } else {
            out.add(node);
        }
    }

    /** The joined-scope index a bare or qualified column reference resolves to in {@code scope}, or -1. */
    static int columnOf(SqlNode node, Scope scope) {
        if (!(node instanceof SqlIdentifier)) {
            return -1;
        }
        try {
            Expr e = new ExprCompiler(scope).compile(node);
            return e.column;
        } catch (SqlError e) {
            return -1;
        }
    }

    /**
     * Whether values of {@code a} and {@code b} that SQL {@code =} calls equal always have equal {@link #hashValue}s:
     * both integral (compared as longs), or one root whose values compare as their {@code equals} after
     * {@link QueryRunner#normalizedKey}'s normalization (-0.0 as 0.0, decimals without trailing zeros, bytes by content).
     * CHAR only between one length. Other pairs (mixed numeric families, strings against typed values, nested types) are
     * matched by the condition alone.
     */
    static boolean hashable(DataType a, DataType b) {
        TypeRoot x = a.root();
        TypeRoot y = b.root();
        if (integral(x) && integral(y)) {
            return true;
        }
        if (x != y) {
            return false;
        }
        switch (x) {
            case CHAR:
                return a.nullable(true).equals(b.nullable(true));
            case BOOLEAN: case FLOAT: case DOUBLE: case DECIMAL: case VARCHAR: case BINARY: case VARBINARY:
            case DATE: case TIME: case TIMESTAMP: case TIMESTAMP_LTZ:
                return true;
            default:
                return false;
        }
    }

    private static boolean integral(TypeRoot r) {
        return r == TypeRoot.TINYINT || r == TypeRoot.SMALLINT || r == TypeRoot.INT || r == TypeRoot.BIGINT;
    }

    private static Object hashValue(Object v, TypeRoot root) {
        return integral(root) ? (Object) ((Number) v).longValue() : QueryRunner.normalizedKey(new Object[] {v}).get(0);
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
