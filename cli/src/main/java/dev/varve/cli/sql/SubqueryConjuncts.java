package dev.varve.cli.sql;

import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.JoinType;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlJoin;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.sql.util.SqlBasicVisitor;
import org.apache.calcite.sql.util.SqlShuttle;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Moves a batch SELECT's WHERE conjuncts over plain columns into the subquery it reads, as Flink's
 * planner pushes a filter through projections, through an aggregation on its grouping keys and into
 * an inlined view or CTE, down to the table scan: there Paimon's source consumes the conjuncts on
 * partition columns ({@link PartitionConjuncts}), so {@code SELECT * FROM (SELECT * FROM t) WHERE dt
 * = 'p1'} keeps a cross-partition row of partition {@code p1} whose merge nulled {@code dt}, printed
 * as {@code p1}, as the direct {@code FROM t WHERE} does (probe {@code fuzz29/q01}, {@code q02}).
 * Moving a filter below a projection changes nothing else: the conjuncts that are not consumed are
 * still applied to the same rows. Not moved (Flink keeps them above, or Varve does not follow):
 * past ORDER BY / LIMIT / OFFSET, window functions, a global aggregate, a grouping key that is not a
 * plain column, a column the subquery computes, a conjunct holding a subquery. Over a UNION [ALL] each
 * branch takes the conjuncts it can and the others get them above it ({@link #pushUnion}), also through a
 * join into a union input ({@link #pushIntoJoinedUnion}). An inner join's sides take the conjuncts on
 * their own qualified columns ({@link #joinSide}). Stateless.
 */
final class SubqueryConjuncts {
    private SubqueryConjuncts() {
    }

    /**
     * {@code outer} with the movable conjuncts of its WHERE moved into {@code inner}, the query its FROM
     * reads (the FROM's own subquery, or the query of the view / CTE it names); {@code alias} is the name
     * the outer query qualifies the inner's columns with (null for none). Null when nothing moves.
     */
    static SqlSelect push(SqlSelect outer, SqlSelect inner, String alias) {
        if (outer.getWhere() == null || !movableInto(inner)) {
            return null;
        }
        List<SqlNode> moved = new ArrayList<>();
        List<SqlNode> kept = new ArrayList<>();
        for (SqlNode c : PartitionConjuncts.conjuncts(outer.getWhere())) {
            SqlNode m = intoSelect(c, inner, null, alias);
            if (m == null) {
                kept.add(c);
            } else {
                moved.add(m);
            }
        }
        if (moved.isEmpty()) {
            return null;
        }
        SqlSelect newOuter = (SqlSelect) outer.clone(outer.getParserPosition());
        newOuter.setWhere(and(kept));
        newOuter.setFrom(replaceQuery(outer.getFrom(), withWhere(inner, moved), alias));
        return newOuter;
    }

    /**
     * {@code outer} over a UNION [ALL] with its WHERE's conjuncts pushed into every branch on its own, as Flink's
     * planner pushes a filter through a union: a branch that can take a conjunct ({@link #intoSelect}: a SELECT whose
     * item the conjunct names is a plain column, below no LIMIT, window or global aggregate) gets it in its WHERE, where
     * it reaches the branch's scan (into both inputs of a nested INTERSECT / EXCEPT too); any other branch (below its own
     * ORDER BY .. LIMIT, with a computed column, VALUES) is wrapped as {@code SELECT * FROM (branch) AS alias(names) WHERE conjunct}, where it compares
     * as written (probes flink-oracle/probes/ag42 ag42_ch_4 u02 / u03, ag43 ag43_un_1). The outer names are the first
     * branch's, matched by position ({@code EXPR$i} for an unnamed item); a literal column makes a branch's test
     * constant. A conjunct holding a subquery, or naming anything but the union's columns, stays above. Null when
     * nothing moves (also when the first branch has a star or names a column twice).
     */
    static SqlSelect pushUnion(SqlSelect outer, SqlCall union, String alias) {
        if (outer.getWhere() == null) {
            return null;
        }
        SqlSelect first = firstSelect(union);
        if (first == null) {
            return null;
        }
        List<String> names = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        int position = 0;
        for (SqlNode item : first.getSelectList()) {
            String n = itemName(item);
            if (n == null) {
                if (item instanceof SqlIdentifier) {
                    return null; // a star
                }
                n = "EXPR$" + position;
            }
            if (!seen.add(n)) {
                return null;
            }
            names.add(n);
            position++;
        }
        SqlNode tree = union;
        List<SqlNode> kept = new ArrayList<>();
        boolean any = false;
        for (SqlNode c : PartitionConjuncts.conjuncts(outer.getWhere())) {
            if (!plainOver(c, id -> unionColumn(id, names, alias))) {
                kept.add(c);
            } else {
                tree = intoEachBranch(tree, c, names, alias);
                any = true;
            }
        }
        if (!any) {
            return null;
        }
        SqlSelect newOuter = (SqlSelect) outer.clone(outer.getParserPosition());
        newOuter.setWhere(and(kept));
        newOuter.setFrom(replaceQuery(outer.getFrom(), tree, alias));
        return newOuter;
    }

    /**
     * {@code outer} over a join one of whose inputs is {@code (UNION ..) AS q}, with the WHERE's conjuncts on q's
     * qualified columns alone pushed into that union's branches ({@link #pushUnion}) where the join passes a filter into
     * the input (an inner join's inputs, an outer join's preserved one): Flink pushes the filter through the join, then
     * through the union (probe flink-oracle/probes/ag43 ag43_un_1 v16, ag43_un_2). Null when nothing moves.
     */
    static SqlSelect pushIntoJoinedUnion(SqlSelect outer) {
        if (!(outer.getFrom() instanceof SqlJoin)) {
            return null;
        }
        SqlJoin j = (SqlJoin) outer.getFrom();
        JoinType type = j.getJoinType();
        List<SqlNode> where = outer.getWhere() == null ? new ArrayList<>()
                : new ArrayList<>(PartitionConjuncts.conjuncts(outer.getWhere()));
        boolean on = j.getConditionType() == org.apache.calcite.sql.JoinConditionType.ON && j.getCondition() != null;
        List<SqlNode> condition = on ? new ArrayList<>(PartitionConjuncts.conjuncts(j.getCondition())) : new ArrayList<>();
        SqlNode[] inputs = {j.getLeft(), j.getRight()};
        boolean any = false;
        for (int s = 0; s < 2; s++) {
            // a WHERE conjunct reaches an inner join's inputs and an outer join's preserved one, an ON conjunct an inner
            // join's inputs and an outer join's null-supplying one
            boolean preserved = s == 0 ? type != JoinType.RIGHT && type != JoinType.FULL
                    : type != JoinType.LEFT && type != JoinType.FULL;
            boolean inner = type == JoinType.INNER || type == JoinType.COMMA || type == JoinType.CROSS;
            List<List<SqlNode>> sources = new ArrayList<>();
            if (preserved) {
                sources.add(where);
            }
            if (on && (inner || !preserved && type != JoinType.FULL)) {
                sources.add(condition);
            }
            for (List<SqlNode> conjuncts : sources) {
                SqlNode moved = intoUnionInput(inputs[s], conjuncts);
                if (moved != null) {
                    inputs[s] = moved;
                    any = true;
                }
            }
        }
        if (!any) {
            return null;
        }
        SqlNode cond = on ? and(condition) : j.getCondition();
        SqlJoin joined = new SqlJoin(j.getParserPosition(), inputs[0], j.isNaturalNode(), j.getJoinTypeNode(), inputs[1],
                j.getConditionTypeNode(), on && cond == null ? SqlLiteral.createBoolean(true, SqlParserPos.ZERO) : cond);
        SqlSelect newOuter = (SqlSelect) outer.clone(outer.getParserPosition());
        newOuter.setFrom(joined);
        newOuter.setWhere(and(where));
        return newOuter;
    }

    /** {@code (UNION ..) AS q} with the conjuncts on q alone moved into its branches (removed from {@code conjuncts}). */
    private static SqlNode intoUnionInput(SqlNode input, List<SqlNode> conjuncts) {
        if (input.getKind() != SqlKind.AS || ((SqlCall) input).operandCount() != 2
                || ((SqlCall) input).operand(0).getKind() != SqlKind.UNION) {
            return null;
        }
        String alias = ((SqlIdentifier) ((SqlCall) input).operand(1)).getSimple();
        List<SqlNode> mine = new ArrayList<>();
        for (SqlNode c : conjuncts) {
            if (plainOver(c, id -> id.names.size() == 2 && !id.isStar() && id.names.get(0).equals(alias))) {
                mine.add(c);
            }
        }
        if (mine.isEmpty()) {
            return null;
        }
        SqlSelect over = new SqlSelect(SqlParserPos.ZERO, null, SqlNodeList.of(SqlIdentifier.star(SqlParserPos.ZERO)),
                input, and(mine), null, null, null, null, null, null, null, null);
        SqlSelect pushed = pushUnion(over, (SqlCall) ((SqlCall) input).operand(0), alias);
        if (pushed == null) {
            return null;
        }
        Set<SqlNode> kept = PartitionConjuncts.identitySet(pushed.getWhere() == null ? List.of()
                : PartitionConjuncts.conjuncts(pushed.getWhere()));
        for (SqlNode c : mine) {
            if (!kept.contains(c)) {
                conjuncts.remove(c);
            }
        }
        return pushed.getFrom();
    }

    /** The first SELECT of a set operation's branches (through a branch's own ORDER BY .. LIMIT), or null. */
    private static SqlSelect firstSelect(SqlNode q) {
        while (q.getKind() == SqlKind.UNION || q.getKind() == SqlKind.INTERSECT || q.getKind() == SqlKind.EXCEPT) {
            q = ((SqlCall) q).operand(0);
        }
        if (q instanceof org.apache.calcite.sql.SqlOrderBy) {
            q = ((org.apache.calcite.sql.SqlOrderBy) q).query;
        }
        return q instanceof SqlSelect ? (SqlSelect) q : null;
    }

    /** Whether an outer identifier names one of the union's columns (bare, or qualified with its alias). */
    private static boolean unionColumn(SqlIdentifier id, List<String> names, String alias) {
        if (id.isStar()) {
            return false;
        }
        if (id.names.size() == 1) {
            return names.contains(id.names.get(0));
        }
        return id.names.size() == 2 && alias != null && id.names.get(0).equals(alias) && names.contains(id.names.get(1));
    }

    /** {@code q} (a union's branch, or a union of branches) with conjunct {@code c} in each branch. */
    private static SqlNode intoEachBranch(SqlNode q, SqlNode c, List<String> names, String alias) {
        if (q instanceof SqlSelect) {
            SqlNode m = intoSelect(c, (SqlSelect) q, names, alias);
            if (m != null) {
                return withWhere((SqlSelect) q, List.of(m));
            }
        } else if (q.getKind() == SqlKind.UNION || q.getKind() == SqlKind.INTERSECT || q.getKind() == SqlKind.EXCEPT) {
            // a filter commutes with every set operation: Flink pushes it into both inputs (probe ag43_x_un x2)
            SqlCall call = (SqlCall) q;
            List<SqlNode> ops = new ArrayList<>();
            for (SqlNode o : call.getOperandList()) {
                ops.add(intoEachBranch(o, c, names, alias));
            }
            return call.getOperator().createCall(call.getFunctionQuantifier(), call.getParserPosition(), ops);
        }
        // a filter above the branch: Flink evaluates it there, as written
        List<SqlNode> as = new ArrayList<>();
        as.add(q);
        as.add(new SqlIdentifier(alias != null ? alias : "EXPR$UNION", SqlParserPos.ZERO));
        for (String n : names) {
            as.add(new SqlIdentifier(n, SqlParserPos.ZERO));
        }
        SqlNode copy = c.accept(new SqlShuttle() {
            @Override
            public SqlNode visit(SqlIdentifier id) {
                return new SqlIdentifier(id.names, id.getParserPosition()); // a conjunct of its own per branch
            }
        });
        return new SqlSelect(SqlParserPos.ZERO, null, SqlNodeList.of(SqlIdentifier.star(SqlParserPos.ZERO)),
                SqlStdOperatorTable.AS.createCall(SqlParserPos.ZERO, as), copy, null, null, null, null, null, null, null,
                null);
    }

    /** A select item's output name (a column or an alias), or null (a star, an unnamed expression). */
    private static String itemName(SqlNode item) {
        if (item instanceof SqlIdentifier && !((SqlIdentifier) item).isStar()) {
            List<String> parts = ((SqlIdentifier) item).names;
            return parts.get(parts.size() - 1);
        }
        if (item.getKind() == SqlKind.AS && ((SqlCall) item).operandCount() == 2) {
            return ((SqlIdentifier) ((SqlCall) item).operand(1)).getSimple();
        }
        return null;
    }

    private static SqlSelect withWhere(SqlSelect inner, List<SqlNode> moved) {
        SqlNode innerWhere = inner.getWhere();
        for (SqlNode m : moved) {
            innerWhere = innerWhere == null ? m : SqlStdOperatorTable.AND.createCall(SqlParserPos.ZERO, innerWhere, m);
        }
        SqlSelect newInner = (SqlSelect) inner.clone(inner.getParserPosition());
        newInner.setWhere(innerWhere);
        return newInner;
    }

    /**
     * {@code c} rewritten over {@code inner}'s columns, or null when it cannot move there. {@code names}:
     * the outer names of {@code inner}'s items by position (a UNION branch), or null for the items' own names.
     */
    private static SqlNode intoSelect(SqlNode c, SqlSelect inner, List<String> names, String alias) {
        if (!movableInto(inner)) {
            return null;
        }
        Map<String, SqlNode> columns = new HashMap<>();
        Set<String> ambiguous = new HashSet<>();
        boolean star = false;
        int position = -1;
        for (SqlNode item : inner.getSelectList()) {
            position++;
            String name;
            SqlNode expr;
            if (names != null) {
                if (position >= names.size() || item instanceof SqlIdentifier && ((SqlIdentifier) item).isStar()) {
                    return null;
                }
                name = names.get(position);
                expr = item.getKind() == SqlKind.AS ? ((SqlCall) item).operand(0) : item;
            } else if (item instanceof SqlIdentifier && ((SqlIdentifier) item).isStar()) {
                star = true;
                continue;
            } else if (item instanceof SqlIdentifier) {
                List<String> parts = ((SqlIdentifier) item).names;
                name = parts.get(parts.size() - 1);
                expr = item;
            } else if (item.getKind() == SqlKind.AS && ((SqlCall) item).operandCount() == 2) {
                name = ((SqlIdentifier) ((SqlCall) item).operand(1)).getSimple();
                expr = ((SqlCall) item).operand(0);
            } else {
                continue; // an unnamed expression: not a column the outer WHERE can name
            }
            if (columns.put(name, expr) != null) {
                ambiguous.add(name);
            }
        }
        // a star over a join may name a column twice: only over one table or subquery
        boolean identity = star && inner.getFrom() != null && inner.getFrom().getKind() != SqlKind.JOIN;
        if (star) {
            ambiguous.addAll(columns.keySet()); // a named item beside a star may repeat one of its columns
        }
        Set<String> keys = null;
        if (inner.getGroup() != null) {
            keys = new HashSet<>();
            for (SqlNode g : inner.getGroup()) {
                if (!(g instanceof SqlIdentifier) || ((SqlIdentifier) g).isStar()) {
                    return null; // ROLLUP / CUBE / GROUPING SETS or an expression: not followed
                }
                List<String> parts = ((SqlIdentifier) g).names;
                keys.add(parts.get(parts.size() - 1));
            }
        }
        if (names != null && position + 1 != names.size()) {
            return null;
        }
        return substitute(c, alias, columns, ambiguous, identity, keys);
    }

    /** The outer FROM with its query replaced by {@code q} (a view or CTE name becomes {@code (q) AS name}). */
    private static SqlNode replaceQuery(SqlNode from, SqlNode q, String alias) {
        if (from.getKind() == SqlKind.AS) {
            SqlCall as = (SqlCall) from;
            List<SqlNode> ops = new ArrayList<>(as.getOperandList());
            ops.set(0, q);
            return SqlStdOperatorTable.AS.createCall(as.getParserPosition(), ops);
        }
        if (from instanceof SqlIdentifier) {
            return SqlStdOperatorTable.AS.createCall(SqlParserPos.ZERO, q, new SqlIdentifier(alias, SqlParserPos.ZERO));
        }
        return q;
    }

    /** Whether a filter above {@code inner} may move into its WHERE (Flink's transposes, as far as followed). */
    private static boolean movableInto(SqlSelect inner) {
        if (inner.getOrderList() != null && inner.getOrderList().size() > 0 || inner.getFetch() != null
                || inner.getOffset() != null || inner.getFrom() == null
                || inner.getWindowList() != null && inner.getWindowList().size() > 0
                || inner.getQualify() != null) {
            return false;
        }
        SqlNodeList items = inner.getSelectList();
        if (ExprCompiler.containsOver(items)) {
            return false;
        }
        // a global aggregate (no GROUP BY): its one row is not a filter's to split
        return inner.getGroup() != null || inner.getHaving() == null && !ExprCompiler.containsAggregate(items);
    }

    /**
     * {@code conjunct} over the inner query's plain columns, or null when it names anything else (a
     * computed column, an ambiguous name, a non-key column of an aggregation) or holds a subquery.
     */
    private static SqlNode substitute(SqlNode conjunct, String alias, Map<String, SqlNode> columns,
                                      Set<String> ambiguous, boolean identity, Set<String> keys) {
        if (!plainOver(conjunct, id -> target(id, alias, columns, ambiguous, identity, keys) != null)) {
            return null;
        }
        return conjunct.accept(new SqlShuttle() {
            @Override
            public SqlNode visit(SqlIdentifier id) {
                return target(id, alias, columns, ambiguous, identity, keys);
            }
        });
    }

    /** A literal, or a CAST of one. */
    private static boolean constant(SqlNode e) {
        if (e.getKind() == SqlKind.CAST) {
            e = ((SqlCall) e).operand(0);
        }
        return e instanceof SqlLiteral;
    }

    /** The inner query's column (or literal) an outer identifier names, or null. */
    private static SqlNode target(SqlIdentifier id, String alias, Map<String, SqlNode> columns,
                                        Set<String> ambiguous, boolean identity, Set<String> keys) {
        String name;
        if (id.names.size() == 1) {
            name = id.names.get(0);
        } else if (id.names.size() == 2 && alias != null && id.names.get(0).equals(alias)) {
            name = id.names.get(1);
        } else {
            return null;
        }
        if (id.isStar() || ambiguous.contains(name)) {
            return null;
        }
        SqlNode e = columns.get(name);
        SqlIdentifier out;
        if (e == null) {
            if (!identity) {
                return null;
            }
            out = new SqlIdentifier(name, id.getParserPosition());
        } else if (e instanceof SqlIdentifier && !((SqlIdentifier) e).isStar()) {
            out = (SqlIdentifier) e;
        } else if (constant(e)) {
            return e; // a literal column: the conjunct becomes a constant test (Flink reduces it)
        } else {
            return null;
        }
        if (keys != null && !keys.contains(out.names.get(out.names.size() - 1))) {
            return null;
        }
        return out;
    }

    /**
     * The conjuncts of {@code where} (the same nodes) an inner join's {@code side} takes: for a nested
     * join the whole WHERE (its own sides pick); for a table, with or without an alias, those whose every
     * column is qualified with the side's name. Null for none.
     */
    static SqlNode joinSide(SqlNode where, SqlNode side) {
        if (side.getKind() == SqlKind.JOIN) {
            return where;
        }
        SqlNode table = side;
        String name;
        if (side.getKind() == SqlKind.AS && ((SqlCall) side).operandCount() == 2) {
            table = ((SqlCall) side).operand(0);
            name = ((SqlIdentifier) ((SqlCall) side).operand(1)).getSimple();
        } else if (side instanceof SqlIdentifier) {
            List<String> parts = ((SqlIdentifier) side).names;
            name = parts.get(parts.size() - 1);
        } else if (side.getKind() == SqlKind.TABLE_REF) {
            List<String> parts = ((SqlIdentifier) ((SqlCall) side).operand(0)).names;
            name = parts.get(parts.size() - 1);
        } else {
            return null;
        }
        if (!(table instanceof SqlIdentifier) && table.getKind() != SqlKind.TABLE_REF) {
            return null;
        }
        List<SqlNode> mine = new ArrayList<>();
        for (SqlNode c : PartitionConjuncts.conjuncts(where)) {
            if (plainOver(c, id -> id.names.size() == 2 && !id.isStar() && id.names.get(0).equals(name))) {
                mine.add(c);
            }
        }
        return and(mine);
    }

    /** Whether {@code node} holds a subquery (Flink plans it as a join: a conjunct holding one stays above it). */
    static boolean holdsSubquery(SqlNode node) {
        return !plainOver(node, id -> true);
    }

    /** Whether {@code conjunct} holds no subquery and every identifier in it passes {@code column}. */
    private static boolean plainOver(SqlNode conjunct, Predicate<SqlIdentifier> column) {
        boolean[] ok = {true};
        conjunct.accept(new SqlBasicVisitor<Void>() {
            @Override
            public Void visit(SqlCall call) {
                if (call instanceof SqlSelect || call.getKind() == SqlKind.ORDER_BY || call.getKind() == SqlKind.WITH
                        || call.getKind() == SqlKind.UNION || call.getKind() == SqlKind.VALUES) {
                    ok[0] = false;
                    return null;
                }
                return super.visit(call);
            }

            @Override
            public Void visit(SqlIdentifier id) {
                ok[0] &= column.test(id);
                return null;
            }
        });
        return ok[0];
    }

    private static SqlNode and(List<SqlNode> conjuncts) {
        SqlNode out = null;
        for (SqlNode c : conjuncts) {
            out = out == null ? c : SqlStdOperatorTable.AND.createCall(SqlParserPos.ZERO, out, c);
        }
        return out;
    }
}
