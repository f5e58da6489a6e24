package dev.varve.cli.sql;

import dev.varve.row.DataType;
import org.apache.calcite.sql.SqlBasicCall;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.JoinType;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What Flink 2.0's planner derives of a streaming regular join for an upsert sink (read in the 2.0.0 planner's bytecode,
 * REPORT.md "Sweep 44 st44"): the join's upsert keys ({@code FlinkRelMdUpsertKeys#getJoinUpsertKeys}) and whether the
 * plan below the sink can run without {@code -U} rows ({@code FlinkChangelogModeInferenceProgram}'s
 * ONLY_UPDATE_AFTER, which a join gives only when every input with updates has an upsert key containing its join
 * key, {@code StreamPhysicalJoin#inputUniqueKeyContainsJoinKey}, and no filter sits over updates):
 * <ul>
 *   <li>an input's upsert keys kept by the join are those containing its equi-join columns ({@code filterKeys}); an
 *   input is unique on the join when its equi-join columns contain one of its upsert keys;</li>
 *   <li>the join's keys: each left key joined with each right key; the left keys when the right input is unique and
 *   the join does not pad the left input with nulls; the right keys likewise ({@code getJoinUniqueKeys});</li>
 *   <li>a conjunct of ON over one input's columns becomes a filter below the join on that input (the null-supplying
 *   side only, for an outer join), one of WHERE too (the preserved side, for an outer join); an equality of a column
 *   of each input is an equi-join key (in WHERE: of an inner join); an equi-join operand that is not a column, or
 *   two columns of different types (a cast), is a computed join key, in no upsert key, except for two integer types:
 *   the narrower side's key is kept through the widening cast but as a key of the cast value, in none of the join's
 *   keys ({@link #widenedSide}); a WHERE conjunct left over an
 *   outer join is a filter over its updates;</li>
 *   <li>a filter over an input with updates, or such an input without an upsert key containing its join key, makes the
 *   whole plan run with {@code -U} (they reach the sink).</li>
 * </ul>
 * A table's read has its primary key as upsert key and has updates when {@link QueryRunner#changelogInput} (not an
 * append or first-row table, not a bounded read); an outer join has updates of its own.
 */
final class JoinUpsertKeys {
    /** A join's (or an input's) upsert keys as sets of its row's positions (null: none), updates, and -U need. */
    static final class Of {
        final List<Set<Integer>> keys;
        final boolean updates;
        /** Whether it can run without -U (Flink's ONLY_UPDATE_AFTER). */
        final boolean onlyAfter;

        Of(List<Set<Integer>> keys, boolean updates, boolean onlyAfter) {
            this.keys = keys;
            this.updates = updates;
            this.onlyAfter = onlyAfter;
        }
    }

    private JoinUpsertKeys() {
    }

    /**
     * The derivation of {@code join} with the WHERE conjuncts {@code where} over its row (empty for a nested join), or
     * null when an input is a subquery whose keys are not derived.
     */
    static Of of(StreamJoin join, List<SqlNode> where) {
        Of l = side(join.left);
        Of r = side(join.right);
        if (l == null || r == null) {
            return null;
        }
        Joins.Spec spec = join.spec;
        int nl = spec.nl;
        JoinType type = spec.type;
        boolean inner = type != JoinType.LEFT && type != JoinType.RIGHT && type != JoinType.FULL;
        boolean toLeft = type != JoinType.LEFT && type != JoinType.FULL; // a filter may go below the left input
        boolean toRight = type != JoinType.RIGHT && type != JoinType.FULL;
        Set<Integer> lKey = new HashSet<>();
        Set<Integer> rKey = new HashSet<>();
        boolean[] computed = new boolean[2];
        boolean[] keyless = new boolean[2]; // a side widened by a cast: unique and -U-free as before, no output keys
        boolean[] filtered = new boolean[2];
        boolean filterAbove = false;
        if (spec.using != null) {
            for (int[] u : spec.using) {
                lKey.add(u[0]);
                rKey.add(u[1]);
                int widened = widenedSide(spec, u[0], nl + u[1]);
                if (widened >= 0) {
                    keyless[widened] = true;
                } else if (!sameType(spec, u[0], nl + u[1])) {
                    computed[0] = true;
                    computed[1] = true;
                }
            }
        }
        List<SqlNode> on = new ArrayList<>();
        if (spec.conditionNode != null) {
            Joins.conjuncts(spec.conditionNode, on);
        }
        List<SqlNode> all = new ArrayList<>(on);
        all.addAll(where);
        ExprCompiler ec = new ExprCompiler(spec.scope);
        for (int i = 0; i < all.size(); i++) {
            SqlNode c = all.get(i);
            boolean isOn = i < on.size();
            if (alwaysTrue(c, spec.scope)) {
                continue;
            }
            int[] sides;
            try {
                sides = sidesOf(ec.columnsOf(c), join);
            } catch (SqlError e) {
                return null;
            }
            if (c.getKind() == SqlKind.EQUALS && (isOn || inner)) {
                SqlNode a = ((SqlBasicCall) c).operand(0);
                SqlNode b = ((SqlBasicCall) c).operand(1);
                int[] sa = sidesOf(ec.columnsOf(a), join);
                int[] sb = sidesOf(ec.columnsOf(b), join);
                if (sa[0] + sa[1] == 1 && sb[0] + sb[1] == 1 && sa[0] != sb[0]) {
                    SqlNode leftOperand = sa[0] == 1 ? a : b;
                    SqlNode rightOperand = sa[0] == 1 ? b : a;
                    int lc = canonical(join, Joins.columnOf(leftOperand, spec.scope));
                    int rc = canonical(join, Joins.columnOf(rightOperand, spec.scope));
                    if (lc < 0) {
                        computed[0] = true;
                    } else {
                        lKey.add(lc);
                    }
                    if (rc < 0) {
                        computed[1] = true;
                    } else {
                        rKey.add(rc - nl);
                    }
                    int widened = lc >= 0 && rc >= 0 ? widenedSide(spec, lc, rc) : -1;
                    if (widened >= 0) {
                        keyless[widened] = true;
                    } else if (lc >= 0 && rc >= 0 && !sameType(spec, lc, rc)) {
                        computed[0] = true;
                        computed[1] = true;
                    }
                    continue;
                }
            }
            boolean onlyLeft = sides[0] == 1 && sides[1] == 0;
            boolean onlyRight = sides[1] == 1 && sides[0] == 0;
            if (onlyLeft && (isOn ? toLeft : inner || type == JoinType.LEFT)) {
                filtered[0] = true; // ON: the null-supplying side (either, inner); WHERE: the preserved side
            } else if (onlyRight && (isOn ? toRight : inner || type == JoinType.RIGHT)) {
                filtered[1] = true;
            } else if (!isOn && !inner && (sides[0] == 1 || sides[1] == 1)) {
                filterAbove = true; // a WHERE over an outer join's padded rows
            }
        }
        boolean updates = l.updates || r.updates || !inner;
        boolean onlyAfter = sideOnlyAfter(l, lKey, computed[0], filtered[0]) && sideOnlyAfter(r, rKey, computed[1], filtered[1])
                && !filterAbove;
        List<Set<Integer>> lk = computed[0] || keyless[0] ? (l.keys == null ? null : List.of()) : containing(l.keys, lKey);
        List<Set<Integer>> rk = computed[1] || keyless[1] ? (r.keys == null ? null : List.of()) : containing(r.keys, rKey);
        rk = shifted(rk, nl);
        boolean leftUnique = containsOne(lKey, l.keys);
        boolean rightUnique = containsOne(rKey, r.keys);
        List<Set<Integer>> keys = new ArrayList<>();
        if (lk != null && rk != null) {
            for (Set<Integer> a : lk) {
                for (Set<Integer> b : rk) {
                    Set<Integer> u = new HashSet<>(a);
                    u.addAll(b);
                    keys.add(u);
                }
            }
        }
        if (rightUnique && lk != null && type != JoinType.RIGHT && type != JoinType.FULL) {
            keys.addAll(lk);
        }
        if (leftUnique && rk != null && type != JoinType.LEFT && type != JoinType.FULL) {
            keys.addAll(rk);
        }
        return new Of(keys, updates, onlyAfter);
    }

    /**
     * The column of {@code join}'s row that a USING column's merged value (at {@code nl + nr + i}) equals: the left
     * one of an inner or left join, the right one of a right join; -1 for a full join's (a COALESCE) or -1 itself.
     */
    static int canonical(StreamJoin join, int col) {
        Joins.Spec spec = join.spec;
        if (col < 0) {
            return -1;
        }
        if (col >= spec.nl + spec.nr) {
            int[] u = spec.using[col - spec.nl - spec.nr];
            return spec.type == JoinType.FULL ? -1 : spec.type == JoinType.RIGHT ? spec.nl + u[1] : u[0];
        }
        if (col < spec.nl && join.left.join != null) {
            return canonical(join.left.join, col);
        }
        if (col >= spec.nl && join.right.join != null) {
            int c = canonical(join.right.join, col - spec.nl);
            return c < 0 ? -1 : spec.nl + c;
        }
        return col;
    }

    private static Of side(StreamJoin.Side side) {
        if (side.join != null) {
            return of(side.join, List.of());
        }
        if (side.plan != null) {
            List<Set<Integer>> keys = side.plan.upsertKeys();
            Boolean condition = side.plan.conditionOverUpdates();
            if (keys == null || condition == null) {
                return null;
            }
            return new Of(keys, side.plan.hasUpdates(), !condition);
        }
        List<Set<Integer>> keys = null;
        if (side.uniqueKey != null) {
            Set<Integer> k = new HashSet<>();
            for (int c : side.uniqueKey) {
                k.add(c);
            }
            keys = List.of(k);
        }
        return new Of(keys, side.updates, true);
    }

    private static boolean sideOnlyAfter(Of side, Set<Integer> joinKey, boolean computed, boolean filtered) {
        if (!side.updates) {
            return true;
        }
        return side.onlyAfter && !filtered && !computed && side.keys != null
                && side.keys.stream().anyMatch(k -> k.containsAll(joinKey));
    }

    /** The keys containing every column of {@code joinKey} (null stays null). */
    private static List<Set<Integer>> containing(List<Set<Integer>> keys, Set<Integer> joinKey) {
        if (keys == null) {
            return null;
        }
        List<Set<Integer>> out = new ArrayList<>();
        for (Set<Integer> k : keys) {
            if (k.containsAll(joinKey)) {
                out.add(k);
            }
        }
        return out;
    }

    /** Whether {@code joinKey} contains one of {@code keys}. */
    private static boolean containsOne(Set<Integer> joinKey, List<Set<Integer>> keys) {
        return keys != null && keys.stream().anyMatch(joinKey::containsAll);
    }

    private static List<Set<Integer>> shifted(List<Set<Integer>> keys, int by) {
        if (keys == null) {
            return null;
        }
        List<Set<Integer>> out = new ArrayList<>();
        for (Set<Integer> k : keys) {
            Set<Integer> s = new HashSet<>();
            for (int c : k) {
                s.add(c + by);
            }
            out.add(s);
        }
        return out;
    }

    /** {left, right}: 1 where the columns read one of that input's columns (a USING merged value reads the left one). */
    private static int[] sidesOf(Set<Integer> cols, StreamJoin join) {
        int[] sides = new int[2];
        for (int c : cols) {
            int k = canonical(join, c);
            if (k < 0) {
                sides[0] = 1;
                sides[1] = 1;
            } else {
                sides[k < join.spec.nl ? 0 : 1] = 1;
            }
        }
        return sides;
    }

    private static boolean sameType(Joins.Spec spec, int a, int b) {
        return spec.types.get(a) != null && spec.types.get(b) != null && spec.types.get(a).equalsIgnoreNullable(spec.types.get(b));
    }

    /**
     * For an equality of columns {@code a} (left) and {@code b} (right) of two integer types: the side Flink widens
     * with a cast (0 left, 1 right: the narrower type), else -1. Flink's planner keeps that side's key through the
     * widening cast as a key of the cast value: the side is still unique on the join and may run without {@code -U},
     * but its keys are over the cast value, which is no output column, so none of them is a key of the join's rows;
     * the other side's keys stay (probes: a join of an INT- and a BIGINT-keyed table drops {@code -U} into a sink
     * keyed by the BIGINT side's key and passes them into one keyed by the INT side's, golden
     * {@code sweep45_op45_join_key_types_firstrow}).
     */
    private static int widenedSide(Joins.Spec spec, int a, int b) {
        DataType ta = spec.types.get(a);
        DataType tb = spec.types.get(b);
        if (ta == null || tb == null || !ta.root().isIntegral() || !tb.root().isIntegral() || ta.root() == tb.root()) {
            return -1;
        }
        return ta.root().ordinal() < tb.root().ordinal() ? 0 : 1;
    }

    /**
     * Whether Flink's planner folds conjunct {@code c} to TRUE: {@code col IS NOT NULL} of a NOT NULL column (probe
     * flink-oracle/probes/st43 st43p_19), the literal TRUE.
     */
    static boolean alwaysTrue(SqlNode c, Scope scope) {
        if (c.getKind() == SqlKind.LITERAL && Boolean.TRUE.equals(((org.apache.calcite.sql.SqlLiteral) c).getValue())) {
            return true;
        }
        if (c.getKind() != SqlKind.IS_NOT_NULL) {
            return false;
        }
        SqlNode operand = ((SqlBasicCall) c).operand(0);
        int col = Joins.columnOf(operand, scope);
        return col >= 0 && scope.types.get(col) != null && !scope.types.get(col).isNullable();
    }

    /** Whether every conjunct of {@code where} is one Flink folds to TRUE ({@link #alwaysTrue}). */
    static boolean alwaysTrueConjuncts(SqlNode where, Scope scope) {
        List<SqlNode> cs = new ArrayList<>();
        Joins.conjuncts(where, cs);
        for (SqlNode c : cs) {
            if (!alwaysTrue(c, scope)) {
                return false;
            }
        }
        return true;
    }
}
