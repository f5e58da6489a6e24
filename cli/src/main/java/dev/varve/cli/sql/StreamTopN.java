package dev.varve.cli.sql;

import dev.varve.row.RowKind;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.SqlWindow;
import org.apache.calcite.sql.fun.SqlStdOperatorTable;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Flink's streaming Top-N ({@code Rank} with ROW_NUMBER): {@code SELECT ... FROM (SELECT ..., ROW_NUMBER() OVER
 * (PARTITION BY p ORDER BY o) AS rn FROM t) WHERE rn <= N} over a changelog. Per partition the rows in sort order,
 * peers in arrival order (a new row goes after its peers); each input change emits the change of the rows ranked
 * {@code rankStart..rankEnd}, as Flink 2.0 does (checked on flink-oracle, goldens {@code sweep17_tn_*}):
 * <ul>
 *   <li>with the rank number in the output (unless the range is one number: Flink makes it a constant) or a rank
 *   range not starting at 1: per shifted position {@code -U} old
 *   row / {@code +U} new row, {@code +I} for a position that was empty, {@code -D} for one that becomes empty;</li>
 *   <li>without it: {@code -D} for the row that leaves the top, then {@code +I} for the row that enters; except the
 *   top-1 of an insert-only input, which emits {@code -U} old / {@code +U} new when its top row changes.</li>
 * </ul>
 * A retraction ({@code -U}/{@code -D}) removes the first equal row of its partition (unknown rows are ignored). An
 * insert-only input (an append table) keeps only the first {@code rankEnd} rows per partition, as no row can come back;
 * a changelog input keeps every row. The state lives for the statement: a continued read (consumer-id) starts empty,
 * as a new Flink job does. Not thread-safe.
 */
final class StreamTopN implements QueryRunner.StreamOperator {
    final Windows.Spec spec;
    /** Ranks kept, 1-based, inclusive. */
    final long rankStart;
    final long rankEnd;
    /** Whether each shifted position is an update: the rank number is selected, or the range has an offset. */
    private final boolean rankOutput;
    /** Whether the outer query reads the rank number and the range is not one number (Flink's rank number output). */
    final boolean rankNumberOutput;
    /** Whether the input is insert-only (Flink's append-only Top-N). */
    private final boolean appendOnly;
    /** The subquery's select list over the input row; {@code rankSlot} gets the rank. */
    final List<Expr> projection;
    final int rankSlot;
    /** The rest of the outer WHERE over the projected row, or null. */
    final Expr filter;
    private final Map<List<Object>, List<Entry>> partitions = new HashMap<>();

    StreamTopN(Windows.Spec spec, long rankStart, long rankEnd, boolean rankOutput, boolean appendOnly,
               List<Expr> projection, int rankSlot, Expr filter) {
        this.spec = spec;
        this.rankStart = rankStart;
        this.rankEnd = rankEnd;
        this.rankOutput = rankOutput || rankStart > 1;
        this.rankNumberOutput = rankOutput;
        this.appendOnly = appendOnly;
        this.projection = projection;
        this.rankSlot = rankSlot;
        this.filter = filter;
    }

    /** "use batch mode" advice of the refusals. */
    private static final String BATCH = "; or use batch mode (SET 'execution.runtime-mode' = 'batch')";

    /**
     * The Top-N shape of a streaming query: {@code SELECT ... FROM (SELECT ..., ROW_NUMBER() OVER (PARTITION BY ...
     * ORDER BY ...) AS rn FROM t [WHERE ...]) [alias] WHERE <bounds on rn> [AND ...]}. Immutable.
     */
    static final class Shape {
        /** The subquery (reads the table). */
        final SqlSelect inner;
        /** Its alias, or null. */
        final String alias;
        /** The ROW_NUMBER() OVER (...) node of the subquery's select list. */
        final SqlNode over;
        final SqlWindow window;
        final String rankName;
        final long rankStart;
        final long rankEnd;
        /** The outer WHERE without the bounds on rn, or null. */
        final SqlNode rest;
        /** Whether the outer query reads rn (in its select list) and rn is not one constant. */
        final boolean rankOutput;

        private Shape(SqlSelect inner, String alias, SqlNode over, String rankName, long rankStart, long rankEnd,
                      SqlNode rest, boolean rankOutput) {
            this.inner = inner;
            this.alias = alias;
            this.over = over;
            this.window = (SqlWindow) ((SqlCall) over).operand(1);
            this.rankName = rankName;
            this.rankStart = rankStart;
            this.rankEnd = rankEnd;
            this.rest = rest;
            this.rankOutput = rankOutput;
        }

