package dev.varve.cli.sql;

import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
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
 * plain column, a column the subquery computes, a conjunct holding a subquery; into set operations
 * (Flink pushes there too: left, REPORT sweep 29 fz). An inner join's sides take the conjuncts on
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
     * {@code outer} over a UNION [ALL] of SELECTs with the conjuncts every branch can take moved into
     * every branch (the outer names are the first branch's, matched by position; a literal column
     * makes a branch's test constant). Null when nothing moves.
     */
    static SqlSelect pushUnion(SqlSelect outer, SqlCall union, String alias) {
        if (outer.getWhere() == null) {
            return null;
        }
        SqlNode first = union;
        while (first.getKind() == SqlKind.UNION) {
            first = ((SqlCall) first).operand(0);
        }
        if (!(first instanceof SqlSelect)) {
            return null;
        }
        List<String> names = new ArrayList<>();
        for (SqlNode item : ((SqlSelect) first).getSelectList()) {
            String n = itemName(item);
            if (n == null) {
                return null;
            }
            names.add(n);
        }
        SqlNode tree = union;
        List<SqlNode> kept = new ArrayList<>();
        boolean any = false;
        for (SqlNode c : PartitionConjuncts.conjuncts(outer.getWhere())) {
            SqlNode t = intoSet(tree, c, names, alias);
            if (t == null) {
                kept.add(c);
            } else {
                tree = t;
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

    private static SqlNode intoSet(SqlNode q, SqlNode c, List<String> names, String alias) {
        if (q instanceof SqlSelect) {
            SqlNode m = intoSelect(c, (SqlSelect) q, names, alias);
            return m == null ? null : withWhere((SqlSelect) q, List.of(m));
        }
        if (q.getKind() != SqlKind.UNION) {
            return null;
        }
        SqlCall call = (SqlCall) q;
        List<SqlNode> ops = new ArrayList<>();
        for (SqlNode o : call.getOperandList()) {
            SqlNode t = intoSet(o, c, names, alias);
            if (t == null) {
                return null;
            }
            ops.add(t);
        }
        return call.getOperator().createCall(call.getFunctionQuantifier(), call.getParserPosition(), ops);
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