        /**
         * The Top-N shape of {@code outer}, or null when its FROM is not a subquery with a window function. Refuses,
         * naming the problem, the OVER shapes Flink does not stream over a Paimon table (no time attributes): any
         * OVER outside this shape, RANK/DENSE_RANK, a Top-N without an upper bound on the row number.
         */
        static Shape of(SqlSelect outer) {
            SqlNode from = outer.getFrom();
            String alias = null;
            if (from != null && from.getKind() == SqlKind.AS && ((SqlCall) from).operandCount() == 2) {
                alias = ((SqlIdentifier) ((SqlCall) from).operand(1)).getSimple();
                from = ((SqlCall) from).operand(0);
            }
            if (!(from instanceof SqlSelect) || !ExprCompiler.containsOver(((SqlSelect) from).getSelectList())) {
                return null;
            }
            SqlSelect inner = (SqlSelect) from;
            SqlNode over = null;
            String rankName = null;
            for (SqlNode item : inner.getSelectList()) {
                if (!ExprCompiler.containsOver(item)) {
                    continue;
                }
                SqlNode call = item.getKind() == SqlKind.AS ? ((SqlCall) item).operand(0) : item;
                if (call.getKind() != SqlKind.OVER) {
                    throw new SqlError("a window function inside an expression is not supported in streaming mode: " + item
                            + "; a streaming Top-N selects ROW_NUMBER() OVER (...) AS rn as it is" + BATCH);
                }
                SqlCall fn = (SqlCall) ((SqlCall) call).operand(0);
                String name = fn.getOperator().getName().toUpperCase(Locale.ROOT);
                if (name.equals("RANK") || name.equals("DENSE_RANK")) {
                    throw new SqlError(name + "() is not supported in streaming mode (Flink: \"" + name
                            + "() on streaming table is not supported currently\"); a streaming Top-N uses ROW_NUMBER()" + BATCH);
                }
                if (!name.equals("ROW_NUMBER")) {
                    throw new SqlError("window function " + name + " OVER is not supported in streaming mode: Flink streams it only"
                            + " ordered by a time attribute, which a Paimon table read has not; a streaming Top-N uses ROW_NUMBER()"
                            + BATCH);
                }
                if (over != null) {
                    throw new SqlError("a streaming Top-N has one ROW_NUMBER() OVER (...), this subquery has more: " + item + BATCH);
                }
                if (!(((SqlCall) call).operand(1) instanceof SqlWindow)) {
                    throw new SqlError("named windows are not supported: " + call);
                }
                SqlWindow w = (SqlWindow) ((SqlCall) call).operand(1);
                if (w.getOrderList() == null || w.getOrderList().isEmpty()) {
                    throw new SqlError("ROW_NUMBER needs an ORDER BY in its window: " + call);
                }
                over = call;
                rankName = item.getKind() == SqlKind.AS ? ((SqlIdentifier) ((SqlCall) item).operand(1)).getSimple() : null;
            }
            if (rankName == null) {
                throw new SqlError("name the row number of a streaming Top-N (ROW_NUMBER() OVER (...) AS rn) and filter on it"
                        + " outside (WHERE rn <= N)" + BATCH);
            }
            refuseClauses(inner, "the subquery of a streaming Top-N", true);
            refuseClauses(outer, "a streaming Top-N query", false);
            long start = 1;
            long end = Long.MAX_VALUE;
            boolean bounded = false;
            SqlNode rest = null;
            for (SqlNode c : conjuncts(outer.getWhere())) {
                long[] b = bound(c, rankName, alias);
                if (b == null) {
                    rest = rest == null ? c : SqlStdOperatorTable.AND.createCall(org.apache.calcite.sql.parser.SqlParserPos.ZERO, rest, c);
                    continue;
                }
                start = Math.max(start, b[0]);
                if (b[1] != Long.MAX_VALUE) {
                    bounded = true;
                    end = Math.min(end, b[1]);
                }
            }
            if (!bounded) {
                throw new SqlError("a streaming ROW_NUMBER() needs an upper bound on " + rankName + " in the enclosing WHERE"
                        + " (Top-N: " + rankName + " <= N, " + rankName + " < N, " + rankName + " = N or BETWEEN); Flink streams no"
                        + " other OVER over a Paimon table" + BATCH);
            }
            if (rest != null && references(rest, rankName, alias)) {
                throw new SqlError("the WHERE of a streaming Top-N reads " + rankName + " beyond its bounds (" + rest + "): Flink"
                        + " then plans no Top-N but a streaming OVER, which needs a time attribute; bound " + rankName
                        + " with constants only (" + rankName + " <= N AND ...)" + BATCH);
            }
            // Flink drops the rank column when the range is one number (it is that constant then)
            boolean output = start != end && references(outer.getSelectList(), rankName, alias);
            return new Shape(inner, alias, over, rankName, start, end, rest, output);
        }

        /** The subquery takes no grouping; the outer query may GROUP BY. */
        private static void refuseClauses(SqlSelect sel, String what, boolean inner) {
            if (sel.isDistinct()) {
                throw new SqlError(what + " takes no DISTINCT in varve" + BATCH);
            }
            if (inner && ((sel.getGroup() != null && !sel.getGroup().isEmpty()) || sel.getHaving() != null
                    || ExprCompiler.containsAggregate(sel.getSelectList()))) {
                throw new SqlError(what + " takes no GROUP BY, HAVING or aggregate in varve" + BATCH);
            }
            if ((sel.getOrderList() != null && !sel.getOrderList().isEmpty()) || sel.getOffset() != null
                    || (inner && sel.getFetch() != null)) {
                throw new SqlError(what + " takes no ORDER BY, OFFSET or LIMIT" + BATCH);
            }
        }

        private static List<SqlNode> conjuncts(SqlNode where) {
            List<SqlNode> out = new ArrayList<>();
            if (where == null) {
                return out;
            }
            if (where.getKind() == SqlKind.AND) {
                for (SqlNode op : ((SqlCall) where).getOperandList()) {
                    out.addAll(conjuncts(op));
                }
            } else {
                out.add(where);
            }
            return out;
        }

        /** {start, end} (1-based, inclusive; end MAX_VALUE if none) when {@code c} bounds rn by constants, else null. */
        private static long[] bound(SqlNode c, String rankName, String alias) {
            if (c.getKind() == SqlKind.BETWEEN) {
                List<SqlNode> ops = ((SqlCall) c).getOperandList();
                Long lo = ops.size() == 3 && isRank(ops.get(0), rankName, alias) ? whole(ops.get(1)) : null;
                Long hi = lo == null ? null : whole(ops.get(2));
                return hi == null || c.toString().toUpperCase(Locale.ROOT).contains("NOT BETWEEN") ? null : new long[] {lo, hi};
            }
            if (!(c instanceof SqlCall) || ((SqlCall) c).operandCount() != 2) {
                return null;
            }
            SqlKind kind = c.getKind();
            SqlNode l = ((SqlCall) c).operand(0);
            SqlNode r = ((SqlCall) c).operand(1);
            if (!isRank(l, rankName, alias) && isRank(r, rankName, alias)) {
                SqlNode t = l;
                l = r;
                r = t;
                kind = kind.reverse();
            }
            Long v = isRank(l, rankName, alias) ? whole(r) : null;
            if (v == null) {
                return null;
            }
            switch (kind) {
                case EQUALS: return new long[] {v, v};
                case LESS_THAN_OR_EQUAL: return new long[] {1, v};
                case LESS_THAN: return new long[] {1, v - 1};
                case GREATER_THAN_OR_EQUAL: return new long[] {v, Long.MAX_VALUE};
                case GREATER_THAN: return new long[] {v + 1, Long.MAX_VALUE};
                default: return null;
            }
        }

        private static boolean isRank(SqlNode n, String rankName, String alias) {
            if (!(n instanceof SqlIdentifier)) {
                return false;
            }
            List<String> names = ((SqlIdentifier) n).names;
            return names.get(names.size() - 1).equalsIgnoreCase(rankName)
                    && (names.size() == 1 || (names.size() == 2 && alias != null && names.get(0).equalsIgnoreCase(alias)));
        }

        private static Long whole(SqlNode n) {
            if (!(n instanceof org.apache.calcite.sql.SqlNumericLiteral) || !((org.apache.calcite.sql.SqlNumericLiteral) n).isInteger()) {
                return null;
            }
            return ((org.apache.calcite.sql.SqlNumericLiteral) n).longValue(true);
        }

        /** Whether {@code node} names rn; a '*' item of a select list does, COUNT(*) not. */
        private static boolean references(SqlNode node, String rankName, String alias) {
            if (node instanceof org.apache.calcite.sql.SqlNodeList) {
                for (SqlNode n : (org.apache.calcite.sql.SqlNodeList) node) {
                    if (n instanceof SqlIdentifier && ((SqlIdentifier) n).isStar()) {
                        return true;
                    }
                }
            }
            if (node instanceof SqlIdentifier) {
                return isRank((SqlIdentifier) node, rankName, alias);
            }
            if (node instanceof SqlCall) {
                for (SqlNode op : ((SqlCall) node).getOperandList()) {
                    if (op != null && references(op, rankName, alias)) {
                        return true;
                    }
                }
            } else if (node instanceof org.apache.calcite.sql.SqlNodeList) {
                for (SqlNode n : (org.apache.calcite.sql.SqlNodeList) node) {
                    if (n != null && references(n, rankName, alias)) {
                        return true;
                    }
                }
            }
            return false;
        }
    }

    private static final class Entry {
        final Object[] row;
        final Object[] sortKey;

        Entry(Object[] row, Object[] sortKey) {
            this.row = row;
            this.sortKey = sortKey;
        }
    }

    @Override
    public void accept(RowKind kind, Object[] in, QueryRunner.RowSink out) {
        List<Object> key = QueryRunner.normalizedKey(spec.partitionKey(in));
        List<Entry> part = partitions.get(key);
        if (kind.isAdd()) {
            if (part == null) {
                part = new ArrayList<>();
                partitions.put(key, part);
            }
            add(part, new Entry(in, spec.sortKey(in)), out);
        } else if (part != null) {
            retract(part, in, out);
            if (part.isEmpty()) {
                partitions.remove(key);
            }
        }
    }

    private void add(List<Entry> part, Entry e, QueryRunner.RowSink out) {
        int p = search(part, e.sortKey, true); // e goes after its peers
        if (p >= rankEnd) {
            if (!appendOnly) {
                part.add(p, e);
            }
            return;
        }
        part.add(p, e);
        int size = part.size();
        if (rankOutput) {
            for (int pos = p; pos < Math.min(size, rankEnd); pos++) {
                if (pos + 1 < rankStart) {
                    continue;
                }
                if (pos < size - 1) {
                    emit(RowKind.UPDATE_BEFORE, part.get(pos + 1), pos, out);
                    emit(RowKind.UPDATE_AFTER, part.get(pos), pos, out);
                } else {
                    emit(RowKind.INSERT, part.get(pos), pos, out);
                }
            }
        } else if (appendOnly && rankEnd == 1) {
            if (size == 1) {
                emit(RowKind.INSERT, e, 0, out);
            } else {
                emit(RowKind.UPDATE_BEFORE, part.get(1), 0, out);
                emit(RowKind.UPDATE_AFTER, e, 0, out);
            }
        } else {
            if (size > rankEnd) {
                emit(RowKind.DELETE, part.get((int) rankEnd), (int) rankEnd, out);
            }
            emit(RowKind.INSERT, e, p, out);
        }
        if (appendOnly && size > rankEnd) {
            part.remove(size - 1);
        }
    }

    private void retract(List<Entry> part, Object[] in, QueryRunner.RowSink out) {
        Object[] sortKey = spec.sortKey(in);
        List<Object> target = QueryRunner.normalizedKey(in);
        int p = -1;
        for (int i = search(part, sortKey, false); i < part.size() && spec.compare(part.get(i).sortKey, sortKey) == 0; i++) {
            if (QueryRunner.normalizedKey(part.get(i).row).equals(target)) {
                p = i;
                break;
            }
        }
        if (p < 0) {
            return; // a retraction of a row never seen: Flink ignores it
        }
        Entry removed = part.remove(p);
        if (p >= rankEnd) {
            return;
        }
        int size = part.size();
        if (rankOutput) {
            for (int pos = p; pos < Math.min(size + 1, rankEnd); pos++) {
                if (pos + 1 < rankStart) {
                    continue;
                }
                Entry old = pos == p ? removed : part.get(pos - 1);
                if (pos < size) {
                    emit(RowKind.UPDATE_BEFORE, old, pos, out);
                    emit(RowKind.UPDATE_AFTER, part.get(pos), pos, out);
                } else {
                    emit(RowKind.DELETE, old, pos, out);
                }
            }
        } else {
            emit(RowKind.DELETE, removed, p, out);
            if (size >= rankEnd) {
                emit(RowKind.INSERT, part.get((int) rankEnd - 1), (int) rankEnd - 1, out);
            }
        }
    }

    /** The first position whose sort key ranks after {@code key} ({@code afterPeers}) or not before it. */
    private int search(List<Entry> part, Object[] key, boolean afterPeers) {
        int lo = 0;
        int hi = part.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            int c = spec.compare(part.get(mid).sortKey, key);
            if (c < 0 || (afterPeers && c == 0)) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** The subquery's row of {@code e} at 0-based position {@code pos}, through the outer filter. */
    private void emit(RowKind kind, Entry e, int pos, QueryRunner.RowSink out) {
        Object[] row = new Object[projection.size()];
        for (int i = 0; i < row.length; i++) {
            // a rank not output is the range's one number (Flink's constant), or not read at all
            row[i] = i == rankSlot ? (Object) (rankOutput ? pos + 1L : rankStart) : projection.get(i).eval(e.row);
        }
        if (filter == null || Boolean.TRUE.equals(filter.eval(row))) {
            out.accept(kind, row);
        }
    }
}
